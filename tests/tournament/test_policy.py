"""``policy:<file.npz>``: a linear policy plays through the RL encoding, never illegally;
malformed files give errors naming the problem."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.bots.policy import (
    FORMAT,
    PolicyBot,
    imitation_policy,
    random_policy,
    sample_game,
    save_policy,
    shape_for,
)
from parlour.engine.registry import new_game
from parlour.errors import InvalidOption
from parlour.runners.local import run_game
from parlour.tournament import make_tournament, run_tournament

GAME = "stop-the-bus"


@pytest.fixture(scope="module")
def policy_file(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("policy") / "random.npz"
    return save_policy(path, random_policy(sample_game(GAME, 2), seed=1), game=GAME, players=2)


def test_policy_plays_legal_actions_to_the_end(policy_file: str) -> None:
    for seed in range(3):
        g = new_game(GAME, 2, seed=seed)
        bots = [make_bot(f"policy:{policy_file}", GAME, 0, seed=seed), make_bot("random", GAME, 1, seed=seed)]
        assert isinstance(bots[0], PolicyBot)
        res = run_game(g, bots)  # the engine refuses illegal actions: finishing proves legality
        assert res is not None


def test_policy_is_the_masked_argmax(policy_file: str) -> None:
    g = new_game(GAME, 2, seed=4)
    bot = make_bot(f"policy:{policy_file}", GAME, 0)
    assert isinstance(bot, PolicyBot)
    seat = g.waiting_for()[0]
    bot.seat = seat
    port = SeatPort(g, seat)
    spec = bot.spec(port)
    legal = g.legal_actions(seat)
    ids = spec.catalogue.ids(seat, legal)
    scores = bot.policy.scores(spec.encoder.encode(g.view(seat)))
    best = max((i for i in ids if i is not None), key=lambda i: (scores[i], -i))
    assert bot.choose(port, True) == legal[ids.index(best)]
    # a huge weight on an illegal id changes nothing: the mask rules it out
    illegal = next(i for i in range(spec.catalogue.size) if i not in ids)
    bot.policy.bias[illegal] = 1e9
    assert bot.choose(port, True) == legal[ids.index(best)]


def test_policy_entrant_in_a_tournament(policy_file: str) -> None:
    res = run_tournament(make_tournament([GAME], ["random", f"policy:{policy_file}"], games_per_match=2))
    assert len(res.games) == 4 and all(r["error"] == "" for r in res.games)
    assert {r["entrant"] for r in res.ratings} == {"random", f"policy:{policy_file}"}


def test_imitation_weights_fit_the_table(tmp_path: Path) -> None:
    w = imitation_policy(GAME, 2, games=2)
    assert w.shape == shape_for(sample_game(GAME, 2)) and np.isfinite(w).all()
    path = save_policy(tmp_path / "imitate.npz", w, game=GAME, players=2, temperature=0.5)
    g = new_game(GAME, 2, seed=1)
    bots = [make_bot(f"policy:{path}", GAME, s, seed=1) for s in range(2)]
    assert run_game(g, bots, max_steps=5_000) is not None  # sampling: no endless cycle
    played = [e["action"] for e in g.record()["actions"] if "seat" in e]
    g2 = new_game(GAME, 2, seed=1)  # seeded: the same game again
    run_game(g2, [make_bot(f"policy:{path}", GAME, s, seed=1) for s in range(2)], max_steps=5_000)
    assert [e["action"] for e in g2.record()["actions"] if "seat" in e] == played


def _write(path: Path, **arrays: object) -> str:
    np.savez(path, **arrays)  # type: ignore[arg-type]
    return str(path)


def test_bad_policy_files_are_named(tmp_path: Path, policy_file: str) -> None:
    shape = shape_for(sample_game(GAME, 2))
    good = {"format": np.array(FORMAT), "weights": np.zeros(shape), "game": np.array(GAME),
            "players": np.array(2)}
    cases = {
        "missing.npz": (None, "no such file"),
        "text.npz": ("text", "not a NumPy .npz archive"),
        "noweights.npz": ({k: v for k, v in good.items() if k != "weights"}, "missing the 'weights' array"),
        "format.npz": ({**good, "format": np.array("torch")}, "format 'torch' is not"),
        "flat.npz": ({**good, "weights": np.zeros(5)}, "must be a 2-D array"),
        "nan.npz": ({**good, "weights": np.full(shape, np.nan)}, "NaN or infinite"),
        "bias.npz": ({**good, "bias": np.zeros(3)}, "'bias' must hold"),
        "hot.npz": ({**good, "temperature": np.array(-1.0)}, "'temperature' must be one number >= 0"),
        "game.npz": ({**good, "game": np.array("chess")}, "unknown game 'chess'"),
    }
    for name, (content, message) in cases.items():
        path = tmp_path / name
        if isinstance(content, dict):
            _write(path, **content)
        elif content == "text":
            path.write_text("not numpy")
        with pytest.raises(InvalidOption, match=message) as e:
            make_bot(f"policy:{path}", GAME, 0)
        assert name in str(e.value)
    with pytest.raises(InvalidOption, match="give the policy's file"):
        make_bot("policy", GAME, 0)
    # a good file for another table
    with pytest.raises(InvalidOption, match="made for stop-the-bus, not schwimmen"):
        make_bot(f"policy:{policy_file}", "schwimmen", 0)
    with pytest.raises(InvalidOption, match="made for 2 players, not 3"):
        make_tournament([GAME], ["random", f"policy:{policy_file}"], players=3)
    wrong = _write(tmp_path / "shape.npz", **{**good, "weights": np.zeros((shape[0], shape[1] + 1))})
    with pytest.raises(InvalidOption, match=r"needs \(133, 250\)"):
        make_tournament([GAME], ["random", f"policy:{wrong}"])
