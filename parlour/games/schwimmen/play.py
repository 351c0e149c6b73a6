"""Schwimmen play: the deal, the dealer's keep-or-swap, exchanges with the board, passing
orbits, closing, Feuer and Schnauz, the loss of a chip, swimming and the match. The
rules and rulings are documented in :mod:`parlour.games.schwimmen`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card
from parlour.engine.actions import Action, Bool, CardParam
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.schwimmen import words
from parlour.games.schwimmen.rules import (
    BEGIN,
    CLOSE,
    DEAL,
    EXCHANGE3,
    FEUER,
    HAND,
    KEEP,
    PACK,
    PASS,
    SHOW,
    SWAP,
    SchwimmenOptions,
    after_exchange,
    card_of,
    special,
    value,
)
from parlour.rules.exchange import (
    deal_with_centre,
    exchange,
    exchange_action,
    exchange_all,
    renew,
    reveal_hands,
)
from parlour.rules.tokens import Tokens

_HID = tuple(f"hand:{s}" for s in range(8))


class SchwimmenRules(Game):
    """The Schwimmen state machine (labels and presentation: ``Schwimmen``)."""

    name = "schwimmen"
    title = "Schwimmen (Thirty-One)"
    family = "commerce"
    summary = ("Exchange one or all three cards with the board to make 31 in one suit; "
               "close, and everyone else has one more turn; the lowest hand loses a chip.")
    min_players = 2
    max_players = 8
    Options = SchwimmenOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed, with RULINGS 4: closing is the whole turn", {}),
        "close-after-exchange": ("A player may close after exchanging, in the same turn "
                                 "(RULINGS 4 variant)", {"close_after_exchange": True}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "keep": {}, "swap": {},
        "exchange": {"take": CardParam(domain=tuple(str(c) for c in PACK)),
                     "give": CardParam(domain=tuple(str(c) for c in PACK)), "close": Bool(default=False),
                     "show": Bool(default=False)},
        "exchange3": {"close": Bool(default=False), "show": Bool(default=False)},
        "begin": {}, "show": {}, "pass": {}, "close": {}, "deal": {},
    }
    COPY_FIELDS = ("chips", "last")

    options: SchwimmenOptions
    chips: Tokens
    dealer: int
    turn: int
    phase: str
    """``dealer`` (keep or swap), ``swapped`` (the dealer looks at the board taken: show a
    special or begin), ``turn``, ``scored`` (the next dealer deals) or ``over``."""
    closer: int
    passes: int
    """Consecutive passes since the last exchange, close or new board."""
    hand_no: int
    renewals: int
    last: dict[str, Any]

    @property
    def centre(self) -> Zone:
        return self.pile("centre")

    @property
    def stock(self) -> Zone:
        return self.pile("stock")

    def hand(self, seat: int) -> Zone:
        return self.pile(_HID[seat])

    # ----- the deal -----------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        n = self.players
        if self.options.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {self.options.dealer}")
        self.zone("stock", "pile", layout="stock")
        self.zone("centre", "row", layout="centre")
        self.zone("dead", "pile", layout="discard")
        for s in range(n):
            self.zone(_HID[s], "hand", s, layout="hand")
        self.chips = Tokens(n, self.options.chips, grace=True)
        self.dealer = self.options.dealer
        self.hand_no = 0
        self.last = {}
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal each player three cards. Then deal three cards, face down, to
        the center of the table. The remainder of the deck becomes the stock." Specials
        dealt are shown at once, in seat order (RULINGS 4)."""
        for z in self.zones.values():
            z.clear()
        self.stock.fill(self.new_pack(list(PACK)))
        seats = self.chips.standing()
        first = self.chips.next_standing(self.dealer)
        deal_with_centre(self.stock, [self.hand(s) for s in seats], seats.index(first), HAND,
                         self.centre, self.everyone, centre_up=False)
        self.hand_no += 1
        self.phase = "dealer"
        self.turn = self.dealer
        self.closer = -1
        self.passes = 0
        self.renewals = 0
        events = [Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer,
                                       "text": words.dealt(self.hand_no, self.dealer)})]
        return events + self._specials(seats) + self._prompt_event()

    # ----- who acts -----------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [] if self.phase == "over" else [self.turn]

    def may_close(self) -> bool:
        return self.closer < 0

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn or self.phase == "over":
            return []
        if self.phase == "scored":
            return [DEAL]
        if self.phase == "dealer":
            return [KEEP, SWAP]
        hand, centre = self.hand(seat).cards, self.centre.cards
        if self.phase == "swapped":
            return [SHOW] if special(hand) else [BEGIN]
        closes = (False, True) if self.may_close() and self.options.close_after_exchange else (False,)
        acts = []
        for t in centre:
            for g in hand:
                if special(after_exchange(hand, t, g)):
                    acts.append(exchange_action(t, g, close=False, show=True))
                else:
                    acts += [exchange_action(t, g, close=c, show=False) for c in closes]
        if special(centre):
            acts.append(EXCHANGE3[False, True])
        else:
            acts += [EXCHANGE3[c, False] for c in closes]
        acts.append(PASS)
        if self.may_close():
            acts.append(CLOSE)
        return acts

    # ----- the actions ------------------------------------------------------------------------
    def _check(self, seat: int, phase: str) -> None:
        if self.phase != phase or seat != self.turn:
            self.require(False, words.out_of_turn(self.phase, phase, self.turn, seat))

    def verify_keep(self, seat: int, action: Action) -> None:
        """The dealer keeps the hand: the board is turned face up."""
        self._check(seat, "dealer")

    def do_keep(self, seat: int, _: None) -> list[Event]:
        for i in range(len(self.centre.cards)):
            self.centre.reveal(i, self.everyone)
        ev = Event("keep", seat, {"centre": [str(c) for c in self.centre.cards],
                                  "text": words.kept(seat, self.centre.cards)})
        return [ev, *self._start_play()]  # the dealer's hand was checked after the deal

    def verify_swap(self, seat: int, action: Action) -> None:
        """The dealer takes the unseen board as the hand and turns the old hand face up
        on the table."""
        self._check(seat, "dealer")

    def do_swap(self, seat: int, _: None) -> list[Event]:
        hand, centre = self.hand(seat), self.centre
        old = hand.clear()
        centre.move_all(hand, up=False, known=1 << seat)
        centre.fill(old, up=True, known=self.everyone)
        self.phase = "swapped"
        ev = Event("swap", seat, {"centre": [str(c) for c in centre.cards],
                                  "text": words.swapped(seat, centre.cards)})
        return [ev, Event("turn", seat, {"text": words.look(seat)})]

    def verify_show(self, seat: int, action: Action) -> None:
        """The dealer shows a special found in the board just taken (R4.5)."""
        self._check(seat, "swapped")
        self.require(bool(special(self.hand(seat).cards)), words.no_special())

    def do_show(self, seat: int, _: None) -> list[Event]:
        return self._specials([seat])

    def verify_begin(self, seat: int, action: Action) -> None:
        """The dealer has looked at the board taken: play begins at the dealer's left."""
        self._check(seat, "swapped")
        kind = special(self.hand(seat).cards)
        self.require(not kind, words.must_show(kind))

    def do_begin(self, seat: int, _: None) -> list[Event]:
        return self._start_play()

    def _start_play(self) -> list[Event]:
        self.phase = "turn"
        self.turn = self.chips.next_standing(self.dealer)
        return self._prompt_event()

    def verify_exchange(self, seat: int, action: Action) -> tuple[Card, Card, bool]:
        """One card of the hand for one on the board (and close, in the variant)."""
        self._check(seat, "turn")
        take, give = card_of(action.take), card_of(action.give)
        self.require(take is not None and take in self.centre.cards, words.not_on_board(action.take))
        self.require(give is not None and give in self.hand(seat).cards, words.not_in_hand(action.give))
        assert take is not None and give is not None
        close = bool(action.close)
        self._check_close(close, bool(action.show), after_exchange(self.hand(seat).cards, take, give))
        return take, give, close

    def _check_close(self, close: bool, show: bool, result: list[Card]) -> None:
        """The close flag, and the show flag: an exchange that makes a special must show it
        ("they must reveal it immediately"), and only such an exchange may."""
        kind = special(result)
        self.require(show or not kind, words.must_show(kind))
        self.require(not show or bool(kind), words.no_special())
        if close:
            self.require(not show, words.show_ends())
            self.require(self.options.close_after_exchange, words.close_alone())
            self.require(self.may_close(), words.closed_already(self.closer))

    def do_exchange(self, seat: int, prepared: tuple[Card, Card, bool]) -> list[Event]:
        take, give, close = prepared
        exchange(self.hand(seat), self.centre, [take], [give], self.everyone)
        ev = Event("exchange", seat, {"take": str(take), "give": str(give),
                                      "text": words.exchanged(seat, take, give)})
        return self._after_exchange(seat, ev, close)

    def verify_exchange3(self, seat: int, action: Action) -> bool:
        """All three cards for the whole board ("it's one or all")."""
        self._check(seat, "turn")
        close = bool(action.close)
        self._check_close(close, bool(action.show), list(self.centre.cards))
        return close

    def do_exchange3(self, seat: int, close: bool) -> list[Event]:
        exchange_all(self.hand(seat), self.centre, self.everyone)
        ev = Event("exchange3", seat, {"text": words.exchanged_all(seat)})
        return self._after_exchange(seat, ev, close)

    def _after_exchange(self, seat: int, ev: Event, close: bool) -> list[Event]:
        self.passes = 0
        specials = self._specials([seat])
        if specials:
            return [ev, *specials]
        events = [ev]
        if close:
            events += self._close(seat)
        return events + self._next_turn(seat)

    def verify_pass(self, seat: int, action: Action) -> None:
        """Pass: nothing on the board is wanted."""
        self._check(seat, "turn")

    def do_pass(self, seat: int, _: None) -> list[Event]:
        events = [Event("pass", seat, {"text": words.passed(seat)})]
        if self.closer < 0:
            self.passes += 1
            n = len(self.chips.standing())
            if self.passes == n:  # "an entire orbit around the table ... every player passing"
                if renew(self.centre, self.stock, self.pile("dead"), HAND, self.everyone):
                    self.passes = 0
                    self.renewals += 1
                    events.append(Event("renew", self.dealer, {
                        "centre": [str(c) for c in self.centre.cards],
                        "text": words.renewed(self.dealer, self.centre.cards)}))
                else:
                    events.append(Event("no_renew", None, {
                        "text": words.cannot_renew(len(self.stock.cards))}))
            elif self.passes == 2 * n:  # RULINGS 4: a second all-pass orbit without a new board
                return events + self._end_hand("passes")
        return events + self._next_turn(seat)

    def verify_close(self, seat: int, action: Action) -> None:
        """Close: the whole turn (RULINGS 4); once per hand."""
        self._check(seat, "turn")
        self.require(self.may_close(), words.closed_already(self.closer))

    def do_close(self, seat: int, _: None) -> list[Event]:
        self.passes = 0
        return self._close(seat) + self._next_turn(seat)

    def _close(self, seat: int) -> list[Event]:
        self.closer = seat
        return [Event("close", seat, {"text": words.closed(seat)})]

    def verify_deal(self, seat: int, action: Action) -> None:
        """The next dealer deals the next hand."""
        self.require(self.phase == "scored", words.hand_not_over())
        self.require(seat == self.dealer, words.to_deal(self.dealer))

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    # ----- turns and the end of a hand ---------------------------------------------------------
    def _next_turn(self, seat: int) -> list[Event]:
        nxt = self.chips.next_standing(seat)
        if nxt == self.closer:  # "the hand ends when the turn to play again reaches the closer"
            return self._end_hand("closed")
        self.turn = nxt
        return self._prompt_event()

    def _prompt_event(self) -> list[Event]:
        if self.phase == "dealer":
            return [Event("turn", self.dealer, {"text": words.dealer_decides(self.dealer)})]
        last = self.closer >= 0
        return [Event("turn", self.turn, {"last": last, "text": words.turn(self.turn, last)})]

    def _specials(self, seats: list[int]) -> list[Event]:
        """"When a player finds themselves with a special combination ... they must reveal
        it immediately. The hand ends at that point." Feuer beats Schnauz."""
        found = [(s, special(self.hand(s).cards)) for s in seats]
        shown = [(s, k) for s, k in found if k]
        if not shown:
            return []
        events = [Event("special", s, {"combination": k, "text": words.special(s, k)}) for s, k in shown]
        return events + self._end_hand("special")

    def _end_hand(self, why: str) -> list[Event]:
        """Everyone shows; a Feuer costs each opponent a chip, otherwise the lowest hand
        pays (ties broken by the scoring suit, three of a kind by rank; still tied: all)."""
        seats = self.chips.standing()
        reveal_hands([self.hand(s) for s in seats], self.everyone)
        values = {s: value(self.hand(s).cards) for s in seats}
        feuer = [s for s in seats if values[s][0] == FEUER]
        if feuer:
            payers = [s for s in seats if s not in feuer]
            loss = self.chips.lose(payers, replay_if_all_out=False)
        else:
            low = min(values.values())
            payers = [s for s in seats if values[s] == low]
            loss = self.chips.lose(payers)
        self.last = {"hand": self.hand_no, "why": why,
                     "hands": {str(s): [str(c) for c in self.hand(s).cards] for s in seats},
                     "points": {str(s): values[s][0] / 2 for s in seats},
                     "payers": payers, "feuer": feuer, "void": loss.void, "out": list(loss.out)}
        events = [Event("showdown", None, {**self.last, "chips": self.chips.view(),
                                           "text": words.showdown(why, values, payers, feuer, loss,
                                                                  self.chips)})]
        if self.chips.winner() is not None:
            self.phase = "over"
            return events
        if not loss.void:
            self.dealer = self.chips.next_standing(self.dealer)
        self.phase = "scored"
        self.turn = self.dealer
        return events + [Event("turn", self.dealer, {"text": words.to_deal(self.dealer)})]

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        w = self.chips.winner()
        assert w is not None
        return Result([float(c) for c in self.chips.counts], [w], self.chips.placing(),
                      words.won(w, self.hand_no),
                      {"hands": self.hand_no, "out_order": self.chips.out_order()})

    # ----- views and labels --------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        mine = ""
        if seat is not None and len(self.hand(seat).cards) == HAND:
            mine = words.points_text(value(self.hand(seat).cards)[0])
        return {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer, "hand": self.hand_no,
            "closer": self.closer if self.closer >= 0 else None,
            "chips": self.chips.view(),
            "swimming": [self.chips.swimming(s) for s in range(self.players)],
            "out": [self.chips.is_out(s) for s in range(self.players)],
            "passes": self.passes, "your_points": mine, "last_showdown": dict(self.last),
            "prompt": words.prompt(seat, self.phase, self.turn, self.dealer, self.closer),
        }

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "exchange":
            take, give = card_of(action.get("take")), card_of(action.get("give"))
            if take is not None and give is not None:
                return words.label_exchange(take, give, bool(action.get("close")),
                                            bool(action.get("show")))
        fixed = words.LABELS.get(t)
        if t == "exchange3" and fixed:
            return fixed + (" and close" if action.get("close") else "") + (
                " and show it" if action.get("show") else "")
        return fixed or super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type != "exchange":
            return []
        out = []
        take, give = card_of(action.get("take")), card_of(action.get("give"))
        if take in self.centre.cards:
            out.append({"zone": "centre", "index": self.centre.cards.index(take)})
        hand = self.hand(self.turn).cards
        if give in hand:
            out.append({"zone": _HID[self.turn], "index": hand.index(give)})
        return out
