"""Mexican Sweat (seed 003, "Mexican Sweat"; RULINGS 19): every rule sentence from a
constructed deal, through the public contract. Quotes are the seed's words."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.engine.game import Game
from parlour.hands import parse_cards
from parlour.hands.partial import beats, describe_exposed, exposed_key

C, K = Action("call"), Action("check")


def FL(i: int) -> Action:
    return Action("flip", index=i)


def stacked(hands: dict[int, list[str]], kill: str, beat: str, players: int, dealer: int = 0) -> list[str]:
    order = [(dealer + 1 + k) % players for k in range(players)]
    return [hands[s][i] for i in range(7) for s in order] + [kill, beat]


def game(hands: dict[int, list[str]], kill: str = "2H", beat: str = "7C", players: int = 2,
         variant: str = "standard", **options: Any) -> Game:
    return parlour.new_game(f"mexican-sweat:{variant}", players, seed=1,
                            deck=stacked(hands, kill, beat, players, options.get("dealer", 0)),
                            options={"hands": 1, **options})


def play(g: Game, *moves: tuple[int, Action]) -> list[dict[str, Any]]:
    out = []
    for seat, a in moves:
        out += [e.for_seat(None) for e in g.apply(seat, a)]
    return out


def cards(g: Game, zone: str, viewer: int | None) -> list[str]:
    return list(next(z for z in g.view(viewer)["zones"] if z["id"] == zone)["cards"])


A = ["3C", "5D", "9H", "KS", "4C", "6D", "8S"]
B = ["4D", "6C", "TS", "JD", "QC", "3S", "5S"]


def test_seven_cards_face_down_that_nobody_sees() -> None:
    """"Deal seven cards face down to each player. Players may not look at their cards"."""
    g = game({0: A, 1: B})
    assert cards(g, "hand:1", 1) == ["??"] * 7 and cards(g, "hand:0", 0) == ["??"] * 7
    assert g.view(None)["pot"] == 2  # "All players ante"


def test_kill_card_and_card_to_beat_in_the_middle() -> None:
    """"Two further cards are dealt to the center of the table. The first is designated as
    the kill card ... The second is the card to beat.\""""
    g = game({0: A, 1: B}, kill="2H", beat="7C")
    assert cards(g, "kill", 0) == ["2H"] and cards(g, "beat", 1) == ["7C"]


def test_first_player_flips_until_beating_the_card_to_beat() -> None:
    """"The player to the left of dealer plays first. They begin flipping cards from their
    hand face up, one at a time, until they are able to beat a high-card poker hand
    consisting of the card to beat ... Merely tying the card to beat does not actually
    beat it"; "the player immediately stops revealing cards, and a betting round begins,
    led by the active player.\""""
    g = game({0: A, 1: ["7D", "4S", "TS", "JD", "QC", "3S", "5S"]}, beat="7C")
    assert g.actors() == [1]
    play(g, (1, FL(0)))  # the 7D only ties the 7C
    assert g.view(None)["phase"] == "flip" and g.actors() == [1]
    events = play(g, (1, FL(1)))  # 7-4 beats a lone 7 (a longer hand wins the tie)
    assert any(e["type"] == "beat" for e in events)
    assert g.view(None)["phase"] == "bet" and g.actors() == [1]
    assert cards(g, "hand:1", 0)[:2] == ["7D", "4S"] and cards(g, "hand:1", 0)[2] == "??"


def test_next_player_tries_to_beat_the_exposed_hand() -> None:
    """"the next player to the left begins revealing their hand, but instead of going for a
    higher hand than the card to beat, they are attempting to beat the exposed portion of
    the hand of the player preceding them.\""""
    g = game({0: ["9C", "9D", "3H", "4H", "5C", "6D", "8S"], 1: ["TD", "4S", "TS", "JD", "QC", "3S", "5S"]},
             beat="7C")
    play(g, (1, FL(0)), (1, K), (0, K))
    assert g.actors() == [0] and g.view(None)["to_beat"] == "Ten high"
    play(g, (0, FL(0)))
    assert g.view(None)["phase"] == "flip"  # a 9 does not beat a 10
    play(g, (0, FL(1)))  # a pair of nines does
    assert g.view(None)["best"] == 0 and g.view(None)["phase"] == "bet" and g.actors() == [0]


def test_kill_card_kills_the_instant_it_shows() -> None:
    """"If, at any time, a player exposes a card of the same rank as the kill card, they
    immediately stop revealing cards: their hand is killed and they can no longer win the
    pot"; "if the first player to play reveals a kill card, the dealer" leads the betting."""
    hands = {0: A, 1: ["2S", "4S", "TS", "JD", "QC", "3S", "5S"],
             2: ["KC", "KD", "4H", "8D", "9D", "TC", "JC"]}
    g = game(hands, kill="2H", players=3)
    events = play(g, (1, FL(0)))
    assert any(e["type"] == "killed" for e in events) and g.view(None)["fate"][1] == "killed"
    assert g.view(None)["phase"] == "bet" and g.actors() == [0]  # the dealer leads
    play(g, (0, K), (2, K))
    assert g.actors() == [2] and g.view(None)["to_beat"] == "Seven high"


def test_out_of_cards_without_a_beat_and_the_preceding_player_leads() -> None:
    """"If a player has exposed their entire hand and is unable to beat the preceding
    player ... the betting round is started by the preceding player"; "Game play continues
    until only one player remains ... This player takes the pot.\""""
    hands = {0: ["3C", "4D", "5H", "6S", "8C", "9D", "JS"], 1: ["AD", "4S", "TS", "JD", "QC", "3S", "5S"]}
    g = game(hands, kill="2H", beat="7C")
    play(g, (1, FL(0)), (1, K), (0, K))  # seat 1 shows an ace
    for i in range(6):
        play(g, (0, FL(i)))
        assert g.view(None)["phase"] == "flip"
    events = play(g, (0, FL(6)))  # no pair, no ace: seat 0 is out, seat 1 is left
    assert g.view(None)["fate"][0] == "beaten" and any(e["type"] == "win" for e in events)
    assert g.result().scores == [-1.0, 1.0]  # type: ignore[union-attr]


def test_rotation_continues_and_the_best_hand_is_skipped() -> None:
    """R19.1: a beaten player with cards left flips again on their turn; the holder of
    the best hand is skipped."""
    hands = {0: ["8C", "QD", "5H", "6S", "3C", "9H", "JS"], 1: ["9S", "4S", "TS", "JD", "QC", "3S", "5S"],
             2: ["TC", "KD", "4H", "8D", "9D", "TD", "JC"]}
    g = game(hands, kill="2H", beat="7C", players=3)
    play(g, (1, FL(0)), (1, K), (2, K), (0, K))        # seat 1: 9 beats 7
    play(g, (2, FL(0)), (2, K), (0, K), (1, K))        # seat 2: 10 beats 9
    play(g, (0, FL(0)), (0, FL(1)))                    # seat 0: 8, then Q-8 beats 10
    assert g.view(None)["best"] == 0
    play(g, (0, K), (1, K), (2, K))
    assert g.actors() == [1]  # seat 1 (beaten, cards left) flips; seat 0 holds the best: skipped


def test_player_chooses_which_card_to_flip_and_refusals() -> None:
    """R19.3, and bad input names the problem."""
    g = game({0: A, 1: B})
    assert sorted(a.index for a in g.legal_actions(1)) == list(range(7))
    play(g, (1, FL(5)))
    assert cards(g, "hand:1", 0)[5] == "3S"
    with pytest.raises(IllegalAction, match="already face up"):
        g.apply(1, FL(5))
    with pytest.raises(IllegalAction, match=r"your hand has no card 7 \(its cards are 0 to 6\)"):
        g.apply(1, FL(7))
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        g.apply(0, FL(0))


def test_peek_variant_shows_each_player_their_last_card() -> None:
    """"allow players to peek at one card (usually their last card) prior to the first
    player revealing a card"."""
    g = game({0: A, 1: B}, variant="peek")
    assert cards(g, "hand:1", 1) == ["??"] * 6 + ["5S"]
    assert cards(g, "hand:1", 0) == ["??"] * 7 and cards(g, "hand:0", 0)[-1] == "8S"


# ----- partial hands (RULINGS 19) -----------------------------------------------------------------
def k(text: str) -> tuple[int, tuple[int, ...]]:
    return exposed_key(parse_cards(text))


def test_partial_hand_comparison() -> None:
    """R19.2: best 5-of-n, categories limited to what fits; category, then cards; more
    kickers win a full tie; otherwise a tie is not a beat."""
    assert k("8C") > k("7D") and k("7C") == k("7D")
    assert k("7C 2D") > k("7D")  # the longer hand wins a tie on the compared cards
    assert k("7C 3D") > k("7D 2S")
    assert k("2C 2D") > k("AS KD QH JC")  # a pair beats any high card
    assert k("3C 3D 2H 2S") > k("AS AD KC QD")  # two pair beats one pair
    assert k("5C 5D 5H") > k("AS AD KC KD")
    assert k("2C 3D 4H 5S 6C") > k("AS AD AH KC")  # five cards: a straight beats trips
    assert not beats(parse_cards("9C 4D"), parse_cards("9H 4S"))  # a tie is not a beat
    assert describe_exposed(parse_cards("7C 7D 2S")) == "Pair of sevens, kickers two"


def _brute(cards: list[int]) -> tuple[int, tuple[int, ...]]:
    """Best-of definition for fewer than five cards: every sub-multiset's shape."""
    best: tuple[int, tuple[int, ...]] = (-1, ())
    for r in range(1, len(cards) + 1):
        for sub in itertools.combinations(cards, r):
            key = exposed_key(list(sub))
            best = max(best, key)
    return best


def test_partial_keys_never_lose_by_adding_a_card() -> None:
    """Adding a card never makes an exposed hand worse (so a flip never un-beats), checked
    over every pair and triple of ranks."""
    deck = parse_cards("AC 2D 3H 4S 5C 6D 7H 8S 9C TD JH QS KC AD 2H 3S")
    for n in (1, 2, 3):
        for hand in itertools.combinations(deck, n):
            key = exposed_key(list(hand))
            assert key == _brute(list(hand))
            for extra in deck:
                if extra not in hand:
                    assert exposed_key([*hand, extra]) > key


# ----- review: who leads after a failed turn, and a beaten hand with no card left ----------------
R2, FOLD = Action("raise", to=2), Action("fold")


def test_the_preceding_player_leads_after_a_kill_or_a_hand_run_out() -> None:
    """"If a player has exposed their entire hand and is unable to beat the preceding
    player, or if they reveal a kill card, the betting round is started by the preceding
    player" (M2: the player holding the best hand, not the next seat)."""
    killed = {0: A, 1: ["9S", "4S", "TS", "JD", "QC", "3S", "5S"],
              2: ["QH", "KD", "4H", "8D", "9D", "TC", "JC"]}
    g = game(killed, kill="QS", beat="7C", players=3)
    play(g, (1, FL(0)), (1, K), (2, K), (0, K))  # seat 1 shows a nine
    play(g, (2, FL(0)))                          # seat 2 turns up a queen: killed
    assert g.view(None)["fate"][2] == "killed" and g.view(None)["phase"] == "bet"
    assert g.actors() == [1]
    play(g, (1, K), (0, K))
    assert g.actors() == [0] and g.view(None)["phase"] == "flip"
    run_out = {0: A, 1: ["AS", "4S", "TS", "JD", "QC", "3S", "5S"],
               2: ["2C", "3D", "4D", "5H", "8C", "9D", "JC"]}
    g = game(run_out, kill="KH", beat="7C", players=3)
    play(g, (1, FL(0)), (1, K), (2, K), (0, K))  # seat 1 shows an ace
    for i in range(7):
        play(g, (2, FL(i)))
    assert g.view(None)["fate"][2] == "beaten" and g.actors() == [1]


BEST_LAST = {0: ["TC", "TD", "3H", "4H", "5C", "6D", "8S"], 1: ["KS", "4S", "TS", "JD", "QC", "3S", "5S"],
             2: ["2C", "3D", "4D", "5H", "8C", "9D", "KD"]}
"""Seat 1 shows a king; seat 2 beats it only with its seventh card (K-9-8-5-4); seat 0
then beats that with a pair of tens."""


def test_a_beaten_best_hand_with_no_card_left_is_out_at_once() -> None:
    """M1 (R19.1: only a beaten player who "still has unrevealed cards" flips again)."""
    g = game(BEST_LAST, kill="QH", beat="7C", players=3)
    play(g, (1, FL(0)), (1, K), (2, K), (0, K))
    for i in range(7):
        events = play(g, (2, FL(i)))
    assert any(e["type"] == "beat" for e in events) and g.view(None)["best"] == 2
    play(g, (2, K), (0, K), (1, K))
    events = play(g, (0, FL(0)), (0, FL(1)))
    assert [e["type"] for e in events if e["type"] in ("beat", "out")] == ["beat", "out"]
    assert g.view(None)["fate"] == ["", "", "beaten"] and g.view(None)["folded"] == [False, False, True]


def test_a_folded_best_hand_beaten_later_stays_folded() -> None:
    """M4 "folded players are out": a best hand whose owner folded is not put out a second
    time when it is beaten (its fate stays "folded", no "out" event)."""
    g = game(BEST_LAST, kill="QH", beat="7C", players=3)
    play(g, (1, FL(0)), (1, K), (2, K), (0, K))
    for i in range(7):
        play(g, (2, FL(i)))
    play(g, (2, K), (0, R2), (1, C), (2, FOLD))
    assert g.view(None)["fate"] == ["", "", "folded"] and g.actors() == [0]
    events = play(g, (0, FL(0)), (0, FL(1)))
    assert any(e["type"] == "beat" for e in events) and not any(e["type"] == "out" for e in events)
    assert g.view(None)["fate"] == ["", "", "folded"] and g.actors() == [0]


def test_the_raise_cap_is_fixed_limits_only() -> None:
    """"All players should agree on ante or blinds, and betting limits, or lack thereof":
    the ``cap`` option caps the bets and raises of a round in fixed limit (four by
    default); in pot and no limit only the stacks bound the raising."""
    beat_at_once = ["9D", "4S", "TS", "JD", "QC", "3S", "5S"]  # the 9D beats the 7C
    for limit, capped in (("fixed", True), ("no", False), ("pot", False)):
        g = game({0: A, 1: beat_at_once}, limit=limit, stack=10_000)
        play(g, (1, FL(0)))
        for k in range(4):  # a bet and three raises
            seat = 1 - k % 2
            to = min(a.to for a in g.legal_actions(seat) if a.type == "raise")
            play(g, (seat, Action("raise", to=to)))
        raising = any(a.type == "raise" for a in g.legal_actions(1))
        assert raising is not capped, limit


def test_a_short_all_in_survivor_takes_only_the_pot_it_paid_into() -> None:
    """"This player takes the pot": the last player left was all in for the ante, so the
    side pot the others built goes to the better of their face-up hands (RULINGS 19 and
    the shared betting engine: an all-in seat wins from each player only what it put in)."""
    hand1 = stacked({1: ["AS", "KS", "QS", "JS", "9S", "8S", "6S"],
                     2: ["AH", "KH", "QH", "JH", "9H", "8H", "6H"],
                     0: ["2D", "KD", "QD", "JD", "9D", "8D", "6D"]}, "2H", "7C", 3, dealer=0)
    hand2 = stacked({2: ["8S", "KD", "QS", "JC", "6H", "4D", "3C"],  # K Q J 8 6
                     0: ["AD", "5S", "5H", "5C", "TS", "TH", "TD"],
                     1: ["KC", "QD", "9H", "8C", "6D", "4S", "3H"]}, "2H", "7C", 3, dealer=1)  # K Q 9 8 6
    g = parlour.new_game("mexican-sweat", 3, seed=1, deck=[hand1, hand2],
                         options={"hands": 2, "stack": 4})
    play(g, (1, FL(0)), (1, Action("raise", to=2)), (2, Action("fold")), (0, C), (0, FL(0)))
    assert g.full_view()["stacks"] == [1, 8, 3]  # seat 0 killed after calling: 1 chip left
    play(g, (1, Action("deal")))
    play(g, (2, FL(0)), (2, Action("raise", to=2)), (1, C))  # seat 0 is all in for its ante
    play(g, (0, FL(0)))  # an ace beats the eight
    events = play(g, *[(1, FL(i)) for i in range(7)], *[(2, FL(i)) for i in range(1, 7)])
    win = next(e for e in events if e["type"] == "win")
    side = next(e for e in events if e["type"] == "side_pot")
    assert (win["seat"], win["won"]) == (0, 3)  # one chip from each player
    assert (side["seat"], side["won"]) == (2, 4) and "K-Q-J-8-6" in side["text"]
    assert g.full_view()["stacks"] == [3, 5, 4]
