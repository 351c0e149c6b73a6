"""Egyptian Ratscrew rulings (R1-R5 from RULINGS.md section 16, E1-E16 from the module
docstring) and refusals, each from a stacked deck through the public contract."""

from __future__ import annotations

import json

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.engine.rng import Rng
from tests.games.test_egyptian_ratscrew_rules import FLIP, RUSH, flips, new, pile, slap, stack


def snapshot(g: parlour.Game) -> str:
    return json.dumps([g.full_view(), g.record()], sort_keys=True)


def test_r2_dead_card_cannot_be_slapped() -> None:
    """R2: a dead card cannot be slapped; pattern checks skip dead cards (7, dead 7 is
    no pair; 7, dead K, 7 is one: the rules test covers the second)."""
    g = new([["7S", "7C", "5C"], ["2H", "4D", "6D"]])
    flips(g, 1, 0)                           # 2H, 7S; seat 1's turn
    g.apply(0, RUSH)                         # 7C out of turn: dead
    assert g.view(None)["live_top"] == "2H 7S"
    ev = g.apply(1, slap(g))
    assert ev[0].type == "false_slap"


def test_r3_pile_winner_starts_the_next_pile() -> None:
    """R3: the winner of a pile leads the next one, whoever's turn it was."""
    g = new([["7S", "2C", "3C"], ["9H", "4D", "5D"], ["7C", "8C", "6C"]])
    flips(g, 1, 2, 0)                        # 9H 7C 7S: a pair, seat 1 to flip
    g.apply(2, slap(g))
    assert g.waiting_for() == [2] and g.view(None)["turn"] == 2


def test_r4_challenged_player_without_cards_is_skipped() -> None:
    """R4: a seat with no cards when the challenge reaches it is skipped (and out)."""
    g = new([["2C", "3C", "4C"], ["KC", "5D", "6D"], ["8H", "9H", "TH"]])
    for _ in range(3):
        g.apply(2, RUSH)                     # seat 2 has no cards left
    g.apply(1, FLIP)                         # K: seat 2 is skipped, seat 0 owes 3
    v = g.view(None)
    assert (v["turn"], v["owed"], v["status"]) == (0, 3, ["in", "in", "out"])


def test_e2_slap_aimed_at_an_older_pile_is_too_late_without_penalty() -> None:
    """E2: a slap names the pile it was aimed at; once another card covers it the claim
    is refused as too late, with no penalty and no change."""
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]])
    flips(g, 1, 0)                           # a pair...
    aim = slap(g)
    g.apply(1, FLIP, at=400)                 # ...covered by seat 1's next flip
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="too late.*no penalty"):
        g.apply(0, aim, at=450)
    assert snapshot(g) == before
    with pytest.raises(IllegalAction, match="aimed at a pile of 9 face-up cards"):
        g.apply(0, Action("slap", pile=9), at=450)
    for nonsense in (-1, 99):  # no pile ever held that many: malformed, not late
        with pytest.raises(IllegalAction, match=f"'pile' of 'slap' .* from 0 to 52, not {nonsense}"):
            g.apply(0, Action("slap", pile=nonsense), at=450)
    assert snapshot(g) == before
    with pytest.raises(IllegalAction, match="earlier than the game clock"):
        g.apply(0, slap(g), at=10)


def test_e2_an_empty_pile_cannot_be_slapped() -> None:
    """E2: no pile, nothing to claim: refused with no penalty (never a false slap)."""
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]])
    assert [a.type for a in g.legal_actions(0)] == ["rush"]
    with pytest.raises(IllegalAction, match="no pile to slap"):
        g.apply(0, Action("slap", pile=0))
    flips(g, 1, 0)
    aim = slap(g)
    g.apply(1, aim)                          # seat 1 takes the pair
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(0, aim)
    with pytest.raises(IllegalAction, match="no pile to slap"):
        g.apply(0, slap(g))
    assert g.view(None)["cards"] == [2, 4]


def test_e3_out_of_turn_flips_can_be_switched_off() -> None:
    """E3: option ``out_of_turn=false`` forbids flipping out of turn."""
    g = new([["2C", "3C"], ["4D", "5D"]], out_of_turn=False)
    assert RUSH not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="out_of_turn"):
        g.apply(0, RUSH)
    g = new([["2C", "3C"], ["4D", "5D"]])
    with pytest.raises(IllegalAction, match="your turn"):
        g.apply(1, RUSH)


def test_e5_last_card_face_card_can_still_win_the_pile() -> None:
    """E5/E6: a seat whose last card is a face card stays in: if the challenge is lost
    it collects the pile and plays on."""
    g = new([["9C", "8C", "KC"], ["5D", "6D", "7D"], ["2S", "3S", "4S"]])
    g.apply(0, RUSH)
    g.apply(0, RUSH)                         # seat 0 keeps only the KC
    flips(g, 1, 2, 0)                        # 5D 2S KC: seat 0 has no cards, seat 1 owes 3
    v = g.view(None)
    assert v["cards"][0] == 0 and v["status"][0] == "in" and v["owed"] == 3
    flips(g, 1, 1)                           # 6D 7D: seat 1 runs short, seat 2 decides
    assert g.view(None)["phase"] == "decide" and g.waiting_for() == [2]
    g.apply(2, Action("decline"))
    g.apply(0, Action("collect"))
    v = g.view(None)
    assert v["cards"] == [7, 0, 2] and v["status"] == ["in", "out", "in"]
    assert g.waiting_for() == [0] and not g.is_over()


def test_e6_nobody_left_to_answer_the_last_face_card() -> None:
    """E6: one holder and no challenge pending: the holder takes the pile and wins; with
    no holder at all, the pending challenger takes it."""
    g = new([["QC"], ["KH"]])
    g.apply(1, FLIP)                         # seat 1's last card: a king, seat 0 answers
    assert not g.is_over() and g.waiting_for() == [0]
    g.apply(0, FLIP)                         # a queen, its last card: nobody can answer
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [0] and res.scores == [2.0, 0.0]
    g = new([["2C"], ["KH"]])
    flips(g, 1, 0)                           # seat 0 fails with its last card
    res = g.result()
    assert res is not None and res.winners == [1] and res.scores == [0.0, 2.0]


def test_e7_false_slap_without_cards_shuts_out_and_voids_the_challenge() -> None:
    """E7: a seat with no cards cannot pay a false slap: it is shut out for good and its
    challenge is void; the challenged seat plays on normally."""
    g = new([["2C", "3C", "4C"], ["4D", "5D", "6D"], ["9S", "8S", "KS"]])
    g.apply(2, RUSH)
    g.apply(2, RUSH)
    flips(g, 1, 2, 0)                        # 4D, KS (seat 2's last card), 2C
    assert g.view(None)["owed"] == 2
    ev = g.apply(2, slap(g))
    assert [e.type for e in ev] == ["false_slap", "challenge_void"]
    v = g.view(None)
    assert (v["owed"], v["challenger"], v["status"][2]) == (None, None, "shut out")
    g.apply(0, FLIP)                         # an ordinary turn: play passes to seat 1
    assert g.waiting_for() == [1] and 2 not in g.actors()


def test_e8_the_challenge_winner_collects_and_cannot_slap() -> None:
    """E8: a lost challenge waits for the winner's ``collect``; the winner cannot slap."""
    g = new([["2C", "3C", "4C"], ["JD", "5D", "6D"]])
    flips(g, 1, 0)
    assert g.view(None)["phase"] == "collect"
    assert g.legal_actions(1) == [Action("collect")]
    with pytest.raises(IllegalAction, match="already yours"):
        g.apply(1, slap(g))
    with pytest.raises(IllegalAction, match="winner of a challenge collects"):
        g.apply(0, Action("collect"))
    assert g.view(1)["prompt"].startswith("You won the challenge")


def test_e9_continuing_seat_running_short_passes_the_choice_on() -> None:
    """E9: a seat that continues a challenge and runs short hands the choice on to the
    next seat holding cards; once it would reach the challenger, the challenge is lost
    (here the challenger then holds every card: the game ends, E6)."""
    g = new([["2C", "3C", "4C"], ["AC", "5D", "6D"], ["8H", "9H", "7H"], ["2S", "3S", "4S"]])
    for seat in (0, 0, 2, 2, 3, 3):
        g.apply(seat, RUSH)                  # seats 0, 2 and 3 keep one card each
    flips(g, 1, 2)                           # ace: seat 2 flips its last, 3 still owed
    with pytest.raises(IllegalAction, match="continue or decline"):
        g.apply(1, Action("continue"))
    assert g.waiting_for() == [3]
    g.apply(3, Action("continue"))
    g.apply(3, FLIP)                         # its last card: 2 owed, seat 0 decides
    v = g.view(None)
    assert (v["phase"], v["turn"], v["owed"]) == ("decide", 0, 2)
    g.apply(0, Action("continue"))
    g.apply(0, FLIP)                         # 1 still owed and only the challenger left
    # its 4C pairs seat 3's 4S: seat 0 may slap it for the next 3 s (E17); it does not
    assert g.view(None)["phase"] == "last_slap" and g.legal_actions(0) == [slap(g)]
    g.advance(g.next_deadline())  # type: ignore[arg-type]
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [1]
    assert res.scores == [0.0, 12.0, 0.0, 0.0]


def test_e11_won_pile_goes_under_the_stack_turned_over_and_unseen() -> None:
    """E11: the pile goes under the winner's stack, its bottom card nearest the stack;
    nobody sees a stack's cards, not even those seen on the pile."""
    g = new([["7S", "2C", "3C"], ["4H", "7H", "5D"]])
    flips(g, 1, 0, 1)                        # 4H 7S 7H
    g.apply(0, slap(g))
    assert stack(g, 0) == ["2C", "3C", "4H", "7S", "7H"]
    for seat in (0, 1, None):
        z = next(z for z in g.view(seat)["zones"] if z["id"] == "stack:0")
        assert z["cards"] == ["??"] and z["count"] == 5


def test_e12_safeguard_stops_the_game_and_most_cards_wins() -> None:
    """E12: option ``max_flips``: the game stops and the most cards held wins."""
    g = new([["2C", "3C", "4C"], ["5D", "6D", "7D"]], max_flips=3)
    flips(g, 1, 0, 1)
    res = g.result()
    assert g.is_over() and res is not None
    assert res.winners == [0] and res.scores == [2.0, 1.0] and "safeguard" in res.reason
    assert pile(g) == ["5D", "2C", "6D"]


def test_e13_placing_by_how_late_each_went_out() -> None:
    """E13: the winner first, then the last to go out."""
    g = new([["2C", "3C", "4C"], ["5D", "6D", "7D"], ["8S", "9S", "TS"]])
    for _ in range(3):
        g.apply(2, RUSH)
    flips(g, 1, 0, 1, 0, 1)                  # seat 2 passed over first; seat 1 runs out
    res = g.result()
    assert res is not None and res.winners == [0] and res.placing == [1, 2, 3]


def test_refusals_explain_and_change_nothing() -> None:
    g = new([["2C", "3C", "4C"], ["QD", "5D", "6D"]])
    before = snapshot(g)
    for seat, action, why in [
        (0, FLIP, "seat 1's turn to flip"),
        (1, Action("continue"), "continue or decline"),
        (1, Action("collect"), "winner of a challenge"),
        (1, Action("dance"), "unknown action type .dance."),
    ]:
        with pytest.raises(IllegalAction, match=why):
            g.apply(seat, action)
        assert snapshot(g) == before
    with pytest.raises(IllegalAction, match="unknown action type"):
        g.apply(0, {"type": "dance"})
    with pytest.raises(IllegalAction, match="not at this table"):
        g.apply(2, FLIP)
    flips(g, 1)
    with pytest.raises(IllegalAction, match="first decide|collect|turn"):
        g.apply(1, FLIP)


def test_options_are_validated() -> None:
    with pytest.raises(InvalidOption, match="sequence"):
        parlour.new_game("egyptian-ratscrew", 2, options={"sequence": 2})
    with pytest.raises(InvalidOption, match="2 to 8 players"):
        parlour.new_game("egyptian-ratscrew", 9)
    with pytest.raises(InvalidOption, match="no variant"):
        parlour.new_game("egyptian-ratscrew:speedy", 2)
    g = parlour.new_game("egyptian-ratscrew", 3, options={"jack_tries": 2, "ace_tries": 1}, seed=1)
    assert g.options.tries()[11] == 2


def test_e4_a_burnt_card_stays_unseen_even_if_everyone_once_saw_it() -> None:
    """E4/E11: a card won in a pile (everyone saw it) and later burnt is never shown."""
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]])
    flips(g, 1, 0)
    g.apply(1, slap(g))                      # seat 1: 4D 5D 7H 7S (top first)
    flips(g, 1, 0, 1)                        # 4D, 2C, 5D: seat 1's next card is the 7H
    g.apply(1, slap(g))                      # false: the 7H is burnt under the pile
    for seat in (0, 1, None):
        assert pile(g)[0] == "??" and g.view(seat)["zones"][0]["cards"][0] == "??"


def _own_pair() -> parlour.Game:
    """Seat 1 flips the 7H at 0 ms, seat 0 the 7S at 500 ms: seat 0 made the pair."""
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=500)
    return g


def test_e15_a_seat_cannot_flip_and_slap_its_own_pair_1_ms_later() -> None:
    """E15 / RULINGS conventions 6: option ``min_interval`` (120 ms): the engine refuses a
    seat's action sooner than that after its own previous one ("too quick"), with no
    penalty and no change; at 120 ms the slap is accepted."""
    g = _own_pair()
    before = snapshot(g)
    for at in (501, 619):
        with pytest.raises(IllegalAction, match="too quick"):
            g.apply(0, slap(g), at=at)
        assert snapshot(g) == before
    assert g.earliest(0) == 620 and g.earliest(1) == 500
    ev = g.apply(0, slap(g), at=620)
    assert ev[0].type == "take" and ev[0].data["how"] == "pair"
    assert g.view(None)["cards"] == [4, 2]


def test_e15_the_interval_is_per_seat() -> None:
    """Another seat, which last acted long ago, may slap 1 ms after the flip."""
    g = _own_pair()
    ev = g.apply(1, slap(g), at=501)
    assert ev[0].type == "take" and ev[0].data["how"] == "pair"


def test_e15_min_interval_is_an_option() -> None:
    from parlour.engine.registry import game_class, info

    assert info(game_class("egyptian-ratscrew")).options["min_interval"]["default"] == 120
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]], min_interval=0)
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=500)
    assert g.apply(0, slap(g), at=501)[0].type == "take"
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]], min_interval=300)
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=500)
    with pytest.raises(IllegalAction, match="too quick.*300 ms"):
        g.apply(0, slap(g), at=620)
    assert g.apply(0, slap(g), at=800)[0].type == "take"
    for bad in (-1, 5000, "fast"):
        with pytest.raises(InvalidOption, match="min_interval"):
            parlour.new_game("egyptian-ratscrew", 2, options={"min_interval": bad})


def test_e2_a_slaps_pile_is_a_whole_number_in_a_finite_domain() -> None:
    """``slap.pile`` is ``Int(0, pack size)``: the schema refuses other kinds, and the RL
    adapters read every value from its domain (one slap per face-up count)."""
    from parlour.engine.actions import schema

    g = _own_pair()
    for bad in ("2", True, 2.0, None, [2]):
        with pytest.raises(IllegalAction, match="parameter 'pile' of 'slap' must be a whole number"):
            g.apply(1, {"type": "slap", "pile": bad}, at=600)
    param = schema(type(g))["slap"]["pile"]
    assert param.values(2, g.options) == list(range(53))
    two = parlour.new_game("egyptian-ratscrew", 4, variant="two-decks", seed=1)
    assert param.values(4, two.options) == list(range(105))


def test_the_finished_games_prompt_says_who_won_and_why() -> None:
    from parlour.testing import random_step

    g = parlour.new_game("egyptian-ratscrew", 2, seed=3)
    rng = Rng(1)
    while not g.is_over():
        pick = random_step(g, rng)
        if pick is None:
            g.advance(g.next_deadline())  # type: ignore[arg-type]
            continue
        g.apply(*pick[:2], at=pick[2])
    res = g.result()
    assert res is not None
    for seat in (0, 1, None):
        assert g.view(seat)["prompt"] == f"Game over: {res.reason}" == "Game over: seat 0 has all the cards"
