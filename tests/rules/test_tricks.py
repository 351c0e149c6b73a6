"""``parlour.rules.tricks``: following suit, trick winners with and without trumps, rank
orders and special-card tables (bowers, a joker, suits of one card, duplicate cards), and
the trick phase on zones (the pieces Spades uses and Five Hundred, Pinochle and Fipsen
can reuse)."""

from __future__ import annotations

import itertools

import pytest

from parlour.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    JOKER_SUIT,
    SPADES,
    Card,
    deck52,
    deck_pinochle,
    parse_cards,
)
from parlour.engine.rng import Rng
from parlour.engine.zones import Zone
from parlour.rules.tricks import (
    ACE_HIGH,
    ACE_LOW,
    CARDS,
    SUIT,
    TrickPhase,
    can_follow,
    follow_refusal,
    follows,
    playable,
    playable_as,
    rank_order,
    strength_table,
    suit_table,
    suits_held,
    trick_winner,
    winning_card,
    with_faces,
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


def test_tables_give_every_copy_of_a_face_the_same_entry() -> None:
    pin = deck_pinochle()
    table = with_faces(strength_table(rank_order("9JQKTA")), AC=99)
    for a, b in zip(pin[:24], pin[24:], strict=True):
        assert a.face == b.face and a != b
        assert table[a] == table[b] and SUIT[a] == SUIT[b] == a.suit
    assert table[pin[0]] == 99 and len(table) == CARDS


def test_identical_cards_first_played_wins() -> None:
    a, b = deck_pinochle()[0], deck_pinochle()[24]
    assert a.face == b.face and a != b
    strength = strength_table(rank_order("9JQKTA"))
    assert trick_winner([a, b], None, strength) == 0


def test_special_cards_by_table_bowers_as_trumps() -> None:
    """A left bower (jack of the same colour) counted as a trump and ranked high."""
    suit = suit_table(JC=SPADES)
    strength = with_faces(strength_table(), JS=30, JC=29)  # right and left bowers
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


# ----- the rule for one card, and its reason -------------------------------------------------

def test_follows_is_the_rule_playable_lists() -> None:
    rng = Rng(11)
    pack = deck52()
    for _ in range(500):
        rng.shuffle(pack)
        hand = pack[:rng.below(13) + 1]
        led = rng.choice([None, CLUBS, DIAMONDS, HEARTS, SPADES])
        assert playable(hand, led) == [c for c in hand if follows(hand, led, c)]


def test_follow_refusal_in_player_words() -> None:
    hand = cards("KH", "AS")
    assert follow_refusal(hand, HEARTS, Card.parse("AS")) == (
        "you must follow suit: hearts were led and you hold a heart")
    assert follow_refusal(hand, HEARTS, Card.parse("QH")) == "you do not hold the QH"
    assert follow_refusal(hand, DIAMONDS, Card.parse("AS")) is None
    assert follow_refusal(hand, None, Card.parse("KH")) is None


# ----- the trick phase on zones -----------------------------------------------------------------

def table(hands: list[str]) -> tuple[list[Zone], Zone, list[Zone]]:
    """Hands (seat order), a trick zone and a won pile per seat."""
    zs = []
    for s, h in enumerate(hands):
        z = Zone(f"hand:{s}", "hand", s)
        z.fill(cards(*h.split()), False, 1 << s)
        zs.append(z)
    return zs, Zone("trick", "trick"), [Zone(f"won:{s}", "pile", s) for s in range(len(hands))]


def play_out(phase: TrickPhase, hands: list[Zone], trick: Zone, won: list[Zone],
             *plays: str) -> int | None:
    """Play cards in turn (each by the seat whose turn it is); gather a full trick."""
    winner = None
    for text in plays:
        seat = phase.turn(len(trick))
        card = Card.parse(text)
        assert phase.refusal(hands[seat].cards, trick.cards, card) is None, (seat, text)
        if phase.play(seat, card, hands[seat], trick, 0b1111):
            winner = phase.gather(trick, won[0 if seat < 0 else phase.winner(trick.cards)])
    return winner


def test_a_trick_on_zones_lead_follow_win_and_the_last_trick() -> None:
    hands, trick, won = table(["2H AS 9C", "KH 3C 4C", "4D 5D 6D", "QH 7H 8C"])
    phase = TrickPhase(4, trump=SPADES)
    phase.deal(leader=1)
    assert phase.turn(0) == 1 and phase.led(trick.cards) is None
    assert phase.playable(hands[1].cards, trick.cards) == hands[1].cards
    phase.play(1, Card.parse("KH"), hands[1], trick, 0b1111)
    assert trick.up == [True] and trick.known == [0b1111] and len(hands[1]) == 2
    assert phase.turn(1) == 2 and phase.trick_seats(1) == [1]
    assert phase.playable(hands[3].cards, trick.cards) == cards("QH", "7H")
    assert phase.refusal(hands[3].cards, trick.cards, Card.parse("8C")) == (
        "you must follow suit: hearts were led and you hold a heart")
    phase.play(2, Card.parse("4D"), hands[2], trick, 0b1111)
    assert phase.voids[2] == 1 << HEARTS
    phase.play(3, Card.parse("QH"), hands[3], trick, 0b1111)
    assert phase.play(0, Card.parse("AS"), hands[0], trick, 0b1111)  # complete: a ruff
    assert phase.winner(trick.cards) == 0 and phase.trick_seats(4) == [1, 2, 3, 0]
    assert phase.gather(trick, won[0]) == 0
    assert len(trick) == 0 and [str(c) for c in won[0]] == ["KH", "4D", "QH", "AS"]
    assert won[0].up == [True] * 4
    assert phase.taken == [1, 0, 0, 0] and phase.leader == 0 and phase.turn(0) == 0
    assert [str(Card(c)) for c in phase.last] == ["KH", "4D", "QH", "AS"]
    assert (phase.last_leader, phase.last_winner) == (1, 0)
    # the last trick stays shown through the next one, even over a new deal
    phase.play(0, Card.parse("2H"), hands[0], trick, 0b1111)
    phase.deal(leader=2)
    assert phase.last_winner == 0 and phase.taken == [0, 0, 0, 0] and phase.voids == [0] * 4


def test_a_seat_may_sit_out() -> None:
    """Five Hundred's nullo: the bidder's partner sits out; tricks have three cards."""
    hands, trick, won = table(["2H", "KH", "AH", "QH"])
    phase = TrickPhase(4)
    phase.deal(leader=3, seats=(0, 1, 3))
    assert phase.after == (1, 3, -1, 0) and phase.turn(1) == 0 and phase.turn(2) == 1
    assert play_out(phase, hands, trick, won, "QH", "2H", "KH") == 1
    assert phase.taken == [0, 1, 0, 0] and len(hands[2]) == 1
    with pytest.raises(ValueError, match="does not play"):
        phase.deal(leader=2)


def five_hundred_tables(trump: int | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Five Hundred: the joker tops the trumps, then the right and left bowers; in no
    trump the joker is a suit of its own, the only trump."""
    if trump is None:
        return suit_table(JK=JOKER_SUIT), with_faces(strength_table(), JK=50)
    left = {SPADES: "JC", CLUBS: "JS", HEARTS: "JD", DIAMONDS: "JH"}[trump]
    right = "J" + "CDHS"[trump]
    strength = with_faces(strength_table(), JK=50, **{right: 40, left: 39})
    return suit_table(**{left: trump, "JK": trump}), strength


def test_bowers_and_the_joker_by_table() -> None:
    suit, strength = five_hundred_tables(HEARTS)
    hands, trick, won = table(["AH 9C", "JD 4S", "JK 5S", "JH 6S"])
    phase = TrickPhase(4)
    phase.set_trump(HEARTS, suit, strength)
    phase.deal(leader=0)
    phase.play(0, Card.parse("AH"), hands[0], trick, 0b1111)
    # the left bower and the joker are hearts now: they must follow
    assert phase.playable(hands[1].cards, trick.cards) == cards("JD")
    assert phase.playable(hands[2].cards, trick.cards) == cards("JK")
    assert play_out(phase, hands, trick, won, "JD", "JK", "JH") == 2  # the joker is best
    assert phase.leader == 2 and phase.winner(cards("AH", "JD", "4S", "JH")) == 1  # seat 1:
    assert trick_winner(cards("AH", "JD", "4S", "JH"), HEARTS, strength, suit) == 3  # right bower


def test_joker_in_no_trump_is_a_suit_of_one_and_the_leader_calls_a_suit() -> None:
    suit, strength = five_hundred_tables(None)
    hands, trick, won = table(["JK 9C", "KC 4S", "AS 5D", "TC 6S"])
    phase = TrickPhase(4)
    phase.set_trump(JOKER_SUIT, suit, strength)
    phase.deal(leader=0)
    phase.play(0, Card.parse("JK"), hands[0], trick, 0b1111)
    assert phase.led(trick.cards) == JOKER_SUIT  # nobody can follow a suit of one card
    assert phase.playable(hands[1].cards, trick.cards) == hands[1].cards
    phase.call(CLUBS)  # the leader names clubs
    assert phase.playable(hands[1].cards, trick.cards) == cards("KC")
    assert play_out(phase, hands, trick, won, "KC", "5D", "TC") == 0
    assert phase.voids[2] == 1 << CLUBS and phase.called is None


def test_fipsen_seven_of_diamonds_is_a_suit_of_one_card() -> None:
    hands, trick, won = table(["7D AC", "KC AS", "QS TH", "8H 9S"])
    phase = TrickPhase(4, trump=DIAMONDS)  # a Ruten contract: the 7 of diamonds is trump
    phase.deal(leader=1)
    assert play_out(phase, hands, trick, won, "AS", "QS", "9S", "7D") == 0
    hands, trick, won = table(["7D AC", "KC AS", "QS TH", "8H 9S"])
    phase = TrickPhase(4, trump=SPADES)
    phase.deal(leader=0)
    phase.play(0, Card.parse("7D"), hands[0], trick, 0b1111)
    assert phase.playable(hands[1].cards, trick.cards) == hands[1].cards  # nobody follows
    assert play_out(phase, hands, trick, won, "KC", "TH", "8H") == 0


def test_duplicate_cards_the_first_played_wins() -> None:
    pin = deck_pinochle()
    a, b = pin[0], pin[24]  # the two aces of clubs
    hands, trick, won = table(["9S", "9S"])
    hands[0].fill([a], False, 1)
    hands[1].fill([b], False, 2)
    phase = TrickPhase(2, strength=strength_table(rank_order("9JQKTA")))
    phase.deal(leader=1)
    phase.play(1, b, hands[1], trick, 0b11)
    assert phase.play(0, a, hands[0], trick, 0b11)
    assert phase.gather(trick, won[0]) == 1 and phase.last == (b, a)


def test_copies_are_independent() -> None:
    phase = TrickPhase(4)
    phase.deal(leader=2)
    other = phase.copy()
    other.taken[2] += 1
    other.voids[1] = 4
    other.leader = 3
    assert phase.taken == [0] * 4 and phase.voids == [0] * 4 and phase.leader == 2


def test_playable_as_lists_the_same_cards_as_playable() -> None:
    rng = Rng(12)
    pack = deck52()
    names = [f"play {Card(v)}" if v < 64 else "" for v in range(64)]
    for _ in range(300):
        rng.shuffle(pack)
        hand = pack[:rng.below(13) + 1]
        led = rng.choice([None, CLUBS, DIAMONDS, HEARTS, SPADES])
        assert playable_as(hand, led, names) == [names[c] for c in playable(hand, led)]
