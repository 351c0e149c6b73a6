"""A Knock Poker heuristic bot: draws towards made hands, knocks when its hand is strong
for the table it sees.

It uses only its seat's view (its hand, the discard top, the opponents' cards it saw
taken from the pile, the turn count, who knocked) and its own copies of events (to
remember the discard pile below the top). Hand values are percentiles: the share of
random five-card hands a hand beats (:data:`parlour.rules.showdown.PERCENTILE`).

* **Draw.** Take the discard top when the best five cards it makes beat the expected
  best five after a card from the stock (the mean over the cards it has not seen).
* **Discard.** Keep the five cards with the best outlook: the expected value after one
  more draw (continuing), or the made hand alone on a last turn.
* **Knock.** Estimate the chance of beating every opponent as ``p ** m``, ``p`` the
  percentile of its final hand and ``m`` the number of opponents weighted up for the
  turns they have had to improve (``improve`` per turn) and for every card they were
  seen to take from the pile (``taken_weight``). Knock when that chance reaches
  ``threshold``, lowered by ``patience`` per own turn (and always after ``max_turns``).
"""

from __future__ import annotations

from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import CARD_TEXT, Card, deck52
from parlour.engine.actions import Action
from parlour.hands import best_of, evaluate5
from parlour.rules.showdown import PERCENTILE

_ALL = tuple(deck52())
_PCT = list(PERCENTILE)


def value(cards: list[int]) -> float:
    """Percentile of the best five of ``cards`` (share of random hands they beat)."""
    return _PCT[evaluate5(cards) if len(cards) == 5 else best_of(cards)]


def best_keep(cards: list[int]) -> tuple[float, int]:
    """The best hand left after one discard from ``cards`` (six, or one more than the
    ``hand_size``): (percentile, index discarded)."""
    best, drop = -1.0, 0
    for i in range(len(cards)):
        v = value(cards[:i] + cards[i + 1:])
        if v > best:
            best, drop = v, i
    return best, drop


def outlook(keep: list[int], unseen: list[int]) -> float:
    """Expected percentile of ``keep`` after one more draw from ``unseen`` (discarding
    the least useful card each time)."""
    if not unseen:
        return value(keep)
    now = value(keep)
    total = 0.0
    for c in unseen:
        best = now
        for i in range(len(keep)):
            v = value(keep[:i] + keep[i + 1:] + [c])
            if v > best:
                best = v
        total += best
    return total / len(unseen)


class HeuristicBot(Bot):
    """Knock Poker player (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 threshold: float = 0.6, patience: float = 0.03, improve: float = 0.6,
                 taken_weight: float = 0.5, max_turns: int = 25) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.threshold = threshold
        self.patience = patience
        self.improve = improve
        self.taken_weight = taken_weight
        self.max_turns = max_turns
        self.pile: list[int] = []
        """The discard pile as this bot saw it, bottom first."""

    def reset(self) -> None:
        self.pile.clear()

    # ----- memory ----------------------------------------------------------------------------
    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            t = e.get("type")
            if t in ("discard", "knock"):
                self.pile.append(Card.parse(e["card"]))
            elif t == "draw" and e.get("source") == "discard" and self.pile:
                self.pile.pop()
            elif t == "rebuild":
                self.pile = self.pile[-1:]

    # ----- deciding ----------------------------------------------------------------------------
    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        view = port.view()
        zones = {z["id"]: z for z in view["zones"]}
        top_text = zones["discard"].get("top")
        top = Card.parse(top_text) if top_text else None
        if top is not None and (not self.pile or self.pile[-1] != top):
            self.pile = [top]  # the upcard, or events missed: the top is all it knows
        legal = port.legal_actions()
        if not legal:
            return None
        mine: list[int] = [Card.parse(c) for c in zones[f"hand:{self.seat}"]["cards"] if c != "??"]
        seen = set(mine) | set(self.pile)
        taken = 0
        for z in view["zones"]:
            if z["kind"] == "hand" and z["owner"] != self.seat:
                known = [Card.parse(c) for c in z["cards"] if c != "??"]
                seen.update(known)
                taken += len(known)
        unseen: list[int] = [c for c in _ALL if c not in seen]
        if view["phase"] == "draw":
            return self._draw(legal, mine, top, unseen)
        return self._discard(legal, view, mine, unseen, taken)

    def _draw(self, legal: list[Action], mine: list[int], top: int | None,
              unseen: list[int]) -> Action:
        take = Action("draw", source="discard")
        stock = Action("draw", source="stock")
        if top is None or take not in legal or len(mine) < 5:
            return stock if stock in legal else legal[0]
        if stock not in legal:
            return take
        with_top = best_keep(mine + [top])[0]
        expected = sum(best_keep(mine + [c])[0] for c in unseen) / max(1, len(unseen))
        return take if with_top > expected else stock

    def _discard(self, legal: list[Action], view: dict[str, Any], mine: list[int],
                 unseen: list[int], taken: int) -> Action:
        allowed = {a.card for a in legal if a.type == "discard"}
        options = [i for i, c in enumerate(mine) if CARD_TEXT[c] in allowed]
        if len(mine) < 6 or not options:
            return legal[0]
        keeps = {i: mine[:i] + mine[i + 1:] for i in options}
        final = max(options, key=lambda i: value(keeps[i]))
        players = int(view["players"])
        own_turns = (int(view["turn_number"]) - 1) // players + 1
        may_knock = any(a.type == "knock" for a in legal)
        if may_knock and self._knocks(value(keeps[final]), players, own_turns, taken):
            return Action("knock", card=CARD_TEXT[mine[final]])
        if view.get("last_round"):
            return Action("discard", card=CARD_TEXT[mine[final]])
        best = max(options, key=lambda i: outlook(keeps[i], unseen))
        return Action("discard", card=CARD_TEXT[mine[best]])

    def _knocks(self, pct: float, players: int, own_turns: int, taken: int) -> bool:
        """Whether a final hand of percentile ``pct`` is worth knocking with now."""
        if own_turns >= self.max_turns:
            return True
        rivals = (players - 1) * (1 + self.improve * own_turns) + self.taken_weight * taken
        chance: float = pct ** rivals
        return chance >= self.threshold - self.patience * own_turns


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """A fast playout policy for search bots, run inside a *sampled* world on the
    seat's hand there: take the discard top when it improves the made hand, else draw
    from the stock; discard the card whose loss hurts the made hand least; knock when
    the hand's percentile, raised to the number of opponents, reaches 0.55 (0.03 less
    per own turn; always from the 12th)."""
    if len(legal) == 1:
        return legal[0]
    hand = [c for c in game.zones[f"hand:{seat}"].cards if c is not None]
    if game.phase == "draw":
        pile = game.zones["discard"].cards
        take = Action("draw", source="discard")
        if pile and take in legal and best_keep(hand + [pile[-1]])[0] > value(hand):
            return take
        stock = Action("draw", source="stock")
        return stock if stock in legal else take
    pct, drop = best_keep(hand)
    name = CARD_TEXT[hand[drop]]
    own_turns = (game.turns - 1) // game.players + 1
    if game.knocker < 0 and (own_turns >= 12
                             or pct ** (game.players - 1) >= 0.55 - 0.03 * own_turns):
        knock = Action("knock", card=name)
        if knock in legal:
            return knock
    discard = Action("discard", card=name)
    return discard if discard in legal else rng.choice(legal)
