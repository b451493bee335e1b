"""The public table and the deciding seat's picture: the piles, the rules in force, who moves
(or who won), and the last move; the table also lists the players and the stones they took."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import language
from render.nim import theme as th
from render.nim.i18n import Translator
from render.png import png_of
from render.text import Canvas
from render.view import Codes, Names, View

HEAD_H = 72
STATUS_H = 60
RULE_LINE_H = 40
LAST_H = 60
PLAYER_H = 64
GAP = 10


def draw_table(view: View, t: Translator, names: Names) -> Canvas:
    return _draw(view, t, names, None)


def draw_prompt(view: View, t: Translator, names: Names, actions: Codes = None) -> Canvas:
    return _draw(view, t, names, list(actions or ()))


render_table = png_of(draw_table, "PNG of the table as everyone sees it.")
render_prompt = png_of(
    draw_prompt,
    """PNG of the viewer's decision: the piles it may take from (``actions``, its legal action
    codes ``p<pile>.<count>``) stand out.""",
)


def _open_piles(actions: Sequence[str]) -> set[int]:
    return {int(code[1 : code.index(".")]) for code in actions if code.startswith("p")}


def _draw(view: View, t: Translator, names: Names, actions: list[str] | None) -> Canvas:
    view = th.check_view(view)
    prompt = actions is not None
    seat = view.get("viewer")
    players = int(view["players_n"])
    n_piles = len(view["piles"])
    mine = prompt and seat is not None and seat in view["to_act"]
    lines = [*th.rules_lines(view, t), *([t("nim-img-pick")] if mine else [])]
    rules_h = 12 + len(lines) * RULE_LINE_H
    height = HEAD_H + GAP + STATUS_H + GAP + rules_h + GAP + n_piles * th.PILE_H + LAST_H
    height += 0 if prompt else GAP + players * PLAYER_H
    height += th.MARGIN
    c = Canvas(th.WIDTH, height, th.BG, language(t))
    right = t("nim-img-move-n", move=int(view["moves_n"]) + 1)
    th.header(c, t, t(f"nim-variant-{view['variant']}") if not prompt else right)
    y = HEAD_H + GAP
    line = t("nim-img-your-move") if mine else th.status(view, t, names)
    c.text((th.MARGIN, y, c.width - th.MARGIN, y + STATUS_H), line, 36, th.GOLD, bold=True)
    y += STATUS_H + GAP
    th.panel(c, (th.MARGIN, y, c.width - th.MARGIN, y + rules_h), width=3)
    for k, text in enumerate(lines):
        top = y + 6 + k * RULE_LINE_H
        box = (th.MARGIN + 14, top, c.width - th.MARGIN - 14, top + RULE_LINE_H)
        c.text(box, text, th.BODY if k == 0 else th.SMALL, th.TEXT if k == 0 else th.MUTED)
    y += rules_h + GAP
    y = th.piles(c, view, t, y, _open_piles(actions) if mine and actions else None)
    label = t("nim-img-last")
    c.text((th.MARGIN, y, th.MARGIN + 250, y + LAST_H), label, th.SMALL, th.MUTED)
    move = th.last_move(view, t, names)
    c.text((th.MARGIN + 250, y, c.width - th.MARGIN, y + LAST_H), move, th.BODY, th.TEXT)
    y += LAST_H
    if not prompt:
        y += GAP
        for s in range(players):
            _player(c, view, t, names, s, y)
            y += PLAYER_H
    return c


def _player(
    c: Canvas, view: Mapping[str, Any], t: Translator, names: Sequence[str], seat: int, y: int
) -> None:
    result = view.get("result") or {}
    won = seat in result.get("winners", ())
    moving = view["turn"] == seat
    box = (th.MARGIN, y, c.width - th.MARGIN, y + PLAYER_H - 6)
    outline = th.GOLD if won or moving else None
    th.panel(c, box, th.WIN if won else th.PANEL, outline=outline, width=3)
    th.seat_badge(c, th.MARGIN + 10, y + 7, 44, seat)
    name = th.player_name(names, seat, t)
    c.text((th.MARGIN + 66, y, 500, y + PLAYER_H - 6), name, th.BODY, th.TEXT, bold=moving)
    taken = f"{t('nim-img-taken')}: {int(view['taken'][seat])}"
    c.text(
        (500, y, c.width - th.MARGIN - 12, y + PLAYER_H - 6),
        taken,
        th.BODY,
        th.MUTED,
        align="right",
    )
