"""The core contract, checked on a toy game."""

import json

import pytest

import parlour
from parlour.cards import Card, deck52, multi_deck, parse_cards
from parlour.engine import Action, Rng
from parlour.engine.zones import Zone
from parlour.testing import check_properties


def test_card_parsing_and_text():
    assert str(Card.parse("Q♠")) == "QS"
    assert Card.parse("10h") == Card.parse("TH") == Card.make(10, 2)
    assert Card.parse("jk").is_joker
    with pytest.raises(parlour.InvalidOption, match="not a card"):
        Card.parse("ZZ")
    assert len(set(deck52())) == 52
    assert len(set(multi_deck(8))) == 416
    two = parse_cards(["AS", "AS"])
    assert two[0] != two[1] and two[0].face == two[1].face


def test_rng_is_deterministic_and_cheap_to_copy():
    a, b = Rng(7), Rng(7)
    assert [a.below(100) for _ in range(20)] == [b.below(100) for _ in range(20)]
    c = a.copy()
    assert a.next64() == c.next64()


def test_new_game_validates_everything():
    with pytest.raises(parlour.InvalidOption, match="unknown game"):
        parlour.new_game("nope")
    with pytest.raises(parlour.InvalidOption, match="2 to 3 players, not 5"):
        parlour.new_game("toy", 5)
    with pytest.raises(parlour.InvalidOption, match="no variant 'x'"):
        parlour.new_game("toy", 2, variant="x")
    with pytest.raises(parlour.InvalidOption, match="unknown option 'colour'"):
        parlour.new_game("toy", 2, options={"colour": 1})
    with pytest.raises(parlour.InvalidOption, match="whole number"):
        parlour.new_game("toy", 2, options={"hand_size": "3"})
    with pytest.raises(parlour.InvalidOption, match="at most 5"):
        parlour.new_game("toy", 2, options={"hand_size": 9})
    assert issubclass(parlour.InvalidOption, ValueError)
    g = parlour.new_game("toy:big", 2, seed=1)
    assert g.options.hand_size == 5 and g.variant == "big"
    assert parlour.new_game("toy:big", 2, options={"hand_size": 4}).options.hand_size == 4


def test_a_variant_fixes_its_yes_no_and_choice_options():
    """An option that contradicts what the variant is gets refused, naming it; the same
    value (as a record replays) and a changed starting number or text are taken."""
    with pytest.raises(parlour.InvalidOption, match="crazy-hilo8 sets hilo to True; leave hilo"):
        parlour.new_game("pineapple", variant="crazy-hilo8", options={"hilo": False})
    with pytest.raises(parlour.InvalidOption, match="sets first_to_act to 'highest'"):
        parlour.new_game("soko", variant="high-acts-first", options={"first_to_act": "lowest"})
    g = parlour.new_game("pineapple", variant="crazy-hilo8", options={"hilo": True}, seed=2)
    assert parlour.replay(g.record()).options == g.options
    express = parlour.new_game("eleusis", 4, variant="express", options={"hand_size": 10})
    assert express.options.express and express.options.hand_size == 10
    gestures = "wave,clap,stomp,wink"
    assert parlour.new_game("salute-the-king:custom-gestures", 4,
                            options={"gestures": gestures}).options.gestures == gestures


def test_every_variant_refuses_a_contradiction_of_each_option_it_fixes():
    from parlour.engine.options import fixed_by_variant, option_schema
    from parlour.engine.registry import game_class

    checked = 0
    for info in parlour.games():
        cls = game_class(info.name)
        schema = option_schema(cls.Options)
        for variant, (_, preset) in cls.VARIANTS.items():
            for name in fixed_by_variant(cls.Options, preset):
                spec = schema[name]
                other = (not preset[name] if spec["kind"] == "bool" else
                         next(c for c in spec["choices"] if c != preset[name]))
                with pytest.raises(parlour.InvalidOption, match=f"sets {name} to"):
                    parlour.new_game(info.name, variant=variant, options={name: other})
                checked += 1
    assert checked >= 30


def test_games_lists_registered_games():
    infos = {i.name: i for i in parlour.games()}
    assert infos["toy"].variants == {"plain": "Plain", "big": "Five cards"}
    assert infos["toy"].options["hand_size"]["default"] == 3


def test_stacked_deck_top_card_first():
    g = parlour.new_game("toy", 2, seed=3, deck=["AS", "KH", "2C", "3D", "4S", "5H", "QC"])
    assert g.zones["hand:0"].cards == parse_cards(["AS", "2C", "4S"])
    assert g.zones["hand:1"].cards == parse_cards(["KH", "3D", "5H"])
    assert g.zones["stock"].top() == Card.parse("QC")
    with pytest.raises(parlour.InvalidOption, match="not in this pack"):
        parlour.new_game("toy", 2, deck=["AS", "AS"])


def test_views_hide_what_a_seat_may_not_see():
    g = parlour.new_game("toy", 2, seed=3, deck=["AS", "KH", "2C", "3D", "4S", "5H"])
    v0 = {z["id"]: z for z in g.view(0)["zones"]}
    assert v0["hand:0"]["cards"] == ["AS", "2C", "4S"]
    assert v0["hand:1"]["cards"] == ["??", "??", "??"]
    assert v0["stock"]["count"] == 46 and v0["stock"]["top"] == "??"
    spectator = {z["id"]: z for z in g.view(None)["zones"]}
    assert spectator["hand:0"]["cards"] == ["??"] * 3


def test_illegal_action_raises_with_reason_and_changes_nothing():
    g = parlour.new_game("toy", 2, seed=3)
    before = json.dumps(g.full_view(), sort_keys=True)
    with pytest.raises(parlour.IllegalAction, match="it is seat 0's turn"):
        g.apply(1, Action("draw"))
    with pytest.raises(parlour.IllegalAction, match="unknown action type"):
        g.apply(0, {"type": "fly"})
    with pytest.raises(parlour.IllegalAction, match="needs parameter 'index'"):
        g.apply(0, {"type": "play"})
    with pytest.raises(parlour.IllegalAction, match="not at this table"):
        g.apply(7, Action("draw"))
    assert json.dumps(g.full_view(), sort_keys=True) == before
    assert g.record()["actions"] == []


def test_events_carry_secrets_only_to_their_audience():
    g = parlour.new_game("toy", 2, seed=3, deck=["AS", "KH", "2C", "3D", "4S", "5H", "QC"])
    (ev,) = g.apply(0, Action("draw"))
    assert ev.for_seat(0)["card"] == "QC"
    assert "card" not in ev.for_seat(1) and "card" not in ev.for_seat(None)


def test_clone_is_independent():
    g = parlour.new_game("toy", 2, seed=3)
    c = g.clone()
    c.apply(0, Action("play", index=0))
    assert g.zones["table"].count() == 0 and c.zones["table"].count() == 1
    assert g.played == [0, 0] and c.played == [1, 0]


def test_record_replays_exactly_through_json():
    g = parlour.new_game("toy", 2, seed=11)
    g.apply(0, Action("draw"))
    g.apply(0, Action("play", index=3))
    rec = json.loads(json.dumps(g.record()))
    r = parlour.replay(rec)
    assert r.full_view() == g.full_view()
    with pytest.raises(parlour.InvalidRecord, match="does not apply"):
        parlour.replay({**rec, "actions": rec["actions"] + [{"seat": 0, "action": {"type": "draw"}}]})


def test_determinize_keeps_what_the_seat_knows():
    g = parlour.new_game("toy", 2, seed=5)
    w = g.determinize(0, Rng(1))
    assert w.zones["hand:0"].cards == g.zones["hand:0"].cards
    assert sorted(w.zones["hand:1"].cards + w.zones["stock"].cards) == sorted(
        g.zones["hand:1"].cards + g.zones["stock"].cards)
    assert w.zones["hand:1"].cards != g.zones["hand:1"].cards


def test_same_seed_same_game():
    a = parlour.new_game("toy", 3, seed=99)
    b = parlour.new_game("toy", 3, seed=99)
    assert a.full_view() == b.full_view()


def test_time_cannot_go_backwards():
    g = parlour.new_game("toy", 2, seed=1)
    g.advance(100)
    with pytest.raises(parlour.IllegalAction, match="earlier than the game clock"):
        g.apply(0, Action("draw"), at=50)


def test_property_checks_pass_on_the_toy_game():
    games = check_properties("toy", 2, range(20))
    assert all(g.is_over() for g in games)
    check_properties("toy", 3, range(5), variant="big")


def test_leak_checker_catches_a_leaky_event(monkeypatch):
    from parlour.engine import Event
    from tests.engine.toy import Toy

    orig = Toy.do_play

    def leaky(self, seat, index):
        events = orig(self, seat, index)
        other = self.zones[f"hand:{1 - seat}"].cards[0]
        return events + [Event("oops", seat, {"card": str(other)})]

    monkeypatch.setattr(Toy, "_RULES", {**Toy._RULES, "play": (Toy.verify_play, leaky)})
    with pytest.raises(AssertionError, match="leak"):
        check_properties("toy", 2, range(3))


def test_actions_of_other_value_types_are_not_equal():
    assert Action("play", index=1) != Action("play", index=True)
    assert Action("play", index=1) != Action("play", index=1.0)
    assert len({Action("play", index=1), Action("play", index=True)}) == 2


def test_a_bool_or_float_parameter_is_refused_even_after_legal_actions_were_cached():
    g = parlour.new_game("toy", 2, seed=3)
    g.legal_actions(0)  # fills the cache the fast path reads
    for bad in (True, 1.0):
        with pytest.raises(parlour.IllegalAction):
            g.apply(0, Action("play", index=bad))
    assert g.record()["actions"] == []


def test_clone_does_not_share_stacked_decks():
    g = parlour.new_game("toy", 2, seed=3, deck=[["AS", "KH"], ["2C", "3D"]])
    c = g.clone()
    c._stacks.pop(0)
    assert len(g._stacks) == 1


def test_seat_port_labels_only_its_own_legal_actions():
    from parlour.bots.base import SeatPort

    g = parlour.new_game("toy", 2, seed=3)
    port = SeatPort(g, 1)
    with pytest.raises(parlour.IllegalAction):
        port.label(Action("draw"))
    assert SeatPort(g, 0).label(Action("draw"))


def test_shuffle_is_the_plain_fisher_yates_over_next64():
    """The inlined shuffle, and the NumPy draws used from VECTOR_FROM items on, must give
    exactly the numbers of next64 (records depend on it), on both sides of the threshold
    and whatever the generator's state (wrapping past 2**64 included)."""
    from parlour.engine.rng import VECTOR_FROM

    for n in (0, 1, 2, VECTOR_FROM - 1, VECTOR_FROM, 52, 104, 1000):
        for seed in (0, 1, 42, 2**40 + 3, 2**64 - 1):
            fast, slow = Rng(seed), Rng(seed)
            slow.state = fast.state = (fast.state + seed * n) % 2**64
            items = list(range(n))
            fast.shuffle(items)
            ref = list(range(n))
            for i in range(n - 1, 0, -1):
                j = ((slow.next64() >> 32) * (i + 1)) >> 32
                ref[i], ref[j] = ref[j], ref[i]
            assert items == ref and fast.state == slow.state, (n, seed)


def test_below_is_next64_scaled_into_its_range():
    """``below`` computes the splitmix64 step itself (a playout's hot path); it must give
    exactly ``((next64() >> 32) * n) >> 32`` and leave the same state (records depend on it)."""
    for seed in (0, 1, 42, 2**40 + 3, 2**64 - 1):
        fast, slow = Rng(seed), Rng(seed)
        for k in range(500):
            n = 1 + (k * 7919) % 60
            assert fast.below(n) == ((slow.next64() >> 32) * n) >> 32, (seed, k)
        assert fast.state == slow.state


def test_deck52_gives_a_fresh_list_each_time():
    a = deck52()
    a.pop()
    assert len(deck52()) == 52


def test_a_silent_timer_due_exactly_at_the_new_time_is_recorded():
    """A timer firing at exactly the advanced-to time, with no events, still goes in the
    record, so a replay fires it too (it moved the clock and may change the state)."""
    import types

    g = parlour.new_game("toy", 2, seed=1)
    fired: list[int] = []
    g._deadline = types.MethodType(lambda self: None if fired else 100, g)  # type: ignore[method-assign]
    g._advance = types.MethodType(lambda self, ms: fired.append(ms) or [], g)  # type: ignore[method-assign]
    assert g.advance(100) == [] and fired == [100]
    assert {"advance": 100} in g.record()["actions"]


def test_memory_zones_hide_known_face_down_cards_from_the_seats_that_must_remember() -> None:
    """``memory=True``: every seat must remember (views hide what it knows, ``assist``
    shows it); ``memory="others"``: the owner sees what it knows, the others must
    remember the cards they saw go in."""
    for memory, owner_sees in ((True, False), ("others", True), (False, True)):
        z = Zone("held:0", "hand", 0, memory=memory)
        z.push(Card(5), up=False, known=0b11)  # seats 0 and 1 both know it
        assert (z.view(0)["cards"] == [str(Card(5))]) is owner_sees, memory
        assert (z.view(1)["cards"] == [str(Card(5))]) is (memory is False), memory
        assert z.view(1, assist=True)["cards"] == [str(Card(5))]
        assert z.view(None)["cards"] == ["??"]
        assert z.remembers(1) is bool(memory) and z.remembers(0) is (memory is True)


def test_a_spectator_sees_a_face_down_card_only_when_every_seat_knows_it() -> None:
    """A card every seat saw (taken from a face-up pile) is public: a spectator's view
    shows it; one that only some seats know, or one in a zone players must remember, not."""
    z = Zone("hand:0", "hand", 0)
    z.push(Card(5), up=False, known=0b11)
    z.push(Card(6), up=False, known=0b01)
    assert z.view(None, everyone=0b11)["cards"] == [str(Card(5)), "??"]
    assert z.view(None, everyone=0b111)["cards"] == ["??", "??"]  # a third seat does not know
    assert z.view(None)["cards"] == ["??", "??"]
    remembered = Zone("held:0", "hand", 0, memory="others")
    remembered.push(Card(5), up=False, known=0b11)
    assert remembered.view(None, everyone=0b11)["cards"] == ["??"]


def test_offered_types_are_the_types_of_the_legal_actions() -> None:
    g = parlour.new_game("toy", 2, seed=3)
    assert g.offered_types(0) == {a.type for a in g.legal_actions(0)} and g.offered_types(0)
    assert g.offered_types(1) == frozenset() and g.offered_types(None) == frozenset()
