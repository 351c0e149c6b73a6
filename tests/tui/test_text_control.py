"""A ``text`` control in the terminal (issue #15): Through the Window's ``say`` is typed
(``say jam`` or just ``jam``), never listed word by word."""

from __future__ import annotations

import parlour
from parlour.engine.present import presentation_of
from parlour.tui.commands import KeyedMenu, claim_keys
from parlour.tui.render import menu_for, render_menu

NOUN = {"A": "apple", "T": "table", "F": "fish", "S": "sun", "E": "egg", "N": "nose",
        "J": "jam", "Q": "queen", "K": "king"}


def _race() -> tuple[parlour.Game, KeyedMenu, str]:
    """A card showing (seat 0 looked through the window) and seat 1's keyed menu."""
    g = parlour.new_game("through-the-window", 3, seed=1, options={"lexicon": "builtin"})
    g.apply(0, parlour.Action("reveal"), at=0)
    texts = {c.action: c.param for c in presentation_of(g).controls if c.kind == "text"}
    assert texts == {"say": "word"}
    menu = menu_for(g.legal_json(1), ["Ann", "Bob", "Cy"], 1, g.view(1))
    assert len([a for a in menu if a["type"] == "say"]) > 10  # the answers are many
    return g, KeyedMenu(menu, claim_keys(g), texts), str(g.view(1)["letter"])


def test_the_answers_are_not_listed() -> None:
    _, km, _ = _race()
    says = [r for r in km.rows if r.kind == "text"]
    assert len(says) == 1 and says[0].key == "say"
    assert len(km.rows) < 5, [r.text for r in km.rows]
    from rich.console import Console
    con = Console(width=100, record=True)
    con.print(render_menu(km))
    shown = con.export_text()
    assert not any(w in shown.split() for w in ("apple", "table", "fish", "jam", "king")), shown


def test_a_typed_word_is_the_say_action() -> None:
    g, km, letter = _race()
    word = NOUN[letter]
    for line in (f"say {word}", word, word.upper(), f"SAY {word.capitalize()}"):
        i, why = km.resolve(line)
        assert i is not None, (line, why)
        assert km.menu[i]["type"] == "say" and km.menu[i]["word"].lower() == word
    wrong = next(w for k, w in NOUN.items() if k != letter)
    assert km.resolve(f"say {wrong}") == (None, f"\"{wrong}\" is not accepted now")
    assert km.resolve("say")[0] is None
    i, _ = km.resolve(word)
    events = g.apply(1, parlour.Action("say", word=km.menu[i]["word"]), at=500)
    assert any(e.type == "win" for e in events)
