"""Open-Face Chinese Poker play: the deal, fantasyland setting, placing in turn, settlement,
the hands of the match.

The rules and rulings are documented in :mod:`parlour.games.open_face_chinese_poker`.
Each action type has one legality path (``verify_<type>``, ``do_<type>``); the legal list
comes from the same predicates. Rows, royalties and settlement are
:mod:`parlour.rules.rows`; the deal's rotation is :class:`parlour.rules.match.Match`.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import CARD_BY_TEXT, CARD_TEXT, deck52
from parlour.engine.actions import Action, CardParam, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.open_face_chinese_poker import words
from parlour.games.open_face_chinese_poker.bot import PlacementBot
from parlour.games.open_face_chinese_poker.present import PRESENTATION
from parlour.games.open_face_chinese_poker.rules import (
    FANTASY,
    FIRST,
    ROWS,
    SIZES,
    OpenFaceOptions,
    deal_order,
    placement_refusal,
)
from parlour.rules.match import Goal, Match
from parlour.rules.rows import (
    Setting,
    enters_fantasyland,
    is_foul,
    open_royalties,
    settle_open,
    stays_in_fantasyland,
)

PLACE = {(CARD_TEXT[c], r): Action("place", card=CARD_TEXT[c], row=r) for c in deck52() for r in ROWS}
TAKE = {CARD_TEXT[c]: Action("take", card=CARD_TEXT[c]) for c in deck52()}
SET, DEAL = Action("set"), Action("deal")
TOTAL = sum(SIZES.values())


class OpenFaceChinesePoker(Game):
    """The Open-Face Chinese Poker state machine (views and words in :mod:`.words`)."""

    name = "open-face-chinese-poker"
    title = "Open-Face Chinese Poker"
    family = "poker"
    summary = ("Build three poker hands face up, five cards then one at a time, back "
               "stronger than middle stronger than front; royalties, pairwise settlement "
               "and fantasyland.")
    min_players = 2
    max_players = 4
    default_players = 2
    timing = "simultaneous"
    Options = OpenFaceOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The rule text's royalty table: any three of a kind in front 20", {}),
        "standard-royalties": ("Front three 2s 10 rising to three aces 22, middle three of "
                               "a kind 2", {"royalties": "standard"}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "place": {"card": CardParam(), "row": Text(list(ROWS))},
        "take": {"card": CardParam()},
        "set": {}, "deal": {}}
    COPY_FIELDS = ("fantasy", "next_fantasy", "first_done", "committed", "placed", "units",
                   "history", "royalties", "match")
    presentation = PRESENTATION
    bot = PlacementBot

    options: OpenFaceOptions
    phase: str
    """``fantasy`` (fantasyland players set), ``place`` (the others place in turn),
    ``scored`` (the table waits for the dealer) or ``over``."""
    match: Match
    fantasy: list[bool]
    """Per seat: it plays this hand in fantasyland."""
    next_fantasy: list[bool]
    """Per seat: it plays the next hand in fantasyland (known once a hand is scored)."""
    first_done: list[bool]
    """Per seat: its first five cards are set."""
    committed: list[bool]
    """Per fantasyland seat: its thirteen cards are set face down."""
    placed: list[tuple[str, ...]]
    """Per seat: the rows of the cards placed and not yet confirmed, in order (the last
    one, the top of the last row named, may be taken back: O4)."""
    turn: int
    """The seat placing now (phase ``place``), the dealer (``scored``), else -1."""
    units: list[int]
    royalties: list[int]
    """Per seat: royalties of the last hand scored."""
    history: list[dict[str, Any]]

    # ----- zones -----------------------------------------------------------------------
    def hand(self, seat: int) -> Zone:
        return cast(Zone, self.zones[f"hand:{seat}"])

    def row(self, seat: int, row: str) -> Zone:
        return cast(Zone, self.zones[f"{row}:{seat}"])

    def filled(self, seat: int) -> dict[str, int]:
        return {r: len(self.row(seat, r).cards) for r in ROWS}

    def setting(self, seat: int) -> Setting:
        """``seat``'s three rows (all full)."""
        f, m, b = ([int(c) for c in self.row(seat, r).cards] for r in ROWS)
        return Setting(f, m, b)

    @property
    def stock(self) -> Zone:
        return cast(Zone, self.zones["stock"])

    # ----- the deal ---------------------------------------------------------------------
    def setup(self) -> list[Event]:
        o, n = self.options, self.players
        why = o.check(n)
        if why:
            raise InvalidOption(why)
        self.zone("stock", "pile", layout="stock")
        for s in range(n):
            self.zone(f"hand:{s}", "hand", s, layout="hand")
            for r in ROWS:
                self.zone(f"{r}:{s}", "row", s, layout="row")
        self.match = Match(n, Goal(deals=o.hands or n), dealer=0)
        self.units = [0] * n
        self.royalties = [0] * n
        self.history = []
        self.fantasy = [False] * n
        self.next_fantasy = [False] * n
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal five cards, face down, to each player": one at a time from
        the dealer's left (O1); then eight more to each player in fantasyland, one at a
        time in the same order (O1). The rest is the stock."""
        n, m = self.players, self.match
        hand_no = m.next_deal()
        stock = self.stock
        stock.clear()
        for s in range(n):
            self.hand(s).clear()
            for r in ROWS:
                self.row(s, r).clear()
        stock.fill(self.new_pack(deck52()), False, 0)
        order = deal_order(n, m.dealer)
        for _ in range(FIRST):
            for s in order:
                stock.move_to(self.hand(s), learn=1 << s)
        for _ in range(FANTASY - FIRST):
            for s in order:
                if self.fantasy[s]:
                    stock.move_to(self.hand(s), learn=1 << s)
        for s in range(n):
            self._sort_hand(s)
        self.first_done = [False] * n
        self.committed = [False] * n
        self.placed = [()] * n
        self.next_fantasy = [False] * n
        events = []
        if any(self.fantasy):
            self.phase, self.turn = "fantasy", -1
        else:
            self.phase = "place"
            self.turn = self._normal_order()[0]
        fl = [s for s in order if self.fantasy[s]]
        first = self.turn if self.phase == "place" else None
        events.append(Event("deal", None, {"hand": hand_no, "dealer": m.dealer,
                                           "fantasyland": fl,
                                           "text": words.dealt(hand_no, m.dealer, fl, first)}))
        return events

    def _sort_hand(self, seat: int) -> None:
        h = self.hand(seat)
        pairs = sorted(zip(h.cards, h.up, h.known, strict=True),
                       key=lambda t: words.hand_order(t[0]))
        h.cards[:] = [p[0] for p in pairs]
        h.up[:] = [p[1] for p in pairs]
        h.known[:] = [p[2] for p in pairs]

    def _normal_order(self) -> list[int]:
        """The seats not in fantasyland, in turn from the dealer's left."""
        return [s for s in deal_order(self.players, self.match.dealer) if not self.fantasy[s]]

    # ----- who acts ---------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "fantasy":
            return [s for s in range(self.players) if self.fantasy[s] and not self.committed[s]]
        if self.phase in ("place", "scored"):
            return [self.turn]
        return []

    def _setting(self, seat: int) -> bool:
        """Whether ``seat`` is arranging cards it may still take back: its fantasyland
        thirteen, or its first five (O4)."""
        if self.phase == "fantasy":
            return self.fantasy[seat] and not self.committed[seat]
        return self.phase == "place" and seat == self.turn and not self.first_done[seat]

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "scored":
            return [DEAL] if self.match.may_deal(seat) else []
        if seat not in self._actors():
            return []
        out = []
        room = [r for r in ROWS if len(self.row(seat, r).cards) < SIZES[r]]
        for c in self.hand(seat).cards:
            for r in room:
                out.append(PLACE[CARD_TEXT[c], r])
        if self._setting(seat):
            last = self._last_placed(seat)
            if last is not None:
                out.append(TAKE[last])
            if not self.hand(seat).cards:
                out.append(SET)
        return out

    def _last_placed(self, seat: int) -> str | None:
        """The text of the card ``seat`` placed last and may still take back."""
        if not self.placed[seat]:
            return None
        return CARD_TEXT[self.row(seat, self.placed[seat][-1]).cards[-1]]

    def _refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not place, take back or set now (None: it may)."""
        if self.phase == "scored":
            return words.HAND_OVER
        if self.phase == "fantasy" and not self.fantasy[seat]:
            return words.FANTASY_FIRST
        if seat not in self._actors():
            if self.phase == "fantasy" or self.fantasy[seat]:
                return "your hands are set face down"
            return words.NOT_YOUR_TURN
        return None

    # ----- checks -------------------------------------------------------------------------
    def verify_place(self, seat: int, action: Action) -> tuple[int, str]:
        why = self._refusal(seat)
        if why:
            raise IllegalAction(why)
        text, row = action.get("card"), action.get("row")
        card = CARD_BY_TEXT[text]
        hand = self.hand(seat)
        i = next((k for k, c in enumerate(hand.cards) if c.face == card.face), -1)
        if i < 0:
            if any(c.face == card.face for r in ROWS for c in self.row(seat, r).cards):
                raise IllegalAction(f"the {words.name(text)} is already placed" + (
                    ": take it back first" if self._setting(seat) else
                    f" ({words.PLACED_FOR_GOOD})"))
            raise IllegalAction(words.not_held(text))
        why = placement_refusal(self.filled(seat), {row: 1}, False)
        if why:
            raise IllegalAction(why)
        return i, row

    def verify_take(self, seat: int, action: Action) -> tuple[str, int]:
        why = self._refusal(seat)
        if why:
            raise IllegalAction(why)
        self.require(self._setting(seat), words.PLACED_FOR_GOOD)
        text = action.get("card")
        last = self._last_placed(seat)
        self.require(last is not None, "you have placed no card you could take back")
        assert last is not None
        if text != last:
            held = any(c.face == CARD_BY_TEXT[text].face for r in ROWS
                       for c in self.row(seat, r).cards)
            raise IllegalAction(words.only_last(last) if held else words.not_held(text))
        row = self.placed[seat][-1]
        return row, len(self.row(seat, row).cards) - 1

    def verify_set(self, seat: int, action: Action) -> None:
        why = self._refusal(seat)
        if why:
            raise IllegalAction(why)
        self.require(self._setting(seat), "one card is placed at a time: there is nothing "
                                          "to confirm")
        left = len(self.hand(seat).cards)
        self.require(left == 0, words.still_to_place(left))
        if not self.fantasy[seat]:
            counts: dict[str, int] = {}
            for r in self.placed[seat]:
                counts[r] = counts.get(r, 0) + 1
            why = placement_refusal({}, counts, True)
            if why:
                raise IllegalAction(why)

    def verify_deal(self, seat: int, action: Action) -> None:
        self.require(self.phase == "scored", "the hand is not over")
        self.require(self.match.may_deal(seat), words.dealer_deals(self.match.dealer))

    # ----- doing ---------------------------------------------------------------------------
    def do_place(self, seat: int, prepared: tuple[int, str]) -> list[Event]:
        i, row = prepared
        if self.fantasy[seat]:  # face down, seen by its owner only, until the reveal (O3)
            c = self.hand(seat).move_to(self.row(seat, row), i, up=False, learn=1 << seat)
            self.placed[seat] = (*self.placed[seat], row)
            return [Event("place", seat, {"text": words.arranging(seat)},
                          {"card": CARD_TEXT[c], "row": row,
                           "text": words.placed_secret(c, row)}, 1 << seat)]
        c = self.hand(seat).move_to(self.row(seat, row), i, up=True)
        event = Event("place", seat, {"card": CARD_TEXT[c], "row": row,
                                      "text": words.placed(seat, c, row)})
        if not self.first_done[seat]:
            self.placed[seat] = (*self.placed[seat], row)
            return [event]
        return [event, *self._next_turn()]

    def do_take(self, seat: int, prepared: tuple[str, int]) -> list[Event]:
        row, i = prepared
        hand = self.hand(seat)
        up = not self.fantasy[seat]
        c = self.row(seat, row).move_to(hand, i, up=False)
        if up:  # a first card taken back was seen by everyone: it stays known, last in
            hand.learn(len(hand.cards) - 1, self.everyone)  # the hand (sorting it among
        else:  # the hidden ones would tell where they rank)
            self._sort_hand(seat)
        self.placed[seat] = self.placed[seat][:-1]
        if not up:
            return [Event("take", seat, {"text": words.arranging(seat)},
                          {"card": CARD_TEXT[c], "text": words.taken_secret(c)}, 1 << seat)]
        return [Event("take", seat, {"card": CARD_TEXT[c], "text": words.taken(seat, c)})]

    def do_set(self, seat: int, _: None) -> list[Event]:
        self.placed[seat] = ()
        if self.fantasy[seat]:
            self.committed[seat] = True
            foul = is_foul(self.setting(seat))
            events = [Event("set", seat, {"text": words.fantasy_set(seat)},
                            {"foul": foul, "text": words.fantasy_set_secret(foul)}, 1 << seat)]
            if all(self.committed[s] for s in range(self.players) if self.fantasy[s]):
                normal = self._normal_order()
                if not normal:
                    return events + self._score()
                self.phase, self.turn = "place", normal[0]
            return events
        self.first_done[seat] = True
        return [Event("set", seat, {"text": words.first_set(seat)}), *self._next_turn()]

    def _next_turn(self) -> list[Event]:
        """The turn passes to the left, skipping fantasyland seats; the next player draws
        one card face up once their first five are set. When every row is full, the hand
        is scored."""
        normal = self._normal_order()
        k = normal.index(self.turn)
        for step in range(1, len(normal) + 1):
            s = normal[(k + step) % len(normal)]
            if sum(self.filled(s).values()) < TOTAL:
                self.turn = s
                if not self.first_done[s]:
                    return []
                c = self.stock.move_to(self.hand(s), up=True)
                return [Event("draw", s, {"card": CARD_TEXT[c], "text": words.drew(s, c)})]
        return self._score()

    def do_deal(self, seat: int, _: None) -> list[Event]:
        self.fantasy = self.next_fantasy[:]
        return self._deal()

    # ----- scoring --------------------------------------------------------------------------
    def _score(self) -> list[Event]:
        """Fantasyland hands are turned up; every pair settles (rows, sweep, royalties,
        fouls: :func:`parlour.rules.rows.settle_open`) at its unit; who plays the next hand
        in fantasyland is decided; the deal passes on unless someone does (O5)."""
        n, o, m = self.players, self.options, self.match
        events: list[Event] = []
        for s in range(n):
            if self.fantasy[s]:
                for r in ROWS:
                    z = self.row(s, r)
                    for i in range(len(z.cards)):
                        z.reveal(i, self.everyone)
                events.append(Event("reveal", s, {
                    "rows": {r: [CARD_TEXT[c] for c in self.row(s, r).cards] for r in ROWS},
                    "text": words.revealed(s, self.setting(s))}))
        settings = [self.setting(s) for s in range(n)]
        fouls = [is_foul(st) for st in settings]
        self.royalties = [0 if fouls[s] else open_royalties(settings[s], o.royalties)
                          for s in range(n)]
        table = [[0] * n for _ in range(n)]
        for a in range(n):
            for b in range(a + 1, n):
                u = settle_open(settings[a], settings[b], table=o.royalties, sweep=o.sweep,
                                foul_penalty=o.foul_penalty) * o.unit_between(a, b)
                table[a][b], table[b][a] = u, -u
        won = [sum(row) for row in table]
        for s in range(n):
            self.units[s] += won[s]
        enter = [s for s in range(n) if not self.fantasy[s] and enters_fantasyland(settings[s])]
        stay = [s for s in range(n) if self.fantasy[s] and stays_in_fantasyland(settings[s])]
        self.next_fantasy = [s in enter or s in stay for s in range(n)]
        hand_no = m.deals
        text = words.settled(hand_no, table, self.royalties, fouls, self.units)
        self.history.append({"hand": hand_no, "dealer": m.dealer, "units": won,
                             "royalties": self.royalties[:], "fouls": fouls,
                             "fantasyland": self.fantasy[:],
                             "next_fantasyland": self.next_fantasy[:], "text": text})
        events.append(Event("settle", None, {
            "hand": hand_no, "pairs": table, "units": won, "totals": self.units[:],
            "royalties": self.royalties[:], "fouls": fouls, "text": text}))
        news = words.fantasyland_next(enter, stay)
        if m.hand_scored(self.units, rotate=not any(self.next_fantasy)) is not None:
            self.phase, self.turn = "over", -1
            return events
        if news:
            events.append(Event("fantasyland", None, {"enter": enter, "stay": stay,
                                                      "text": news}))
        self.phase, self.turn = "scored", m.dealer
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        u = self.units
        best = max(u)
        winners = [s for s in range(self.players) if u[s] == best]
        return Result([float(x) for x in u], winners, placing_from_scores(u),
                      words.result_reason(u, winners, self.match.deals),
                      {"hands": [dict(h) for h in self.history]})

    # ----- views, labels, targets -----------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        out: dict[str, Any] = {
            "phase": self.phase,
            "hand": self.match.deals,
            "dealer": self.match.dealer,
            "units": list(self.units),
            "fantasyland": list(self.fantasy),
            "royalties": list(self.royalties),
            "last": self.history[-1]["text"] if self.history else "",
            "prompt": self._prompt(seat),
            "foul_check": "",
        }
        if self.phase in ("scored", "over"):
            out["next_fantasyland"] = [self.next_fantasy[s] and self.phase == "scored"
                                       for s in range(n)]
        else:
            out["next_fantasyland"] = [False] * n
        if seat is not None and self.phase in ("fantasy", "place") \
                and sum(self.filled(seat).values()) == TOTAL:
            out["foul_check"] = words.foul_check(self.setting(seat))
        return out

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return res.reason if res else ""
        actors = self._actors()
        if seat is None or seat not in actors:
            return words.waiting(actors)
        if self.phase == "scored":
            return "Deal the next hand"
        left = len(self.hand(seat).cards)
        if self.fantasy[seat]:
            return words.prompt_fantasy(left)
        if not self.first_done[seat]:
            return words.prompt_first(left)
        return words.prompt_next(self.hand(seat).cards[0])

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "place":
            text = f"Put the {words.name(action.get('card'))} in the {action.get('row')} row"
            return text + (" (a foul!)" if seat is not None and self._last_card_fouls(seat, action)
                           else "")
        if t == "take":
            return f"Take back the {words.name(action.get('card'))}"
        if t == "set":
            if seat is not None and self.fantasy[seat]:
                foul = is_foul(self.setting(seat))
                return "Set my hands face down" + (" (a foul!)" if foul else "")
            return "Confirm my five cards"
        if t == "deal":
            return "Deal the next hand"
        return super().label(action, seat)

    def _last_card_fouls(self, seat: int, action: Action) -> bool:
        """Whether placing ``action``'s card completes ``seat``'s rows as a foul (the label
        warns before the last card is placed)."""
        if sum(self.filled(seat).values()) != TOTAL - 1 or len(self.hand(seat).cards) != 1:
            return False
        rows = {r: [int(c) for c in self.row(seat, r).cards] for r in ROWS}
        rows[action.get("row")].append(int(self.hand(seat).cards[0]))
        return is_foul(Setting(rows["front"], rows["middle"], rows["back"]))

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if seat is None:
            return []
        if action.type == "place":
            hand = self.hand(seat)
            face = CARD_BY_TEXT[action.get("card")].face
            i = next(k for k, c in enumerate(hand.cards) if c.face == face)
            row = self.row(seat, action.get("row"))
            return [{"zone": hand.id, "index": i}, {"zone": row.id, "index": len(row.cards)}]
        if action.type == "take" and self.placed[seat]:
            row = self.row(seat, self.placed[seat][-1])
            return [{"zone": row.id, "index": len(row.cards) - 1}]
        return []
