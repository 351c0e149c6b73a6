"""James Bond: one test per rule sentence of seed 000, section "James Bond", and per
ruling (RULINGS.md 3, the real-time and memory conventions, the module's J1..J4), from
stacked decks through the public contract. Every race is given explicit arrival times
(``at=``); nothing sleeps.

Deck order (top first): seat 0's piles (pile 1 first), then seat 1's (then seat 2's),
then the four centre cards.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption

# seat 0: 2222 3333 4444 5555 6666 777+8S ; seat 1: 888+7S 9999 TTTT JJJJ QQQQ KKKK ; centre AAAA
NEAR = ["2C", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4C", "4D", "4H", "4S",
        "5C", "5D", "5H", "5S", "6C", "6D", "6H", "6S", "7C", "7D", "7H", "8S",
        "8C", "8D", "8H", "7S", "9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS",
        "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS",
        "AC", "AD", "AH", "AS"]


def new(deck: list[str] = NEAR, players: int = 2, variant: str | None = None,
        **options: Any) -> parlour.Game:
    g = parlour.new_game("james-bond", players, variant=variant, seed=1, options=options or None,
                         deck=deck)
    g.advance(g.next_deadline() or 0)  # the signal
    return g


def act(g: parlour.Game, seat: int, at: int, kind: str, /, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action(kind, **params), at=at)]


def cards(g: parlour.Game, zid: str, seat: int | None) -> list[Any]:
    return list(next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"])


def refused(g: parlour.Game, seat: int, action: Action, at: int, *words: str) -> None:
    before = g.full_view()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action, at=at)
    for w in words:
        assert w in str(err.value), str(err.value)
    assert g.full_view() == before


# ----- the table ------------------------------------------------------------------------------
def test_two_or_three_players_one_pack_thirteen_piles_of_four() -> None:
    for n, piles in ((2, 6), (3, 4)):
        g = parlour.new_game("james-bond", n, seed=n)
        full = {z["id"]: z["cards"] for z in g.full_view()["zones"]}
        every = [c for z in full.values() for c in z if c]
        assert len(every) == 52 == len(set(every))
        for s in range(n):
            assert len(full[f"piles:{s}"]) == 4 * piles
        assert len(full["centre"]) == 4
    for n in (1, 4):
        with pytest.raises(InvalidOption, match="2 to 3 players"):
            parlour.new_game("james-bond", n)


def test_the_extra_pile_is_face_up_in_the_centre() -> None:
    g = new()
    for seat in (0, 1, None):
        assert cards(g, "centre", seat) == ["AC", "AD", "AH", "AS"]


def test_nobody_looks_before_the_signal() -> None:
    g = parlour.new_game("james-bond", 2, seed=1, deck=NEAR)
    assert g.actors() == [] and g.legal_actions(0) == [] and g.next_deadline() == 3000
    refused(g, 0, Action("pick", pile=0), 100, "wait for the signal")
    assert set(cards(g, "piles:0", 0)) == {"??"}  # not even the owner has seen them
    assert [e.for_seat(0)["text"] for e in g.advance(3000)] == ["Go! Everyone plays at once"]
    assert g.actors() == [0, 1] and g.waiting_for() == []  # no turns: nobody must act


# ----- one pile at a time --------------------------------------------------------------------------
def test_pick_up_any_one_pile_and_look_at_it() -> None:
    g = new()
    events = act(g, 0, 3100, "pick", pile=5)
    assert events[0]["text"] == "Seat 0 picks up pile 6"
    assert cards(g, "held:0", 0) == ["7C", "7D", "7H", "8S"] and cards(g, "held:0", 1) == ["??"] * 4


def test_a_pile_must_be_put_down_before_another_is_picked_up() -> None:
    g = new()
    act(g, 0, 3100, "pick", pile=0)
    refused(g, 0, Action("pick", pile=1), 3300, "put pile 1 down first")
    assert Action("pick", pile=1) not in g.legal_actions(0)
    act(g, 0, 3300, "put")
    act(g, 0, 3500, "pick", pile=1)
    assert cards(g, "held:0", 0) == ["3C", "3D", "3H", "3S"]


def test_a_pile_not_held_is_never_shown_even_to_its_owner() -> None:
    """The memory game (RULINGS conventions): seen once, never re-displayed."""
    g = new()
    act(g, 0, 3100, "pick", pile=0)
    act(g, 0, 3300, "put")
    assert set(cards(g, "piles:0", 0)) == {"??"}
    g = new(variant="memory-aid")  # the named house option shows them to their owner
    act(g, 0, 3100, "pick", pile=0)
    act(g, 0, 3300, "put")
    assert cards(g, "piles:0", 0)[:4] == ["2C", "2D", "2H", "2S"]
    assert set(cards(g, "piles:0", 1)) == {"??"}


# ----- swaps ----------------------------------------------------------------------------------------
def test_switch_one_card_of_the_held_pile_with_one_on_the_table() -> None:
    g = new()
    refused(g, 0, Action("swap", take="AC", give="8S"), 3100, "pick up one of your piles first")
    act(g, 0, 3100, "pick", pile=5)
    events = act(g, 0, 3300, "swap", take="AD", give="8S")
    assert events[0]["text"] == "Seat 0 puts the 8♠ in the centre and takes the A♦"
    assert cards(g, "centre", 1) == ["AC", "8S", "AH", "AS"]  # the A♦'s place: it moved visibly
    assert cards(g, "held:0", 0) == ["7C", "7D", "7H", "AD"]


def test_piles_are_never_merged_nor_cards_switched_between_piles() -> None:
    g = new()
    act(g, 0, 3100, "pick", pile=5)
    refused(g, 0, Action("swap", take="AC", give="2C"), 3300, "not in the pile you hold")
    # the only moves between piles go through the centre: a swap, then another pile's swap
    act(g, 0, 3300, "swap", take="AD", give="8S")
    act(g, 0, 3500, "put")
    act(g, 0, 3700, "pick", pile=0)
    act(g, 0, 3900, "swap", take="8S", give="2C")
    assert cards(g, "held:0", 0) == ["2D", "2H", "2S", "8S"]


def test_the_first_to_arrive_gets_a_contested_card_the_later_is_too_late() -> None:
    g = new()
    act(g, 0, 3100, "pick", pile=5)
    act(g, 1, 3150, "pick", pile=0)
    act(g, 1, 3400, "swap", take="AH", give="7S")          # arrives first
    refused(g, 0, Action("swap", take="AH", give="8S"), 3401, "too late", "A♥")
    assert cards(g, "held:1", 1)[-1] == "AH" and cards(g, "held:0", 0)[-1] == "8S"
    act(g, 0, 3402, "swap", take="7S", give="8S")          # no penalty: it may go on at once
    assert cards(g, "held:0", 0) == ["7C", "7D", "7H", "7S"]


def test_a_seats_actions_are_a_minimum_interval_apart() -> None:
    """R3.4: 120 ms by default."""
    g = new()
    act(g, 0, 3100, "pick", pile=5)
    refused(g, 0, Action("swap", take="AD", give="8S"), 3150, "too quick")
    act(g, 1, 3150, "pick", pile=0)  # another seat is not held back


# ----- the call --------------------------------------------------------------------------------------
def test_james_bond_with_four_of_a_kind_in_every_pile_wins() -> None:
    g = new()
    act(g, 0, 3100, "pick", pile=5)
    act(g, 1, 3120, "pick", pile=0)
    act(g, 1, 3300, "swap", take="AC", give="7S")
    act(g, 0, 3500, "swap", take="7S", give="8S")
    act(g, 1, 3700, "swap", take="8S", give="AC")
    events = act(g, 0, 3900, "call")  # J1: holding the last pile
    assert "four of a kind in every pile" in events[0]["text"]
    assert g.is_over() and g.result().winners == [0]  # type: ignore[union-attr]
    assert cards(g, "piles:0", 1)[:4] == ["2C", "2D", "2H", "2S"]  # turned face up to verify


def test_a_false_call_loses_with_two_players() -> None:
    """R3.1."""
    g = new()
    events = act(g, 1, 3100, "call")
    assert "not every pile is four of a kind" in events[0]["text"]
    assert g.is_over() and g.result().winners == [0]  # type: ignore[union-attr]
    assert "??" not in cards(g, "piles:1", 0)  # the false caller's piles are shown


def test_a_false_call_puts_a_third_player_out() -> None:
    g = new(players=3)  # seat 1 holds 7-7-7-8 and 8-8-8-7; seat 2 four complete piles
    act(g, 1, 3100, "call")
    assert not g.is_over() and g.view(None)["out"] == [False, True, False]
    assert g.actors() == [0, 2] and g.legal_actions(1) == []
    refused(g, 1, Action("pick", pile=0), 3300, "out of the game")
    act(g, 2, 3300, "call")
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [2] and res.placing == [2, 3, 1]


def test_freeze_variant() -> None:
    """R3.1's variant: ten seconds frozen, the piles turned down again."""
    g = new(variant="freeze")
    act(g, 1, 3100, "call")
    assert not g.is_over() and g.actors() == [0] and g.next_deadline() == 13100
    refused(g, 1, Action("pick", pile=0), 3300, "frozen")
    assert set(cards(g, "piles:1", 0)) == {"??"}
    g.advance(13100)
    assert g.actors() == [0, 1]


def test_a_false_call_turns_the_piles_up_for_the_opponents_to_check() -> None:
    """"turn their cards face up to allow the opponents to verify": the call's public
    event names every pile, also in the freeze variant, where they go face down again."""
    for variant in ("freeze", None):
        g = new(variant=variant)
        piles = [g.pile_cards(1, p) for p in range(g.count)]  # type: ignore[attr-defined]
        events = g.apply(1, Action("call"), at=3100)
        seen = events[0].for_seat(0)
        assert seen["piles"] == [[str(c) for c in p] for p in piles]
        assert all(c.pretty() in seen["text"] for p in piles for c in p)
        assert events[0].for_seat(None) == seen


def test_completed_piles_face_up_option() -> None:
    """R3.2."""
    g = new(variant="face-up")
    act(g, 0, 3100, "pick", pile=0)
    events = act(g, 0, 3300, "put")
    assert "face up" in events[0]["text"] and cards(g, "piles:0", 1)[:4] == ["2C", "2D", "2H", "2S"]
    refused(g, 0, Action("pick", pile=0), 3500, "complete and face up")
    g = new()
    act(g, 0, 3100, "pick", pile=0)
    act(g, 0, 3300, "put")
    assert cards(g, "piles:0", 1)[:4] == ["??"] * 4


def test_time_limit_most_complete_piles_wins_else_a_draw() -> None:
    """R3.3 (the held pile counts)."""
    g = new(time_limit=5000)  # five complete piles each
    assert g.next_deadline() == 8000
    act(g, 0, 3100, "pick", pile=0)
    g.advance(8000)
    res = g.result()
    assert res is not None and res.winners == [] and "draw" in res.reason and res.scores == [5.0, 5.0]
    deck = NEAR[:28] + ["9C", "9D", "9H", "TS", "TC", "TD", "TH", "9S"] + NEAR[36:]
    g = new(deck=deck, time_limit=5000)
    g.advance(8000)
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [5.0, 3.0]


# ----- memory: the pile in another player's hand -----------------------------------------------------
def test_a_card_seen_taken_is_not_redisplayed_in_the_takers_hand() -> None:
    """RULINGS conventions, hidden information: "the client must **not** re-display a
    face-down card the player once saw. Remembering it is the skill." The A♦ everyone saw
    taken is named in the event, then lies face down in the taker's hand like the rest of
    the pile; picked up again later, the pile does not show it to the others either."""
    g = new()
    act(g, 0, 3100, "pick", pile=5)
    events = [e.for_seat(1) for e in g.apply(0, Action("swap", take="AD", give="8S"), at=3300)]
    assert "takes the A♦" in events[0]["text"]  # the moment itself is public
    assert cards(g, "held:0", 0) == ["7C", "7D", "7H", "AD"]  # the holder looks at it
    assert cards(g, "held:0", 1) == ["??"] * 4 == cards(g, "held:0", None)
    act(g, 0, 3500, "put")
    act(g, 0, 3700, "pick", pile=5)
    assert cards(g, "held:0", 1) == ["??"] * 4
    assert cards(g, "held:0", 0) == ["7C", "7D", "7H", "AD"]


def test_piles_shown_at_a_frozen_false_call_are_not_redisplayed_when_held() -> None:
    """R3.1's variant: the false caller's piles are shown, then turned down again; neither
    the pile still in hand nor a pile picked up later is shown to the others again."""
    g = new(variant="freeze")
    act(g, 0, 3100, "pick", pile=2)
    act(g, 0, 3300, "call")
    assert cards(g, "held:0", 1) == ["??"] * 4 and cards(g, "held:0", 0) == ["4C", "4D", "4H", "4S"]
    g.advance(13300)
    act(g, 0, 13300, "put")
    act(g, 0, 13500, "pick", pile=0)
    assert cards(g, "held:0", 1) == ["??"] * 4 and cards(g, "held:0", 0) == ["2C", "2D", "2H", "2S"]


def test_with_three_players_the_last_one_in_after_two_false_calls_wins() -> None:
    """R3.1: a false call puts a third player out; the last one in wins."""
    deck = list(NEAR)
    deck[0], deck[4] = deck[4], deck[0]  # seat 0's first two piles are no longer sets
    g = new(deck=deck, players=3)
    act(g, 0, 3100, "call")
    assert not g.is_over()
    events = act(g, 1, 3200, "call")
    res = g.result()
    assert events[-1]["text"] == "Seat 1 loses with the false call: seat 2 wins"
    assert g.is_over() and res is not None and res.winners == [2] and res.placing[2] == 1


def test_no_time_limit_when_it_is_zero() -> None:
    """R3.3: the limit is optional (0 = none)."""
    g = new(time_limit=0)
    assert g.next_deadline() is None
    g.advance(10_000_000)
    assert not g.is_over()


def test_with_no_countdown_play_starts_with_the_deal() -> None:
    g = parlour.new_game("james-bond", 2, seed=1, options={"countdown": 0})
    assert g.phase == "play" and g.actors() == [0, 1]  # type: ignore[attr-defined]
    assert [e.type for e in g.opening] == ["go"]
    g.apply(0, Action("pick", pile=0), at=0)
    assert parlour.replay(g.record()).full_view() == g.full_view()
