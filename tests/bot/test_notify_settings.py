"""A player's own settings (issue 29, "All your games, your way"): what ``/notify``, ``/away``
and ``/back`` accept and store (bot/cogs/notify.py), privately and from a DM with the bot, and
the time arithmetic behind them (bot/notify.py): quiet hours across midnight and over DST
changes, the next digest hour, absences typed as durations, weekdays or dates, and the
reminder and replacement times each away policy and quiet hours give a waiting seat."""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from discord_fakes import fake_interaction

from bot import i18n
from bot.cogs.notify import NotifyCog
from bot.interactions import Interactions
from bot.notify import (
    UserCache,
    after_quiet,
    in_quiet,
    matching_zones,
    next_digest,
    parse_quiet,
    parse_until,
    seat_times,
    valid_zone,
)
from bot.store import UserSettings
from bot.store.memory import MemoryStore

PRAGUE = ZoneInfo("Europe/Prague")
HOUR = 3600.0
ANN = 401


def utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


def prague(*parts: int) -> float:
    return datetime(*parts, tzinfo=PRAGUE).timestamp()


# ------------------------------------------------------------------------- time arithmetic


def test_quiet_hours_across_midnight_in_the_players_zone() -> None:
    s = UserSettings(ANN, time_zone="Europe/Prague", quiet_start=22 * 60, quiet_end=7 * 60)
    assert in_quiet(s, prague(2026, 6, 1, 23, 30))
    assert in_quiet(s, prague(2026, 6, 2, 6, 59))
    assert not in_quiet(s, prague(2026, 6, 2, 7, 0))
    assert not in_quiet(s, prague(2026, 6, 1, 21, 59))
    # 23:30 local ends at 07:00 the next local morning (05:00 UTC in summer time).
    assert after_quiet(s, prague(2026, 6, 1, 23, 30)) == utc(2026, 6, 2, 5, 0)
    assert after_quiet(s, prague(2026, 6, 1, 12, 0)) == prague(2026, 6, 1, 12, 0)
    # The same quiet hours in UTC are other instants.
    assert not in_quiet(
        UserSettings(ANN, quiet_start=22 * 60, quiet_end=7 * 60), utc(2026, 6, 1, 21, 30)
    )


def test_quiet_hours_and_digests_over_dst_changes() -> None:
    s = UserSettings(ANN, time_zone="Europe/Prague", quiet_start=1 * 60, quiet_end=3 * 60 + 30)
    # 29 March 2026: 02:00 local jumps to 03:00 — quiet from 01:00 to 03:30 lasts 1.5 h.
    start = prague(2026, 3, 29, 1, 0)
    assert after_quiet(s, start) - start == 1.5 * HOUR
    # 25 October 2026: 03:00 goes back to 02:00 — the same hours last 3.5 h.
    start = prague(2026, 10, 25, 1, 0)
    assert after_quiet(s, start) - start == 3.5 * HOUR
    # A digest at 08:00 local is 06:00 UTC in summer, 07:00 UTC in winter.
    d = UserSettings(ANN, time_zone="Europe/Prague", digest_hour=8)
    assert next_digest(d, utc(2026, 10, 24, 12, 0)) == utc(2026, 10, 25, 7, 0)
    assert next_digest(d, utc(2026, 10, 24, 5, 0)) == utc(2026, 10, 24, 6, 0)
    # Strictly after: at the digest hour itself, the next is a day later.
    assert next_digest(d, utc(2026, 10, 24, 6, 0)) == utc(2026, 10, 25, 7, 0)
    assert next_digest(UserSettings(ANN), utc(2026, 1, 1)) is None


def test_what_a_player_may_type() -> None:
    assert parse_quiet("22:00-07:00") == (1320, 420)
    assert parse_quiet("22 – 7.30") == (1320, 450)
    for bad in ("22:00", "25:00-07:00", "22:00-22:00", "late-early", "22:61-07:00"):
        assert parse_quiet(bad) is None, bad
    assert valid_zone("europe/prague") == "Europe/Prague"
    assert valid_zone("Mars/Olympus") is None and valid_zone("") is None
    assert matching_zones("prag")[0] == "Europe/Prague"
    assert len(matching_zones("")) == 25
    now = prague(2026, 11, 25, 12, 0)  # a Wednesday
    assert parse_until("3d", now, PRAGUE) == now + 3 * 24 * HOUR
    assert parse_until("1d12h", now, PRAGUE) == now + 36 * HOUR
    assert parse_until("fri", now, PRAGUE) == prague(2026, 11, 27, 0, 0)
    assert parse_until("pá 18:00", now, PRAGUE) == prague(2026, 11, 27, 18, 0)
    assert parse_until("пт", now, PRAGUE) == prague(2026, 11, 27, 0, 0)
    # Today's weekday already begun: next week's.
    assert parse_until("wed", now, PRAGUE) == prague(2026, 12, 2, 0, 0)
    assert parse_until("2026-12-01", now, PRAGUE) == prague(2026, 12, 1, 0, 0)
    assert parse_until("1.12.2026 9:30", now, PRAGUE) == prague(2026, 12, 1, 9, 30)
    for bad in ("someday", "2020-01-01", "2026-13-01", "400d", "fri at noon", ""):
        assert parse_until(bad, now, PRAGUE) is None, bad


def test_seat_times_per_policy_limit_and_quiet_hours() -> None:
    now, since = utc(2026, 6, 1, 12, 0), utc(2026, 6, 1, 10, 0)
    remind, replace, limit = 12 * HOUR, 24 * HOUR, 72 * HOUR

    def times(s: UserSettings | None, out_of_turn: bool = False, lim: float = limit) -> Any:
        return seat_times(s, since, remind, replace, False, now, lim, out_of_turn)

    plain = times(None)
    assert (plain.remind_at, plain.replace_at) == (since + remind, since + replace)
    week = now + 7 * 24 * HOUR
    for policy in ("wait", "answers"):
        away = UserSettings(ANN, away_until=week, away_policy=policy)
        held = times(away)
        # Own turn: no reminder before the return, no replacement before the lobby's limit.
        assert held.remind_at == week and held.replace_at == since + limit and not held.at_once
        # A limit of 0: being away does not hold the table.
        assert times(away, lim=0).replace_at == since + replace
    short = UserSettings(ANN, away_until=now + HOUR, away_policy="wait")
    assert times(short).replace_at == since + replace, "back before the deadline: as usual"
    answers = times(UserSettings(ANN, away_until=week, away_policy="answers"), out_of_turn=True)
    assert answers.at_once and answers.replace_at is not None and answers.replace_at <= now
    ai = times(UserSettings(ANN, away_until=week, away_policy="ai"))
    assert (
        ai.at_once and ai.replace_at is not None and ai.replace_at <= now and ai.remind_at is None
    )
    over = UserSettings(ANN, away_until=now - 1, away_policy="ai")
    assert times(over) == plain, "an absence that has ended changes nothing"
    # Quiet hours 20:00-12:30 UTC hold an overdue deadline until 12:30.
    quiet = UserSettings(ANN, quiet_start=20 * 60, quiet_end=12 * 60 + 30)
    late = seat_times(quiet, since - 30 * HOUR, remind, replace, False, now, limit, False)
    assert late.remind_at == late.replace_at == utc(2026, 6, 1, 12, 30)
    # A deadline falling inside them (22:00 today) moves to their end, 12:30 tomorrow.
    assert times(quiet).remind_at == utc(2026, 6, 2, 12, 30)


async def test_the_cache_reads_once_and_forgets_after_its_time() -> None:
    store = MemoryStore()
    await store.put_user(UserSettings(ANN, notify="dm"))
    clock = SimpleNamespace(now=1000.0)
    cache = UserCache(lambda: clock.now, ttl=60)
    read = await cache.read(store, [ANN, ANN, 402])
    assert read[ANN].notify == "dm" and read[402] == UserSettings(402)
    assert cache.get(ANN) is not None
    clock.now += 61
    assert cache.get(ANN) is None and cache.last(ANN) is not None


# ------------------------------------------------------------------------- the commands


def fake_bot(store: MemoryStore, now: float) -> Any:
    host = SimpleNamespace(clock=lambda: now, users=UserCache(lambda: now), lock=store.lock)
    bot = SimpleNamespace(
        store=store,
        catalog=i18n.catalog(),
        settings=SimpleNamespace(default_locale="en-US"),
        manager=SimpleNamespace(host=host),
    )
    bot.interactions = Interactions(bot)  # type: ignore[arg-type]
    return bot


async def run(
    bot: Any, command: str, *, guild_id: int | None = 7, locale: str = "en-US", **options: Any
) -> str:
    interaction = fake_interaction(ANN, 1, channel_id=99, guild_id=guild_id, locale=locale)
    cog = NotifyCog(bot)
    await getattr(cog, command).callback(cog, interaction, **options)
    content, kwargs = interaction.response.message
    assert kwargs == {"ephemeral": True}, "answered privately"
    return str(content)


def choice(value: str) -> Any:
    return SimpleNamespace(value=value, name=value)


async def test_notify_shows_sets_and_refuses_bad_values_without_changing_anything() -> None:
    store = MemoryStore()
    now = utc(2026, 6, 1, 12, 0)
    bot = fake_bot(store, now)
    shown = await run(bot, "notify")
    assert "Ping in the channel" in shown and "UTC" in shown and "Quiet hours: none" in shown
    assert await store.get_users([ANN]) == {}, "showing stores nothing"
    # From a DM with the bot (no server), in Czech.
    answer = await run(
        bot,
        "notify",
        guild_id=None,
        locale="cs",
        mode=choice("dm"),
        time_zone="europe/prague",
        quiet_hours="22:00-07:00",
        digest="08:00",
    )
    assert (
        answer.startswith("✅ Uloženo.") and "Europe/Prague" in answer and "22:00–07:00" in answer
    )
    stored = await store.get_user(ANN)
    assert (stored.notify, stored.time_zone, stored.quiet_start, stored.quiet_end) == (
        "dm",
        "Europe/Prague",
        1320,
        420,
    )
    assert stored.digest_hour == 8 and stored.digest_due_at == utc(2026, 6, 2, 6, 0)
    assert bot.manager.host.users.get(ANN) == stored, "this process knows at once"
    # Bad values: a translated refusal, nothing changed (not even the valid option given).
    refused = await run(bot, "notify", locale="pl", time_zone="Mars/Olympus", mode=choice("both"))
    assert "Nie znam strefy czasowej" in refused
    refused = await run(bot, "notify", locale="ru", quiet_hours="late", mode=choice("both"))
    assert "тихие часы" in refused
    refused = await run(bot, "notify", digest="8:30", mode=choice("both"))
    assert "digest hour" in refused
    assert await store.get_user(ANN) == stored
    # Off again: quiet hours and the digest; the record remembers the rest.
    await run(bot, "notify", digest="0")
    assert (await store.get_user(ANN)).digest_hour == 0, "0 is midnight, not off"
    await run(bot, "notify", quiet_hours="off", digest="off")
    stored = await store.get_user(ANN)
    assert (
        stored.quiet_start is None and stored.digest_hour is None and stored.digest_due_at is None
    )


async def test_away_and_back() -> None:
    store = MemoryStore()
    now = utc(2026, 11, 25, 12, 0)
    bot = fake_bot(store, now)
    answer = await run(bot, "away", until="3d", policy=choice("answers"))
    assert f"<t:{int(now + 72 * HOUR)}:f>" in answer and "outside your turn" in answer
    stored = await store.get_user(ANN)
    assert stored.away_until == now + 72 * HOUR and stored.away_policy == "answers"
    assert stored.away_since == now
    refused = await run(bot, "away", locale="cs", until="brzy")
    assert "nedokážu přečíst" in refused and await store.get_user(ANN) == stored
    assert "Welcome back" in await run(bot, "back", guild_id=None)
    assert (await store.get_user(ANN)).away_until is None
    assert "not away" in await run(bot, "back")


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_notify_text_is_in_every_language(locale: str) -> None:
    catalog = i18n.catalog()
    english = catalog.format("en-US", "notify-bad-quiet")
    text = catalog.format(locale, "notify-bad-quiet")
    assert text and (locale == "en-US" or text != english)
    for key in ("cmd-notify", "cmd-away", "cmd-back", "table-away", "notify-turn-dm"):
        assert catalog.has(key, locale), (key, locale)


async def test_mygames_says_when_the_asker_is_away() -> None:
    from bot.cogs.mygames import MyGamesCog

    store = MemoryStore()
    now = utc(2026, 11, 25, 12, 0)
    bot = fake_bot(store, now)
    await store.put_user(UserSettings(ANN, away_until=now + 5 * HOUR))
    interaction = fake_interaction(ANN, 1, channel_id=99, guild_id=None)
    cog = MyGamesCog(bot)
    await cog.mygames.callback(cog, interaction)  # type: ignore[arg-type, call-arg]
    ((content, _kwargs),) = interaction.followup.sent
    assert f"You are away until <t:{int(now + 5 * HOUR)}:f>." in str(content)


async def test_the_autocompletes_offer_zones_and_hours() -> None:
    bot = fake_bot(MemoryStore(), utc(2026, 6, 1))
    cog = NotifyCog(bot)
    interaction = fake_interaction(ANN, 1, channel_id=99, guild_id=None, locale="pl")
    zones = await cog.zones(interaction, "warsaw")
    assert [z.value for z in zones] == ["Europe/Warsaw"]
    hours = await cog.digest_hours(interaction, "8")
    assert hours[0].value == "off" and hours[0].name.startswith("Wyłączone")
    assert hours[1].value == "08:00" and len(hours) == 25
