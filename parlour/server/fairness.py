"""Provably fair shuffles: commit, add entropy, reveal.

A table created without a seed draws a secret *server seed* and publishes only its
commitment, ``sha256("parlour-seed:" + server_seed)``. Before the first step, each seated
player may add a piece of entropy (any text); the game's seed is then
:func:`derive_seed` of the server seed and the entropy, in the order it came, and the
cards are dealt again from it. When the game ends the server seed is revealed, so
anyone can check, from the record alone (:func:`verify`, which ``parlour replay``
runs), that the server committed to it before any player's entropy was known, and that
the deal follows from both. A seed chosen by the table's creator is shown to everyone
(``{"scheme": "chosen", "seed": N}``) from the start, before anyone sits.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from typing import Any

SCHEME = "commit-reveal/1"
MAX_SEED = (1 << 63) - 1
MAX_ENTROPY = 64
"""Longest piece of entropy (characters)."""


def new_server_seed() -> str:
    return secrets.token_hex(32)


def commitment(server_seed: str) -> str:
    return hashlib.sha256(f"parlour-seed:{server_seed}".encode()).hexdigest()


def derive_seed(server_seed: str, entropy: list[dict[str, Any]]) -> int:
    """The game seed from the server seed and the players' entropy (``[{"seat", "value"}]``,
    in the order given)."""
    text = json.dumps([server_seed, [[e["seat"], e["value"]] for e in entropy]], separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") & MAX_SEED


def committed() -> dict[str, Any]:
    """A new table's fairness block (the server seed inside is secret until the end)."""
    server_seed = new_server_seed()
    return {"scheme": SCHEME, "commitment": commitment(server_seed), "server_seed": server_seed,
            "entropy": []}


def chosen(seed: int) -> dict[str, Any]:
    return {"scheme": "chosen", "seed": seed}


def public(fairness: dict[str, Any] | None, finished: bool) -> dict[str, Any] | None:
    """What everyone may see: the server seed only once the game is over."""
    if fairness is None:
        return None
    if fairness.get("scheme") == SCHEME and not finished:
        return {k: v for k, v in fairness.items() if k != "server_seed"}
    return dict(fairness)


def verify(record: dict[str, Any]) -> str | None:
    """Check a finished record's ``fairness`` block against its seed: ``None`` when it
    holds (or the record has none), else what is wrong."""
    f = record.get("fairness")
    if f is None:
        return None
    if not isinstance(f, dict):
        return "the fairness block is not an object"
    if f.get("scheme") == "chosen":
        return None if f.get("seed") == record.get("seed") else "the chosen seed is not the record's seed"
    if f.get("scheme") != SCHEME:
        return f"unknown fairness scheme {f.get('scheme')!r}"
    server_seed = f.get("server_seed")
    if not isinstance(server_seed, str):
        return "the server seed is not revealed"
    if commitment(server_seed) != f.get("commitment"):
        return "the revealed server seed does not match the commitment"
    try:
        seed = derive_seed(server_seed, list(f.get("entropy") or []))
    except (KeyError, TypeError):
        return "the entropy list is malformed"
    if seed != record.get("seed"):
        return "the record's seed does not follow from the server seed and the players' entropy"
    return None


__all__ = ["MAX_ENTROPY", "SCHEME", "chosen", "commitment", "committed", "derive_seed", "public", "verify"]
