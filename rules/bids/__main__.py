"""Command line: ``python -m rules.bids simulate|replay`` (see ``--help``)."""

from rules.bids.cli import main

raise SystemExit(main())
