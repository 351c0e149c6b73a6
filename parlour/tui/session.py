"""The terminal play loop: one human seat against bots, in real time when the game is.

Time is real: the human's lines are read with a timeout while the bots' next move
(:class:`parlour.runners.scheduler.Schedule`: reaction delays, the seat's minimum
interval, engine timers) waits on a monotonic clock; whatever arrives first (a
line, a bot's action, an engine timer) is applied first, with its arrival time in
ms since the start passed to ``apply(..., at=)`` and timers fired with ``advance``.
After every change each bot decides afresh (input is polled between bots' decisions, so
a line typed while a search bot thinks keeps its arrival time). Turn-based games work
the same way and simply wait for the human's input when it is their turn. With input
from a pipe (no one typing in real time) bots and timers act at once while the human
may not act or the next line is no move of theirs (game time jumps ahead, and the clock
with it); while the human may act and no line is waiting, time runs as the clock does.
Each line is stamped no earlier than the human's seat may act again (``game.earliest``:
a real-time game's minimum interval).

The console, the line source and the clock are injected (:mod:`parlour.tui.io`),
so tests script a whole game with a fake clock and no sleeps.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game
from parlour.errors import IllegalAction
from parlour.runners.local import deliver
from parlour.runners.scheduler import Schedule, Upcoming, happen
from parlour.tui.commands import KeyedMenu, claim_keys, enter_keyed
from parlour.tui.io import Clock, LineSource
from parlour.tui.narrate import Narrator, personalize
from parlour.tui.render import menu_for, numbered_hands, render_menu, render_result, render_view
from parlour.tui.shown import presentation

HELP_TEXT = """\
Type what the [brackets] in front of an option show, then Enter:
  [1] [2] ...   the option with that number (numbers never change for a claim)
  [2–13]        a range: type the value itself (4 bids 4, 200 cuts at card 200)
  [swap 0–3]    a word and a value: swap 3
  pass 2        a word and the number over a card of your hand: that card
  [Space / s]   a real-time claim (a slap): Space or its letter, at any time
  d, draw ...   any word of an option, shortened while it stays clear
  {"type": "swap", "slot": 3}   an action as JSON
Press Enter to show the table again (or to choose an option marked "or press Enter"),
? for this help, quit (or q) to leave.
You may act out of turn whenever options are offered ("You may act now"): the first \
action to arrive wins, so type quickly against the bots."""

QUIT_WORDS = {"quit", "exit", ":q", "q"}
"""Words that leave the table (``q`` only while it is no key of the game's options)."""
HELP_WORDS = {"?", "help"}
SHOW_TABLE_AFTER = {"reveal", "showdown", "score", "round_end", "hand_end"}
"""Event types after which the table is drawn even when the game does not wait for the
human (a hand's cards turned up while a bot deals the next one)."""


class PlaySession:
    """One game in the terminal: ``human`` is the seat typed at the keyboard, ``bots``
    holds a bot for every other seat (``None`` at the human's)."""

    def __init__(self, game: Game, human: int, bots: Sequence[Bot | None], *, console: Console,
                 lines: LineSource, clock: Clock, names: Sequence[str] | None = None,
                 memory: bool | None = None, title: str | None = None,
                 record_path: str | None = None) -> None:
        self.game = game
        self.human = human
        self.bots = list(bots)
        self.console = console
        self.lines = lines
        self.clock = clock
        self.names = list(names) if names else [
            "You" if s == human else f"Bot {s}" for s in range(game.players)]
        self.memory = bool(getattr(game.options, "assist", False)) if memory is None else memory
        self.title = title or (game.title or game.name) + (f" ({game.variant})" if game.variant else "")
        self.record_path = record_path
        self.hints: dict[str, Any] = dict(getattr(game, "LAYOUT", {}) or {})
        self.pres = presentation(game)
        """The game's declared presentation (labels, formats, zones), or ``None``."""
        self.ports = [SeatPort(game, s) for s in range(game.players)]
        self.schedule: Schedule | None = None
        """The bots' proposals since the last change (``None`` once the game is over)."""
        self.menu: list[dict[str, Any]] = []
        self.claims = claim_keys(game)
        self.texts = {c.action: c.param for c in getattr(self.pres, "controls", ()) or ()
                      if c.kind == "text"}
        """Action types typed as a word (``text`` controls): type -> param."""
        self.enter = enter_keyed(game)
        """Action types keyed Enter: Enter alone chooses the turn's only option of one."""
        self.keyed = KeyedMenu([], self.claims, self.texts, enter=self.enter)
        """The menu as shown: what each typed key chooses."""
        self.version = 0
        self._shown_version = -1
        self._shown_labels: tuple[str, ...] | None = None
        self._prompted = -1
        self._at_prompt = False
        self._typed: list[tuple[str, int]] = []
        self._acted = False
        self._full_labels: tuple[str, ...] | None = None
        self._eof = False
        self.fast_forward = not getattr(lines, "interactive", True)
        """Input from a pipe: nobody is typing in real time, so while the human may not act,
        bots and timers act at once (game time jumps ahead); while they may, only ahead of
        a piped line that is no move now (:meth:`_goes_ahead`: a race where everyone plays
        at once is not over before the first line is read, nor a hand's time limit reached
        before the next line is written)."""
        self._deferred: tuple[str, int] | None = None
        """Fast-forward: the piped line last said to wait (said once)."""
        self.t0 = clock.now()
        self._skipped = 0
        """Fast-forward: the ms by which game time jumped ahead of the clock so far."""
        self.narrator = Narrator(self.names, human, {z.id: z.owner for z in game.zones.values()},
                                 slot_base=int(self.hints.get("slot_base", 0)), game=game)

    def out(self, *objects: Any, **kw: Any) -> None:
        """Print, first ending a pending prompt line."""
        if self._at_prompt:
            self.console.print()
            self._at_prompt = False
        self.console.print(*objects, **kw)

    # ----- time ------------------------------------------------------------------------
    def elapsed(self) -> int:
        """Milliseconds since the start (never earlier than the game's clock)."""
        return max(self.game.now, int((self.clock.now() - self.t0) * 1000) + self._skipped)

    def _next_due(self) -> Upcoming | None:
        """What happens next without the human: a bot's move or the engine's timer."""
        return None if self.schedule is None else self.schedule.next()

    def _fire(self, upcoming: Upcoming) -> None:
        try:
            events = happen(self.game, upcoming)
        except IllegalAction:  # a bot's move the state no longer allows: bots decide again
            self._replan()
            return
        self._after(events)

    def _fire_due(self, until: int) -> None:
        while not self.game.is_over():
            item = self._next_due()
            if item is None or item.at > until:
                return
            self._fire(item)

    # ----- bots and events -------------------------------------------------------------
    def _replan(self) -> None:
        """Every bot that may act decides afresh from the current state."""
        self.schedule = None
        if self.game.is_over():
            return
        schedule = Schedule(self.game)
        for seat, bot, must in schedule.seats(self.bots, skip=self.human):
            self._poll()  # a line typed while bots think arrived before they finish
            schedule.propose(seat, bot, bot.choose(self.ports[seat], must), must)
        self.schedule = schedule

    def _poll(self) -> None:
        """Take a line already typed, stamping its arrival now (bots may think for a while)."""
        if self._eof or self._typed or self.fast_forward:
            return
        try:
            line = self.lines.read(0)
        except EOFError:
            self._eof = True
            return
        if line is not None:
            self._typed.append((line, self.elapsed()))

    def _goes_ahead(self) -> bool:
        """Fast-forward: whether what is due next (a bot's move, a timer) happens now, ahead
        of the clock. It does while the human may not act, and ahead of a piped line that is no
        move of theirs now (it waits while the others play). While no line is waiting (not
        written yet, or input ended), game time runs as the clock does: a real-time game's
        timers (a hand's time limit) never jump ahead of a line still to come. The line
        read is kept for the loop to take."""
        if self.human not in self.game.actors():
            return True
        if not self._typed:
            if self._eof:
                return False
            try:
                line = self.lines.read(0)
            except EOFError:
                self._eof = True
                return False
            if line is None:
                return False
            self._typed.append((line, self.elapsed()))
        text = self._typed[0][0].strip()
        if not text or self._quits(text) or text.lower() in HELP_WORDS or text.startswith("{"):
            return False
        keyed = self._keyed(self._menu())
        line = self._typed[0][0]
        if keyed.resolve(line)[0] is not None or keyed.free_text(line) is not None:
            return False
        if self._deferred is not self._typed[0]:
            self._deferred = self._typed[0]
            self.out(Text(f"({text!r} is no move of yours now: it waits while the others play)",
                          style="dim"))
        return True

    def _after(self, events: list[Event]) -> None:
        for e in events:
            self.say(e)
        if (any(e.type in SHOW_TABLE_AFTER for e in events) and not self.game.is_over()
                and self.human not in self.game.waiting_for()):
            self.show_table()  # cards turned up at the end of a hand: let the human see them
        deliver(self.bots, events)
        self.version += 1
        self._replan()

    def tell_known(self) -> None:
        """At the start, say once which face-down cards of memory zones the human saw
        while the game was set up (a deal that lets players look at some cards)."""
        bit = 1 << self.human
        base = int(self.hints.get("slot_base", 0))
        for z in self.game.zones.values():
            if not z.remembers(self.human):
                continue
            seen = [f"slot {i + base} {c.pretty()}" for i, c in enumerate(z.cards)
                    if c is not None and not z.up[i] and z.known[i] & bit]
            if seen:
                where = self.narrator.zone(z.id)
                self.out(Text(f"  You looked at {where}: {', '.join(seen)} (remember them!)",
                              style="green"))

    def say(self, event: Event) -> None:
        """Narrate one event as the human's seat receives it (each event once)."""
        copy = event.for_seat(self.human)
        self.narrator.zones = {z.id: z.owner for z in self.game.zones.values()}
        mine = event.seat == self.human
        self.out(Text("  " + self.narrator.text(copy), style="green" if mine else ""))

    # ----- showing ---------------------------------------------------------------------
    def show_table(self, *, prompt: bool = True) -> None:
        """The table as the human's seat sees it; ``prompt=False`` leaves out the game's
        prompt line."""
        view = self.game.view(self.human)
        if not prompt:
            view = {k: v for k, v in view.items() if k != "prompt"}
        self.out(render_view(view, self.names, title=self.title, hints=self.hints,
                             memory=self.memory, waiting=self.game.waiting_for(), pres=self.pres))

    def _menu(self) -> list[dict[str, Any]]:
        return menu_for(self.game.legal_json(self.human), self.names, self.human,
                        self.game.view(self.human))

    def _show(self) -> None:
        game = self.game
        if self.human in game.waiting_for():
            if self._shown_version != self.version:
                menu = self._menu()
                labels = tuple(a["label"] for a in menu)
                self._shown_version = self.version
                if labels == self._full_labels and labels == self._shown_labels and not self._acted:
                    return  # others acted; the same decision is still before you (narrated above)
                self._set_menu(menu)
                self.show_table()
                self.out(render_menu(self.keyed))
                self._shown_labels = self._full_labels = labels
                self._acted = False
        elif self.human in game.actors():
            menu = self._menu()
            labels = tuple(a["label"] for a in menu)
            if labels != self._shown_labels:
                self._set_menu(menu)
                line = render_menu(self.keyed, compact=True)
                due = game.next_deadline()
                if due is not None and isinstance(line, Text):
                    line.append(f"  (closes in {max(0, due - self.elapsed()) / 1000:.1f} s)", style="dim")
                self.out(line)
                self._shown_labels = labels
                self._shown_version = self.version

    def _keyed(self, menu: list[dict[str, Any]]) -> KeyedMenu:
        """``menu`` as typed: with the numbers over the cards of your hand."""
        hands = numbered_hands(self.game.view(self.human), self.hints, self.pres)
        return KeyedMenu(menu, self.claims, self.texts, hands, self.enter)

    def _set_menu(self, menu: list[dict[str, Any]]) -> None:
        self.menu = menu
        self.keyed = self._keyed(menu)

    def key_for(self, index: int) -> str:
        """What to type for option ``index`` of the menu on screen (scripts use it)."""
        return self.keyed.key_for(index)

    # ----- input -----------------------------------------------------------------------
    def handle(self, line: str, at: int) -> bool:
        """Act on one typed line arriving at ``at`` ms; ``False`` when the human quits."""
        self._prompted = -1
        text = line.strip()
        low = text.lower()
        if self._quits(text):
            return False
        if not text and self.keyed.resolve(line)[0] is not None:
            pass  # Space or Enter: an option's fixed key
        elif not text:
            self._shown_version = -1
            self._shown_labels = None
            self._prompted = -1
            if self.human not in self.game.actors():
                self.show_table()
                self.out(Text(self._waiting_text(), style="dim"))
            return True
        if low in HELP_WORDS:
            self.out(Text(HELP_TEXT + ("\nHere q is a key of the game: type quit to leave."
                                       if self._q_is_key() else "")))
            return True
        if text.startswith("{"):
            return self._apply_json(text, at)
        index, why = self.keyed.resolve(line)
        if index is None and (free := self.keyed.free_text(line)) is not None:
            return self._apply_free(free, at)
        if index is None:
            waiting = self.game.waiting_for()
            if self.human not in self.game.actors():
                why = f"not your turn ({self._waiting_text()})"
            elif self.human not in waiting and " could mean: " not in why and self.keyed.rows:
                # you may act now (a real-time phase, a claim): say what you may do
                if waiting and not text.isdigit():
                    why = f"not your turn ({self._waiting_text()})"
                else:
                    why = f"{text!r} matches none of your options"
                why += "; now you may only: " + "; ".join(f"[{r.key}] {r.text}" for r in self.keyed.rows)
            self.out(Text(f"✗ {why}", style="red"))
            return True
        chosen = self.menu[index]
        try:
            action = Action.from_json(self.game, {k: v for k, v in chosen.items()
                                                  if k not in ("label", "targets")})
            events = self.game.apply(self.human, action, at=max(at, self.game.now))
        except IllegalAction as e:
            why = personalize(str(e), self.names, self.human)
            self.out(Text(f"✗ {chosen.get('label', text)}: {why}", style="red"))
            return True
        self._acted = True
        self._after(events)
        return True

    def _q_is_key(self) -> bool:
        """Whether ``q`` is a key of the game's options (a claim's, or one on the menu)."""
        return any("q" in keys for keys in self.claims.values()) or any(
            r.key.lower() == "q" for r in self.keyed.rows)

    def _quits(self, text: str) -> bool:
        """Whether a typed line leaves the table."""
        low = text.strip().lower()
        return low in QUIT_WORDS and (low != "q" or not self._q_is_key())

    def _apply_free(self, obj: dict[str, str], at: int) -> bool:
        """A text control's answer the menu does not list: the game judges it, and a
        refusal shows the game's own reason ("does not start with T", "too late"), with
        names for seats."""
        try:
            action = Action.from_json(self.game, obj)
            events = self.game.apply(self.human, action, at=max(at, self.game.now))
        except IllegalAction as e:
            self.out(Text(f"✗ {personalize(str(e), self.names, self.human)}", style="red"))
            return True
        self._acted = True
        self._after(events)
        return True

    def _apply_json(self, text: str, at: int) -> bool:
        """An action typed as JSON (``{"type": "bid", "amount": 7}``): for actions a menu
        cannot list (open-ended parameters) and for power users."""
        try:
            obj = json.loads(text)
            events = self.game.apply(self.human, Action.from_json(self.game, obj), at=max(at, self.game.now))
        except json.JSONDecodeError as e:
            self.out(Text(f"✗ not valid JSON: {e.msg}", style="red"))
            return True
        except IllegalAction as e:
            self.out(Text(f"✗ {e}", style="red"))
            return True
        self._acted = True
        self._after(events)
        return True

    def _waiting_text(self) -> str:
        waiting = [s for s in self.game.waiting_for() if s != self.human]
        if not waiting:
            due = self.game.next_deadline()
            if due is not None:
                return f"the game moves on in {max(0, due - self.elapsed()) / 1000:.1f} s"
            return "nothing for you to do right now"
        return "waiting for " + ", ".join(self.names[s] for s in waiting)

    def _prompt(self) -> None:
        if self._prompted == self.version:
            return
        self._prompted = self.version
        if self.human in self.game.waiting_for():
            self.out(Text("Your move (number or command, ? for help): ", style="bold"), end="")
            self._at_prompt = True

    # ----- the loop --------------------------------------------------------------------
    def run(self) -> int:
        """Play to the end; 0 when the game ended or the human left, 1 when it stalled."""
        self.out(Rule(self.title))
        if not self.game.steps:  # from the start: what the first deal announced
            for event in self.game.opening:
                self.say(event)
        self.tell_known()
        if self.human not in self.game.waiting_for():
            self.show_table()
            self._shown_version = self.version
        self._replan()
        code = 0
        try:
            code = self._loop()
        except KeyboardInterrupt:
            self.out("\nInterrupted: you left the table.")
            code = 130
        finally:
            close = getattr(self.lines, "close", None)
            if callable(close):
                close()  # the terminal as it was
        if self.game.is_over():
            self.finish()
        if self.record_path:
            rec = self.game.record()
            rec["names"] = list(self.names)
            Path(self.record_path).write_text(json.dumps(rec, indent=1))
            self.out(Text(f"Record saved to {self.record_path} (parlour replay {self.record_path})",
                          style="dim"))
        return code

    def _loop(self) -> int:
        """Fire what is due, show, read a line, act on it; until the end or the human leaves."""
        while not self.game.is_over():
            now = self.elapsed()
            item = self._next_due()
            if item is not None and (item.at <= now or (
                    self.fast_forward and self.human not in self.game.waiting_for()
                    and self._goes_ahead())):
                self._skipped += max(0, item.at - now)  # game time jumped: the clock follows
                self._fire(item)
                continue
            self._show()
            if item is None and self.human not in self.game.actors():
                self.out(Text(f"The game is stuck: {self._waiting_text()}, and nobody can act.",
                              style="red"))
                return 1
            timeout = None if item is None else max(0.0, (item.at - now) / 1000)
            self._prompt()
            if self._typed:
                line, at = self._typed.pop(0)
            else:
                if self._eof:
                    self.out("\nInput ended: you left the table.")
                    break
                try:
                    got = self.lines.read(timeout)
                except EOFError:
                    self.out("\nInput ended: you left the table.")
                    break
                if got is None:
                    continue
                line, at = got, self.elapsed()
            if getattr(self.lines, "echo", False):
                self.console.print(Text(line if self._at_prompt else f"> {line}", style="dim"))
            self._at_prompt = False
            if self.fast_forward:  # nobody types in real time: the line waits until the
                at = max(at, self.game.earliest(self.human))  # seat may act again
            self._fire_due(at)
            if self.game.is_over():
                break
            if not self.handle(line, at):
                self.out("You left the table.")
                break
        return 0

    def finish(self) -> None:
        """The final table and the result. The game's closing prompt ("Game over: seats 0
        and 2 won") is left out of the table when there is a result: the rule above says
        "Game over" and the verdict below says who won and why."""
        self.out(Rule("Game over"))
        res = self.game.result()
        self.show_table(prompt=res is None)
        if res is not None:
            self.out(render_result(res.to_json(), self.names, self.human,
                                   lower_wins=self.game.lower_wins, pres=self.pres))
