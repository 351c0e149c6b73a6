"""Mini Baccarat rule checklist (seed 003 "Mini Baccarat", RULINGS 21), each rule driven
through the public contract from a stacked shoe.

A stacked ``deck=[...]`` is a shoe already cut (M2): its first card is the face-up
burn card. ``BURN`` (an ace, then one card face down) opens most shoes here.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption

BURN = ["AC", "2H"]
"""An ace burnt face up, then one card face down (R1)."""


def game(deck: list[str] | None, players: int = 1, seed: int = 1, **options: Any) -> parlour.Game:
    return parlour.new_game("mini-baccarat", players, seed=seed, options=options or None, deck=deck)


def bet(g: parlour.Game, seat: int, spot: str, amount: int) -> list[parlour.Event]:
    return g.apply(seat, Action("bet", spot=spot, amount=amount))


def play_hand(g: parlour.Game, bets: dict[int, list[tuple[str, int]]] | None = None) -> list[dict[str, Any]]:
    """Place ``bets`` (seat -> [(spot, amount)]), then every seat says done; the events
    of the hand as the spectator sees them."""
    out: list[dict[str, Any]] = []
    for seat, wagers in (bets or {}).items():
        for spot, amount in wagers:
            out += [e.for_seat(None) for e in bet(g, seat, spot, amount)]
    for seat in range(g.players):
        if Action("done") in g.legal_actions(seat):
            out += [e.for_seat(None) for e in g.apply(seat, Action("done"))]
    return out


def hands(g: parlour.Game) -> tuple[list[str], list[str]]:
    zones = {z["id"]: z for z in g.view(None)["zones"]}
    return zones["player_hand"]["cards"], zones["banker_hand"]["cards"]


def last(g: parlour.Game) -> dict[str, Any]:
    return g.view(0)["last"]


def full_zone(g: parlour.Game, zid: str) -> dict[str, Any]:
    return next(z for z in g.full_view()["zones"] if z["id"] == zid)


# ----- the shoe ---------------------------------------------------------------------------------

def test_the_shoe_holds_eight_standard_decks_416_cards() -> None:
    """"A mini baccarat game requires eight standard decks, or 416 cards." (option ``decks``)"""
    g = game(None)
    cards = [c for z in g.full_view()["zones"] for c in z["cards"] if c is not None]
    assert len(cards) == 416
    assert all(cards.count(x) == 8 for x in set(cards)) and len(set(cards)) == 52
    one = game(None, decks=1)
    assert sum(z["count"] for z in one.view(None)["zones"]) == 52
    with pytest.raises(InvalidOption, match="decks"):
        game(None, decks=9)


def test_the_dealer_shuffles_the_shoe_by_the_games_seed() -> None:
    """"Shuffle the cards": one seeded generator; same seed, same shoe."""
    def order(seed: int) -> list[str]:
        return full_zone(game(None, seed=seed), "shoe")["cards"]

    assert order(1) == order(1) and order(1) != order(2)
    assert sorted(order(1)) == sorted(order(2))


def test_a_player_inserts_the_cut_card_and_the_part_behind_it_goes_to_the_other_end() -> None:
    """"Offer the spare cut card to any player and have them insert it into the deck at
    any point. Complete the cut by sliding the bottom part of the deck behind the cut
    card away and putting it on the top." (M2: seat 0; cut(at=k) moves the k cards in
    front of the cut card to the back.)"""
    g = game(None, players=2, decks=1, seed=5)
    v = g.view(1)
    assert v["phase"] == "cut" and g.actors() == [0] and v["cutter"] == 0
    assert [a.to_json() for a in g.legal_actions(0)] == [{"type": "cut", "at": k} for k in range(1, 52)]
    assert g.legal_actions(1) == []
    before = full_zone(g, "shoe")["cards"][::-1]  # first card out first
    events = g.apply(0, Action("cut", at=20))
    after_cut = before[20:] + before[:20]
    burnt = full_zone(g, "discard")["cards"]
    assert burnt == after_cut[:len(burnt)]
    assert full_zone(g, "shoe")["cards"][::-1] == after_cut[len(burnt):]
    assert [e.type for e in events][:2] == ["cut", "burn"]
    assert g.view(0)["phase"] == "bet"


def test_cut_mistakes_are_explained_and_change_nothing() -> None:
    g = game(None, players=2, decks=1)
    snap = json.dumps(g.full_view())
    for seat, action, reason in [
        (1, Action("cut", at=5), "seat 0 was offered the cut card"),
        (0, Action("cut", at=0), "choose 1 to 51"),
        (0, Action("cut", at=52), "choose 1 to 51"),
        (0, Action("bet", spot="banker", amount=10), "the shoe must be cut first"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            g.apply(seat, action)
    assert json.dumps(g.full_view()) == snap
    g.apply(0, Action("cut", at=3))
    with pytest.raises(IllegalAction, match="already been cut"):
        g.apply(0, Action("cut", at=3))


def test_the_cut_card_goes_about_one_deck_from_the_end() -> None:
    """"place it into the deck near the bottom ... normally placed about one deck from the
    end of the shoe" (option ``cut_from_end`` = 52; M3: at most half the shoe)."""
    g = game(BURN)
    v = g.view(0)
    assert v["cards_in_shoe"] == 414 and v["cards_before_cut_card"] == 414 - 52
    assert game(BURN, decks=1).view(0)["cards_before_cut_card"] == 50 - 26
    assert game(BURN, cut_from_end=100).view(0)["cards_before_cut_card"] == 414 - 100


@pytest.mark.parametrize("first, burnt", [("7S", 7), ("AS", 1), ("TD", 10), ("KH", 10), ("QC", 10),
                                          ("JD", 10), ("2C", 2), ("9H", 9)])
def test_burn_one_card_face_up_then_that_many_face_down(first: str, burnt: int) -> None:
    """"discard one card, face-up. Discard that many additional cards, face down (e.g. if
    it is a seven, discard seven cards)." R1: 10 for a ten or court card, 1 for an ace."""
    g = game([first])
    d = full_zone(g, "discard")
    assert d["cards"][0] == first and d["up"] == [True] + [False] * burnt
    assert g.view(0)["cards_in_shoe"] == 416 - 1 - burnt
    burn = [e for e in g.record()["actions"]]  # nothing was an action: the dealer burns
    assert burn == []


def test_an_ace_may_burn_eleven_cards_as_an_option() -> None:
    """R1: "some casinos burn 11 for an ace" (option ``ace_burn``)."""
    g = game(["AD"], ace_burn=11)
    assert full_zone(g, "discard")["up"] == [True] + [False] * 11


def test_burnt_cards_are_hidden_from_every_seat() -> None:
    g = game(["3S", "KD", "QD", "JD"], players=2)
    for seat in (0, 1, None):
        z = next(z for z in g.view(seat)["zones"] if z["id"] == "discard")
        assert z["count"] == 4 and z["top"] == "??"


# ----- wagers -----------------------------------------------------------------------------------

def test_players_bet_on_punto_banco_or_tie_and_everyone_sees_the_chips() -> None:
    """"Players place their wagers in the appropriate betting area ...: punto ..., banco
    ..., or tie" (M4: public, simultaneous, one wager per spot)."""
    g = game(BURN, players=2)
    assert g.actors() == [0, 1] and g.waiting_for() == [0, 1]
    bet(g, 0, "player", 10)
    bet(g, 0, "tie", 20)
    bet(g, 1, "banker", 500)
    for seat in (0, 1, None):
        v = g.view(seat)
        assert v["bet_player"] == [10, 0] and v["bet_banker"] == [0, 500] and v["bet_tie"] == [20, 0]
        assert v["scores"] == [970, 500]
    assert Action("withdraw", spot="player") in g.legal_actions(0)
    assert not any(a.type == "bet" and a.spot == "player" for a in g.legal_actions(0))


def test_bets_may_be_shifted_back_and_forth_until_the_bettor_is_done() -> None:
    """"some players will annoyingly shift their bets back and forth ... before settling
    on a bet" (M4: withdraw, bet again; the deal waits for every seat's done)."""
    g = game(BURN + ["9C", "8C", "KC", "QC"], players=2)
    bet(g, 0, "player", 10)
    g.apply(0, Action("withdraw", spot="player"))
    assert g.view(0)["scores"][0] == 1000
    bet(g, 0, "banker", 20)
    g.apply(0, Action("done"))
    assert g.actors() == [1] and hands(g) == ([], [])
    with pytest.raises(IllegalAction, match="done betting"):
        bet(g, 0, "tie", 10)
    g.apply(1, Action("done"))
    assert hands(g) == (["9C", "KC"], ["8C", "QC"])


def test_a_seat_may_sit_a_hand_out_and_the_hand_is_dealt_even_with_no_bets() -> None:
    g = game(BURN + ["9C", "8C", "KC", "QC"], players=2)
    assert g.label(Action("done"), 0) == "No bet this hand"
    play_hand(g)
    assert last(g)["result"] == "player" and g.view(0)["scores"] == [1000, 1000]


@pytest.mark.parametrize("action, reason", [
    (Action("bet", spot="banker", amount=5), "table minimum is 10"),
    (Action("bet", spot="banker", amount=510), "table maximum is 500"),
    (Action("bet", spot="bank", amount=10), "no 'bank' spot"),
    (Action("withdraw", spot="tie"), "no bet on tie"),
    (Action("bet", spot="player", amount=20), "already have 10 on player"),
    (Action("bet", spot="tie", amount=500), "only 490 in chips"),
    (Action("bet", spot="tie", amount="10"), "must be a whole number"),
])
def test_wagers_outside_the_table_limits_or_the_chips_are_refused(action: Action, reason: str) -> None:
    """R6: table limits are parameters (``table_min`` 10, ``table_max`` 500); M4: never
    more than the seat's chips, one wager on a spot."""
    g = game(BURN, bankroll=500)
    bet(g, 0, "player", 10)
    snap = json.dumps([g.full_view(), g.record()])
    with pytest.raises(IllegalAction, match=reason):
        g.apply(0, action)
    assert json.dumps([g.full_view(), g.record()]) == snap


@pytest.mark.parametrize("amount", [10, 11, 35, 137, 499, 500])
def test_any_whole_wager_within_the_table_limits_is_taken(amount: int) -> None:
    """RULINGS 21 "Bet limits. Table parameters.": the limits bound a wager, nothing else
    does (M4): any whole amount from the minimum to the maximum, listed and accepted."""
    g = game(BURN, players=2)
    legal = g.legal_actions(0)
    assert Action("bet", spot="tie", amount=amount) in legal
    assert sorted(a.amount for a in legal if a.type == "bet" and a.spot == "tie") == list(range(10, 501))
    bet(g, 0, "tie", amount)
    assert g.view(1)["bet_tie"][0] == amount


def test_the_wagers_listed_stop_at_the_seats_chips() -> None:
    """M4: never more than the seat's chips: 137 units left list 10 to 137 on each spot."""
    g = game(BURN, bankroll=137)
    amounts = [a.amount for a in g.legal_actions(0) if a.type == "bet" and a.spot == "player"]
    assert amounts == list(range(10, 138))


def test_a_seat_short_of_the_minimum_sits_out_and_the_game_ends_when_all_are() -> None:
    """M1/M4: chips below the table minimum: the seat sits out; nobody left: game over."""
    g = game(BURN + ["9C", "8C", "KC", "QC"] * 2, players=2, bankroll=10)
    play_hand(g, {0: [("banker", 10)], 1: [("player", 10)]})
    assert g.view(0)["scores"] == [0, 20]
    assert g.actors() == [1]
    with pytest.raises(IllegalAction, match="too few chips"):
        g.apply(0, Action("done"))
    play_hand(g, {1: [("banker", 20)]})
    assert g.is_over() and g.result().reason == "every bettor is out of chips"  # type: ignore[union-attr]


# ----- the coup ---------------------------------------------------------------------------------

def test_the_dealer_deals_two_cards_face_up_player_banker_player_banker() -> None:
    """"the dealer deals two cards, face up, to each hand" (R3: P, B, P, B)."""
    g = game(BURN + ["9C", "8D", "KH", "QS"], players=2)
    play_hand(g)
    assert hands(g) == (["9C", "KH"], ["8D", "QS"])
    for seat in (0, 1, None):
        z = {z["id"]: z for z in g.view(seat)["zones"]}
        assert "??" not in z["player_hand"]["cards"] + z["banker_hand"]["cards"]


@pytest.mark.parametrize("cards, total", [
    (["AC", "2D"], 3), (["9C", "KD"], 9), (["TC", "JD"], 0), (["QC", "KD"], 0),
    (["7C", "8D"], 5), (["9C", "9D"], 8), (["5C", "5D"], 0), (["AC", "AD"], 2),
])
def test_scores_aces_one_pips_face_value_tens_and_faces_zero_first_digit_dropped(
        cards: list[str], total: int) -> None:
    """"aces are one, number cards two through nine are their face value, and tens and
    face cards are zero. If the score exceeds 9, the offending first digit is simply
    dropped." (The banker holds 7 + K = 7 and stands.)"""
    g = game(BURN + [cards[0], "7H", cards[1], "KH", "6S"])
    play_hand(g)
    first_two = total
    v = last(g)
    if first_two <= 5:  # the player drew the 6S
        first_two = (first_two + 6) % 10
    assert v["player_total"] == first_two


@pytest.mark.parametrize("player, banker, result", [
    (["9C", "KC"], ["5C", "2C"], "player"),   # natural 9 v 7: wins at once
    (["8C", "KC"], ["7D", "KD"], "player"),   # natural 8 v 7 (M5)
    (["9C", "KC"], ["8C", "KD"], "player"),   # a natural 9 beats a natural 8
    (["4C", "4D"], ["9S", "KS"], "banker"),
    (["8C", "KC"], ["8D", "QD"], "tie"),      # two naturals of the same value tie
    (["2C", "KC"], ["8D", "QD"], "banker"),   # the player does not draw against a natural
])
def test_a_natural_eight_or_nine_wins_with_no_further_play(
        player: list[str], banker: list[str], result: str) -> None:
    """"If either hand has a score of 8 or 9, this is a natural, and that hand
    automatically wins, with no further play. (A natural 9, of course, beats a natural
    8, and two natural hands of the same value tie.)" """
    g = game(BURN + [player[0], banker[0], player[1], banker[1], "5H", "5S"])
    events = play_hand(g)
    assert hands(g) == (player, banker)
    assert last(g)["result"] == result and last(g)["natural"]
    assert not [e for e in events if e["type"] in ("draw", "stand")]


@pytest.mark.parametrize("total, draws", [(0, True), (1, True), (2, True), (3, True), (4, True),
                                          (5, True), (6, False), (7, False)])
def test_the_player_hand_stands_on_6_or_7_and_hits_otherwise(total: int, draws: bool) -> None:
    """"If the player has a total of 6 or 7, the player hand stands (does not take a
    card). Otherwise, the player hand hits (takes a card)." (The banker holds 7.)"""
    p2 = {0: "K", 1: "A"}.get(total, str(total))
    g = game(BURN + ["TC", "7D", p2 + "C", "KD", "3H", "3S"])
    events = play_hand(g)
    assert len(hands(g)[0]) == (3 if draws else 2)
    kinds = [(e["type"], e.get("hand")) for e in events if e["type"] in ("draw", "stand")]
    assert kinds[0] == ("draw" if draws else "stand", "player")


# third card values 0..9 as cards (a ten for 0)
THIRD = ["TD", "AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"]


def _banker_draws_in_game(banker_total: int, third: int | None) -> bool:
    """Deal a player 5 (draws the third card) or 6 (stands) against a banker total."""
    b2 = {0: "K", 1: "A"}.get(banker_total, str(banker_total))
    if third is None:
        deck = BURN + ["6C", "KS", "KC", b2 + "S", "9H"]
    else:
        deck = BURN + ["5C", "KS", "KC", b2 + "S", THIRD[third], "9H"]
    g = game(deck, decks=2)
    play_hand(g)
    p, b = hands(g)
    assert len(p) == (2 if third is None else 3)
    return len(b) == 3


@pytest.mark.parametrize("banker_total", range(8))
def test_the_banker_hits_on_5_or_less_and_stands_on_6_or_more_when_the_player_stood(
        banker_total: int) -> None:
    """"If the player hand stood, the banker hits on 5 or less and stands on 6 or more." """
    assert _banker_draws_in_game(banker_total, None) is (banker_total <= 5)


# the seed's banker rules after a player draw, one line each (value of the player's third card)
SEED_BANKER_RULE = {
    0: set(range(10)), 1: set(range(10)), 2: set(range(10)),  # "a total of 2 or less ... draws"
    3: set(range(10)) - {8},                                   # "anything other than an 8"
    4: set(range(2, 8)),                                       # "a 2 through 7, inclusive"
    5: set(range(4, 8)),                                       # "a 4 through 7, inclusive"
    6: {6, 7},                                                 # "a 6 or 7"
    7: set(),                                                  # "always stands"
}


@pytest.mark.parametrize("banker_total", range(8))
def test_the_banker_draws_by_its_total_and_the_players_third_card(banker_total: int) -> None:
    """The bulleted banker rules after a player hit (M6: the third card's point value,
    a ten or court card counting 0), each checked against every third card."""
    drew = {t for t in range(10) if _banker_draws_in_game(banker_total, t)}
    assert drew == SEED_BANKER_RULE[banker_total]


def test_there_is_one_round_of_drawing_and_the_higher_total_wins() -> None:
    """"There is only one round of drawing. After this is complete, the dealer evaluates
    the hands, and the hand with the higher total wins" (player 1 -> 1+A = 2, banker
    0 -> 0+3 = 3: no more cards, banker wins)."""
    g = game(BURN + ["AC", "KS", "KC", "QS", "AD", "3H", "9S"])
    play_hand(g)
    assert hands(g) == (["AC", "KC", "AD"], ["KS", "QS", "3H"])
    assert last(g) | {"net": None} == {"result": "banker", "player_total": 2, "banker_total": 3,
                                       "natural": False, "net": None}


def test_equal_totals_are_a_tie() -> None:
    """"If the hands are tied, the dealer signifies this by tapping the table"."""
    g = game(BURN + ["3C", "3S", "4C", "4S", "KH", "KD"])
    events = play_hand(g)
    assert last(g)["result"] == "tie"
    assert [e for e in events if e["type"] == "result"][0]["text"] == "A tie at 7"


# ----- settling ---------------------------------------------------------------------------------

PLAYER_WINS = ["9C", "8C", "KC", "QC"]
BANKER_WINS = ["8C", "9C", "KC", "QC"]
TIE_HAND = ["8C", "8D", "KC", "QC"]


@pytest.mark.parametrize("coup, spot, amount, net", [
    (PLAYER_WINS, "player", 100, 100),     # "Winning player bets are paid at even money"
    (BANKER_WINS, "banker", 100, 95),      # "even money, less a 5% commission"
    (BANKER_WINS, "banker", 10, 9.5),
    (BANKER_WINS, "banker", 50, 47.5),
    (TIE_HAND, "tie", 10, 80),             # "Winning tie bets are paid at 8 to 1"
    (PLAYER_WINS, "banker", 100, -100),    # "Losing bets are cleared away"
    (BANKER_WINS, "player", 20, -20),
    (PLAYER_WINS, "tie", 20, -20),
    (TIE_HAND, "player", 50, 0),           # R2: a push
    (TIE_HAND, "banker", 50, 0),
])
def test_winning_bets_are_paid_and_losing_bets_go_to_the_house(
        coup: list[str], spot: str, amount: int, net: float) -> None:
    """"Winning player bets are paid at even money. Winning banker bets are paid at even
    money, less a 5% "commission" ... Winning tie bets are paid at 8 to 1. Losing bets
    are cleared away and added to the dealer's rack." R2: player/banker bets push on a tie."""
    g = game(BURN + coup + ["5S", "5H"])
    play_hand(g, {0: [(spot, amount)]})
    assert last(g)["net"] == [net]
    assert g.view(0)["scores"] == [1000 + net]
    assert g.view(0)["bet_player"] == g.view(0)["bet_banker"] == g.view(0)["bet_tie"] == [0]


def test_several_wagers_of_one_bettor_settle_together_in_exact_cents() -> None:
    """R5: exact decimal amounts in hundredths."""
    g = game(BURN + BANKER_WINS * 3, players=2)
    play_hand(g, {0: [("banker", 10), ("tie", 10)], 1: [("banker", 50)]})
    assert last(g)["net"] == [-0.5, 47.5]
    play_hand(g, {0: [("banker", 10)]})
    play_hand(g, {0: [("banker", 10)]})
    assert g.view(0)["scores"] == [1018.5, 1047.5]


def test_commission_and_tie_odds_are_options_and_fractions_of_a_cent_are_not_charged() -> None:
    """M7: ``commission`` percent, rounded down to a cent; ``tie_pays`` to 1."""
    g = game(BURN + BANKER_WINS + TIE_HAND, commission=1.25, tie_pays=9)
    play_hand(g, {0: [("banker", 10)]})
    assert last(g)["net"] == [9.88]  # 12.5 cents of commission: 12 charged
    play_hand(g, {0: [("tie", 10)]})
    assert last(g)["net"] == [90]


def test_cards_go_to_the_discard_holder_and_the_next_hand_begins() -> None:
    """"Cards are moved to the discard holder, and the next hand begins." (M8: they stay
    on view during the next betting round and move when the next hand is dealt.)"""
    g = game(BURN + PLAYER_WINS + BANKER_WINS)
    play_hand(g)
    assert g.view(0)["phase"] == "bet" and g.view(0)["hand"] == 2
    assert hands(g) == (["9C", "KC"], ["8C", "QC"])
    play_hand(g)
    d = full_zone(g, "discard")
    assert d["cards"][-4:] == ["9C", "KC", "8C", "QC"] and all(d["up"][-4:])
    assert g.view(0)["road"] == "PB"


# ----- the cut card and the end of the shoe -----------------------------------------------------

NATURALS = [
    "9C", "8C", "KC", "QC", "9D", "8D", "KD", "QD", "9H", "8H", "KH", "QH", "9S", "8S", "KS", "QS",
    "4C", "3C", "5C", "5D", "4D", "3D", "5H", "5S", "4H", "2C", "4S", "6C",
]
"""Seven hands of four cards each (naturals: nobody draws): P, P, P, P, P, P, tie."""


@pytest.mark.parametrize("variant, hands_played", [("standard", 7), ("early-shuffle", 6)])
def test_when_the_cut_card_comes_out_one_more_round_is_played_then_the_shoe_ends(
        variant: str, hands_played: int) -> None:
    """The cut card "will signify when the cards need to be shuffled". R4: finish the
    current round, play one more, then reshuffle (variant ``early-shuffle``: reshuffle
    after the current round). One deck: the cut card is 26 cards from the end (M3);
    after the burn (2) and six hands (24) it comes out."""
    g = parlour.new_game("mini-baccarat", 1, variant=variant, options={"decks": 1},
                         deck=["AC", "2H"] + NATURALS)
    for _ in range(5):
        events = play_hand(g)
        assert not any(e["type"] == "cut_card" for e in events) and not g.view(0)["last_hand"]
    events = play_hand(g)
    assert [e for e in events if e["type"] == "cut_card"]
    if variant == "standard":
        assert g.view(0)["last_hand"] and g.view(0)["cards_before_cut_card"] == 0
        assert "last hand of the shoe" in g.view(0)["prompt"]
        play_hand(g)
    assert g.is_over()
    res = g.result()
    assert res is not None and res.reason == "the shoe is finished"
    assert res.details["hands"] == hands_played
    assert res.details["road"] == "PPPPPPT"[:hands_played]


def test_a_game_of_several_shoes_reshuffles_and_offers_the_cut_to_the_next_seat() -> None:
    """M1/M2: option ``shoes``; the next shoe is gathered, shuffled, cut by the next seat
    and burnt again."""
    g = game(["AC", "2H"] + NATURALS, players=2, decks=1, shoes=2)
    for _ in range(7):
        play_hand(g)
    v = g.view(None)
    assert v["phase"] == "cut" and v["cutter"] == 1 and v["shoe_number"] == 2
    assert v["cards_in_shoe"] == 52 and g.actors() == [1]
    g.apply(1, Action("cut", at=26))
    assert g.view(0)["phase"] == "bet" and g.view(0)["cards_in_shoe"] < 52


def test_each_stacked_shoe_is_taken_as_cut() -> None:
    """M2: ``deck=[[...], [...]]`` stacks one list per shoe; a stacked shoe has no cut."""
    g = game([["AC", "2H"] + NATURALS, ["7S", "9D"]], decks=1, shoes=2)
    for _ in range(7):
        play_hand(g)
    d = full_zone(g, "discard")
    assert g.view(0)["shoe_number"] == 2 and g.view(0)["phase"] == "bet"
    assert d["cards"][:2] == ["7S", "9D"] and d["up"] == [True] + [False] * 7


def test_the_hands_option_ends_a_game_early() -> None:
    g = game(BURN, hands=2)
    play_hand(g, {0: [("banker", 10)]})
    play_hand(g, {0: [("banker", 10)]})
    assert g.is_over() and g.result().reason == "2 hands played"  # type: ignore[union-attr]
    assert g.actors() == [] and g.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="game is over"):
        g.apply(0, Action("done"))


def test_the_result_is_the_final_chips_and_the_winners_ended_ahead() -> None:
    """M1: scores = final chips; winners = seats ahead of their starting bankroll."""
    g = game(BURN + PLAYER_WINS, players=3, hands=1)
    play_hand(g, {0: [("player", 100)], 1: [("banker", 100)]})
    res = g.result()
    assert res is not None
    assert res.scores == [1100, 900, 1000] and res.winners == [0] and res.placing == [1, 3, 2]
    assert res.details["house_net"] == 0 and res.details["net"] == [100, -100, 0]
    house = game(BURN + BANKER_WINS, players=2, hands=1)
    play_hand(house, {0: [("player", 100)], 1: [("tie", 50)]})
    assert house.result().details["house_net"] == 150  # type: ignore[union-attr]
    nobody = game(BURN + BANKER_WINS, hands=1)
    play_hand(nobody, {0: [("player", 10)]})
    assert nobody.result().winners == []  # type: ignore[union-attr]
    assert "nobody beat the house" in nobody.view(0)["prompt"]


def test_options_are_checked() -> None:
    with pytest.raises(InvalidOption, match="table_max"):
        game(None, table_min=100, table_max=50)
    with pytest.raises(InvalidOption, match="bankroll"):
        game(None, bankroll=5)
    with pytest.raises(InvalidOption, match="cut_from_end"):
        game(None, cut_from_end=5)
    with pytest.raises(InvalidOption, match="1 to 9 players"):
        parlour.new_game("mini-baccarat", 10)


def test_the_game_is_listed_with_its_variants_and_options() -> None:
    info = next(i for i in parlour.games() if i.name == "mini-baccarat")
    assert (info.min_players, info.max_players, info.family) == (1, 9, "casino")
    assert set(info.variants) == {"standard", "early-shuffle"} and info.default_variant == "standard"
    assert info.options["decks"]["default"] == 8 and info.options["tie_pays"]["default"] == 8
    assert info.options["commission"]["default"] == 5.0


def test_the_betting_prompt_names_the_stakes_a_seat_can_still_cover() -> None:
    """A seat is told the bets its chips allow, that it is done when what is left is
    below the table minimum, and that it sits out when it cannot cover the minimum."""
    g = parlour.new_game("mini-baccarat", 2, seed=1, options={"bankroll": 25})
    g.apply(0, Action("cut", at=200))
    assert "tie, 10 to 25; then done." in g.view(0)["prompt"]
    g.apply(0, Action("bet", spot="player", amount=10))
    assert "10 to 15; then done. Your bets: 10 on player." in g.view(0)["prompt"]
    g.apply(0, Action("bet", spot="tie", amount=10))
    assert g.view(0)["prompt"] == ("Hand 1: your bets: 10 on player, 10 on tie. The 5 left is "
                                   "below the table minimum: done.")
    g.chips.stacks[1], g.done[1] = 500, True  # type: ignore[attr-defined]  # as a short seat opens
    assert g.view(1)["prompt"] == ("You sit out: 5 in chips is below the table minimum of 10. "
                                   "Hand 1: waiting for seat 0 to bet")
