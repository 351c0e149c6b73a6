"""Egyptian Ratscrew's options, named variants, challenge values and the pack.

The rules and rulings are documented in :mod:`parlour.games.egyptian_ratscrew`.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from parlour.cards import ACE, JACK, KING, QUEEN, Card, multi_deck
from parlour.engine.options import RealtimeOptions, opt
from parlour.rules.slaps import SlapRules


@dataclasses.dataclass(frozen=True)
class RatscrewOptions(RealtimeOptions):
    """Every number of the seed text is an option with the text's value as default; a
    real-time game, so ``min_interval`` (120 ms) spaces each player's own actions."""

    decks: int = opt(1, "standard 52-card packs shuffled together (a second one for larger games)",
                     min=1, max=3)
    jokers: int = opt(0, "jokers added to the pack; jokers are slappable", min=0, max=6)
    even_jokers: bool = opt(False, "add the fewest jokers (0 to players-1) that make the deal "
                                   "come out even")
    sandwich: bool = opt(False, "a sandwich (7-4-7) may be slapped")
    sequence: int = opt(0, "a sequence of this many consecutive ranks may be slapped "
                           "(0 = off; the text: three or more)", min=0, max=13)
    jack_tries: int = opt(1, "cards a jack demands in a challenge", min=1, max=13)
    queen_tries: int = opt(2, "cards a queen demands", min=1, max=13)
    king_tries: int = opt(3, "cards a king demands", min=1, max=13)
    ace_tries: int = opt(4, "cards an ace demands", min=1, max=13)
    penalty_cards: int = opt(1, "cards a false slap costs (burnt to the bottom of the pile)",
                             min=0, max=5)
    out_of_turn: bool = opt(True, "cards may be flipped out of turn (they are dead cards)")
    deal_cards: int = opt(0, "deal only this many cards in all, the rest set aside unseen "
                             "(0 = the whole pack, as the text says; a house option for short "
                             "games and constructed positions)", min=0, max=500)
    last_slap_ms: int = opt(3000, "when one player holds every card but a player who has just "
                                  "run out could still slap the pattern on top: how long (ms) "
                                  "the game waits for that slap before it ends (0 = it ends at "
                                  "once)", min=0, max=10_000)
    max_flips: int = opt(20000, "safeguard: after this many cards flipped the game stops and "
                                "the most cards wins (0 = no limit)", min=0)

    def __post_init__(self) -> None:
        from parlour.errors import InvalidOption

        if self.sequence in (1, 2):
            raise InvalidOption("option 'sequence' must be 0 (off) or at least 3, "
                                f"not {self.sequence}")

    @functools.cached_property
    def slap_rules(self) -> SlapRules:
        """The slappable patterns: pairs always, jokers when there may be jokers (worked
        out once per options object: the options are frozen)."""
        return SlapRules(pair=True, sandwich=self.sandwich, sequence=self.sequence,
                         joker=self.jokers > 0 or self.even_jokers)

    def tries(self) -> dict[int, int]:
        """Rank -> cards a face card or ace demands."""
        return {JACK: self.jack_tries, QUEEN: self.queen_tries, KING: self.king_tries,
                ACE: self.ace_tries}


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The text's basic game: pairs are the only slap", {}),
    "jokers": ("Two jokers added: a joker on top may be slapped", {"jokers": 2}),
    "even-jokers": ("Jokers added so the pack divides evenly between the players "
                    "(jokers are slappable)", {"even_jokers": True}),
    "sandwich": ("Sandwiches (7-4-7) may be slapped too", {"sandwich": True}),
    "sequence": ("Sequences of three or more ranks (ascending or descending) may be slapped too",
                 {"sequence": 3}),
    "two-decks": ("A second pack shuffled in, for larger games", {"decks": 2}),
    "house": ("Every slap the text names: pairs, jokers (two added), sandwiches and sequences",
              {"jokers": 2, "sandwich": True, "sequence": 3}),
}


def pack_size(players: int, options: RatscrewOptions) -> int:
    """How many cards the pack holds at this table (the most a pile can show)."""
    return len(build_pack(options, players))


def joker_count(options: RatscrewOptions, players: int) -> int:
    """Jokers in the pack: ``jokers``, plus (``even_jokers``) the fewest that make the
    deal come out even."""
    jokers = options.jokers
    if options.even_jokers:
        jokers += -(52 * options.decks + jokers) % players
    return jokers


def build_pack(options: RatscrewOptions, players: int) -> list[Card]:
    """The pack: ``decks`` standard packs plus the jokers."""
    cards = multi_deck(options.decks)
    cards += [Card.joker(i) for i in range(joker_count(options, players))]
    return cards
