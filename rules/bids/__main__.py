"""Command line: ``python -m rules.bids simulate|replay`` (see ``--help``)."""

from rules.tools.bids.cli import main

raise SystemExit(main())
