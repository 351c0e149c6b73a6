"""Pineapple against RLCard's limit hold'em engine and pokerkit: random hands per second,
6 players, the same loop (pick a uniformly random legal action until the hand ends).

Run:  python benchmarks/bench_holdem_engines.py [--quick] [--hands N]

Parlour plays Pineapple twice: as the game (``parlour.new_game``: zones, events, views,
the record) and on its simulation kernel (:mod:`parlour.sim.pineapple`, C: the same
rules, deals and choices, nothing else): three hole cards, a discard, fixed limit 1/2
blinds, 2/4 bets. RLCard's ``limitholdem.Game`` (its engine, without the RL
environment's state encoding) and pokerkit's ``FixedLimitTexasHoldem`` (every automation
on) play limit hold'em, which has the same betting and one decision fewer per player (no
discard). Each engine plays a few hands first, then the engines take turns, three
rounds; the best run of CPU time (``time.process_time``) of each is kept. Another row
plays the same hands on Parlour's betting engine alone (Python), with no game around it:
the floor under the game's figure, what the rules' own work costs in pure Python. The
last column divides each row's hands/s by RLCard's. RLCard and pokerkit are optional:
``pip install rlcard pokerkit``.
"""

from __future__ import annotations

import argparse
import os
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


def kernel_hands(n: int) -> tuple[int, int]:
    """The same games as :func:`parlour_hands` (seeds, options, choices) on the kernel:
    they deal the same cards and play the same hands (``tests/sim``)."""
    from parlour.sim.pineapple import table

    rng = random.Random(1)
    hands = actions = 0
    seed = 0
    while hands < n:
        t = table(6, seed=seed, options={"hands": 10, "stack": 100_000})
        seed += 1
        while not t.over:
            t.deal()
            while not t.hand_over:
                legal = t.legal()
                t.step(legal[int(rng.random() * len(legal))])
                actions += 1
        hands += t.hand_no
    return hands, actions


def engine_alone_hands(n: int) -> tuple[int, int]:
    """The floor under Parlour Pineapple: the same hands played straight on the shared
    betting engine (:class:`~parlour.rules.betting.Betting`), the game's shuffle and
    evaluator, with no game around them (no zones, actions, checks, events or record):
    blinds 1/2, fixed limit 2/4, three hole cards, a random discard, burns and board."""
    from parlour.cards import deck52
    from parlour.engine.rng import Rng
    from parlour.hands import best_of
    from parlour.rules.betting import Betting
    from parlour.rules.chips import Chips

    pack = list(deck52())
    rng, deal = random.Random(1), Rng(0)
    chips = Chips(6, 100_000)
    actions = 0
    for h in range(n):
        b = Betting(chips, "fixed", 4)
        cards = pack[:]
        deal.shuffle(cards)
        sb, bb = (h + 1) % 6, (h + 2) % 6
        b.blind(sb, 1)
        b.blind(bb, 2)
        hands = [[cards.pop() for _ in range(3)] for _ in range(6)]
        board: list[int] = []
        b.start_round((h + 3) % 6, 2, opened=1)
        for street in range(4):
            while b.actors:
                fold, _, low, high, _ = b.options()
                pick = int(rng.random() * (1 + bool(fold) + bool(high)))  # call, raise, fold
                actions += 1
                if pick == 0:
                    b.call()
                elif pick == 1 and high:
                    b.raise_to(low, checked=True)
                else:
                    b.fold()
            b.end_round()
            if b.alone is not None:
                b.award([0] * 6)
                break
            if street == 0:
                for s in range(6):
                    if b.live[s]:
                        hands[s].pop(int(rng.random() * 3))
                        actions += 1
            if street == 3:
                b.award([best_of(hands[s] + board) if b.live[s] else 0 for s in range(6)], first=(h + 1) % 6)
                break
            cards.pop()
            board += [cards.pop() for _ in range(3 if street == 0 else 1)]
            b.start_round((h + 1) % 6, 2 if street == 0 else 4)
    return n, actions


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


def interleaved(engines: dict[str, Callable[[int], tuple[int, int]]], n: int,
                rounds: int) -> dict[str, tuple[float, float] | str]:
    """Each engine's best (hands/s, actions/s) over ``rounds`` runs of ``n`` hands, the
    engines taking turns within each round (so load on a shared machine falls on all
    alike); each plays a few hands first (imports, tables). An engine that is not
    installed gets the import error's text."""
    top: dict[str, tuple[float, float] | str] = {}
    for name, fn in engines.items():
        try:
            fn(max(1, n // 50))
            top[name] = (0.0, 0.0)
        except ImportError as err:
            top[name] = str(err)
    for _ in range(rounds):
        for name, fn in engines.items():
            best = top[name]
            if isinstance(best, str):
                continue
            t = time.process_time()
            hands, actions = fn(n)
            dt = time.process_time() - t
            if hands / dt > best[0]:
                top[name] = (hands / dt, actions / dt)
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
    engines = {"Parlour Pineapple, kernel (parlour.sim, C)": kernel_hands,
               "Parlour Pineapple, game (parlour.new_game)": parlour_hands,
               "Parlour's betting engine alone (no game)": engine_alone_hands,
               "RLCard limitholdem.Game": rlcard_hands,
               "pokerkit FixedLimitTexasHoldem": pokerkit_hands}
    top = interleaved(engines, n, rounds)
    ref = top["RLCard limitholdem.Game"]
    rows = []
    for name, got in top.items():
        if isinstance(got, str):
            rows.append([name, "not installed", got, ""])
        else:
            rows.append([name, f"{got[0]:.0f}", f"{got[1]:.0f}",
                         "" if isinstance(ref, str) else f"{got[0] / ref[0]:.2f}"])
    table(["engine (6 players, random)", "hands/s", "actions/s", "hands/s ÷ RLCard's"], rows,
          f"Random hands, best of {rounds} runs of {n} hands each, engines in turn (CPU time)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
