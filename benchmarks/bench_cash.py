"""Cash (Kemps, Kent): random playouts per variant and table size, the heuristic
partnership against random partnerships, and game length by reaction level.

Run:  nice -n 10 python benchmarks/bench_cash.py [-n 1000] [--quick]

* Random playouts: every step a uniformly random seat among those who may act plays a
  uniformly random legal action 150-550 ms after the last one (claims included: a
  random "Cash!" or counter ends most hands), or the engine's timer fires when it is
  due first; at most 2,000 steps a game. CPU time of this process.
* Heuristic against random: four players, the heuristic partnership alternating between
  seats 0/2 and 1/3, through the real-time runner (seeded, simulated time) at level
  ``normal``. The random bot acts now and then (``eagerness`` 5% a decision), uniformly
  among its legal actions, claims included: in Cash nothing is ever waited for during
  play, so ``random`` and ``random:all`` are the same bot here. Won, lost and real deals
  (draws) of the heuristic partnership; 95% Wilson interval of the share won.
* Levels: a heuristic partnership of one level against a ``normal`` one (seats
  alternating); and four heuristic bots of one level: simulated seconds and actions a
  game, actions per CPU second of simulation.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from _common import machine, table

from parlour.bots.base import Bot
from parlour.bots.random_bot import RandomBot
from parlour.engine.rng import Rng
from parlour.games.cash import Cash
from parlour.games.cash.bot import CashHeuristic
from parlour.games.cash.rules import team
from parlour.runners.local import run_game
from parlour.runners.sim import wilson

GAMES = ("cash",)
"""``parlour bench cash`` runs this script."""

LEVELS = ("expert", "fast", "normal", "slow")


def random_playout(g: Cash, rng: Rng, max_steps: int = 2000) -> int:
    """Play ``g`` with uniformly random actions at random times; the number of actions."""
    actions = 0
    for _ in range(max_steps):
        if g.is_over():
            break
        due = g.next_deadline()
        actors = g.actors()
        if not actors:
            if due is None:
                break
            g.advance(due)
            continue
        seat = actors[rng.below(len(actors))]
        legal = g.legal_actions(seat)
        at = max(g.now + 150 + rng.below(400), g.earliest(seat, legal[0]) if legal else 0)
        if not legal or (due is not None and due <= at):
            if due is None:
                break
            g.advance(due)
            continue
        g.apply(seat, legal[rng.below(len(legal))], at=at)
        actions += 1
    return actions


def playout_rows(n: int) -> list[list[object]]:
    rows: list[list[object]] = []
    for variant in ("standard", "letters", "kemps", "kent"):
        for players in (4, 6, 8):
            actions = 0
            sim = 0
            over = 0
            t = time.process_time()
            for seed in range(n):
                g = Cash(players, variant=variant, seed=seed)
                actions += random_playout(g, Rng(seed ^ 0xCA5))
                sim += g.now
                over += g.is_over()
            cpu = time.process_time() - t
            rows.append([f"cash:{variant}", players, n, f"{over / n:.0%}", f"{actions / n:.1f}",
                         f"{sim / n / 1000:.1f}", f"{1000 * cpu / n:.2f}", f"{actions / cpu:,.0f}"])
    return rows


def match(opponent: str, n: int, players: int = 4, level: str = "normal",
          variant: str = "standard") -> list[object]:
    """The heuristic partnership at ``level`` against ``opponent`` (random, or a level),
    ``n`` games of ``variant`` (``letters``: whole matches)."""
    won = lost = draws = 0
    actions = 0
    t = time.process_time()
    for seed in range(n):
        h = seed % 2  # the first partnership: seats h, h + 2, ...
        bots: list[Bot] = []
        for s in range(players):
            if s % 2 == h:
                bots.append(CashHeuristic(s, seed=seed * 16 + s, level=level))
            elif opponent == "random":
                bots.append(RandomBot(s, seed=seed * 16 + s, form="all"))
            else:
                bots.append(CashHeuristic(s, seed=seed * 16 + s, level=opponent))
        g = Cash(players, variant=variant, seed=seed)
        res = run_game(g, bots)
        assert res is not None
        actions += len(g.record()["actions"])
        if not res.winners:
            draws += 1
        elif h in res.winners:
            won += 1
        else:
            lost += 1
    cpu = time.process_time() - t
    lo, hi = wilson(won, n)
    return [level, f"{opponent} ({variant})", n, won, lost, draws, f"{100 * won / n:.1f}%",
            f"{100 * lo:.1f}-{100 * hi:.1f}%",
            f"{actions / n:.1f}", f"{cpu:.0f}"]


def level_rows(n: int, players: int = 4) -> list[list[object]]:
    rows: list[list[object]] = []
    for level in LEVELS:
        sim = 0
        actions = 0
        draws = 0
        t = time.process_time()
        for seed in range(n):
            g = Cash(players, seed=seed)
            res = run_game(g, [CashHeuristic(s, seed=seed * 16 + s, level=level) for s in range(players)])
            assert res is not None
            sim += g.now
            actions += len(g.record()["actions"])
            draws += not res.winners
        cpu = time.process_time() - t
        rows.append([level, players, n, f"{sim / n / 1000:.1f}", f"{actions / n:.1f}",
                     f"{draws / n:.0%}", f"{actions / cpu:,.0f}"])
    return rows


class _Logged(CashHeuristic):
    """The heuristic, logging at each hand's end what its detector names (bench only)."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.log: list[dict[str, Any]] = []

    def observe(self, events: list[dict[str, Any]]) -> None:
        super().observe(events)
        for e in events:
            if e.get("type") in ("cash", "counter", "real_deal") and self.detector is not None:
                d = self.detector
                self.log.append({**e, "named": {t: d.named(t) for t in d.readings}})


def _hands(record: dict[str, Any], players: int) -> list[dict[str, Any]]:
    """Per hand of a recorded match: each partnership's true signal and its gestures."""
    hands: list[dict[str, Any]] = [{"signal": {}, "gestures": []}]
    for m in record["actions"]:
        a = m.get("action", {})
        if a.get("type") == "deal":
            hands.append({"signal": {}, "gestures": []})
        elif a.get("type") == "agree":
            hands[-1]["signal"][team(m["seat"], players)] = a["signal"]
        elif a.get("type") == "gesture":
            hands[-1]["gestures"].append((m["seat"], a["sign"]))
    return hands


def detection(hands: int, level: str = "normal", players: int = 4,
              threshold: float = CashHeuristic.threshold) -> list[object]:
    """Letters matches (``cash:letters``) of four heuristic bots at ``level`` until at
    least ``hands`` hands were played; each bot's detector judged against the true signals
    (see ``docs/games/cash.md``, "Reading signals")."""
    played = seed = 0
    until: list[int] = []  # signals seen before the detector named the right one, per epoch
    unnamed = 0  # epochs (a partnership keeping one signal) that ended before it was named
    wrong = named_ends = 0  # hand ends with a wrong / any name for an opponent partnership
    counters = false_counters = cashes = false_cashes = real = 0
    t0 = time.process_time()
    while played < hands:
        bots = [_Logged(s, seed=seed * 16 + s, level=level) for s in range(players)]
        for b in bots:
            b.threshold = threshold
        g = Cash(players, variant="letters", seed=seed)
        run_game(g, list(bots))
        per_hand = _hands(g.record(), players)
        played += len(bots[0].log)
        for e in bots[0].log:  # every bot sees every ending: count them once
            counters += e["why"] == "counter"
            false_counters += e["why"] == "counter" and not e["correct"]
            cashes += e["why"] == "cash"
            false_cashes += e["why"] == "cash" and not e["correct"]
            real += e["why"] == "real deal"
        for b in bots:
            for t in b.log[0]["named"] if b.log else []:
                seen, epoch_signal, done = 0, None, False
                for h, end in zip(per_hand, b.log, strict=False):
                    sig = h["signal"].get(t)
                    if sig != epoch_signal:
                        if epoch_signal is not None and not done and seen:
                            unnamed += 1
                        seen, epoch_signal, done = 0, sig, False
                    seen += sum(1 for s, x in h["gestures"] if team(s, players) == t and x == sig)
                    name = end["named"][t]
                    if name is not None:
                        named_ends += 1
                        wrong += name != sig
                    if not done and name == sig:
                        until.append(seen)
                        done = True
                if epoch_signal is not None and not done and seen:
                    unnamed += 1
        seed += 1
    cpu = time.process_time() - t0
    until.sort()
    med = until[len(until) // 2] if until else "-"
    lo, hi = wilson(false_counters, counters) if counters else (0.0, 0.0)
    wl, wh = wilson(wrong, named_ends) if named_ends else (0.0, 0.0)
    return [level, threshold, played, seed, len(until), unnamed, med,
            f"{sum(until) / max(1, len(until)):.2f}",
            f"{wrong}/{named_ends} ({100 * wl:.1f}-{100 * wh:.1f}%)",
            f"{counters - false_counters}/{counters}",
            f"{false_counters} ({100 * false_counters / played:.1f}% of hands; "
            f"{100 * lo:.0f}-{100 * hi:.0f}% of counters)",
            f"{cashes - false_cashes}/{cashes}", real, f"{cpu:.0f}"]


DETECTION_HEAD = ["level", "threshold", "hands", "matches", "epochs named", "epochs signalled, never named",
                  "signals until named (median)", "(mean)", "wrong names at hand ends (95%)",
                  "correct counters", "false counters (95% of counters)", "correct cash", "real deals",
                  "CPU s"]


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", default="cash", help="only cash")
    ap.add_argument("-n", type=int, default=1000, help="games against random (quick: 100)")
    ap.add_argument("--playouts", type=int, default=200, help="random playouts a row (quick: 20)")
    ap.add_argument("--levels", type=int, default=200, help="games a level row (quick: 20)")
    ap.add_argument("--matches", type=int, default=200, help="letters matches a level row (quick: 20)")
    ap.add_argument("--hands", type=int, default=1000, help="hands a signal-reading row (quick: 100)")
    ap.add_argument("--only", choices=("levels", "detection"), help="only these tables")
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    n, playouts, levels = (100, 20, 20) if args.quick else (args.n, args.playouts, args.levels)
    matches, hands = (20, 100) if args.quick else (args.matches, args.hands)
    print(machine())
    head = ["heuristic", "opponents", "games", "won", "lost", "real deals", "won share", "95% interval",
            "actions/game", "CPU s"]
    if args.only != "levels":
        table(DETECTION_HEAD, [detection(hands, threshold=t) for t in (0.3, 0.5, 0.7)]
              + [detection(hands, level=lv) for lv in ("expert", "slow")],
              "Reading signals: four heuristic bots, letters matches")
    if args.only != "detection":
        table(head, [match(lv, levels, level=lv2) for lv, lv2 in (("normal", "expert"), ("normal", "slow"),
                                                                  ("slow", "expert"))],
              "A heuristic partnership of one level against another, one-hand games (4 players)")
        table(head, [match(lv, matches, level=lv2, variant="letters")
                     for lv, lv2 in (("normal", "expert"), ("normal", "slow"), ("slow", "expert"))],
              "The same in letters matches (C-A-S-H), where read signals are countered")
    if args.only:
        return
    table(["game:variant", "players", "games", "finished", "actions/game", "sim s/game", "ms/game",
           "actions/s"], playout_rows(playouts), "Random playouts (uniform over seats and legal actions)")
    table(["heuristic", "opponents", "games", "won", "lost", "real deals", "won share", "95% interval",
           "actions/game", "CPU s"], [match("random", n)],
          "Heuristic partnership against a random one (4 players)")
    table(["heuristic", "opponents", "games", "won", "lost", "real deals", "won share", "95% interval",
           "actions/game", "CPU s"], [match("normal", levels, level=lv) for lv in LEVELS],
          "A heuristic partnership of one level against a normal one (4 players)")
    table(["level", "players", "games", "sim s/game", "actions/game", "real deals", "actions/CPU s"],
          level_rows(levels), "Four heuristic bots of one level")


if __name__ == "__main__":
    main()
