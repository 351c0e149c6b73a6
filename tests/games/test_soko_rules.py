"""Soko (seed 004, "Soko (Canadian Stud)"; RULINGS 27): every rule sentence from a
constructed deal, through the public contract. Quotes are the seed's words."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.engine.game import Game

F, C, K, B = Action("fold"), Action("call"), Action("check"), Action("bring_in")


def R(to: int) -> Action:
    return Action("raise", to=to)


def stacked(cards: dict[int, list[str]], players: int, dealer: int = 0) -> list[str]:
    """The deck's top for one hand: the hole cards, then each round's up-cards, one per
    player from the dealer's left (``cards[s]`` = hole card, then up-cards in order)."""
    order = [(dealer + 1 + k) % players for k in range(players)]
    return [cards[s][i] for i in range(5) for s in order if i < len(cards[s])]


def game(cards: dict[int, list[str]], players: int = 2, variant: str = "standard", **options: Any) -> Game:
    return parlour.new_game(f"soko:{variant}", players, seed=1,
                            deck=stacked(cards, players, options.get("dealer", 0)),
                            options={"hands": 1, **options})


def play(g: Game, *moves: tuple[int, Action]) -> list[dict[str, Any]]:
    out = []
    for seat, a in moves:
        out += [e.for_seat(None) for e in g.apply(seat, a)]
    return out


def hand(g: Game, seat: int, viewer: int | None = None) -> list[str]:
    zone = next(z for z in g.view(viewer)["zones"] if z["id"] == f"hand:{seat}")
    return list(zone["cards"])


TWO = {0: ["KD", "3C", "QS", "9D", "2S"], 1: ["AS", "9H", "TD", "8C", "4H"]}


def test_deck_and_table() -> None:
    """"the standard 52-card deck, without any jokers"; two to ten players."""
    g = parlour.new_game("soko", 10, seed=2)
    assert sum(z["count"] for z in g.view(None)["zones"]) == 52
    with pytest.raises(parlour.InvalidOption):
        parlour.new_game("soko", 11)


def test_ante_then_a_hole_card_and_an_up_card() -> None:
    """"All players ante. Shuffle and deal one card face down to each player (the hole
    card), then one card face up.\""""
    g = game(TWO, ante=2)
    assert g.view(None)["pot"] == 4 and g.view(None)["stacks"] == [198, 198]
    assert hand(g, 0, 0) == ["KD", "3C"] and hand(g, 0, 1) == ["??", "3C"]


def test_lowest_up_card_brings_it_in_for_half_the_minimum() -> None:
    """"The first action of the hand goes to the player who shows the lowest face-up
    card ... obliged to make an initial bet called the bring-in ... half that of the
    usual minimum bet (rounded down ...). If the player wishes to bet more than the
    bring-in amount, they may do so."""
    g = game(TWO, min_bet=5, max_bet=10)
    assert g.actors() == [0]
    legal = g.legal_actions(0)
    assert B in legal and F not in legal and K not in legal
    assert [a.to for a in legal if a.type == "raise"] == [5, 6, 7, 8, 9, 10]
    play(g, (0, B))
    assert g.view(None)["bets"] == [2, 0]  # 5 // 2


def test_bring_in_ties_go_nearest_the_dealers_left_and_aces_are_high() -> None:
    """"If there are multiple players tied for low, the one closest to the left of deal
    goes first"; R27.3 the ace is high."""
    cards = {0: ["KD", "4C"], 1: ["QS", "AH"], 2: ["JD", "4D"], 3: ["TS", "9S"]}
    g = game(cards, players=4, dealer=1)
    assert g.actors() == [2]  # seats 2 and 0 show fours: seat 2 sits first after the dealer
    g = game({0: ["KD", "AC"], 1: ["QS", "KH"]})
    assert g.actors() == [1]


def test_bring_in_is_at_least_one_chip() -> None:
    """R27.4."""
    g = game(TWO, min_bet=1, max_bet=2)
    play(g, (0, B))
    assert g.view(None)["bets"] == [1, 0]


def test_second_round_lowest_showing_hand_acts_first_without_a_bring_in() -> None:
    """"each player is dealt another face-up card ... first action again going to the
    player showing the lowest hand, although there is no bring-in required"."""
    g = game(TWO)
    play(g, (0, B), (1, C))
    assert hand(g, 0, 1) == ["??", "3C", "QS"] and hand(g, 1, 0) == ["??", "9H", "TD"]
    # seat 0 shows Q-3, seat 1 T-9: seat 1's is lower
    assert g.actors() == [1] and B not in g.legal_actions(1) and K in g.legal_actions(1)


def test_high_acts_first_variant() -> None:
    """R27.2: variant soko:high-acts-first."""
    g = game(TWO, variant="high-acts-first")
    play(g, (0, B), (1, C))
    assert g.actors() == [0]


def test_limits_double_on_a_shown_pair_in_round_two() -> None:
    """"If any player shows a pair as their two face-up cards, the betting limits
    (minimum and maximum) are doubled.\""""
    g = game({0: ["KD", "3C", "3S", "9D", "2S"], 1: ["AS", "9H", "TD", "8C", "4H"]})
    play(g, (0, B), (1, C))
    assert g.view(None)["limits"] == "4 to 8 (doubled)"
    assert [a.to for a in g.legal_actions(1) if a.type == "raise"] == [4, 5, 6, 7, 8]
    g = game(TWO)
    play(g, (0, B), (1, C))
    assert g.view(None)["limits"] == "2 to 4"


def test_limits_doubled_from_round_three_regardless() -> None:
    """"another betting round occurs, with doubled betting limits for the remainder of
    the hand regardless of what any of the players hold\""""
    g = game(TWO)
    play(g, (0, B), (1, C), (1, K), (0, K))
    assert g.view(None)["round"] == 3 and g.view(None)["limits"] == "4 to 8 (doubled)"


def test_four_betting_rounds_then_the_showdown() -> None:
    """"until each active player has a five-card hand (four face up and one face down),
    with a betting round following each card dealt" (four rounds, R27.1); "all players
    still in contention for the pot reveal their hands. The pot is awarded to the player
    holding the highest hand.\""""
    g = game(TWO)
    play(g, (0, B), (1, C))
    for _ in range(2):
        first = g.actors()[0]
        play(g, (first, K), (1 - first, K))
    assert g.view(None)["round"] == 4 and len(hand(g, 0, None)) == 5
    first = g.actors()[0]
    events = play(g, (first, K), (1 - first, K))
    show = next(e for e in events if e["type"] == "showdown")
    # seat 0: KD 3C QS 9D 2S (king high); seat 1: AS 9H TD 8C 4H (ace high)
    assert show["won"] == [0, 4] and g.is_over()
    assert hand(g, 1, 0)[0] == "AS"  # revealed


def test_canadian_hands_win_the_showdown() -> None:
    """"A Canadian straight outranks one pair": the four-straight beats a pair of kings."""
    g = game({0: ["KD", "3C", "KS", "9D", "2S"], 1: ["AS", "9H", "TD", "8C", "JH"]})
    play(g, (0, B), (1, C))
    for _ in range(3):
        first = g.actors()[0]
        play(g, (first, K), (1 - first, K))
    assert g.view(None)["last_shown"][1].startswith("Canadian straight")
    assert g.view(None)["last_won"] == [0, 4]
    # "reveal their hands": once turned up, the row under each seat names the whole hand
    assert g.view(0)["showing"] == g.view(None)["last_shown"]


def test_between_hands_the_prompt_names_who_won_and_the_showing_row_the_whole_hand() -> None:
    g = game({0: ["2S", "4S", "6S", "8S", "TS"], 1: ["3S", "5S", "7S", "9S", "JS"]}, hands=2)
    play(g, (0, B), (1, C))
    for _ in range(3):
        first = g.actors()[0]
        play(g, (first, K), (1 - first, K))
    v = g.view(0)
    assert v["phase"] == "next"
    assert v["showing"] == ["Flush, T-8-6-4-2", "Flush, J-9-7-5-3"] == v["last_shown"]
    assert v["prompt"].startswith("Hand 1 is over (seat 1 won 4)")


def test_fold_wins_unseen() -> None:
    g = game(TWO)
    play(g, (0, R(2)))
    events = play(g, (1, F))
    assert "without showing" in events[-1]["text"] and hand(g, 1, 0) == ["??", "9H"]


def test_bad_bets_are_refused_with_a_reason() -> None:
    g = game(TWO)
    with pytest.raises(IllegalAction, match="bring-in"):
        g.apply(0, F)
    with pytest.raises(IllegalAction, match="from 2 to 4"):
        g.apply(0, R(5))
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        g.apply(1, C)


def test_lowest_card_all_in_on_the_ante_passes_the_bring_in_left() -> None:
    """"The first action of the hand goes to the player who shows the lowest face-up card
    ... This first player is obliged to make an initial bet called the bring-in": a player
    all in on the ante cannot act, so the next seat to its left with chips brings it in
    (S6), and the words name that seat, not the all-in one."""
    hand1 = ["AH", "KS", "2D", "AD", "3S", "7D", "AC", "8C", "KH", "9S", "KC", "JH"]
    hand2 = ["QS", "KD", "QC", "TC", "2H", "JD"]  # seat 0 shows 2H, seat 1 JD, seat 2 TC
    g = parlour.new_game("soko", 3, seed=1, deck=[hand1, hand2],
                         options={"hands": 2, "stack": 10, "limit": "no"})
    play(g, (2, B), (0, R(8)), (1, C), (2, F))  # seat 0 keeps 1 chip, then loses
    while g.view(None)["phase"] == "bet":
        play(g, (g.actors()[0], K))
    assert g.view(None)["stacks"] == [1, 21, 8]
    events = play(g, (1, Action("deal")))
    assert g.view(None)["stacks"] == [0, 20, 7]  # seat 0 is all in on its ante
    assert g.actors() == [1] and B in g.legal_actions(1)
    assert "Seat 0 has the lowest but is all in: seat 1" in events[0]["text"]
    assert "the lowest card is all in: you bring it in" in g.view(1)["prompt"]


def test_later_round_opener_all_in_passes_the_first_action_left() -> None:
    """"first action again going to the player showing the lowest hand": when that player
    is all in, the next seat to its left with chips acts first, and the words say so (S6)."""
    hand1 = ["AH", "KS", "2D", "AD", "3S", "7D", "AC", "8C", "KH", "9S", "KC", "JH"]
    hand2 = ["QS", "KD", "QC", "TC", "2H", "JD", "AS", "3C", "KS"]  # seat 0 shows 2H 3C
    g = parlour.new_game("soko", 3, seed=1, deck=[hand1, hand2],
                         options={"hands": 2, "stack": 10, "limit": "no"})
    play(g, (2, B), (0, R(8)), (1, C), (2, F))
    while g.view(None)["phase"] == "bet":
        play(g, (g.actors()[0], K))
    play(g, (1, Action("deal")))
    events = play(g, (1, B), (2, C))
    assert g.actors() == [1]
    assert events[-1]["text"].endswith("Seat 0 shows the lowest hand but is all in: seat 1, "
                                       "next to the left, acts first")
    g = game(TWO, limit="no", stack=10)  # everyone all in: the cards run out unbet
    events = play(g, (0, R(9)), (1, C))
    ups = [e["text"] for e in events if e["type"] == "up"]
    assert len(ups) == 3 and all(t.endswith("; nobody can bet") for t in ups) and g.is_over()


@pytest.mark.parametrize(("variant", "first"), [("standard", 1), ("high-acts-first", 0)])
def test_four_up_cards_are_ranked_in_soko_ranks(variant: str, first: int) -> None:
    """R27.7: "a four-flush can show on 4 up-cards": in the last round seat 0's four
    hearts show a Canadian flush, above seat 1's pair of kings, so seat 1 is the lowest
    showing hand (and seat 0 the highest)."""
    g = game({0: ["3S", "9H", "7H", "4H", "2H"], 1: ["QC", "KS", "KD", "5C", "8D"]}, variant=variant)
    play(g, (0, B), (1, C))
    for _ in range(2):
        a = g.actors()[0]
        play(g, (a, K), (1 - a, K))
    assert g.view(None)["round"] == 4 and g.actors() == [first]
    assert g.view(None)["showing"] == ["four to a flush", "a pair"]


def test_a_tied_pot_is_split_and_the_odd_chip_goes_first_left_of_the_dealer() -> None:
    """"The pot is awarded to the player holding the highest hand": equal hands share it,
    the odd chip to the first winner clockwise from the dealer's left (S4)."""
    # dealer 0: holes to seats 1, 2, 0; seat 1 folds, then seats 2 and 0 get the same ranks
    deck = ["KH", "2H", "2D", "4D", "3D", "3C", "5H", "5S", "7C", "7D", "9H", "9S"]
    g = parlour.new_game("soko", 3, seed=1, deck=deck, options={"hands": 1})
    assert g.actors() == [2]  # 3D and 3C tie for low: seat 2 sits nearer the dealer's left
    play(g, (2, B), (0, C), (1, F))
    while not g.is_over():
        a = g.actors()[0]
        play(g, (a, K))
    assert g.view(None)["last_won"] == [2, 0, 3]  # a pot of 5: three antes, two bring-ins


def test_the_raise_cap_is_fixed_and_spread_limits_only() -> None:
    """S3: at most ``cap`` (4) bets and raises a round in fixed and spread limit (the
    bring-in does not count); in pot and no limit only the stacks bound the raising."""
    for limit, capped in (("spread", True), ("fixed", True), ("no", False), ("pot", False)):
        g = game(TWO, limit=limit, stack=10_000)
        for k in range(4):  # the completion and three raises
            seat = k % 2
            to = min(a.to for a in g.legal_actions(seat) if a.type == "raise")
            play(g, (seat, R(to)))
        raising = any(a.type == "raise" for a in g.legal_actions(0))
        assert raising is not capped, limit


def test_a_raise_over_a_completed_bring_in_is_at_least_the_completion() -> None:
    """S3: completing the bring-in is the round's first full bet, and a raise is at least
    the last bet or raise: after a bring-in of 1 completed to 3 (spread limit 2 to 4) the
    next player raises to 6 at least (3 + 3) and 7 at most (3 + 4), not from 5 (the
    completion measured from the bring-in)."""
    g = game(TWO)
    play(g, (0, B))
    assert [a.to for a in g.legal_actions(1) if a.type == "raise"] == [2, 3, 4]
    play(g, (1, R(3)))
    assert [a.to for a in g.legal_actions(0) if a.type == "raise"] == [6, 7]
    g = game(TWO, limit="no", stack=500, min_bet=10, max_bet=20)
    play(g, (0, B), (1, R(10)))
    assert min(a.to for a in g.legal_actions(0) if a.type == "raise") == 20


def test_a_bring_in_that_is_a_full_bet_leaves_nothing_to_complete() -> None:
    """With a minimum bet of 1 the bring-in (at least 1 chip, RULINGS 27) is the whole
    bet: "to bet more than the bring-in" is a bet above it, and the next player calls it
    or raises over it; no zero-chip "completion" is offered."""
    g = parlour.new_game("soko", 2, seed=1, options={"min_bet": 1, "max_bet": 2, "hands": 1})
    s = g.actors()[0]
    assert [a.to_json() for a in g.legal_actions(s)] == [{"type": "bring_in"}, {"type": "raise", "to": 2}]
    g.apply(s, parlour.Action("bring_in"))
    t = g.actors()[0]
    assert [a.to_json() for a in g.legal_actions(t)] == [
        {"type": "fold"}, {"type": "call"}, {"type": "raise", "to": 2}, {"type": "raise", "to": 3}]
