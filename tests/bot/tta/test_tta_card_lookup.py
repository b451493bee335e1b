"""``/card game:tta`` (issue 26): every Through the Ages card is found by its name in each of
the four languages (typed with or without diacritics, or in English), autocomplete offers the
names in the user's language (never a message id), cards that share a name are told apart by
their age, and a look-up logs no missing message."""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any

import pytest

from bot import i18n, lookup
from bot.cogs import rules as rules_cog
from bot.games import Registry, plugin
from bot.games.base import Lookup
from bot.games.tta.lookup import cards

LOCALES = i18n.LOCALES
TTA = plugin("tta")
assert TTA.lookup is not None
LOOKUP: Lookup = TTA.lookup
RAW = ("tta-card-", "card-", "tta-summary-")


def tr(locale: str) -> i18n.Translator:
    return i18n.translator_for(locale, "tta")


EN = tr("en-US")


def test_every_card_is_found_by_its_name_in_every_language(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING)
    ids = list(cards().cards)
    for locale in LOCALES:
        t = tr(locale)
        # A typed name (any case, with or without diacritics) is the card's own in the user's
        # language or in English, and no other card's in either: every card resolves.
        owner: dict[str, set[str]] = {}
        for card_id in ids:
            name = LOOKUP.card_name(card_id, t)
            assert not name.startswith(RAW), (locale, card_id, name)
            for typed in (name, LOOKUP.card_name(card_id, EN)):
                owner.setdefault(lookup.fold(typed), set()).add(card_id)
        assert all(len(found) == 1 for found in owner.values()), locale
        for card_id in ids[::9]:  # and through the look-up itself, for a sample
            name = LOOKUP.card_name(card_id, t)
            english = LOOKUP.card_name(card_id, EN)
            for typed in (card_id, name, lookup.fold(name), english.upper()):
                assert lookup.resolve_card(LOOKUP, t, EN, typed) == card_id, (locale, typed)
    assert caplog.records == [], caplog.records[:3]


@pytest.mark.parametrize(
    ("locale", "typed", "card_id"),
    [
        ("cs", "zavlazovani", "irrigation"),  # "Zavlažování" without diacritics
        ("cs", "Velká z", "great_wall"),
        ("cs", "johanka", "joan_of_arc"),
        ("pl", "Michal Aniol", "michelangelo"),  # "Michał Anioł"
        ("pl", "wiszace", "hanging_gardens"),
        ("pl", "igrzyska", "bread_and_circuses"),
        ("ru", "жанна д'арк", "joan_of_arc"),  # a plain apostrophe for "’"
        ("ru", "ирригац", "irrigation"),
        ("ru", "Хлеб и зр", "bread_and_circuses"),
        ("ru", "Hanging Gardens", "hanging_gardens"),  # the English name, in Russian
        ("en-US", "selective", "selective_breeding"),
        ("en-US", "patriotism ii", "patriotism_ii"),
    ],
)
def test_autocomplete_offers_names_in_the_users_language(
    locale: str, typed: str, card_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    t = tr(locale)
    found = lookup.search_cards(LOOKUP, t, EN, typed)
    assert 1 <= len(found) <= lookup.MAX_CHOICES
    labels = {cid: label for label, cid in found}
    assert card_id in labels, (locale, typed, found)
    local = LOOKUP.card_name(card_id, t)
    assert labels[card_id].startswith(local)
    if lookup.fold(typed) not in lookup.fold(local):  # found by the English name: shown too
        assert labels[card_id] == f"{local} ({LOOKUP.card_name(card_id, EN)})"
    assert not any(label.startswith(RAW) for label, _cid in found)
    assert caplog.records == []


def test_cards_that_share_a_name_are_told_apart_by_their_age() -> None:
    for locale in LOCALES:
        t = tr(locale)
        names = [LOOKUP.card_name(c, t) for c in cards().cards]
        assert len(set(names)) == len(names), locale
    assert LOOKUP.card_name("patriotism_ii", EN) == "Patriotism (II)"
    assert LOOKUP.card_name("patriotism_a", tr("cs")) == "Vlastenectví (A)"
    assert LOOKUP.card_name("michelangelo", tr("pl")) == "Michał Anioł"  # one card: no age
    found = lookup.search_cards(LOOKUP, tr("pl"), EN, "Patriotyzm")
    assert [cid for _label, cid in found[:4]] == [
        "patriotism_a",
        "patriotism_i",
        "patriotism_ii",
        "patriotism_iii",
    ]


def test_every_keystroke_and_every_card_face_without_a_missing_message(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING)
    for locale in LOCALES:
        t = tr(locale)
        for typed in ("", "a", "ж", "zz"):
            lookup.search_cards(LOOKUP, t, EN, typed)
        for card_id in cards().cards:
            face = LOOKUP.card(card_id, t)
            assert face.name == LOOKUP.card_name(card_id, t)
            assert not face.description.startswith(RAW), (locale, card_id)
    assert caplog.records == [], caplog.records[:3]
    # A leader's summary is its text; a technology's facts say all (no summary, no raw id).
    assert LOOKUP.card("michelangelo", EN).description
    assert LOOKUP.card("irrigation", EN).description == ""


def _typing(locale: str, game: str) -> Any:
    """An autocomplete interaction of ``/card`` with ``game`` chosen, in ``locale``."""
    client = SimpleNamespace(settings=SimpleNamespace(default_locale="en-US"), games=Registry.of())
    return SimpleNamespace(
        locale=locale, client=client, channel_id=5, namespace=SimpleNamespace(game=game)
    )


async def test_the_card_command_autocompletes_tta_names_in_the_users_language() -> None:
    cog = rules_cog.RulesCog(SimpleNamespace(games=Registry.of()))  # type: ignore[arg-type]
    for locale, typed, name in (
        ("en-US", "Hanging", "Hanging Gardens"),
        ("cs", "visute", "Visuté zahrady"),
        ("pl", "Wiszące", "Wiszące Ogrody"),
        ("ru", "висячие", "Висячие сады"),
    ):
        offered = await cog.card_name(_typing(locale, "tta"), typed)
        assert [(c.name, c.value) for c in offered] == [(name, "hanging_gardens")], locale
