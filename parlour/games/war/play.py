"""War as a state machine: the deal, battles, wars, the end.

The rules and rulings are documented in :mod:`parlour.games.war`; the sentences players
read are in :mod:`parlour.games.war.words`.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import CARD_TEXT
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.war import words
from parlour.games.war.bot import HEURISTIC, SEARCH
from parlour.games.war.present import PRESENTATION
from parlour.games.war.rules import FLIP, PACK, RANK, STOCK, TABLE, WarOptions, can_complete, cards_to_lay


class War(Game):
    """War (see :mod:`parlour.games.war` for the rules, zones and rulings)."""

    name = "war"
    title = "War"
    family = "luck"
    summary = ("Two players turn up cards at once; the higher card takes both, equal cards "
               "go to war. Capture all 52 cards to win.")
    timing = "simultaneous"
    Options = WarOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed text with RULINGS 20: a player short of cards for a war "
                     "turns up their last card", {}),
        "short-loses": ("A player without enough cards to complete a war loses "
                        "(RULINGS 20)", {"short_loses": True}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, type]]] = {"flip": {}}
    LAYOUT: ClassVar[dict[str, Any]] = {"center": list(TABLE), "hide_fields": ["laid"]}
    bot = HEURISTIC
    search = SEARCH
    presentation = PRESENTATION

    options: WarOptions
    battle: int
    """The battle in play (1, 2, ...); when the game is over, the number played."""
    war: int
    """0 while the battle's first cards are laid, then 1 for a war, 2 for a double war..."""
    laid: int
    """Bitmask of the seats that have put down their cards in this round (the sealed commit)."""
    wars: int
    """Wars played so far (double wars count twice)."""
    winner: int
    """The winning seat, or -1 (no winner yet, or a draw)."""
    ended: str
    """How the game ended ("" while it goes on): all-cards, no-cards, short, both-short or cap."""
    last: tuple[int, int, int] | None
    """The last cards turned up (seat 0's, seat 1's) and who took them (-1: they tied)."""

    def stock(self, seat: int) -> Zone:
        return cast(Zone, self.zones[STOCK[seat]])

    def table(self, seat: int) -> Zone:
        return cast(Zone, self.zones[TABLE[seat]])

    # ----- "Shuffle and deal the entire deck out" ---------------------------------------
    def setup(self) -> None:
        """26 cards to each player (RULINGS: the text's "52" is an error), one at a time,
        seat 0 first (W2), face down; nobody looks at them."""
        for s in (0, 1):
            self.zone(STOCK[s], "pile", s, layout="stock", memory=True)
        for s in (0, 1):
            self.zone(TABLE[s], "row", s, layout="battle", memory=True)
        top_first = self.new_pack(list(PACK))[::-1]
        for s in (0, 1):
            self.stock(s).fill(top_first[s::2][::-1])
        self.battle, self.war, self.laid, self.wars = 1, 0, 0, 0
        self.winner, self.ended, self.last = -1, "", None

    # ----- who acts: both players, at once ----------------------------------------------
    def is_over(self) -> bool:
        return self.ended != ""

    def may_flip(self, seat: int) -> bool:
        """A player puts down their cards once per round; the round is revealed when both
        have (commit-reveal: RULINGS conventions, "War flips")."""
        return not self.laid >> seat & 1

    def _actors(self) -> list[int]:
        return [s for s in (0, 1) if self.may_flip(s)]

    def _legal(self, seat: int) -> list[Action]:
        return [FLIP] if self.may_flip(seat) else []

    # ----- "Each player turns one card face up" -------------------------------------------
    def verify_flip(self, seat: int, action: Action) -> None:
        if not self.may_flip(seat):  # (the reason is worded only when needed)
            raise IllegalAction(words.already_laid(seat, self.battle))

    def do_flip(self, seat: int, _: None) -> list[Event]:
        """Put this round's cards in the middle face down (a war's face-down cards first,
        then the one to be turned); when both players have, turn them up together."""
        zones = self.zones
        stock, table = zones[STOCK[seat]], zones[TABLE[seat]]
        war = self.war
        down, up = cards_to_lay(war, len(stock.cards), self.options) if war else (0, 1)
        for _i in range(down + up):
            stock.move_to(table, up=False)
        self.laid |= 1 << seat
        event = Event("flip", seat, {"down": down, "war": war, "text": words.laid(seat, down, war)})
        if self.laid != 3:
            return [event]
        return [event, *self._turn_up()]

    def _turn_up(self) -> list[Event]:
        """"The player with the higher card wins"; "aces are high"; the same rank: war."""
        self.laid = 0
        zones = self.zones
        t0, t1 = cast(Zone, zones[TABLE[0]]), cast(Zone, zones[TABLE[1]])
        t0.reveal(-1, self.everyone)
        t1.reveal(-1, self.everyone)
        c0, c1 = t0.cards[-1], t1.cards[-1]
        if RANK[c0] == RANK[c1]:
            self.last = (c0, c1, -1)
            return self._go_to_war(c0, c1)
        w = 0 if RANK[c0] > RANK[c1] else 1
        self.last = (c0, c1, w)
        taken = len(t0.cards) + len(t1.cards)
        self._capture(w, t0, t1)
        events = [Event("battle", None, {
            "cards": [CARD_TEXT[c0], CARD_TEXT[c1]], "winner": w, "taken": taken,
            "battle": self.battle, "text": words.won(c0, c1, w, taken)})]
        if not zones[STOCK[1 - w]].cards:
            return events + self._end(w, "all-cards")
        if self.battle >= self.options.max_battles:
            return events + self._end_at_cap()
        self.battle += 1
        self.war = 0
        return events

    def _capture(self, w: int, t0: Zone, t1: Zone) -> None:
        """"Both cards go face down at the bottom of the winner's deck": the winner's cards
        in play order, then the loser's (RULINGS 20), the first of them nearest the
        stack; or shuffled (option ``shuffle_captured``)."""
        winner, loser = (t0, t1) if w == 0 else (t1, t0)
        stock = self.zones[STOCK[w]]
        if self.options.shuffle_captured:
            order = winner.cards + loser.cards
            self.rng.shuffle(order)
            for c in order:
                (winner if c in winner.cards else loser).move_card(c, stock, up=False, slot=0)
            return
        for src in (winner, loser):
            while src.cards:
                src.move_to(stock, 0, up=False, slot=0)

    def _go_to_war(self, c0: int, c1: int) -> list[Event]:
        """"The two players go to war", if both can: a player with no card left loses
        (RULINGS 20); with ``short_loses``, one who cannot lay the whole war loses; if
        neither can, the one with more cards left in their stack wins (W4)."""
        o = self.options
        self.war += 1
        self.wars += 1
        held = [len(self.stock(s).cards) for s in (0, 1)]
        able = [can_complete(self.war, h, o) for h in held]
        down = [cards_to_lay(self.war, h, o)[0] for h in held]
        events = [Event("battle", None, {
            "cards": [CARD_TEXT[c0], CARD_TEXT[c1]], "winner": None, "war": self.war,
            "battle": self.battle, "text": words.tied(c0, c1, self.war, down, able)})]
        if all(able):
            return events
        if able[0] != able[1]:
            w = able.index(True)
            return events + self._end(w, "short" if held[1 - w] else "no-cards")
        if held[0] != held[1]:
            return events + self._end(0 if held[0] > held[1] else 1, "both-short")
        return events + self._end(-1, "both-short" if held[0] else "no-cards")

    # ----- "until one player has captured all 52 cards" -----------------------------------
    def _end_at_cap(self) -> list[Event]:
        """RULINGS 20: a game reaching ``max_battles`` is a draw, or (``at_cap``
        more-cards) won by the player holding more cards."""
        held = [len(self.stock(s).cards) for s in (0, 1)]
        if self.options.at_cap == "more-cards" and held[0] != held[1]:
            return self._end(0 if held[0] > held[1] else 1, "cap")
        return self._end(-1, "cap")

    def _end(self, winner: int, how: str) -> list[Event]:
        """The game is over; a winner collects every card still on the table or in the
        loser's hand ("get all of the cards")."""
        self.winner, self.ended = winner, how
        if winner >= 0 and how != "cap":
            stock = self.stock(winner)
            for z in (self.table(winner), self.table(1 - winner), self.stock(1 - winner)):
                z.move_all(stock, up=False)
        return [Event("over", None, {"winner": None if winner < 0 else winner, "how": how,
                                     "battles": self.battle, "text": words.over(self)})]

    def result(self) -> Result | None:
        if not self.ended:
            return None
        held = [float(len(self.stock(s).cards) + len(self.table(s).cards)) for s in (0, 1)]
        w = self.winner
        return Result(held, [] if w < 0 else [w], [1, 1] if w < 0 else [1 + (s != w) for s in (0, 1)],
                      words.over(self), {"battles": self.battle, "wars": self.wars, "ended": self.ended})

    # ----- what players see (words.py) ----------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        last = self.last
        return {"battle": self.battle, "war": self.war,
                "laid": [bool(self.laid & 1), bool(self.laid & 2)],
                "last": None if last is None else {
                    "cards": [CARD_TEXT[last[0]], CARD_TEXT[last[1]]],
                    "winner": None if last[2] < 0 else last[2]},
                "cards": [len(self.stock(s).cards) + len(self.table(s).cards) for s in (0, 1)],
                "prompt": words.prompt(self, seat)}

    def label(self, action: Action, seat: int | None = None) -> str:
        return words.label(self, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if seat is None or not self.stock(seat).cards:
            return []
        return [{"zone": STOCK[seat], "index": len(self.stock(seat).cards) - 1}]
