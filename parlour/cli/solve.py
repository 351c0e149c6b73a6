"""``parlour solve pyramid --seed S``: can this deal be cleared, and how?

Solves the deal ``parlour.new_game("pyramid", 1, seed=S)`` makes under each rule set
(every variant, or ``--variant``, times each number of passes in ``--passes``) and
prints, for each, whether the pyramid can be cleared and the moves as Parlour actions
(replaying them through the engine clears it), or why it cannot, in a player's words
(most lost deals have a card that can never be paired: the apex whose every partner is
in the pyramid). ``--json`` prints the same as JSON.
"""

from __future__ import annotations

import argparse
import json
import textwrap
import time
from typing import Any

import parlour
from parlour.cards import Card
from parlour.engine.registry import game_class, split_id
from parlour.errors import InvalidOption
from parlour.words import plural

COMMAND = "solve"
HELP = "Solve a solitaire deal exactly (Pyramid): can it be cleared, and with which moves."
SOLVABLE = ("pyramid",)


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME", help="pyramid (or pyramid:VARIANT)")
    parser.add_argument("--seed", type=int, required=True, help="the deal's seed (as in new_game)")
    parser.add_argument("--variant", default=None, help="only this variant (default: every one)")
    parser.add_argument("--passes", default="0,1,3",
                        help="numbers of passes through the stock to try, comma-separated "
                             "(0 = unlimited; default 0,1,3)")
    parser.add_argument("--strict-draw", action="store_true",
                        help="draw only when nothing can be removed (option strict_draw)")
    parser.add_argument("--limit", type=int, default=0,
                        help="give up after this many search states (default: no limit)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON only")


def _passes(text: str) -> list[int]:
    try:
        out = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        out = []
    if not out or any(p < 0 for p in out):
        raise InvalidOption(f"--passes takes whole numbers >= 0 separated by commas, not {text!r}")
    return out


def solve_all(game: str, seed: int, *, variant: str | None = None, passes: list[int] | None = None,
              strict_draw: bool = False, limit: int = 0) -> list[dict[str, Any]]:
    """One result per (variant, passes): ``solvable``, ``moves`` (action JSON), ``states``,
    ``seconds``, ``stopped`` (the state limit was hit), ``reason`` (why it cannot be
    cleared; empty when it can or is undecided)."""
    from parlour.games.pyramid.solver import solve

    name, v = split_id(game)
    cls = game_class(name)
    if cls.name not in SOLVABLE:
        raise InvalidOption(f"parlour solve knows {', '.join(SOLVABLE)}, not {cls.name!r}")
    variant = variant or v
    variants = [variant] if variant else list(cls.VARIANTS)
    out = []
    for var in variants:
        for p in passes if passes is not None else [0, 1, 3]:
            opts: dict[str, Any] = {"max_passes": p}
            if strict_draw:
                opts["strict_draw"] = True
            g = parlour.new_game(cls.name, 1, variant=var, seed=seed, options=opts)
            t = time.process_time()
            sol = solve(g, limit=limit)
            out.append({"variant": var, "max_passes": p, "strict_draw": strict_draw,
                        "solvable": sol.solvable, "stopped": sol.stopped, "states": sol.states,
                        "reason": sol.reason,
                        "seconds": round(time.process_time() - t, 4),
                        "moves": [a.to_json() for a in sol.moves]})
    return out


def run(args: argparse.Namespace) -> int:
    results = solve_all(args.game, args.seed, variant=args.variant, passes=_passes(args.passes),
                        strict_draw=args.strict_draw, limit=args.limit)
    if args.json:
        print(json.dumps({"game": split_id(args.game)[0], "seed": args.seed, "results": results}))
        return 0
    print(f"Pyramid deal {args.seed} (parlour.new_game('pyramid', 1, seed={args.seed}))")
    won = [r for r in results if r["solvable"]]
    lost = [r for r in results if not r["solvable"] and not r["stopped"]]
    if results and len(lost) == len(results):
        print("No rule set tried can clear this deal, whatever the player does"
              + (": " + lost[0]["reason"] + "." if lost[0]["reason"] and
                 all(r["reason"] == lost[0]["reason"] for r in lost) else ": why, below."))
    elif won and lost:
        print(f"This deal can be cleared under {len(won)} of the {len(results)} rule sets tried, "
              "and under the others no order of moves clears it.")
    for r in results:
        passes = "unlimited passes" if r["max_passes"] == 0 else plural(r["max_passes"], "pass")
        verdict = ("can be cleared" if r["solvable"] else
                   "undecided (state limit reached)" if r["stopped"] else "cannot be cleared")
        searched = f"{plural(r['states'], 'position')} searched" if r["states"] < 1000 else \
            f"{r['states']:,} positions searched"
        print(f"\n{r['variant']}, {passes}{', strict draw' if r['strict_draw'] else ''}: "
              f"{verdict} ({searched}, {r['seconds']:.2f} s)")
        if r["reason"]:
            print(textwrap.fill(r["reason"][:1].upper() + r["reason"][1:] + ".", 88,
                                initial_indent="  Why: ", subsequent_indent="       "))
        if r["moves"]:
            steps = _compact(r["moves"])
            print(f"  {len(r['moves'])} actions: " + ", ".join(steps))
    return 0


def _compact(moves: list[dict[str, Any]]) -> list[str]:
    """Actions as short text, cards with their suit symbols, runs of draws counted: ``draw
    x3``, ``remove K♠``, ``remove 9♥ 4♦`` (the terminal reads these spellings too)."""
    out: list[str] = []
    for m in moves:
        cards = [Card.parse(c).pretty() for c in m.get("cards", [])]
        text = " ".join([m["type"], *cards])
        if out and text == "draw" and out[-1].startswith("draw"):
            k = int(out[-1][6:]) if out[-1] != "draw" else 1
            out[-1] = f"draw x{k + 1}"
        else:
            out.append(text)
    return out
