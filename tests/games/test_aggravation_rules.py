"""Aggravation rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "Aggravation") and per ruling (RULINGS 9, the
module's A-notes), from stacked decks through the public contract. Races fix their
arrival times; counts end with ``advance``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.cards import parse_cards
from tests.games.test_egyptian_ratscrew_rules import deck_for

GAME = "aggravation"
READY = Action("ready")
FLIP = Action("flip")


def new(packs: Sequence[Sequence[str]], **options: Any) -> parlour.Game:
    """Packs listed top first: dealt from a stacked deck when a round-robin deal gives
    them, else (a documented set-up) dealt from the same cards and laid into the packs
    with the zones' ``fill``."""
    cards = [c for p in packs for c in p]
    try:
        deck = deck_for(packs)
    except AssertionError:
        deck = cards
    g = parlour.new_game(GAME, 2, seed=3, options={"deal_cards": len(deck), **options}, deck=deck)
    if deck is cards:
        for s, p in enumerate(packs):
            g.zones[f"pack:{s}"].fill(parse_cards(list(reversed(p))))  # type: ignore[union-attr]
    return g


def together(g: parlour.Game, at: int) -> list[Any]:
    g.apply(0, READY, at=at)
    g.apply(1, READY, at=at)
    due = g.next_deadline()
    assert due is not None
    return g.advance(due)


def row(g: parlour.Game, s: int) -> list[str | None]:
    cards: list[str | None] = next(z for z in g.view(None)["zones"] if z["id"] == f"row:{s}")["cards"]
    return cards


def cover(pile: int) -> Action:
    return Action("cover", pile=pile)


def claim(g: parlour.Game) -> Action:
    return Action("aggravation", seen=g.view(None)["seen"])


def test_two_players_half_the_pack_each_unseen() -> None:
    """"Aggravation is a simple game of quick reactions for two players" / "Shuffle and
    deal 26 cards (half the pack) to each player. Players may not look at their cards.\""""
    with pytest.raises(parlour.InvalidOption, match="2 players"):
        parlour.new_game(GAME, 3, seed=1)
    g = parlour.new_game(GAME, seed=1)
    assert g.view(0)["cards"] == [26, 26]
    z = next(z for z in g.view(0)["zones"] if z["id"] == "pack:0")
    assert all(c in ("??", None) for c in z["cards"])


def test_simultaneous_flips_on_a_count_each_starting_a_new_pile_in_ones_row() -> None:
    """"On the count of three, each player simultaneously plays one card from their deck,
    face up, in front of them. If these cards are not of the same rank, the players turn
    up another card, again at the same time ... The cards played by one player should
    form one horizontal row near them." (A1)"""
    g = new([["2C", "3C", "4C"], ["5D", "6D", "7D"]])
    with pytest.raises(IllegalAction, match="together, on a count"):
        g.apply(0, FLIP, at=0)
    g.apply(0, READY, at=0)
    assert g.next_deadline() is None
    g.apply(1, READY, at=300)
    assert g.view(0)["countdown"] == 1500 and row(g, 0) == []
    g.advance(1800)
    assert (row(g, 0), row(g, 1)) == (["2C"], ["5D"])
    together(g, 2000)
    assert (row(g, 0), row(g, 1)) == (["2C", "3C"], ["5D", "6D"])


def test_cover_matches_anywhere_from_ones_own_pack_before_flipping_resumes() -> None:
    """"Whenever a player notices two or more cards of the same rank, they quickly cover
    the matching cards with cards from their deck ... This continues until all cards in
    the tableau are of different ranks. Players then resume simultaneously turning over
    cards, as before.\""""
    g = new([["2C", "7C", "KC", "QC", "JC", "AC"], ["5D", "7D", "8D", "9D", "TD", "AD"]])
    together(g, 0)
    together(g, 2000)                        # 7C and 7D: a match across the rows
    assert g.view(0)["to_cover"] == "pile 1, pile 27" and g.view(0)["phase"] == "cover"
    assert READY not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="not part of a match"):
        g.apply(0, cover(0), at=4000)
    g.apply(0, cover(27), at=4000)           # seat 0 covers on seat 1's row
    assert row(g, 1) == ["5D", "KC"] and g.view(0)["cards"] == [3, 4]
    g.apply(0, cover(1), at=4200)
    assert g.view(0)["phase"] == "flip" and READY in g.legal_actions(0)


def test_new_matches_made_by_covering_must_be_covered_too() -> None:
    """"If this forms any new matches, then whichever player notices it first may likewise
    cover the matching cards.\""""
    g = new([["2C", "7C", "5H", "QC"], ["5D", "7D", "8D", "9D"]])
    together(g, 0)
    together(g, 2000)
    g.apply(0, cover(1), at=4000)            # 5H: pairs with 5D
    assert g.view(0)["to_cover"] == "pile 1, pile 26, pile 27"


def test_both_cover_parts_of_one_match_and_a_late_cover_is_refused() -> None:
    """"If both players spot a match and try to cover it at the same time, whoever has
    played cards to cover it may leave them there. It is fine if a match is partially
    covered by one player and partially covered by their opponent." (R1: a cover on a
    pile just covered is refused and the card stays in the pack.)"""
    g = new([["2C", "7C", "KC", "QC"], ["5D", "7D", "8D", "9D"]])
    together(g, 0)
    together(g, 2000)
    g.apply(1, cover(1), at=4000)
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(0, cover(1), at=4001)
    g.apply(0, cover(27), at=4010)
    assert (row(g, 0)[1], row(g, 1)[1]) == ("8D", "KC") and g.view(0)["cards"] == [1, 1]


def test_at_one_card_or_less_the_opponent_flips_alone_and_one_card_may_cover() -> None:
    """"When a player is reduced to having one card or less left in their deck, their
    opponent continues turning cards over, one by one, on their own row. A player with
    only one card can play it to cover part of a match.\""""
    g = new([["2C", "7C", "AC"], ["5D", "8D", "9D", "TD", "7D", "KD", "QD"]])
    together(g, 0)
    together(g, 2000)                        # seat 0 has one card left
    assert g.view(0)["solo"] == 1 and g.legal_actions(0) == [] and g.legal_actions(1) == [FLIP]
    g.apply(1, FLIP, at=4000)
    g.apply(1, FLIP, at=4300)
    assert row(g, 1) == ["5D", "8D", "9D", "TD"] and row(g, 0) == ["2C", "7C"]
    g.apply(1, FLIP, at=4600)                # 7D: matches seat 0's 7C
    assert g.view(0)["phase"] == "cover"
    g2 = new([["2C", "7C", "AC"], ["5D", "8D", "7D", "KD"]])
    together(g2, 0)
    together(g2, 2000)
    g2.apply(1, FLIP, at=4000)               # 7D
    g2.apply(0, cover(1), at=4200)           # seat 0 covers with its last card
    assert g2.view(0)["cards"] == [0, 1]


def _out_of_cards() -> parlour.Game:
    """Seat 0 covers with its last card; seat 1 turns up alone and clears the match."""
    g = new([["2C", "KC"], ["5D", "2D", "9D", "3D", "9H", "QD", "JD"]])
    together(g, 0)                           # 2C / 5D: seat 0 is down to one card
    g.apply(1, FLIP, at=2000)                # 2D: a match
    g.apply(0, cover(0), at=2200)            # seat 0's last card
    assert g.view(0)["cards"] == [0, 5] and not g.is_over(), "an empty pack alone does not win"
    assert g.view(0)["to_cover"] == "pile 27"
    return g


def test_out_of_cards_call_aggravation_on_the_next_match_to_win() -> None:
    """"When a player has no cards remaining, the next time a match forms, they touch two
    of the cards and call out Aggravation! That player wins the game." (A4)"""
    g = _out_of_cards()
    g.apply(1, cover(27), at=2400)           # 9D: no match
    g.apply(1, FLIP, at=2700)                # 3D
    g.apply(1, FLIP, at=3000)                # 9H: matches 9D
    events = g.apply(0, claim(g), at=3300)
    assert events[-1].type == "game_over" and g.result().winners == [0]  # type: ignore[union-attr]


def test_opponent_covering_first_makes_the_claim_too_late() -> None:
    """R2 (RULINGS 9): covering is legal, so the race decides; the 0-card player waits."""
    g = _out_of_cards()
    g.apply(1, cover(27), at=2400)
    g.apply(1, FLIP, at=2700)
    g.apply(1, FLIP, at=3000)                # 9H: a match
    aimed = claim(g)
    g.apply(1, cover(29), at=3150)
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(0, aimed, at=3160)
    assert not g.is_over()


def test_false_claim_bars_until_the_next_match_is_cleared() -> None:
    """R1 (RULINGS 9): a false "Aggravation!" costs the right to claim on that match; a
    pile left to cover after its partner was covered is no match (A4)."""
    g = _out_of_cards()
    events = g.apply(0, claim(g), at=2400)   # only 2D left to cover: no two alike
    assert events[0].type == "false_claim" and g.view(0)["barred"] == [True, False]
    g.apply(1, cover(27), at=2600)           # cleared: the bar lifts
    assert g.view(0)["barred"] == [False, False]
    g.apply(1, FLIP, at=2900)
    g.apply(1, FLIP, at=3200)                # 9H: a match
    assert g.apply(0, claim(g), at=3400)[-1].type == "game_over"


def test_a_false_call_with_no_match_showing_does_not_cost_the_next_match() -> None:
    """R1 (RULINGS 9) bars the claim on "that match" only: a false call made while no
    match shows is about that table; the next match ("the next time a match forms")
    may still be claimed."""
    g = _out_of_cards()
    g.apply(1, cover(27), at=2600)           # nothing left to cover, no match
    events = g.apply(0, claim(g), at=2700)   # a false call
    assert events[0].type == "false_claim" and g.view(0)["barred"] == [True, False]
    g.apply(1, FLIP, at=2900)
    assert g.view(0)["barred"] == [False, False]  # the table changed
    g.apply(1, FLIP, at=3200)                # 9H: a match
    assert g.apply(0, claim(g), at=3400)[-1].type == "game_over"


def test_a_false_call_does_not_cost_a_new_match_made_while_piles_are_left_to_cover() -> None:
    """R1 (RULINGS 9): "the next time a match forms" the caller may claim again, even when
    the match is made by a cover while two other piles are still left to cover."""
    g = new([["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "QS", "AS"],
             ["TH", "3H", "6H", "9H", "KH", "2H", "4H", "8H", "9D", "7H"]])
    t = 0

    def at() -> int:
        nonlocal t
        t += 200
        return t

    def flip_together() -> None:
        nonlocal t
        together(g, at())
        t = g.now

    for piles in ((), (1, 27), (2, 28), (3, 29)):  # seat 0 covers both sides of each match
        flip_together()
        for pile in piles:
            g.apply(0, cover(pile), at=at())
    assert g.view(0)["cards"] == [0, 6]
    g.apply(1, FLIP, at=at())
    g.apply(1, FLIP, at=at())                # 2H: matches the 2S
    for pile in (0, 1, 28):
        g.apply(1, cover(pile), at=at())
    assert g.view(None)["to_cover"] == "pile 0, pile 1, pile 31"  # and no match shows
    assert g.apply(0, claim(g), at=at())[0].type == "false_claim"
    g.apply(1, cover(1), at=at())            # 7H on pile 1: a new match with the 7S
    assert g.view(0)["barred"] == [False, False]
    assert g.apply(0, claim(g), at=at())[-1].type == "game_over"
    assert g.result().winners == [0]  # type: ignore[union-attr]


def test_both_down_to_one_card_with_no_match_is_a_draw() -> None:
    """R3 (RULINGS 9): both at one card or none, no match, nobody can turn up: a draw."""
    g = new([["2C", "3C", "4C"], ["5D", "6D", "8D"]])
    together(g, 0)
    events = together(g, 2000)
    assert events[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [] and "draw" in res.reason


def test_minimum_interval_between_one_players_covers() -> None:
    """A5 (conventions 6)."""
    g = new([["2C", "7C", "KC", "QC", "JC"], ["5D", "7D", "8D", "9D", "TD"]])
    together(g, 0)
    together(g, 2000)
    g.apply(0, cover(1), at=4000)
    with pytest.raises(IllegalAction, match="too quick"):
        g.apply(0, cover(27), at=4050)
    g.apply(0, cover(27), at=4120)


def test_nobody_holds_a_card_with_piles_left_and_no_match_is_a_draw() -> None:
    """A6: a triple, two cards left in all: both covered, one pile left, no call can win."""
    g = new([["2C", "2H", "KC"], ["5D", "2S", "QD"]])
    together(g, 0)
    together(g, 2000)                        # 2C, 2H and 2S: three piles to cover
    assert g.view(0)["to_cover"] == "pile 0, pile 1, pile 27"
    g.apply(0, cover(0), at=4000)
    events = g.apply(1, cover(1), at=4100)
    assert events[-1].type == "game_over" and g.result().winners == []  # type: ignore[union-attr]


@pytest.mark.parametrize("dealt", [1, 2])
def test_dealt_one_card_or_less_each_is_a_draw_at_once(dealt: int) -> None:
    """R3 (RULINGS 9): "Both players at 0/1 with no match and no cards to flip. Ruling: a
    draw." A constructed deal (``deal_cards``) that starts there ends at once instead of
    leaving a game nobody can act in."""
    g = parlour.new_game(GAME, 2, seed=1, options={"deal_cards": dealt})
    assert g.is_over() and g.actors() == [] and g.next_deadline() is None
    res = g.result()
    assert res is not None and res.winners == [] and "draw" in res.reason


def test_two_cards_turned_up_together_of_one_rank_are_a_match() -> None:
    """"If these cards are not of the same rank, the players turn up another card": two of
    one rank turned up together are a match to cover before the next count."""
    g = new([["7C", "KC", "QC"], ["7D", "8D", "9D"]])
    together(g, 0)
    assert g.view(0)["phase"] == "cover" and g.view(0)["to_cover"] == "pile 0, pile 26"
    assert READY not in g.legal_actions(0) and READY not in g.legal_actions(1)
