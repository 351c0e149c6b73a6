"""Spoons and Pig: behaviour fixed after review (Pig's one loser with no reaction
deadline, Pig's face-down hands, which side cards arrive from, spectators' and Pig's
views), through the public contract with explicit arrival times."""

from __future__ import annotations

import parlour
from tests.games.test_spoons_rules import FOUR, SEVENS, act, cards, new, pass_card, stack


def pig(hands: list[list[str]] = FOUR) -> parlour.Game:
    return parlour.new_game("spoons", len(hands), variant="pig", seed=1,
                            deck=stack(hands, ["KD", "5C", "6C"]))


# ----- A. Pig: "until only one player remains oblivious" ------------------------------------
def test_pig_has_no_reaction_deadline_and_one_loser() -> None:
    """"This continues until only one player remains oblivious ... This last player to
    put their finger to their nose is the loser"."""
    g = pig()
    act(g, 0, 100, "nose")
    act(g, 2, 600, "nose")
    assert g.next_deadline() == 100 + 600000  # only the hand limit from the first nose (S3)
    assert g.advance(5000) == [] and g.view(None)["letters"] == ["", "", "", ""]
    act(g, 3, 5100, "take")  # the oblivious play on (the frozen dealer's stock card)
    events = act(g, 3, 9000, "nose")  # all but seat 1: the hand ends
    assert "Seat 1 is the last to touch their nose" in events[-2]["text"]
    assert g.view(None)["letters"] == ["", "P", "", ""]


def test_pig_the_hand_limit_deals_a_stalled_hand_again_without_letters() -> None:
    g = pig()
    act(g, 0, 100, "nose")
    assert g.advance(600000) == []  # the limit runs again from the first nose
    events = g.advance(600100)
    assert "dealt again, no letters" in events[0].for_seat(None)["text"]
    assert g.view(None)["letters"] == ["", "", "", ""] and g.actors() == [0]


# ----- C. Pig: the hand is laid face down ----------------------------------------------------
def test_pig_a_valid_nose_is_checked_without_showing_the_hand() -> None:
    """"the player lays their hand face-down": the check is announced, the cards stay
    hidden from the others, during the hand and after it."""
    g = pig()
    events = [e.for_seat(s) for e in g.apply(0, parlour.Action("nose"), at=100)
              for s in (1, None)]
    assert all("7" not in str(e) for e in events)
    assert "checked: four of a kind" in events[0]["text"]
    for s in (1, 2, None):
        assert cards(g, "hand:0", s) == ["??"] * 4
    assert cards(g, "hand:0", 0) == ["7C", "7D", "7H", "7S"]
    for seat, at in ((1, 300), (2, 500)):
        act(g, seat, at, "nose")
    assert g.view(None)["letters"] == ["", "", "", "P"]
    assert cards(g, "hand:0", 3) == ["??"] * 4 and cards(g, "hand:1", None) == ["??"] * 4


def test_pig_a_false_nose_is_shown() -> None:
    g = pig()
    events = act(g, 1, 100, "nose")
    assert "without four of a kind" in events[0]["text"]
    assert cards(g, "hand:1", 2) == ["2C", "2D", "2H", "KS"]


def test_spoons_still_shows_the_first_grab() -> None:
    g = parlour.new_game("spoons", 4, seed=1, deck=stack(FOUR, ["QS"]))
    act(g, 0, 100, "grab")
    assert cards(g, "hand:0", 1) == ["7C", "7D", "7H", "7S"]


# ----- D. cards arrive from the left -------------------------------------------------------
def test_cards_arrive_from_the_left_and_the_words_say_so() -> None:
    """"The player to the dealer's right draws the dealer's discarded card"; at Pig "they
    continue to receive cards from their left": seat 2, on seat 0's right, receives."""
    g = new()
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    assert cards(g, "incoming:2", 2)[0] == 1
    assert g.view(2)["prompt"] == ("Pick up the card passed to you from your left and pass "
                                   "one to your right.")
    assert g.view(0)["prompt"] == ("Draw from the stock on your left and pass one card to your "
                                   "right; with four of a kind, grab a spoon.")
    # seat 1, on the dealer's left, ends the line: it discards onto the discard pile, and
    # before a card comes it has only the grab (told to wait)
    assert g.view(1)["prompt"] == ("Wait for a card from your left, then pick it up and discard "
                                   "one onto the discard pile; with four of a kind, grab a spoon.")
    info = next(i for i in parlour.games() if i.name == "spoons")
    assert "from your left" in info.summary and "to your right" in info.summary
    assert "right-hand" not in info.summary


# ----- E. spectators and Pig's views -------------------------------------------------------
def test_a_spectator_reads_a_neutral_status_line() -> None:
    g = new()
    assert g.view(None)["prompt"] == ("Cards pass face down to the right; the first with "
                                      "four of a kind grabs a spoon.")
    g = parlour.new_game("spoons", 4, seed=1, deck=stack(FOUR, ["QS"]))
    act(g, 0, 100, "grab")
    assert g.view(None)["prompt"] == "Spoons are being grabbed: 2 spoons left."
    assert g.view(1)["prompt"] == "Grab a spoon!"
    g = pig(SEVENS)
    assert "touches their nose" in g.view(None)["prompt"]
    for text in (g.view(None)["prompt"], pig().view(None)["prompt"]):
        assert "your" not in text.lower() and "you " not in text.lower()


def test_a_player_who_is_out_is_not_told_to_play() -> None:
    g = parlour.new_game("spoons", 3, seed=1, variant="pig")
    t = 0
    while not g.view(None)["out"][1]:
        t += 200
        if g.view(None)["phase"] == "scored":
            g.apply(g.view(None)["dealer"], parlour.Action("deal"), at=t)
        else:
            g.apply(1, parlour.Action("nose"), at=t)  # false noses: P, I, G
    assert g.view(1)["prompt"].startswith("You are out of the game. ")


def test_pig_views_have_no_spoons() -> None:
    g = pig()
    act(g, 0, 100, "nose")
    for s in (0, 1, None):
        v = g.view(s)
        assert "spoons" not in v and "taken" not in v and v["safe"] == [0]
    assert all("spoons" not in e.for_seat(None) for e in pig().apply(
        0, parlour.Action("nose"), at=100))
    v = new().view(None)
    assert v["spoons"] == 2 and v["taken"] == 0
