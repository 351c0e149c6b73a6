"""A Spades heuristic bot, and the playout hooks the generic search bot uses.

The bot sees only its seat's view (its hand, the trick on the table, bids, tricks and
scores) and its own copies of the events, from which it remembers every card played in
the hand and which seats have shown out of a suit.

Bidding counts likely tricks: aces, guarded kings and queens, the spade honours, every
spade beyond three, and ruffs from short side suits when holding spades; the bid is that
count rounded, kept within the allowed range.

Play: while the side still needs tricks, win cheaply (the lowest card that takes the
trick, nothing if the partner already holds it with a sure card) and lead sure winners
(the highest unplayed card of a suit) before low cards of long suits; once the contract
is made, duck (the highest card that still loses, else the lowest) to avoid bags.
"""

from __future__ import annotations

from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import SPADES, Card
from parlour.engine.actions import Action
from parlour.games.spades.rules import CARD, HAND_ID, PARTNER, PLAY
from parlour.rules.tricks import ACE_HIGH

SUIT_LETTER = "CDHS"


def _parse(text: str) -> int:
    return int(Card.parse(text))


def _suit(c: int) -> int:
    return (c >> 4) & 7


def _power(c: int) -> int:
    """Strength within a trick: spades above every other suit, aces high."""
    return ACE_HIGH[c & 15] + (100 if _suit(c) == SPADES else 0)


def estimate_tricks(hand: list[int]) -> float:
    """Likely tricks of a 13-card hand (a simple, standard-looking count)."""
    by_suit: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    for c in hand:
        by_suit[_suit(c)].append(ACE_HIGH[c & 15])
    est = 0.0
    spades = len(by_suit[SPADES])
    for s, ranks in by_suit.items():
        n = len(ranks)
        if s == SPADES:
            est += sum(1.0 for r in ranks if r == 14) + sum(0.9 for r in ranks if r == 13 and n >= 2)
            est += sum(0.6 for r in ranks if r == 12 and n >= 3)
            est += max(0, n - 3) * 0.9
            continue
        est += sum(1.0 for r in ranks if r == 14 and n <= 6)
        est += sum(0.75 for r in ranks if r == 13 and 2 <= n <= 5)
        est += sum(0.3 for r in ranks if r == 12 and 3 <= n <= 4)
        if spades >= 2:
            est += {0: 1.2, 1: 0.7, 2: 0.3}.get(n, 0.0)
    return est


def choose_card(hand: list[int], trick: list[int], trick_seats: list[int], me: int,
                need: int, played: set[int]) -> int:
    """The card to play: ``trick`` on the table (leader first, played by
    ``trick_seats``), ``need`` tricks the side still wants this hand, ``played`` the
    cards gone in earlier tricks (for sure winners). ``hand`` holds only legal cards."""
    if not trick:
        return _lead(hand, need, played)
    led = _suit(trick[0])
    best_i = 0
    for i in range(1, len(trick)):
        c, b = trick[i], trick[best_i]
        if _suit(c) == _suit(b) and ACE_HIGH[c & 15] > ACE_HIGH[b & 15] or (
                _suit(c) == SPADES and _suit(b) != SPADES):
            best_i = i
    best = trick[best_i]
    partner_winning = trick_seats[best_i] == (me + 2) % 4
    last = len(trick) == 3

    def beats(c: int) -> bool:
        if _suit(c) == _suit(best):
            return ACE_HIGH[c & 15] > ACE_HIGH[best & 15]
        return _suit(c) == SPADES  # a trump on a non-spade winner (we are void in ``led``)

    winners = sorted((c for c in hand if beats(c)), key=_power)
    losers = sorted((c for c in hand if not beats(c)), key=_power)
    if need <= 0:  # contract made: duck, throwing the highest card that still loses
        if losers:
            side = [c for c in losers if _suit(c) == led or _suit(c) != SPADES]
            return (side or losers)[-1]
        return winners[0]
    if partner_winning and (last or _is_master(best, played, trick)):
        return losers[0] if losers else winners[0]
    if winners:
        if last:
            return winners[0]
        # third seat plays high enough to hold the trick; second seat cheaply
        return winners[-1] if len(trick) == 2 and _suit(winners[-1]) == led else winners[0]
    return _discard(losers or hand)


def _is_master(card: int, played: set[int], trick: list[int]) -> bool:
    """Whether no unplayed card of its suit is higher (so it will hold unless trumped)."""
    s, r = _suit(card), ACE_HIGH[card & 15]
    for rank in range(1, 14):
        if ACE_HIGH[rank] > r:
            c = (s << 4) | rank
            if c not in played and c not in trick:
                return False
    return True


def _lead(hand: list[int], need: int, played: set[int]) -> int:
    if need > 0:
        masters = [c for c in hand if _is_master(c, played, [])]
        side = [c for c in masters if _suit(c) != SPADES]
        if side:
            return max(side, key=_power)
        if masters:
            return max(masters, key=_power)
    non_spades = [c for c in hand if _suit(c) != SPADES] or hand
    return min(non_spades, key=_power)


def _discard(cards: list[int]) -> int:
    """The cheapest card to throw: the lowest non-spade, else the lowest spade."""
    side = [c for c in cards if _suit(c) != SPADES]
    return min(side or cards, key=_power)


def _card_action(legal: list[Action], card: int) -> Action:
    name = str(Card(card))
    for a in legal:
        if a.type == "play" and a.get("card") == name:
            return a
    return legal[0]


class HeuristicBot(Bot):
    """Counts tricks to bid, then wins cheaply or ducks (see the module docstring)."""

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
                self.played.add(_parse(e["card"]))

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        v = port.view()
        me = self.seat
        zones = {z["id"]: z for z in v["zones"]}
        hand = [_parse(c) for c in zones[f"hand:{me}"]["cards"]]
        if legal[0].type == "bid":
            return self._bid(legal, hand, v)
        trick = [_parse(c) for c in zones["trick"]["cards"]]
        contracts = v.get("contracts") or [0, 0]
        need = contracts[me & 1] - v["team_tricks"][me & 1]
        ok = {_parse(a.card) for a in legal if a.type == "play"}
        played = self.played - set(trick)
        card = choose_card([c for c in hand if c in ok], trick, list(v["trick_seats"]), me,
                           need, played)
        return _card_action(legal, card)

    def _bid(self, legal: list[Action], hand: list[int], view: dict[str, Any]) -> Action:
        est = estimate_tricks(hand)
        want = int(est + 0.5)
        bids = sorted(legal, key=lambda a: a.tricks)
        lo, hi = bids[0].tricks, bids[-1].tricks
        want = max(lo, min(hi, want))
        for a in bids:
            if a.tricks == want:
                return a
        return bids[0]


# ----- hooks for the generic search bot ---------------------------------------------------

def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """A fast playout policy inside a sampled world: bid the trick estimate, then the
    same card play as the bot (without memory of earlier tricks)."""
    kind = legal[0].type
    if kind != "play":
        if kind == "bid":
            est = int(estimate_tricks(game.zones[HAND_ID[seat]].cards) + 0.5)
            lo: int = legal[0].tricks
            hi: int = legal[-1].tricks
            return legal[max(lo, min(hi, est)) - lo]
        return legal[0]
    if len(legal) == 1:
        return legal[0]
    trick = game.zones["trick"].cards
    tricks = game.tricks
    seats = [(tricks.leader + i) % 4 for i in range(len(trick))]
    b, t, p = game.bids, tricks.taken, PARTNER[seat]
    need = b[seat] + b[p] - t[seat] - t[p]
    ok: list[int] = [CARD[a.params[0][1]] for a in legal]
    return PLAY[choose_card(ok, trick, seats, seat, need, _NOTHING)]


_NOTHING: set[int] = set()


def rollout_value(game: Any) -> list[float] | None:
    """Ends a search rollout when the hand is scored: each seat's reward is a smooth
    margin of its side's points in that hand against the other side's,
    ``0.5 + 0.5 d / (|d| + 40)``; at the end of the match the winners get 1."""
    phase = getattr(game, "phase", "")
    if phase == "over":
        res = game.result()
        return [1.0 if s in res.winners else (0.5 if not res.winners else 0.0) for s in range(4)]
    if phase != "scored":
        return None
    last = game.history[-1]
    gain = [last["points"][t] - last["penalty"][t] for t in (0, 1)]
    out = []
    for s in range(4):
        d = gain[s & 1] - gain[1 - (s & 1)]
        out.append(0.5 + 0.5 * d / (abs(d) + 40.0))
    return out


def refine_world(world: Any, seat: int, rng: Any) -> None:
    """Inference for search bots, applied to a *sampled* world: a seat that has shown out
    of a suit this hand holds none of it. Cards that break this are exchanged with cards
    of other hidden hands that may hold them, so the world stays consistent."""
    voids = getattr(world, "voids", None)
    if not voids or not any(voids):
        return
    hands = {o: world.zones[HAND_ID[o]] for o in range(4) if o != seat}
    for o, zone in hands.items():
        if not voids[o]:
            continue
        for i in range(len(zone.cards)):
            c = zone.cards[i]
            if not voids[o] >> _suit(c) & 1:
                continue
            for p, other in hands.items():
                if p == o or voids[p] >> _suit(c) & 1:
                    continue
                js = [j for j, d in enumerate(other.cards) if not voids[o] >> _suit(d) & 1]
                if js:  # exchange the two cards, each taking the other's place
                    j = js[rng.below(len(js))]
                    zone.move_to(other, i, known=1 << p, slot=j)
                    other.move_to(zone, j + 1, known=1 << o, slot=i)
                    break
