"""Through the Window's lexicon: WordNet 3.0 from the Debian package ``wordnet-base``
(skipped where it is not installed) and the built-in list; plurals, articles, proper
nouns, multi-word nouns."""

from __future__ import annotations

import pytest

import parlour
from parlour.games.through_the_window.lexicon import builtin_words, load, wordnet_installed

needs_wordnet = pytest.mark.skipif(not wordnet_installed(), reason="wordnet-base not installed")


def test_builtin_plurals_articles_and_letters() -> None:
    lex = load("builtin")
    assert lex.lemma("Foxes") == "fox" and lex.lemma("an Egg") == "egg"
    assert lex.lemma("knives") is None, "irregular plurals need WordNet's list"
    letters = {w[0] for w in builtin_words()}
    assert {"a", "e", "f", "j", "k", "n", "q", "s", "t"} <= letters


@needs_wordnet
def test_wordnet_is_a_real_lexical_database_with_proper_nouns() -> None:
    lex = load("wordnet")
    assert len(lex.nouns) > 100_000
    assert [lex.lemma(w) for w in ("Texas", "tomatoes", "geese", "New York", "Thames")] == [
        "texas", "tomato", "goose", "new_york", "thames"]
    assert lex.lemma("quickly") is None and lex.lemma("") is None
    assert lex.lemma("Kansas") == "kansas", "a lemma itself is not reduced (not 'kansa')"


@needs_wordnet
def test_every_builtin_noun_is_a_wordnet_noun() -> None:
    lex = load("wordnet")
    assert [w for w in builtin_words() if w not in lex.nouns] == []


@needs_wordnet
def test_a_game_on_wordnet_accepts_words_beyond_the_builtin_list() -> None:
    g = parlour.new_game("through-the-window", 3, seed=1, options={"lexicon": "wordnet", "hand": 1},
                         deck=["2C", "3C", "TC"])
    g.apply(0, parlour.Action("reveal"), at=0)
    g.apply(2, parlour.Action("say", word="Thames"), at=900)
    assert g.view(0)["won"] == [0, 0, 1] and g.view(0)["lexicon"] == "WordNet 3.0"
