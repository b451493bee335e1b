"""A single card face for ``/card``: name, age, kind and type, costs, what it produces or does
(the card data's numbers and the project's own one-line summary), copies per player count.
Static, public card data only."""

from __future__ import annotations

from render.i18n import Translator
from render.png import png_of
from render.text import PAD, fit
from render.tta import theme as th
from render.tta.theme import Pic
from rules.tta import cards as cdata
from rules.tta.catalog import Info

W = 600
HEAD_H = 60
LINE_H = 40


def _stat_lines(stats: cdata.Stats, t: Translator) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for stat, v in stats.nonzero().items():
        icon = {
            "civil_actions": "ca",
            "military_actions": "ma",
            "blue_tokens": "blue",
            "yellow_tokens": "worker",
            "colonization": "colony",
            "civil_hand_limit": "hand",
            "military_hand_limit": "hand",
        }.get(stat, stat)
        if stat == "happy" and v < 0:
            icon = "unhappy"
        out.append((icon if icon in th.ICONS else "deck", t(f"tta-img-stat-{stat}", n=v)))
    return out


def facts_of(card: cdata.Card, i: Info, t: Translator) -> list[tuple[str, str]]:
    """(icon, text) lines of a card's numbers."""
    out: list[tuple[str, str]] = []
    if isinstance(card, cdata.TechnologyCard):
        if card.science_cost:
            out.append(("science", t("tta-img-science-cost", n=card.science_cost)))
        if card.government is not None:
            gov = card.government
            if gov.revolution_cost is not None:
                out.append(("science", t("tta-img-revolution-cost", n=gov.revolution_cost)))
            out.append(
                (
                    "government",
                    t(
                        "tta-img-gov-stats",
                        ca=gov.civil_actions,
                        ma=gov.military_actions,
                        urban=gov.urban_limit,
                    ),
                )
            )
        if card.build_cost:
            out.append(("resources", t("tta-img-build-cost", n=card.build_cost)))
        if card.token_value:
            stat = "food" if card.tech_type == "farm" else "resources"
            out.append((stat, t("tta-img-token-value", n=card.token_value, stat=stat)))
        worker_stats = card.per_worker
        if card.token_value:  # the token line says it
            worker_stats = cdata.Stats(
                **{
                    k: v
                    for k, v in card.per_worker.nonzero().items()
                    if k not in ("food", "resources")
                }
            )
        per = _stat_lines(worker_stats, t)
        if per:
            head = "tta-img-per-unit" if card.category == "unit" else "tta-img-per-building"
            out.append(("worker", f"{t(head)} " + ", ".join(text for _i, text in per)))
        out.extend(_stat_lines(card.stats, t))
    elif isinstance(card, cdata.WonderCard):
        costs = " · ".join(str(s) for s in card.stages)
        out.append(("resources", t("tta-img-stages", costs=costs)))
        lines = _stat_lines(card.stats, t)
        if lines:
            out.append(
                ("wonder", f"{t('tta-img-when-complete')} " + ", ".join(text for _i, text in lines))
            )
    elif isinstance(card, (cdata.LeaderCard,)):
        lines = _stat_lines(card.stats, t)
        if lines:
            out.append(
                ("leader", f"{t('tta-img-in-effect')} " + ", ".join(text for _i, text in lines))
            )
    elif isinstance(card, cdata.TerritoryCard):
        out.extend(_stat_lines(card.permanent, t))
    elif isinstance(card, cdata.TacticCard):
        units = t(
            "tta-img-tactic-units",
            infantry=card.infantry,
            cavalry=card.cavalry,
            artillery=card.artillery,
        )
        out.append(("tactic", t("tta-img-tactic-army", units=units)))
        out.append(
            ("strength", t("tta-img-tactic-value", value=card.value, obsolete=card.obsolete_value))
        )
    elif isinstance(card, (cdata.AggressionCard, cdata.WarCard)):
        if card.ma_cost is not None:
            out.append(("ma", t("tta-img-military-cost", n=card.ma_cost)))
    elif isinstance(card, cdata.BonusCard):
        out.append(
            ("strength", t("tta-img-bonus", defense=card.defense, colonization=card.colonization))
        )
    del i
    return out


def _fact_height(text: str) -> int:
    """A fact's line height: one line, or as many as it needs at the body size."""
    f = fit(text, W - 24 - 64 - 2 * PAD, 400, th.BODY, False, True, 1.0)
    return max(LINE_H, f.height + 8)


def draw_card(card_id: str, t: Translator) -> Pic:
    if not isinstance(card_id, str):
        raise TypeError(f"render_card takes a card id, not {type(card_id).__name__}")
    cid = th.card_id(card_id)
    i = th.cat().info.get(cid)
    card = th.cat().db.cards.get(cid)
    if i is None or card is None:
        raise KeyError(card_id)
    lines = facts_of(card, i, t)
    summary = th.summary(cid, t)
    has_summary = bool(summary)
    summary_h = 0
    if has_summary:
        f = fit(summary, W - 56 - 2 * PAD, 400, th.BODY, False, True, 1.0)
        summary_h = f.height + 24
    heights = [_fact_height(text) for _icon, text in lines]
    h = HEAD_H + 96 + sum(heights) + summary_h + 64
    c = Pic(W, h, lang=th.language(t))
    box = (10, 10, W - 10, h - 10)
    th.panel(c, box, th.PAPER, radius=14)
    rgb = th.card_rgb(i)
    c.draw.rounded_rectangle([10, 10, W - 11, 10 + HEAD_H], radius=14, fill=rgb)
    c.draw.rectangle([10, 10 + HEAD_H - 14, W - 11, 10 + HEAD_H], fill=rgb)
    age_w = HEAD_H + 10
    c.draw.rounded_rectangle(
        [10, 10, 10 + age_w, 10 + HEAD_H], radius=14, fill=th.mix(rgb, th.INK, 0.55)
    )
    c.put(
        "card-age",
        (10, 10, 10 + age_w, 10 + HEAD_H),
        th.age_label(i.age, t),
        th.BIG,
        th.WHITE,
        bold=True,
        align="center",
        wrap=False,
    )
    kind = th.type_label(i, t)
    c.put(
        "card-kind",
        (20 + age_w, 10, W - 20, 10 + HEAD_H),
        kind,
        th.BODY,
        th.card_fg(i),
        bold=True,
        wrap=False,
    )
    y = 10 + HEAD_H + 6
    c.put(
        "card-name",
        (24, y, W - 24, y + 86),
        th.card_name(cid, t),
        th.BIG,
        th.INK,
        bold=True,
        align="center",
    )
    y += 90
    for (icon, text), lh in zip(lines, heights, strict=True):
        th.put_icon(c, icon, 28, y + 6, 28)
        c.put("card-fact", (64, y + 5, W - 24, y + lh), text, th.BODY, th.INK, valign="top")
        y += lh
    if has_summary:
        c.draw.line([28, y + 4, W - 28, y + 4], fill=th.mix(th.INK, th.PAPER, 0.7), width=2)
        c.put(
            "card-text",
            (28, y + 10, W - 28, y + summary_h - 4),
            summary,
            th.BODY,
            th.INK,
            valign="top",
        )
        y += summary_h
    if isinstance(card, cdata.TechnologyCard) and card.starting:
        foot = t("tta-img-starting")
    else:
        foot = t("tta-img-copies", p2=card.copies.p2, p3=card.copies.p3, p4=card.copies.p4)
    c.put(
        "card-copies",
        (28, h - 58, W - 28, h - 18),
        foot,
        th.TINY,
        th.mix(th.INK, th.PAPER, 0.4),
        align="center",
        wrap=False,
    )
    return c


render_card = png_of(
    draw_card,
    """PNG of one card face (600 px wide).""",
)
