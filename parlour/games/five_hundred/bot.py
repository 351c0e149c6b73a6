"""A Five Hundred heuristic bot, and the playout hooks of the generic search bot.

The bot sees only its seat's view and its own copies of the events; from them it
remembers the cards played this hand.

Bidding: for each trump suit and no trump it counts likely tricks of its own hand
(the joker, bowers and top trumps, length in trumps, side aces and guarded kings, ruffs
from short suits), adds what the partner and the middle are worth on average, and bids
the best contract that count reaches (or nullo with a hand of low cards). It passes
over its partner's bid unless it is much stronger. It always announces "ace, no face"
and, as partner, asks for the redeal unless its own hand is strong.

The middle: keep trumps and aces, discard the lowest side cards, shortest suits first
(void suits can be ruffed); in nullo throw the highest cards.

Play: when its side wants tricks it wins as cheaply as it can, does not overtake a
partner holding the trick with a sure card, leads sure winners (declarers draw trumps
first) and otherwise low cards of long suits; in nullo the declarers play the highest
card that still loses and the defenders play low, to leave the tricks to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import ADVISED
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.games.five_hundred.rules import (
    BID_ACTION,
    CARD,
    DISCARD,
    GRAND,
    HAND_ID,
    LADDER,
    NOMINATE,
    NULLO,
    PACK,
    PARTNER,
    PLAY,
    PLAY_ON,
    REDEAL,
    TABLES,
    TEAM,
    VALUE,
    level,
    trump_of,
)
from parlour.rules.auction import PASS
from parlour.rules.tricks import trick_winner

PARTNER_SHARE = 2.3
"""Tricks a partner's hand and the middle add on average to a bidder's own count."""


def estimate(hand: Sequence[int], trump: int | None) -> float:
    """Likely tricks of ``hand`` with ``trump`` (``None``: no trump)."""
    suits, strength, _ = TABLES[trump]
    by_suit: dict[int, list[int]] = {}
    for c in hand:
        by_suit.setdefault(suits[c], []).append(strength[c])
    est = 0.0
    if trump is None:
        est += 1.0 if by_suit.pop(4, None) else 0.0
    else:
        tr = sorted(by_suit.pop(trump, []), reverse=True)
        for i, s in enumerate(tr):
            if s >= 28 or (s == 14 and i <= 3) or (s == 13 and i <= 2):
                est += 0.9 if s >= 29 or i == 0 else 0.7
        est += max(0, len(tr) - 3) * 0.8
    ntr = 0 if trump is None else sum(1 for c in hand if suits[c] == trump)
    for s in range(4):
        if s == trump:
            continue
        ranks = sorted(by_suit.get(s, []), reverse=True)
        n = len(ranks)
        if trump is None:  # long suits run in no trump
            top = 0
            for i, r in enumerate(ranks):
                if r == 14 - i:
                    top += 1
                else:
                    break
            est += top + (max(0, n - 4) * 0.6 if top >= 2 else 0)
            continue
        est += sum(0.9 for r in ranks if r == 14)
        est += sum(0.5 for r in ranks if r == 13 and n >= 2)
        if ntr >= 3:
            est += {0: 1.0, 1: 0.6, 2: 0.2}.get(n, 0.0)
    return est


def nullo_hand(hand: Sequence[int]) -> bool:
    """Low cards only: no joker, no ace or king, at most one queen or jack."""
    high = 0
    for c in hand:
        r = c & 15
        if r == 0 or r == 1 or r == 13:
            return False
        high += r >= 11
    return high <= 1


def best_bid(hand: Sequence[int], allowed: Sequence[str], partner_high: bool) -> str:
    """The call to make from ``allowed`` bids (PASS if none fits)."""
    best, best_value = PASS, -1
    for call in allowed:
        if call in (NULLO, GRAND):
            continue
        t = trump_of(call)
        need = level(call) - (1.0 if partner_high else 0.0)
        if estimate(hand, t) + PARTNER_SHARE >= need + 0.5 and VALUE[call] > best_value:
            best, best_value = call, VALUE[call]
    if best == PASS and NULLO in allowed and nullo_hand(hand):
        return NULLO
    if best == PASS and GRAND in allowed and nullo_hand(hand):
        return GRAND
    if partner_high and best != PASS and level(best) < 9:
        return PASS
    return best


def discard_choice(hand: Sequence[int], contract: str | None) -> int:
    """The card to throw to the middle."""
    trump = trump_of(contract)
    suits, strength, _ = TABLES[trump]
    if contract in (NULLO, GRAND):
        return max(hand, key=strength.__getitem__)
    counts = [0] * 5
    for c in hand:
        counts[suits[c]] += 1

    def keep(c: int) -> tuple[int, int, int]:
        s = suits[c]
        if s == trump or s == 4:
            return (3, strength[c], 0)
        return (1 if strength[c] >= 14 else 0, counts[s], strength[c])

    return min(hand, key=keep)


class Knowledge:
    """What a hand's play tells a seat: the tables, the cards played."""

    __slots__ = ("suits", "strength", "trump", "played")

    def __init__(self, contract: str | None, played: set[int]) -> None:
        self.suits, self.strength, self.trump = TABLES[trump_of(contract)]
        self.played = played

    def master(self, card: int, extra: Sequence[int] = ()) -> bool:
        """No unplayed card of its suit (as the contract makes suits) is stronger."""
        s, st = self.suits[card], self.strength[card]
        for c in PACK:
            if self.suits[c] == s and self.strength[c] > st and c not in self.played \
                    and c not in extra:
                return False
        return True


def choose_card(hand: Sequence[int], trick: Sequence[int], seats: Sequence[int], me: int, want: bool,
                k: Knowledge, held: Sequence[int] = (), declarer_side: bool = False,
                players: int = 4) -> int:
    """The card to play from the legal ``hand``: ``want`` tricks (else lose them);
    ``trick`` on the table, played by ``seats``; ``held``: the whole hand; ``players``
    in the trick (3 in nullo)."""
    st, suits, trump = k.strength, k.suits, k.trump
    if not trick:
        if not want:
            return min(hand, key=st.__getitem__)
        trumps = [c for c in hand if suits[c] == trump]
        if declarer_side and len(trumps) >= 2 and k.master(max(trumps, key=st.__getitem__), held):
            return max(trumps, key=st.__getitem__)
        masters = [c for c in hand if suits[c] != trump and k.master(c, held)]
        if masters:
            return max(masters, key=st.__getitem__)
        side = [c for c in hand if suits[c] != trump] or hand
        counts: dict[int, int] = {}
        for c in side:
            counts[suits[c]] = counts.get(suits[c], 0) + 1
        return min(side, key=lambda c: (-counts[suits[c]], st[c]))
    wi = trick_winner(trick, trump, st, suits)
    best = trick[wi]

    def beats(c: int) -> bool:
        return trick_winner([*trick, c], trump, st, suits) == len(trick)

    winners = sorted((c for c in hand if beats(c)), key=st.__getitem__)
    losers = sorted((c for c in hand if not beats(c)), key=lambda c: (suits[c] == trump, st[c]))
    if not want:
        if losers:
            return max(losers, key=st.__getitem__) if declarer_side else losers[0]
        return max(winners, key=st.__getitem__)
    last = len(trick) == players - 1
    if seats[wi] == PARTNER[me] and (last or k.master(best, held)):
        return losers[0] if losers else winners[0]
    if winners:
        return winners[0]
    return losers[0]


def nominate_choice(hand: Sequence[int], allowed: Sequence[int]) -> int:
    """The suit to name after leading the joker: the one the leader holds most of."""
    counts = [0] * 5
    for c in hand:
        counts[(c >> 4) & 7] += 1
    return max(allowed, key=lambda s: counts[s])


def _mode(me: int, contract: str | None, declarer: int | None) -> tuple[bool, bool]:
    """(wants tricks, on the declaring side)."""
    if contract is None or declarer is None:
        return True, False
    side = TEAM[me] == TEAM[declarer]
    if contract in (NULLO, GRAND):
        return False, side
    return True, side


class HeuristicBot(Bot):
    """Bids from a trick count, keeps trumps, wins cheaply (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.played: set[int] = set()

    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            t = e.get("type")
            if t == "deal":
                self.played.clear()
            elif t == "play" and isinstance(e.get("card"), str):
                self.played.add(CARD[e["card"]])

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if len(legal) <= 1:
            return legal[0] if legal else None
        v = port.view()
        me = self.seat
        hand = [CARD[c] for z in v["zones"] if z["id"] == HAND_ID[me] for c in z["cards"]]
        kind = legal[0].type
        contract = _contract_of(v, legal)
        if kind in ("announce", "decline"):
            return legal[0] if legal[0].type == "announce" else legal[-1]
        if kind in ("redeal", "play-on"):
            return REDEAL if max(estimate(hand, t) for t in (None, 0, 1, 2, 3)) < 4.5 else PLAY_ON
        if kind == "bid":
            return _bid(legal, hand, v.get("high_bidder"), me)
        if kind == "discard":
            return DISCARD[discard_choice(hand, contract)]
        if kind == "nominate":
            return NOMINATE[nominate_choice(hand, [("clubs", "diamonds", "hearts", "spades")
                                                   .index(a.params[0][1]) for a in legal])]
        trick = [CARD[c] for z in v["zones"] if z["id"] == "trick" for c in z["cards"]]
        want, side = _mode(me, contract, v.get("declarer"))
        k = Knowledge(contract, self.played)
        ok = [CARD[a.params[0][1]] for a in legal]
        seats = list(v["trick_seats"]) + [me]
        return PLAY[choose_card(ok, trick, seats, me, want, k, hand, side,
                                3 if v.get("sitting_out") is not None else 4)]


def _contract_of(view: dict[str, Any], legal: list[Action]) -> str | None:
    code = view.get("contract_code")
    return code if isinstance(code, str) else None


def _bid(legal: list[Action], hand: Sequence[int], high_seat: int | None, me: int) -> Action:
    allowed = [a.params[0][1] for a in legal if a.params[0][1] != PASS]
    partner_high = high_seat is not None and high_seat == PARTNER[me]
    return BID_ACTION[best_bid(hand, allowed, partner_high)]


# ----- hooks for the generic search bot ---------------------------------------------------

SEARCH_OPTIONS: dict[str, Any] = ADVISED
"""How ``search`` plays Five Hundred: :data:`parlour.bots.search.ADVISED`. The heuristic
proposes each move; after one sweep the search keeps it and the three alternatives that
did best, compares them on the same sampled worlds with the heuristic's policy playing
every seat on to the end of the hand, and plays another move only when it scores two
standard errors better. With one standard error and every legal move kept (before), a
bid among some twenty was overruled by noise at about 120 iterations (the auction's
budget at 0.2 s), and the search was not shown better than its heuristic."""

def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The bot's choices inside a sampled world (without memory of played cards: the
    world's played cards are on the won piles, which the tables read)."""
    if len(legal) == 1:
        return legal[0]
    kind = legal[0].type
    hand = game.zones[HAND_ID[seat]].cards
    if kind == "play":
        want, side = _mode(seat, game.contract, game.declarer if game.declarer >= 0 else None)
        played = {c for t in (0, 1) for c in game.zones[f"tricks:{t}"].cards}
        k = Knowledge(game.contract, played)
        trick = game.zones["trick"].cards
        seats = game.tricks.trick_seats(len(trick)) + [seat]
        ok = [CARD[a.params[0][1]] for a in legal]
        return PLAY[choose_card(ok, trick, seats, seat, want, k, hand, side,
                                len(game.tricks.seats))]
    if kind == "bid":
        a = game.auction
        return _bid(legal, hand, a.winner, seat)
    if kind == "discard":
        return DISCARD[discard_choice(hand, game.contract)]
    if kind == "nominate":
        return legal[0]
    if kind in ("redeal", "play-on"):
        return REDEAL
    return legal[0]


def rollout_value(game: Any) -> list[float] | None:
    """Ends a rollout when the hand is scored: each seat's reward is a smooth margin of
    its side's points in that hand against the other side's, ``0.5 + 0.5 d / (|d| +
    100)``; at the end of the match the winners get 1."""
    phase = game.phase
    if phase == "over":
        res = game.result()
        if not game.options.deals:
            return [1.0 if s in res.winners else (0.5 if not res.winners else 0.0)
                    for s in range(4)]
    elif phase != "scored":
        return None
    pts = game.history[-1]["points"]
    out = []
    for s in range(4):
        d = pts[TEAM[s]] - pts[1 - TEAM[s]]
        out.append(0.5 + 0.5 * d / (abs(d) + 100.0))
    return out


def refine_world(world: Any, seat: int, rng: Any) -> None:
    """A sampled world respects the suits each seat has shown out of this hand (as the
    contract makes suits): offending cards are exchanged with other hidden hands."""
    tricks = world.tricks
    voids = tricks.voids
    if not any(voids):
        return
    suits = tricks.suit
    hands = {o: world.zones[HAND_ID[o]] for o in range(4) if o != seat}
    for o, zone in hands.items():
        if not voids[o]:
            continue
        for i in range(len(zone.cards)):
            c = zone.cards[i]
            if not voids[o] >> suits[c] & 1:
                continue
            for p, other in hands.items():
                if p == o or voids[p] >> suits[c] & 1 or zone.known[i] >> seat & 1:
                    continue
                js = [j for j, d in enumerate(other.cards)
                      if not voids[o] >> suits[d] & 1 and not other.known[j] >> seat & 1]
                if js:
                    j = js[rng.below(len(js))]
                    zone.move_to(other, i, known=1 << p, slot=j)
                    other.move_to(zone, j + 1, known=1 << o, slot=i)
                    break


__all__ = ["LADDER", "Card", "HeuristicBot", "best_bid", "choose_card", "discard_choice",
           "estimate", "refine_world", "rollout_policy", "rollout_value"]
