"""Egyptian Ratscrew rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "Egyptian Ratscrew"), each from a stacked deck,
through the public contract only. Real time is explicit: ``apply(..., at=ms)``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.cards import Card

GAME = "egyptian-ratscrew"
FLIP = Action("flip")
RUSH = Action("rush")


def deck_for(hands: Sequence[Sequence[str]]) -> list[str]:
    """The stacked deck (top card first) that deals ``hands[s]`` to seat ``s``, each
    listed in flip order (the top of the stack first). Dealing goes one card at a time
    from seat 1 round to seat 0, each card on top of the stack, so the first card dealt
    ends at the bottom."""
    n = len(hands)
    order = [(1 + i) % n for i in range(n)]
    sizes = [len(h) for h in hands]
    deck: list[str] = []
    for r in range(max(sizes)):
        for s in order:
            if r < sizes[s]:
                deck.append(hands[s][sizes[s] - 1 - r])
    expected = [len(deck) // n + (1 if order.index(s) < len(deck) % n else 0) for s in range(n)]
    assert sizes == expected, f"uneven hands must follow the deal order: {expected}"
    return deck


def new(hands: Sequence[Sequence[str]], variant: str | None = None, **options: Any) -> parlour.Game:
    """A game dealing exactly ``hands`` (the rest of the pack set aside)."""
    deck = deck_for(hands)
    opts = {"deal_cards": len(deck), **options}
    return parlour.new_game(GAME, len(hands), variant=variant, seed=7, options=opts, deck=deck)


def slap(g: parlour.Game) -> Action:
    """The slap aimed at the pile as it is now."""
    return Action("slap", pile=g.view(None)["face_up"])


def stack(g: parlour.Game, seat: int) -> list[str]:
    """A seat's stack, top first (from the full view: for checks only)."""
    z = next(z for z in g.full_view()["zones"] if z["id"] == f"stack:{seat}")
    return list(reversed(z["cards"]))


def pile(g: parlour.Game) -> list[str | None]:
    """The pile, bottom first, as everyone sees it."""
    cards: list[str | None] = next(z for z in g.view(None)["zones"] if z["id"] == "pile")["cards"]
    return cards


def flips(g: parlour.Game, *seats: int, at: int | None = None) -> None:
    for s in seats:
        g.apply(s, FLIP, at=at)


# ----- setup ------------------------------------------------------------------------------
def test_one_deck_dealt_one_at_a_time_from_dealers_left_some_one_more() -> None:
    """"Most games will be adequately served by one 52-card deck" / "Shuffle and deal
    out the cards one at a time, starting with the player at the dealer's left, and
    continuing clockwise from there. Some people might end up with one more card than
    others, which is okay.\" (seed)"""
    g = parlour.new_game(GAME, 3, seed=1)
    assert g.view(None)["cards"] == [17, 18, 17]  # seat 1 (dealer's left) got the 52nd card
    deck = [str(Card.make(r, 0)) for r in range(1, 14)] + ["2D", "3D"]
    g = parlour.new_game(GAME, 3, seed=1, deck=deck)
    assert stack(g, 1)[-1] == "AC" and stack(g, 2)[-1] == "2C" and stack(g, 0)[-1] == "3C"
    assert stack(g, 1)[-2] == "4C"


def test_a_second_deck_may_be_shuffled_in() -> None:
    """"there's no reason you can't shuffle in a second one for larger games\" (seed)"""
    g = parlour.new_game(GAME, 6, seed=2, options={"decks": 2})
    assert sum(g.view(None)["cards"]) == 104


def test_jokers_may_be_added_so_the_deck_divides_evenly() -> None:
    """"Some players add one or more jokers to ensure the deck divides evenly between
    players." (variant ``even-jokers``; variant ``jokers`` adds two)"""
    for n, jokers in ((3, 2), (5, 3), (4, 0), (7, 4)):
        g = parlour.new_game(GAME, n, variant="even-jokers", seed=3)
        counts = g.view(None)["cards"]
        assert sum(counts) == 52 + jokers and len(set(counts)) == 1
    g = parlour.new_game(GAME, 2, variant="jokers", seed=3)
    everything = [c for z in g.full_view()["zones"] for c in z["cards"]]
    assert everything.count("JK") == 2


def test_players_may_not_look_at_their_cards() -> None:
    """"Players may not look at their cards. Each player's cards should be kept in a
    neat stack in front of them, face down.\" (seed)"""
    g = parlour.new_game(GAME, 2, seed=4)
    for seat in (0, 1, None):
        for z in g.view(seat)["zones"]:
            if z["id"].startswith("stack"):
                assert z["cards"] == ["??"] and z["count"] == 26


# ----- game play --------------------------------------------------------------------------
def test_dealers_left_goes_first_then_play_passes_left() -> None:
    """"The player to the dealer's left goes first. They begin by flipping one card face
    up from their stack and playing it to the center of the table ... The next player to
    the left does the same, flipping a card face up and adding to the central pile\" (seed)"""
    g = new([["2C", "3C"], ["4C", "5C"], ["6C", "7C"]])
    assert g.waiting_for() == [1]
    ev = g.apply(1, FLIP)
    assert ev[0].for_seat(0)["card"] == "4C" and pile(g) == ["4C"]
    assert g.waiting_for() == [2]
    g.apply(2, FLIP)
    g.apply(0, FLIP)
    assert pile(g) == ["4C", "6C", "2C"] and g.waiting_for() == [1]
    with pytest.raises(IllegalAction, match="turn to flip"):
        g.apply(0, FLIP)


def test_cards_played_out_of_turn_are_dead_and_rank_ignored() -> None:
    """"Cards played out of turn remain on the pile, and are considered dead cards. Any
    effect their rank would have on game play is ignored." (seed)"""
    g = new([["7D", "9D", "8D"], ["7C", "KC", "4D"]])
    g.apply(1, FLIP)                       # live 7C; seat 0's turn
    g.apply(1, RUSH)                       # dead KC out of turn: no challenge
    v = g.view(None)
    assert pile(g) == ["7C", "KC"] and v["dead"] == [1] and v["live_top"] == "7C"
    assert v["owed"] is None and g.waiting_for() == [0]
    g.apply(0, FLIP)                       # 7D: 7C (dead KC between) 7D is a live pair
    g.apply(1, slap(g))
    assert g.view(None)["cards"] == [2, 1 + 3]


def test_out_of_turn_player_must_play_again_when_it_is_their_turn() -> None:
    """"The player who played them must play again when it becomes their turn. In
    essence, they're charged a fee of one card for playing out of turn.\" (seed)"""
    g = new([["2C", "3C", "4C"], ["5D", "6D", "8D"]])
    g.apply(0, RUSH)
    g.apply(1, FLIP)
    assert g.waiting_for() == [0]
    g.apply(0, FLIP)
    assert pile(g) == ["2C", "5D", "3C"] and g.view(None)["cards"] == [1, 2]


# ----- challenges -------------------------------------------------------------------------
@pytest.mark.parametrize(("face", "tries"), [("JC", 1), ("QC", 2), ("KC", 3), ("AC", 4)])
def test_face_card_demands_its_number_of_cards(face: str, tries: int) -> None:
    """"When a player reveals a face card or an ace, the next player after them is
    challenged. ... A jack requires one card to be revealed in response, a queen two, a
    king three, and an ace four.\" (seed)"""
    g = new([["2C", "3C", "4C", "5C", "6C"], [face, "9D", "8D", "7D", "6D"]])
    g.apply(1, FLIP)
    assert g.view(None)["owed"] == tries and g.view(None)["challenger"] == 1
    for k in range(tries):
        assert g.waiting_for() == [0], k   # the challenged player keeps flipping
        g.apply(0, FLIP)
    assert g.view(None)["phase"] == "collect" and g.waiting_for() == [1]


def test_a_face_card_passes_the_challenge_left_with_its_own_count() -> None:
    """"If the player successfully reveals a face card, the challenge passes to the
    player to their left. That player must turn over the number of cards required by the
    most-recently turned over face card.\" (seed)"""
    g = new([["2C", "JD", "3C"], ["KC", "9D", "8D"], ["4H", "5H", "6H"]])
    g.apply(1, FLIP)                        # K: seat 2 owes 3
    g.apply(2, FLIP)                        # 4H
    assert g.view(None)["owed"] == 2
    g.apply(2, FLIP)                        # 5H
    g.apply(2, FLIP)                        # 6H: challenge lost
    assert g.waiting_for() == [1]
    g = new([["QC", "2C", "3C"], ["KC", "9D", "8D"], ["4H", "JH", "6H"]])
    g.apply(1, FLIP)                        # K: seat 2 owes 3
    g.apply(2, FLIP)                        # 4H
    g.apply(2, FLIP)                        # JH: passes to seat 0, who owes 1
    v = g.view(None)
    assert (v["turn"], v["owed"], v["challenger"]) == (0, 1, 2)
    g.apply(0, FLIP)                        # QC: seat 1 owes 2
    v = g.view(None)
    assert (v["turn"], v["owed"], v["challenger"]) == (1, 2, 0)


def test_challenge_lost_face_card_player_adds_pile_to_bottom_of_stack() -> None:
    """"If a challenged player reveals all numeric cards, then the challenge is lost.
    Whoever was the most recent player to play a face card adds the entire pile of played
    cards to the bottom of their stack." (R3: the pile winner starts the next pile)"""
    g = new([["2C", "3C", "TC"], ["QC", "9D", "8D"]])
    flips(g, 1, 0, 0)
    assert g.view(None)["phase"] == "collect"
    with pytest.raises(IllegalAction, match="winner of a challenge"):
        g.apply(0, Action("collect"))
    ev = g.apply(1, Action("collect"))
    assert ev[0].type == "take" and ev[0].data["cards"] == 3
    assert stack(g, 1) == ["9D", "8D", "QC", "2C", "3C"]  # under the stack, pile turned over
    assert pile(g) == [] and g.waiting_for() == [1]


def test_player_out_mid_challenge_next_may_continue_with_the_rest() -> None:
    """"Should a player run out of cards mid-challenge, the next player to the left has
    the option to continue the challenge. If they do, they reveal the appropriate number
    cards minus those already revealed." (seed)"""
    g = new([["2C", "3C", "4C"], ["KC", "5D", "6D"], ["8H", "9H", "7H"]])
    g.apply(2, RUSH)
    g.apply(2, RUSH)                        # seat 2 keeps one card
    flips(g, 1, 2)                          # K: seat 2 owes 3, flips its last card
    v = g.view(None)
    assert v["phase"] == "decide" and g.waiting_for() == [0] and v["owed"] == 2
    assert v["status"][2] == "out"
    assert {a.type for a in g.legal_actions(0)} >= {"continue", "decline"}
    g.apply(0, Action("continue"))
    g.apply(0, FLIP)
    assert g.view(None)["phase"] == "play"
    g.apply(0, FLIP)                        # 2C, 3C: the challenge is lost after 2 more
    assert g.view(None)["phase"] == "collect" and g.waiting_for() == [1]


def test_next_player_may_decline_awarding_the_stack_to_the_face_card_player() -> None:
    """"They may also decline the challenge, awarding the stack to the player who
    played the most recent face card." (seed)"""
    g = new([["2C", "3C", "4C"], ["KC", "5D", "6D"], ["8H", "9H", "7H"]])
    g.apply(2, RUSH)
    g.apply(2, RUSH)
    flips(g, 1, 2)
    g.apply(0, Action("decline"))
    assert g.view(None)["phase"] == "collect" and g.waiting_for() == [1]
    g.apply(1, Action("collect"))
    assert g.view(None)["cards"] == [3, 2 + 4, 0]


def test_first_to_slap_a_pair_wins_the_whole_pile() -> None:
    """"Another opportunity to win the pile is when a pair is played consecutively. The
    first player to notice this and slap the pile is awarded the entire thing, which is
    added to their stack.\" (seed)"""
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=800)                 # 7H 7S
    aim = slap(g)
    ev = g.apply(1, aim, at=1150)            # seat 1 arrives first...
    assert ev[0].type == "take" and ev[0].data["how"] == "pair"
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(0, aim, at=1160)             # ...seat 0's slap on the same pile: no penalty
    assert g.view(None)["cards"] == [2, 4] and g.waiting_for() == [1]


def test_simultaneous_slaps_hand_on_the_bottom_is_earliest_arrival() -> None:
    """"If multiple players slap, the player whose hand is on the bottom (i.e. in direct
    contact with the pile) wins." Conventions 5: that is the earliest arrival."""
    g = new([["7S", "2C"], ["9H", "4D"], ["7C", "8C"]])
    g.apply(1, FLIP, at=0)                   # 9H
    g.apply(2, FLIP, at=10)                  # 7C
    g.apply(0, FLIP, at=20)                  # 7S: a pair
    aim = slap(g)
    g.apply(2, aim, at=250)
    for late in (0, 1):                      # same millisecond, later in arrival order
        with pytest.raises(IllegalAction, match="too late"):
            g.apply(late, aim, at=250)
    assert g.view(None)["cards"] == [1, 1, 4] and g.waiting_for() == [2]


def test_slaps_preempt_a_challenge() -> None:
    """"Slaps preempt any challenge taking place at the time." (seed)"""
    g = new([["KS", "2C", "3C", "6C"], ["9H", "4D", "4C", "8D"]])
    flips(g, 1, 0, 1, 1)                     # 9H, KS (seat 1 owes 3), 4D, 4C: a pair
    assert g.view(None)["owed"] == 1
    ev = g.apply(1, slap(g))                 # the challenged player slaps the pair
    assert ev[0].data["how"] == "pair"
    v = g.view(None)
    assert (v["owed"], v["challenger"], v["cards"]) == (None, None, [3, 5])
    assert g.waiting_for() == [1]
    g = new([["5S", "5C"], ["QH", "9D", "3D"]])
    flips(g, 1, 0, 0)                        # QH, 5S, 5C: a pair, and the challenge is lost
    assert g.view(None)["phase"] == "collect" and g.waiting_for() == [1]
    ev = g.apply(0, slap(g))                 # the slap comes before seat 1 collects
    assert ev[0].data["how"] == "pair"
    assert g.view(None)["cards"] == [3, 2] and g.waiting_for() == [0]


def test_jokers_are_slappable_when_used() -> None:
    """"If jokers are used, jokers are also slappable.\" (seed)"""
    g = new([["JK", "2C"], ["9D", "4D"]], variant="jokers")
    flips(g, 1, 0)
    ev = g.apply(1, slap(g))
    assert ev[0].data["how"] == "joker"
    g = new([["JK", "2C"], ["JC", "4D"]], variant="jokers")
    flips(g, 1, 0)                           # a joker answers a jack like a number card
    assert g.view(None)["phase"] == "collect"


def test_sandwich_variant() -> None:
    """"Some players add other slappable combinations, such as a sandwich (a pair
    separated by one card of another rank, like 7-4-7)\" (seed)"""
    for variant, valid in (("sandwich", True), ("standard", False)):
        g = new([["4S", "2C", "3C"], ["7H", "7D", "5C"]], variant=variant)
        flips(g, 1, 0, 1)                    # 7H 4S 7D
        ev = g.apply(0, slap(g))
        assert (ev[0].type == "take") is valid


@pytest.mark.parametrize(("cards", "valid"), [
    (("4H", "5S", "6D"), True), (("6H", "5S", "4D"), True), (("QH", "KS", "AD"), True),
    (("JH", "QS", "KD"), True), (("3H", "2S", "AD"), True), (("KH", "AS", "2D"), False),
    (("4H", "5S", "7D"), False), (("4H", "6S", "5D"), False)])
def test_sequence_variant(cards: tuple[str, str, str], valid: bool) -> None:
    """"or a sequence of three or more cards" (R5: consecutive ranks ascending or
    descending, ace high or low, no K-A-2 wrap)"""
    a, b, c = cards
    g = new([[b, "9C", "8C"], [a, c, "8H"]], variant="sequence")
    flips(g, 1, 0, 1)
    ev = g.apply(0, slap(g))
    assert (ev[0].type == "take") is valid


def test_unwarranted_slap_pays_one_dead_penalty_card_to_the_pile() -> None:
    """"players who make unwarranted slaps must pay one penalty card to the pile. This
    penalty card is considered a dead card." (R1: burnt to the bottom of the pile)"""
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]])
    flips(g, 1)                              # 7H
    ev = g.apply(0, slap(g))
    assert ev[0].type == "false_slap" and ev[0].data["penalty"] == 1
    assert pile(g) == ["??", "7H"]          # face down under the pile, the top unchanged
    assert g.view(None)["dead"] == [0] and g.view(None)["cards"] == [2, 2]
    assert g.waiting_for() == [0]            # the turn is unchanged
    flips(g, 0, 1)                           # 2C, 4D: the burnt 7S made no pair with 7H
    assert g.view(None)["live_top"] == "7H 2C 4D"


# ----- running out of cards ---------------------------------------------------------------
def test_out_of_cards_is_eliminated_for_the_time_being_and_may_slap_in() -> None:
    """"When a player runs out of cards, they are eliminated for the time being. They
    may slap in to the game, so long as there are two active players in the game, by
    slapping a valid card combination and winning the pile as per usual." (seed)"""
    g = new([["9S", "5C", "6C"], ["2H", "9D", "8D"], ["3C", "4C", "TC"]])
    g.apply(2, RUSH)
    g.apply(2, RUSH)                         # seat 2 keeps one card
    flips(g, 1, 2, 0)                        # 2H, TC (seat 2's last), 9S
    g.apply(1, FLIP)                         # 9D: a pair; seat 2 is passed over: out
    assert g.view(None)["status"] == ["in", "in", "out"]
    assert g.waiting_for() == [0] and 2 in g.actors()
    ev = g.apply(2, slap(g))
    assert ev[0].data["how"] == "pair" and g.view(None)["status"][2] == "in"
    assert g.view(None)["cards"] == [2, 1, 6] and g.waiting_for() == [2]


def test_false_slap_when_out_shuts_the_player_out_for_good() -> None:
    """"This privilege is revoked if the player makes a false slap, permanently shutting
    them out of the game." (seed)"""
    g = new([["9S", "5C", "6C"], ["2H", "8D", "9D"], ["3C", "4C", "TC"]])
    g.apply(2, RUSH)
    g.apply(2, RUSH)
    flips(g, 1, 2, 0, 1)                     # no pattern; seat 2 is out
    ev = g.apply(2, slap(g))
    assert ev[0].type == "false_slap" and ev[0].data["shut_out"]
    v = g.view(None)
    assert v["status"][2] == "shut out" and 2 not in g.actors()
    with pytest.raises(IllegalAction, match="shut out"):
        g.apply(2, slap(g))


def test_two_players_one_runs_out_the_other_takes_the_pile_and_wins() -> None:
    """"Game play continues until only two players are in the game, and one runs out of
    cards. The sole remaining player takes the pile, and thus becomes the winner." /
    "The object of Egyptian Ratscrew is to get all of the cards. All of them.\" (seed)"""
    g = new([["2S", "3S"], ["4H", "5H"]])
    flips(g, 1, 0)
    assert not g.is_over()
    ev = g.apply(1, FLIP)                    # seat 1's last card: seat 0 takes the pile
    assert g.is_over() and ev[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [4.0, 0.0]
    assert res.placing == [1, 2] and g.legal_actions(1) == []


def test_a_pattern_made_as_the_last_cards_run_out_may_still_be_slapped() -> None:
    """E17, "Slaps preempt any challenge": seat 1's last card is a jack; seat 0's last card
    answers it with a jack, a pair. Seat 1, out only as that challenge reaches it, may
    still slap the pair before the game ends; it has ``last_slap_ms`` to do so."""
    g = new([["2S", "JS"], ["4H", "JH"]])
    flips(g, 1, 0, 1, at=0)
    events = g.apply(0, FLIP, at=500)        # JS on JH: nobody holds cards now
    assert events[-1].type == "last_slap" and not g.is_over()
    assert g.next_deadline() == 3500 and g.waiting_for() == []
    assert g.legal_actions(1) == [slap(g)]
    g.apply(1, slap(g), at=900)              # seat 1 wins the pile, every card: its game
    assert g.is_over() and g.result().winners == [1]  # type: ignore[union-attr]


def test_with_no_slap_in_time_the_game_ends_as_before() -> None:
    g = new([["2S", "JS"], ["4H", "JH"]])
    flips(g, 1, 0, 1, at=0)
    g.apply(0, FLIP, at=500)
    g.advance(3499)
    assert not g.is_over()
    events = g.advance(3500)
    assert g.is_over() and events[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [4.0, 0.0]
    quick = new([["2S", "JS"], ["4H", "JH"]], last_slap_ms=0)  # the option off: at once
    flips(quick, 1, 0, 1, 0, at=0)
    assert quick.is_over()


def test_a_last_card_that_makes_a_pair_may_be_slapped_by_either_player() -> None:
    """E17: seat 0's last card pairs the card under it. Seat 0 may slap it back into the
    game; seat 1, holding every other card, may slap first and win."""
    hands = [["2S", "3S", "4S"], ["5H", "9H", "4H", "KH"]]
    g = new(hands)
    flips(g, 1, 0, 1, 0, 1, at=0)            # 5H 2S 9H 3S 4H
    g.apply(0, FLIP, at=300)                 # 4S on 4H: seat 0's last card
    assert g.view(None)["phase"] == "last_slap" and g.legal_actions(0) == [slap(g)]
    g.apply(0, slap(g), at=500)              # seat 0 slaps it: back in the game
    assert not g.is_over() and len(stack(g, 0)) == 6 and g.actors()[0] == 0
    g = new(hands)
    flips(g, 1, 0, 1, 0, 1, at=0)
    g.apply(0, FLIP, at=300)
    g.apply(1, slap(g), at=450)              # seat 1 is quicker: it has every card
    assert g.is_over() and g.result().winners == [1]  # type: ignore[union-attr]


def test_two_decks_variant() -> None:
    """"there's no reason you can't shuffle in a second one for larger games" (seed;
    variant ``two-decks``): identical cards of the two packs pair like any two of a rank."""
    g = parlour.new_game(GAME, 8, variant="two-decks", seed=5)
    assert sum(g.view(None)["cards"]) == 104
    g = new([["7H", "2C", "3C"], ["7H", "4D", "5D"]], variant="two-decks")
    flips(g, 1, 0)
    assert g.apply(1, slap(g))[0].data["how"] == "pair"
