"""Buttons and select menus that survive restarts (``discord.ui.DynamicItem``).

custom_id formats (each at most 100 characters):

    hd:<game_id>:<version>:<action_code>   an action button (``show`` opens the clicker's prompt)
    hs:<game_id>:<version>:<n>             a select menu; the chosen value is the action code
    hl:<game_id>:<verb>                    a lobby button; verb is join | leave | ai | start

Nothing is kept in memory: a click is decoded from its custom_id and handed to the client's
``interactions`` handler (:class:`bot.cogs.hadara.Interactions`), which asks the manager.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol

import discord

from bot.ui import layout
from bot.ui.layout import Row, Translate

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class Handler(Protocol):
    async def on_action(
        self, interaction: discord.Interaction[Any], game_id: str, version: int, code: str
    ) -> None: ...

    async def on_lobby(
        self, interaction: discord.Interaction[Any], game_id: str, verb: str
    ) -> None: ...


def _handler(interaction: discord.Interaction[Any]) -> Handler:
    handler: Handler | None = getattr(interaction.client, "interactions", None)
    if handler is None:
        raise RuntimeError("the client has no interactions handler")
    return handler


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=layout.ACTION_TEMPLATE):
    def __init__(
        self, game_id: str, version: int, code: str, text: str = "", style: str = "secondary"
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=layout.clip(text or code),
                style=STYLES.get(style, discord.ButtonStyle.secondary),
                custom_id=layout.action_custom_id(game_id, version, code),
            )
        )
        self.game_id = game_id
        self.version = version
        self.code = code

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ActionButton:
        return cls(match["game"], int(match["version"]), match["code"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_action(interaction, self.game_id, self.version, self.code)


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=layout.SELECT_TEMPLATE):
    def __init__(
        self,
        game_id: str,
        version: int,
        index: int,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=layout.select_custom_id(game_id, version, index),
                placeholder=placeholder or None,
                options=list(options) or [discord.SelectOption(label="-", value="-")],
                min_values=1,
                max_values=1,
            )
        )
        self.game_id = game_id
        self.version = version

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ActionSelect:
        return cls(match["game"], int(match["version"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = list(data.get("values") or self.item.values)
        if not values:
            return
        await _handler(interaction).on_action(interaction, self.game_id, self.version, values[0])


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=layout.LOBBY_TEMPLATE):
    def __init__(self, game_id: str, verb: str, text: str = "") -> None:
        style = (
            discord.ButtonStyle.success
            if verb in ("join", "start")
            else (discord.ButtonStyle.secondary)
        )
        super().__init__(
            discord.ui.Button(
                label=layout.clip(text or verb),
                style=style,
                custom_id=layout.lobby_custom_id(game_id, verb),
            )
        )
        self.game_id = game_id
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> LobbyButton:
        return cls(match["game"], match["verb"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_lobby(interaction, self.game_id, self.verb)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ActionButton,
    ActionSelect,
    LobbyButton,
)


def action_view(game_id: str, version: int, rows: Sequence[Row]) -> discord.ui.View:
    """A view holding ``rows`` (from :func:`bot.ui.layout.plan`); never times out."""
    view = discord.ui.View(timeout=None)
    select_index = 0
    for r, row in enumerate(rows[: layout.MAX_ROWS]):
        if row.kind == "select":
            options = [
                discord.SelectOption(label=layout.clip(c.label, 100), value=c.code)
                for c in row.choices[: layout.MAX_OPTIONS]
            ]
            select = ActionSelect(game_id, version, select_index, options, row.placeholder[:150])
            select.row = r
            view.add_item(select)
            select_index += 1
        else:
            for c in row.choices[: layout.MAX_BUTTONS_PER_ROW]:
                button = ActionButton(game_id, version, c.code, c.label, c.style)
                button.row = r
                view.add_item(button)
    return view


def lobby_view(game_id: str, t: Translate, open_: bool = True) -> discord.ui.View | None:
    if not open_:
        return None
    view = discord.ui.View(timeout=None)
    for r, verbs in enumerate(layout.LOBBY_ROWS):
        for verb in verbs:
            button = LobbyButton(game_id, verb, t(f"lobby-{verb}"))
            button.row = r
            view.add_item(button)
    return view
