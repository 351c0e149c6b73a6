"""Knock Poker: one test per rule sentence of seed 000, section "Knock Poker", and per
ruling (RULINGS.md 8 and the module's K1..K8), each from a stacked deck through the
public contract.

Helpers (``stack``, ``new``, ``act``, ``hand``, ``zone``) are shared by the other Knock
Poker test modules. Deal order: one card at a time round the table starting left of the
dealer (seat 0 unless the ``dealer`` option says otherwise); then the upcard; then the
stock, top first.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.hands import parse_cards
from parlour.rules.showdown import poker_showdown

# ----- helpers shared by the Knock Poker tests ---------------------------------------------


def stack(hands: list[list[str]], upcard: str, stock: list[str] | tuple[str, ...] = (),
          dealer: int = 0) -> list[str]:
    """A deck (top card first) dealing ``hands[seat]`` card by card, then the upcard,
    then ``stock`` (its top first)."""
    n = len(hands)
    deck = [hands[(dealer + 1 + i) % n][k] for k in range(len(hands[0])) for i in range(n)]
    return deck + [upcard] + list(stock)


def new(hands: list[list[str]], upcard: str = "2D", stock: list[str] | tuple[str, ...] = (),
        seed: int = 1, **options: Any) -> parlour.Game:
    """A game of ``len(hands)`` players from a stacked deal."""
    return parlour.new_game("knock-poker", len(hands), seed=seed, options=options or None,
                            deck=stack(hands, upcard, stock, options.get("dealer", 0)))


def act(g: parlour.Game, seat: int, kind: str, /, **params: Any) -> list[dict[str, Any]]:
    """Apply an action; return the events as ``seat`` sees them."""
    return [e.for_seat(seat) for e in g.apply(seat, Action(kind, **params))]


def zone(g: parlour.Game, zid: str, seat: int | None) -> dict[str, Any]:
    return next(z for z in g.view(seat)["zones"] if z["id"] == zid)


def hand(g: parlour.Game, owner: int, seat: int | None | str = "owner") -> list[str]:
    """``owner``'s hand as ``seat`` (default: the owner; ``None``: a spectator) sees it."""
    return zone(g, f"hand:{owner}", owner if seat == "owner" else seat)["cards"]  # type: ignore[arg-type]


def snapshot(g: parlour.Game) -> str:
    return json.dumps([g.full_view(), g.record()], sort_keys=True)


def refused(g: parlour.Game, seat: int, action: Action, *words: str) -> str:
    """Check ``action`` raises IllegalAction mentioning ``words`` and changes nothing."""
    before = snapshot(g)
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action)
    assert snapshot(g) == before
    for w in words:
        assert w in str(err.value), (w, str(err.value))
    return str(err.value)


TWO = [["AS", "AH", "KS", "KH", "9C"], ["2C", "3C", "5D", "7D", "9H"]]
"""Seat 0: two pair, aces and kings; seat 1: seven high."""


# ----- Object, cards, players ------------------------------------------------------------------

def test_object_the_best_five_card_poker_hand_wins() -> None:
    """"The object of Knock Poker is to form the best five-card poker hand." (and
    "hands are then revealed, with the highest-ranking poker hand winning")"""
    g = new([["2C", "3C", "4C", "5C", "7D"], ["AS", "AH", "AD", "KS", "KH"]], "9S", ["8C"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="8C")
    act(g, 0, "draw", source="discard")
    act(g, 0, "discard", card="7D")  # 8C-5C-4C-3C-2C: a flush
    res = g.result()
    assert res is not None and res.winners == [1]  # a full house beats a flush
    assert res.placing == [2, 1] and res.scores[1] > res.scores[0]
    assert res.details["hands"] == ["Flush, 8-5-4-3-2", "Full house, aces over kings"]
    assert res.reason == "seat 1 wins with Full house, aces over kings"


def test_ranking_follows_the_shared_evaluator_wheel_and_no_wrap() -> None:
    """RULINGS "Shared evaluators": ace low only in A-2-3-4-5; Q-K-A-2-3 is not a straight."""
    wheel, wrap = parse_cards("AS 2D 3C 4H 5S"), parse_cards("QS KD AC 2H 3S")
    sd = poker_showdown([wheel, wrap])
    assert sd.descriptions == ("Straight, five high", "High card, A-K-Q-3-2")
    assert sd.winners == (0,)


def test_one_52_card_deck() -> None:
    """"Knock Poker requires one 52-card deck.\""""
    for n in range(2, 7):
        g = parlour.new_game("knock-poker", n, seed=n)
        cards = [c for z in g.full_view()["zones"] for c in z["cards"]]
        assert len(cards) == 52 and len(set(cards)) == 52


def test_two_to_six_players() -> None:
    """"You can play with two to six players.\""""
    for n in (2, 6):
        assert parlour.new_game("knock-poker", n, seed=1).players == n
    for n in (1, 7):
        with pytest.raises(InvalidOption, match="2 to 6 players"):
            parlour.new_game("knock-poker", n, seed=1)
    info = next(i for i in parlour.games() if i.name == "knock-poker")
    assert (info.min_players, info.max_players, info.variants) == (2, 6, {})


# ----- The deal -------------------------------------------------------------------------------

def test_deal_five_cards_to_each_player_one_at_a_time_from_the_dealers_left() -> None:
    """"Deal five cards to each player.\""""
    hands = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"],
             ["2H", "3H", "4H", "5H", "6H"]]
    deck = ["2D", "2H", "2C", "3D", "3H", "3C"]  # seat 1 first, then 2, then 0 (the dealer)
    g = new(hands, "AS")
    assert stack(hands, "AS")[:6] == deck
    for s in range(3):
        assert hand(g, s) == hands[s]
        assert hand(g, s, (s + 1) % 3) == ["??"] * 5  # nobody else sees them
        assert hand(g, s, None) == ["??"] * 5


def test_the_stub_is_the_stock_and_its_first_card_is_turned_up_as_the_discard_pile() -> None:
    """"Place the remaining deck stub in the center of the table, forming the stock. Turn
    up the first card of the stock and place it next to it, forming the discard pile.\""""
    g = new(TWO, "QD", ["4S", "8S"])
    stock, pile = zone(g, "stock", 0), zone(g, "discard", 1)
    assert stock["count"] == 52 - 10 - 1 and stock["cards"] == ["??"]
    assert pile["count"] == 1 and pile["top"] == "QD"
    assert zone(g, "discard", None)["top"] == "QD"  # face up: spectators see it too
    act(g, 1, "draw", source="stock")
    assert hand(g, 1)[-1] == "4S"  # the stock's top card is the one after the upcard


def test_the_player_to_the_left_of_the_dealer_goes_first() -> None:
    """"The player sitting to the left of the dealer goes first.\""""
    g = new(TWO)
    assert g.actors() == [1] and g.view(0)["turn"] == 1 and g.view(0)["dealer"] == 0
    assert g.legal_actions(0) == []
    four = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"],
            ["2H", "3H", "4H", "5H", "6H"], ["2S", "3S", "4S", "5S", "6S"]]
    g = new(four, "AC", dealer=3)  # K1: the dealer option; the seat after 3 is 0
    assert g.actors() == [0] and g.view(None)["first"] == 0
    assert hand(g, 0) == four[0]


# ----- A turn ---------------------------------------------------------------------------------

def test_a_turn_may_take_the_top_card_of_the_discard_pile() -> None:
    """"On each player's turn, they have the option to draw the top card of the discard
    pile, adding it to their hand.\""""
    g = new(TWO, "QD")
    assert Action("draw", source="discard") in g.legal_actions(1)
    ev = act(g, 1, "draw", source="discard")
    assert ev[0]["card"] == "QD" and "took the QD" in ev[0]["text"]
    assert hand(g, 1) == [*TWO[1], "QD"]
    assert zone(g, "discard", 0)["count"] == 0
    assert hand(g, 1, 0) == ["??"] * 5 + ["QD"]  # K7: everyone saw it taken


def test_otherwise_they_draw_the_top_unknown_card_of_the_stock() -> None:
    """"If they don't want it, they draw the top, unknown card of the stock.\""""
    g = new(TWO, "QD", ["4S"])
    events = g.apply(1, Action("draw", source="stock"))
    mine, theirs = events[0].for_seat(1), events[0].for_seat(0)
    assert mine["card"] == "4S" and "You drew the 4S" in mine["text"]
    assert "card" not in theirs and "4S" not in json.dumps(theirs)
    assert "4S" not in json.dumps(events[0].for_seat(None))
    assert hand(g, 1) == [*TWO[1], "4S"] and hand(g, 1, 0) == ["??"] * 6


def test_a_player_must_draw_before_discarding_and_only_from_stock_or_discard() -> None:
    """Drawing is compulsory: "the option to draw ... If they don't want it, they draw"."""
    g = new(TWO)
    refused(g, 1, Action("discard", card="9H"), "first draw a card")
    refused(g, 1, Action("knock", card="9H"), "first draw a card")
    refused(g, 1, Action("draw", source="hand"), "'stock' or 'discard'")
    act(g, 1, "draw", source="stock")
    refused(g, 1, Action("draw", source="stock"), "drawn already")


def test_then_one_card_is_discarded_face_up_returning_the_hand_to_five() -> None:
    """"The player then discards one card face-up to the discard pile, returning their
    hand to five cards.\""""
    g = new(TWO, "QD", ["4S"])
    act(g, 1, "draw", source="stock")
    assert len(hand(g, 1)) == 6 and g.view(1)["phase"] == "discard"
    assert sorted(a.card for a in g.legal_actions(1) if a.type == "discard") == sorted(
        [*TWO[1], "4S"])
    ev = act(g, 1, "discard", card="2C")
    assert ev[0]["type"] == "discard" and ev[0]["card"] == "2C"
    assert hand(g, 1) == ["3C", "5D", "7D", "9H", "4S"]  # K7: the others keep their places
    for seat in (0, 1, None):
        assert zone(g, "discard", seat)["top"] == "2C"
    assert zone(g, "discard", 0)["count"] == 2


def test_play_continues_with_the_next_player_to_the_left() -> None:
    """"Play continues on with the next player to the left.\""""
    three = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"],
             ["2H", "3H", "4H", "5H", "6H"]]
    g = new(three, "AC")
    order = []
    for _ in range(4):
        s = g.actors()[0]
        order.append(s)
        act(g, s, "draw", source="discard")
        top = g.legal_actions(s)[0]
        ev = g.apply(s, top)
        assert ev[-1].for_seat(None)["type"] == "turn"
    assert order == [1, 2, 0, 1]
    assert g.view(None)["turn_number"] == 5


# ----- Knocking and the last round -------------------------------------------------------------

def test_a_satisfied_player_knocks_after_discarding() -> None:
    """"Play continues until any player is satisfied with their hand. After discarding,
    they knock on the table, signaling this to the other players.\""""
    g = new(TWO, "QD", ["4S"])
    act(g, 1, "draw", source="stock")
    assert Action("knock", card="4S") in g.legal_actions(1)
    ev = [e.for_seat(0) for e in g.apply(1, Action("knock", card="4S"))]
    assert ev[0]["type"] == "knock" and ev[0]["card"] == "4S"
    assert "knocked" in ev[0]["text"] and ev[1]["last"] is True
    v = g.view(0)
    assert v["knocker"] == 1 and v["last_round"] and v["still_to_play"] == [0]
    assert zone(g, "discard", 0)["top"] == "4S" and len(hand(g, 1)) == 5


def test_after_a_knock_each_other_player_takes_one_more_turn() -> None:
    """"Play continues, with each player taking one more turn to finalize their hands.\""""
    four = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"],
            ["2H", "3H", "4H", "5H", "6H"], ["2S", "3S", "4S", "5S", "6S"]]
    g = new(four, "AC", ["KC", "KD", "KH", "KS", "QC", "QD"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard", card="KC")
    act(g, 2, "draw", source="stock")
    act(g, 2, "knock", card="KD")  # seat 2 knocks: 3, 0 and 1 play once more
    seen = []
    while not g.is_over():
        s = g.actors()[0]
        seen.append(s)
        assert g.view(s)["still_to_play"][0] == s
        assert all(a.type != "knock" for a in g.legal_actions(s))  # K3: one knock only
        act(g, s, "draw", source="stock")
        act(g, s, "discard", card=hand(g, s)[-1])
    assert seen == [3, 0, 1]  # the knocker (2) never plays again


def test_hands_are_revealed_when_the_turn_returns_to_the_knocker() -> None:
    """"When the turn of play returns to the player who knocked, hands are then revealed,
    with the highest-ranking poker hand winning.\""""
    g = new(TWO, "QD", ["4S", "8S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="4S")
    assert not g.is_over()
    events = g.apply(0, Action("draw", source="stock")) + g.apply(0, Action("discard", card="8S"))
    show = events[-1].for_seat(None)
    assert show["type"] == "showdown" and show["winners"] == [0]
    assert show["hands"] == [TWO[0], ["2C", "3C", "5D", "7D", "9H"]]
    assert g.is_over() and g.actors() == [] and g.legal_actions(0) == []
    for seat in (0, 1, None):  # revealed: everyone, spectators too, sees every hand
        assert hand(g, 0, seat) == TWO[0] and hand(g, 1, seat) == TWO[1]
    v = g.view(None)
    assert v["hands"][0] == "Two pair, aces and kings, nine kicker"
    assert v["result"]["winners"] == [0] and "Game over" in v["prompt"]


def test_no_gambling_no_stakes_chips_or_pot() -> None:
    """"Knock Poker is a variant of draw poker that doesn't require gambling.\""""
    g = new(TWO)
    assert {z["kind"] for z in g.view(0)["zones"]} == {"pile", "hand"}
    assert set(g.options.__dataclass_fields__) == {"hand_size", "dealer", "discard_taken"}
    assert "counters" not in g.view(0) and "scores" not in g.view(0)


# ----- RULINGS 8 ---------------------------------------------------------------------------------

def test_r8_1_a_tie_for_the_best_hand_is_a_shared_win() -> None:
    """RULINGS 8: "Tie for best hand. Ruling: shared win." (suits never break ties)"""
    g = new([["AS", "KS", "QS", "JS", "9D"], ["AH", "KH", "QH", "JH", "9C"]], "2C", ["3D"])
    act(g, 1, "draw", source="discard")
    act(g, 1, "knock", card="2C")
    act(g, 0, "draw", source="stock")
    ev = act(g, 0, "discard", card="3D")
    res = g.result()
    assert res is not None and res.winners == [0, 1] and res.placing == [1, 1]
    assert "share the win" in res.reason and "share the win" in ev[-1]["text"]


def test_r8_2_an_empty_stock_is_rebuilt_from_the_discards_under_the_top_card() -> None:
    """RULINGS 8: "Stock exhaustion. Recycle the discards (keeping the top card) as in
    Paiute." (Paiute: "set aside the top card of the discard pile, shuffle [the rest],
    and turn it face down to form the new stock")"""
    g = new(TWO, "QD", seed=5)
    stock_size = 52 - 10 - 1
    for _ in range(stock_size):  # nobody knocks: draw the stock dry, discarding each card
        s = g.actors()[0]
        act(g, s, "draw", source="stock")
        act(g, s, "discard", card=hand(g, s)[-1])
    assert zone(g, "stock", 0)["count"] == 0
    top = zone(g, "discard", 0)["top"]
    assert zone(g, "discard", 0)["count"] == 1 + stock_size
    s = g.actors()[0]
    assert Action("draw", source="stock") in g.legal_actions(s)
    ev = act(g, s, "draw", source="stock")
    assert ev[0]["type"] == "rebuild" and ev[0]["cards"] == stock_size
    assert zone(g, "discard", 0) == {**zone(g, "discard", 0), "top": top, "count": 1}
    assert zone(g, "stock", 0)["count"] == stock_size - 1
    full = next(z for z in g.full_view()["zones"] if z["id"] == "stock")
    assert not any(full["up"]) and not any(full["known"])  # face down, known to nobody
    assert sorted(full["cards"] + [hand(g, s)[-1]]) == sorted(
        set(c for z in g.full_view()["zones"] for c in z["cards"]) - set(hand(g, 0)[:5])
        - set(hand(g, 1)[:5]) - {top})
    # K5: nobody is forced to knock; same seed, same rebuild
    again = new(TWO, "QD", seed=5)
    for step in g.record()["actions"]:
        again.apply(step["seat"], Action.from_json(again, step["action"]))
    assert snapshot(again) == snapshot(g)


def test_r8_3_the_card_just_taken_may_be_discarded_again_unless_the_option_forbids_it() -> None:
    """RULINGS 8: "May the card just taken from the discard pile be discarded? Not
    forbidden; proposed allowed." Option ``discard_taken`` (default true)."""
    g = new(TWO, "QD")
    act(g, 1, "draw", source="discard")
    assert Action("discard", card="QD") in g.legal_actions(1)
    act(g, 1, "discard", card="QD")
    assert zone(g, "discard", 0)["top"] == "QD" and hand(g, 1) == TWO[1]
    g = new(TWO, "QD", discard_taken=False)
    act(g, 1, "draw", source="discard")
    assert g.view(0)["taken"] == "QD"
    assert Action("discard", card="QD") not in g.legal_actions(1)
    refused(g, 1, Action("discard", card="QD"), "may not discard the QD you just took")
    refused(g, 1, Action("knock", card="QD"), "just took")
    act(g, 1, "discard", card="9H")
    assert g.view(0)["taken"] is None
    act(g, 0, "draw", source="discard")  # the next player may take the 9H and keep it
    act(g, 0, "discard", card="9C")


def test_r8_4_a_game_is_a_single_hand() -> None:
    """RULINGS 8: "Match structure. None described. Ruling: single hand; the session
    tracks wins.\""""
    g = new(TWO, "QD", ["4S", "8S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="4S")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard", card="8S")
    assert g.is_over() and g.next_deadline() is None
    refused(g, 0, Action("draw", source="stock"), "the game is over")
    refused(g, 1, Action("draw", source="stock"), "the game is over")


# ----- Module rulings K1..K8 ---------------------------------------------------------------------

def test_k1_the_dealer_option_must_name_a_seat() -> None:
    """K1: the dealer is seat 0 unless the ``dealer`` option says otherwise."""
    with pytest.raises(InvalidOption, match="dealer"):
        parlour.new_game("knock-poker", 3, seed=1, options={"dealer": 3})
    with pytest.raises(InvalidOption, match="at most 5"):
        parlour.new_game("knock-poker", 3, seed=1, options={"dealer": 6})
    g = parlour.new_game("knock-poker", 3, seed=1, options={"dealer": 2})
    assert g.actors() == [0] and g.view(None)["dealer"] == 2


def test_k2_knocking_is_allowed_on_the_very_first_turn() -> None:
    """K2: a player knocks after drawing and discarding, even on the first turn."""
    g = new(TWO, "QD")
    act(g, 1, "draw", source="discard")
    act(g, 1, "knock", card="2C")
    assert g.view(0)["knocker"] == 1


def test_k3_only_one_knock_and_the_knocker_plays_no_more() -> None:
    """K3: once someone has knocked nobody else may knock; the knocker's hand is final."""
    three = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"],
             ["2H", "3H", "4H", "5H", "6H"]]
    g = new(three, "AC", ["KC", "KD", "KH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="KC")
    act(g, 2, "draw", source="stock")
    msg = refused(g, 2, Action("knock", card="KD"), "seat 1 has already knocked")
    assert "discard without knocking" in msg
    act(g, 2, "discard", card="KD")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard", card="KH")
    assert g.is_over() and hand(g, 1, None) == ["2D", "3D", "4D", "5D", "6D"]


def test_k4_a_last_turn_is_a_normal_turn_either_pile() -> None:
    """K4: the players after the knocker draw from either pile and discard."""
    g = new(TWO, "QD", ["4S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="4S")
    assert g.legal_actions(0) == [Action("draw", source="stock"), Action("draw", source="discard")]
    assert g.view(0)["prompt"].startswith("Your last turn: take the 4S")
    act(g, 0, "draw", source="discard")
    assert g.view(0)["prompt"] == "Discard a card: seat 1 knocked, this is your last turn."
    act(g, 0, "discard", card="9C")
    assert g.result().details["hands"][0] == "Two pair, aces and kings, four kicker"  # type: ignore[union-attr]


def test_k6_scores_are_hand_strengths_and_places_follow_them() -> None:
    """K6: every hand is revealed at once; scores are strengths, placing by strength."""
    three = [["2C", "3C", "4C", "5C", "7D"], ["AS", "AH", "9D", "8S", "6H"],
             ["KS", "KH", "KD", "QS", "QH"]]
    g = new(three, "JC", ["TC", "TD"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="TC")
    act(g, 2, "draw", source="stock")
    act(g, 2, "discard", card="TD")
    act(g, 0, "draw", source="discard")
    act(g, 0, "discard", card="TD")
    res = g.result()
    assert res is not None and res.winners == [2] and res.placing == [3, 2, 1]
    assert res.scores[2] > res.scores[1] > res.scores[0] and res.details["knocker"] == 1


def test_k7_a_card_taken_from_the_pile_stays_known_while_held_and_hands_keep_their_order() -> None:
    """K7: a card taken from the discard pile stays known to everyone while it is held;
    a drawn card goes to the end; a discard leaves the others in place."""
    g = new(TWO, "QD", ["4S"])
    act(g, 1, "draw", source="discard")
    act(g, 1, "discard", card="3C")
    assert hand(g, 1) == ["2C", "5D", "7D", "9H", "QD"]
    # every seat saw it taken, and so did a spectator
    assert hand(g, 1, 0) == ["??", "??", "??", "??", "QD"] == hand(g, 1, None)
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard", card="AS")
    act(g, 1, "draw", source="discard")  # takes the AS back: everyone knows both now
    assert hand(g, 1, 0) == ["??", "??", "??", "??", "QD", "AS"]


def test_k8_hand_size_option_deals_more_cards_and_ranks_the_best_five() -> None:
    """K8: ``hand_size`` (5 to 7, seed 5) deals and keeps that many; the best five count."""
    seven = [["AS", "AH", "AD", "KS", "KH", "2C", "3D"], ["2S", "3S", "4S", "5S", "6S", "8C", "9C"]]
    g = new(seven, "QD", ["4D"], hand_size=7)
    assert len(hand(g, 0)) == 7 and zone(g, "stock", 0)["count"] == 52 - 14 - 1
    assert g.view(0)["your_hand"] == "Full house, aces over kings"
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="4D")
    act(g, 0, "draw", source="discard")
    act(g, 0, "discard", card="4D")
    res = g.result()
    assert res is not None and res.winners == [1]
    assert res.details["hands"][1] == "Straight flush, six high"
    with pytest.raises(InvalidOption, match="at most 7"):
        parlour.new_game("knock-poker", 2, options={"hand_size": 8})
    with pytest.raises(InvalidOption, match="at least 5"):
        parlour.new_game("knock-poker", 2, options={"hand_size": 4})


# ----- Bad input ------------------------------------------------------------------------------

def test_illegal_and_malformed_actions_are_refused_with_reasons_and_change_nothing() -> None:
    g = new(TWO, "QD", ["4S"])
    refused(g, 0, Action("draw", source="stock"), "seat 1's turn")
    refused(g, 1, Action("pass"), "unknown action type 'pass'")
    refused(g, 1, Action("draw"), "needs parameter 'source'")
    refused(g, 1, Action("draw", source=1), "must be text")
    refused(g, 1, Action("draw", source="stock", card="AS"), "has no parameter 'card'")
    act(g, 1, "draw", source="stock")
    refused(g, 1, Action("discard", card="AS"), "you have no AS in your hand")
    refused(g, 1, Action("discard", card="ZZ"), "'ZZ' is not a card")
    refused(g, 1, Action("discard", card="JK"), "is not a card")
    refused(g, 1, Action("discard", card=7), "parameter 'card' of 'discard' must be a card")
    refused(g, 1, Action("discard"), "needs parameter 'card'")
    refused(g, 0, Action("discard", card="AS"), "seat 1's turn")
    with pytest.raises(IllegalAction, match="seat 2 is not at this table"):
        g.apply(2, Action("discard", card="4S"))
    with pytest.raises(IllegalAction, match="unknown action type"):
        g.apply(1, {"type": "fold"})


def test_cards_may_be_named_in_any_spelling_the_parser_reads() -> None:
    """"TH" is the canonical name; "10H" and "10♥" name the same card."""
    g = new([["AS", "AH", "KS", "KH", "9C"], ["TH", "3C", "5D", "7D", "9H"]], "QD")
    act(g, 1, "draw", source="stock")
    assert g.is_legal(1, Action("discard", card="10♥"))
    act(g, 1, "discard", card="10H")
    assert zone(g, "discard", 0)["top"] == "TH"
    replayed = parlour.replay(json.loads(json.dumps(g.record())))
    assert snapshot(replayed) == snapshot(g)


# ----- What clients show ----------------------------------------------------------------------

def test_labels_targets_and_prompts_name_only_what_the_reader_may_see() -> None:
    g = new(TWO, "QD", ["4S"])
    menu = {a["label"]: a for a in g.legal_json(1)}
    assert set(menu) == {"Draw from the stock", "Take the QD from the discard pile"}
    assert menu["Take the QD from the discard pile"]["targets"] == [{"zone": "discard", "index": 0}]
    assert g.view(1)["prompt"] == "Your turn: take the QD from the discard pile or draw from the stock."
    assert g.view(0)["prompt"] == "Seat 1's turn (to draw)."
    act(g, 1, "draw", source="stock")
    menu = {a["label"]: a for a in g.legal_json(1)}
    assert menu["Discard 4S"]["targets"] == [{"zone": "hand:1", "index": 5}]
    assert menu["Discard 2C and knock"]["targets"] == [{"zone": "hand:1", "index": 0}]
    assert len(menu) == 12
    assert "4S" not in json.dumps(g.view(0)) and "4S" not in json.dumps(g.view(None))
    assert g.view(1)["your_hand"] == "High card, 9-7-5-4-3"
    assert "your_hand" not in g.view(None)


# ----- a golden playthrough: the narration each seat receives ------------------------------

GOLDEN = [  # (seat, action, params) -> texts for seat 0, seat 1, seat 2, spectator (one if equal)
    (1, "draw", {"source": "stock"}, [(
        "Seat 1 drew from the stock", "You drew the 4S from the stock", "Seat 1 drew from the stock",
        "Seat 1 drew from the stock")]),
    (1, "discard", {"card": "2C"}, ["Seat 1 discarded the 2C", "Seat 2's turn"]),
    (2, "draw", {"source": "discard"}, ["Seat 2 took the 2C from the discard pile"]),
    (2, "knock", {"card": "6H"}, ["Seat 2 discarded the 6H and knocked: everyone else has one "
                                  "more turn", "Seat 0's last turn"]),
    (0, "draw", {"source": "discard"}, ["Seat 0 took the 6H from the discard pile"]),
    (0, "discard", {"card": "9C"}, ["Seat 0 discarded the 9C", "Seat 1's last turn"]),
    (1, "draw", {"source": "stock"}, [(
        "Seat 1 drew from the stock", "You drew the 8S from the stock", "Seat 1 drew from the stock",
        "Seat 1 drew from the stock")]),
    (1, "discard", {"card": "8S"}, [
        "Seat 1 discarded the 8S",
        "Showdown: seat 2 wins with three of a kind, twos, kickers 5-3. Hands: seat 0: pair of "
        "sixes, kickers A-K-Q; seat 1: high card, A-J-5-4-3; seat 2: three of a kind, twos, kickers 5-3"]),
]


def test_golden_narration_of_a_scripted_hand() -> None:
    """Every seat's and a spectator's narration of a three-player hand, word for word."""
    hands = [["AS", "KH", "QD", "9C", "6D"], ["AH", "2C", "3D", "5S", "JC"],
             ["2D", "2H", "3H", "5H", "6H"]]
    g = new(hands, "TD", ["4S", "8S"])
    for seat, kind, params, texts in GOLDEN:
        got: list[Any] = []
        for e in g.apply(seat, Action(kind, **params)):
            views = [e.for_seat(s)["text"] for s in (0, 1, 2, None)]
            got.append(views[0] if len(set(views)) == 1 else tuple(views))
        assert got == texts, (seat, kind, params)
    assert g.result().winners == [2]  # type: ignore[union-attr]
