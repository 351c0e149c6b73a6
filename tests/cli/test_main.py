"""The ``parlour`` command itself: its version, and a clear word when the port is taken."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

import parlour
from parlour.cli.main import main


def test_version_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"parlour {parlour.__version__}"


def test_serve_on_a_taken_port_says_so_and_suggests_another(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        code = main(["serve", "--host", "127.0.0.1", "--port", str(port), "--data", str(tmp_path)])
    out = capsys.readouterr()
    assert code == 2
    assert f"port {port} on 127.0.0.1 is already in use" in out.err
    assert f"--port {port + 1}" in out.err
    assert "serving" not in out.out


def test_help_is_capitalised_consistently() -> None:
    # issue #10: "parlour --help" mixed "Play a game..." with "run the benchmarks..."
    import argparse

    from parlour.cli.main import _commands, build_parser

    for name, mod in _commands().items():
        assert mod.HELP[:1].isupper() and mod.HELP.endswith("."), (name, mod.HELP)
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    for name, parser in sub.choices.items():
        for action in parser._actions:
            text = action.help or ""
            if text and text != argparse.SUPPRESS:  # argument help: lower case, as argparse's own
                assert not text[:1].isupper(), (name, action.option_strings, text)
