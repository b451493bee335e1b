"""The Fluent catalogues of Sealed Bids (bot/games/bids/locales/<locale>/bids.ftl): the four
languages define the same messages with the same variables, cover every id the game and its
images use, select the right plural forms, and every image drawn in every language fits."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fl
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from render.bids import english, render_board, render_prompt, render_scoresheet, render_table
from render.bids.samples import GOLDEN_NAMES, positions
from render.text import Canvas
from rules.bids import GAME
from rules.core import Msg, MsgArg, Rng, Seat, nested_msgs

ROOT = Path(__file__).resolve().parents[3]
LOCALES_DIR = ROOT / "bot" / "games" / "bids" / "locales"
LOCALES = ("en-US", "cs", "pl", "ru")
SLAVIC = ("cs", "pl", "ru")
# Ids the host shows without the rules or images asking for them (lobby, help).
METADATA = {
    "bids-name",
    "bids-description",
    "bids-variant-first_price",
    "bids-variant-second_price",
    "bids-option-coins",
    "bids-option-rounds",
}
NAMES = ("Alice", "Bořek", "Zofia", "Дмитрий")


def _text(locale: str) -> str:
    return (LOCALES_DIR / locale / "bids.ftl").read_text(encoding="utf-8")


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.selects: list[fl.SelectExpression] = []

    def visit_VariableReference(self, node: fl.VariableReference) -> None:
        self.names.add(str(node.id.name))
        self.generic_visit(node)

    def visit_SelectExpression(self, node: fl.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)


@cache
def shape(locale: str) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Message id → (attributes, variables)."""
    out: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    resource = parse(_text(locale))
    for entry in resource.body:
        assert not isinstance(entry, fl.Junk), f"{locale}: unparsable {entry.content!r}"
        if isinstance(entry, fl.Message):
            assert entry.id.name not in out, f"{locale}: {entry.id.name} twice"
            found = _Variables()
            found.visit(entry)
            attributes = frozenset(a.id.name for a in entry.attributes)
            out[entry.id.name] = (attributes, frozenset(found.names))
    return out


@cache
def bundle(locale: str) -> FluentBundle:
    b = FluentBundle([locale], use_isolating=False)
    b.add_resource(FluentResource(_text(locale)))
    return b


def fluent(locale: str, message_id: str, **args: Any) -> str:
    b = bundle(locale)
    assert b.has_message(message_id), f"{locale}: no {message_id}"
    pattern = b.get_message(message_id).value
    assert pattern is not None
    text, errors = b.format_pattern(pattern, args)
    assert not errors, (locale, message_id, args, errors)
    return str(text)


def translator(locale: str) -> Any:
    return lambda message_id, /, **args: fluent(locale, message_id, **args)


def translate(locale: str, msg: Msg) -> str:
    """What the host does with a Msg: nested messages first, seats become names, lists join."""

    def arg(value: MsgArg) -> Any:
        if isinstance(value, Msg):
            return translate(locale, value)
        if isinstance(value, Seat):
            return NAMES[value.index]
        if isinstance(value, tuple):
            return ", ".join(translate(locale, m) for m in value)
        return value

    return fluent(locale, msg.id, **{k: arg(v) for k, v in msg.args})


def _game_messages() -> Iterator[Msg]:
    """Every label and log line of a few whole games (all event kinds, both claims)."""
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        state = GAME.new(players, {"coins": 30, "rounds": 8}, seed)
        rng = Rng(seed)
        turn = 0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            yield from (info.label for info in GAME.describe(state, seat, legal))
            yield from (k for info in GAME.describe(state, seat, legal) for _, k in info.path)
            # Zero bids now and then, so that some prizes are discarded.
            action = legal[0] if turn % 7 == 0 else rng.choice(legal)
            turn += 1
            for event in GAME.apply(state, seat, action):
                msg = GAME.describe_event(event.to_json())
                assert msg is not None
                yield msg


def _render_calls() -> list[tuple[str, dict[str, Any]]]:
    calls: list[tuple[str, dict[str, Any]]] = []

    def record(message_id: str, /, **args: Any) -> str:
        calls.append((message_id, dict(args)))
        return english(message_id, **args)

    for players, variant, seed, coins in ((2, "first_price", 3, 12), (4, "second_price", 5, 30)):
        for p in positions(players, variant, seed, coins).values():
            names = list(GOLDEN_NAMES[:players])
            render_table(p.spectator, record, names)
            render_prompt(p.seat_view, record, names, p.actions)
            render_scoresheet(p.spectator, record, names)
            render_board(p.seat_view, record, names, p.seat)
    render_table(positions(2)["start"].spectator, record, [])
    return calls


def test_the_four_catalogues_define_the_same_messages_and_variables() -> None:
    reference = shape("en-US")
    assert len(reference) >= 60
    for locale in LOCALES:
        assert shape(locale) == reference, locale
        assert all(mid.startswith("bids-") for mid in shape(locale))


def test_every_used_id_is_defined_and_every_defined_id_is_used() -> None:
    used = {m for msg in _game_messages() for m in _ids(msg)}
    used |= {mid for mid, _ in _render_calls()}
    from render.bids import message_ids

    used |= set(message_ids())  # a few image texts only show in rare positions
    assert all(mid.startswith("bids-") for mid in used)
    assert used | METADATA == set(shape("en-US"))


def _ids(msg: Msg) -> Iterator[str]:
    return (m.id for m in nested_msgs(msg))


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_formats_in_every_language(locale: str) -> None:
    lines = [translate(locale, msg) for msg in _game_messages()]
    assert all(line and "{" not in line and "bids-" not in line for line in lines)
    for mid, args in _render_calls():
        text = fluent(locale, mid, **args)
        assert text and "{" not in text
    for mid in METADATA:
        assert fluent(locale, mid)


def test_english_fallback_matches_the_en_us_catalogue() -> None:
    calls = _render_calls()
    for count in (0, 1, 2, 5, 21):
        calls += [
            ("bids-img-points", {"points": count}),
            ("bids-img-coins-n", {"coins": count}),
            ("bids-img-deck", {"count": count}),
            ("bids-img-prompt-bid", {"coins": count}),
            ("bids-img-prompt-sealed", {"amount": count}),
            ("bids-img-keep", {"points": count}),
            ("bids-img-cash", {"coins": count}),
        ]
    calls += [("bids-img-seat", {"seat": 3}), ("bids-img-res-cash", {})]
    for mid, args in calls:
        assert english(mid, **args) == fluent("en-US", mid, **args), (mid, args)


def test_plural_selects_cover_each_languages_categories() -> None:
    needed = {"en-US": {"one", "other"}, **{loc: {"one", "few", "many", "other"} for loc in SLAVIC}}
    for locale in LOCALES:
        resource = parse(_text(locale))
        selects = 0
        for entry in resource.body:
            if not isinstance(entry, fl.Message):
                continue
            found = _Variables()
            found.visit(entry)
            for select in found.selects:
                selects += 1
                keys = {
                    v.key.name if isinstance(v.key, fl.Identifier) else str(v.key.value)
                    for v in select.variants
                }
                default = next(v for v in select.variants if v.default)
                assert isinstance(default.key, fl.Identifier) and default.key.name == "other"
                assert isinstance(select.selector, fl.VariableReference)
                if select.selector.id.name == "count" and entry.id.name == "bids-log-over":
                    assert keys == {"one", "other"}  # one winner or several
                elif entry.id.name == "bids-img-prompt-bid" and locale in ("pl", "ru"):
                    assert keys == {"one", "other"}  # "do 1 monety / do 5 monet": genitive
                else:
                    assert keys == needed[locale], (locale, entry.id.name, keys)
        assert selects >= 15


@pytest.mark.parametrize(
    ("locale", "message_id", "arg", "cases"),
    [
        ("cs", "bids-img-points", "points", {1: "1 bod", 3: "3 body", 5: "5 bodů", 22: "22 bodů"}),
        ("cs", "bids-img-coins-n", "coins", {1: "1 mince", 4: "4 mince", 12: "12 mincí"}),
        ("cs", "bids-act-cash", "coins", {1: "Proměnit na 1 minci", 10: "Proměnit na 10 mincí"}),
        (
            "pl",
            "bids-img-points",
            "points",
            {1: "1 punkt", 2: "2 punkty", 5: "5 punktów", 12: "12 punktów", 22: "22 punkty"},
        ),
        ("pl", "bids-img-coins-n", "coins", {1: "1 moneta", 24: "24 monety", 25: "25 monet"}),
        ("pl", "bids-act-cash", "coins", {1: "Wymień na 1 monetę", 3: "Wymień na 3 monety"}),
        (
            "ru",
            "bids-img-points",
            "points",
            {1: "1 очко", 2: "2 очка", 5: "5 очков", 11: "11 очков", 21: "21 очко", 22: "22 очка"},
        ),
        ("ru", "bids-img-coins-n", "coins", {1: "1 монета", 3: "3 монеты", 11: "11 монет"}),
        ("ru", "bids-act-cash", "coins", {1: "Обменять на 1 монету", 7: "Обменять на 7 монет"}),
        ("en-US", "bids-img-points", "points", {1: "1 point", 0: "0 points", 2: "2 points"}),
    ],
)
def test_plural_forms(locale: str, message_id: str, arg: str, cases: dict[int, str]) -> None:
    for number, expected in cases.items():
        assert fluent(locale, message_id, **{arg: number}) == expected


@pytest.mark.parametrize("locale", LOCALES)
def test_sentences_with_names_keep_them_in_the_nominative(locale: str) -> None:
    """A name is inserted as written (Fluent cannot decline it): the log lines are built so
    that it stands as the subject or before a colon."""
    line = translate(locale, Msg.of("bids-log-win", player=Seat(1), points=7, price=5))
    assert "Bořek" in line
    reveal = Msg.of(
        "bids-log-reveal",
        bids=tuple(Msg.of("bids-log-bid-entry", player=Seat(s), amount=s + 2) for s in range(2)),
    )
    assert "Alice: 2, Bořek: 3" in translate(locale, reveal)


@pytest.mark.parametrize("locale", LOCALES)
def test_images_fit_in_every_language(locale: str, monkeypatch: pytest.MonkeyPatch) -> None:
    problems: list[str] = []
    original = Canvas.png

    def png(self: Canvas) -> bytes:
        problems.extend(f"misfit {m!r}" for m in self.misfits)
        problems.extend(self.overflows)
        return original(self)

    monkeypatch.setattr(Canvas, "png", png)
    monkeypatch.setattr(Canvas, "check_bounds", True)
    t = translator(locale)
    for players, variant, seed, coins in ((2, "first_price", 3, 12), (4, "second_price", 5, 30)):
        for p in positions(players, variant, seed, coins, 8).values():
            names = list(GOLDEN_NAMES[:players])
            render_table(p.spectator, t, names)
            render_prompt(p.seat_view, t, names, p.actions)
            render_scoresheet(p.spectator, t, names)
            render_board(p.seat_view, t, names, p.seat)
    assert problems == []
