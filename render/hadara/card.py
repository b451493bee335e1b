"""A single card face for rules look-ups (static, public card data only)."""

from __future__ import annotations

from render.hadara import parts
from render.hadara import theme as th
from render.hadara.parts import Canvas
from render.i18n import Translator
from render.png import png_of
from rules.hadara.effects import SALE_VALUE

W = 440
H = 640


def draw_card(card_id: str, t: Translator) -> Canvas:
    if not isinstance(card_id, str):
        raise TypeError(f"render_card takes a card id, not {type(card_id).__name__}")
    card = parts.data().cards.get(card_id)
    if card is None:
        raise KeyError(card_id)
    c = Canvas(W, H, th.BG)
    parts.mini_card(c, (20, 20, W - 20, 470), card, t)
    color = t(f"color-{card.color}")
    c.text(
        (24, 480, W - 24, 514),
        t("epoch-card", epoch=th.ROMAN[card.epoch], color=color),
        20,
        th.MUTED,
        bold=True,
        align="center",
        kind="colour",
    )
    if card.effect is not None:
        c.text(
            (24, 518, W - 24, 600),
            t(f"effect-{card.effect}"),
            19,
            (214, 180, 240),
            align="center",
            kind="effect",
        )
    else:
        c.text(
            (24, 518, W - 24, 600),
            t("discount-next", color=color),
            18,
            th.MUTED,
            align="center",
            kind="hint",
        )
    if card.star:
        c.text((24, 600, W // 2, H - 10), t("starred"), 17, th.GOLD, bold=True, kind="label")
    c.text(
        (W // 2, 600, W - 24, H - 10),
        t("sale-back", coins=SALE_VALUE[card.epoch]),
        17,
        th.MUTED,
        align="right",
        kind="price",
    )
    return c


render_card = png_of(
    draw_card,
    """PNG of one card: the face, its effect in full, and what it sells for.""",
)
