"""The bots' turnstile (parlour.server.gate): people's messages are not queued behind
every table's bot move."""

from __future__ import annotations

import asyncio
import collections

import pytest

from parlour.server.gate import BotGate
from tests.asyncrun import run as run_async


class TurnCounter:
    """Counts the turns of the running event loop (a callback that runs once a turn)."""

    def __init__(self) -> None:
        self.turn = 0
        self.running = True

    def start(self) -> None:
        asyncio.get_running_loop().call_soon(self._tick)

    def _tick(self) -> None:
        self.turn += 1
        if self.running:
            asyncio.get_running_loop().call_soon(self._tick)


async def _bots(gate: BotGate | None, bots: int, moves: int, turns: TurnCounter) -> list[int]:
    """``bots`` tables whose bots move ``moves`` times each as fast as they can (pace 0);
    the turn in which every move started."""
    started: list[int] = []

    async def table() -> None:
        for _ in range(moves):
            if gate is not None:
                await gate.turn()
            started.append(turns.turn)
            await asyncio.sleep(0)  # the move's own hops (a commit, a broadcast)

    turns.start()
    await asyncio.gather(*(table() for _ in range(bots)))
    turns.running = False
    return started


def test_without_a_gate_every_table_moves_in_every_turn() -> None:
    """The fault the gate answers: 250 tables at pace 0 put 250 moves in one turn."""
    turns = TurnCounter()
    started = run_async(_bots(None, 250, 4, turns))
    assert max(collections.Counter(started).values()) == 250


@pytest.mark.parametrize("per_turn", [1, 4, 8])
def test_the_gate_bounds_the_moves_started_in_one_turn_and_loses_none(per_turn: int) -> None:
    turns = TurnCounter()
    gate = BotGate(per_turn)
    started = run_async(_bots(gate, 250, 4, turns))
    assert len(started) == 1000  # no move lost
    assert max(collections.Counter(started).values()) <= 2 * per_turn
    assert gate.waited > 0


def test_a_message_arriving_meanwhile_is_served_within_a_few_turns() -> None:
    """A person's message (a callback that becomes ready while the bots play) runs after
    at most a few bot moves, not after every table's."""

    async def main() -> tuple[int, int]:
        gate = BotGate(8)
        moves = 0
        seen: list[int] = []

        async def table() -> None:
            nonlocal moves
            for _ in range(20):
                await gate.turn()
                moves += 1
                await asyncio.sleep(0)

        async def person() -> None:
            await asyncio.sleep(0)
            await asyncio.sleep(0)
            before = moves
            for _ in range(3):  # three hops: read, handle, answer
                await asyncio.sleep(0)
            seen.append(moves - before)

        tasks = [asyncio.create_task(table()) for _ in range(250)]
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        await person()
        await asyncio.gather(*tasks)
        return seen[0], moves

    between, total = run_async(main())
    assert total == 250 * 20
    assert between <= 3 * 2 * 8  # three hops, at most twice per_turn moves each


def test_a_cancelled_waiter_does_not_hold_up_the_others() -> None:
    async def main() -> int:
        gate = BotGate(1)
        await gate.turn()  # the turn's one place is taken
        waiter = asyncio.create_task(gate.turn())
        await asyncio.sleep(0)
        waiter.cancel()
        done = 0

        async def bot() -> None:
            nonlocal done
            await gate.turn()
            done += 1

        await asyncio.wait_for(asyncio.gather(*(bot() for _ in range(5))), 5)
        return done

    assert run_async(main()) == 5


def test_per_turn_must_be_positive() -> None:
    with pytest.raises(ValueError, match="per_turn must be at least 1"):
        BotGate(0)
