"""Speed heuristic: play whatever fits as fast as its level allows, and block.

From its own view (its hand, the piles' tops, the ready marks) and what it has watched,
it plays the card that *blocks*: the play after which the two tops leave the other
player the fewest cards that could follow them (:func:`followers`); among equals, one
that leaves another play for its own next card (a chain). The cards the other player
might hold are those it has not seen: not in its hand, never turned up on a pile (it
remembers every card played or flipped, as a person watching the piles does: a card
once on a pile never goes back to a hand); when the other player has said ready, they
are blocked, so none of their cards follows either top now, and those are left out
too. It refills its hand when it has room and nothing to play, and says ready for every
count of three. A wrong play in Speed costs nothing but time, so the bot makes none:
its level is only its speed (:mod:`parlour.bots.reaction`), each play one reaction
time.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from parlour.bots.base import SeatPort
from parlour.bots.reaction import ReactionBot
from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.games.speed.rules import follows


class SpeedBot(ReactionBot):
    """Blocks first, then plays chains; refills when blocked, always ready."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.gone: set[int] = set()
        """Every card seen on a pile: out of both players' hands for good."""

    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            if e.get("type") == "play":
                self.gone.add(Card.parse(e["card"]))
            elif e.get("type") == "flip":
                self.gone.update(Card.parse(c) for c in e.get("cards", []))

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        view = port.view()
        for side in (0, 1):
            self.gone.update(_cards(_zone(view, f"pile:{side}")))
        plays = [a for a in legal if a.type == "play"]
        if plays:
            self.claim()
            hand = _cards(_zone(view, f"hand:{port.seat}"))
            equal = bool(port.options.equal_ok)
            theirs = possible(view, port.seat, equal, self.gone)
            tops = [_cards(_zone(view, f"pile:{side}"))[-1] for side in (0, 1)]

            def score(a: Action) -> tuple[int, int]:
                card, other = Card.parse(a.get("card")), tops[1 - int(a.get("pile"))]
                left = followers(theirs, card, equal) + followers(theirs, other, equal)
                return -left, chain(hand, card, equal)

            return max(plays, key=score)
        for t in ("draw", "ready"):
            for a in legal:
                if a.type == t:
                    self.claim()
                    return a
        return None


def chain(hand: list[int], card: int, equal: bool) -> int:
    """How many other cards in ``hand`` would follow ``card`` once it is played."""
    return sum(1 for c in hand if c != card and follows(c, card, equal))


def followers(cards: Iterable[int], top: int, equal: bool) -> int:
    """How many of ``cards`` could be played on ``top``."""
    return sum(1 for c in cards if follows(c, top, equal))


def possible(view: dict[str, Any], seat: int, equal: bool, gone: Iterable[int] = ()) -> list[int]:
    """The cards the other player might hold, as far as ``seat`` knows: every card not in
    its hand, not on a pile now and not in ``gone`` (seen on a pile before); when the
    other player is ready (blocked: nothing in their hand follows either top), not those
    that follow a top."""
    seen = set(_cards(_zone(view, f"hand:{seat}"))) | set(gone)
    tops: list[int] = []
    for side in (0, 1):
        pile = _cards(_zone(view, f"pile:{side}"))
        seen.update(pile)
        tops += pile[-1:]
    out: list[int] = [c for c in deck52() if c not in seen]
    if (view.get("ready") or [False, False])[1 - seat]:
        out = [c for c in out if not any(follows(c, t, equal) for t in tops)]
    return out


def _zone(view: dict[str, Any], zid: str) -> dict[str, Any]:
    zone: dict[str, Any] = next(z for z in view["zones"] if z["id"] == zid)
    return zone


def _cards(zone: dict[str, Any]) -> list[int]:
    return [Card.parse(c) for c in zone.get("cards", []) if c not in (None, "??")]
