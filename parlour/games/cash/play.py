"""Cash play: partnerships agree a secret signal, the counted board flip, real-time
one-for-one swaps with the board, the refresh when nobody wants it, "Cash!" and
"Counter cash!", the real deal and letters. The rules and rulings are documented in
:mod:`parlour.games.cash`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card, deck52
from parlour.engine.actions import Action, CardParam, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.cash import words
from parlour.games.cash.rules import (
    AGREE,
    CASH,
    DEAL,
    DONE,
    GESTURE,
    GESTURES,
    HAND,
    WORDS,
    CashOptions,
    card_of,
    four_of_a_kind,
    partner,
    team,
)
from parlour.rules.exchange import deal_with_centre, exchange, exchange_action, missing, reveal_hands
from parlour.rules.tokens import Letters


class CashRules(Game):
    """The Cash (Kemps, Kent) state machine."""

    name = "cash"
    title = "Cash"
    family = "commerce"
    timing = "realtime"
    summary = ("Partners agree a secret signal; grab board cards for four of a kind, signal, "
               "and let your partner call \"Cash!\" before the others counter.")
    min_players = 4
    max_players = 8
    Options = CashOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("Cash: one hand", {}),
        "kemps": ("Kemps: letters K-E-M-P-S", {"name": "kemps", "letters": True}),
        "kent": ("Kent: letters K-E-N-T", {"name": "kent", "letters": True}),
        "letters": ("Cash: letters C-A-S-H", {"letters": True}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "agree": {"signal": Int(0, len(GESTURES) - 1)},
        "gesture": {"sign": Int(0, len(GESTURES) - 1)},
        "swap": {"take": CardParam(), "give": CardParam()},
        "done": {}, "cash": {}, "counter": {"team": Int(0, 3)}, "deal": {},
    }
    CLAIMS = frozenset({"gesture", "swap", "done", "cash", "counter"})
    COPY_FIELDS = ("signal", "wants", "letters", "gestures")

    options: CashOptions
    letters: Letters
    phase: str
    """``signal`` (partnerships agree in private), ``countdown`` (the board face down,
    the count running), ``play``, ``shown`` (the hand is over) or ``over``."""
    signal: list[int]
    """Per partnership the agreed gesture (-1: not yet). Never interpreted."""
    wants: list[bool]
    """Per seat: still may want the board (``False`` once they said "nothing for me")."""
    dealer: int
    holder: int
    """Who has the stock in front of them (refreshes the board)."""
    due: int
    gestures: list[tuple[int, int, int]]
    """This hand's gestures (seat, gesture, time): public, never interpreted."""
    hand_no: int
    outcome: dict[str, Any]

    @property
    def teams(self) -> int:
        return self.players // 2

    @property
    def word(self) -> str:
        return WORDS[self.options.name]

    def hand(self, seat: int) -> Zone:
        return self.pile(f"hand:{seat}")

    @property
    def board(self) -> Zone:
        return self.pile("board")

    # ----- the deal ---------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        if self.players % 2:
            raise InvalidOption(f"Cash is played in partnerships: 4, 6 or 8 players, not {self.players}")
        self.zone("stock", "pile", layout="stock")
        self.zone("board", "row", layout="centre")
        self.zone("discard", "pile", layout="stock")
        for s in range(self.players):
            self.zone(f"hand:{s}", "hand", s, layout="hand")
        self.letters = Letters(self.teams, self.word)
        self.dealer = 0
        self.hand_no = 0
        self.outcome = {}
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal four cards to each player. Then deal four cards face down to
        the center of the table, forming the board, and place the deck stub in front of
        the player to the left of the dealer, forming the stock." """
        for z in self.zones.values():
            z.clear()
        stock = self.pile("stock")
        stock.fill(self.new_pack(deck52()))
        first = (self.dealer + 1) % self.players
        deal_with_centre(stock, [self.hand(s) for s in range(self.players)], first, HAND,
                         self.board, self.everyone, centre_up=False)
        self.holder = first
        self.hand_no += 1
        self.phase = "signal"
        self.signal = [-1] * self.teams
        self.gestures = []
        self.wants = [True] * self.players
        self.due = 0
        self.outcome = {}
        return [Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer,
                                     "text": words.dealt(self.hand_no, self.dealer)})]

    def _count(self, who: int) -> list[Event]:
        """The countdown before a flip ("3...2...1...GO!"): by the dealer for the first
        board, then by the player who refreshed it."""
        self.phase = "countdown"
        self.due = self.now + self.options.countdown
        return [Event("countdown", who, {"until": self.due, "text": words.counting(who)})]

    # ----- time -------------------------------------------------------------------------------
    def _deadline(self) -> int | None:
        """The count's end (due even at 0 ms: a count of 0 from the first instant), or in
        play the idle refresh when ``idle_ms`` is on."""
        if self.phase == "countdown" or (self.phase == "play" and self.options.idle_ms):
            return self.due
        return None

    def _advance(self, ms: int) -> list[Event]:
        if self.phase == "countdown":
            for i in range(len(self.board.cards)):
                self.board.reveal(i, self.everyone)
            self.phase = "play"
            self.due = self.now + self.options.idle_ms if self.options.idle_ms else 0
            return [Event("go", None, {"text": words.go()})]
        if self.phase == "play":
            return self._refresh()
        return []

    # ----- who acts ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "shown":
            return [self.dealer]
        if self.phase == "signal":
            return [s for s in range(self.players) if self.signal[team(s, self.players)] < 0]
        if self.phase in ("play", "countdown"):  # during the count: signals and calls (C3)
            return list(range(self.players))
        return []

    def _waiting(self) -> list[int]:
        if self.phase == "shown":
            return [self.dealer]
        return self._actors() if self.phase == "signal" else []

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "shown":
            return [DEAL] if seat == self.dealer else []
        if self.phase == "signal":
            return list(AGREE) if self.signal[team(seat, self.players)] < 0 else []
        if self.phase not in ("play", "countdown"):
            return []
        acts: list[Action] = [*GESTURE, CASH]
        mine = team(seat, self.players)
        acts += [Action("counter", team=t) for t in range(self.teams) if t != mine]
        if self.phase == "countdown":  # the board is face down: no swap, no "nothing for me"
            return acts
        acts += [exchange_action(t, g, kind="swap") for t in self.board.cards
                 for g in self.hand(seat).cards]
        if self.wants[seat]:
            acts.append(DONE)
        return acts

    # ----- the actions ------------------------------------------------------------------------
    def _check(self, *phases: str) -> None:
        self.require(self.phase in phases, words.not_now(self.phase))

    def verify_agree(self, seat: int, action: Action) -> int:
        """A partnership agrees its secret signal in private (either partner)."""
        self._check("signal")
        i = action.signal
        self.require(type(i) is int and 0 <= i < len(GESTURES), words.no_gesture(i))
        self.require(self.signal[team(seat, self.players)] < 0, "your partnership has agreed its signal")
        return int(i)

    def do_agree(self, seat: int, i: int) -> list[Event]:
        self.signal[team(seat, self.players)] = i
        both = 1 << seat | 1 << partner(seat, self.players)
        events = [Event("agree", seat, {"text": words.agreed(seat)},
                        {"signal": i, "text": words.you_agreed(i)}, both)]
        if min(self.signal) >= 0:
            events += self._count(self.dealer)
        return events

    def verify_gesture(self, seat: int, action: Action) -> int:
        """A visible table gesture or chat phrase, broadcast to all with its time."""
        self._check("play", "countdown")
        i = action.sign
        self.require(type(i) is int and 0 <= i < len(GESTURES), words.no_gesture(i))
        return int(i)

    def do_gesture(self, seat: int, i: int) -> list[Event]:
        self.gestures.append((seat, i, self.now))
        return [Event("gesture", seat, {"sign": i, "at": self.now, "text": words.gestured(seat, i)})]

    def verify_swap(self, seat: int, action: Action) -> tuple[Card, Card]:
        """One hand card for one board card, checked on arrival: the first to touch a
        card gets it; a later grab is "too late"."""
        self._check("play")
        take, give = card_of(action.take), card_of(action.give)
        self.require(give is not None and give in self.hand(seat).cards,
                     words.not_held(words.face(give) if give is not None else str(action.give)))
        self.require(take is not None and not missing(self.board, [take]),
                     words.too_late(words.face(take) if take is not None else str(action.take)))
        assert take is not None and give is not None
        return take, give

    def do_swap(self, seat: int, prepared: tuple[Card, Card]) -> list[Event]:
        take, give = prepared
        exchange(self.hand(seat), self.board, [take], [give], self.everyone)
        self.wants = [True] * self.players
        if self.options.idle_ms:
            self.due = self.now + self.options.idle_ms
        return [Event("swap", seat, {"take": str(take), "give": str(give),
                                     "slot": self.board.cards.index(give),
                                     "text": words.swapped(seat, take, give)})]

    def verify_done(self, seat: int, action: Action) -> None:
        """Say nobody-wants: when every player has, the board is refreshed."""
        self._check("play")
        self.require(self.wants[seat], "you have already said you want nothing")

    def do_done(self, seat: int, _: None) -> list[Event]:
        self.wants[seat] = False
        events = [Event("done", seat, {"text": words.done(seat)})]
        if not any(self.wants):
            events += self._refresh()
        return events

    def _refresh(self) -> list[Event]:
        """"The player with the stock in front of them discards the board cards, then
        deals a new, face-down board, passes the stock to the left, and flips the cards
        over with a countdown." Fewer than four cards left: a real deal (RULINGS 7)."""
        stock = self.pile("stock")
        if len(stock.cards) < HAND:
            return self._end([], "real deal", words.real_deal())
        self.board.move_all(self.pile("discard"), up=False)
        for _ in range(HAND):  # face down, seen by nobody until the count ends
            stock.move_to(self.board, up=False, known=0)
        holder = self.holder
        self.holder = (self.holder + 1) % self.players
        self.wants = [True] * self.players
        left = len(self.pile("stock").cards)
        return [Event("refresh", holder, {"stock": left, "to": self.holder,
                                          "text": words.refreshed(holder, left)}), *self._count(holder)]

    def verify_cash(self, seat: int, action: Action) -> None:
        """"Cash!": the partner must hold four of a kind."""
        self._check("play", "countdown")

    def do_cash(self, seat: int, _: None) -> list[Event]:
        mate = partner(seat, self.players)
        ok = four_of_a_kind(self.hand(mate).cards)
        mine = team(seat, self.players)
        losers = [t for t in range(self.teams) if t != mine] if ok else [mine]
        return self._end(losers, "cash", words.cashed(seat, self.options.name, ok, mate, self.players),
                         caller=seat, correct=ok)

    def verify_counter(self, seat: int, action: Action) -> int:
        """"Counter cash!" against a named opposing partnership (RULINGS 7)."""
        self._check("play", "countdown")
        t = action.team
        ok = type(t) is int and 0 <= t < self.teams and t != team(seat, self.players)
        self.require(ok, words.no_team(t, self.players))
        return int(t)

    def do_counter(self, seat: int, t: int) -> list[Event]:
        ok = any(four_of_a_kind(self.hand(s).cards) for s in (t, t + self.teams))
        losers = [t] if ok else [team(seat, self.players)]
        text = words.countered(seat, self.options.name, words.team_name(t, self.players), ok)
        return self._end(losers, "counter", text, caller=seat, correct=ok, target=t)

    def _end(self, losers: list[int], why: str, text: str, **more: Any) -> list[Event]:
        """All hands are revealed; letters if played (none for a real deal)."""
        reveal_hands([self.hand(s) for s in range(self.players)], self.everyone)
        self.due = 0
        self.outcome = {"hand": self.hand_no, "why": why, "losers": losers, **more}
        public = {**self.outcome, "at": self.now, "text": text}
        events = [Event(why.replace(" ", "_"), more.get("caller"), public)]
        if not self.options.letters:
            self.phase = "over"
            return events
        if losers:
            self.letters.give(losers, replay_if_all_out=False)
            events.append(Event("letter", None, {"letters": self.letters.view(),
                                                 "text": words.lettered(self.letters.view(), self.players)}))
        if any(self.letters.is_out(t) for t in range(self.teams)):
            self.phase = "over"
            return events
        self.dealer = (self.dealer + 1) % self.players
        self.phase = "shown"
        return events

    def verify_deal(self, seat: int, action: Action) -> None:
        """"Partnerships are given the opportunity to change their signal between hands,
        then all cards are shuffled and new hands and a board are dealt." """
        self._check("shown")
        self.require(seat == self.dealer, f"seat {self.dealer} deals")

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        n = self.players
        if self.options.letters:
            lost = {t for t in range(self.teams) if self.letters.is_out(t)}
        else:
            lost = set(self.outcome["losers"])
        won = {t for t in range(self.teams) if t not in lost}
        if not self.options.letters and self.outcome.get("why") == "counter" and self.outcome.get("correct"):
            # "the partnership that called 'Counter cash!' wins": only it (C4)
            won = {team(int(self.outcome["caller"]), n)}
        draw = not lost
        scores = [0.0 if draw else (1.0 if team(s, n) in won else -1.0 if team(s, n) in lost else 0.0)
                  for s in range(n)]
        winners = [] if draw else [s for s in range(n) if team(s, n) in won]
        rank = {1.0: 1, 0.0: 1 + len(winners), -1.0: 1 + sum(1 for x in scores if x >= 0)}
        placing = [1 if draw else rank[x] for x in scores]
        return Result(scores, winners, placing, words.won(winners, n, draw),
                      {"hands": self.hand_no, "letters": self.letters.view()})

    # ----- views and labels -------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        mine = -1 if seat is None else self.signal[team(seat, self.players)]
        return {
            "phase": self.phase, "dealer": self.dealer, "hand": self.hand_no,
            "stock_holder": self.holder, "partner": None if seat is None else partner(seat, self.players),
            "agreed": [s >= 0 for s in self.signal], "my_signal": mine,
            "waiting_for_nothing": [not w for w in self.wants],
            "gestures": [list(g) for g in self.gestures],
            "letters": self.letters.view(), "last_hand": dict(self.outcome),
            "spelt": words.spelling(self.letters.view(), self.players) if self.options.letters else "",
            "until": self.due if self.phase == "countdown" else None,
            "prompt": words.prompt(seat, self.phase, self.dealer, mine >= 0, self.options.name,
                                   res.reason if (res := self.result()) is not None else "",
                                   wants=seat is None or self.wants[seat]),
        }

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t in ("agree", "gesture"):
            i = int(action.get("signal" if t == "agree" else "sign", 0))
            return ("Signal: " if t == "agree" else "") + GESTURES[i % len(GESTURES)].capitalize()
        if t == "swap":
            take, give = card_of(action.take), card_of(action.give)
            if take is not None and give is not None:
                return f"Take the {words.face(take)}, put down the {words.face(give)}"
        if t == "counter":
            target = words.team_name(int(action.get("team", 0)), self.players)
            return f"Counter {self.options.name}! against {target}"
        if t == "cash":
            return words.call(self.options.name)
        return words.LABELS.get(t) or super().label(action, seat)
