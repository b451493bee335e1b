"""The worked example of ``docs/adding-a-game.md`` (Nim), kept out of the shipped bot: its
files mirror the project's layout and only make sense overlaid on a copy of the project, which
``tests/test_adding_a_game.py`` builds (``python tests/guide_trial/overlay.py DIR`` makes one
to work in). The suite run from the project root collects nothing here."""

collect_ignore_glob = ["*"]
