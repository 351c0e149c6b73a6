"""Tournaments between bots: round-robin or Swiss, over one game or several, with
OpenSkill ratings, head-to-head tables, Parquet/CSV results and plots.

* :mod:`parlour.tournament.pairing`: who meets whom (round robin, Swiss);
* :mod:`parlour.tournament.matches`: a match's seeded deals and seatings, playing a game;
* :mod:`parlour.tournament.run`: :func:`make_tournament` (validation) and
  :func:`run_tournament` (locally, in worker processes or on Ray);
* :mod:`parlour.tournament.ratings`: ratings with uncertainty and head-to-head tables;
* :mod:`parlour.tournament.results`: the Parquet and CSV tables;
* :mod:`parlour.tournament.plots`: rating bars, win rate against search budget, game lengths.

The command is ``parlour tournament`` (:mod:`parlour.cli.tournament`); the guide is
``docs/scale.md``, section *Tournaments*.
"""

from parlour.tournament.run import FORMATS, Results, TournamentSpec, make_tournament, run_tournament

__all__ = ["FORMATS", "Results", "TournamentSpec", "make_tournament", "run_tournament"]
