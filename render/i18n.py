"""The translator every renderer takes: ``t(message_id, **args) -> str``.

The bot passes its Fluent-backed translator for the game's catalogue; each game's renderer
also has an English default of its own so that it works standalone (tools, tests).
"""

from __future__ import annotations

from typing import Any, Protocol


class Translator(Protocol):
    def __call__(self, message_id: str, /, **args: Any) -> str: ...
