"""Eleusis play: the secret rule, the deal, plays and strings judged right or wrong, the
mainline and its sidelines, "no play", the prophet, expulsion, the end of a hand, the
scores and the match. The rules and rulings are documented in :mod:`parlour.games.eleusis`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card
from parlour.engine.actions import Action, Bool, CardParam, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.rng import Rng
from parlour.engine.zones import Grid, Zone
from parlour.errors import IllegalAction
from parlour.games.eleusis import library, words
from parlour.games.eleusis.rule_language import RuleError, equivalent, parse
from parlour.games.eleusis.rules import (
    CALLS,
    FACE_TEXTS,
    FALSE_PROPHET_PENALTY,
    NO_PLAY,
    NO_PLAY_TRUE,
    PACK,
    PASS,
    PROPHET,
    SAMPLE_TEXTS,
    SPARES,
    TOP_UP,
    EleusisOptions,
    card_of,
    commitment,
    deal_size,
    dealer_score,
    describe,
    express_scores,
    guess_text,
    new_hand_size,
    no_play_penalty,
    penalty_per_wrong_card,
    player_scores,
    rule_text,
)
from parlour.words import plural

_HID = tuple(f"hand:{s}" for s in range(8))


def _names(players: int, options: Any) -> list[str]:
    return list(library.NAMES)


def _samples(players: int, options: Any) -> list[str]:
    return list(SAMPLE_TEXTS)


class EleusisRules(Game):
    """The Eleusis state machine (presentation and bots: ``Eleusis``)."""

    name = "eleusis"
    title = "Eleusis"
    family = "deduction"
    summary = ("The dealer secretly makes up a rule for which card may follow which; the "
               "players play cards to a mainline, are told right or wrong, and deduce it.")
    min_players = 3
    max_players = 8
    default_players = 4
    Options = EleusisOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "golden": ("Eleusis with the prophet and expulsion (Robert Abbott's rules), the "
                   "engine judging the dealer's rule", {}),
        "express": ("Eleusis Express (John Golden): twelve cards, single cards, no prophet, "
                    "guess the rule after a correct play", {"express": True, "hand_size": 12}),
        "human": ("Eleusis with the dealer judging every play by hand; the free-text rule is "
                  "sealed by a hash and revealed at the end", {"judge": "human"}),
        "express-human": ("Eleusis Express judged by hand by the dealer",
                          {"express": True, "hand_size": 12, "judge": "human"}),
    }
    DEFAULT_VARIANT = "golden"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "choose": {"rule": Text(_names)},
        "write": {"text": Text(_samples)},
        "play": {"card": CardParam()},
        "lay": {"card": CardParam()},
        "no_play": {},
        "call": {"right": Bool()},
        "no_play_true": {},
        "no_play_false": {"card": CardParam()},
        "prophet": {},
        "guess": {"rule": Text(_names)},
        "pass": {},
    }
    COPY_FIELDS = ("totals", "hand_scores", "ml_seq", "sidelines", "no_plays", "guesses",
                   "last_hand", "pending")

    options: EleusisOptions
    phase: str
    """``rule`` (the dealer chooses), ``play``, ``call`` (the prophet judges), ``judge``
    (a human dealer judges), ``after`` (the player may declare or guess), ``over``."""
    dealer: int
    turn: int
    hand_no: int
    secret: str
    salt: str
    sealed: str
    prophet: int
    marker: int
    """The play number of the marked card (-1: no marker)."""
    marker_ml: int
    """The mainline index of the marked position."""
    been_prophet: int
    expelled: int
    played: int
    """Cards played to the layout this hand (each card's play number; the starter is 0)."""
    ml_seq: list[int]
    sidelines: list[dict[str, Any]]
    pending: dict[str, Any]
    no_plays: list[dict[str, Any]]
    guesses: list[dict[str, Any]]
    verdict: str
    totals: list[int]
    hand_scores: list[list[int]]
    last_hand: dict[str, Any]
    turns: int
    guesser: int

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return cls.min_players, cls.max_players

    # ----- zones ---------------------------------------------------------------------------
    @property
    def layout(self) -> Grid:
        """The layout: one column per mainline card, the card on top and the wrong plays
        made after it below (a ``None`` slot ends a column)."""
        return self.slots_of("layout")

    def mainline_cards(self) -> list[Card]:
        """The mainline, starter first: the head of each column of the layout."""
        out: list[Card] = []
        head = True
        for c in self.layout.cards:
            if c is None:
                head = True
            elif head:
                out.append(c)
                head = False
        return out

    def sideline_cards(self) -> list[Card]:
        """Every wrong card, in play order."""
        out: list[Card] = []
        head = True
        for c in self.layout.cards:
            if c is None:
                head = True
            elif head:
                head = False
            else:
                out.append(c)
        return out

    def _ml(self) -> list[int]:
        return [int(c) for c in self.mainline_cards()]

    def _to_mainline(self, src: Zone, index: int) -> Card:
        """Move a card to the mainline: a new column of the layout."""
        grid = self.layout
        if grid.cards:
            grid.lay_out([*grid.cards, None], up=True, known=self.everyone)
        return src.move_to(grid, index, up=True, known=self.everyone, slot=len(grid.cards))

    def _to_sideline(self, src: Zone, index: int) -> Card:
        """Move a card under the last mainline card (the foot of the last column)."""
        grid = self.layout
        return src.move_to(grid, index, up=True, known=self.everyone, slot=len(grid.cards))

    @property
    def stock(self) -> Zone:
        return self.pile("stock")

    def hand(self, seat: int) -> Zone:
        """The hand of ``seat``."""
        return self.pile(_HID[seat])

    @property
    def human(self) -> bool:
        return self.options.judge == "human"

    @property
    def deals(self) -> int:
        """Hands in the match: every player deals once unless ``deals`` says otherwise."""
        return self.options.deals or self.players

    # ----- setup and the deal --------------------------------------------------------------
    def setup(self) -> None:
        self.grid_zone("layout", layout="columns")
        self.zone("string", "row", layout="string")
        self.zone("stock", "pile", layout="stock")
        self.zone("spares", "pile", layout="spares")
        for s in range(self.players):
            self.zone(_HID[s], "hand", s, layout="hand")
        self.stock.fill(list(PACK))  # every card is in the box before the first deal
        self.check_stacks(list(PACK))  # each hand is dealt after the rule: refuse a bad deck now
        self.pile("spares").fill([c for deck in SPARES for c in deck])
        self.totals = [0] * self.players
        self.hand_scores = []
        self.last_hand = {}
        self.dealer = self.players - 1  # E2: the last seat deals first, seat 0 leads
        self.hand_no = 0
        self._new_hand_state()
        self.phase = "rule"
        self.turn = self.dealer

    def _new_hand_state(self) -> None:
        self.secret = ""
        self.salt = ""
        self.sealed = ""
        self.prophet = -1
        self.marker = -1
        self.marker_ml = -1
        self.been_prophet = 0
        self.expelled = 0
        self.played = 0
        self.ml_seq = []
        self.sidelines = []
        self.pending = {}
        self.no_plays = []
        self.guesses = []
        self.verdict = ""
        self.turns = 0
        self.guesser = -1

    def players_of_hand(self) -> list[int]:
        """Everyone but the dealer ("the dealer ... takes no active part")."""
        return [s for s in range(self.players) if s != self.dealer]

    def _deal(self, text: str) -> list[Event]:
        """Seal the rule, then "Shuffle the deck and deal fourteen cards to each player,
        except for the dealer ... Turn the top card of the deck face-up ...: the starter"."""
        for z in self.zones.values():
            z.clear()
        self._new_hand_state()
        self.hand_no += 1
        self.secret = text
        self.salt = f"{self.rng.next64():016x}"
        self.sealed = commitment(self.salt, text)
        stock = self.stock
        stock.fill(self.new_pack(list(PACK)))
        spares = self.pile("spares")
        for deck in reversed(SPARES):
            cards = list(deck)
            self.rng.shuffle(cards)
            for c in cards:
                spares.push(c)
        seats = self.players_of_hand()
        order = seats[seats.index((self.dealer + 1) % self.players):] + \
            seats[:seats.index((self.dealer + 1) % self.players)]
        decks: list[Event] = []  # a big deal (hand_size) may need the spare decks already
        for _ in range(deal_size(self.options)):
            for s in order:
                decks += self._top_up()
                stock.move_to(self.hand(s), known=1 << s)
        decks += self._top_up()
        first = self._to_mainline(stock, len(stock.cards) - 1)
        decks += self._top_up()
        self.ml_seq = [0]
        self.phase = "play"
        self.turn = order[0]
        return [Event("deal", self.dealer, {"hand": self.hand_no, "sealed": self.sealed,
                                            "text": words.chose(self.dealer, self.hand_no,
                                                                self.sealed, self.human)}),
                *decks,
                Event("starter", None, {"card": str(first),
                                        "text": words.starter(first, self.turn)})]

    def _top_up(self) -> list[Event]:
        """RULINGS 32: a fresh deck (shuffled at the deal) joins the stock when it falls to
        four or fewer cards; it goes under the stock, so cards everyone saw go under it
        stay where they are (E9)."""
        spares = self.pile("spares")
        if len(self.stock) > TOP_UP or not spares.cards:
            return []
        for _ in range(52):
            spares.move_to(self.stock, slot=0)
        return [Event("decks", None, {"stock": len(self.stock),
                                      "text": words.decks_added(len(self.stock))})]

    def _deliverable(self, n: int) -> int:
        """How many of ``n`` penalty cards the stock and the spare decks can deal (E7)."""
        return min(n, len(self.stock) + len(self.pile("spares")))

    def _draw(self, seat: int, n: int) -> list[Event]:
        """Deal ``n`` cards from the stock to ``seat`` (fewer if the stock and every spare
        deck run out: E7)."""
        events: list[Event] = []
        for _ in range(n):
            events += self._top_up()
            if not self.stock.cards:
                break
            self.stock.move_to(self.hand(seat), up=False, known=1 << seat)
        events += self._top_up()
        return events

    # ----- who acts ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def judge_seat(self) -> int:
        """Who judges the pending play: the prophet (phase ``call``) or the dealer."""
        return self.prophet if self.phase == "call" else self.dealer

    def _actors(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "rule":
            return [self.dealer]
        if self.phase in ("call", "judge"):
            return [self.judge_seat()]
        return [self.turn]

    def active(self, seat: int) -> bool:
        """A player still taking part: not the dealer, not expelled, not the prophet."""
        return seat != self.dealer and not self.expelled >> seat & 1 and seat != self.prophet

    def sudden_death(self) -> bool:
        """The expulsion period: 30 or more cards played after the prophet's marker, or
        with no prophet 40 or more on the mainline (RULINGS 32: mainline and sideline
        cards after the marker count). Never in Express."""
        if self.options.express:
            return False
        if self.prophet >= 0:
            return self.played - self.marker >= self.options.expel_after_marker
        return len(self.mainline_cards()) >= self.options.expel_mainline

    def may_become_prophet(self, seat: int) -> bool:
        """No prophet now, never prophet this hand, not expelled, and two or more active
        players besides this one and the dealer."""
        if self.options.express or self.prophet >= 0 or self.been_prophet >> seat & 1:
            return False
        if self.expelled >> seat & 1 or seat == self.dealer:
            return False
        others = sum(1 for s in range(self.players) if s != seat and self.active(s))
        return others >= 2

    def may_lay(self, seat: int) -> bool:
        """Strings: not in Express, within ``max_string``, and a card left to end it."""
        if self.options.express:
            return False
        laid = len(self.pile("string"))
        cap = self.options.max_string
        if cap and laid + 1 >= cap:
            return False
        return len(self.hand(seat)) >= 2

    def _faces(self, seat: int) -> list[Card]:
        seen: dict[int, Card] = {}
        for c in self.hand(seat).cards:
            seen.setdefault(c.face, c)
        return list(seen.values())

    def _legal(self, seat: int) -> list[Action]:
        ph = self.phase
        if ph == "over":
            return []
        if ph == "rule":
            if seat != self.dealer:
                return []
            if self.human:
                return [Action("write", text=t) for t in SAMPLE_TEXTS]
            return [Action("choose", rule=n) for n in library.NAMES]
        if ph in ("call", "judge"):
            if seat != self.judge_seat():
                return []
            if self.pending["kind"] == "no_play":
                exposed = self._faces(self.pending["seat"])
                return [NO_PLAY_TRUE] + [Action("no_play_false", card=str(Card(c.face)))
                                         for c in exposed]
            return [CALLS[True], CALLS[False]]
        if seat != self.turn:
            return []
        if ph == "after":
            if self.options.express:
                return [*(Action("guess", rule=n) for n in library.NAMES), PASS]
            return [PROPHET, PASS]
        hand = self._faces(seat)
        out = [Action("play", card=str(Card(c.face))) for c in hand]
        if self.may_lay(seat):
            out += [Action("lay", card=str(Card(c.face))) for c in hand]
        if not self.pile("string").cards:
            out.append(NO_PLAY)
        return out

    # ----- checks shared by the verify methods ------------------------------------------------
    def _check_turn(self, seat: int) -> None:
        self.require(self.phase == "play", words.wrong_phase("play"))
        self.require(seat == self.turn, words.not_your_turn(self.turn))

    def _held(self, seat: int, text: object) -> Card:
        want = card_of(text)
        for c in self.hand(seat).cards:
            if want is not None and c.face == want.face:
                return c
        raise self._refuse(words.not_held(text))

    def _refuse(self, reason: str) -> Exception:
        return IllegalAction(reason)

    def _check_judge(self, seat: int, kind: tuple[str, ...]) -> None:
        self.require(self.phase in ("call", "judge") and self.pending.get("kind") in kind,
                     words.wrong_phase("judgement of that kind"))
        self.require(seat == self.judge_seat(), words.not_judge(self.judge_seat()))

    # ----- the dealer's rule -----------------------------------------------------------------
    def verify_choose(self, seat: int, action: Action) -> str:
        """The dealer chooses the rule: a library name or an expression of the rule
        language, refused if it looks outside the layout (RULINGS 32)."""
        self.require(self.phase == "rule", words.wrong_phase("rule to choose"))
        self.require(seat == self.dealer, f"seat {self.dealer} deals this hand")
        self.require(not self.human, "the dealer judges by hand in this game: use 'write'")
        try:
            return rule_text(str(action.rule))
        except RuleError as e:
            raise self._refuse(f"that rule is refused: {e}") from None

    def do_choose(self, seat: int, text: str) -> list[Event]:
        return self._deal(text)

    def verify_write(self, seat: int, action: Action) -> str:
        """Human-dealer mode: the dealer writes the rule in their own words (sealed)."""
        self.require(self.phase == "rule", words.wrong_phase("rule to write"))
        self.require(seat == self.dealer, f"seat {self.dealer} deals this hand")
        self.require(self.human, "the engine judges in this game: choose a rule with 'choose'")
        text = str(action.text).strip()
        self.require(0 < len(text) <= 500, "write the rule in 1 to 500 characters")
        return text

    def do_write(self, seat: int, text: str) -> list[Event]:
        return self._deal(text)

    # ----- plays -------------------------------------------------------------------------------
    def verify_lay(self, seat: int, action: Action) -> Card:
        """A card laid as part of a string (not in Express; within ``max_string``)."""
        self._check_turn(seat)
        self.require(not self.options.express, "Eleusis Express: one card at a time, no strings")
        self.require(self.may_lay(seat), "the string cannot be longer (end it with 'play')")
        return self._held(seat, action.card)

    def do_lay(self, seat: int, card: Card) -> list[Event]:
        self.hand(seat).move_card(card, self.pile("string"), up=True, known=self.everyone)
        return [Event("lay", seat, {"card": str(card), "text": words.laid(seat, card)})]

    def verify_play(self, seat: int, action: Action) -> Card:
        """A single card, or the last card of a string, offered for judgement."""
        self._check_turn(seat)
        return self._held(seat, action.card)

    def do_play(self, seat: int, card: Card) -> list[Event]:
        string = self.pile("string")
        self.hand(seat).move_card(card, string, up=True, known=self.everyone)
        cards = list(string.cards)
        self.pending = {"kind": "play", "seat": seat, "cards": [int(c) for c in cards],
                        "sudden": self.sudden_death(), "call": None}
        ev = Event("play", seat, {"cards": [str(c) for c in cards],
                                  "text": words.played(seat, cards)})
        return [ev, *self._judgement()]

    def verify_no_play(self, seat: int, action: Action) -> None:
        """"If a player believes they have no legal play, they may expose their hand"."""
        self._check_turn(seat)
        self.require(not self.pile("string").cards, "finish the string first")

    def do_no_play(self, seat: int, _: None) -> list[Event]:
        hand = self.hand(seat)
        for i in range(len(hand)):
            hand.reveal(i, self.everyone)
        self.pending = {"kind": "no_play", "seat": seat, "sudden": self.sudden_death(),
                        "call": None}
        ev = Event("no_play", seat, {"hand": [str(c) for c in hand.cards],
                                     "text": words.no_play(seat, hand.cards)})
        return [ev, *self._judgement()]

    def _judgement(self) -> list[Event]:
        """Who judges: the prophet first if there is one, then a human dealer; the engine
        judges whatever is left."""
        if self.prophet >= 0:
            self.phase = "call"
            return []
        if self.human:
            self.phase = "judge"
            return []
        return self._resolve_by_engine()

    # ----- judgements ----------------------------------------------------------------------------
    def _truth_play(self) -> bool:
        rule = parse(self.secret)
        return rule.accepts_string(self._ml(), self.pending["cards"])

    def _playable(self, seat: int) -> list[Card]:
        rule = parse(self.secret)
        ml = self._ml()
        return [c for c in self.hand(seat).cards if rule.accepts(ml, c)]

    def _resolve_by_engine(self) -> list[Event]:
        kind = self.pending["kind"]
        if kind == "play":
            return self._resolve_play(self._truth_play())
        if kind == "guess":
            return self._resolve_guess(equivalent(self.secret, self.pending["text"]))
        playable = self._playable(self.pending["seat"])
        call = self.pending["call"]
        named = [c for c in playable if call is not None and call != "true" and c.face == call]
        if named:
            return self._resolve_no_play(named[0])
        return self._resolve_no_play(playable[0] if playable else None)

    def verify_call(self, seat: int, action: Action) -> bool:
        """"Right" or "Wrong" on the pending play (the prophet, or a human dealer; in
        Express human mode also a guess)."""
        self._check_judge(seat, ("play", "guess"))
        return bool(action.right)

    def do_call(self, seat: int, right: bool) -> list[Event]:
        if self.phase == "call":  # the prophet's call; then the dealer's
            self.pending["call"] = right
            ev = Event("call", seat, {"right": right, "text": words.prophet_calls(
                seat, "Right" if right else "Wrong")})
            if self.human:
                self.phase = "judge"
                return [ev]
            return [ev, *self._resolve_by_engine()]
        if self.pending["kind"] == "guess":
            return self._resolve_guess(right)
        return self._resolve_play(right)

    def verify_no_play_true(self, seat: int, action: Action) -> None:
        """The judge says the exposed hand has no legal play."""
        self._check_judge(seat, ("no_play",))

    def do_no_play_true(self, seat: int, _: None) -> list[Event]:
        return self._no_play_ruling(seat, None)

    def verify_no_play_false(self, seat: int, action: Action) -> Card:
        """The judge names a card of the exposed hand that could be played."""
        self._check_judge(seat, ("no_play",))
        want = card_of(action.card)
        for c in self.hand(self.pending["seat"]).cards:
            if want is not None and c.face == want.face:
                return c
        raise self._refuse(words.not_in_hand(action.card))

    def do_no_play_false(self, seat: int, card: Card) -> list[Event]:
        return self._no_play_ruling(seat, card)

    def _no_play_ruling(self, seat: int, card: Card | None) -> list[Event]:
        if self.phase == "call":
            self.pending["call"] = "true" if card is None else card.face
            shown = "No play is true" if card is None else f"The {Card(card).pretty()} plays"
            ev = Event("call", seat, {"text": words.prophet_calls(seat, shown)})
            if self.human:
                self.phase = "judge"
                return [ev]
            return [ev, *self._resolve_by_engine()]
        return self._resolve_no_play(card)

    # ----- consequences -----------------------------------------------------------------------
    def _prophet_check(self, agreed: bool) -> list[Event]:
        """After the dealer's ruling on a play the prophet called: "Correct", or the prophet
        is deposed as a false prophet (five cards, hand picked up, marker removed)."""
        if self.pending.get("call") is None:
            return []
        if agreed:
            return [Event("correct", self.dealer, {"text": words.correct(self.dealer)})]
        p = self.prophet
        n = FALSE_PROPHET_PENALTY
        self.prophet, self.marker, self.marker_ml = -1, -1, -1
        self.pending["deposed"] = True
        events = [Event("deposed", p, {"text": words.deposed(p, self._deliverable(n), n)})]
        return events + self._draw(p, n)

    def _judge_name(self) -> str:
        return f"Dealer (seat {self.dealer})"

    def _resolve_play(self, right: bool) -> list[Event]:
        pend = self.pending
        seat, cards = pend["seat"], [Card(c) for c in pend["cards"]]
        events = self._prophet_check(pend.get("call") == right)
        deposed = bool(pend.get("deposed"))
        string = self.pile("string")
        if right:
            for _ in cards:
                self._to_mainline(string, 0)
                self.played += 1
                self.ml_seq.append(self.played)
        else:
            first = self.played + 1
            for _ in cards:
                self._to_sideline(string, 0)
                self.played += 1
            self.sidelines.append({"under": len(self.mainline_cards()) - 1, "seat": seat,
                                   "cards": [str(c) for c in cards], "first": first})
        text = words.verdict(self._judge_name(), right, seat, cards)
        self.verdict = text
        tail: list[Event] = []
        if not right:
            if deposed:
                tail.append(Event("immune", seat, {"text": words.immune(seat)}))
            else:
                n = penalty_per_wrong_card() * len(cards)
                text += "; " + words.penalised(seat, self._deliverable(n), n)
                tail += self._draw(seat, n)
                if pend["sudden"]:
                    tail += self._expel(seat)
        events.append(Event("verdict", self.dealer, {"right": right, "seat": seat,
                                                     "cards": [str(c) for c in cards],
                                                     "text": text}))
        self.pending = {}
        events += tail
        if not self.hand(seat).cards:  # "A player depletes their hand" (E17)
            return events + self._end_hand("out")
        return events + self._after_turn(seat, right)

    def _resolve_no_play(self, card: Card | None) -> list[Event]:
        pend = self.pending
        seat = pend["seat"]
        call = pend.get("call")
        agreed = (call == "true") if card is None else (call == card.face)
        events = self._prophet_check(agreed)
        deposed = bool(pend.get("deposed"))
        hand = self.hand(seat)
        held = len(hand)
        self.no_plays.append({"at": len(self.mainline_cards()), "seat": seat,
                              "hand": [str(c) for c in hand.cards], "true": card is None,
                              "card": None if card is None else str(card)})
        self.pending = {}
        cards = hand.clear()
        if card is None:
            new = new_hand_size(self.options, held)
            text = words.no_play_true(self._judge_name(), seat, new)
            self.verdict = text
            if not new:
                for c in cards:
                    hand.push(c, up=False, known=self.everyone)
                events.append(Event("no_play_true", seat, {"text": text}))
                return events + self._end_hand("no-play-express" if self.options.express
                                               else "no-play")
            for c in cards:  # everyone saw them go under the stock
                self.stock.insert(0, c, up=False, known=self.everyone)
            events.append(Event("no_play_true", seat, {"text": text}))
            events += self._draw(seat, new)
            return events + self._after_turn(seat, False)
        for c in cards:  # picked up again; everyone has seen them (E9)
            if c != card:
                hand.push(c, up=False, known=self.everyone)
        grid = self.layout
        grid.lay_out([*grid.cards, None], up=True, known=self.everyone)
        grid.push(card, up=True, known=self.everyone)
        self.played += 1
        self.ml_seq.append(self.played)
        text = words.no_play_false(self._judge_name(), seat, card)
        if deposed:
            events.append(Event("no_play_false", seat, {"card": str(card), "text": text}))
            events.append(Event("immune", seat, {"text": words.immune(seat)}))
        else:
            n = no_play_penalty(self.options)
            text += "; " + words.penalised(seat, self._deliverable(n), n)
            events.append(Event("no_play_false", seat, {"card": str(card), "text": text}))
            events += self._draw(seat, n)
            if pend["sudden"]:
                events += self._expel(seat)
        self.verdict = text
        if not hand.cards:  # "A player depletes their hand" (E17)
            return events + self._end_hand("out")
        return events + self._after_turn(seat, False)

    def _expel(self, seat: int) -> list[Event]:
        self.expelled |= 1 << seat
        return [Event("expelled", seat, {"text": words.expelled(seat)})]

    # ----- after the turn: the prophet, a guess, the next player ------------------------------
    def _after_turn(self, seat: int, right: bool) -> list[Event]:
        if not any(self.active(s) for s in range(self.players)):
            return self._end_hand("expelled")
        if self.options.express and right:
            self.phase, self.turn = "after", seat
            return []
        if not self.options.express and self.may_become_prophet(seat):
            self.phase, self.turn = "after", seat
            return []
        return self._next_turn(seat)

    def _next_turn(self, seat: int) -> list[Event]:
        self.turns += 1
        if self.turns >= self.options.turn_limit:
            return self._end_hand("limit")
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if self.active(s):
                self.phase, self.turn = "play", s
                return []
        return self._end_hand("expelled")

    def verify_prophet(self, seat: int, action: Action) -> None:
        """"after their turn but before the next player's, declare themselves to be the
        prophet" (on the conditions of :meth:`may_become_prophet`)."""
        self.require(self.phase == "after" and seat == self.turn, words.wrong_phase("declaration"))
        self.require(self.may_become_prophet(seat), "you may not become the prophet now")

    def do_prophet(self, seat: int, _: None) -> list[Event]:
        self.prophet = seat
        self.been_prophet |= 1 << seat
        self.marker = self.played
        self.marker_ml = len(self.mainline_cards()) - 1
        marked = self._card_by_play(self.played)
        ev = Event("prophet", seat, {"marker": self.marker_ml,
                                     "text": words.became_prophet(seat, marked)})
        return [ev, *self._next_turn(seat)]

    def _card_by_play(self, n: int) -> Card:
        if n in self.ml_seq:
            return self.mainline_cards()[self.ml_seq.index(n)]
        side = self.sideline_cards()
        k = 0
        for entry in self.sidelines:
            for i in range(len(entry["cards"])):
                if entry["first"] + i == n:
                    return side[k]
                k += 1
        return self.mainline_cards()[-1]

    def verify_guess(self, seat: int, action: Action) -> str:
        """Express: "guess it out loud after any correct play": a library rule's name or an
        expression (engine judging), or free text (a human dealer judges)."""
        self.require(self.phase == "after" and seat == self.turn, words.wrong_phase("guess"))
        self.require(self.options.express, "only Eleusis Express has guesses")
        text = str(action.rule).strip()
        if self.human:
            self.require(0 < len(text) <= 500, "say the rule in 1 to 500 characters")
            return text
        try:
            return guess_text(text)
        except RuleError as e:
            raise self._refuse(f"that guess cannot be judged: {e}") from None

    def do_guess(self, seat: int, text: str) -> list[Event]:
        self.pending = {"kind": "guess", "seat": seat, "text": text, "call": None}
        ev = Event("guess", seat, {"rule": text, "text": words.guessed(seat, describe(text))})
        if self.human:
            self.phase = "judge"
            return [ev]
        return [ev, *self._resolve_by_engine()]

    def _resolve_guess(self, right: bool) -> list[Event]:
        seat, text = self.pending["seat"], self.pending["text"]
        self.guesses.append({"seat": seat, "rule": text, "right": right,
                             "at": len(self.mainline_cards())})
        self.pending = {}
        say = words.guess_verdict(self._judge_name(), right)
        self.verdict = say
        ev = Event("guess_verdict", self.dealer, {"right": right, "text": say})
        if right:
            self.guesser = seat
            return [ev, *self._end_hand("guessed")]
        return [ev, *self._next_turn(seat)]

    def verify_pass(self, seat: int, action: Action) -> None:
        """Let the turn pass without declaring or guessing."""
        self.require(self.phase == "after" and seat == self.turn, words.wrong_phase("pass"))

    def do_pass(self, seat: int, _: None) -> list[Event]:
        return self._next_turn(seat)

    # ----- the end of a hand and of the match -------------------------------------------------
    def after_marker(self) -> tuple[int, int]:
        """(mainline cards, sideline cards) played after the prophet's marker."""
        if self.marker < 0:
            return 0, 0
        main = sum(1 for q in self.ml_seq if q > self.marker)
        side = sum(1 for e in self.sidelines for i in range(len(e["cards"]))
                   if e["first"] + i > self.marker)
        return main, side

    def before_marker(self) -> int | None:
        """Cards between the starter and the marker (RULINGS 32: all cards played up to
        the marked one; option ``dealer_count=mainline``: mainline cards only)."""
        if self.marker < 0:
            return None
        if self.options.dealer_count == "mainline":
            return sum(1 for q in self.ml_seq if 0 < q <= self.marker)
        return self.marker

    def hand_result(self) -> dict[int, int]:
        """Every seat's score for the hand as it stands (the dealer's included)."""
        seats = self.players_of_hand()
        held = [len(self.hand(s)) for s in range(self.players)]
        if self.options.express:
            scores = express_scores(held, seats, deal_size(self.options), self.guesser)
            scores[self.dealer] = max(scores.values())
            return scores
        scores = player_scores(held, seats)
        if self.prophet >= 0:
            main, side = self.after_marker()
            scores[self.prophet] += main + 2 * side
        scores[self.dealer] = dealer_score(max(scores.values()), self.before_marker())
        return scores

    def _end_hand(self, how: str) -> list[Event]:
        scores = self.hand_result()
        row = [scores.get(s, 0) for s in range(self.players)]
        self.hand_scores.append(row)
        for s in range(self.players):
            self.totals[s] += row[s]
        rule = describe(self.secret)
        self.last_hand = {"hand": self.hand_no, "dealer": self.dealer, "how": how,
                          "rule": self.secret, "salt": self.salt, "sealed": self.sealed,
                          "scores": row, "prophet": self.prophet if self.prophet >= 0 else None}
        text = words.hand_over(self.hand_no, words.ENDINGS[how], scores, rule)
        events = [Event("hand_over", None, {**self.last_hand, "text": text})]
        self.pending = {}
        if self.hand_no >= self.deals:
            self.phase = "over"
            return events
        self.dealer = (self.dealer + 1) % self.players
        self.phase, self.turn = "rule", self.dealer
        self.secret = self.salt = self.sealed = ""  # told in last_hand; no seal until the next rule
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        best = max(self.totals)
        winners = [s for s in range(self.players) if self.totals[s] == best]
        return Result([float(t) for t in self.totals], winners, placing_from_scores(self.totals),
                      words.won(winners, self.totals, self.hand_no),
                      {"hands": [list(r) for r in self.hand_scores],
                       "last_rule": self.last_hand.get("rule", "")})

    # ----- sampled worlds ----------------------------------------------------------------------
    def determinize(self, seat: int, rng: Rng) -> Game:
        """A world for ``seat``'s search: hidden cards redealt, and, unless ``seat`` deals,
        the secret rule replaced by a library rule consistent with what the seat has seen
        (any library rule when none is), the seal's salt by a fresh one and the dealer's
        choice in the world's action log by a placeholder, so a search never reads the
        rule (a human dealer's text becomes a placeholder too)."""
        world = super().determinize(seat, rng)
        if seat == self.dealer or not self.secret or self.phase == "over":
            return world
        assert isinstance(world, EleusisRules)
        world.salt = f"{rng.next64():016x}"
        world._log = [(s, Action(a.type, **{k: "(hidden)" for k, _ in a.params}) if a is not None
                       and a.type in ("choose", "write") else a, t) for s, a, t in world._log]
        if self.human:
            world.secret = "(a rule the dealer wrote)"
            return world
        from parlour.games.eleusis.bot import Beliefs

        alive = [h.rule.text for h in Beliefs().update(self.view(seat)) if h.name in library.NAMES]
        pool = alive or [r.text for r in library.RULES]
        world.secret = pool[rng.below(len(pool))]
        return world

    # ----- views and labels -------------------------------------------------------------------
    def marker_text(self) -> str:
        if self.marker < 0:
            return ""
        # "placed on the last card played": a wrong card lies on a sideline
        card = self._card_by_play(self.marker)
        where = (f"mainline card {self.marker_ml + 1}" if self.marker in self.ml_seq else
                 f"a sideline under mainline card {self.marker_ml + 1}")
        main, side = self.after_marker()
        return f"on the {Card(card).pretty()} ({where}); {plural(main + side, 'card')} played since"

    def roles(self) -> list[str]:
        out = []
        for s in range(self.players):
            if self.phase != "over" and s == self.dealer:
                out.append("Dealer")
            elif s == self.prophet:
                out.append("Prophet")
            elif self.expelled >> s & 1:
                out.append("Expelled")
            else:
                out.append("")
        return out

    def _view(self, seat: int | None) -> dict[str, Any]:
        show_rule = self.phase not in ("rule", "over") and seat == self.dealer and self.secret
        pend = self.pending
        pending = {}
        if pend:
            pending = {"kind": pend["kind"], "seat": pend["seat"],
                       "cards": [str(Card(c)) for c in pend.get("cards", [])],
                       "rule": pend.get("text", "")}
        return {
            "phase": self.phase, "dealer": self.dealer, "turn": self.turn,
            "judge": self.judge_seat() if self.phase in ("call", "judge") else None,
            "hand_no": self.hand_no, "deals": self.deals,
            "sealed": self.sealed,
            "seal": f"{self.sealed[:16]}…" if self.sealed else "",
            "rule": describe(self.secret) if show_rule else "",
            "prophet": self.prophet if self.prophet >= 0 else None,
            "marker": self.marker_text(),
            "marker_at": self.marker_ml if self.marker >= 0 else None,
            "expulsion": self.sudden_death() if self.phase not in ("rule", "over") else False,
            "roles": self.roles(),
            "verdict": self.verdict,
            "mainline": [str(c) for c in self.mainline_cards()],
            "sidelines": [dict(e) for e in self.sidelines],
            "no_plays": [dict(e) for e in self.no_plays],
            "guesses": [dict(e) for e in self.guesses],
            "pending": pending,
            "scores": list(self.totals),
            "last_hand": dict(self.last_hand),
            "prompt": words.prompt(seat, self.phase, self.turn, self.judge_seat(), self.dealer,
                                   self.human, self.offered_types(seat)
                                   if seat == self.turn and self.phase == "after" else frozenset(),
                                   (str(self.pending.get("kind", "play")),
                                    int(self.pending.get("seat", -1)))),
        }

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t in ("play", "lay", "no_play_false"):
            card = card_of(action.get("card"))
            if card is not None:
                if t == "lay":
                    return words.label_lay(card)
                if t == "no_play_false":
                    return words.label_no_play_false(card)
                return words.label_play(card, bool(self.pile("string").cards))
        if t == "call":
            return "Right" if action.get("right") else "Wrong"
        if t == "choose":
            name = str(action.get("rule"))
            if name in library.NAMES:
                r = library.by_name(name)
                return f"{library.LEVELS[r.level].capitalize()}: {r.says}"
        if t == "guess":
            name = str(action.get("rule"))
            if name in library.NAMES:
                return f"Guess: {library.by_name(name).says}"
        if t == "write":
            return f"Write: {action.get('text')}"
        labels = {"no_play": "No play", "no_play_true": "\"No play\" is true",
                  "prophet": "Declare yourself the prophet", "pass": "Pass"}
        return labels.get(t, super().label(action, seat))

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type not in ("play", "lay", "no_play_false"):
            return []
        card = card_of(action.get("card"))
        owner = self.pending.get("seat", self.turn) if action.type == "no_play_false" else self.turn
        hand = self.hand(owner).cards
        for i, c in enumerate(hand):
            if card is not None and c.face == card.face:
                return [{"zone": _HID[owner], "index": i}]
        return []


__all__ = ["FACE_TEXTS", "EleusisRules"]
