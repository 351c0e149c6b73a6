"""Two-handed Pinochle play: the deal and turn-up, phase one (tricks, melds, drawing),
phase two (follow, trump, beat a trump lead), counting, rounding and the match.

The rules and rulings are documented in :mod:`parlour.games.pinochle`. Shared mechanics:
melds and their reuse :mod:`parlour.rules.melds`, the trick winner
:func:`parlour.rules.tricks.trick_winner` (duplicate cards share a strength, the first
played wins), the match :class:`parlour.rules.match.Match`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import CARD_TEXT, SUIT_WORDS, Card
from parlour.engine.actions import Action, CardParam, Text
from parlour.engine.declare import SearchHooks
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.pinochle import bot as heuristic
from parlour.games.pinochle import words
from parlour.games.pinochle.present import PRESENTATION
from parlour.games.pinochle.rules import (
    CARD,
    DEAL,
    DRAW,
    EXCHANGE,
    HAND_ID,
    MELD_ACTION,
    MELD_ID,
    MELD_NAMES,
    MELDS,
    PACK,
    PLAY,
    SEATS,
    STOCK,
    STRENGTH,
    UPCARD,
    WON_ID,
    PinochleOptions,
    card_points,
    rounded,
)
from parlour.rules.match import Goal, Match
from parlour.rules.melds import MeldRecord, choose_cards
from parlour.rules.sorting import sift_last, sort_hand
from parlour.rules.tricks import SUIT, trick_winner

TRICKS = 24
"""Tricks in a hand: twelve while the stock lasts, twelve after."""
SORT = tuple(SUIT[c] * 64 + STRENGTH[c] for c in range(1024))


def phase_two_playable(hand: list[Card], led: int, trump: int) -> list[Card]:
    """"the player who does not lead off is required to follow suit, if possible, and if
    not, must play a trump; if trumps are led, a higher trump must be played" (RULINGS 22:
    beat a trump lead if able, else any trump)."""
    suit = SUIT[led]
    same = [c for c in hand if SUIT[c] == suit]
    if same:
        if suit == trump:
            return [c for c in same if STRENGTH[c] > STRENGTH[led]] or same
        return same
    return [c for c in hand if SUIT[c] == trump] or list(hand)


def _distinct(cards: list[Card]) -> list[Action]:
    """``play`` for each face among ``cards`` once (the two copies are one action)."""
    return list({c & 127: PLAY[c & 127] for c in cards}.values())


class Pinochle(Game):
    """Two-handed Pinochle (see :mod:`parlour.games.pinochle` for the rules and rulings)."""

    name = "pinochle"
    title = "Pinochle (two-handed)"
    family = "trick-taking"
    summary = ("Two players, a 48-card pack of two decks from nine to ace: win tricks, meld "
               "sets of cards from the table, and pass 1,000 points.")
    min_players = 2
    max_players = 2
    Options = PinochleOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed text with RULINGS 22: pass 1,000 at the end of a hand", {}),
        "reach-1000": ("Reaching 1,000 is enough (RULINGS 22, win_comparator=gte)",
                       {"win_comparator": "gte"}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "play": {"card": CardParam([str(c) for c in PACK[:24]])},
        "meld": {"meld": Text(list(MELD_NAMES))},
        "exchange": {}, "draw": {}, "deal": {},
    }
    COPY_FIELDS = ("scores", "meld_points", "history", "match", "meld_record", "dixed")
    presentation = PRESENTATION
    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy,
                         rollout_value=heuristic.rollout_value,
                         options=heuristic.SEARCH_OPTIONS)

    options: PinochleOptions
    zones: dict[str, Zone]  # type: ignore[assignment]  # no grids
    phase: str
    """``one`` (tricks with the stock), ``meld`` (the trick's winner melds, then draws),
    ``two`` (the last twelve tricks), ``scored`` (the next dealer deals) or ``over``."""
    turn: int
    leader: int
    trump: int
    scores: list[int]
    meld_points: list[int]
    """Points melded this hand, per seat (the dealer's dix included)."""
    history: list[dict[str, Any]]
    match: Match
    target: int
    """The score to pass: the option's, raised while both players pass it."""
    meld_record: MeldRecord
    melded: bool
    """The trick's winner has made its meld for this trick (the dix aside)."""
    tricks_played: int
    dixed: list[int]
    """The nines of trumps that have scored as the dix this hand (a turned-up nine, a
    melded or exchanged one): each scores once (P4)."""
    exchanged: bool
    """The turned-up card has been exchanged for the dix (once a hand, P4)."""

    # ----- zones ---------------------------------------------------------------------------
    def hand(self, seat: int) -> Zone:
        return self.zones[HAND_ID[seat]]

    def melds(self, seat: int) -> Zone:
        return self.zones[MELD_ID[seat]]

    @property
    def dealer(self) -> int:
        return self.match.dealer

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        for s in range(SEATS):
            self.zone(HAND_ID[s], "hand", s, layout="hand")
        for s in range(SEATS):
            self.zone(MELD_ID[s], "meld", s, layout="row")
        self.zone(STOCK, "pile", layout="stack")
        self.zone(UPCARD, "pile", layout="pile")
        self.zone("trick", "trick", layout="trick")
        for s in range(SEATS):  # face down and never shown again (a memory zone)
            self.zone(WON_ID[s], "pile", s, layout="tricks", memory=True)
        self.scores = [0, 0]
        self.history = []
        self.target = self.options.target
        self.meld_record = MeldRecord()
        self.match = Match(SEATS, Goal(), dealer=self.rng.below(SEATS))  # RULINGS 22: random
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal twelve cards to each player, either three or four at a
        time. The 25th card of the deck is turned face up"; the rest is the stock."""
        hand_no = self.match.next_deal()
        for z in self.zones.values():
            z.clear()
        top = self.new_pack(list(PACK))[::-1]
        d = self.dealer
        b = self.options.deal_batch
        held: list[list[Card]] = [[], []]
        i = 0
        while i < 24:
            for k in (1, 0):  # the non-dealer first
                s = (d + k) % SEATS
                n = min(b, 12 - len(held[s]))
                held[s] += top[i:i + n]
                i += n
        for s in range(SEATS):
            self.hand(s).fill(held[s], False, 1 << s)
            sort_hand(self.hand(s), SORT)
        up = top[24]
        self.zones[UPCARD].fill([up], True, self.everyone)
        self.zones[STOCK].fill(top[25:][::-1])  # its top (the end) is the 26th card
        self.trump = SUIT[up]
        self.meld_points = [0, 0]
        self.meld_record.clear()
        self.melded = False
        self.tricks_played = 0
        self.exchanged = False
        self.dixed = [int(up)] if up & 15 == 9 else []
        self.leader = self.turn = (d + 1) % SEATS
        self.phase = "one"
        events = [Event("deal", None, {"hand": hand_no, "dealer": d, "trump": SUIT_WORDS[self.trump],
                                       "upcard": CARD_TEXT[up],
                                       "text": words.dealt(hand_no, d, up)})]
        if up & 15 == 9:  # "If the 25th card is a 9, the dealer immediately scores 10 points."
            self._score(d, 10)
            events.append(Event("dix", d, {"points": 10, "text": words.dealer_dix(d)}))
        return events

    def _score(self, seat: int, points: int) -> None:
        self.scores[seat] += points
        self.meld_points[seat] += points

    # ----- who acts ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [self.turn]

    def _waiting(self) -> list[int]:
        return [self.turn]

    # ----- legal actions -------------------------------------------------------------------
    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        phase = self.phase
        if phase == "one":
            return _distinct(self.zones[MELD_ID[seat]].cards + self.zones[HAND_ID[seat]].cards)
        if phase == "two":
            return _distinct(self._playable_two(seat))
        if phase == "meld":
            hand, table, rec = self.hand(seat).cards, self.melds(seat).cards, self.meld_record
            out = []
            if not self.melded:
                faces = {c & 127 for c in hand} | {c & 127 for c in table}
                out = [MELD_ACTION[m.name] for m in MELDS[self.trump]
                       if m.name != "dix" and faces.issuperset(m.faces)
                       and choose_cards(m, hand, table, rec) is not None]
            if self._dix_in_hand(seat) is not None:
                out.append(MELD_ACTION["dix"])
            if self.zones[UPCARD].cards and not self.exchanged and self._dix_in_hand(seat) is not None:
                out.append(EXCHANGE)  # the predicate of _exchange_refusal, without its words
            return [*out, DRAW]
        if phase == "scored":
            return [DEAL]
        return []

    def _playable_two(self, seat: int) -> list[Card]:
        hand = self.hand(seat).cards
        trick = self.zones["trick"].cards
        return phase_two_playable(hand, trick[0], self.trump) if trick else list(hand)

    def _meld_refusal(self, seat: int, name: str) -> str | None:
        table = MELDS[self.trump]
        if name not in table:
            return words.no_such_meld(name, self.trump)
        if name != "dix" and self.melded:
            return "you have already melded for this trick (only the dix may be added)"
        meld = table[name]
        if name == "dix":
            if self._dix_in_hand(seat) is None:
                return f"you hold no 9 of {SUIT_WORDS[self.trump]} that has not scored as the dix"
            return None
        if choose_cards(meld, self.hand(seat).cards, self.melds(seat).cards, self.meld_record) is None:
            return words.cannot_meld(meld)
        return None

    def _exchange_refusal(self, seat: int) -> str | None:
        if not self.zones[UPCARD].cards:
            return "the turned-up card has been taken"
        if self.exchanged:
            return "the dix has already been exchanged for the turned-up card this hand"
        nine = self._dix_in_hand(seat)
        if nine is None:
            return f"you hold no 9 of {SUIT_WORDS[self.trump]} (the dix) in your hand"
        return None

    def _dix_in_hand(self, seat: int) -> Card | None:
        face = 9 | self.trump << 4
        return next((c for c in self.hand(seat).cards if c & 127 == face and c not in self.dixed),
                    None)

    # ----- checks --------------------------------------------------------------------------
    def _turn_check(self, seat: int, phases: tuple[str, ...], doing: str) -> None:
        if self.phase not in phases:
            raise IllegalAction(words.out_of_phase(self.phase, doing))
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {seat}'s")

    def verify_play(self, seat: int, action: Action) -> tuple[Zone, int]:
        phase = self.phase
        if seat != self.turn or (phase != "one" and phase != "two"):
            self._turn_check(seat, ("one", "two"), "play")
        face = CARD[action.params[0][1]]
        hand = self.zones[HAND_ID[seat]]
        if phase == "one":
            # "they may play cards either from their hand or from their exposed, melded
            # cards" (P2: a melded copy is played before a held one)
            where = self._copy_of(seat, face)
            if where is None:
                raise IllegalAction(f"you hold no {words.card(face)} in your hand or melds")
            return where
        if not any(c & 127 == face for c in hand.cards):
            raise IllegalAction(f"you hold no {words.card(face)}")
        if not any(c & 127 == face for c in self._playable_two(seat)):
            raise IllegalAction(words.phase_two_refusal(self.zones["trick"].cards[0], self.trump,
                                                        hand.cards))
        return hand, self._held_copy(hand, face)

    def _held_copy(self, hand: Zone, face: int) -> int:
        """The index of a held ``face`` (of the two copies, the one the opponent knows, if
        it knows one: playing the hidden twin would reveal that a second copy was held)."""
        i = hand.most_known(lambda c: c & 127 == face)
        assert i is not None  # the caller checked
        return i

    def _copy_of(self, seat: int, face: int) -> tuple[Zone, int] | None:
        """Where ``seat``'s ``face`` is played from in phase one: a melded copy first (P2),
        else the held copy the opponent knows best (:meth:`_held_copy`)."""
        melds, hand = self.melds(seat), self.hand(seat)
        for i, c in enumerate(melds.cards):
            if c & 127 == face:
                return melds, i
        if any(c & 127 == face for c in hand.cards):
            return hand, self._held_copy(hand, face)
        return None

    def verify_meld(self, seat: int, action: Action) -> str:
        self._turn_check(seat, ("meld",), "meld")
        name: str = action.params[0][1]
        why = self._meld_refusal(seat, name)
        if why is not None:
            raise IllegalAction(why)
        return name

    def verify_exchange(self, seat: int, action: Action) -> None:
        self._turn_check(seat, ("meld",), "exchange the dix")
        why = self._exchange_refusal(seat)
        if why is not None:
            raise IllegalAction(why)

    def verify_draw(self, seat: int, action: Action) -> None:
        self._turn_check(seat, ("meld",), "draw")

    def verify_deal(self, seat: int, action: Action) -> None:
        self._turn_check(seat, ("scored",), "deal")

    # ----- tricks --------------------------------------------------------------------------
    def do_play(self, seat: int, where: tuple[Zone, int]) -> list[Event]:
        zone, index = where
        trick = self.zones["trick"]
        card = zone.cards[index]
        if zone.kind == "meld":
            self.meld_record.forget(card)  # "This card takes no part in further melding"
        zone.move_to(trick, index, True, self.everyone)
        event = Event("play", seat, {"card": CARD_TEXT[card]})
        if len(trick.cards) < SEATS:
            self.turn = 1 - seat
            return [event]
        return [event, *self._gather()]

    def _gather(self) -> list[Event]:
        """"The trick is won by the card led unless the other player's card is a higher
        card of the same suit, or a trump card"; the winner "places it face down in front of
        them—these cards are out of play and cannot be consulted"."""
        trick = self.zones["trick"]
        i = trick_winner(trick.cards, self.trump, STRENGTH)
        win = (self.leader + i) % SEATS
        won = self.zones[WON_ID[win]]
        trick.move_to(won, 0, False)  # face down, the leader's card first
        trick.move_to(won, 0, False)
        self.tricks_played += 1
        self.leader = self.turn = win
        events = [Event("trick", win, {"text": f"Seat {win} wins the trick"})]
        if self.phase == "one":
            self.phase = "meld"
            self.melded = False
            return events
        if self.tricks_played < TRICKS:
            return events
        return events + self._score_hand(win)

    # ----- melding and drawing ---------------------------------------------------------------
    def do_meld(self, seat: int, name: str) -> list[Event]:
        meld = MELDS[self.trump][name]
        hand, table = self.hand(seat), self.melds(seat)
        if name == "dix":
            nine = self._dix_in_hand(seat)
            assert nine is not None  # verified
            self.dixed.append(int(nine))
            pick: list[tuple[int, bool]] | None = [(nine, True)]
        else:
            pick = choose_cards(meld, hand.cards, table.cards, self.meld_record)
        assert pick is not None  # verified
        used: list[int] = []
        for card, from_hand in pick:
            if from_hand:
                # the dix is the very nine not yet used as one; of any other card the held
                # copies are alike (none was melded yet), so the one the opponent knows
                # goes down (_held_copy)
                i = hand.cards.index(Card(card)) if name == "dix" else self._held_copy(hand, card & 127)
                card = hand.move_to(table, i, up=True, known=self.everyone)
            used.append(card)
        self.meld_record.add(meld, used)
        if name != "dix":
            self.melded = True
        self._score(seat, meld.value)
        shown = [CARD_TEXT[c] for c in used]
        return [Event("meld", seat, {"meld": name, "cards": shown, "points": meld.value,
                                     "text": words.melded(seat, meld, shown)})]

    def do_exchange(self, seat: int, _: None) -> list[Event]:
        """"take the 25th card from under the stock and exchange it with the dix, taking
        the exposed card into their hand; doing so scores 10 points"."""
        nine = self._dix_in_hand(seat)
        assert nine is not None
        up, hand = self.zones[UPCARD], self.hand(seat)
        taken = up.cards[0]
        self.dixed.append(int(nine))
        self.exchanged = True
        hand.move_card(nine, up, up=True, known=self.everyone)
        up.move_to(hand, 0, up=False, known=self.everyone)
        self._sort(hand)
        self._score(seat, 10)
        return [Event("exchange", seat, {"card": CARD_TEXT[taken], "points": 10,
                                         "text": words.exchanged(seat, taken)})]

    def do_draw(self, seat: int, _: None) -> list[Event]:
        """"The winner of the trick then draws one card from the stock, followed by the
        player that did not win the trick"; the last stock card is shown first, the loser
        takes the turned-up card, and the melds go back to the hands (phase two)."""
        stock, other = self.zones[STOCK], 1 - seat
        if len(stock.cards) > 1:
            for s in (seat, other):
                hand = self.zones[HAND_ID[s]]
                stock.move_to(hand, -1, None, 1 << s)
                sift_last(hand, SORT)
            self.phase = "one"
            return [Event("draw", seat, {"text": f"Seat {seat} and seat {other} draw"})]
        last = stock.cards[-1]
        stock.move_to(self.hand(seat), up=False, known=self.everyone)
        up = self.zones[UPCARD]
        upcard = up.cards[0]
        up.move_to(self.hand(other), up=False, known=self.everyone)
        for s in range(SEATS):
            self.melds(s).move_all(self.hand(s), up=False)
            self._sort(self.hand(s))
        self.meld_record.clear()
        self.phase = "two"
        return [Event("draw", seat, {"last": CARD_TEXT[last], "upcard": CARD_TEXT[upcard],
                                     "text": words.last_draw(seat, last, other, upcard)})]

    @staticmethod
    def _sort(hand: Zone) -> None:
        sort_hand(hand, SORT)

    # ----- scoring -------------------------------------------------------------------------
    def _score_hand(self, last: int) -> list[Event]:
        """"The winner of the final trick of the hand scores ten points"; each player's
        won cards are counted (A 11, 10 10, K 4, Q 3, J 2, 9 0), rounded, and added."""
        tally = [card_points(self.zones[WON_ID[s]].cards) + (10 if s == last else 0)
                 for s in range(SEATS)]
        points = [rounded(t, self.options.round_up_from) for t in tally]
        for s in range(SEATS):
            self.scores[s] += points[s]
        line = {"hand": self.match.deals, "dealer": self.dealer, "trump": SUIT_WORDS[self.trump],
                "melds": self.meld_points[:], "tally": tally, "points": points,
                "last_trick": last, "scores": self.scores[:]}
        self.history.append(line)
        events = [Event("score", None, {"tally": tally, "points": points, "scores": self.scores[:],
                                        "text": words.scored(line)})]
        verdict = self._verdict()
        if verdict is not None:
            self.match.over = True
            self.match.verdict = verdict
            self.phase = "over"
            return events
        self.match.hand_scored([0, 0])  # the end is _verdict's; the deal passes
        self.phase = "scored"
        self.turn = self.dealer
        return events

    def _passes(self, score: int) -> bool:
        return score > self.target if self.options.win_comparator == "gt" else score >= self.target

    def _verdict(self) -> str | None:
        """"Game play continues until one player exceeds 1,000 points at the end of a hand.
        If both players exceeded 1,000, then regardless of who is ahead, game play
        continues, with the target score now 1,250, and then 1,500" (P8: one raise at the
        end of each hand in which both pass, and play goes on)."""
        if all(self._passes(s) for s in self.scores):
            self.target += self.options.raise_by
        elif any(self._passes(s) for s in self.scores):
            return "target"
        if self.options.deals and self.match.deals >= self.options.deals:
            return "deals"
        return None

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        s = self.scores
        scores = [float(x) for x in s]
        details = {"hands": [dict(h) for h in self.history], "target": self.target}
        if s[0] == s[1]:
            return Result(scores, [], [1, 1], words.drawn(s[0], self.match.deals), details)
        win = 0 if s[0] > s[1] else 1
        return Result(scores, [win], placing_from_scores(scores),
                      words.won(win, self.match.verdict or "deals", s, self.target), details)

    # ----- views ---------------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        trick = self.zones["trick"].cards
        return {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "hand": self.match.deals, "trump": SUIT_WORDS[self.trump],
            "scores": self.scores[:], "meld_points": self.meld_points[:],
            "target": self.target, "melded": self.melded,
            "trick_seats": [(self.leader + i) % SEATS for i in range(len(trick))],
            "tricks_won": [len(self.zones[WON_ID[s]].cards) // 2 for s in range(SEATS)],
            "prompt": self._prompt(seat),
        }

    def _prompt(self, seat: int | None) -> str:
        phase, t = self.phase, self.turn
        if phase == "over":
            res = self.result()
            return f"Game over: {res.reason}" if res else "Game over"
        if seat != t:
            doing = {"one": "play a card", "two": "play a card",
                     "meld": "meld or draw (it won the trick)",
                     "scored": "deal the next hand"}.get(phase, "act")
            if phase in ("one", "two") and not self.zones["trick"].cards:
                doing = "lead"
            return f"Waiting for seat {t} to {doing}."
        if phase == "one":
            return ("Your lead: play any card from your hand or your melds." if not
                    self.zones["trick"].cards else
                    "Play any card from your hand or your melds (no need to follow suit).")
        if phase == "meld":
            return self._meld_prompt(seat)
        if phase == "two":
            return ("Your lead." if not self.zones["trick"].cards else
                    "Follow suit, else trump; on a trump lead, beat it if you can.")
        return "The hand is scored: deal the next hand."

    def _meld_prompt(self, seat: int) -> str:
        """What the trick's winner may do now, from its legal actions (one meld a trick,
        the dix besides; the exchange once a hand)."""
        legal = self.legal_actions(seat)
        melds = {a.meld for a in legal if a.type == "meld"}
        ways = (["meld"] if melds - {"dix"} else []) + (["meld the dix"] if "dix" in melds else [])
        ways += ["exchange the dix"] if any(a.type == "exchange" for a in legal) else []
        if not ways:
            return "You won the trick: draw (nothing more to meld)."
        return f"You won the trick: {', '.join(ways)} or draw."

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "play":
            return f"Play {words.card(CARD[action.params[0][1]])}"
        if t == "meld":
            name = action.params[0][1]
            return words.meld_label(MELDS[self.trump][name]) if name in MELDS[self.trump] else name
        return words.LABELS.get(t, super().label(action, seat))

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type != "play" or seat is None:
            return []
        where = self._copy_of(seat, CARD[action.params[0][1]])
        return [] if where is None else [{"zone": where[0].id, "index": where[1]}]
