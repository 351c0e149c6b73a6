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


def _wordnet_game(hands: list[list[str]]) -> parlour.Game:
    """Three hands listed top first, all of one size."""
    n, h = len(hands), len(hands[0])
    deck = [hands[(1 + k) % n][h - 1 - r] for r in range(h) for k in range(n)]
    return parlour.new_game("through-the-window", n, seed=1,
                            options={"lexicon": "wordnet", "hand": h}, deck=deck)


@needs_wordnet
def test_a_plural_that_wordnet_also_lists_as_a_lemma_is_still_the_same_word() -> None:
    """"players may not repeat any words that successfully won a card" with RULINGS 12:
    "singular and plural count as the same word for the repeat ban". WordNet lists
    "tigers" as a lemma of its own; it is still the plural of "tiger", both ways round."""
    for first, again in (("tiger", "Tigers"), ("tigers", "tiger"), ("arm", "the arms")):
        letter_card = "AC" if first.startswith("a") else "3C"
        g = _wordnet_game([[letter_card, "2C"], [letter_card.replace("C", "D"), "2D"], ["TC", "TD"]])
        g.apply(0, parlour.Action("reveal"), at=0)
        g.apply(1, parlour.Action("say", word=first), at=900)
        g.apply(1, parlour.Action("reveal"), at=1200)
        assert g.view(0)["letter"] == first[0].upper()
        assert not g.is_legal(2, parlour.Action("say", word=again))
        with pytest.raises(parlour.IllegalAction, match="banned"):
            g.apply(2, parlour.Action("say", word=again), at=1500)
        assert parlour.Action("say", word=first.rstrip("s")) not in g.legal_actions(2)


@needs_wordnet
def test_the_word_as_said_must_start_with_the_letter_not_its_singular() -> None:
    """"any noun that starts with the same letter": WordNet's irregular plural
    "oesophagi" has the singular "esophagus" but starts with O, so it does not fit an 8
    (E); "artal" (singular "rotl") does start with A and fits an ace."""
    g = _wordnet_game([["8C", "2C"], ["AD", "2D"], ["TC", "TD"]])
    g.apply(0, parlour.Action("reveal"), at=0)
    assert g.view(0)["letter"] == "E"
    with pytest.raises(parlour.IllegalAction, match="does not start with E"):
        g.apply(1, parlour.Action("say", word="oesophagi"), at=900)
    g.apply(1, parlour.Action("say", word="eagle"), at=1000)
    g.apply(1, parlour.Action("reveal"), at=1200)
    assert g.view(0)["letter"] == "A"
    g.apply(2, parlour.Action("say", word="artal"), at=1500)
    assert g.view(0)["won"] == [0, 1, 1]


@needs_wordnet
def test_hyphenated_wordnet_nouns_are_nouns_however_they_are_joined() -> None:
    """WordNet writes "t-shirt", "x-ray", "yo-yo" with hyphens: said with a hyphen, a
    space or run together with one, each is that noun."""
    lex = load("wordnet")
    for said, lemma in (("T-shirt", "t_shirt"), ("t shirt", "t_shirt"), ("e-mail", "e_mail"),
                        ("X-rays", "x_ray"), ("yo-yo", "yo_yo"), ("forget-me-not", "forget_me_not")):
        assert lex.lemma(said) == lemma, said
    assert sum("-" in n for n in lex.nouns) == 0


def test_marks_typed_around_a_word_are_not_part_of_it() -> None:
    lex = load("builtin")
    assert [lex.lemma(w) for w in ("tree!", "Tree.", "'tree'", '"trees"', "tree?")] == ["tree"] * 5


def test_a_single_letter_or_nothing_is_not_a_word() -> None:
    g = parlour.new_game("through-the-window", 3, seed=1, options={"lexicon": "builtin", "hand": 1},
                         deck=["2C", "3C", "TC"])
    g.apply(0, parlour.Action("reveal"), at=0)
    assert g.view(0)["letter"] == "T"
    with pytest.raises(parlour.IllegalAction, match="a letter, not a word"):
        g.apply(1, parlour.Action("say", word="T"), at=900)
    with pytest.raises(parlour.IllegalAction, match="say a noun that starts with T"):
        g.apply(1, parlour.Action("say", word="  "), at=900)
    g.apply(1, parlour.Action("say", word="Tree!"), at=1000)
    assert g.view(0)["won"] == [0, 1, 0]


@pytest.mark.parametrize("kind", ["builtin", pytest.param("wordnet", marks=needs_wordnet)])
def test_given_names_are_nouns_a_person(kind: str) -> None:
    """"a noun is a person, place, or thing"; RULINGS 12 adds "a proper-noun list" to the
    nouns: a child's "Tina!" counts, in either lexicon."""
    lex = load(kind)
    assert [lex.lemma(w) for w in ("Tina", "Susan", "Kate", "Emma", "Quinn", "Noah")] == [
        "tina", "susan", "kate", "emma", "quinn", "noah"]
    from parlour.games.through_the_window.names import NAMES
    assert len(NAMES) == len(set(NAMES)) and {n[0] for n in NAMES} == set("aefjknqst")
