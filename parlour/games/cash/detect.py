"""Reading opponents' secret signals in Cash from public information only.

Everyone sees each gesture or phrase of the palette with its seat and time, and how each
hand ended (a correct "Cash!" shows that the caller's partner held four of a kind).
:class:`SignalDetector` keeps, per opposing partnership, a posterior over which of the
``k`` palette items is its signal, and uses it to judge a gesture as it happens.

The model
    * Cover: each seat makes innocuous gestures at its own base rates ``b[s][x]`` (the
      share of gesture ``x`` among the seat's gestures that were *not* just before its
      partner's correct call; Laplace-smoothed counts).
    * Signal: a partnership's signal is one item ``g`` (prior uniform). In the last
      ``window`` ms before a correct "Cash!" the signaller (the caller's partner) made
      the signal with high probability: each of its gestures there is the signal with
      probability ``hit``, else cover. So a window gesture ``x`` has likelihood
      ``hit * [x = g] + (1 - hit) * b[s][x]`` under ``g``: an item seen in the window
      much more often than its base rate gains, one that is common anyway gains little.
    * Change: between hands a partnership keeps its signal with probability
      ``1 - switch`` (the posterior is mixed with the uniform), and with probability
      ``1 - caught_switch`` after an opponent's correct counter against it (a caught
      partnership is likely to change).
    * Now: a gesture ``x`` by seat ``s`` of partnership ``t`` is a signal (someone in
      ``t`` holds four of a kind now) with probability
      ``p = a P_t(x) / (a P_t(x) + (1 - a) b[s][x])``, ``a`` the share of ``t``'s
      gestures that were signals so far (smoothed). :meth:`alarm` returns ``p``; the bot
      counters when it passes its threshold.

The engine never interprets a gesture; this module is the bots' reading of them.

>>> d = SignalDetector(4, 0)
>>> for hand in range(3):  # partnership 1 (seats 1 and 3) signals with gesture 4
...     d.gesture(3, 2, 1000); d.gesture(3, 4, 9000)
...     d.hand_over({"why": "cash", "caller": 1, "correct": True, "at": 9600})
>>> d.named(1), round(d.alarm(3, 4), 2) > round(d.alarm(3, 2), 2)
(4, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from parlour.games.cash.rules import GESTURES, partner, team


@dataclasses.dataclass
class Reading:
    """One partnership's posterior over the palette, and how often it signalled."""

    posterior: list[float]
    signals: int = 0
    """Signals seen: correct calls (each answers one signal)."""
    gestures: int = 0
    """All gestures its players made."""


class SignalDetector:
    """Bayesian reading of the opposing partnerships' signals (see the module)."""

    def __init__(self, players: int, mine: int, *, window: int = 3000, hit: float = 0.8,
                 switch: float = 0.05, caught_switch: float = 0.5, name_at: float = 0.8,
                 palette: int = len(GESTURES)) -> None:
        if not 0.0 < hit < 1.0:
            raise ValueError(f"hit must be a probability strictly between 0 and 1, not {hit}")
        self.players, self.mine, self.window, self.hit = players, mine, window, hit
        self.switch, self.caught_switch, self.name_at, self.k = switch, caught_switch, name_at, palette
        self.teams = players // 2
        self.readings = {t: Reading([1.0 / palette] * palette) for t in range(self.teams) if t != mine}
        self.base = [[1] * palette for _ in range(players)]
        self.hand: list[tuple[int, int, int]] = []
        """This hand's gestures (seat, item, time), in order."""

    # ----- evidence -------------------------------------------------------------------------
    def gesture(self, seat: int, sign: int, at: int) -> None:
        """A gesture everyone saw."""
        self.hand.append((seat, sign, at))

    def observe(self, event: Mapping[str, Any]) -> None:
        """Feed an event as a seat receives it (gestures and hand endings; others ignored)."""
        kind = event.get("type")
        if kind == "gesture":
            self.gesture(int(event["seat"]), int(event["sign"]), int(event["at"]))
        elif kind in ("cash", "counter", "real_deal"):
            self.hand_over(event)

    def hand_over(self, outcome: Mapping[str, Any]) -> None:
        """A hand ended (``why``, ``caller``, ``correct``, ``target``, ``at``): learn from
        its gestures, then let each partnership perhaps change its signal."""
        signaller = -1
        if outcome.get("why") == "cash" and outcome.get("correct"):
            signaller = partner(int(outcome["caller"]), self.players)
        end = int(outcome.get("at", max((t for _, _, t in self.hand), default=0)))
        window = [(s, x) for s, x, t in self.hand if s == signaller and end - t <= self.window]
        t_sig = team(signaller, self.players) if signaller >= 0 else -1
        if t_sig in self.readings and window:
            self._learn(self.readings[t_sig], signaller, [x for _, x in window])
        for s, x, t in self.hand:
            reading = self.readings.get(team(s, self.players))
            if reading is not None:
                reading.gestures += 1
            if not (s == signaller and end - t <= self.window):
                self.base[s][x] += 1
        caught = int(outcome["target"]) if outcome.get("why") == "counter" and outcome.get("correct") else -1
        for t, r in self.readings.items():
            rho = self.caught_switch if t == caught else self.switch
            r.posterior = [(1 - rho) * p + rho / self.k for p in r.posterior]
        self.hand = []

    def _learn(self, reading: Reading, seat: int, window: list[int]) -> None:
        """Bayes' rule over the palette for the signaller's gestures just before the call."""
        rates = self.rates(seat)
        post = list(reading.posterior)
        for x in window:
            post = [p * (self.hit * (x == g) + (1 - self.hit) * rates[x]) for g, p in enumerate(post)]
            total = sum(post)
            post = [p / total for p in post]
        reading.signals += 1  # a correct call answers one signal
        reading.posterior = post

    # ----- conclusions ----------------------------------------------------------------------
    def rates(self, seat: int) -> list[float]:
        """The seat's cover rates over the palette (smoothed shares)."""
        counts = self.base[seat]
        total = sum(counts)
        return [c / total for c in counts]

    def named(self, t: int) -> int | None:
        """The item partnership ``t`` most probably signals with, once its posterior
        reaches ``name_at``; else ``None``."""
        post = self.readings[t].posterior
        best = max(range(self.k), key=post.__getitem__)
        return best if post[best] >= self.name_at else None

    def alarm(self, seat: int, sign: int) -> float:
        """The probability that gesture ``sign`` by ``seat`` (an opponent) is its
        partnership's signal, i.e. that one of them holds four of a kind now."""
        r = self.readings[team(seat, self.players)]
        a = (1.0 + r.signals) / (4.0 + r.gestures)
        p = a * r.posterior[sign]
        return p / (p + (1 - a) * self.rates(seat)[sign])
