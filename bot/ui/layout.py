"""Which components a seat's legal actions become, and their human-readable labels.

Pure functions (no discord import) so every prompt of random games can be checked against
Discord's limits: at most 5 action rows, 5 buttons per row, 25 options per select, labels of at
most 80 characters, custom_ids of at most 100 characters.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.hadara import data as data_mod
from rules.hadara.actions import Action

Translate = Callable[..., str]

MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_OPTIONS = 25
MAX_LABEL = 80
MAX_CUSTOM_ID = 100
# Up to this many choices are shown as buttons; more become select menus.
BUTTON_LIMIT = 20

ACTION_PREFIX = "hd"
SELECT_PREFIX = "hs"
SEAT_PREFIX = "hp"
LOBBY_PREFIX = "hl"
# A pseudo action: "show me my choices" (an ephemeral prompt), used when several seats act.
SHOW_CODE = "show"


def action_custom_id(game_id: str, version: int, code: str) -> str:
    """``hd:<game_id>:<version>:<action_code>`` (the contract's custom_id format)."""
    return f"{ACTION_PREFIX}:{game_id}:{version}:{code}"


def select_custom_id(game_id: str, version: int, index: int) -> str:
    """``hs:<game_id>:<version>:<n>``; the chosen option's value is the action code."""
    return f"{SELECT_PREFIX}:{game_id}:{version}:{index}"


def seat_custom_id(game_id: str, version: int, user_id: int) -> str:
    """``hp:<game_id>:<version>:<user_id>``: one player's menu on the table (several players
    choosing in public at once); only that user may use it, the chosen value is the code."""
    return f"{SEAT_PREFIX}:{game_id}:{version}:{user_id}"


def lobby_custom_id(game_id: str, verb: str) -> str:
    return f"{LOBBY_PREFIX}:{game_id}:{verb}"


ACTION_TEMPLATE = (
    r"hd:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<code>[A-Za-z0-9.]{1,40})"
)
SELECT_TEMPLATE = r"hs:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<index>[0-9]{1,2})"
SEAT_TEMPLATE = r"hp:(?P<game>[a-z0-9]{1,32}):(?P<version>[0-9]{1,9}):(?P<user>[0-9]{1,20})"
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
    code: str
    label: str
    group: str
    style: str = "secondary"  # primary | secondary | success | danger
    standalone: bool = False  # pass, pay, gold: always a button of its own


@dataclass
class Row:
    kind: str  # "buttons" | "select"
    choices: list[Choice] = field(default_factory=list)
    placeholder: str = ""
    owner: int | None = None  # a select only this user may use (its custom_id names them)


def clip(text: str, limit: int = MAX_LABEL) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _card_name(t: Translate, card_id: str) -> str:
    return t(f"card-{card_id}")


def _player(view: Mapping[str, Any], seat: int) -> Mapping[str, Any]:
    player: Mapping[str, Any] = view["players"][seat]
    return player


def _take_price(view: Mapping[str, Any], seat: int, card_id: str) -> int:
    card = data_mod.load().cards[card_id]
    owned = int(_player(view, seat)["color_counts"].get(card.color, 0))
    return max(0, card.cost - owned)


def label(code: str, view: Mapping[str, Any], seat: int, t: Translate) -> Choice:
    """A translated label for one legal action code of ``seat``."""
    a = Action.decode(code)
    p = _player(view, seat)
    tile = t(f"color-{a.tile}") if a.tile else ""
    if a.kind == "side":
        sides = view.get("private", {}).get("sides", {})
        coins = int(sides.get(a.target, {}).get("coins", 0))
        return Choice(code, t("btn-side", side=a.target, coins=coins), "side", "primary")
    if a.kind == "wheel":
        return Choice(code, t("btn-wheel", rotation=a.target), "wheel", "primary")
    if a.kind in ("draft", "take"):
        if a.kind == "draft":
            card_id = a.target
            hand = view.get("private", {}).get("hand", [])
            entry: Mapping[str, Any] = next((h for h in hand if h.get("card") == card_id), {})
            price = int(entry.get("price", 0))
            group = card_id
        else:
            top = next((w["pile_top"] for w in view["wheel"] if w["color"] == a.target), None)
            card_id = str(top)
            price = _take_price(view, seat, card_id)
            group = a.target
        name = _card_name(t, card_id)
        if a.mode == "sell":
            text = t("btn-sell", card=name, coins=int(p["sale_value"]))
            return Choice(code, text, group, "secondary")
        if a.tile:
            text = t("btn-buy-tile", card=name, price=price, tile=tile)
        else:
            text = t("btn-buy", card=name, price=price)
        return Choice(code, text, group, "success")
    if a.kind == "colony":
        level = int(a.target)
        stack: Mapping[str, Any] = next(
            (s for s in view["colony_stacks"] if int(s["level"]) == level), {}
        )
        top = stack.get("top") or {}
        if a.mode == "plunder":
            text = t("btn-colony-plunder", level=level, coins=int(top.get("plunder", 0)))
            return Choice(code, text, f"colony-{level}", "primary")
        text = t("btn-colony-integrate", level=level, coins=int(top.get("integrate", 0)))
        return Choice(code, text, f"colony-{level}", "success")
    if a.kind == "statue":
        index = int(a.target)
        culture = data_mod.load().statues[index].culture
        message = "btn-statue-up" if a.mode == "up" else "btn-statue-down"
        text = t(message, statue=index + 1, culture=culture, tile=tile)
        return Choice(code, text, f"statue-{index}", "primary" if a.mode == "up" else "secondary")
    if a.kind == "feed":
        if a.target == "pay":
            return Choice(code, t("btn-feed-pay", coins=2), "feed-pay", "primary", True)
        return Choice(code, t("btn-feed-remove", card=_card_name(t, a.mode)), "feed", "danger")
    if a.kind == "silver":
        text = t("btn-silver", tile=t(f"color-{a.target}"), coins=int(p["silver_cost"]))
        return Choice(code, text, "silver", "primary")
    if a.kind == "gold":
        return Choice(code, t("btn-gold", coins=int(p["gold_cost"])), "gold", "success", True)
    if a.kind == "pass":
        return Choice(code, t("btn-pass"), "pass", "secondary", True)
    return Choice(code, code, a.kind)


def group_title(group: str, view: Mapping[str, Any], seat: int, t: Translate) -> str:
    if group.startswith("statue-"):
        index = int(group.split("-")[1])
        return t("select-statue", statue=index + 1, culture=data_mod.load().statues[index].culture)
    if group.startswith("colony-"):
        return t("select-colony", level=group.split("-")[1])
    if group in data_mod.COLORS:
        top = next((w["pile_top"] for w in view["wheel"] if w["color"] == group), None)
        return t("select-pile", color=t(f"color-{group}"), card=_card_name(t, str(top)))
    if group == "feed":
        return t("select-feed")
    if group == "silver":
        return t("select-silver")
    return t("select-choose")


def _pack_buttons(choices: Sequence[Choice]) -> list[Row]:
    """Buttons in rows of five; a new group starts a new row while rows are to spare."""
    groups: list[list[Choice]] = []
    for c in choices:
        if groups and groups[-1][0].group == c.group:
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
    flat = list(choices)
    for i in range(0, len(flat), MAX_BUTTONS_PER_ROW):
        rows.append(Row("buttons", flat[i : i + MAX_BUTTONS_PER_ROW]))
    return rows


def plan(view: Mapping[str, Any], seat: int, legal: Sequence[str], t: Translate) -> list[Row]:
    """The rows of components for ``seat``'s legal actions."""
    choices = [label(code, view, seat, t) for code in legal]
    choices = [Choice(c.code, clip(c.label), c.group, c.style, c.standalone) for c in choices]
    if len(choices) <= BUTTON_LIMIT:
        rows = _pack_buttons(choices)
        if len(rows) <= MAX_ROWS:
            return rows
    standalone = [c for c in choices if c.standalone]
    rest = [c for c in choices if not c.standalone]
    button_rows = _pack_buttons(standalone) if standalone else []
    room = MAX_ROWS - len(button_rows)
    groups: list[tuple[str, list[Choice]]] = []
    for c in rest:
        if groups and groups[-1][0] == c.group and len(groups[-1][1]) < MAX_OPTIONS:
            groups[-1][1].append(c)
        else:
            groups.append((c.group, [c]))
    if len(groups) > room:  # pack neighbouring groups into shared menus
        merged: list[tuple[str, list[Choice]]] = []
        for g, cs in groups:
            if merged and len(merged[-1][1]) + len(cs) <= MAX_OPTIONS:
                merged[-1] = ("", merged[-1][1] + cs)
            else:
                merged.append((g, list(cs)))
        groups = merged
    if len(groups) > room:  # last resort: plain menus of 25
        groups = [("", rest[i : i + MAX_OPTIONS]) for i in range(0, len(rest), MAX_OPTIONS)]
    selects = [
        Row("select", cs, clip(group_title(g, view, seat, t) if g else t("select-choose"), 150))
        for g, cs in groups
    ]
    return selects + button_rows


def show_choices_row(t: Translate) -> list[Row]:
    """For steps where several seats act at once: one button that opens each seat's prompt."""
    return [Row("buttons", [Choice(SHOW_CODE, t("btn-show-choices"), "show", "primary")])]


def seat_rows(
    view: Mapping[str, Any],
    seats: Sequence[tuple[int, int, str]],
    legal: Callable[[int], Sequence[str]],
    t: Translate,
) -> list[Row]:
    """The table's rows while several players choose in public at once: a menu of its own for
    each ``(seat, user_id, name)``, labelled with the player's name, so each of them chooses
    on the table itself. A player whose choices do not fit one menu (more than 25), or for
    whom no row is left, gets "show my choices" instead (shared, in the last row).

    ``view`` must be the public view: the table is public, and so are these choices."""
    rows: list[Row] = []
    crowded = False
    fitting = []
    for seat, user_id, name in seats:
        codes = list(legal(seat))
        if 1 <= len(codes) <= MAX_OPTIONS:
            fitting.append((seat, user_id, name, codes))
        else:
            crowded = True
    room = MAX_ROWS - 1 if crowded or len(fitting) > MAX_ROWS else MAX_ROWS
    crowded = crowded or len(fitting) > room
    for seat, user_id, name, codes in fitting[:room]:
        choices = [label(code, view, seat, t) for code in codes]
        choices = [Choice(c.code, clip(c.label), c.group, c.style) for c in choices]
        placeholder = clip(t("select-for", name=name), 150)
        rows.append(Row("select", choices, placeholder, owner=user_id))
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
                if len(action_custom_id(game_id, version, c.code)) > MAX_CUSTOM_ID:
                    problems.append(f"custom_id too long: {c.code}")
        else:
            if not 1 <= len(row.choices) <= MAX_OPTIONS:
                problems.append(f"row {i}: {len(row.choices)} options")
            if len(row.placeholder) > 150:
                problems.append(f"row {i}: placeholder too long")
            if row.owner is not None and len(seat_custom_id(game_id, version, row.owner)) > 100:
                problems.append(f"row {i}: custom_id too long")
            values = [c.code for c in row.choices]
            if len(set(values)) != len(values):
                problems.append(f"row {i}: duplicate values")
            if any(len(v) > 100 for v in values):
                problems.append(f"row {i}: value too long")
        for c in row.choices:
            if not c.label or len(c.label) > MAX_LABEL:
                problems.append(f"bad label {c.label!r}")
    return problems
