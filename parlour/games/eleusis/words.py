"""Eleusis in players' words: event sentences, prompts, labels, refusals.

Sentences say "Seat N"; clients put names in.
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import face


def count(n: int, thing: str = "card") -> str:
    return f"{n} {thing}" + ("" if n == 1 else "s")


def faces(cards: Sequence[int]) -> str:
    return " ".join(face(c) for c in cards)


def play_words(cards: Sequence[int]) -> str:
    """"the 7♥" or "the string 7♥ 8♣ 9♥"."""
    if len(cards) == 1:
        return f"the {face(cards[0])}"
    return f"the string {faces(cards)}"


# ----- events ------------------------------------------------------------------------------
def chose(dealer: int, hand: int, commitment: str, human: bool) -> str:
    how = "writes down" if human else "chooses"
    return (f"Hand {hand}: seat {dealer} deals and {how} a secret rule, sealed as "
            f"{commitment[:12]}…")


def starter(card: int, first: int) -> str:
    return f"The starter is the {face(card)}; seat {first} plays first"


def laid(seat: int, card: int) -> str:
    return f"Seat {seat} lays the {face(card)} as part of a string"


def played(seat: int, cards: Sequence[int]) -> str:
    return f"Seat {seat} plays {play_words(cards)}"


def no_play(seat: int, hand: Sequence[int]) -> str:
    return f"Seat {seat} calls \"No play\" and shows {faces(hand)}"


def prophet_calls(prophet: int, verdict: str) -> str:
    return f"Prophet (seat {prophet}): \"{verdict}\""


def verdict(judge: str, right: bool, seat: int, cards: Sequence[int]) -> str:
    what = play_words(cards)
    what = what[:1].upper() + what[1:]
    if right:
        return f"{judge}: \"Right!\" {what} joins the mainline"
    return f"{judge}: \"Wrong!\" {what} goes to the sideline"


def dealt(n: int, owed: int) -> str:
    """``n`` cards dealt of ``owed`` (fewer when the stock and the spare decks are spent)."""
    return count(n) if n >= owed else f"{n} of {count(owed)} (the stock is spent)"


def penalised(seat: int, n: int, owed: int | None = None) -> str:
    return f"seat {seat} is dealt {dealt(n, n if owed is None else owed)}"


def no_play_true(judge: str, seat: int, new: int) -> str:
    if new:
        return (f"{judge}: \"No play\" is true: seat {seat}'s hand goes under the stock and a "
                f"new hand of {count(new)} is dealt")
    return f"{judge}: \"No play\" is true with seat {seat}'s last few cards: the hand is over"


def no_play_false(judge: str, seat: int, card: int) -> str:
    return (f"{judge}: \"No play\" is false: the {face(card)} could be played and goes to "
            "the mainline")


def correct(dealer: int) -> str:
    return f"Dealer (seat {dealer}): \"Correct\""


def deposed(prophet: int, n: int, owed: int | None = None) -> str:
    return (f"The dealer overrules the prophet: seat {prophet} is a false prophet. Seat "
            f"{prophet} is dealt {dealt(n, n if owed is None else owed)} and picks up their "
            "hand; the marker comes off the mainline")


def immune(seat: int) -> str:
    return f"Seat {seat} overthrew the prophet: no penalty and no expulsion for that play"


def expelled(seat: int) -> str:
    return f"Seat {seat} is expelled from this hand (a wrong play in the expulsion period)"


def became_prophet(seat: int, card: int) -> str:
    return (f"Seat {seat} becomes the prophet: the marker goes on the {face(card)}, and "
            "from now on the prophet calls the plays")


def guessed(seat: int, text: str) -> str:
    return f"Seat {seat} guesses the rule: {text}"


def guess_verdict(judge: str, right: bool) -> str:
    return f"{judge}: \"{'Right' if right else 'Wrong'}\" - " + (
        "that is the rule" if right else "that is not the rule")


def decks_added(n: int) -> str:
    return f"The stock is low: a fresh deck goes under it ({count(n)} in the stock)"


def hand_over(hand: int, how: str, scores: dict[int, int], rule: str) -> str:
    shown = ", ".join(f"seat {s} {v}" for s, v in sorted(scores.items()))
    return f"Hand {hand} is over ({how}). The rule was: {rule}. Scores: {shown}"


ENDINGS = {
    "no-play": "a true \"no play\" with four or fewer cards",
    "no-play-express": "a true \"no play\" with the last card",
    "out": "a player has no cards left",
    "expelled": "every player is expelled",
    "guessed": "the rule was guessed",
    "limit": "the turn limit",
}


def won(winners: Sequence[int], totals: Sequence[int], hands: int) -> str:
    best = totals[winners[0]] if winners else 0
    who = " and ".join(f"Seat {w}" for w in winners)
    return f"{who} {'win' if len(winners) > 1 else 'wins'} with {best} points after {count(hands, 'hand')}"


# ----- prompts and labels ------------------------------------------------------------------
def prompt(seat: int | None, phase: str, turn: int, judge: int, dealer: int, human: bool,
           offered: set[str] | frozenset[str] = frozenset(),
           judged: tuple[str, int] = ("play", -1)) -> str:
    """What ``seat`` is asked to do; ``offered``: the action types the turn's player has
    after a play (the prophet and a guess are offered only when allowed); ``judged``: the
    pending call's kind (``play``, ``no_play``, ``guess``) and who made it."""
    if phase == "over":
        return "The match is over"
    if phase == "rule":
        if seat == dealer:
            return ("Write your secret rule: it is sealed until the end of the hand" if human
                    else "Choose the secret rule for this hand")
        return f"Seat {dealer} is choosing a secret rule"
    if phase in ("call", "judge"):
        kind, caller = judged
        what = {"no_play": f"seat {caller}'s \"No play\"", "guess": f"seat {caller}'s guess"}.get(
            kind, "the play")
        if seat == judge:
            return f"Right or wrong? Judge {what}"
        return f"Seat {judge} is judging {what}"
    if phase == "after":
        if seat == turn:
            choices = [text for kind, text in (("prophet", "declare yourself the prophet"),
                                               ("guess", "guess the rule")) if kind in offered]
            return (", ".join(choices) + ("," if len(choices) > 1 else "") + " or pass"
                    ).capitalize() if choices else "Pass"
        return f"Seat {turn} may speak up before the next turn"
    if seat == turn:
        return "Your turn: play a card (or lay a string), or call \"No play\""
    return f"Seat {turn} to play"


def label_play(card: int, string: bool) -> str:
    return f"Play the {face(card)}" + (" to end the string" if string else "")


def label_lay(card: int) -> str:
    return f"Lay the {face(card)} in a string"


def label_no_play_false(card: int) -> str:
    return f"\"No play\" is false: the {face(card)} plays"


# ----- refusals ----------------------------------------------------------------------------
def not_your_turn(turn: int) -> str:
    return f"it is seat {turn}'s turn"


def not_held(card: object) -> str:
    return f"you do not hold the {card}"


def not_judge(judge: int) -> str:
    return f"seat {judge} judges this play"


def wrong_phase(what: str) -> str:
    return f"no {what} now"


def not_in_hand(card: object) -> str:
    return f"the {card} is not in the exposed hand"
