"""Eleusis rule data: options (seed values as defaults), packs, prebuilt actions and the
pure functions the state machine, the bots and the tests share (scores, the dealer's
score, the commitment of a secret rule)."""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Sequence
from typing import Literal

from parlour.cards import CARD_BY_TEXT, Card, deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.games.eleusis import library
from parlour.games.eleusis.rule_language import RuleError, compile_rule, parse

DECKS = 2
""""Use two decks ... shuffled together (not including jokers)"."""
SPARE_DECKS = 2
"""The third and fourth decks, added when the stock falls to ``TOP_UP`` or fewer cards
(RULINGS 32, Abbott's rule)."""
TOP_UP = 4
FALSE_PROPHET_PENALTY = 5
""""they are deposed as a 'false prophet' and are dealt five penalty cards"."""


@dataclasses.dataclass(frozen=True)
class EleusisOptions:
    """Eleusis's numbers and rulings, seed values as defaults."""

    express: bool = opt(False, "Eleusis Express: single cards, one card fewer after a true "
                               "'no play', no prophet or expulsion, guessing the rule")
    hand_size: int = opt(0, "cards dealt to each player (0: as the form deals, fourteen; "
                            "Express twelve)", min=0, max=20)
    judge: Literal["engine", "human"] = opt(
        "engine", "who judges the plays: the engine, from a rule in the rule language, or "
                  "the dealer by hand (the free-text rule sealed by a hash until the end)")
    max_string: int = opt(0, "the longest string a player may lay (0: no limit; 4 as in New "
                             "Eleusis)", min=0, max=14)
    expel_after_marker: int = opt(30, "cards played after the prophet's marker that start "
                                      "the expulsion period", min=1, max=200)
    expel_mainline: int = opt(40, "mainline cards (the starter included) that start the "
                                  "expulsion period when there is no prophet", min=1, max=400)
    dealer_count: Literal["all", "mainline"] = opt(
        "all", "the cards 'between the starter and the marker' for the dealer's score: all "
               "cards played, or mainline cards only")
    deals: int = opt(0, "hands in the match (0: every player deals once)", min=0, max=8)
    turn_limit: int = opt(400, "turns after which a hand is called off and scored as it "
                               "stands (a safety net)", min=10, max=5000)


def penalty_per_wrong_card() -> int:
    """"the player is dealt twice the number of cards in the string as a penalty"."""
    return 2


def no_play_penalty(options: EleusisOptions) -> int:
    """A wrong "no play": five cards (Express: "only two cards")."""
    return 2 if options.express else 5


def deal_size(options: EleusisOptions) -> int:
    """Cards dealt to each player: ``hand_size``, or by the form (fourteen; Express, which
    "start[s] with twelve cards rather than fourteen", twelve).

    >>> [deal_size(EleusisOptions(**o)) for o in ({}, {"express": True}, {"hand_size": 3})]
    [14, 12, 3]
    """
    return options.hand_size or (12 if options.express else 14)


def new_hand_size(options: EleusisOptions, held: int) -> int:
    """A true "no play": a new hand four cards smaller (Express: one card smaller);
    ``0`` means the hand of play ends instead (four or fewer; Express: one card)."""
    if options.express:
        return 0 if held <= 1 else held - 1
    return 0 if held <= 4 else held - 4


def player_scores(held: Sequence[int], seats: Sequence[int]) -> dict[int, int]:
    """The seed's hand score: the difference between each player's cards and the most
    any player holds (who scores zero)."""
    most = max(held[s] for s in seats)
    return {s: most - held[s] for s in seats}


def express_scores(held: Sequence[int], seats: Sequence[int], start: int,
                   guesser: int) -> dict[int, int]:
    """Express: twelve (the hand size) minus the cards held, +3 for an empty hand, +6 for
    the player who guessed the rule."""
    out = {}
    for s in seats:
        out[s] = start - held[s] + (3 if held[s] == 0 else 0) + (6 if s == guesser else 0)
    return out


def dealer_score(high: int, before_marker: int | None) -> int:
    """The highest player score, or twice the cards before the prophet's marker when that
    is less."""
    if before_marker is None:
        return high
    return min(high, 2 * before_marker)


def commitment(salt: str, text: str) -> str:
    """The sealed rule: SHA-256 of ``salt``, a space and the rule's text, in hex."""
    return hashlib.sha256(f"{salt} {text}".encode()).hexdigest()


def rule_text(choice: str) -> str:
    """The rule-language text of a dealer's choice: a library name or an expression
    (:class:`RuleError` says why it is refused)."""
    choice = choice.strip()
    if choice in library.NAMES:
        return library.by_name(choice).text
    parse(choice)
    return choice


def guess_text(choice: str) -> str:
    """The rule-language text of a guess: a library name or any readable expression. A
    guess is only compared with the secret rule (:func:`rule_language.equivalent`), so
    unlike a dealer's rule it need not keep the game playable: a wrong guess is judged
    wrong, not refused."""
    choice = choice.strip()
    if choice in library.NAMES:
        return library.by_name(choice).text
    compile_rule(choice)
    return choice


def describe(text: str) -> str:
    """A rule for people: the library's sentence when it is one, else the expression."""
    for r in library.RULES:
        if r.text == text:
            return f"{r.says} ({r.name}: {r.text})"
    return text


PACK = tuple(c for k in range(DECKS) for c in deck52(k))
SPARES = tuple(tuple(deck52(DECKS + k)) for k in range(SPARE_DECKS))
FACE_TEXTS = tuple(str(c) for c in deck52())
SAMPLE_TEXTS = tuple(r.says for r in library.RULES)
"""What a person might write as a free-text rule (the legal list of ``write``; any text
is accepted)."""

NO_PLAY = Action("no_play")
PROPHET = Action("prophet")
PASS = Action("pass")
NO_PLAY_TRUE = Action("no_play_true")
CALLS = {v: Action("call", right=v) for v in (True, False)}


def card_of(text: object) -> Card | None:
    """The card an action's card parameter names (normalised to ``"TH"``), or ``None``."""
    return CARD_BY_TEXT.get(text) if isinstance(text, str) else None


__all__ = ["EleusisOptions", "RuleError"]
