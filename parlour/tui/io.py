"""Clocks and line input for the terminal loop, real and scripted.

The play loop reads the human's lines with a timeout while bots' actions wait on a
monotonic clock. Both sides are injectable: :class:`SystemClock` and
:class:`StdinLines` for a real terminal, :class:`FakeClock` and :class:`ScriptedLines`
for tests that script a whole game without sleeping.

>>> clock = FakeClock()
>>> lines = ScriptedLines(clock, [(0.5, "s"), "quit"])
>>> lines.read(0.2), clock.now()
(None, 0.2)
>>> lines.read(None), clock.now()
('s', 0.5)
>>> lines.read(1.0), clock.now()
('quit', 0.5)
"""

from __future__ import annotations

import codecs
import os
import select
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any, Protocol

try:
    import termios
except ImportError:  # pragma: no cover - not POSIX: lines only
    termios = None  # type: ignore[assignment]


class Clock(Protocol):
    """A monotonic clock in seconds."""

    def now(self) -> float: ...


class LineSource(Protocol):
    """Where the human's lines come from."""

    def read(self, timeout: float | None) -> str | None:
        """The next line (without its newline), ``None`` if ``timeout`` seconds passed
        first (``None`` waits for ever). Raises :class:`EOFError` when input ends."""
        ...


class SystemClock:
    """The real monotonic clock."""

    def now(self) -> float:
        return time.monotonic()


class FakeClock:
    """A clock that moves only when told: for tests."""

    def __init__(self, start: float = 0.0) -> None:
        self.t = start

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += max(0.0, seconds)


class StdinLines:
    """Lines from a file descriptor (standard input), read with a timeout through
    ``select`` (POSIX). Bytes are read straight from the descriptor so that lines
    typed ahead are never stuck in a buffer ``select`` cannot see."""

    def __init__(self, fd: int | None = None, echo: bool | None = None,
                 keys: bool | None = None, out: Any = None) -> None:
        self._fd = fd
        self._echo = echo
        self._buf = b""
        self._eof = False
        self._keys = keys
        """Read key by key at a terminal (default: when input is a terminal): Space on an
        empty line is sent at once, without Enter (a real-time claim's fixed key)."""
        self._out = out
        self._saved: Any = None
        self._line = ""
        self._ready: list[str] = []
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")

    @property
    def fd(self) -> int:
        if self._fd is None:
            self._fd = sys.stdin.fileno()
        return self._fd

    @property
    def echo(self) -> bool:
        """Echo typed lines into the transcript when input is not a terminal."""
        if self._echo is None:
            self._echo = not os.isatty(self.fd)
        return self._echo

    @property
    def interactive(self) -> bool:
        """A person types at a terminal (else: lines from a pipe or a file)."""
        return os.isatty(self.fd)

    def _pop_line(self) -> str | None:
        if b"\n" in self._buf:
            line, self._buf = self._buf.split(b"\n", 1)
            return line.decode("utf-8", "replace").rstrip("\r")
        return None

    # ----- key by key (a terminal) -------------------------------------------------------
    @property
    def keys(self) -> bool:
        if self._keys is None:
            self._keys = os.isatty(self.fd) and termios is not None
        return bool(self._keys)

    def _write(self, text: str) -> None:
        out = self._out or sys.stdout
        out.write(text)
        out.flush()

    def _raw(self) -> None:
        """Keys arrive one by one and are echoed here (the terminal's own settings are
        restored by :meth:`close`)."""
        if self._saved is None and termios is not None:
            self._saved = termios.tcgetattr(self.fd)
            attrs = termios.tcgetattr(self.fd)
            attrs[3] &= ~(termios.ICANON | termios.ECHO)
            attrs[6][termios.VMIN], attrs[6][termios.VTIME] = 1, 0
            termios.tcsetattr(self.fd, termios.TCSANOW, attrs)

    def close(self) -> None:
        """Give the terminal back as it was."""
        if self._saved is not None and termios is not None:
            termios.tcsetattr(self.fd, termios.TCSANOW, self._saved)
            self._saved = None

    def _keyed(self, chunk: bytes) -> None:
        """Edit the current line with the keys in ``chunk``."""
        text = self._decoder.decode(chunk)
        i = 0
        while i < len(text):
            ch = text[i]
            i += 1
            if ch in "\r\n":
                self._write("\n")
                self._ready.append(self._line)
                self._line = ""
            elif ch in "\x7f\b":
                if self._line:
                    self._line = self._line[:-1]
                    self._write("\b \b")
            elif ch == "\x04":
                if not self._line:
                    self._eof = True
            elif ch == "\x1b":  # an arrow or function key: ignored
                while i < len(text) and (text[i] in "[O0123456789;"):
                    i += 1
                i += 1 if i < len(text) else 0
            elif ch == " " and not self._line:
                self._write("(Space)\n")
                self._ready.append(" ")  # a claim's key: sent at once
            elif ch >= " ":
                self._line += ch
                self._write(ch)

    def _read_keys(self, timeout: float | None) -> str | None:
        self._raw()
        deadline = None if timeout is None else time.monotonic() + max(0.0, timeout)
        while True:
            if self._ready:
                return self._ready.pop(0)
            if self._eof:
                raise EOFError
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                return None
            chunk = os.read(self.fd, 4096)
            if not chunk:
                self._eof = True
                continue
            self._keyed(chunk)

    def read(self, timeout: float | None) -> str | None:
        if self.keys:
            return self._read_keys(timeout)
        deadline = None if timeout is None else time.monotonic() + max(0.0, timeout)
        while True:
            line = self._pop_line()
            if line is not None:
                return line
            if self._eof:
                if self._buf:
                    rest, self._buf = self._buf, b""
                    return rest.decode("utf-8", "replace")
                raise EOFError
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                return None
            chunk = os.read(self.fd, 4096)
            if not chunk:
                self._eof = True
            self._buf += chunk


Script = str | tuple[float, str] | Callable[[float | None], "str | tuple[float, str] | None"]


class ScriptedLines:
    """Lines typed by a script against a :class:`FakeClock`.

    Each item is a line typed as soon as input is read, ``(delay_s, line)``: typed
    ``delay_s`` seconds after the previous line (or after the script reached it), or
    a callable ``f(timeout) -> item | None`` asked each time input is read (``None``:
    type nothing now, let ``timeout`` pass). When a delay is longer than the timeout,
    the clock moves by the timeout and ``read`` returns ``None``. When the script is
    exhausted, :class:`EOFError` is raised.
    """

    def __init__(self, clock: FakeClock, items: Iterable[Script]) -> None:
        self.clock = clock
        self.items = list(items)
        self._pending: tuple[float, str] | None = None
        self.typed: list[str] = []
        self.echo = True

    def _next(self, timeout: float | None) -> tuple[float, str] | None:
        if self._pending is not None:
            return self._pending
        while self.items:
            item = self.items[0]
            if callable(item):
                got = item(timeout)
                if got is None:
                    return None
                self._pending = (0.0, got) if isinstance(got, str) else got
                return self._pending
            self.items.pop(0)
            self._pending = (0.0, item) if isinstance(item, str) else item
            return self._pending
        raise EOFError

    def read(self, timeout: float | None) -> str | None:
        nxt = self._next(timeout)
        if nxt is None:
            if timeout is None:
                raise RuntimeError("script typed nothing while the game waits for input")
            self.clock.sleep(timeout)
            return None
        delay, line = nxt
        if timeout is not None and delay > timeout:
            self.clock.sleep(timeout)
            self._pending = (delay - timeout, line)
            return None
        self.clock.sleep(delay)
        self._pending = None
        self.typed.append(line)
        return line
