"""Buttons and select menus that survive restarts (``discord.ui.DynamicItem``).

custom_id formats (each at most 100 characters):

    hd:<game_id>:<version>:<action_code>   an action button (``show`` opens the clicker's prompt)
    hs:<game_id>:<version>:<n>             a select menu; the chosen value is the action code
    hp:<game_id>:<version>:<user_id>       one player's menu on the table (only they may use it)
    hn:<game_id>:<version>:<path>          a button opening a level of a chain of choices
    hm:<game_id>:<version>:<path>          a menu of the groups below ``path`` (value: a key)
    hl:<game_id>:<verb>                    a lobby button; verb is join | leave | ai | start
    hf:<game_id>:<verb>                    a faulted game's notice: retry | abandon
    sa:<game_id>:<owner>:<op>[:…]          a player's answers given in advance (its menus and
                                           button, :mod:`bot.ui.answers`)
    rp:<game_id>:<owner>:<a|m>:<t|seat>:<move>:<op>
                                           a replay stepper's control (:mod:`bot.replay`): op
                                           f|p|n|l (⏮ ◀ ▶ ⏭), j (jump menu), s (see-as menu)

Elsewhere: ``gh:``/``gx:`` (/games history, :mod:`bot.exporting`), ``hr:`` (/rules topics),
``lb:<ladder>:<s|e>:<page>:<locale>`` (/leaderboard pages), ``pv:<user_id>:<ask|yes|no>``
(/privacy, both :mod:`bot.cogs.social`) and ``rm:<game_id>`` (Rematch, :mod:`bot.rematch`).

Nothing is kept in memory: a click is decoded from its custom_id and handed to the client's
``interactions`` handler (:class:`bot.interactions.Interactions`), which asks the manager.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

import discord

from bot.ui import answers, layout
from bot.ui.layout import Row, Translate

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class Handler(Protocol):
    async def on_action(
        self,
        interaction: discord.Interaction[Any],
        game_id: str,
        version: int,
        code: str,
        owner: int | None = None,
    ) -> None: ...

    async def on_nav(
        self, interaction: discord.Interaction[Any], game_id: str, version: int, path: str
    ) -> None: ...

    async def on_lobby(
        self, interaction: discord.Interaction[Any], game_id: str, verb: str
    ) -> None: ...

    async def on_fault(
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


def _menu(
    custom_id: str,
    options: Sequence[discord.SelectOption],
    placeholder: str,
    disabled: bool = False,
) -> discord.ui.Select[Any]:
    """A one-choice select menu (a placeholder option when rebuilt from a click, or when it is
    disabled: a stable layout's menu with nothing to choose now)."""
    return discord.ui.Select(
        custom_id=custom_id,
        placeholder=placeholder or None,
        options=list(options) or [discord.SelectOption(label="-", value="-")],
        min_values=1,
        max_values=1,
        disabled=disabled,
    )


def _chosen(interaction: discord.Interaction[Any], menu: discord.ui.Select[Any]) -> str | None:
    data: dict[str, Any] = dict(interaction.data or {})
    values = list(data.get("values") or menu.values)
    return str(values[0]) if values else None


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=layout.SELECT_TEMPLATE):
    """A menu of actions; an option valued ``>path`` (:data:`bot.ui.layout.OPEN`) opens the
    level at that path instead (a stable layout's entry one level down)."""

    def __init__(
        self,
        game_id: str,
        version: int,
        index: int,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
        disabled: bool = False,
    ) -> None:
        custom_id = layout.select_custom_id(game_id, version, index)
        super().__init__(_menu(custom_id, options, placeholder, disabled))
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
        if (code := _chosen(interaction, self.item)) is None:
            return
        handler = _handler(interaction)
        if code.startswith(layout.OPEN):
            path = code[len(layout.OPEN) :]
            if re.fullmatch(layout.PATH_PATTERN, path) is None:
                code = path  # not a path: refused as a malformed action
            else:
                await handler.on_nav(interaction, self.game_id, self.version, path)
                return
        await handler.on_action(interaction, self.game_id, self.version, code)


class SeatSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=layout.SEAT_TEMPLATE):
    """One player's menu on the table while several players choose in public at once."""

    def __init__(
        self,
        game_id: str,
        version: int,
        owner: int,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
    ) -> None:
        custom_id = layout.seat_custom_id(game_id, version, owner)
        super().__init__(_menu(custom_id, options, placeholder))
        self.game_id = game_id
        self.version = version
        self.owner = owner

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> SeatSelect:
        return cls(match["game"], int(match["version"]), int(match["user"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if (code := _chosen(interaction, self.item)) is not None:
            await _handler(interaction).on_action(
                interaction, self.game_id, self.version, code, owner=self.owner
            )


class NavButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=layout.NAV_TEMPLATE):
    """Opens a level of a chain of choices."""

    def __init__(
        self, game_id: str, version: int, path: str, text: str = "", style: str = "secondary"
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=layout.clip(text or path or "…"),
                style=STYLES.get(style, discord.ButtonStyle.secondary),
                custom_id=layout.nav_custom_id(game_id, version, path.split(".") if path else ()),
            )
        )
        self.game_id = game_id
        self.version = version
        self.path = path

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> NavButton:
        return cls(match["game"], int(match["version"]), match["path"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_nav(interaction, self.game_id, self.version, self.path)


class NavSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=layout.NAV_MENU_TEMPLATE):
    """A menu of the groups below ``path``; the chosen value is the group key to open."""

    def __init__(
        self,
        game_id: str,
        version: int,
        path: str,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
    ) -> None:
        keys = path.split(".") if path else ()
        custom_id = layout.nav_custom_id(game_id, version, keys, menu=True)
        super().__init__(_menu(custom_id, options, placeholder))
        self.game_id = game_id
        self.version = version
        self.path = path

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> NavSelect:
        return cls(match["game"], int(match["version"]), match["path"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if (key := _chosen(interaction, self.item)) is not None:
            path = f"{self.path}.{key}" if self.path else key
            await _handler(interaction).on_nav(interaction, self.game_id, self.version, path)


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


# The buttons of a faulted game's notice (bot/manager/faults.py), in their order.
FAULT_VERBS = ("retry", "abandon")
FAULT_TEMPLATE = r"hf:(?P<game>[a-z0-9]{1,32}):(?P<verb>retry|abandon)"


class FaultButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=FAULT_TEMPLATE):
    """Retry or Abandon, on the notice of a game whose saved state does not load."""

    def __init__(self, game_id: str, verb: str, text: str = "") -> None:
        style = discord.ButtonStyle.primary if verb == "retry" else discord.ButtonStyle.danger
        super().__init__(
            discord.ui.Button(
                label=layout.clip(text or verb), style=style, custom_id=f"hf:{game_id}:{verb}"
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
    ) -> FaultButton:
        return cls(match["game"], match["verb"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _handler(interaction).on_fault(interaction, self.game_id, self.verb)


def fault_view(game_id: str, t: Translate) -> discord.ui.View:
    """Retry and Abandon (labels ``fault-btn-<verb>``)."""
    view = discord.ui.View(timeout=None)
    for verb in FAULT_VERBS:
        view.add_item(FaultButton(game_id, verb, t(f"fault-btn-{verb}")))
    return view


# A replay stepper's controls (:mod:`bot.replay`): whose stepper it is (0: none), "a" on a
# message for all or "m" on one for its owner only, whose eyes ("t": the table, else a seat),
# which move it shows, and what the control does.
REPLAY_PREFIX = "rp"
_REPLAY = (
    r"rp:(?P<game>[a-z0-9]{1,32}):(?P<owner>[0-9]{1,20}):(?P<mode>[am]):"
    r"(?P<persp>t|[0-9]{1,2}):(?P<move>[0-9]{1,7}):"
)
REPLAY_BUTTON_TEMPLATE = _REPLAY + r"(?P<op>[fpnl])"
REPLAY_SELECT_TEMPLATE = _REPLAY + r"(?P<op>[js])"


def replay_custom_id(
    game_id: str, owner: int, public: bool, persp: int | None, move: int, op: str
) -> str:
    """``rp:<game_id>:<owner>:<a|m>:<t|seat>:<move>:<op>`` (see the module doc)."""
    eyes = "t" if persp is None else str(persp)
    return f"{REPLAY_PREFIX}:{game_id}:{owner}:{'a' if public else 'm'}:{eyes}:{move}:{op}"


class ReplayControl(NamedTuple):
    """What a replay control's custom_id says (see :func:`replay_custom_id`)."""

    game_id: str
    owner: int
    public: bool
    persp: int | None
    move: int
    op: str


def _replay_args(match: re.Match[str]) -> ReplayControl:
    persp = match["persp"]
    return ReplayControl(
        match["game"],
        int(match["owner"]),
        match["mode"] == "a",
        None if persp == "t" else int(persp),
        int(match["move"]),
        match["op"],
    )


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REPLAY_BUTTON_TEMPLATE):
    """⏮ ◀ ▶ ⏭ of a replay stepper: everything the click needs is in its custom_id."""

    def __init__(
        self,
        game_id: str,
        owner: int,
        public: bool,
        persp: int | None,
        move: int,
        op: str,
        text: str = "",
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=layout.clip(text or op),
                style=discord.ButtonStyle.secondary,
                custom_id=replay_custom_id(game_id, owner, public, persp, move, op),
                disabled=disabled,
            )
        )
        self.control = ReplayControl(game_id, owner, public, persp, move, op)

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ReplayButton:
        return cls(*_replay_args(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot import replay

        await replay.on_click(interaction.client, interaction, self.control, None)


class ReplaySelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=REPLAY_SELECT_TEMPLATE):
    """A replay stepper's menu: jump to a round or age (``j``), see as a seat (``s``)."""

    def __init__(
        self,
        game_id: str,
        owner: int,
        public: bool,
        persp: int | None,
        move: int,
        op: str,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
    ) -> None:
        custom_id = replay_custom_id(game_id, owner, public, persp, move, op)
        super().__init__(_menu(custom_id, options, placeholder))
        self.control = ReplayControl(game_id, owner, public, persp, move, op)

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ReplaySelect:
        return cls(*_replay_args(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot import replay

        value = _chosen(interaction, self.item)
        await replay.on_click(interaction.client, interaction, self.control, value)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    *answers.DYNAMIC_ITEMS,
    ActionButton,
    ActionSelect,
    SeatSelect,
    NavButton,
    NavSelect,
    LobbyButton,
    FaultButton,
    ReplayButton,
    ReplaySelect,
)


def _on_message(interaction: discord.Interaction[Any], custom_id: str) -> bool:
    """Does the message the click came from (as Discord sends it now) still hold a component
    with this custom_id? discord.py dispatches a dynamic item only then."""
    message = interaction.message
    if message is None:
        return False
    return any(
        getattr(child, "custom_id", None) == custom_id
        for row in message.components
        for child in getattr(row, "children", ())
    )


async def dispatch_stale(interaction: discord.Interaction[Any]) -> bool:
    """A click on a component the message no longer shows — it was edited between the
    rendering the user saw and their click (a new table version, say). Discord sends the message
    as it is now, and discord.py drops such a click without an answer ("This interaction
    failed"); this hands it to the same callback, which answers it (an outdated move is refused
    with the current prompt, "show my choices" works at any version). True when it did."""
    if interaction.type is not discord.InteractionType.component:
        return False
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    if not custom_id or _on_message(interaction, custom_id):
        return False  # discord.py dispatches it (or it is not one of ours)
    for item_cls in DYNAMIC_ITEMS:
        match = item_cls.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match is None:
            continue
        base: discord.ui.Item[Any]
        if int(data.get("component_type", 2)) == 3:
            base = discord.ui.Select(custom_id=custom_id)
        else:
            base = discord.ui.Button(custom_id=custom_id)
        item = await item_cls.from_custom_id(interaction, base, match)
        await item.callback(interaction)
        return True
    return False


def action_view(game_id: str, version: int, rows: Sequence[Row]) -> discord.ui.View:
    """A view holding ``rows`` (from :func:`bot.ui.layout.plan`); never times out."""
    view = discord.ui.View(timeout=None)
    select_index = 0
    for r, row in enumerate(rows[: layout.MAX_ROWS]):
        if row.kind == "select":
            options = [
                discord.SelectOption(
                    label=layout.clip(c.label, 100), value=layout.option_value(c, row)
                )
                for c in row.choices[: layout.MAX_OPTIONS]
            ]
            placeholder = row.placeholder[:150]
            select: discord.ui.DynamicItem[Any]
            if row.nav is not None:
                select = NavSelect(game_id, version, ".".join(row.nav), options, placeholder)
            elif row.owner is not None:
                select = SeatSelect(game_id, version, row.owner, options, placeholder)
            else:
                select = ActionSelect(
                    game_id, version, select_index, options, placeholder, row.disabled
                )
                select_index += 1
            select.row = r
            view.add_item(select)
        else:
            for c in row.choices[: layout.MAX_BUTTONS_PER_ROW]:
                button: discord.ui.DynamicItem[Any]
                if c.nav is not None:
                    button = NavButton(game_id, version, ".".join(c.nav), c.label, c.style)
                else:
                    button = ActionButton(game_id, version, c.sent, c.label, c.style)
                button.row = r
                view.add_item(button)
    view.stop()
    return view


def lobby_view(
    game_id: str,
    t: Translate,
    open_: bool = True,
    levels: Sequence[str] = ("easy", "normal", "strong"),
) -> discord.ui.View | None:
    """The lobby's buttons; one "add an AI" button per AI level the game offers."""
    if not open_:
        return None
    view = discord.ui.View(timeout=None)
    for r, verbs in enumerate(layout.LOBBY_ROWS):
        for verb in verbs:
            if verb.startswith("ai-") and verb[3:] not in levels:
                continue
            button = LobbyButton(game_id, verb, t(f"lobby-{verb}"))
            button.row = r
            view.add_item(button)
    return view
