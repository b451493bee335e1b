"""Tooling around the rules cores: what plays, measures and maintains a game without being its
rules.

The shared modules here import no game: :mod:`rules.tools.playout` (the loop that plays a whole
game with agents, and the replayable game record every game extends), :mod:`rules.tools.agents`
(the registry of a game's computer players, the random agent), :mod:`rules.tools.cli` (the
command-line skeleton and the subcommands every game shares) and :mod:`rules.tools.stats`
(tournament and balance statistics, the report head).
Each game's own tooling is in ``rules/tools/<game>/`` (its command line, tournament, balance,
soak, data generation); ``python -m rules.<game>`` delegates to it.

Layers (tests/rules/test_tooling_layers.py): no rules-core module imports ``rules.tools``; a
game's agents and playout use only ``rules.tools.agents`` and ``rules.tools.playout``; only the
entry points (``rules/<game>/__main__.py``, ``rules/tta/datagen.py``) import a game's tooling.
"""
