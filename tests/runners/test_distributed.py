"""run_chunks without Ray: results in chunk order for every backend, progress per chunk,
Ctrl-C gives the finished chunks, clear errors for bad jobs and Ray addresses and for
a missing ray or matplotlib."""

from __future__ import annotations

import os
import sys

import pytest

from parlour.errors import InvalidOption
from parlour.runners.distributed import Interrupted, check_ray_address, run_chunks


def square_all(chunk: list[int]) -> list[tuple[int, int]]:
    return [(x * x, os.getpid()) for x in chunk]


def stop_at_three(chunk: int) -> int:
    if chunk == 3:
        raise KeyboardInterrupt
    return chunk * 10


CHUNKS = [[1, 2], [3], [4, 5, 6], [7], [8, 9]]


@pytest.mark.parametrize("jobs", [1, 2])
def test_results_come_back_in_chunk_order(jobs: int) -> None:
    seen: list[int] = []
    out = run_chunks(square_all, CHUNKS, jobs=jobs, progress=lambda i, _r: seen.append(i))
    assert [[v for v, _pid in r] for r in out] == [[x * x for x in c] for c in CHUNKS]
    assert sorted(seen) == list(range(len(CHUNKS)))
    pids = {pid for r in out for _v, pid in r}
    assert (pids == {os.getpid()}) == (jobs == 1)  # two jobs: worker processes did the work


def test_ctrl_c_keeps_the_finished_chunks() -> None:
    with pytest.raises(Interrupted) as info:
        run_chunks(stop_at_three, [0, 1, 2, 3, 4])
    assert isinstance(info.value, KeyboardInterrupt)  # callers that only know Ctrl-C still stop
    assert info.value.done == {0: 0, 1: 10, 2: 20} and info.value.total == 5
    assert info.value.results() == [0, 10, 20]


def test_errors_in_a_chunk_propagate() -> None:
    with pytest.raises(TypeError):
        run_chunks(square_all, [[1], ["x"]], jobs=1)  # type: ignore[list-item]


def test_bad_jobs_and_addresses_are_refused() -> None:
    with pytest.raises(InvalidOption, match="at least 1"):
        run_chunks(square_all, CHUNKS, jobs=0)
    assert check_ray_address("local") is None
    assert check_ray_address("10.0.0.5:6379") == ("10.0.0.5", 6379)
    assert check_ray_address("ray://head:10001") == ("head", 10001)
    for bad in ("head", "head:", ":6379", "head:port", "head:70000", "ray://"):
        with pytest.raises(InvalidOption, match="bad Ray address"):
            check_ray_address(bad)


def test_a_missing_ray_or_matplotlib_names_the_extra(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.cli.main import main
    from parlour.runners.distributed import MissingDependency

    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    with pytest.raises(MissingDependency, match=r"'ray' package: pip install -e '\.\[scale\]'"):
        run_chunks(square_all, CHUNKS, ray_address="local")
    assert main(["sim", "cactus", "-n", "2", "--ray"]) == 2
    assert "pip install -e '.[scale]'" in capsys.readouterr().err
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    assert main(["sim", "cactus", "-n", "2", "--plot", "plots"]) == 2  # refused before any game
    err = capsys.readouterr().err
    assert "--plot needs the 'matplotlib' package" in err and "[scale]" in err
