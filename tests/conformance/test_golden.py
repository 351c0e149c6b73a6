"""Golden playthroughs: every registered game and variant replays its saved game and
shows every seat exactly what it showed when the file was written (see ``golden.py``)."""

from __future__ import annotations

import difflib
import json

import pytest

from tests.conformance.golden import cases, path_for, transcript


def _lines(obj: object) -> list[str]:
    return json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False).splitlines()


@pytest.mark.parametrize(("game", "variant", "players"), cases(),
                         ids=[f"{g}:{v or 'default'}" for g, v, _ in cases()])
def test_golden_playthrough_is_unchanged(game: str, variant: str | None, players: int) -> None:
    path = path_for(game, variant)
    assert path.is_file(), (f"no golden playthrough for {game}:{variant}; write it with "
                            f"`python -m tests.conformance.golden --write {game}` and review it")
    saved = json.loads(path.read_text(encoding="utf-8"))
    now = json.loads(json.dumps(transcript(saved["record"]), ensure_ascii=False))
    if now == saved:
        return
    for old, new in zip(saved["steps"], now["steps"], strict=False):
        if old != new:
            diff = "\n".join(list(difflib.unified_diff(_lines(old), _lines(new), "saved", "now",
                                                       lineterm=""))[:80])
            pytest.fail(f"{game}:{variant} differs at step {old.get('step')}:\n{diff}")
    pytest.fail(f"{game}:{variant}: the ending differs: saved {saved['result']}, now {now['result']}")
