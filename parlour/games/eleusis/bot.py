"""Eleusis bots: a player who deduces the rule, and a dealer who picks one.

**The hypothesis space.** Every library rule plus a family of simple generated rules
(:data:`GENERATED`: an attribute the same as or different from the last card's, a fixed
colour, suit or parity, rank steps within a bound). Each is weighted by its difficulty
(``2 ** -level``). Every verdict on the layout, read from the seat's view only, removes
the hypotheses that would have judged otherwise: each mainline card was right after the
cards before it, each sideline play (a card or a string) wrong where it lies, each true
"no play" had no right card in the exposed hand, each wrong Express guess is not the rule.

**Playing.** For each card held, ``p`` is the weight of the surviving hypotheses that
accept it now. The bot plays the card with the best ``p + 0.5 * H(p)`` (``H`` the binary
entropy: a card likely right, or one whose verdict would teach much). When every
surviving hypothesis accepts a card it is certain; with two or more certain cards in a
row (each certain after the one before) it lays them as a string. When every survivor
says no card held can be played, it calls "No play". With no survivor left (a human
dealer's rule outside the space) it plays at random.

**Speaking up.** It declares itself the prophet when the survivors agree on every card
after the current layout and at least ten cards have been judged; as prophet it calls by
the survivors' weighted majority. In Express it guesses when one hypothesis holds at
least half the surviving weight (a guess costs nothing, E13).

**Dealing.** The dealer bot picks a library rule of its ``difficulty`` (1-4) at random;
as a human-mode dealer it writes that rule's sentence and judges by it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import CARD_BY_TEXT, Card
from parlour.engine.actions import Action
from parlour.games.eleusis import library
from parlour.games.eleusis.rule_language import Rule, RuleError, compile_rule

_ATTRS = ("colour", "suit", "even", "high", "face", "loop", "prime")
GENERATED: tuple[str, ...] = (
    *(f"card.{a} == last.{a}" for a in _ATTRS),
    *(f"card.{a} != last.{a}" for a in _ATTRS),
    "card.colour == red", "card.colour == black", "card.even", "card.odd",
    *(f"card.suit == {s}" for s in ("clubs", "diamonds", "hearts", "spades")),
    *(f"abs(card.rank - last.rank) <= {k}" for k in range(1, 7)),
    *(f"abs(card.rank - last.rank) == {k}" for k in range(1, 5)),
    "card.rank >= last.rank", "card.rank <= last.rank",
    "card.rank > last.rank or last.rank == king", "card.rank < last.rank or last.rank == ace",
    "card.suit == last.suit or card.rank == last.rank",
    "card.colour == last.colour or card.rank == last.rank",
)
"""Simple rules of the language added to the library as hypotheses."""


class Hypothesis:
    """One candidate rule, its prior weight and how far the evidence has checked it."""

    __slots__ = ("alive", "checked", "name", "rule", "weight")

    def __init__(self, name: str, rule: Rule, weight: float) -> None:
        self.name = name
        self.rule = rule
        self.weight = weight
        self.alive = True
        self.checked = (1, 0, 0, 0)
        """(mainline cards, sideline plays, no plays, guesses) already checked."""


def hypotheses() -> list[Hypothesis]:
    """A fresh hypothesis space: the library, then the generated rules not already in it."""
    out = [Hypothesis(r.name, compile_rule(r.text), 2.0 ** -r.level) for r in library.RULES]
    texts = {r.text for r in library.RULES}
    for t in GENERATED:
        if t not in texts:
            try:
                out.append(Hypothesis(t, compile_rule(t), 2.0 ** -2))
            except RuleError:
                continue
    return out


def _cards(texts: Sequence[str]) -> list[int]:
    return [int(CARD_BY_TEXT[t]) for t in texts]


def entropy(p: float) -> float:
    if p <= 0.0 or p >= 1.0:
        return 0.0
    return -(p * math.log2(p) + (1 - p) * math.log2(1 - p))


class Beliefs:
    """The hypothesis space of one hand, shrunk by the verdicts in a seat's view."""

    def __init__(self) -> None:
        self.space = hypotheses()
        self.hand_no = -1

    def update(self, view: dict[str, Any]) -> list[Hypothesis]:
        """Apply every verdict not yet applied; return the survivors."""
        if view["hand_no"] != self.hand_no:
            self.space = hypotheses()
            self.hand_no = view["hand_no"]
        ml = _cards(view["mainline"])
        sides = view["sidelines"]
        nps = view["no_plays"]
        guesses = [g for g in view["guesses"] if not g["right"]]
        side_cards = [(e["under"], _cards(e["cards"])) for e in sides]
        np_cards = [(e["at"], _cards(e["hand"])) for e in nps if e["true"]]
        for h in self.space:
            if not h.alive:
                continue
            m0, s0, n0, g0 = h.checked
            r = h.rule
            ok = all(r.accepts(ml[:i], ml[i]) for i in range(m0, len(ml)))
            ok = ok and all(not r.accepts_string(ml[:u + 1], cs) for u, cs in side_cards[s0:])
            ok = ok and all(not any(r.accepts(ml[:at], c) for c in cs) for at, cs in np_cards[n0:])
            ok = ok and all(g["rule"] not in (h.name, r.text) for g in guesses[g0:])
            h.alive = ok
            h.checked = (len(ml), len(side_cards), len(np_cards), len(guesses))
        return [h for h in self.space if h.alive]


def acceptance(alive: Sequence[Hypothesis], ml: Sequence[int], cards: Sequence[int]) -> list[float]:
    """Per card, the share of the surviving weight that accepts it after ``ml``."""
    total = sum(h.weight for h in alive) or 1.0
    return [sum(h.weight for h in alive if h.rule.accepts(ml, c)) / total for c in cards]


def certain_string(alive: Sequence[Hypothesis], ml: Sequence[int], hand: Sequence[int],
                   most: int) -> list[int]:
    """The longest run of cards every survivor accepts in turn (greedy, up to ``most``)."""
    line, left = list(ml), list(hand)
    out: list[int] = []
    while left and len(out) < most:
        pick = next((c for c in left if all(h.rule.accepts(line, c) for h in alive)), None)
        if pick is None:
            break
        out.append(pick)
        line.append(pick)
        left.remove(pick)
    return out


class HeuristicBot(Bot):
    """Eleusis player and dealer (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 difficulty: int = 2, info_weight: float = 0.5, prophet_after: int = 10) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.difficulty = difficulty
        self.info_weight = info_weight
        self.prophet_after = prophet_after
        self.beliefs = Beliefs()
        self.plan: list[int] = []
        self.cap = 6

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        view = port.view()
        self.cap = port.options.max_string or 6
        phase = view["phase"]
        if phase == "rule":
            return self._deal(legal)
        if phase == "judge":  # a human-mode dealer judging by its written rule
            return self._judge_own(view, legal)
        alive = self.beliefs.update(view)
        if phase == "call":
            return self._call(view, legal, alive)
        if phase == "after":
            return self._speak(view, legal, alive)
        return self._play(view, legal, alive)

    # ----- dealing and judging one's own rule ---------------------------------------------
    def _deal(self, legal: list[Action]) -> Action:
        pool = library.of_level(self.difficulty) or library.RULES
        pick = pool[self.rng.below(len(pool))]
        for a in legal:
            if (a.type == "choose" and a.rule == pick.name) or (a.type == "write" and a.text == pick.says):
                return a
        return legal[0]

    def _judge_own(self, view: dict[str, Any], legal: list[Action]) -> Action:
        own = next((r for r in library.RULES if r.says == view["rule"]), None)
        if own is None:
            return legal[self.rng.below(len(legal))]
        rule = own.rule
        zones = {z["id"]: z for z in view["zones"]}
        ml = _cards(view["mainline"])
        pend = view["pending"]
        if pend["kind"] == "play":
            return Action("call", right=rule.accepts_string(ml, _cards(pend["cards"])))
        if pend["kind"] == "guess":
            return Action("call", right=pend["rule"] in (own.name, own.says, own.text))
        hand = _cards(zones[f"hand:{pend['seat']}"]["cards"])
        ok = [c for c in hand if rule.accepts(ml, c)]
        return Action("no_play_false", card=str(Card(ok[0]))) if ok else Action("no_play_true")

    # ----- a prophet's calls ----------------------------------------------------------------
    def _call(self, view: dict[str, Any], legal: list[Action], alive: list[Hypothesis]) -> Action:
        zones = {z["id"]: z for z in view["zones"]}
        ml = _cards(view["mainline"])
        pend = view["pending"]
        if not alive:
            return legal[self.rng.below(len(legal))]
        total = sum(h.weight for h in alive)
        if pend["kind"] == "play":
            cards = _cards(pend["cards"])
            yes = sum(h.weight for h in alive if h.rule.accepts_string(ml, cards))
            return Action("call", right=yes * 2 >= total)
        hand = _cards(zones[f"hand:{pend['seat']}"]["cards"])
        p = acceptance(alive, ml, hand)
        best = max(range(len(hand)), key=lambda i: p[i]) if hand else -1
        if best < 0 or p[best] < 0.5:
            return Action("no_play_true")
        return Action("no_play_false", card=str(Card(hand[best])))

    # ----- after a turn -----------------------------------------------------------------------
    def _speak(self, view: dict[str, Any], legal: list[Action], alive: list[Hypothesis]) -> Action:
        ml = _cards(view["mainline"])
        if Action("prophet") in legal:
            judged = len(ml) - 1 + sum(len(e["cards"]) for e in view["sidelines"])
            if alive and judged >= self.prophet_after and self._agree(alive, ml):
                return Action("prophet")
            return Action("pass")
        total = sum(h.weight for h in alive)
        if alive:
            top = max(alive, key=lambda h: h.weight)
            if top.weight * 2 >= total:
                guess = Action("guess", rule=top.name)
                if guess in legal or top.name == top.rule.text:
                    return guess
        return Action("pass")

    @staticmethod
    def _agree(alive: Sequence[Hypothesis], ml: Sequence[int]) -> bool:
        from parlour.games.eleusis.rule_language import FACES
        first = alive[0].rule
        return all(h.rule.accepts(ml, c) == first.accepts(ml, c) for h in alive[1:] for c in FACES)

    # ----- a turn -----------------------------------------------------------------------------
    def _play(self, view: dict[str, Any], legal: list[Action], alive: list[Hypothesis]) -> Action:
        zones = {z["id"]: z for z in view["zones"]}
        ml = _cards(view["mainline"])
        laid = _cards(zones["string"]["cards"])
        hand = _cards(zones[f"hand:{self.seat}"]["cards"])
        if laid and self.plan:  # go on with the planned string
            nxt = self.plan.pop(0)
            kind = "lay" if self.plan else "play"
            act = Action(kind, card=str(Card(nxt)))
            if act in legal:
                return act
            self.plan = []
            return Action("play", card=str(Card(nxt))) if Action("play", card=str(Card(nxt))) in legal \
                else next(a for a in legal if a.type == "play")
        self.plan = []
        if not alive:
            plays = [a for a in legal if a.type == "play"]
            return plays[self.rng.below(len(plays))]
        faces = list(dict.fromkeys(Card(c).face for c in hand))
        p = acceptance(alive, ml, faces)
        if all(x == 0.0 for x in p) and Action("no_play") in legal:
            return Action("no_play")
        can_lay = any(a.type == "lay" for a in legal)
        if can_lay:
            run = certain_string(alive, ml, faces, self.cap)
            if len(run) >= 2:
                self.plan = run[1:]
                return Action("lay", card=str(Card(run[0])))
        score = [x + self.info_weight * entropy(x) for x in p]
        best = max(range(len(faces)), key=lambda i: (score[i], -i))
        return Action("play", card=str(Card(faces[best])))


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """A plain random playout policy (the search bot is not used for Eleusis)."""
    return legal[rng.below(len(legal))] if hasattr(rng, "below") else legal[0]
