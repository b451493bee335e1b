"""Through the Ages choices a phone can tell apart, in all four languages, over whole games of
every variant and player count (issue 26): on one prompt (a menu, a sub-level, the last row of
buttons) no two options share their first 24 characters, no label is longer than Discord allows
(so none is clipped), and every cost shows within the first 25 characters. Also the decision
headlines (``prompt_title``), names never inflected after a preposition, and the Czech
rulebook's terms."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pytest
from tta_prompts import GAMES, NAMES, SHOWN, clashes, late_cost, playthrough, prompts

from bot import i18n
from bot.ui import layout
from rules.core import ActionInfo, Msg, Seat
from rules.tta import GAME

GAME_ID = "tta"
LOCALES_DIR = Path(i18n.GAMES_DIR) / GAME_ID / "locales"
OWN_FILES = ("tta.ftl", "rules.ftl", "commands.ftl", "names.ftl", "render.ftl")
TITLE_MAX = 150  # a menu placeholder; a headline is shorter still


def tr(locale: str, message: Msg) -> str:
    return i18n.catalog().msg(locale, message, GAME_ID, NAMES)


def fluent_errors(locale: str, message: Msg) -> list[str]:
    """The Fluent errors of the message itself (its arguments rendered as the host does)."""
    bundle = i18n.catalog().bundles[(GAME_ID, locale)]
    if not bundle.has_message(message.id):
        return [f"{message.id} not defined"]
    args = {}
    for key, value in message.args:
        if isinstance(value, Msg):
            args[key] = tr(locale, value)
        elif isinstance(value, Seat):
            args[key] = NAMES[value.index]
        elif isinstance(value, (int, str)):
            args[key] = value
    pattern = bundle.get_message(message.id).value
    assert pattern is not None
    return [str(e) for e in bundle.format_pattern(pattern, args)[1]]


@lru_cache(maxsize=1)
def survey() -> dict[str, list[str]]:
    """Every problem of every prompt and headline of the games, by locale."""
    found: dict[str, list[str]] = {loc: [] for loc in i18n.LOCALES}
    for game in GAMES:
        for state, seat in playthrough(*game):
            infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
            headline = GAME.prompt_title(state, seat)
            assert headline is not None, game
            for loc in i18n.LOCALES:
                where = f"{game[0]}/{game[1]}/{game[2]} v{state.version}"
                found[loc] += check(loc, infos, headline, where)
    return found


def check(locale: str, infos: list[ActionInfo], headline: Msg, where: str) -> list[str]:
    out = []
    for place, options in prompts(infos, lambda m: tr(locale, m)).items():
        for a, b in clashes(options):
            out.append(f"{where} {place}: {a!r} and {b!r} share {SHOWN} characters")
        for option in options:
            if len(option.label) > option.limit:
                out.append(
                    f"{where} {place}: {len(option.label)} > {option.limit}: {option.label!r}"
                )
            if option.cost and late_cost(option.label):
                out.append(f"{where} {place}: cost beyond 25 characters: {option.label!r}")
            if "{" in option.label or "tta-" in option.label:
                out.append(f"{where} {place}: unrendered {option.label!r}")
    # The host's own translation of the choices (bot/ui/layout.py) clips nothing.
    for choice, info in zip(layout.choices(infos, lambda m: tr(locale, m)), infos, strict=True):
        if choice.label != tr(locale, info.label):
            out.append(f"{where}: clipped to {choice.label!r}")
    text = tr(locale, headline)
    problems = fluent_errors(locale, headline)
    if problems or "{" in text or "tta-" in text or len(text) > TITLE_MAX:
        out.append(f"{where} headline {headline.id}: {problems} {text!r}")
    for _, value in headline.args:  # who asks is named (never "player 2")
        if isinstance(value, Seat) and NAMES[value.index] not in text:
            out.append(f"{where} headline {headline.id} does not name the player: {text!r}")
    return out


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_whole_games_offer_choices_a_phone_can_tell_apart(locale: str) -> None:
    problems = survey()[locale]
    assert problems == [], f"{len(problems)} problems:\n" + "\n".join(problems[:40])


def test_the_helpers_catch_what_they_look_for() -> None:
    from tta_prompts import Option

    same = [Option("3⚪ Mechanized Agriculture", 100), Option("3⚪ Mechanized Agriculture!", 100)]
    assert clashes(same) and not clashes(same[:1])
    assert late_cost("Take Mechanized Agriculture (2⚪)") and not late_cost("2⚪ Mechanized")


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_resigning_asks_for_a_confirmation_in_every_language(locale: str) -> None:
    """T-18: resigning ends a nation for good; the warning says so before it happens."""
    state = GAME.new(2, {"variant": "full"}, 5)
    seat = GAME.to_act(state)[0]
    infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
    (info,) = [i for i in infos if i.code == "resign"]
    assert info.confirm is not None and not info.standalone and info.style == "danger"
    assert fluent_errors(locale, info.confirm) == []
    assert len(tr(locale, info.confirm)) > 3 * len(tr(locale, info.label))


# ------------------------------------------------------------------ grammar and terms

# Prepositions after which a name would have to change its case (Czech, Polish, Russian).
PREPOSITIONS = {
    "cs": "pro proti od do s se k ke u na o za přes při po z ze mezi nad pod před",
    "pl": "dla przeciw przeciwko od do z ze u na o za przez przy po w we między nad pod przed",
    "ru": "для против от до с со к ко у на о об за через при по из в во между над под перед",
}
NAME_VARIABLES = "player|target|from|to|a|b|winner|proposer|partner|start|of|attacker"


@pytest.mark.parametrize("locale", ["cs", "pl", "ru"])
def test_no_name_follows_a_preposition(locale: str) -> None:
    """A name arrives in the nominative: it may stand as a subject or after a colon, never
    where the preposition would need another case ("proti Дмитрий")."""
    words = "|".join(PREPOSITIONS[locale].split())
    pattern = re.compile(rf"(?<![\w-])(?:{words})\s+\{{\s*\$(?:{NAME_VARIABLES})\s*\}}", re.I)
    found = [
        f"{name}:{n}: {line.strip()}"
        for name in OWN_FILES
        for n, line in enumerate(
            (LOCALES_DIR / locale / name).read_text(encoding="utf-8").splitlines(), 1
        )
        if pattern.search(line)
    ]
    assert found == []


def test_czech_uses_the_rulebooks_terms() -> None:
    """The Czech rulebook speaks of šťastné značky and never abbreviates actions (CA/VA)."""
    text = "\n".join((LOCALES_DIR / "cs" / name).read_text(encoding="utf-8") for name in OWN_FILES)
    assert re.findall(r"šťastn\w* tvář\w*", text, re.I) == []
    assert re.findall(r"\b(?:CA|VA|MA)\b", text) == []
    assert "šťastné značky" in text
