"""``python -m rules.tta.datagen``: the card data generator's entry point, kept at the name the
card data files give (``data_notes``); the generator is :mod:`rules.tools.tta.datagen`."""

if __name__ == "__main__":
    from rules.tools.tta.datagen import main

    raise SystemExit(main())
