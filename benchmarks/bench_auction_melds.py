"""Five Hundred, Pinochle and Fipsen: random-playout cost against Spades, the seeded-deal
frequencies against their exact values, and bot strength with a sign test.

Run:  python benchmarks/bench_auction_melds.py speed [--deals N] [--rounds R]
      python benchmarks/bench_auction_melds.py freq [--deals N]
      python benchmarks/bench_auction_melds.py strength GAME --out FILE [-n N] [--seconds S | --iterations I]
                [--paired] [--jobs 2] [--start K]
      python benchmarks/bench_auction_melds.py calibrate GAME [--seconds S] [--deals N]
      python benchmarks/bench_auction_melds.py summary FILE [FILE...]

``speed`` plays random single deals (``deals=1``) and whole random matches of each game
through the public contract, in alternating rounds so that every game meets the same load,
and keeps each game's best round; CPU time (``time.process_time``). The cost per action is
compared with Spades' in the same run (the issue's aim: within 2x).

``freq`` deals ``N`` seeded games (default 100,000) and counts Five Hundred's "ace, no face"
(per seat: exactly one ace, no jack, queen, king or joker; exact 4 C(28,9) / C(45,10)) and
Pinochle's dealer dix (the 25th card a nine: exact 8/48), with the difference in standard
errors.

``strength`` plays single deals (``deals=1``) of ``search:S`` against the heuristic, the
line-up alternating (partners by side in Five Hundred; in Fipsen each deal is played twice,
the search or the heuristic in one seat against three heuristics, and the seat's points
compared), and appends one JSON line per deal to ``--out`` so an interrupted run keeps its
deals; ``summary`` reads such files: wins of
each bot, the share of decided deals with Wilson's 95% interval, the two-sided sign test
and (paired runs) the mean points difference. ``calibrate`` measures the iterations a
CPU-time budget gives the search per decision, for a fixed ``--iterations`` budget whose
results do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from math import comb

from _common import machine, table

import parlour
from parlour.engine.rng import Rng
from parlour.runners.sim import make_spec, play_one, wilson

GAMES = ("five-hundred", "pinochle", "fipsen")
SPEED_GAMES = ("spades", "five-hundred", "pinochle", "fipsen")


def _random_game(name: str, seed: int, options: dict[str, int]) -> int:
    g = parlour.new_game(name, seed=seed, options=options)
    rng = Rng(seed)
    n = 0
    while not g.is_over():
        s = g.waiting_for()[0]
        legal = g.legal_actions(s)
        g.apply(s, legal[rng.below(len(legal))])
        n += 1
    return n


def speed(deals: int, rounds: int) -> None:
    known = {i.name for i in parlour.games()}
    names = [n for n in SPEED_GAMES if n in known]
    best: dict[tuple[str, str], tuple[float, int, int]] = {}
    for r in range(rounds):
        for name in names:
            for mode, opts, n in (("deal", {"deals": 1}, deals), ("match", {}, max(1, deals // 10))):
                t = time.process_time()
                acts = sum(_random_game(name, 1000 * r + i, opts) for i in range(n))
                dt = time.process_time() - t
                key = (name, mode)
                if key not in best or dt / acts < best[key][0] / best[key][1]:
                    best[key] = (dt, acts, n)
    print(machine())
    spades = best.get(("spades", "deal"))
    per_spades = spades[0] / spades[1] if spades else float("nan")
    rows = []
    for name in names:
        dt, acts, n = best[(name, "deal")]
        mt, macts, mn = best[(name, "match")]
        rows.append([name, 1000 * dt / n, acts / n, 1000 * mt / mn, macts / mn, acts / dt,
                     1e6 * dt / acts, (dt / acts) / per_spades])
    table(["game", "ms/deal", "actions/deal", "ms/match", "actions/match", "actions/s",
           "us/action", "x Spades per action"], rows,
          f"Random playouts, best of {rounds} alternating rounds of {deals} deals and "
          f"{max(1, deals // 10)} matches per game (CPU time)")


def freq(deals: int) -> None:
    from parlour.games.five_hundred import ace_no_face

    p500 = 4 * comb(28, 9) / comb(45, 10)
    p_dix = 8 / 48
    hits_500 = hands = hits_dix = 0
    t = time.process_time()
    for seed in range(deals):
        g = parlour.new_game("five-hundred", seed=seed)
        for s in range(4):
            hands += 1
            hits_500 += ace_no_face(g.zones[f"hand:{s}"].cards)  # type: ignore[arg-type]
        p = parlour.new_game("pinochle", seed=seed)
        hits_dix += p.zones["upcard"].cards[0] & 15 == 9  # type: ignore[operator]
    dt = time.process_time() - t
    rows = []
    for what, hits, n, p in (("Five Hundred: a seat holds \"ace, no face\"", hits_500, hands, p500),
                             ("Pinochle: the turned-up card is a nine (dealer's dix)", hits_dix,
                              deals, p_dix)):
        se = math.sqrt(p * (1 - p) / n)
        rows.append([what, n, hits, f"{p:.6f}", f"{hits / n:.6f}", f"{se:.6f}",
                     f"{(hits / n - p) / se:+.2f}"])
    print(machine())
    table(["event", "samples", "hits", "exact", "sampled", "1 s.e.", "difference (s.e.)"], rows,
          f"{deals:,} seeded deals of each game ({dt:.0f} s CPU)")


PAIRED_SEATS = {"fipsen": (4, 1), "five-hundred": (4, 2), "pinochle": (2, 1)}
"""Per game: players, and how many partners the search plays (Five Hundred: a side)."""


def paired(game: str, bot: str, out: str, start: int, n: int) -> None:
    """Each deal is played twice from the same seed: once with the search bot in seat
    ``i % players`` (and its partner, in Five Hundred), once with the heuristic there;
    every other seat is the heuristic both times (same bot seeds). The search wins the
    deal if that seat scores more with it than without it; equal scores are a draw."""
    from parlour.bots import make_bot
    from parlour.runners.local import run_game

    players, side = PAIRED_SEATS[game]
    with open(out, "a", encoding="utf-8") as f:
        for i in range(start, start + n):
            seat, seed = i % (players // side), 1_000_003 * (i + 1)
            mine = [seat + k * (players // side) for k in range(side)]
            got = []
            for kind in (bot, "heuristic"):
                g = parlour.new_game(game, seed=seed, options={"deals": 1})
                bots = [make_bot(kind if s in mine else "heuristic", game, s, seed=seed)
                        for s in range(players)]
                t = time.process_time()
                res = run_game(g, bots)
                got.append((res.scores[seat] if res else 0.0, time.process_time() - t))
            diff = got[0][0] - got[1][0]
            f.write(json.dumps({"game": game, "index": i, "seed": seed, "search_seats": mine,
                                "scores": [got[0][0], got[1][0]],
                                "search_won": None if diff == 0 else diff > 0,
                                "seconds": got[0][1]}) + "\n")
            f.flush()


def paired_jobs(game: str, bot: str, out: str, start: int, n: int, jobs: int) -> None:
    """:func:`paired` over deals ``start..start+n-1`` in ``jobs`` processes, each
    appending to ``out`` (one line per deal, whole lines; ``summary`` sorts nothing)."""
    if jobs <= 1:
        paired(game, bot, out, start, n)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(jobs) as pool:
        futures = [pool.submit(paired, game, bot, out, i, 1) for i in range(start, start + n)]
        for fut in futures:
            fut.result()


def calibrate(game: str, seconds: float, deals: int) -> None:
    """Iterations the search makes per decision with a CPU budget of ``seconds``
    (``search:S`` in the paired seats, deals as :func:`paired`'s), to set a fixed
    ``search:<N>i`` budget that does not depend on the machine's load."""
    from parlour.bots import make_bot
    from parlour.bots.search import SearchBot
    from parlour.runners.local import run_game

    players, side = PAIRED_SEATS[game]
    counts: list[int] = []
    cpu: list[float] = []
    for i in range(deals):
        seat, seed = i % (players // side), 1_000_003 * (i + 1)
        mine = [seat + k * (players // side) for k in range(side)]
        g = parlour.new_game(game, seed=seed, options={"deals": 1})
        bots = [make_bot(f"search:{seconds}" if s in mine else "heuristic", game, s, seed=seed)
                for s in range(players)]
        for b in bots:
            if isinstance(b, SearchBot):
                _record(b, counts, cpu)
        run_game(g, bots)
    counts.sort()
    mean = sum(counts) / len(counts)
    rate = sum(counts) / sum(cpu)
    print(machine())
    table(["game", "deals", "searched decisions", "iterations/decision mean", "median", "10%", "90%",
           "iterations per CPU s"],
          [[game, deals, len(counts), mean, counts[len(counts) // 2], counts[len(counts) // 10],
            counts[9 * len(counts) // 10], rate]],
          f"Search iterations at {seconds} s CPU a decision")


def _record(bot: object, counts: list[int], cpu: list[float]) -> None:
    """Wrap ``bot.search`` to note each search's iterations and CPU seconds."""
    inner = bot.search  # type: ignore[attr-defined]

    def search(*args: object, **kwargs: object) -> object:
        got = inner(*args, **kwargs)
        counts.append(bot.last_stats["iterations"])  # type: ignore[attr-defined]
        cpu.append(bot.last_stats["seconds"])  # type: ignore[attr-defined]
        return got

    bot.search = search  # type: ignore[attr-defined]


def strength(game: str, n: int, bot: str, out: str, start: int, pair: bool = False,
             jobs: int = 1) -> None:
    if game == "fipsen" or pair:
        paired_jobs(game, bot, out, start, n, jobs)
        return
    bots = [bot, "heuristic"]
    players = 4 if game == "five-hundred" else 2
    lineup = bots * (players // 2)
    spec = make_spec(game, lineup, players=players, options={"deals": 1}, seed=7)
    with open(out, "a", encoding="utf-8") as f:
        for i in range(start, start + n):
            o = play_one(spec, i)
            order = spec.lineup(i)
            search_seats = [s for s in range(players) if lineup[order[s]].startswith("search")]
            won = None if not o.winners else any(s in o.winners for s in search_seats)
            f.write(json.dumps({"game": game, "index": i, "seed": o.seed, "search_seats": search_seats,
                                "winners": o.winners, "scores": o.scores, "search_won": won,
                                "seconds": o.seconds, "error": o.error}) + "\n")
            f.flush()


def summary(files: list[str]) -> None:
    """One row per file: decided deals, the sign test, and (paired runs) the mean points
    difference per deal of the search's seat with its 95% interval (normal, t ~ 1.96)."""
    rows = []
    for path in files:
        with open(path, encoding="utf-8") as f:
            lines = [json.loads(x) for x in f if x.strip()]
        if not lines:
            continue
        diffs = [x["scores"][0] - x["scores"][1] for x in lines
                 if isinstance(x.get("scores"), list) and len(x["scores"]) == 2]
        mean_diff = "-"
        if len(diffs) == len(lines) and len(diffs) > 1:
            m = sum(diffs) / len(diffs)
            se = math.sqrt(sum((d - m) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
            mean_diff = f"{m:+.1f} ({m - 1.96 * se:+.1f} to {m + 1.96 * se:+.1f})"
        s = sum(1 for x in lines if x["search_won"] is True)
        h = sum(1 for x in lines if x["search_won"] is False)
        d = len(lines) - s - h
        decided = s + h
        lo, hi = wilson(s, decided) if decided else (0.0, 0.0)
        k = min(s, h)
        p = min(1.0, 2 * sum(comb(decided, i) for i in range(k + 1)) / 2 ** decided) if decided else 1.0
        rows.append([lines[0]["game"], len(lines), s, h, d,
                     f"{100 * s / decided:.1f}% ({100 * lo:.1f}-{100 * hi:.1f}%)" if decided else "-",
                     f"{p:.3g}", mean_diff])
    print(machine())
    table(["game", "deals", "search won", "heuristic won", "drawn", "search share of decided (95%)",
           "sign test p (two-sided)", "mean points search - heuristic (95%)"], rows,
          "Search against heuristic, single deals")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd")
    sp = sub.add_parser("speed")
    sp.add_argument("--deals", type=int, default=300)
    sp.add_argument("--rounds", type=int, default=3)
    fq = sub.add_parser("freq")
    fq.add_argument("--deals", type=int, default=100_000)
    st = sub.add_parser("strength")
    st.add_argument("game", choices=GAMES)
    st.add_argument("-n", type=int, default=400)
    st.add_argument("--seconds", type=float, default=0.2)
    st.add_argument("--iterations", type=int,
                    help="a fixed budget (search:<N>i) instead of --seconds: independent of load")
    st.add_argument("--jobs", type=int, default=1, help="paired deals in this many processes (at most 2)")
    st.add_argument("--out", required=True)
    st.add_argument("--start", type=int, default=0)
    st.add_argument("--paired", action="store_true",
                    help="each deal twice from one seed, search or heuristic in the same seats")
    cb = sub.add_parser("calibrate")
    cb.add_argument("game", choices=GAMES)
    cb.add_argument("--seconds", type=float, default=0.2)
    cb.add_argument("--deals", type=int, default=4)
    sm = sub.add_parser("summary")
    sm.add_argument("files", nargs="+")
    ap.add_argument("--quick", action="store_true", help="small samples (speed and freq)")
    ap.add_argument("--game", help="(from parlour bench) the tables cover all three games")
    args = ap.parse_args(sys.argv[1:] or ["speed"])
    if args.cmd == "speed" or args.cmd is None:
        deals = getattr(args, "deals", 300)
        speed(60 if args.quick else deals, 2 if args.quick else getattr(args, "rounds", 3))
        if args.cmd is None:
            freq(2_000 if args.quick else 100_000)
    elif args.cmd == "freq":
        freq(2_000 if args.quick else args.deals)
    elif args.cmd == "strength":
        bot = f"search:{args.iterations}i" if args.iterations else f"search:{args.seconds}"
        strength(args.game, args.n, bot, args.out, args.start, args.paired, min(2, args.jobs))
    elif args.cmd == "calibrate":
        calibrate(args.game, args.seconds, args.deals)
    else:
        summary(args.files)


if __name__ == "__main__":
    main()
