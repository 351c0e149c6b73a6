"""Mini Baccarat play: the shoe (shuffle, cut, burn, cut card), the betting round and
the coup (deal, naturals, third cards, settlement).

The rules and rulings are documented in :mod:`parlour.games.mini_baccarat`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar

from parlour.cards import Card, multi_deck
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.mini_baccarat.options import (
    MIN_CUT,
    VARIANTS,
    MiniBaccaratOptions,
    bet_menu,
    cut_actions,
)
from parlour.games.mini_baccarat.rules import (
    BANKER,
    PLAYER,
    SPOTS,
    TIE,
    banker_draws,
    burn_count,
    card_value,
    hand_total,
    is_natural,
    outcome,
    player_draws,
    settle,
)

ROAD = {PLAYER: "P", BANKER: "B", TIE: "T"}
"""The letters of the score card players keep (the "road")."""
_SHOES: dict[int, tuple[Card, ...]] = {}


def shoe_pack(decks: int) -> list[Card]:
    """The ``decks``-pack shoe, unshuffled (a new list; built once per size)."""
    pack = _SHOES.get(decks)
    if pack is None:
        pack = _SHOES[decks] = tuple(multi_deck(decks))
    return list(pack)


def money(cents: int) -> str:
    """``1050`` -> ``"10.50"``, ``1000`` -> ``"10"``."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}{whole}" + (f".{part:02d}" if part else "")


def units(cents: int) -> int | float:
    """Cents as whole units when they are whole (``1050`` -> ``10.5``, ``1000`` -> ``10``)."""
    return cents // 100 if cents % 100 == 0 else cents / 100


class MiniBaccaratRules(Game):
    """The Mini Baccarat state machine (views and words are added by the subclass)."""

    name = "mini-baccarat"
    title = "Mini Baccarat"
    family = "casino"
    summary = ("Punto Banco: bet on the player hand, the banker hand or a tie; the dealer "
               "deals by the fixed third-card rules from an eight-deck shoe.")
    min_players = 1
    max_players = 9
    default_players = 2
    timing = "simultaneous"
    Options = MiniBaccaratOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, type]]] = {
        "cut": {"at": int}, "bet": {"spot": str, "amount": int}, "withdraw": {"spot": str},
        "done": {},
    }
    ACTION_RANGES: ClassVar[dict[str, dict[str, Any]]] = {
        "cut": {"at": lambda players, o: range(1, 52 * o.decks)},
        "bet": {"spot": SPOTS, "amount": lambda players, o: o.stakes()},
        "withdraw": {"spot": SPOTS},
    }
    """Every value an action parameter can take (for the RL adapters' catalogue)."""
    COPY_FIELDS = ("bankroll", "bets", "done", "net")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["shoe", "player_hand", "banker_hand", "discard"]}

    rate: Fraction
    """The commission as an exact fraction of a stake."""
    phase: str
    """``cut``, ``bet`` or ``over``: the dealer's own steps happen inside actions."""
    shoe_no: int
    cutter: int
    hands_played: int
    hands_in_shoe: int
    cut_behind: int
    cut_out: bool
    last_round: bool
    end_reason: str
    bankroll: list[int]
    """Chips in front of each seat, in cents (wagers on the layout not included)."""
    bets: list[int]
    """Cents on each seat's spots: ``bets[3 * seat + i]`` for ``SPOTS[i]``."""
    done: list[bool]
    net: list[int]
    """Each seat's net result of the last hand, in cents."""
    player_total: int | None
    banker_total: int | None
    last_result: str | None
    natural: bool
    road: str

    @property
    def shoe(self) -> Zone:
        return self.zones["shoe"]

    @property
    def discard(self) -> Zone:
        return self.zones["discard"]

    @property
    def player_hand(self) -> Zone:
        return self.zones["player_hand"]

    @property
    def banker_hand(self) -> Zone:
        return self.zones["banker_hand"]

    # ----- the table and the shoe ---------------------------------------------------------
    def setup(self) -> None:
        o = self.options
        if o.table_max < o.table_min:
            raise InvalidOption(f"table_max ({o.table_max}) is below table_min ({o.table_min})")
        if o.bankroll < o.table_min:
            raise InvalidOption(f"a bankroll of {o.bankroll} cannot cover the table minimum "
                                f"({o.table_min})")
        self.zone("shoe", "pile", layout="shoe")
        self.zone("player_hand", "row", layout="punto")
        self.zone("banker_hand", "row", layout="banco")
        self.zone("discard", "pile", layout="discard")
        n = self.players
        self.rate = o.commission_rate
        self.bankroll = [100 * o.bankroll] * n
        self.bets = [0] * (3 * n)
        self.done = [False] * n
        self.net = [0] * n
        self.hands_played = 0
        self.shoe_no = 0
        self.player_total = self.banker_total = None
        self.last_result = None
        self.natural = False
        self.road = ""
        self.end_reason = ""
        self._new_shoe()

    def _new_shoe(self) -> list[Event]:
        """Gather every card, shuffle, and offer the cut card (M2: a stacked shoe is
        taken as already cut)."""
        for z in self.zones.values():
            z.clear()
        self.shoe_no += 1
        self.hands_in_shoe = 0
        self.cut_out = self.last_round = False
        self.cutter = (self.shoe_no - 1) % self.players
        stacked = bool(self._stacks)
        self.shoe.fill(self.new_pack(shoe_pack(self.options.decks)))
        size = len(self.shoe)
        self.cut_behind = max(min(self.options.cut_from_end, size // 2), MIN_CUT)
        events = [Event("shuffle", None, {
            "shoe": self.shoe_no, "cards": size,
            "text": f"Shoe {self.shoe_no}: the dealer shuffles {size} cards"})]
        if stacked:
            self.phase = "bet"
            return events + self._burn() + self._open_betting()
        self.phase = "cut"
        events.append(Event("offer_cut", self.cutter, {
            "text": f"Seat {self.cutter} is offered the cut card"}))
        return events

    def _cut(self, at: int) -> list[Event]:
        """The cut: the ``at`` cards above the inserted cut card go to the back; the
        other cut card goes in ``cut_behind`` cards from the end."""
        top_first = [c for c in reversed(self.shoe.cards) if c is not None]
        self.shoe.fill((top_first[at:] + top_first[:at])[::-1])
        events = [Event("cut", self.cutter, {
            "at": at, "behind": self.cut_behind,
            "text": f"Seat {self.cutter} cuts {at} cards to the back; the cut card goes in "
                    f"{self.cut_behind} cards from the end"})]
        self.phase = "bet"
        return events + self._burn() + self._open_betting()

    def _burn(self) -> list[Event]:
        """Discard one card face up, then as many face down as its value (R1)."""
        card, _, _ = self.shoe.pop()
        self.discard.push(card, True, self.everyone)
        k = burn_count(card.rank, self.options.ace_burn)
        for _ in range(k):
            c, _, _ = self.shoe.pop()
            self.discard.push(c)
        return [Event("burn", None, {"card": str(card), "count": k,
                                     "text": f"The dealer burns the {card} face up and "
                                             f"{k} more card{'s' if k != 1 else ''} face down"})]

    def _draw(self, into: Zone, events: list[Event]) -> Card:
        card, _, _ = self.shoe.pop()
        into.push(card, True, self.everyone)
        if not self.cut_out and len(self.shoe) <= self.cut_behind:
            self.cut_out = True
            after = ("one more round follows" if self.options.after_cut == "one_more"
                     else "this is the last round of the shoe")
            events.append(Event("cut_card", None, {"text": f"The cut card comes out: {after}"}))
        return card

    # ----- betting -----------------------------------------------------------------------
    def can_bet(self, seat: int) -> bool:
        """Whether ``seat`` has the chips for the table minimum."""
        return self.bankroll[seat] >= 100 * self.options.table_min

    def _open_betting(self) -> list[Event]:
        n = self.players
        self.done = [not self.can_bet(s) for s in range(n)]
        if all(self.done):
            return self._end("every bettor is out of chips")
        return [Event("bets_open", None, {
            "hand": self.hands_played + 1, "last": self.last_round,
            "text": f"Hand {self.hands_played + 1}"
                    + (" (the last of the shoe)" if self.last_round else "") + ": place your bets"})]

    def _actors(self) -> list[int]:
        if self.phase == "cut":
            return [self.cutter]
        if self.phase == "bet":
            return [s for s in range(self.players) if not self.done[s]]
        return []

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "cut":
            return cut_actions(len(self.shoe)) if seat == self.cutter else []
        if self.phase != "bet" or self.done[seat]:
            return []
        o = self.options
        b = self.bets
        taken = (b[3 * seat] > 0) | (b[3 * seat + 1] > 0) << 1 | (b[3 * seat + 2] > 0) << 2
        return list(bet_menu(o.stakes(), self.bankroll[seat] // 100, taken))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        t = action.type
        if t == "cut":
            return self._cut(action.at)
        if t == "bet":
            i = SPOTS.index(action.spot)
            cents = 100 * action.amount
            self.bets[3 * seat + i] = cents
            self.bankroll[seat] -= cents
            return [Event("bet", seat, {"spot": action.spot, "amount": action.amount,
                                        "text": f"Seat {seat} bets {action.amount} on "
                                                f"{action.spot}"})]
        if t == "withdraw":
            i = SPOTS.index(action.spot)
            cents = self.bets[3 * seat + i]
            self.bets[3 * seat + i] = 0
            self.bankroll[seat] += cents
            return [Event("withdraw", seat, {"spot": action.spot, "amount": cents // 100,
                                             "text": f"Seat {seat} takes back the "
                                                     f"{money(cents)} on {action.spot}"})]
        # done
        self.done[seat] = True
        staked = sum(self.bets[3 * seat:3 * seat + 3])
        events = [Event("done", seat, {"text": f"Seat {seat} is done betting" if staked
                                       else f"Seat {seat} sits this hand out"})]
        if all(self.done):
            events += self._coup()
        return events

    # ----- the coup ----------------------------------------------------------------------
    def _coup(self) -> list[Event]:
        """Deal, draw by the rules, settle every wager, then the next hand (or the end)."""
        for z in (self.player_hand, self.banker_hand):
            for c in z.clear():
                self.discard.push(c, True, self.everyone)
        ev: list[Event] = []
        ph, bh = self.player_hand, self.banker_hand
        for z in (ph, bh, ph, bh):  # deal order: player, banker, player, banker (RULINGS 21)
            self._draw(z, ev)
        p = hand_total(card_value(c.rank) for c in ph.cards if c is not None)
        b = hand_total(card_value(c.rank) for c in bh.cards if c is not None)
        self.natural = is_natural(p) or is_natural(b)
        ev.insert(0, Event("deal", None, {
            "player": [str(c) for c in ph.cards], "banker": [str(c) for c in bh.cards],
            "player_total": p, "banker_total": b, "natural": self.natural,
            "text": f"Player {ph.cards[0]} {ph.cards[1]} ({p}), banker {bh.cards[0]} "
                    f"{bh.cards[1]} ({b})" + (": a natural, no more cards" if self.natural else "")}))
        if not self.natural:
            third: int | None = None
            if player_draws(p):
                c = self._draw(ph, ev)
                third = card_value(c.rank)
                p = hand_total((p, third))
                ev.append(Event("draw", None, {"hand": PLAYER, "card": str(c), "total": p,
                                               "text": f"Player draws the {c}: {p}"}))
            else:
                ev.append(Event("stand", None, {"hand": PLAYER, "total": p,
                                                "text": f"Player stands on {p}"}))
            if banker_draws(b, third):
                c = self._draw(bh, ev)
                b = hand_total((b, card_value(c.rank)))
                ev.append(Event("draw", None, {"hand": BANKER, "card": str(c), "total": b,
                                               "text": f"Banker draws the {c}: {b}"}))
            else:
                ev.append(Event("stand", None, {"hand": BANKER, "total": b,
                                                "text": f"Banker stands on {b}"}))
        return ev + self._settle(p, b)

    def _settle(self, p: int, b: int) -> list[Event]:
        result = outcome(p, b)
        self.player_total, self.banker_total, self.last_result = p, b, result
        self.road += ROAD[result]
        o = self.options
        rate = self.rate
        said = {PLAYER: f"Player wins, {p} to {b}", BANKER: f"Banker wins, {b} to {p}",
                TIE: f"A tie at {p}"}[result]
        ev = [Event("result", None, {"result": result, "player_total": p, "banker_total": b,
                                     "text": said})]
        for s in range(self.players):
            gain = 0
            paid = 0
            for i, spot in enumerate(SPOTS):
                stake = self.bets[3 * s + i]
                if not stake:
                    continue
                g = settle(spot, stake, result, rate, o.tie_pays)
                gain += g
                paid += stake + g
                self.bets[3 * s + i] = 0
            self.net[s] = gain
            self.bankroll[s] += paid
            if paid or gain:
                ev.append(Event("settle", s, {
                    "net": units(gain), "bankroll": units(self.bankroll[s]),
                    "text": f"Seat {s} " + (f"wins {money(gain)}" if gain > 0 else
                                            f"loses {money(-gain)}" if gain < 0 else "pushes")
                            + f" (chips {money(self.bankroll[s])})"}))
        self.hands_played += 1
        self.hands_in_shoe += 1
        return ev + self._next_hand()

    def _next_hand(self) -> list[Event]:
        o = self.options
        shoe_over = self.last_round or (self.cut_out and o.after_cut == "shuffle")
        if self.cut_out and not shoe_over:
            self.last_round = True
        if o.hands and self.hands_played >= o.hands:
            return self._end(f"{o.hands} hand{'s' if o.hands != 1 else ''} played")
        if shoe_over:
            if self.shoe_no >= o.shoes:
                return self._end("the shoe is finished" if o.shoes == 1
                                 else f"{o.shoes} shoes are finished")
            return self._new_shoe()
        return self._open_betting()

    # ----- the end -----------------------------------------------------------------------
    def _end(self, reason: str) -> list[Event]:
        self.phase = "over"
        self.end_reason = reason
        self.done = [True] * self.players
        res = self.result()
        assert res is not None
        return [Event("game_over", None, {"reason": reason, "bankrolls": res.scores,
                                          "text": f"Game over: {reason}"})]

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        """Final bankrolls; the winners are the bettors who end with more chips than they
        started with (M1), placed by their chips."""
        if self.phase != "over":
            return None
        start = 100 * self.options.bankroll
        chips = [c + sum(self.bets[3 * s:3 * s + 3]) for s, c in enumerate(self.bankroll)]
        scores = [c / 100 for c in chips]  # floats: Result.scores
        winners = [s for s, c in enumerate(chips) if c > start]
        return Result(scores=scores, winners=winners,
                      placing=placing_from_scores(scores, lower_wins=False),
                      reason=self.end_reason,
                      details={"net": [units(c - start) for c in chips],
                               "house_net": units(sum(start - c for c in chips)),
                               "hands": self.hands_played, "shoes": self.shoe_no,
                               "road": self.road})
