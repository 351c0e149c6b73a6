"""Pineapple (seed 004, "Pineapple"; RULINGS 31): every rule sentence from a constructed
deal, through the public contract. Quotes are the seed's words."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.engine.game import Game

F, C, K = Action("fold"), Action("call"), Action("check")


def R(to: int) -> Action:
    return Action("raise", to=to)


def D(card: str) -> Action:
    return Action("discard", card=card)


def stacked(holes: dict[int, list[str]], board: list[str], players: int, dealer: int = 0) -> list[str]:
    """The top of the deck for one hand: hole cards dealt one at a time from the
    dealer's left, then burn, flop, burn, turn, burn, river (burns: unused cards)."""
    order = [(dealer + 1 + k) % players for k in range(players)]
    top = [holes[s][i] for i in range(3) for s in order]
    used = set(top) | set(board)
    burns = [c for c in (f"{r}{s}" for s in "SHDC" for r in "AKQJT98765432") if c not in used][:3]
    return top + [burns[0], *board[:3], burns[1], board[3], burns[2], board[4]]


def game(holes: dict[int, list[str]], board: list[str], players: int = 2, variant: str = "pineapple",
         **options: Any) -> Game:
    return parlour.new_game(f"pineapple:{variant}", players, seed=1,
                            deck=stacked(holes, board, players, options.get("dealer", 0)),
                            options={"hands": 1, **options})


def play(g: Game, *moves: tuple[int, Action]) -> list[dict[str, Any]]:
    out = []
    for seat, a in moves:
        out += [e.for_seat(None) for e in g.apply(seat, a)]
    return out


HEADS = {0: ["AS", "KS", "3D"], 1: ["QH", "QC", "7S"]}
BOARD = ["AH", "9C", "4D", "JS", "5H"]


# ----- set-up --------------------------------------------------------------------------------
def test_standard_deck_and_player_range() -> None:
    """"Pineapple is played with a standard 52-card deck"; 2 to 9 players (35 cards)."""
    g = parlour.new_game("pineapple", 9, seed=3)
    assert sum(z["count"] for z in g.view(None)["zones"]) == 52
    with pytest.raises(parlour.InvalidOption):
        parlour.new_game("pineapple", 10)


def test_no_blinds_needs_both_blinds_at_zero_and_the_refusal_says_so() -> None:
    with pytest.raises(parlour.InvalidOption, match="for no blinds set small_blind=0 too"):
        parlour.new_game("pineapple", 2, options={"big_blind": 0})
    g = parlour.new_game("pineapple", 2, seed=1, options={"big_blind": 0, "small_blind": 0, "ante": 1})
    assert g.view(None)["pot"] == 2


def test_limit_or_no_limit_and_minimum_bets_are_options() -> None:
    """"establish whether the game is limit or no-limit and the minimum bets": fixed
    limit raises by the small bet pre-flop; no limit up to the whole stack."""
    g = game(HEADS, BOARD)
    assert [a for a in g.legal_actions(0) if a.type == "raise"] == [R(4)]
    g = game(HEADS, BOARD, limit="no", stack=50)
    raises = [a.to for a in g.legal_actions(0) if a.type == "raise"]
    assert raises[0] == 4 and raises[-1] == 50
    g = game(HEADS, BOARD, limit="pot", stack=50)
    raises = [a.to for a in g.legal_actions(0) if a.type == "raise"]
    assert raises[-1] == 6  # call 1 (pot 4), raise 4: to 6


def test_buy_in_is_the_stack_option() -> None:
    """"the amount of a buy-in, that is, how much each player's initial stake will be"."""
    g = game(HEADS, BOARD, stack=77)
    assert g.view(0)["stacks"] == [76, 75]  # after the blinds of 1 and 2


def test_ante_or_blinds() -> None:
    """"All players either ante or post blinds, although Pineapple is usually played
    with blinds"."""
    g = game({0: HEADS[0], 1: HEADS[1], 2: ["2S", "3S", "4S"]}, BOARD, players=3)
    v = g.view(0)
    assert v["bets"] == [0, 1, 2] and v["blinds"] == "1/2"
    g = game({0: HEADS[0], 1: HEADS[1], 2: ["2S", "3S", "4S"]}, BOARD, players=3,
             ante=1, small_blind=0, big_blind=0)
    v = g.view(0)
    assert v["pot"] == 3 and v["bets"] == [0, 0, 0] and v["blinds"] == "none"
    # "The player to the left of the dealer bets first" without blinds
    assert g.actors() == [1]


def test_three_hole_cards_dealt_one_at_a_time_from_the_dealers_left() -> None:
    """"Shuffle and deal three cards to each player. These cards are called the
    player's hole cards"; each sees only their own."""
    g = game(HEADS, BOARD)
    assert g.view(0)["zones"][4]["cards"] == ["AS", "KS", "3D"]
    assert g.view(1)["zones"][5]["cards"] == ["QH", "QC", "7S"]
    assert g.view(1)["zones"][4]["cards"] == ["??", "??", "??"]


def test_under_the_gun_opens_when_blinds_are_posted() -> None:
    """"The player to the left of the dealer bets first, unless blinds were posted, in
    which case the player under the gun (to the left of the big blind) opens"."""
    holes = {s: [f"{r}{'CDHS'[s]}" for r in "678"] for s in range(4)}
    g = game(holes, BOARD, players=4)
    assert g.view(None)["bets"] == [0, 1, 2, 0] and g.actors() == [3]


def test_heads_up_the_dealer_posts_the_small_blind_and_acts_first() -> None:
    """R31.1: heads-up, the dealer posts the small blind and acts first pre-flop, last
    after the flop."""
    g = game(HEADS, BOARD)
    assert g.view(None)["bets"] == [1, 2] and g.actors() == [0]
    play(g, (0, C), (1, K), (0, D("3D")), (1, D("7S")))
    assert g.view(None)["street"] == "flop" and g.actors() == [1]


def test_everyone_folds_the_last_player_wins_unseen_and_no_more_cards() -> None:
    """"If everyone folds except for one player, they automatically win the pot, no
    further cards are dealt ... and they are not required to show their hole cards"."""
    g = game(HEADS, BOARD)
    events = play(g, (0, F))
    assert g.is_over() and g.result().scores == [-1.0, 1.0]  # type: ignore[union-attr]
    assert "without showing" in events[-1]["text"]
    assert g.view(0)["zones"][5]["cards"] == ["??", "??", "??"]  # never shown
    assert g.view(None)["zones"][2]["cards"] == []  # no board dealt


# ----- the discard, the flop, the turn, the river ------------------------------------------------
def test_each_player_discards_one_card_after_the_pre_flop_betting() -> None:
    """"After the pre-flop betting round concludes, the players each discard any one of
    their cards of their choosing"; the discard is seen by its owner only."""
    g = game(HEADS, BOARD)
    play(g, (0, C), (1, K))
    assert g.view(None)["phase"] == "discard" and sorted(g.actors()) == [0, 1]
    assert sorted(a.card for a in g.legal_actions(0)) == ["3D", "AS", "KS"]
    with pytest.raises(IllegalAction, match="no 7S"):
        g.apply(0, D("7S"))
    ev = g.apply(1, D("QC"))
    assert ev[0].for_seat(0)["text"] == "Seat 1 discards a card" and "card" not in ev[0].for_seat(0)
    assert ev[0].for_seat(1)["card"] == "QC"
    assert g.view(None)["zones"][2]["cards"] == []  # no flop before everyone has discarded
    with pytest.raises(IllegalAction, match="discarded already"):
        g.apply(1, D("QH"))
    play(g, (0, D("3D")))
    assert g.view(0)["zones"][4]["cards"] == ["AS", "KS"]


def test_burn_then_flop_then_betting_left_of_the_dealer() -> None:
    """"the dealer deals one card from the deck face down (called burning a card) and
    deals three more cards to the center of the table, face up ... first action going
    to the player immediately left of the dealer"."""
    holes = {s: [f"{r}{'CDHS'[s]}" for r in "678"] for s in range(4)}
    g = game(holes, ["AH", "9C", "4D", "JS", "5H"], players=4)
    play(g, (3, C), (0, C), (1, F), (2, K))
    play(g, (0, D("6C")), (2, D("6H")), (3, D("6S")))
    v = g.view(None)
    assert v["zones"][2]["cards"] == ["AH", "9C", "4D"] and v["zones"][1]["count"] == 1
    assert v["zones"][1]["cards"] == ["??"]  # the burnt card stays face down
    assert g.actors() == [2]  # seat 1 (left of the dealer) folded: the next seat still in


def test_turn_and_river_each_after_a_burn_with_betting_rounds() -> None:
    """"the dealer again burns the top card of the deck and deals the next card face
    up, called the turn. Another betting round occurs, after which one more card is
    burned and the fifth and final board card, the river, is dealt. The final betting
    round is then conducted"; fixed limit doubles on the turn."""
    g = game(HEADS, BOARD)
    play(g, (0, C), (1, K), (0, D("3D")), (1, D("7S")), (1, K), (0, K))
    v = g.view(None)
    assert v["street"] == "turn" and v["zones"][2]["cards"] == ["AH", "9C", "4D", "JS"]
    assert v["zones"][1]["count"] == 2
    assert [a for a in g.legal_actions(1) if a.type == "raise"] == [R(4)]
    play(g, (1, K), (0, K))
    v = g.view(None)
    assert v["street"] == "river" and v["zones"][2]["cards"] == BOARD and v["zones"][1]["count"] == 3
    assert not g.is_over()


def test_showdown_best_five_of_seven_wins_the_pot() -> None:
    """"each remaining active player shows their hand. The pot is awarded to the player
    who can form the best five-card poker hand, using five of the seven cards available
    to them (the five board cards and their two hole cards)"."""
    g = game(HEADS, BOARD)
    play(g, (0, C), (1, K), (0, D("3D")), (1, D("7S")), (1, K), (0, K), (1, K), (0, K))
    events = play(g, (1, K), (0, K))
    show = next(e for e in events if e["type"] == "showdown")
    assert show["hands"] == {"0": ["AS", "KS"], "1": ["QH", "QC"]}
    assert "seat 0: pair of aces" in show["text"] and show["won"] == [4, 0]
    assert g.result().scores == [2.0, -2.0]  # type: ignore[union-attr]
    assert g.view(1)["zones"][4]["cards"] == ["AS", "KS"]  # shown to everyone


def test_the_board_can_play() -> None:
    """"using five of the seven cards available to them": any combination, even the
    five board cards alone (a split pot)."""
    g = game({0: ["2S", "3S", "7D"], 1: ["2D", "3C", "7C"]}, ["TS", "JD", "QC", "KH", "AC"])
    play(g, (0, C), (1, K), (0, D("7D")), (1, D("7C")))
    for _ in range(3):
        play(g, (1, K), (0, K))
    assert g.result().scores == [0.0, 0.0]  # type: ignore[union-attr]


# ----- Crazy Pineapple and Hi-Lo ------------------------------------------------------------------
def test_crazy_keeps_the_third_card_through_the_flop_betting() -> None:
    """Crazy Pineapple: "the players keep their third card through the pre-flop and flop
    betting rounds, discarding just before the turn is dealt"."""
    g = game(HEADS, BOARD, variant="crazy")
    play(g, (0, C), (1, K))
    assert g.view(None)["street"] == "flop" and g.view(None)["phase"] == "bet"
    assert len(g.view(0)["zones"][4]["cards"]) == 3
    play(g, (1, K), (0, K))
    assert g.view(None)["phase"] == "discard" and len(g.view(None)["zones"][2]["cards"]) == 3
    play(g, (0, D("3D")), (1, D("7S")))
    assert g.view(None)["street"] == "turn"


def test_before_the_discard_your_hand_is_what_two_of_the_three_hole_cards_make() -> None:
    """Only two hole cards play after the discard, so the hand a player is told they
    hold on the flop is the best keeping two: not four aces from three aces in the hole."""
    g = game({0: ["AS", "AD", "AC"], 1: ["2S", "3D", "KD"]}, ["AH", "7C", "6D", "JS", "QH"],
             variant="crazy-hilo8")
    play(g, (0, C), (1, K))
    view = g.view(0)
    assert view["street"] == "flop" and view["your_hand"].startswith("Three of a kind")
    assert g.view(1)["your_low"] == "7-6-3-2-A low"  # a low with both of 2S 3D, none with KD


def test_hilo_splits_high_and_an_eight_or_better_low() -> None:
    """Hi-Lo: "the pot is split between two players: the player with the best poker
    hand, and whoever holds the best Ace-to-five Lowball hand, 8 or better"."""
    g = game({0: ["AS", "AD", "KC"], 1: ["2S", "3D", "KD"]}, ["AH", "7C", "8D", "JS", "QH"],
             variant="crazy-hilo8")
    play(g, (0, R(4)), (1, C), (1, K), (0, K), (0, D("KC")), (1, D("KD")))
    for _ in range(2):
        play(g, (1, K), (0, K))
    assert g.view(None)["last_won"] == [4, 4] and g.view(None)["last_lows"] == ["no low", "8-7-3-2-A low"]


def test_hilo_without_a_qualifying_low_high_takes_all() -> None:
    g = game({0: ["AS", "AD", "KC"], 1: ["2S", "4D", "KD"]}, ["AH", "TC", "8D", "JS", "QH"],
             variant="crazy-hilo8")
    play(g, (0, C), (1, K), (1, K), (0, K), (0, D("KC")), (1, D("KD")))
    for _ in range(2):
        play(g, (1, K), (0, K))
    assert g.view(None)["last_won"] == [4, 0]


def test_hilo_odd_chip_goes_to_high_and_ties_quarter() -> None:
    """The issue: "the odd chip goes to high"; a tie for low wins a quarter each."""
    holes = {0: ["KS", "KD", "9C"], 1: ["2S", "3D", "9D"], 2: ["2C", "3C", "9H"]}
    g = game(holes, ["KH", "7C", "8D", "JS", "4H"], players=3, variant="crazy-hilo8", ante=1,
             small_blind=0, big_blind=0)
    # pot 3 antes + 2 bets of 2 each... keep it odd: everyone checks -> pot 3
    play(g, (1, K), (2, K), (0, K), (1, K), (2, K), (0, K))
    play(g, (0, D("9C")), (1, D("9D")), (2, D("9H")))
    for _ in range(2):
        play(g, (1, K), (2, K), (0, K))
    # high (trip kings) half: 2 (with the odd chip); low half 1: seats 1 and 2 tie,
    # the odd chip of that half to the first clockwise from the dealer's left (seat 1)
    assert g.view(None)["last_won"] == [2, 1, 0]


# ----- betting details ------------------------------------------------------------------------------
def test_fold_refused_when_checking_is_free_and_bad_raises_named() -> None:
    """P3, and bad input gets a reason."""
    g = game(HEADS, BOARD)
    play(g, (0, C))
    with pytest.raises(IllegalAction, match="check instead"):
        g.apply(1, F)
    with pytest.raises(IllegalAction, match="exactly 4"):
        g.apply(1, R(5))
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        g.apply(0, K)
    with pytest.raises(IllegalAction, match="nothing to call"):
        g.apply(1, C)


def test_raise_cap_of_four_bets_a_round() -> None:
    """R31.2: "default fixed-limit with a 4-bet cap": a bet and three raises; before the
    flop the big blind is the first bet, so blind 2, raises to 4, 6 and 8 cap it."""
    g = game(HEADS, BOARD, stack=100)
    play(g, (0, R(4)), (1, R(6)), (0, R(8)))
    assert [a.type for a in g.legal_actions(1)] == ["fold", "call"]
    with pytest.raises(IllegalAction, match="capped at 4"):
        g.apply(1, R(10))
    play(g, (1, C), (0, D("3D")), (1, D("7S")))
    play(g, (1, R(2)), (0, R(4)), (1, R(6)), (0, R(8)))  # the flop: a bet and three raises
    assert [a.type for a in g.legal_actions(1)] == ["fold", "call"]


def test_pot_and_no_limit_have_no_raise_cap() -> None:
    """R31.2: the 4-bet cap is the fixed-limit structure's; raising in pot and no limit
    is limited by the stacks only."""
    for limit in ("no", "pot"):
        g = game(HEADS, BOARD, stack=1000, limit=limit)
        play(g, (0, R(4)), (1, R(6)), (0, R(8)), (1, R(10)), (0, R(12)))
        assert any(a.type == "raise" for a in g.legal_actions(1)), limit
        assert "bets and raises a round" not in g.view(1)["limit"]


def test_no_limit_least_bet_and_raise_are_the_big_blind() -> None:
    """"Betting is conducted according to the typical rules of betting in poker": the big
    blind is a full bet, so the least raise over it is another big blind, and the least
    bet after the flop is the big blind."""
    g = game(HEADS, BOARD, limit="no", stack=500, small_blind=5, big_blind=10)
    raises = [a.to for a in g.legal_actions(0) if a.type == "raise"]
    assert raises[0] == 20 and raises[-1] == 500
    play(g, (0, C), (1, K), (0, D("3D")), (1, D("7S")))
    assert [a.to for a in g.legal_actions(1) if a.type == "raise"][0] == 10


def test_all_in_players_still_discard_and_the_cards_run_out() -> None:
    """P4: nobody left to bet, the board is dealt to the showdown."""
    g = game(HEADS, BOARD, limit="no", stack=10)
    play(g, (0, R(10)), (1, C))
    assert g.view(None)["phase"] == "discard"
    events = play(g, (0, D("3D")), (1, D("7S")))
    assert any(e["type"] == "showdown" for e in events) and g.is_over()
    assert g.result().scores == [10.0, -10.0]  # type: ignore[union-attr]


def test_a_game_is_several_hands_with_the_deal_moving_left() -> None:
    """P1: the next dealer deals when ready; the deal moves one seat left per hand."""
    g = parlour.new_game("pineapple", 3, seed=5, options={"hands": 2})
    seat = g.actors()[0]
    g.apply(seat, F)
    seat = g.actors()[0]
    g.apply(seat, F)
    assert g.view(None)["phase"] == "next" and g.actors() == [1]
    with pytest.raises(IllegalAction, match="seat 1 deals"):
        g.apply(0, Action("deal"))
    g.apply(1, Action("deal"))
    assert g.view(None)["hand_number"] == 2 and g.view(None)["dealer"] == 1


def test_side_pots_are_shown_only_once_a_player_is_all_in() -> None:
    """P6 side pots: the blinds and raises of an open round are bets, not pots of their
    own; once a player is all in the pots are shown apart, named with who may win them."""
    g = game(HEADS, BOARD, stack=20, limit="no")
    assert g.view(None)["side_pots"] == ""  # blinds 1 and 2: no "1 for seat 1"
    play(g, (0, R(6)))
    assert g.view(None)["side_pots"] == ""
    play(g, (1, R(20)))  # seat 1 all in over seat 0's 6
    assert "for seats 0, 1" in g.view(None)["side_pots"]


@pytest.mark.parametrize("game", ["pineapple", "whiskey-poker", "mexican-sweat"])
def test_an_unknown_action_lists_only_this_games_actions(game: str) -> None:
    """A game without a bring-in (only stud has one) does not offer it as an action type."""
    g = parlour.new_game(game, 3, seed=1)
    with pytest.raises(parlour.IllegalAction, match="expected one of") as err:
        g.apply(g.actors()[0], parlour.Action("bring_in"))
    expected = str(err.value).split("expected one of: ")[1].split(", ")
    assert "bring_in" not in expected and "fold" in expected
    soko = parlour.new_game("soko", 3, seed=1)
    assert "bring_in" in type(soko).ACTIONS


def test_the_end_of_the_game_is_called_game_over_as_in_the_other_poker_games() -> None:
    g = game(HEADS, BOARD)
    play(g, (0, F))
    assert g.is_over() and g.view(0)["prompt"].startswith("Game over: after 1 hand")


def test_the_deal_says_who_posted_which_blind_and_the_antes() -> None:
    """The first deal is told (``Game.opening``) with the forced bets: a player reading
    the log sees where the first chips in the pot came from."""
    g = parlour.new_game("pineapple", 3, seed=1)
    assert g.opening[0].data["text"] == ("Hand 1: seat 0 deals; seat 1 posts a small blind of 1; "
                                         "seat 2 posts a big blind of 2")
    g = parlour.new_game("pineapple", 2, seed=1, options={"ante": 1, "stack": 5, "big_blind": 10,
                                                          "small_blind": 0})
    assert g.opening[0].data["text"] == ("Hand 1: seat 0 deals; everyone antes 1; "
                                         "seat 1 posts a big blind of 4")  # all the chips it had left
