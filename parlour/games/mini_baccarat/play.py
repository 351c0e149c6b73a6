"""Mini Baccarat play: the shoe (shuffle, cut, burn, cut card), the betting round and
the coup (deal, naturals, third cards, settlement).

The rules and rulings are documented in :mod:`parlour.games.mini_baccarat`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar, cast

from parlour.cards import CARD_TEXT, Card, multi_deck
from parlour.engine.actions import Action, Int, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.mini_baccarat.options import (
    MIN_CUT,
    VARIANTS,
    MiniBaccaratOptions,
    bet_menu,
    cut_actions,
)
from parlour.games.mini_baccarat.present import PRESENTATION
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
from parlour.rules.chips import Chips
from parlour.words import plural

ROAD = {PLAYER: "P", BANKER: "B", TIE: "T"}
"""The letters of the score card players keep (the "road")."""
BROKE = "every bettor is out of chips"
"""The end reason when no seat can cover the table minimum (M1)."""


def _last_cut(players: int, options: MiniBaccaratOptions) -> int:
    """The deepest cut position of any shoe of these options (``cut(at)`` domain)."""
    return 52 * options.decks - 1


def _stakes(players: int, options: MiniBaccaratOptions) -> range:
    """The wagers a spot may hold (``bet(amount)`` domain)."""
    return options.stakes()


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
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "cut": {"at": Int(1, _last_cut)},
        "bet": {"spot": Text(domain=SPOTS), "amount": Int(domain=_stakes)},
        "withdraw": {"spot": Text(domain=SPOTS)},
        "done": {},
    }
    COPY_FIELDS = ("chips", "done", "net")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["shoe", "player_hand", "banker_hand", "discard"]}
    presentation = PRESENTATION

    options: MiniBaccaratOptions
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
    chips: Chips
    """Every seat's chips in cents: ``chips.stacks[seat]`` in front of it, and its
    wagers on the layout, ``chips.bet_on(seat, i)`` for ``SPOTS[i]``; the house banks."""
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
        return cast(Zone, self.zones["shoe"])

    @property
    def discard(self) -> Zone:
        return cast(Zone, self.zones["discard"])

    @property
    def player_hand(self) -> Zone:
        return cast(Zone, self.zones["player_hand"])

    @property
    def banker_hand(self) -> Zone:
        return cast(Zone, self.zones["banker_hand"])

    # ----- the table and the shoe ---------------------------------------------------------
    def setup(self) -> list[Event]:
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
        self.chips = Chips(n, 100 * o.bankroll, spots=len(SPOTS))
        self.done = [False] * n
        self.net = [0] * n
        self.hands_played = 0
        self.shoe_no = 0
        self.player_total = self.banker_total = None
        self.last_result = None
        self.natural = False
        self.road = ""
        self.end_reason = ""
        return self._new_shoe()

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

    def _burn(self) -> list[Event]:
        """Discard one card face up, then as many face down as its value (R1)."""
        card = self.shoe.move_to(self.discard, up=True, known=self.everyone)
        k = burn_count(card.rank, self.options.ace_burn)
        for _ in range(k):
            self.shoe.move_to(self.discard, up=False, known=0)
        return [Event("burn", None, {"card": CARD_TEXT[card], "count": k,
                                     "text": f"The dealer burns the {CARD_TEXT[card]} face up and "
                                             f"{k} more card{'s' if k != 1 else ''} face down"})]

    def _draw(self, into: Zone, events: list[Event]) -> Card:
        card = self.shoe.move_to(into, up=True, known=self.everyone)
        if not self.cut_out and len(self.shoe) <= self.cut_behind:
            self.cut_out = True
            after = ("one more round follows" if self.options.after_cut == "one_more"
                     else "this is the last round of the shoe")
            events.append(Event("cut_card", None, {"text": f"The cut card comes out: {after}"}))
        return card

    # ----- betting -----------------------------------------------------------------------
    def can_bet(self, seat: int) -> bool:
        """Whether ``seat`` has the chips for the table minimum."""
        return self.chips.stacks[seat] >= 100 * self.options.table_min

    def _open_betting(self) -> list[Event]:
        n = self.players
        self.done = [not self.can_bet(s) for s in range(n)]
        if all(self.done):
            return self._end(BROKE)
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
        """Exactly what the ``verify_`` methods accept, by the same rules: the cutter's
        positions that :meth:`cut_fits` (1 to the shoe's size - 1); for a seat that may
        bet (:meth:`betting_problem`), a withdrawal for each taken spot, on each free
        spot every stake :meth:`stake_problem` allows (``bet_menu``: the table's stakes
        within the seat's chips), then ``done``."""
        if self.phase == "cut":
            return cut_actions(len(self.shoe)) if seat == self.cutter else []
        if self.betting_problem(seat) is not None:
            return []
        b, k = self.chips.bets, 3 * seat
        taken = (b[k] > 0) | (b[k + 1] > 0) << 1 | (b[k + 2] > 0) << 2
        return bet_menu(self.options.stakes(), self.chips.stacks[seat] // 100, taken)

    # ----- the rules of each action: verify_<type> says whether, do_<type> does it --------
    def cut_fits(self, at: int) -> bool:
        """The cut card goes in between two cards of the shoe."""
        return 1 <= at < len(self.shoe)

    def betting_problem(self, seat: int) -> str | None:
        """Why ``seat`` may not bet, withdraw or say done now (``None``: it may)."""
        if self.phase == "cut":
            return f"the shoe must be cut first (seat {self.cutter} holds the cut card)"
        if self.done[seat]:
            if not self.can_bet(seat) and not self.chips.staked(seat):
                return "you have too few chips for the table minimum"
            return "you are done betting: wait for the deal"
        return None

    def stake_problem(self, seat: int, amount: int) -> str | None:
        """Why ``amount`` is not a wager ``seat`` may put on a free spot (``None``: it is)."""
        o = self.options
        if amount < o.table_min:
            return f"the table minimum is {o.table_min}"
        if amount > o.table_max:
            return f"the table maximum is {o.table_max}"
        if not self.chips.can_afford(seat, 100 * amount):
            return f"you have only {money(self.chips.stacks[seat])} in chips"
        return None

    def _refuse(self, problem: str | None) -> None:
        """Refuse with ``problem`` unless it is ``None``."""
        if problem is not None:
            raise IllegalAction(problem)

    def _spot(self, spot: str) -> int:
        if spot not in SPOTS:
            raise IllegalAction(f"there is no {spot!r} spot: bet on player, banker or tie")
        return SPOTS.index(spot)

    def verify_cut(self, seat: int, action: Action) -> int:
        """The seat offered the cut card inserts it between two cards: returns ``at``."""
        self.require(self.phase == "cut", "the shoe has already been cut")
        if seat != self.cutter:
            raise IllegalAction(f"seat {self.cutter} was offered the cut card, not seat {seat}")
        at: int = action.at
        if not self.cut_fits(at):
            raise IllegalAction(f"the cut card goes in between two cards: choose 1 to {len(self.shoe) - 1}")
        return at

    def do_cut(self, seat: int, at: int) -> list[Event]:
        """The cut: the ``at`` cards above the inserted cut card go to the back; the
        other cut card goes in ``cut_behind`` cards from the end; then the burn and the
        first betting round."""
        top_first = self.shoe.cards[::-1]
        self.shoe.fill((top_first[at:] + top_first[:at])[::-1])
        events = [Event("cut", self.cutter, {
            "at": at, "behind": self.cut_behind,
            "text": f"Seat {self.cutter} cuts {plural(at, 'card')} to the back; the cut card goes in "
                    f"{plural(self.cut_behind, 'card')} from the end"})]
        self.phase = "bet"
        return events + self._burn() + self._open_betting()

    def verify_bet(self, seat: int, action: Action) -> tuple[int, int]:
        """One wager on a free spot, from the table's stakes, within the seat's chips:
        returns (spot index, cents)."""
        self._refuse(self.betting_problem(seat))
        i = self._spot(action.spot)
        held = self.chips.bet_on(seat, i)
        if held:
            raise IllegalAction(f"you already have {money(held)} on {action.spot}: "
                                f"take it back first to change it")
        amount: int = action.amount
        self._refuse(self.stake_problem(seat, amount))
        return i, 100 * amount

    def do_bet(self, seat: int, wager: tuple[int, int]) -> list[Event]:
        i, cents = wager
        self.chips.bet(seat, cents, spot=i)
        spot, amount = SPOTS[i], cents // 100
        return [Event("bet", seat, {"spot": spot, "amount": amount,
                                    "text": f"Seat {seat} bets {amount} on {spot}"})]

    def verify_withdraw(self, seat: int, action: Action) -> int:
        """Take back the wager on a spot that holds one: returns the spot index."""
        self._refuse(self.betting_problem(seat))
        i = self._spot(action.spot)
        if not self.chips.bet_on(seat, i):
            raise IllegalAction(f"you have no bet on {action.spot} to take back")
        return i

    def do_withdraw(self, seat: int, i: int) -> list[Event]:
        cents = self.chips.take_back(seat, i)
        return [Event("withdraw", seat, {"spot": SPOTS[i], "amount": cents // 100,
                                         "text": f"Seat {seat} takes back the "
                                                 f"{money(cents)} on {SPOTS[i]}"})]

    def verify_done(self, seat: int, action: Action) -> None:
        """A betting seat says it is done (with or without wagers)."""
        self._refuse(self.betting_problem(seat))

    def do_done(self, seat: int, _: None) -> list[Event]:
        """The seat is done; the last one to be done starts the coup."""
        self.done[seat] = True
        events = [Event("done", seat, {"text": f"Seat {seat} is done betting" if self.chips.staked(seat)
                                       else f"Seat {seat} sits this hand out"})]
        if all(self.done):
            events += self._coup()
        return events

    # ----- the coup ----------------------------------------------------------------------
    def _coup(self) -> list[Event]:
        """Deal, draw by the rules, settle every wager, then the next hand (or the end)."""
        for z in (self.player_hand, self.banker_hand):
            z.move_all(self.discard, up=True, known=self.everyone)
        ev: list[Event] = []
        ph, bh = self.player_hand, self.banker_hand
        for z in (ph, bh, ph, bh):  # deal order: player, banker, player, banker (RULINGS 21)
            self._draw(z, ev)
        p = hand_total(card_value(c.rank) for c in ph.cards if c is not None)
        b = hand_total(card_value(c.rank) for c in bh.cards if c is not None)
        self.natural = is_natural(p) or is_natural(b)
        player = [CARD_TEXT[c] for c in ph.cards]
        banker = [CARD_TEXT[c] for c in bh.cards]
        ev.insert(0, Event("deal", None, {
            "player": player, "banker": banker,
            "player_total": p, "banker_total": b, "natural": self.natural,
            "text": f"Player {' '.join(player)} ({p}), banker {' '.join(banker)} ({b})"
                    + (": a natural, no more cards" if self.natural else "")}))
        if not self.natural:
            third: int | None = None
            if player_draws(p):
                c = self._draw(ph, ev)
                third = card_value(c.rank)
                p = hand_total((p, third))
                ev.append(Event("draw", None, {"hand": PLAYER, "card": CARD_TEXT[c], "total": p,
                                               "text": f"Player draws the {CARD_TEXT[c]}: {p}"}))
            else:
                ev.append(Event("stand", None, {"hand": PLAYER, "total": p,
                                                "text": f"Player stands on {p}"}))
            if banker_draws(b, third):
                c = self._draw(bh, ev)
                b = hand_total((b, card_value(c.rank)))
                ev.append(Event("draw", None, {"hand": BANKER, "card": CARD_TEXT[c], "total": b,
                                               "text": f"Banker draws the {CARD_TEXT[c]}: {b}"}))
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
        chips = self.chips
        for s in range(self.players):
            gain = 0
            paid = 0
            for i, spot in enumerate(SPOTS):
                stake = chips.bet_on(s, i)
                if not stake:
                    continue
                g = settle(spot, stake, result, rate, o.tie_pays)
                gain += g
                paid += chips.settle(s, i, g)
            self.net[s] = gain
            if paid or gain:
                ev.append(Event("settle", s, {
                    "net": units(gain), "bankroll": units(chips.stacks[s]),
                    "text": f"Seat {s} " + (f"wins {money(gain)}" if gain > 0 else
                                            f"loses {money(-gain)}" if gain < 0 else "pushes")
                            + f" (chips {money(chips.stacks[s])})"}))
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
            if not any(self.can_bet(s) for s in range(self.players)):
                return self._end(BROKE)  # no new shoe for a table nobody can bet at (M1)
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
        chips = [self.chips.worth(s) for s in range(self.players)]
        scores = [c / 100 for c in chips]  # floats: Result.scores
        winners = [s for s, c in enumerate(chips) if c > start]
        return Result(scores=scores, winners=winners,
                      placing=placing_from_scores(scores, lower_wins=False),
                      reason=self.end_reason,
                      details={"net": [units(c - start) for c in chips],
                               "house_net": units(sum(start - c for c in chips)),
                               "hands": self.hands_played, "shoes": self.shoe_no,
                               "road": self.road})
