"""Salute the King rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "Salute the King" and its variations) and per
ruling (RULINGS 10, the module's K-notes), from stacked decks through the public
contract. Every reaction race fixes its arrival times; deadlines end with ``advance``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from tests.games.test_egyptian_ratscrew_rules import deck_for

GAME = "salute-the-king"
FLIP = Action("flip")


def new(hands: Sequence[Sequence[str]], variant: str | None = None, **options: Any) -> parlour.Game:
    """Hands listed top of the pile first; dealt from a stacked deck (deal order)."""
    deck = deck_for(hands)
    return parlour.new_game(GAME, len(hands), variant=variant, seed=3,
                            options={"deal_cards": len(deck), **options}, deck=deck)


def stack(g: parlour.Game, s: int) -> list[str]:
    """Top first (full view: for checks)."""
    return list(reversed(next(z for z in g.full_view()["zones"] if z["id"] == f"stack:{s}")["cards"]))


def cards(g: parlour.Game) -> list[int]:
    c: list[int] = g.view(None)["cards"]
    return c


def gesture(g: parlour.Game, times: Sequence[tuple[int, str, int]]) -> list[Any]:
    events: list[Any] = []
    for seat, kind, at in times:
        events += g.apply(seat, Action(kind), at=at)
    return events


HANDS = [["2C", "3C", "4C"], ["KH", "5D", "6D"], ["7S", "8S", "9S"]]


def test_three_or_more_players_two_decks_above_eight() -> None:
    """"Salute the King is a card game for three or more players" / "you'll need one
    standard 52-card deck of playing cards, or two decks if playing with more than eight
    people.\""""
    with pytest.raises(parlour.InvalidOption, match="3 to 16 players"):
        parlour.new_game(GAME, 2, seed=1)
    assert sum(cards(parlour.new_game(GAME, 8, seed=1))) == 52
    assert sum(cards(parlour.new_game(GAME, 9, seed=1))) == 104


def test_dealt_as_evenly_as_they_go_face_down_unseen() -> None:
    """"Shuffle and deal the cards out as evenly as they'll go. It's okay if some players
    have one card more than the others. Players may not look at their cards. Instead,
    each player gathers their cards into a face-down pile in front of them.\""""
    g = parlour.new_game(GAME, 5, seed=2)
    assert cards(g) == [10, 11, 11, 10, 10]
    for seat in (0, 1):
        z = next(z for z in g.view(seat)["zones"] if z["id"] == f"stack:{seat}")
        assert all(c in ("??", None) for c in z["cards"])


def test_dealers_left_turns_up_first_into_the_middle_then_left() -> None:
    """"The player to the dealer's left plays first. They turn a card from their pile face
    up and quickly place it in the middle ... After the first player turns over a card,
    the next player to the left does the same thing, and so on around the table.\""""
    g = new([["2C", "3C"], ["5D", "6D"], ["7S", "8S"]])
    assert g.waiting_for() == [1]
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        g.apply(0, FLIP, at=0)
    for s, t in ((1, 0), (2, 300), (0, 600)):
        g.apply(s, FLIP, at=t)
    middle = next(z for z in g.view(2)["zones"] if z["id"] == "middle")["cards"]
    assert middle == ["5D", "7S", "2C"] and g.waiting_for() == [1]


@pytest.mark.parametrize(("card", "right", "wrong"), [
    ("AH", "stand", "salute"), ("KH", "salute", "bow"), ("QH", "bow", "applaud"),
    ("JH", "applaud", "stand")])
def test_each_trigger_demands_its_gesture_from_every_player(card: str, right: str, wrong: str) -> None:
    """"Whenever anyone turns up a face card or an ace, each player must react as follows:
    Ace: Stand up; King: Salute; Queen: Place your hand over your heart and bow; Jack:
    Applaud" (K1: every player, the flipper included)."""
    g = new([["2C", "3C"], [card, "6D"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)
    assert g.view(0)["reacting"] and g.waiting_for() == [] and sorted(g.actors()) == [0, 1, 2]
    with pytest.raises(IllegalAction, match="everyone must react"):
        g.apply(2, FLIP, at=100)
    gesture(g, [(0, wrong, 200)])
    assert g.view(0)["reacted"] == [False, False, False], "a wrong gesture does not count"
    gesture(g, [(0, right, 400), (1, right, 500)])
    assert g.view(0)["reacted"] == [True, True, False]


def test_the_last_to_react_collects_the_middle_to_the_bottom_of_their_pile() -> None:
    """"The last person to do the required action must collect all of the cards from the
    middle of the table and add them to the bottom of their card pile.\""""
    g = new([["2C", "3C"], ["5D", "KH", "6D"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)                 # 5D
    g.apply(2, FLIP, at=300)               # 7S
    g.apply(0, FLIP, at=600)               # 2C
    g.apply(1, FLIP, at=900)               # KH
    events = gesture(g, [(1, "salute", 1200), (2, "salute", 1250), (0, "salute", 1700)])
    assert events[-1].type == "collect" and events[-1].seat == 0
    # the middle turned face down under the pile (K2): its top card deepest
    assert stack(g, 0) == ["3C", "5D", "7S", "2C", "KH"]
    assert cards(g) == [5, 1, 1] and g.waiting_for() == [2]


def test_arrival_order_decides_who_was_last() -> None:
    """Conventions 1 and 5: 1 ms apart, the later arrival is the last."""
    for order in ((0, 2), (2, 0)):
        g = new(HANDS)
        g.apply(1, FLIP, at=0)
        gesture(g, [(1, "salute", 300), (order[0], "salute", 500), (order[1], "salute", 501)])
        assert cards(g)[order[1]] == 4 and cards(g)[order[0]] == 3


def test_correct_action_matters() -> None:
    """"it's important to do the correct action—saluting a jack or standing up for a queen
    isn't going to cut it!" R2 (RULINGS 10): wrong gestures are ignored; the first correct
    one counts (the player may correct themselves)."""
    g = new([["2C", "3C"], ["JH", "6D"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)
    gesture(g, [(0, "salute", 200), (0, "applaud", 400), (1, "applaud", 600), (2, "applaud", 800)])
    assert cards(g) == [2, 1, 3], "seat 2 was last with the right gesture"


def test_wrong_is_last_variant() -> None:
    """R2, variant ``wrong-is-last``: a wrong gesture makes that player last."""
    g = new([["2C", "3C"], ["JH", "6D"], ["7S", "8S"]], variant="wrong-is-last")
    g.apply(1, FLIP, at=0)
    events = gesture(g, [(0, "salute", 200), (1, "applaud", 600), (2, "applaud", 800)])
    assert events[-1].type == "collect" and events[-1].seat == 0


def test_no_reaction_by_the_deadline_is_later_than_everyone_who_reacted() -> None:
    """K1 (conventions 4) and R1 (RULINGS 10): the window closes after 3 s; of those who
    never reacted the one nearest the flipper clockwise, the flipper first, collects."""
    g = new([["2C", "3C"], ["QH", "6D"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)
    gesture(g, [(2, "bow", 2900)])
    assert g.next_deadline() == 3000
    events = g.advance(3000)
    assert [e.type for e in events] == ["deadline", "collect"] and events[1].seat == 1
    g = new([["2C", "3C"], ["QH", "6D"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)
    gesture(g, [(1, "bow", 400)])
    assert g.advance(3000)[1].seat == 2, "seat 2 is nearer seat 1 than seat 0 is"


def test_gesture_on_a_card_that_demands_none() -> None:
    """R3 (RULINGS 10): no effect; variant ``false-salute-collects``: it collects."""
    g = new([["2C", "3C"], ["5D", "6D"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)
    events = gesture(g, [(0, "salute", 300)])
    assert events[0].data["right"] is False and cards(g) == [2, 1, 2]
    g = new([["2C", "3C"], ["5D", "6D"], ["7S", "8S"]], variant="false-salute-collects")
    g.apply(1, FLIP, at=0)
    events = gesture(g, [(0, "salute", 300)])
    assert events[-1].type == "collect" and cards(g) == [3, 1, 2]


def test_a_gesture_after_the_pile_was_collected_is_too_late() -> None:
    """K3: the reaction arrived after the window closed and the pile went: refused."""
    g = new(HANDS)
    g.apply(1, FLIP, at=0)
    gesture(g, [(1, "salute", 300), (2, "salute", 500), (0, "salute", 700)])
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(1, Action("salute"), at=900)


def test_first_player_with_no_cards_wins() -> None:
    """"Game play continues until one player runs out of cards. That player is the
    winner." R4: once the window of their last card closed, if they did not collect."""
    g = new([["5D"], ["2C", "3C"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)
    events = g.apply(0, FLIP, at=600)          # seat 0's only card, a number card
    assert events[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [0] and res.placing[0] == 1
    for last, over in ((0, False), (2, True)):
        g = new([["KD"], ["2C", "3C"], ["7S", "8S"]])
        g.apply(1, FLIP, at=0)
        g.apply(2, FLIP, at=300)
        g.apply(0, FLIP, at=600)               # a king: seat 0 must not be last
        assert not g.is_over()
        others = [s for s in (0, 1, 2) if s != last]
        gesture(g, [(others[0], "salute", 800), (others[1], "salute", 900), (last, "salute", 1400)])
        assert g.is_over() is over
        if over:
            assert g.result().winners == [0]  # type: ignore[union-attr]
        else:
            assert cards(g)[0] == 3, "last: collected the three cards, not out"


def test_custom_gestures_and_custom_triggers() -> None:
    """"You can easily spice up your game ... by switching out the gestures ... You can
    also change the ranks that trigger the reactions." (K4)"""
    g = new([["2C", "3C"], ["KH", "6D"], ["7S", "8S"]], variant="custom-gestures")
    g.apply(1, FLIP, at=0)
    gesture(g, [(0, "salute", 100)])
    assert not g.view(0)["reacted"][0]
    gesture(g, [(0, "thumbs-up", 300)])
    assert g.view(0)["reacted"][0]
    g = new([["2C", "3C"], ["7H", "6D"], ["KS", "8S"]], variant="custom-triggers")
    g.apply(1, FLIP, at=0)                   # a 7 demands a salute
    assert g.view(0)["reacting"] and "7: salute" in g.view(0)["rules"]
    with pytest.raises(parlour.InvalidOption, match="gestures"):
        parlour.new_game(GAME, 3, options={"gestures": "stand,stand,bow,applaud"})


def test_dealers_choice() -> None:
    """"For a particularly zany game, allow the dealer to choose four triggers and the
    accompanying reactions at the beginning of each hand!" (K4: seat 0 picks.)"""
    g = new([["2C", "3C"], ["5H", "6D"], ["7S", "8S"]], variant="dealers-choice")
    assert g.waiting_for() == [0] and g.legal_actions(1) == []
    for r, kind in ((5, "wink"), (2, "stomp"), (11, "clap")):
        g.apply(0, Action("pick", rank=r, gesture=kind))
    with pytest.raises(IllegalAction, match="taken already"):
        g.apply(0, Action("pick", rank=13, gesture="wink"))
    g.apply(0, Action("pick", rank=13, gesture="wave"))
    assert g.view(0)["phase"] == "play" and g.waiting_for() == [1]
    g.apply(1, FLIP, at=0)                   # 5H: wink
    assert g.view(0)["reacting"]


def test_math_variant_primes_and_pip_totals() -> None:
    """"requiring actions out of players when the pip values of the number cards on the
    table reaches a certain number, or when prime numbers are played" (R5)."""
    g = new([["9C", "3C"], ["8D", "6D", "TD"], ["4S", "8S"]], variant="math")
    g.apply(1, FLIP, at=0)                   # 8: no prime, total 8
    g.apply(2, FLIP, at=300)                 # 4: total 12
    assert not g.view(0)["reacting"]
    g.apply(0, FLIP, at=600)                 # 9: total 21 -> stomp
    gesture(g, [(0, "wave", 750)])
    assert not g.view(0)["reacted"][0]
    gesture(g, [(0, "stomp", 900), (1, "stomp", 1000), (2, "stomp", 1100)])
    assert g.view(0)["pips"] == 0 and cards(g)[2] == 4, "the total resets with the pile"
    g.apply(1, FLIP, at=1300)                # 6: not prime
    assert not g.view(0)["reacting"]
    g.apply(2, FLIP, at=1600)                # 8: total 14, not prime
    assert g.view(0)["pips"] == 14 and not g.view(0)["reacting"]


def test_minimum_interval_between_one_players_gestures() -> None:
    """K3 (conventions 6)."""
    g = new([["2C", "3C"], ["JH", "6D"], ["7S", "8S"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, Action("salute"), at=100)
    with pytest.raises(IllegalAction, match="too quick"):
        g.apply(0, Action("applaud"), at=150)
    g.apply(0, Action("applaud"), at=220)


def test_same_millisecond_tie_goes_to_the_later_arrival() -> None:
    """Conventions 5: "Ties within one server tick are broken by arrival order": of two
    gestures in the same millisecond, the one processed second is the last."""
    for order in ((0, 2), (2, 0)):
        g = new(HANDS)
        g.apply(1, FLIP, at=0)
        gesture(g, [(1, "salute", 300), (order[0], "salute", 500), (order[1], "salute", 500)])
        assert cards(g)[order[1]] == 4 and cards(g)[order[0]] == 3


def test_custom_triggers_replace_the_face_cards() -> None:
    """"You can also change the ranks that trigger the reactions." (K4): under
    ``custom-triggers`` (2, 7, 10, J) a king demands nothing and a 2 demands a stand."""
    g = new([["2C", "3C"], ["KH", "6D"], ["7S", "8S"]], variant="custom-triggers")
    g.apply(1, FLIP, at=0)                   # a king: no longer a trigger
    assert not g.view(0)["reacting"]
    g.apply(2, FLIP, at=300)                 # a 7: salute
    assert g.view(0)["reacting"]
    gesture(g, [(0, "salute", 400), (1, "salute", 500), (2, "salute", 600)])
    g.apply(0, FLIP, at=900)                 # a 2: stand
    gesture(g, [(0, "salute", 1050)])
    assert g.view(0)["reacting"] and not g.view(0)["reacted"][0]
    gesture(g, [(0, "stand", 1200)])
    assert g.view(0)["reacted"][0]


def test_the_pip_total_is_shown_in_the_math_variant_only() -> None:
    assert new([["2C", "3C"], ["KH", "6D"], ["7S", "8S"]]).view(0)["pips"] is None
    assert new([["2C", "3C"], ["KH", "6D"], ["7S", "8S"]], variant="math").view(0)["pips"] == 0


def test_the_triggers_option_reads_ten_as_t_or_10_like_the_cards() -> None:
    from parlour.games.salute_the_king.rules import parse_triggers
    assert parse_triggers("2,7,T,J") == parse_triggers("2,7,10,J") == [2, 7, 10, 11]
    with pytest.raises(parlour.InvalidOption, match="must list ranks"):
        parse_triggers("2,7,X,J")


def test_math_prime_demands_a_wave_and_passing_a_multiple_a_stomp() -> None:
    """"requiring actions out of players when the pip values of the number cards on the
    table reaches a certain number, or when prime numbers are played" (R5: a prime 2, 3,
    5, 7 demands a wave; a number card taking the total to *or past* a multiple of
    ``pip_target`` a stomp, which wins over the prime)."""
    g = new([["6C", "3C"], ["5D", "6D"], ["9S", "8S"]], variant="math")
    g.apply(1, FLIP, at=0)                   # 5: a prime
    assert g.view(0)["reacting"]
    gesture(g, [(0, "wave", 200), (1, "wave", 300), (2, "wave", 400)])
    assert cards(g) == [2, 1, 3] and g.view(0)["pips"] == 0
    g.apply(2, FLIP, at=700)                 # 9: total 9
    g.apply(0, FLIP, at=1000)                # 6: total 15
    assert not g.view(0)["reacting"]
    g.apply(1, FLIP, at=1300)                # 6: total 21 -> stomp
    assert g.view(0)["reacting"]
    g = new([["3C", "9C"], ["8D", "6D"], ["7S", "8S"]], variant="math")
    g.apply(1, FLIP, at=0)                   # 8: total 8
    g.apply(2, FLIP, at=300)                 # 7: total 15, a prime: wave
    assert g.view(0)["reacting"]
    gesture(g, [(0, "wave", 400), (1, "wave", 500), (2, "wave", 600)])
    assert cards(g) == [2, 1, 3]
    g.apply(0, FLIP, at=900)                 # 3: a prime (the total restarted at 3)
    assert g.view(0)["reacting"] and g.view(0)["pips"] == 3
    gesture(g, [(0, "wave", 1050), (1, "wave", 1100), (2, "wave", 1200)])
    assert cards(g) == [1, 1, 4]
    g = new([["9C", "3C"], ["8D", "6D"], ["4S", "5S"]], variant="math", pip_target=20)
    g.apply(1, FLIP, at=0)                   # 8
    g.apply(2, FLIP, at=300)                 # 4: total 12
    g.apply(0, FLIP, at=600)                 # 9: total 21, past 20 -> stomp
    gesture(g, [(0, "wave", 750)])
    assert not g.view(0)["reacted"][0]
    gesture(g, [(0, "stomp", 900)])
    assert g.view(0)["reacted"][0]


def test_wrong_is_last_is_later_than_a_player_who_never_reacted() -> None:
    """R2, variant ``wrong-is-last``: "a wrong gesture makes that player last", even
    against a player who never reacted by the deadline; the wrong gesture ends that
    player's reaction (no correcting)."""
    g = new([["2C", "3C"], ["KH", "6D"], ["7S", "8S"]], variant="wrong-is-last")
    g.apply(1, FLIP, at=0)
    gesture(g, [(2, "bow", 200), (1, "salute", 300)])
    with pytest.raises(IllegalAction, match="reacted to this card already"):
        g.apply(2, Action("salute"), at=400)
    events = g.advance(3000)
    assert events[-1].type == "collect" and events[-1].seat == 2


def test_dealers_choice_only_the_dealer_and_each_rank_once() -> None:
    """"allow the dealer to choose four triggers and the accompanying reactions" (K4):
    only the dealer picks, a rank once, and nobody turns up a card before the four."""
    g = new([["2C", "3C"], ["5H", "6D"], ["7S", "8S"]], variant="dealers-choice")
    with pytest.raises(IllegalAction, match="dealer"):
        g.apply(1, Action("pick", rank=5, gesture="wink"))
    g.apply(0, Action("pick", rank=5, gesture="wink"))
    with pytest.raises(IllegalAction, match="trigger already"):
        g.apply(0, Action("pick", rank=5, gesture="clap"))
    with pytest.raises(IllegalAction):
        g.apply(1, FLIP, at=0)


def test_the_math_rules_line_says_a_stomp_comes_before_a_wave() -> None:
    """A prime that brings the total to 21 demands a stomp only: the rules shown say so,
    or a player following them would wave and be marked wrong."""
    rules = parlour.new_game("salute-the-king", 3, variant="math", seed=1).view(0)["rules"]
    assert "multiple of 21: stomp (even on a prime); any other prime 2-3-5-7: wave" in rules


def test_a_gesture_before_any_card_is_turned_up_says_there_is_nothing_yet() -> None:
    g = new(HANDS)
    with pytest.raises(IllegalAction, match="no card has been turned up yet"):
        g.apply(1, Action("salute"), at=100)


def test_math_rules_line_says_reaching_or_passing() -> None:
    g = new(HANDS, variant="math")
    assert "reaching or passing a multiple of 21: stomp" in g.view(0)["rules"]
