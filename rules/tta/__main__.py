"""Command line: ``python -m rules.tta COMMAND`` (simulate, bench, soak, data…; ``--help``)."""

from rules.tools.tta.cli import main

raise SystemExit(main())
