"""Pineapple against RLCard's limit hold'em engine and pokerkit: random hands per second,
6 players, the same loop (pick a uniformly random legal action until the hand ends).

Run:  python benchmarks/bench_holdem_engines.py [--quick] [--hands N]

Parlour plays Pineapple (three hole cards, a discard, fixed limit 1/2 blinds, 2/4 bets);
RLCard's ``limitholdem.Game`` (its engine, without the RL environment's state encoding)
and pokerkit's ``FixedLimitTexasHoldem`` (every automation on) play limit hold'em, which
has the same betting and one decision fewer per player (no discard). The best of three
runs of CPU time (``time.process_time``) is kept. RLCard and pokerkit are optional:
``pip install rlcard pokerkit``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from _common import machine, table

import parlour

GAMES = ("pineapple",)


def parlour_hands(n: int) -> tuple[int, int]:
    rng = random.Random(1)
    hands = actions = 0
    seed = 0
    while hands < n:
        g = parlour.new_game("pineapple", 6, seed=seed, options={"hands": 10, "stack": 100_000})
        seed += 1
        while not g.is_over():
            s = g.actors()[0]
            legal = g.legal_actions(s)
            g.apply(s, legal[int(rng.random() * len(legal))])
            actions += 1
        hands += int(g.result().details["hands"])  # type: ignore[union-attr]
    return hands, actions


def rlcard_hands(n: int) -> tuple[int, int]:
    import numpy as np
    from rlcard.games.limitholdem import Game

    game = Game()
    game.configure({"game_num_players": 6})
    game.np_random = np.random.RandomState(1)
    rng = random.Random(1)
    actions = 0
    for _ in range(n):
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[int(rng.random() * len(legal))])
            actions += 1
        game.get_payoffs()
    return n, actions


def pokerkit_hands(n: int) -> tuple[int, int]:
    import pokerkit as pk

    auto = (pk.Automation.ANTE_POSTING, pk.Automation.BET_COLLECTION, pk.Automation.BLIND_OR_STRADDLE_POSTING,
            pk.Automation.CARD_BURNING, pk.Automation.HOLE_DEALING, pk.Automation.BOARD_DEALING,
            pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING, pk.Automation.HAND_KILLING,
            pk.Automation.CHIPS_PUSHING, pk.Automation.CHIPS_PULLING)
    rng = random.Random(1)
    actions = 0
    for _ in range(n):
        s = pk.FixedLimitTexasHoldem.create_state(auto, True, 0, (1, 2), 2, 4, 100_000, 6)
        while s.status:
            moves = []
            if s.can_fold():
                moves.append(s.fold)
            if s.can_check_or_call():
                moves.append(s.check_or_call)
            if s.can_complete_bet_or_raise_to():
                moves.append(s.complete_bet_or_raise_to)
            moves[int(rng.random() * len(moves))]()
            actions += 1
    return n, actions


def best(fn: Callable[[int], tuple[int, int]], n: int, rounds: int) -> tuple[float, float]:
    top = (0.0, 0.0)
    for _ in range(rounds):
        t = time.process_time()
        hands, actions = fn(n)
        dt = time.process_time() - t
        if hands / dt > top[0]:
            top = (hands / dt, actions / dt)
    return top


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--hands", type=int, default=0, help="hands a run (default 3000, quick 300)")
    ap.add_argument("--game", default="pineapple", help="only pineapple (for `parlour bench`)")
    args = ap.parse_args()
    n = args.hands or (300 if args.quick else 3000)
    rounds = 1 if args.quick else 3
    print(machine())
    rows = []
    ours = best(parlour_hands, n, rounds)
    rows.append(["Parlour Pineapple", f"{ours[0]:.0f}", f"{ours[1]:.0f}", "1.00"])
    others = (("RLCard limitholdem.Game", rlcard_hands), ("pokerkit FixedLimitTexasHoldem", pokerkit_hands))
    for name, fn in others:
        try:
            hps, aps = best(fn, n, rounds)
        except ImportError as err:
            rows.append([name, "not installed", str(err), ""])
            continue
        rows.append([name, f"{hps:.0f}", f"{aps:.0f}", f"{ours[0] / hps:.2f}"])
    table(["engine (6 players, random)", "hands/s", "actions/s", "Parlour's hands/s ÷ this"], rows,
          f"Random hands, best of {rounds} runs of {n} hands (CPU time)")


if __name__ == "__main__":
    main()
