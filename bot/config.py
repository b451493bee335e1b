"""Settings from the environment and an optional ``.env`` file (see ``.env.example``).

Every problem becomes a :class:`ConfigError` whose message is one sentence telling the person
starting the bot what to do; ``python -m bot`` prints it instead of a traceback.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values

DEFAULT_DATABASE_URL = "sqlite:///data/tabletop.sqlite3"
LOG_LEVELS = ("CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG")
LOCALES = ("en-US", "cs", "pl", "ru")


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

    def redacted(self) -> str:
        return (
            f"database={self.database_url} dev_guild={self.dev_guild_id} "
            f"log_level={self.log_level} locale={self.default_locale} "
            f"api_base={self.api_base or 'default'} gateway={self.gateway_url or 'default'}"
        )


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
            "(or leave it empty for the default file under ./data/)."
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
    )


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
