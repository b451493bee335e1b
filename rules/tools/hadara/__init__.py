"""Hadara tooling: the ``python -m rules.hadara`` command line and the balance report and agent
tournament it runs."""
