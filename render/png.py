"""A game's public render functions from its draw functions (imports no game).

Each image kind has a ``draw_<kind>(…) -> Canvas`` (what the tests and the phone figures read:
the canvas remembers every string it drew) and the public ``render_<kind>(…) -> bytes`` the bot
calls, the same with the canvas encoded: :func:`png_of` makes the second from the first, with
the same parameters. The render function is named ``render_<kind>`` in the draw function's
module, so that it pickles by reference (the bot's render workers are processes)."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import ParamSpec, Protocol

P = ParamSpec("P")


class Drawing(Protocol):
    def png(self) -> bytes: ...


def png_of(draw: Callable[P, Drawing], doc: str) -> Callable[P, bytes]:
    """``render_<kind>``, the PNG bytes of ``draw_<kind>``, documented by ``doc``. Assign it to
    that name in the module of ``draw``. Its signature and type hints (``inspect``,
    ``typing.get_type_hints``, ``help``) are those of ``draw`` but for the return: bytes."""
    kind = draw.__name__.removeprefix("draw_")

    def render(*args: P.args, **kwargs: P.kwargs) -> bytes:
        return draw(*args, **kwargs).png()

    functools.update_wrapper(render, draw)  # module, annotations, __wrapped__ (hints resolve)
    render.__name__ = render.__qualname__ = f"render_{kind}"
    render.__doc__ = inspect.cleandoc(doc)
    render.__annotations__ = {**draw.__annotations__, "return": "bytes"}
    render.__signature__ = inspect.signature(draw).replace(  # type: ignore[attr-defined]
        return_annotation="bytes"
    )
    return render
