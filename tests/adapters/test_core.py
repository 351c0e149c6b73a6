"""The adapters' shared machinery (numpy only): catalogues, masks, observations, decisions."""

from __future__ import annotations

import numpy as np
import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.adapters import PASS, Table, generic_catalogue, reward, spec_for
from parlour.cards import deck52
from parlour.engine import Result, registry
from parlour.engine.actions import schema
from parlour.engine.rng import Rng
from parlour.games.cactus import encoding as cactus_ids
from parlour.testing import relabel, unknown_to
from tests.engine.toy import Toy

TABLES = [("cactus:denexa", 2, {}), ("cactus:wikipedia", 2, {}), ("cactus:wikipedia", 3, {}),
          ("cactus:wikipedia", 6, {}), ("cactus:wikipedia", 3, {"assist": True})]
CARDS = [str(c) for c in deck52()]
CACTUS_RANGES = {"draw": {"source": ["stock", "discard"]}, "swap": {"slot": range(52)},
                 "peek": {"slot": range(52)}, "double": {"slot": range(52)},
                 "match": {"slot": range(52), "top": CARDS},  # "top" if the game's match names it
                 "blind_swap": {"slot": range(52), "their_slot": range(52)}}


def deal(g0: list[str], g1: list[str], stock: list[str]) -> list[str]:
    """A two-player Cactus deck: seat 1 and seat 0 alternate, slot by slot, then the stock."""
    return [c for pair in zip(g1, g0) for c in pair] + stock


def play_random(table: Table, rng: Rng, steps: int, check=None) -> None:
    """Random legal ids (passes a claim half the time) for up to ``steps`` decisions."""
    for _ in range(steps):
        d = table.decision()
        if d is None:
            return
        if check is not None:
            check(table)
        seat, optional = d
        ids = table.legal_ids(seat)
        if optional and rng.random() < 0.5:
            table.play(seat, table.pass_id)
        else:
            table.play(seat, rng.choice(ids))


# ----- catalogues -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 6])
def test_cactus_ids_round_trip_and_follow_the_documented_layout(players: int) -> None:
    g = parlour.new_game("cactus:wikipedia", players, seed=1)
    cat = spec_for(g).catalogue
    assert cat.size == cactus_ids.size(players) == 7 + (players + 3) * 52 + (players - 1) * 52 * 52
    for seat in range(players):
        assert [cat.id(seat, a) for a in cat.actions(seat)] == list(range(cat.size))
        assert [cat.action(seat, i) for i in range(cat.size)] == list(cat.actions(seat))
    S, n = 52, players
    me = n - 1
    assert cat.action(me, 0) == Action("draw", source="stock")
    assert cat.action(me, 4) == Action("call")
    assert cat.action(me, 7 + 5) == Action("swap", slot=5)
    assert cat.action(me, 7 + S + 3) == Action("match", slot=3)
    assert cat.action(me, 7 + 2 * S + 1) == Action("double", slot=1)
    assert cat.action(me, 7 + 3 * S + 2) == Action("peek", seat=me, slot=2)
    assert cat.action(me, 7 + 4 * S + 2) == Action("peek", seat=0, slot=2)  # opponent 1 = next seat
    i, o, j = 3, 1, 50
    assert cat.action(me, 7 + (n + 3) * S + ((o - 1) * S + i) * S + j) == \
        Action("blind_swap", slot=3, seat=0, their_slot=50)
    # every catalogue action is a well-formed action of the game's schema, or a template
    # match(slot) when the game's match also names the top it claims (not a choice)
    schema = type(g).ACTIONS
    for a in cat.actions(me)[:: max(1, cat.size // 500)] + cat.actions(me)[7 + S:7 + 2 * S]:
        if set(dict(a.params)) == set(schema[a.type]):
            assert parlour.Action.from_json("cactus", a.to_json()) == a
        else:
            assert a.type == "match" and set(schema["match"]) == {"slot", "top"}
            assert cat.id(me, Action("match", slot=a.slot, top="KH")) == cat.id(me, a)
    assert {a.type for a in cat.actions(0)} == set(type(g).ACTIONS)


def test_generic_catalogue_falls_back_to_legal_index_blocks_and_takes_declared_ranges() -> None:
    g = parlour.new_game("cactus", 2, seed=1)
    cls = type(g)
    # without ranges: a type whose parameters all have finite domains is enumerated,
    # any other gets an index block; the blocks cover the ids in declaration order
    fallback = generic_catalogue(cls, 2, g.options, index_block=16)
    at = 0
    for (name, first, count), t in zip(fallback.blocks, cls.ACTIONS, strict=True):
        assert name.startswith(t) and first == at
        if t in fallback.indexed:
            assert fallback.indexed[t] == (first, 16) == (first, count)
            assert all(v is None for v in schema_domains(cls, t, g.options))
        else:
            for i in range(first, first + count):
                a = fallback.action(0, i)
                assert a.type == t and parlour.Action.from_json("cactus", a.to_json()) == a
        at += count
    assert at == fallback.size
    cat = generic_catalogue(cls, 2, g.options, CACTUS_RANGES, max_enumerated=6000)
    tops = 52 if "top" in cls.ACTIONS["match"] else 1
    assert cat.size == 2 + 52 + 1 + 2 * 52 + 52 * 2 * 52 + 52 + 52 * tops + 4  # seat: both seats
    assert not cat.indexed
    assert cat.action(0, 0) == cat.action(1, 0) == Action("draw", source="stock")
    # a parameter named seat is relative to the acting seat: the same id peeks at oneself
    own = cat.id(0, Action("peek", seat=0, slot=3))
    assert cat.action(1, own) == Action("peek", seat=1, slot=3)
    assert "peek seat (relative) slot" in cat.describe()
    toy = generic_catalogue(Toy, 2, Toy.Options())  # Int(0, hand_size): from the schema
    assert [a.to_json() for a in toy.actions(0) if a is not None] == \
        [{"type": "play", "index": i} for i in range(4)] + [{"type": "draw"}]
    assert "play index" in toy.describe()


def schema_domains(cls, t: str, options) -> list:
    """``[None]`` if some parameter of ``t`` has no finite domain (then the type must be
    an index block), else ``[]``."""
    from parlour.adapters.catalogue import domain

    out = [domain(t, p, param, 2, options)[0] for p, param in schema(cls)[t].items()]
    return [None] if any(v is None for v in out) else []


class Plain(Toy):
    """The toy with a plain ``int`` parameter: no domain, so an index block."""

    ACTIONS = {"play": {"index": int}, "draw": {}}


def test_index_blocks_number_the_legal_actions_of_a_type_in_the_games_order() -> None:
    cat = generic_catalogue(Plain, 2, Toy.Options(), index_block=3)
    assert cat.indexed == {"play": (0, 3)} and cat.size == 4
    legal = [Action("draw")] + [Action("play", index=k) for k in (2, 0, 3, 1)]
    assert cat.ids(0, legal) == [3, 0, 1, 2, None]  # the fourth play: past the block
    with pytest.raises(KeyError, match="legal 'play' action number 1"):
        cat.action(0, 1)
    with pytest.raises(KeyError):
        cat.id(0, Action("play", index=2))  # an index id needs the legal list
    assert cat.id(1, Action("draw")) == 3
    g = Plain(2, seed=3)
    t = Table(g, spec_for(g, ranges={}))
    assert t.spec.catalogue.indexed == {"play": (0, 128)}
    hand = len(g.zones[f"hand:{g.turn}"])
    assert t.legal_ids(g.turn) == list(range(hand)) + [128]
    assert t.action_of(g.turn, 1) == g.legal_actions(g.turn)[1]
    with pytest.raises(IllegalAction, match="names no legal action"):
        t.play(g.turn, 100)
    small = Table(g, spec_for(g, ranges={}, index_block=1))
    with pytest.warns(RuntimeWarning, match="index block"):
        assert small.legal_ids(g.turn) == [0, 1]
    assert small.overflow == hand - 1


def test_card_lists_are_enumerated_as_sets_in_domain_order() -> None:
    from parlour.engine.actions import CardList

    class Lists(Toy):
        ACTIONS = {"discard": {"cards": CardList(most=2, domain=("AS", "KH", "QD"))}, "draw": {}}

    cat = generic_catalogue(Lists, 2, Toy.Options())
    entries = [a.cards for a in cat.actions(0)[:-1]]  # type: ignore[union-attr]
    assert entries == [(), ("AS",), ("KH",), ("QD",), ("AS", "AS"), ("AS", "KH"), ("AS", "QD"),
                       ("KH", "KH"), ("KH", "QD"), ("QD", "QD")]
    either = [cat.id(0, Action("discard", cards=pair)) for pair in (["QD", "AS"], ["AS", "QD"])]
    assert either[0] == either[1] == 6
    big = type("Big", (Toy,), {"ACTIONS": {"discard": {"cards": CardList(most=4)}}, "name": "big",
                               "verify_discard": lambda self, seat, action: None,
                               "do_discard": lambda self, seat, _: []})
    assert generic_catalogue(big, 2, Toy.Options(), index_block=5).indexed == {"discard": (0, 5)}


# ----- masks equal the legal set; ids round-trip on real positions ------------------------------


@pytest.mark.parametrize("game_id,players,options", TABLES)
def test_masks_equal_the_legal_actions_exactly(game_id: str, players: int, options: dict) -> None:
    for seed in range(4):
        g = parlour.new_game(game_id, players, seed=seed, options=options)
        table = Table(g, spec_for(g))

        def check(t: Table) -> None:
            seat, optional = t.decision()  # type: ignore[misc]
            game, cat = t.game, t.spec.catalogue
            for s in range(game.players):
                legal = game.legal_actions(s)
                ids = [cat.id(s, a) for a in legal]  # every legal action has an id, its own
                assert [cat.action(s, i) for i in ids] == [cat.key(a) for a in legal]
                assert t.legal_map(s) == dict(zip(ids, legal))
                if s == seat:
                    assert [t.action_of(s, i) for i in ids] == legal  # ids send the legal actions
                mask = t.mask(s)
                chosen = set(np.flatnonzero(mask).tolist())
                if s == seat:
                    assert chosen == set(ids) | ({t.pass_id} if optional else set())
                    assert mask[t.pass_id] == optional
                else:
                    assert not chosen

        play_random(table, Rng(seed), 600, check)


def test_generic_spec_masks_match_on_cactus_too() -> None:
    g = parlour.new_game("cactus", 2, seed=5)
    table = Table(g, spec_for(g, ranges=CACTUS_RANGES))
    assert table.spec.generic

    def check(t: Table) -> None:
        seat, _ = t.decision()  # type: ignore[misc]
        want = {t.spec.catalogue.id(seat, a) for a in t.game.legal_actions(seat)}
        assert set(t.legal_ids(seat)) - {t.pass_id} == want

    play_random(table, Rng(5), 400, check)
    assert table.game.is_over()


# ----- decisions: waiting seats, offered claims, pass ---------------------------------------------


def test_claims_are_offered_with_pass_then_the_waiting_seat_acts() -> None:
    deck = deal(["KC", "6C", "7C", "8C"], ["2D", "3D", "4D", "9D"], ["KH", "5S"])
    g = parlour.new_game("cactus", 2, deck=deck, seed=1)
    t = Table(g, spec_for(g))
    cat = t.spec.catalogue
    assert t.decision() == (1, False)  # seat 1 plays first; seat 0 has nothing to match yet
    t.play(1, cat.id(1, Action("draw", source="stock")))
    assert t.decision() == (1, False)
    t.play(1, cat.id(1, Action("discard")))  # the KH goes on the discard pile
    assert t.decision() == (0, True)  # seat 0 may claim (match) out of turn, or pass
    assert t.legal_ids(0) == sorted([cat.id(0, Action("match", slot=k)) for k in range(4)] + [t.pass_id])
    with pytest.raises(IllegalAction, match="seat 0's decision"):
        t.play(1, cat.id(1, Action("end")))
    t.play(0, cat.id(0, Action("match", slot=0)))  # KC on KH: a right match
    assert g.view(0)["zones"][1]["top"] == "KC"
    assert t.decision() == (0, True)  # asked again after any change
    t.play(0, t.pass_id)
    assert t.decision() == (1, False)
    assert set(t.legal_ids(1)) >= {cat.id(1, Action("end")), cat.id(1, Action("call"))}
    with pytest.raises(IllegalAction, match="pass is only for optional claims"):
        t.play(1, t.pass_id)


def test_ignored_claims_follow_waiting_for_only() -> None:
    deck = deal(["KC", "6C", "7C", "8C"], ["2D", "3D", "4D", "9D"], ["KH", "5S"])
    g = parlour.new_game("cactus", 2, deck=deck, seed=1)
    t = Table(g, spec_for(g), claims="ignore")
    cat = t.spec.catalogue
    t.play(1, cat.id(1, Action("draw", source="stock")))
    t.play(1, cat.id(1, Action("discard")))
    assert t.decision() == (1, False) and not t.legal_ids(0)
    for seed in range(3):
        g = parlour.new_game("cactus:wikipedia", 3, seed=seed)
        t = Table(g, spec_for(g), claims="ignore")
        rng = Rng(seed)
        while (d := t.decision()) is not None:
            assert d[0] in g.waiting_for() and not d[1]
            t.play(d[0], rng.choice(t.legal_ids(d[0])))


def test_the_opening_look_goes_in_seat_order() -> None:
    g = parlour.new_game("cactus:wikipedia", 3, seed=2)
    t = Table(g, spec_for(g))
    order = []
    for _ in range(3):
        seat, optional = t.decision()  # type: ignore[misc]
        assert not optional and t.legal_ids(seat) == [5]  # id 5 = look
        order.append(seat)
        t.play(seat, 5)
    assert order == [0, 1, 2] and g.view(None)["phase"] == "draw"


# ----- observations: from the view only -----------------------------------------------------------


@pytest.mark.parametrize("game_id,players,options", TABLES[:4] + [("cactus:denexa", 2, {"assist": True})])
def test_observations_leak_nothing(game_id: str, players: int, options: dict) -> None:
    """Relabelling every card a seat does not know never changes its observation; relabelling
    the cards it does see does (so the check can fail)."""
    for seed in range(2):
        g = parlour.new_game(game_id, players, seed=seed, options=options)
        tables = [Table(g, spec_for(g)), Table(g, spec_for(g, ranges=CACTUS_RANGES))]
        rng = Rng(seed + 99)
        sensitive = 0
        for step in range(400):
            if step % 7 == 0:
                for s in range(g.players):
                    hidden = unknown_to(g, s)
                    shuffled = list(hidden)
                    rng.shuffle(shuffled)
                    other = relabel(g, {int(a): b for a, b in zip(hidden, shuffled)})
                    for t in tables:
                        assert np.array_equal(t.spec.encoder.encode(other.view(s)), t.observe(s))
                    seen = [c for z in g.zones.values() for i, c in enumerate(z.cards)
                            if c is not None and z.sees(i, s, bool(options.get("assist")))]
                    if seen:
                        m = {int(c): parlour.Card.make(c.rank % 13 + 1, c.suit) for c in seen}
                        swapped = relabel(g, m)
                        if swapped.view(s) != g.view(s):
                            sensitive += 1
                            assert not np.array_equal(tables[1].observe(s),
                                                      tables[1].spec.encoder.encode(swapped.view(s)))
            if tables[0].decision() is None:
                break
            play_random(tables[0], rng, 1)
        assert sensitive


def test_cactus_observation_layout() -> None:
    deck = deal(["KC", "6C", "7C", "8C"], ["2D", "3D", "4D", "9D"], ["KH", "5S"])
    g = parlour.new_game("cactus", 2, deck=deck, seed=1, options={"assist": True})
    t = Table(g, spec_for(g))
    enc = t.spec.encoder
    t.play(1, 0)  # seat 1 draws the KH
    o1, o0 = t.observe(1), t.observe(0)
    assert o1.shape == (enc.size,)
    assert enc.size == 6 + 3 * 2 + 3 + 5 + 2 + 1 + 14 + 17 + 2 + 2 + 3 + 17 * 2 * 52 + 3  # + clock
    assert o1[enc.phase + 1] == 1 and o1[enc.turn] == 1 and o0[enc.turn + 1] == 1  # relative turn
    assert o1[enc.drawn + 1 + 13] == 1 and o1[enc.drawn + 15] == 1   # seat 1 sees its king
    assert o0[enc.drawn + 1] == 1 and o0[enc.drawn + 16] == 1  # seat 0: a hidden card, held by the next seat
    assert o0[enc.grids] == 1 and o0[enc.grids + 2] == 1  # own slot 0 exists, hidden (nobody looked)
    assert np.all(o0 >= enc.low) and np.all(o0 <= enc.high)
    assert "layouts" in enc.describe()


def segment(spec, prefix: str) -> int:
    """The first feature of the encoder's segment whose name starts with ``prefix``."""
    return [start for name, start, _ in spec.encoder.layout if name.startswith(prefix)][0]


def test_generic_encoder_on_another_game(monkeypatch: pytest.MonkeyPatch) -> None:
    games = dict(registry._load())
    games["toy"] = Toy
    monkeypatch.setattr(registry, "_GAMES", games)
    g = parlour.new_game("toy", 2, seed=3)
    spec = spec_for(g)  # the schema's Int(0, hand_size) numbers the plays
    assert spec.generic and spec.catalogue.size == 3 + 1 + 1
    t = Table(g, spec)
    o0, o1 = t.observe(0), t.observe(1)
    from parlour.adapters.core import face_index
    own = segment(spec, "zone hand:{seat +0}: visible")
    other = segment(spec, "zone hand:{seat +1}: visible")
    counts = segment(spec, "zone hand:{seat +1} (hand)")
    pack = 52
    for c in g.zones["hand:0"].cards:
        assert o0[own + face_index(str(c))] == 1  # seat 0 sees its own cards, first
        assert o1[other + face_index(str(c))] == 0  # seat 1 does not (seat 0 is next to it)
    assert o0[other:other + 53].sum() == 0
    assert o0[counts:counts + 2] == pytest.approx([3 / pack, 3 / pack])  # 3 cards, none identified
    for c in g.zones["hand:1"].cards:
        assert o1[own + face_index(str(c))] == 1
    table = segment(spec, "zone table (row)")
    assert o0[table] == 0
    play_random(t, Rng(1), 100)
    assert g.is_over()


def test_same_seed_same_observations() -> None:
    def run(seed: int) -> list[bytes]:
        g = parlour.new_game("cactus:wikipedia", 3, seed=seed)
        t = Table(g, spec_for(g))
        rng, out = Rng(7), []
        while (d := t.decision()) is not None and len(out) < 300:
            out.append(t.observe(d[0]).tobytes() + t.mask(d[0]).tobytes())
            t.play(d[0], rng.choice(t.legal_ids(d[0])))
        return out

    assert run(4) == run(4)
    assert run(4) != run(5)


def test_reward_schemes() -> None:
    sole = Result([3.0, 9.0, 9.0], [0], [1, 2, 2])
    shared = Result([3.0, 3.0, 9.0], [0, 1], [1, 1, 3])
    draw = Result([5.0, 5.0], [], [1, 1])
    assert [reward(sole, s, 3) for s in range(3)] == [1.0, -1.0, -1.0]
    assert [reward(shared, s, 3) for s in range(3)] == [0.5, 0.5, -1.0]
    assert [reward(draw, s, 2) for s in range(2)] == [0.0, 0.0]
    assert [reward(sole, s, 3, "placing") for s in range(3)] == [1.0, 0.0, 0.0]
    assert reward(sole, 0, 3, "score", lower_wins=True) == -3.0
    assert reward(sole, 1, 3, lambda r, s, n: r.scores[s] / 10) == 0.9
    assert reward(None, 0, 2) == 0.0
    with pytest.raises(parlour.InvalidOption):
        reward(sole, 0, 3, "money")
    assert PASS == "pass"


def test_adapters_import_without_gymnasium_or_pettingzoo() -> None:
    """The RL extra is optional: the modules import, creating an environment names the extra."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "for name in ('gymnasium', 'pettingzoo'):\n"
        "    sys.modules[name] = None\n"
        "import parlour.adapters.pettingzoo as pz, parlour.adapters.gymnasium as gy\n"
        "for make in (lambda: pz.env('cactus', 2), lambda: gy.ParlourEnv('cactus', 2)):\n"
        "    try:\n"
        "        make()\n"
        "    except ImportError as e:\n"
        "        assert \"parlour[rl]\" in str(e), e\n"
        "    else:\n"
        "        raise SystemExit('no ImportError')\n"
        "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "ok", out.stderr


def test_queued_claims_and_the_top_placer_are_observed() -> None:
    """A claim sent while the turn player holds a drawn card waits (A9); the observation
    marks its slot, and who placed the discard top."""
    deck = deal(["KC", "6C", "7C", "8C"], ["2D", "3D", "4D", "9D"], ["KH", "5S"])
    g = parlour.new_game("cactus", 2, deck=deck, seed=1)
    t = Table(g, spec_for(g))
    cat, enc = t.spec.catalogue, t.spec.encoder
    t.play(1, cat.id(1, Action("draw", source="stock")))
    t.play(1, cat.id(1, Action("discard")))  # KH on the pile, placed by seat 1
    assert t.observe(0)[enc.placed_by + 2] == 1 and t.observe(1)[enc.placed_by + 1] == 1
    t.play(0, t.pass_id)
    t.play(1, cat.id(1, Action("end")))
    assert t.decision() == (1, True)  # before seat 0 draws, seat 1 may claim; it passes
    t.play(1, t.pass_id)
    t.play(0, cat.id(0, Action("draw", source="stock")))  # seat 0 holds the 5S
    if "pending" not in g.view(0):
        pytest.skip("this Cactus refuses claims during an on-turn action")
    assert t.decision() == (1, True)
    t.play(1, cat.id(1, Action("match", slot=2)))  # queued until seat 0 has placed its card
    assert g.view(0)["pending"] == [{"seat": 1, "slot": 2, "top": "KH"}]
    slot = enc.grids + (1 * 52 + 2) * 17 + 16
    assert t.observe(0)[slot] == 1 and t.observe(1)[enc.grids + 2 * 17 + 16] == 1
