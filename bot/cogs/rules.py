"""``/rules [topic]`` and ``/card <name>``: rules look-ups in the user's language.

Answers are ephemeral unless ``public`` is set. A rules answer carries buttons to related topics
(``hr:<topic>:<public>``, a :class:`discord.ui.DynamicItem`, so they work after a restart): on a
private answer a click replaces the answer in place, on a public one it opens the topic privately
for whoever clicked, in their language. ``/card`` shows the card face drawn by the render pool
(in a worker thread) with the card's data and effect.
"""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, rules_topics
from bot.cogs.hadara import _
from render.hadara.card import render_card

if TYPE_CHECKING:
    from bot.app import HadaraBot

log = logging.getLogger(__name__)

TOPIC_TEMPLATE = r"hr:(?P<topic>[a-z0-9-]{1,40}):(?P<public>[01])"
EMBED_COLOR = discord.Colour(0xC8963E)
CARD_COLORS: dict[str, discord.Colour] = {
    "blue": discord.Colour(0x2F6DB5),
    "green": discord.Colour(0x3E8E41),
    "yellow": discord.Colour(0xD9A521),
    "red": discord.Colour(0xB83A2E),
    "purple": discord.Colour(0x7B4AA8),
}


def user_locale(interaction: discord.Interaction[Any]) -> str:
    """The catalogue locale for the person who used the command or clicked."""
    settings = getattr(interaction.client, "settings", None)
    default = getattr(settings, "default_locale", None)
    return i18n.catalog().pick(str(interaction.locale), default)


# ------------------------------------------------------------------ answers


def topic_embed(catalog: i18n.Catalog, locale: str, key: str) -> discord.Embed:
    found = rules_topics.topic(catalog, locale, key)
    embed = discord.Embed(title=found.title, description=found.body, colour=EMBED_COLOR)
    embed.set_footer(text=catalog.format(locale, "rules-footer"))
    return embed


class TopicButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TOPIC_TEMPLATE):
    """A link to another topic; ``public`` tells whether the message it sits on is public."""

    def __init__(self, topic: str, public: bool, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or topic)[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"hr:{topic}:{int(public)}",
            )
        )
        self.topic = topic
        self.public = public

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> TopicButton:
        return cls(match["topic"], match["public"] == "1")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        catalog = i18n.catalog()
        locale = user_locale(interaction)
        try:
            if self.topic not in rules_topics.TOPICS:
                await interaction.response.send_message(
                    catalog.format(locale, "rules-error-topic", topic=self.topic), ephemeral=True
                )
                return
            embed = topic_embed(catalog, locale, self.topic)
            view = topic_view(catalog, locale, self.topic, public=False)
            if self.public:
                kwargs: dict[str, Any] = {"view": view} if view is not None else {}
                await interaction.response.send_message(embed=embed, ephemeral=True, **kwargs)
            else:
                await interaction.response.edit_message(embed=embed, view=view)
        except discord.HTTPException:
            log.warning("could not answer the rules button %s", interaction.id)


def topic_view(
    catalog: i18n.Catalog, locale: str, key: str, public: bool
) -> discord.ui.View | None:
    """Buttons to the topics related to ``key`` (five to a row), or None when there are none."""
    related = rules_topics.topic(catalog, locale, key).links
    if not related:
        return None
    view = discord.ui.View(timeout=None)
    for index, (other, title) in enumerate(related):
        button = TopicButton(other, public, title)
        button.item.row = index // rules_topics.MAX_LINKS
        view.add_item(button)
    return view


def card_embed(catalog: i18n.Catalog, locale: str, card_id: str) -> discord.Embed:
    """The ``/card`` answer without its picture; KeyError if there is no such card."""
    info = rules_topics.card_info(catalog, locale, card_id)
    embed = discord.Embed(
        title=info.name, description=info.text, colour=CARD_COLORS.get(info.color, EMBED_COLOR)
    )
    embed.add_field(name=catalog.format(locale, "rules-card-epoch"), value=info.epoch)
    embed.add_field(name=catalog.format(locale, "rules-card-color"), value=info.color_name)
    embed.add_field(name=catalog.format(locale, "rules-card-cost"), value=str(info.cost))
    embed.add_field(name=catalog.format(locale, "rules-card-points"), value=str(info.points))
    embed.add_field(name=catalog.format(locale, "rules-card-sale"), value=str(info.sale))
    embed.add_field(name=catalog.format(locale, "rules-card-tracks"), value=info.tracks)
    if info.advanced:
        embed.set_footer(text=info.advanced)
    return embed


def choices(found: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=label[:100], value=value) for label, value in found]


# ------------------------------------------------------------------ commands


class RulesCog(commands.Cog):
    def __init__(self, bot: HadaraBot) -> None:
        self.bot = bot

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(TopicButton)

    @app_commands.command(name="rules", description=_("cmd-rules"))
    @app_commands.describe(topic=_("opt-topic"), public=_("opt-public"))
    async def rules(
        self,
        interaction: discord.Interaction[Any],
        topic: str | None = None,
        public: bool = False,
    ) -> None:
        catalog = i18n.catalog()
        locale = user_locale(interaction)
        key = rules_topics.resolve_topic(catalog, locale, topic)
        if key is None:
            await interaction.response.send_message(
                catalog.format(locale, "rules-error-topic", topic=topic or ""), ephemeral=True
            )
            return
        kwargs: dict[str, Any] = {"embed": topic_embed(catalog, locale, key)}
        view = topic_view(catalog, locale, key, public)
        if view is not None:
            kwargs["view"] = view
        await interaction.response.send_message(ephemeral=not public, **kwargs)

    @rules.autocomplete("topic")
    async def rules_topic(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        found = rules_topics.search_topics(i18n.catalog(), user_locale(interaction), current)
        return choices(found)

    @app_commands.command(name="card", description=_("cmd-card"))
    @app_commands.describe(name=_("opt-name"), public=_("opt-public"))
    async def card(
        self, interaction: discord.Interaction[Any], name: str, public: bool = False
    ) -> None:
        catalog = i18n.catalog()
        locale = user_locale(interaction)
        card_id = rules_topics.resolve_card(catalog, locale, name)
        if card_id is None:
            await interaction.response.send_message(
                catalog.format(locale, "rules-error-card", name=name), ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=not public, thinking=True)
        embed = card_embed(catalog, locale, card_id)
        kwargs: dict[str, Any] = {"embed": embed, "ephemeral": not public}
        try:
            png = await self.bot.pool.render(
                "rules",
                0,
                None,
                f"card:{card_id}",
                locale,
                render_card,
                card_id,
                catalog.translator(locale),
            )
        except Exception:
            log.exception("drawing card %s failed", card_id)
            embed.add_field(
                name="\u200b", value=catalog.format(locale, "rules-card-image-failed"), inline=False
            )
        else:
            kwargs["file"] = discord.File(io.BytesIO(png), f"{card_id}.png")
            embed.set_image(url=f"attachment://{card_id}.png")
        await interaction.followup.send(**kwargs)

    @card.autocomplete("name")
    async def card_name(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        found = rules_topics.search_cards(i18n.catalog(), user_locale(interaction), current)
        return choices(found)


async def setup(bot: HadaraBot) -> None:
    bot.add_dynamic_items(TopicButton)
    await bot.add_cog(RulesCog(bot))
