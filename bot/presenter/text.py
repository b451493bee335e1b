"""The words of game messages: log lines, the table message's text, the lobby and the result.

Pure functions of snapshots and records (no Discord calls), in the language of the translator
they are given; a game's own words come from its catalogue through its ``describe_event``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.base import GamePlugin
from bot.i18n import Translator
from bot.manager.snapshot import STANDING_NOTE, Snapshot
from bot.store import GameRecord

MAX_CONTENT = 1900
# How AI seats are named in the store ("AI 1", "AI 2", …); shown as ``ai-seat-name``.
AI_NAME = re.compile(r"AI (\d+)")


def seat_name(game: GameRecord, seat: int, t: Translator | None = None) -> str:
    """The seat's name as players see it: an AI seat's in ``t``'s language ("SI 1" in
    Polish), a person's as stored."""
    s = game.seats[seat]
    found = AI_NAME.fullmatch(s.name) if s.ai is not None else None
    if found is None or t is None:
        return s.name
    return t("ai-seat-name", n=int(found.group(1)))


def names_of(game: GameRecord, t: Translator | None = None) -> list[str]:
    """Every seat's name (:func:`seat_name`), in seat order: what images and log lines show."""
    return [seat_name(game, i, t) for i in range(len(game.seats))]


def event_line(
    plugin: GamePlugin, event: Mapping[str, Any], names: Sequence[str], t: Translator
) -> str | None:
    """One log line for a (visible) event, or None for events not worth a line. The host's
    note that moves were answered in advance is the game's ``standing_note``."""
    if event.get("kind") == STANDING_NOTE:
        note = getattr(plugin.rules, "standing_note", None)
        message = note(int(event.get("seat", 0))) if note is not None else None
    else:
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
    lines = log_lines(plugin, events, names, t)[-limit:]
    text = "\n".join(f"• {line}" for line in lines)
    while len(text) > MAX_CONTENT and lines:
        lines = lines[1:]
        text = "\n".join(f"• {line}" for line in lines)
    return text


# While a recap is on the table, the turn's own log shows at most this many lines, and keeps at
# least ``TURN_LOG_KEPT`` of them (the newest) when the text must be cut.
TURN_LOG_LINES = 8
TURN_LOG_KEPT = 3


def log_lines(
    plugin: GamePlugin, events: Sequence[Mapping[str, Any]], names: Sequence[str], t: Translator
) -> list[str]:
    """The log lines of ``events`` (those worth one), oldest first."""
    return [line for e in events if (line := event_line(plugin, e, names, t))]


def turn_text(
    head: str,
    recap: Sequence[str],
    recap_title: str,
    log: Sequence[str],
    log_title: str,
    limit: int = MAX_CONTENT,
) -> str:
    """The table's text during a turn: ``head``, the turn's recap (most important line first)
    under ``recap_title``, then the newest :data:`TURN_LOG_LINES` of the turn's own ``log``
    under ``log_title`` — within ``limit`` characters, cut by whole lines: the oldest log lines
    first (down to :data:`TURN_LOG_KEPT`), then the recap's last lines, then the rest of the
    log; ``head`` is cut only when nothing else is left."""
    kept_recap = list(recap)
    kept_log = list(log)[-TURN_LOG_LINES:]

    def build() -> str:
        parts = [head]
        if kept_recap:
            parts += [recap_title, *(f"• {line}" for line in kept_recap)]
        if kept_log:
            parts += [log_title] if kept_recap else []
            parts += [f"• {line}" for line in kept_log]
        return "\n".join(parts)

    content = build()
    while len(content) > limit and (kept_recap or kept_log):
        if len(kept_log) > TURN_LOG_KEPT or (kept_log and not kept_recap):
            kept_log.pop(0)
        else:
            kept_recap.pop()
        content = build()
    return content[:limit]


def progress(
    plugin: GamePlugin, view: Mapping[str, Any], t: Translator, names: Sequence[str] = ()
) -> str:
    """Where the game stands, in a few words (the game's own description if it has one),
    naming the player on turn by ``names`` (by seat) when the game says who is."""
    if plugin.progress is not None and view:
        return plugin.progress(dict(view), t, list(names))
    return t(f"{plugin.name}-name") if t.catalog.has(f"{plugin.name}-name") else plugin.name


def secret_lines(plugin: GamePlugin, snap: Snapshot, t: Translator) -> list[str]:
    """What the table says while the seats waited for answer in secret. Everyone at once (a
    simultaneous step): who is still choosing, and that everyone chooses in secret. One named
    player answering privately (a defender, a colonizer choosing what to send, a discard):
    who, and what when the game's public status line says it — never the choices."""
    game = snap.game
    names = names_of(game, t)
    seats = [s for s in snap.waiting if 0 <= s < len(names)]
    who = ", ".join(names[s] for s in seats)
    if snap.decision is None or snap.decision.simultaneous or not seats:
        return [t("table-waiting", names=who), t("table-secret")]
    what = ""
    if plugin.status is not None and snap.public:
        try:
            what = plugin.status(dict(snap.public), t, names)
        except Exception:  # a game's status line must never break the table
            what = ""
    if not what or not all(names[s] in what for s in seats):
        what = who  # the status line names someone else (or nobody): just who
    return [t("table-private", who=what)]


def mention(game: GameRecord, seat: int, t: Translator | None = None) -> str:
    s = game.seats[seat]
    return f"<@{s.user_id}>" if s.user_id is not None else seat_name(game, seat, t)


def num(value: Any) -> str:
    f = float(value)
    return str(int(f)) if f.is_integer() else f"{f:g}"


def winners_line(game: GameRecord, t: Translator) -> str | None:
    """ "Winner: Ann!" of a finished game (None without a result)."""
    result = game.result or {}
    names = names_of(game, t)
    winners = [names[int(w)] for w in result.get("winners", []) if 0 <= int(w) < len(names)]
    if not winners:
        return None
    return t("finished-winner", count=len(winners), names=", ".join(winners))


def resigned_order(score: Mapping[str, Any]) -> int:
    """When the seat resigned (1: first), 0 if it never did: a game that lets a player resign
    says so in the score's ``resigned`` category (``rules.tta.scoring``)."""
    categories = score.get("categories")
    value = categories.get("resigned", 0) if isinstance(categories, Mapping) else 0
    return int(value) if isinstance(value, int | float) else 0


def ranked_scores(result: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The scores of a :class:`rules.core.Result` in the order of the final ranking: the
    winners first, then by total and tiebreak; a resigned seat below every seat that played
    on, whatever its points, a later resignation above an earlier one (TtA T-22 #27)."""
    winners = {int(w) for w in result.get("winners", [])}

    def key(score: Mapping[str, Any]) -> tuple[bool, bool, int, int, int]:
        resigned = resigned_order(score)
        return (
            int(score.get("seat", 0)) not in winners,
            resigned > 0,
            -resigned,
            -int(score.get("total", 0)),
            -int(score.get("tiebreak", 0)),
        )

    return sorted(result.get("scores", []), key=key)


def score_lines(game: GameRecord, t: Translator) -> list[str]:
    """ "Ann: 45 points" per seat of a finished game, in the order of the final ranking;
    a seat that resigned is marked so."""
    names = names_of(game, t)
    lines = []
    for s in ranked_scores(game.result or {}):
        seat = int(s.get("seat", 0))
        if 0 <= seat < len(names):
            line = t("finished-scores", name=names[seat], points=int(s.get("total", 0)))
            if resigned_order(s):
                line += " — " + t("finished-resigned")
            lines.append(line)
    return lines


def finished_text(game: GameRecord, t: Translator) -> str:
    lines = [f"**{t('finished-title')}**"]
    winners = winners_line(game, t)
    if winners:
        lines.append(winners)
    lines.extend(score_lines(game, t))
    return "\n".join(lines)[:MAX_CONTENT]
