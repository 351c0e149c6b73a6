"""California Speed rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "California Speed") and per ruling (RULINGS 11,
the module's C-notes), from stacked decks through the public contract. Races fix their
arrival times; counts of three end with ``advance``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from tests.games.test_egyptian_ratscrew_rules import deck_for

GAME = "california-speed"
READY = Action("ready")


def new(packs: Sequence[Sequence[str]], variant: str | None = None, deal: bool = True,
        **options: Any) -> parlour.Game:
    """Packs listed top first (the first four of each are dealt to its side)."""
    deck = deck_for(packs)
    g = parlour.new_game(GAME, 2, variant=variant, seed=3,
                         options={"deal_cards": len(deck), **options}, deck=deck)
    if deal:
        count(g)
    return g


def count(g: parlour.Game, at: int = 0) -> list[Any]:
    g.apply(0, READY, at=at)
    g.apply(1, READY, at=at)
    due = g.next_deadline()
    assert due is not None
    return g.advance(due)


def cover(pile: int) -> Action:
    return Action("cover", pile=pile)


def tops(g: parlour.Game) -> list[str | None]:
    return [next(z for z in g.view(0)["zones"] if z["id"] == f"pile:{i}")["top"] for i in range(8)]


def pile(g: parlour.Game, i: int) -> list[str]:
    cards: list[str] = next(z for z in g.full_view()["zones"] if z["id"] == f"pile:{i}")["cards"]
    return cards


def pack(g: parlour.Game, s: int) -> list[str]:
    """Top first."""
    return list(reversed(next(z for z in g.full_view()["zones"] if z["id"] == f"pack:{s}")["cards"]))


A = ["2C", "3C", "4C", "5C"]
B = ["6D", "7D", "8D", "9D"]


def test_two_players_half_the_pack_each_unseen() -> None:
    """"Shuffle and deal 26 cards, face down, to each player. Players may not look at
    their cards. Instead, they should keep them in a squared-up pack, face down.\""""
    with pytest.raises(parlour.InvalidOption, match="2 players"):
        parlour.new_game(GAME, 3, seed=1)
    g = parlour.new_game(GAME, seed=1)
    assert g.view(0)["cards"] == [26, 26]
    for seat in (0, 1):
        z = next(z for z in g.view(seat)["zones"] if z["id"] == f"pack:{seat}")
        assert all(c in ("??", None) for c in z["cards"])


def test_four_each_face_up_in_a_row_on_a_count_of_three() -> None:
    """"On a count of three, each player deals four cards face-up in a row in front of
    them, aligning them so that they form a box. This box forms the tableau." (C1)"""
    g = new([["2C", "3C", "4C", "5C", "KC"], ["6D", "7D", "8D", "5D", "KD"]], deal=False)
    with pytest.raises(IllegalAction, match="wait for the deal"):
        g.apply(0, cover(0), at=0)
    g.apply(0, READY, at=0)
    g.apply(1, READY, at=400)
    assert g.view(0)["countdown"] == 3000 and tops(g) == [None] * 8
    deal = g.advance(3400)[0].for_seat(0)
    assert tops(g) == ["2C", "3C", "4C", "5C", "6D", "7D", "8D", "5D"]
    assert g.view(1)["cards"] == [1, 1] and g.view(1)["to_cover"] == "pile 3, pile 7"
    assert deal["sides"] == [["2C", "3C", "4C", "5C"], ["6D", "7D", "8D", "5D"]]
    assert deal["text"] == "Deal 1: seat 0's side 2♣ 3♣ 4♣ 5♣; seat 1's side 6♦ 7♦ 8♦ 5♦"


def test_cover_any_match_pair_three_or_four_of_a_kind_from_own_pack() -> None:
    """"If players find a match, be it a pair, three- or four-of-a-kind, they immediately
    deal more cards from their hand to cover up the matched cards.\""""
    g = new([["7C", "3C", "7H", "5C", "JC", "QC"], ["6D", "7S", "8D", "9D", "JD", "QD"]])
    assert g.view(0)["to_cover"] == "pile 0, pile 2, pile 5"       # three sevens
    with pytest.raises(IllegalAction, match="not part of a match"):
        g.apply(0, cover(1), at=3500)
    g.apply(0, cover(5), at=3500)          # a seven on seat 1's side, from seat 0's pack
    assert tops(g)[5] == "JC" and pack(g, 0) == ["QC"]
    assert g.view(0)["to_cover"] == "pile 0, pile 2", "its partners are still to cover (C2)"


def test_no_turns_and_a_match_covered_partly_by_each_player() -> None:
    """"There are no turns; players act simultaneously. Should both players notice a
    match and begin covering cards at the same time, it is perfectly fine to leave the
    match partially covered by one player and the rest by the other.\""""
    g = new([["7C", "3C", "4C", "5C", "JC", "QC"], ["6D", "7S", "8D", "9D", "KD", "QD"]])
    first = g.apply(1, cover(0), at=3500)
    second = g.apply(0, cover(5), at=3510)
    assert (first[0].data["card"], second[0].data["card"]) == ("KD", "JC")
    assert (first[0].seat, second[0].seat) == (1, 0)


def test_race_on_one_pile_the_second_cover_is_too_late() -> None:
    """C5: the first cover to arrive is on the pile; the other is refused as too late,
    with no penalty (its card stays in the pack)."""
    g = new([["7C", "3C", "4C", "5C", "JC", "QC"], ["6D", "7S", "8D", "9D", "KD", "QD"]])
    g.apply(1, cover(0), at=3500)
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(0, cover(0), at=3501)
    assert len(pack(g, 0)) == 2


def test_a_cover_making_a_new_match_marks_it() -> None:
    """C2: a cover that makes a new match must itself be covered."""
    g = new([["7C", "3C", "4C", "5C", "9S", "QC"], ["6D", "7S", "8D", "9D", "KD", "QD"]])
    g.apply(0, cover(0), at=3500)          # 9S on pile 0: pairs with 9D on pile 7
    assert g.view(0)["to_cover"] == "pile 0, pile 5, pile 7"


def test_stalemate_each_picks_up_their_own_side_then_a_new_deal() -> None:
    """"If no further plays are available because the tableau displays eight cards of
    different ranks, each player picks up the four stacks of cards on their side of the
    table, turns them face down, and puts them under the stack of cards in their hand.
    Each player then deals four cards from their hand to form a new tableau, as at the
    beginning of the game." Whoever played the cards (C3)."""
    g = new([["7C", "3C", "4C", "5C", "JC", "AC"], ["6D", "7S", "8D", "9D", "KD", "AD"]])
    g.apply(1, cover(0), at=3500)          # seat 1's KD onto seat 0's pile 0
    events = g.apply(0, cover(5), at=3600)  # seat 0's JC onto pile 5: all ranks differ
    assert events[-1].type == "stalemate" and g.view(0)["phase"] == "deal"
    # each pile turned face down (its bottom card now on top) and put under the pack
    assert pack(g, 0) == ["AC", "7C", "KD", "3C", "4C", "5C"]
    assert pack(g, 1) == ["AD", "6D", "7S", "JC", "8D", "9D"]
    count(g, at=4000)
    assert tops(g) == ["AC", "7C", "KD", "3C", "AD", "6D", "7S", "JC"]
    assert g.view(0)["to_cover"] == "pile 0, pile 1, pile 4, pile 6"


def test_fewer_than_four_cards_deal_what_you_have() -> None:
    """R1 (RULINGS 11): the empty places stay empty (and dealing one's last card wins)."""
    g = new([["7C", "3C"], ["6D", "8S"]], deal=False)
    events = count(g)
    assert tops(g)[:3] == ["7C", "3C", None] and events[-1].type == "game_over"


def test_first_to_empty_their_pack_wins_even_mid_match() -> None:
    """"Game play continues until one player plays all of the cards from their hand to
    the tableau. That player is the winner." (C4: even in the middle of a match.)"""
    g = new([["7C", "7H", "7S", "5C", "JC"], ["6D", "2S", "8D", "9D", "KD"]])
    events = g.apply(0, cover(1), at=3500)
    assert events[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [0.0, 1.0]


def test_doubles_variant() -> None:
    """R3, ``california-speed:doubles``: a pile whose top two cards match may be covered."""
    packs = [["7C", "3C", "4C", "5C", "KC", "7H", "AC"], ["6D", "7S", "8D", "9D", "JD", "QD", "2D"]]
    for variant, phase in (("standard", "deal"), ("doubles", "play")):
        g = new(packs, variant=variant)
        g.apply(0, cover(0), at=3500)      # KC over 7C: only pile 5's 7S is left to cover
        g.apply(0, cover(5), at=3700)      # 7H on 7S: a double, no other seven on top
        assert g.view(0)["phase"] == phase, variant
    assert g.view(0)["to_cover"] == "pile 5"


def test_minimum_interval_between_one_players_covers() -> None:
    """C6 (conventions 6)."""
    g = new([["7C", "7H", "4C", "5C", "JC", "QC"], ["6D", "7S", "8D", "9D", "KD", "AD", "2D"]])
    g.apply(0, cover(0), at=3500)
    with pytest.raises(IllegalAction, match="too quick"):
        g.apply(0, cover(1), at=3550)
    g.apply(0, cover(1), at=3620)


def test_both_dealing_their_last_cards_at_once_is_a_draw() -> None:
    """"Game play continues until one player plays all of the cards from their hand to
    the tableau. That player is the winner." Each player deals at the same count of
    three, so when both deal their last cards (only with short ``deal_cards`` deals)
    neither is first: a draw, not a win for seat 0 (C4)."""
    g = new([["7C", "2C"], ["6D", "8S"]], deal=False)
    events = count(g)
    assert events[-1].type == "game_over" and events[-1].seat is None
    res = g.result()
    assert res is not None and res.winners == [] and res.scores == [0.0, 0.0]


def test_eight_different_ranks_at_the_deal_is_a_stalemate_at_once() -> None:
    """"If no further plays are available because the tableau displays eight cards of
    different ranks, each player picks up the four stacks ..." (straight after a deal
    too: nobody can cover, and a new count of three follows)."""
    g = new([A + ["KC"], B + ["KD"]], deal=False)
    events = count(g)
    assert [e.type for e in events] == ["deal", "stalemate"]
    assert g.view(0)["phase"] == "deal" and g.view(0)["cards"] == [5, 5]
    assert pack(g, 0) == ["KC", *A] and g.legal_actions(0) == [READY]
    with pytest.raises(IllegalAction, match="wait for the deal"):
        g.apply(1, cover(0), at=3100)


def test_safeguard_after_max_deals_fewer_cards_wins() -> None:
    """C7: after ``max_deals`` deals the fewer cards left wins (equal: a draw)."""
    g = new([A + ["KC"], B + ["KD"]], deal=False, max_deals=1)
    assert count(g)[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [] and res.scores == [1.0, 1.0]  # cards left in the packs
    g = new([["7C", "3C", "4C", "5C", "JC", "AC"], ["6D", "7S", "8D", "9D", "KD", "AD", "QD"]],
            max_deals=1)
    g.apply(1, cover(0), at=3500)
    assert g.apply(0, cover(5), at=3600)[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [1.0, 2.0]


def test_the_prompt_follows_the_reader_and_a_ready_player_waits() -> None:
    g = parlour.new_game("california-speed", 2, seed=1)
    assert g.view(None)["prompt"] == "The players get ready to deal four cards each"
    g.apply(0, READY, at=0)
    assert g.view(0)["prompt"] == "You are ready: waiting for the other player"
    assert g.view(1)["prompt"] == "Say ready to deal four cards each"
    with pytest.raises(IllegalAction, match="you have said ready already"):
        g.apply(0, READY, at=500)
