"""A library of named secret rules, graded by difficulty, in the rule language.

The rules are drawn from the published Eleusis rule lists and written here in Parlour's
own words (``source`` names where each idea comes from):

* ``seed``: the example rules of ``seeds/004_d2c3286c0000f6a2.txt``, section "Eleusis";
* ``golden``: John Golden, *Eleusis Express* (logicmazes.com/games/eleusis/express.html):
  a colour different from the card before, and the advice that a rule should allow
  several cards at a time but not too many;
* ``express-wiki``: the Eleusis Express summary on Wikipedia (mirrored at
  liquisearch.com/eleusis_card_game/eleusis_express): alternating red and black, and
  alternating cards with a closed loop (4, 6, 8, 9, Q, A) and cards without;
* ``hsw``: "How to Play Eleusis" (entertainment.howstuffworks.com): the suit chosen by the
  last card's parity and colour, and the rule where each suit says what follows it;
* ``roth``: U. Roth, "Secret Rules for Eleusis" (terra.es/personal2/u.roth/el-ex.htm):
  graded patterns ABAB, AABB, AAB... over a binary criterion, and small/big numbers;
* ``psu``: the Eleusis Express post at sites.psu.edu (passionblog137hbodie): a card 1, 2
  or 3 above or below the last;
* ``guess-what``: greenbox.fandom.com/wiki/Guess_What (after Eleusis): a different
  colour, a higher card, even and odd alternating;
* ``parlour``: Parlour's own, in the manner of these lists.

Difficulty: 1 easy (one attribute of the last card), 2 medium (an arithmetic relation or a
position), 3 hard (two attributes, two cards back, runs), 4 expert (several cases).

>>> len(RULES) >= 40, sorted({r.level for r in RULES})
(True, [1, 2, 3, 4])
>>> by_name("alternate-colours").text
'card.colour != last.colour'
"""

from __future__ import annotations

import dataclasses

from parlour.games.eleusis.rule_language import Rule, parse


@dataclasses.dataclass(frozen=True)
class LibraryRule:
    """One named rule: its expression, difficulty, description for people and source."""

    name: str
    level: int
    text: str
    says: str
    source: str

    @property
    def rule(self) -> Rule:
        return parse(self.text)


LEVELS = {1: "easy", 2: "medium", 3: "hard", 4: "expert"}

_R = LibraryRule
RULES: tuple[LibraryRule, ...] = (
    # ----- 1: easy ---------------------------------------------------------------------
    _R("alternate-colours", 1, "card.colour != last.colour",
       "Red and black alternate.", "seed, golden, express-wiki"),
    _R("same-colour", 1, "card.colour == last.colour",
       "Every card is the colour of the last one.", "parlour"),
    _R("alternate-parity", 1, "card.even != last.even",
       "Even and odd cards alternate.", "guess-what, roth"),
    _R("different-suit", 1, "card.suit != last.suit",
       "Never the suit of the last card.", "golden"),
    _R("same-suit-or-rank", 1, "card.suit == last.suit or card.rank == last.rank",
       "Follow the last card's suit or its rank.", "parlour"),
    _R("rank-or-colour", 1, "card.rank == last.rank or card.colour == last.colour",
       "Follow the last card's colour or its rank.", "parlour"),
    _R("red-only", 1, "card.colour == red", "Only red cards.", "parlour"),
    _R("odd-only", 1, "card.odd", "Only odd cards (A, 3, 5, 7, 9, J, K).", "parlour"),
    _R("no-faces", 1, "not card.face", "No jack, queen or king.", "parlour"),
    _R("same-parity", 1, "card.even == last.even",
       "Even after even, odd after odd.", "parlour"),
    # ----- 2: medium ------------------------------------------------------------------
    _R("two-apart", 2, "abs(card.rank - last.rank) == 2",
       "Two more or two less than the last card.", "seed"),
    _R("near-ranks", 2, "1 <= abs(card.rank - last.rank) <= 3",
       "One, two or three above or below the last card.", "psu"),
    _R("suit-cycle", 2, "card.suit == after(last.suit, (spades, clubs, diamonds, hearts))",
       "The suits cycle spades, clubs, diamonds, hearts.", "seed"),
    _R("colour-pairs", 2, "card.colour == last.colour if run_colour < 2 else card.colour != last.colour",
       "Two cards of a colour, then two of the other (AABB).", "roth"),
    _R("closed-loops", 2, "card.loop != last.loop",
       "A card with a closed loop (A, 4, 6, 8, 9, Q), then one without, and so on.",
       "express-wiki"),
    _R("high-low", 2, "card.high != last.high",
       "High (8 to K) and low (A to 7) cards alternate.", "roth"),
    _R("odd-sum", 2, "(card.rank + last.rank) % 2 == 1",
       "The card and the last one add up to an odd number.", "parlour"),
    _R("climb-or-king", 2, "card.rank > last.rank or last.rank == king",
       "Higher than the last card; anything after a king.", "guess-what"),
    _R("ace-restarts", 2, "card.rank > last.rank or card.rank == ace",
       "Higher than the last card, or an ace to start again.", "parlour"),
    _R("faces-alternate", 2, "card.face != last.face",
       "Court cards and number cards alternate.", "parlour"),
    _R("colour-by-position", 2, "card.colour == (red if pos % 2 == 1 else black)",
       "Odd places on the mainline red, even places black.", "parlour"),
    _R("red-even", 2, "card.even == (card.colour == red)",
       "Red cards even, black cards odd.", "parlour"),
    _R("same-primality", 2, "card.prime == last.prime",
       "A prime (2, 3, 5, 7, J, K) after a prime, a non-prime after a non-prime.", "parlour"),
    _R("parity-by-colour", 2, "card.even if last.colour == red else card.odd",
       "Even after a red card, odd after a black one.", "parlour"),
    _R("new-ranks", 2, "card.rank != last.rank and card.rank != last2.rank",
       "Never a rank among the last two cards.", "parlour"),
    # ----- 3: hard ---------------------------------------------------------------------
    _R("two-then-three", 3,
       "card.colour != last.colour if pos % 5 in (0, 2) else card.colour == last.colour",
       "Two cards of one colour, then three of the other, and so on.", "seed"),
    _R("suit-from-parity-colour", 3,
       "card.suit == (hearts if last.even and last.colour == red else diamonds if last.even "
       "else spades if last.colour == red else clubs)",
       "After an even red card a heart, even black a diamond, odd red a spade, odd black a "
       "club.", "hsw"),
    _R("sum-threes", 3, "(card.rank + last.rank) % 3 == 0",
       "The card and the last one add up to a multiple of three.", "hsw"),
    _R("suit-two-back", 3, "card.suit == last2.suit",
       "The suit of the card two back.", "parlour"),
    _R("colour-two-back", 3, "card.colour == last2.colour",
       "The colour of the card two back.", "parlour"),
    _R("up-by-one-to-three", 3, "(card.rank - last.rank) % 13 in (1, 2, 3)",
       "One to three ranks higher, counting on from the king to the ace.", "psu"),
    _R("reds-up-blacks-down", 3,
       "card.rank > last.rank if card.colour == red else card.rank < last.rank",
       "A red card is higher than the last card, a black card lower.", "parlour"),
    _R("suits-by-position", 3, "card.suit == pos % 4",
       "Suits by place: clubs, diamonds, hearts, spades, over and over.", "parlour"),
    _R("every-third-face", 3, "card.face if pos % 3 == 0 else not card.face",
       "Every third place a court card, number cards between.", "parlour"),
    _R("suit-triples", 3, "card.suit == last.suit if run_suit < 3 else card.suit != last.suit",
       "Three cards of a suit, then a change of suit.", "roth"),
    _R("red-up-black-down", 3,
       "card.rank >= last.rank if last.colour == red else card.rank <= last.rank",
       "After a red card the same or higher, after a black card the same or lower.", "parlour"),
    _R("near-and-new-suit", 3, "abs(card.rank - last.rank) <= 4 and card.suit != last.suit",
       "Within four ranks of the last card, in another suit.", "parlour"),
    _R("face-holds-suit", 3, "card.suit == last.suit if last.face else card.colour != last.colour",
       "After a court card its suit; otherwise the other colour.", "parlour"),
    _R("red-red-black", 3, "card.colour == (black if pos % 3 == 0 else red)",
       "Two red cards, then a black one (AAB).", "roth"),
    # ----- 4: expert -------------------------------------------------------------------
    _R("suit-says", 4,
       "card.suit != diamonds if last.suit == diamonds else card.colour == red if "
       "last.suit == clubs else card.colour == black if last.suit == spades else "
       "card.rank == last.rank",
       "After a diamond any other suit, after a club a red card, after a spade a black "
       "card, after a heart the same rank.", "hsw"),
    _R("parity-of-two", 4, "card.rank % 2 == (last.rank + last2.rank) % 2",
       "The card's parity is that of the sum of the last two.", "parlour"),
    _R("zigzag", 4,
       "(card.rank < last.rank or last.rank == ace) if pos % 2 == 1 else "
       "(card.rank > last.rank or last.rank == king)",
       "Down at odd places, up at even places (any card after an ace going down or a king "
       "going up).", "parlour"),
    _R("between-last-two", 4,
       "min(last.rank, last2.rank) <= card.rank <= max(last.rank, last2.rank) "
       "if abs(last.rank - last2.rank) > 2 else card.rank != last.rank",
       "Between the last two ranks when they are more than two apart; otherwise any rank "
       "but the last.", "parlour"),
    _R("colour-then-parity", 4,
       "card.colour != last.colour if pos % 2 == 1 else card.even != last.even",
       "At odd places change colour, at even places change parity.", "parlour"),
    _R("suit-count", 4, "card.rank % 4 == last.suit",
       "The card's rank divided by four leaves the last card's suit (clubs 0, diamonds 1, "
       "hearts 2, spades 3).", "parlour"),
)

NAMES = tuple(r.name for r in RULES)
_BY_NAME = {r.name: r for r in RULES}


def by_name(name: str) -> LibraryRule:
    """The library rule called ``name`` (``KeyError`` if there is none)."""
    return _BY_NAME[name]


def of_level(level: int) -> tuple[LibraryRule, ...]:
    """The rules of one difficulty."""
    return tuple(r for r in RULES if r.level == level)
