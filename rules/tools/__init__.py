"""Tooling around the rules cores: what plays, measures and maintains a game without being its
rules.

The shared modules here import no game: :mod:`rules.tools.playout` (the loop that plays a whole
game with agents, and the game record's file helpers), :mod:`rules.tools.agents` (the registry
of a game's computer players), :mod:`rules.tools.cli` (the command-line skeleton and the
subcommands every game shares) and :mod:`rules.tools.matches` (tournament and match helpers).
Each game's own tooling is in ``rules/tools/<game>/`` (its command line, tournament, balance,
soak, data generation); ``python -m rules.<game>`` delegates to it.

Layers (tests/rules/test_tooling_layers.py): no rules-core module imports ``rules.tools``; a
game's agents and playout use only the shared modules; only ``rules/<game>/__main__.py``
imports a game's tooling.
"""
