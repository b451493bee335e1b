"""Through the Ages' card names (``names.ftl``) and image texts (``render.ftl``) in the four
catalogues: every card is named everywhere and translated where a translation belongs, every id
the images ask for is defined, every message formats without a Fluent error for counts that pick
each plural form, the English catalogue says what the renderer's built-in English says, and a
table, boards, a prompt and every card face drawn with each real translator fit their boxes."""

from __future__ import annotations

import inspect
import io
import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse
from PIL import Image

from bot import i18n
from render.text import Canvas
from render.tta import i18n as tta_i18n
from render.tta import render_board, render_table
from render.tta.board import draw_board
from render.tta.card import draw_card
from render.tta.prompt import draw_prompt
from render.tta.samples import GOLDEN_NAMES, positions
from render.tta.scoresheet import draw_scoresheet
from render.tta.table import draw_table
from rules.tta.cards import load_cards

GAME = "tta"
TRANSLATED = ("cs", "pl", "ru")
LOCALES = ("en-US", *TRANSLATED)
TTA_LOCALES = i18n.GAMES_DIR / GAME / "locales"
COUNTS = (1, 2, 5, 21, 22)  # one / few / many (other) in Czech, Polish and Russian
# Arguments the renderer passes as text (names, card names, labels); all others are numbers.
TEXT_ARGS: dict[str, str] = {
    "player": "Zofia Wiśniewska",
    "card": "Pyramidy",
    "winners": "Alice, Дмитрий",
    "wonder": "Kolos rhódský 1/3",
    "units": "Bojovníci ×2",
    "costs": "2 · 2 · 2",
    "choice": "—",
    "name": "—",
    "age": "II",
    "kind": "Div",
    "value": "2/4",
}
# Cards whose name may stay as in English: people, and words that every language borrows.
SAME_AS_ENGLISH = frozenset(
    {
        "julius_caesar",
        "homer",
        "hammurabi",
        "michelangelo",
        "leonardo_da_vinci",
        "william_shakespeare",
        "james_cook",
        "napoleon_bonaparte",
        "maximilien_robespierre",
        "isaac_newton",
        "albert_einstein",
        "mahatma_gandhi",
        "nikola_tesla",
        "winston_churchill",
        "opera",
        "multimedia",
        "hollywood",
        "internet",
        "legion",
    }
)
KNOWN_NAMES: dict[str, tuple[str, str, str]] = {
    "pyramids": ("Pyramidy", "Piramidy", "Пирамиды"),
    "monarchy": ("Monarchie", "Monarchia", "Монархия"),
    "warriors": ("Bojovníci", "Wojownicy", "Воины"),
    "agriculture": ("Pěstování plodin", "Rolnictwo", "Земледелие"),
    "bronze": ("Bronz", "Brąz", "Бронза"),
    "religion": ("Náboženství", "Religia", "Религия"),
    "philosophy": ("Poznání", "Filozofia", "Философия"),
    "despotism": ("Despocie", "Despotyzm", "Деспотизм"),
    "julius_caesar": ("Julius Caesar", "Juliusz Cezar", "Юлий Цезарь"),
    "colossus": ("Kolos rhódský", "Kolos Rodyjski", "Колосс Родосский"),
}


@lru_cache(maxsize=1)
def catalog() -> i18n.Catalog:
    return i18n.Catalog()


def fmt(locale: str, message_id: str, **args: Any) -> tuple[str, list[Exception]]:
    bundle = catalog().bundles[(GAME, locale)]
    assert bundle.has_message(message_id), (locale, message_id)
    pattern = bundle.get_message(message_id).value
    assert pattern is not None, (locale, message_id)
    text, errors = bundle.format_pattern(pattern, args)
    return str(text), list(errors)


def ids_in(path: Path) -> list[str]:
    resource = parse(path.read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, fluent_ast.Junk)], path
    return [str(e.id.name) for e in resource.body if isinstance(e, fluent_ast.Message)]


def card_ids() -> list[str]:
    return list(load_cards().cards)


def params(message_id: str) -> list[str]:
    """The arguments the renderer passes with ``message_id`` (its English default's)."""
    template = tta_i18n.MESSAGES.get(message_id)
    if template is None:
        return []
    if callable(template):
        return list(inspect.signature(template).parameters)
    return re.findall(r"\{(\w+)\}", template)


def samples(message_id: str) -> Iterator[dict[str, Any]]:
    """Argument sets: every count of COUNTS (and 0) in all numeric arguments, both values of
    ``stat``, and once the text arguments as text."""
    names = params(message_id)
    for n in (0, *COUNTS):
        for stat in ("food", "resources"):
            yield {p: (stat if p == "stat" else n) for p in names}
    yield {p: TEXT_ARGS.get(p, 3) if p != "stat" else "food" for p in names}


# ------------------------------------------------------------------ the files and their ids


def test_the_four_catalogues_agree() -> None:
    assert [p for p in i18n.parity_problems() if p.startswith(f"{GAME}/")] == []
    assert [e for e in catalog().errors if e.startswith(f"{GAME}/")] == []


@pytest.mark.parametrize("locale", LOCALES)
def test_names_ftl_names_every_card_and_nothing_else(locale: str) -> None:
    ids = ids_in(TTA_LOCALES / locale / "names.ftl")
    assert len(ids) == len(set(ids))
    assert sorted(ids) == sorted(f"tta-card-{cid}" for cid in card_ids())


@pytest.mark.parametrize("locale", LOCALES)
def test_render_ftl_holds_every_image_text_that_is_not_elsewhere(locale: str) -> None:
    ids = ids_in(TTA_LOCALES / locale / "render.ftl")
    assert len(ids) == len(set(ids))
    commands = set(ids_in(TTA_LOCALES / locale / "commands.ftl"))
    names = {f"tta-card-{cid}" for cid in card_ids()}
    assert sorted(ids) == sorted(set(tta_i18n.message_ids()) - names - commands)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_image_id_is_defined(locale: str) -> None:
    defined = catalog().ids[(GAME, locale)]
    assert [m for m in tta_i18n.message_ids() if m not in defined] == []


# ------------------------------------------------------------------ card names


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_has_a_name(locale: str) -> None:
    for cid in card_ids():
        text, errors = fmt(locale, f"tta-card-{cid}")
        assert not errors and text.strip() and text != f"tta-card-{cid}", (locale, cid)
        assert "{" not in text and "$" not in text, (locale, cid, text)


def test_english_names_are_the_data_names() -> None:
    for cid, card in load_cards().cards.items():
        assert fmt("en-US", f"tta-card-{cid}")[0] == card.name


@pytest.mark.parametrize("locale", TRANSLATED)
def test_names_are_translated_except_people_and_borrowed_words(locale: str) -> None:
    same = {
        cid
        for cid, card in load_cards().cards.items()
        if fmt(locale, f"tta-card-{cid}")[0].casefold() == card.name.casefold()
    }
    assert same <= SAME_AS_ENGLISH, sorted(same - SAME_AS_ENGLISH)


@pytest.mark.parametrize(("cid", "names"), sorted(KNOWN_NAMES.items()))
def test_known_translations(cid: str, names: tuple[str, str, str]) -> None:
    got = tuple(fmt(locale, f"tta-card-{cid}")[0] for locale in TRANSLATED)
    assert got == names


def test_czech_names_follow_the_czech_edition() -> None:
    """The data's ``name_cs`` (the Czech edition, its rulebook and T-21.3) wins."""
    for cid, card in load_cards().cards.items():
        if card.name_cs:
            assert fmt("cs", f"tta-card-{cid}")[0] == card.name_cs, cid


def test_a_card_name_reads_inside_a_message() -> None:
    t = i18n.translator_for("cs", GAME)
    assert t("tta-img-choice-take", card=t("tta-card-pyramids")) == "Vzít: Pyramidy"
    t = i18n.translator_for("ru", GAME)
    assert t("tta-img-frame-war", card=t("tta-card-holy_war")) == "Война: Священная война"


# ------------------------------------------------------------------ image texts


@pytest.mark.parametrize("locale", LOCALES)
def test_every_image_text_formats_for_every_plural_form(locale: str) -> None:
    for message_id in tta_i18n.message_ids():
        for args in samples(message_id):
            text, errors = fmt(locale, message_id, **args)
            assert errors == [], (locale, message_id, args, errors)
            # Empty only where English is empty too (a tactic of no units).
            assert text.strip() or not tta_i18n.english(message_id, **args), (message_id, args)
            assert "{" not in text and "$" not in text, (locale, message_id, args, text)


def test_english_catalogue_says_what_the_renderer_says() -> None:
    for message_id in tta_i18n.message_ids():
        for args in samples(message_id):
            want = tta_i18n.english(message_id, **args)
            assert fmt("en-US", message_id, **args)[0] == want, (message_id, args)
    for n in (-2, -1, 0, 1, 3):  # signed numbers
        for message_id in ("tta-img-signed", "tta-img-per-turn", "tta-img-stat-happy"):
            assert fmt("en-US", message_id, n=n)[0] == tta_i18n.english(message_id, n=n)
        assert fmt("en-US", "tta-img-cost-extra", extra=n)[0] == tta_i18n.english(
            "tta-img-cost-extra", extra=n
        )


PLURALS: dict[str, dict[str, tuple[str, ...]]] = {
    "tta-img-military-hand": {
        "cs": ("1 karta", "2 karty", "5 karet", "21 karet", "22 karet"),
        "pl": ("1 karta", "2 karty", "5 kart", "21 kart", "22 karty"),
        "ru": ("1 карта", "2 карты", "5 карт", "21 карта", "22 карты"),
    },
    "tta-img-unused-workers": {
        "cs": (
            "1 volný dělník",
            "2 volní dělníci",
            "5 volných dělníků",
            "21 volných dělníků",
            "22 volných dělníků",
        ),
        "pl": (
            "1 wolny robotnik",
            "2 wolnych robotników",
            "5 wolnych robotników",
            "21 wolnych robotników",
            "22 wolnych robotników",
        ),
        "ru": (
            "1 свободный рабочий",
            "2 свободных рабочих",
            "5 свободных рабочих",
            "21 свободный рабочий",
            "22 свободных рабочих",
        ),
    },
    "tta-img-stat-happy": {
        "cs": (
            "+1 šťastná značka",
            "+2 šťastné značky",
            "+5 šťastných značek",
            "+21 šťastných značek",
            "+22 šťastných značek",
        ),
        "pl": ("+1 uśmiech", "+2 uśmiechy", "+5 uśmiechów", "+21 uśmiechów", "+22 uśmiechy"),
        "ru": ("+1 улыбка", "+2 улыбки", "+5 улыбок", "+21 улыбка", "+22 улыбки"),
    },
}


@pytest.mark.parametrize("locale", TRANSLATED)
@pytest.mark.parametrize("message_id", sorted(PLURALS))
def test_plural_forms(message_id: str, locale: str) -> None:
    for n, want in zip(COUNTS, PLURALS[message_id][locale], strict=True):
        assert fmt(locale, message_id, n=n)[0].endswith(want), (n, want)


@pytest.mark.parametrize("locale", LOCALES)
def test_signs_and_selects(locale: str) -> None:
    t = i18n.translator_for(locale, GAME)
    assert t("tta-img-signed", n=3) == "+3"
    assert t("tta-img-signed", n=0) == "±0"
    assert t("tta-img-signed", n=-2) == "−2"
    assert t("tta-img-per-turn", n=-1).startswith("−1 ")
    assert t("tta-img-stat-happy", n=-2).startswith("−2 ")
    assert t("tta-img-cost-extra", extra=-1) == "−1"
    assert "−2)" in t("tta-img-row-costs-wonders", player="Ann", extra=-2)
    assert t("tta-img-res-flow", make=4, lose=0) == "+4"
    assert t("tta-img-res-flow", make=4, lose=2) == "+4 −2"
    units = t("tta-img-tactic-units", infantry=0, cavalry=1, artillery=2)
    assert units.startswith("1 ") and " + 2 " in units and units.count("+") == 1
    assert t("tta-img-tactic-units", infantry=2, cavalry=0, artillery=0).startswith("2 ")
    # Tactics without an obsolete value come with obsolete=None: the plain variant.
    plain = t("tta-img-tactic-value", value=2, obsolete=None)
    assert plain.startswith("+2 ") and "(" not in plain
    assert "+5)" in t("tta-img-tactic-value", value=9, obsolete=5)
    assert t("tta-img-token-value", n=2, stat="food") != t("tta-img-token-value", n=2, stat="res")


# ------------------------------------------------------------------ images


@pytest.fixture
def check_bounds() -> Iterator[None]:
    Canvas.check_bounds = True
    yield
    Canvas.check_bounds = False


@pytest.fixture(scope="module")
def sample() -> dict[str, Any]:
    return positions(4, 16)


@pytest.mark.usefixtures("check_bounds")
@pytest.mark.parametrize("locale", LOCALES)
def test_images_fit_with_each_translator(locale: str, sample: dict[str, Any]) -> None:
    t = i18n.translator_for(locale, GAME)
    names = GOLDEN_NAMES
    late, over = sample["late"], sample["over"]
    pics = [
        draw_table(late.spectator, t, names),
        draw_board(late.seat_view, t, names, late.seat),
        draw_board(late.spectator, t, names, (late.seat + 1) % 4),
        draw_prompt(late.seat_view, t, names, late.actions),
        draw_scoresheet(over.spectator, t, names),
    ]
    pics += [draw_card(cid, t) for cid in card_ids()]
    assert [m for p in pics for m in p.misfits] == []
    assert [o for p in pics for o in p.overflows] == []
    for png in (
        render_table(late.spectator, t, names),
        render_board(late.seat_view, t, names, late.seat),
    ):
        assert Image.open(io.BytesIO(png)).width == 800


@pytest.mark.parametrize("locale", LOCALES)
def test_no_player_facing_text_cites_a_rule_id(locale: str) -> None:
    """Rule ids (T-12.2.4, T-22 #16) are for the engine's readers: card summaries, labels and
    log lines never show them (the card data keeps them)."""
    rule_id = re.compile(r"\bT-\d")
    for message_id in tta_i18n.message_ids():
        for args in samples(message_id):
            text = fmt(locale, message_id, **args)[0]
            assert not rule_id.search(text), (locale, message_id, text)
    summaries = [c.summary for c in load_cards().cards.values() if c.summary]
    assert any(rule_id.search(s) for s in summaries), "the data still cites its rules"
