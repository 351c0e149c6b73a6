"""Eleusis bots: the hypothesis space shrinks with every verdict; the player plays right or
informative cards, lays strings only when certain and calls "No play" when nothing fits;
the dealer picks a rule of its difficulty; the Express bot guesses when one hypothesis
dominates; the heuristic beats random play (a small sample here; 1,000 games per variant
in ``benchmarks/bench_eleusis.py``)."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots.base import SeatPort
from parlour.cards import Card
from parlour.engine.rng import Rng
from parlour.games.eleusis import library
from parlour.games.eleusis.bot import (
    Beliefs,
    HeuristicBot,
    certain_string,
    entropy,
    hypotheses,
)


def table(hands: list[list[str]], starter: str, stock: tuple[str, ...] = (), *,
          variant: str = "golden", rule: str = "alternate-colours") -> parlour.Game:
    size = len(hands[0])
    deck = [h[i] for i in range(size) for h in hands] + [starter, *stock]
    g = parlour.new_game("eleusis", len(hands) + 1, variant=variant, deck=deck,
                         options={"hand_size": size, "deals": 1})
    g.apply(g.players - 1, Action("choose", rule=rule))
    return g


def survivors(g: parlour.Game, seat: int | None = None) -> set[str]:
    return {h.name for h in Beliefs().update(g.view(seat))}


def test_every_verdict_shrinks_the_hypothesis_space_and_keeps_the_rule() -> None:
    g = table([["3S", "5H", "7C", "9H"], ["4H", "6S", "8H", "TS"]], "2D",
              tuple(f"{r}C" for r in "23456"))
    before = survivors(g)
    g.apply(0, Action("play", card="3S"))     # right: black after red
    g.apply(1, Action("play", card="8H"))     # right
    after_two = survivors(g)
    g.apply(0, Action("play", card="5H"))     # wrong: red after red
    after_three = survivors(g)
    assert after_three < after_two < before
    assert "alternate-colours" in after_three and "same-colour" not in after_two
    assert "red-only" not in after_two       # the 3♠ was right


def test_a_true_no_play_and_a_wrong_guess_are_evidence_too() -> None:
    g = table([["2S", "3S", "4S", "5S", "6S"], ["2H", "3H", "4H", "5H", "6H"]], "9D",
              ("AC", "KC"), rule="red-only")
    g.apply(0, Action("no_play"))
    alive = survivors(g, 1)
    assert "red-only" in alive and "alternate-colours" not in alive  # spades were all wrong
    e = table([["3S", "4H", "5S"], ["6S", "7H", "8S"]], "9D", variant="express")
    e.apply(0, Action("play", card="3S"))
    e.apply(0, Action("guess", rule="different-suit"))
    assert "different-suit" not in survivors(e, 1)


def test_the_player_plays_a_card_the_survivors_accept() -> None:
    g = table([["3S", "5H", "7C", "9H", "JH"], ["4H", "6S", "8H", "TS", "QS"]], "2D",
              tuple(f"{r}C" for r in "23456789"))
    for seat, card in [(0, "3S"), (1, "8H"), (0, "7C"), (1, "4H")]:   # 4H wrong, 7C right...
        g.apply(seat, Action("play", card=card))
    bot = HeuristicBot(0)
    act = bot.choose(SeatPort(g, 0), True)
    assert act is not None and act.type in ("play", "lay")
    assert act.card in ("5H", "9H", "JH")   # after the 7♣ a red card


def test_entropy_rewards_uncertain_cards() -> None:
    assert entropy(0.5) == 1.0 and entropy(0.0) == entropy(1.0) == 0.0


def test_a_certain_run_is_laid_as_a_string() -> None:
    """Two or more cards that every survivor accepts in turn are laid as a string; with
    fewer the bot plays a single card."""
    g = table([["3S", "5H", "7C", "9H", "JS", "KC"], ["4H", "6S", "8H", "TS", "QS", "2H"]], "2D",
              tuple(f"{r}C" for r in "23456789TJQK"))
    laid = 0
    for seat, card in [(0, "3S"), (1, "4H"), (0, "7C"), (1, "8H"), (0, "JS"), (1, "2H")]:
        bot = HeuristicBot(0)
        if g.actors() == [0]:
            view = g.view(0)
            alive = bot.beliefs.update(view)
            ml = [int(Card.parse(c)) for c in view["mainline"]]
            hand = [int(Card.parse(c)) for z in view["zones"] if z["id"] == "hand:0"
                    for c in z["cards"]]
            run = certain_string(alive, ml, hand, 6)
            act = bot.choose(SeatPort(g, 0), True)
            assert act is not None
            assert (act.type == "lay") == (len(run) >= 2)
            laid += act.type == "lay"
        g.apply(seat, Action("play", card=card))
        if g.view(None)["phase"] == "after":
            g.apply(seat, Action("pass"))
    # a bot whose space holds the rule alone lays its whole certain run, then ends it
    sure = HeuristicBot(0)
    sure.beliefs.space = [h for h in hypotheses() if h.name == "alternate-colours"]
    sure.beliefs.hand_no = g.view(0)["hand_no"]
    assert g.actors() == [0]
    sent = []
    while g.actors() == [0] and g.view(None)["phase"] == "play":
        act = sure.choose(SeatPort(g, 0), True)
        assert act is not None
        sent.append(act.type)
        g.apply(0, act)
    assert sent[0] == "lay" and sent[-1] == "play" and len(sent) >= 2
    assert "Right!" in g.view(1)["verdict"]


def test_no_play_when_no_survivor_accepts_a_card_held() -> None:
    g = table([["2S", "3S", "4S", "5S", "6S", "7S"], ["2H", "3H", "4H", "5H", "6H", "7H"]],
              "9D", tuple(f"{r}C" for r in "23456789"), rule="red-only")
    # evidence: black cards are wrong after red ones, red ones right
    for seat, card in [(0, "2S"), (1, "2H"), (0, "3S"), (1, "3H")]:
        g.apply(seat, Action("play", card=card))
    bot = HeuristicBot(0)
    alive = bot.beliefs.update(g.view(0))
    held = [c for z in g.view(0)["zones"] if z["id"] == "hand:0" for c in z["cards"]]
    ml = [int(Card.parse(c)) for c in g.view(0)["mainline"]]
    none_fit = all(not h.rule.accepts(ml, int(Card.parse(c)))
                   for h in alive for c in held)
    act = HeuristicBot(0).choose(SeatPort(g, 0), True)
    assert (act == Action("no_play")) == none_fit


def test_the_dealer_bot_picks_a_rule_of_its_difficulty() -> None:
    for level in (1, 2, 3, 4):
        g = parlour.new_game("eleusis", 3, seed=level)
        act = HeuristicBot(2, seed=level, difficulty=level).choose(SeatPort(g, 2), True)
        assert act is not None and library.by_name(act.rule).level == level
    h = parlour.new_game("eleusis", 3, variant="human", seed=1)
    act = HeuristicBot(2, difficulty=3).choose(SeatPort(h, 2), True)
    assert act is not None and act.type == "write" and act.text in {r.says for r in library.of_level(3)}


def test_the_express_bot_guesses_when_one_hypothesis_dominates() -> None:
    """At each after-turn choice: a guess of the heaviest survivor when it holds at least
    half the surviving weight, else a pass; a bots-only hand sees guesses."""
    for seed in range(4):
        g = parlour.new_game("eleusis", 3, variant="express", seed=seed, options={"deals": 1})
        bots = {s: HeuristicBot(s, seed=seed) for s in range(3)}
        decisions = []
        while not g.is_over():
            s = g.actors()[0]
            act = bots[s].choose(SeatPort(g, s), True)
            assert act is not None
            if g.view(None)["phase"] == "after":
                alive = Beliefs().update(g.view(s))
                total = sum(h.weight for h in alive)
                top = max(alive, key=lambda h: h.weight) if alive else None
                dominant = top is not None and top.weight * 2 >= total
                assert (act.type == "guess") == dominant
                if dominant:
                    assert top is not None and act.rule == top.name
                decisions.append(act.type)
            g.apply(s, act)
        assert "guess" in decisions


def test_a_prophet_bot_calls_by_its_survivors() -> None:
    """Bots declare themselves prophets once their survivors agree, then call every play by
    the survivors' weighted majority."""
    calls = 0
    for seed in range(6):
        g = parlour.new_game("eleusis", 5, seed=seed, options={"deals": 1})
        bots = {s: HeuristicBot(s, seed=seed, difficulty=1) for s in range(5)}
        while not g.is_over():
            s = g.actors()[0]
            act = bots[s].choose(SeatPort(g, s), True)
            assert act is not None
            view = g.view(s)
            if view["phase"] == "call" and view["pending"]["kind"] == "play":
                alive = Beliefs().update(view)
                ml = [int(Card.parse(c)) for c in view["mainline"]]
                cards = [int(Card.parse(c)) for c in view["pending"]["cards"]]
                yes = sum(h.weight for h in alive if h.rule.accepts_string(ml, cards))
                assert act == Action("call", right=yes * 2 >= sum(h.weight for h in alive))
                calls += 1
            g.apply(s, act)
    assert calls > 0


def test_heuristic_beats_random_in_one_hand_games() -> None:
    wins = losses = 0
    for seed in range(24):
        g = parlour.new_game("eleusis", 3, variant="express" if seed % 3 == 0 else "golden",
                             seed=seed, options={"deals": 1})
        smart = seed % 2
        bots = {2: HeuristicBot(2, seed=seed, difficulty=1 + seed % 4), smart: HeuristicBot(smart, seed=seed)}
        rng = Rng(seed)
        while not g.is_over():
            s = g.actors()[0]
            a = bots[s].choose(SeatPort(g, s), True) if s in bots else rng.choice(g.legal_actions(s))
            g.apply(s, a)  # type: ignore[arg-type]
        r = g.result()
        assert r is not None
        wins += r.scores[smart] > r.scores[1 - smart]
        losses += r.scores[smart] < r.scores[1 - smart]
    assert wins >= 20 and losses <= 2
