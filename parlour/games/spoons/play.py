"""Spoons and Pig play: the deal, the dealer drawing, cards passed face down to the right
into each player's incoming pile, the grab (or nose) race, letters and eliminations. Every
play action is real-time, checked on arrival. The rules and rulings are documented in
:mod:`parlour.games.spoons`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import deck52, multi_deck
from parlour.engine.actions import Action, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.games.spoons import words
from parlour.games.spoons.rules import (
    DEAL,
    GRAB,
    HAND,
    NOSE,
    PASS,
    TAKE,
    SpoonsOptions,
    four_of_a_kind,
)
from parlour.rules.draw_discard import deal_round_robin
from parlour.rules.tokens import Letters


class SpoonsRules(Game):
    """The Spoons and Pig state machine (presentation: ``Spoons``)."""

    name = "spoons"
    title = "Spoons"
    family = "commerce"
    timing = "realtime"
    summary = ("No turns: pick up the card passed to you from your left, pass one face down to "
               "your right; four of a kind grabs a spoon, and the one left without a spoon takes "
               "a letter of S-P-O-O-N.")
    min_players = 3
    max_players = 12
    Options = SpoonsOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("Spoons: one spoon fewer than players, S-P-O-O-N", {}),
        "pig": ("Pig: a silent nose touch, frozen hands passed on, P-I-G", {"pig": True}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "take": {}, "pass": {"index": Int(0, HAND)}, "grab": {}, "nose": {}, "deal": {},
    }
    CLAIMS = frozenset({"take", "pass", "grab", "nose"})
    COPY_FIELDS = ("safe", "letters")

    options: SpoonsOptions
    letters: Letters
    dealer: int
    phase: str
    """``play`` (cards pass; the first grab or nose needs four of a kind), ``race`` (after
    the first: anyone may grab or touch), ``scored`` (the next dealer deals) or ``over``."""
    safe: list[int]
    """Seats that have a spoon (or touched their nose), in order."""
    spoons: int
    due: int
    """When the hand is dealt again without letters: the hand limit (S3), or at Spoons,
    once the race is on, ``react_ms`` after the latest grab (S2); 0: never."""
    hand_no: int
    last: dict[str, Any]

    def hand(self, seat: int) -> Zone:
        return self.pile(f"hand:{seat}")

    def incoming(self, seat: int) -> Zone:
        return self.pile(f"incoming:{seat}")

    @property
    def word(self) -> str:
        return "PIG" if self.options.pig else "SPOON"

    def right(self, seat: int) -> int:
        """The next player still in to the right (cards pass to the right)."""
        return self.letters.next_standing(seat, -1)

    def spoons_now(self) -> int:
        """The spoons on the table: one fewer than the players in the hand; between hands
        one fewer than the players still in (a spoon goes with a player who is out)."""
        if self.phase in ("scored", "over"):
            return max(0, len(self.letters.standing()) - 1)
        return self.spoons

    def last_seat(self) -> int:
        """The player to the dealer's left, who discards into the discard pile."""
        return self.letters.next_standing(self.dealer, 1)

    # ----- the deal ---------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        n = self.players
        self.zone("stock", "pile", layout="stock")
        self.zone("discard", "pile", layout="stock")
        for s in range(n):
            self.zone(f"hand:{s}", "hand", s, layout="hand")
            self.zone(f"incoming:{s}", "pile", s, layout="stock")
        self.letters = Letters(n, "PIG" if self.options.pig else "SPOON")
        self.dealer = 0
        self.hand_no = 0
        self.last = {}
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal four cards to each player. Place the deck stub to the left of
        the dealer, this becomes the stock." A second deck above six players."""
        for z in self.zones.values():
            z.clear()
        stock = self.pile("stock")
        stock.fill(self.new_pack(multi_deck(2) if self.players > 6 else deck52()))
        seats = self.letters.standing()
        first = self.letters.next_standing(self.dealer)
        deal_round_robin(stock, [self.hand(s) for s in seats], HAND, first=seats.index(first))
        self.hand_no += 1
        self.phase = "play"
        self.safe = []
        self.spoons = len(seats) - 1
        self.due = self.now + self.options.hand_limit if self.options.hand_limit else 0
        told = {} if self.options.pig else {"spoons": self.spoons}
        return [Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer, **told,
                                     "text": words.dealt(self.hand_no, self.dealer, self.spoons,
                                                         self.options.pig)})]

    # ----- time -------------------------------------------------------------------------------
    def _deadline(self) -> int | None:
        if self.phase in ("play", "race") and self.due:
            return self.due
        return None

    def _advance(self, ms: int) -> list[Event]:
        """S2, S3: a stalled hand is dealt again by the same dealer, no letters."""
        stalled_race = self.phase == "race" and not self.options.pig
        self.phase = "scored"
        return [Event("stale", None, {"text": words.stale(stalled_race)})]

    # ----- who acts ------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def in_hand(self, seat: int) -> bool:
        return not self.letters.is_out(seat)

    def _actors(self) -> list[int]:
        if self.phase == "scored":
            return [self.dealer]
        if self.phase in ("play", "race"):  # public: who is in and not yet safe
            return [s for s in self.letters.standing() if s not in self.safe]
        return []

    def _waiting(self) -> list[int]:
        return [self.dealer] if self.phase == "scored" else []

    def frozen(self, seat: int) -> bool:
        """Pig: a player who touched their nose passes cards on unseen."""
        return self.options.pig and seat in self.safe

    def may_take(self, seat: int) -> bool:
        if self.phase not in ("play", "race") or self.frozen(seat) or not self.in_hand(seat):
            return False
        if self.phase == "race" and not self.options.pig:
            return False
        if len(self.hand(seat).cards) != HAND:
            return False
        if seat == self.dealer:
            return bool(self.pile("stock").cards or self.pile("discard").cards)
        return bool(self.incoming(seat).cards)

    def may_pass(self, seat: int) -> bool:
        return (self.phase in ("play", "race") and self.in_hand(seat) and not self.frozen(seat)
                and (self.phase == "play" or self.options.pig)
                and len(self.hand(seat).cards) == HAND + 1)

    def may_claim(self, seat: int) -> bool:
        """A grab (or a nose touch): not yet safe; the first needs four of a kind unless a
        false one is a legal fault (RULINGS 17: a letter)."""
        if self.phase not in ("play", "race") or not self.in_hand(seat) or seat in self.safe:
            return False
        if self.phase == "race":
            return True
        if len(self.hand(seat).cards) != HAND:  # "they discard their fifth card and grab"
            return False
        return self.options.false_grab == "letter" or four_of_a_kind(self.hand(seat).cards)

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "scored":
            return [DEAL] if seat == self.dealer else []
        acts: list[Action] = []
        if self.may_take(seat):
            acts.append(TAKE)
        if self.may_pass(seat):
            acts += PASS
        if self.may_claim(seat):
            acts.append(NOSE if self.options.pig else GRAB)
        return acts

    # ----- the actions -------------------------------------------------------------------------
    def _check(self, seat: int) -> None:
        self.require(self.phase in ("play", "race"), words.not_now(self.phase, self.dealer))
        self.require(self.in_hand(seat), words.is_out())

    def verify_take(self, seat: int, action: Action) -> None:
        """Pick up a card: the dealer from the stock, the others the top of their incoming
        pile (RULINGS 17: the most recently passed card)."""
        self._check(seat)
        self.require(not self.frozen(seat), words.frozen())
        self.require(self.phase == "play" or self.options.pig, words.race_on())
        self.require(len(self.hand(seat).cards) == HAND, words.five_max())
        self.require(self.may_take(seat), words.nothing_to_take(seat == self.dealer))

    def do_take(self, seat: int, _: None) -> list[Event]:
        events = []
        if seat == self.dealer:
            stock = self.pile("stock")
            if not stock.cards:  # "the discard pile is shunted over to take its place"
                self.pile("discard").move_all(stock)
                events.append(Event("shunt", None, {"cards": len(stock.cards),
                                                    "text": words.shunted(len(stock.cards))}))
            card = stock.move_to(self.hand(seat), known=1 << seat)
        else:
            card = self.incoming(seat).move_to(self.hand(seat), known=1 << seat)
        events.append(Event("take", seat, {"text": words.took(seat, seat == self.dealer)},
                            {"card": str(card), "text": words.you_took(card)}, 1 << seat))
        return events + self._keep_flowing()

    def verify_pass(self, seat: int, action: Action) -> int:
        """Pass the card at ``index`` of the hand face down to the right (the player to the
        dealer's left: onto the discard pile). Cards are named by their place in the hand:
        with two packs two cards may look alike."""
        self._check(seat)
        self.require(not self.frozen(seat), words.frozen())
        self.require(self.phase == "play" or self.options.pig, words.race_on())
        self.require(len(self.hand(seat).cards) == HAND + 1, words.take_first())
        index = action.index
        self.require(type(index) is int and 0 <= index <= HAND, words.no_card_at(index))
        return int(index)

    def do_pass(self, seat: int, index: int) -> list[Event]:
        return self._send(seat, self.hand(seat), index)

    def _send(self, seat: int, src: Zone, index: int, unseen: bool = False) -> list[Event]:
        """Move a card face down from ``src`` to the right, known to ``seat`` (unless it
        passes it on ``unseen``: a frozen hand at Pig); a frozen receiver passes it
        straight on."""
        to_pile = seat == self.last_seat()
        dst = self.pile("discard") if to_pile else self.incoming(self.right(seat))
        card = src.move_to(dst, index, up=False, known=None if unseen else 1 << seat)
        to = None if to_pile else self.right(seat)
        public = {"to": to, "text": words.passed(seat, to)}
        events = [Event("pass", seat, public) if unseen else
                  Event("pass", seat, public, {"to": to, "card": str(card), "text": words.you_passed(card)},
                        1 << seat)]
        if to is not None and self.frozen(to):
            inc = self.incoming(to)
            events += self._send(to, inc, len(inc.cards) - 1, unseen=True)
        return events

    def verify_grab(self, seat: int, action: Action) -> bool:
        """Grab a spoon; returns whether it is a fault (a first grab without four of a kind)."""
        return self._verify_claim(seat, pig=False)

    def do_grab(self, seat: int, fault: bool) -> list[Event]:
        return self._claim(seat, fault)

    def verify_nose(self, seat: int, action: Action) -> bool:
        """Pig: put a finger on your nose."""
        return self._verify_claim(seat, pig=True)

    def do_nose(self, seat: int, fault: bool) -> list[Event]:
        return self._claim(seat, fault)

    def _verify_claim(self, seat: int, pig: bool) -> bool:
        self._check(seat)
        self.require(self.options.pig == pig, words.wrong_claim(self.options.pig))
        self.require(seat not in self.safe, words.safe_already(self.options.pig))
        self.require(self.phase == "race" or len(self.hand(seat).cards) == HAND, words.pass_first())
        fault = self.phase == "play" and not four_of_a_kind(self.hand(seat).cards)
        self.require(not fault or self.options.false_grab == "letter", words.need_four())
        return fault

    def _claim(self, seat: int, fault: bool) -> list[Event]:
        pig = self.options.pig
        first = self.phase == "play"
        if first and (fault or not pig):  # S6: the check shows a grab, or a false nose
            self._show(seat)
        if fault:
            return [Event("fault", seat, {"text": words.fault(seat, pig)}), *self._letter(seat, "fault")]
        self.safe.append(seat)
        self.phase = "race"
        left = self.spoons - len(self.safe)
        if not pig:  # S2: the race stays open while another grab comes within react_ms
            self.due = self.now + self.options.react_ms
        elif first and self.options.hand_limit:  # S3: the others get a whole limit to notice
            self.due = self.now + self.options.hand_limit
        told = {"first": first} if pig else {"first": first, "left": left}
        events = [Event("nose" if pig else "grab", seat,
                        {**told, "text": words.claimed(seat, pig, first, left)})]
        if pig:  # the frozen hand passes on what is waiting for it, unseen
            inc = self.incoming(seat)
            while inc.cards:
                events += self._send(seat, inc, len(inc.cards) - 1, unseen=True)
        if left == 0:  # one player left without a spoon (or oblivious): the only loser
            return events + self._letter(next(s for s in self.letters.standing()
                                              if s not in self.safe), "last")
        return events + self._keep_flowing()

    def _show(self, seat: int) -> None:
        """Turn ``seat``'s hand face up to everyone."""
        h = self.hand(seat)
        for i in range(len(h.cards)):
            h.reveal(i, self.everyone)

    def _keep_flowing(self) -> list[Event]:
        """Pig, S7: a dealer with a finger on their nose keeps passing stock cards on
        unseen ("they continue to receive cards from their left", the stock being on the
        dealer's left): one whenever the first player to their right still looking at
        their cards has none waiting."""
        dealer = self.dealer
        if not (self.options.pig and self.phase == "race" and self.frozen(dealer)):
            return []
        seat = self.right(dealer)
        while seat != dealer and self.frozen(seat):
            seat = self.right(seat)
        if seat == dealer or self.incoming(seat).cards:
            return []
        stock, events = self.pile("stock"), []
        if not stock.cards and self.pile("discard").cards:
            self.pile("discard").move_all(stock)
            events.append(Event("shunt", None, {"cards": len(stock.cards),
                                                "text": words.shunted(len(stock.cards))}))
        if not stock.cards:
            return events
        return events + self._send(dealer, stock, -1, unseen=True)

    def _letter(self, loser: int, why: str) -> list[Event]:
        """The hand ends: ``loser`` takes the next letter; the deal passes on. Spoons shows
        every hand; Pig's hands stay face down (S6)."""
        if not self.options.pig:
            for s in self.letters.standing():
                self._show(s)
        out = self.letters.give([loser], replay_if_all_out=False).out
        self.last = {"hand": self.hand_no, "loser": loser, "why": why, "out": list(out)}
        events = [Event("letter", None, {**self.last, "letters": self.letters.view(),
                                         "text": words.lettered(loser, why, self.letters)})]
        if self.letters.winner() is not None:
            self.phase = "over"
            return events
        if why != "fault" or self.letters.is_out(self.dealer):
            # R17.1: after a false grab "the hand is redealt" by the same dealer (if still in)
            self.dealer = self.letters.next_standing(self.dealer)
        self.phase = "scored"
        return events + [Event("turn", self.dealer, {"text": words.to_deal(self.dealer)})]

    def verify_deal(self, seat: int, action: Action) -> None:
        """The next dealer deals the next hand."""
        self.require(self.phase == "scored", words.hand_not_over())
        self.require(seat == self.dealer, words.to_deal(self.dealer))

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        w = self.letters.winner()
        assert w is not None
        return Result([float(-c) for c in self.letters.counts], [w], self.letters.placing(),
                      words.won(w, self.hand_no), {"hands": self.hand_no})

    # ----- views and labels -------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        pig = self.options.pig
        if seat is not None and self.in_hand(seat):
            prompt = words.prompt(seat, self.phase, self.dealer, pig, seat in self.safe,
                                  last=seat == self.last_seat() and seat != self.dealer,
                                  waiting=bool(self.incoming(seat).cards))
        else:  # a spectator, or a player who is out: a neutral status line
            prompt = words.status(seat is not None, self.phase, self.dealer, pig,
                                  self.spoons - len(self.safe))
        return {
            "phase": self.phase, "dealer": self.dealer, "hand": self.hand_no,
            **({} if pig else {"spoons": self.spoons_now(), "taken": len(self.safe)}),
            "safe": list(self.safe),
            "letters": self.letters.view(), "out": [self.letters.is_out(s) for s in range(self.players)],
            "last_hand": dict(self.last), "pig": pig,
            "prompt": prompt,
        }

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "pass":
            hand = self.hand(seat).cards if seat is not None else []
            i = int(action.get("index", 0))
            return f"Pass the {words.face(hand[i])}" if i < len(hand) else "Pass a card"
        return words.LABELS.get(t) or super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "pass" and seat is not None:
            return [{"zone": f"hand:{seat}", "index": int(action.get("index", 0))}]
        return []
