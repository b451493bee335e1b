"""Replay in Discord: ``/<game> replay`` steps through a game move by move.

A **stepper** is one message: the table image at move k, "Move k/N" with where the game stood
(age and round, epoch and phase…), the log lines of that move, and the controls ⏮ ◀ ▶ ⏭, a
menu to jump by round or age and, for a finished game, a menu to see the game through any
player's eyes. Nothing is kept per stepper: each control's custom_id carries the game, the
stepper's owner, whether it is public, whose eyes and the move shown
(:func:`bot.ui.components.replay_custom_id`), so a click works after a restart too.

What may be seen:

* a **finished** game: everything — the table, or any seat's own picture (hand included) and
  its private log lines ("You draw: …", shown through that seat's eyes, to whom they speak)
  at each move. It may be posted in the channel (``public``) or shown privately;
* a **running** (or abandoned) game: privately only, up to the current move, through the
  asker's own eyes (``view(state, seat)`` and the events visible to that seat); someone not
  playing sees what a spectator sees. The seat is taken from the clicker at every click, never
  from the custom_id, and the last move is the game's current one at the click.

Who drives: a private stepper only its owner (anyone else is refused). A public stepper's
controls answer its opener by moving the message itself; anyone else who clicks gets a private
stepper of their own at the same move and view — so that a shared message is not pulled back
and forth by several readers, while every reader can still step on their own.

States are rebuilt from the seed and the stored action log (``docs/replay.md``): the first
look at a game replays its log once and keeps a checkpoint (a dump) every
:data:`CHECKPOINT_EVERY` moves and the chapter (round, age…) of each move; a click then loads
the nearest checkpoint and applies at most ``CHECKPOINT_EVERY - 1`` actions. The indexes of the
:data:`KEEP_GAMES` games looked at last are kept; a running game's index grows with the game.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.errors import UserError
from bot.games.base import GamePlugin
from bot.i18n import Translator
from bot.interactions import answered, think
from bot.manager.base import rules_options
from bot.presenter import NO_MENTIONS, ClickAnswer
from bot.presenter import text as texts
from bot.presenter.base import image_name
from bot.store import ActionRow, GameRecord, GameStore
from bot.ui import components, layout
from rules.core import Game

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 20
YIELD_EVERY = 20
# A click not answered this soon is deferred first (its stepper then edits the message).
ACK_SECONDS = 1.0
KEEP_GAMES = 8
# A jump menu holds at most this many entries (Discord's limit for a select menu).
MAX_JUMPS = 25
# What a chapter of each game is made of, coarsest first: the fields of its public view whose
# change starts a new entry of the jump menu (see :func:`jumps` when there are more than a menu
# holds). A game not listed is cut by rounds when its view has them.
CHAPTER_FIELDS: Mapping[str, tuple[str, ...]] = {
    "tta": ("age", "round"),
    "hadara": ("epoch", "phase", "round"),
}
DEFAULT_CHAPTER_FIELDS = ("round",)
ROMAN = {0: "A", 1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}
STEP_OPS = ("f", "p", "n", "l")
STEP_LABELS = {"f": "⏮", "p": "◀", "n": "▶", "l": "⏭"}

Chapter = tuple[tuple[str, Any], ...]


# ------------------------------------------------------------------------------ the index


@dataclass
class Index:
    """A game's replay so far: its rows, a dump every CHECKPOINT_EVERY moves, the chapter of
    every move, and the state after the last row (moved on as the game goes on)."""

    rules: Game[Any, Any]
    version: int  # the record's version the rows were read at
    rows: list[ActionRow]
    checkpoints: list[str]
    chapters: list[Chapter]
    tail: Any
    fields: tuple[str, ...]
    diverged: bool = False
    broken: bool = False  # a stored move the rules refused: the replay ends before it

    @property
    def total(self) -> int:
        return len(self.rows)

    def state_at(self, move: int) -> Any:
        """A fresh state after ``move`` actions (0: the start), from the nearest checkpoint."""
        rules = self.rules
        base = move // CHECKPOINT_EVERY
        state = rules.load(self.checkpoints[base])
        for row in self.rows[base * CHECKPOINT_EVERY : move]:
            rules.apply(state, row.seat, rules.decode_action(row.action))
        return state

    async def extend(self, rows: Sequence[ActionRow]) -> None:
        """Replay ``rows`` after the last one, giving the event loop its turn every
        :data:`YIELD_EVERY` moves (a first look at a long game is most of a second of work)."""
        rules = self.rules
        for n, row in enumerate(rows, 1):
            if n % YIELD_EVERY == 0:
                await asyncio.sleep(0)
            if self.broken:
                return
            try:
                rules.apply(self.tail, row.seat, rules.decode_action(row.action))
            except Exception:
                # Rules that changed since the move was played may refuse it: the replay
                # stops before it (and says that it differs from the game as played).
                log.warning("replay stopped at move %d: %s refused", self.total + 1, row.action)
                self.broken = True
                return
            self.rows.append(row)
            self.chapters.append(chapter_of(rules.view(self.tail, None), self.fields))
            if self.total % CHECKPOINT_EVERY == 0:
                self.checkpoints.append(rules.dump(self.tail))


@dataclass
class _Cache:
    games: OrderedDict[str, Index] = field(default_factory=OrderedDict)
    # Clicks on the same game wait for one another while its index is built or grown.
    locks: dict[str, asyncio.Lock] = field(default_factory=dict)


_cache = _Cache()


def chapter_of(view: Mapping[str, Any], fields: Sequence[str]) -> Chapter:
    return tuple((f, view.get(f)) for f in fields if view.get(f) is not None)


def replay_rules(plugin: GamePlugin, game: GameRecord) -> Game[Any, Any]:
    """The game's rules with the data set it plays with (its saved state's)."""
    rules = plugin.rules
    if game.state is None:
        raise UserError("error-not-started")
    return rules.with_data(rules.data_version(rules.load(game.state)))


def start_index(plugin: GamePlugin, game: GameRecord) -> Index:
    rules = replay_rules(plugin, game)
    state = rules.new(len(game.seats), rules_options(game.options), int(game.options["seed"]))
    fields = CHAPTER_FIELDS.get(game.game, DEFAULT_CHAPTER_FIELDS)
    return Index(
        rules=rules,
        version=-1,
        rows=[],
        checkpoints=[rules.dump(state)],
        chapters=[chapter_of(rules.view(state, None), fields)],
        tail=state,
        fields=fields,
    )


async def index_of(bot: Any, plugin: GamePlugin, game: GameRecord) -> Index:
    """The game's index reaching the record's version (built, or grown, as needed)."""
    lock = _cache.locks.setdefault(game.id, asyncio.Lock())
    async with lock:
        found = _cache.games.get(game.id)
        if found is not None:
            _cache.games.move_to_end(game.id)
            if found.version == game.version:
                return found
        rows = await bot.store.actions(game.id)
        if (
            found is None
            or len(rows) < found.total
            or any(a.seq != b.seq for a, b in zip(found.rows, rows, strict=False))
        ):
            found = start_index(plugin, game)
        await found.extend(rows[found.total :])
        found.version = game.version
        if game.state is not None:
            # The log should rebuild the saved game; a replay under rules that have changed
            # since it was played may not (said on the stepper). Rows read after the game
            # moved on are newer than the record: nothing to compare then.
            rules = found.rules
            saved = rules.load(game.state)
            same = rules.version(saved) == rules.version(found.tail)
            differs = same and rules.view(saved, None) != rules.view(found.tail, None)
            found.diverged = found.broken or differs
            if found.diverged:
                log.warning("the replay of game %s differs from the saved game", game.id)
        _cache.games[game.id] = found
        _cache.games.move_to_end(game.id)
        while len(_cache.games) > KEEP_GAMES:
            old, _ = _cache.games.popitem(last=False)
            _cache.locks.pop(old, None)
        return found


def forget(game_id: str | None = None) -> None:
    """Drop the kept index of a game (every game's with None): tests, a fresh measurement."""
    if game_id is None:
        _cache.games.clear()
    else:
        _cache.games.pop(game_id, None)


# ------------------------------------------------------------------------------ chapters


def chapter_label(part: Chapter, t: Translator) -> str:
    """ "Age II · Round 9", "Epoch I · Round 3", "Epoch I · Phase B": short enough for a
    phone's menu (a round names its phase: Hadara drafts in phase A only)."""
    bits: list[str] = []
    has_round = any(name == "round" for name, _ in part)
    for name, value in part:
        if name == "age":
            bits.append(t("replay-age", age=ROMAN.get(_int(value), str(value))))
        elif name == "epoch":
            if _int(value) > 0:
                bits.append(t("replay-epoch", epoch=ROMAN.get(_int(value), str(value))))
        elif name == "phase" and not has_round:
            own = f"phase-{value}"
            if t.catalog.has(own, t.locale, t.game):
                bits.append(t(own))
        elif name == "round":
            bits.append(t("replay-round", round=str(value)))
    return " · ".join(bits) or t("replay-start")


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return -1


def _runs(chapters: Sequence[Chapter], depth: int) -> list[tuple[int, Chapter]]:
    """(first move, chapter cut to ``depth`` fields) of each run of equal chapters."""
    out: list[tuple[int, Chapter]] = []
    for move, full in enumerate(chapters):
        part = full[:depth]
        if not out or out[-1][1] != part:
            out.append((move, part))
    return out


def _evenly(items: Sequence[tuple[int, Chapter]], count: int) -> list[tuple[int, Chapter]]:
    if count <= 0:
        return []
    step = len(items) / count
    return [items[int(i * step)] for i in range(min(count, len(items)))]


def jumps(chapters: Sequence[Chapter], total: int) -> list[tuple[int, Chapter]]:
    """(first move, chapter) of each chapter up to move ``total``, at most MAX_JUMPS. With
    more, every start of a coarsest chapter (an age, an epoch) stays and the finer ones (rounds)
    fill the other entries, taken evenly."""
    shown = chapters[: total + 1]
    full = _runs(shown, max((len(c) for c in shown), default=0))
    if len(full) <= MAX_JUMPS:
        return full
    coarse = {move for move, _ in _runs(shown, 1)}
    kept = [e for e in full if e[0] in coarse]
    if len(kept) >= MAX_JUMPS:
        return _evenly(kept, MAX_JUMPS)
    rest = [e for e in full if e[0] not in coarse]
    return sorted(kept + _evenly(rest, MAX_JUMPS - len(kept)))


# ------------------------------------------------------------------------------ one frame


@dataclass(frozen=True)
class Access:
    """What a viewer may see of a game: everything (a finished game), or one seat's (or a
    spectator's) view up to now."""

    everything: bool
    seat: int | None  # the viewer's seat in a running game (None: a spectator)


def access_of(bot: Any, game: GameRecord, user_id: int) -> Access:
    if game.status == "lobby" or game.state is None:
        raise UserError("error-not-started")
    if game.status == "finished":
        return Access(True, None)
    return Access(False, bot.manager.seat_of(game, user_id))


@dataclass(frozen=True)
class Frame:
    """A stepper at one move: its text, the view its picture is drawn from, its controls."""

    move: int
    total: int
    persp: int | None
    view: dict[str, Any]
    content: str
    jumps: list[tuple[int, str]]


def frame(
    plugin: GamePlugin,
    game: GameRecord,
    index: Index,
    move: int,
    persp: int | None,
    access: Access,
    t: Translator,
) -> Frame:
    """The stepper of ``game`` at ``move`` through ``persp``'s eyes (None: the table)."""
    rules = index.rules
    total = index.total
    state = index.state_at(move)
    names = texts.names_of(game, t)
    view = rules.view(state, persp)
    public = view if persp is None else rules.view(state, None)
    lines = [f"**{t('replay-title', gamename=t(f'{game.game}-name'), id=game.id)}**"]
    where = texts.progress(plugin, public, t, names)
    lines.append(t("replay-move", move=move, total=total) + " · " + where)
    if persp is None:
        lines.append(t("replay-eyes-table"))
    else:
        lines.append(t("replay-eyes-seat", name=texts.seat_name(game, persp, t)))
    if not access.everything:
        lines.append(t("replay-running-note"))
    if index.diverged:
        lines.append(t("replay-diverged"))
    if move == 0:
        lines.append(f"• {t('replay-start')}")
    else:
        row = index.rows[move - 1]
        # A seat's private lines speak to it ("You draw: …"): they are shown through its
        # eyes only — a finished game's through any seat's, a running game's the viewer's.
        events = [e for e in row.events if e.get("private_to") in (None, persp)]
        body = texts.log_text(plugin, events, names, t, limit=12)
        lines.append(body or f"• {t('replay-no-line', name=texts.seat_name(game, row.seat, t))}")
    if move == total and access.everything and not index.broken:
        winners = texts.winners_line(game, t)
        if winners:
            lines.append(winners)
        scores = texts.score_lines(game, t)
        if scores:
            lines.append(" · ".join(scores))
    content = "\n".join(lines)[: texts.MAX_CONTENT]
    marks = [(m, chapter_label(c, t)) for m, c in jumps(index.chapters, total)]
    return Frame(move, total, persp, view, content, marks)


def controls(
    game: GameRecord,
    shown: Frame,
    owner: int,
    public: bool,
    access: Access,
    t: Translator,
) -> discord.ui.View:
    """⏮ ◀ ▶ ⏭, the jump menu and (a finished game) the see-as menu."""
    view = discord.ui.View(timeout=None)
    move, total, persp = shown.move, shown.total, shown.persp
    for op in STEP_OPS:
        at_edge = move == 0 if op in ("f", "p") else move >= total
        button = components.ReplayButton(
            game.id, owner, public, persp, move, op, STEP_LABELS[op], disabled=at_edge
        )
        button.row = 0
        view.add_item(button)
    if len(shown.jumps) > 1:
        here = max((m for m, _ in shown.jumps if m <= move), default=0)
        options = [
            discord.SelectOption(
                label=layout.clip(label, 100),
                value=str(m),
                description=t("replay-move", move=m, total=total)[:100],
                default=m == here,
            )
            for m, label in shown.jumps
        ]
        jump = components.ReplaySelect(
            game.id, owner, public, persp, move, "j", options, t("replay-jump")
        )
        jump.row = 1
        view.add_item(jump)
    if access.everything:
        names = texts.names_of(game, t)
        eyes = [discord.SelectOption(label=t("replay-see-table"), value="t", default=persp is None)]
        eyes += [
            discord.SelectOption(label=layout.clip(name, 100), value=str(s), default=persp == s)
            for s, name in enumerate(names)
        ]
        see = components.ReplaySelect(
            game.id, owner, public, persp, move, "s", eyes[:25], t("replay-see-as")
        )
        see.row = 2
        view.add_item(see)
    return view


async def picture(
    bot: Any, plugin: GamePlugin, game: GameRecord, shown: Frame, locale: str
) -> bytes:
    """The table image at the frame's move (the live table's renderer, through the render
    pool), or the seat's own picture when seen through a seat's eyes."""
    t = bot.presenter.t(locale, game)
    names = texts.names_of(game, t)
    renderer = plugin.renderer
    key = f"replay-{game.id}"
    if shown.persp is None:
        return bytes(
            await bot.pool.render(
                key, shown.move, None, "table", locale, renderer.table, shown.view, t, names
            )
        )
    return bytes(
        await bot.pool.render(
            key,
            shown.move,
            shown.persp,
            "seat",
            locale,
            renderer.prompt,
            shown.view,
            t,
            names,
            actions=[],
        )
    )


def file_name(game: GameRecord, shown: Frame, data: bytes) -> str:
    """The picture's name: the game and move it shows, the extension of its format."""
    return image_name(f"replay-{game.id}-{shown.move}", data)


# ------------------------------------------------------------------------------ the command


async def find_game(
    bot: Any, interaction: discord.Interaction[Any], name: str, game_id: str | None
) -> GameRecord:
    """The game ``/<name> replay`` asks for: by id (a game of this server), else the channel's
    running game, else the last game of ``name`` finished in this channel."""
    store: GameStore = bot.store
    guild_id = interaction.guild_id
    if game_id:
        found = await store.get(game_id.strip().lower())
        if found is None or found.guild_id != guild_id or found.game != name:
            raise UserError("replay-error-not-found", id=game_id.strip()[:40])
        return found
    here = await store.by_channel(interaction.channel_id or 0)
    if here is not None and here.game == name:
        return here
    for done in await store.list_finished(guild_id, 200):
        if done.channel_id == interaction.channel_id and done.game == name:
            return done
    raise UserError("replay-error-none-here")


async def command(
    bot: Any, interaction: discord.Interaction[Any], name: str, game_id: str | None, public: bool
) -> None:
    """``/<name> replay [game] [public]``: a stepper of a finished game at its start (in the
    channel when ``public``), or privately of a running game at its current move."""
    interactions = bot.interactions
    try:
        game = await find_game(bot, interaction, name, game_id)
        access = access_of(bot, game, interaction.user.id)
    except UserError as error:
        await interactions.reply(interaction, None, error.message_id, **error.args_map)
        return
    shared = public and access.everything
    await think(interaction, private=not shared)
    locale = interactions.locale(interaction, game)
    t = bot.presenter.t(locale, game)
    plugin = bot.presenter.plugin(game)
    try:
        index = await index_of(bot, plugin, game)
        move = 0 if access.everything else index.total
        shown = frame(plugin, game, index, move, access.seat, access, t)
        png = await picture(bot, plugin, game, shown, locale)
    except UserError as error:
        await interactions.reply(interaction, game, error.message_id, **error.args_map)
        return
    except Exception:
        log.exception("replay of game %s failed", game.id)
        await interactions.reply(interaction, game, "error-internal")
        return
    content = shown.content
    if public and not shared:
        content = t("replay-private-only") + "\n" + content
    view = controls(game, shown, interaction.user.id, shared, access, t)
    file = discord.File(io.BytesIO(png), file_name(game, shown, png))
    if shared:
        await interaction.followup.send(content, file=file, view=view, allowed_mentions=NO_MENTIONS)
        answered(interaction)
    else:
        await interaction.followup.send(content, file=file, view=view, ephemeral=True)


# ------------------------------------------------------------------------------ a click


async def on_click(
    bot: Any,
    interaction: discord.Interaction[Any],
    control: components.ReplayControl,
    value: str | None,
) -> None:
    """A control of a stepper (see the module doc): the stepper at the move (and through the
    eyes) the control leads to, in place for its owner; a private copy for anyone else on a
    public stepper; a refusal otherwise."""
    mine = interaction.user.id == control.owner
    answer = ClickAnswer(interaction)
    # Someone else's stepper is answered with a message of their own: "thinking…" for them
    # alone should the first look at a long game take a while.
    watchdog = asyncio.create_task(_watchdog(answer, ephemeral=not mine))
    try:
        await _step(bot, answer, control, value)
    finally:
        watchdog.cancel()


async def _watchdog(answer: ClickAnswer, ephemeral: bool) -> None:
    """Defer the click when its stepper is not drawn within ACK_SECONDS (Discord waits three
    seconds for the first answer)."""
    try:
        await asyncio.wait_for(answer.settled.wait(), ACK_SECONDS)
    except TimeoutError:
        await answer.defer(ephemeral=ephemeral)


async def _step(
    bot: Any, answer: ClickAnswer, control: components.ReplayControl, value: str | None
) -> None:
    game_id, owner, public, persp, move, op = control
    interaction = answer.interaction
    interactions = bot.interactions
    user_id = interaction.user.id
    game: GameRecord | None = None
    try:
        game = await bot.store.get(game_id)
        if game is None or game.guild_id != interaction.guild_id:
            raise UserError("replay-error-not-found", id=game_id)
        if user_id != owner and not public:
            raise UserError("replay-error-not-yours")
        access = access_of(bot, game, user_id)
        plugin = bot.presenter.plugin(game)
        index = await index_of(bot, plugin, game)
        target, eyes = _target(op, value, move, persp, index.total, access, len(game.seats))
        locale = interactions.locale(interaction, game)
        t = bot.presenter.t(locale, game)
        shown = frame(plugin, game, index, target, eyes, access, t)
        png = await picture(bot, plugin, game, shown, locale)
    except UserError as error:
        await interactions._say(answer, game, error.message_id, **error.args_map)
        return
    except Exception:
        log.exception("replay click %s on game %s failed", op, game_id)
        await interactions._say(answer, game, "error-internal")
        return
    file = discord.File(io.BytesIO(png), file_name(game, shown, png))
    try:
        if user_id == owner:
            view = controls(game, shown, owner, public and access.everything, access, t)
            await _answer(answer, content=shown.content, attachments=[file], view=view)
        else:
            # Someone else on a public stepper: a stepper of their own, privately.
            view = controls(game, shown, user_id, False, access, t)
            if not await answer.send(shown.content, file=file, view=view) and (
                await answer.followable()
            ):
                await interaction.followup.send(shown.content, file=file, view=view, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer replay click %s", interaction.id)


def _target(
    op: str,
    value: str | None,
    move: int,
    persp: int | None,
    total: int,
    access: Access,
    seats: int,
) -> tuple[int, int | None]:
    """The move and eyes a control leads to; ``replay-error-bad`` for a control that cannot
    be (a move past the end, a seat that is not there, a value no menu offered)."""
    if move > total:
        raise UserError("replay-error-bad")
    if persp is not None and not 0 <= persp < seats:
        raise UserError("replay-error-bad")
    eyes = persp if access.everything else access.seat
    if op == "f":
        return 0, eyes
    if op == "p":
        return max(0, move - 1), eyes
    if op == "n":
        return min(total, move + 1), eyes
    if op == "l":
        return total, eyes
    if op == "j":
        if value is None or not value.isdigit() or int(value) > total:
            raise UserError("replay-error-bad")
        return int(value), eyes
    if op == "s":
        if not access.everything:
            raise UserError("replay-error-bad")
        if value == "t":
            return move, None
        if value is None or not value.isdigit() or int(value) >= seats:
            raise UserError("replay-error-bad")
        return move, int(value)
    raise UserError("replay-error-bad")


async def _answer(answer: ClickAnswer, **fields: Any) -> None:
    """Edit the clicked stepper: as the click's answer, or after a deferral when that came
    first."""
    if not await answer.update(**fields) and await answer.followable():
        await answer.interaction.edit_original_response(**fields)
