"""The search bot tells apart what it observed of its own moves (the card it drew), so a
draw whose value lies in the choice made after seeing the card is valued right; and
progressive widening keeps a rarely visited node on the game policy's move."""

from __future__ import annotations

from typing import Any

from parlour.bots.base import SeatPort
from parlour.bots.search import SearchBot
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores


class ToyGamble(Game):
    """Seat 1 holds a hidden card (A-8, clubs). Seat 0 may ``stand`` on 4.5 points, or
    ``draw`` a card it alone sees and then bet ``high`` (score: the card) or ``low``
    (score: 9 minus the card). The higher score wins; seat 1 never moves.

    Standing wins half the time; drawing then betting on the side the card favours
    wins about three times in four, but either bet made blind to the card wins less
    than half the time: a search that fuses all drawn cards into one node stands."""

    name = "toy-gamble"
    title = "Toy Gamble"
    min_players = max_players = 2
    timing = "turn"
    ACTIONS = {"stand": {}, "draw": {}, "high": {}, "low": {}}

    def setup(self) -> None:
        pack = self.new_pack([Card.make(r, 0) for r in range(1, 9)])
        self.zone("hand1", "hand", 1).push(pack.pop(), known=2)
        self.zone("stock", "pile").fill(pack)
        self.zone("drawn", "hand", 0)
        self.stage = "choose"
        self.score = 0.0

    def _actors(self) -> list[int]:
        return [] if self.is_over() else [0]

    def _waiting(self) -> list[int]:
        return self._actors()

    def _legal(self, seat: int) -> list[Action]:
        if seat != 0 or self.is_over():
            return []
        if self.stage == "choose":
            return [Action("stand"), Action("draw")]
        return [Action("high"), Action("low")]

    def _stage(self, seat: int, stage: str) -> None:
        self.require(seat == 0 and self.stage == stage, "not now")

    def verify_stand(self, seat: int, action: Action) -> None:
        self._stage(seat, "choose")

    verify_draw = verify_stand

    def verify_high(self, seat: int, action: Action) -> None:
        self._stage(seat, "bet")

    verify_low = verify_high

    def do_draw(self, seat: int, _: None) -> list[Event]:
        card = self.zones["stock"].move_to(self.zones["drawn"], known=1)
        self.stage = "bet"
        return [Event("draw", 0, secret={"card": str(card)}, to=1)]

    def do_stand(self, seat: int, _: None) -> list[Event]:
        return self._end("stand", 4.5)

    def do_high(self, seat: int, _: None) -> list[Event]:
        return self._end("high", float(self._drawn().rank))

    def do_low(self, seat: int, _: None) -> list[Event]:
        return self._end("low", float(9 - self._drawn().rank))

    def _drawn(self) -> Card:
        c = self.zones["drawn"].cards[0]
        assert c is not None
        return c

    def _end(self, what: str, score: float) -> list[Event]:
        self.score = score
        self.stage = "over"
        return [Event(what, 0)]

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"stage": self.stage}

    def is_over(self) -> bool:
        return self.stage == "over"

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        h = self.zones["hand1"].cards[0]
        assert h is not None
        sc = [self.score, float(h.rank)]
        winners = [0] if sc[0] > sc[1] else ([1] if sc[1] > sc[0] else [])
        return Result(sc, winners, placing_from_scores(sc, False))


def test_a_draw_is_valued_by_the_best_bet_for_each_card_seen() -> None:
    """Observed outcomes of the bot's own moves split its tree: it draws."""
    draws = sum(SearchBot(0, seed=s, iterations=300, score_weight=0.0, split=True)
                .choose(SeatPort(ToyGamble(2, seed=s), 0), True) == Action("draw")
                for s in range(10))
    assert draws == 10


def test_without_splitting_the_drawn_cards_fuse_and_the_draw_is_undervalued() -> None:
    """The single-observer tree without outcome splitting (``split=False``) averages
    both bets over every card: the draw looks no better than standing (about 0.48
    against a true 0.75), where the split tree sees most of its worth."""
    for s in range(4):
        means = {}
        for split in (True, False):
            bot = SearchBot(0, seed=s, iterations=300, score_weight=0.0, split=split)
            bot.choose(SeatPort(ToyGamble(2, seed=s), 0), True)
            means[split] = bot.last_stats["means"]["Action('draw')"]
        assert means[True] > 0.6 > 0.55 > means[False]


def test_after_drawing_it_bets_on_the_side_the_card_favours() -> None:
    for card, bet in (("7C", "high"), ("2C", "low")):
        g = ToyGamble(2, seed=1, deck=["AC", card])  # seat 1's card, then the stock's top
        g.apply(0, Action("draw"))
        bot = SearchBot(0, seed=1, iterations=100, split=True)
        assert bot.choose(SeatPort(g, 0), True) == Action(bet)


def _bet_policy(g: Game, seat: int, legal: list[Action], rng: Any) -> Action:
    """A playout policy that draws and bets on the side the drawn card favours."""
    if legal[0].type in ("stand", "draw"):
        return legal[-1]
    c = g.zones["drawn"].cards[0]
    assert c is not None
    return Action("high") if c.rank > 4 else Action("low")


def test_widening_keeps_rarely_visited_nodes_on_the_policy_move() -> None:
    """With few visits per drawn card, ``widen=4`` tries the policy's bet first and a
    second bet only after 4 visits: the draw is valued nearer its worth (0.71 with
    the right bet) than when every bet is tried at once (``widen=0``)."""
    mean = {}
    for widen in (4, 0):
        total = 0.0
        for s in range(10):
            bot = SearchBot(0, seed=s, iterations=60, score_weight=0.0, split=True,
                            widen=widen, rollout_policy=_bet_policy)
            bot.choose(SeatPort(ToyGamble(2, seed=s), 0), True)
            total += bot.last_stats["means"]["Action('draw')"]
        mean[widen] = total / 10
    assert mean[4] > mean[0] + 0.04  # measured 0.62 and 0.55


def test_widening_must_be_positive_or_off() -> None:
    import pytest

    with pytest.raises(ValueError):
        SearchBot(0, widen=-1)
    assert SearchBot(0, widen=0).widen == 0
