"""A Democracy heuristic bot: spend strong cards on valuable tricks, shed worthless ones.

It knows what its seat knows: its hand and the upcard (view), and every trick turned
up since the island began (its own copies of the ``reveal`` events), from which it
keeps each seat's captured points per suit and the cards still unseen. Nothing else.

For each card it could play it estimates the chance to win the trick: every unseen card
that would beat it (a stronger trump, any trump against a non-trump, the 6 of trump
against the 5, a joker against a non-trump below a 5) may turn up in this trick with
a probability from how many unseen cards the opponents hold. The trick's worth is the
upcard plus the opponents' expected cards plus its own card, each point weighted by how
much that suit matters to the bot: a tribe already taken by someone else is worth
nothing, a suit it leads or can still reach is worth more. The bot plays the card with
the best expected gain now, less what the card could win later (its average chance of
winning under the other trumps, times an average trick) and less the points it hands
to an opponent when it loses.
"""

from __future__ import annotations

from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.games.democracy.rules import pack, points, strength
from parlour.games.democracy.speeches import FIVE, SIX


def beats(x: Card, c: Card, trump: int | None) -> float:
    """How much a card ``x`` played by someone else beats ``c`` (1 wins, 0.5 ties, 0 not),
    with ``trump`` the trump suit (``None``: no trump)."""
    xt = trump is not None and not x.is_joker and x.suit == trump
    ct = trump is not None and not c.is_joker and c.suit == trump
    if ct:
        if not xt:
            return 0.0
        if x.rank == SIX and c.rank == FIVE:
            return 1.0
        if x.rank == FIVE and c.rank == SIX:
            return 0.0
        return 1.0 if strength(x) > strength(c) else 0.0
    if xt:
        return 1.0
    sx, sc = strength(x), strength(c)
    return 1.0 if sx > sc else 0.5 if sx == sc else 0.0


class HeuristicBot(Bot):
    """Democracy player that values tricks by the tribes still in reach (see the module)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 future: float = 0.6, give_away: float = 0.5) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.future = future
        self.give_away = give_away
        self.seen: set[int] = set()
        """Card numbers seen face up this island (tricks and upcards)."""
        self.captured: dict[int, list[int]] = {}
        """Seat -> points captured per suit this island (from the reveals)."""

    # ----- memory ------------------------------------------------------------------------
    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            t = e.get("type")
            if t == "island":
                self.seen.clear()
                self.captured.clear()
            elif t == "upcard":
                self.seen.add(int(Card.parse(e["card"])))
            elif t == "reveal":
                self._reveal(e)

    def _reveal(self, e: dict[str, Any]) -> None:
        cards = [Card.parse(c) for c in e["cards"]]
        up = Card.parse(e["upcard"])
        for c in [*cards, up]:
            self.seen.add(self._instance(c))
        w = e.get("winner")
        gains = [(w, c) for c in [*cards, up]] if w is not None else list(enumerate(cards))
        for s, c in gains:
            if not c.is_joker:
                self.captured.setdefault(s, [0, 0, 0, 0])[c.suit] += points(c)

    def _instance(self, c: Card) -> int:
        """A joker's text names either joker: count a second one seen as the other copy."""
        if c.is_joker and int(c) in self.seen:
            return int(Card.joker(1))
        return int(c)

    # ----- choosing --------------------------------------------------------------------------
    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if len(legal) == 1 or legal[0].type != "play":
            return legal[0]
        view = port.view()
        me = self.seat
        zones = {z["id"]: z for z in view["zones"]}
        hand = [Card.parse(c) for c in zones[f"hand:{me}"]["cards"] if c not in (None, "??")]
        up = Card.parse(view["upcard"])
        trump = None if up.is_joker else up.suit
        known = {int(c) for c in hand} | set(self.seen) | {int(up)}
        if sum(c.is_joker for c in hand) == 2:
            known |= {int(Card.joker()), int(Card.joker(1))}
        unseen = [c for c in pack(port.players) if int(c) not in known]
        opp_cards = sum(z["count"] for z in view["zones"]
                        if z["id"].startswith("hand:") and z["owner"] != me)
        opp_cards += sum(1 for s in view["played"] if s != me)
        n_hand = max(1, len(hand))
        show = min(1.0, opp_cards / max(1, len(unseen))) * min(1.0, 1.6 / n_hand)
        weight = self._weights(port.players, view)
        avg_unseen = (sum(points(c) * weight[c.suit] for c in unseen if not c.is_joker)
                      / max(1, len(unseen)))
        opponents = port.players - 1
        stake = (0.0 if up.is_joker else points(up) * weight[up.suit]) + opponents * avg_unseen
        best: tuple[float, str] | None = None
        for a in legal:
            c = Card.parse(a.card)
            p = self._p_win(c, trump, unseen, show)
            mine = 0.0 if c.is_joker else points(c) * weight[c.suit]
            gain = p * (stake + mine) - (1 - p) * points(c) * self.give_away
            if n_hand > 1:
                later = sum(self._p_win(c, t, unseen, show) for t in range(4)) / 4
                gain -= self.future * later * (avg_unseen * (opponents + 1)) * min(1.0, 2 / n_hand)
            key = (gain, a.card)
            if best is None or key > best:
                best = key
        assert best is not None
        return next(a for a in legal if a.card == best[1])

    def _p_win(self, c: Card, trump: int | None, unseen: list[Card], show: float) -> float:
        p = 1.0
        for x in unseen:
            b = beats(x, c, trump)
            if b:
                p *= 1.0 - show * b
        return p

    def _weights(self, players: int, view: dict[str, Any]) -> list[float]:
        """How much a point of each suit is worth to this seat now."""
        majority = int(view.get("majority", 13))
        own = view.get("captured") or {}
        mine = [int(own.get(k, 0)) for k in ("clubs", "diamonds", "hearts", "spades")]
        out = []
        for k in range(4):
            others = [v[k] for s, v in self.captured.items() if s != self.seat]
            best_other = max(others, default=0)
            if best_other >= majority or mine[k] >= majority:
                out.append(0.1)  # decided: a point more changes nothing
            elif 25 - sum(others) < majority:
                out.append(0.4)  # out of reach: only denying others is left
            else:
                out.append(1.0 + mine[k] / majority)
        return out


def rollout_value(game: Any) -> list[float] | None:
    """Search hook: end a rollout once its island is scored (or the game ends). Each seat's
    reward is its share of ``2 ** tribes``: one more tribe doubles a seat's weight."""
    phase = getattr(game, "phase", "play")
    if phase == "play":
        return None
    if game.is_over():
        res = game.result()
        return [1.0 if s in res.winners else 0.0 for s in range(game.players)]
    weights = [2.0 ** t for t in game.tribes]
    total = sum(weights)
    return [w / total for w in weights]
