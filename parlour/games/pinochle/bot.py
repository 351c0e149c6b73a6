"""A two-handed Pinochle heuristic bot, and the playout hooks of the generic search bot.

The bot sees only its seat's view and its own copies of the events.

Phase one: it leads low cards that count little and are not part of a meld it could make
(nines and jacks of side suits first); following, it takes a trick worth having (an ace
or ten led, or any trick while it holds an unmade meld) as cheaply as it can, with a low
trump if it cannot win in the suit, and otherwise throws its least useful card. Having
won, it exchanges the dix when the turned-up card is better, then makes its best meld,
then melds a dix, then draws.

Phase two: it follows the rules, wins as cheaply as it can when it can, otherwise
throws the card worth least; it leads aces, then its longest suit's low cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import SUIT_WORDS
from parlour.engine.actions import Action
from parlour.games.pinochle.rules import (
    CARD,
    DRAW,
    EXCHANGE,
    HAND_ID,
    MELD_ACTION,
    MELD_ID,
    MELDS,
    PLAY,
    POINTS,
    STRENGTH,
)
from parlour.rules.melds import MeldRecord, choose_cards
from parlour.rules.tricks import SUIT, trick_winner

SEARCH_OPTIONS: dict[str, Any] = {"advisor": "heuristic", "depth": 1}
"""How ``search`` plays Pinochle: the heuristic proposes, the search compares the
alternatives on the same sampled worlds and plays another move only when it scores
significantly better (see :class:`parlour.bots.search.SearchBot`)."""


def meld_faces(hand: Sequence[int], table: Sequence[int], trump: int) -> set[int]:
    """Faces of the melds ``hand`` with ``table`` could make now (to keep them)."""
    keep: set[int] = set()
    rec = MeldRecord()
    for meld in MELDS[trump]:
        if meld.name != "dix" and choose_cards(meld, hand, table, rec) is not None:
            keep.update(meld.faces)
    return keep


def usefulness(card: int, trump: int, keep: set[int]) -> tuple[int, int, int]:
    """Lower is cheaper to give away: not in a meld, not a trump, few points, weak."""
    return (card & 127 in keep, SUIT[card] == trump, POINTS[card] * 4 + STRENGTH[card])


def choose_card(cards: Sequence[int], trick: Sequence[int], trump: int, phase: str,
                keep: set[int]) -> int:
    """The card to play from the legal ``cards``."""
    if not trick:
        if phase == "two":
            aces = [c for c in cards if c & 15 == 1]
            if aces:
                return max(aces, key=lambda c: SUIT[c] == trump)
        return min(cards, key=lambda c: usefulness(c, trump, keep))
    led = trick[0]
    winners = [c for c in cards if trick_winner([led, c], trump, STRENGTH) == 1]
    worth = POINTS[led] >= 10 or bool(keep) or phase == "two"
    if winners and worth:
        return min(winners, key=lambda c: (SUIT[c] == trump, STRENGTH[c], c & 127 in keep))
    return min(cards, key=lambda c: usefulness(c, trump, keep))


def meld_choice(legal: Sequence[Action], hand: Sequence[int], trump: int,
                upcard: int | None) -> Action:
    """Exchange the dix for a better turn-up, then the best meld, then a dix, then draw."""
    types = {a.type for a in legal}
    if "exchange" in types and upcard is not None and upcard & 15 != 9:
        return EXCHANGE
    melds = [a for a in legal if a.type == "meld" and a.params[0][1] != "dix"]
    if melds:
        return max(melds, key=lambda a: MELDS[trump][a.params[0][1]].value)
    if any(a.type == "meld" for a in legal):
        return MELD_ACTION["dix"]
    return DRAW


class HeuristicBot(Bot):
    """Plays for melds and counters (see the module docstring)."""

    kind = "heuristic"

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if len(legal) <= 1:
            return legal[0] if legal else None
        v = port.view()
        zones = {z["id"]: z["cards"] for z in v["zones"]}
        me = self.seat
        hand = [CARD[c] for c in zones[HAND_ID[me]]]
        table = [CARD[c] for c in zones[MELD_ID[me]]]
        trump = SUIT_WORDS.index(v["trump"])
        if legal[0].type in ("meld", "exchange", "draw"):
            up = zones.get("upcard") or []
            return meld_choice(legal, hand, trump, CARD[up[0]] if up and up[0] != "??" else None)
        trick = [CARD[c] for c in zones["trick"]]
        ok = [CARD[a.params[0][1]] for a in legal]
        keep = meld_faces(hand, table, trump) if v["phase"] == "one" else set()
        return PLAY[choose_card(ok, trick, trump, v["phase"], keep)]


# ----- hooks for the generic search bot ---------------------------------------------------

def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The bot's choices inside a sampled world."""
    if len(legal) == 1:
        return legal[0]
    trump = game.trump
    hand = game.zones[HAND_ID[seat]].cards
    if legal[0].type in ("meld", "exchange", "draw"):
        up = game.zones["upcard"].cards
        return meld_choice(legal, hand, trump, up[0] if up else None)
    if legal[0].type != "play":
        return legal[0]
    table = game.zones[MELD_ID[seat]].cards
    keep = meld_faces(hand, table, trump) if game.phase == "one" else set()
    ok = [CARD[a.params[0][1]] for a in legal]
    return PLAY[choose_card(ok, game.zones["trick"].cards, trump, game.phase, keep) & 127]


def rollout_value(game: Any) -> list[float] | None:
    """Ends a rollout when the hand is scored: a smooth margin of the hand's points (melds
    and counted cards), ``0.5 + 0.5 d / (|d| + 100)`` for each seat."""
    if game.phase not in ("scored", "over"):
        return None
    last = game.history[-1]
    pts = [last["points"][s] + last["melds"][s] for s in (0, 1)]
    d = pts[0] - pts[1]
    a = 0.5 + 0.5 * d / (abs(d) + 100.0)
    return [a, 1.0 - a]
