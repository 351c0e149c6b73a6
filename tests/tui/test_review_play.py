"""Reviewers playing ``parlour play``: second-person verbs ending in s ("You pas the A♥"),
"not your turn" said while the player may act, Cash's gestures all keyed alike and its
winners said twice, Mexican Sweat's peeked card shown as JSON, a retyped Cash swap done
the other way round, ``q`` not quitting, and piped input jumping to a hand's time limit."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console

import parlour
from parlour.engine.rng import Rng
from parlour.tui.commands import KeyedMenu, claim_keys
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.narrate import personalize
from parlour.tui.render import menu_for, render_menu, render_result
from parlour.tui.session import PlaySession
from tests.cli.scripted import console, run_play

NAMES = ["You", "Bot 1", "Bot 2", "Bot 3"]


def _text(renderable: Any) -> str:
    buf = io.StringIO()
    Console(file=buf, width=200, color_system=None, highlight=False).print(renderable)
    return buf.getvalue()


def test_verbs_ending_in_s_keep_it_in_the_second_person() -> None:
    said = {"You pass the 9C": "You pass the 9♣",
            "Seat 0 passes the 9C": "You pass the 9♣",
            "Seat 0 takes the 8C and passes the KC": "You take the 8♣ and pass the K♣",
            "You take the 8C and pass the KC": "You take the 8♣ and pass the K♣",
            "Seat 0 discusses": "You discuss", "You discuss": "You discuss",
            "Seat 0 kisses": "You kiss", "You kiss": "You kiss",
            "Seat 0 misses": "You miss", "You miss the 2H": "You miss the 2♥",
            "Seat 0 focuses": "You focus", "you focus": "You focus",
            "Seat 0 raises": "You raise", "Seat 0 uses": "You use", "Seat 0 is out": "You are out",
            "Seat 1 passes": "Bot 1 passes"}
    assert {t: personalize(t, NAMES, 0) for t in said} == said


def test_an_input_matching_no_option_in_a_realtime_phase_is_not_out_of_turn() -> None:
    code, out, s, _ = run_play(["spoons", "--seed", "1"], ["pass 0", "quit"])
    assert s.human in s.game.actors() and not s.game.waiting_for()
    refused = out[out.index("✗"):].split("\n> quit")[0].replace("\n", " ")
    assert "not your turn" not in refused
    assert "'pass 0' matches none of your options" in refused
    assert "Pick up a card" in refused and "Grab a spoon" in refused  # the options, listed


def _cash_until(phase: str, lines: list[str], holder: list[PlaySession]) -> Any:
    """Types ``lines`` one by one once the Cash table reaches ``phase``."""

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = holder[-1]
        if s.game.view(0)["phase"] != phase or s._shown_labels is None:
            return None
        return (0.2, lines.pop(0) if lines else "quit")  # the table's minimum interval apart

    return typed


def test_cash_gestures_each_have_a_key_that_works() -> None:
    holder: list[PlaySession] = []
    code, out, s, _ = run_play(["cash", "--seed", "1"],
                               ["1", _cash_until("countdown", ["g 2", "gesture 3", "g drums", "g"],
                                                 holder)],
                               on_session=holder.append)
    menu = out[out.index("You may act now"):].split("\n> ")[0].replace("\n", " ")
    assert "[g / gesture]" not in menu
    assert "[g takes] Takes a drink" in menu and "[g drums] Drums their fingers" in menu
    mine = [e["action"] for e in s.game.record()["actions"]
            if e.get("seat") == 0 and e["action"]["type"] == "gesture"]
    assert mine == [{"type": "gesture", "sign": 1}, {"type": "gesture", "sign": 2},
                    {"type": "gesture", "sign": 4}]
    assert "You take a drink" in out and "not your turn" not in out
    assert '"g" could mean: Taps the table' in out  # "g" alone: which one? (no "not your turn")


def test_a_partnership_win_is_said_once() -> None:
    res = {"scores": [0, 1, 0, 1], "winners": [1, 3], "placing": [3, 1, 3, 1],
           "reason": "Seats 1 and 3 win"}
    out = _text(render_result(res, NAMES, 0))
    assert out.count("Bot 1 and Bot 3 win") == 1, out
    knock = {"scores": [1, 0], "winners": [0], "placing": [1, 2],
             "reason": "seat 0 wins with Full house, aces over kings"}
    out = _text(render_result(knock, NAMES[:2], 0))
    assert out.count("win") == 1 and "You win with Full house, aces over kings." in out, out
    other = {**res, "reason": "seats 1 and 3 reached 541 (target 500)"}
    assert "Bot 1 and Bot 3 win. Bot 1 and Bot 3 reached 541 (target 500)." in _text(
        render_result(other, NAMES, 0))


def _peek_menus() -> list[KeyedMenu]:
    """Seat 0's keyed menus with a peeked card among its flips, along random play."""
    g = parlour.new_game("mexican-sweat", variant="peek", seed=1)
    rng = Rng(1)
    out = []
    for _ in range(200):
        s = g.waiting_for()[0]
        if s == 0:
            menu = menu_for(g.legal_json(0), NAMES, 0, g.view(0))
            if any(a["type"] == "flip" and "·" in a["label"] for a in menu):
                out.append(KeyedMenu(menu, claim_keys(g)))
        legal = g.legal_actions(s)
        g.apply(s, legal[rng.below(len(legal))])
    return out


def test_the_peeked_card_is_a_flip_like_the_others_typed_by_its_number() -> None:
    menus = _peek_menus()
    assert menus
    for km in menus:
        shown = _text(render_menu(km))
        assert '{"type"' not in shown, shown
        flips = {int(a["label"].split()[3]): i for i, a in enumerate(km.menu) if a["type"] == "flip"}
        for number, i in flips.items():  # every card by the number the screen shows
            assert km.resolve(str(number)) == (i, ""), (number, shown)
            assert f"[{km.key_for(i)}]" in shown or km.key_for(i) == str(number)


def test_a_retyped_cash_swap_is_never_done_the_other_way_round() -> None:
    g = parlour.new_game("cash", seed=1)
    for s in g.waiting_for():
        g.apply(s, g.legal_actions(s)[0], at=0)
    g.advance(g.next_deadline())  # GO: the board face up
    km = KeyedMenu(menu_for(g.legal_json(0), NAMES, 0, g.view(0)), claim_keys(g))
    swap = next(a for a in km.menu if a["type"] == "swap")
    typed = f"swap {swap['take']} {swap['give']}"
    i, _ = km.resolve(typed)
    assert i is not None and km.menu[i]["take"] == swap["take"]
    g.apply(0, parlour.Action("swap", take=swap["take"], give=swap["give"]), at=g.now)
    km = KeyedMenu(menu_for(g.legal_json(0), NAMES, 0, g.view(0)), claim_keys(g))
    assert any(a["type"] == "swap" and a["take"] == swap["give"] for a in km.menu)  # the reverse
    assert km.resolve(typed)[0] is None  # typed again: no longer offered, not reversed
    assert km.resolve(f"swap {swap['give']} {swap['take']}")[0] is not None


def test_q_quits_unless_it_is_a_key_of_the_game() -> None:
    code, out, s, _ = run_play(["california-speed", "--seed", "1"], ["q", "flip"])
    assert code == 0 and "You left the table." in out and "matches none" not in out
    assert "quit (or q) to leave" in run_play(["california-speed", "--seed", "1"], ["?"])[1]

    # a menu whose "Quit the hand" is keyed q: q chooses it, and help says so
    con, buf = console()
    s.console = con
    s._set_menu([{"type": "bid", "tricks": n, "label": f"Bid {n}"} for n in range(2, 6)]
                + [{"type": "quit_hand", "label": "Quit the hand"}])
    assert [r.key for r in s.keyed.rows] == ["bid 2–5", "q"]
    assert s.handle("?", 0) and "Here q is a key of the game: type quit to leave." in buf.getvalue()
    assert s.handle("q", 0) and "✗ Quit the hand" in buf.getvalue()  # chosen (the game refuses it)
    assert not s.handle("quit", 0)


def _piped_spoons(items: list[Any]) -> tuple[PlaySession, str, FakeClock]:
    clock = FakeClock()
    lines = ScriptedLines(clock, items)
    lines.interactive = False  # type: ignore[attr-defined]
    con, buf = console()
    game = parlour.new_game("spoons", 3, seed=1)
    from parlour.bots import make_bot

    bots = [None] + [make_bot("heuristic", "spoons", s, seed=1) for s in (1, 2)]
    s = PlaySession(game, 0, bots, console=con, lines=lines, clock=clock)
    s.run()
    return s, buf.getvalue(), clock


def test_piped_realtime_play_keeps_time_while_no_line_is_waiting() -> None:
    # the next line comes 3 s later: the game waits for it, as at a keyboard
    s, out, clock = _piped_spoons(["t", (3.0, "quit")])
    assert "You pick up" in out and "You left the table." in out
    assert "Nobody ended the hand in time" not in out
    assert clock.now() == 3.0 and s.game.now < 10_000
    # input ends: the player left; the hand's 10-minute limit is not reached at once
    s, out, clock = _piped_spoons(["t"])
    assert "Input ended" in out and "Nobody ended the hand in time" not in out
