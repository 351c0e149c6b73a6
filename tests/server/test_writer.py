"""The steps' writer: steps queued together are committed together (one transaction),
and a step the database refuses fails alone."""

import asyncio
import threading

import pytest

from parlour.server.storage import StepRow
from parlour.server.writer import StepWriter
from tests.asyncrun import run as run_async


class SlowStore:
    def __init__(self) -> None:
        self.gate = threading.Event()
        self.entered = threading.Event()
        self.transactions: list[list[tuple[str, int]]] = []

    def append_step(self, table_id, step, finished=None):
        self.entered.set()
        self.gate.wait(10)
        if step.seq < 0:
            raise ValueError(f"bad step {step.seq}")
        self.transactions.append([(table_id, step.seq)])

    def append_steps(self, batch):
        if any(s.seq < 0 for _, s, _ in batch):
            raise ValueError("one bad step spoils the batch")
        self.transactions.append([(t, s.seq) for t, s, _ in batch])


def test_steps_queued_while_a_commit_runs_are_committed_together_and_a_bad_one_fails_alone():
    store = SlowStore()
    writer = StepWriter(store)

    async def main():
        first = asyncio.create_task(writer.append("a", StepRow(1, {}, 0, None), None))
        await asyncio.to_thread(store.entered.wait, 10)  # the writer is busy with it (the gate is shut)
        rest = [asyncio.create_task(writer.append(t, StepRow(n, {}, 0, None), None))
                for t, n in (("b", 1), ("c", 1), ("a", 2), ("d", -1), ("b", 2))]
        while writer._queue.qsize() < len(rest):  # all five wait behind it (no timing guess)
            await asyncio.sleep(0.001)
        store.gate.set()
        await first
        return await asyncio.gather(*rest, return_exceptions=True)

    results = run_async(main())
    writer.close()
    assert [type(r).__name__ if r else None for r in results] == [None, None, None, "ValueError", None]
    assert store.transactions[0] == [("a", 1)]
    committed = sorted(x for t in store.transactions[1:] for x in t)
    assert committed == [("a", 2), ("b", 1), ("b", 2), ("c", 1)]
    assert writer.batches == 2 and writer.steps == 6  # the five queued steps: one batch (tried alone after)


def test_a_batch_on_a_real_store_is_one_transaction(tmp_path):
    import parlour
    from parlour.server.storage import Store
    from tests.server.test_tables import new_row  # noqa: F401  (the toy's table row)

    store = Store(f"sqlite:///{tmp_path / 'w.sqlite3'}")
    game = parlour.new_game("cactus", 2, seed=1)
    rows = []
    for tid in ("t1", "t2"):
        row = new_row(game, [{"kind": "human"}, {"kind": "human"}])
        row.id = tid
        store.create_table(row)
        rows.append(row)
    store.append_steps([("t1", StepRow(1, {"advance": 1}, None, None), None),
                        ("t2", StepRow(1, {"advance": 2}, None, None), None)])
    assert [s.entry for s in store.steps("t1")] == [{"advance": 1}]
    with pytest.raises(Exception):  # noqa: B017 (the primary key: nothing of this batch stays)
        store.append_steps([("t2", StepRow(2, {"advance": 3}, None, None), None),
                            ("t1", StepRow(1, {"advance": 9}, None, None), None)])
    assert [s.seq for s in store.steps("t2")] == [1]
    store.close()
