"""``/rules`` and ``/card``: every topic and every card resolves in every language, the links
between topics hold, autocomplete finds names in each language and in English, the texts state the
rules' numbers, and the commands answer privately unless asked to post publicly."""

from __future__ import annotations

import io
import re
from types import SimpleNamespace
from typing import Any

import pytest
from discord import app_commands
from PIL import Image

from bot import i18n, lookup
from bot.cogs import rules as rules_cog
from bot.games import Registry, plugin
from bot.games.base import Lookup
from bot.games.hadara import lookup as hl
from bot.render_pool import RenderPool
from bot.store import GameRecord, SeatRecord
from bot.store.memory import MemoryStore
from rules.hadara import data as data_mod

LOCALES = i18n.LOCALES
TRANSLATED = ("cs", "pl", "ru")
ID_LIKE = re.compile(r"^[a-z][a-z0-9]*(-[A-Za-z0-9_]+)+(\.[a-z]+)?$")
HADARA = plugin("hadara")
assert HADARA.lookup is not None
LOOKUP: Lookup = HADARA.lookup


def tr(locale: str) -> i18n.Translator:
    """Hadara's messages (and the host's) in ``locale``, as the rules cog uses them."""
    return i18n.translator_for(locale, "hadara")


EN = tr("en-US")


@pytest.fixture(scope="module")
def catalog() -> i18n.Catalog:
    return i18n.catalog()


# ------------------------------------------------------------------ topics

REQUIRED_TOPICS = {
    "overview",
    "setup",
    "first-player-and-wheel",
    "phase-a",
    "phase-b",
    "buying-and-selling",
    "income",
    "colonies",
    "statues",
    "feeding",
    "medals",
    "purple-cards",
    "scoring",
    "ties",
    "advanced-game",
    "hidden-information",
}


def test_the_required_topics_exist() -> None:
    assert set(hl.TOPICS) >= REQUIRED_TOPICS
    assert len(set(hl.TOPICS)) == len(hl.TOPICS)
    assert list(LOOKUP.topics) == list(hl.TOPICS) and LOOKUP.topics[0] == "overview"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_topic_resolves_in_every_language(catalog: i18n.Catalog, locale: str) -> None:
    t = tr(locale)
    titles = set()
    for key in hl.TOPICS:
        assert catalog.has(f"rules-{key}", locale, "hadara"), (locale, key)
        assert catalog.has(f"rules-{key}.title", locale, "hadara"), (locale, key)
        found = lookup.topic(LOOKUP, t, key)
        assert found.title and not ID_LIKE.match(found.title), (locale, key)
        assert 1 <= len(found.title) <= 80  # also a button label
        assert found.body.strip() and len(found.body) <= lookup.MAX_BODY, (locale, key)
        assert "{" not in found.body and "rules-" not in found.body
        assert [k for k, _title in found.links] == list(lookup.links(LOOKUP, key))
        titles.add(found.title)
        embed = rules_cog.topic_embed(found, t)
        assert embed.title == found.title and embed.description == found.body
        assert len(embed) <= 6000
        assert embed.footer.text and not ID_LIKE.match(embed.footer.text)
        assert lookup.resolve_topic(LOOKUP, t, EN, key) == key
        assert lookup.resolve_topic(LOOKUP, t, EN, found.title) == key
        english = lookup.topic_title(EN, key)
        assert lookup.resolve_topic(LOOKUP, t, EN, english) == key
        if locale != "en-US":
            assert found.body != EN(f"rules-{key}"), (locale, key)
            assert found.title != english, (locale, key)
    assert len(titles) == len(hl.TOPICS)


def test_related_topics_exist_fit_and_reach_everything() -> None:
    assert set(hl.RELATED) == set(hl.TOPICS)
    for key, related in hl.RELATED.items():
        assert related, key
        assert key not in related, key
        assert len(set(related)) == len(related), key
        assert set(related) <= set(hl.TOPICS), key
        limit = lookup.MAX_OVERVIEW_LINKS if key == "overview" else lookup.MAX_LINKS
        assert len(related) <= limit, key
        assert tuple(LOOKUP.related(key)) == related
        assert lookup.links(LOOKUP, key) == related
    seen, todo = {"overview"}, ["overview"]
    while todo:
        for other in hl.RELATED[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(hl.TOPICS)


def test_unknown_topics_do_not_resolve(catalog: i18n.Catalog) -> None:
    cs = tr("cs")
    assert lookup.resolve_topic(LOOKUP, cs, EN, None) == "overview"
    assert lookup.resolve_topic(LOOKUP, cs, EN, "  ") == "overview"
    assert lookup.resolve_topic(LOOKUP, cs, EN, "zzz-nothing") is None
    with pytest.raises(KeyError):
        lookup.topic(LOOKUP, EN, "nothing")
    for locale in LOCALES:
        text = catalog.format(locale, "rules-error-topic", topic="xyz")
        assert "xyz" in text and "rules-" not in text


@pytest.mark.parametrize(
    ("locale", "typed", "key"),
    [
        ("cs", "kolon", "colonies"),
        ("cs", "soch", "statues"),
        ("cs", "zivení", "feeding"),
        ("pl", "pieczę", "medals"),
        ("pl", "remis", "ties"),
        ("ru", "ничь", "ties"),
        ("ru", "медал", "medals"),
        ("ru", "colonies", "colonies"),  # the English title works in every language
        ("cs", "phase-b", "phase-b"),  # and so does the key
        ("en-US", "purple", "purple-cards"),
    ],
)
def test_topic_autocomplete(locale: str, typed: str, key: str) -> None:
    t = tr(locale)
    found = lookup.search_topics(LOOKUP, t, EN, typed)
    assert 1 <= len(found) <= 25
    assert key in [k for _title, k in found]
    title = dict((k, title) for title, k in found)[key]
    assert title == lookup.topic_title(t, key)


def test_topic_autocomplete_without_text_lists_every_topic() -> None:
    pl = tr("pl")
    found = lookup.search_topics(LOOKUP, pl, EN, "")
    assert [k for _t, k in found] == list(hl.TOPICS)[:25]
    assert lookup.search_topics(LOOKUP, pl, EN, "qqqqqq") == []


# ------------------------------------------------------------------ facts (en-US)


def _text(key: str, locale: str = "en-US") -> str:
    return tr(locale)(f"rules-{key}")


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", text)}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_texts_state_the_rules_numbers(locale: str) -> None:
    colonies = _numbers(_text("colonies", locale))
    assert {3, 9, 15, 21, 30} <= colonies
    assert {3, 9, 15, 21, 30} <= _numbers(_text("setup", locale))
    medals = _numbers(_text("medals", locale))
    assert {4, 9, 20, 6, 12, 30, 2, 7, 5, 15, 22} <= medals
    assert {2, 3, 4} <= _numbers(_text("buying-and-selling", locale))
    assert {5, 2} <= _numbers(_text("phase-a", locale))
    assert {2, 4, 8} <= _numbers(_text("setup", locale))  # 2 per player per deck, 4 players: 8
    assert {5} <= _numbers(_text("phase-b", locale))
    assert {7, 5, 4} <= _numbers(_text("scoring", locale))
    assert {14, 10, 4} <= _numbers(_text("purple-cards", locale))
    assert {2, 6, 3, 12} <= _numbers(_text("feeding", locale))
    assert {4, 5, 1, 2, 3} <= _numbers(_text("first-player-and-wheel", locale))
    assert {14, 4} <= _numbers(_text("advanced-game", locale))
    assert {3} <= _numbers(_text("overview", locale))


def test_english_facts_in_words() -> None:
    feeding = _text("feeding")
    assert "purple included" in feeding and "no coins" in feeding
    medals = _text("medals")
    assert "2 silver and 2 gold" in medals and "rounded up" in medals
    assert "most coins" in _text("ties") and "share" in _text("ties")
    assert "never lost" in _text("colonies") and "at most your military" in _text("colonies")
    assert "at most your culture" in _text("statues")
    phase_a = _text("phase-a")
    assert "exactly one" in phase_a and "clockwise" not in phase_a
    assert "clockwise" in _text("first-player-and-wheel")
    assert "side A or side B" in _text("advanced-game")


# ------------------------------------------------------------------ cards


def test_every_card_resolves_in_every_language(catalog: i18n.Catalog) -> None:
    data = data_mod.load()
    assert len(hl.card_data().cards) == 162
    assert sorted(LOOKUP.card_ids()) == sorted(data.cards)
    for locale in LOCALES:
        t = tr(locale)
        for card_id, card in data.cards.items():
            name = t(f"card-{card_id}")
            english = EN(f"card-{card_id}")
            assert lookup.resolve_card(LOOKUP, t, EN, card_id) == card_id
            assert lookup.resolve_card(LOOKUP, t, EN, name) == card_id, (locale, name)
            assert lookup.resolve_card(LOOKUP, t, EN, english) == card_id, (locale, english)
            assert lookup.resolve_card(LOOKUP, t, EN, name.upper()) == card_id

            face = LOOKUP.card(card_id, t)
            embed = rules_cog.card_embed(LOOKUP, t, card_id)
            assert embed.title == name == face.name and face.card_id == card_id
            assert len(embed) <= 6000
            values = {field.name: field.value for field in embed.fields}
            assert len(values) == 6
            for field_name, value in values.items():
                assert field_name and value, (locale, card_id)
                assert not ID_LIKE.match(str(field_name)) and not ID_LIKE.match(str(value))
            assert values[t("rules-card-cost")] == str(card.cost)
            assert values[t("rules-card-points")] == str(card.points)
            assert values[t("rules-card-sale")] == str({1: 2, 2: 3, 3: 4}[card.epoch])
            assert values[t("rules-card-epoch")] == "I" * card.epoch
            assert values[t("rules-card-color")] == t(f"color-{card.color}")
            tracks = values[t("rules-card-tracks")]
            for track, value in zip(data_mod.TRACKS, card.tracks, strict=True):
                if value:
                    assert f"{t(f'track-{track}')} +{value}" in tracks
            description = embed.description or ""
            assert description == face.description
            assert t("rules-card-discount") in description
            if card.effect is not None:
                effect = t(f"effect-{card.effect}")
                assert catalog.has(f"effect-{card.effect}", locale, "hadara")
                assert description.startswith(effect + "\n")
            else:
                # Without an effect the description is the discount line alone.
                assert description == t("rules-card-discount")
            assert (embed.footer.text is not None) == card.star
            assert not ID_LIKE.match(description.splitlines()[0])


def test_unknown_cards_do_not_resolve(catalog: i18n.Catalog) -> None:
    pl = tr("pl")
    assert lookup.resolve_card(LOOKUP, pl, EN, "") is None
    assert lookup.resolve_card(LOOKUP, pl, EN, None) is None
    assert lookup.resolve_card(LOOKUP, pl, EN, "Nie ma takiej karty 123") is None
    with pytest.raises(KeyError):
        LOOKUP.card("9x99", pl)
    with pytest.raises(KeyError):
        rules_cog.card_embed(LOOKUP, pl, "9x99")
    for locale in LOCALES:
        assert "Foo" in catalog.format(locale, "rules-error-card", name="Foo")


@pytest.mark.parametrize(
    ("locale", "typed", "card_id"),
    [
        ("cs", "Výrob", "1b01"),
        ("cs", "vyrobce ink", "1b01"),  # without diacritics
        ("cs", "velbloud", "2r03"),
        ("pl", "Jeźdźcy na", "2r03"),
        ("pl", "rachmistrz", "2p05"),
        ("ru", "Мастер черн", "1b01"),
        ("ru", "казначей", "2p05"),
        ("ru", "Ink Mak", "1b01"),  # the English name, in Russian
        ("cs", "camel", "2r03"),
        ("en-US", "Royal Hunting", "3g07"),
    ],
)
def test_card_autocomplete(locale: str, typed: str, card_id: str) -> None:
    t = tr(locale)
    found = lookup.search_cards(LOOKUP, t, EN, typed)
    assert 1 <= len(found) <= 25
    labels = dict((cid, label) for label, cid in found)
    assert card_id in labels, (locale, typed, found)
    assert labels[card_id].startswith(t(f"card-{card_id}"))
    assert all(len(label) <= 100 for label, _cid in found)
    local = t(f"card-{card_id}")
    if lookup.fold(typed) not in lookup.fold(local):  # found by the English name: shown with it
        assert labels[card_id] == f"{local} ({EN(f'card-{card_id}')})"


def test_card_autocomplete_limits() -> None:
    cs = tr("cs")
    assert len(lookup.search_cards(LOOKUP, cs, EN, "")) == 25
    assert len(lookup.search_cards(LOOKUP, cs, EN, "a")) == 25
    assert lookup.search_cards(LOOKUP, cs, EN, "qqqqqqq") == []


# ------------------------------------------------------------------ commands and buttons


class FakeResponse:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.edited: list[dict[str, Any]] = []
        self.deferred: dict[str, Any] | None = None

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self.sent.append({"content": content, **kwargs})

    async def edit_message(self, **kwargs: Any) -> None:
        self.edited.append(kwargs)

    async def defer(self, **kwargs: Any) -> None:
        self.deferred = kwargs


class FakeFollowup:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send(self, content: str | None = None, **kwargs: Any) -> None:
        self.sent.append({"content": content, **kwargs})


CHANNEL = 77


def _interaction(locale: str, bot: Any = None, channel_id: int | None = CHANNEL) -> Any:
    client = bot or SimpleNamespace(
        settings=SimpleNamespace(default_locale="en-US"), games=Registry.of()
    )
    return SimpleNamespace(
        id=1,
        locale=locale,
        client=client,
        channel_id=channel_id,
        namespace=SimpleNamespace(),  # no game chosen in the command being typed
        response=FakeResponse(),
        followup=FakeFollowup(),
    )


async def _bot() -> Any:
    """What the rules cog needs of the bot: every registered game, a store, a render pool."""
    store = MemoryStore()
    await store.open()
    return SimpleNamespace(
        settings=SimpleNamespace(default_locale="en-US"),
        games=Registry.of(),
        store=store,
        pool=RenderPool(max_workers=1),
    )


def _hadara() -> app_commands.Choice[str]:
    return next(c for c in rules_cog.GAME_CHOICES if c.value == "hadara")


async def test_rules_command_is_private_by_default_and_links_topics() -> None:
    bot = await _bot()
    assert bot.games.default == "hadara", "no game asked for, none in the channel: Hadara"
    cog = rules_cog.RulesCog(bot)
    interaction = _interaction("cs", bot)
    await cog.rules.callback(cog, interaction, None, "kolonie", False)
    (sent,) = interaction.response.sent
    assert sent["ephemeral"] is True
    assert sent["embed"].title == tr("cs")("rules-colonies.title")
    ids = [item.custom_id for item in sent["view"].children]
    assert ids == [f"hr:hadara:{k}:0" for k in hl.RELATED["colonies"]]
    assert sent["view"].children[0].item.label == tr("cs")("rules-statues.title")

    public = _interaction("pl", bot)
    await cog.rules.callback(cog, public, _hadara(), None, True)
    (sent,) = public.response.sent
    assert sent["ephemeral"] is False
    assert sent["embed"].title == tr("pl")("rules-overview.title")
    assert len(sent["view"].children) == len(hl.RELATED["overview"])
    assert all(item.custom_id.endswith(":1") for item in sent["view"].children)

    unknown = _interaction("ru", bot)
    await cog.rules.callback(cog, unknown, None, "ничего такого", True)
    (sent,) = unknown.response.sent
    assert sent["ephemeral"] is True and "ничего такого" in sent["content"]
    bot.pool.close()


async def test_rules_asked_about_hadara_in_another_games_channel() -> None:
    """The game option wins over the channel's game (here a game without rules topics)."""
    bot = await _bot()
    await bot.store.create(
        GameRecord(
            id="bids0001",
            game="bids",
            guild_id=1,
            channel_id=CHANNEL,
            creator_id=5,
            status="lobby",
            options={},
            seats=[SeatRecord(user_id=5, name="Ann")],
        )
    )
    cog = rules_cog.RulesCog(bot)
    here = _interaction("en-US", bot)
    await cog.rules.callback(cog, here, None, "medals", False)
    (sent,) = here.response.sent
    assert "embed" not in sent and "medals" in sent["content"], "Sealed Bids has no topics"
    asked = _interaction("en-US", bot)
    await cog.rules.callback(cog, asked, _hadara(), "medals", False)
    (sent,) = asked.response.sent
    assert sent["embed"].title == EN("rules-medals.title")
    elsewhere = _interaction("en-US", bot, channel_id=CHANNEL + 1)
    await cog.rules.callback(cog, elsewhere, None, "medals", False)
    assert elsewhere.response.sent[0]["embed"].title == EN("rules-medals.title")
    bot.pool.close()


async def test_topic_autocomplete_uses_the_users_language() -> None:
    cog = rules_cog.RulesCog(await _bot())
    choices = await cog.rules_topic(_interaction("ru"), "стат")
    assert [c.value for c in choices] == ["statues"]
    assert choices[0].name == tr("ru")("rules-statues.title")
    cards = await cog.card_name(_interaction("pl"), "Ink Maker")
    assert cards[0].value == "1b01" and cards[0].name.startswith("Wytwórca atramentu")
    cog.bot.pool.close()


async def test_topic_buttons_round_trip_and_answer_in_the_clickers_language() -> None:
    for key in hl.TOPICS:
        for public in (False, True):
            button = rules_cog.TopicButton("hadara", key, public, "x")
            custom_id = button.item.custom_id
            assert custom_id is not None and len(custom_id) <= 100
            match = re.fullmatch(rules_cog.TOPIC_TEMPLATE, custom_id)
            assert match is not None
            parsed = await rules_cog.TopicButton.from_custom_id(
                _interaction("cs"), button.item, match
            )
            assert (parsed.game, parsed.topic, parsed.public) == ("hadara", key, public)
    # A button posted before there were several games (no game part) is Hadara's.
    match = re.fullmatch(rules_cog.TOPIC_TEMPLATE, "hr:medals:1")
    assert match is not None
    parsed = await rules_cog.TopicButton.from_custom_id(_interaction("cs"), button.item, match)
    assert (parsed.game, parsed.topic, parsed.public) == ("hadara", "medals", True)

    on_public = rules_cog.TopicButton("hadara", "medals", True)
    clicker = _interaction("ru")
    await on_public.callback(clicker)
    (sent,) = clicker.response.sent
    assert sent["ephemeral"] is True and sent["embed"].title == tr("ru")("rules-medals.title")
    assert all(item.custom_id.endswith(":0") for item in sent["view"].children)

    on_private = rules_cog.TopicButton("hadara", "ties", False)
    clicker = _interaction("de")  # no catalogue: English
    await on_private.callback(clicker)
    assert not clicker.response.sent
    (edited,) = clicker.response.edited
    assert edited["embed"].title == EN("rules-ties.title")

    stale = rules_cog.TopicButton("hadara", "gone", False)
    clicker = _interaction("pl")
    await stale.callback(clicker)
    (sent,) = clicker.response.sent
    assert sent["ephemeral"] is True and "gone" in sent["content"]


async def test_card_command_shows_the_face_and_data() -> None:
    bot = await _bot()
    cog = rules_cog.RulesCog(bot)
    interaction = _interaction("cs", bot)
    await cog.card.callback(cog, interaction, "2p05", None, False)
    assert interaction.response.deferred == {"ephemeral": True, "thinking": True}
    (sent,) = interaction.followup.sent
    assert sent["ephemeral"] is True
    embed = sent["embed"]
    assert embed.title == "Královský účetní"
    assert embed.image.url == "attachment://2p05.png"
    png = sent["file"].fp.read()
    assert Image.open(io.BytesIO(png)).size[0] > 0

    by_name = _interaction("pl", bot)
    await cog.card.callback(cog, by_name, "Royal Accountant", _hadara(), True)
    (sent,) = by_name.followup.sent
    assert sent["ephemeral"] is False and sent["embed"].title == "Królewski rachmistrz"

    unknown = _interaction("ru", bot)
    await cog.card.callback(cog, unknown, "нет такой", None, True)
    assert unknown.response.deferred is None and not unknown.followup.sent
    (sent,) = unknown.response.sent
    assert sent["ephemeral"] is True and "нет такой" in sent["content"]
    bot.pool.close()


async def test_card_command_survives_a_failed_drawing() -> None:
    bot = await _bot()

    async def broken(*args: Any, **kwargs: Any) -> bytes:
        raise RuntimeError("no fonts")

    bot.pool.render = broken
    cog = rules_cog.RulesCog(bot)
    interaction = _interaction("en-US", bot)
    await cog.card.callback(cog, interaction, "1b01", None, False)
    (sent,) = interaction.followup.sent
    assert "file" not in sent
    assert sent["embed"].fields[-1].value == EN("rules-card-image-failed")
    bot.pool.close()
