"""Command line: ``python -m rules.hadara simulate|bench|validate-data|replay`` (see ``--help``)."""

from rules.hadara.cli import main

raise SystemExit(main())
