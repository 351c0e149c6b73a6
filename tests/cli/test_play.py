"""``parlour play``: the generic terminal renderer and the real-time input loop, driven
by a fake clock and scripted lines (no sleeps), on toy games and on Cactus."""

from __future__ import annotations

import re
from typing import Any

import pytest

import parlour
from parlour.bots import available_bots
from parlour.bots.base import Bot, SeatPort
from parlour.cli import play
from parlour.engine.actions import Action
from parlour.engine.rng import Rng
from parlour.tui.commands import KeyedMenu, match_command
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.render import render_view
from parlour.tui.session import PlaySession
from tests.cli.play_toy import register_toys
from tests.cli.scripted import console, run_play


@pytest.fixture(autouse=True)
def toys(monkeypatch: pytest.MonkeyPatch) -> None:
    register_toys(monkeypatch)




class FixedBot(Bot):
    """Claims slot 0 whenever it may act out of turn; flips on its turn; fixed delay."""

    kind = "fixed"

    def __init__(self, seat: int, delay_ms: int) -> None:
        super().__init__(seat)
        self.delay_ms = delay_ms

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        for a in legal:
            if a.type == ("flip" if must_act else "claim"):
                return a
        return legal[0] if must_act and legal else None

    def delay(self, must_act: bool) -> int:
        return self.delay_ms


def toy_session(items: list[Any], bot_delay: int, seed: int = 1, **opts: Any) -> tuple[
        PlaySession, str, ScriptedLines, int]:
    clock = FakeClock()
    lines = ScriptedLines(clock, items)
    con, buf = console()
    game = parlour.new_game("toyrace", 2, seed=seed, options=opts or None)
    s = PlaySession(game, 0, [None, FixedBot(1, bot_delay)], console=con, lines=lines, clock=clock)
    code = s.run()
    return s, buf.getvalue(), lines, code


# ----- the real-time loop ---------------------------------------------------------------------

def test_turn_based_game_plays_to_the_end_and_shows_the_result() -> None:
    code, out, s, _ = run_play(["toyturns", "--seed", "4", "--bots", "random"],
                               [lambda t: "f" if 0 in s_ref[0].game.waiting_for() else None])
    assert code == 0
    assert s.game.is_over()
    assert "Game over" in out and "Result" in out and "Place" in out
    assert re.search(r"You win!|Winner: Bot 1|A draw", out)


s_ref: list[PlaySession] = []


@pytest.fixture(autouse=True)
def capture_session(monkeypatch: pytest.MonkeyPatch) -> None:
    orig = play.build_session

    def build(*a: Any, **k: Any) -> PlaySession:
        s = orig(*a, **k)
        s_ref[:] = [s]
        return s

    monkeypatch.setattr(play, "build_session", build)


def test_human_claim_that_arrives_first_beats_a_slower_bot() -> None:
    # flip at once, then claim 0.3 s later; the bot would claim 0.5 s after the flip
    s, out, _, _ = toy_session(["flip", (0.3, "claim 1"), (2.0, "quit")], bot_delay=500)
    log = s.game.record()["actions"]
    assert log[0] == {"seat": 0, "action": {"type": "flip"}, "at": 0}
    assert log[1]["seat"] == 0 and log[1]["action"]["type"] == "claim" and log[1]["at"] == 300
    # the bot reacts afresh to the human's claim: its own claim lands 500 ms after it
    assert log[2] == {"seat": 1, "action": {"type": "claim", "slot": 0}, "at": 800}


def test_a_faster_bot_claims_first_and_the_human_claim_is_then_judged_on_the_new_state() -> None:
    s, out, _, _ = toy_session(["flip", (0.7, "claim 1"), "quit"], bot_delay=200, window=600)
    log = s.game.record()["actions"]
    assert [e.get("seat") for e in log[:2]] == [0, 1]
    assert log[1]["at"] == 200
    # the human's line arrived at 700 ms, after the window closed at 600 ms: refused, explained
    assert {"advance": 600} in log
    assert all(e.get("seat") != 0 or e["action"]["type"] != "claim" for e in log)
    assert "✗" in out and "only claim just after a card is flipped" in out


def test_engine_timer_fires_at_its_deadline_while_waiting_for_input() -> None:
    s, out, _, _ = toy_session(["flip", (5.0, "quit")], bot_delay=10_000)
    log = s.game.record()["actions"]
    assert log[1] == {"advance": 1000}  # the window closed on time, nobody claimed


def test_bad_input_is_re_prompted_with_reasons_and_never_a_traceback() -> None:
    s, out, _, code = toy_session(["", "?", "xyz", "99", "peek", "peek 1", "peek 2", "flip",
                                   (0.1, "flip"), "quit"], bot_delay=5000)
    assert code == 0
    assert '"xyz" matches none of your options' in out
    # a range (slots 1-2) is on screen: the other option is typed by its word, not a number
    assert "99 is no option here: type a command as shown: [f], [peek 1–2]" in out
    assert '"peek" could mean: [peek 1] Peek at slot 1, [peek 2] Peek at slot 2' in out
    assert "Type what the [brackets] in front of an option show" in out  # help
    # "peek 2" after a peek: that option is no longer offered; flip out of its time is refused
    assert '"peek 2" matches none of your options' in out
    assert "✗" in out and "Traceback" not in out
    assert "You left the table." in out
    types = [e["action"]["type"] for e in s.game.record()["actions"] if "action" in e]
    assert types[:2] == ["peek", "flip"]


def test_peeked_card_is_narrated_once_and_not_kept_on_the_table() -> None:
    s, out, _, _ = toy_session(["peek 1", "quit"], bot_delay=5000, seed=7)
    card = s.game.zones["grid0"].cards[0]
    assert card is not None
    assert out.count(card.pretty()) == 1
    assert "You: peek — slot 1, " + card.pretty() in out
    # the table drawn after the peek shows the grid face down (a memory zone)
    last_table = out[out.rindex("Your grid"):]
    assert card.pretty() not in last_table


def test_assist_keeps_a_memory_panel() -> None:
    s, out, _, _ = toy_session(["peek 2", "", "quit"], bot_delay=5000, seed=7, assist=True)
    card = s.game.zones["grid0"].cards[1]
    assert card is not None
    assert "Memory aid" in out
    assert f"Your grid: slot 2 {card.pretty()}" in out.replace("  ", " ")


def test_assist_flag_sets_the_game_option_or_says_it_is_ignored() -> None:
    code, out, s, _ = run_play(["toyrace", "--seed", "1", "--assist", "--bots", "random"], ["quit"])
    assert s.game.options.assist is True and s.memory
    code, out, s, _ = run_play(["cactus", "--seed", "1", "--bots", "random", "--assist"], ["quit"])
    assert s.game.options.assist is True


def test_end_of_input_leaves_the_table_cleanly() -> None:
    s, out, _, code = toy_session([], bot_delay=5000)
    assert code == 0 and "Input ended" in out


def test_stalled_game_is_reported() -> None:
    class Refuser(Bot):
        def choose(self, port: SeatPort, must_act: bool) -> Action | None:
            return None

    clock = FakeClock()
    con, buf = console()
    game = parlour.new_game("toyturns", 2, seed=1)
    game.apply(0, Action("flip"))
    s = PlaySession(game, 0, [None, Refuser(1)], console=con, lines=ScriptedLines(clock, []), clock=clock)
    assert s.run() == 1
    assert "stuck" in buf.getvalue()


def test_options_players_seat_and_record(tmp_path: Any) -> None:
    rec = tmp_path / "g.json"
    code, out, s, _ = run_play(["toyrace:slow", "--players", "3", "--seat", "1", "--seed", "9",
                                "--bots", "random", "-o", "window=500", "--record", str(rec)],
                               ["quit"])
    g = s.game
    assert (g.players, g.variant, g.options.window, s.human) == (3, "slow", 500, 1)
    assert s.names == ["Bot 0", "You", "Bot 2"]
    assert rec.exists() and parlour.replay(__import__("json").loads(rec.read_text())).seed == 9
    assert "seed 9" in out


def test_bad_command_line_values_are_clear_errors(capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.cli.main import main

    assert main(["play", "toyrace", "--players", "9"]) == 2
    assert "is for 2 to 3 players" in capsys.readouterr().err
    assert main(["play", "toyrace", "--bots", "nonsense", "--seed", "1"]) == 2
    assert "unknown bot kind" in capsys.readouterr().err
    assert main(["play", "nogame"]) == 2
    assert "unknown game" in capsys.readouterr().err
    assert main(["play", "toyrace", "--seat", "5"]) == 2


# ----- rendering and commands, generically -----------------------------------------------------

def test_renderer_draws_every_zone_kind_from_a_view() -> None:
    view = {"game": "x", "players": 2, "seat": 0, "actors": [0], "prompt": "Your turn, seat 0",
            "zones": [
                {"id": "hand:1", "kind": "hand", "owner": 1, "cards": ["??", "??"], "count": 2},
                {"id": "stock", "kind": "pile", "owner": None, "cards": ["??"], "count": 30},
                {"id": "trick", "kind": "trick", "owner": None, "cards": ["QS", "10H"], "count": 2},
                {"id": "pot", "kind": "pot", "owner": None, "cards": [], "count": 3},
                {"id": "grid:0", "kind": "grid", "owner": 0, "layout": "2x3",
                 "cards": ["AH", None, "??", "KD", "??", "2C"], "count": 5},
                {"id": "hand:0", "kind": "hand", "owner": 0, "cards": ["7H", "JK"], "count": 2}],
            "scores": [12, 30], "counters": {"bid": 4, "tricks": [1, 2]}, "dealer": 1}
    con, buf = console()
    con.print(render_view(view, ["You", "Bot 1"], hints={"slot_base": 1}))
    out = buf.getvalue()
    for text in ("Bot 1's hand", "Stock", "30 cards", "Q♠ 10♥", "Pot", "3 cards", "Your grid",
                 "Your hand", "7♥", "Joker", "scores", "tricks", "bid: 4", "dealer: Bot 1",
                 "Your turn, you"):
        assert text in out, text
    grid = out[out.index("Your grid"):]
    assert re.search(r"1\s+2\s+3", grid) and re.search(r"4\s+5\s+6", grid)  # 3 columns, slots from 1


def test_commands_prefer_parameters_then_types_then_label_words() -> None:
    menu = [{"type": "draw", "source": "stock", "label": "Draw from the stock"},
            {"type": "draw", "source": "discard", "label": "Take the 7♥ from the discard"},
            {"type": "swap", "slot": 2, "label": "Swap into slot 2"},
            {"type": "blind_swap", "slot": 0, "seat": 1, "their_slot": 3,
             "label": "Swap your slot 0 with Bot 1's slot 3"}]
    assert match_command("s", menu) == (0, "")
    assert match_command("d", menu) == (1, "")
    assert match_command("4", menu) == (3, "")
    assert match_command("swap 2", menu) == (2, "")
    assert match_command("b 0 1 3", menu) == (3, "")
    assert match_command("swap 0 1 3", menu) == (3, "")
    assert match_command("0", menu)[0] is None and "choose 1 to 4" in match_command("0", menu)[1]
    assert match_command("swap", menu)[0] is None
    assert match_command("  ", menu)[0] is None


# ----- Cactus end to end -----------------------------------------------------------------------

def cactus_driver(seed: int, commands: bool = True) -> Any:
    """Types for seat 0 like a hasty player: a random option, a short command where one
    fits (``s`` for the stock), now and then a bad line; nothing out of turn."""
    rng = Rng(seed)

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = s_ref[0]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None  # decide only once the current options are on the screen
        labels = [a["label"] for a in s.menu]
        if rng.random() < 0.05:
            return (0.4, "what?")
        if commands and "Draw from the stock" in labels and rng.random() < 0.5:
            return (0.6, "s")
        if commands and any(a["type"] == "end" for a in s.menu) and rng.random() < 0.3:
            return (0.3, "end")
        return (0.5 + rng.random(), s.key_for(rng.below(len(labels))))

    return typed


@pytest.mark.parametrize("variant", ["denexa", "wikipedia"])
@pytest.mark.parametrize("kind", ["random", "random:all", "heuristic", "search:10i"])
def test_cactus_plays_to_the_end_in_both_variants(variant: str, kind: str) -> None:
    if kind.split(":")[0] not in available_bots("cactus"):
        pytest.skip("no Cactus heuristic bot yet")
    for seed in (1, 2):
        argv = ["cactus", "--variant", variant, "--seed", str(seed), "--bots", kind]
        if variant == "wikipedia":
            argv += ["-o", "target=40"]
        code, out, s, lines = run_play(argv, [cactus_driver(seed)])
        assert code == 0, out[-2000:]
        assert s.game.is_over(), out[-2000:]
        assert "Result" in out and "Traceback" not in out
        res = s.game.result()
        assert res is not None
        if variant == "wikipedia":
            assert "Rounds" in out and "reached 40" in out
        # a refusal only for the driver's bad lines, or for a pick made stale by a bot's
        # out-of-turn move that redrew the menu while the line was being typed
        refused = [x for x in out.splitlines() if "✗" in x and "there is no option" not in x
                   and "is offered now" not in x]
        assert not refused or "what?" in lines.typed, refused


def test_cactus_three_players_wikipedia_with_a_default_target() -> None:
    code, out, s, _ = run_play(["cactus:wikipedia", "--players", "3", "--seed", "3", "--bots",
                                "random"], [cactus_driver(3)])
    assert code == 0 and s.game.is_over() and "reached 100" in out


def test_cactus_start_peek_is_narrated_once() -> None:
    # wikipedia: each player looks at the two near cards (slots 2 and 3) after the deal
    clock = FakeClock()
    con, buf = console()
    game = parlour.new_game("cactus:wikipedia", 2, seed=1)
    s = PlaySession(game, 0, [None, FixedBot(1, 10_000)], console=con,
                    lines=ScriptedLines(clock, ["1", (12.0, "quit")]), clock=clock)
    s.run()
    out = buf.getvalue()
    g = game.zones["grid:0"]
    near = [c.pretty() for c in g.cards[2:4] if c is not None]
    line = next(x for x in out.splitlines() if x.strip().startswith("You look at"))
    assert all(c in line for c in near)
    assert all(out.count(c) == 1 for c in near)
    assert "Bot 1 looks at slots 2, 3" in out and not any(
        c is not None and c.pretty() in out for c in game.zones["grid:1"].cards)


def test_cards_known_from_the_deal_are_told_once_at_the_start() -> None:
    clock = FakeClock()
    con, buf = console()
    game = parlour.new_game("toyrace", 2, seed=3)
    game.zones["grid0"].learn(1, 1)  # as if the deal had let seat 0 see its slot 1
    s = PlaySession(game, 0, [None, FixedBot(1, 10_000)], console=con,
                    lines=ScriptedLines(clock, ["quit"]), clock=clock)
    s.run()
    card = game.zones["grid0"].cards[1]
    assert card is not None
    out = buf.getvalue()
    assert f"You looked at your grid: slot 2 {card.pretty()}" in out  # toyrace counts slots from 1
    assert out.count(card.pretty()) == 1


def test_cactus_human_peek_with_a_drawn_seven() -> None:
    # denexa, 2 players: the deal alternates seat 1, seat 0 (human: 3C 5C KC 9C); then the
    # bot draws the 4D and the human the 7D
    deck = ["2C", "3C", "4C", "5C", "6C", "KC", "8C", "9C", "4D", "7D"]
    game = parlour.new_game("cactus:denexa", 2, seed=1, deck=deck)
    game.apply(1, Action("draw", source="stock"))
    game.apply(1, Action("discard"))
    game.apply(1, Action("end"))
    clock = FakeClock()
    con, buf = console()
    lines = ScriptedLines(clock, ["s", (1.0, "peek 2"), "quit"])
    s = PlaySession(game, 0, [None, FixedBot(1, 60_000)], console=con, lines=lines, clock=clock)
    s.run()
    out = buf.getvalue()
    assert "You drew the 7♦ from the stock" in out
    assert "You discarded the 7♦ and looked at own slot 2: K♣" in out
    assert out.count("K♣") == 1
    assert game.zones["grid:0"].known[2] & 1


def test_cactus_out_of_turn_match_against_a_bot() -> None:
    # the bot (seat 1) discards a 5 it drew; the human holds a 5 in slot 0 and matches in time
    deck = ["2C", "5H", "4C", "3D", "6C", "KC", "8C", "9C", "5D"]
    game = parlour.new_game("cactus:denexa", 2, seed=1, deck=deck)

    class Discarder(Bot):
        def choose(self, port: SeatPort, must_act: bool) -> Action | None:
            legal = port.legal_actions()
            for t in ("draw", "discard", "end"):
                for a in legal:
                    if a.type == t and (t != "draw" or a.source == "stock"):
                        return a
            return None

        def delay(self, must_act: bool) -> int:
            return 400

    clock = FakeClock()
    con, buf = console()
    # the discard lands at 800 ms; the human types "m 0" 300 ms later, before the bot ends
    lines = ScriptedLines(clock, [(1.1, "m 0"), "quit"])
    s = PlaySession(game, 0, [None, Discarder(1)], console=con, lines=lines, clock=clock)
    s.run()
    out = buf.getvalue()
    log = game.record()["actions"]
    assert log[2] == {"seat": 0, "action": {"type": "match", "slot": 0, "top": "5D"}, "at": 1100}
    assert "You matched the 5♦ with the 5♥ from slot 0" in out
    assert game.zones["grid:0"].cards[0] is None


def test_piped_input_fast_forwards_bots_and_timers_between_the_humans_turns() -> None:
    clock = FakeClock()
    con, buf = console()
    lines = ScriptedLines(clock, ["flip"] * 10)
    lines.interactive = False  # type: ignore[attr-defined]
    game = parlour.new_game("toyrace", 2, seed=2)
    s = PlaySession(game, 0, [None, FixedBot(1, 30_000)], console=con, lines=lines, clock=clock)
    assert s.run() == 0
    assert game.is_over() and clock.now() == 0.0  # no waiting at all
    log = game.record()["actions"]
    bot_moves = [e for e in log if e.get("seat") == 1]
    assert bot_moves and all(e["at"] % 1000 == 0 for e in log if "at" in e)
    assert "Game over" in buf.getvalue()


def test_piped_moves_in_a_race_go_before_the_bots_moves() -> None:
    """James Bond never waits for anybody (everyone plays at once): from a pipe, a line
    that is a move the human may make now is played before the bots' next move, or the
    race would be over before the first line was read; a line that is no move now waits
    while the bots play on."""
    from parlour.bots import make_bot

    clock = FakeClock()
    con, buf = console()
    lines = ScriptedLines(clock, ["pick 1", "put", "swap 9C 3C", "pick 2"])
    lines.interactive = False  # type: ignore[attr-defined]
    game = parlour.new_game("james-bond", 2, seed=1)
    bot = make_bot("heuristic", "james-bond", 1, seed=1)
    assert PlaySession(game, 0, [None, bot], console=con, lines=lines, clock=clock).run() == 0
    mine = [e["action"] for e in game.record()["actions"] if e.get("seat") == 0]
    assert mine == [{"type": "pick", "pile": 0}, {"type": "put"}]
    out = buf.getvalue()
    assert "You pick up pile 1" in out and "You put pile 1 down" in out
    # with no pile in hand "swap" is no move: it waits (said once) and the bot plays on
    assert out.count("'swap 9C 3C' is no move of yours now: it waits while the others play") == 1
    assert "Bot 1 picks up" in out and game.is_over()


def test_out_of_turn_options_are_grouped_with_the_time_left() -> None:
    s, out, _, _ = toy_session(["flip", (2.0, "quit")], bot_delay=10_000)
    assert 'You may act now: [1–2] Claim slot 1–2  (closes in 1.0 s)' in out


def test_long_runs_of_options_share_one_line() -> None:
    from parlour.tui.render import render_menu

    menu = [{"type": "end", "label": "End your turn"}] + [
        {"type": "blind_swap", "slot": a, "seat": 1, "their_slot": b,
         "label": f"Swap your slot {a} with Bot 1's slot {b}"} for a in range(4) for b in range(4)]
    con, buf = console()
    con.print(render_menu(KeyedMenu(menu)))
    out = buf.getvalue()
    assert "[blind 0–3 1 0–3] Swap your slot 0–3 with Bot 1's slot 0–3" in out
    assert "[e] End your turn" in out
    assert match_command("blind 2 1 3", menu) == (1 + 2 * 4 + 3, "")


def test_ctrl_c_leaves_the_table_and_still_saves_the_record(tmp_path: Any) -> None:
    def interrupt(timeout: float | None) -> None:
        raise KeyboardInterrupt

    rec = tmp_path / "r.json"
    code, out, s, _ = run_play(["toyturns", "--seed", "1", "--bots", "random", "--record", str(rec)],
                               ["flip", interrupt])
    assert code == 130 and "Interrupted: you left the table." in out
    data = __import__("json").loads(rec.read_text())
    assert data["names"] == ["You", "Bot 1"] and data["actions"][0]["action"] == {"type": "flip"}


def test_a_line_typed_while_bots_think_is_stamped_when_it_arrived() -> None:
    clock = FakeClock()

    class TimedLines:
        """Lines typed at fixed clock times."""

        def __init__(self, items: list[tuple[float, str]]) -> None:
            self.items = items

        def read(self, timeout: float | None) -> str | None:
            if not self.items:
                raise EOFError
            t, line = self.items[0]
            if t <= clock.now() or timeout is None or t <= clock.now() + timeout:
                clock.t = max(clock.t, t)
                self.items.pop(0)
                return line
            clock.t += timeout
            return None

    class Thinker(FixedBot):
        def choose(self, port: SeatPort, must_act: bool) -> Action | None:
            clock.t += 0.5  # half a second of thought, every time
            return super().choose(port, must_act)

    con, buf = console()
    game = parlour.new_game("toyrace", 3, seed=1, options={"window": 5000})
    s = PlaySession(game, 0, [None, Thinker(1, 4000), Thinker(2, 4000)], console=con,
                    lines=TimedLines([(0.0, "flip"), (0.2, "claim 1"), (9.0, "quit")]), clock=clock)
    s.run()
    claim = next(e for e in game.record()["actions"] if e.get("seat") == 0 and e["action"]["type"] == "claim")
    # typed at 0.2 s while the bots thought (0.5 s each): seen before the second bot's turn to
    # think, at 0.5 s, not after both (1.0 s)
    assert claim["at"] == 500


def test_a_command_that_is_no_option_now_says_what_is_possible() -> None:
    """During the claim window the player may act (a claim), so a second flip is no
    option, not "out of turn"."""
    s, out, _, _ = toy_session(["flip", (0.1, "flip"), (3.0, "quit")], bot_delay=60_000)
    assert "✗ 'flip' matches none of your options; now you may only: [1–2] Claim slot 1–2" in out
    assert "not your turn" not in out


def test_actions_may_be_typed_as_json() -> None:
    s, out, _, _ = toy_session(['{"type": "peek", "slot": 1}', '{"type": "peek"', '{"type": "nope"}',
                                '{"type": "peek", "slot": 0}', "quit"], bot_delay=60_000)
    assert [e["action"] for e in s.game.record()["actions"]] == [{"type": "peek", "slot": 1}]
    assert "✗ not valid JSON" in out
    assert "✗ unknown action type 'nope' for toyrace" in out
    assert "✗ " in out.split("unknown action type")[1]  # the second peek is refused with a reason


def test_the_table_is_shown_at_a_round_end_while_a_bot_deals_the_next() -> None:
    code, out, s, _ = run_play(["cactus:wikipedia", "--seed", "1", "--bots", "random", "-o", "target=60"],
                               [cactus_driver(1)])
    assert code == 0 and s.game.is_over()
    ends = out.count("Points gained")
    assert ends >= 2
    # after every round end but the last, the revealed layouts are drawn
    first = out.index("Points gained")
    assert "╭─ Cactus (wikipedia)" in out[first:first + 400]


def test_menu_names_the_visible_cards_an_action_targets() -> None:
    from parlour.tui.render import menu_for

    view = {"zones": [{"id": "hand:0", "kind": "hand", "owner": 0, "cards": ["AD", "??"], "count": 2},
                      {"id": "discard", "kind": "pile", "owner": None, "cards": ["7H"], "count": 5}]}
    legal = [{"type": "play", "index": 0, "label": "play (index 0)",
              "targets": [{"zone": "hand:0", "index": 0}]},
             {"type": "play", "index": 1, "label": "play (index 1)",
              "targets": [{"zone": "hand:0", "index": 1}]},
             {"type": "take", "label": "Take the 7H", "targets": [{"zone": "discard", "index": 4}]},
             {"type": "give", "label": "Give seat 1 the AD", "targets": [{"zone": "hand:0", "index": 0}]}]
    labels = [a["label"] for a in menu_for(legal, ["You", "Bot 1"], 0, view)]
    assert labels == ["play (index 0) · A♦", "play (index 1)", "Take the 7♥", "Give Bot 1 the A♦"]


def test_own_hand_shows_positions() -> None:
    view = {"players": 2, "seat": 0, "zones": [
        {"id": "hand:0", "kind": "hand", "owner": 0, "cards": ["AD", "KS", "2C"], "count": 3}]}
    con, buf = console()
    con.print(render_view(view, ["You", "Bot 1"]))
    assert re.search(r"0\s+1\s+2", buf.getvalue())


def test_others_acting_does_not_redraw_the_same_decision() -> None:
    # wikipedia's opening look: both bots look first; the human's one option stays the same
    clock = FakeClock()
    con, buf = console()
    game = parlour.new_game("cactus:wikipedia", 3, seed=1)
    s = PlaySession(game, 0, [None, FixedBot(1, 100), FixedBot(2, 200)], console=con,
                    lines=ScriptedLines(clock, [(1.0, "1"), "quit"]), clock=clock)
    s.run()
    out = buf.getvalue()
    before = out[:out.index("You look at")]
    assert before.count("╭─ Cactus (wikipedia)") == 1  # the table drawn once
    assert "Bot 1 looks at" in before and "Bot 2 looks at" in before
    assert before.count("Your move") == 3  # asked again after each narrated change
