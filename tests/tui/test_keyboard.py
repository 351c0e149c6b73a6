"""Issue #10: keyboard play at a real terminal. Space on an empty line is sent at once
(a real-time claim's fixed key: a slap without Enter); other keys edit a line as usual
and the terminal's settings come back when the game ends. Driven through a pseudo
terminal, no sleeps."""

from __future__ import annotations

import io
import os
import pty
import termios

from parlour.tui.io import StdinLines


def test_space_is_sent_at_once_and_lines_are_edited() -> None:
    master, slave = pty.openpty()
    shown = io.StringIO()
    try:
        before = termios.tcgetattr(slave)
        lines = StdinLines(fd=slave, out=shown)
        assert lines.keys
        os.write(master, b" ")
        assert lines.read(1.0) == " "  # no Enter needed
        os.write(master, b"flx\x7fip\r")
        assert lines.read(1.0) == "flip"
        os.write(master, b"\x1b[Aswap 3\n")  # an arrow key is ignored
        assert lines.read(1.0) == "swap 3"
        assert lines.read(0.01) is None  # nothing typed: the timeout passes
        os.write(master, b"s ")  # a space inside a line is just a space
        assert lines.read(0.01) is None
        os.write(master, b"1\n")
        assert lines.read(1.0) == "s 1"
        assert "(Space)" in shown.getvalue() and "flx\b \bip" in shown.getvalue()  # echoed, erased
        lines.close()
        assert termios.tcgetattr(slave) == before
    finally:
        os.close(master)
        os.close(slave)


def test_lines_from_a_pipe_are_read_whole() -> None:
    r, w = os.pipe()
    try:
        lines = StdinLines(fd=r)
        assert not lines.keys
        os.write(w, b" \nflip\n")
        assert lines.read(1.0) == " " and lines.read(1.0) == "flip"
    finally:
        os.close(r)
        os.close(w)
