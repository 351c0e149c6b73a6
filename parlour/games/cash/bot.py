"""A Cash bot at a reaction level (:mod:`parlour.bots.reaction`).

* Its partnership's signal is a random gesture of the palette, kept from hand to hand
  in a match unless an opponent countered the partnership correctly (then it picks
  another: it was read). The partnership's earlier seat picks it; the later one waits
  ``PARTNER_PICKS_MS`` first, so a person partnering a bot has time to choose.
* It collects the rank it holds most of: it takes a board card of that rank, giving
  the card of the rank it holds least. With nothing to gain it denies: it takes a
  board card of a rank an opponent was seen collecting (public swaps) for a spare card
  (:func:`block_swap`), a race the quicker player wins; else it says "nothing for me".
* With four of a kind it makes the signal, again every few seconds until its partner
  calls; it calls "Cash!" when its partner makes the agreed gesture.
* Now and then it makes a random gesture as cover (``decoy`` per decision).
* It reads opponents statistically (:class:`parlour.games.cash.detect.SignalDetector`,
  public gestures and hand endings only): a posterior over each opposing partnership's
  signal, learnt from the gestures just before their correct calls against each
  gesture's base rate. It calls "Counter cash!" when an opponent's recent gesture is
  their signal with probability ``threshold`` or more.

Moves keep their drawn time (:class:`parlour.bots.planned.PlannedReactionBot`);
per-level delays are those of :data:`parlour.bots.reaction.LEVELS`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from parlour.bots.base import SeatPort
from parlour.bots.planned import PlannedReactionBot
from parlour.cards import CARD_BY_TEXT, Card
from parlour.engine.actions import Action
from parlour.games.cash.detect import SignalDetector
from parlour.games.cash.rules import AGREE, CASH, DEAL, DONE, GESTURE, GESTURES, team
from parlour.rules.exchange import exchange_action

RESIGNAL_MS = 2500
"""How long the bot waits for its partner before signalling again."""
PARTNER_PICKS_MS = 20000
"""How long the partnership's later seat waits for the earlier one to choose the signal
(a person partnering a bot gets time to choose it; two bots agree at once)."""


def best_swap(hand: Sequence[int], board: Sequence[int]) -> tuple[int, int] | None:
    """(take, give): a board card of a rank held at least as often as the card given
    (the least held), collecting the rank held most; ``None`` when no swap improves the
    hand (ties: the lower rank)."""
    counts = Counter(c & 15 for c in hand)
    give = min(hand, key=lambda c: (counts[c & 15], c & 15))
    for rank, k in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        take = next((b for b in board if b & 15 == rank), None)
        if take is None or rank == give & 15:
            continue
        if k >= counts[give & 15]:  # the sorted counts grow: no swapping back and forth
            return take, give
    return None


def block_swap(hand: Sequence[int], board: Sequence[int], hot: set[int]) -> tuple[int, int] | None:
    """(take, give): a board card of a rank an opponent collects (``hot``) and this hand
    does not hold, for a card held once that is neither hot nor the rank this hand
    collects; ``None`` when there is none. Denying the card is a race: the quicker wins."""
    counts = Counter(c & 15 for c in hand)
    top = min(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0]
    take = next((b for b in board if b & 15 in hot and not counts[b & 15]), None)
    gives = [c for c in hand if counts[c & 15] == 1 and c & 15 != top and c & 15 not in hot]
    if take is None or not gives:
        return None
    return take, min(gives, key=lambda c: c & 15)


class CashHeuristic(PlannedReactionBot):
    """Cash player at a reaction level (see the module docstring)."""

    decoy = 0.02
    """Chance per decision of a cover gesture."""
    threshold = 0.5
    """Counter when an opponent's gesture is a signal with at least this probability."""
    live_ms = 2000
    """Only gestures this recent are answered (an older signal was answered or was cover)."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.picked = (-1, 0)
        self.signal_from = 0
        """When this hand's signal phase began (the bot first saw it)."""
        self.kept: int | None = None
        """The partnership's signal in the last hand (kept unless caught)."""
        self.caught = False
        """Whether an opponent countered the partnership correctly in the last hand."""
        self.detector: SignalDetector | None = None
        self.taken: dict[int, Counter[int]] = {}
        """This hand, per opponent: ranks taken from the board less ranks given to it."""

    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            if e.get("type") in ("deal", "cash", "counter", "real_deal"):
                self.taken = {}
            elif e.get("type") == "swap" and e.get("seat") != self.seat:
                got = self.taken.setdefault(int(e["seat"]), Counter())
                got[CARD_BY_TEXT[e["take"]] & 15] += 1
                got[CARD_BY_TEXT[e["give"]] & 15] -= 1
            if self.detector is not None:
                self.detector.observe(e)
            if e.get("type") == "counter" and e.get("correct") and self.detector is not None:
                self.caught = self.caught or int(e["target"]) == self.detector.mine

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        view = port.view()
        now = int(view["now"])
        n = port.players
        if self.detector is None or self.detector.players != n:
            self.detector = SignalDetector(n, team(self.seat, n))
        if not legal:
            return self.plan_move(None, now, False)
        if DEAL in legal:
            return self.plan_move(DEAL, now, True)
        if view["phase"] == "signal":
            if self.picked[0] != view["hand"]:  # one pick per hand
                self.picked = (int(view["hand"]), self.pick_signal())
                self.signal_from = now
            move = self.plan_move(AGREE[self.picked[1]], now, True)
            if int(view["partner"]) < self.seat and self.pending is not None:
                # the earlier seat of the partnership chooses; this one only if it does not
                self.pending = (self.pending[0], max(self.pending[1], self.signal_from + PARTNER_PICKS_MS))
            return move
        mate, mine = int(view["partner"]), int(view["my_signal"])
        self.kept = mine
        gestures = view["gestures"]
        if any(s == mate and g == mine for s, g, _ in gestures) and CASH in legal:
            return self.plan_move(CASH, now, False)
        suspect = self.suspect(gestures, now, n)
        if suspect is not None:
            want = Action("counter", team=suspect)
            if want in legal:
                return self.plan_move(want, now, False)
        hand = [CARD_BY_TEXT[c] for z in view["zones"] if z["id"] == f"hand:{self.seat}" for c in z["cards"]]
        if len(hand) == 4 and len({c & 15 for c in hand}) == 1:
            mine_sent = [t for s, g, t in gestures if s == self.seat and g == mine]
            if not mine_sent or now - mine_sent[-1] >= RESIGNAL_MS:
                return self.plan_move(GESTURE[mine], now, False)
            return self.plan_move(None, now, False)
        if self.pending is None and self.rng.random() < self.decoy:
            cover = [g for g in range(len(GESTURES)) if g != mine]
            return self.plan_move(GESTURE[cover[self.rng.below(len(cover))]], now, True)
        if view["phase"] == "play":
            board = [CARD_BY_TEXT[c] for z in view["zones"] if z["id"] == "board" for c in z["cards"]
                     if c in CARD_BY_TEXT]
            swap = best_swap(hand, board) if board else None
            if swap is None and board:
                swap = block_swap(hand, board, self.hot(n))
            if swap is not None:
                return self.plan_move(exchange_action(Card(swap[0]), Card(swap[1]), kind="swap"), now, True)
            if DONE in legal:
                return self.plan_move(DONE, now, True)
        return self.plan_move(None, now, False)

    def hot(self, players: int) -> set[int]:
        """Ranks an opponent is seen collecting this hand (took more than it gave back)."""
        mine = team(self.seat, players)
        return {r for s, got in self.taken.items() if team(s, players) != mine
                for r, k in got.items() if k > 0}

    def pick_signal(self) -> int:
        """The partnership's signal for a new hand: the last one, unless the partnership
        was caught (then another, at random); a random one at first."""
        if self.kept is not None and not self.caught:
            return self.kept
        others = [g for g in range(len(GESTURES)) if g != self.kept]
        self.caught = False
        return others[self.rng.below(len(others))]

    def suspect(self, gestures: Sequence[Sequence[int]], now: int, players: int) -> int | None:
        """The partnership whose recent gesture is most probably its signal, if that
        probability reaches ``threshold`` (:meth:`SignalDetector.alarm`)."""
        d = self.detector
        assert d is not None
        mine = team(self.seat, players)
        best, who = self.threshold, None
        for s, g, t in gestures:
            if team(s, players) != mine and now - t <= self.live_ms:
                p = d.alarm(s, g)
                if p >= best:
                    best, who = p, team(s, players)
        return who
