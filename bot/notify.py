"""A player's own notification settings and time away (``/notify``, ``/away``), as pure
functions of a :class:`bot.store.UserSettings` and a time, and the short in-process cache of
those settings the timers and the presenter read.

Times are epoch seconds; the local day is the player's IANA time zone (``zoneinfo``, with the
``tzdata`` package as its data where the system has none). Quiet hours are minutes of the local
day, ``quiet_start`` up to ``quiet_end`` (before the start: across midnight). Local times that
a DST change skips are read as the same wall time after the change (zoneinfo's ``fold=0``
rule: 02:30 on a spring-forward night is 03:30), and a local time that happens twice is its
first occurrence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.clock import Clock, system_clock
from bot.store import GameRecord, GameStore, UserSettings

MINUTES_PER_DAY = 1440
# How long a settings record read from the store is trusted by this process (see UserCache).
CACHE_SECONDS = 600.0
# The lobby's default limit of a table's wait for an away player (the ``away_hours`` option).
DEFAULT_AWAY_HOURS = 72.0
# The longest absence one can declare.
MAX_AWAY_DAYS = 366


# ---------------------------------------------------------------------------------------------
# Time zones


@cache
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name this machine knows, sorted (``UTC`` included)."""
    return tuple(sorted(available_timezones() | {"UTC"}))


def valid_zone(name: str) -> str | None:
    """The zone name as zoneinfo spells it (case-insensitive match), or None if unknown."""
    wanted = name.strip()
    if not wanted:
        return None
    exact = {z.lower(): z for z in zone_names()}.get(wanted.lower().replace(" ", "_"))
    if exact is None:
        return None
    try:
        ZoneInfo(exact)
    except (ZoneInfoNotFoundError, ValueError):
        return None
    return exact


def matching_zones(current: str, limit: int = 25) -> list[str]:
    """Zone names for an autocomplete: those starting with what was typed first, then those
    containing it (any part: "prague" finds Europe/Prague)."""
    typed = current.strip().lower().replace(" ", "_")
    if not typed:
        popular = ("UTC", "Europe/London", "Europe/Prague", "Europe/Warsaw", "Europe/Moscow")
        return [*popular, *(z for z in zone_names() if z not in popular)][:limit]
    first = [z for z in zone_names() if z.lower().startswith(typed)]
    rest = [z for z in zone_names() if typed in z.lower() and z not in first]
    return (first + rest)[:limit]


def zone(settings: UserSettings) -> ZoneInfo:
    """The player's zone (UTC if the stored name is not known here)."""
    try:
        return ZoneInfo(settings.time_zone)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def local_minute(at: float, tz: ZoneInfo) -> int:
    moment = datetime.fromtimestamp(at, tz)
    return moment.hour * 60 + moment.minute


def at_local(day: date, minute: int, tz: ZoneInfo) -> float:
    """The epoch time of ``minute`` of local ``day`` (see the module doc for DST)."""
    wall = datetime(day.year, day.month, day.day, minute // 60, minute % 60, tzinfo=tz)
    # A skipped wall time (spring forward) normalizes through UTC to the time after the gap.
    return wall.astimezone(UTC).timestamp()


# ---------------------------------------------------------------------------------------------
# Parsing what a player types

_CLOCK = re.compile(r"^\s*(\d{1,2})(?:[:.h](\d{2}))?\s*$")


def parse_clock(text: str) -> int | None:
    """``"22"``, ``"22:30"``, ``"7.15"``, ``"7h15"`` → minute of the day; None if not one."""
    found = _CLOCK.match(text)
    if found is None:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    if hour > 23 or minute > 59:
        return None
    return hour * 60 + minute


def parse_quiet(text: str) -> tuple[int, int] | None:
    """``"22:00-07:00"`` (from–to, local) → (start, end) minutes; None if not two different
    times of day."""
    parts = re.split(r"\s*[-–—]\s*", text.strip())
    if len(parts) != 2:
        return None
    start, end = parse_clock(parts[0]), parse_clock(parts[1])
    if start is None or end is None or start == end:
        return None
    return start, end


# Weekday names a player may type, in the four languages (Monday first), lower case.
WEEKDAYS: tuple[tuple[str, ...], ...] = (
    ("mon", "monday", "po", "pondělí", "pn", "pon", "poniedziałek", "пн", "понедельник"),
    ("tue", "tuesday", "út", "ut", "úterý", "wt", "wtorek", "вт", "вторник"),
    ("wed", "wednesday", "st", "středa", "śr", "sr", "środa", "ср", "среда"),
    ("thu", "thursday", "čt", "ct", "čtvrtek", "czw", "czwartek", "чт", "четверг"),
    ("fri", "friday", "pá", "pa", "pátek", "pt", "piątek", "пт", "пятница"),
    ("sat", "saturday", "so", "sobota", "sb", "сб", "суббота"),
    ("sun", "sunday", "ne", "neděle", "nd", "niedz", "niedziela", "вс", "воскресенье"),
)
_DURATION = re.compile(r"(\d+)\s*([wdhm])")
_UNIT_SECONDS = {"w": 7 * 86400, "d": 86400, "h": 3600, "m": 60}
_UNIT_ALIASES = {
    "t": "w",  # týden, tydzień
    "н": "w",  # неделя
    "д": "d",  # день
    "ч": "h",  # час
    "g": "h",  # godzina
    "м": "m",  # минута
}


def parse_until(text: str, now: float, tz: ZoneInfo) -> float | None:
    """When an absence typed as ``text`` ends, after ``now``: a duration (``"3d"``,
    ``"1d12h"``, ``"2w"``, ``"90m"``), a weekday (``"fri"``, ``"pá"``, ``"pt"``, ``"пт"``: the
    next one, at the start of the local day unless a time follows, ``"fri 18:00"``) or a date
    (``"2026-12-01"``, ``"1.12.2026"``, with an optional time). None when it is none of these,
    not in the future, or more than :data:`MAX_AWAY_DAYS` away."""
    words = text.strip().lower().split()
    if not words:
        return None
    out: float | None = None
    compact = "".join(_UNIT_ALIASES.get(c, c) for c in "".join(words))
    if re.fullmatch(r"(\d+\s*[wdhm])+", compact):
        out = now + sum(int(n) * _UNIT_SECONDS[u] for n, u in _DURATION.findall(compact))
    else:
        minute = 0
        if len(words) == 2:
            clock = parse_clock(words[1])
            if clock is None:
                return None
            minute = clock
        elif len(words) > 2:
            return None
        today = datetime.fromtimestamp(now, tz).date()
        day = _parse_day(words[0].rstrip("."), today)
        if day is None:
            return None
        out = at_local(day, minute, tz)
        if out <= now and _weekday(words[0].rstrip(".")) is not None:
            out = at_local(day + timedelta(days=7), minute, tz)
    if out is None or out <= now or out - now > MAX_AWAY_DAYS * 86400:
        return None
    return out


def _weekday(word: str) -> int | None:
    for index, names in enumerate(WEEKDAYS):
        if word in names:
            return index
    return None


def _parse_day(word: str, today: date) -> date | None:
    weekday = _weekday(word)
    if weekday is not None:
        ahead = (weekday - today.weekday()) % 7
        return today + timedelta(days=ahead)
    iso = re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})", word)
    dotted = re.fullmatch(r"(\d{1,2})\.(\d{1,2})\.(\d{4})", word)
    try:
        if iso:
            return date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
        if dotted:
            return date(int(dotted.group(3)), int(dotted.group(2)), int(dotted.group(1)))
    except ValueError:
        return None
    return None


# ---------------------------------------------------------------------------------------------
# Quiet hours, digests, time away


def in_quiet(settings: UserSettings, at: float) -> bool:
    """Is ``at`` inside the player's quiet hours (local time)?"""
    start, end = settings.quiet_start, settings.quiet_end
    if start is None or end is None or start == end:
        return False
    minute = local_minute(at, zone(settings))
    if start < end:
        return start <= minute < end
    return minute >= start or minute < end


def after_quiet(settings: UserSettings, at: float) -> float:
    """``at``, or the end of the quiet hours it falls in."""
    if not in_quiet(settings, at) or settings.quiet_end is None:
        return at
    tz = zone(settings)
    day = datetime.fromtimestamp(at, tz).date()
    for offset in range(3):
        end = at_local(day + timedelta(days=offset), settings.quiet_end, tz)
        if end > at:
            return end
    return at  # pragma: no cover - an end within two days always exists


def next_digest(settings: UserSettings, after: float) -> float | None:
    """The next local ``digest_hour`` strictly after ``after``; None without a digest."""
    if settings.digest_hour is None:
        return None
    tz = zone(settings)
    day = datetime.fromtimestamp(after, tz).date()
    for offset in range(3):
        due = at_local(day + timedelta(days=offset), settings.digest_hour * 60, tz)
        if due > after:
            return due
    return None  # pragma: no cover - one of three days always has the hour


def is_away(settings: UserSettings | None, now: float) -> bool:
    return settings is not None and settings.away_until is not None and settings.away_until > now


def away_limit(options: dict[str, object]) -> float:
    """The lobby's limit, in seconds, of a table's wait for an away player (0: no hold)."""
    value = options.get("away_hours", DEFAULT_AWAY_HOURS)
    try:
        hours = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        hours = DEFAULT_AWAY_HOURS
    return max(0.0, hours) * 3600 if hours == hours else DEFAULT_AWAY_HOURS * 3600


@dataclass(frozen=True)
class SeatTimes:
    """When a waiting human seat's reminder and replacement fall due (None: not for this
    seat), with the player's quiet hours and time away applied. ``at_once``: the replacement
    plays now because the player is away (the ``ai`` policy, or ``answers`` and a question
    out of their turn), not because a deadline passed."""

    remind_at: float | None
    replace_at: float | None
    at_once: bool = False


def seat_times(
    settings: UserSettings | None,
    since: float,
    remind: float,
    replace: float,
    reminded: bool,
    now: float,
    limit: float,
    out_of_turn: bool,
) -> SeatTimes:
    """The seat's timers (see :class:`SeatTimes`). ``since``: when its own wait began;
    ``remind``/``replace``: the lobby's waits in seconds (0: off); ``limit``: the lobby's
    limit of a wait for an away player (0: being away does not stop the timers).

    Away: reminders pause (one is sent on return if it is still due). ``ai``, or ``answers``
    out of turn: replaced at once. Otherwise (``wait``, ``answers`` in their own turn) the
    table waits for them until they return, at most ``limit`` after their wait began, and the
    replacement deadline never falls before that. Quiet hours (when not away): a reminder or
    replacement that falls due inside them waits for their end."""
    remind_at = since + remind if remind > 0 and not reminded else None
    replace_at = since + replace if replace > 0 else None
    if settings is not None and is_away(settings, now):
        until = float(settings.away_until or now)
        if settings.away_policy == "ai" or (settings.away_policy == "answers" and out_of_turn):
            return SeatTimes(None, min(since, now), at_once=True)
        remind_at = max(remind_at, until) if remind_at is not None else None
        if replace_at is not None and limit > 0:
            replace_at = max(replace_at, min(until, since + limit))
        return SeatTimes(remind_at, replace_at)
    if settings is None:
        return SeatTimes(remind_at, replace_at)

    def quiet(at: float | None) -> float | None:
        return None if at is None else after_quiet(settings, max(at, now))

    return SeatTimes(quiet(remind_at), quiet(replace_at))


# ---------------------------------------------------------------------------------------------
# The cache


class UserCache:
    """Settings records read lately, each trusted for ``ttl`` seconds by this process.

    Decisions never rest on the cache alone: the timer tick reads the settings of a due
    game's waiting players from the store (one ``get_users``) before it reminds or replaces
    anyone, and the presenter reads them before routing a turn notice. What the cache serves
    is *when to look next* (``Host.due_at`` after a move, which must not read the store): a
    record another process changed meanwhile can make this process look too early (the tick
    re-reads and finds nothing to do) or, for a player who declared an absence elsewhere
    within ``ttl``, too late (``/away`` also makes each running game of the player due at
    once, so every process's next tick of those games reads the new record)."""

    def __init__(self, clock: Clock = system_clock, ttl: float = CACHE_SECONDS) -> None:
        self.clock = clock
        self.ttl = ttl
        self._entries: dict[int, tuple[float, UserSettings]] = {}

    def get(self, user_id: int) -> UserSettings | None:
        entry = self._entries.get(user_id)
        if entry is None or self.clock() - entry[0] > self.ttl:
            return None
        return entry[1]

    def last(self, user_id: int) -> UserSettings | None:
        """The last record read, however old (for display only: the table's away lines)."""
        entry = self._entries.get(user_id)
        return entry[1] if entry is not None else None

    def put(self, settings: UserSettings) -> None:
        self._entries[settings.user_id] = (self.clock(), settings)
        if len(self._entries) > 50_000:  # a bound: the oldest half goes
            ordered = sorted(self._entries.items(), key=lambda kv: kv[1][0])
            self._entries = dict(ordered[len(ordered) // 2 :])

    async def read(self, store: GameStore, user_ids: Sequence[int]) -> dict[int, UserSettings]:
        """The settings of ``user_ids`` from the store (one ``get_users``; defaults for those
        with none stored), remembered."""
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return {}
        found = await store.get_users(ids)
        out = {u: found.get(u) or UserSettings(u) for u in ids}
        for settings in out.values():
            self.put(settings)
        return out


def away_note(game: GameRecord, users: UserCache, now: float, t: Callable[..., str]) -> str:
    """The table's lines naming the game's players who are away ("Bob: away until …"), each
    after a newline; "" when nobody is. From the settings this process read last (at the
    game's latest turn notice, the timers' ticks, the player's own commands): no store read
    on a table update."""
    lines = []
    for seat in game.seats:
        settings = users.last(seat.user_id) if seat.user_id is not None and not seat.ai else None
        if settings is not None and settings.away_until is not None and is_away(settings, now):
            until = f"<t:{int(settings.away_until)}:f>"
            lines.append("\n" + t("table-away", name=seat.name, until=until))
    return "".join(lines)
