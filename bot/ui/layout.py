"""Which components a seat's choices become (pure functions, no discord import).

A game describes each legal action (:class:`rules.core.ActionInfo`): a label and the *path* of
groups leading to it. :func:`choices` translates those; :func:`plan` lays a decision out within
Discord's limits — at most 5 action rows, 5 buttons a row, 25 options a select menu, labels of
at most 80 characters, custom_ids of at most 100 — as buttons when few, as one menu per group
when more, and as a **chain of choices** when even that does not fit: the first level offers the
groups (a navigation button or menu, ``hn:…``), each click opens the next level, and every level
fits. So every prompt of every game fits, whatever the number of legal actions. Every prompt of
random games of every registered game is checked against these limits (the conformance suite).

A game may ask for a **stable layout** instead (:class:`Menus`, Through the Ages): one select
menu per kind of action, in the same place from one move to the next (placeholder: the group's
title; the groups a game fixes are shown even when empty, disabled), what lies one level down
offered as an entry of its menu that opens it, and a fixed last row of buttons — the
standalone actions (undo, end turn…), "back" on a deeper level and "show my choices" when the
table needs it. So *End turn* and *Undo* never move and are never dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from rules.core import ActionInfo, Msg

Translate = Callable[..., str]
# Translates a game's Msg (the bot's ``Translator.msg``, with the players' names).
TranslateMsg = Callable[[Msg], str]

MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_OPTIONS = 25
MAX_LABEL = 80
MAX_PLACEHOLDER = 150
MAX_CUSTOM_ID = 100
# Up to this many choices are shown as buttons; more become select menus.
BUTTON_LIMIT = 20
MAX_PATH = 60  # characters of a navigation path in a custom_id

ACTION_PREFIX = "hd"
SELECT_PREFIX = "hs"
SEAT_PREFIX = "hp"
NAV_PREFIX = "hn"
NAV_MENU_PREFIX = "hm"
LOBBY_PREFIX = "hl"
# A pseudo action: "show me my choices" (a private prompt), used when the choices are secret or
# several seats act at once.
SHOW_CODE = "show"
# Synthesized group keys (a level too long even for menus is cut into pieces of 25).
CHUNK = "~"
# A select option whose value starts with OPEN opens the level at the path that follows
# (``>build.destroy``) instead of applying an action (a stable layout's entries one level down).
OPEN = ">"


def action_custom_id(game_id: str, version: int, code: str) -> str:
    """``hd:<game_id>:<version>:<action_code>``."""
    return f"{ACTION_PREFIX}:{game_id}:{version}:{code}"


def select_custom_id(game_id: str, version: int, index: int) -> str:
    """``hs:<game_id>:<version>:<n>``; the chosen option's value is the action code."""
    return f"{SELECT_PREFIX}:{game_id}:{version}:{index}"


def seat_custom_id(game_id: str, version: int, user_id: int) -> str:
    """``hp:<game_id>:<version>:<user_id>``: one player's menu on the table (several players
    choosing in public at once); only that user may use it, the chosen value is the code."""
    return f"{SEAT_PREFIX}:{game_id}:{version}:{user_id}"


def nav_custom_id(game_id: str, version: int, path: Sequence[str], menu: bool = False) -> str:
    """``hn:<game_id>:<version>:<key.key…>``: a button opening the level of a chain of choices
    at ``path``; ``hm:…`` (``menu``): a menu of the groups below ``path``, whose chosen value is
    the key of the group to open."""
    prefix = NAV_MENU_PREFIX if menu else NAV_PREFIX
    return f"{prefix}:{game_id}:{version}:{'.'.join(path)}"


def lobby_custom_id(game_id: str, verb: str) -> str:
    return f"{LOBBY_PREFIX}:{game_id}:{verb}"


# A code starting with CONFIRM asks the player to confirm the action (its warning) first.
CONFIRM = "!"
ACTION_TEMPLATE = (
    r"hd:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<code>!?[A-Za-z0-9.]{1,40})"
)
SELECT_TEMPLATE = r"hs:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<index>[0-9]{1,2})"
SEAT_TEMPLATE = r"hp:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<user>[0-9]{1,20})"
# A navigation path: group keys joined by dots.
PATH_PATTERN = r"[A-Za-z0-9.~-]{0,60}"
NAV_TEMPLATE = r"hn:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<path>[A-Za-z0-9.~-]{0,60})"
NAV_MENU_TEMPLATE = (
    r"hm:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<path>[A-Za-z0-9.~-]{0,60})"
)
LOBBY_TEMPLATE = (
    r"hl:(?P<game>[a-z0-9]{1,32}):(?P<verb>join|leave|start|ai|ai-easy|ai-normal|ai-strong)"
)
# The lobby's buttons, one list per row: people, then one "add an AI" button per level.
# ("ai" alone, from lobby messages posted before the levels, adds a normal AI.)
LOBBY_ROWS: tuple[tuple[str, ...], ...] = (
    ("join", "leave", "start"),
    ("ai-easy", "ai-normal", "ai-strong"),
)
LOBBY_VERBS = tuple(verb for row in LOBBY_ROWS for verb in row)


@dataclass(frozen=True)
class Choice:
    """One translated choice: an action (``code``) or, with ``nav``, a level of a chain."""

    code: str
    label: str
    path: tuple[tuple[str, str], ...] = ()  # (group key, translated title), outermost first
    style: str = "secondary"  # primary | secondary | success | danger
    standalone: bool = False  # pass, end turn: always a button of its own
    nav: tuple[str, ...] | None = None  # a navigation choice: the path it opens
    confirm: str = ""  # a warning to confirm before the action is applied

    @property
    def sent(self) -> str:
        """What a click sends: the action code, marked when it must be confirmed first."""
        return CONFIRM + self.code if self.confirm else self.code

    @property
    def group(self) -> str:
        return self.path[0][0] if self.path else ""


@dataclass
class Row:
    kind: str  # "buttons" | "select"
    choices: list[Choice] = field(default_factory=list)
    placeholder: str = ""
    owner: int | None = None  # a select only this user may use (its custom_id names them)
    nav: tuple[str, ...] | None = None  # a menu of groups below this path (values: group keys)
    disabled: bool = False  # a stable layout's menu with nothing to choose now (no options)


@dataclass(frozen=True)
class Menus:
    """A game's stable layout (see the module doc). ``fixed``: top-level group keys that keep
    a menu of their own, in this order, whenever any of them has choices (disabled when empty);
    ``title``: the message id of such a group's title (``{key}`` is replaced), for the empty
    ones. Groups not fixed get a menu each after them, in the order they come."""

    fixed: tuple[str, ...] = ()
    title: str = "group-{key}"


def clip(text: str, limit: int = MAX_LABEL) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def choices(infos: Sequence[ActionInfo], tr: TranslateMsg) -> list[Choice]:
    """The translated, clipped choices of a seat's described actions."""
    return [
        Choice(
            info.code,
            clip(tr(info.label)) or info.code,
            tuple((key, clip(tr(title), MAX_PLACEHOLDER)) for key, title in info.path),
            info.style,
            info.standalone,
            confirm=tr(info.confirm) if info.confirm is not None else "",
        )
        for info in infos
    ]


# ---------------------------------------------------------------------------------------------
# Flat layouts


def _key(c: Choice, depth: int) -> str:
    return c.path[depth][0] if len(c.path) > depth else ""


def _title(c: Choice, depth: int) -> str:
    return c.path[depth][1] if len(c.path) > depth else ""


def _pack_buttons(items: Sequence[Choice], depth: int = 0) -> list[Row]:
    """Buttons in rows of five; a new group starts a new row while rows are to spare."""
    groups: list[list[Choice]] = []
    for c in items:
        if groups and _key(groups[-1][0], depth) == _key(c, depth):
            groups[-1].append(c)
        else:
            groups.append([c])
    per_group_rows = sum(-(-len(g) // MAX_BUTTONS_PER_ROW) for g in groups)
    rows: list[Row] = []
    if per_group_rows <= MAX_ROWS:
        for g in groups:
            for i in range(0, len(g), MAX_BUTTONS_PER_ROW):
                rows.append(Row("buttons", list(g[i : i + MAX_BUTTONS_PER_ROW])))
        return rows
    flat = list(items)
    for i in range(0, len(flat), MAX_BUTTONS_PER_ROW):
        rows.append(Row("buttons", flat[i : i + MAX_BUTTONS_PER_ROW]))
    return rows


def _flat(items: Sequence[Choice], t: Translate, depth: int = 0) -> list[Row] | None:
    """Every choice on one prompt (buttons, or one menu per group below ``depth``), or None
    if that does not fit."""
    if len(items) <= BUTTON_LIMIT:
        rows = _pack_buttons(items, depth)
        if len(rows) <= MAX_ROWS:
            return rows
    standalone = [c for c in items if c.standalone]
    rest = [c for c in items if not c.standalone]
    button_rows = _pack_buttons(standalone, depth) if standalone else []
    room = MAX_ROWS - len(button_rows)
    groups: list[tuple[str, str, list[Choice]]] = []
    for c in rest:
        key, title = _key(c, depth), _title(c, depth)
        if groups and groups[-1][0] == key and len(groups[-1][2]) < MAX_OPTIONS:
            groups[-1][2].append(c)
        else:
            groups.append((key, title, [c]))
    if len(groups) > room:  # pack neighbouring groups into shared menus
        merged: list[tuple[str, str, list[Choice]]] = []
        for g, title, cs in groups:
            if merged and len(merged[-1][2]) + len(cs) <= MAX_OPTIONS:
                merged[-1] = ("", "", merged[-1][2] + cs)
            else:
                merged.append((g, title, list(cs)))
        groups = merged
    if len(groups) > room:
        return None
    selects = [
        Row("select", cs, clip(title or t("select-choose"), MAX_PLACEHOLDER))
        for _g, title, cs in groups
    ]
    return selects + button_rows


# ---------------------------------------------------------------------------------------------
# Chains of choices


@dataclass(frozen=True)
class Level:
    """The choices one level below ``path``: actions ending here, and groups leading on."""

    path: tuple[str, ...]
    leaves: list[Choice]
    groups: list[tuple[str, str, int]]  # (key, title, how many actions below)


def _chunked(items: Sequence[Choice], depth: int) -> list[Choice]:
    """Items whose path ends at ``depth``, cut into pieces of 25 under synthesized groups."""
    out = []
    for i, c in enumerate(items):
        piece = i // MAX_OPTIONS
        first = piece * MAX_OPTIONS + 1
        last = min(len(items), first + MAX_OPTIONS - 1)
        key = f"{CHUNK}{piece}"
        path = (*c.path[:depth], (key, f"{first}–{last}"))
        out.append(replace(c, path=path))
    return out


def level(items: Sequence[Choice], path: Sequence[str]) -> Level:
    """The level of ``items`` at ``path`` (group keys from the top)."""
    depth = len(path)
    below = [c for c in items if tuple(k for k, _ in c.path[:depth]) == tuple(path)]
    leaves = [c for c in below if len(c.path) == depth]
    groups: dict[str, tuple[str, int]] = {}
    for c in below:
        if len(c.path) > depth:
            key, title = c.path[depth]
            _, count = groups.get(key, (title, 0))
            groups[key] = (title, count + 1)
    return Level(tuple(path), leaves, [(k, title, n) for k, (title, n) in groups.items()])


def _deepen(items: Sequence[Choice], path: Sequence[str]) -> list[Choice]:
    """``items`` with the plain actions at ``path`` cut into synthesized groups of 25 when the
    level's menus would not fit in the rows left by its buttons."""
    found = level(items, path)
    plain = [c for c in found.leaves if not c.standalone]
    buttons = 1 if (path or any(c.standalone for c in found.leaves)) else 0
    menus = -(-len(plain) // MAX_OPTIONS) + -(-len(found.groups) // MAX_OPTIONS)
    if menus <= MAX_ROWS - buttons:
        return list(items)
    return _deepen_all(items, tuple(path))


def plan(
    items: Sequence[Choice],
    t: Translate,
    path: Sequence[str] = (),
    menus: Menus | None = None,
    extra: Sequence[Choice] = (),
) -> list[Row]:
    """The rows of the prompt at ``path`` of a chain (the whole decision when it fits), in the
    game's stable layout when it has one (``menus``). ``extra`` buttons (the table's "show my
    choices") join the last row of buttons; they never push out a standalone action."""
    if menus is not None:
        return _stable(items, t, tuple(path), menus, extra)
    rows = _chain(items, t, tuple(path))
    if not extra:
        return rows
    last = rows[-1] if rows else None
    if (
        last is not None
        and last.kind == "buttons"
        and any(c.standalone for c in last.choices)
        and len(last.choices) + len(extra) <= MAX_BUTTONS_PER_ROW
    ):
        last.choices.extend(extra)
        return rows
    if len(rows) < MAX_ROWS:
        return [*rows, Row("buttons", list(extra))]
    # No room: the standalone row stays, the row before it gives way.
    keep = [r for r in rows if r.kind == "buttons" and any(c.standalone for c in r.choices)]
    others = [r for r in rows if not any(r is k for k in keep)]
    return [*others[: MAX_ROWS - 1 - len(keep)], *keep, Row("buttons", list(extra))]


def _chain(items: Sequence[Choice], t: Translate, path: tuple[str, ...]) -> list[Row]:
    # Levels above were cut into pieces the same way when they were shown.
    for depth in range(len(path)):
        items = _deepen(items, path[:depth])
    below = [c for c in items if tuple(k for k, _ in c.path[: len(path)]) == path]
    flat = _flat(below, t, len(path))
    if flat is not None:
        if path and len(flat) < MAX_ROWS:
            flat.append(Row("buttons", [Choice("back", t("btn-back"), nav=path[:-1])]))
        return flat
    found = level(_deepen(items, path), path)
    # A chain: groups to open, plain actions in menus, standalone actions and "back" as
    # buttons in the last row.
    standalone = [c for c in found.leaves if c.standalone]
    plain = [c for c in found.leaves if not c.standalone]
    navs = [
        Choice(f"{CHUNK}{key}", clip(f"{title} ({count})"), nav=(*path, key))
        for key, title, count in found.groups
    ]
    last = list(standalone)
    if path:
        last.append(Choice("back", t("btn-back"), nav=path[:-1]))
    rows: list[Row] = []
    if not plain and len(navs) <= MAX_BUTTONS_PER_ROW * (MAX_ROWS - (1 if last else 0)):
        rows.extend(_pack_buttons(navs))
    else:
        for i in range(0, len(navs), MAX_OPTIONS):
            menu = navs[i : i + MAX_OPTIONS]
            rows.append(Row("select", menu, clip(t("select-open"), MAX_PLACEHOLDER), nav=path))
    for i in range(0, len(plain), MAX_OPTIONS):
        rows.append(Row("select", plain[i : i + MAX_OPTIONS], clip(t("select-choose"))))
    rows.extend(_pack_buttons(last))
    return rows


# ---------------------------------------------------------------------------------------------
# The stable layout


def _entries(items: Sequence[Choice], path: tuple[str, ...]) -> list[Choice]:
    """What the level at ``path`` offers: its actions, and one navigation entry per group below
    it (``title (count)``, opening that group); its actions are cut into pieces of 25 under
    synthesized groups when they would not fit one menu together with those entries."""
    found = level(items, path)
    plain = [c for c in found.leaves if not c.standalone]
    if len(plain) + len(found.groups) > MAX_OPTIONS:
        found = level(_deepen_all(items, path), path)
        plain = [c for c in found.leaves if not c.standalone]
    navs = [
        Choice(f"{CHUNK}{key}", clip(f"{title} ({count}) ▸"), nav=(*path, key))
        for key, title, count in found.groups
    ]
    return [*plain, *navs]


def _deepen_all(items: Sequence[Choice], path: tuple[str, ...]) -> list[Choice]:
    """``items`` with the plain actions at ``path`` cut into synthesized groups of 25."""
    found = level(items, path)
    plain = [c for c in found.leaves if not c.standalone]
    cut = {id(c) for c in plain}
    return [c for c in items if id(c) not in cut] + _chunked(plain, len(path))


def _resolve(items: Sequence[Choice], path: tuple[str, ...]) -> list[Choice]:
    """``items`` cut the way the levels above ``path`` were cut when they were shown."""
    out = list(items)
    for depth in range(len(path)):
        above = path[:depth]
        found = level(out, above)
        plain = [c for c in found.leaves if not c.standalone]
        if len(plain) + len(found.groups) > MAX_OPTIONS:
            out = _deepen_all(out, above)
    return out


def _menu_or_buttons(entries: list[Choice], placeholder: str) -> list[Row]:
    """A few plain actions as one row of buttons; otherwise one menu (or more, 25 each)."""
    if len(entries) <= MAX_BUTTONS_PER_ROW and all(c.nav is None for c in entries):
        return [Row("buttons", list(entries))]
    return [
        Row("select", entries[i : i + MAX_OPTIONS], clip(placeholder, MAX_PLACEHOLDER))
        for i in range(0, len(entries), MAX_OPTIONS)
    ]


def level_title(items: Sequence[Choice], path: Sequence[str]) -> str:
    """The title of the level at ``path`` ("Destroy a building"), "" at the first level."""
    return _title_at(items, tuple(path)) if path else ""


def _title_at(items: Sequence[Choice], path: tuple[str, ...]) -> str:
    """The title of the group at ``path`` (as its actions' paths give it)."""
    depth = len(path)
    for c in items:
        if len(c.path) >= depth and tuple(k for k, _ in c.path[:depth]) == path:
            return c.path[depth - 1][1]
    return ""


def _stable(
    items: Sequence[Choice],
    t: Translate,
    path: tuple[str, ...],
    menus: Menus,
    extra: Sequence[Choice],
) -> list[Row]:
    """The stable layout of the level at ``path`` (see the module doc)."""
    items = _resolve(items, path)
    standalone = [c for c in items if c.standalone and not c.path]
    last: list[Choice] = [Choice("back", t("btn-back"), nav=path[:-1])] if path else []
    room = MAX_BUTTONS_PER_ROW - len(last) - len(extra)
    last += [*standalone[:room], *extra]
    spilled = standalone[room:]  # beyond one row of buttons (never expected): in a menu
    rows: list[Row] = []
    if path:
        title = _title_at(items, path) or t("select-choose")
        rows += _menu_or_buttons([*_entries(items, path), *spilled], title)
    else:
        titles: dict[str, str] = {}
        loose = [c for c in items if not c.path and not c.standalone] + spilled
        for c in items:
            if c.path:
                titles.setdefault(c.path[0][0], c.path[0][1])
        fixed = any(k in titles for k in menus.fixed)
        shown = [*menus.fixed] if fixed else []
        shown += [k for k in titles if k not in shown]
        if loose:
            rows += _menu_or_buttons(loose, t("select-choose"))
        if not fixed and not loose and len(shown) == 1:
            # One kind of choice (an event's question, a bid): buttons when they are few.
            rows += _menu_or_buttons(_entries(items, (shown[0],)), titles[shown[0]])
        else:
            for key in shown:
                title = titles.get(key) or t(menus.title.format(key=key))
                entries = _entries(items, (key,)) if key in titles else []
                # (_entries keeps a group at 25 entries: its actions are cut when needed)
                rows.append(
                    Row("select", entries, clip(title, MAX_PLACEHOLDER), disabled=not entries)
                )
        if len(rows) > MAX_ROWS - (1 if last else 0):
            # More kinds of choice than menus fit: one menu of the groups, each opening its own.
            entries = _entries(items, ())
            rows = [
                Row("select", entries[i : i + MAX_OPTIONS], clip(t("select-open"), 150))
                for i in range(0, len(entries), MAX_OPTIONS)
            ][: MAX_ROWS - 1]
    if last:
        rows.append(Row("buttons", last))
    return rows


def walk(
    items: Sequence[Choice], t: Translate, menus: Menus | None = None
) -> list[tuple[tuple[str, ...], list[Row]]]:
    """Every prompt of a decision: (path, rows) of the first level and of every level its
    navigation choices open (for checks)."""
    seen: list[tuple[tuple[str, ...], list[Row]]] = []
    todo: list[tuple[str, ...]] = [()]
    while todo:
        path = todo.pop()
        rows = plan(items, t, path, menus)
        seen.append((path, rows))
        for row in rows:
            for c in row.choices:
                if c.nav is not None and len(c.nav) > len(path):
                    todo.append(c.nav)
    return seen


def show_choice(t: Translate) -> Choice:
    """The button that opens the clicker's own prompt privately."""
    return Choice(SHOW_CODE, t("btn-show-choices"), style="primary")


def show_choices_row(t: Translate) -> list[Row]:
    """One button that opens the clicker's own prompt privately."""
    return [Row("buttons", [show_choice(t)])]


def seat_rows(seats: Sequence[tuple[int, str, Sequence[Choice]]], t: Translate) -> list[Row]:
    """The table's rows while several players choose in public at once: a menu of its own for
    each ``(user_id, name, choices)``, labelled with the player's name, so each of them chooses
    on the table itself. A player whose choices do not fit one menu (more than 25, or chains),
    or for whom no row is left, gets "show my choices" instead (shared, in the last row).

    The choices must be public: the table is."""
    rows: list[Row] = []
    crowded = False
    fitting = []
    for user_id, name, items in seats:
        if 1 <= len(items) <= MAX_OPTIONS:
            fitting.append((user_id, name, items))
        else:
            crowded = True
    room = MAX_ROWS - 1 if crowded or len(fitting) > MAX_ROWS else MAX_ROWS
    crowded = crowded or len(fitting) > room
    for user_id, name, items in fitting[:room]:
        placeholder = clip(t("select-for", name=name), MAX_PLACEHOLDER)
        rows.append(Row("select", list(items), placeholder, owner=user_id))
    if crowded:
        rows.extend(show_choices_row(t))
    return rows


def check_rows(rows: Sequence[Row], game_id: str, version: int) -> list[str]:
    """Every way ``rows`` break Discord's limits (empty when fine)."""
    problems: list[str] = []
    if len(rows) > MAX_ROWS:
        problems.append(f"{len(rows)} rows")
    for i, row in enumerate(rows):
        if row.kind == "buttons":
            if len(row.choices) > MAX_BUTTONS_PER_ROW:
                problems.append(f"row {i}: {len(row.choices)} buttons")
            for c in row.choices:
                cid = (
                    nav_custom_id(game_id, version, c.nav)
                    if c.nav is not None
                    else action_custom_id(game_id, version, c.sent)
                )
                if len(cid) > MAX_CUSTOM_ID:
                    problems.append(f"custom_id too long: {cid}")
                if c.nav is not None and len(".".join(c.nav)) > MAX_PATH:
                    problems.append(f"navigation path too long: {c.nav}")
        else:
            if not (1 <= len(row.choices) <= MAX_OPTIONS or (row.disabled and not row.choices)):
                problems.append(f"row {i}: {len(row.choices)} options")
            if len(row.placeholder) > MAX_PLACEHOLDER:
                problems.append(f"row {i}: placeholder too long")
            if row.owner is not None and len(seat_custom_id(game_id, version, row.owner)) > 100:
                problems.append(f"row {i}: custom_id too long")
            if row.nav is not None and len(nav_custom_id(game_id, version, row.nav, True)) > 100:
                problems.append(f"row {i}: custom_id too long")
            values = [option_value(c, row) for c in row.choices]
            if len(set(values)) != len(values):
                problems.append(f"row {i}: duplicate values")
            if any(len(v) > 100 for v in values):
                problems.append(f"row {i}: value too long")
        for c in row.choices:
            if not c.label or len(c.label) > MAX_LABEL:
                problems.append(f"bad label {c.label!r}")
    return problems


def option_value(choice: Choice, row: Row | None = None) -> str:
    """A select option's value: the action code (marked when it must be confirmed first); in a
    menu of groups (``row.nav``) the key of the group a navigation choice opens; in a menu of
    actions, OPEN and the whole path of the level a navigation entry opens."""
    if choice.nav is None:
        return choice.sent
    if row is not None and row.nav is None:
        return OPEN + ".".join(choice.nav)
    return choice.nav[-1] if choice.nav else ""


def offered(rows: Sequence[Row]) -> list[str]:
    """The action codes a prompt offers directly (navigation choices excluded)."""
    return [c.code for r in rows for c in r.choices if c.nav is None and c.code != SHOW_CODE]


def codes_of(plans: Sequence[tuple[tuple[str, ...], Sequence[Row]]]) -> list[str]:
    return [code for _path, rows in plans for code in offered(rows)]


def by_code(items: Sequence[Choice]) -> Mapping[str, Choice]:
    return {c.code: c for c in items}
