"""``/<game> answers``: a player's answers given in advance, privately (issue 29).

An ephemeral message lists the player's answer to each question the game asks out of their
turn (the game's ``describe_standing`` lines), with menus to set, change or clear each one:
first the question, then its kind of answer (or "clear"), then the kind's parameters (a
number as a menu of sensible values, a choice as a menu, seats as a multi-select of the
game's other players). Every change is saved at once (:meth:`GameManager.set_standing`), so
that the menus never hold a half-made answer.

custom_ids (everything a click needs; they survive a restart):

    sa:<game_id>:<owner>:o                          back to the list of questions (a button)
    sa:<game_id>:<owner>:q                          the question menu (value: a question)
    sa:<game_id>:<owner>:k:<question>               its kind menu (value: a kind id, "-": clear)
    sa:<game_id>:<owner>:v:<question>:<kind>:<key>  a parameter of that kind (values: its value)

``owner`` is the player the menus belong to; a parameter menu of a kind the player has since
changed is out of date (its click is refused with the current page).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import UserError
from bot.i18n import Translator
from bot.store import GameRecord
from bot.ui import layout
from rules.core import StandingAnswer, StandingKind, StandingParam

log = logging.getLogger(__name__)

PREFIX = "sa"
_HEAD = r"sa:(?P<game>[a-z0-9]{1,32}):(?P<owner>[0-9]{1,20}):"
BUTTON_TEMPLATE = _HEAD + r"(?P<op>o)"
SELECT_TEMPLATE = (
    _HEAD + r"(?P<op>[qkv])(?::(?P<question>[a-z0-9_]{1,24}))?"
    r"(?::(?P<kind>[a-z0-9_]{1,24}):(?P<key>[a-z0-9_]{1,16}))?"
)
CLEAR = "-"
# The values a number menu offers beyond a small range: the first ones, then coarser steps.
MANY = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 99)


def custom_id(game_id: str, owner: int, op: str, *rest: str) -> str:
    return ":".join((PREFIX, game_id, str(owner), op, *rest))


def int_values(param: StandingParam, current: Any) -> list[int]:
    """The numbers a menu offers for ``param``: every allowed one when they fit a menu, else
    sensible steps within the range, always with the current value."""
    low = param.minimum if param.minimum is not None else 0
    high = param.maximum if param.maximum is not None else low + layout.MAX_OPTIONS - 1
    if high - low < layout.MAX_OPTIONS:
        return list(range(low, high + 1))
    values = {v for v in MANY if low <= v <= high} | {low, high}
    if isinstance(current, int):
        values.add(current)
    return sorted(values)[: layout.MAX_OPTIONS]


# ------------------------------------------------------------------------------------------
# Pages


class Page:
    """What one player sees of their answers in one game (texts in ``t``'s language)."""

    def __init__(self, bot: Any, game: GameRecord, seat: int, owner: int, t: Translator) -> None:
        from bot.manager.standing import answers_of, kinds_of
        from bot.presenter import text

        self.game = game
        self.seat = seat
        self.owner = owner
        self.t = t
        self.rules = bot.presenter.plugin(game).rules
        self.kinds: tuple[StandingKind, ...] = kinds_of(self.rules)
        self.questions = list(dict.fromkeys(k.question for k in self.kinds))
        self.answers: dict[str, StandingAnswer] = answers_of(self.rules, game, seat)
        self.names = text.names_of(game, t)

    def question_label(self, question: str) -> str:
        return self.t(f"{self.game.game}-standing-question-{question}")

    def menu_label(self, question: str) -> str:
        """The question as a menu option: its short form where the game gives one."""
        short = f"{self.game.game}-standing-menu-{question}"
        if self.t.catalog.has(short, self.t.locale, self.t.game):
            return layout.clip(self.t(short), 25)
        return layout.clip(self.question_label(question), 25)

    def kind(self, kind_id: object) -> StandingKind | None:
        return next((k for k in self.kinds if k.id == kind_id), None)

    def described(self, question: str) -> str:
        answer = self.answers.get(question)
        message = self.rules.describe_standing(answer) if answer is not None else None
        return self.t.msg(message, self.names) if message is not None else self.t("standing-unset")

    def header(self, note: str | None) -> list[str]:
        lines = [f"**{self.t('standing-title')}**", self.t("standing-intro")]
        return [f"*{note}*", *lines] if note else lines

    def overview(self, note: str | None = None) -> tuple[str, discord.ui.View]:
        lines = self.header(note)
        lines += [f"• **{self.question_label(q)}**: {self.described(q)}" for q in self.questions]
        view = discord.ui.View(timeout=None)
        options = [
            discord.SelectOption(
                label=self.menu_label(q),
                value=q,
                description=layout.clip(self.kind_label(q), 100),
            )
            for q in self.questions
        ]
        view.add_item(
            AnswerSelect(
                custom_id(self.game.id, self.owner, "q"),
                options,
                self.t("standing-pick-question"),
            )
        )
        return "\n".join(lines)[:2000], view

    def kind_label(self, question: str) -> str:
        kind = self.kind((self.answers.get(question) or {}).get("kind"))
        return self.t(kind.label) if kind is not None else self.t("standing-unset-short")

    def question(self, question: str, note: str | None = None) -> tuple[str, discord.ui.View]:
        lines = self.header(note)
        lines += [f"**{self.question_label(question)}**", self.described(question)]
        answer = self.answers.get(question) or {}
        current = self.kind(answer.get("kind"))
        view = discord.ui.View(timeout=None)
        options = [
            discord.SelectOption(
                label=layout.clip(self.t(k.label), 25), value=k.id, default=k is current
            )
            for k in self.kinds
            if k.question == question
        ]
        options.append(
            discord.SelectOption(label=layout.clip(self.t("standing-clear"), 25), value=CLEAR)
        )
        game_id, owner = self.game.id, self.owner
        view.add_item(
            AnswerSelect(
                custom_id(game_id, owner, "k", question), options, self.t("standing-pick-kind")
            )
        )
        params = current.params[: layout.MAX_ROWS - 2] if current is not None else ()
        for param in params:
            assert current is not None
            view.add_item(self.param_menu(question, current, param, answer.get(param.key)))
        view.add_item(AnswerButton(game_id, owner, self.t("standing-back")))
        return "\n".join(lines)[:2000], view

    def param_menu(
        self, question: str, kind: StandingKind, param: StandingParam, value: Any
    ) -> AnswerSelect:
        game = self.game.game
        placeholder = self.t(f"{game}-standing-param-{kind.id}-{param.key}")
        options: list[discord.SelectOption]
        most = 1
        if param.kind == "int":
            options = [
                discord.SelectOption(label=str(v), value=str(v), default=v == value)
                for v in int_values(param, value)
            ]
        elif param.kind == "choice":
            options = [
                discord.SelectOption(
                    label=layout.clip(self.t(f"{game}-standing-value-{kind.id}-{c}"), 25),
                    value=c,
                    default=c == value,
                )
                for c in param.choices
            ]
        elif param.kind == "bool":
            options = [
                discord.SelectOption(
                    label=self.t(f"standing-{'yes' if v else 'no'}"),
                    value=str(int(v)),
                    default=v == value,
                )
                for v in (True, False)
            ]
        else:  # seats: the other players
            chosen = value if isinstance(value, list) else []
            options = [
                discord.SelectOption(
                    label=layout.clip(self.names[s], 25), value=str(s), default=s in chosen
                )
                for s in range(len(self.game.seats))
                if s != self.seat
            ][: layout.MAX_OPTIONS]
            most = len(options)
        cid = custom_id(self.game.id, self.owner, "v", question, kind.id, param.key)
        return AnswerSelect(cid, options, placeholder, multiple=param.kind == "seats", most=most)


# ------------------------------------------------------------------------------------------
# Components


class AnswerButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """Back to the list of questions."""

    def __init__(self, game_id: str, owner: int, text: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=layout.clip(text or "<", 25),
                style=discord.ButtonStyle.secondary,
                custom_id=custom_id(game_id, owner, "o"),
            )
        )
        self.game_id = game_id
        self.owner = owner

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> AnswerButton:
        return cls(match["game"], int(match["owner"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await on_click(interaction.client, interaction, self.item.custom_id or "", [])


class AnswerSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A menu of the answers page: its custom_id says what it sets (see the module doc)."""

    def __init__(
        self,
        cid: str,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "",
        *,
        multiple: bool = False,
        most: int = 1,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=cid,
                placeholder=layout.clip(placeholder, layout.MAX_PLACEHOLDER) or None,
                options=list(options) or [discord.SelectOption(label="-", value=CLEAR)],
                min_values=0 if multiple else 1,
                max_values=max(1, most) if multiple else 1,
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> AnswerSelect:
        return cls(match.group(0))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = [str(v) for v in (data.get("values") or self.item.values)]
        await on_click(interaction.client, interaction, self.item.custom_id or "", values)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (AnswerButton, AnswerSelect)


# ------------------------------------------------------------------------------------------
# The command and the clicks


async def _page(bot: Any, interaction: discord.Interaction[Any], game: GameRecord | None) -> Page:
    """The asker's page of ``game``, or the refusal (not seated, not running…)."""
    seat = bot.manager.standing_seat(game, interaction.user.id)
    assert game is not None
    locale = bot.interactions.locale(interaction, game)
    return Page(bot, game, seat, interaction.user.id, bot.presenter.t(locale, game))


async def command(bot: Any, interaction: discord.Interaction[Any], game_name: str) -> None:
    """``/<game> answers`` in a game's channel: the asker's answers page, only for them."""
    game: GameRecord | None = None
    try:
        game = await bot.store.by_channel(interaction.channel_id or 0)
        if game is None or game.game != game_name:
            raise UserError("error-no-game")
        page = await _page(bot, interaction, game)
    except UserError as error:
        await bot.interactions.reply(interaction, game, error.message_id, **error.args_map)
        return
    content, view = page.overview()
    await interaction.response.send_message(content, view=view, ephemeral=True)


def _parse(
    page: Page,
    op: str,
    question: str | None,
    kind_id: str | None,
    key: str | None,
    values: list[str],
) -> StandingAnswer | str | None:
    """What a click asks: an answer to save, None to clear, or a page to show (a question:
    ``"?<question>"``, the overview ``"?"``). Raises ``standing-stale`` when the menu no
    longer matches the player's answers, ``standing-bad-answer`` when a value is malformed."""
    if op == "o":
        return "?"
    if op == "q":
        chosen = values[0] if values else ""
        if chosen not in page.questions:
            raise UserError("standing-bad-answer")
        return "?" + chosen
    if question not in page.questions:
        raise UserError("standing-bad-answer")
    if op == "k":
        chosen = values[0] if values else ""
        if chosen == CLEAR:
            return None
        kind = page.kind(chosen)
        if kind is None or kind.question != question:
            raise UserError("standing-bad-answer")
        current = page.answers.get(question) or {}
        return dict(current) if current.get("kind") == kind.id else {"kind": kind.id}
    current = page.answers.get(question) or {}
    kind = page.kind(kind_id)
    if kind is None or current.get("kind") != kind_id:
        raise UserError("standing-stale")
    param = next((p for p in kind.params if p.key == key), None)
    if param is None:
        raise UserError("standing-bad-answer")
    try:
        value: Any
        if param.kind == "seats":
            value = [int(v) for v in values]
        elif param.kind == "int":
            value = int(values[0])
        elif param.kind == "bool":
            value = values[0] == "1"
        else:
            value = values[0]
    except (ValueError, IndexError):
        raise UserError("standing-bad-answer") from None
    return {**current, param.key: value}


async def on_click(
    bot: Any, interaction: discord.Interaction[Any], cid: str, values: list[str]
) -> None:
    """A click on an answers page: saved at once, and the page shown again in place."""
    match = re.fullmatch(SELECT_TEMPLATE, cid) or re.fullmatch(BUTTON_TEMPLATE, cid)
    if match is None:
        await bot.interactions.reply(interaction, None, "standing-bad-answer")
        return
    game: GameRecord | None = None
    groups = match.groupdict()
    question = groups.get("question")
    try:
        if interaction.user.id != int(match["owner"]):
            raise UserError("standing-not-yours")
        game = await bot.store.get(match["game"])
        page = await _page(bot, interaction, game)
        try:
            wanted = _parse(
                page, match["op"], question, groups.get("kind"), groups.get("key"), values
            )
        except UserError as error:
            if error.message_id != "standing-stale" or question is None:
                raise
            content, view = page.question(question, page.t("standing-stale"))
            await interaction.response.edit_message(content=content, view=view)
            return
        if isinstance(wanted, str):
            target = wanted[1:] or None
        else:
            assert question is not None and game is not None
            game = await bot.manager.set_standing(game.id, interaction.user.id, question, wanted)
            page = await _page(bot, interaction, game)
            target = question
    except UserError as error:
        await bot.interactions.reply(interaction, game, error.message_id, **error.args_map)
        return
    content, view = page.question(target) if target else page.overview()
    await interaction.response.edit_message(content=content, view=view)
