"""Imported once, by the render workers' forkserver (last of :func:`bot.render_pool.preload`).

Loads what drawing needs (the catalogues, fonts, icons, card data) and draws each kind of image
once (:func:`bot.render_pool.warm`), then moves every object made so far out of the garbage
collector's reach (``gc.freeze``). Each render worker is forked from the forkserver, so it
starts warm and shares those pages with the forkserver and the other workers until it writes
to them: the catalogues alone are about 30 MB a process (``docs/scale.md``, "Memory per game,
issue 31, second pass"). Without the freeze, the first full collection in a worker would write
to every object's header and copy the pages. A worker still warms up if this failed
(:data:`warmed` is False): the forkserver drops an ``ImportError`` silently and would die of
any other error, so none leaves this module.
"""

from __future__ import annotations

import gc
import logging

warmed = False

try:
    from bot import render_pool

    render_pool.warm()
    warmed = True
except Exception:  # the worker warms up by itself and reports what is wrong
    logging.getLogger(__name__).exception("warming up the render forkserver failed")
gc.collect()
gc.freeze()
