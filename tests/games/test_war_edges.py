"""War edge cases found in review: uneven short wars, both players out with unequal cards in
the middle, a short player's last card losing, the cap met inside a war, shuffled captures
at the bottom, and the options' defaults, through the public contract from stacked decks
(helpers of ``test_war_rules``)."""

from __future__ import annotations

import parlour
from parlour.engine.zones import HIDDEN
from tests.games.test_war_rules import RUN_LOW0, RUN_LOW1, battle, held, new, stack, zone

# After battle 1 (QH v AH: seat 1 takes both) seat 0 holds 25 cards, seat 1 27; then six ties
# in a row at the turned-up places 0, 2, 5, 9, 14, 20 of the stacks (wars 1 to 5 lay 1 to 5
# cards face down). War number 6 wants 6 face down: seat 0 (4 left) lays 3 and turns up its
# last card QS, seat 1 (6 left) lays 5 and turns up its last card, the QH it captured.
UNEVEN = {0: ("2C", "2D"), 2: ("3C", "3D"), 5: ("4C", "4D"), 9: ("5C", "5D"), 14: ("6C", "6D"),
          20: ("7C", "7D")}


def uneven() -> tuple[str, str]:
    s0 = ["QH"] + [UNEVEN[i][0] if i in UNEVEN else "*" for i in range(25)]
    s1 = ["AH"] + [UNEVEN[i][1] if i in UNEVEN else "*" for i in range(25)]
    s0[25] = "QS"
    return " ".join(s0), " ".join(s1)


def test_short_players_lay_what_they_have_and_turn_up_their_last_card() -> None:  # R1
    g = new(*uneven())
    for _ in range(7):
        battle(g)
    assert held(g) == [25, 27] and g.view(None)["war"] == 6
    assert g.legal_json(0)[0]["label"] == "Put down 3 cards face down and one to turn up"
    assert g.legal_json(1)[0]["label"] == "Put down 5 cards face down and one to turn up"
    events = battle(g)
    assert [e["down"] for e in events[:2]] == [3, 5]
    assert events[2]["cards"] == ["QS", "QH"]


def test_both_out_of_cards_is_a_draw_whatever_each_put_in_the_middle() -> None:  # R1, W4
    g = new(*uneven())
    for _ in range(8):
        battle(g)
    res = g.result()
    assert res is not None and res.winners == [] and res.placing == [1, 1]
    assert res.scores == [25.0, 27.0] and res.details["ended"] == "no-cards"
    assert g.view(0)["prompt"].endswith("Neither player has a card left for the war: a draw "
                                        "after 2 battles")


def test_a_short_players_last_card_that_loses_ends_the_game() -> None:  # R1, "all 52 cards"
    g = new(RUN_LOW0 + " AS", RUN_LOW1.replace("7S", "8H") + " 7S")  # 8H loses to the AH
    for _ in range(24):
        battle(g)
    battle(g)  # 8C v 8D: war; seat 1 turns up its last card, the 7S
    events = battle(g)
    assert events[1]["down"] == 0 and events[2]["cards"] == ["8S", "7S"]
    assert events[2]["text"].endswith("seat 0 takes 5 cards")
    assert events[-1]["text"] == "Seat 0 has captured all 52 cards and wins after 25 battles"
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [52.0, 0.0]


def test_the_cap_counts_battles_not_wars() -> None:  # R3, W7
    g = new("KH * QH", "KS * 2S", max_battles=1)
    battle(g)
    assert not g.is_over() and g.view(None)["war"] == 1  # the war is part of battle 1
    events = battle(g)
    assert events[-1]["text"] == "Battle 1 reaches the cap of 1 battles: a draw"
    res = g.result()
    assert res is not None and res.scores == [29.0, 23.0] and res.details["wars"] == 1


def test_shuffled_captures_still_go_under_the_winners_stack() -> None:  # R2 option
    for seed in range(8):
        g = parlour.new_game("war", seed=seed, options={"shuffle_captured": True},
                             deck=["KH", "2C", "QH", "3C", "JH", "4C"])
        battle(g)
        battle(g)
        s0 = stack(g, 0)
        assert s0[0] == "JH" and len(s0) == 28
        assert sorted(s0[-4:]) == sorted(["KH", "2C", "QH", "3C"])


def test_the_defaults_are_the_texts_values() -> None:
    o = parlour.new_game("war", seed=1).options
    assert (o.face_down, o.escalate, o.short_loses, o.shuffle_captured, o.max_battles,
            o.at_cap) == (1, True, False, False, 10_000, "draw")


def test_a_war_shows_only_the_tied_and_turned_up_cards() -> None:  # W6
    g = new("KH 5C 7H QH", "KS 6D 7S 9S")
    battle(g)
    battle(g)  # sevens: double war
    for seat in (0, 1, None):
        assert zone(g, "table:0", seat)["cards"] == ["KH", HIDDEN, "7H"]
        assert zone(g, "table:1", seat)["cards"] == ["KS", HIDDEN, "7S"]
        assert zone(g, "stock:0", seat)["cards"] == [HIDDEN]


def test_the_war_announcement_says_a_short_player_turns_up_its_last_card() -> None:  # R1
    g = new(RUN_LOW0 + " 8H", RUN_LOW1 + " AS")
    for _ in range(24):
        battle(g)
    events = battle(g)  # 8C v 8D: war; seat 1 holds only the AS
    assert events[-1]["text"] == ("Seat 0 turns up the 8C, seat 1 the 8D: war! Seat 0 puts down "
                                  "1 card face down and turns up the next; seat 1 turns up its "
                                  "last card")


def test_when_both_have_one_card_left_each_turns_up_its_last() -> None:  # R1
    ranks = "23456789TJQKA"
    s0 = " ".join(f"{r}C *" for r in ranks)
    s1 = " ".join(f"{r}D *" for r in ranks)
    g = new(s0, s1, escalate=False)  # every turned-up card ties; each war lays 1 + 1
    for _ in range(12):
        battle(g)
    events = battle(g)  # aces: the 13th war, each holds one card
    assert events[-1]["text"] == ("Seat 0 turns up the AC, seat 1 the AD: war number 13! Each "
                                  "turns up their last card")
    assert g.legal_json(0)[0]["label"] == "Put down your last card, to be turned up"
