"""``parlour.rules.tricks``: following suit, trick winners with and without trumps, rank
orders and special-card tables (the pieces Spades uses and Five Hundred, Pinochle,
Fipsen and Democracy can reuse)."""

from __future__ import annotations

import itertools

import pytest

from parlour.cards import CLUBS, DIAMONDS, HEARTS, SPADES, Card, deck52, deck_pinochle, parse_cards
from parlour.engine.rng import Rng
from parlour.rules.tricks import (
    ACE_HIGH,
    ACE_LOW,
    SUIT,
    can_follow,
    playable,
    rank_order,
    strength_table,
    suit_table,
    suits_held,
    trick_winner,
    winning_card,
)


def cards(*texts: str) -> list[Card]:
    return parse_cards(texts)


def test_follow_suit_if_able_else_anything() -> None:
    hand = cards("AS", "7H", "KH", "2C")
    assert playable(hand, HEARTS) == cards("7H", "KH")
    assert playable(hand, DIAMONDS) == hand
    assert playable(hand, None) == hand
    assert can_follow(hand, CLUBS) and not can_follow(hand, DIAMONDS)


def test_trick_winner_trumps_beat_the_suit_led() -> None:
    assert trick_winner(cards("QH", "AH", "2S", "KH"), SPADES) == 2
    assert trick_winner(cards("QH", "AH", "2S", "3S"), SPADES) == 3
    assert trick_winner(cards("QH", "AH", "2S", "KH"), None) == 1
    assert trick_winner(cards("QH", "AD", "AC", "2H"), SPADES) == 0  # off-suit never wins
    assert winning_card(cards("5S", "AS", "KS"), SPADES) == Card.parse("AS")


def test_trick_winner_when_trumps_are_led() -> None:
    assert trick_winner(cards("5S", "AH", "9S", "KS"), SPADES) == 3


def test_trick_winner_matches_a_brute_force_rule_on_random_tricks() -> None:
    rng = Rng(3)
    pack = deck52()
    for _ in range(2000):
        rng.shuffle(pack)
        trick = pack[:4]
        trump = rng.choice([None, CLUBS, DIAMONDS, HEARTS, SPADES])
        trumps = [c for c in trick if trump is not None and c.suit == trump]
        pool = trumps or [c for c in trick if c.suit == trick[0].suit]
        best = max(pool, key=lambda c: ACE_HIGH[c.rank])
        assert trick[trick_winner(trick, trump)] == best


def test_rank_orders() -> None:
    assert [ACE_HIGH[r] for r in (2, 10, 13, 1)] == [2, 10, 13, 14]
    assert ACE_LOW[1] < ACE_LOW[2] < ACE_LOW[13]
    pin = rank_order("9JQKTA")  # pinochle: A 10 K Q J 9
    assert pin[1] > pin[10] > pin[13] > pin[12] > pin[11] > pin[9] > pin[2] == 0
    with pytest.raises(ValueError, match="not a rank"):
        rank_order("9X")


def test_identical_cards_first_played_wins() -> None:
    a, b = deck_pinochle()[0], deck_pinochle()[24]
    assert a.face == b.face and a != b
    strength = strength_table(rank_order("9JQKTA"))
    assert trick_winner([a, b], None, strength) == 0


def test_special_cards_by_table_bowers_as_trumps() -> None:
    """A left bower (jack of the same colour) counted as a trump and ranked high."""
    suit = suit_table(JC=SPADES)
    strength = list(strength_table())
    strength[Card.parse("JS").face] = 30  # right bower
    strength[Card.parse("JC").face] = 29  # left bower
    trick = cards("AS", "JC", "KS")
    assert trick_winner(trick, SPADES, strength, suit) == 1
    hand = cards("JC", "2H")
    assert playable(hand, SPADES, suit) == cards("JC")  # it must follow spades
    assert playable(hand, CLUBS, suit) == hand  # and is no club
    assert SUIT[Card.parse("JC").face] == CLUBS


def test_suits_held_shows_voids() -> None:
    assert suits_held(cards("AS", "2S", "3H")) == (1 << SPADES) | (1 << HEARTS)


def test_every_card_of_a_full_pack_in_every_order_has_one_winner() -> None:
    for trick in itertools.islice(itertools.permutations(cards("2S", "AH", "KH", "3C")), 24):
        assert trick[trick_winner(list(trick), SPADES)] == Card.parse("2S")
