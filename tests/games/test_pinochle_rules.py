"""Two-handed Pinochle: one test per rule sentence of seed 003, section "Pinochle", and
per ruling of RULINGS 22 (``R1``...) and of the module (``P1``...).

Positions come from stacked decks (:func:`stack`): the dealer is seat 0 (a seed whose
random first dealer is seat 0, :func:`new`), cards are dealt four at a time from seat 1,
the 25th card is turned up and the stock follows, its top first.
"""

from __future__ import annotations

from math import comb
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.cards import deck_pinochle, parse_cards
from parlour.games.pinochle import melds_for, phase_two_playable, rounded
from parlour.games.pinochle.rules import POINTS

PACK = [str(c) for c in deck_pinochle()]


def stack(hands: dict[int, list[str]], up: str, stock: list[str] | None = None,
          dealer: int = 0, batch: int = 4) -> list[str]:
    """A 48-card deck (top first): ``hands`` (up to 12 each), the turned-up card ``up``,
    then ``stock`` (top first); other cards fill up in pack order."""
    left = list(PACK)
    for c in [*(c for h in hands.values() for c in h), up, *(stock or [])]:
        left.remove(c)
    full = {s: list(hands.get(s, [])) for s in (0, 1)}
    for s in (0, 1):
        while len(full[s]) < 12:
            full[s].append(left.pop(0))
    deck: list[str] = []
    taken = {0: 0, 1: 0}
    while len(deck) < 24:
        for s in (1 - dealer, dealer):
            n = min(batch, 12 - taken[s])
            deck += full[s][taken[s]:taken[s] + n]
            taken[s] += n
    return deck + [up] + list(stock or []) + left


def seed_dealing(dealer: int) -> int:
    return next(s for s in range(50) if parlour.new_game("pinochle", seed=s).view(None)["dealer"] == dealer)


def new(hands: dict[int, list[str]], up: str = "JC", stock: list[str] | None = None,
        variant: str = "standard", **options: Any) -> parlour.Game:
    return parlour.new_game(f"pinochle:{variant}", seed=seed_dealing(0), options=options or None,
                            deck=stack(hands, up, stock, batch=options.get("deal_batch", 4)))


def play(g: parlour.Game, *cards: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for c in cards:
        out += [e.for_seat(None) for e in g.apply(g.waiting_for()[0], Action("play", card=c))]
    return out


def act(g: parlour.Game, kind: str, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(None) for e in g.apply(g.waiting_for()[0], Action(kind, **params))]


def zone(g: parlour.Game, zid: str, seat: int | None = None) -> list[str]:
    cards: list[str] = next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"]
    return cards


def full(g: parlour.Game, zid: str) -> list[str]:
    cards: list[str] = next(z for z in g.full_view()["zones"] if z["id"] == zid)["cards"]
    return cards


def to_phase_two(g: parlour.Game) -> None:
    """Play phase one out: every seat plays its first legal card, winners only draw."""
    while g.view(None)["phase"] in ("one", "meld"):
        s = g.waiting_for()[0]
        legal = g.legal_actions(s)
        g.apply(s, next((a for a in legal if a.type in ("play", "draw")), legal[0]))


MELDER = {1: ["AC", "TC", "KC", "QC", "JC", "9C", "KS", "QS", "JD", "AH", "AD", "AS"],
          0: ["9D", "9D", "9H", "9H", "9S", "9S", "JH", "JH", "JS", "TD", "TH", "TS"]}
"""Seat 1 (the non-dealer, who leads) holds the clubs flush (clubs trumps: the J♣ turned
up), a dix, a spade marriage, the pinochle and 100 aces; seat 0 holds nines and low cards."""


def melder() -> parlour.Game:
    return new(MELDER, "JC", ["KH", "KD"])


# ----- cards and deal --------------------------------------------------------------------------

def test_two_players_and_a_48_card_pinochle_deck() -> None:
    """"a 48-card Pinochle deck ... nines, tens, jacks, queens, kings, and aces, in each
    of the four suits, with two copies of each card in the deck." """
    with pytest.raises(InvalidOption, match="for 2 players"):
        parlour.new_game("pinochle", 3)
    g = parlour.new_game("pinochle", seed=1)
    cards = sorted(c for z in g.full_view()["zones"] for c in z["cards"])
    assert len(cards) == 48 and sorted(cards) == sorted(PACK)
    assert {c[0] for c in cards} == set("9TJQKA")


@pytest.mark.parametrize("batch", [4, 3])
def test_twelve_each_three_or_four_at_a_time_and_the_25th_card_turned_up(batch: int) -> None:
    """"Shuffle and deal twelve cards to each player, either three or four at a time. The
    25th card of the deck is turned face up; the suit of this card becomes the trump suit
    for the hand. The rest of the deck is placed face down ... forming the stock." """
    deck = list(PACK)
    g = parlour.new_game("pinochle", seed=seed_dealing(0), options={"deal_batch": batch}, deck=deck)
    non, dealer = set(full(g, "hand:1")), set(full(g, "hand:0"))
    assert len(non) == len(dealer) == 12
    assert deck[0] in non and deck[batch] in dealer  # the non-dealer first, batch by batch
    assert full(g, "upcard") == [deck[24]] and zone(g, "upcard", 0) == [deck[24]]
    assert g.view(None)["trump"] == {"C": "clubs", "D": "diamonds", "H": "hearts",
                                     "S": "spades"}[deck[24][1]]
    assert full(g, "stock") == deck[25:][::-1] and len(full(g, "stock")) == 23
    assert zone(g, "stock", 0) == ["??"]


def test_a_turned_up_nine_scores_ten_for_the_dealer() -> None:
    """"If the 25th card is a 9, the dealer immediately scores 10 points." """
    g = new({}, up="9H")
    assert g.view(None)["scores"] == [10, 0]
    g2 = new({}, up="TH")
    assert g2.view(None)["scores"] == [0, 0]


def test_exact_frequency_of_the_dealer_dix_against_seeded_deals() -> None:
    """The 25th card is a nine with probability C(8, 1) / C(48, 1) = 1/6 (a shuffled
    pack puts each of its 48 cards there alike, eight of them nines); 3,000 seeded deals
    match it within 4 standard errors (the benchmark deals 100,000)."""
    p = comb(8, 1) / comb(48, 1)
    n = 3000
    hits = sum(parlour.new_game("pinochle", seed=s).view(None)["scores"] != [0, 0] for s in range(n))
    se = (p * (1 - p) / n) ** 0.5
    assert abs(hits / n - p) < 4 * se, (hits, n, p)


def test_card_ranking_ace_ten_king_queen_jack_nine() -> None:
    """"the cards rank (high) A, 10, K, Q, J, 9 (low)." """
    g = new({1: ["KH", "QH", "JH", "9H"], 0: ["TH", "AH"]}, "JC")
    ev = play(g, "KH", "TH")
    assert ev[-1]["type"] == "trick" and ev[-1]["seat"] == 0  # the ten beats the king
    g = new({1: ["KH"], 0: ["QH"]}, "JC")
    assert play(g, "KH", "QH")[-1]["seat"] == 1


# ----- phase one -------------------------------------------------------------------------

def test_the_non_dealer_leads_and_the_dealer_plays_any_other_card() -> None:
    """"Game play begins with the non-dealer, who leads any card from their hand. The
    dealer then plays any other card to the trick." """
    g = melder()
    assert g.waiting_for() == [1]
    assert len(g.legal_actions(1)) == 12
    play(g, "AS")
    assert {a.card for a in g.legal_actions(0)} == set(MELDER[0])  # no duty to follow


def test_the_trick_is_won_by_the_card_led_unless_higher_same_suit_or_a_trump() -> None:
    """"The trick is won by the card led unless the other player's card is a higher card
    of the same suit, or a trump card (if trumps are both led and played then the higher
    trump wins)." Identical cards: the card led wins."""
    g = new({1: ["AS", "9C", "KH", "QC"], 0: ["AH", "9S", "TC", "QC"]}, "JC")
    base = g.clone()
    assert play(g, "AS", "AH")[-1]["seat"] == 1  # another suit does not win
    g = base.clone()
    assert play(g, "AS", "TC")[-1]["seat"] == 0  # a trump wins
    g = base.clone()
    assert play(g, "9C", "TC")[-1]["seat"] == 0  # both trumps: the higher
    g = base.clone()
    assert play(g, "QC", "QC")[-1]["seat"] == 1  # identical cards: the first


def test_won_tricks_are_face_down_and_never_shown_again() -> None:
    """"The winner collects the trick and places it face down in front of them—these
    cards are out of play and cannot be consulted for information" (P6: in no view, for
    any seat; the trick event names the winner only)."""
    g = melder()
    ev = play(g, "AS", "9S")
    trick = ev[-1]
    assert trick["type"] == "trick" and "cards" not in trick and "9" not in trick["text"]
    for seat in (0, 1, None):
        v = g.view(seat)
        won = next(z for z in v["zones"] if z["id"] == "won:1")
        assert won["count"] == 2 and set(won["cards"]) <= {"??"}
        assert "last_trick" not in v
    assert sorted(full(g, "won:1")) == ["9S", "AS"]


def test_only_the_winner_melds_after_the_trick_then_draws_before_the_loser() -> None:
    """"After winning a trick, the player may meld cards from their hand ... The winner of
    the trick then draws one card from the stock, followed by the player that did not win
    the trick. The winner of the first trick then leads to the second trick." """
    g = melder()
    with pytest.raises(IllegalAction, match="meld"):
        g.apply(1, Action("meld", meld="aces"))  # not before winning a trick
    play(g, "AS", "9S")
    assert g.view(None)["phase"] == "meld" and g.waiting_for() == [1]
    with pytest.raises(IllegalAction):
        g.apply(0, Action("meld", meld="dix"))  # the loser may not meld
    act(g, "draw")
    assert "KH" in full(g, "hand:1") and "KD" in full(g, "hand:0")  # winner first
    assert len(full(g, "hand:1")) == len(full(g, "hand:0")) == 12
    assert g.waiting_for() == [1] and g.view(None)["phase"] == "one"


def test_the_melds_and_their_values() -> None:
    """"The following are valid melds and their point values" (classes A, B, C)."""
    t = melds_for(0)  # clubs trumps
    assert {m.name: (m.cls, m.value) for m in t} == {
        "flush": ("A", 150), "royal-marriage": ("A", 40), "marriage-diamonds": ("A", 20),
        "marriage-hearts": ("A", 20), "marriage-spades": ("A", 20), "dix": ("A", 10),
        "aces": ("B", 100), "kings": ("B", 80), "queens": ("B", 60), "jacks": ("B", 40),
        "pinochle": ("C", 40)}
    assert sorted(t["pinochle"].faces) == sorted(c.face for c in parse_cards(["QS", "JD"]))
    assert "marriage-clubs" not in t  # the trump marriage is the royal one


def test_a_meld_is_laid_face_up_and_scores_at_once() -> None:
    """"A meld is formed by playing it face-up to the table in front of the player ...
    Upon forming a meld, the player immediately scores its value." """
    g = melder()
    play(g, "AS", "9S")
    ev = act(g, "meld", meld="royal-marriage")
    assert ev[0]["points"] == 40 and g.view(None)["scores"] == [0, 40]
    assert sorted(zone(g, "melds:1", 0)) == ["KC", "QC"]  # seen by the opponent
    assert "KC" not in zone(g, "hand:1", 1)


def test_one_meld_per_trick_except_the_dix() -> None:
    """"A player can only meld when having won a trick, and then may only meld once per
    trick. The exception is to the dix, the melding of which does not preclude any other
    meld being made on that turn." """
    g = melder()
    play(g, "AS", "9S")
    assert g.view(1)["prompt"] == "You won the trick: meld, meld the dix, exchange the dix or draw."
    act(g, "meld", meld="pinochle")
    with pytest.raises(IllegalAction, match="already melded"):
        g.apply(1, Action("meld", meld="royal-marriage"))
    assert {a.type for a in g.legal_actions(1)} == {"meld", "exchange", "draw"}
    assert [a.meld for a in g.legal_actions(1) if a.type == "meld"] == ["dix"]
    assert g.view(1)["prompt"] == "You won the trick: meld the dix, exchange the dix or draw."
    act(g, "meld", meld="dix")
    assert g.view(None)["scores"] == [0, 50]
    assert g.view(1)["prompt"] == "You won the trick: draw (nothing more to meld)."


def test_the_dix_may_be_exchanged_for_the_turned_up_card() -> None:
    """"a player may also take the 25th card from under the stock and exchange it with the
    dix, taking the exposed card into their hand; doing so scores 10 points" (P4: once a
    hand; that nine may not score again)."""
    g = melder()
    play(g, "AS", "9S")
    act(g, "exchange")
    assert full(g, "upcard") == ["9C"] and "JC" in full(g, "hand:1")
    assert g.view(None)["scores"] == [0, 10]
    assert "exchange" not in {a.type for a in g.legal_actions(1)}
    assert "dix" not in {a.meld for a in g.legal_actions(1) if a.type == "meld"}


def test_ruling_r4_exchange_when_the_turned_up_card_is_a_nine_scores_ten() -> None:
    g = new({1: ["9C", "AS"], 0: ["9S"]}, up="9C")
    assert g.view(None)["scores"] == [10, 0]  # the dealer's dix
    play(g, "AS", "9S")
    act(g, "exchange")
    assert g.view(None)["scores"] == [10, 10] and full(g, "upcard") == ["9C"]


def test_melds_reuse_table_cards_with_a_card_from_the_hand_and_the_class_rule() -> None:
    """"A meld may also be made using cards on the table from previous melds. Such a new
    meld must include at least one card from the hand, and a card may not be moved to a
    meld that is both of the same class and of equal or lesser value." """
    g = new(MELDER, "JC", ["KH", "QH", "KD", "QD"])  # seat 1 draws the K♥, then the K♦
    play(g, "KS", "9D")
    act(g, "meld", meld="royal-marriage")  # K♣ Q♣ on the table
    act(g, "draw")
    play(g, "KH", "9H")
    ev = act(g, "meld", meld="flush")  # upgraded with A♣ 10♣ J♣ from the hand
    assert ev[0]["points"] == 150 and sorted(zone(g, "melds:1", 0)) == sorted(
        ["AC", "TC", "KC", "QC", "JC"])
    act(g, "draw")
    play(g, "KD", "9D")
    assert "royal-marriage" not in {a.meld for a in g.legal_actions(1) if a.type == "meld"}
    with pytest.raises(IllegalAction, match="royal marriage"):
        g.apply(1, Action("meld", meld="royal-marriage"))  # no splitting it out of the flush
    ev = act(g, "meld", meld="aces")  # class B may reuse the flush's A♣
    assert ev[0]["cards"] == ["AC", "AD", "AH", "AS"]
    assert g.view(None)["scores"] == [0, 40 + 150 + 100]
    assert sorted(zone(g, "melds:1", 0)) == sorted(["AC", "TC", "KC", "QC", "JC", "AD", "AH", "AS"])


def test_the_marriage_may_later_be_ruined_by_the_jack_of_diamonds() -> None:
    """"cards cannot be shared between two melds at once; for example, K♠ Q♠ J♦ may not be
    played at the same time to score for both a marriage and a pinochle ... the marriage
    can be played, and on a later turn the J♦ may be introduced" """
    g = melder()
    play(g, "AS", "9S")
    act(g, "meld", meld="marriage-spades")
    with pytest.raises(IllegalAction, match="already melded"):
        g.apply(1, Action("meld", meld="pinochle"))
    act(g, "draw")
    play(g, "AD", "9D")
    ev = act(g, "meld", meld="pinochle")  # J♦ from the hand, Q♠ from the marriage
    assert ev[0]["cards"] == ["QS", "JD"] and ev[0]["points"] == 40
    assert sorted(zone(g, "melds:1", 0)) == ["JD", "KS", "QS"]


def test_melded_cards_may_be_played_and_leave_the_melds() -> None:
    """"Once a player has melded, they may play cards either from their hand or from their
    exposed, melded cards." / "a melded card may be played to a trick. This card takes no
    part in further melding" (P2: a face on the table is played from there)."""
    g = melder()
    play(g, "AS", "9S")
    act(g, "meld", meld="royal-marriage")
    act(g, "draw")
    assert {"KC", "QC"} <= {a.card for a in g.legal_actions(1)}
    play(g, "KC")
    assert zone(g, "melds:1", 0) == ["QC"]
    play(g, "9D")
    assert "KC" in full(g, "won:1")


def test_the_last_stock_card_is_shown_then_melds_return_to_the_hands() -> None:
    """"When the stock is diminished to only one card, that card is exposed before being
    drawn by the player who won the trick ... the loser of the trick will take either the
    upturned 25th card of the deck, or the dix that replaced it" and "The players then
    collect their remaining melded cards and return them to their hand." """
    g = melder()
    play(g, "AS", "9S")
    act(g, "meld", meld="royal-marriage")
    while True:
        s = g.waiting_for()[0]
        if g.view(None)["phase"] == "meld" and len(full(g, "stock")) == 1:
            break
        legal = g.legal_actions(s)
        g.apply(s, next(a for a in legal if a.type in ("play", "draw")))
    winner = g.waiting_for()[0]
    last, up = full(g, "stock")[0], full(g, "upcard")[0]
    ev = act(g, "draw")
    assert ev[0]["last"] == last and ev[0]["upcard"] == up
    assert g.view(None)["phase"] == "two"
    assert zone(g, "melds:0", 0) == [] and zone(g, "melds:1", 0) == []
    assert len(full(g, "hand:0")) == len(full(g, "hand:1")) == 12
    assert last in zone(g, f"hand:{winner}", 1 - winner)  # both saw it (P7)
    assert up in zone(g, f"hand:{1 - winner}", winner)


# ----- phase two ---------------------------------------------------------------------------

def test_phase_two_follow_suit_else_trump_and_beat_a_trump_lead() -> None:
    """"the player who does not lead off is required to follow suit, if possible, and if
    not, must play a trump; if trumps are led, a higher trump must be played" (R6)."""
    def cards(text: str) -> list[Any]:
        return parse_cards(text.split())
    hand = cards("KH 9H AC 9C QS")
    trump = 0  # clubs
    assert sorted(map(str, phase_two_playable(hand, cards("TH")[0], trump))) == ["9H", "KH"]
    assert sorted(map(str, phase_two_playable(hand, cards("TD")[0], trump))) == ["9C", "AC"]
    assert [str(c) for c in phase_two_playable(hand, cards("TC")[0], trump)] == ["AC"]
    assert sorted(map(str, phase_two_playable(cards("9C JC QS"), cards("TC")[0], trump))) == \
        ["9C", "JC"]  # cannot beat: any trump
    assert sorted(map(str, phase_two_playable(cards("QS 9H"), cards("TD")[0], trump))) == \
        ["9H", "QS"]  # neither suit nor trump: anything


def test_phase_two_in_play_no_melding_and_the_duties_are_enforced() -> None:
    g = melder()
    to_phase_two(g)
    assert g.view(None)["phase"] == "two"
    checked = 0
    while g.view(None)["phase"] == "two":
        s = g.waiting_for()[0]
        assert {a.type for a in g.legal_actions(s)} == {"play"}  # "no further melding"
        trick = full(g, "trick")
        if trick:
            hand = parse_cards(full(g, f"hand:{s}"))
            led = parse_cards(trick)[0]
            trump = ["clubs", "diamonds", "hearts", "spades"].index(g.view(None)["trump"])
            want = {str(c) for c in phase_two_playable(hand, led, trump)}
            assert {a.card for a in g.legal_actions(s)} == want
            for c in {str(c) for c in hand} - want:
                with pytest.raises(IllegalAction):
                    g.apply(s, Action("play", card=c))
                checked += 1
        g.apply(s, g.legal_actions(s)[0])
    assert checked > 0


def test_the_last_trick_scores_ten_and_cards_are_counted_and_rounded() -> None:
    """"Play continues until the hands are exhausted. The winner of the final trick of the
    hand scores ten points." / "Aces: 11. Tens: 10. Kings: 4. Queens: 3. Jacks: 2. Nines:
    0." / rounding (R2, R3)."""
    assert [POINTS[c] for c in parse_cards(["AS", "TS", "KS", "QS", "JS", "9S"])] == [11, 10, 4, 3, 2, 0]
    assert sum(POINTS[c] for c in parse_cards(PACK)) == 240
    g = melder()
    to_phase_two(g)
    ev: list[dict[str, Any]] = []
    while g.view(None)["phase"] == "two":
        s = g.waiting_for()[0]
        ev += [e.for_seat(None) for e in g.apply(s, g.legal_actions(s)[0])]
    score = next(e for e in ev if e["type"] == "score")
    last = [e for e in ev if e["type"] == "trick"][-1]["seat"]
    won = [sum(POINTS[c] for c in parse_cards(full(g, f"won:{s}"))) for s in (0, 1)]
    assert score["tally"] == [won[s] + (10 if s == last else 0) for s in (0, 1)]
    assert sum(score["tally"]) == 250
    assert score["points"] == [rounded(t) for t in score["tally"]]


def test_rounding_seven_up_six_down() -> None:
    """"a ones digit of 7 rounding up and a ones digit of 6 rounding down" (R3: each on its
    own: 127/123 -> 130/120; 136/114 -> 130/110)."""
    assert [rounded(x) for x in (127, 123, 136, 114, 139, 130)] == [130, 120, 130, 110, 140, 130]


def test_the_non_dealer_deals_the_next_hand() -> None:
    """"The next hand is dealt by the player who was non-dealer in the last hand." """
    g = new({}, deals=0)
    to_phase_two(g)
    while g.view(None)["phase"] == "two":
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])
    assert g.view(None)["phase"] == "scored" and g.waiting_for() == [1]
    with pytest.raises(IllegalAction):
        g.apply(0, Action("deal"))
    g.apply(1, Action("deal"))
    assert g.view(None)["dealer"] == 1 and g.waiting_for() == [0]  # the non-dealer leads


def _finish_hand(g: parlour.Game) -> None:
    to_phase_two(g)
    while g.view(None)["phase"] == "two":
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])


def _scores_of_a_first_hand(**options: Any) -> list[int]:
    g = new({}, target=10_000, **options)
    _finish_hand(g)
    scores: list[int] = g.view(None)["scores"]
    return scores


def test_the_game_ends_when_one_player_exceeds_the_target() -> None:
    """"Game play continues until one player exceeds 1,000 points at the end of a hand."
    (R1: exceed; ``reach-1000``: reach.) Targets are set around the first hand's scores,
    which the same deal and play repeat."""
    lo, hi = sorted(_scores_of_a_first_hand())
    assert lo < hi
    g = new({}, target=hi - 1)
    _finish_hand(g)
    res = g.result()
    assert res is not None and res.scores[res.winners[0]] == hi and "past" in res.reason
    g = new({}, target=hi)  # exceeding is needed: reaching is not enough
    _finish_hand(g)
    assert not g.is_over() and g.view(None)["phase"] == "scored"
    g = new({}, target=hi, variant="reach-1000")
    _finish_hand(g)
    assert g.is_over()


def _deal_and_finish(g: parlour.Game) -> None:
    g.apply(g.waiting_for()[0], Action("deal"))
    _finish_hand(g)


def test_when_both_exceed_the_target_play_continues_and_it_rises_by_250() -> None:
    """"If both players exceeded 1,000, then regardless of who is ahead, game play
    continues, with the target score now 1,250, and then 1,500, and so on, increasing by
    250 points until one player exceeds the target without the other." (P8: one raise at
    the end of each hand in which both pass; play always continues.) The same deal and
    play give 190-60 after the first hand and 200-290 after the second."""
    g = new({}, target=10_000)
    _finish_hand(g)
    assert g.view(None)["scores"] == [190, 60]
    _deal_and_finish(g)
    assert g.view(None)["scores"] == [200, 290]
    # both pass 59: the target is now 159 and play continues, although 190 alone passes 159
    g = new({}, target=59, raise_by=100)
    _finish_hand(g)
    assert not g.is_over() and g.view(None)["phase"] == "scored"
    assert g.view(None)["target"] == 159
    _deal_and_finish(g)  # both pass 159 again: 259, and play on
    assert not g.is_over() and g.view(None)["target"] == 259
    # "now 1,250": one raise, even if both pass the raised target too
    g = new({}, target=39, raise_by=10)
    _finish_hand(g)
    assert not g.is_over() and g.view(None)["target"] == 49
    # the one behind after the first hand wins, passing 209 alone after the second
    g = new({}, target=59, raise_by=150)
    _finish_hand(g)
    assert not g.is_over() and g.view(None)["target"] == 209
    _deal_and_finish(g)
    res = g.result()
    assert res is not None and res.winners == [1] and "past 209" in res.reason


def test_the_waiting_seat_is_told_what_the_other_is_doing() -> None:
    g = parlour.new_game("pinochle", 2, seed=4)
    t = g.view(None)["turn"]
    assert g.view(1 - t)["prompt"] == f"Waiting for seat {t} to lead."
