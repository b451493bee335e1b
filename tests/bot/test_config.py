"""Settings: defaults, .env handling, and one clear sentence for every mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import DEFAULT_DATABASE_URL, ConfigError, load_settings

NO_DOTENV = Path("/nonexistent/.env")


def test_defaults_with_only_a_token() -> None:
    s = load_settings({"DISCORD_TOKEN": "abc"}, NO_DOTENV)
    assert s.token == "abc"
    assert s.database_url == DEFAULT_DATABASE_URL
    assert s.database_url.startswith("sqlite:///data/")
    assert s.dev_guild_id is None
    assert s.log_level == "INFO"
    assert s.default_locale == "en-US"
    assert s.api_base is None and s.gateway_url is None


def test_all_settings() -> None:
    s = load_settings(
        {
            "DISCORD_TOKEN": "tok",
            "DATABASE_URL": "memory://",
            "DEV_GUILD_ID": "123456789012345678",
            "LOG_LEVEL": "debug",
            "DEFAULT_LOCALE": "cs",
            "DISCORD_API_BASE": "http://127.0.0.1:8080/api/v10/",
            "DISCORD_GATEWAY_URL": "ws://127.0.0.1:8080/",
        },
        NO_DOTENV,
    )
    assert s.dev_guild_id == 123456789012345678
    assert s.log_level == "DEBUG"
    assert s.default_locale == "cs"
    assert s.api_base == "http://127.0.0.1:8080/api/v10"
    assert s.gateway_url == "ws://127.0.0.1:8080/"
    assert "tok" not in s.redacted()


def test_dotenv_is_read_and_environment_wins(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=fromfile\nLOG_LEVEL=WARNING\n# comment\n", encoding="utf-8")
    s = load_settings({}, env_file)
    assert s.token == "fromfile" and s.log_level == "WARNING"
    s = load_settings({"DISCORD_TOKEN": "fromenv"}, env_file)
    assert s.token == "fromenv" and s.log_level == "WARNING"


@pytest.mark.parametrize(
    ("env", "needle"),
    [
        ({}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "  "}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "a b"}, "spaces"),
        ({"DISCORD_TOKEN": "a", "DEV_GUILD_ID": "my server"}, "DEV_GUILD_ID"),
        ({"DISCORD_TOKEN": "a", "LOG_LEVEL": "loud"}, "LOG_LEVEL"),
        ({"DISCORD_TOKEN": "a", "DEFAULT_LOCALE": "xx"}, "DEFAULT_LOCALE"),
        ({"DISCORD_TOKEN": "a", "DATABASE_URL": "mysql://x"}, "DATABASE_URL"),
        ({"DISCORD_TOKEN": "a", "DISCORD_API_BASE": "ftp://x"}, "DISCORD_API_BASE"),
        ({"DISCORD_TOKEN": "a", "DISCORD_GATEWAY_URL": "http://x"}, "DISCORD_GATEWAY_URL"),
    ],
)
def test_mistakes_are_one_sentence(env: dict[str, str], needle: str) -> None:
    with pytest.raises(ConfigError) as info:
        load_settings(env, NO_DOTENV)
    text = str(info.value)
    assert needle in text
    assert "\n" not in text and text.endswith(".")


def test_env_example_lists_every_setting() -> None:
    text = (Path(__file__).resolve().parents[2] / ".env.example").read_text(encoding="utf-8")
    for name in (
        "DISCORD_TOKEN",
        "DATABASE_URL",
        "DEV_GUILD_ID",
        "LOG_LEVEL",
        "DEFAULT_LOCALE",
        "DISCORD_API_BASE",
        "DISCORD_GATEWAY_URL",
    ):
        assert f"{name}=" in text


def test_shards_default_to_discords_recommendation() -> None:
    s = load_settings({"DISCORD_TOKEN": "t"}, NO_DOTENV)
    assert s.shard_count is None and s.shard_ids is None and s.runs_every_shard


@pytest.mark.parametrize(
    ("ids", "expected"),
    [("0,1", (0, 1)), ("1", (1,)), ("2-3", (2, 3)), (" 3, 0 ", (0, 3)), ("0-1,3", (0, 1, 3))],
)
def test_shard_ids_lists_and_ranges(ids: str, expected: tuple[int, ...]) -> None:
    s = load_settings(
        {
            "DISCORD_TOKEN": "t",
            "SHARD_COUNT": "4",
            "SHARD_IDS": ids,
            "DATABASE_URL": "postgresql://u:p@127.0.0.1/db",
        },
        NO_DOTENV,
    )
    assert s.shard_count == 4 and s.shard_ids == expected
    assert s.runs_every_shard is (expected == (0, 1, 2, 3))


@pytest.mark.parametrize(
    ("env", "fragment"),
    [
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT"),
        ({"SHARD_IDS": "0"}, "needs SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "from 0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,0"}, "different shards"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "a"}, "shard numbers"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "PostgreSQL"),
        ({"AI_TIME_BUDGET_SECONDS": "0"}, "AI_TIME_BUDGET_SECONDS"),
        ({"IMAGE_FORMAT": "jpeg"}, "IMAGE_FORMAT must be webp or png"),
        ({"STALL_WARN_MS": "5"}, "STALL_WARN_MS must be 0 (off)"),
        ({"STALL_WARN_MS": "slow"}, "STALL_WARN_MS must be 0 (off)"),
        ({"STALL_WARN_MS": "-1"}, "STALL_WARN_MS must be 0 (off)"),
    ],
)
def test_bad_shard_and_ai_settings(env: dict[str, str], fragment: str) -> None:
    with pytest.raises(ConfigError) as info:
        load_settings({"DISCORD_TOKEN": "t", **env}, NO_DOTENV)
    assert fragment in str(info.value)


def test_all_shards_in_one_process_may_use_sqlite() -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "SHARD_COUNT": "2", "SHARD_IDS": "0-1"}, NO_DOTENV)
    assert s.shard_ids == (0, 1) and s.runs_every_shard


def test_database_password_never_reaches_the_log_line() -> None:
    s = load_settings(
        {"DISCORD_TOKEN": "t", "DATABASE_URL": "postgresql://bot:s3cret@db.local:5432/games"},
        NO_DOTENV,
    )
    line = s.redacted()
    assert "s3cret" not in line
    assert "postgresql://bot:***@db.local:5432/games" in line


def test_image_format_defaults_to_webp() -> None:
    assert load_settings({"DISCORD_TOKEN": "t"}, NO_DOTENV).image_format == "webp"
    s = load_settings({"DISCORD_TOKEN": "t", "IMAGE_FORMAT": "PNG"}, NO_DOTENV)
    assert s.image_format == "png" and "images=png" in s.redacted()


def test_stall_warning_threshold_in_milliseconds() -> None:
    assert load_settings({"DISCORD_TOKEN": "t"}, NO_DOTENV).stall_warn == 0.25
    assert load_settings({"DISCORD_TOKEN": "t", "STALL_WARN_MS": "0"}, NO_DOTENV).stall_warn == 0
    s = load_settings({"DISCORD_TOKEN": "t", "STALL_WARN_MS": "120"}, NO_DOTENV)
    assert s.stall_warn == 0.12 and "stall_warn=120ms" in s.redacted()
