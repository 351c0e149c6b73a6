"""Ctrl-C in ``run_chunks`` on Ray, in a process of its own (``python -m
tests.runners.ray_interrupt_child ADDRESS``): a KeyboardInterrupt raised from the progress
callback after two chunks must cancel the rest and keep what finished. Ray's C++ driver
has been seen to abort on that interrupt when the machine is loaded; in a child process
such an abort costs one retry instead of the test runner's worker (``test_ray``)."""

from __future__ import annotations

import json
import sys

from parlour.runners.distributed import Interrupted, run_chunks
from tests.runners.test_distributed import square_all


def main(address: str) -> int:
    seen: list[int] = []

    def stop(i: int, _r: object) -> None:
        if len(seen) == 2:
            raise KeyboardInterrupt
        seen.append(i)

    try:
        run_chunks(square_all, [[i] for i in range(200)], ray_address=address, progress=stop)
    except Interrupted as e:
        done = {i: r[0][0] for i, r in e.done.items()}
    else:
        print(json.dumps({"error": "not interrupted"}))
        return 1
    again = run_chunks(square_all, [[3]], ray_address=address)[0][0][0]  # Ray still serves
    print(json.dumps({"seen": seen, "done": done, "again": again}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
