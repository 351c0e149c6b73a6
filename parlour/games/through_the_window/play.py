"""Through the Window play: the deal, reveals in turn, the race to name a noun, the
repeat ban, the deadline, the table vote, the end.

One legality path per action type; the rules and rulings are documented in
:mod:`parlour.games.through_the_window`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from parlour.cards import deck52, face
from parlour.engine.actions import Action, Bool, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.through_the_window import bot as heuristic
from parlour.games.through_the_window.lexicon import Lexicon, builtin_words, load
from parlour.games.through_the_window.rules import PRESENTATION, VARIANTS, WindowOptions, letter
from parlour.words import seat_list

REVEAL = Action("reveal")




def _words(players: int, options: Any) -> list[str]:
    return builtin_words()


class ThroughTheWindow(Game):
    """The Through the Window state machine (phases ``reveal``, ``race``, ``vote``, ``over``)."""

    bot = heuristic.WindowBot
    presentation = PRESENTATION

    name = "through-the-window"
    title = "Through the Window"
    family = "word race"
    summary = ("Turn up a card; the first to name a noun starting with its rank's letter "
               "wins it; a word that has won cannot win again.")
    min_players = 3
    max_players = 13
    timing = "realtime"
    Options = WindowOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "reveal": {}, "say": {"word": Text(_words)}, "vote": {"accept": Bool()}}
    CLAIMS = frozenset({"say", "vote"})
    COPY_FIELDS = ("banned", "votes")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["window", "aside"], "hide": ["unused"]}

    options: WindowOptions
    phase: str
    turn: int
    due: int
    left_ms: int
    """In a vote: the race's time left when the vote began."""
    banned: dict[str, int]
    """Words that won a card (lemma -> winner)."""
    disputed: tuple[int, str, str] | None
    """In a vote: (caller, the word as said, its key)."""
    queued: tuple[int, str, str] | None
    """In a vote: the first known noun said meanwhile (seat, word, key): it wins the card
    if the table rejects the disputed word ("whichever player was first to name a word")."""
    disputers: int
    """Seats (bits) that have put a word to the vote for the card showing: one each, so
    nobody can hold the race up vote after vote."""
    votes: dict[int, bool]
    last_win: tuple[int, str] | None
    lexicon_name: str

    @property
    def lexicon(self) -> Lexicon:
        return load(self.lexicon_name)

    def hand(self, seat: int) -> Zone:
        return self.pile(f"hand:{seat}")

    @property
    def window(self) -> Zone:
        return self.pile("window")

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        for s in range(n):
            self.zone(f"hand:{s}", "pile", s, layout="stack", memory=True)
        for s in range(n):
            self.zone(f"won:{s}", "pile", s, layout="pile")
        self.zone("window", "pile", layout="pile")
        self.zone("aside", "pile", layout="pile")
        unused = self.zone("unused", "pot", layout="aside", memory=True)
        pack = self.new_pack(deck52())  # top card last
        for _ in range(self.options.hand):  # one at a time from the dealer's left
            for k in range(n):
                self.hand((1 + k) % n).push(pack.pop())
        unused.fill(pack)                 # "it will not be used in further game play"
        self.lexicon_name = self.lexicon_kind()
        self.phase = "reveal"
        self.turn = 0                     # "The dealer goes first"
        self.due = -1
        self.left_ms = 0
        self.banned = {}
        self.disputed = None
        self.queued = None
        self.disputers = 0
        self.votes = {}
        self.last_win = None

    def lexicon_kind(self) -> str:
        return load(self.options.lexicon).name

    # ----- who may act ---------------------------------------------------------------------
    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "reveal":
            return [REVEAL] if seat == self.turn else []
        if self.phase == "race":
            return self._words()
        if self.phase == "vote":  # a known noun may still be said while nobody has queued one
            votes = ([Action("vote", accept=True), Action("vote", accept=False)]
                     if self.may_vote(seat) else [])
            return votes + (self._words() if self.queued is None else [])
        return []

    def _words(self) -> list[Action]:
        """The built-in nouns for the card showing that are not banned (:meth:`is_banned`)."""
        want = self.letter_now().lower()
        banned = self._ban()
        return [Action("say", word=w) for w in builtin_words() if w.startswith(want) and not banned(w)]

    def may_vote(self, seat: int) -> bool:
        return (self.phase == "vote" and self.disputed is not None and seat != self.disputed[0]
                and seat not in self.votes)

    def _actors(self) -> list[int]:
        if self.phase == "reveal":
            return [self.turn]
        if self.phase == "race":
            return list(range(self.players))
        if self.phase == "vote":
            if self.queued is None:  # anyone may still say a known noun
                return list(range(self.players))
            return [s for s in range(self.players) if self.may_vote(s)]
        return []

    def _waiting(self) -> list[int]:
        return [self.turn] if self.phase == "reveal" else []

    def banned_forms(self) -> set[str]:
        """Every form (singular or plural) of the words that won a card."""
        lex = self.lexicon
        return {f for b in self.banned for f in lex.forms(b)}

    def is_banned(self, word: str) -> bool:
        """Did ``word`` (or its singular or plural: R1) already win a card? A word the
        table accepted by vote is outside the lexicon: its singular and plural are found
        by the spelling rules alone, both ways ("quokka" bans "quokkas" and back)."""
        return self._ban()(word)

    def _ban(self) -> Callable[[str], bool]:
        """:meth:`is_banned` for many words: the banned forms worked out once."""
        lex, forms = self.lexicon, self.banned_forms()
        voted = [(b, lex.reductions(b)) for b in self.banned if b not in lex.nouns]

        def banned(word: str) -> bool:
            if lex.forms(word) & forms:
                return True
            if not voted:
                return False
            w, mine = lex.normal(word), lex.reductions(word)
            return any(b in mine or w in red for b, red in voted)
        return banned

    def letter_now(self) -> str:
        top = self.window.top()
        return letter(top) if top is not None else ""

    # ----- reveal ----------------------------------------------------------------------------
    def verify_reveal(self, seat: int, action: Action) -> None:
        self.require(self.phase == "reveal", "a card is showing: name a noun")
        self.require(seat == self.turn, f"it is seat {self.turn}'s turn to look through the window")

    def do_reveal(self, seat: int, _: None) -> list[Event]:
        card = self.hand(seat).move_to(self.window, up=True, known=self.everyone)
        self.phase = "race"
        self.due = self.now + self.options.answer_ms
        self.disputers = 0
        return [Event("reveal", seat, {"card": str(card), "letter": letter(card),
                                       "text": f"Seat {seat}: \"I looked through the window and "
                                               f"saw...\" the {face(card)}: {letter(card)}!"})]

    # ----- words -----------------------------------------------------------------------------
    def verify_say(self, seat: int, action: Action) -> tuple[str, str | None]:
        """(the word as said, its noun key), key ``None`` for a word put to the vote."""
        said = str(action.get("word"))
        if self.phase == "reveal" and self.last_win is not None:
            who, word = self.last_win
            raise IllegalAction(f"too late: seat {who} won the card with \"{word}\" (no penalty)")
        self.require(self.phase in ("race", "vote"), "no card is showing")
        want = self.letter_now()
        key = self.lexicon.lemma(said)
        guess = self.lexicon.normal(said)   # the word as said starts with the letter, not its lemma
        self.require(bool(guess), f"say a noun that starts with {want}")
        self.require(len(guess.replace("_", "")) > 1,
                     f"\"{said}\" is a letter, not a word: say a noun that starts with {want}")
        self.require(guess[:1].upper() == want,
                     f"\"{said}\" does not start with {want} (the {face(self.window.cards[-1])})")
        if key is None:
            self.require(self.options.table_vote,
                         f"\"{said}\" is not a noun this table's lexicon knows (no penalty)")
            self.require(self.phase == "race", "a word is being voted on: say a noun the "
                                               "lexicon knows, or wait for the vote")
            self.require(not self.disputers >> seat & 1, "you have put a word to the vote for this "
                                                         "card already: say a noun the lexicon knows")
        if self.is_banned(said):
            raise IllegalAction(f"\"{said}\" already won a card: it is banned for the rest of "
                                "the game (singular and plural are the same word)")
        if self.phase == "vote" and self.queued is not None:
            who, word, _ = self.queued
            raise IllegalAction(f"too late: seat {who} said \"{word}\" first, while the table "
                                "votes (no penalty)")
        return said, key

    def do_say(self, seat: int, prepared: tuple[str, str | None]) -> list[Event]:
        said, key = prepared
        if self.phase == "vote":  # a known noun while the table votes: first after the disputed one
            assert key is not None and self.disputed is not None
            self.queued = (seat, said, key)
            return [Event("queued", seat, {"word": said, "text": f"Seat {seat} says \"{said}\": "
                                           f"it wins the card if the table rejects "
                                           f"\"{self.disputed[1]}\""})]
        if key is None:
            self.disputers |= 1 << seat
            self.phase = "vote"
            self.left_ms = max(0, self.due - self.now)
            self.due = self.now + self.options.vote_ms
            self.disputed = (seat, said, self.lexicon.normal(said))
            self.votes = {}
            return [Event("dispute", seat, {"word": said, "text": f"Seat {seat} says \"{said}\": "
                                            "not in the lexicon, so the table votes"})]
        return self._win(seat, said, key)

    def _win(self, seat: int, said: str, key: str, how: str = "said first") -> list[Event]:
        card = self.window.move_to(self.pile(f"won:{seat}"), up=True)
        self.banned[key] = seat
        self.last_win = (seat, said)
        events = [Event("win", seat, {"word": said, "card": str(card),
                                      "text": f"Seat {seat} wins the {face(card)} with "
                                              f"\"{said}\", {how}"})]
        return events + self._next()

    # ----- the table vote ----------------------------------------------------------------------
    def verify_vote(self, seat: int, action: Action) -> bool:
        disputed = self.disputed
        if self.phase != "vote" or disputed is None:
            raise IllegalAction("nothing is being voted on")
        self.require(seat != disputed[0], "the player who said the word does not vote")
        self.require(seat not in self.votes, "you have voted")
        return bool(action.get("accept"))

    def do_vote(self, seat: int, accept: bool) -> list[Event]:
        self.votes[seat] = accept
        events = [Event("vote", seat, {"accept": accept,
                                       "text": f"Seat {seat} votes {'yes' if accept else 'no'}"})]
        if len(self.votes) == self.players - 1:
            return events + self._count_votes()
        return events

    def _count_votes(self) -> list[Event]:
        assert self.disputed is not None
        seat, said, key = self.disputed
        yes = sum(1 for v in self.votes.values() if v)
        no = len(self.votes) - yes
        queued, self.queued = self.queued, None
        self.disputed = None
        self.votes = {}
        self.phase = "race"
        if yes > no and not self.is_banned(said):
            return [Event("voted", None, {"yes": yes, "no": no, "text": f"The table accepts "
                                          f"\"{said}\" ({yes} to {no})"})] + self._win(
                seat, said, key, how="accepted by the table")
        if queued is not None and not self.is_banned(queued[1]):  # the next word said wins
            return [Event("voted", None, {"yes": yes, "no": no, "text": f"The table rejects "
                                          f"\"{said}\" ({yes} to {no})"})] + self._win(
                *queued, how=f"the first noun said after \"{said}\"")
        self.due = self.now + self.left_ms
        return [Event("voted", None, {"yes": yes, "no": no, "text": f"The table rejects \"{said}\" "
                                      f"({yes} to {no}): keep naming nouns"})]

    # ----- time, turns, the end ----------------------------------------------------------------
    def _deadline(self) -> int | None:
        return self.due if self.phase in ("race", "vote") else None

    def _advance(self, ms: int) -> list[Event]:
        if self.phase == "vote":
            events = self._count_votes()
            if self.phase != "race" or self.due > ms:
                return events
            return events + self._set_aside()
        return self._set_aside()

    def _set_aside(self) -> list[Event]:
        card = self.window.move_to(self.pile("aside"), up=True)
        self.last_win = None
        return [Event("aside", None, {"card": str(card), "text": f"Nobody named a noun in time: "
                                      f"the {face(card)} is set aside"})] + self._next()

    def _next(self) -> list[Event]:
        """The player to the left of the last one to look through the window goes next."""
        n = self.players
        self.due = -1
        for k in range(1, n + 1):
            s = (self.turn + k) % n
            if self.hand(s).cards:
                self.turn = s
                self.phase = "reveal"
                return []
        self.phase = "over"
        won = [len(self.pile(f"won:{s}").cards) for s in range(n)]
        best = max(won)
        who = [s for s in range(n) if won[s] == best]
        return [Event("game_over", who[0] if len(who) == 1 else None,
                      {"won": won, "text": "Game over: " + ", ".join(
                          f"seat {s} {won[s]} card{'s' if won[s] != 1 else ''}" for s in range(n))})]

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        won = [float(len(self.pile(f"won:{s}").cards)) for s in range(self.players)]
        best = max(won)
        winners = [s for s in range(self.players) if won[s] == best]
        who = seat_list(winners)
        who = who[:1].upper() + who[1:]
        reason = (f"{who} won the most cards ({best:g})" if len(winners) == 1
                  else f"{who} share the win with {best:g} cards each")
        return Result(won, winners, placing_from_scores(won), reason,
                      {"banned": sorted(self.banned)})

    # ----- what clients see -------------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        if action.type == "say":
            return f"say \"{action.get('word')}\""
        if action.type == "vote":
            return "accept the word" if action.get("accept") else "reject the word"
        return "look through the window"

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "prompt": self._prompt(seat),
            "turn": self.turn if self.phase == "reveal" else None,
            "letter": self.letter_now() if self.phase in ("race", "vote") else "",
            "won": [len(self.pile(f"won:{s}").cards) for s in range(self.players)],
            "time_left": max(0, self.due - self.now) if self.phase in ("race", "vote") else None,
            "banned": ", ".join(sorted(self.banned)),
            "disputed": self.disputed[1] if self.disputed is not None else "",
            "queued": (f"seat {self.queued[0]}: \"{self.queued[1]}\"" if self.queued is not None
                       else ""),
            "lexicon": "WordNet 3.0" if self.lexicon_name == "wordnet" else "the built-in list",
        }

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return f"Game over: {res.reason}" if res is not None else "Game over"
        if self.phase == "reveal":
            return ("Your turn: look through the window" if seat == self.turn
                    else f"Seat {self.turn} looks through the window")
        if self.phase == "vote" and self.disputed is not None:
            said_by, word, _ = self.disputed
            if seat is not None and self.may_vote(seat):
                head = f"Vote: is \"{word}\" a noun?"
            elif seat == said_by:
                head = f"The others vote on your \"{word}\""
            else:
                head = f"The table votes on \"{word}\""
            if self.queued is not None:
                who, q, _ = self.queued
                return f"{head} If it is rejected, seat {who}'s \"{q}\" wins the card."
            if seat is None:
                return head
            return f"{head} A noun the lexicon knows, starting with {self.letter_now()}, may still be said."
        return f"Name a noun starting with {self.letter_now()}!"
