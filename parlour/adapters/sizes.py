"""The observation and action sizes of every registered table, as a markdown table.

``python -m parlour.adapters.sizes`` prints it (``docs/adapters.md`` shows its output):
one row per game, variant and player count (the fewest, the default and the most), with
the observation's features, the catalogue's ids (pass not counted), whose encoding it is
and which action types fall back to legal-index blocks.
"""

from __future__ import annotations

import dataclasses

from parlour.adapters.core import spec_for
from parlour.engine.registry import game_class, list_games, new_game


@dataclasses.dataclass(frozen=True)
class Row:
    game: str
    variant: str | None
    players: int
    features: int
    ids: int
    own: bool
    indexed: tuple[str, ...]


def rows() -> list[Row]:
    """Every game, variant and player count (fewest, default, most)."""
    out = []
    for info in list_games():
        variants: list[str | None] = [*info.variants] or [None]
        for variant in variants:
            g = new_game(info.name, variant=variant, seed=0)
            lo, hi = game_class(info.name).player_range(g.options)
            for n in sorted({lo, g.players, hi}):
                spec = spec_for(new_game(info.name, n, variant=variant, seed=0))
                cat = spec.catalogue
                out.append(Row(info.name, variant, n, spec.encoder.size, cat.size, not spec.generic,
                               tuple(cat.indexed)))
    return out


def markdown() -> str:
    """The rows as a markdown table."""
    lines = ["| game | variant | players | features | ids | encoding | index blocks |",
             "| --- | --- | ---: | ---: | ---: | --- | --- |"]
    for r in rows():
        lines.append(f"| {r.game} | {r.variant or '-'} | {r.players} | {r.features:,} | {r.ids:,} | "
                     f"{'own' if r.own else 'generic'} | {', '.join(r.indexed) or '-'} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(markdown())
