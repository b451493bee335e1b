"""``/notify``, ``/away`` and ``/back``: a player's own settings, kept across games and servers
(:class:`bot.store.UserSettings`), answered privately and usable in a DM with the bot.

``/notify`` with no option shows the settings; each option given changes one: how turn notices
reach the player (a ping in the game's channel, a DM, or both), their time zone (an IANA name,
offered as they type), quiet hours (local from–to, or "off") and a daily digest DM (a local
hour, or off) instead of a notice per turn. A value that does not read changes nothing: the
answer says what is expected. ``/away`` declares an absence until a time ("fri", "3d",
"2026-12-01") with what the tables do meanwhile (``wait``, ``answers``, ``ai``: see
:mod:`bot.notify` and docs/notifications.md); ``/back`` ends it. Each costs one read and one
write of the player's record, plus, for ``/away`` and ``/back``, one read of the player's
games and a write of each running one (its timers are looked at again at the next tick).
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.play import _
from bot.manager import recaps
from bot.notify import (
    is_away,
    matching_zones,
    next_digest,
    parse_clock,
    parse_quiet,
    parse_until,
    valid_zone,
    zone,
)
from bot.presenter.listing import paged, table_link
from bot.presenter.text import names_of
from bot.store import NOTIFY_MODES, UserSettings

log = logging.getLogger("bot.cogs.notify")
# At most this many private messages answer /back (what was missed is cut there).
MAX_PAGES = 3

if TYPE_CHECKING:
    from bot.app import TabletopBot
    from bot.i18n import Catalog

# What turns quiet hours off, in the four languages.
OFF_WORDS = frozenset({"off", "none", "-", "vyp", "vypnuto", "žádné", "wył", "brak", "выкл", "нет"})
MODE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=_(f"choice-notify-{mode}"), value=mode) for mode in NOTIFY_MODES
]
POLICY_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=_(f"choice-away-{p}"), value=p) for p in ("wait", "answers", "ai")
]


def clock_text(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def stamp(at: float) -> str:
    """A time as Discord shows it to each reader, in their own zone and language."""
    return f"<t:{int(at)}:f>"


def settings_text(catalog: Catalog, locale: str, s: UserSettings, now: float) -> str:
    """What ``/notify`` shows: every setting, one line each."""

    def f(message_id: str, **args: Any) -> str:
        return catalog.format(locale, message_id, **args)

    local = datetime.fromtimestamp(now, zone(s)).strftime("%H:%M")
    lines = [
        f"**{f('notify-settings-title')}**",
        f("notify-mode", mode=f(f"choice-notify-{s.notify}")),
        f("notify-zone", zone=s.time_zone, time=local),
    ]
    if s.quiet_start is not None and s.quiet_end is not None:
        quiet = f("notify-quiet", start=clock_text(s.quiet_start), end=clock_text(s.quiet_end))
        lines.append(quiet)
    else:
        lines.append(f("notify-quiet-off"))
    if s.digest_hour is not None:
        lines.append(f("notify-digest", hour=clock_text(s.digest_hour * 60)))
    else:
        lines.append(f("notify-digest-off"))
    if is_away(s, now) and s.away_until is not None:
        policy = f(f"choice-away-{s.away_policy}")
        lines.append(f("notify-away", until=stamp(s.away_until), policy=policy))
    return "\n".join(lines)


class NotifyCog(commands.Cog):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot

    def now(self) -> float:
        return self.bot.manager.host.clock()

    async def save(self, settings: UserSettings) -> None:
        await self.bot.store.put_user(settings)
        self.bot.manager.host.users.put(settings)

    async def reply(self, interaction: discord.Interaction[Any], text: str) -> None:
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="notify", description=_("cmd-notify"))
    @app_commands.describe(
        mode=_("opt-mode"),
        time_zone=_("opt-time-zone"),
        quiet_hours=_("opt-quiet-hours"),
        digest=_("opt-digest"),
    )
    @app_commands.choices(mode=MODE_CHOICES)
    async def notify(
        self,
        interaction: discord.Interaction[Any],
        mode: app_commands.Choice[str] | None = None,
        time_zone: str | None = None,
        quiet_hours: str | None = None,
        digest: str | None = None,
    ) -> None:
        catalog = self.bot.catalog
        locale = self.bot.interactions.locale(interaction, None)
        now = self.now()
        settings = await self.bot.store.get_user(interaction.user.id)
        changed = False
        # Every value is checked before anything is stored: a bad one changes nothing.
        if time_zone is not None:
            found = valid_zone(time_zone)
            if found is None:
                bad = discord.utils.escape_markdown(time_zone[:60])
                await self.reply(interaction, catalog.format(locale, "notify-bad-zone", zone=bad))
                return
            settings.time_zone, changed = found, True
        if quiet_hours is not None:
            if quiet_hours.strip().lower() in OFF_WORDS:
                settings.quiet_start = settings.quiet_end = None
            else:
                quiet = parse_quiet(quiet_hours)
                if quiet is None:
                    await self.reply(interaction, catalog.format(locale, "notify-bad-quiet"))
                    return
                settings.quiet_start, settings.quiet_end = quiet
            changed = True
        if digest is not None:
            if digest.strip().lower() in OFF_WORDS:
                settings.digest_hour = None
            else:
                minute = parse_clock(digest)
                if minute is None or minute % 60:
                    await self.reply(interaction, catalog.format(locale, "notify-bad-digest"))
                    return
                settings.digest_hour = minute // 60
            changed = True
        if mode is not None:
            settings.notify, changed = mode.value, True
        if changed:
            # The next digest at the (new) local hour, in the (new) zone.
            settings.digest_due_at = next_digest(settings, now)
            await self.save(settings)
        text = settings_text(catalog, locale, settings, now)
        if changed:
            text = f"✅ {catalog.format(locale, 'notify-saved')}\n{text}"
        await self.reply(interaction, text)

    @notify.autocomplete("time_zone")
    async def zones(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=z, value=z) for z in matching_zones(current)]

    @notify.autocomplete("digest")
    async def digest_hours(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        """ "Off" (in the asker's language) and the 24 hours, those starting as typed first."""
        locale = self.bot.interactions.locale(interaction, None)
        off = self.bot.catalog.format(locale, "choice-digest-off")
        hours = [f"{h:02d}:00" for h in range(24)]
        typed = current.strip()
        if typed:
            hours.sort(key=lambda h: not (h.startswith(typed) or h.lstrip("0").startswith(typed)))
        return [app_commands.Choice(name=off, value="off")] + [
            app_commands.Choice(name=h, value=h) for h in hours
        ]

    @app_commands.command(name="away", description=_("cmd-away"))
    @app_commands.describe(until=_("opt-until"), policy=_("opt-policy"))
    @app_commands.choices(policy=POLICY_CHOICES)
    async def away(
        self,
        interaction: discord.Interaction[Any],
        until: str,
        policy: app_commands.Choice[str] | None = None,
    ) -> None:
        catalog = self.bot.catalog
        locale = self.bot.interactions.locale(interaction, None)
        now = self.now()
        settings = await self.bot.store.get_user(interaction.user.id)
        end = parse_until(until, now, zone(settings))
        if end is None:
            bad = discord.utils.escape_markdown(until[:60])
            await self.reply(interaction, catalog.format(locale, "notify-bad-until", until=bad))
            return
        settings.away_until = end
        settings.away_policy = policy.value if policy is not None else "wait"
        settings.away_since = now
        await self.save(settings)
        text = catalog.format(
            locale,
            "away-set",
            until=stamp(end),
            policy=catalog.format(locale, f"away-policy-{settings.away_policy}"),
        )
        await self.reply(interaction, text)
        await self.look_again(interaction.user.id)

    @app_commands.command(name="back", description=_("cmd-back"))
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        catalog = self.bot.catalog
        locale = self.bot.interactions.locale(interaction, None)
        settings = await self.bot.store.get_user(interaction.user.id)
        if not is_away(settings, self.now()):
            await self.reply(interaction, catalog.format(locale, "away-not-away"))
            return
        since = settings.away_since
        settings.away_until = settings.away_since = None
        settings.away_policy = "wait"
        await self.save(settings)
        lines = [catalog.format(locale, "away-back")]
        if since is not None:
            lines += await self.missed(interaction.user.id, since, locale)
        pages = paged(lines)
        await self.reply(interaction, pages[0])
        for page in pages[1:MAX_PAGES]:
            await interaction.followup.send(page, ephemeral=True)
        await self.look_again(interaction.user.id)

    async def missed(self, user_id: int, since: float, locale: str) -> list[str]:
        """What happened in the player's running games while they were away, as they may see
        it (their own recap since ``since``: one read of each game's newest moves), each game
        headed by its name and a link to its table; nothing for a game where nothing did."""
        host = self.bot.manager.host
        lines: list[str] = []
        for game in await self.bot.store.list_for_user(user_id):
            if game.status != "running":
                continue
            seat = host.seat_of(game, user_id)
            if seat is None:
                continue
            try:
                plugin = host.plugin(game)
                events = await recaps.since_time(self.bot.store, game.id, since)
                told = recaps.recap(plugin, game, events, seat, seat)
            except Exception:  # one game's recap never stops the others'
                log.exception("the recap of game %s since %s failed", game.id, since)
                continue
            if not told:
                continue
            t = self.bot.catalog.translator(locale, game.game)
            names = names_of(game, t)
            lines.append(t("away-missed", game=t(f"{game.game}-name"), link=table_link(game)))
            lines += [f"• {t.msg(m, names)}" for m in told]
        return lines

    async def look_again(self, user_id: int) -> None:
        """Each running game of the player becomes due now, so that the next timer tick (of
        whichever process runs it) reads their new settings and schedules its timers by them."""
        host = self.bot.manager.host
        for game in await self.bot.store.list_for_user(user_id):
            if game.status != "running" or game.fault is not None:
                continue
            async with host.lock(game.id):
                fresh = await self.bot.store.get(game.id)
                if fresh is None or fresh.status != "running":
                    continue
                fresh.due_at = self.now()
                await self.bot.store.update(fresh)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(NotifyCog(bot))
