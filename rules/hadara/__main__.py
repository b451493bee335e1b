"""Command line: ``python -m rules.hadara COMMAND`` (simulate, bench, replay, data…; ``--help``)."""

from rules.tools.hadara.cli import main

raise SystemExit(main())
