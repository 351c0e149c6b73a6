"""Issue #10: words players read count correctly: "1 card", never "1 cards" or
"card(s)"; sides named in words ("you and Bot 2", not "you and 2 12"). Every text the
games' events, prompts and action labels produce along random games is checked, and
the terminal's reading of them."""

from __future__ import annotations

import re
from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.tui.narrate import personalize

BAD = re.compile(r"\w\(s\)|(?<![\d.,])\b1 (?:cards|tricks|chips|players|points|passes|steps|positions"
                 r"|hands|rounds)\b"
                 r"|\bthe \?\?|\bthe a card\b")


def _texts(name: str, seed: int, steps: int = 500) -> list[str]:
    g = parlour.new_game(name, seed=seed)
    rng = Rng(seed)
    out: list[str] = []

    def walk(x: Any) -> None:
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for _ in range(steps):
        if g.is_over():
            break
        for s in g.actors():
            walk(g.view(s).get("prompt"))
            out += [g.label(a, s) for a in g.legal_actions(s)]
        waiting = g.waiting_for() or g.actors()
        if not waiting:
            due = g.next_deadline()
            if due is None:
                break
            events = g.advance(due)
        else:
            s = waiting[rng.below(len(waiting))]
            legal = g.legal_actions(s)
            at = max(g.now, g.earliest(s)) if g.timing == "realtime" else None
            due = g.next_deadline()
            if due is not None and at is not None and due <= at:
                events = g.advance(due)
            else:
                events = g.apply(s, legal[rng.below(len(legal))], at=at)
        for e in events:
            walk(e.public())
            for s in range(g.players):
                walk(e.for_seat(s))
    if g.is_over():
        walk(g.result().to_json())  # type: ignore[union-attr]
    return out


@pytest.mark.parametrize("name", ["egyptian-ratscrew", "cactus", "spades", "pyramid", "knock-poker",
                                  "mini-baccarat"])
def test_counts_agree_with_their_nouns(name: str) -> None:
    bad = sorted({t for seed in (1, 2) for t in _texts(name, seed) if BAD.search(t)})
    assert not bad, bad[:5]


def test_ratscrew_labels_a_one_card_pile_in_the_singular() -> None:
    g = parlour.new_game("egyptian-ratscrew", seed=1)
    g.apply(g.waiting_for()[0], parlour.Action("flip"), at=0)
    labels = [g.label(a, s) for s in range(g.players) for a in g.legal_actions(s) if a.type == "slap"]
    assert labels and all(lab.endswith("(1 card)") for lab in labels), labels


def test_sides_are_named_in_words_in_the_terminal() -> None:
    text = "Contracts: seats 0 and 2, 12 tricks; seats 1 and 3, 1 trick; seat 1 leads"
    said = personalize(text, ["You", "Bot 1", "Bot 2", "Bot 3"], 0)
    assert said == "Contracts: you and Bot 2, 12 tricks; Bot 1 and Bot 3, 1 trick; Bot 1 leads"


def test_a_one_deal_spades_match_ends_after_1_deal() -> None:
    g = parlour.new_game("spades", seed=4, options={"deals": 1})
    rng = Rng(4)
    while not g.is_over():
        s = g.waiting_for()[0]
        legal = g.legal_actions(s)
        g.apply(s, legal[rng.below(len(legal))])
    reason = g.result().reason  # type: ignore[union-attr]
    assert "after 1 deal" in reason and "1 deals" not in reason, reason


def test_a_card_typed_as_the_menu_shows_it_picks_that_card() -> None:
    """The help promises "any word of an option": "10♦", "10d", "J♠" name the cards of
    "Play 10♦" and "Play J♠", and a card named only in a label still counts."""
    from parlour.tui.commands import match_command

    menu = [{"type": "play", "card": "TD", "label": "Play 10♦"},
            {"type": "play", "card": "JS", "label": "Play J♠"},
            {"type": "play", "card": "JH", "label": "Play J♥"},
            {"type": "play", "card": "JK", "label": "Play a joker · Joker"}]
    for typed, index in (("play 10♦", 0), ("10d", 0), ("td", 0), ("J♠", 1), ("play j♥", 2)):
        assert match_command(typed, menu) == (index, ""), typed
    cactus = [{"type": "match", "slot": 0, "label": "Match the 8♥ with your slot 0"},
              {"type": "end", "label": "End"}]
    assert match_command("8♥", cactus) == (0, "")
    assert match_command("there", [{"type": "end", "label": "End"}])[1].endswith(
        "type a number from the list")
    assert "choose 1" in match_command("2", [{"type": "end", "label": "End"}])[1]
    assert "choose 1 to" not in match_command("2", [{"type": "end", "label": "End"}])[1]


def test_several_claims_of_one_type_each_show_how_to_type_them() -> None:
    """Cactus's four matches, James Bond's piles and swaps were all shown with the one
    claim key ("[m / match]" four times): each line now shows the word and the number or
    cards that pick it, and typing that picks it."""
    from parlour.tui.commands import KeyedMenu

    menu = [{"type": "match", "slot": i, "label": f"Match the 8♥ with your slot {i}"} for i in range(4)]
    km = KeyedMenu([*menu, {"type": "draw", "label": "Draw"}], {"match": ("m", "match")})
    assert [(r.key, r.text) for r in km.rows] == [
        ("1", "Draw"), ("match 0–3", "Match the 8♥ with your slot 0–3")]
    assert km.resolve("match 2") == (2, "")
    swaps = [{"type": "swap", "give": "7C", "take": t, "label": f"Give the 7♣ for the {f}"}
             for t, f in (("2H", "2♥"), ("TS", "10♠"))]
    km = KeyedMenu(swaps, {"swap": ("s", "swap")})
    assert [r.key for r in km.rows] == ["swap 7c 2h", "swap 7c 10s"]  # as typed at a keyboard
    assert km.resolve("swap 7c 10s") == (1, "") and km.resolve("swap 7♣ 10♠") == (1, "")
