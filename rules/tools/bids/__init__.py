"""Sealed Bids tooling: the ``python -m rules.bids`` command line (simulate, replay)."""
