"""Errors a user can cause. They carry a Fluent message id; the Discord layer translates them."""

from __future__ import annotations


class UserError(Exception):
    """A refused request: nothing changed, and ``message_id`` says why (e.g. "error-not-your-turn").

    ``args_map`` holds the message's arguments; it is not called ``args`` because
    :class:`Exception` already uses that name.
    """

    def __init__(self, message_id: str, **args: str | int) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.args_map: dict[str, str | int] = dict(args)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.message_id!r}, {self.args_map!r})"


class ChannelBusy(UserError):
    """A lobby or running game already lives in that channel (one game per channel or thread)."""

    def __init__(self, **args: str | int) -> None:
        super().__init__("error-channel-busy", **args)
