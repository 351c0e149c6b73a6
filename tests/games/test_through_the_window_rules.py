"""Through the Window rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "Through the Window") and per ruling (RULINGS 12,
the module's W-notes), from stacked decks through the public contract. Every race fixes
its arrival times; deadlines end with ``advance``. The built-in lexicon is used unless a
test says otherwise (``test_through_the_window_lexicon.py`` covers WordNet)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction

GAME = "through-the-window"
REVEAL = Action("reveal")


def new(hands: Sequence[Sequence[str]], variant: str | None = None, **options: Any) -> parlour.Game:
    """Hands listed top first, all of one size (option ``hand``)."""
    n, h = len(hands), len(hands[0])
    deck = [hands[(1 + k) % n][h - 1 - r] for r in range(h) for k in range(n)]
    return parlour.new_game(GAME, n, variant=variant, seed=3,
                            options={"hand": h, "lexicon": "builtin", **options}, deck=deck)


def say(word: str) -> Action:
    return Action("say", word=word)


def won(g: parlour.Game) -> list[int]:
    w: list[int] = g.view(None)["won"]
    return w


THREE = [["3C", "KC"], ["8D", "QD"], ["5H", "9H"]]


def test_three_to_thirteen_players() -> None:
    """"It can accommodate three to thirteen players.\""""
    for n in (2, 14):
        with pytest.raises(parlour.InvalidOption, match="3 to 13 players"):
            parlour.new_game(GAME, n, seed=1)
    assert parlour.new_game(GAME, 13, seed=1).players == 13


def test_four_face_down_each_the_rest_set_aside_unused() -> None:
    """"Shuffle and deal four cards, face down, to each player. Players may not look at
    their cards. Set the rest of the deck aside; it will not be used in further game
    play.\""""
    g = parlour.new_game(GAME, 5, seed=2, options={"lexicon": "builtin"})
    counts = {z["id"]: z["count"] for z in g.view(0)["zones"]}
    assert all(counts[f"hand:{s}"] == 4 for s in range(5)) and counts["unused"] == 32
    for zid in ("hand:0", "unused"):
        z = next(z for z in g.view(0)["zones"] if z["id"] == zid)
        assert all(c in ("??", None) for c in z["cards"])


def test_the_dealer_looks_through_the_window_first() -> None:
    """"The dealer goes first. They say "I looked though the window and saw..." and, at
    that point, turn over one of their face-down cards.\""""
    g = new(THREE)
    assert g.waiting_for() == [0]
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        g.apply(1, REVEAL, at=0)
    events = g.apply(0, REVEAL, at=0)
    assert "I looked through the window and saw" in events[0].data["text"]
    assert g.view(2)["letter"] == "T" and events[0].data["card"] == "3C"


@pytest.mark.parametrize(("card", "want"), [
    ("2C", "T"), ("3C", "T"), ("TC", "T"), ("4C", "F"), ("5C", "F"), ("6C", "S"),
    ("7C", "S"), ("8C", "E"), ("9C", "N"), ("AC", "A"), ("JC", "J"), ("QC", "Q"), ("KC", "K")])
def test_the_letter_is_the_rank_names_first(card: str, want: str) -> None:
    """The card's English rank name gives the letter (R5; the Strategy paragraph: "8->E
    ... You only need words starting with A, E, F, J, K, N, Q, S and T")."""
    g = new([[card], ["2D"], ["2H"]])
    g.apply(0, REVEAL, at=0)
    assert g.view(1)["letter"] == want


def test_any_noun_with_the_letter_proper_nouns_too_first_one_wins_the_card() -> None:
    """"Players immediately say any noun that starts with the same letter ... "tree",
    "tiger", "tank", "tomato", "Texas" ... Whichever player was first to name a word
    collects the card and keeps it face up in front of them, separate from their
    face-down cards.\""""
    g = new(THREE)
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("Texas"), at=1500)
    assert won(g) == [0, 1, 0]
    z = next(z for z in g.view(2)["zones"] if z["id"] == "won:1")
    assert z["cards"] == ["3C"]


def test_not_a_noun_or_the_wrong_letter_is_refused_without_penalty() -> None:
    """W1: only nouns starting with the letter; a refused word costs nothing."""
    g = new(THREE)
    g.apply(0, REVEAL, at=0)
    with pytest.raises(IllegalAction, match="not a noun"):
        g.apply(1, say("terribly"), at=500)
    with pytest.raises(IllegalAction, match="does not start with T"):
        g.apply(1, say("fish"), at=500)
    g.apply(1, say("a tiger"), at=700)       # an article is trimmed
    assert won(g) == [0, 1, 0]


def test_first_arrival_wins_the_later_word_is_too_late() -> None:
    """"Whichever player was first to name a word collects the card" (conventions 1, 5;
    W1: a word arriving after the card was won is too late, no penalty)."""
    for first, second in ((1, 2), (2, 1)):
        g = new(THREE)
        g.apply(0, REVEAL, at=0)
        g.apply(first, say("tree"), at=900)
        with pytest.raises(IllegalAction, match="too late"):
            g.apply(second, say("tiger"), at=901)
        assert won(g)[first] == 1 and won(g)[second] == 0


def test_the_revealer_may_answer() -> None:
    """R2 (RULINGS 12): the card is revealed to all at the same instant."""
    g = new(THREE)
    g.apply(0, REVEAL, at=0)
    g.apply(0, say("tomato"), at=800)
    assert won(g) == [1, 0, 0]


def test_then_the_player_to_the_dealers_left_and_so_on() -> None:
    """"The player to the dealer's left goes next. They, too, say "I looked through the
    window and saw..." and turn over a card.\""""
    g = new(THREE)
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tree"), at=900)
    assert g.waiting_for() == [1]
    g.apply(1, REVEAL, at=1200)
    assert g.view(0)["letter"] == "E"


def test_winning_words_are_banned_singular_and_plural_alike_losers_are_not() -> None:
    """"At this point and beyond, players may not repeat any words that successfully won
    a card. (Words that were called out but beaten to the punch by another player,
    however, are fair game.)" (R1: singular and plural are the same word.)"""
    g = new([["3C", "2C"], ["TD", "QD"], ["5H", "9H"]])
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tree"), at=900)
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(2, say("tiger"), at=950)     # lost the race: not banned
    g.apply(1, REVEAL, at=1200)              # TD: T again
    with pytest.raises(IllegalAction, match="banned"):
        g.apply(2, say("Trees"), at=1500)
    assert say("tree") not in g.legal_actions(0)
    g.apply(2, say("tiger"), at=1700)
    assert won(g) == [0, 1, 1]


def test_no_noun_in_time_sets_the_card_aside() -> None:
    """R3 (RULINGS 12): no valid word within the time limit (10 s): set aside unwon."""
    g = new(THREE)
    g.apply(0, REVEAL, at=0)
    assert g.next_deadline() == 10000 and g.view(1)["time_left"] == 10000
    events = g.advance(10000)
    assert events[0].type == "aside" and won(g) == [0, 0, 0] and g.waiting_for() == [1]


def test_until_every_card_is_turned_up_most_cards_wins_ties_share() -> None:
    """"Game play continues until all of the cards have been awarded to a player. Each
    player counts the number of cards in their won-cards pile. Whoever has the most cards
    wins." (R4: a tie for most cards is a shared win.)"""
    g = new([["3C"], ["8D"], ["5H"]])
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tree"), at=900)
    g.apply(1, REVEAL, at=1200)
    g.apply(1, say("eagle"), at=2000)
    g.apply(2, REVEAL, at=2300)
    g.apply(2, say("fox"), at=3000)
    assert g.is_over()
    res = g.result()
    assert res is not None and res.winners == [1] and res.scores == [0.0, 2.0, 1.0]
    g = new([["3C"], ["8D"], ["5H"]])
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tree"), at=900)
    g.apply(1, REVEAL, at=1200)
    g.apply(2, say("eagle"), at=2000)
    g.apply(2, REVEAL, at=2300)
    g.advance(12300)
    res = g.result()
    assert res is not None and res.winners == [1, 2]
    assert res.reason.startswith("Seat 1 and seat 2 share the win")


def test_table_vote_settles_a_word_the_lexicon_does_not_know() -> None:
    """R1 (RULINGS 12), variant ``table-vote``: the others vote; a majority accepts."""
    g = new([["3C", "4C"], ["8D", "QD"], ["5H", "9H"], ["6S", "7S"]], variant="table-vote")
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tardis"), at=2000)       # not in the built-in list
    assert g.view(0)["phase"] == "vote" and g.view(0)["disputed"] == "tardis"
    with pytest.raises(IllegalAction, match="does not vote"):
        g.apply(1, Action("vote", accept=True), at=2300)
    with pytest.raises(IllegalAction, match="being voted"):
        g.apply(2, say("tqzx"), at=2300)     # no second vote meanwhile
    assert g.apply(2, say("tiger"), at=2300)[0].type == "queued"  # a known noun waits its turn
    g.apply(0, Action("vote", accept=True), at=2500)
    g.apply(2, Action("vote", accept=True), at=2600)
    events = g.apply(3, Action("vote", accept=False), at=2700)
    assert events[-1].type == "win" and won(g) == [0, 1, 0, 0]


def test_table_vote_rejected_the_race_goes_on_with_its_time() -> None:
    g = new([["3C", "4C"], ["8D", "QD"], ["5H", "9H"], ["6S", "7S"]], variant="table-vote")
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tardis"), at=2000)       # 8 s were left
    g.apply(0, Action("vote", accept=False), at=2500)
    events = g.advance(7000)                 # the vote's time is up: 1 no, 0 yes
    assert events[0].type == "voted" and g.view(0)["phase"] == "race"
    assert g.next_deadline() == 15000
    g.apply(2, say("tiger"), at=7500)
    assert won(g) == [0, 0, 1, 0]


def test_table_vote_rejected_the_first_noun_said_meanwhile_wins() -> None:
    """"Whichever player was first to name a word collects the card": a known noun said
    while the table votes on another wins once the disputed word is rejected; later ones
    are too late."""
    g = new([["3C", "4C"], ["8D", "QD"], ["5H", "9H"], ["6S", "7S"]], variant="table-vote")
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tqzx"), at=200)
    g.apply(2, say("tree"), at=300)
    with pytest.raises(IllegalAction, match=r"too late: seat 2 said \"tree\" first"):
        g.apply(3, say("tiger"), at=400)
    g.apply(0, Action("vote", accept=False), at=500)
    g.apply(2, Action("vote", accept=False), at=600)
    events = g.apply(3, Action("vote", accept=False), at=700)
    assert events[-1].type == "win" and won(g) == [0, 0, 1, 0]


def test_table_vote_one_disputed_word_a_seat_a_card() -> None:
    """Nobody holds the race up vote after vote: one word put to the vote per seat and
    card; the card's 10 s then run out as usual."""
    g = new([["3C", "4C"], ["8D", "QD"], ["5H", "9H"], ["6S", "7S"]], variant="table-vote")
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tqzx"), at=200)
    g.advance(5200)  # nobody voted: rejected
    with pytest.raises(IllegalAction, match="put a word to the vote for this card already"):
        g.apply(1, say("tqzxa"), at=5400)
    events = g.advance(g.next_deadline() or 0)
    assert any(e.type == "aside" for e in events)


def test_table_vote_a_word_accepted_by_vote_bans_its_plural_and_singular() -> None:
    """R1 (RULINGS 12): "singular and plural count as the same word for the repeat ban",
    also for a word only the table's vote made a noun."""
    for first, second in (("tardis", "tardises"), ("tqzxs", "tqzx")):
        g = new([["3C", "4C"], ["2D", "QD"], ["5H", "9H"], ["6S", "7S"]], variant="table-vote")
        g.apply(0, REVEAL, at=0)
        g.apply(1, say(first), at=2000)
        for seat, t in ((0, 2200), (2, 2300), (3, 2400)):
            g.apply(seat, Action("vote", accept=True), at=t)
        assert won(g) == [0, 1, 0, 0]
        g.apply(1, REVEAL, at=3000)  # the two: T again
        with pytest.raises(IllegalAction, match="already won a card"):
            g.apply(2, say(second), at=3500)
        assert g.view(0)["phase"] == "race"


def test_standard_game_has_no_vote() -> None:
    g = new(THREE)
    g.apply(0, REVEAL, at=0)
    with pytest.raises(IllegalAction, match="not a noun"):
        g.apply(1, say("tardis"), at=2000)


def test_minimum_interval_between_one_players_words() -> None:
    """W4 (conventions 6)."""
    g = new(THREE)
    g.apply(0, REVEAL, at=0)
    with pytest.raises(IllegalAction, match="too quick"):
        g.apply(0, say("tree"), at=60)
    g.apply(1, say("tree"), at=60)


def test_a_word_the_table_accepted_is_banned_too_without_a_second_vote() -> None:
    """"players may not repeat any words that successfully won a card" (R1, variant
    ``table-vote``): a word the table accepted is banned like any other, articles trimmed."""
    g = new([["3C", "TC"], ["8D", "QD"], ["5H", "9H"], ["6S", "7S"]], variant="table-vote")
    g.apply(0, REVEAL, at=0)
    g.apply(1, say("tardis"), at=2000)
    for s, t in ((0, 2100), (2, 2200), (3, 2300)):
        g.apply(s, Action("vote", accept=True), at=t)
    assert won(g) == [0, 1, 0, 0]
    g.apply(1, REVEAL, at=2500)              # 8D: E
    g.apply(2, say("eagle"), at=2800)
    g.apply(2, REVEAL, at=3000)              # 5H: F
    g.apply(3, say("fox"), at=3200)
    g.apply(3, REVEAL, at=3400)              # 6S: S
    g.apply(0, say("snake"), at=3600)
    g.apply(0, REVEAL, at=3800)              # TC: T again
    with pytest.raises(IllegalAction, match="banned"):
        g.apply(2, say("The Tardis"), at=4000)
    assert g.view(0)["phase"] == "race"
