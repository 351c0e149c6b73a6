"""``parlour.rules.claims`` on its own: table serials (a stale claim is recognised after
any number of changes short of the modulus) and reaction windows (who owes a reaction,
who reacted last, ties kept in arrival order)."""

from __future__ import annotations

from parlour.rules.claims import SERIALS, Reactions, Table


def test_a_claim_names_the_table_it_saw() -> None:
    t = Table()
    seen = t.seen
    for k in range(1, SERIALS):
        t.change()
        assert not t.is_current(seen), k
    t.change()
    assert t.is_current(seen) and t.seen == 0  # wraps only after SERIALS changes


def test_reactions_first_counts_missing_and_order() -> None:
    r = Reactions.open([3, 1, 0], due=5000)
    assert r.expected == [0, 1, 3] and r.owes(1) and not r.owes(2)
    r.react(3, 100)
    r.react(1, 100)     # same time: recorded after seat 3, so later
    r.react(3, 50)      # a second reaction changes nothing
    r.react(2, 10)      # not expected: ignored
    assert r.order() == [3, 1] and r.missing() == [0] and not r.complete()
    c = r.copy()
    c.react(0, 400)
    assert c.complete() and not r.complete()


def test_reaction_order_is_by_time() -> None:
    r = Reactions.open(range(3), due=3000)
    r.react(2, 900)
    r.react(0, 300)
    r.react(1, 600)
    assert r.order() == [0, 1, 2]


def test_countdown_starts_when_everyone_is_ready_and_shows_time_left() -> None:
    from parlour.rules.claims import Countdown

    c = Countdown()
    assert not c.ready(1, now=0, seats=3, length=3000) and not c.running
    assert not c.ready(1, now=50, seats=3, length=3000)   # twice: still waiting for others
    assert not c.ready(0, now=100, seats=3, length=3000)
    assert c.ready(2, now=700, seats=3, length=3000) and c.due == 3700
    assert c.left(1700) == 2000 and c.left(5000) == 0 and c.is_ready(2)
    c.reset()
    assert not c.running and c.left(0) is None and not c.is_ready(2)
