"""The game kit's pieces on their own: parameter kinds, zones that move cards with
their knowledge, options, the minimum interval of real-time games, the Python API."""

from __future__ import annotations

import dataclasses

import pytest

import parlour
from parlour.cards import Card, card_name
from parlour.engine import Action, Event, Game, Result
from parlour.engine.actions import AnyList, Bool, CardList, CardParam, Int, Text
from parlour.engine.options import RealtimeOptions, opt, option_schema
from parlour.engine.rng import Rng
from parlour.engine.zones import Grid, Zone
from parlour.errors import IllegalAction
from tests.engine.toy import Toy

# ----- parameter kinds ------------------------------------------------------------------------


def test_int_domains_may_depend_on_the_table() -> None:
    p = Int(1, lambda players, o: players * 2)
    assert p.values(3, None) == [1, 2, 3, 4, 5, 6]
    assert p.check(4, "x") == 4
    for bad in (True, 1.0, "4", None):
        with pytest.raises(IllegalAction, match="whole number"):
            p.check(bad, "parameter 'slot' of 'swap'")
    assert Int().values(2, None) is None  # open-ended


def test_card_parameters_accept_every_spelling_and_store_the_short_form() -> None:
    p = CardParam()
    for spelling in ("TH", "10H", "10h", "T♥", "t♡", " 10H "):
        assert p.check(spelling, "card") == "TH"
    assert p.check("Q♠", "card") == "QS" and p.check("JK", "card") == "JK"
    for bad, why in (("11H", "not a card"), ("", "not a card"), (7, "must be a card")):
        with pytest.raises(IllegalAction, match=why):
            p.check(bad, "parameter 'card' of 'play'")
    assert len(p.values(4, None) or []) == 52
    assert card_name("qs") == "QS" and card_name("1Z") is None


def test_card_lists_texts_and_flags() -> None:
    assert CardList(most=2).check(["10h", "3♣"], "cards") == ["TH", "3C"]
    with pytest.raises(IllegalAction, match="at most 2"):
        CardList(most=2).check(["AH", "2H", "3H"], "cards")
    with pytest.raises(IllegalAction, match=r"cards\[0\]"):
        CardList().check([{}], "cards")
    assert Text(("stock", "discard")).values(2, None) == ["stock", "discard"]
    assert Bool().values(2, None) == [False, True]
    with pytest.raises(IllegalAction, match="must be a list"):
        AnyList().check("x", "ids")


def test_actions_are_checked_against_the_schema_when_applied() -> None:
    g = parlour.new_game("toy", 2, seed=3)
    with pytest.raises(IllegalAction, match="must be a whole number"):
        g.apply(0, Action("play", index="0"))
    with pytest.raises(IllegalAction, match="has no parameter 'card'"):
        g.apply(0, Action("play", index=0, card="AS"))
    with pytest.raises(IllegalAction, match="you hold no card 9"):
        g.apply(0, Action("play", index=9))
    assert g.explain(0, Action("play", index=9)) == "you hold no card 9"
    assert g.is_legal(0, Action("play", index=0)) and not g.is_legal(1, Action("draw"))
    assert g.record()["actions"] == []


def test_unhashable_or_foreign_actions_are_refused_after_legal_actions_were_listed() -> None:
    g = parlour.new_game("toy", 2, seed=3)
    g.legal_actions(0)
    for junk in (["discard"], {"type": 3}, "draw", 0):
        with pytest.raises(IllegalAction):
            g.apply(0, junk)  # type: ignore[arg-type]


def test_seats_must_be_exact_ints() -> None:
    g = parlour.new_game("toy", 2, seed=3)
    for bad in (True, 1.0, "0", None, 2, -1):
        with pytest.raises(IllegalAction, match="seat"):
            g.apply(bad, Action("draw"))  # type: ignore[arg-type]
        with pytest.raises(IllegalAction, match="seat"):
            g.legal_actions(bad)  # type: ignore[arg-type]
    g.apply(0, Action("draw"))
    assert parlour.replay(g.record()).full_view() == g.full_view()


def test_action_from_text_reads_the_terminal_words() -> None:
    g = parlour.new_game("toy", 2, seed=3)
    assert Action.from_text(g, "draw") == Action("draw")
    assert Action.from_text(g, "play 2") == Action("play", index=2)
    with pytest.raises(IllegalAction, match="names no legal action"):
        Action.from_text(g, "fly")
    s = parlour.new_game("spades", seed=7)
    assert Action.from_text(s, "bid 4") == Action("bid", tricks=4)


# ----- zones ----------------------------------------------------------------------------------


def _cards(*texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts]


def test_moving_a_card_carries_its_face_and_knowledge_unless_replaced() -> None:
    stock, hand, table = Zone("stock", "pile"), Zone("hand:0", "hand", 0), Zone("table", "row")
    stock.fill(_cards("2C", "7H", "QS"))
    assert stock.move_to(hand, known=0b01) == Card.parse("QS")
    assert (hand.cards, hand.up, hand.known) == (_cards("QS"), [False], [0b01])
    stock.move_to(hand, 0, learn=0b10)  # the bottom card, now known to seat 1 only
    assert hand.cards == _cards("QS", "2C") and hand.known == [0b01, 0b10]
    hand.move_card(Card.parse("QS"), table, up=True, known=0b11)
    assert (table.cards, table.up, table.known) == (_cards("QS"), [True], [0b11])
    assert len(hand.cards) == len(hand.up) == len(hand.known) == 1
    moved = table.move_all(stock)
    assert moved == _cards("QS") and stock.cards == _cards("7H", "QS") and not table.cards
    assert stock.up == [False, True]  # the moved card stays face up until turned down


def test_a_move_into_a_taken_or_missing_slot_is_refused_before_anything_moves() -> None:
    a, b = Grid("grid:0", "grid", 0), Grid("grid:1", "grid", 1)
    a.lay_out(_cards("AS", "KD"))
    b.lay_out([Card.parse("5C"), None])
    for slot, why in ((0, "not empty"), (5, "no position 5")):
        with pytest.raises(ValueError, match=why):
            a.move_to(b, 0, slot=slot)
    z = Zone("hand", "hand")
    z.fill(_cards("2C"))
    with pytest.raises(ValueError, match="no position 7"):
        z.move_to(b, 0, slot=7)
    assert a.cards == _cards("AS", "KD") and b.cards == [Card.parse("5C"), None] and len(z) == 1
    a.move_to(b, 1, slot=1)
    assert b.cards == _cards("5C", "KD")


def test_list_parameters_keep_their_element_types() -> None:
    assert Action("x", ids=[1]) != Action("x", ids=[True])
    assert Action("x", ids=[1], n=2) != Action("x", ids=[True], n=2)
    assert Action("x", ids=[1]) == Action("x", ids=(1,))


def test_a_game_class_without_a_check_for_an_action_type_is_refused() -> None:
    with pytest.raises(TypeError, match="no verify_fly/do_fly pair"):
        class Broken(Tap):
            name = "broken"
            ACTIONS = {"tap": {}, "fly": {}}


def test_moving_a_zone_onto_itself_is_refused_and_loses_nothing() -> None:
    pile, grid = Zone("pile", "pile"), Grid("layout", "grid")
    pile.fill(_cards("2C", "7H"))
    grid.lay_out(_cards("AS", "KD"))
    for z in (pile, grid):
        with pytest.raises(ValueError, match="onto their own zone"):
            z.move_all(z)
    assert pile.cards == _cards("2C", "7H") and grid.cards == _cards("AS", "KD")


def test_a_blind_swap_between_grids_keeps_what_each_seat_saw() -> None:
    a, b = Grid("grid:0", "grid", 0), Grid("grid:1", "grid", 1)
    a.lay_out(_cards("AS", "KD"), known=0b01)
    b.lay_out(_cards("5C", "9H"), known=0b10)
    card = a.move_to(b, 1, slot=2)  # into a new slot at the end
    assert card == Card.parse("KD") and a.cards == [Card.parse("AS"), None]
    assert b.cards[2] == Card.parse("KD") and b.known[2] == 0b01
    b.move_to(a, 0, slot=1)
    assert a.cards == _cards("AS", "5C") and a.known == [0b01, 0b10]
    assert b.slots() == [1, 2] and b.count() == 2
    with pytest.raises(ValueError, match="empty"):
        b.take(0)


def test_grids_shuffle_only_their_cards_and_forget_them() -> None:
    g = Grid("layout", "grid")
    g.lay_out([*_cards("AS", "2S"), None, *_cards("3S")], up=True, known=0b1)
    g.shuffle(Rng(4))
    assert g.cards[2] is None and sorted(c for c in g.cards if c is not None) == _cards("AS", "2S", "3S")
    assert g.up == [False] * 4 and g.known == [0] * 4


def test_views_show_only_what_a_seat_may_see() -> None:
    hand = Zone("hand:0", "hand", 0)
    hand.fill(_cards("AS", "KD"), known=0b01)
    assert hand.view(0)["cards"] == ["AS", "KD"]
    assert hand.view(1)["cards"] == ["??", "??"] and hand.view(None)["cards"] == ["??", "??"]


# ----- options --------------------------------------------------------------------------------


def test_opt_declares_an_option_in_one_line() -> None:
    @dataclasses.dataclass(frozen=True)
    class Options:
        target: int = opt(500, "points that win", min=10)
        quick: bool = opt(False, "a shorter game")

    schema = option_schema(Options)
    assert schema["target"] == {"default": 500, "help": "points that win", "kind": "int", "min": 10}
    assert schema["quick"]["kind"] == "bool"


# ----- a real-time toy: the minimum interval ----------------------------------------------------


@dataclasses.dataclass(frozen=True)
class TapOptions(RealtimeOptions):
    taps: int = opt(3, "taps that win")


class Tap(Game):
    """Whoever taps three times first wins; anyone may tap at any time."""

    name = "tap"
    title = "Tap"
    family = "test"
    summary = "Tap first."
    timing = "realtime"
    Options = TapOptions
    ACTIONS = {"tap": {}}
    CLAIMS = frozenset({"tap"})
    COPY_FIELDS = ("count",)

    def setup(self) -> None:
        self.count = [0] * self.players

    def _actors(self) -> list[int]:
        return list(range(self.players))

    def _waiting(self) -> list[int]:
        return []

    def _legal(self, seat: int) -> list[Action]:
        return [Action("tap")]

    def verify_tap(self, seat: int, action: Action) -> None:
        return None

    def do_tap(self, seat: int, _: None) -> list[Event]:
        self.count[seat] += 1
        return [Event("tap", seat, {"text": f"Seat {seat} taps"})]

    def is_over(self) -> bool:
        return max(self.count) >= self.options.taps

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        w = self.count.index(max(self.count))
        return Result([float(c) for c in self.count], [w], [1 if s == w else 2 for s in range(self.players)],
                      f"seat {w} tapped {self.options.taps} times first")


def test_one_player_cannot_act_again_within_the_minimum_interval() -> None:
    g = Tap(2, seed=1)
    g.apply(0, Action("tap"), at=1000)
    with pytest.raises(IllegalAction, match="too quick: seat 0 acted 1 ms ago"):
        g.apply(0, Action("tap"), at=1001)
    assert g.count == [1, 0] and g.earliest(0) == 1120
    g.apply(1, Action("tap"), at=1001)  # another player is not held back
    g.apply(0, Action("tap"), at=1120)
    assert g.count == [2, 1]
    fast = Tap(2, seed=1, options={"min_interval": 0})
    fast.apply(0, Action("tap"), at=5)
    fast.apply(0, Action("tap"), at=5)
    with pytest.raises(parlour.InvalidOption, match="at most 1000"):
        Tap(2, seed=1, options={"min_interval": 5000})


class OnceTap(Tap):
    """Each seat may tap once."""

    def verify_tap(self, seat: int, action: Action) -> None:
        if self.count[seat]:
            raise IllegalAction(f"seat {seat} has tapped already")


def test_an_illegal_claim_says_why_before_it_is_too_quick() -> None:
    g = OnceTap(2, seed=1)
    g.apply(0, Action("tap"), at=1000)
    with pytest.raises(IllegalAction, match="seat 0 has tapped already"):
        g.apply(0, Action("tap"), at=1001)  # too quick as well: the rule is the reason to give
    with pytest.raises(IllegalAction, match="time 999 ms is earlier than the game clock"):
        g.apply(1, Action("tap"), at=999)  # the clock comes first: legality depends on it
    assert g.count == [1, 0] and g.now == 1000


# ----- the Python API -------------------------------------------------------------------------


def test_repr_str_events_and_results_read_well() -> None:
    g = parlour.new_game("toy", 2, seed=3, deck=["AS", "KH", "2C", "3D", "4S", "5H", "QC"])
    assert repr(g) == "<Toy plain, 2 players, seat 0 to act>"
    assert "hand:0 [seat 0]: (AS) (2C) (4S)" in str(g)
    (ev,) = g.apply(0, Action("draw"))
    assert ev.public() == {"type": "drew", "seat": 0} and str(ev) == "drew by seat 0"
    res = Result([3.0, 1.0], [0], [1, 2], "seat 0 has more")
    assert str(res) == "seat 0 has more"
    assert set(res.to_json()) == {"scores", "winners", "placing", "reason", "details"}


def test_public_names_and_the_games_list() -> None:
    assert set(parlour.__all__) >= {"Action", "Card", "Event", "Game", "GameInfo", "IllegalAction",
                                    "InvalidOption", "InvalidRecord", "Result", "games", "new_game",
                                    "replay"}
    for name in parlour.__all__:
        assert getattr(parlour, name) is not None
    infos = parlour.games()
    assert [i.name for i in infos] == sorted(i.name for i in infos)
    assert all(i.title and i.min_players <= i.max_players for i in infos)
    assert isinstance(Toy.rules_text, str)




def test_verify_is_told_only_about_the_very_actions_legal_actions_listed() -> None:
    """``Game.from_list`` is True inside a verify only for an action that ``apply`` found by
    identity in this state's legal list; an equal action built by the caller, ``explain``,
    and anything after the check see False."""
    seen: list[bool] = []

    class Watched(Toy):
        def verify_play(self, seat: int, action: Action) -> int:
            seen.append(self.from_list)
            return super().verify_play(seat, action)

    g = Watched(2, seed=3)
    listed = g.legal_actions(0)[0]
    assert g.explain(0, listed) is None and seen == [False]
    g.apply(0, Action("play", index=0))  # equal to a listed action, but not the object itself
    assert seen == [False, False] and g.from_list is False
    g.apply(1, g.legal_actions(1)[0])
    assert seen == [False, False, True] and g.from_list is False
    with pytest.raises(IllegalAction):
        g.apply(0, Action("play", index=4))  # refused: the flag is reset all the same
    assert seen[-1] is False and g.from_list is False
