"""War rule checklist: one test per rule sentence of seed 003 "War" (quoted), per ruling of
RULINGS 20 and the conventions War uses, and per module ruling W1-W7, from stacked decks
through the public contract (``new_game``, ``legal_actions``, ``apply``, ``view``, events,
``result``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.cards import deck52
from parlour.engine.game import Game
from parlour.engine.zones import HIDDEN

FLIP = Action("flip")
ALL = [str(c) for c in deck52()]
LOW = "2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D 7H 7S"
"""24 cards below every card of HIGH."""
HIGH = "9C 9D 9H 9S TC TD TH TS JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS"


def deck(seat0: str, seat1: str) -> list[str]:
    """A stacked deck from each seat's stack, top card first (W2: seat 0 gets deck[0],
    seat 1 deck[1], ...). ``*`` is any card not named (laid face down, never compared)."""
    s0, s1 = seat0.split(), seat1.split()
    spare = [c for c in ALL if c not in s0 + s1]
    s0 = [spare.pop(0) if c == "*" else c for c in s0]
    s1 = [spare.pop(0) if c == "*" else c for c in s1]
    assert len(s0) == len(s1)
    return [c for pair in zip(s0, s1, strict=True) for c in pair]


def new(seat0: str, seat1: str, variant: str | None = None, **options: Any) -> Game:
    return parlour.new_game("war", variant=variant, options=options, deck=deck(seat0, seat1))


def battle(g: Game) -> list[dict[str, Any]]:
    """Both seats put down their cards (seat 0 first); the spectator's copy of the events."""
    return [e.for_seat(None) for e in g.apply(0, FLIP) + g.apply(1, FLIP)]


def zone(g: Game, zid: str, seat: int | None = None) -> dict[str, Any]:
    return next(z for z in g.view(seat)["zones"] if z["id"] == zid)


def stack(g: Game, seat: int) -> list[str]:
    """Seat's stack, top card first (from the debugging view)."""
    z = next(z for z in g.full_view()["zones"] if z["id"] == f"stock:{seat}")
    return list(reversed(z["cards"]))


def held(g: Game) -> list[int]:
    return list(g.view(None)["cards"])


# Seat 0 wins the first 24 battles (8S, then 9 to A, over 2 to 7), then 8C meets 8D: war.
RUN_LOW0 = "8S " + " ".join(HIGH.split()[:23]) + " 8C"
RUN_LOW1 = LOW + " 8D"
assert len(RUN_LOW0.split()) == len(RUN_LOW1.split()) == 25


# ----- "War is a classic game for two" ------------------------------------------------------------


def test_a_game_for_two() -> None:
    assert parlour.new_game("war", seed=1).players == 2
    for n in (1, 3):
        with pytest.raises(InvalidOption, match="2 players"):
            parlour.new_game("war", n, seed=1)


# ----- "whose outcome is determined entirely by luck" --------------------------------------------


def test_no_choices_every_seat_has_one_action_or_none() -> None:
    g = parlour.new_game("war", seed=3)
    for _ in range(300):
        if g.is_over():
            break
        for s in (0, 1):
            assert g.legal_actions(s) == ([FLIP] if s in g.actors() else [])
        g.apply(g.actors()[0], FLIP)


# ----- "The object of War is to get all of the cards" ---------------------------------------------


def test_the_winner_gets_all_of_the_cards() -> None:
    g = new("8C 8D " + HIGH, LOW + " 8H 8S")  # every card of seat 0 beats seat 1's
    for _ in range(25):
        battle(g)
        assert not g.is_over()  # "Game play continues until one player has captured all 52"
    events = battle(g)
    res = g.result()
    assert res is not None and g.is_over()
    assert res.winners == [0] and res.scores == [52.0, 0.0] and res.placing == [1, 2]
    assert res.details == {"battles": 26, "wars": 0, "ended": "all-cards"}  # W7
    assert events[-1]["text"] == "Seat 0 has captured all 52 cards and wins after 26 battles"
    assert zone(g, "stock:0")["count"] == 52 and g.view(1)["prompt"].startswith("Game over")
    with pytest.raises(IllegalAction, match="over"):
        g.apply(0, FLIP)


# ----- "War requires a standard 52-card deck" -----------------------------------------------------


def test_a_standard_52_card_deck() -> None:
    g = parlour.new_game("war", seed=5)
    cards = [c for z in g.full_view()["zones"] for c in z["cards"]]
    assert sorted(cards) == sorted(ALL)


# ----- "Shuffle and deal the entire deck out, giving each player 52 cards" (RULINGS: 26) ----------


def test_the_whole_deck_is_dealt_26_each() -> None:
    g = parlour.new_game("war", seed=7)
    assert held(g) == [26, 26]
    assert [zone(g, f"stock:{s}")["count"] for s in (0, 1)] == [26, 26]


def test_the_deck_is_shuffled_by_the_seed() -> None:
    a, b, a2 = (parlour.new_game("war", seed=s) for s in (1, 2, 1))
    assert stack(a, 0) != stack(b, 0) and stack(a, 0) == stack(a2, 0)


def test_stacked_deck_deals_one_card_at_a_time_seat_0_first() -> None:  # W2
    g = parlour.new_game("war", deck=["KH", "7C", "QS", "2D"])
    assert stack(g, 0)[:2] == ["KH", "QS"] and stack(g, 1)[:2] == ["7C", "2D"]
    assert battle(g)[-1]["cards"] == ["KH", "7C"]


# ----- "Cards are not to be looked at by either player" -------------------------------------------


def test_nobody_sees_any_stack_not_even_its_own() -> None:
    g = parlour.new_game("war", seed=11)
    for _ in range(40):  # captured cards were seen turned up; the stacks still show nothing
        battle(g)
    for seat in (0, 1, None):
        for s in (0, 1):
            z = zone(g, f"stock:{s}", seat)
            assert z["top"] == HIDDEN and z["cards"] == [HIDDEN] and z["count"] == held(g)[s]


# ----- "kept in a neat stack in front of them, face down" -----------------------------------------


def test_each_stack_lies_face_down_in_front_of_its_player() -> None:
    g = parlour.new_game("war", seed=2)
    for s in (0, 1):
        z = next(z for z in g.full_view()["zones"] if z["id"] == f"stock:{s}")
        assert z["kind"] == "pile" and z["owner"] == s and not any(z["up"])


# ----- "Each player turns one card face up, placing it in the middle of the table" ----------------


def test_both_players_turn_a_card_up_in_the_middle_together() -> None:
    g = new("KH", "7C")
    first = [e.for_seat(1) for e in g.apply(0, FLIP)]
    assert first == [{"type": "flip", "seat": 0, "down": 0, "war": 0, "text": "Seat 0 puts down a card"}]
    for seat in (0, 1, None):  # the card lies in the middle face down until both are down
        assert zone(g, "table:0", seat)["cards"] == [HIDDEN]
    events = [e.for_seat(None) for e in g.apply(1, FLIP)]
    assert events[1]["cards"] == ["KH", "7C"] and events[1]["winner"] == 0
    assert events[1]["text"] == "Seat 0 turns up the KH, seat 1 the 7C: seat 0 takes 2 cards"
    assert g.view(1)["last"] == {"cards": ["KH", "7C"], "winner": 0}


# ----- "The player with the higher card wins ... both cards go face down at the bottom" -----------


def test_the_higher_card_wins_both_face_down_at_the_bottom_of_its_stack() -> None:
    g = new("KH QS", "7C 2D")
    battle(g)
    assert held(g) == [27, 25]
    z = next(z for z in g.full_view()["zones"] if z["id"] == "stock:0")
    assert z["cards"][:2] == ["7C", "KH"] and not any(z["up"])  # bottom first: KH comes up first
    assert stack(g, 0)[0] == "QS"


# ----- "Aces are high" ----------------------------------------------------------------------------


@pytest.mark.parametrize(("c0", "c1", "winner"), [("AS", "KS", 0), ("2C", "AC", 1), ("3D", "2H", 0),
                                                  ("TC", "JD", 1)])
def test_aces_are_high_and_suits_do_not_count(c0: str, c1: str, winner: int) -> None:
    assert battle(new(c0, c1))[-1]["winner"] == winner


# ----- "the same rank ... go to war ... the winner of the war takes all six cards" ----------------


def test_equal_ranks_go_to_war_one_down_one_up_six_cards() -> None:
    g = new("KH 5C QH", "KS 6D 9S")
    events = battle(g)
    assert events[-1]["winner"] is None and events[-1]["text"].endswith(
        "war! Each puts down 1 card face down and turns up the next")
    assert zone(g, "table:0", 1)["cards"] == ["KH"]  # the tied cards stay face up
    assert g.legal_json(0)[0]["label"] == "Put down 1 card face down and one to turn up"
    g.apply(0, FLIP)
    assert zone(g, "table:0", 0)["cards"] == ["KH", HIDDEN, HIDDEN]
    events = [e.for_seat(None) for e in g.apply(1, FLIP)]
    assert events[0]["down"] == 1 and events[1]["cards"] == ["QH", "9S"]
    assert events[1]["text"].endswith("seat 0 takes 6 cards") and held(g) == [29, 23]


# ----- "double war, turning two cards face down and a third face up, and so on" (W1) --------------


def test_double_war_lays_two_face_down_and_triple_war_three() -> None:
    g = new("KH * QH * * 7H * * * AH", "KS * QS * * 7S * * * 2S")
    battle(g)
    battle(g)  # queens again: double war
    assert g.view(0)["prompt"] == ("Battle 1, double war: put down 2 cards face down and one to "
                                   "turn up.")
    battle(g)  # sevens again: triple war
    assert [zone(g, f"table:{s}")["count"] for s in (0, 1)] == [6, 6]
    assert g.legal_json(1)[0]["label"] == "Put down 3 cards face down and one to turn up"
    events = battle(g)
    assert events[-1]["cards"] == ["AH", "2S"] and events[-1]["text"].endswith("takes 20 cards")
    assert g.result() is None and held(g) == [36, 16] and g.view(None)["battle"] == 2  # W7


def test_without_escalation_every_war_lays_one_face_down() -> None:
    g = new("KH * QH * AH", "KS * QS * 2S", escalate=False)
    battle(g)
    battle(g)
    assert g.legal_json(0)[0]["label"] == "Put down 1 card face down and one to turn up"
    assert battle(g)[-1]["text"].endswith("seat 0 takes 10 cards")


def test_a_war_lays_face_down_option_cards() -> None:
    g = new("KH * * * AH", "KS * * * 2S", face_down=3, escalate=False)
    battle(g)
    assert g.legal_json(0)[0]["label"] == "Put down 3 cards face down and one to turn up"
    assert battle(g)[-1]["text"].endswith("seat 0 takes 10 cards")


def test_face_down_war_cards_are_never_shown() -> None:
    g = new("KH 5C QH", "KS 6D 9S")
    battle(g)
    g.apply(0, FLIP)
    events = [e.to_json() for e in g.apply(1, FLIP)]
    assert not any(c in str(events) for c in ("5C", "6D"))  # captured unseen
    assert "QH" in str(events)


# ----- RULINGS 20: running out during a war ----------------------------------------------------


def test_a_short_player_turns_up_its_last_card_and_plays_on() -> None:  # R1
    g = new(RUN_LOW0 + " 8H", RUN_LOW1 + " AS")
    for _ in range(24):
        battle(g)
    assert held(g) == [50, 2]
    battle(g)  # 8C v 8D: war, seat 1 has one card
    assert g.legal_json(1)[0]["label"] == "Put down your last card, to be turned up"
    events = battle(g)
    assert events[1]["down"] == 0 and events[1]["text"] == "Seat 1 puts down a last card, to be turned up"
    assert events[2]["cards"] == ["8S", "AS"] and events[2]["winner"] == 1  # 8S: the first card captured
    assert not g.is_over() and held(g) == [47, 5]
    assert stack(g, 1) == ["8D", "AS", "8C", "8H", "8S"]  # R2: the winner's cards, then the loser's


def test_a_player_with_no_card_at_all_loses() -> None:  # R1, W5
    g = new(RUN_LOW0 + " AS", RUN_LOW1 + " 8H")
    for _ in range(25):
        battle(g)
    events = battle(g)  # seat 1's last card 8H ties seat 0's 8S: double war, seat 1 has none
    assert events[-2]["text"] == "Seat 0 turns up the 8S, seat 1 the 8H: double war!"
    assert events[-1]["text"] == ("Seat 1 has no card left for the war: seat 0 takes every card "
                                  "and wins after 25 battles")
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [52.0, 0.0]
    assert res.details["ended"] == "no-cards" and zone(g, "stock:0")["count"] == 52


def test_short_loses_a_player_who_cannot_lay_the_whole_war_loses() -> None:  # R1 variant
    g = new(RUN_LOW0 + " 8H", RUN_LOW1 + " AS", variant="short-loses")
    assert g.options.short_loses
    for _ in range(24):
        battle(g)
    events = battle(g)  # war: seat 1 holds one card, a war needs two
    assert events[-1]["text"] == ("Seat 1 has too few cards for the war: seat 0 takes every card "
                                  "and wins after 25 battles")
    res = g.result()
    assert res is not None and res.winners == [0] and res.details["ended"] == "short"


# Seven ties in a row, each card of seat 0 equal in rank to seat 1's at the turned-up places
# 0, 2, 5, 9, 14, 20 and 25 (W1: 1, 2, 3... cards face down; 26 cards run out at the 6th war).
TIES = {0: ("2C", "2D"), 2: ("3C", "3D"), 5: ("4C", "4D"), 9: ("5C", "5D"), 14: ("6C", "6D"),
        20: ("7C", "7D"), 25: ("8C", "8D")}


def tie_chain(first: tuple[str, str] | None = None) -> tuple[str, str]:
    """Stacks that tie at every turned-up card; ``first``: a battle won by seat 0 before."""
    s0 = [TIES[i][0] if i in TIES else "*" for i in range(26)]
    s1 = [TIES[i][1] if i in TIES else "*" for i in range(26)]
    if first is not None:
        s0, s1 = [first[0], *s0[:25]], [first[1], *s1[:25]]
    return " ".join(s0), " ".join(s1)


def test_both_out_of_cards_is_a_draw() -> None:  # R1, W4
    g = new(*tie_chain())
    for _ in range(6):
        battle(g)
    assert [zone(g, f"table:{s}")["count"] for s in (0, 1)] == [21, 21]
    assert g.legal_json(0)[0]["label"] == "Put down 4 cards face down and one to turn up"  # 5 left
    events = battle(g)
    assert events[-1]["text"] == "Neither player has a card left for the war: a draw after 1 battle"
    res = g.result()
    assert res is not None and res.winners == [] and res.placing == [1, 1]
    assert res.scores == [26.0, 26.0] and res.details == {"battles": 1, "wars": 7, "ended": "no-cards"}


def test_short_loses_when_neither_can_the_one_holding_more_wins() -> None:  # W4
    g = new(*tie_chain(first=("AH", "KH")), variant="short-loses")
    battle(g)
    assert held(g) == [27, 25]
    for _ in range(6):
        battle(g)  # sixth war needs 7 cards: seat 0 holds 6, seat 1 holds 4
    res = g.result()
    assert res is not None and res.winners == [0] and res.details["ended"] == "both-short"
    assert res.scores == [52.0, 0.0]


def test_short_loses_neither_can_and_equal_holdings_draw() -> None:  # W4
    g = new(*tie_chain(), variant="short-loses")
    for _ in range(6):
        battle(g)
    res = g.result()
    assert res is not None and res.winners == [] and res.details["ended"] == "both-short"
    assert g.view(None)["prompt"].endswith("they hold as many: a draw after 1 battle")


# ----- RULINGS 20: the order of the captured cards -----------------------------------------------


def test_captured_cards_go_under_winner_first_in_play_order() -> None:  # R2
    g = new("KH 5C QH 3C", "KS 6D 9S 4D")
    battle(g)
    battle(g)  # seat 0 wins KH 5C QH, then KS 6D 9S
    z = next(z for z in g.full_view()["zones"] if z["id"] == "stock:0")
    assert list(reversed(z["cards"][:6])) == ["KH", "5C", "QH", "KS", "6D", "9S"]
    assert stack(g, 0)[0] == "3C" and held(g) == [29, 23]


def test_shuffled_captures_are_seeded_and_conserve_cards() -> None:  # R2 option
    def play(seed: int, shuffle: bool) -> list[str]:
        g = parlour.new_game("war", seed=seed, options={"shuffle_captured": shuffle})
        for _ in range(60):
            battle(g)
            assert Counter(c for z in g.full_view()["zones"] for c in z["cards"]) == Counter(ALL)
        return stack(g, 0) + ["|"] + stack(g, 1)

    assert play(4, True) == play(4, True)
    assert play(4, True) != play(4, False)


# ----- RULINGS 20: a cap on battles ----------------------------------------------------------------


def test_the_cap_ends_the_game_in_a_draw() -> None:  # R3
    g = new("KH QH JH", "2C 3C 4C", max_battles=3)
    battle(g)
    battle(g)
    assert not g.is_over()
    events = battle(g)
    assert events[-1]["text"] == "Battle 3 reaches the cap of 3 battles: a draw"
    res = g.result()
    assert res is not None and res.winners == [] and res.scores == [29.0, 23.0]
    assert res.details == {"battles": 3, "wars": 0, "ended": "cap"}


def test_the_cap_more_cards_wins() -> None:  # R3 option
    g = new("KH QH", "2C 3C", max_battles=2, at_cap="more-cards")
    battle(g)
    events = battle(g)
    assert events[-1]["text"] == "Battle 2 reaches the cap: seat 0 holds more cards (28 to 24) and wins"
    res = g.result()
    assert res is not None and res.winners == [0] and res.placing == [1, 2]
    even = new("KH 3C", "2C QH", max_battles=2, at_cap="more-cards")
    battle(even)
    battle(even)
    res = even.result()
    assert res is not None and res.winners == [] and res.scores == [26.0, 26.0]


def test_options_are_validated() -> None:
    for bad in ({"max_battles": 0}, {"face_down": 4}, {"at_cap": "coin"}, {"short_loses": 1}):
        with pytest.raises(InvalidOption):
            parlour.new_game("war", options=bad)


# ----- conventions: War flips are commit-reveal -------------------------------------------------


def test_flips_are_sealed_until_both_are_down() -> None:
    g = new("KH", "7C")
    events = g.apply(1, FLIP)  # either seat may go first
    assert all("7C" not in str(e.for_seat(s)) for e in events for s in (0, 1, None))
    assert g.actors() == [0] and g.legal_actions(1) == []
    for seat in (0, 1, None):
        assert zone(g, "table:1", seat)["cards"] == [HIDDEN]
        assert g.view(seat)["laid"] == [False, True]
    assert g.view(1)["prompt"] == "Battle 1: waiting for seat 0"


def test_a_second_flip_in_the_same_round_is_refused_and_changes_nothing() -> None:
    g = new("KH", "7C")
    g.apply(0, FLIP)
    before = (g.full_view(), g.record())
    for action in (FLIP, {"type": "flip"}):
        with pytest.raises(IllegalAction, match="already put down its cards in battle 1"):
            g.apply(0, action)  # type: ignore[arg-type]
    assert g.explain(0, FLIP) is not None and not g.is_legal(0, FLIP) and g.is_legal(1, FLIP)
    assert (g.full_view(), g.record()) == before
    with pytest.raises(IllegalAction, match="no parameter"):
        g.apply(1, Action("flip", card="KH"))


def test_the_order_of_the_flips_does_not_matter() -> None:
    a, b = parlour.new_game("war", seed=9), parlour.new_game("war", seed=9)
    for _ in range(100):
        a.apply(0, FLIP)
        a.apply(1, FLIP)
        b.apply(1, FLIP)
        b.apply(0, FLIP)
    assert a.full_view() == b.full_view()


# ----- hidden information --------------------------------------------------------------------------


def test_no_view_ever_shows_a_face_down_card() -> None:  # W6
    g = parlour.new_game("war", seed=21)
    for step in range(400):
        if g.is_over():
            break
        full = {z["id"]: z for z in g.full_view()["zones"]}
        for seat in (0, 1, None):
            for z in g.view(seat)["zones"]:
                shown = [c for c in z["cards"] if c not in (HIDDEN, None)]
                up = [c for c, u in zip(full[z["id"]]["cards"], full[z["id"]]["up"], strict=True) if u]
                assert all(c in up for c in shown), (step, seat, z)
        g.apply(g.actors()[0], FLIP)


# ----- the declaration -----------------------------------------------------------------------------


def test_registered_with_its_variants_rules_text_and_no_heuristic() -> None:
    info = next(i for i in parlour.games() if i.name == "war")
    assert info.min_players == info.max_players == 2 and info.timing == "simultaneous"
    assert set(info.variants) == {"standard", "short-loses"} and info.default_variant == "standard"
    assert info.options["max_battles"]["default"] == 10_000
    cls = type(parlour.new_game("war", seed=0))
    assert cls.bot is None and "# War" in cls.rules_text and "Parlour's rulings" in cls.rules_text
    from parlour.bots import available_bots

    assert available_bots("war") == ["random", "search"]
