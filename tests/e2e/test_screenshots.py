"""The screenshot script keeps working (one game, into a temporary folder; the whole set
is refreshed by ``scripts/screenshots``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.e2e import screenshots


def test_screenshots(browser: Any, tmp_path: Path) -> None:
    paths = screenshots.take(tmp_path, browser, games=["war"])
    assert [p.name for p in paths] == ["war.png", "war-phone.png"]
    for p in paths:
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and p.stat().st_size > 10_000
