"""Eleusis's secret rules as a small language the engine judges.

A rule is one expression, written like Python, that says whether ``card`` may follow the
cards already on the mainline (RULINGS 32: a rule may look at the mainline only). It may
use:

* cards: ``card`` (the card being judged), ``last``, ``last2``, ``last3`` (the last,
  second-last and third-last mainline cards; the starter counts);
* their attributes: ``rank`` (= ``value``: A=1 ... J=11, Q=12, K=13), ``suit``
  (``clubs``, ``diamonds``, ``hearts``, ``spades``), ``colour`` (= ``color``: ``red`` or
  ``black``), ``even``, ``odd``, ``face`` (J, Q, K), ``prime`` (2, 3, 5, 7, J, K),
  ``high`` (8 to K), ``loop`` (a closed loop in its figure: A, 4, 6, 8, 9, Q);
* position counters: ``pos`` (the position ``card`` would take: the starter is 0, the
  first card played 1), ``run_colour`` and ``run_suit`` (how many cards at the end of
  the mainline share the last card's colour, suit);
* numbers, ``ace``/``jack``/``queen``/``king``, arithmetic ``+ - * // %``, ``abs``,
  ``min``, ``max``, comparisons (chained too), ``in`` a tuple, ``and``/``or``/``not``,
  ``x if cond else y``, and ``after(x, (a, b, c))``: the element following ``x`` in the
  tuple, cyclically (``after(last.suit, (spades, clubs, diamonds, hearts))``).

A rule that needs a card the mainline does not have yet (``last2`` after the starter
alone) accepts any card there.

>>> r = parse("card.colour != last.colour")
>>> r.accepts([Card.parse("7H")], Card.parse("2S")), r.accepts([Card.parse("7H")], Card.parse("2D"))
(True, False)
>>> parse("card.rank > players")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
parlour.games.eleusis.rule_language.RuleError: the rule may only look at the layout ...
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable, Sequence
from typing import Any

from parlour.cards import Card, deck52
from parlour.engine.rng import Rng


class RuleError(ValueError):
    """A rule the language cannot read, or one the validator refuses (the reason says why)."""


class _Missing(Exception):
    """A rule looked at a mainline card that is not there yet."""


Env = tuple[Sequence[int], int]
"""(the mainline, starter first; the card judged)."""
Fn = Callable[[Env], Any]

SUITS = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3}
COLOURS = {"black": 0, "red": 1}
CONSTANTS: dict[str, int] = {**SUITS, **COLOURS, "ace": 1, "jack": 11, "queen": 12, "king": 13,
                             "true": 1, "false": 0}
CARDS = {"card": 0, "last": 1, "last2": 2, "last3": 3}
COUNTERS = ("pos", "run_colour", "run_color", "run_suit")
PRIMES = frozenset((2, 3, 5, 7, 11, 13))
LOOPS = frozenset((1, 4, 6, 8, 9, 12))


def _colour(c: int) -> int:
    return 1 if (c >> 4) & 7 in (1, 2) else 0


ATTRIBUTES: dict[str, Callable[[int], int | bool]] = {
    "rank": lambda c: c & 15,
    "value": lambda c: c & 15,
    "suit": lambda c: (c >> 4) & 7,
    "colour": _colour,
    "color": _colour,
    "even": lambda c: (c & 15) % 2 == 0,
    "odd": lambda c: (c & 15) % 2 == 1,
    "face": lambda c: (c & 15) >= 11,
    "prime": lambda c: (c & 15) in PRIMES,
    "high": lambda c: (c & 15) >= 8,
    "loop": lambda c: (c & 15) in LOOPS,
}
FUNCTIONS = ("abs", "min", "max", "after")

_BINOPS: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
    ast.FloorDiv: lambda a, b: a // b if b else 0, ast.Mod: lambda a, b: a % b if b else 0,
}
_CMPS: dict[type, Callable[[Any, Any], bool]] = {
    ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
    ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b,
    ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b,
}


def _outside(name: str) -> RuleError:
    return RuleError("the rule may only look at the layout (the mainline and the card "
                     f"played); {name!r} is not part of it")


def _card_ref(index: int) -> Fn:
    if index == 0:
        return lambda env: env[1]

    def ref(env: Env) -> int:
        ml = env[0]
        if len(ml) < index:
            raise _Missing
        return ml[-index]
    return ref


def _counter(name: str) -> Fn:
    if name == "pos":
        return lambda env: len(env[0])
    key = _colour if name in ("run_colour", "run_color") else (lambda c: (c >> 4) & 7)

    def run(env: Env) -> int:
        ml = env[0]
        if not ml:
            raise _Missing
        want, n = key(ml[-1]), 0
        for c in reversed(ml):
            if key(c) != want:
                break
            n += 1
        return n
    return run


def _after(x: Any, seq: Any) -> Any:
    if not isinstance(seq, tuple) or x not in seq:
        return None
    return seq[(seq.index(x) + 1) % len(seq)]


def _compile(node: ast.AST) -> Fn:  # noqa: C901 - one case per node kind, read top to bottom
    if isinstance(node, ast.Expression):
        return _compile(node.body)
    if isinstance(node, ast.Constant):
        v = node.value
        if not isinstance(v, int):
            raise RuleError(f"only whole numbers may be written in a rule, not {v!r}")
        k = int(v)
        return lambda env: k
    if isinstance(node, ast.Name):
        n = node.id
        if n in CARDS:
            return _card_ref(CARDS[n])
        if n in COUNTERS:
            return _counter(n)
        if n.lower() in CONSTANTS:
            k = CONSTANTS[n.lower()]
            return lambda env: k
        raise _outside(n)
    if isinstance(node, ast.Attribute):
        if node.attr not in ATTRIBUTES:
            raise RuleError(f"a card has no {node.attr!r}; it has: {', '.join(ATTRIBUTES)}")
        if not (isinstance(node.value, ast.Name) and node.value.id in CARDS):
            raise RuleError(f"{node.attr!r} belongs to a card: card, last, last2 or last3")
        ref, get = _card_ref(CARDS[node.value.id]), ATTRIBUTES[node.attr]
        return lambda env: get(ref(env))
    if isinstance(node, ast.UnaryOp):
        inner = _compile(node.operand)
        if isinstance(node.op, ast.Not):
            return lambda env: not inner(env)
        if isinstance(node.op, ast.USub):
            return lambda env: -inner(env)
        raise RuleError("unknown operator in the rule")
    if isinstance(node, ast.BinOp):
        op = _BINOPS.get(type(node.op))
        if op is None:
            raise RuleError("a rule may use + - * // % only")
        a, b = _compile(node.left), _compile(node.right)
        return lambda env: op(a(env), b(env))
    if isinstance(node, ast.BoolOp):
        parts = [_compile(v) for v in node.values]
        if isinstance(node.op, ast.And):
            return lambda env: all(p(env) for p in parts)
        return lambda env: any(p(env) for p in parts)
    if isinstance(node, ast.Compare):
        first = _compile(node.left)
        pairs = [(_CMPS[type(o)], _compile(c)) for o, c in zip(node.ops, node.comparators,
                                                                 strict=True)
                 if type(o) in _CMPS]
        if len(pairs) != len(node.ops):
            raise RuleError("a rule compares with == != < <= > >= in and not in only")

        def compare(env: Env) -> bool:
            left = first(env)
            for op, right in pairs:
                r = right(env)
                if not op(left, r):
                    return False
                left = r
            return True
        return compare
    if isinstance(node, ast.IfExp):
        t, cond, f = _compile(node.body), _compile(node.test), _compile(node.orelse)
        return lambda env: t(env) if cond(env) else f(env)
    if isinstance(node, ast.Tuple | ast.List):
        items = [_compile(e) for e in node.elts]
        return lambda env: tuple(i(env) for i in items)
    if isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            name = node.func.id if isinstance(node.func, ast.Name) else "that"
            if isinstance(node.func, ast.Name) and name not in FUNCTIONS:
                raise _outside(name)
            raise RuleError(f"a rule may call {', '.join(FUNCTIONS)} only")
        if node.keywords:
            raise RuleError("a rule's functions take no named arguments")
        args = [_compile(a) for a in node.args]
        table: dict[str, Callable[..., Any]] = {"abs": abs, "min": min, "max": max,
                                                "after": _after}
        fn = table[node.func.id]
        if node.func.id == "after" and len(args) != 2:
            raise RuleError("after(x, (a, b, ...)) takes a value and a tuple")
        return lambda env: fn(*(a(env) for a in args))
    raise RuleError(f"a rule cannot contain {type(node).__name__.lower()} expressions")


def _mentions(tree: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(tree))


class Rule:
    """A compiled rule: :meth:`accepts` judges one card, :meth:`accepts_string` a string
    played in order (each card judged after the previous ones joined the mainline)."""

    __slots__ = ("_fn", "text")

    def __init__(self, text: str, fn: Fn) -> None:
        self.text = text
        self._fn = fn

    def __repr__(self) -> str:
        return f"Rule({self.text!r})"

    def accepts(self, mainline: Sequence[int], card: int) -> bool:
        """Whether ``card`` may follow ``mainline`` (starter first)."""
        try:
            return bool(self._fn((mainline, card)))
        except _Missing:
            return True

    def accepts_string(self, mainline: Sequence[int], cards: Sequence[int]) -> bool:
        """Whether a string is right as a whole (every card in its turn)."""
        ml = list(mainline)
        for c in cards:
            if not self.accepts(ml, c):
                return False
            ml.append(c)
        return True


@functools.lru_cache(maxsize=512)
def compile_rule(text: str) -> Rule:
    """The rule ``text`` compiled (:class:`RuleError` if the language cannot read it or it
    looks outside the layout); no sampling checks (see :func:`parse`)."""
    if not isinstance(text, str) or not text.strip():
        raise RuleError("a rule is a non-empty expression, e.g. 'card.colour != last.colour'")
    if len(text) > 400:
        raise RuleError("a rule is at most 400 characters long")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as e:
        raise RuleError(f"cannot read the rule: {e.msg} (at character {e.offset})") from None
    fn = _compile(tree)
    if not _mentions(tree, "card"):
        raise RuleError("a rule must say which cards may be played: it never looks at 'card'")
    return Rule(text.strip(), fn)


FACES = tuple(deck52())
"""The 52 faces a rule is judged on (the copy of a card never matters)."""


def walks(rule: Rule, count: int, length: int, seed: int = 0) -> list[list[int]]:
    """``count`` mainlines of up to ``length`` cards grown under ``rule`` from random
    starters, each next card drawn among the cards it accepts (stops where none is)."""
    rng = Rng(seed)
    out = []
    for _ in range(count):
        ml = [int(FACES[rng.below(52)])]
        for _ in range(length - 1):
            ok = [c for c in FACES if rule.accepts(ml, c)]
            if not ok:
                break
            ml.append(int(ok[rng.below(len(ok))]))
        out.append(ml)
    return out


@functools.lru_cache(maxsize=512)
def parse(text: str) -> Rule:
    """The validated rule: readable, looking only at the layout (RULINGS 32), and sane on
    sampled layouts: no error on any of them, some card always playable (a rule that
    stops the game is refused), and some card refused somewhere.

    Sampling: every starter, then 24 mainlines of 30 cards grown under the rule."""
    rule = compile_rule(text)
    rng = Rng(1)
    refused = False
    try:
        for s in FACES:
            ok = [c for c in FACES if rule.accepts([int(s)], c)]
            if not ok:
                raise RuleError(f"after a starter {Card(s).pretty()} no card could be played")
            refused = refused or len(ok) < 52
        for _ in range(24):
            ml = [int(FACES[rng.below(52)])]
            for _ in range(29):
                ok = [c for c in FACES if rule.accepts(ml, c)]
                if not ok:
                    shown = " ".join(Card(c).pretty() for c in ml[-4:])
                    raise RuleError(f"after ... {shown} no card could be played: a rule must "
                                    "always leave some card to play")
                refused = refused or len(ok) < 52
                ml.append(int(ok[rng.below(len(ok))]))
    except RuleError:
        raise
    except Exception as e:  # a comparison of mismatched values, a bad after(...)
        raise RuleError(f"the rule fails on a layout: {e}") from None
    if not refused:
        raise RuleError("the rule accepts every card on every layout: it must refuse some")
    return rule


EQUIVALENCE_WALKS = 60
EQUIVALENCE_LENGTH = 30


@functools.lru_cache(maxsize=4096)
def equivalent(secret: str, guess: str) -> bool:
    """Whether the rule ``guess`` judges like ``secret`` on every layout ``secret`` can
    produce (the only layouts the players can ever meet). ``guess`` need only be readable
    (:func:`compile_rule`): one that fails on a layout, or leaves no card to play, judges
    unlike any secret rule there.

    The method (sampled, deterministic): every one of the 52 starters, and 60 mainlines of
    30 cards grown under ``secret`` from random starters (the next card drawn among those it
    accepts); at each of these layouts both rules judge all 52 cards. That is 52 x 52 +
    60 x 29 x 52 = 93,184 judgements; the first disagreement answers no."""
    if secret == guess:
        return True
    a, b = parse(secret), compile_rule(guess)
    layouts = [[int(s)] for s in FACES] + [
        ml[:i] for ml in walks(a, EQUIVALENCE_WALKS, EQUIVALENCE_LENGTH, seed=7)
        for i in range(1, len(ml))]
    try:
        return all(a.accepts(ml, c) == b.accepts(ml, c) for ml in layouts for c in FACES)
    except Exception:  # the guess fails on a layout the secret rule judges
        return False
