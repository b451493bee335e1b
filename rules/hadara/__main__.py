"""Command line: ``python -m rules.hadara COMMAND`` (simulate, bench, replay, data…; ``--help``)."""

from rules.hadara.cli import main

raise SystemExit(main())
