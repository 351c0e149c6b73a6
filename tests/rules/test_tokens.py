"""``parlour.rules.tokens``: tokens with elimination (Stop the Bus, Whiskey Poker's chips
mode, Schwimmen's swimming) and letters (S-P-O-O-N, P-I-G, C-A-S-H, K-E-M-P-S)."""

from __future__ import annotations

import pytest

from parlour.engine.rng import Rng
from parlour.rules.tokens import Letters, Loss, Tokens


def test_a_holder_with_no_tokens_is_out_and_the_last_holding_wins() -> None:
    """Stop the Bus: "players dropping out whenever they run out of tokens. The last
    player with at least one remaining token wins the game"."""
    t = Tokens(3, 2)
    assert t.lose([0]) == Loss((0,), ())
    assert t.counts == [1, 2, 2] and t.standing() == [0, 1, 2] and t.winner() is None
    assert t.lose([0]) == Loss((0,), (0,))
    assert t.is_out(0) and t.standing() == [1, 2]
    t.lose([1])
    assert t.lose([1]).out == (1,)
    assert t.winner() == 2 and t.view() == [0, 0, 2]
    assert t.placing() == [3, 2, 1]
    assert t.out_order() == [[0], [1]]


def test_every_tied_loser_pays() -> None:
    """RULINGS 2 and 6 (chips mode): every player tied for worst loses a token."""
    t = Tokens(4, 3)
    loss = t.lose([3, 1])
    assert loss.holders == (1, 3) and t.counts == [3, 2, 3, 2]


def test_a_loss_that_would_leave_nobody_in_changes_nothing() -> None:
    """RULINGS 2: "Everyone left eliminated at once ... no tokens change and the hand is
    replayed" (and RULINGS 4 for Schwimmen)."""
    t = Tokens(3, 1)
    t.lose([0])
    loss = t.lose([1, 2])
    assert loss.void and loss.out == (1, 2)
    assert t.counts == [0, 1, 1] and t.standing() == [1, 2]
    # a game that ends at the first one out may let them all go
    loss = t.lose([1, 2], replay_if_all_out=False)
    assert not loss.void and t.standing() == [] and t.winner() is None
    assert t.out_order() == [[0], [1, 2]] and t.placing() == [3, 1, 1]


def test_losing_several_tokens_at_once_never_goes_below_none() -> None:
    t = Tokens(2, 3)
    assert t.lose([0], 5).out == (0,)
    assert t.counts == [0, 3]
    with pytest.raises(ValueError):
        t.lose([1], 0)


def test_a_holder_who_is_out_cannot_lose_again() -> None:
    t = Tokens(3, 1)
    t.lose([0])
    with pytest.raises(ValueError, match="already out"):
        t.lose([0])
    assert t.counts == [0, 1, 1]


def test_swimming_with_grace() -> None:
    """Schwimmen: "When a player loses all of their chips, they are said to be
    schwimmen ... A schwimmen player can continue playing, but if they lose again, they
    are eliminated."""
    t = Tokens(3, 1, grace=True)
    assert t.lose([0]).out == ()
    assert t.swimming(0) and t.counts[0] == 0 and t.standing() == [0, 1, 2]
    assert t.lose([1], 3).out == () and t.swimming(1)  # a big loss still only swims
    assert t.placing() == [2, 2, 1]
    assert t.lose([0]).out == (0,) and not t.swimming(0)
    # "If the last two players are tied on a hand while they are both schwimmen, play
    # another hand": the loss is void
    t.lose([2])
    assert t.lose([1, 2]).void and t.standing() == [1, 2]
    assert t.lose([2]).out == (2,) and t.winner() == 1


def test_tokens_need_a_start() -> None:
    with pytest.raises(ValueError):
        Tokens(2, 0)
    with pytest.raises(ValueError):
        Tokens(0, 3)


def test_spoons_letters_spell_the_word_and_complete_words_are_out() -> None:
    """Spoons: "gets the letter S from the word SPOON. Further letters are awarded for
    subsequent losses. When a player has ... spelled out the word SPOON, they are out"."""
    s = Letters(3, "SPOON")
    for k in range(4):
        assert s.give([1]).out == ()
        assert s.spelt(1) == "SPOON"[:k + 1]
    assert s.view() == ["", "SPOO", ""]
    assert s.give([1]).out == (1,) and s.is_out(1) and s.spelt(1) == "SPOON"
    s.give([0])
    assert s.placing() == [2, 3, 1]
    assert "SPOON" in repr(s)


def test_pig_is_three_letters() -> None:
    s = Letters(2, "PIG")
    s.give([0])
    s.give([0])
    assert s.give([0]).out == (0,) and s.winner() == 1


def test_cash_the_first_partnership_to_spell_the_word_loses() -> None:
    """Cash: "whichever partnership spells out the word first loses the match"; RULINGS
    7: a successful Cash gives every other partnership a letter."""
    s = Letters(3, "CASH")
    for _ in range(3):
        s.give([1, 2], replay_if_all_out=False)
    loss = s.give([1, 2], replay_if_all_out=False)
    assert loss.out == (1, 2) and s.standing() == [0]
    assert s.placing() == [1, 2, 2]


def test_letters_that_would_put_everyone_out_are_void_by_default() -> None:
    s = Letters(2, "P")
    assert s.give([0, 1]).void and s.counts == [0, 0]
    with pytest.raises(ValueError):
        Letters(2, "")


def test_copies_are_independent() -> None:
    t = Tokens(2, 2, grace=True)
    u = t.copy()
    u.lose([0, 1])
    u.lose([0])
    assert t.counts == [2, 2] and u.counts == [0, 1] and u.swimming(0) and not t.swimming(0)
    s = Letters(2, "KEMPS")
    r = s.copy()
    r.give([1])
    assert s.view() == ["", ""] and r.view() == ["", "K"] and r.word == "KEMPS"
    assert "out=" in repr(u)


def test_random_matches_end_with_one_holder_or_a_replay() -> None:
    rng = Rng(11)
    for grace in (False, True):
        for _ in range(100):
            n = 2 + rng.below(5)
            t = Tokens(n, 1 + rng.below(3), grace=grace)
            for _ in range(200):
                if t.winner() is not None:
                    break
                left = t.standing()
                losers = [h for h in left if rng.below(3) == 0] or [left[rng.below(len(left))]]
                before = (t.counts[:], t.standing())
                loss = t.lose(losers)
                if loss.void:
                    assert (t.counts, t.standing()) == before
                assert t.standing(), "somebody is always left"
            winner = t.winner()
            assert winner is not None
            places = t.placing()
            assert places[winner] == 1 and sorted(places)[0] == 1 and places.count(1) == 1


def test_next_standing_skips_holders_who_are_out() -> None:
    t = Tokens(4, 1)
    t.lose([1])
    assert t.next_standing(0) == 2 and t.next_standing(3) == 0
    assert t.next_standing(1) == 2  # from a holder who is out: the next one in
    assert t.next_standing(2, step=-1) == 0
    t.lose([0, 2])
    assert t.next_standing(3) == 3  # the only one left
