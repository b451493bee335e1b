"""Hadara's decision titles (``prompt_title``, interfaces §3, issue 26): over whole games of
every player count and both variants, each seat asked something gets the headline of its step
(``hadara-title-<step>``: the draw round, the cards still to remove), rendered strictly in all
four languages; a seat asked nothing (not its move, its secret choice made, the game over) gets
none."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_hadara_grammar import render

from bot import i18n
from rules.core import Msg
from rules.hadara import GAME, engine
from rules.hadara import effects as fx

STEPS = {"side", "wheel", "draft", "colony", "statue", "take", "feed", "medal"}
GAMES = [(1, 2, "advanced"), (2, 3, "basic"), (3, 4, "advanced"), (4, 5, "basic")]


def whole_game(seed: int, players: int, variant: str) -> Counter[str]:
    """Plays a random game, checking every seat's title at every decision; the titles'
    message ids seen, counted."""
    rng = random.Random(seed)
    state = GAME.new(players, {"variant": variant}, seed)
    seen: Counter[str] = Counter()
    while not GAME.is_over(state):
        decision = GAME.decision(state)
        assert decision is not None
        for seat in range(players):
            title = GAME.prompt_title(state, seat)  # type: ignore[attr-defined]
            if seat not in decision.seats:
                assert title is None, (state.step, seat)
                continue
            assert isinstance(title, Msg) and title.id == f"hadara-title-{state.step}"
            args = dict(title.args)
            if state.step == "draft":
                assert args == {"round": state.round + 1} and 1 <= state.round + 1 <= 5
            if state.step == "feed":
                # H-10: the cards beyond the food level, one removed (or paid for) per move.
                p = state.players[seat]
                food = p.tracks[fx.FOOD]
                assert args["count"] == len(p.cards) - food - state.feed_paid[seat] > 0
            seen[title.id] += 1
        seat = rng.choice(list(decision.seats))
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    assert all(GAME.prompt_title(state, s) is None for s in range(players))  # type: ignore[attr-defined]
    return seen


def test_every_step_of_whole_games_has_its_title() -> None:
    seen: Counter[str] = Counter()
    for seed, players, variant in GAMES:
        seen += whole_game(seed, players, variant)
    assert set(seen) == {f"hadara-title-{step}" for step in STEPS}, seen
    assert set(engine.STEP_RULES) == STEPS  # a new step needs its title too


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_titles_render_in_every_language(locale: str) -> None:
    samples = [Msg.of(f"hadara-title-{s}") for s in sorted(STEPS - {"draft", "feed"})]
    samples += [Msg.of("hadara-title-draft", round=r) for r in (1, 5)]
    samples += [Msg.of("hadara-title-feed", count=n) for n in (1, 2, 5, 21, 22)]
    for message in samples:
        text = render(locale, message)
        assert 0 < len(text) <= 80, text  # a headline, not a paragraph


KNOWN_GOOD = [
    ("en-US", Msg.of("hadara-title-feed", count=1), "Feed your people: remove 1 card"),
    ("cs", Msg.of("hadara-title-feed", count=3), "Uživte obyvatelstvo: odhoďte 3 karty"),
    ("cs", Msg.of("hadara-title-feed", count=5), "Uživte obyvatelstvo: odhoďte 5 karet"),
    ("pl", Msg.of("hadara-title-feed", count=22), "Wyżyw ludność: odrzuć 22 karty"),
    ("pl", Msg.of("hadara-title-feed", count=5), "Wyżyw ludność: odrzuć 5 kart"),
    ("ru", Msg.of("hadara-title-feed", count=21), "Прокормите население: уберите 21 карту"),
    ("ru", Msg.of("hadara-title-feed", count=5), "Прокормите население: уберите 5 карт"),
    (
        "ru",
        Msg.of("hadara-title-draft", round=2),
        "Раунд взятия карт 2 из 5: оставьте одну карту, другую сбросьте",
    ),
    ("pl", Msg.of("hadara-title-statue"), "Wykuj popiersie albo spasuj"),
    ("cs", Msg.of("hadara-title-wheel"), "Natočte kolo pro první kolo dobírání"),
]


@pytest.mark.parametrize(("locale", "message", "expected"), KNOWN_GOOD)
def test_known_good_titles(locale: str, message: Msg, expected: str) -> None:
    assert render(locale, message) == expected
