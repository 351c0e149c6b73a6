"""Comparing partial exposed poker hands (Mexican Sweat, RULINGS 19).

A hand of one to seven exposed cards is ranked by its best five cards when it has five
or more, else by what fits in fewer cards (high card, pair, two pair, three of a kind,
four of a kind: no straight or flush below five cards). Two hands compare by category,
then by their cards in descending significance (the pair before the kickers, aces high);
if every compared card ties and one hand has more kicker cards, the longer hand wins,
otherwise they tie (and a tie is not a beat).

:func:`exposed_key` gives a key that orders hands that way (plain tuple comparison).

>>> from parlour.hands import parse_cards
>>> k = lambda t: exposed_key(parse_cards(t))
>>> k("8C") > k("7D"), k("7C") > k("7D"), k("7C 2D") > k("7D")
(True, False, True)
>>> k("4C 4D") > k("AS KS QS JS"), k("9C 9D 9H 9S") > k("AS AD AH KS KD")
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.hands.poker import best_of, category, ranks_of

Key = tuple[int, tuple[int, ...]]

_HIGH_CARD, _PAIR, _TWO_PAIR, _TRIPS, _QUADS = 0, 1, 2, 3, 7
"""Category numbers, as :class:`parlour.hands.Category`."""


def _ace_high(r: int) -> int:
    return 14 if r == 1 else r


def exposed_key(cards: Sequence[int]) -> Key:
    """The key of an exposed hand: (category, ranks by significance); longer hands'
    extra kickers extend the ranks, so a tie on every compared card goes to the longer."""
    if not cards:
        return (-1, ())
    if len(cards) >= 5:
        s = best_of(cards)
        return int(category(s)), tuple(_ace_high(r) for r in ranks_of(s))
    highs = [_ace_high(c & 15) for c in cards]
    groups = sorted(((highs.count(h), h) for h in set(highs)), reverse=True)
    shape = [g[0] for g in groups]
    if shape[0] == 4:
        cat = _QUADS
    elif shape[0] == 3:
        cat = _TRIPS
    elif shape[:2] == [2, 2]:
        cat = _TWO_PAIR
    elif shape[0] == 2:
        cat = _PAIR
    else:
        cat = _HIGH_CARD
    return cat, tuple(h for _, h in groups)


def beats(cards: Sequence[int], other: Sequence[int]) -> bool:
    """Whether exposed ``cards`` strictly beat exposed ``other``."""
    return exposed_key(cards) > exposed_key(other)


_RANK_WORDS = {14: ("ace", "aces"), 13: ("king", "kings"), 12: ("queen", "queens"), 11: ("jack", "jacks"),
               10: ("ten", "tens"), 9: ("nine", "nines"), 8: ("eight", "eights"), 7: ("seven", "sevens"),
               6: ("six", "sixes"), 5: ("five", "fives"), 4: ("four", "fours"), 3: ("three", "threes"),
               2: ("two", "twos")}


def describe_exposed(cards: Sequence[int]) -> str:
    """An exposed hand in words ("Pair of sevens, two kicker"; "nothing shown")."""
    from parlour.hands.poker import describe

    if not cards:
        return "nothing shown"
    if len(cards) >= 5:
        return describe(best_of(cards))
    cat, ranks = exposed_key(cards)
    one, many = _RANK_WORDS[ranks[0]]
    kick = [_RANK_WORDS[r][0] for r in ranks[1:]]
    if cat == _QUADS:
        return f"Four {many}"
    if cat == _TRIPS:
        return f"Three {many}" + (f", {kick[0]} kicker" if kick else "")
    if cat == _TWO_PAIR:
        return f"Two pair, {many} and {_RANK_WORDS[ranks[1]][1]}"
    if cat == _PAIR:
        return f"Pair of {many}" + (f", kickers {'-'.join(kick)}" if kick else "")
    return f"{one.capitalize()} high" + (f", then {'-'.join(kick)}" if kick else "")
