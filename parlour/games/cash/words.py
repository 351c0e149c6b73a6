"""Cash's sentences for people (card names and plurals from :mod:`parlour.cards`)."""

from __future__ import annotations

from parlour.cards import face as face  # re-exported: play.py words its labels with it
from parlour.games.cash.rules import GESTURES


def seat(s: int) -> str:
    return f"Seat {s}"


def team_name(t: int, players: int) -> str:
    return f"seats {t} and {t + players // 2}"


def call(name: str) -> str:
    return name.capitalize() + "!"


def dealt(hand: int, dealer: int) -> str:
    return (f"Hand {hand}: {seat(dealer)} deals four cards to each player and four face down "
            "to the board. Partnerships, agree your secret signal.")


def agreed(s: int) -> str:
    return f"{seat(s)}'s partnership has agreed its signal in private"


def you_agreed(i: int) -> str:
    return f"Your partnership's signal: your partner {GESTURES[i]}"


def counting(holder: int) -> str:
    return f"{seat(holder)} counts \"3...2...1...\""


def go() -> str:
    return "GO! The board is face up"


def swapped(s: int, take: int, give: int) -> str:
    return f"{seat(s)} takes the {face(take)}, putting down the {face(give)}"


def gestured(s: int, i: int) -> str:
    return f"{seat(s)} {GESTURES[i]}"


def done(s: int) -> str:
    return f"{seat(s)} wants nothing on the board"


def refreshed(holder: int, left: int) -> str:
    noun = "card" if left == 1 else "cards"
    return (f"Nobody wants the board: {seat(holder)} clears it, dealing a new one face down "
            f"and passing the stock ({left} {noun}) left")


def real_deal() -> str:
    return "The stock has run out: a real deal, the hand is a draw"


def cashed(s: int, name: str, ok: bool, holder: int, players: int) -> str:
    said = f"{seat(s)} calls \"{call(name)}\""
    team = team_name(s % (players // 2), players)
    if ok:
        return f"{said}, and {seat(holder)} shows four of a kind: {team} win the hand"
    return f"{said}, but {seat(holder)} has no four of a kind: {team} lose the hand"


def countered(s: int, name: str, target: str, ok: bool) -> str:
    said = f"{seat(s)} calls \"Counter {name}!\" against {target}"
    if ok:
        return said + ": they hold four of a kind, and the counter wins the hand"
    return said + ": no four of a kind there, and the counter loses the hand"


def spelling(spelt: list[str], players: int) -> str:
    """Each partnership's letters so far: "seats 0 and 2: CA; seats 1 and 3: -"."""
    return "; ".join(f"{team_name(t, players)}: {w or '-'}" for t, w in enumerate(spelt))


def lettered(spelt: list[str], players: int) -> str:
    return "Letters: " + spelling(spelt, players)


def won(winners: list[int], players: int, draw: bool) -> str:
    if draw:
        return "A real deal: nobody wins"
    teams = sorted({w % (players // 2) for w in winners})
    return " and ".join(team_name(t, players) for t in teams).capitalize() + " win"


def not_now(phase: str) -> str:
    return {"signal": "the partnerships are still agreeing their signals",
            "countdown": "the board is not face up yet: wait for GO",
            "shown": "the hand is over", "over": "the game is over"}.get(phase, "not now")


def too_late(card: str) -> str:
    return f"too late: the {card} is no longer on the board"


def not_held(card: str) -> str:
    return f"you do not hold the {card}"


def no_gesture(i: object) -> str:
    return f"there is no gesture {i!r} (0 to {len(GESTURES) - 1})"


def no_team(t: object, players: int) -> str:
    return f"there is no opposing partnership {t!r} (0 to {players // 2 - 1}, not your own)"


LABELS = {"cash": "Cash!", "done": "Nothing for me", "deal": "Deal", "counter": "Counter!"}


def prompt(reader: int | None, phase: str, dealer: int, signal_set: bool, name: str,
           result: str = "", wants: bool = True) -> str:
    """What ``reader`` (a seat, ``None`` for a spectator) is asked to do in ``phase``
    (``signal_set``: its partnership has agreed its signal; ``name``: the call, "Cash",
    "Kemps" or "Kent"; ``wants``: the reader has not said it wants nothing on the board).

    >>> prompt(1, "shown", 2, True, "cash"), prompt(2, "shown", 2, True, "cash")
    ('Seat 2 deals the next hand', 'Deal the next hand')
    """
    if phase == "over":
        return f"Game over: {result}" if result else "Game over"
    if phase == "signal":
        if reader is None:
            return "The partnerships are agreeing their secret signals"
        return ("Your signal is agreed: waiting for the other side" if signal_set else
                "Agree a secret signal with your partner: choose one gesture")
    if phase == "shown":
        return "Deal the next hand" if reader == dealer else f"{seat(dealer)} deals the next hand"
    if phase == "countdown":
        if reader is None:
            return "3...2...1...GO! The board is about to be turned up"
        return f'3...2...1...GO! Get ready to grab; "{call(name)}" may come at any time'
    if reader is None:
        return (f"The players grab board cards and watch for their partners' signals; a "
                f'partner who sees one calls "{call(name)}"')
    if not wants:
        return (f"You want nothing on this board: once everyone says so, it is replaced. Hold "
                f'four of a kind and make your signal; call "{call(name)}" when your partner '
                f"makes theirs")
    return (f"Grab board cards you want (give one of yours for each); hold four of a kind and "
            f'make your signal; call "{call(name)}" when your partner makes theirs')

