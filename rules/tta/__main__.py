"""Command line: ``python -m rules.tta simulate|bench|soak|replay|validate-data`` (``--help``)."""

from rules.tta.cli import main

raise SystemExit(main())
