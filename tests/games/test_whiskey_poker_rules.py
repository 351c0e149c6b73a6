"""Whiskey Poker (seed 000, "Whiskey Poker"; RULINGS 6): every rule sentence from a
constructed deal, through the public contract. Quotes are the seed's words."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.engine.game import Game
from parlour.errors import InvalidOption

F, C, K = Action("fold"), Action("call"), Action("check")
EX, PASS, KNOCK = Action("exchange"), Action("pass"), Action("knock")


def SW(take: str, give: str) -> Action:
    return Action("swap", take=take, give=give)


def stacked(hands: dict[int, list[str]], widow: list[str], players: int, dealer: int = 0) -> list[str]:
    """The deck's top: five rounds of one card each from the dealer's left, the widow
    just before the dealer, the dealer last."""
    order: list[Any] = [(dealer + 1 + k) % players for k in range(players - 1)] + [None, dealer]
    return [(widow if s is None else hands[s])[i] for i in range(5) for s in order]


H0 = ["2C", "7D", "9H", "JS", "4C"]          # jack high
H1 = ["KS", "KD", "5H", "8C", "3S"]          # pair of kings
W = ["AS", "AD", "AH", "QC", "QD"]           # full house, aces over queens


def game(hands: dict[int, list[str]] | None = None, widow: list[str] | None = None, players: int = 2,
         variant: str = "standard", **options: Any) -> Game:
    hands = hands or {0: H0, 1: H1}
    return parlour.new_game(f"whiskey-poker:{variant}", players, seed=1,
                            deck=stacked(hands, widow or W, players, options.get("dealer", 0)),
                            options={"hands": 1, **options})


def play(g: Game, *moves: tuple[int, Action]) -> list[dict[str, Any]]:
    out = []
    for seat, a in moves:
        out += [e.for_seat(None) for e in g.apply(seat, a)]
    return out


def cards(g: Game, zone: str, viewer: int | None = None) -> list[str]:
    return list(next(z for z in g.view(viewer)["zones"] if z["id"] == zone)["cards"])


def test_widow_dealt_between_the_dealer_and_the_player_to_their_right() -> None:
    """"Shuffle and deal five cards to each player. Between the dealer and the player to
    their right, deal an extra hand, called the widow ... keeping it face down"."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3)
    assert cards(g, "hand:1", 1) == H1 and cards(g, "hand:2", 2) == hands[2]
    assert cards(g, "hand:0", 0) == H0
    assert cards(g, "widow", None) == ["??"] * 5 and cards(g, "widow", 0) == ["??"] * 5


def test_three_betting_rounds_at_the_places_the_text_gives() -> None:
    """"After players have looked at their hands, the first betting round occurs"; "The
    second betting round happens now" (after phase A); "The third and final betting round
    now takes place" (after phase B); then "the showdown"."""
    g = game()
    assert g.view(None)["phase"] == "bet" and g.view(None)["pot"] == 2  # antes of 1
    play(g, (1, K), (0, K))
    assert g.view(None)["phase"] == "A"
    play(g, (1, PASS), (0, PASS))
    assert g.view(None)["phase"] == "bet"
    play(g, (1, K), (0, K))
    assert g.view(None)["phase"] == "B" and cards(g, "widow", 0) == W  # exposed
    play(g, (1, KNOCK), (0, SW("AS", "2C")))
    assert g.view(None)["phase"] == "bet"
    events = play(g, (1, K), (0, K))
    assert any(e["type"] == "showdown" for e in events) and g.is_over()


def test_phase_a_blind_exchange_pass_or_knock() -> None:
    """"the turn goes to the player on the dealer's left. This player has the right to
    exchange their hand with the hand on the table, in its entirety, without being able to
    see it ahead of time ... If you decide to keep your cards, you have two options: you
    may simply pass, or you may knock\""""
    g = game()
    play(g, (1, K), (0, K))
    assert g.actors() == [1] and sorted(a.type for a in g.legal_actions(1)) == ["exchange", "knock", "pass"]
    play(g, (1, EX))
    assert cards(g, "hand:1", 1) == W
    assert cards(g, "widow", 1) == H1 and cards(g, "widow", 0) == ["??"] * 5  # only seat 1 knows
    assert g.actors() == [0]


def test_phase_a_ends_when_the_turn_gets_back_to_the_knocker() -> None:
    """"knocking allows everyone one last opportunity to exchange hands, with this phase
    of the game ending when the turn gets back to you"."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3)
    play(g, (1, K), (2, K), (0, K))
    assert g.view(1)["prompt"].startswith("Your turn: take the widow in exchange for your "
                                          "whole hand (unseen), pass, or knock.")
    play(g, (1, KNOCK))
    assert g.view(2)["prompt"] == ("Your turn: take the widow in exchange for your whole "
                                   "hand (unseen), or pass. Seat 1 knocked.")
    with pytest.raises(IllegalAction, match="already knocked"):
        g.apply(2, KNOCK)
    play(g, (2, PASS), (0, EX))
    assert g.view(None)["phase"] == "bet"


def test_phase_a_without_a_knock_ends_after_one_orbit() -> None:
    """R6.1."""
    g = game()
    play(g, (1, K), (0, K), (1, PASS), (0, PASS))
    assert g.view(None)["phase"] == "bet" and g.view(None)["stage"] == "betting"


def test_phase_b_one_for_one_or_whole_hand_no_pass() -> None:
    """"Each player may take one card from the widow, then discard one card from their
    hand, face up, to the widow ... exchange their entire hand ... it must be one card or
    all of them. Players do not have the option to pass; they must knock\""""
    g = game()
    play(g, (1, K), (0, K), (1, PASS), (0, PASS), (1, K), (0, K))
    legal = g.legal_actions(1)
    assert PASS not in legal and EX in legal and KNOCK in legal and SW("AS", "3S") in legal
    with pytest.raises(IllegalAction, match="may not pass"):
        g.apply(1, PASS)
    with pytest.raises(IllegalAction, match="no 2C in your hand"):
        g.apply(1, SW("AS", "2C"))
    # a swap is clicked as two targets: your card to give, then the widow card to take
    sw = next(a for a in g.legal_json(1) if a["type"] == "swap" and a["take"] == "AS" and a["give"] == "3S")
    assert [(t["zone"], cards(g, t["zone"], 1)[t["index"]]) for t in sw["targets"]] == [
        ("hand:1", "3S"), ("widow", "AS")]
    play(g, (1, SW("AS", "3S")))
    assert "AS" in cards(g, "hand:1", 0)  # a card taken from the open widow stays known (W2)
    assert "3S" in cards(g, "widow", 0) and "AS" not in cards(g, "widow", 0)
    play(g, (0, EX))
    assert sorted(cards(g, "widow", 1)) == sorted(H0)  # the old hand lies face up


def test_phase_b_ends_when_the_turn_gets_back_to_the_first_knocker() -> None:
    """"As before, play ends when the turn gets back to the first player to knock."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3)
    play(g, (1, K), (2, K), (0, K), (1, PASS), (2, PASS), (0, PASS), (1, K), (2, K), (0, K))
    play(g, (1, SW("AS", "3S")), (2, KNOCK), (0, SW("AD", "2C")))
    assert g.view(None)["phase"] == "B" and g.actors() == [1]
    play(g, (1, SW("AH", "5H")))
    assert g.view(None)["phase"] == "bet"


def test_showdown_highest_hand_takes_the_pot() -> None:
    """"The player with the highest-ranked poker hand takes the pot."""
    g = game()
    play(g, (1, K), (0, K), (1, PASS), (0, EX), (1, K), (0, K), (1, KNOCK), (0, KNOCK))
    events = play(g, (1, K), (0, K))
    show = next(e for e in events if e["type"] == "showdown")
    assert show["won"] == [2, 0] and "seat 0: full house" in show["text"]  # a second knock keeps it


def test_knock_freezes_variant() -> None:
    """R6.2: variant knock-freezes: "no player may draw if he has knocked"."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3, variant="knock-freezes")
    play(g, (1, K), (2, K), (0, K), (1, KNOCK), (2, PASS), (0, PASS), (1, K), (2, K), (0, K))
    assert g.view(None)["phase"] == "B" and g.actors() == [2]  # seat 1 knocked: it may not draw
    g = game(hands, players=3)
    play(g, (1, K), (2, K), (0, K), (1, KNOCK), (2, PASS), (0, PASS), (1, K), (2, K), (0, K))
    assert g.actors() == [1]  # the default: each phase has its own knock


def test_knock_freezes_a_phase_a_knock_ends_phase_b_when_the_turn_comes_back() -> None:
    """W5: the frozen knocker's knock stands in phase B: the others have one last turn."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3, variant="knock-freezes")
    events = play(g, (1, K), (2, K), (0, K), (1, KNOCK), (2, PASS), (0, PASS), (1, K), (2, K), (0, K))
    assert "Seat 1's knock stands" in next(e for e in events if e["type"] == "widow")["text"]
    assert g.view(None)["knocker"] == 1
    play(g, (2, SW("AS", "2D")))
    assert g.actors() == [0]
    play(g, (0, SW("AD", H0[0])))
    assert g.view(None)["phase"] == "bet"  # the turn came back to seat 1: phase B is over
    g = game(hands, players=3)
    play(g, (1, K), (2, K), (0, K), (1, KNOCK), (2, PASS), (0, PASS), (1, K), (2, K), (0, K))
    assert g.view(None)["knocker"] is None  # the default: phase B starts without a knock


def test_knock_freezes_a_middle_knock_still_gives_everyone_else_their_turn() -> None:
    """"knocking allows everyone one last opportunity": a phase-A knocker who is not the
    dealer's left still leaves every other player one turn in phase B, the dealer too."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3, variant="knock-freezes")
    play(g, (1, K), (2, K), (0, K), (1, PASS), (2, KNOCK), (0, PASS), (1, PASS), (1, K), (2, K), (0, K))
    assert g.view(None)["phase"] == "B" and g.actors() == [1]
    play(g, (1, SW("AS", H1[0])))
    assert g.view(None)["phase"] == "B" and g.actors() == [0]  # the dealer's turn is not cut off
    play(g, (0, SW("AD", H0[0])))
    assert g.view(None)["phase"] == "bet"


def test_knock_freezes_a_knocker_who_folded_leaves_the_knock_standing() -> None:
    """"knocking allows everyone one last opportunity to exchange": folding afterwards does
    not take the knock back, so phase B is still everyone's last turn (W5)."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3, variant="knock-freezes")
    events = play(g, (1, K), (2, K), (0, K), (1, KNOCK), (2, PASS), (0, PASS),
                  (1, K), (2, Action("raise", to=2)), (0, C), (1, F))
    assert g.view(None)["phase"] == "B" and g.view(None)["knocker"] == 1
    assert "Seat 1's knock stands" in next(e for e in events if e["type"] == "widow")["text"]
    assert g.actors() == [2] and "last turn" in g.view(2)["prompt"]
    play(g, (2, SW("AS", "2D")))
    assert g.actors() == [0]
    play(g, (0, SW("AD", H0[0])))
    assert g.view(None)["phase"] == "bet"  # each player still in had one last turn


def test_folded_players_skip_the_exchange_phases() -> None:
    """R6.4."""
    hands = {0: H0, 1: H1, 2: ["2D", "3D", "4D", "6S", "8S"]}
    g = game(hands, players=3)
    play(g, (1, Action("raise", to=2)), (2, F), (0, C))
    assert g.view(None)["phase"] == "A" and g.actors() == [1]
    play(g, (1, PASS))
    assert g.actors() == [0]


def test_chips_mode_lowest_pays_and_first_out_loses() -> None:
    """"each player may also be supplied with an arbitrary number of chips (e.g., five) and
    whoever has the lowest hand at the showdown must surrender one chip to the bank.
    Whoever runs out of chips first pays for the next round of drinks"; R6.5 ties all pay."""
    g = parlour.new_game("whiskey-poker:chips", 2, seed=1, deck=stacked({0: H0, 1: H1}, W, 2),
                         options={"chips": 1})
    assert g.view(None)["phase"] == "A" and g.view(None)["pot"] == 0  # no betting
    play(g, (1, PASS), (0, PASS), (1, KNOCK), (0, SW("QC", "2C")))
    assert g.is_over() and g.result().winners == [1]  # type: ignore[union-attr]
    assert "seat 0 runs out of chips" in g.result().reason  # type: ignore[union-attr]
    g = parlour.new_game("whiskey-poker:chips", 2, seed=1,
                         deck=stacked({0: ["2C", "7D", "9H", "JS", "4C"],
                                       1: ["2D", "7H", "9S", "JC", "4S"]}, W, 2),
                         options={"chips": 2})
    play(g, (1, PASS), (0, PASS), (1, KNOCK), (0, KNOCK))
    assert g.view(None)["last_paid"] == [1, 1] and g.view(None)["stacks"] == [1, 1]


def test_the_cap_counts_in_fixed_limit_only() -> None:
    """R6.4 "Limits and structure are unspecified; configure as in the shared poker
    betting module": its ``cap`` bounds the bets and raises of a round in fixed limit
    only (``round_cap``); pot and no limit are bounded by the stacks alone."""
    for limit, raises in (("fixed", 4), ("no", 6), ("pot", 6)):
        g = game(limit=limit, stack=1000)
        made = 0
        while made < 6:
            seat = g.actors()[0]
            up = [a for a in g.legal_actions(seat) if a.type == "raise"]
            if not up:
                break
            g.apply(seat, up[0])
            made += 1
        assert made == raises, limit
        assert (g.view(g.actors()[0])["raise_range"] is None) == (limit == "fixed")


def test_a_tied_pot_is_split_the_odd_chip_clockwise_from_the_dealers_left() -> None:
    """"The player with the highest-ranked poker hand takes the pot"; W4: equal best hands
    share it, odd chips clockwise from the dealer's left."""
    same = {0: ["2C", "7D", "9H", "JS", "4C"], 1: ["2D", "3H", "5S", "6C", "8S"],
            2: ["2H", "7S", "9D", "JD", "4H"]}
    g = game(same, players=3)
    play(g, (1, K), (2, K), (0, K), (1, PASS), (2, PASS), (0, PASS), (1, K), (2, K), (0, K),
         (1, KNOCK), (2, KNOCK), (0, KNOCK))
    events = play(g, (1, K), (2, K), (0, K))
    assert next(e for e in events if e["type"] == "showdown")["won"] == [1, 0, 2]  # pot 3: seats 2, 0


def test_two_to_nine_players() -> None:
    """R6.3: two to nine players (5 x (n + 1) <= 52)."""
    assert parlour.new_game("whiskey-poker", 9, seed=1).view(None)["zones"]
    for n in (1, 10):
        with pytest.raises(InvalidOption, match="2 to 9 players"):
            parlour.new_game("whiskey-poker", n, seed=1)


def test_phase_b_without_a_knock_ends_after_max_orbits() -> None:
    """W3: phase B, in which nobody may pass, ends after ``max_orbits`` orbits without a
    knock; W4: folding is refused when checking is free."""
    g = game(max_orbits=1)
    with pytest.raises(IllegalAction, match="check instead"):
        g.apply(1, F)
    play(g, (1, K), (0, K), (1, PASS), (0, PASS), (1, K), (0, K))
    play(g, (1, SW("AS", "3S")))
    assert g.view(None)["phase"] == "B" and g.actors() == [0]
    play(g, (0, SW("AD", "2C")))
    assert g.view(None)["phase"] == "bet" and g.actors() == [1]


def test_chips_mode_the_deal_rotates_left_and_play_opens_at_the_new_dealers_left() -> None:
    """Conventions: "Deal rotates one seat left per hand"; "After the betting, the turn
    goes to the player on the dealer's left" (chips mode: no betting)."""
    hands = {0: H0, 1: ["2D", "3H", "5S", "6C", "8S"], 2: ["2H", "7S", "9D", "JD", "4H"]}
    g = parlour.new_game("whiskey-poker:chips", 3, seed=1, deck=stacked(hands, W, 3), options={"chips": 2})
    play(g, (1, PASS), (2, PASS), (0, PASS), (1, KNOCK), (2, KNOCK), (0, KNOCK))
    assert g.view(None)["last_paid"] == [0, 1, 0] and g.actors() == [1]  # seat 1 deals next
    play(g, (1, Action("deal")))
    assert g.view(None)["dealer"] == 1 and g.view(None)["phase"] == "A" and g.actors() == [2]
