"""Simulation kernels: a game's rules in native code, for simulations of millions of hands.

A kernel plays exactly what :func:`parlour.new_game` plays, for the options it covers, at
a fraction of the cost: no zones, events, views or records, integer actions, and the
deal from the game's own generator, so a kernel and the game dealt from the same seed
hold the same cards and, given the same choices, play the same game (``tests/sim``
drives both side by side). Use the game (:func:`parlour.new_game`) to play, show,
record and replay; use a kernel to count outcomes fast.

* :mod:`parlour.sim.pineapple`: Pineapple, Crazy Pineapple and Crazy Pineapple Hi-Lo,
  fixed limit.

The kernels are C extensions built when Parlour is installed (``pip install`` with a C
compiler and Python's headers, which ``bash scripts/setup`` has on a fresh machine);
without them, importing a kernel raises an ``ImportError`` that says so.
"""
