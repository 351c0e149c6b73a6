"""Chinese Poker play: the deal, sealed setting, naturals, surrender, the reveal, settlement.

The rules and rulings are documented in :mod:`parlour.games.chinese_poker`. Each action
type has one legality path (``verify_<type>``, ``do_<type>``); the legal list comes from
the same refusals. Row mechanics and settlement are :mod:`parlour.rules.rows`.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import CARD_BY_TEXT, CARD_TEXT, Card, deck52
from parlour.engine.actions import Action, CardParam, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import HIDDEN, Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.chinese_poker import words
from parlour.games.chinese_poker.bot import SolverBot
from parlour.games.chinese_poker.present import PRESENTATION
from parlour.games.chinese_poker.rules import ROWS, SIZES, ChinesePokerOptions, deal_order
from parlour.rules.rows import Natural, Setting, find_natural, is_foul, settle_pair

SET, DECLARE, SURRENDER, KEEP = Action("set"), Action("declare"), Action("surrender"), Action("keep")
HAND_SIZE = sum(SIZES.values())
"""Thirteen cards: what others see of a seat still setting (its hand, face down)."""
PLACE = {(CARD_TEXT[c], r): Action("place", card=CARD_TEXT[c], row=r) for c in deck52() for r in ROWS}
TAKE = {CARD_TEXT[c]: Action("take", card=CARD_TEXT[c]) for c in deck52()}


class ChinesePokerRules(Game):
    """The Chinese Poker state machine (one deal; views and words in :mod:`.words`)."""

    name = "chinese-poker"
    title = "Chinese Poker"
    family = "poker"
    summary = ("Set thirteen cards as three poker hands, back stronger than middle stronger "
               "than front, all at once and face down; settle row by row with each opponent.")
    min_players = 2
    max_players = 4
    default_players = 4
    timing = "simultaneous"
    Options = ChinesePokerOptions
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "place": {"card": CardParam(), "row": Text(list(ROWS))},
        "take": {"card": CardParam()},
        "set": {}, "declare": {}, "surrender": {}, "keep": {}}
    COPY_FIELDS = ("committed", "naturals", "surrendered", "units", "decided", "placed")
    presentation = PRESENTATION

    options: ChinesePokerOptions
    phase: str
    """``set`` (sealed setting), ``surrender`` (after the naturals are paid) or ``over``."""
    committed: list[bool]
    """Per seat: its setting (or natural) is sealed."""
    naturals: list[Natural | None]
    """Per seat: the natural it declared."""
    decided: list[bool]
    """Per seat: it has chosen to surrender or keep (surrender phase)."""
    surrendered: list[bool]
    units: list[int]
    """Per seat: units won (+) or paid (-) so far, each pair at its own unit value."""
    settlements: list[dict[str, Any]]
    placed: list[tuple[str, ...]]
    """Per seat: the rows it has placed cards in, in order (the last card placed, the
    only one that may be taken back (C7), is the top of the last row named)."""

    # ----- zones -----------------------------------------------------------------------
    def hand(self, seat: int) -> Zone:
        return cast(Zone, self.zones[f"hand:{seat}"])

    def row(self, seat: int, row: str) -> Zone:
        return cast(Zone, self.zones[f"{row}:{seat}"])

    def thirteen(self, seat: int) -> list[Card]:
        """Every card ``seat`` holds, in hand or in its rows."""
        out = list(self.hand(seat).cards)
        for r in ROWS:
            out += self.row(seat, r).cards
        return out

    def setting(self, seat: int) -> Setting:
        """``seat``'s three rows (all full)."""
        f, m, b = (self.row(seat, r).cards for r in ROWS)
        return Setting([int(c) for c in f], [int(c) for c in m], [int(c) for c in b])

    # ----- deal ------------------------------------------------------------------------
    def setup(self) -> None:
        why = self.options.check(self.players)
        if why:
            raise InvalidOption(why)
        n = self.players
        stock = self.zone("stock", "pile", layout="stock")
        for s in range(n):
            self.zone(f"hand:{s}", "hand", s, layout="hand")
        for s in range(n):
            for r in ROWS:
                self.zone(f"{r}:{s}", "row", s, layout="row")
        aside = self.zone("aside", "pile", layout="aside")
        stock.fill(self.new_pack(deck52()))
        for s in deal_order(n):
            stock.move_to(self.hand(s), learn=1 << s)
        for s in range(n):
            z = self.hand(s)
            z.fill(sorted(z.cards, key=words.hand_order), False, 1 << s)
        stock.move_all(aside)  # unused cards have no further bearing on play
        self.phase = "set"
        self.committed = [False] * n
        self.naturals = [None] * n
        self.decided = [False] * n
        self.surrendered = [False] * n
        self.units = [0] * n
        self.settlements = []
        self.placed = [()] * n
        self._natural_cache: dict[tuple[int, ...], Natural | None] = {}

    def natural_of(self, seat: int) -> Natural | None:
        """The best natural among ``seat``'s thirteen cards (cached per seat)."""
        key = tuple(sorted(int(c) for c in self.thirteen(seat)))
        if key not in self._natural_cache:
            self._natural_cache[key] = find_natural(key)
        return self._natural_cache[key]

    # ----- who acts --------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "set":
            return [s for s in range(self.players) if not self.committed[s]]
        if self.phase == "surrender":
            return [s for s in range(self.players) if not self.decided[s]]
        return []

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "set" and not self.committed[seat]:
            out = []
            room = [r for r in ROWS if len(self.row(seat, r).cards) < SIZES[r]]
            for c in self.hand(seat).cards:
                for r in room:
                    out.append(PLACE[CARD_TEXT[c], r])
            last = self._last_placed(seat)
            if last is not None:
                out.append(TAKE[last])
            if not self.hand(seat).cards:
                out.append(SET)
            if self.natural_of(seat) is not None:
                out.append(DECLARE)
            return out
        if self.phase == "surrender" and not self.decided[seat]:
            return [KEEP, SURRENDER]
        return []

    def _setting_refusal(self, seat: int) -> str | None:
        if self.phase != "set":
            return "the hands are already set"
        if self.committed[seat]:
            return words.already_set(self.naturals[seat] is not None)
        return None

    def _last_placed(self, seat: int) -> str | None:
        """The text of the card ``seat`` placed last (None: its rows are empty)."""
        if not self.placed[seat]:
            return None
        return CARD_TEXT[self.row(seat, self.placed[seat][-1]).cards[-1]]

    def _find(self, seat: int, text: str) -> tuple[Zone, int]:
        """Where ``seat`` holds the card ``text`` (its hand or a row)."""
        card = CARD_BY_TEXT[text]
        for z in (self.hand(seat), *(self.row(seat, r) for r in ROWS)):
            for i, c in enumerate(z.cards):
                if c.face == card.face:
                    return z, i
        raise IllegalAction(f"you do not hold the {words.name(text)}")

    # ----- checks and doing -------------------------------------------------------------
    def verify_place(self, seat: int, action: Action) -> tuple[int, str]:
        why = self._setting_refusal(seat)
        if why:
            raise IllegalAction(why)
        text, row = action.get("card"), action.get("row")
        self.require(row in ROWS, f"there is no {row!r} row: place it in the front, middle or back")
        z, i = self._find(seat, text)
        self.require(z is self.hand(seat), f"the {words.name(text)} is already in a row: "
                                           f"take it back first")
        self.require(len(self.row(seat, row).cards) < SIZES[row],
                     f"your {row} row is full ({SIZES[row]} cards)")
        return i, row

    def do_place(self, seat: int, prepared: tuple[int, str]) -> list[Event]:
        i, row = prepared
        c = self.hand(seat).move_to(self.row(seat, row), i, learn=1 << seat)
        self.placed[seat] = (*self.placed[seat], row)
        return [Event("place", seat, {"text": words.arranging(seat)}, {"card": CARD_TEXT[c], "row": row,
                                          "text": words.placed(c, row)}, 1 << seat)]

    def verify_take(self, seat: int, action: Action) -> tuple[Zone, int]:
        why = self._setting_refusal(seat)
        if why:
            raise IllegalAction(why)
        text = action.get("card")
        z, i = self._find(seat, text)
        self.require(z is not self.hand(seat), f"the {words.name(text)} is in your hand, "
                                               f"not in a row")
        last = self._last_placed(seat)
        assert last is not None
        self.require(text == last, f"only the last card placed, the {words.name(last)}, "
                                   f"can be taken back")
        return z, i

    def do_take(self, seat: int, prepared: tuple[Zone, int]) -> list[Event]:
        z, i = prepared
        hand = self.hand(seat)
        c = z.move_to(hand, i, learn=1 << seat)
        self.placed[seat] = self.placed[seat][:-1]
        hand.fill(sorted(hand.cards, key=words.hand_order), False, 1 << seat)
        return [Event("take", seat, {"text": words.arranging(seat)},
                      {"card": CARD_TEXT[c], "text": words.taken(c)}, 1 << seat)]

    def verify_set(self, seat: int, action: Action) -> None:
        why = self._setting_refusal(seat)
        if why:
            raise IllegalAction(why)
        left = len(self.hand(seat).cards)
        self.require(left == 0, words.still_to_place(left))

    def do_set(self, seat: int, _: None) -> list[Event]:
        self.committed[seat] = True
        foul = is_foul(self.setting(seat))
        events = [Event("set", seat, {"text": words.sealed(seat)},
                        {"foul": foul, "text": words.sealed(seat, foul)}, 1 << seat)]
        return events + self._after_setting()

    def verify_declare(self, seat: int, action: Action) -> Natural:
        why = self._setting_refusal(seat)
        if why:
            raise IllegalAction(why)
        nat = self.natural_of(seat)
        if nat is None:
            raise IllegalAction("you hold no natural (a dragon, three flushes, three "
                                "straights or six pairs)")
        return nat

    def do_declare(self, seat: int, nat: Natural) -> list[Event]:
        """The natural is sealed like a setting and revealed before any hand is exposed."""
        self.committed[seat] = True
        self.naturals[seat] = nat
        self.decided[seat] = True
        hand = self.hand(seat)
        for r in ROWS:  # every card back in hand, then laid out as the natural shows it
            z = self.row(seat, r)
            while z.cards:
                z.move_to(hand, learn=1 << seat)
        if nat.setting is not None:
            rows: tuple[tuple[int, ...], ...] = nat.setting.rows
        else:  # a dragon or six pairs is not set into rows, but is sealed in them face
            # down like any setting, so the others cannot tell it from one (R: commit-reveal)
            cs = [int(c) for c in sorted(hand.cards, key=words.hand_order)]
            rows = (tuple(cs[:3]), tuple(cs[3:8]), tuple(cs[8:]))
        for r, cards in zip(ROWS, rows, strict=True):
            for c in cards:
                hand.move_card(next(x for x in hand.cards if int(x) == c),
                               self.row(seat, r), learn=1 << seat)
        # the others are told what a sealed setting tells them, nothing more
        events = [Event("set", seat, {"text": words.sealed(seat)},
                        {"natural": nat.kind, "text": words.declared_secret(nat)}, 1 << seat)]
        return events + self._after_setting()

    def _after_setting(self) -> list[Event]:
        if not all(self.committed):
            return []
        events: list[Event] = []
        n = self.players
        if any(self.naturals):
            for s in range(n):  # naturals are declared and revealed first
                if self.naturals[s] is not None:
                    nat = self.naturals[s]
                    assert nat is not None
                    if nat.setting is None:  # back into the hand: not set into rows
                        self._unset(s)
                    self._reveal(s)
                    events.append(Event("natural", s, {
                        "natural": nat.kind, "cards": [CARD_TEXT[c] for c in self.thirteen(s)],
                        "text": words.natural_shown(s, nat)}))
            pays = [[0] * n for _ in range(n)]
            for a in range(n):
                for b in range(a + 1, n):
                    if self.naturals[a] is None and self.naturals[b] is None:
                        continue
                    u = settle_pair(self.naturals[a], self.naturals[b])
                    self._pay(a, b, u, pays)
            events.append(Event("natural_paid", None, {
                "units": list(self.units), "text": words.natural_payments(pays)}))
            for s in range(n):  # every opponent paid with a natural: no hand is left to
                # compare, so surrendering could only cost more: the player keeps
                if all(self.naturals[o] is not None for o in range(n) if o != s):
                    self.decided[s] = True
        if all(self.decided):
            return events + self._showdown()
        self.phase = "surrender"
        return events

    def verify_surrender(self, seat: int, action: Action) -> None:
        self.require(self.phase == "surrender", "surrender comes after every hand is set "
                     "and any naturals are paid, before the hands are revealed")
        self.require(not self.decided[seat], "you have already chosen")

    def do_surrender(self, seat: int, _: None) -> list[Event]:
        self.decided[seat] = True
        self.surrendered[seat] = True
        return self._chosen(seat, "surrender", words.surrenders(seat))

    def verify_keep(self, seat: int, action: Action) -> None:
        self.verify_surrender(seat, action)

    def do_keep(self, seat: int, _: None) -> list[Event]:
        self.decided[seat] = True
        return self._chosen(seat, "keep", words.keeps(seat))

    def _chosen(self, seat: int, kind: str, text: str) -> list[Event]:
        """The choice is sealed like the setting: the others learn only that ``seat`` has
        chosen; every choice is told once all are in, before the hands are revealed."""
        events = [Event("choose", seat, {"text": words.chosen(seat)},
                        {"choice": kind, "text": text}, 1 << seat)]
        if not all(self.decided):
            return events
        for s in range(self.players):
            if self.naturals[s] is None:
                events.append(Event("surrender" if self.surrendered[s] else "keep", s, {
                    "text": (words.surrenders if self.surrendered[s] else words.keeps)(s)}))
        return events + self._showdown()

    # ----- the reveal and settlement ------------------------------------------------------
    def _unset(self, seat: int) -> None:
        """Every card of ``seat``'s rows back in its hand, in hand order."""
        hand = self.hand(seat)
        for r in ROWS:
            z = self.row(seat, r)
            while z.cards:
                z.move_to(hand, learn=1 << seat)
        hand.fill(sorted(hand.cards, key=words.hand_order), False, 1 << seat)

    def _reveal(self, seat: int) -> None:
        for z in (self.hand(seat), *(self.row(seat, r) for r in ROWS)):
            for i in range(len(z.cards)):
                z.reveal(i, self.everyone)

    def _pay(self, a: int, b: int, u: int, table: list[list[int]]) -> None:
        """``b`` pays ``a`` ``u`` units (negative: ``a`` pays), at the pair's unit value."""
        v = u * self.options.unit_between(a, b)
        self.units[a] += v
        self.units[b] -= v
        table[a][b] += v
        table[b][a] -= v

    def _showdown(self) -> list[Event]:
        """Every hand still in is revealed and compared with each opponent's, pair by pair."""
        n, o = self.players, self.options
        events = []
        for s in range(n):
            if self.naturals[s] is None and not self.surrendered[s]:
                self._reveal(s)
                st = self.setting(s)
                events.append(Event("reveal", s, {
                    "rows": {r: [CARD_TEXT[c] for c in self.row(s, r).cards] for r in ROWS},
                    "foul": is_foul(st), "text": words.revealed(s, st)}))
        table = [[0] * n for _ in range(n)]
        for a in range(n):
            for b in range(a + 1, n):
                sa, sb = self.surrendered[a], self.surrendered[b]
                na, nb = self.naturals[a], self.naturals[b]
                if (na is not None or nb is not None) and not (sa or sb):
                    continue  # settled when the naturals were declared
                xa: Setting | Natural | None = None if (sa or na) else self.setting(a)
                xb: Setting | Natural | None = None if (sb or nb) else self.setting(b)
                u = settle_pair(xa, xb, surrendered=(sa, sb), scoop=o.scoop,
                                surrender=o.surrender)
                self._pay(a, b, u, table)
                self.settlements.append({"seats": [a, b], "units": u})
        self.phase = "over"
        events.append(Event("settle", None, {
            "pairs": [[table[a][b] for b in range(n)] for a in range(n)],
            "units": list(self.units), "text": words.settled(table, self.units)}))
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        u = self.units
        best = max(u)
        winners = [s for s in range(self.players) if u[s] == best]
        return Result([float(x) for x in u], winners, placing_from_scores(u),
                      words.result_reason(u, winners),
                      {"naturals": [x.kind if x else None for x in self.naturals],
                       "surrendered": list(self.surrendered)})

    # ----- views, labels, targets -----------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """As :meth:`Game.view`, with the setting sealed (RULINGS, simultaneous choices:
        "nobody sees any choice until all are in"): while a seat is still setting, every
        other seat and a spectator see its thirteen cards in its hand, face down, and its
        rows empty; its rows appear (face down) once it has set."""
        out = super().view(seat)
        if self.phase != "set":
            return out
        sealed = {s for s in range(self.players) if s != seat and not self.committed[s]}
        for z in out["zones"]:
            kind, _, owner = z["id"].partition(":")
            if owner.isdigit() and int(owner) in sealed:
                if kind == "hand":
                    z["count"] = HAND_SIZE
                    z["cards"] = [HIDDEN] * HAND_SIZE
                elif kind in ROWS:
                    z["count"], z["cards"] = 0, []
        return out

    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        out: dict[str, Any] = {
            "phase": self.phase,
            "waiting": self._actors(),
            "set": [self.committed[s] for s in range(n)],
            "units": list(self.units),
            "naturals": [words.NATURAL_NAMES[x.kind] if x and self.phase != "set" else ""
                         for x in self.naturals],
            "surrendered": [self.surrendered[s] and self.phase == "over" or
                            (self.surrendered[s] and all(self.decided)) for s in range(n)],
            "prompt": self._prompt(seat),
        }
        if seat is not None and self.phase == "set" and not self.committed[seat]:
            full = all(len(self.row(seat, r).cards) == v for r, v in SIZES.items())
            out["foul_check"] = (("Foul! Your rows are not in order" if is_foul(self.setting(seat))
                                  else "Rows in order") if full else "")
        else:
            out["foul_check"] = ""
        return out

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return res.reason if res else ""
        if seat is None or seat not in self._actors():
            return "Waiting for " + ", ".join(f"seat {s}" for s in self._actors())
        if self.phase == "surrender":
            return (f"Surrender (pay each opponent {words.units(self.options.surrender)}) "
                    f"or play your hands")
        left = len(self.hand(seat).cards)
        if left:
            return (f"Set your hands: back 5 cards, middle 5, front 3; "
                    f"{left} {'card' if left == 1 else 'cards'} to place")
        return "Every card is placed: confirm to set your hands face down"

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "place":
            return f"Put the {words.name(action.get('card'))} in the {action.get('row')} row"
        if t == "take":
            return f"Take back the {words.name(action.get('card'))}"
        if t == "set":
            foul = seat is not None and is_foul(self.setting(seat))
            return "Set my hands (a foul!)" if foul else "Set my hands"
        if t == "declare" and seat is not None:
            nat = self.natural_of(seat)
            return f"Declare {words.NATURAL_NAMES[nat.kind]}" if nat else "Declare a natural"
        if t == "surrender":
            return f"Surrender (pay {words.units(self.options.surrender)} each)"
        return {"keep": "Play my hands",
                "declare": "Declare a natural"}.get(t, super().label(action, seat))

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type in ("place", "take") and seat is not None:
            z, i = self._find(seat, action.get("card"))
            return [{"zone": z.id, "index": i}]
        return []


class ChinesePoker(ChinesePokerRules):
    """Chinese Poker (see :mod:`parlour.games.chinese_poker`)."""

    bot = SolverBot
