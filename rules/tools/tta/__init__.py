"""Through the Ages tooling: the ``python -m rules.tta`` command line and the tournament, soak
and card data generator (``python -m rules.tta.datagen``) it runs."""
