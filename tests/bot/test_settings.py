"""The game language: /<game> new's option, else /settings language, else DEFAULT_LOCALE."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from discord import app_commands

from bot import i18n
from bot.cogs.general import SettingsGroup
from bot.cogs.play import LANGUAGE_CHOICES, REQUIRED, GameCog, permission_names
from bot.store import open_store


class FakeResponse:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self.sent.append({"content": content, **kwargs})


async def _bot(default_locale: str = "en-US") -> Any:
    store = open_store("memory://")
    await store.open()
    return SimpleNamespace(
        store=store,
        catalog=i18n.catalog(),
        settings=SimpleNamespace(default_locale=default_locale),
    )


def _interaction(locale: str, guild_id: int | None, manage_guild: bool) -> Any:
    return SimpleNamespace(
        locale=locale,
        guild_id=guild_id,
        permissions=SimpleNamespace(manage_guild=manage_guild),
        response=FakeResponse(),
    )


def _choice(code: str) -> app_commands.Choice[str]:
    return next(c for c in LANGUAGE_CHOICES if c.value == code)


def test_the_language_choices_are_the_four_catalogues() -> None:
    assert [c.value for c in LANGUAGE_CHOICES] == list(i18n.LOCALES)


async def test_game_language_prefers_option_then_server_setting_then_default() -> None:
    bot = await _bot(default_locale="ru")
    cog = GameCog(bot, "hadara")
    assert await cog.game_language(7, None) == "ru"
    await bot.store.set_setting(7, "language", "pl")
    assert await cog.game_language(7, None) == "pl"
    assert await cog.game_language(7, "cs") == "cs"
    assert await cog.game_language(8, None) == "ru"  # another server keeps the default
    assert await cog.game_language(None, None) == "ru"  # no server (a DM)


async def test_settings_language_stores_the_server_default() -> None:
    bot = await _bot()
    group = SettingsGroup(bot)
    interaction = _interaction("cs", 7, manage_guild=True)
    await group.language.callback(group, interaction, _choice("pl"))
    assert await bot.store.get_setting(7, "language") == "pl"
    (sent,) = interaction.response.sent
    assert sent["ephemeral"] is True
    # Answered in the user's language, naming the chosen language in its own words.
    assert sent["content"] == i18n.t("cs", "settings-language-set", language="Polski")


async def test_settings_language_needs_manage_server_and_changes_nothing_otherwise() -> None:
    bot = await _bot()
    group = SettingsGroup(bot)
    interaction = _interaction("pl", 7, manage_guild=False)
    await group.language.callback(group, interaction, _choice("ru"))
    assert await bot.store.get_setting(7, "language") is None
    (sent,) = interaction.response.sent
    # Manage Server, not the game's creator or Manage Channels (error-no-permission) is needed.
    assert sent["content"] == i18n.t("pl", "error-no-permission-server")
    assert sent["content"] != i18n.t("pl", "error-no-permission")
    assert sent["ephemeral"] is True
    # Outside a server: refused the same way.
    dm = _interaction("pl", None, manage_guild=True)
    await group.language.callback(group, dm, _choice("ru"))
    assert dm.response.sent[0]["content"] == i18n.t("pl", "error-no-permission-server")


def test_missing_permissions_are_named_in_each_language() -> None:
    names = [*REQUIRED, "create_public_threads"]
    for locale in i18n.LOCALES:
        text = permission_names(names, locale)
        assert "_" not in text
        assert text.count(", ") == len(names) - 1
    assert permission_names(["attach_files"], "cs") == "Připojovat soubory"
    assert permission_names(["view_channel", "embed_links"], "en-US") == "View Channel, Embed Links"


def test_every_engine_event_kind_has_its_own_log_message() -> None:
    """log-other (the raw kind) must never be what players read."""
    import ast
    from pathlib import Path

    import rules.hadara.engine as engine

    tree = ast.parse(Path(engine.__file__).read_text(encoding="utf-8"))
    kinds = {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "Event"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }
    assert len(kinds) > 20
    # "setup" and "chosen" have dedicated handling in the presenter. A kind may be told by
    # variants (log-colony-plunder / log-colony-integrate): every one is in every catalogue.
    catalog = i18n.catalog()
    for kind in kinds - {"setup", "chosen"}:
        for locale in i18n.LOCALES:
            ids = catalog.ids[("hadara", locale)]
            told = {m for m in ids if m == f"log-{kind}" or m.startswith(f"log-{kind}-")}
            assert told, (kind, locale)
            english = catalog.ids[("hadara", "en-US")]
            assert told == {
                m for m in english if m == f"log-{kind}" or m.startswith(f"log-{kind}-")
            }, (
                kind,
                locale,
            )
