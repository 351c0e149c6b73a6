"""Oklahoma Rummy play: the deal and upcard, drawing or taking the pile, melding and
extending, the discard (never the Q♠), going out, an empty stock, scoring and the match.
The rules and rulings are documented in :mod:`parlour.games.oklahoma_rummy`. Melds are
read and found by :mod:`parlour.rules.rummy`, the match is :class:`parlour.rules.match.Match`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

from parlour.cards import CARD_BY_TEXT, Card
from parlour.engine.actions import Action, CardList, CardParam, Int, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Grid, Zone
from parlour.errors import InvalidOption
from parlour.games.oklahoma_rummy import words
from parlour.games.oklahoma_rummy.rules import (
    DEAL,
    DISCARD,
    DISCARD_ACTION,
    DRAW,
    HAND_ID,
    MAX_MELDS,
    MELD_ID,
    MELD_RULES,
    PACK,
    PASS,
    QS,
    ROW,
    SORT,
    STOCK,
    STOP,
    OklahomaRummyOptions,
    extend_action,
    hand_value,
    max_players,
    meld_action,
    meld_value,
    take_action,
)
from parlour.rules import rummy
from parlour.rules.draw_discard import deal_round_robin, turn_up
from parlour.rules.match import Goal, Match
from parlour.rules.rummy import Meld
from parlour.rules.sorting import sort_hand


class OklahomaRummyRules(Game):
    """The Oklahoma Rummy state machine (presentation and bot: ``OklahomaRummy``)."""

    name = "oklahoma-rummy"
    title = "Oklahoma Rummy"
    family = "rummy"
    summary = ("Two packs, 2s wild: draw, or take the whole discard pile by melding its top "
               "card; lay sets and runs of three or four; never discard the Q♠; 1,000 wins.")
    min_players = 2
    max_players = 8
    default_players = 3
    Options = OklahomaRummyOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed: 13 cards each, two to seven players, play to 1,000", {}),
        "eight-players": ("Not in the seed: eleven cards each so that eight can play and a "
                          "stock remains (RULINGS 28)", {"cards_each": 11}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "draw": {},
        "take": {"cards": CardList(most=2), "run_from": Int(0, 12)},
        "stop": {},
        "meld": {"cards": CardList(most=4), "run_from": Int(0, 12)},
        "extend": {"meld": Int(0, MAX_MELDS - 1), "card": CardParam(), "end": Text(("low", "high"))},
        "discard": {"card": CardParam()},
        "pass": {},
        "deal": {},
    }
    COPY_FIELDS = ("melds", "scores", "match", "last")

    options: OklahomaRummyOptions
    phase: str
    """``draw`` (the turn begins), ``play`` (meld, then discard), ``scored`` (the next
    dealer deals) or ``over``."""
    turn: int
    melds: list[tuple[Meld, ...]]
    """Each seat's melds this hand, in the order laid (meld ``k`` is row ``k`` of its
    ``melds:<seat>`` grid)."""
    scores: list[int]
    match: Match
    last: dict[str, Any]
    """The last hand's scoring, for views."""

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return cls.min_players, max_players(options)

    # ----- zones ---------------------------------------------------------------------------
    def hand(self, seat: int) -> Zone:
        return self.pile(HAND_ID[seat])

    def table(self, seat: int) -> Grid:
        return self.slots_of(MELD_ID[seat])

    @property
    def stock(self) -> Zone:
        return self.pile(STOCK)

    @property
    def discard(self) -> Zone:
        return self.pile(DISCARD)

    @property
    def dealer(self) -> int:
        return self.match.dealer

    # ----- the deal ------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        n = self.players
        if self.options.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {self.options.dealer}")
        self.zone(STOCK, "pile", layout="stack")
        self.zone(DISCARD, "pile", layout="pile", spread=True)
        for s in range(n):
            self.zone(HAND_ID[s], "hand", s, layout="hand")
        for s in range(n):
            self.grid_zone(MELD_ID[s], s, kind="meld", layout="melds")
        self.scores = [0] * n
        self.last = {}
        self.match = Match(n, Goal(target=self.options.target, deals=self.options.deals),
                           dealer=self.options.dealer)
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal thirteen cards to each player. The remainder of the deck is
        placed in the center of the table to form the stock. The top card of the stock is
        turned face up; this card, the upcard, is the top card of the discard pile."
        A stacked deck is dealt one card at a time from the dealer's left."""
        hand_no = self.match.next_deal()
        for z in self.zones.values():
            z.clear()
        stock = self.stock
        stock.fill(self.new_pack(list(PACK)))
        n, d = self.players, self.dealer
        deal_round_robin(stock, [self.hand(s) for s in range(n)], self.options.cards_each,
                         first=(d + 1) % n)
        for s in range(n):
            sort_hand(self.hand(s), SORT)
        up = turn_up(stock, self.discard, self.everyone)
        self.melds = [()] * n
        self.turn = (d + 1) % n
        self.phase = "draw"
        return [Event("deal", None, {"hand": hand_no, "dealer": d, "upcard": str(up),
                                     "text": words.dealt(hand_no, d, self.options.cards_each, up)}),
                Event("turn", self.turn, {"text": words.turn(self.turn)})]

    # ----- who acts ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "over":
            return []
        return [self.dealer] if self.phase == "scored" else [self.turn]

    # ----- the rules each action checks (shared by verify_<type> and _legal) --------------
    def _held(self, seat: int, texts: Sequence[object]) -> list[Card] | None:
        """The cards of ``seat``'s hand that ``texts`` name (each copy once), or ``None``.
        Of two copies, the one everyone knows (taken from the pile) goes first: which copy
        leaves the hand must not tell the others whether the hidden one was there."""
        hand = self.hand(seat)
        pool = [c for i, c in enumerate(hand.cards) if hand.known[i] == self.everyone]
        pool += [c for i, c in enumerate(hand.cards) if hand.known[i] != self.everyone]
        out: list[Card] = []
        for t in texts:
            card = CARD_BY_TEXT.get(t) if isinstance(t, str) else None
            got = next((c for c in pool if card is not None and c & 127 == card), None)
            if got is None:
                return None
            pool.remove(got)
            out.append(got)
        return out

    def pile_melds(self, seat: int) -> list[Meld]:
        """The melds ``seat`` may make to take the discard pile: "if they are able to
        immediately meld the top card of the discard pile along with two cards from their
        hand" (RULINGS 28: exactly two, 2s included; a new three-card meld)."""
        top = self.discard.top()
        if top is None:
            return []
        hand = self.hand(seat).cards
        have = Counter(c & 127 for c in hand)
        out = []
        for m in rummy.find([*hand, top], MELD_RULES, sizes=(3,), must=top):
            need = Counter(c & 127 for c in m.cards)
            if need[top & 127] == 0:
                continue
            need[top & 127] -= 1
            if all(have[f] >= k for f, k in need.items()):
                out.append(m)
        return out

    def stuck_with_queen(self, seat: int) -> bool:
        """RULINGS 28: a player whose only remaining card is the Q♠ (or the two of them)
        cannot discard and ends the turn without discarding."""
        hand = self.hand(seat).cards
        return bool(hand) and all(c & 127 == QS for c in hand)

    def strands_queen(self, seat: int, leaving: Sequence[int], coming: Sequence[int] = ()) -> bool:
        """RULINGS 28's alternative (option ``stuck_queen="forbid"``): whether a move that
        takes ``leaving`` out of ``seat``'s hand and puts ``coming`` in would leave only
        the Q♠ (a non-empty hand of Q♠s)."""
        if self.options.stuck_queen != "forbid":
            return False
        rest = Counter(c & 127 for c in self.hand(seat).cards)
        rest.subtract(c & 127 for c in leaving)
        rest.update(c & 127 for c in coming)
        left = +rest
        return bool(left) and all(f == QS for f in left)

    def _turn_problem(self, seat: int, phase: str) -> str | None:
        if self.phase == "scored":
            return words.deal_first(self.dealer)
        if seat != self.turn:
            return words.not_your_turn(self.turn)
        if self.phase != phase:
            return words.draw_first() if phase == "play" else words.drawn_already()
        return None

    def _check(self, seat: int, phase: str) -> None:
        problem = self._turn_problem(seat, phase)
        self.require(problem is None, problem or "")

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "scored":
            return [DEAL] if seat == self.dealer else []
        if self.phase == "over" or seat != self.turn:
            return []
        if self.phase == "draw":
            top = self.discard.top()
            acts = [DRAW] if self.stock.cards else [STOP]
            if top is not None:
                under = self.discard.cards[:-1]
                acts += list(dict.fromkeys(take_action(m, top) for m in self.pile_melds(seat)
                                           if not self._take_strands(seat, m, top, under)))
            return acts
        hand = self.hand(seat).cards
        acts = list(dict.fromkeys(DISCARD_ACTION[c & 127] for c in hand if c & 127 != QS))
        acts += [meld_action(m) for m in rummy.find(hand, MELD_RULES)
                 if not self.strands_queen(seat, m.cards)]
        for k, m in enumerate(self.melds[seat]):
            acts += [extend_action(k, c, end) for c, end in rummy.extensions(m, hand, MELD_RULES)
                     if not self.strands_queen(seat, (c,))]
        if self.stuck_with_queen(seat):
            acts.append(PASS)
        return acts

    def _take_strands(self, seat: int, meld: Meld, top: Card, under: Sequence[Card]) -> bool:
        """Whether taking the pile with ``meld`` leaves only the Q♠ (option ``forbid``)."""
        if self.options.stuck_queen != "forbid":
            return False
        from_hand = list(meld.cards)
        from_hand.remove(next(c for c in from_hand if c & 127 == top & 127))
        return self.strands_queen(seat, from_hand, under)

    # ----- drawing -------------------------------------------------------------------------
    def verify_draw(self, seat: int, action: Action) -> None:
        """"A player normally begins their turn by drawing a card from the stock.\""""
        self._check(seat, "draw")
        self.require(bool(self.stock.cards), words.stock_empty())

    def do_draw(self, seat: int, _: None) -> list[Event]:
        self.stock.move_to(self.hand(seat), known=1 << seat)
        sort_hand(self.hand(seat), SORT)
        self.phase = "play"
        return [Event("draw", seat, {"stock": len(self.stock.cards),
                                     "text": words.drew(seat, len(self.stock.cards))})]

    def verify_take(self, seat: int, action: Action) -> tuple[Meld, list[Card]]:
        """Take the whole discard pile by melding its top card at once with exactly two
        cards from the hand (RULINGS 28)."""
        self._check(seat, "draw")
        top = self.discard.top()
        self.require(top is not None, words.pile_empty())
        assert top is not None
        self.require(len(action.cards) == 2, words.take_two())
        cards = self._held(seat, action.cards)
        self.require(cards is not None, words.not_in_hand(action.cards))
        assert cards is not None
        meld = self._read([top, *cards], action.run_from)
        self.require(not self.strands_queen(seat, cards, self.discard.cards[:-1]),
                     words.strands_queen())
        return meld, cards

    def do_take(self, seat: int, prepared: tuple[Meld, list[Card]]) -> list[Event]:
        meld, cards = prepared
        hand, pile = self.hand(seat), self.discard
        size = len(pile.cards)
        pile.move_to(self.table(seat), known=self.everyone)
        for c in cards:
            hand.move_card(c, self.table(seat), up=True, known=self.everyone)
        pile.move_all(hand, up=False)  # everyone saw these cards on the pile
        sort_hand(hand, SORT)
        self.melds[seat] = (*self.melds[seat], meld)
        self._lay(seat)
        self.phase = "play"
        events = [Event("take", seat, {"pile": size, "meld": self._meld_json(meld),
                                       "text": words.took(seat, size, meld)})]
        return events + self._after_meld(seat)

    def verify_stop(self, seat: int, action: Action) -> None:
        """RULINGS 28: with the stock empty, a player who cannot or will not take the
        discard pile ends the hand (the only move left to one who cannot; the table is
        not told which, as a player at a real table need not say)."""
        self._check(seat, "draw")
        self.require(not self.stock.cards, words.stock_not_empty())

    def do_stop(self, seat: int, _: None) -> list[Event]:
        return [Event("stock_out", seat, {"text": words.stock_out(seat)}),
                *self._end_hand(None)]

    # ----- melding -------------------------------------------------------------------------
    def _read(self, cards: list[Card], run_from: int) -> Meld:
        self.require(0 <= run_from <= 12, words.run_from_range(run_from))
        meld = rummy.read(cards, run_from, MELD_RULES)
        if isinstance(meld, str):
            self.require(False, words.no_meld(meld))
        assert isinstance(meld, Meld)
        return meld

    def verify_meld(self, seat: int, action: Action) -> Meld:
        """"After drawing, a player may lay down any melds that they have.\""""
        self._check(seat, "play")
        cards = self._held(seat, action.cards)
        self.require(cards is not None, words.not_in_hand(action.cards))
        assert cards is not None
        meld = self._read(cards, action.run_from)
        self.require(not self.strands_queen(seat, cards), words.strands_queen())
        return meld

    def do_meld(self, seat: int, meld: Meld) -> list[Event]:
        hand, table = self.hand(seat), self.table(seat)
        for c in meld.cards:
            hand.move_card(c, table, up=True, known=self.everyone)
        self.melds[seat] = (*self.melds[seat], meld)
        self._lay(seat)
        ev = Event("meld", seat, {"meld": self._meld_json(meld),
                                  "text": words.melded(seat, meld, meld_value(meld))})
        return [ev, *self._after_meld(seat)]

    def verify_extend(self, seat: int, action: Action) -> tuple[int, Card, Meld]:
        """"They may also extend any other melds they have played in previous turns, so
        long as doing does not cause the meld to exceed four cards"; never an opponent's
        ("players may not contribute to their opponents' melds")."""
        self._check(seat, "play")
        mine = self.melds[seat]
        k = action.meld
        self.require(0 <= k < len(mine), words.no_such_meld(k, len(mine)))
        cards = self._held(seat, [action.card])
        self.require(cards is not None, words.not_in_hand([action.card]))
        assert cards is not None
        end = action.end
        self.require(end in ("low", "high"), words.bad_end(end))
        self.require(mine[k].kind == "run" or end == "high", words.set_end())
        grown = rummy.extend(mine[k], cards[0], end, MELD_RULES)
        if isinstance(grown, str):
            self.require(False, words.no_extend(grown))
        assert isinstance(grown, Meld)
        self.require(not self.strands_queen(seat, cards), words.strands_queen())
        return k, cards[0], grown

    def do_extend(self, seat: int, prepared: tuple[int, Card, Meld]) -> list[Event]:
        k, card, grown = prepared
        self.hand(seat).move_card(card, self.table(seat), up=True, known=self.everyone)
        mine = list(self.melds[seat])
        mine[k] = grown
        self.melds[seat] = tuple(mine)
        self._lay(seat)
        ev = Event("extend", seat, {"meld_no": k, "card": str(card), "meld": self._meld_json(grown),
                                    "text": words.extended(seat, card, grown)})
        return [ev, *self._after_meld(seat)]

    def _lay(self, seat: int) -> None:
        """Lay ``seat``'s melds out on its grid, meld ``k`` in row ``k`` (its cards in
        order, empty slots after a three-card meld)."""
        slots: list[Card | None] = []
        for m in self.melds[seat]:
            slots += [*m.cards, *([None] * (ROW - m.size))]
        self.table(seat).lay_out(slots, up=True, known=self.everyone)

    def _after_meld(self, seat: int) -> list[Event]:
        """"The hand ends when a player successfully gets rid of all of their cards.
        Their final card may either be melded or discarded.\""""
        if not self.hand(seat).cards:
            return [Event("out", seat, {"text": words.went_out(seat)}), *self._end_hand(seat)]
        return []

    # ----- ending the turn -----------------------------------------------------------------
    def verify_discard(self, seat: int, action: Action) -> Card:
        """"The player then completes their turn by discarding one card, face up, to the
        discard pile. Almost any card may be discarded, even 2s, but the Q♠ may not be
        discarded at any time.\""""
        self._check(seat, "play")
        cards = self._held(seat, [action.card])
        self.require(cards is not None, words.not_in_hand([action.card]))
        assert cards is not None
        self.require(cards[0] & 127 != QS, words.queen_of_spades())
        return cards[0]

    def do_discard(self, seat: int, card: Card) -> list[Event]:
        self.hand(seat).move_card(card, self.discard, up=True, known=self.everyone)
        events = [Event("discard", seat, {"card": str(card), "text": words.discarded(seat, card)})]
        if not self.hand(seat).cards:
            return [*events, Event("out", seat, {"text": words.went_out(seat)}), *self._end_hand(seat)]
        return events + self._next_turn(seat)

    def verify_pass(self, seat: int, action: Action) -> None:
        """RULINGS 28: holding only the Q♠, the player ends the turn without discarding."""
        self._check(seat, "play")
        self.require(self.stuck_with_queen(seat), words.not_stuck())

    def do_pass(self, seat: int, _: None) -> list[Event]:
        return [Event("pass", seat, {"text": words.passed(seat)}), *self._next_turn(seat)]

    def _next_turn(self, seat: int) -> list[Event]:
        """The turn passes to the left (with the stock empty, to take the pile or stop)."""
        nxt = (seat + 1) % self.players
        self.turn = nxt
        self.phase = "draw"
        return [Event("turn", nxt, {"text": words.turn(nxt)})]

    # ----- scoring and the match ---------------------------------------------------------
    def _end_hand(self, out: int | None) -> list[Event]:
        """"All players then tally up the value of cards in their melds": the player who
        went out adds the bonus, every other player subtracts the cards left in the hand
        (RULINGS 28: after an empty stock nobody has the bonus)."""
        lines = []
        for s in range(self.players):
            melded = sum(meld_value(m) for m in self.melds[s])
            held = hand_value(self.hand(s).cards)
            bonus = self.options.out_bonus if s == out else 0
            total = melded + bonus - held
            self.scores[s] += total
            lines.append((s, melded, held, bonus, total))
        for s in range(self.players):  # the cards left are shown and counted
            hand = self.hand(s)
            for i in range(len(hand.cards)):
                hand.reveal(i, self.everyone)
        self.last = {"hand": self.match.deals, "out": out,
                     "melds": [ln[1] for ln in lines], "in_hand": [ln[2] for ln in lines],
                     "totals": [ln[4] for ln in lines]}
        events = [Event("scored", None, {**self.last, "scores": self.scores[:],
                                         "text": words.hand_scores(lines)})]
        verdict = self.match.hand_scored(self.scores)
        if verdict is not None:
            self.phase = "over"
            return events
        self.phase = "scored"
        self.turn = self.dealer
        return [*events, Event("turn", self.dealer, {"text": words.to_deal(self.dealer)})]

    def verify_deal(self, seat: int, action: Action) -> None:
        """The deal passes to the left; the next dealer deals the next hand."""
        self.require(self.phase == "scored", words.hand_not_over())
        self.require(seat == self.dealer, words.deal_first(self.dealer))

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        leaders = self.match.goal.leaders(self.scores)
        scores = [float(s) for s in self.scores]
        return Result(scores, leaders, placing_from_scores(scores),
                      words.won(leaders, self.scores, self.match.deals, self.match.verdict or ""),
                      {"hands": self.match.deals, "target": self.options.target})

    # ----- views and labels ----------------------------------------------------------------
    @staticmethod
    def _meld_json(meld: Meld) -> dict[str, Any]:
        return {"kind": meld.kind, "run_from": meld.run_from, "cards": [str(c) for c in meld.cards],
                "says": str(meld), "points": meld_value(meld)}

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "hand": self.match.deals, "target": self.options.target,
            "scores": self.scores[:],
            "meld_points": [sum(meld_value(m) for m in ms) for ms in self.melds],
            "melds": [[str(m) for m in ms] for ms in self.melds],
            "last_hand": dict(self.last),
            "prompt": self._prompt(seat),
        }

    def _prompt(self, seat: int | None) -> str:
        offered = (self.offered_types(seat) if seat == self.turn and self.phase in ("draw", "play")
                   else frozenset())
        res = self.result()
        return words.prompt(seat, self.turn, self.phase, self.dealer, len(self.stock.cards),
                            offered, res.reason if res is not None else "")

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        who = self.turn if seat is None else seat
        if t == "take":
            top = self.discard.top()
            cards = self._held(who, action.get("cards") or [])
            if top is not None and cards is not None:
                m = rummy.read([top, *cards], action.get("run_from", 0), MELD_RULES)
                if isinstance(m, Meld):
                    return words.label_take(cards, m, len(self.discard.cards))
        if t == "meld":
            cards = self._held(who, action.get("cards") or [])
            if cards is not None:
                m = rummy.read(cards, action.get("run_from", 0), MELD_RULES)
                if isinstance(m, Meld):
                    return words.label_meld(m, meld_value(m))
        if t == "extend":
            mine = self.melds[who]
            k, card = action.get("meld"), CARD_BY_TEXT.get(action.get("card"))
            if isinstance(k, int) and 0 <= k < len(mine) and card is not None:
                return words.label_extend(card, mine[k], action.get("end"))
        if t == "discard":
            card = CARD_BY_TEXT.get(action.get("card"))
            if card is not None:
                return words.label_discard(card)
        fixed = {"draw": "Draw from the stock", "stop": "Stop: end the hand",
                 "pass": "End the turn (the queen of spades cannot be discarded)",
                 "deal": "Deal the next hand"}
        return fixed.get(t) or super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        t = action.type
        who = self.turn
        hand = self.hand(who).cards
        out: list[dict[str, Any]] = []

        def point_at(texts: Sequence[object]) -> None:
            used: set[int] = set()
            for text in texts:
                card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
                i = next((i for i, c in enumerate(hand) if c & 127 == card and i not in used), None)
                if i is not None:
                    used.add(i)
                    out.append({"zone": HAND_ID[who], "index": i})

        if t == "draw":
            return [{"zone": STOCK, "index": max(0, len(self.stock.cards) - 1)}]
        if t == "take":
            out.append({"zone": DISCARD, "index": max(0, len(self.discard.cards) - 1)})
            point_at(action.get("cards") or [])
        elif t == "meld":
            point_at(action.get("cards") or [])
        elif t == "extend":
            point_at([action.get("card")])
            k = action.get("meld")
            if isinstance(k, int):
                out.append({"zone": MELD_ID[who], "index": k * ROW})
        elif t == "discard":
            point_at([action.get("card")])
        return out
