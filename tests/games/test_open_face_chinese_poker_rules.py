"""Open-Face Chinese Poker rules, sentence by sentence (seeds/004 "Open-Face Chinese
Poker"; RULINGS 29; the module's own rulings O1...), from stacked decks through the public
contract. Royalty and settlement arithmetic is also tested on its own in
tests/rules/test_rows.py."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action
from parlour.cards import Card, face
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.open_face_chinese_poker.rules import placement_refusal

GAME = "open-face-chinese-poker"
ROWS = ("front", "middle", "back")
SET, DEAL = Action("set"), Action("deal")

# Settings (front | middle | back); within each block no card repeats.
QUEENS = ("QC QD 2S", "5S 5C 5D KC 3C", "6C 7C 8C 9C TH")  # QQ | trips | straight
WEAK = ("KD 7D 4S", "3D 3S 8D 6D 2H", "JD JS TD TS 4C")  # K high | 3s | two pair
FOUL = ("JD JS TD", "TS 4C 3D 3S 8D", "KD 7D 4S 6D 2H")  # WEAK's cards, front > middle
DEUCES = ("2C 2D 9S", "5S 5C 5D KC 3C", "6C 7C 8C 9C TH")  # 22 | trips | straight
ACES = ("AC AD AH", "9H TC JC QH KS", "2C 3C 5C 8C QC")  # trips | straight | flush
KINGS = ("KD KS 4S", "7D 7S 7H 2D 3D", "AS AH AD 8D 8S")  # KK | trips | full house
JACKS = ("JD 4C 2H", "9D 9S 3H 4D 6D", "TS TD JS JH 6S")  # J high | 9s | two pair


def seq(plan: tuple[str, str, str]) -> list[str]:
    """A seat's thirteen cards in the order they come: the first five, then the draws."""
    return " ".join(plan).split()


def hand_deck(players: int, plans: dict[int, tuple[str, str, str]], dealer: int = 0,
              fantasy: tuple[int, ...] = ()) -> list[str]:
    """A stacked deck for one hand: five cards one at a time from the dealer's left,
    eight more to each fantasyland seat the same way, then the draws in turn (O1)."""
    order = [(dealer + 1 + i) % players for i in range(players)]
    s = {k: seq(v) for k, v in plans.items()}
    out = [s[p][k] for k in range(5) for p in order]
    out += [s[p][5 + k] for k in range(8) for p in order if p in fantasy]
    out += [s[p][5 + k] for k in range(8) for p in order if p not in fantasy]
    return out


def game(plans: dict[int, tuple[str, str, str]], *more: list[str], variant: str | None = None,
         **options: Any) -> parlour.Game:
    n = len(plans)
    first = hand_deck(n, plans)
    return parlour.new_game(GAME, n, seed=7, variant=variant, deck=[first, *more] if more else first,
                            options=options or None)


def zone(g: parlour.Game, seat: int | None, zid: str) -> dict[str, Any]:
    return next(z for z in g.view(seat)["zones"] if z["id"] == zid)


def play_hand(g: parlour.Game, plans: dict[int, tuple[str, str, str]]) -> list[Any]:
    """Every seat places its cards into the rows its plan names, until the hand is scored."""
    events: list[Any] = []
    while g.view(None)["phase"] in ("fantasy", "place"):
        s = g.actors()[0]
        row_of = {c: r for r, text in zip(ROWS, plans[s], strict=True) for c in text.split()}
        for c in zone(g, s, f"hand:{s}")["cards"]:
            events += g.apply(s, Action("place", card=c, row=row_of[c]))
        if any(a.type == "set" for a in g.legal_actions(s)):
            events += g.apply(s, SET)
    return events


def filler(*taken: tuple[str, str, str]) -> tuple[str, str, str]:
    """Thirteen cards none of ``taken`` holds, highest in the back (whether they foul
    does not matter where this is used)."""
    used = {c for p in taken for c in seq(p)}
    rest = [r + s for r in "AKQJT98765432" for s in "SHDC" if r + s not in used][:13]
    return " ".join(rest[10:]), " ".join(rest[5:10]), " ".join(rest[:5])


def units_after(plans: dict[int, tuple[str, str, str]], variant: str | None = None,
                **options: Any) -> list[float]:
    g = game(plans, variant=variant, hands=1, **options)
    play_hand(g, plans)
    res = g.result()
    assert res is not None
    return res.scores


# ----- the deal and the first placement ---------------------------------------------------------

def test_five_face_down_each_rest_is_the_stock() -> None:
    # "Shuffle and deal five cards, face down, to each player. Place the remaining cards
    # face down in the center of the table, forming the stock."
    g = parlour.new_game(GAME, 3, seed=1)
    for s in range(3):
        mine = zone(g, s, f"hand:{s}")["cards"]
        assert len(mine) == 5 and "??" not in mine
        for o in range(3):
            if o != s:
                assert zone(g, s, f"hand:{o}")["cards"] == ["??"] * 5
    stock = zone(g, 0, "stock")
    assert stock["count"] == 52 - 15 and stock["cards"] == ["??"]


def test_two_to_four_players_with_three_rows_each() -> None:
    # "Because each player receives thirteen cards, it is limited to two to four players";
    # "they place cards meant for the back hand in a row closest to them, cards for the
    # middle hand above those, and cards for the front hand above those": three rows per
    # player, front, middle and back.
    for n in (1, 5):
        with pytest.raises(InvalidOption):
            parlour.new_game(GAME, n)
    g = parlour.new_game(GAME, 4, seed=1)
    ids = [z["id"] for z in g.view(0)["zones"]]
    for s in range(4):
        assert [i for i in ids if i.endswith(f":{s}")] == [f"hand:{s}", f"front:{s}",
                                                           f"middle:{s}", f"back:{s}"]


def test_dealt_one_at_a_time_from_the_dealers_left() -> None:
    # O1: seat 0 deals; cards go one at a time from the dealer's left.
    g = parlour.new_game(GAME, 2, seed=1, deck=["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S"])
    assert sorted(zone(g, 1, "hand:1")["cards"]) == sorted(["AS", "QS", "TS", "8S", "6S"])
    assert sorted(zone(g, 0, "hand:0")["cards"]) == sorted(["KS", "JS", "9S", "7S", "5S"])
    assert g.view(None)["dealer"] == 0


def test_the_player_left_of_the_dealer_plays_first() -> None:
    # "The player to the left of the dealer plays first."
    g = parlour.new_game(GAME, 3, seed=2)
    assert g.actors() == [1]
    assert g.legal_actions(0) == [] and g.legal_actions(2) == []
    with pytest.raises(IllegalAction, match="not your turn"):
        g.apply(2, Action("place", card=zone(g, 2, "hand:2")["cards"][0], row="back"))


@pytest.mark.parametrize("split", [
    {"back": 5}, {"middle": 5}, {"front": 3, "middle": 1, "back": 1}, {"front": 1, "back": 4}])
def test_first_five_in_any_split(split: dict[str, int]) -> None:
    # "They turn their five cards face up and split them any way they wish between the
    # three hands. They may place all five cards in either the back or the middle hands,
    # place three in the front hand and one each in the other two hands, or so on."
    g = parlour.new_game(GAME, 2, seed=3)
    cards = list(zone(g, 1, "hand:1")["cards"])
    rows = [r for r, k in split.items() for _ in range(k)]
    for c, r in zip(cards, rows, strict=True):
        g.apply(1, Action("place", card=c, row=r))
    g.apply(1, SET)
    for r in ROWS:
        assert len(zone(g, 0, f"{r}:1")["cards"]) == split.get(r, 0)
    assert g.actors() == [0]


def test_first_five_face_up_for_everyone() -> None:
    # "They turn their five cards face up": the others see them as they are placed.
    g = parlour.new_game(GAME, 2, seed=3)
    c = zone(g, 1, "hand:1")["cards"][0]
    ev = g.apply(1, Action("place", card=c, row="back"))
    assert zone(g, 0, "back:1")["cards"] == [c]
    assert ev[0].for_seat(0)["card"] == c


def test_first_placement_sets_all_five_and_front_holds_three() -> None:
    # The first placement sets all five cards dealt; the front holds three.
    g = parlour.new_game(GAME, 2, seed=4)
    cards = zone(g, 1, "hand:1")["cards"]
    for c in cards[:3]:
        g.apply(1, Action("place", card=c, row="front"))
    assert not g.is_legal(1, Action("place", card=cards[3], row="front"))
    with pytest.raises(IllegalAction, match="front row is full"):
        g.apply(1, Action("place", card=cards[3], row="front"))
    with pytest.raises(IllegalAction, match="2 cards still to place"):
        g.apply(1, SET)
    assert placement_refusal({}, {"back": 4}, True) == "the first placement sets all 5 cards dealt, not 4"


def test_turn_passes_left_after_the_first_five() -> None:
    # "After the player has set their first five cards, the turn passes to the left,
    # with that player setting their cards the same way, and so on."
    g = parlour.new_game(GAME, 3, seed=5)
    for s in (1, 2, 0):
        assert g.actors() == [s]
        for c in zone(g, s, f"hand:{s}")["cards"]:
            g.apply(s, Action("place", card=c, row="back"))
        g.apply(s, SET)
    assert g.actors() == [1]


def test_arranging_the_first_five_takes_back_the_last_card_only() -> None:
    # O4: while arranging the first five, the card placed last may be taken back.
    g = parlour.new_game(GAME, 2, seed=6)
    a, b = zone(g, 1, "hand:1")["cards"][:2]
    g.apply(1, Action("place", card=a, row="front"))
    g.apply(1, Action("place", card=b, row="back"))
    with pytest.raises(IllegalAction, match="only the last card placed"):
        g.apply(1, Action("take", card=a))
    g.apply(1, Action("take", card=b))
    assert b in zone(g, 1, "hand:1")["cards"] and zone(g, 0, "back:1")["cards"] == []


# ----- one card at a time ---------------------------------------------------------------------

def _past_first(g: parlour.Game) -> None:
    for s in (1, 0):
        for c in zone(g, s, f"hand:{s}")["cards"]:
            g.apply(s, Action("place", card=c, row="back"))
        g.apply(s, SET)


def test_then_one_card_drawn_face_up_and_added_to_a_row() -> None:
    # "After all players have set their initial five cards, the player to the dealer's
    # left draws one card from the stock, turns it face up, and adds it to any one of
    # their three hands."
    g = game({1: QUEENS, 0: WEAK})
    _past_first(g)
    assert g.actors() == [1]
    drawn = seq(QUEENS)[5]
    assert zone(g, 0, "hand:1")["cards"] == [drawn]  # face up: seat 0 sees it
    assert zone(g, None, "hand:1")["cards"] == [drawn]
    assert {a.get("row") for a in g.legal_actions(1)} == {"front", "middle"}  # back is full
    g.apply(1, Action("place", card=drawn, row="middle"))
    assert zone(g, 0, "middle:1")["cards"] == [drawn]
    # "The player to their left does the same thing"
    assert g.actors() == [0] and zone(g, 1, "hand:0")["cards"] == [seq(WEAK)[5]]


def test_next_cards_stay_hidden_in_the_stock() -> None:
    # Only the card drawn is turned up: the stock's next cards are seen by nobody.
    g = game({1: QUEENS, 0: WEAK})
    _past_first(g)
    for s in (0, 1, None):
        assert zone(g, s, "stock")["cards"] == ["??"]
        assert seq(WEAK)[5] not in str(g.view(s)["zones"])


def test_no_row_may_exceed_its_size() -> None:
    # "They cannot cause any hand to exceed the maximum number of cards in that hand (five
    # cards for the middle and back hands and three for the front hand)."
    g = game({1: QUEENS, 0: WEAK})
    _past_first(g)
    drawn = seq(QUEENS)[5]
    with pytest.raises(IllegalAction, match="back row is full"):
        g.apply(1, Action("place", card=drawn, row="back"))
    assert g.actors() == [1] and zone(g, 1, "hand:1")["cards"] == [drawn]


def test_a_placed_card_never_moves() -> None:
    # Issue 16: "a card once placed never moves" (O4: no taking back after the first five
    # are confirmed, nor after a later card is placed).
    g = game({1: QUEENS, 0: WEAK})
    first = zone(g, 1, "hand:1")["cards"][0]
    _past_first(g)
    assert all(a.type == "place" for a in g.legal_actions(1))
    with pytest.raises(IllegalAction, match="never moves"):
        g.apply(1, Action("take", card=first))
    drawn = seq(QUEENS)[5]
    g.apply(1, Action("place", card=drawn, row="front"))
    with pytest.raises(IllegalAction):
        g.apply(1, Action("take", card=drawn))
    g.apply(0, Action("place", card=seq(WEAK)[5], row="middle"))
    with pytest.raises(IllegalAction, match="already placed .a card once placed never moves"):
        g.apply(1, Action("place", card=first, row="front"))


def test_in_turn_until_thirteen_cards_each() -> None:
    # "... continuing in turn around the table until each player has a total of thirteen
    # cards, with three complete hands."
    g = game({1: QUEENS, 0: WEAK}, hands=1)
    play_hand(g, {1: QUEENS, 0: WEAK})
    assert g.is_over()
    for s in (0, 1):
        assert [len(zone(g, None, f"{r}:{s}")["cards"]) for r in ROWS] == [3, 5, 5]
    assert zone(g, None, "stock")["count"] == 52 - 26


# ----- scoring ----------------------------------------------------------------------------------

def test_royalties_rows_and_sweep() -> None:
    # "Each player begins by calculating the score of all royalties in their hands" (front
    # Q-Q-x 7, back straight 2); "The players each add one point to their royalty score
    # for each hand that they beat"; "If a player wins all three hands, this is considered
    # a sweep and they score an additional three-point bonus"; "the player scoring lower
    # pays one unit per point for the difference between their scores."
    assert units_after({1: QUEENS, 0: WEAK}) == [-15.0, 15.0]  # 9 + 3 rows + 3 sweep


def test_standard_royalties_variant() -> None:
    # RULINGS 29: variant standard-royalties adds middle three of a kind = 2.
    assert units_after({1: QUEENS, 0: WEAK}, variant="standard-royalties") == [-17.0, 17.0]
    # and a front three of a kind: seed 20 (any trips), standard 8 + rank (aces 22);
    # middle straight 4, back flush 4, three rows and the sweep 6.
    assert units_after({1: ACES, 0: WEAK}) == [-34.0, 34.0]
    assert units_after({1: ACES, 0: WEAK}, variant="standard-royalties") == [-36.0, 36.0]


def test_front_ignores_straights_and_flushes() -> None:
    # "Straights and flushes are not counted as such in the three-card front hand."
    suited = ("QH KH AH", "5S 5C 5D KC 3C", "6C 7C 8C 9C TH")  # A-K-Q of hearts: ace high
    paired = ("2D 2S 4S", "3D 3S 8D 6D 2H", "JD JS TD TS 4C")  # pair of 2s wins the front
    # seat 1: front lost, middle and back won, back straight 2 royalty: 2 + 2 - 1 = 3
    assert units_after({1: suited, 0: paired}) == [-3.0, 3.0]


def test_a_foul_pays_six_plus_royalties() -> None:
    # "If the hands are not set with the strongest hand as the back hand and the weakest
    # as the front hand ... this is considered a foul and none of the player's three hands
    # are eligible to win." "If a player fouled, they pay to each opponent a flat penalty
    # of six units, plus one unit per point for all royalties that the opponent held."
    assert units_after({1: DEUCES, 0: FOUL}) == [-8.0, 8.0]  # 6 + the straight's 2
    assert units_after({1: DEUCES, 0: FOUL}, foul_penalty=10) == [-12.0, 12.0]


def test_both_fouled_pay_nothing() -> None:
    # RULINGS 29: "Both players foul. Ruling: no payment between them."
    other = ("QC QD 2S", "5S 5C 9S KC 3C", "6C 7C 8C 9C TH")  # QQ front over a 5s middle
    assert units_after({1: other, 0: FOUL}) == [0.0, 0.0]


def test_equal_rows_are_no_foul_and_tied_rows_score_nothing() -> None:
    # RULINGS 29: equal is not a foul (front 5-5-K against a middle 5-5-K-3-2); a tied row
    # gives no point to either player.
    even = ("5C 5D KH", "5H 5S KS 3C 2D", "AC AD AS 7C 7D")  # the middle ties the front
    mirror = ("6C 6D 4H", "8H 8S 9S TC JD", "AH KD QS JS TD")  # 66 1, straight 2
    g = game({1: even, 0: mirror}, hands=1)
    play_hand(g, {1: even, 0: mirror})
    res = g.result()
    assert res is not None and res.details["hands"][0]["fouls"] == [False, False]
    # even: back full house 6; mirror: front 66 = 1, back straight 2. Rows: front mirror,
    # middle mirror, back even: even 6 + 1 = 7, mirror 3 + 2 = 5.
    assert res.scores == [-2.0, 2.0]
    tie_a = ("7C 7D 2S", "9C 9D 4H 3S 2H", "JC JD 8S 6H 5C")
    tie_b = ("7H 7S 2C", "9H 9S 4C 3D 2D", "JH JS 8C 6D 5D")  # every row tied
    assert units_after({1: tie_a, 0: tie_b}) == [0.0, 0.0]


def test_pairwise_with_three_players_and_pair_units() -> None:
    # "hands are compared from player to player, not against all other players at once";
    # "Two players may mutually decide that one unit will be a different value for
    # transactions between those two players in particular, while transactions with
    # other opponents will be conducted at the usual rate."
    plans = {1: QUEENS, 2: KINGS, 0: JACKS}

    def pairs(**options: Any) -> list[list[int]]:
        g = game(plans, hands=1, **options)
        ev = play_hand(g, plans)
        return next(e.data["pairs"] for e in ev if e.type == "settle")

    base, scaled = pairs(), pairs(pair_units="0-1=5")
    assert base[0][1] != 0 and scaled[0][1] == 5 * base[0][1] and scaled[1][0] == -scaled[0][1]
    assert scaled[0][2] == base[0][2] and scaled[1][2] == base[1][2]
    assert pairs(unit=2)[1][2] == 2 * base[1][2]
    with pytest.raises(InvalidOption, match="pair_units"):
        game({1: QUEENS, 0: WEAK}, pair_units="0-7=2")


# ----- the next hand and fantasyland --------------------------------------------------------------

def test_deal_passes_to_the_left() -> None:
    # "After all payouts have been made, the deal passes to the left and the next hand is
    # played." (O5: the table waits until the new dealer deals.)
    g = game({1: DEUCES, 0: WEAK})
    play_hand(g, {1: DEUCES, 0: WEAK})
    v = g.view(None)
    assert v["phase"] == "scored" and v["dealer"] == 1 and g.actors() == [1]
    with pytest.raises(IllegalAction, match="seat 1 deals"):
        g.apply(0, DEAL)
    g.apply(1, DEAL)
    assert g.view(None)["hand"] == 2 and g.actors() == [0]  # the new dealer's left


def test_queens_in_front_enter_fantasyland() -> None:
    # "If a player sets their hand with a pair of queens or better in the front hand
    # without fouling, they are entitled to play the next hand in fantasyland." "The deal
    # does not rotate on a fantasyland hand, instead being dealt by the same dealer as the
    # last normal hand."
    g = game({1: QUEENS, 0: WEAK})
    ev = play_hand(g, {1: QUEENS, 0: WEAK})
    assert any(e.type == "fantasyland" and e.data["enter"] == [1] for e in ev)
    v = g.view(None)
    assert v["next_fantasyland"] == [False, True] and v["dealer"] == 0
    g.apply(0, DEAL)
    assert g.view(None)["fantasyland"] == [False, True] and g.view(None)["dealer"] == 0


def test_fouled_queens_do_not_qualify() -> None:
    # "... without fouling": Q-Q in front over a weaker middle earns nothing.
    fouled = ("QC QD 2S", "5S 6C 9S KC 3C", "6H 7C 8C 9C TH")
    g = game({1: fouled, 0: WEAK})
    play_hand(g, {1: fouled, 0: WEAK})
    assert g.view(None)["next_fantasyland"] == [False, False] and g.view(None)["dealer"] == 1


def _fantasy_game(second: dict[int, tuple[str, str, str]]) -> parlour.Game:
    """Seat 1 sets QUEENS in hand 1 and plays hand 2 in fantasyland with ``second``."""
    more = hand_deck(2, second, fantasy=(1,))
    g = game({1: QUEENS, 0: WEAK}, more, hands=5)
    play_hand(g, {1: QUEENS, 0: WEAK})
    g.apply(0, DEAL)
    return g


def test_fantasyland_thirteen_cards_set_at_once_face_down() -> None:
    # "After the initial five cards are dealt, eight more cards are dealt to each player
    # in fantasyland, giving them all thirteen cards, which they immediately set,
    # face-down." (O3: before the others place anything.)
    g = _fantasy_game({1: ACES, 0: WEAK})
    assert sorted(zone(g, 1, "hand:1")["cards"]) == sorted(seq(ACES))
    assert zone(g, 0, "hand:1")["cards"] == ["??"] * 13
    assert g.actors() == [1] and g.legal_actions(0) == []
    c0 = zone(g, 0, "hand:0")["cards"][0]
    with pytest.raises(IllegalAction, match="fantasyland set their thirteen cards first"):
        g.apply(0, Action("place", card=c0, row="back"))
    card = seq(ACES)[0]
    ev = g.apply(1, Action("place", card=card, row="front"))
    assert zone(g, 0, "front:1")["cards"] == ["??"] and zone(g, 1, "front:1")["cards"] == [card]
    assert "card" not in ev[0].for_seat(0) and ev[0].for_seat(1)["card"] == card
    g.apply(1, Action("take", card=card))  # arranging: the last card may come back (O4)
    with pytest.raises(IllegalAction, match="13 cards still to place"):
        g.apply(1, SET)


def test_fantasyland_turned_up_only_when_everyone_else_is_done() -> None:
    # "The other players play out the hand the normal way, with the fantasyland player
    # turning their hands face up only when everyone else has set their hands."
    g = _fantasy_game({1: ACES, 0: WEAK})
    plans = {1: ACES, 0: WEAK}
    row_of = {c: r for r, t in zip(ROWS, ACES, strict=True) for c in t.split()}
    for c in seq(ACES):
        g.apply(1, Action("place", card=c, row=row_of[c]))
    g.apply(1, SET)
    assert g.actors() == [0]  # the others play the normal way
    steps = 0
    while g.view(None)["phase"] == "place":
        assert zone(g, 0, "back:1")["cards"] == ["??"] * 5
        row0 = {c: r for r, t in zip(ROWS, plans[0], strict=True) for c in t.split()}
        for c in zone(g, 0, "hand:0")["cards"]:
            g.apply(0, Action("place", card=c, row=row0[c]))
        if any(a.type == "set" for a in g.legal_actions(0)):
            g.apply(0, SET)
        steps += 1
    assert steps == 9  # the first five, then eight cards one at a time
    assert zone(g, 0, "back:1")["cards"] == ACES[2].split()
    # front trips 20 + middle straight 4 + back flush 4 + 3 rows + sweep 3 = 34, on top
    # of hand 1's 15
    assert g.view(None)["units"] == [-49, 49]


def test_staying_in_fantasyland_and_the_deal_stays() -> None:
    # "If a player in fantasyland sets their hand with four of a kind or better in the
    # back, or a full house or better in the middle, or three of a kind in the front,
    # they may remain in fantasyland for another hand."
    g = _fantasy_game({1: ACES, 0: WEAK})
    play_hand(g, {1: ACES, 0: WEAK})
    v = g.view(None)
    assert v["next_fantasyland"] == [False, True] and v["dealer"] == 0


def test_leaving_fantasyland_with_only_queens() -> None:
    # The staying conditions only (O6): a Q-Q front is not enough in fantasyland; the next
    # hand is normal and the deal passes to the left again.
    g = _fantasy_game({1: QUEENS, 0: WEAK})
    play_hand(g, {1: QUEENS, 0: WEAK})
    v = g.view(None)
    assert v["next_fantasyland"] == [False, False] and v["dealer"] == 1


def test_front_trips_enter_and_the_others_begin_left_of_the_dealer() -> None:
    # "a pair of queens or better in the front hand": three aces in front enter
    # fantasyland. "The other players play out the hand the normal way": the dealer's
    # left (seat 1) is in fantasyland, so seat 2 sets its five first, then seat 0, and
    # seat 2 draws first.
    plans = {1: ACES, 2: WEAK, 0: filler(ACES, WEAK)}
    g = game(plans, hand_deck(3, plans, fantasy=(1,)), hands=3)
    play_hand(g, plans)
    assert g.view(None)["next_fantasyland"] == [False, True, False]
    g.apply(0, DEAL)
    assert g.view(None)["dealer"] == 0 and g.actors() == [1]
    row_of = {c: r for r, t in zip(ROWS, ACES, strict=True) for c in t.split()}
    for c in seq(ACES):
        g.apply(1, Action("place", card=c, row=row_of[c]))
    g.apply(1, SET)
    for s in (2, 0):
        assert g.actors() == [s]
        for c in zone(g, s, f"hand:{s}")["cards"]:
            g.apply(s, Action("place", card=c, row="back"))
        g.apply(s, SET)
    assert g.actors() == [2] and len(zone(g, 0, "hand:2")["cards"]) == 1


def test_a_fouled_fantasyland_setting_pays_and_does_not_stay() -> None:
    # "If a player fouled, they pay to each opponent a flat penalty of six units, plus one
    # unit per point for all royalties that the opponent held"; O6: a fouled setting never
    # keeps fantasyland, even with four of a kind in the middle; O7: its royalties count
    # nothing.
    fouled = ("2S 3D 4H", "5S 5C 5D 5H 3C", "6C 7C 8C 9C TH")  # quads over a straight
    other = filler(fouled)  # Q-Q-J | K-K-K-Q-Q | A-A-A-A-K: royalties 7 + 12 + 10
    g = _fantasy_game({1: fouled, 0: other})
    before = g.view(None)["units"]
    play_hand(g, {1: fouled, 0: other})
    v = g.view(None)
    assert v["royalties"] == [29, 0]
    assert v["units"][0] - before[0] == 6 + 29
    assert v["next_fantasyland"] == [True, False]  # seat 0 enters with Q-Q; seat 1 leaves


@pytest.mark.parametrize(("plan", "stays"), [
    (("2S 3D 4H", "5S 5C 5D 5H 3C", "6C 7C 8C 9C TC"), True),  # quads in the middle
    (("2S 3D 4H", "6C 7C 8C 9C TH", "5S 5C 5D 5H 3C"), True),  # quads in the back
    (("2S 3D 4H", "KC KD KH 9S 9H", "AC AD AH QS QH"), True),  # a full house middle
    (("2S 3D 4H", "9C 9D 9H 5S 6S", "AC AD AH QS QH"), False),  # trips, full house back
])
def test_staying_conditions(plan: tuple[str, str, str], stays: bool) -> None:
    other = filler(plan)
    g = _fantasy_game({1: plan, 0: other})
    play_hand(g, {1: plan, 0: other})
    assert g.view(None)["next_fantasyland"][1] is stays


def test_several_players_in_fantasyland_at_once() -> None:
    # "More than one player may be in fantasyland at once." They set at the same time.
    plans = {1: QUEENS, 2: KINGS, 0: JACKS}
    second = {1: ACES, 2: WEAK}
    second[0] = filler(*second.values())
    more = hand_deck(3, second, fantasy=(1, 2))
    g = game(plans, more, hands=5)
    play_hand(g, plans)
    assert g.view(None)["next_fantasyland"] == [False, True, True]
    g.apply(0, DEAL)
    assert sorted(g.actors()) == [1, 2]
    assert zone(g, 2, "hand:1")["cards"] == ["??"] * 13
    assert len(zone(g, 0, "hand:0")["cards"]) == 5 and zone(g, 0, "stock")["count"] == 52 - 31
    play_hand(g, second)
    assert g.view(None)["hand"] == 2 and g.view(None)["phase"] in ("scored", "over")


def test_everyone_in_fantasyland_reveals_when_all_have_set() -> None:
    # Four players, all in fantasyland: 4 x 13 = 52 cards (RULINGS 29); the rows are
    # turned up once the last player has set.
    plans = {1: QUEENS, 2: KINGS, 3: ("4C 4D 4H", "9D 9S 9H JC 2C", "2H 3H 5H 8H JH"),
             0: ("QH QS 3S", "JD JS TC TD KH", "6D 6H 6S TS AC")}
    used = [c for p in plans.values() for c in seq(p)]
    assert len(set(used)) == 52
    g = game(plans, hand_deck(4, plans, fantasy=(0, 1, 2, 3)))
    play_hand(g, plans)
    assert g.view(None)["next_fantasyland"] == [True] * 4
    g.apply(0, DEAL)
    assert g.view(None)["dealer"] == 0 and sorted(g.actors()) == [0, 1, 2, 3]
    assert zone(g, None, "stock")["count"] == 0
    for s in (1, 2, 3):
        row_of = {c: r for r, t in zip(ROWS, plans[s], strict=True) for c in t.split()}
        for c in seq(plans[s]):
            g.apply(s, Action("place", card=c, row=row_of[c]))
        g.apply(s, SET)
    assert zone(g, 0, "back:1")["cards"] == ["??"] * 5
    play_hand(g, plans)
    assert zone(g, 0, "back:1")["cards"] == QUEENS[2].split()
    assert g.view(None)["phase"] in ("scored", "over")


# ----- the match ---------------------------------------------------------------------------------

def test_a_game_is_one_hand_per_player_by_default() -> None:
    # O5: hands=0 plays one hand per player (fantasyland hands included); the result ranks
    # seats by units won (O8).
    g = game({1: DEUCES, 0: WEAK})
    play_hand(g, {1: DEUCES, 0: WEAK})
    g.apply(1, DEAL)
    while not g.is_over():
        s = g.actors()[0]
        legal = g.legal_actions(s)
        g.apply(s, SET if SET in legal else next(a for a in legal if a.type != "take"))
    res = g.result()
    assert res is not None and len(res.details["hands"]) == 2
    assert sum(res.scores) == 0 and "over 2 hands" in res.reason


def test_fantasyland_earned_in_the_last_hand_is_not_played() -> None:
    # O5: the game ends after its hands; a fantasyland earned in the last one lapses.
    g = game({1: QUEENS, 0: WEAK}, hands=1)
    play_hand(g, {1: QUEENS, 0: WEAK})
    assert g.is_over() and g.result() is not None
    assert g.result().winners == [1]  # type: ignore[union-attr]


# ----- presentation: click a card, then a row ---------------------------------------------------

def test_a_placement_targets_the_card_then_the_end_of_a_row() -> None:
    # Issue 16: "setting rows by dragging or clicking cards into three rows": each legal
    # placement targets the card in hand and the next place in a row that is not full;
    # the card placed last (while arranging) is clicked to take it back.
    g = parlour.new_game(GAME, 2, seed=8)
    card = zone(g, 1, "hand:1")["cards"][0]
    offered = [a for a in g.legal_json(1) if a["type"] == "place" and a["card"] == card]
    assert [a["targets"] for a in offered] == [
        [{"zone": "hand:1", "index": 0}, {"zone": f"{r}:1", "index": 0}] for r in ROWS]
    assert offered[0]["label"] == f"Put the {face(Card.parse(card))} in the front row"
    g.apply(1, Action("place", card=card, row="back"))
    take = [a for a in g.legal_json(1) if a["type"] == "take"]
    assert take == [{"type": "take", "card": card, "label": take[0]["label"],
                     "targets": [{"zone": "back:1", "index": 0}]}]
    assert g.legal_json(0) == []  # nothing to click out of turn


def test_the_last_card_warns_of_a_foul_before_it_is_placed() -> None:
    # Issue 16: rows are "checked for fouls before the player confirms": the button for a
    # last card that would complete a foul says so; in fantasyland the view's foul check
    # and the set button warn before the rows are sealed.
    plans = {1: DEUCES, 0: WEAK}
    g = game(plans, hands=1)
    while sum(len(zone(g, None, f"{r}:0")["cards"]) for r in ROWS) < 12 or g.actors() != [0]:
        s = g.actors()[0]
        row_of = {c: r for r, t in zip(ROWS, plans[s], strict=True) for c in t.split()}
        for c in zone(g, s, f"hand:{s}")["cards"]:
            g.apply(s, Action("place", card=c, row=row_of[c]))
        if any(a.type == "set" for a in g.legal_actions(s)):
            g.apply(s, SET)
    last = zone(g, 0, "hand:0")["cards"][0]
    labels = {a["row"]: a["label"] for a in g.legal_json(0)}
    assert set(labels) == {"back"} and not labels["back"].endswith("(a foul!)")
    fouled = ("QC QD 2S", "5S 6C 9C KC 3C", "5C 5D 7C 8C TH")  # QQ over K high
    g2 = _fantasy_game({1: fouled, 0: WEAK})
    row_of = {c: r for r, t in zip(ROWS, fouled, strict=True) for c in t.split()}
    for c in seq(fouled)[:-1]:
        g2.apply(1, Action("place", card=c, row=row_of[c]))
    warn = [a["label"] for a in g2.legal_json(1) if a["type"] == "place"]
    assert warn and all(x.endswith("(a foul!)") for x in warn)
    g2.apply(1, Action("place", card=seq(fouled)[-1], row="back"))
    assert g2.view(1)["foul_check"].startswith("Foul!") and g2.view(0)["foul_check"] == ""
    assert g2.label(SET, 1) == "Set my hands face down (a foul!)"
    assert last == seq(WEAK)[-1]
