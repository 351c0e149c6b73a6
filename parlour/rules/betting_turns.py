"""Betting as game actions: the fold/check/call/raise/bring-in turns every poker game
with betting shares (over :mod:`parlour.rules.betting`), their words, view fields and
presentation.

A game mixes :class:`BettingTurns` into its :class:`~parlour.engine.game.Game` class,
keeps a :class:`~parlour.rules.betting.Betting` in ``self.betting``, sets ``self.phase
= "bet"`` while a round runs, merges :data:`BET_ACTIONS` into its ``ACTIONS`` and
implements :meth:`BettingTurns.after_bet` (what happens after each betting action: the
next street, the showdown...). Actions:

* ``fold``, ``check``, ``call`` (no parameters; ``call`` is all in when short);
* ``raise(to=N)``: bet, raise or complete to a total of ``N`` chips in front of the
  seat this round (the range is in the view's ``raise_range``);
* ``bring_in``: post the bring-in (stud games add it: :data:`BRING_IN_ACTION`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from parlour.engine.actions import Action, Int
from parlour.engine.events import Event
from parlour.engine.game import Result, placing_from_scores
from parlour.engine.present import Control, Field
from parlour.errors import IllegalAction
from parlour.rules.betting import Betting

FOLD, CHECK, CALL, BRING_IN = Action("fold"), Action("check"), Action("call"), Action("bring_in")
_RAISE: dict[int, Action] = {}


def raise_action(to: int) -> Action:
    """The (cached) ``raise(to=N)`` action."""
    hit = _RAISE.get(to)
    if hit is None:
        hit = _RAISE[to] = Action("raise", to=to)
    return hit


def _most(players: int, options: Any) -> int:
    return int(getattr(options, "stack", 1000))


BET_ACTIONS: dict[str, dict[str, Any]] = {
    "fold": {}, "check": {}, "call": {}, "raise": {"to": Int(1, _most)},
}
"""The action schema of the betting turns (the raise goes up to the ``stack`` option).
A stud game, whose first round opens with a bring-in, adds :data:`BRING_IN_ACTION`."""
BRING_IN_ACTION: dict[str, dict[str, Any]] = {"bring_in": {}}
"""The ``bring_in`` action, for games whose rounds may open with one (stud)."""
DEAL = Action("deal")
SESSION_ACTIONS: dict[str, dict[str, Any]] = {**BET_ACTIONS, "deal": {}}
"""The betting turns and the next dealer's ``deal`` (:class:`PokerSession`)."""

BET_FIELDS = (
    Field("pot", "Pot", format="chips"),
    Field("side_pots", "Pots", format="text"),
    Field("to_call", "To call", format="chips"),
    Field("stacks", "", place="seat", format="chips"),
    Field("bets", "Bet", place="seat", format="chips"),
    Field("folded", "Folded", place="seat", format="yesno"),
    Field("raise_range", place="none"),
    Field("limit", "Betting", place="rules", format="text"),
)
"""The presentation of the betting fields (:meth:`BettingTurns.betting_view`): stacks
and bets on each seat, the pot in the middle, side pots apart."""

BET_CONTROLS = (
    Control("fold", "button", label="Fold"),
    Control("check", "button", label="Check"),
    Control("call", "button", label="Call"),
    Control("raise", "range", param="to", label="Raise to"),
)
"""Fold / check / call N / raise to (a slider or number over the legal range)."""
BRING_IN_CONTROL = Control("bring_in", "button", label="Bring in")
"""The button of :data:`BRING_IN_ACTION`."""


def calling_station(legal: list[Action]) -> Action:
    """The calling station's move (a yardstick for bots): check or call whatever is
    bet, post the bring-in, never fold or raise; any other step of the game (a
    discard, a deal) is its first legal action."""
    for want in (CHECK, CALL, BRING_IN):
        if want in legal:
            return want
    return legal[0]


def equity_decision(legal: list[Action], view: dict[str, Any], eq: float, rivals: int,
                    aggression: float, looseness: float) -> Action:
    """A bot's betting move from its ``eq`` (expected share of the pot) against
    ``rivals`` opponents: raise (about two thirds of the pot where the size is free) when
    the equity beats a fair share ``1 / (rivals + 1)`` by ``aggression``, check when
    free, call when the equity covers the price (pot odds, less ``looseness``), else
    fold; a bring-in owed is posted."""
    types = {a.type: a for a in legal}
    raises = [a for a in legal if a.type == "raise"]
    pot = int(view["pot"]) + sum(view["bets"])
    to_call = int(view.get("to_call") or 0)
    fair = 1.0 / (rivals + 1)
    if raises and eq > fair + aggression:
        lo, hi = raises[0].to, raises[-1].to
        target = max(lo, min(hi, int(view["bets"][view["seat"]] + to_call + pot * 2 // 3)))
        return min(raises, key=lambda a: abs(a.to - target))
    if "bring_in" in types and not raises:
        return types["bring_in"]
    if "check" in types:
        return types["check"]
    if "call" in types and eq >= to_call / (pot + to_call) - looseness:
        return types["call"]
    if "fold" in types:
        return types["fold"]
    if "bring_in" in types:
        return types["bring_in"]
    return types.get("call", legal[0])


def chip_rewards(game: Any) -> list[float] | None:
    """A search ``rollout_value`` for games of chips: ``None`` until the hand is over
    (phase ``next``) or the game, then each seat's chips won or lost so far squashed into
    [0, 1] (a twentieth of the buy-in as the scale), so a playout stops at the end of the
    hand being decided."""
    if not game.is_over() and game.phase != "next":
        return None
    scale = max(1.0, game.options.stack / 20)
    out = []
    for s in range(game.players):
        d = game.betting.chips.stacks[s] - game.start[s]
        out.append(0.5 + 0.5 * d / (abs(d) + scale))
    return out


def next_dealer(stacks: list[int], dealer: int) -> int:
    """The next seat clockwise from ``dealer`` that still has chips (the deal moves
    one seat left per hand, past players who are out).

    >>> next_dealer([5, 0, 3], 0), next_dealer([5, 0, 3], 2)
    (2, 0)
    """
    n = len(stacks)
    for k in range(1, n + 1):
        if stacks[(dealer + k) % n]:
            return (dealer + k) % n
    return dealer


def session_hands(option: int, players: int) -> int:
    """Hands in a game: the ``hands`` option, or with 0 one orbit (each player deals
    once)."""
    return option or players


def chips_word(n: int) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


class BettingTurns:
    """Mixin: the betting actions of a :class:`~parlour.engine.game.Game` holding
    ``self.betting`` and ``self.phase``."""

    betting: Betting
    phase: str
    from_list: bool
    BET_PHASE: ClassVar[str] = "bet"

    # ----- what the seat to act may do ------------------------------------------------------
    def bet_legal(self, seat: int) -> list[Action]:
        """The betting actions of ``seat`` now (none unless it is to act)."""
        b = self.betting
        actors = b.actors  # the seat to act is its first
        if self.phase != self.BET_PHASE or not actors or actors[0] != seat:
            return []
        fold, call, lo, hi, bring_in = b.options()
        out: list[Action] = [FOLD] if fold else []
        if call == 0:
            out.append(CHECK)
        elif call is not None:
            out.append(CALL)
        if bring_in:
            out.append(BRING_IN)
        if hi > 0:  # Choice.can_raise
            if lo == hi:  # fixed limit: one amount
                out.append(raise_action(lo))
            else:
                out += [raise_action(t) for t in range(lo, hi + 1)]
        return out

    def _bet_turn(self, seat: int) -> None:
        actor = self.betting.actor
        if self.phase != self.BET_PHASE or actor is None:
            raise IllegalAction("there is no betting now")
        if actor != seat:
            raise IllegalAction(f"it is seat {actor}'s turn to bet, not yours")

    # Each check below tests the phase and the turn always; what the seat may do
    # (Betting.choice, the raise range) is not derived again for an action the engine
    # found in this state's legal list (Game.from_list): bet_legal built that list from
    # the same Betting.choice.
    def verify_fold(self, seat: int, action: Action) -> None:
        self._bet_turn(seat)
        if not self.from_list and not self.betting.choice().fold:
            raise IllegalAction("post the bring-in or complete the bet" if self.betting.due
                                else "nothing is bet against you: check instead of folding")

    def do_fold(self, seat: int, _: None) -> list[Event]:
        self.betting.fold()
        return [Event("fold", seat, {"text": f"Seat {seat} folds"}), *self.after_bet()]

    def verify_check(self, seat: int, action: Action) -> None:
        self._bet_turn(seat)
        if self.from_list:
            return
        c = self.betting.choice()
        if c.call != 0:
            raise IllegalAction("the bring-in is owed: post it or complete" if c.call is None
                                else f"you cannot check: call {chips_word(c.call)}, raise or fold")

    def do_check(self, seat: int, _: None) -> list[Event]:
        self.betting.call()
        return [Event("check", seat, {"text": f"Seat {seat} checks"}), *self.after_bet()]

    def verify_call(self, seat: int, action: Action) -> None:
        self._bet_turn(seat)
        if self.from_list:
            return
        c = self.betting.choice()
        if not c.call:
            raise IllegalAction("the bring-in is owed: post it or complete" if c.call is None
                                else "nothing to call: check, or bet")

    def do_call(self, seat: int, _: None) -> list[Event]:
        b = self.betting
        paid = b.call()
        allin = " and is all in" if not b.chips.stacks[seat] else ""
        return [Event("call", seat, {"amount": paid, "text": f"Seat {seat} calls {paid}{allin}"}),
                *self.after_bet()]

    def verify_bring_in(self, seat: int, action: Action) -> None:
        self._bet_turn(seat)
        if not self.betting.due:
            raise IllegalAction("no bring-in is owed")

    def do_bring_in(self, seat: int, _: None) -> list[Event]:
        paid = self.betting.post_bring_in()
        return [Event("bring_in", seat, {"amount": paid, "text": f"Seat {seat} brings it in for {paid}"}),
                *self.after_bet()]

    def verify_raise(self, seat: int, action: Action) -> int:
        self._bet_turn(seat)
        to: int = action.to
        if self.from_list:
            return to
        why = self.betting.raise_problem(to)
        if why is not None:
            raise IllegalAction(why)
        return to

    def do_raise(self, seat: int, to: int) -> list[Event]:
        b = self.betting
        word = "completes to" if b.completing else ("raises to" if b.high() else "bets")
        b.raise_to(to, checked=True)  # verify_raise checked it
        allin = " and is all in" if not b.chips.stacks[seat] else ""
        return [Event("raise", seat, {"to": to, "text": f"Seat {seat} {word} {to}{allin}"}),
                *self.after_bet()]

    def after_bet(self) -> list[Event]:
        """What follows a betting action (the game's flow)."""
        raise NotImplementedError

    # ----- the view -------------------------------------------------------------------------------
    def betting_view(self, seat: int | None) -> dict[str, Any]:
        """The chips on the table: stacks, bets, the pot and side pots, what ``seat``
        must call and the range it may raise to."""
        b = self.betting
        n = b.n
        # side pots exist only once a seat still in is all in: before that, uneven bets of
        # an open round are just bets (not "1 for seat 1" beside the blinds)
        all_in = any(b.live[s] and not b.chips.stacks[s] for s in range(n))
        pots = b.pots() if all_in else []
        out: dict[str, Any] = {
            "pot": b.chips.pot, "stacks": b.chips.stacks[:],
            "bets": [b.bet_of(s) for s in range(n)],
            "folded": [not b.live[s] for s in range(n)],
            "side_pots": "; ".join(f"{amount} for seat{'s' if len(who) > 1 else ''} "
                                   + ", ".join(map(str, who)) for amount, who in pots)
            if len(pots) > 1 else "",
            "limit": {"fixed": "fixed limit", "spread": "spread limit", "pot": "pot limit",
                      "no": "no limit"}[b.limit]
            + (f", {b.cap} bets and raises a round" if b.cap and b.limit in ("fixed", "spread") else ""),
            "to_call": 0, "raise_range": None,
        }
        if seat is not None and self.phase == self.BET_PHASE and b.actor == seat:
            c = b.choice()
            out["to_call"] = c.call or 0
            if c.can_raise:
                out["raise_range"] = [c.raise_min, c.raise_max]
        return out

    def bet_label(self, action: Action) -> str | None:
        """Button words of a betting action (``None``: not one)."""
        b = self.betting
        t = action.type
        if t == "fold":
            return "Fold"
        if t == "check":
            return "Check"
        if t == "call":
            seat = b.actor
            return f"Call {b.owed(seat)}" if seat is not None else "Call"
        if t == "bring_in":
            return f"Bring in for {b.due}"
        if t == "raise":
            word = "Complete to" if b.completing else ("Raise to" if b.high() else "Bet")
            return f"{word} {action.get('to')}"
        return None


class PokerSession(BettingTurns):
    """Mixin: a game of several hands over one :class:`~parlour.engine.game.Game`'s chips
    (options ``stack`` and ``hands``). Between hands (phase ``next``) the next dealer
    presses ``deal``, so the last showdown stays on the table until then; the deal moves
    left past players without chips; the game ends after ``hands`` hands or when one
    player has every chip. ``result`` scores each seat's chips won or lost.

    A game implements ``deal_hand() -> list[Event]`` (gather, shuffle, post, deal, open
    the betting) and calls :meth:`start_session` in ``setup`` and :meth:`end_hand` when
    a hand's pots are paid."""

    players: int
    dealer: int
    options: Any
    start: list[int]
    hand_no: int
    history: list[dict[str, Any]]

    def start_session(self) -> None:
        self.start = [self.options.stack] * self.players
        self.history = []
        self.hand_no = 0

    def deal_hand(self) -> list[Event]:
        raise NotImplementedError

    def end_hand(self, record: dict[str, Any]) -> list[Event]:
        """Keep ``record`` (what the hand showed and paid) and move to the next hand or
        the end of the game."""
        self.history.append({"dealer": self.dealer, **record})
        stacks = self.betting.chips.stacks
        if self.hand_no >= session_hands(self.options.hands, self.players) or sum(1 for x in stacks if x) < 2:
            self.phase = "over"
            return []
        self.dealer = next_dealer(stacks, self.dealer)
        self.phase = "next"
        return [Event("next", self.dealer, {"text": f"Seat {self.dealer} deals the next hand when ready"})]

    def next_hand_prompt(self, seat: int | None) -> str:
        """Between hands: who won what in the hand just over, and who deals next."""
        won = self.history[-1].get("won", []) if self.history else []
        parts = ", ".join(f"seat {s} won {x}" for s, x in enumerate(won) if x > 0)
        who = "you deal" if seat == self.dealer else f"seat {self.dealer} deals"
        return f"Hand {self.hand_no} is over{f' ({parts})' if parts else ''}: {who} the next hand"

    def verify_deal(self, seat: int, action: Action) -> None:
        if self.phase != "next":
            raise IllegalAction("the hand is not over: there is nothing to deal")
        if seat != self.dealer:
            raise IllegalAction(f"seat {self.dealer} deals the next hand, not you")

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self.deal_hand()

    def session_result(self) -> Result | None:
        if self.phase != "over":
            return None
        net = [self.betting.chips.stacks[s] - self.start[s] for s in range(self.players)]
        winners = chip_winners(net)
        top = max(net)
        hands = len(self.history)
        played = f"after {hands} hand{'s' if hands != 1 else ''}"
        if winners:
            who = (f"seats {' and '.join(map(str, winners))} are" if len(winners) > 1
                   else f"seat {winners[0]} is")
            reason = f"{played}, {who} {chips_word(top)} up"
        else:
            reason = f"{played}, nobody is ahead"
        return Result([float(x) for x in net], winners, placing_from_scores(net), reason,
                      {"net": net, "hands": hands})


def chip_winners(net: Sequence[int]) -> list[int]:
    """The winners of a run of hands by each seat's chips won or lost: the seats furthest
    ahead, if anyone is ahead at all.

    >>> chip_winners([5, -3, 5, -7]), chip_winners([0, 0])
    ([0, 2], [])
    """
    top = max(net)
    return [s for s, n in enumerate(net) if n == top and top > 0]


def showdown_text(hands: Sequence[tuple[int, str]], won: Sequence[int], more: str = "") -> str:
    """The showdown sentence of a poker game: each seat shown with its hand in words,
    then who wins what.

    >>> showdown_text([(0, "Pair of queens"), (2, "High card, A-K-9-7-2")], [6, 0, 0])
    'Showdown: seat 0: pair of queens; seat 2: high card, A-K-9-7-2. Seat 0 wins 6'
    """
    from parlour.words import in_sentence

    shown = "; ".join(f"seat {s}: {in_sentence(d)}" for s, d in hands)
    wins = ", ".join(f"seat {s} wins {won[s]}" for s in range(len(won)) if won[s])
    return f"Showdown: {shown}{more}. {wins[:1].upper()}{wins[1:]}".rstrip(". ")
