"""``python -m bot``: read the settings, start the bot, explain start-up failures in one line."""

from __future__ import annotations

import asyncio
import logging
import sys

import aiohttp
import discord

from bot.config import ConfigError, configure_logging, load_settings

log = logging.getLogger("bot")


def fail(sentence: str, code: int = 1) -> int:
    print(f"error: {sentence}", file=sys.stderr)
    return code


async def run() -> int:
    try:
        settings = load_settings()
    except ConfigError as error:
        return fail(str(error), 2)
    configure_logging(settings.log_level)
    from bot.i18n import CatalogueError, check_catalogues

    try:
        check_catalogues()
    except CatalogueError as error:
        return fail(str(error), 2)
    # discord.py logs a traceback for failures we explain ourselves; keep its own lines short.
    from bot.app import TabletopBot, apply_endpoint_overrides

    apply_endpoint_overrides(settings)
    try:
        bot = TabletopBot(settings)
    except ValueError as error:  # e.g. an unsupported DATABASE_URL
        return fail(f"DATABASE_URL cannot be used: {error}.", 2)
    log.info("starting with %s", settings.redacted())
    try:
        async with bot:
            await bot.start(settings.token)
    except discord.LoginFailure:
        return fail(
            "Discord rejected DISCORD_TOKEN: copy a fresh token from the Developer Portal "
            "(your application → Bot → Reset Token) into .env and start again."
        )
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused a privileged intent; this bot needs none, so update the bot.")
    except (aiohttp.ClientConnectorError, OSError) as error:
        return fail(f"Cannot reach Discord ({error}); check the network connection and try again.")
    except discord.HTTPException as error:
        return fail(
            f"Discord answered {error.status} during start-up ({error.text or 'no detail'})."
        )
    return 0


def main() -> None:
    try:
        code = asyncio.run(run())
    except KeyboardInterrupt:
        code = 0
    sys.exit(code)


if __name__ == "__main__":
    main()
