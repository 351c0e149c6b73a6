"""A Fipsen heuristic bot, and the playout hooks of the generic search bot.

Bidding: it counts the tricks its five cards would take with each trump suit (aces,
guarded kings, trumps beyond the first two, the lone 7♦ under Ruten) and bids the
cheapest bid up to the value that count supports: more tricks, then Hand when the count
holds without the skat; it holds when it may and passes above its value. It never bids
Kieker. After the auction it throws its weakest side cards, names its longest strong
suit, stops as soon as the contract is made unless every card left is a sure winner.
Play: the declarer wins as cheaply as it can and leads its best cards; a defender does
not overtake another defender already winning the trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import DIAMONDS
from parlour.engine.actions import Action
from parlour.games.fipsen.rules import (
    BID_ACTION,
    CARD,
    DISCARD,
    HAND_ID,
    KIEKER,
    PLAY,
    PLAY_ON,
    STOP,
    SURRENDER,
    TRUMP,
    VALUE,
    modifiers,
    tricks_of,
)
from parlour.rules.auction import PASS
from parlour.rules.tricks import STRENGTH, SUIT, trick_winner

SEARCH_OPTIONS: dict[str, Any] = {"advisor": "heuristic", "depth": 1}
"""How ``search`` plays Fipsen: the heuristic proposes, the search compares the
alternatives on the same sampled worlds (see :class:`parlour.bots.search.SearchBot`)."""


def estimate(hand: Sequence[int], trump: int) -> float:
    """Likely tricks of ``hand`` with ``trump``."""
    est = 0.0
    trumps = sorted((STRENGTH[c] for c in hand if SUIT[c] == trump), reverse=True)
    if trump == DIAMONDS:
        return 1.0 * bool(trumps) + sum(0.9 for c in hand if c & 15 == 1)
    for i, s in enumerate(trumps):
        est += 1.0 if s >= 13 - i or i >= 2 else 0.4
    for c in hand:
        if SUIT[c] != trump and c & 15 == 1:
            est += 0.8
    return est


def best_trump(hand: Sequence[int]) -> int:
    return max((0, 2, 3, 1), key=lambda t: (estimate(hand, t), sum(SUIT[c] == t for c in hand)))


def bid_choice(allowed: Sequence[str], hand: Sequence[int]) -> str:
    """The cheapest allowed bid the hand supports (Kieker never), or PASS."""
    est = estimate(hand, best_trump(hand))
    can = int(est + 0.3)
    worth = (10 if can >= 5 else can) if can >= 2 else 0  # five tricks: Five Durch
    if worth and est >= can + 0.8:
        worth *= 2  # Hand
    ok = [b for b in allowed if b not in (KIEKER, PASS) and VALUE[b] <= worth and tricks_of(b) <= can
          and "ruten" not in modifiers(b) and ("durch" not in modifiers(b) or can >= 5)]
    return min(ok, key=lambda b: (VALUE[b], len(b))) if ok else PASS


def discard_choice(hand: Sequence[int]) -> int:
    t = best_trump(hand)
    return min(hand, key=lambda c: (SUIT[c] == t, c & 15 == 1, STRENGTH[c]))


def choose_card(hand: Sequence[int], trick: Sequence[int], seats: Sequence[int], me: int,
                declarer: int, trump: int | None) -> int:
    """The card to play from the legal ``hand`` (``seats`` played ``trick``)."""
    st = STRENGTH
    if not trick:
        if me == declarer:
            return max(hand, key=lambda c: (SUIT[c] == trump, st[c]))
        return min(hand, key=lambda c: (SUIT[c] == trump, st[c]))
    wi = trick_winner(trick, trump, st)
    winners = sorted((c for c in hand if trick_winner([*trick, c], trump, st) == len(trick)),
                     key=lambda c: (SUIT[c] == trump, st[c]))
    cheap = sorted(hand, key=lambda c: (SUIT[c] == trump, st[c]))
    if me != declarer and seats[wi] != declarer:
        return cheap[0]  # another defender holds the trick
    return winners[0] if winners else cheap[0]


class HeuristicBot(Bot):
    """Bids what its tricks are worth, then wins cheaply (see the module docstring)."""

    kind = "heuristic"

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if len(legal) <= 1:
            return legal[0] if legal else None
        v = port.view()
        me = self.seat
        hand = [CARD[c] for z in v["zones"] if z["id"] == HAND_ID[me] for c in z["cards"]]
        kind = legal[0].type
        if kind == "bid":
            return BID_ACTION[bid_choice([a.params[0][1] for a in legal], hand)]
        if kind == "discard":
            return DISCARD[discard_choice(hand)]
        if kind in ("trump", "surrender"):
            if any(a.type == "surrender" for a in legal) and estimate(hand, best_trump(hand)) < 4:
                return SURRENDER
            t = best_trump(hand)
            return TRUMP[t] if TRUMP[t] in legal else legal[0]
        if kind in ("stop", "play-on"):
            return STOP
        trick = [CARD[c] for z in v["zones"] if z["id"] == "trick" for c in z["cards"]]
        trump = ("clubs", "diamonds", "hearts", "spades").index(v["trump"]) if v["trump"] else None
        ok = [CARD[a.params[0][1]] for a in legal]
        return PLAY[choose_card(ok, trick, v["trick_seats"], me, v["declarer"], trump)]


# ----- hooks for the generic search bot ---------------------------------------------------

def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The bot's choices inside a sampled world."""
    if len(legal) == 1:
        return legal[0]
    kind = legal[0].type
    hand = game.zones[HAND_ID[seat]].cards
    if kind == "bid":
        return BID_ACTION[bid_choice([a.params[0][1] for a in legal], hand)]
    if kind == "discard":
        return DISCARD[discard_choice(hand)]
    if kind in ("trump", "surrender"):
        t = best_trump(hand)
        return TRUMP[t] if TRUMP[t] in legal else legal[0]
    if kind in ("stop", "play-on"):
        return STOP if rng.below(4) else PLAY_ON
    if kind != "play":
        return legal[0]
    trick = game.zones["trick"].cards
    ok = [CARD[a.params[0][1]] for a in legal]
    seats = game.tricks.trick_seats(len(trick))
    return PLAY[choose_card(ok, trick, seats, seat, game.declarer, game.trump)]


def rollout_value(game: Any) -> list[float] | None:
    """Ends a rollout when the hand is scored: each seat's reward is a smooth margin of its
    points in that hand against the table's mean, ``0.5 + 0.5 d / (|d| + 6)``."""
    if game.phase not in ("scored", "over") or not game.history:
        return None
    last = game.history[-1]
    gain = [0.0] * 4
    gain[last["declarer"]] = float(last["points"])
    mean = sum(gain) / 4
    return [0.5 + 0.5 * (g - mean) / (abs(g - mean) + 6.0) for g in gain]
