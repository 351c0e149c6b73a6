"""Eleusis, sentence by sentence (seed 004, sections "Eleusis" and "Eleusis Express"; RULINGS
32; the module's own rulings E1...), through the public contract from stacked decks.

The last seat deals (E2); players are dealt one card at a time from the dealer's left,
then the starter is turned up (E3). ``table(...)`` stacks a deck from each player's hand."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

import parlour
from parlour import Action
from parlour.cards import Card
from parlour.errors import IllegalAction

ALT = "alternate-colours"


def table(hands: list[list[str]], starter: str, stock: tuple[str, ...] = (), *,
          variant: str = "golden", rule: str | None = ALT, **options: Any) -> parlour.Game:
    size = len(hands[0])
    deck = [h[i] for i in range(size) for h in hands] + [starter, *stock]
    g = parlour.new_game("eleusis", len(hands) + 1, variant=variant, deck=deck,
                         options={"hand_size": size, "deals": 1, **options})
    if rule is not None:
        g.apply(g.players - 1, Action("choose", rule=rule))
    return g


def zone(g: parlour.Game, zid: str, seat: int | None = None) -> list[str]:
    """A zone's cards; ``mainline`` and ``sideline`` read the layout's columns (the head of
    each column, and the cards below the heads in play order)."""
    if zid in ("mainline", "sideline"):
        heads: list[str] = []
        below: list[str] = []
        column: list[str] = []
        for c in [*next(z["cards"] for z in g.view(seat)["zones"] if z["id"] == "layout"), None]:
            if c is None:
                heads += column[:1]
                below += column[1:]
                column = []
            else:
                column.append(c)
        assert heads == g.view(seat)["mainline"]
        return heads if zid == "mainline" else below
    return next(z["cards"] for z in g.view(seat)["zones"] if z["id"] == zid)


def held(g: parlour.Game, seat: int) -> list[str]:
    return zone(g, f"hand:{seat}", seat)


def play(g: parlour.Game, seat: int, card: str) -> list[Any]:
    return g.apply(seat, Action("play", card=card))


def lay(g: parlour.Game, seat: int, card: str) -> list[Any]:
    return g.apply(seat, Action("lay", card=card))


def skip(g: parlour.Game, seat: int) -> None:
    """Pass the after-turn choice if it is offered."""
    if g.view(None)["phase"] == "after":
        g.apply(seat, Action("pass"))


# ----- the table and the deal --------------------------------------------------------------------
def test_two_decks_without_jokers_and_two_spare_decks() -> None:
    """"Use two decks ... shuffled together (not including jokers)"; "a third and possibly
    fourth deck handy" (R32.6: they join when the stock runs low)."""
    g = parlour.new_game("eleusis", 4, seed=1)
    g.apply(3, Action("choose", rule=ALT))
    full = g.full_view()["zones"]
    in_play = [c for z in full if z["id"] != "spares" for c in z["cards"]]
    spares = next(z["cards"] for z in full if z["id"] == "spares")
    assert len(in_play) == 104 and len(spares) == 104
    assert "JK" not in in_play + spares
    assert max(in_play.count(c) for c in set(in_play)) == 2


def test_express_by_option_alone_deals_twelve_and_the_golden_form_fourteen() -> None:
    """Express: "Players start with twelve cards rather than fourteen", whether chosen by
    the variant or by the ``express`` option."""
    for options, size in (({"express": True}, 12), ({}, 14), ({"express": True, "hand_size": 5}, 5)):
        g = parlour.new_game("eleusis", 3, seed=1, options=options)
        g.apply(2, Action("choose", rule=ALT))
        assert [len(zone(g, f"hand:{s}")) for s in range(2)] == [size, size], options


def test_a_deal_bigger_than_two_decks_takes_the_spare_decks_in() -> None:
    """R32.6: the spare decks join whenever the stock falls to four cards, the deal too:
    fifteen cards to seven players (105 of the first two decks' 104) deal in full."""
    g = parlour.new_game("eleusis", 8, seed=3, options={"hand_size": 15})
    events = g.apply(7, Action("choose", rule=ALT))
    assert [len(zone(g, f"hand:{s}")) for s in range(7)] == [15] * 7
    assert any(e.type == "decks" for e in events)
    stock = next(z for z in g.full_view()["zones"] if z["id"] == "stock")
    assert len(stock["cards"]) > 4


def test_fourteen_cards_each_dealer_none_and_a_face_up_starter() -> None:
    """"deal fourteen cards to each player, except for the dealer, who receives no cards ...
    Turn the top card of the deck face-up ...: the starter. The remainder ... the stock"."""
    g = parlour.new_game("eleusis", 5, seed=2)
    g.apply(4, Action("choose", rule=ALT))
    assert [len(zone(g, f"hand:{s}")) for s in range(5)] == [14, 14, 14, 14, 0]
    assert len(zone(g, "mainline", 2)) == 1 and zone(g, "mainline", 2)[0] != "??"
    assert next(z for z in g.view(0)["zones"] if z["id"] == "stock")["count"] == 104 - 56 - 1


def test_the_player_on_the_dealers_left_plays_first_and_the_dealer_never_plays() -> None:
    """"The player on the dealer's left plays first"; the dealer "takes no active part"."""
    g = table([["3S"], ["4S"]], "9D")
    assert g.actors() == [0]
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        play(g, 2, "3S")


def test_the_rule_is_chosen_before_the_deal_and_sealed() -> None:
    """"Before dealing, the dealer comes up with a rule ... records it ... concealed" (E4:
    sealed as SHA-256 of a salt and the text, revealed with the salt at the end)."""
    g = parlour.new_game("eleusis", 3, seed=3, options={"deals": 1})
    assert g.actors() == [2] and all(len(zone(g, f"hand:{s}", s)) == 0 for s in range(3))
    g.apply(2, Action("choose", rule="two-apart"))
    sealed = g.view(0)["sealed"]
    assert len(sealed) == 64 and g.view(0)["rule"] == "" and "two more" in g.view(2)["rule"].lower()
    while not g.is_over():  # everyone calls no play until the hand ends
        s = g.actors()[0]
        g.apply(s, Action("no_play") if Action("no_play") in g.legal_actions(s) else
                g.legal_actions(s)[0])
    last = g.view(0)["last_hand"]
    assert last["rule"] == "abs(card.rank - last.rank) == 2"
    assert hashlib.sha256(f"{last['salt']} {last['rule']}".encode()).hexdigest() == sealed


@pytest.mark.parametrize("rule", ["card.rank > players", "card.rank == len(hand)",
                                  "card.rank < time", "not a rule"])
def test_a_rule_looking_outside_the_layout_is_refused(rule: str) -> None:
    """"cannot reference anything outside of the layout, such as the time or date, details
    about the players or the number of cards they hold" (R32.1)."""
    g = parlour.new_game("eleusis", 3, seed=4)
    before = g.record()
    with pytest.raises(IllegalAction, match="refused"):
        g.apply(2, Action("choose", rule=rule))
    assert g.record() == before and g.actors() == [2]


def test_a_rule_may_be_written_in_the_rule_language() -> None:
    g = table([["3S"], ["4H"]], "9D", rule="card.suit != last.suit")
    play(g, 0, "3S")
    assert zone(g, "mainline") == ["9D", "3S"]


# ----- plays: right and wrong --------------------------------------------------------------------
def test_a_right_card_joins_the_mainline() -> None:
    """"If the card is right, it is placed beside the starter, forming ... the mainline"."""
    g = table([["3S", "5S"], ["4H", "6H"]], "9D")
    ev = play(g, 0, "3S")
    assert zone(g, "mainline") == ["9D", "3S"] and held(g, 0) == ["5S"]
    assert 'Right!' in str(ev[-1]) and g.view(1)["verdict"].startswith('Dealer (seat 2): "Right!"')
    assert g.actors() == [1]


def test_a_wrong_card_goes_to_a_sideline_under_the_mainline_card_with_two_penalty_cards() -> None:
    """"Otherwise, it is placed above or below [the last mainline card], forming ... a
    sideline, and the player ... is dealt two cards"."""
    g = table([["3H", "5S"], ["4H", "6H"]], "9D", ("2C", "2D"))
    ev = play(g, 0, "3H")
    assert zone(g, "mainline") == ["9D"] and zone(g, "sideline") == ["3H"]
    assert g.view(1)["sidelines"] == [{"under": 0, "seat": 0, "cards": ["3H"], "first": 1}]
    assert sorted(held(g, 0)) == ["2C", "2D", "5S"]
    assert "Wrong!" in str(next(e for e in ev if e.type == "verdict"))


def test_the_layout_is_drawn_as_columns_with_the_sidelines_under_their_mainline_card() -> None:
    """"placed above or below" the mainline card: each mainline card heads a column of the
    layout and the wrong cards played after it hang below it (a string as a unit)."""
    g = table([["3H", "3S", "6C", "7D"], ["4S", "5D", "5S", "9H"]], "9D",
              tuple(f"{r}C" for r in "2345789"))
    play(g, 0, "3H")          # wrong, under the 9♦
    play(g, 1, "4S")          # right
    lay(g, 0, "3S")
    play(g, 0, "6C")          # a wrong string, under the 4♠
    play(g, 1, "5D")          # right
    layout = next(z for z in g.view(2)["zones"] if z["id"] == "layout")
    assert layout["cards"] == ["9D", "3H", None, "4S", "3S", "6C", None, "5D"]
    assert [e["under"] for e in g.view(2)["sidelines"]] == [0, 1]


def test_a_string_is_judged_as_a_whole_and_joins_the_mainline() -> None:
    """"they may set down multiple cards as their play, specifying the order ... 'Right' or
    'Wrong' in its entirety" (E5: laid card by card, ended by play)."""
    g = table([["3S", "4H", "5C", "KH"], ["6H", "7H", "8H", "9H"]], "9D")
    lay(g, 0, "3S")
    lay(g, 0, "4H")
    assert zone(g, "string", 1) == ["3S", "4H"] and g.actors() == [0]
    play(g, 0, "5C")
    assert zone(g, "mainline") == ["9D", "3S", "4H", "5C"] and held(g, 0) == ["KH"]


def test_a_wrong_string_goes_to_the_sideline_as_a_unit_with_two_cards_per_card() -> None:
    """"the dealer does not specify which or how many of the played cards caused the string
    to be incorrect. The cards are moved to the sideline as a unit ... dealt twice the
    number of cards in the string"."""
    stock = ("2C", "3C", "4C", "5C", "6C", "7C")
    g = table([["3S", "4H", "5H", "KH"], ["6H", "7H", "8H", "9H"]], "9D", stock)
    lay(g, 0, "3S")
    lay(g, 0, "4H")
    ev = play(g, 0, "5H")  # the third card is the wrong one; nobody is told
    text = str(next(e for e in ev if e.type == "verdict"))
    assert "string 3♠ 4♥ 5♥ goes to the sideline" in text and "third" not in text
    assert g.view(1)["sidelines"][0]["cards"] == ["3S", "4H", "5H"]
    assert zone(g, "mainline") == ["9D"] and len(held(g, 0)) == 1 + 6


def test_max_string_option_caps_strings() -> None:
    """R32.2: no cap by default; option max_string (e.g. 4, New Eleusis)."""
    g = table([["3S", "4H", "5C", "6H", "KH"], ["6S", "7H", "8H", "9H", "TH"]], "9D", max_string=2)
    lay(g, 0, "3S")
    with pytest.raises(IllegalAction, match="string cannot be longer"):
        lay(g, 0, "4H")
    play(g, 0, "4H")
    assert zone(g, "mainline") == ["9D", "3S", "4H"]


def test_refusals_name_the_problem_and_change_nothing() -> None:
    g = table([["3S", "5S"], ["4H", "6H"]], "9D")
    before = g.record()
    for seat, action, why in [(0, Action("play", card="QD"), "do not hold"),
                              (1, Action("play", card="4H"), "seat 0's turn"),
                              (0, Action("call", right=True), "no judgement"),
                              (0, Action("prophet"), "no declaration"),
                              (0, Action("guess", rule=ALT), "no guess")]:
        with pytest.raises(IllegalAction, match=why):
            g.apply(seat, action)
    assert g.record() == before


# ----- no play ----------------------------------------------------------------------------------
def test_a_true_no_play_gives_a_new_hand_four_cards_smaller() -> None:
    """"If the player truly has no moves, the player's hand is discarded to the bottom of
    the stock and they are dealt a new hand with four fewer cards"."""
    hands = [["2S", "3S", "4S", "5S", "6S", "7S"], ["2H", "3H", "4H", "5H", "6H", "7H"]]
    g = table(hands, "9D", ("AC", "KC"), rule="red-only")
    ev = g.apply(0, Action("no_play"))
    assert "shows 2♠ 3♠ 4♠ 5♠ 6♠ 7♠" in str(ev[0])
    assert sorted(held(g, 0)) == ["AC", "KC"]
    stock = next(z for z in g.full_view()["zones"] if z["id"] == "stock")["cards"]
    assert sorted(stock[:6]) == sorted(hands[0])  # under the stock
    assert g.view(1)["no_plays"][0]["true"] is True


def test_a_true_no_play_with_four_or_fewer_cards_ends_the_hand() -> None:
    """"unless the player only has four or fewer cards, in which case the hand ends
    immediately"; the first condition that ends a hand."""
    g = table([["2S", "3S", "4S", "5S"], ["2H", "3H", "4H", "5H"]], "9D", rule="red-only")
    g.apply(0, Action("no_play"))
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "no-play"


def test_a_false_no_play_moves_a_playable_card_and_costs_five_cards() -> None:
    """"If the dealer spots one or more cards that can be legally played, they move one of
    these cards to the mainline and [the player receives] a penalty of five cards" (E6:
    the first playable card in hand order)."""
    g = table([["2S", "3H", "4S", "5H", "6S"], ["2H", "3S", "4H", "5S", "6H"]], "9D",
              ("AC", "2C", "3C", "4C", "5C"), rule="red-only")
    g.apply(0, Action("no_play"))
    assert zone(g, "mainline") == ["9D", "3H"]
    assert sorted(held(g, 0)) == sorted(["2S", "4S", "5H", "6S", "AC", "2C", "3C", "4C", "5C"])


# ----- the prophet ------------------------------------------------------------------------------
def four() -> parlour.Game:
    return table([["4H", "5S", "3S"], ["6S", "7S", "8H"], ["TS", "9H", "JS"]], "9D",
                 ("2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC"))


def test_the_prophet_is_offered_after_a_turn_only_with_two_other_active_players() -> None:
    """"after their turn but before the next player's ... two or more active players other
    than the prophet and the dealer"."""
    g = four()
    play(g, 0, "5S")
    assert g.actors() == [0] and set(g.legal_actions(0)) == {Action("prophet"), Action("pass")}
    three = table([["3S", "5S"], ["4H", "6H"]], "9D")
    play(three, 0, "3S")
    assert three.actors() == [1]  # only one other player: no prophet


def test_becoming_the_prophet_places_a_marker_seen_by_everyone() -> None:
    """"A marker ... is placed on the last card played whenever a player becomes a prophet.
    The prophet sets their hand aside"."""
    g = four()
    play(g, 0, "5S")
    g.apply(0, Action("prophet"))
    for seat in (None, 0, 1, 2, 3):
        v = g.view(seat)
        assert v["prophet"] == 0 and v["marker"].startswith("on the 5♠") and v["marker_at"] == 1
        assert v["roles"][0] == "Prophet"
    assert g.actors() == [1]


def test_the_marker_goes_on_the_last_card_played_even_a_wrong_one() -> None:
    """"placed on the last card played": after a wrong play, that card on its sideline."""
    g = four()
    play(g, 0, "4H")  # wrong (red on red): to a sideline under the 9♦
    g.apply(0, Action("prophet"))
    assert g.view(2)["marker"].startswith("on the 4♥ (a sideline under mainline card 1)")


def test_a_stacked_deck_the_pack_cannot_give_is_refused_before_the_game_starts() -> None:
    with pytest.raises(parlour.InvalidOption, match="appears too often"):
        parlour.new_game("eleusis", 4, deck=["AS"] * 3)


def test_the_prophet_calls_the_plays_and_the_dealer_says_correct() -> None:
    """"The prophet then takes over all functions as dealer, declaring the other players'
    actions to be 'Right' or 'Wrong', and the dealer merely calls out 'Correct'"."""
    g = four()
    play(g, 0, "5S")
    g.apply(0, Action("prophet"))
    play(g, 1, "8H")
    assert g.actors() == [0] and set(g.legal_actions(0)) == {Action("call", right=True),
                                                             Action("call", right=False)}
    ev = g.apply(0, Action("call", right=True))
    assert any('"Correct"' in str(e) for e in ev)
    assert zone(g, "mainline") == ["9D", "5S", "8H"] and g.view(0)["prophet"] == 0
    assert g.actors() == [2]  # the prophet's own turn is skipped afterwards


def test_one_prophet_at_a_time_and_never_twice_in_a_hand() -> None:
    """"There can only be one prophet at a time, and a player may not serve as prophet twice
    in one hand"."""
    g = four()
    play(g, 0, "5S")
    g.apply(0, Action("prophet"))
    play(g, 1, "8H")
    g.apply(0, Action("call", right=True))
    assert g.actors() == [2]          # seat 1 is not offered the prophet's role
    play(g, 2, "TS")
    g.apply(0, Action("call", right=False))  # a false prophet
    assert g.view(0)["prophet"] is None
    skip(g, 2)
    # seat 0 later plays again and is not offered the role a second time
    play(g, 0, "4H")
    assert g.view(0)["phase"] == "play" and g.actors() == [1]


def test_a_false_prophet_takes_five_cards_and_loses_the_marker_and_the_player_is_immune() -> None:
    """"If the prophet makes an incorrect declaration, they are deposed as a 'false prophet'
    and are dealt five penalty cards ... pick up their hand, remove their marker ..., and
    resume normal game play ... the player does not receive any penalty cards for that
    play"."""
    g = four()
    play(g, 0, "5S")
    g.apply(0, Action("prophet"))
    play(g, 1, "7S")                      # wrong: black after black
    ev = g.apply(0, Action("call", right=True))
    assert any(e.type == "deposed" for e in ev) and any(e.type == "immune" for e in ev)
    assert len(held(g, 0)) == 2 + 5 and len(held(g, 1)) == 2
    assert zone(g, "sideline") == ["7S"]
    skip(g, 1)
    v = g.view(2)
    assert v["prophet"] is None and v["marker"] == "" and v["roles"][0] == ""
    assert g.actors() == [2]
    play(g, 2, "9H")
    skip(g, 2)
    assert g.actors() == [0]              # back in the turn order


# ----- expulsion --------------------------------------------------------------------------------
def test_a_wrong_play_in_the_expulsion_period_expels_but_penalty_cards_are_still_dealt() -> None:
    """"players who make an incorrect play ... are expelled ... when there are 40 or more
    cards on the mainline" (option expel_mainline; E11: the starter counts); "they still
    retain their hand and receive their penalty cards ... do not take any part in active
    game play ... (which includes becoming the prophet)"."""
    g = four()
    g2 = table([["4H", "5S", "3S"], ["6S", "7S", "8H"], ["TS", "9H", "JS"]], "9D",
               ("2C", "3C", "4C", "5C"), expel_mainline=2)
    for game in (g, g2):
        play(game, 0, "5S")
        skip(game, 0)
        assert game.view(1)["expulsion"] is (game is g2)
        play(game, 1, "7S")               # wrong
    assert g.view(1)["roles"][1] == "" and g2.view(1)["roles"][1] == "Expelled"
    assert len(held(g2, 1)) == 2 + 2      # penalty cards as normal
    assert g2.actors() == [2]
    play(g2, 2, "9H")
    skip(g2, 2)
    play(g2, 0, "3S")
    skip(g2, 0)
    assert g2.actors() == [2]             # seat 1 skipped from now on


def test_expulsion_period_after_thirty_cards_past_the_marker() -> None:
    """"If there is a prophet, this is when 30 or more cards have been played after the
    prophet's marker" (option expel_after_marker; R32.3: sideline cards count)."""
    g = table([["4H", "5S", "3S"], ["6S", "7S", "8H"], ["TS", "9H", "JS"]], "9D",
              ("2C", "3C", "4C", "5C", "6C"), expel_after_marker=2, expel_mainline=400)
    play(g, 0, "5S")
    g.apply(0, Action("prophet"))
    play(g, 1, "7S")
    g.apply(0, Action("call", right=False))  # correct: sideline card 1 after the marker
    assert not g.view(0)["expulsion"]
    play(g, 2, "9H")
    g.apply(0, Action("call", right=True))   # 2 after the marker
    assert g.view(0)["expulsion"]
    play(g, 1, "8H")                          # wrong, called correctly: expelled
    g.apply(0, Action("call", right=False))
    assert g.view(0)["roles"][1] == "Expelled"


def test_a_new_prophet_resets_the_expulsion_clock_and_overthrowing_restores_it() -> None:
    """"a new prophet essentially resets the clock for the start of the expulsion period,
    and overthrowing a prophet means that an expulsion period begins on the next turn if
    40 or more cards have been played to the mainline" (here 2, option expel_mainline)."""
    g = table([["4H", "5S", "3S"], ["6S", "7S", "8H"], ["TS", "9H", "JS"]], "9D",
              tuple(f"{r}C" for r in "23456789"), expel_mainline=2)
    play(g, 0, "5S")
    assert g.view(0)["expulsion"]
    g.apply(0, Action("prophet"))
    assert not g.view(0)["expulsion"]
    play(g, 1, "7S")                          # wrong, called wrong: not expelled
    g.apply(0, Action("call", right=False))
    assert g.view(0)["roles"][1] == "" and len(held(g, 1)) == 4
    skip(g, 1)
    play(g, 2, "JS")                          # wrong, called right: the prophet falls
    g.apply(0, Action("call", right=True))
    skip(g, 2)
    assert g.view(0)["prophet"] is None and g.view(0)["expulsion"]
    play(g, 0, "3S")                          # wrong on the next turn: expelled
    assert g.view(0)["roles"][0] == "Expelled"


def test_the_player_who_overthrows_the_prophet_is_immune_to_expulsion() -> None:
    """"A player who successfully causes a prophet to be deposed is immune to both penalty
    cards and expulsion for their incorrect play"."""
    g = table([["4H", "5S", "3S"], ["6S", "7S", "8H"], ["TS", "9H", "JS"]], "9D",
              ("2C", "3C", "4C", "5C", "6C", "7C"), expel_after_marker=1)
    play(g, 0, "5S")
    g.apply(0, Action("prophet"))
    play(g, 1, "7S")
    assert g.view(0)["expulsion"] is False
    g.apply(0, Action("call", right=False))
    play(g, 2, "JS")                         # in the period; wrong; the prophet says right
    g.apply(0, Action("call", right=True))
    assert g.view(0)["roles"][2] == "" and len(held(g, 2)) == 2


def test_the_hand_ends_when_every_player_but_the_prophet_is_expelled() -> None:
    """The third condition: "All players (other than the prophet, if any) have been
    expelled"."""
    g = table([["4H", "5H"], ["6H", "7H"]], "9D", ("2C", "3C", "4C", "5C"), expel_mainline=1)
    play(g, 0, "4H")
    assert not g.is_over() and g.view(0)["roles"][0] == "Expelled"
    play(g, 1, "6H")
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "expelled"


def test_the_hand_ends_when_a_player_runs_out_of_cards() -> None:
    """The second condition: "A player depletes their hand"."""
    g = table([["3S"], ["4H"]], "9D")
    play(g, 0, "3S")
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "out"


def prophet_before_seat_1(last: str) -> parlour.Game:
    """Seat 0 plays wrong and becomes prophet; seats 1 and 2 each play a card the prophet
    calls right; seat 1 is left holding only ``last``, to play."""
    g = table([["3S", "2H"], ["4H", last], ["6C", "7C"]], "9D",
              tuple(f"{r}D" for r in "2345678"))
    play(g, 0, "3S")
    g.apply(0, Action("prophet"))
    for seat, card in [(1, "4H"), (2, "6C")]:
        play(g, seat, card)
        g.apply(0, Action("call", right=True))
        skip(g, seat)
    return g


def test_the_hand_ends_when_an_immune_wrong_play_empties_the_hand() -> None:
    """"A player depletes their hand" ends the hand however it empties (E17): here seat 1
    plays its last card wrong, the prophet calls it right, and "the player does not
    receive any penalty cards for that play"."""
    g = prophet_before_seat_1("5C")
    play(g, 1, "5C")                      # wrong: black after black; the prophet says right
    ev = g.apply(0, Action("call", right=True))
    assert any(e.type == "immune" for e in ev) and held(g, 1) == []
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "out"


def test_the_hand_ends_when_an_immune_false_no_play_empties_the_hand() -> None:
    """"A player depletes their hand" (E17): seat 1's false "no play" with one card, the
    prophet ruling it true, moves that card to the mainline with no penalty."""
    g = prophet_before_seat_1("5D")
    g.apply(1, Action("no_play"))         # 5D is red after the 6C: playable
    ev = g.apply(0, Action("no_play_true"))
    assert any(e.type == "deposed" for e in ev) and held(g, 1) == []
    assert zone(g, "mainline")[-1] == "5D"
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "out"


# ----- scores -----------------------------------------------------------------------------------
def prophet_hand(**options: Any) -> parlour.Game:
    """Seat 0 plays wrong, becomes prophet (marker on the sideline card), calls every play
    right; seat 1 plays three wrong cards, seat 2 three right ones and goes out."""
    g = table([["4H", "5S", "3S"], ["8H", "7S", "6H"], ["TS", "9H", "JS"]], "9D",
              tuple(f"{r}C" for r in "23456789") + ("TC",), **options)
    play(g, 0, "4H")
    g.apply(0, Action("prophet"))
    for seat, card, right in [(1, "8H", False), (2, "TS", True), (1, "7S", False),
                              (2, "9H", True), (1, "6H", False), (2, "JS", True)]:
        play(g, seat, card)
        g.apply(0, Action("call", right=right))
    return g


def test_player_prophet_and_dealer_scores() -> None:
    """"scores the difference between the number of cards they hold and the number held by
    whoever had the most"; the prophet "receive[s] a bonus of one point for each correct
    card after their marker and two points for each incorrect card"; the dealer the high
    score, or twice the cards between the starter and the marker when less (R32.4: every
    card played up to the marked one)."""
    g = prophet_hand()
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "out"
    # cards: seat 0 holds 4 (3 - 1 + 2), seat 1 holds 6, seat 2 none; the most is 6
    # prophet: 6 - 4 + 3 mainline + 2 x 3 sideline = 11; dealer: min(11, 2 x 1) = 2
    assert g.view(0)["last_hand"]["scores"] == [11, 0, 6, 2]
    r = g.result()
    assert r is not None and r.scores == [11.0, 0.0, 6.0, 2.0]


def test_dealer_count_mainline_option() -> None:
    """R32.4's option: only mainline cards count between the starter and the marker."""
    g = prophet_hand(dealer_count="mainline")
    assert g.view(0)["last_hand"]["scores"][3] == 0


def test_the_match_ends_when_everyone_has_dealt() -> None:
    """"Game play continues until all players have had a chance to deal. Whoever has the
    highest total score at this point is the winner." (E2: the deal passes left)."""
    g = parlour.new_game("eleusis", 3, seed=5)
    dealers = []
    while not g.is_over():
        s = g.actors()[0]
        if g.view(None)["phase"] == "rule":
            dealers.append(s)
        legal = g.legal_actions(s)
        g.apply(s, Action("no_play") if Action("no_play") in legal else legal[0])
    assert dealers == [2, 0, 1]
    r = g.result()
    assert r is not None and len(r.details["hands"]) == 3
    assert r.scores == [float(sum(h[s] for h in r.details["hands"])) for s in range(3)]
    assert r.winners == [s for s in range(3) if r.scores[s] == max(r.scores)]


def test_a_fresh_deck_joins_when_the_stock_falls_to_four() -> None:
    """R32.6 (Abbott): "If the stock is reduced to four or fewer cards, another 52-card deck
    is added immediately"."""
    g = parlour.new_game("eleusis", 8, seed=6)
    g.apply(7, Action("choose", rule="red-only"))
    assert next(z for z in g.view(0)["zones"] if z["id"] == "stock")["count"] == 5
    black = next(c for c in held(g, 0) if Card.parse(c).suit in (0, 3))
    ev = play(g, 0, black)
    assert any(e.type == "decks" for e in ev)
    assert next(z for z in g.view(0)["zones"] if z["id"] == "stock")["count"] == 5 + 52 - 2


# ----- Eleusis Express ----------------------------------------------------------------------------
def express(hands: list[list[str]], starter: str, stock: tuple[str, ...] = (),
            **kw: Any) -> parlour.Game:
    return table(hands, starter, stock, variant="express", **kw)


def test_express_deals_twelve_cards() -> None:
    """"Players start with twelve cards rather than fourteen"."""
    g = parlour.new_game("eleusis", 4, variant="express", seed=7)
    g.apply(3, Action("choose", rule=ALT))
    assert [len(zone(g, f"hand:{s}")) for s in range(4)] == [12, 12, 12, 0]


def test_express_single_cards_only() -> None:
    """"Only one card may be played at a time—no strings"."""
    g = express([["3S", "4H"], ["5S", "6H"]], "9D")
    assert not any(a.type == "lay" for a in g.legal_actions(0))
    with pytest.raises(IllegalAction, match="one card at a time"):
        lay(g, 0, "3S")


def test_express_true_no_play_gives_a_hand_one_card_smaller() -> None:
    """"If a player correctly declares a no play, they are dealt a new hand with one card
    fewer than the number they had (if they were down to one card the hand ends)"."""
    g = express([["2S", "3S", "4S"], ["2H", "3H", "4H"]], "9D", ("AC", "KC"), rule="red-only")
    g.apply(0, Action("no_play"))
    assert sorted(held(g, 0)) == ["AC", "KC"]
    one = express([["2S"], ["2H"]], "9D", rule="red-only")
    one.apply(0, Action("no_play"))
    assert one.is_over() and one.view(0)["last_hand"]["how"] == "no-play-express"


def test_express_false_no_play_costs_two_cards() -> None:
    """"If they declared no play in error, the dealer plays a correct card from their hand
    to the mainline, and the player receives only two cards as a penalty"."""
    g = express([["2S", "3H", "4S"], ["2H", "3S", "4H"]], "9D", ("AC", "KC"), rule="red-only")
    g.apply(0, Action("no_play"))
    assert zone(g, "mainline") == ["9D", "3H"] and sorted(held(g, 0)) == ["2S", "4S", "AC", "KC"]


def test_express_has_no_prophet_and_no_expulsion() -> None:
    """"There is no prophet and no expulsion"."""
    g = express([["3S", "4H", "5S"], ["6S", "7H", "8S"], ["TS", "9H", "JS"]], "9D",
                ("2C", "3C", "4C", "5C"), expel_mainline=1)
    play(g, 0, "3S")
    assert Action("prophet") not in g.legal_actions(0)
    g.apply(0, Action("pass"))
    play(g, 1, "6S")                       # wrong
    assert g.view(0)["roles"][1] == "" and not g.view(0)["expulsion"]


def test_express_guess_after_a_correct_play_ends_the_hand_when_right() -> None:
    """"they may simply guess it out loud after any correct play. The dealer confirms if they
    are right or wrong (... only an accurate and complete description of the rule). If they
    are right, the hand ends" (E13: an equivalent rule is right)."""
    g = express([["3S", "4H", "5S"], ["6S", "7H", "8S"]], "9D")
    play(g, 0, "3S")
    assert any(a.type == "guess" for a in g.legal_actions(0))
    ev = g.apply(0, Action("guess", rule="card.colour == (black if last.colour == red else red)"))
    assert "that is the rule" in str(ev[-2])
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "guessed"


def test_express_wrong_guess_costs_nothing_and_play_goes_on() -> None:
    g = express([["3S", "4H", "5S"], ["6S", "7H", "8S"]], "9D")
    play(g, 0, "3S")
    g.apply(0, Action("guess", rule="different-suit"))
    assert not g.is_over() and g.actors() == [1] and len(held(g, 0)) == 2
    assert g.view(1)["guesses"] == [{"seat": 0, "rule": "card.suit != last.suit", "right": False,
                                     "at": 2}]


def test_express_a_guess_that_could_not_be_a_rule_is_judged_wrong_not_refused() -> None:
    """Only "an accurate and complete description" is right: half a rule (one that would
    leave no card to play after some starters) is a wrong guess, like any other."""
    g = express([["3S", "4H", "5S"], ["6S", "7H", "8S"]], "9D")
    play(g, 0, "3S")
    with pytest.raises(IllegalAction, match="cannot be judged"):  # unreadable: refused
        g.apply(0, Action("guess", rule="card.rank =="))
    g.apply(0, Action("guess", rule="card.rank == last.rank - 2"))
    assert not g.is_over() and g.view(1)["guesses"][-1]["right"] is False


def test_after_a_play_the_prompt_offers_only_what_may_be_done() -> None:
    g = four()
    play(g, 0, "5S")
    assert g.view(0)["prompt"] == "Declare yourself the prophet or pass"
    g = express([["3S", "4H", "5S"], ["6S", "7H", "8S"]], "9D")
    play(g, 0, "3S")
    assert {a.type for a in g.legal_actions(0)} == {"guess", "pass"}
    assert g.view(0)["prompt"] == "Guess the rule or pass"


def test_express_no_guess_after_a_wrong_play() -> None:
    g = express([["3H", "4H", "5S"], ["6S", "7H", "8S"]], "9D", ("2C", "3C"))
    play(g, 0, "3H")
    assert g.actors() == [1]


def test_express_scores() -> None:
    """"Each player scores twelve points minus one point for each of the cards in their
    hand. A player who depleted their hand scores a three-point bonus (scoring fifteen in
    all). A player who successfully guessed the rule scores a six-point bonus. The dealer's
    score is equal to whatever the highest hand score"."""
    g = express([["3S"], ["6S"]], "9D", hand_size=1)
    play(g, 0, "3S")
    assert g.view(0)["last_hand"]["scores"] == [1 - 0 + 3, 1 - 1, 4]
    twelve = parlour.new_game("eleusis", 3, variant="express", seed=8, options={"deals": 1})
    twelve.apply(2, Action("choose", rule=ALT))
    hand = held(twelve, 0)
    start = zone(twelve, "mainline")[0]
    red = Card.parse(start).suit in (1, 2)
    right = next(c for c in hand if (Card.parse(c).suit in (1, 2)) != red)
    play(twelve, 0, right)
    twelve.apply(0, Action("guess", rule=ALT))
    assert twelve.view(0)["last_hand"]["scores"] == [12 - 11 + 6, 0, 7]


# ----- the human dealer -----------------------------------------------------------------------------
def test_human_dealer_writes_a_sealed_rule_and_judges_each_play() -> None:
    """Human-dealer mode (E4): the dealer's free text is committed as a hash at the start,
    the dealer calls every play, and the text is revealed at the end."""
    deck = ["3S", "4H", "5S", "6H", "9D", "2C", "3C"]
    g = parlour.new_game("eleusis", 3, variant="human", deck=deck,
                         options={"hand_size": 2, "deals": 1})
    text = "Colours alternate, my own words"
    g.apply(2, Action("write", text=text))
    sealed = g.view(0)["sealed"]
    assert g.view(0)["rule"] == "" and g.view(2)["rule"] == text and text not in str(g.view(1))
    play(g, 0, "3S")
    assert g.actors() == [2] and g.view(0)["phase"] == "judge"
    g.apply(2, Action("call", right=False))
    assert zone(g, "sideline") == ["3S"] and len(held(g, 0)) == 1 + 2
    g.apply(1, Action("no_play"))
    assert g.actors() == [2]
    g.apply(2, Action("no_play_false", card="4H"))
    assert zone(g, "mainline") == ["9D", "4H"]
    while not g.is_over():
        s = g.actors()[0]
        legal = g.legal_actions(s)
        g.apply(s, Action("no_play_true") if Action("no_play_true") in legal else
                Action("no_play") if Action("no_play") in legal else legal[-1])
    last = g.view(1)["last_hand"]
    assert last["rule"] == text
    assert hashlib.sha256(f"{last['salt']} {text}".encode()).hexdigest() == sealed


def test_human_dealer_confirms_a_prophets_call() -> None:
    """With a human dealer the prophet calls first, then the dealer rules: a different
    ruling deposes the prophet."""
    deck = ["4H", "6S", "TS", "5S", "7S", "9H", "3S", "8H", "JS", "9D"] + \
        [f"{r}C" for r in "23456789"]
    g = parlour.new_game("eleusis", 4, variant="human", deck=deck,
                         options={"hand_size": 3, "deals": 1})
    g.apply(3, Action("write", text="alternate colours"))
    play(g, 0, "5S")
    g.apply(3, Action("call", right=True))
    g.apply(0, Action("prophet"))
    play(g, 1, "7S")
    g.apply(0, Action("call", right=True))
    assert g.actors() == [3]
    ev = g.apply(3, Action("call", right=False))
    assert any(e.type == "deposed" for e in ev) and len(held(g, 1)) == 2


def test_a_prophet_rules_on_no_play_too() -> None:
    """R32.5: "The prophet takes over all functions, including choosing the legal card"."""
    hands = [["4H", "5S", "3H", "2D", "AD"], ["6S", "7S", "8S", "9S", "TS"],
             ["TC", "9H", "JS", "QS", "KS"]]
    stock = ("2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C")
    g = table(hands, "9D", stock)
    play(g, 0, "5S")
    g.apply(0, Action("prophet"))
    g.apply(1, Action("no_play"))                    # after 5S black: no red card held
    assert g.actors() == [0] and Action("no_play_false", card="6S") in g.legal_actions(0)
    ev = g.apply(0, Action("no_play_true"))          # right: the dealer says "Correct"
    assert any(e.type == "correct" for e in ev) and held(g, 1) == ["2C"]
    g2 = table(hands, "9D", stock)
    play(g2, 0, "5S")
    g2.apply(0, Action("prophet"))
    g2.apply(1, Action("no_play"))
    ev = g2.apply(0, Action("no_play_false", card="6S"))  # wrong: deposed, seat 1 immune
    assert any(e.type == "deposed" for e in ev) and g2.view(0)["prophet"] is None


def test_forty_mainline_cards_start_the_expulsion_period_by_default() -> None:
    """"If not, then it occurs when there are 40 or more cards on the mainline" (E11: the
    starter counts): with 39 cards on the mainline a wrong play costs cards only; at 40 it
    expels."""
    reds = [f"{r}{s}" for s in "HD" for r in "A23456789TJQK"] * 2          # 52 red cards
    hands = [reds[0:13] + ["2S", "5S"], reds[13:26] + ["3S", "6S"], reds[26:39] + ["4S", "7S"]]
    g = table(hands, reds[39], tuple(reds[40:52]), rule="red-only")
    for turn in range(38):                                   # 38 right plays: 39 on the line
        seat = turn % 3
        play(g, seat, hands[seat][turn // 3])
        skip(g, seat)
    assert len(zone(g, "mainline")) == 39 and not g.view(0)["expulsion"]
    for seat, black in [(2, "4S"), (0, "2S"), (1, "3S")]:   # wrong, but nobody is expelled
        play(g, seat, black)
        skip(g, seat)
    assert g.view(0)["roles"][:3] == ["", "", ""]
    play(g, 2, hands[2][12])                                 # the 40th mainline card
    skip(g, 2)
    assert len(zone(g, "mainline")) == 40 and g.view(0)["expulsion"]
    play(g, 0, "5S")                                         # wrong: expelled
    assert g.view(0)["roles"][0] == "Expelled"


def test_the_third_and_fourth_decks_then_penalties_as_far_as_the_stock_goes() -> None:
    """R32.6: a third, then a fourth deck join the stock when it runs low; E7: after that,
    penalty cards are dealt as far as the stock goes (and the verdict says so)."""
    g = parlour.new_game("eleusis", 8, seed=12)
    g.apply(7, Action("choose", rule="red-only"))
    dealt, said = [], []
    for seat in range(4):                      # four whole hands laid as wrong strings
        hand = held(g, seat)
        assert any(Card.parse(c).suit in (0, 3) for c in hand)
        for c in hand[:-1]:
            lay(g, seat, c)
        before = len(held(g, seat))
        ev = play(g, seat, hand[-1])
        dealt.append(len(held(g, seat)) - (before - 1))
        said.append(next(e.data["text"] for e in ev if e.type == "verdict").split("; ")[-1])
        skip(g, seat)
    # 5 cards left in the stock after the deal, 104 in the two spare decks: 109 to deal
    assert dealt == [28, 28, 28, 25]
    assert said[2] == "seat 2 is dealt 28 cards"
    assert said[3] == "seat 3 is dealt 25 of 28 cards (the stock is spent)"
    full = {z["id"]: z for z in g.full_view()["zones"]}
    assert full["stock"]["cards"] == [] and full["spares"]["cards"] == []
    assert not g.is_over() and g.actors() == [4]


def test_a_hand_is_called_off_at_the_turn_limit() -> None:
    """E8: after ``turn_limit`` turns the hand is scored as it stands."""
    blacks = [[f"{r}S" for r in "A23456789T"], [f"{r}C" for r in "A23456789T"]]
    g = table(blacks, "9D", rule="red-only", turn_limit=10)
    for turn in range(10):
        seat = turn % 2
        play(g, seat, blacks[seat][turn // 2])
    assert g.is_over() and g.view(0)["last_hand"]["how"] == "limit"


def test_cards_shown_in_a_no_play_stay_known_to_everyone() -> None:
    """E9: the exposed hand is picked up again, and the table remembers what it saw; the
    penalty cards dealt afterwards stay hidden."""
    g = table([["2S", "3H", "4S", "5H", "6S"], ["2H", "3S", "4H", "5S", "6H"]], "9D",
              ("AC", "2C", "3C", "4C", "5C"), rule="red-only")
    g.apply(0, Action("no_play"))
    seen_by_1 = zone(g, "hand:0", 1)
    assert sorted(c for c in seen_by_1 if c != "??") == ["2S", "4S", "5H", "6S"]
    assert seen_by_1.count("??") == 5


def test_human_dealer_overrules_a_prophets_no_play_call() -> None:
    """E12: with a human dealer, a prophet's "no play" call is correct only if the dealer
    rules the same way."""
    deck = ["4H", "6S", "TS", "5S", "7S", "9H", "3S", "8S", "JS", "2H", "2S", "2D", "9D"] + \
        [f"{r}C" for r in "23456789"]
    g = parlour.new_game("eleusis", 4, variant="human", deck=deck,
                         options={"hand_size": 4, "deals": 1})
    g.apply(3, Action("write", text="red and black alternate"))
    play(g, 0, "5S")
    g.apply(3, Action("call", right=True))
    g.apply(0, Action("prophet"))
    g.apply(1, Action("no_play"))               # seat 1 holds 6S 7S 8S 2S
    g.apply(0, Action("no_play_true"))          # the prophet: true
    assert g.actors() == [3]
    ev = g.apply(3, Action("no_play_false", card="7S"))  # the dealer: the 7♠ plays
    assert any(e.type == "deposed" for e in ev) and any(e.type == "immune" for e in ev)
    assert zone(g, "mainline") == ["9D", "5S", "7S"] and len(held(g, 1)) == 3


def test_between_hands_no_seal_shows_until_the_next_rule() -> None:
    """The last hand's seal is told in ``last_hand``; the next dealer's table shows none
    until they choose their rule (it looked like a seal for the new hand)."""
    g = table([["2H"], ["3H"]], "4C", deals=2)
    while g.view(None)["phase"] != "rule" and not g.is_over():
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])
    assert g.view(None)["phase"] == "rule"
    assert g.view(None)["sealed"] == "" and g.view(g.waiting_for()[0])["sealed"] == ""
    assert g.view(None)["last_hand"]["sealed"]



def test_the_judges_prompt_names_what_is_judged() -> None:
    """A "No play" or a guess is judged as such, not as "the play"."""
    from parlour.games.eleusis.words import prompt

    assert prompt(3, "judge", 1, 3, 3, True, judged=("no_play", 2)) == \
        "Right or wrong? Judge seat 2's \"No play\""
    assert prompt(0, "call", 1, 3, 2, False, judged=("guess", 1)) == "Seat 3 is judging seat 1's guess"
    assert prompt(0, "judge", 1, 3, 3, True) == "Seat 3 is judging the play"
