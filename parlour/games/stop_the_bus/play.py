"""Stop the Bus play: the deal, one-for-one exchanges with the centre, the call, the last
round, the Brag showdown, tokens and the match. The rules and rulings are documented in
:mod:`parlour.games.stop_the_bus`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card
from parlour.engine.actions import Action, Bool, CardParam
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.stop_the_bus import words
from parlour.games.stop_the_bus.rules import (
    CALL,
    DEAL,
    EXCHANGE3,
    HAND,
    PACK,
    StopTheBusOptions,
    card_of,
    hand_strength,
)
from parlour.hands import brag
from parlour.rules.exchange import (
    deal_with_centre,
    exchange,
    exchange_action,
    exchange_all,
    reveal_hands,
)
from parlour.rules.showdown import rank_strengths
from parlour.rules.tokens import Tokens

_HID = tuple(f"hand:{s}" for s in range(6))


class StopTheBusRules(Game):
    """The Stop the Bus state machine (views, labels and presentation: ``StopTheBus``)."""

    name = "stop-the-bus"
    title = "Stop the Bus"
    family = "commerce"
    summary = ("Swap one card a turn with three face-up cards in the centre; call \"Stop the "
               "bus!\" and everyone else has one more turn; the worst Brag hand loses a token.")
    min_players = 2
    max_players = 6
    Options = StopTheBusOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed: one card in and one out per turn, Brag order", {}),
        "swap1or3": ("A turn may exchange one card or all three (RULINGS 2)", {"swap_three": True}),
        "poker-order": ("brag_order=poker: A-A-A the top prial, A-K-Q the top run (RULINGS 2)",
                        {"brag_order": "poker"}),
        "call-instead": ("Calling replaces the turn's exchange (RULINGS 2's alternative)",
                         {"call": "instead"}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "exchange": {"take": CardParam(), "give": CardParam(), "call": Bool(default=False)},
        "exchange3": {"call": Bool(default=False)},
        "call": {},
        "deal": {},
    }
    COPY_FIELDS = ("tokens", "last")

    options: StopTheBusOptions
    tokens: Tokens
    dealer: int
    turn: int
    """The seat to act: the turn player, or the dealer (phase ``scored``)."""
    phase: str
    """``turn`` (a player exchanges), ``scored`` (the next dealer deals) or ``over``."""
    caller: int
    hand_no: int
    turns: int
    """Turns played in this hand."""
    last: dict[str, Any]
    """The last showdown (hands, descriptions, losers), for views; empty before one."""

    @property
    def centre(self) -> Zone:
        return self.pile("centre")

    def hand(self, seat: int) -> Zone:
        """The hand of ``seat``."""
        return self.pile(_HID[seat])

    def strength(self, seat: int) -> int:
        """The Brag strength of ``seat``'s hand."""
        return hand_strength(self.hand(seat).cards, self.options)

    # ----- the deal ---------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        n = self.players
        if self.options.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {self.options.dealer}")
        self.zone("stub", "pile", layout="stock")
        self.zone("centre", "row", layout="centre")
        for s in range(n):
            self.zone(_HID[s], "hand", s, layout="hand")
        self.tokens = Tokens(n, self.options.tokens)
        self.dealer = self.options.dealer
        self.hand_no = 0
        self.last = {}
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal three cards to each player. Then, deal three face-up cards to
        the center of the table. Set the remaining deck stub aside" (those with no
        tokens are dealt out)."""
        stub = self.pile("stub")
        for z in self.zones.values():
            z.clear()
        stub.fill(self.new_pack(list(PACK)))
        seats = self.tokens.standing()
        first = self.tokens.next_standing(self.dealer)
        deal_with_centre(stub, [self.hand(s) for s in seats], seats.index(first), HAND,
                         self.centre, self.everyone)
        self.hand_no += 1
        self.phase = "turn"
        self.turn = first
        self.caller = -1
        self.turns = 0
        return [Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer,
                                     "centre": [str(c) for c in self.centre.cards],
                                     "text": words.dealt(self.hand_no, self.dealer, self.centre.cards)})]

    # ----- who acts -----------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [] if self.phase == "over" else [self.turn]

    # ----- the rules each action checks (shared by verify_<type> and _legal) --------------
    def turn_problem(self, seat: int) -> str | None:
        """Why ``seat`` may not play a turn now (``None``: it may)."""
        if self.phase == "scored":
            return words.deal_first(self.dealer)
        if seat != self.turn:
            return words.not_your_turn(self.turn)
        return None

    def may_call(self) -> bool:
        """Nobody has called yet this hand (one call per hand)."""
        return self.caller < 0

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "scored":
            return [DEAL] if seat == self.dealer else []
        if seat != self.turn or self.phase != "turn":
            return []
        calls = (False, True) if self.may_call() and self.options.call == "after-exchange" else (False,)
        hand, centre = self.hand(seat).cards, self.centre.cards
        acts = [exchange_action(t, g, call=c) for c in calls for t in centre for g in (*hand, t)]
        if self.options.swap_three:
            acts += [EXCHANGE3[c] for c in calls]
        if self.options.call == "instead" and self.may_call():
            acts.append(CALL)
        return acts

    # ----- the actions -------------------------------------------------------------------------
    def _check_turn(self, seat: int) -> None:
        problem = self.turn_problem(seat)
        self.require(problem is None, problem or "")

    def _check_call(self, call: bool) -> None:
        if call:
            self.require(self.options.call == "after-exchange", words.call_alone())
            self.require(self.may_call(), words.called_already(self.caller))

    def verify_exchange(self, seat: int, action: Action) -> tuple[Card, Card, bool]:
        """One card in and one out: ``take`` from the centre, ``give`` from the hand (or
        the card just taken, an effective pass: RULINGS 2); maybe then call."""
        self._check_turn(seat)
        take, give = card_of(action.take), card_of(action.give)
        self.require(take is not None and take in self.centre.cards, words.not_in_centre(action.take))
        self.require(give is not None and (give in self.hand(seat).cards or give == take),
                     words.not_in_hand(action.give))
        call = bool(action.call)
        self._check_call(call)
        assert take is not None and give is not None
        return take, give, call

    def do_exchange(self, seat: int, prepared: tuple[Card, Card, bool]) -> list[Event]:
        take, give, call = prepared
        exchange(self.hand(seat), self.centre, [take], [give], self.everyone)
        ev = Event("exchange", seat, {"take": str(take), "give": str(give), "call": call,
                                      "text": words.exchanged(seat, take, give)})
        return self._end_turn(seat, [ev], call)

    def verify_exchange3(self, seat: int, action: Action) -> bool:
        """All three for all three (variant swap1or3); maybe then call."""
        self._check_turn(seat)
        self.require(self.options.swap_three, words.one_only())
        call = bool(action.call)
        self._check_call(call)
        return call

    def do_exchange3(self, seat: int, call: bool) -> list[Event]:
        exchange_all(self.hand(seat), self.centre, self.everyone)
        ev = Event("exchange3", seat, {"call": call, "text": words.exchanged_all(seat)})
        return self._end_turn(seat, [ev], call)

    def verify_call(self, seat: int, action: Action) -> None:
        """Call instead of exchanging (variant call-instead)."""
        self._check_turn(seat)
        self.require(self.options.call == "instead", words.call_with_exchange())
        self.require(self.may_call(), words.called_already(self.caller))

    def do_call(self, seat: int, _: None) -> list[Event]:
        return self._end_turn(seat, [], True)

    def verify_deal(self, seat: int, action: Action) -> None:
        """The next dealer deals the next hand."""
        self.require(self.phase == "scored", words.hand_not_over())
        self.require(seat == self.dealer, words.deal_first(self.dealer))

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    # ----- turns, the last round, the showdown -------------------------------------------
    def _end_turn(self, seat: int, events: list[Event], call: bool) -> list[Event]:
        self.turns += 1
        if call:
            self.caller = seat
            events.append(Event("call", seat, {"text": words.called(seat)}))
        nxt = self.tokens.next_standing(seat)
        if self.caller >= 0 and nxt == self.caller:
            return events + self._showdown()
        self.turn = nxt
        events.append(Event("turn", nxt, {"last": self.caller >= 0,
                                          "text": words.turn(nxt, self.caller >= 0)}))
        return events

    def _showdown(self) -> list[Event]:
        """"All players then turn their hand face up and compare their hands. Whichever
        player has the worst Brag hand surrenders one token" (ties: all of them)."""
        seats = self.tokens.standing()
        strengths = [0] * self.players
        hands: list[list[str]] = [[] for _ in range(self.players)]
        reveal_hands([self.hand(s) for s in seats], self.everyone)
        for s in seats:
            h = self.hand(s)
            strengths[s] = self.strength(s) + 1  # rank_strengths wants every contender above 0
            hands[s] = [str(c) for c in h.cards]
        sd = rank_strengths(strengths, seats, describe=lambda v: brag.describe(v - 1))
        loss = self.tokens.lose(sd.losers)
        self.last = {"hand": self.hand_no, "hands": hands, "descriptions": list(sd.descriptions),
                     "losers": list(sd.losers), "void": loss.void,
                     "out": [] if loss.void else list(loss.out)}  # a void hand puts nobody out
        events = [Event("showdown", None, {**self.last, "tokens": self.tokens.view(),
                                           "text": words.showdown(sd, loss, self.tokens)})]
        if self.tokens.winner() is not None:
            self.phase = "over"
            return events
        if not loss.void:  # RULINGS 2: everyone left out at once -> the same dealer replays
            self.dealer = self.tokens.next_standing(self.dealer)
        self.phase = "scored"
        self.turn = self.dealer
        events.append(Event("turn", self.dealer, {"text": words.to_deal(self.dealer)}))
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        w = self.tokens.winner()
        assert w is not None
        return Result([float(c) for c in self.tokens.counts], [w], self.tokens.placing(),
                      words.won(w, self.hand_no),
                      {"hands": self.hand_no, "out_order": self.tokens.out_order()})

    # ----- views and labels ----------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer, "hand": self.hand_no,
            "caller": self.caller if self.caller >= 0 else None,
            "tokens": self.tokens.view(), "out": [self.tokens.is_out(s) for s in range(self.players)],
            "prompt": words.prompt(seat, self.turn, self.phase, self.caller, self.dealer,
                                   res.reason if (res := self.result()) is not None else ""),
            "last_showdown": dict(self.last),
        }
        if seat is not None and len(self.hand(seat).cards) == 3 and not self.tokens.is_out(seat):
            out["your_hand"] = brag.describe(self.strength(seat))
        else:
            out["your_hand"] = ""
        return out

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "exchange":
            take, give = card_of(action.get("take")), card_of(action.get("give"))
            if take is not None and give is not None:
                return words.label_exchange(take, give, bool(action.get("call")))
        if t == "exchange3":
            return words.label_exchange3(bool(action.get("call")))
        if t == "call":
            return "Stop the bus!"
        if t == "deal":
            return "Deal the next hand"
        return super().label(action, seat)

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
