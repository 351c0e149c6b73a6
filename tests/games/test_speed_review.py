"""Speed review: rule sentences and edge cases the checklist in ``test_speed_rules.py``
left untested (the downward wrap, short refills, blocked with room in hand, one-sided
and uneven talon rebuilds, the end, what each seat sees, the count's errors and
prompts), from stacked decks through the public contract."""

from __future__ import annotations

import pytest

import parlour
from parlour import Action, IllegalAction
from tests.games.test_speed_rules import DRAW, READY, cards, new, play, start, top


def _zone(g: parlour.Game, zid: str, seat: int | None) -> dict[str, object]:
    zone: dict[str, object] = next(z for z in g.view(seat)["zones"] if z["id"] == zid)
    return zone


# ----- ranks around the corner, both ways --------------------------------------------------
def test_around_the_corner_downwards_ace_takes_king_two_takes_ace() -> None:
    """"Card ranks go around the corner": one rank down wraps too, A -> K and 2 -> A;
    a queen is not next to an ace, nor a three to a king."""
    g = new([["KC", "QH", "3D"], ["AD", "9S", "9H"]], starters=("AC", "2H"))
    with pytest.raises(IllegalAction, match="does not follow"):
        g.apply(0, play("QH", 0), at=4000)
    g.apply(0, play("KC", 0), at=4000)     # A -> K
    with pytest.raises(IllegalAction, match="does not follow"):
        g.apply(0, play("3D", 0), at=4200)  # K -> 3: no
    g.apply(1, play("AD", 1), at=4000)     # 2 -> A
    assert (top(g, 0), top(g, 1)) == ("KC", "AD")


# ----- refilling ---------------------------------------------------------------------------
def test_a_short_stock_refills_what_it_has_then_draw_is_refused() -> None:
    """"they may draw replacement cards from their stock, up to a hand limit of five
    cards": a stock with fewer cards than the gap gives what it has; an empty stock
    gives nothing, and a draw is refused by name."""
    g = new([["6C", "7C", "KD"], ["JS", "JH", "JD"]], [["QH"], ["2S"]])
    g.apply(0, play("6C", 0), at=4000)
    g.apply(0, play("7C", 0), at=4200)
    events = g.apply(0, DRAW, at=4400)
    assert events[0].type == "draw" and events[0].data["cards"] == 1
    assert cards(g, "hand:0") == ["KD", "QH"] and cards(g, "stock:0") == []
    assert DRAW not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="stock is empty"):
        g.apply(0, DRAW, at=4600)


def test_a_drawn_card_is_seen_by_its_owner_only() -> None:
    """Hidden information: a card drawn from one's stock joins one's hand; the other
    player sees only that the hand grew."""
    g = new([["6C", "KD"], ["JS", "JH"]], [["QH"], ["2S"]])
    g.apply(0, play("6C", 0), at=4000)
    events = g.apply(0, DRAW, at=4200)
    assert "QH" in _zone(g, "hand:0", 0)["cards"]  # type: ignore[operator]
    assert _zone(g, "hand:0", 1)["cards"] == ["??", "??"]
    assert "QH" not in str([e.for_seat(1) for e in events])


def test_auto_refill_refuses_a_manual_draw() -> None:
    """R1: under ``auto_refill`` the engine refills; a ``draw`` is refused by name."""
    g = new([["6C", "KH"], ["2D", "JS"]], [["7C"], ["TS"]], variant="auto-refill")
    with pytest.raises(IllegalAction, match="auto-refill"):
        g.apply(0, DRAW, at=4000)


# ----- blocked -----------------------------------------------------------------------------
def test_room_in_hand_and_a_stock_is_not_blocked_an_empty_stock_is() -> None:
    """S3: with room in hand and cards in the stock a player can still refill, so is not
    blocked (no ``ready``); with an empty stock, room in hand does not help."""
    g = new([["6C", "KD", "KH"], ["JS", "JH", "JD"]], [["QC"], ["QS"]])
    g.apply(0, play("6C", 0), at=4000)     # nothing else fits 6C / 9D
    assert g.legal_actions(0) == [DRAW]
    with pytest.raises(IllegalAction, match="can still play or refill"):
        g.apply(0, READY, at=4200)
    g.apply(0, DRAW, at=4200)              # QC: fits nothing, the stock is empty now
    assert g.legal_actions(0) == [READY]
    g = new([["6C", "KD", "KH"], ["JS", "JH", "JD"]])
    g.apply(0, play("6C", 0), at=4000)
    assert g.legal_actions(0) == [READY]


# ----- the talons --------------------------------------------------------------------------
def test_an_empty_talon_whose_pile_holds_only_its_top_flips_nothing_the_other_side_does(
) -> None:
    """R2/S4: a talon is rebuilt from the pile on its side only when that pile holds more
    than its top card; the other side is rebuilt and flipped alone."""
    g = new([["TD", "KC"], ["QC", "QD"]], [[], []], [[], []], talon=0)
    g.apply(0, play("TD", 1), at=4000)     # pile 1: 9D, TD; pile 0: 5C alone
    g.apply(0, READY, at=4200)
    g.apply(1, READY, at=4200)
    events = g.advance(7200)
    assert [e.type for e in events] == ["rebuild", "flip"]
    assert events[0].data["side"] == 1
    assert cards(g, "pile:0") == ["5C"] and cards(g, "pile:1") == ["TD", "9D"]
    assert not g.is_over()


def test_talons_of_different_sizes_rebuild_one_at_a_time() -> None:
    """"If cards from the talon piles are needed but they have been exhausted": after a
    rebuild the talons may differ in size; each is rebuilt from its own pile when it is
    the one exhausted, while the other keeps flipping its own cards."""
    g = new([["KD", "2S", "2H"], ["7H", "7C", "7D"]], talons=[["QH"], ["QS"]])
    start(g, at=4000)                      # QH on 5C, QS on 9D
    g.apply(0, play("KD", 0), at=8000)     # pile 0: 5C QH KD; pile 1: 9D QS
    start(g, at=8200)                      # both exhausted: both rebuilt, then flipped
    assert [len(cards(g, f"talon:{s}")) for s in (0, 1)] == [1, 0]
    assert cards(g, "pile:1") == ["QS", "9D"] and top(g, 0) in ("5C", "QH")
    g.apply(0, READY, at=12000)
    g.apply(1, READY, at=12000)
    events = g.advance(15000)              # only talon 1 is exhausted
    assert [(e.type, e.data.get("side")) for e in events] == [("rebuild", 1), ("flip", None)]
    assert cards(g, "talon:0") == [] and cards(g, "pile:1") == ["9D", "QS"]
    assert {top(g, 0)} | {cards(g, "pile:0")[1]} == {"5C", "QH"}


def test_a_talon_flip_event_names_both_cards() -> None:
    """"flip the top card from one of the talons over onto the discard pile": the event
    names the cards turned up, as the starters' flip does (every seat sees them)."""
    g = new([["KC", "KD"], ["JC", "JD"]], [["2C"], ["2D"]], [["4H"], ["8S"]])
    g.apply(0, READY, at=4000)
    g.apply(1, READY, at=4000)
    events = g.advance(7000)
    flip = next(e for e in events if e.type == "flip")
    for seat in (0, 1, None):
        assert flip.for_seat(seat)["cards"] == ["4H", "8S"]


# ----- the count of three ------------------------------------------------------------------
def test_the_starters_stay_hidden_from_both_seats_until_the_count_ends() -> None:
    """"place the remaining two cards face down ... on the count of three, flip them face
    up": neither seat sees a starter before the engine turns both up."""
    g = new([["6C"], ["8D"]], started=False)
    g.apply(0, READY, at=0)
    g.apply(1, READY, at=0)
    g.advance(2999)
    for seat in (0, 1):
        assert [_zone(g, f"pile:{s}", seat)["top"] for s in (0, 1)] == ["??", "??"]
    g.advance(3000)
    for seat in (0, 1):
        assert [_zone(g, f"pile:{s}", seat)["top"] for s in (0, 1)] == ["5C", "9D"]


def test_ready_twice_is_refused_with_the_reason() -> None:
    """S2: a second ``ready`` is refused: before the other player is ready, "the other
    player is not yet"; once both are, "the count of three is running"."""
    g = new([["6C"], ["8D"]], started=False)
    g.apply(0, READY, at=0)
    with pytest.raises(IllegalAction, match="you have said ready already: waiting for the other player"):
        g.apply(0, READY, at=100)
    g.apply(1, READY, at=200)
    with pytest.raises(IllegalAction, match="count of three is running"):
        g.apply(0, READY, at=300)


def test_a_ready_player_is_told_they_wait_for_the_other() -> None:
    """S2/S3: a player who has said ready is prompted to wait, not to play or to say ready
    again."""
    g = new([["6C"], ["8D"]], started=False)
    g.apply(0, READY, at=0)
    assert "waiting for the other player" in g.view(0)["prompt"]
    assert g.view(1)["prompt"] == "Say ready to turn up the starters"
    g = new([["KC", "KD"], ["JC", "6C"]], [["2C"], ["2D"]], [["4H"], ["8S"]])
    g.apply(0, READY, at=4000)             # blocked; seat 1 can still play the 6C
    assert "waiting for the other player" in g.view(0)["prompt"]
    assert "Play one rank up or down" in g.view(1)["prompt"]


def test_the_prompt_offers_only_what_the_player_can_do() -> None:
    """A full hand offers no refill; a hand with no fit and a stock offers only the
    refill."""
    g = new([["6C", "KD"], ["8D", "JC"]], [["2H"], ["3H"]])
    assert g.view(0)["prompt"] == "Play one rank up or down on either pile"  # 6 on 5, hand full
    g.apply(0, play("6C", 0), at=4000)
    assert g.view(0)["prompt"] == "Nothing fits: refill your hand from your stock"  # K fits no pile
    assert g.legal_actions(0) == [DRAW]


# ----- the end -----------------------------------------------------------------------------
def test_after_the_winner_goes_out_nothing_more_is_accepted() -> None:
    """"That player is the winner": the game ends at once; the other player's play,
    even one arriving a millisecond later, is refused (no simultaneous finish)."""
    g = new([["6C"], ["4D"]])
    g.apply(0, play("6C", 0), at=4000)
    assert g.is_over() and g.actors() == [] and g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply(1, play("4D", 1), at=4001)
    res = g.result()
    assert res is not None and res.winners == [0] and res.placing == [1, 2]


def test_defaults_are_the_texts_numbers() -> None:
    """The text's numbers are the options' defaults: a hand (and limit) of five, stocks
    of fifteen, talons of five; equal ranks refused, refills by hand."""
    g = parlour.new_game("speed", seed=1)
    o = g.options
    assert (o.hand, o.stock, o.talon, o.equal_ok, o.auto_refill) == (5, 15, 5, False, False)
    with pytest.raises(parlour.InvalidOption, match="more than 52"):
        parlour.new_game("speed", seed=1, options={"stock": 19})
    assert Action("draw") not in g.legal_actions(0)


def test_a_spectator_reads_what_the_players_do_not_an_order() -> None:
    g = parlour.new_game("speed", 2, seed=1)
    assert g.view(None)["prompt"] == "The players get ready to turn up the starters"
    assert g.view(0)["prompt"] == "Say ready to turn up the starters"
