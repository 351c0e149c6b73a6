"""War in players' words: event sentences, prompts, action labels and refusals.

Sentences say "Seat N"; clients put names in (``parlour.tui.narrate.personalize``).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from parlour.cards import CARD_TEXT
from parlour.games.war.rules import cards_to_lay

if TYPE_CHECKING:
    from parlour.games.war.play import War

WAR_NAMES = ("", "war", "double war", "triple war", "quadruple war")


def war_name(war: int) -> str:
    """``1`` -> "war", ``2`` -> "double war" ...: "the players go to double war"."""
    return WAR_NAMES[war] if war < len(WAR_NAMES) else f"war number {war}"


def count(n: int, thing: str = "card") -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {thing}" + ("" if n == 1 else "s")


@functools.cache
def laid(seat: int, down: int, war: int) -> str:
    """One player's sealed cards are down (nobody sees them until both are)."""
    if not war:
        return f"Seat {seat} puts down a card"
    if not down:
        return f"Seat {seat} puts down a last card, to be turned up"
    return f"Seat {seat} puts down {count(down)} face down and one to turn up"


def won(c0: int, c1: int, winner: int, taken: int) -> str:
    return (f"Seat 0 turns up the {CARD_TEXT[c0]}, seat 1 the {CARD_TEXT[c1]}: "
            f"seat {winner} takes {count(taken)}")


def tied(c0: int, c1: int, war: int, down: list[int], able: list[bool]) -> str:
    """The same rank: "the two players go to war" (or cannot)."""
    text = f"Seat 0 turns up the {CARD_TEXT[c0]}, seat 1 the {CARD_TEXT[c1]}: {war_name(war)}!"
    if not all(able):
        return text
    if down == [0, 0]:
        return text + " Each turns up their last card"
    if down[0] == down[1]:
        return text + f" Each puts down {count(down[0])} face down and turns up the next"
    if 0 in down:  # a short player's only card is turned up (RULINGS 20)
        short = down.index(0)
        return (text + f" Seat {1 - short} puts down {count(down[1 - short])} face down and "
                       f"turns up the next; seat {short} turns up its last card")
    return (text + f" Seat 0 puts down {count(down[0])} face down, seat 1 {count(down[1])}, "
                   "then each turns up the next")


def over(game: War) -> str:
    """How the game ended, for the last event, the prompt and the result."""
    w, how, n = game.winner, game.ended, game.battle
    after = f"after {count(n, 'battle')}"
    loser = 1 - w
    if how == "all-cards":
        return f"Seat {w} has captured all 52 cards and wins {after}"
    if how == "cap":
        held = [len(game.stock(s).cards) for s in (0, 1)]
        if w < 0:
            return f"Battle {n} reaches the cap of {game.options.max_battles} battles: a draw"
        return (f"Battle {n} reaches the cap: seat {w} holds more cards ({held[w]} to "
                f"{held[loser]}) and wins")
    if how == "no-cards":
        if w < 0:
            return f"Neither player has a card left for the war: a draw {after}"
        return f"Seat {loser} has no card left for the war: seat {w} takes every card and wins {after}"
    if how == "short":
        return f"Seat {loser} has too few cards for the war: seat {w} takes every card and wins {after}"
    if w < 0:
        return f"Neither player has enough cards for the war, and they hold as many: a draw {after}"
    return (f"Neither player has enough cards for the war; seat {w} holds more, takes every "
            f"card and wins {after}")


def label(game: War, seat: int | None) -> str:
    """The ``flip`` button: what putting down the cards means in this round."""
    if seat is None:
        return "Put down your cards"
    down, _ = cards_to_lay(game.war, len(game.stock(seat).cards), game.options)
    if not game.war:
        return "Put down your top card"
    if not down:
        return "Put down your last card, to be turned up"
    return f"Put down {count(down)} face down and one to turn up"


def prompt(game: War, seat: int | None) -> str:
    if game.is_over():
        return "Game over: " + over(game)
    head = f"Battle {game.battle}" + (f", {war_name(game.war)}" if game.war else "")
    waiting = [s for s in (0, 1) if game.may_flip(s)]
    if seat is None or seat not in waiting:
        return f"{head}: waiting for " + " and ".join(f"seat {s}" for s in waiting)
    return f"{head}: {label(game, seat)[0].lower()}{label(game, seat)[1:]}."


def already_laid(seat: int, battle: int) -> str:
    """Why a second ``flip`` in the same round is refused."""
    return (f"seat {seat} has already put down its cards in battle {battle}: both players' "
            "cards are turned up together once the other player's are down")
