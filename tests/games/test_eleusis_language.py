"""The Eleusis rule language, its library and validator, and the equivalence check used for
Express guesses (parlour.games.eleusis.rule_language, .library)."""

from __future__ import annotations

import pytest

from parlour.cards import Card
from parlour.games.eleusis import library
from parlour.games.eleusis.rule_language import (
    FACES,
    RuleError,
    compile_rule,
    equivalent,
    parse,
    walks,
)


def C(*texts: str) -> list[int]:
    return [int(Card.parse(t)) for t in texts]


def judge(rule: str, mainline: list[str], card: str) -> bool:
    return compile_rule(rule).accepts(C(*mainline), C(card)[0])


def test_values_ace_one_to_king_thirteen() -> None:
    """Seed: "aces are normally treated as having a value of one, jacks equalling eleven,
    queens equalling twelve, and kings equalling thirteen"."""
    for text, value in (("AS", 1), ("TD", 10), ("JH", 11), ("QC", 12), ("KS", 13)):
        assert judge(f"card.rank == {value} or card.rank == last.rank", ["2C"], text)
        assert not judge(f"card.rank == {value} + 1", ["2C"], text)


def test_rank_suit_colour_parity_attributes() -> None:
    assert judge("card.suit == hearts", ["2C"], "7H")
    assert not judge("card.suit == hearts", ["2C"], "7D")
    assert judge("card.colour == red and card.color == red", ["2C"], "7D")
    assert judge("card.even", ["2C"], "QS") and not judge("card.even", ["2C"], "KS")
    assert judge("card.face and card.prime", ["2C"], "JS")
    assert judge("card.loop", ["2C"], "QS") and not judge("card.loop", ["2C"], "TS")
    assert judge("card.high", ["2C"], "8S") and not judge("card.high", ["2C"], "7S")


def test_arithmetic_and_comparisons_with_previous_cards() -> None:
    rule = "card.rank == (last.rank + last2.rank) % 13 or card.rank > last3.rank * 2"
    assert judge(rule, ["5C", "4D", "3H"], "7S")        # 3 + 4
    assert judge(rule, ["5C", "4D", "3H"], "JS")        # 11 > 10
    assert not judge(rule, ["5C", "4D", "3H"], "8S")
    assert judge("1 <= abs(card.rank - last.rank) <= 3", ["7C"], "4H")
    assert not judge("1 <= abs(card.rank - last.rank) <= 3", ["7C"], "3H")
    assert judge("card.rank in (2, 4) if last.odd else card.rank not in (2, 4)", ["7C"], "4H")


def test_position_counters() -> None:
    """pos: the starter is 0; run_colour/run_suit: the last run on the mainline."""
    assert judge("pos == 3 and card.odd", ["2C", "3C", "4C"], "5H")
    assert not judge("pos == 3 and card.odd", ["2C", "3C"], "5H")
    assert judge("run_colour == 2 and card.odd", ["2D", "3C", "4S"], "5H")
    assert judge("run_suit == 1 and card.odd", ["2D", "3C", "4S"], "5H")


def test_a_card_not_yet_on_the_mainline_accepts_anything() -> None:
    assert judge("card.suit == last2.suit", ["2D"], "5C")
    assert not judge("card.suit == last2.suit", ["2D", "3C"], "5C")


def test_cycle_with_after() -> None:
    """Seed example: "The cards must cycle through the suits in the order ♠♣♦♥"."""
    rule = "card.suit == after(last.suit, (spades, clubs, diamonds, hearts))"
    assert judge(rule, ["2S"], "9C") and judge(rule, ["2H"], "9S")
    assert not judge(rule, ["2S"], "9D")


def test_strings_are_judged_card_by_card_as_a_whole() -> None:
    rule = parse("card.colour != last.colour")
    assert rule.accepts_string(C("2S"), C("3H", "4C", "5D"))
    assert not rule.accepts_string(C("2S"), C("3H", "4D", "5C"))


@pytest.mark.parametrize("text", ["card.rank > players", "card.rank == time",
                                  "card.rank < len(hand)", "card.suit == dealer.suit",
                                  "card.rank == cards_held"])
def test_validator_refuses_rules_looking_outside_the_layout(text: str) -> None:
    """Seed: the rule "cannot reference anything outside of the layout, such as the time or
    date, details about the players or the number of cards they hold" (RULINGS 32:
    mainline cards only)."""
    with pytest.raises(RuleError, match="layout|belongs to a card"):
        parse(text)


@pytest.mark.parametrize(("text", "why"), [
    ("card.rank = 3", "cannot read"),
    ("__import__('os')", "layout"),
    ("card.__class__", "no '__class__'"),
    ("[c for c in (1, 2)]", "cannot contain"),
    ("last.colour == red", "never looks at 'card'"),
    ("card.rank == last.rank + 1", "no card could be played"),
    ("card.rank > 0", "accepts every card"),
    ("card.rank == 'x'", "only whole numbers"),
])
def test_validator_refuses_unreadable_or_unplayable_rules(text: str, why: str) -> None:
    with pytest.raises(RuleError, match=why):
        parse(text)


def test_library_has_forty_graded_rules_that_all_validate() -> None:
    assert len(library.RULES) >= 40
    assert len(set(library.NAMES)) == len(library.RULES)
    for level in (1, 2, 3, 4):
        assert len(library.of_level(level)) >= 5
    for r in library.RULES:
        assert r.source and r.says
        parse(r.text)  # raises if refused


def test_library_rules_follow_their_descriptions() -> None:
    assert judge(library.by_name("two-then-three").text, ["2H"], "5D")        # pos 1 same
    assert not judge(library.by_name("two-then-three").text, ["2H", "3D"], "5D")  # pos 2 changes
    assert judge(library.by_name("suit-says").text, ["2H"], "2S")              # heart: same rank
    assert judge(library.by_name("suit-says").text, ["2C"], "KD")              # club: red
    assert not judge(library.by_name("suit-says").text, ["2D"], "KD")          # diamond: other suit


def test_equivalence_accepts_the_same_rule_written_otherwise() -> None:
    assert equivalent("card.even != last.even", "(card.rank + last.rank) % 2 == 1")
    assert equivalent("card.colour != last.colour", "card.colour == (black if last.colour == red else red)")


def test_equivalence_refuses_a_rule_that_differs_somewhere_reachable() -> None:
    assert not equivalent("card.colour != last.colour", "card.suit != last.suit")
    # differs only at the twelfth card: found by the sampled mainlines, not the starters
    assert not equivalent("card.colour != last.colour",
                          "card.colour != last.colour if pos != 12 else card.colour == last.colour")


def test_equivalence_looks_only_at_layouts_the_secret_rule_can_make() -> None:
    """Under "only red cards" the mainline after the starter is red: a guess that differs
    only after black cards other than the starter is the same rule for the players."""
    secret = "card.colour == red"
    guess = "card.colour == red if pos <= 1 or last.colour == red else card.colour == black"
    assert equivalent(secret, guess)


def test_walks_follow_the_rule() -> None:
    rule = parse("card.colour != last.colour")
    for ml in walks(rule, 5, 10):
        assert all(rule.accepts(ml[:i], ml[i]) for i in range(1, len(ml)))
    assert len(FACES) == 52


def test_compile_without_sampling_reads_the_rule() -> None:
    assert compile_rule("card.rank > last.rank").text == "card.rank > last.rank"
