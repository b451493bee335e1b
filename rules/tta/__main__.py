"""Command line: ``python -m rules.tta COMMAND`` (simulate, bench, soak, data…; ``--help``)."""

from rules.tta.cli import main

raise SystemExit(main())
