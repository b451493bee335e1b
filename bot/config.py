"""Settings from the environment and an optional ``.env`` file (see ``.env.example``).

Every problem becomes a :class:`ConfigError` whose message is one sentence telling the person
starting the bot what to do; ``python -m bot`` prints it instead of a traceback.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from dotenv import dotenv_values

DEFAULT_DATABASE_URL = "sqlite:///data/tabletop.sqlite3"
LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")
LOCALES = ("en-US", "cs", "pl", "ru")
MAX_RENDER_WORKERS = 32


def default_render_workers() -> int:
    """One render process per core this process may use, at least 1 and at most 4."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(4, cores))


class ConfigError(Exception):
    """A setting is missing or wrong; ``str(error)`` is a sentence for the operator."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_url: str = DEFAULT_DATABASE_URL
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    default_locale: str = "en-US"
    # Off by default: only for a REST proxy or the local fake Discord of the end-to-end tests.
    api_base: str | None = None
    gateway_url: str | None = None
    # Pause before each AI move (so people can follow), and the timers' tick; tests shorten them.
    ai_delay: float = 1.5
    timer_tick: float = 60.0
    # Test-only: how many times faster than real time the game clock (reminders) runs.
    clock_speed: float = 1.0
    # Sharding: how many shards in all (None: Discord's recommendation) and which of them this
    # process runs (None: all of them).
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # Seconds of thinking per move for the strong AI (enforced; normal and easy need none).
    ai_time_budget: float = 1.0
    # Processes that draw the images (0: threads of the bot process; see bot/render_pool.py).
    render_workers: int = field(default_factory=default_render_workers)
    # REST requests a second this process lets start, under Discord's global limit of 50 per
    # bot (bot/pacing.py): DISCORD_GLOBAL_RATE, by default 40 shared among the processes by
    # their part of the shards.
    global_rate: float = 40.0
    # How the images sent with every move (the table, prompts) are encoded: "webp" (lossless,
    # about half the bytes) or "png" (IMAGE_FORMAT; see render/text.py).
    image_format: str = "webp"
    # An event-loop stall this long (seconds) is logged with what the loop was doing
    # (STALL_WARN_MS, default 250 ms; 0: not watched; see bot/stalls.py).
    stall_warn: float = 0.25

    @property
    def runs_every_shard(self) -> bool:
        return self.shard_ids is None or (
            self.shard_count is not None and set(self.shard_ids) == set(range(self.shard_count))
        )

    def redacted(self) -> str:
        shards = "auto" if self.shard_count is None else str(self.shard_count)
        mine = "all" if self.shard_ids is None else ",".join(map(str, self.shard_ids))
        return (
            f"database={redact_url(self.database_url)} dev_guild={self.dev_guild_id} "
            f"log_level={self.log_level} locale={self.default_locale} "
            f"api_base={self.api_base or 'default'} gateway={self.gateway_url or 'default'} "
            f"shards={mine}/{shards} render_workers={self.render_workers} "
            f"global_rate={self.global_rate:g}/s images={self.image_format} "
            f"stall_warn={self.stall_warn * 1000:g}ms"
        )


def redact_url(url: str) -> str:
    """``url`` with any password replaced by ``***`` (for logs)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)
    user = netloc[0].split(":", 1)[0]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc[1]}"))


def _merged(env: Mapping[str, str] | None, dotenv_path: Path | None) -> dict[str, str]:
    """The real environment wins over ``.env`` (so a shell export overrides the file)."""
    values: dict[str, str] = {}
    path = dotenv_path if dotenv_path is not None else Path.cwd() / ".env"
    if path.is_file():
        values.update({k: v for k, v in dotenv_values(path).items() if v is not None})
    values.update(os.environ if env is None else env)
    return values


def load_settings(
    env: Mapping[str, str] | None = None, dotenv_path: Path | None = None
) -> Settings:
    """Read the settings; ``env`` replaces ``os.environ`` (tests), ``.env`` is read if present."""
    v = _merged(env, dotenv_path)

    token = v.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(
            "DISCORD_TOKEN is not set: copy .env.example to .env and paste your bot's token "
            "from the Discord Developer Portal (Bot → Reset Token)."
        )
    if any(c.isspace() for c in token):
        raise ConfigError("DISCORD_TOKEN contains spaces: paste only the token itself.")

    database_url = v.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL
    if not (
        database_url.startswith(("sqlite://", "memory://", "postgresql://", "postgres://"))
        or database_url.endswith((".db", ".sqlite", ".sqlite3"))
    ):
        raise ConfigError(
            f"DATABASE_URL {database_url!r} is not understood: use sqlite:///path/to/file.sqlite3 "
            "or postgresql://user:password@host:5432/database (or leave it empty for the "
            "default file under ./data/)."
        )

    dev_guild_raw = v.get("DEV_GUILD_ID", "").strip()
    dev_guild_id: int | None = None
    if dev_guild_raw:
        if not dev_guild_raw.isdigit():
            raise ConfigError(
                "DEV_GUILD_ID must be a server id (a number: right-click the server with "
                "Developer Mode on → Copy Server ID), or empty."
            )
        dev_guild_id = int(dev_guild_raw)

    log_level = (v.get("LOG_LEVEL", "").strip() or "INFO").upper()
    if log_level not in LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}.")

    locale = v.get("DEFAULT_LOCALE", "").strip() or "en-US"
    if locale not in LOCALES:
        raise ConfigError(f"DEFAULT_LOCALE must be one of {', '.join(LOCALES)}.")

    api_base = v.get("DISCORD_API_BASE", "").strip() or None
    if api_base and not api_base.startswith(("http://", "https://")):
        raise ConfigError("DISCORD_API_BASE must start with http:// or https://, or be empty.")
    gateway_url = v.get("DISCORD_GATEWAY_URL", "").strip() or None
    if gateway_url and not gateway_url.startswith(("ws://", "wss://")):
        raise ConfigError("DISCORD_GATEWAY_URL must start with ws:// or wss://, or be empty.")

    ai_delay = _seconds(v, "AI_DELAY_SECONDS", 1.5)
    timer_tick = _seconds(v, "TIMER_TICK_SECONDS", 60.0)
    if timer_tick <= 0:
        raise ConfigError("TIMER_TICK_SECONDS must be a number of seconds above 0, or empty.")
    clock_speed = _seconds(v, "CLOCK_SPEED", 1.0)
    if clock_speed <= 0:
        raise ConfigError("CLOCK_SPEED must be a number above 0 (1 = real time), or empty.")

    shard_count, shard_ids = _shards(v)
    postgres = database_url.startswith(("postgresql://", "postgres://"))
    partial = shard_ids is not None and set(shard_ids) != set(range(shard_count or 0))
    if partial and not postgres:
        raise ConfigError(
            "SHARD_IDS runs only some of the shards, so other processes must share the "
            "games: set DATABASE_URL to a PostgreSQL database (SQLite serves one process)."
        )
    ai_time_budget = _seconds(v, "AI_TIME_BUDGET_SECONDS", 1.0)
    if not 0 < ai_time_budget <= 60:
        raise ConfigError("AI_TIME_BUDGET_SECONDS must be above 0 and at most 60, or empty.")
    render_workers = _render_workers(v)
    global_rate = _seconds(v, "DISCORD_GLOBAL_RATE", 40.0)
    if not 0 < global_rate <= 45:
        raise ConfigError("DISCORD_GLOBAL_RATE must be above 0 and at most 45, or empty.")
    image_format = v.get("IMAGE_FORMAT", "").strip().lower() or "webp"
    if image_format not in ("png", "webp"):
        raise ConfigError("IMAGE_FORMAT must be webp or png, or empty (webp).")
    stall_warn = _stall_warn(v)
    if partial and shard_ids and shard_count:
        # Several processes share the bot's one global limit: each takes its part.
        global_rate = global_rate * len(shard_ids) / shard_count

    return Settings(
        token=token,
        database_url=database_url,
        dev_guild_id=dev_guild_id,
        log_level=log_level,
        default_locale=locale,
        api_base=api_base.rstrip("/") if api_base else None,
        gateway_url=gateway_url,
        ai_delay=ai_delay,
        timer_tick=timer_tick,
        clock_speed=clock_speed,
        shard_count=shard_count,
        shard_ids=shard_ids,
        ai_time_budget=ai_time_budget,
        render_workers=render_workers,
        global_rate=global_rate,
        image_format=image_format,
        stall_warn=stall_warn,
    )


def _shards(v: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT (a whole number ≥ 1) and SHARD_IDS (e.g. ``0,1`` or ``0-3``; needs a count)."""
    count_raw = v.get("SHARD_COUNT", "").strip()
    ids_raw = v.get("SHARD_IDS", "").strip()
    count: int | None = None
    if count_raw:
        if not count_raw.isdigit() or int(count_raw) < 1:
            raise ConfigError("SHARD_COUNT must be a whole number of shards (1 or more), or empty.")
        count = int(count_raw)
    if not ids_raw:
        return count, None
    if count is None:
        raise ConfigError("SHARD_IDS needs SHARD_COUNT: set both, or leave both empty.")
    ids: list[int] = []
    for part in ids_raw.replace(" ", "").split(","):
        first, _, last = part.partition("-")
        if not first.isdigit() or (last and not last.isdigit()):
            raise ConfigError(
                "SHARD_IDS must list shard numbers such as 0,1 or a range such as 0-3."
            )
        ids.extend(range(int(first), int(last or first) + 1))
    if not ids or any(i >= count for i in ids) or len(set(ids)) != len(ids):
        raise ConfigError(
            f"SHARD_IDS must name different shards from 0 to {count - 1} (SHARD_COUNT is {count})."
        )
    return count, tuple(sorted(ids))


def _render_workers(v: Mapping[str, str]) -> int:
    """RENDER_WORKERS: processes that draw images, 0 for threads; empty: one per core (1–4)."""
    raw = v.get("RENDER_WORKERS", "").strip()
    if not raw:
        return default_render_workers()
    if not (raw.isascii() and raw.isdigit()) or int(raw) > MAX_RENDER_WORKERS:
        raise ConfigError(
            f"RENDER_WORKERS must be a whole number of processes from 0 to {MAX_RENDER_WORKERS} "
            "(0 draws images in threads of the bot process), or empty for one per core."
        )
    return int(raw)


def _stall_warn(v: Mapping[str, str]) -> float:
    """STALL_WARN_MS in seconds: 0 (not watched) or at least 20 ms; empty: 250 ms."""
    raw = v.get("STALL_WARN_MS", "").strip()
    if not raw:
        return 0.25
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not (value == 0 or 20 <= value < float("inf")):
        raise ConfigError(
            "STALL_WARN_MS must be 0 (off) or a number of milliseconds from 20, or empty."
        )
    return value / 1000


def _seconds(v: Mapping[str, str], name: str, default: float) -> float:
    raw = v.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not value >= 0 or value == float("inf"):
        raise ConfigError(f"{name} must be a number of seconds (0 or more), or empty.")
    return value


def configure_logging(level: str) -> None:
    logging.basicConfig(
        level=getattr(logging, level, logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
