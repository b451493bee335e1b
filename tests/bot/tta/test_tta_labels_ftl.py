"""Through the Ages' words from the rules core: every action label, menu title and log line that
``describe``/``describe_event`` produce is a message of the game's ``tta`` catalogue in all four
locales, renders with its real arguments without Fluent errors or leftovers, and a label fits a
Discord button; the ``/rules`` topics exist in every locale with a title and a short body.

The messages are collected from random playthroughs of the simple, advanced and full games for
2–4 players (seeds picked so that the rare events turn up too) and from the ids the code names.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pytest

from bot import i18n
from bot.games.tta.lookup import RELATED, TOPICS
from rules.core import Msg, Seat, nested_msgs
from rules.tta import GAME, catalog, engine
from rules.tta.agents import make_agent
from rules.tta.cards import load_cards
from rules.tta.state import TtaState

GAME_ID = "tta"
LABEL_MAX = 80  # a Discord button label
TITLE_MAX = 150  # a select menu's placeholder / option
TOPIC_MAX = 1500
NAMES = ("Bořek Novák", "Zofia Wiśniewska", "Дмитрий Соколов", "Ann")
CARD_PREFIX = "tta-card-"

MILD_CIVIL: dict[str, Any] = {"milder_combat": True, "columbus_action": "civil"}
# (variant, players, seed, agents, options, resign_chance): chosen so that the games between them
# reach every message the code produces today (wars, pacts, colonies, resignations, Columbus as a
# civil action, a menu cut into parts, …) and still run in a few seconds.
GAMES: tuple[tuple[str, int, int, tuple[str, ...], dict[str, Any], float], ...] = (
    ("simple", 2, 2158, ("random",), {"gradual_reveal": True}, 0.005),
    ("simple", 3, 449, ("random", "heuristic"), {"pre_revealed_bonuses": 3}, 0.0),
    ("simple", 4, 1525, ("random",), {"milder_combat": True}, 0.0),
    ("advanced", 2, 737, ("heuristic", "random"), {"war_tie": "defender_wins"}, 0.002),
    ("advanced", 3, 1548, ("random",), {"pre_revealed_bonuses": 3}, 0.0),
    ("advanced", 4, 1050, ("random",), {"continuous_draw": True}, 0.0),
    ("full", 2, 1046, ("heuristic", "random"), {}, 0.0),
    ("full", 2, 1058, ("random",), {"peaceful": True}, 0.0),
    ("full", 2, 2230, ("heuristic", "random"), MILD_CIVIL, 0.0),
    ("full", 3, 99, ("random", "heuristic"), {"continuous_draw": True}, 0.0),
    ("full", 3, 336, ("heuristic", "random"), {}, 0.005),
    ("full", 3, 1777, ("random",), {"gradual_reveal": True}, 0.0),
    ("full", 3, 1964, ("random",), {"war_tie": "defender_wins"}, 0.005),
    ("full", 3, 1967, ("random",), MILD_CIVIL, 0.0),
    ("full", 4, 1036, ("heuristic", "random"), {"continuous_draw": True}, 0.002),
)

# Ids the code names that random games reach rarely or never: they must be translated too.
EXPECTED_IDS: frozenset[str] = frozenset(
    {
        "tta-act-unknown",
        "tta-act-done",
        "tta-act-resign",
        "tta-group-part",
        "tta-log-war_cancelled",
        "tta-log-tech_taken",
        "tta-log-resign",
        "tta-log-col",
        "tta-log-political_skipped",
        "tta-act-pick-special",
    }
)


@dataclass
class Collected:
    """Every distinct message seen, sorted by where it came from."""

    labels: set[Msg] = field(default_factory=set)  # ActionInfo.label
    titles: set[Msg] = field(default_factory=set)  # ActionInfo.path titles
    logs: set[Msg] = field(default_factory=set)  # describe_event
    errors: list[str] = field(default_factory=list)

    def all(self) -> set[Msg]:
        return self.labels | self.titles | self.logs


class Resigner:
    """Another agent's choice, or now and then resigning where that is legal."""

    name = "resigner"

    def __init__(self, inner: Any, chance: float, seed: int) -> None:
        self.inner = inner
        self.chance = chance
        self.rng = random.Random(seed)

    def choose(self, state: TtaState, seat: int) -> Any:
        choice = self.inner.choose(state, seat)
        if self.chance and self.rng.random() < self.chance:
            for action in GAME.legal_actions(state, seat):
                if action.kind == "resign":
                    return action
        return choice


def play(
    variant: str,
    players: int,
    seed: int,
    agents: Sequence[str],
    options: dict[str, Any],
    resign_chance: float,
    into: Collected,
) -> None:
    cat = catalog.load()
    state, events = engine.new_game(cat, players, {"variant": variant, **options}, seed)
    seats = [
        Resigner(make_agent(agents[i % len(agents)], seed * 10 + i), resign_chance, seed + i)
        for i in range(players)
    ]

    def log(evs: Sequence[Any]) -> None:
        for event in evs:
            line = GAME.describe_event(event.to_json())
            if line is not None:
                into.logs.add(line)

    log(events)
    for _ in range(20_000):
        if engine.is_over(state):
            return
        for seat in engine.to_act(state):
            for info in GAME.describe(state, seat, GAME.legal_actions(state, seat)):
                into.labels.add(info.label)
                into.titles.update(title for _, title in info.path)
        seat = engine.to_act(state)[0]
        action = seats[seat].choose(state, seat)
        try:
            log(engine.apply(cat, state, seat, action))
        except Exception as exc:  # an engine fault: reported, the rest of the game is lost
            into.errors.append(f"{variant}/{players}/{seed} {action}: {exc!r}")
            return
    into.errors.append(f"{variant}/{players}/{seed} did not end")


@lru_cache(maxsize=1)
def collected() -> Collected:
    out = Collected()
    for game in GAMES:
        play(*game, into=out)
    return out


def own_ids(messages: set[Msg]) -> set[str]:
    return {m.id for msg in messages for m in nested_msgs(msg) if not m.id.startswith(CARD_PREFIX)}


# ------------------------------------------------------------------ rendering


def _arg(locale: str, value: Any) -> Any:
    c = i18n.catalog()
    if isinstance(value, Msg):
        return c.msg(locale, value, GAME_ID, NAMES)
    if isinstance(value, Seat):
        return NAMES[value.index]
    if isinstance(value, tuple):
        return i18n.LIST_SEPARATOR.join(c.msg(locale, m, GAME_ID, NAMES) for m in value)
    return value


def fluent(
    locale: str, message_id: str, args: dict[str, Any], attribute: str | None = None
) -> tuple[str, list[str]]:
    """A message (or attribute) of the game's ``locale`` catalogue and its Fluent errors."""
    bundle = i18n.catalog().bundles[(GAME_ID, locale)]
    if not bundle.has_message(message_id):
        return message_id, ["not defined"]
    message = bundle.get_message(message_id)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        return message_id, [f"no {attribute or 'value'}"]
    text, problems = bundle.format_pattern(pattern, args)
    return str(text), [str(p) for p in problems]


def render(locale: str, message: Msg) -> tuple[str, list[str]]:
    """The message in ``locale`` as the host shows it, and the Fluent errors of its own pattern."""
    _, errors = fluent(locale, message.id, {k: _arg(locale, v) for k, v in message.args})
    return i18n.catalog().msg(locale, message, GAME_ID, NAMES), errors


RAW_ID = re.compile(r"tta-(?:act|group|log)-[\w-]*")


def problems_of(locale: str, message: Msg, limit: int | None) -> list[str]:
    text, errors = render(locale, message)
    found = list(errors)
    if "{" in text or "}" in text or "$" in text:
        found.append("leftover placeable")
    if RAW_ID.search(text):
        found.append("raw message id")
    if limit is not None and len(text) > limit:
        found.append(f"{len(text)} > {limit} characters")
    return [f"{locale} {message.id}: {', '.join(found)}: {text!r}"] if found else []


def _cards() -> set[str]:
    return {f"{CARD_PREFIX}{cid}" for cid in load_cards().cards}


# ------------------------------------------------------------------ tests


def test_playthroughs_run_and_reach_the_messages() -> None:
    got = collected()
    assert got.errors == [], "\n".join(got.errors)
    ids = own_ids(got.all())
    # action labels, menu titles and log lines of all three games
    assert len({i for i in ids if i.startswith("tta-act-")}) >= 45
    assert len({i for i in ids if i.startswith("tta-group-")}) >= 15
    assert len({i for i in ids if i.startswith("tta-log-")}) >= 60
    assert {"tta-log-war_result", "tta-log-pact", "tta-log-colony", "tta-act-bid"} <= ids


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_message_is_defined(locale: str) -> None:
    c = i18n.catalog()
    ids = own_ids(collected().all()) | EXPECTED_IDS
    missing = sorted(i for i in ids if not c.has(i, locale, GAME_ID))
    assert missing == [], f"{locale}: {missing}"
    # every id lives in the game's own catalogue, none is the host's
    assert ids & c.ids[(None, locale)] == set()


def test_catalogues_agree_and_never_redefine_the_hosts_ids() -> None:
    assert i18n.parity_problems() == []
    assert [e for e in i18n.Catalog().errors if "/tta" in e or e.startswith("tta/")] == []


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_labels_titles_and_log_lines_render(locale: str) -> None:
    got = collected()
    offenders: list[str] = []
    for message in sorted(got.labels, key=repr):
        offenders += problems_of(locale, message, LABEL_MAX)
    for message in sorted(got.titles, key=repr):
        offenders += problems_of(locale, message, TITLE_MAX)
    for message in sorted(got.logs, key=repr):
        offenders += problems_of(locale, message, None)
    assert offenders == [], f"{len(offenders)} offenders:\n" + "\n".join(offenders[:60])


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_rare_messages_render(locale: str) -> None:
    """The ids few games reach, with arguments of the shape the code gives them."""
    card = Msg.of(f"{CARD_PREFIX}holy_war")
    samples = [
        Msg.of("tta-act-unknown", code="xyz.1"),
        Msg.of("tta-group-part", part=2),
        Msg.of("tta-log-war_cancelled", card=card, player=Seat(1)),
        Msg.of("tta-log-tech_taken", card=card, player=Seat(0), **{"from": Seat(2)}),
        Msg.of("tta-log-resign", order=1, player=Seat(3)),
        Msg.of("tta-log-col", code="col.0", player=Seat(0)),
        Msg.of("tta-log-colony_lost", card=card, player=Seat(0), to=-1),
        Msg.of("tta-log-colony_lost", card=card, player=Seat(0), to=2),
        Msg.of("tta-log-sacrifice", cards=(card, card), player=Seat(1), units=0, value=6),
    ]
    offenders = [p for m in samples for p in problems_of(locale, m, None)]
    assert offenders == [], "\n".join(offenders)


def test_every_card_named_in_a_message_is_a_card() -> None:
    cards = _cards()
    named = {
        m.id for msg in collected().all() for m in nested_msgs(msg) if m.id.startswith(CARD_PREFIX)
    }
    assert sorted(named - cards) == []


# ------------------------------------------------------------------ plural forms

COUNTS = (1, 2, 5, 22, 25)
RESOURCES = {
    "en-US": ("1 resource", "2 resources", "5 resources", "22 resources", "25 resources"),
    "cs": ("1 surovina", "2 suroviny", "5 surovin", "22 surovin", "25 surovin"),
    "pl": ("1 surowiec", "2 surowce", "5 surowców", "22 surowce", "25 surowców"),
    "ru": ("1 ресурс", "2 ресурса", "5 ресурсов", "22 ресурса", "25 ресурсов"),
}


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_costs_use_plural_forms(locale: str) -> None:
    card = Msg.of(f"{CARD_PREFIX}iron")
    for n, want in zip(COUNTS, RESOURCES[locale], strict=True):
        text, errors = render(locale, Msg.of("tta-log-build", card=card, cost=n, player=Seat(0)))
        assert errors == [] and text.endswith(f"({want})."), (locale, text)


# ------------------------------------------------------------------ /rules topics


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_topic_has_a_title_and_a_short_body(locale: str) -> None:
    offenders = []
    for key in TOPICS:
        mid = f"rules-{key}"
        body, errors = fluent(locale, mid, {})
        title, title_errors = fluent(locale, mid, {}, "title")
        if errors or title_errors:
            offenders.append(f"{mid}: {errors + title_errors}")
            continue
        if not 200 <= len(body) <= TOPIC_MAX:
            offenders.append(f"{mid}: body of {len(body)} characters")
        if not 0 < len(title) <= 100:
            offenders.append(f"{mid}: title of {len(title)} characters")
        if "{" in body or "$" in body or "{" in title:
            offenders.append(f"{mid}: leftover placeable")
    assert offenders == [], "\n".join(offenders)


def test_topic_titles_differ_and_translations_are_not_english() -> None:
    c = i18n.catalog()
    for locale in i18n.LOCALES:
        titles = [c.format(locale, f"rules-{k}.title", GAME_ID) for k in TOPICS]
        assert len(set(titles)) == len(titles), locale
    for locale in ("cs", "pl", "ru"):
        same = [
            k
            for k in TOPICS
            if c.format(locale, f"rules-{k}", GAME_ID) == c.format("en-US", f"rules-{k}", GAME_ID)
        ]
        assert same == [], (locale, same)


def test_related_topics_exist() -> None:
    assert set(RELATED) <= set(TOPICS)
    for key, links in RELATED.items():
        assert links, key
        assert set(links) <= set(TOPICS), (key, set(links) - set(TOPICS))
        assert key not in links, key
