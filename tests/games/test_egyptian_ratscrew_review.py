"""Egyptian Ratscrew review: rule sentences and edge cases found untested or wrong in a
sentence-by-sentence review of the seed text, each from a stacked deck through the
public contract, with explicit arrival times."""

from __future__ import annotations

import pytest

from parlour import Action, IllegalAction
from tests.games.test_egyptian_ratscrew_rules import FLIP, RUSH, new, pile, slap


def test_a_dead_card_on_a_pair_leaves_a_slap_aimed_at_the_pair_valid() -> None:
    """"Cards played out of turn ... are considered dead cards. Any effect their rank
    would have on game play is ignored." R2 / conventions 2 and 4: a dead card changes
    no pattern, so the claim window of the pair stays open and a slap aimed at it
    before the dead card landed is still the first valid claim."""
    g = new([["2C", "3C"], ["7H", "4D"], ["7C", "9S"]])
    g.apply(1, FLIP, at=0)                   # 7H
    g.apply(2, FLIP, at=100)                 # 7C: a pair; seat 0's turn
    aim = slap(g)                            # seat 0 slaps the pair it sees...
    g.apply(1, RUSH, at=300)                 # ...a dead 4D lands first
    assert g.view(None)["live_top"] == "7H 7C"
    ev = g.apply(0, aim, at=310)
    assert ev[0].type == "take" and ev[0].data["how"] == "pair"
    assert g.view(None)["cards"] == [5, 0, 1] and g.waiting_for() == [0]


def test_a_slap_aimed_past_dead_cards_at_no_pattern_is_false() -> None:
    """The same live pile with nothing to slap: a false slap, penalty paid (R1)."""
    g = new([["2C", "3C"], ["7H", "4D"], ["8C", "9S"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=100)                 # 7H 8C: nothing
    aim = slap(g)
    g.apply(1, RUSH, at=300)
    ev = g.apply(0, aim, at=310)
    assert ev[0].type == "false_slap" and ev[0].data["penalty"] == 1
    assert pile(g)[0] == "??" and g.view(None)["cards"] == [1, 0, 1]


def test_a_live_card_on_the_pair_still_closes_the_window() -> None:
    """Conventions 4: the next *live* card closes the window (too late, no penalty),
    even when a dead card came between."""
    g = new([["2C", "3C"], ["7H", "4D"], ["7C", "9S"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=100)
    aim = slap(g)
    g.apply(1, RUSH, at=300)                 # dead 4D
    g.apply(0, FLIP, at=400)                 # live 2C covers the pair
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(2, aim, at=500)
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(2, Action("slap", pile=0), at=500)


def test_jokers_are_shown_slappable_only_when_the_pack_has_jokers() -> None:
    """"If jokers are used, jokers are also slappable." Variant ``even-jokers`` adds
    none when the pack already divides evenly: the view must not offer joker slaps."""
    import parlour

    for players, slaps in ((2, "pair"), (4, "pair"), (3, "pair, joker"), (5, "pair, joker")):
        g = parlour.new_game("egyptian-ratscrew", players, variant="even-jokers", seed=1)
        assert g.view(0)["slaps"] == slaps, players
    g = parlour.new_game("egyptian-ratscrew", 2, variant="jokers", seed=1)
    assert g.view(None)["slaps"] == "pair, joker"


def test_a_flipped_card_is_seen_by_every_seat_at_once_and_not_before() -> None:
    """"Since the player would have an advantage if they turned the card up the normal
    way, since they would glimpse the card before anyone else, Egyptian Ratscrew
    convention is to grab the card from the far side and flip it up away from oneself."
    Before the flip no seat (the flipper included) sees the card, not in its view nor its
    actions; the flip event shows it to every seat alike."""
    g = new([["2C", "3C"], ["QH", "4D"], ["8C", "9S"]])
    for seat in (0, 1, 2, None):
        assert "QH" not in str(g.view(seat))
    assert "QH" not in str([(a.to_json(), g.label(a, 1), g.targets(a, 1))
                            for a in g.legal_actions(1)])
    ev = g.apply(1, FLIP, at=0)
    assert {ev[0].for_seat(s)["card"] for s in (0, 1, 2, None)} == {"QH"}


def test_a_run_of_four_is_a_sequence_of_three_or_more() -> None:
    """"or a sequence of three or more cards": 4-5-6-7 may be slapped (its top three
    run); option ``sequence=4`` asks for four: 5-6-7 alone is then a false slap."""
    g = new([["5S", "7S", "2C"], ["4H", "6H", "9D"]], variant="sequence")
    for seat in (1, 0, 1, 0):
        g.apply(seat, FLIP)                  # 4H 5S 6H 7S
    assert g.apply(1, slap(g))[0].data["how"] == "sequence"
    g = new([["5S", "7S", "2C"], ["4H", "6H", "9D", "TD"]], sequence=4)
    for seat in (1, 0, 1):
        g.apply(seat, FLIP)                  # 4H 5S 6H: three only
    assert g.apply(1, slap(g))[0].type == "false_slap"   # seat 1 burns the 9D
    g.apply(0, FLIP)                         # 7S: four in a row
    assert g.apply(1, slap(g))[0].data["how"] == "sequence"


def test_a_continuing_player_who_reveals_a_face_card_passes_the_challenge_on() -> None:
    """"If they do, they reveal the appropriate number cards minus those already
    revealed." and "If the player successfully reveals a face card, the challenge passes
    to the player to their left": a player continuing an unfinished challenge who turns
    up a face card challenges the next player with that card's count."""
    g = new([["2C", "JC", "4C"], ["KC", "5D", "6D"], ["8H", "9H", "7H"]])
    g.apply(2, RUSH)
    g.apply(2, RUSH)                         # seat 2 keeps one card
    g.apply(1, FLIP)                         # K: seat 2 owes 3
    g.apply(2, FLIP)                         # its last card: seat 0 may continue (2 owed)
    g.apply(0, Action("continue"))
    g.apply(0, FLIP)                         # 2C
    assert g.view(None)["owed"] == 1
    g.apply(0, FLIP)                         # JC: seat 1 now owes 1 (seat 2 is out)
    v = g.view(None)
    assert (v["phase"], v["turn"], v["owed"], v["challenger"]) == ("play", 1, 1, 0)


def test_an_ace_answered_on_the_fourth_card_passes_the_challenge() -> None:
    """"A jack requires one card to be revealed in response, a queen two, a king three,
    and an ace four": a face card on the fourth card answering an ace is in time."""
    g = new([["2C", "3C", "4C", "KC", "5C"], ["AD", "6D", "7D", "8D", "9D"]])
    g.apply(1, FLIP)
    for _ in range(4):
        g.apply(0, FLIP)
    v = g.view(None)
    assert (v["phase"], v["turn"], v["owed"], v["challenger"]) == ("play", 1, 3, 0)


def test_a_false_slap_pays_what_the_player_has_when_the_penalty_is_larger() -> None:
    """"players who make unwarranted slaps must pay one penalty card" (option
    ``penalty_cards``): with 2 and one card left, the player pays that card."""
    g = new([["2C", "3C"], ["7H", "4D", "5D"], ["8S", "9S"]], penalty_cards=2)
    for seat in (1, 2, 0):
        g.apply(seat, FLIP)                  # 7H 8S 2C: seat 0 keeps the 3C
    ev = g.apply(0, slap(g), at=500)
    assert ev[0].data["penalty"] == 1 and pile(g) == ["??", "7H", "8S", "2C"]
    assert g.view(None)["cards"] == [0, 2, 1] and not g.is_over()


def test_the_decide_prompt_does_not_blame_the_deciding_player() -> None:
    """"Should a player run out of cards mid-challenge, the next player to the left has
    the option to continue the challenge": the prompt of that next player offers the
    choice; it must not say that they ran short (seat 2 did)."""
    g = new([["2C", "3C", "4C"], ["KC", "5D", "6D"], ["8H", "9H", "7H"]])
    g.apply(2, RUSH)
    g.apply(2, RUSH)
    g.apply(1, FLIP)
    g.apply(2, FLIP)                         # seat 2 runs short: seat 0 decides
    prompt = g.view(0)["prompt"]
    assert "Seat 0 ran short" not in prompt
    assert "continue" in prompt and "2 cards to flip" in prompt and "seat 1" in prompt


def test_a_dead_joker_cannot_be_slapped() -> None:
    """"If jokers are used, jokers are also slappable" and R2 "a dead card cannot be
    slapped": a joker flipped out of turn on top is no slap."""
    g = new([["2C", "3C"], ["5H", "JK"], ["8C", "9S"]], variant="jokers")
    g.apply(1, FLIP)                         # 5H; seat 2's turn
    g.apply(1, RUSH)                         # the joker, dead
    assert g.apply(0, slap(g))[0].type == "false_slap"
