"""The words of game messages: log lines, the table message's text, the lobby and the result.

Pure functions of snapshots and records (no Discord calls), in the language of the translator
they are given; a game's own words come from its catalogue through its ``describe_event``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.base import GamePlugin
from bot.i18n import Translator
from bot.store import GameRecord

MAX_CONTENT = 1900


def names_of(game: GameRecord) -> list[str]:
    return [s.name for s in game.seats]


def event_line(
    plugin: GamePlugin, event: Mapping[str, Any], names: Sequence[str], t: Translator
) -> str | None:
    """One log line for a (visible) event, or None for events not worth a line."""
    message = plugin.rules.describe_event(event)
    if message is None:
        return None
    if not t.catalog.has(message.id, t.locale, t.game):
        return t("log-other", kind=str(event.get("kind", "")))
    return t.msg(message, names)


def log_text(
    plugin: GamePlugin,
    events: Sequence[Mapping[str, Any]],
    names: Sequence[str],
    t: Translator,
    limit: int = 12,
) -> str:
    lines = [line for e in events if (line := event_line(plugin, e, names, t))]
    lines = lines[-limit:]
    text = "\n".join(f"• {line}" for line in lines)
    while len(text) > MAX_CONTENT and lines:
        lines = lines[1:]
        text = "\n".join(f"• {line}" for line in lines)
    return text


def progress(plugin: GamePlugin, view: Mapping[str, Any], t: Translator) -> str:
    """Where the game stands, in a few words (the game's own description if it has one)."""
    if plugin.progress is not None and view:
        return plugin.progress(dict(view), t)
    return t(f"{plugin.name}-name") if t.catalog.has(f"{plugin.name}-name") else plugin.name


def mention(game: GameRecord, seat: int) -> str:
    s = game.seats[seat]
    return f"<@{s.user_id}>" if s.user_id is not None else s.name


def num(value: Any) -> str:
    f = float(value)
    return str(int(f)) if f.is_integer() else f"{f:g}"


def finished_text(game: GameRecord, t: Translator) -> str:
    result = game.result or {}
    names = names_of(game)
    winners = [names[int(w)] for w in result.get("winners", []) if int(w) < len(names)]
    lines = [f"**{t('finished-title')}**"]
    if winners:
        lines.append(t("finished-winner", count=len(winners), names=", ".join(winners)))
    for s in sorted(result.get("scores", []), key=lambda s: -int(s.get("total", 0))):
        seat = int(s.get("seat", 0))
        lines.append(t("finished-scores", name=names[seat], points=int(s.get("total", 0))))
    return "\n".join(lines)[:MAX_CONTENT]
