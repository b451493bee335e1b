"""Who is following a game: a player who clicked one of its prompts (the table, a private
prompt, their decision DM) within ``PRESENCE_SECONDS`` is at the table, and is not pinged when
their turn comes (edits never notify; a ping does)."""

from __future__ import annotations

import time

# A player who clicked in the game's channel this recently is at the table: no ping.
PRESENCE_SECONDS = 300.0


class Presence:
    """When each player last clicked one of each game's prompts (this process's memory)."""

    def __init__(self) -> None:
        # (game id, user id) -> when the user last clicked one of the game's prompts (monotonic)
        self.seen: dict[tuple[str, int], float] = {}

    def saw(self, game_id: str, user_id: int) -> None:
        """The user clicked one of the game's prompts just now (table, private prompt, DM)."""
        self.seen[(game_id, user_id)] = time.monotonic()

    def present(self, game_id: str, user_id: int | None) -> bool:
        seen = self.seen.get((game_id, user_id)) if user_id is not None else None
        return seen is not None and time.monotonic() - seen < PRESENCE_SECONDS
