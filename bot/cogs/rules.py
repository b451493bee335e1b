"""``/rules [game] [topic]`` and ``/card [game] <name>``: rules look-ups in the user's language,
for every game that has them (the game by option, else the one running in the channel, else the
first registered).

Answers are ephemeral unless ``public`` is set. A rules answer carries buttons to related topics
(``hr:<game>:<topic>:<public>``, a :class:`discord.ui.DynamicItem`, so they work after a
restart): on a private answer a click replaces the answer in place, on a public one it opens the
topic privately for whoever clicked, in their language. ``/card`` shows the card drawn by the
render pool with the card's facts.
"""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, lookup
from bot.cogs.play import _
from bot.games import registry
from bot.games.base import GamePlugin, Lookup
from bot.interactions import answered, think

if TYPE_CHECKING:
    from bot.app import TabletopBot

log = logging.getLogger(__name__)

# (Buttons posted before there were several games have no game part: the first game's.)
TOPIC_TEMPLATE = r"hr:(?:(?P<game>[a-z0-9]{1,20}):)?(?P<topic>[a-z0-9-]{1,40}):(?P<public>[01])"
EMBED_COLOR = discord.Colour(0xC8963E)


def hosted_games() -> list[str]:
    """The games the bot hosts: registered, with a plugin that imports and a catalogue that
    loads (what :class:`bot.app.TabletopBot` keeps; a skipped game is not offered)."""
    return list(registry().without(i18n.catalog().skipped))


# Read when the bot loads this extension (after the catalogue check at start-up).
GAME_CHOICES = [app_commands.Choice(name=_(f"{n}-name"), value=n) for n in hosted_games()]


def user_locale(interaction: discord.Interaction[Any]) -> str:
    """The catalogue locale for the person who used the command or clicked."""
    settings = getattr(interaction.client, "settings", None)
    default = getattr(settings, "default_locale", None)
    return i18n.catalog().pick(str(interaction.locale), default)


def translators(game: str, locale: str) -> tuple[i18n.Translator, i18n.Translator]:
    catalog = i18n.catalog()
    return catalog.translator(locale, game), catalog.translator(i18n.FALLBACK, game)


# ------------------------------------------------------------------ answers


def topic_embed(found: lookup.Topic, t: i18n.Translator) -> discord.Embed:
    embed = discord.Embed(title=found.title, description=found.body, colour=EMBED_COLOR)
    embed.set_footer(text=t("rules-footer"))
    return embed


class TopicButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TOPIC_TEMPLATE):
    """A link to another topic; ``public`` tells whether the message it sits on is public."""

    def __init__(self, game: str, topic: str, public: bool, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or topic)[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"hr:{game}:{topic}:{int(public)}",
            )
        )
        self.game = game
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
        games = getattr(interaction.client, "games", None)
        default = games.default if games is not None else hosted_games()[0]
        return cls(match["game"] or default, match["topic"], match["public"] == "1")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        locale = user_locale(interaction)
        games = getattr(interaction.client, "games", {})
        plugin: GamePlugin | None = games.get(self.game)
        try:
            if plugin is None or plugin.lookup is None or self.topic not in plugin.lookup.topics:
                await interaction.response.send_message(
                    i18n.t(locale, "rules-error-topic", topic=self.topic), ephemeral=True
                )
                return
            t, _en = translators(self.game, locale)
            found = lookup.topic(plugin.lookup, t, self.topic)
            embed = topic_embed(found, t)
            view = topic_view(self.game, found, public=False)
            if self.public:
                kwargs: dict[str, Any] = {"view": view} if view is not None else {}
                await interaction.response.send_message(embed=embed, ephemeral=True, **kwargs)
            else:
                await interaction.response.edit_message(embed=embed, view=view)
        except discord.HTTPException:
            log.warning("could not answer the rules button %s", interaction.id)


def topic_view(game: str, found: lookup.Topic, public: bool) -> discord.ui.View | None:
    """Buttons to the related topics (five to a row), or None when there are none."""
    if not found.links:
        return None
    view = discord.ui.View(timeout=None)
    for index, (other, title) in enumerate(found.links):
        button = TopicButton(game, other, public, title)
        button.item.row = index // lookup.MAX_LINKS
        view.add_item(button)
    return view


def card_embed(plugin_lookup: Lookup, t: i18n.Translator, card_id: str) -> discord.Embed:
    """The ``/card`` answer without its picture; KeyError if there is no such card."""
    face = plugin_lookup.card(card_id, t)
    embed = discord.Embed(
        title=face.name, description=face.description, colour=discord.Colour(face.colour)
    )
    for name, value in face.facts:
        embed.add_field(name=name, value=value)
    if face.footer:
        embed.set_footer(text=face.footer)
    return embed


def choices(found: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=label[:100], value=value) for label, value in found]


# ------------------------------------------------------------------ commands


class RulesCog(commands.Cog):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(TopicButton)

    async def _game(self, interaction: discord.Interaction[Any], chosen: str | None) -> str:
        """The game asked about: the option, else the channel's game, else the first."""
        if chosen in self.bot.games:
            return str(chosen)
        if interaction.channel_id is not None:
            here = await self.bot.store.by_channel(interaction.channel_id)
            if here is not None and here.game in self.bot.games:
                return here.game
        return self.bot.games.default

    def _lookup(self, game: str) -> Lookup | None:
        plugin = self.bot.games.get(game)
        return plugin.lookup if plugin is not None else None

    @app_commands.command(name="rules", description=_("cmd-rules"))
    @app_commands.describe(game=_("opt-game"), topic=_("opt-topic"), public=_("opt-public"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str] | None = None,
        topic: str | None = None,
        public: bool = False,
    ) -> None:
        locale = user_locale(interaction)
        name = await self._game(interaction, game.value if game else None)
        found_lookup = self._lookup(name)
        t, english = translators(name, locale)
        key = lookup.resolve_topic(found_lookup, t, english, topic) if found_lookup else None
        if found_lookup is None or key is None:
            await interaction.response.send_message(
                t("rules-error-topic", topic=topic or ""), ephemeral=True
            )
            return
        found = lookup.topic(found_lookup, t, key)
        kwargs: dict[str, Any] = {"embed": topic_embed(found, t)}
        view = topic_view(name, found, public)
        if view is not None:
            kwargs["view"] = view
        await interaction.response.send_message(ephemeral=not public, **kwargs)

    @rules.autocomplete("topic")
    async def rules_topic(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        name = await self._game(interaction, getattr(interaction.namespace, "game", None))
        found_lookup = self._lookup(name)
        if found_lookup is None:
            return []
        t, english = translators(name, user_locale(interaction))
        return choices(lookup.search_topics(found_lookup, t, english, current))

    @app_commands.command(name="card", description=_("cmd-card"))
    @app_commands.describe(game=_("opt-game"), name=_("opt-name"), public=_("opt-public"))
    @app_commands.choices(game=GAME_CHOICES)
    async def card(
        self,
        interaction: discord.Interaction[Any],
        name: str,
        game: app_commands.Choice[str] | None = None,
        public: bool = False,
    ) -> None:
        locale = user_locale(interaction)
        game_name = await self._game(interaction, game.value if game else None)
        plugin = self.bot.games.get(game_name)
        t, english = translators(game_name, locale)
        found_lookup = plugin.lookup if plugin is not None else None
        card_id = lookup.resolve_card(found_lookup, t, english, name) if found_lookup else None
        if plugin is None or found_lookup is None or card_id is None:
            await interaction.response.send_message(
                t("rules-error-card", name=name), ephemeral=True
            )
            return
        await think(interaction, private=not public)
        embed = card_embed(found_lookup, t, card_id)
        kwargs: dict[str, Any] = {"embed": embed, "ephemeral": not public}
        draw = plugin.renderer.card
        try:
            if draw is None:
                raise LookupError("no card pictures")
            png = await self.bot.pool.render(
                "rules", 0, None, f"card:{game_name}:{card_id}", locale, draw, card_id, t
            )
        except Exception:
            log.exception("drawing card %s of %s failed", card_id, game_name)
            embed.add_field(name="\u200b", value=t("rules-card-image-failed"), inline=False)
        else:
            kwargs["file"] = discord.File(io.BytesIO(png), f"{card_id}.png")
            embed.set_image(url=f"attachment://{card_id}.png")
        await interaction.followup.send(**kwargs)
        answered(interaction)

    @card.autocomplete("name")
    async def card_name(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        name = await self._game(interaction, getattr(interaction.namespace, "game", None))
        found_lookup = self._lookup(name)
        if found_lookup is None:
            return []
        t, english = translators(name, user_locale(interaction))
        return choices(lookup.search_cards(found_lookup, t, english, current))


async def setup(bot: TabletopBot) -> None:
    bot.add_dynamic_items(TopicButton)
    await bot.add_cog(RulesCog(bot))
