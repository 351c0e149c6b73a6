"""A generic information-set Monte Carlo tree search bot (single-observer ISMCTS).

The bot knows a game only through its :class:`~parlour.bots.base.SeatPort`: its legal
actions and worlds sampled from what its seat knows (``port.sample_world(rng)``, the
engine's generic determinization). Each iteration samples a world, walks the shared
tree with UCB over the actions legal *in that world* (availability counts), expands
one action, plays a rollout to the end and backs the result up, each node
scoring the reward of the seat that chose it. It never reads the true state.

At the root, ``root="sweep"`` (the default) tries every surviving action of the bot in
each sampled world with the same rollout random numbers, so root actions are compared
on identical worlds (common random numbers); the worse half is dropped after 4, 8,
16... sweeps (successive halving) and the best mean wins. ``root="ucb"`` is plain
ISMCTS selection at the root too (most visited wins). Below the root both are the same.

What the bot observes of its own moves splits the tree (``split=True``): after one of
its actions the next node is chosen by its copies of the events (e.g. the card it
drew), so what it does next is decided per card seen, not averaged over all of them
(strategy fusion); others' moves are not split. With a playout policy, progressive
widening (``widen=4``) expands a node's policy move first and one more move per 4
visits of the node, so the few visits of a split node follow the policy rather than
trying every move once.

Who moves in a simulated world: the seat the game waits for (a random one if several);
when nobody is waited for, a due engine timer fires, else a random actor moves.
Optional out-of-turn claims of other seats are ignored in simulations (``claim_rate``
samples them now and then).

Claims of the bot itself (off turn, or claim-type actions on its turn) are decided
cheaply, outside the tree: a claim is considered only if its immediate outcome is the
same in every sampled world (its events and view: the bot *knows* what it will do),
and taken only if paired rollouts with and without it (same random numbers) gain on
average and lose in few worlds. Claim types are the game's declared ``CLAIMS``, or, if
it declares none, learnt once per bot from a few playouts: the action types that seats
the game does not wait for may take.

Rollouts play uniformly random actions, or the game's own playout policy when it
declares one (``GAME.search.rollout_policy``) (``game_policy=False`` turns it off); the
policy's choice is then expanded first in the tree and gets a bonus
``prior / (visits + 1)``. A game may also declare
``rollout_value(game) -> list[float] | None``: rewards that end a rollout early (e.g.
at the end of a round of a long match), and ``refine_world(world, seat, rng)``: an
inference step that adjusts each sampled world in place among the cards the seat does
not know (e.g. cards an opponent chose to keep are likely good for them). A
``seconds`` budget is CPU time of the calling thread by default (``clock``), so a loaded
machine does not weaken the bot.

``depth`` limits the tree: with ``depth=1`` only the bot's root moves are compared and
the playout policy plays every later move (flat Monte Carlo with the policy), which
beats a shallow noisy tree when the policy is good. With an ``advisor`` (a bot, or
``"heuristic"`` for the game's heuristic bot, told every event this bot is told), the
bot plays the advisor's claims, and on turn its advice unless another root move's paired
gain over it (same worlds, same rollout numbers) is ``advisor_z`` standard errors above
zero: a policy-improvement step that is never much worse than its advisor. A game may
set these for ``make_bot("search", game)`` in ``GAME.search.options``.

With ``rollouts="heuristic"`` the playouts are played by the game's heuristic bot in every
seat (a fresh bot per seat and playout, told the playout's events; the searching seat's is
a copy of its advisor, memory included), each deciding from its seat's view of the sampled
world, so the advised search compares moves by how the game goes on when everyone plays
like the heuristic; ``rollout_bot`` passes options to those bots (e.g. fewer Monte Carlo
samples). This is generic: it needs only the game's declared ``bot``. With advice,
``candidates=k`` prunes the root after its first sweep to the advice and the ``k``
alternatives that did best there, so a small budget still compares them on many worlds.

Rewards come from :meth:`Game.result`: a win share (1, split on ties), blended with
a smooth score margin against the other seats' mean, ``0.5 + 0.5 d / (|d| + scale)``
(``score_weight``). A rollout that hits ``max_rollout_actions`` scores ``1 / players``
for everyone.

>>> from parlour.bots.search import SearchBot
>>> SearchBot(0, seed=1, iterations=50).budget()
'50 iterations'
"""

from __future__ import annotations

import copy
import json
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from parlour.bots.base import Bot, SeatPort
from parlour.engine.rng import Rng
from parlour.errors import IllegalAction

if TYPE_CHECKING:
    from parlour.engine.actions import Action
    from parlour.engine.game import Game

RolloutPolicy = Callable[["Game", int, "list[Action]", Rng], "Action"]
"""``policy(game, seat, legal_actions, rng) -> action`` used in rollouts."""


ADVISED: dict[str, Any] = {"advisor": "heuristic", "depth": 1, "advisor_z": 2.0, "candidates": 3}
"""Search options (``GAME.search.options``) for a search advised by the game's heuristic:
the heuristic proposes each move; after one sweep over every legal move the search keeps
it and the three alternatives that did best, compares them on the same sampled worlds
with the rollout policy playing every seat on, and plays another move only when it wins
significantly more (``advisor_z`` standard errors)."""

ADVISED_HEURISTIC_PLAYOUTS: dict[str, Any] = {**ADVISED, "rollouts": "heuristic",
                                              "rollout_bot": {"samples": 30}}
"""As :data:`ADVISED`, with the game's heuristic bot (30 Monte Carlo samples a decision,
the betting games' equity estimate) playing every seat of each playout to the end of the
hand instead of the rollout policy: the betting games' random playouts called every bet,
so the search learnt that calling is fine and lost to the heuristic."""


class _Node:
    """A tree node: the information set reached by one (seat, action) edge."""

    __slots__ = ("children", "visits", "total", "avail", "outcomes")

    def __init__(self) -> None:
        self.children: dict[tuple[int, Action], _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.outcomes: dict[str, _Node] | None = None

    def outcome(self, key: str) -> _Node:
        """The node reached through this edge when the searching seat observed ``key``
        (e.g. which card it drew): its later decisions are told apart by it."""
        if self.outcomes is None:
            self.outcomes = {}
        node = self.outcomes.get(key)
        if node is None:
            node = self.outcomes[key] = _Node()
        return node


def rewards(game: Game, score_weight: float = 0.25) -> list[float]:
    """Each seat's reward in ``[0, 1]`` for a game (``1 / players`` while unfinished)."""
    n = game.players
    res = game.result() if game.is_over() else None
    if res is None:
        return [1.0 / n] * n
    out = [0.0] * n
    if res.winners:
        share = 1.0 / len(res.winners)
        for s in res.winners:
            out[s] = share
    else:  # a draw: everyone shares
        out = [1.0 / n] * n
    if score_weight and res.scores and n > 1:
        sc = res.scores
        sign = -1.0 if type(game).lower_wins else 1.0
        scale = 1.0 + sum(abs(x) for x in sc) / n
        total = sum(sc)
        for s in range(n):
            d = sign * (sc[s] - (total - sc[s]) / (n - 1))
            margin = 0.5 + 0.5 * d / (abs(d) + scale)
            out[s] = (1.0 - score_weight) * out[s] + score_weight * margin
    return out


def next_mover(game: Game, rng: Rng, claim_rate: float = 0.0) -> int | None:
    """The seat that moves next in a simulation (firing due timers first), or ``None``
    when the game is over or nobody can act."""
    while True:
        waiting = game.waiting_for()  # empty once the game is over
        if waiting:
            if claim_rate and rng.random() < claim_rate:
                others = [s for s in game.actors() if s not in waiting]
                if others:
                    return others[rng.below(len(others))]
            return waiting[0] if len(waiting) == 1 else waiting[rng.below(len(waiting))]
        if game.is_over():
            return None
        due = game.next_deadline()
        if due is not None:
            game.advance(max(due, game.now))
            continue
        actors = game.actors()
        if actors:
            return actors[rng.below(len(actors))]
        return None


def claim_types(game: Game, rng: Rng, *, rollouts: int = 3, max_actions: int = 300) -> frozenset[str]:
    """Action types that seats the game does not wait for may take (out-of-turn claims,
    such as Cactus's ``match``), found by a few random playouts from a copy of ``game``."""
    found: set[str] = set()
    for _ in range(rollouts):
        g = game.clone()
        for _ in range(max_actions):
            seat = next_mover(g, rng)
            if seat is None:
                break
            waiting = g.waiting_for()
            for s in g.actors():
                if s not in waiting:
                    found.update(a.type for a in g.legal_actions(s))
            legal = g.legal_actions(seat)
            if not legal:
                break
            g.apply(seat, legal[rng.below(len(legal))])
    return frozenset(found)


def random_rollout(game: Game, rng: Rng, *, max_actions: int = 500, claim_rate: float = 0.0,
                   policy: RolloutPolicy | None = None, skip: frozenset[str] = frozenset(),
                   stop: Callable[[Game], bool] | None = None) -> int:
    """Play ``game`` on in place with uniformly random actions (or ``policy``) until it
    ends, ``stop(game)`` is true, or ``max_actions`` are played; returns the number of
    actions played. Action types in ``skip`` (claims) are taken only when nothing else
    is legal."""
    for n in range(max_actions):
        if stop is not None and stop(game):
            return n
        seat = next_mover(game, rng, claim_rate)
        if seat is None:
            return n
        legal = game.legal_actions(seat)
        if skip:
            kept = [a for a in legal if a.type not in skip]
            legal = kept or legal
        if not legal:
            return n
        action = policy(game, seat, legal, rng) if policy else legal[rng.below(len(legal))]
        game.apply(seat, action)
    return max_actions


def _seen(events: list[Any], seat: int) -> str:
    """What ``seat`` observed of its own action: its copies of the events."""
    return repr([e.for_seat(seat) for e in events])


def game_rollout_policy(game_name: str) -> RolloutPolicy | None:
    """A registered game's own playout policy (``GAME.search.rollout_policy``), if any."""
    from parlour.engine.registry import game_class

    return game_class(game_name).search.rollout_policy


class SearchBot(Bot):
    """ISMCTS over sampled worlds. Budget per decision: ``iterations`` (deterministic for
    a seed) or ``seconds`` (default 0.2 when neither is given)."""

    kind = "search"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 seconds: float | None = None, iterations: int | None = None,
                 exploration: float = 0.7, score_weight: float = 0.25,
                 max_rollout_actions: int = 500, claim_rate: float = 0.0,
                 rollout_policy: RolloutPolicy | None = None, game_policy: bool = True,
                 claims: bool = True,
                 claim_worlds: int = 8, claim_rollouts: int = 2, claim_agreement: float = 0.75,
                 prior: float = 1.0, root: str = "sweep", split: bool = True, widen: int = 4,
                 depth: int | None = None, advisor: str | Bot | None = None,
                 advisor_z: float = 1.0, rollouts: str = "policy",
                 rollout_bot: dict[str, Any] | None = None, candidates: int | None = None,
                 clock: Callable[[], float] = time.thread_time) -> None:
        super().__init__(seat, seed=seed, level=level)
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("seconds must be positive")
        self.iterations = iterations
        self.seconds = seconds if seconds is not None else (None if iterations else 0.2)
        self.exploration = exploration
        self.score_weight = score_weight
        self.max_rollout_actions = max_rollout_actions
        self.claim_rate = claim_rate
        self.rollout_policy = rollout_policy
        self.game_policy = game_policy
        self.rollout_value: Callable[[Game], list[float] | None] | None = None
        self.refine: Callable[[Game, int, Rng], None] | None = None
        self.root_moves: Callable[[dict[str, Any], list[Action]], list[Action]] | None = None
        self._claim_memo: dict[str, float] = {}
        self.claims = claims
        self.claim_worlds = claim_worlds
        self.claim_rollouts = claim_rollouts
        self.claim_agreement = claim_agreement
        if root not in ("ucb", "sweep"):
            raise ValueError(f"root must be 'ucb' or 'sweep', not {root!r}")
        self.prior = prior
        self.root = root
        self.split = split
        if widen < 0:
            raise ValueError("widen must be 0 (off) or positive")
        self.widen = widen
        if depth is not None and depth < 1:
            raise ValueError("depth must be at least 1 (the root's own moves), or None")
        self.depth = depth
        if isinstance(advisor, str) and advisor != "heuristic":
            raise ValueError(f"advisor must be 'heuristic', a bot or None, not {advisor!r}")
        self.advisor: Bot | None = advisor if isinstance(advisor, Bot) else None
        self._advisor_kind = advisor if isinstance(advisor, str) else None
        self.advisor_z = advisor_z
        if rollouts not in ("policy", "heuristic"):
            raise ValueError(f"rollouts must be 'policy' or 'heuristic', not {rollouts!r}")
        self.rollouts = rollouts
        self.rollout_bot = dict(rollout_bot or {})
        if candidates is not None and candidates < 1:
            raise ValueError("candidates must be at least 1, or None")
        self.candidates = candidates
        self._heuristic: type[Bot] | None = None
        self._unadvised: list[dict[str, Any]] = []
        self.clock = clock
        self.last_stats: dict[str, Any] = {}
        self._skip: frozenset[str] | None = None

    def budget(self) -> str:
        """The budget per decision, in words."""
        if self.iterations is not None:
            return f"{self.iterations} iterations"
        return f"{self.seconds} s"

    # ----- decisions ---------------------------------------------------------------------
    def observe(self, events: list[dict[str, Any]]) -> None:
        if self.advisor is not None:
            self.advisor.observe(events)
        elif self._advisor_kind is not None:
            self._unadvised.extend(events)  # until the first decision names the game

    def _make_advisor(self, port: SeatPort) -> Bot:
        """The game's heuristic bot for this seat, told every event this bot was told."""
        cls = port.declaration.bot
        if cls is None:
            raise ValueError(f"{port.game_name} has no heuristic bot to advise the search")
        self.advisor = cls(self.seat, seed=self.rng.next64() & 0xFFFF, level=self.level)
        self.advisor.observe(self._unadvised)
        self._unadvised = []
        return self.advisor

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if self._advisor_kind is not None or self.advisor is not None:
            return self._advised(port, legal, must_act)
        if not must_act:
            return self._claim(port, legal) if self.claims else None
        if len(legal) == 1:
            return legal[0]
        skip = self.claim_types(port)
        root = [a for a in legal if a.type not in skip]
        claims = [a for a in legal if a.type in skip]
        if claims and self.claims and root:
            claim = self._claim(port, claims)
            if claim is not None:
                return claim
        if not root:
            root = legal
        if len(root) == 1:
            return root[0]
        return self.search(port, root)

    def _advised(self, port: SeatPort, legal: list[Action], must_act: bool) -> Action | None:
        """Play the advisor's choice unless the search finds a better move: claims are
        the advisor's; on turn, every root action is compared with the advised one on
        the same sampled worlds and rollout numbers, and replaces it only when its mean
        gain is ``advisor_z`` standard errors above zero."""
        advisor = self.advisor or self._make_advisor(port)
        advice = advisor.choose(port, must_act)
        if not must_act or len(legal) == 1:
            return advice
        skip = self.claim_types(port)
        if advice is None or advice.type in skip:
            return advice
        root = [a for a in legal if a.type not in skip]
        if len(root) == 1:
            return root[0]
        return self.search(port, root, advice=advice)

    def claim_types(self, port: SeatPort) -> frozenset[str]:
        """The game's claim action types (declared, or learnt once per bot)."""
        if self._skip is None:
            declared = getattr(port, "claim_types", None)  # Game.CLAIMS, when the game says
            self._skip = (frozenset(declared) if declared
                          else claim_types(port.sample_world(self.rng), self.rng))
            hooks = port.declaration.search
            if self.rollout_policy is None and self.game_policy:
                self.rollout_policy = hooks.rollout_policy
            if self.rollout_value is None and self.game_policy:
                self.rollout_value = hooks.rollout_value
            if self.refine is None and self.game_policy:
                self.refine = hooks.refine_world
            if self.root_moves is None and self.game_policy:
                self.root_moves = hooks.root_moves
            self._heuristic = port.declaration.bot
            if self.rollouts == "heuristic" and self._heuristic is None:
                raise ValueError(f"{port.game_name} has no heuristic bot to play the rollouts")
        return self._skip

    def search(self, port: SeatPort, legal: list[Action] | None = None,
               advice: Action | None = None) -> Action:
        """Run ISMCTS from this seat's information set; return the best root action
        (most visited; with ``root="sweep"``, the best mean among the survivors). With
        ``advice`` (an action of ``legal``), the sweep keeps it to the end and returns
        another action only if its paired gain over it is ``advisor_z`` standard errors
        above zero."""
        if legal is None:
            legal = port.legal_actions()
        if advice is not None and advice not in legal:
            advice = None  # advice the search may not play is no advice
        skip = self.claim_types(port)
        if self.root_moves is not None:  # the game's narrowing of the root (advice kept)
            narrowed = self.root_moves(port.view(), legal)
            if narrowed:
                legal = narrowed if advice is None or advice in narrowed else [*narrowed, advice]
        root = _Node()
        start = self.clock()
        done = 0
        active = list(legal)
        sweeps = 0
        next_cut = 4
        sweep = self.root == "sweep" or advice is not None
        paired: dict[Action, list[float]] = {a: [] for a in legal}
        """Per action, its reward in each sweep (while it is active)."""

        def out_of_budget() -> bool:
            if self.iterations is not None:
                return done >= self.iterations
            return bool(done) and self.clock() - start >= (self.seconds or 0.0)

        while not out_of_budget():
            if sweep and len(active) > 1:
                # every surviving root action is tried in the same world with the same
                # rollout numbers: their differences are measured, not sampled
                world = self._world(port)
                seed = self.rng.next64()
                got: dict[Action, float] = {}
                for a in active:
                    if out_of_budget():
                        break
                    got[a] = self._iterate(world.clone(), root, [a], Rng(seed), skip)
                    done += 1
                if advice is not None and len(got) == len(active):  # a complete sweep
                    for a, v in got.items():
                        paired[a].append(v)
                sweeps += 1
                keep = self.candidates
                if keep and advice is not None and sweeps == 1 and len(active) > keep + 1:
                    # candidate pruning: the advice and the ``candidates`` alternatives
                    # that did best in the first sweep share the rest of the budget
                    active.sort(key=lambda a: (a != advice, -self._mean(root, a)))
                    active = active[:keep + 1]
                elif sweeps >= next_cut and len(active) > 2:
                    next_cut *= 2
                    active.sort(key=lambda a: (a != advice, -self._mean(root, a)))
                    active = active[:max(2, (len(active) + 1) // 2)]
            else:
                self._iterate(self._world(port), root, active, self.rng, skip)
                done += 1
        best = None
        best_key: tuple[float, float] = (-1.0, -1.0)
        for a in active:
            ch = root.children.get((self.seat, a))
            if ch is None:
                continue
            mean = ch.total / ch.visits if ch.visits else 0.0
            key = (mean, ch.visits) if sweep else (ch.visits, mean)
            if key > best_key:
                best, best_key = a, key
        gains: dict[str, float] = {}
        if advice is not None:
            best = self._overrule(advice, active, paired, gains)
        self.last_stats = {"iterations": done, "seconds": self.clock() - start,
                           "visits": {str(a): ch.visits for (_, a), ch in root.children.items()},
                           "means": {str(a): round(ch.total / ch.visits, 4)
                                     for (_, a), ch in root.children.items() if ch.visits}}
        if advice is not None:
            self.last_stats["advice"] = str(advice)
            self.last_stats["gains_z"] = gains
        return best if best is not None else active[0]

    def _overrule(self, advice: Action, active: list[Action], paired: dict[Action, list[float]],
                  gains: dict[str, float]) -> Action:
        """The active action whose mean paired gain over ``advice`` is largest, if that
        gain is at least ``advisor_z`` standard errors above zero; else ``advice``.
        ``gains`` receives each action's gain in standard errors."""
        base = paired[advice]
        best, best_gain = advice, 0.0
        for a in active:
            if a == advice:
                continue
            diffs = [v - b for v, b in zip(paired[a], base)]  # both from the first sweep on
            n = len(diffs)
            if n < 2:
                continue
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            se = math.sqrt(var / n)
            z = mean / se if se > 0 else (math.inf if mean > 0 else 0.0)
            gains[str(a)] = round(z, 2)
            if z >= self.advisor_z and mean > best_gain:
                best, best_gain = a, mean
        return best

    def _mean(self, root: _Node, a: Action) -> float:
        ch = root.children.get((self.seat, a))
        return ch.total / ch.visits if ch is not None and ch.visits else -1.0

    def _iterate(self, g: Game, root: _Node, root_legal: list[Action], rng: Rng,
                 skip: frozenset[str]) -> float:
        """One iteration in the sampled world ``g``: select and expand from ``root``
        (the bot's seat choosing among ``root_legal``), roll out, back up. Returns this
        seat's reward."""
        node = root
        path: list[tuple[_Node, int]] = []
        c = self.exploration
        me = self.seat
        first = True
        depth = self.depth
        told: list[Any] = []  # the events of the tree's moves (for heuristic rollouts)
        while not g.is_over():
            if depth is not None and len(path) >= depth:
                break  # below the depth limit the playout policy decides
            if first:
                p, legal, first = me, root_legal, False
            else:
                mover = next_mover(g, rng)
                if mover is None:
                    break
                p = mover
                legal = g.legal_actions(p)
                if skip:
                    legal = [a for a in legal if a.type not in skip] or legal
            if not legal:
                break
            policy = self.rollout_policy
            pa = policy(g, p, legal, rng) if policy is not None and self.prior else None
            untried: list[Action] = []
            best: _Node | None = None
            best_a: Action | None = None
            best_u = -math.inf
            children = node.children
            for a in legal:
                ch = children.get((p, a))
                if ch is None:
                    untried.append(a)
                    continue
                ch.avail += 1
                if not untried:
                    u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if a == pa:
                        u += self.prior / (ch.visits + 1)
                    if u > best_u:
                        best, best_a, best_u = ch, a, u
            if untried and node is not root and self.widen and pa is not None:
                # progressive widening: the policy's move first, one more per ``widen``
                # visits of this node, so few visits are not spent on poor moves
                tried = len(legal) - len(untried)
                if tried and tried > node.visits // self.widen:
                    best_u = -math.inf  # rank every tried move (the loop above stopped)
                    for a in legal:
                        ch = children.get((p, a))
                        if ch is None:
                            continue
                        u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                        if a == pa:
                            u += self.prior / (ch.visits + 1)
                        if u > best_u:
                            best, best_a, best_u = ch, a, u
                    untried = []
            if untried:
                a = pa if pa is not None and pa in untried else untried[rng.below(len(untried))]
                ch = _Node()
                ch.avail = 1
                children[(p, a)] = ch
                try:
                    told.extend(g.apply(p, a))
                except IllegalAction:  # the sampled world disagrees with the seat's legal list
                    del children[(p, a)]
                    break
                path.append((ch, p))
                break
            assert best is not None and best_a is not None
            events = g.apply(p, best_a)
            told.extend(events)
            path.append((best, p))
            node = best.outcome(_seen(events, me)) if self.split and p == me else best
            node.visits += node is not best
        r = self._rollout(g, rng, skip, told)
        for ch, p in path:
            ch.visits += 1
            ch.total += r[p]
        return r[me]

    def _world(self, port: SeatPort) -> Game:
        """A sampled world, refined by the game's ``refine_world`` hook if it has one."""
        g = port.sample_world(self.rng)
        if self.refine is not None:
            self.refine(g, self.seat, self.rng)
        return g

    def _rollout(self, g: Game, rng: Rng, skip: frozenset[str],
                 told: list[Any] | None = None) -> list[float]:
        """Play a rollout from ``g`` (in place) and return every seat's reward: from the
        game's ``rollout_value`` hook if it stops the rollout early, else the result.
        ``told``: the events of the moves made since the seat's decision (heuristic
        rollouts tell them to their bots)."""
        if self.rollouts == "heuristic":
            return self._heuristic_rollout(g, rng, told or [])
        value = self.rollout_value
        if value is None:
            random_rollout(g, rng, max_actions=self.max_rollout_actions, claim_rate=self.claim_rate,
                           policy=self.rollout_policy, skip=skip)
            return rewards(g, self.score_weight)
        got: list[list[float]] = []

        def stop(game: Game) -> bool:
            v = value(game)
            if v is None:
                return False
            got.append(v)
            return True

        random_rollout(g, rng, max_actions=self.max_rollout_actions, claim_rate=self.claim_rate,
                       policy=self.rollout_policy, skip=skip, stop=stop)
        return got[0] if got else rewards(g, self.score_weight)

    def _heuristic_rollout(self, g: Game, rng: Rng, told: list[Any]) -> list[float]:
        """A playout by the game's heuristic bot in every seat (see the module): each
        seat's bot decides from its view of the world ``g`` and is told the events since
        the decision (``told``) and the playout's."""
        cls = self._heuristic
        if cls is None:
            raise ValueError("heuristic rollouts need the game's heuristic bot")
        seed = rng.next64() & 0xFFFFFF
        bots: list[Bot] = []
        for s in range(g.players):
            if s == self.seat and self.advisor is not None:
                bots.append(copy.deepcopy(self.advisor))
            else:
                bots.append(cls(s, seed=seed + s, level=self.level, **self.rollout_bot))
        listening = [b for b in bots if type(b).observe is not Bot.observe]
        if told:
            for b in listening:
                b.observe([e.for_seat(b.seat) for e in told])
        value = self.rollout_value
        for _ in range(self.max_rollout_actions):
            if value is not None:
                v = value(g)
                if v is not None:
                    return list(v)
            seat = next_mover(g, rng)
            if seat is None:
                break
            action = bots[seat].choose(SeatPort(g, seat), True)
            if action is None:
                legal = g.legal_actions(seat)
                if not legal:
                    break
                action = legal[rng.below(len(legal))]
            events = g.apply(seat, action)
            for b in listening:
                b.observe([e.for_seat(b.seat) for e in events])
        else:
            return [1.0 / g.players] * g.players
        return rewards(g, self.score_weight)

    # ----- optional claims ---------------------------------------------------------------
    def _certain(self, actions: list[Action], worlds: list[Game]) -> list[tuple[Action, str]]:
        """The actions whose immediate outcome (this seat's copies of the events, then its
        view) is the same in every sampled world: the seat knows what they will do.
        Each comes with that outcome's signature."""
        seat = self.seat
        out: list[tuple[Action, str]] = []
        for a in actions:
            after: list[Game] = []
            seen: str | None = None
            for w in worlds:
                c = w.clone()
                try:
                    events = c.apply(seat, a)
                except IllegalAction:
                    break
                sig = repr(a) + repr([e.for_seat(seat) for e in events])
                if seen is None:
                    seen = sig
                elif sig != seen:
                    break
                after.append(c)
            else:
                views = {json.dumps(c.view(seat), sort_keys=True, default=str) for c in after}
                if len(views) <= 1 and seen is not None:
                    out.append((a, seen))
        return out

    def _claim(self, port: SeatPort, legal: list[Action]) -> Action | None:
        """A claim only if its outcome is certain and paired rollouts favour it. The
        verdict on an outcome (its event signature) is remembered for later decisions."""
        rng = self.rng
        self.claim_types(port)
        worlds = [self._world(port) for _ in range(self.claim_worlds)]
        certain = self._certain(legal, worlds)
        memo = self._claim_memo
        fresh = [a for a, sig in certain if sig not in memo]
        if fresh:
            worse = dict.fromkeys(fresh, 0)
            gain = dict.fromkeys(fresh, 0.0)
            for w in worlds:
                seeds = [rng.next64() for _ in range(self.claim_rollouts)]
                base = self._paired_value(w, None, seeds)
                for a in fresh:
                    v = self._paired_value(w, a, seeds)
                    gain[a] += v - base
                    if v < base:
                        worse[a] += 1
            allowed = (1.0 - self.claim_agreement) * len(worlds)
            for a, sig in certain:
                if a in gain:
                    memo[sig] = gain[a] / len(worlds) if worse[a] <= allowed and gain[a] > 0 else -1.0
            if len(memo) > 4096:
                memo.clear()
        good = [(memo[sig], a) for a, sig in certain if memo.get(sig, -1.0) > 0]
        if not good:
            return None
        return max(good, key=lambda x: x[0])[1]

    def _paired_value(self, world: Game, action: Action | None, seeds: list[int]) -> float:
        total = 0.0
        for s in seeds:
            g = world.clone()
            told = g.apply(self.seat, action) if action is not None else []
            total += self._rollout(g, Rng(s), self._skip or frozenset(), told)[self.seat]
        return total / len(seeds)
