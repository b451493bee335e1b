"""Conformance suite: every registered game against the hosting contract (``rules/core.py``).

For every game of the registry, every variant and every player count, seeded random
playthroughs to the end check at every step:

- the decision names exactly the seats that may act, and they have legal actions;
- ``dump → load → dump`` is identical, and the seed plus the action log replays the game exactly;
- ``describe`` covers the legal actions, and every prompt the host builds from them — the whole
  chain of choices, at every level — fits Discord's limits and offers every legal action once;
- no view, no visible event and no public text (table choices, log lines) carries anything in
  ``hidden(state, viewer)``;
- stale clicks: ``Decision.accepts`` takes the current version and refuses a future one.

Golden counts of legal actions in fixed positions (like chess "perft" files) make a rules
change that alters them visible; each game has its own file,
``tests/golden/<game>/legal_counts.json``, which
``UPDATE_GOLDEN=1 python -m pytest tests/test_conformance.py -k "golden and <game>"`` writes (a
new game's, or after an intended rules change; without ``and <game>`` it rewrites every game's).

The images, the lobby options' extremes, the agents and the renderer's English texts are checked
by ``tests/test_conformance_images.py`` and ``tests/test_conformance_play.py``.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.games import GAME_MODULES, plugin
from bot.games.base import GamePlugin
from bot.i18n import Translator, catalog
from bot.presenter import text as texts
from bot.ui import layout
from rules.core import Event

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def update_command(name: str) -> str:
    """The command that writes ``name``'s golden file (and no other game's)."""
    return f'UPDATE_GOLDEN=1 python -m pytest tests/test_conformance.py -k "golden and {name}"'


NAMES = ("Ann", "Bořek", "Zofia", "Дмитрий", "Eve")
GAME_ID = "abcd1234"
# Steps checked per playthrough before the rest is played quickly (whole games are long).
FULL_CHECK_STEPS = 400


def cases() -> Iterator[tuple[str, str, int]]:
    for name in GAME_MODULES:
        info = plugin(name).rules.info
        for variant in info.variants:
            for players in range(info.min_players, info.max_players + 1):
                yield name, variant, players


def quoted(token: str) -> re.Pattern[str]:
    """A hidden id as a whole JSON string or a whole word in text (``p1`` is not in ``p10``)."""
    return re.compile(r"(?<![\w-])" + re.escape(token) + r"(?![\w-])")


def leaks(payload: str, hidden: frozenset[str]) -> list[str]:
    words = set(WORD.findall(payload))
    plain = [h for h in hidden if WORD.fullmatch(h)]
    found = [h for h in plain if h in words]
    return found + [h for h in hidden if not WORD.fullmatch(h) and quoted(h).search(payload)]


# An id as a whole word: letters, digits, "_", "-" and "#" ("p1" is not in "p10").
WORD = re.compile(r"[\w#-]+")


def random_move(rules: Any, state: Any, rng: random.Random) -> None:
    """One random legal move of a random deciding seat; resigning and taking moves back only
    when nothing else is legal (they would end or stall a random game)."""
    decision = rules.decision(state)
    assert decision is not None, "a game that is not over has a decision"
    seat = rng.choice(list(decision.seats))
    legal = rules.legal_actions(state, seat)
    rest = [a for a in legal if rules.encode_action(a) not in ("resign", "undo")]
    rules.apply(state, seat, rng.choice(rest or legal))


class Playthrough:
    """One seeded random game of a plugin, checked step by step."""

    def __init__(
        self,
        game: GamePlugin,
        variant: str,
        players: int,
        seed: int,
        options: dict[str, Any] | None = None,
    ) -> None:
        self.game = game
        self.rules = game.rules
        self.players = players
        self.options: dict[str, Any] = {**(options or {}), "variant": variant}
        self.seed = seed
        self.t: Translator = catalog().translator("en-US", game.name)
        self.names = list(NAMES[:players])
        self.state = self.rules.new(players, self.options, seed)
        self.log: list[tuple[int, str]] = []
        self.rng = random.Random(seed)

    def tr(self, message: Any) -> str:
        return self.t.msg(message, self.names)

    def pick(self, seat: int) -> Any:
        """A random legal action; resigning and taking moves back only when nothing else is
        legal (they would end or stall a random game)."""
        legal = self.rules.legal_actions(self.state, seat)
        rest = [a for a in legal if self.rules.encode_action(a) not in ("resign", "undo")]
        return self.rng.choice(rest or legal)

    # -------------------------------------------------------------- one step

    def check_step(self) -> None:
        rules, state = self.rules, self.state
        version = rules.version(state)
        decision = rules.decision(state)
        assert decision is not None, "a game that is not over has a decision"
        assert sorted(decision.seats) == sorted(rules.to_act(state))
        assert decision.accepts(decision.seats[0], version, version)
        assert not decision.accepts(decision.seats[0], version + 1, version)
        dumped = rules.dump(state)
        assert rules.dump(rules.load(dumped)) == dumped, "dump → load → dump"
        for viewer in [None, *range(self.players)]:
            hidden = rules.hidden(state, viewer)
            view = json.dumps(rules.view(state, viewer), ensure_ascii=False)
            assert leaks(view, hidden) == [], f"the view of {viewer} leaks"
        for seat in decision.seats:
            legal = rules.legal_actions(state, seat)
            assert legal, f"seat {seat} must decide but has no legal action"
            codes = [rules.encode_action(a) for a in legal]
            infos = rules.describe(state, seat, legal)
            described = [i.code for i in infos]
            # Each legal action at most once (one of two identical choices may be left out).
            assert len(set(described)) == len(described) and set(described) <= set(codes)
            for code in codes:
                cid = layout.action_custom_id(GAME_ID, 10**8, code)
                assert re.fullmatch(layout.ACTION_TEMPLATE, cid), cid
            choices = layout.choices(infos, self.tr)
            plans = layout.walk(choices, self.t, self.game.menus)
            for path, rows in plans:
                problems = layout.check_rows(rows, GAME_ID, 10**8)
                assert problems == [], (self.game.name, path, problems)
            reached = layout.codes_of(plans)
            if self.game.menus is not None:
                # A stable layout repeats the standalone buttons on every level.
                fixed = {c.code for c in choices if c.standalone}
                reached = [c for c in reached if c not in fixed] + sorted(fixed)
            assert sorted(reached) == sorted(described), "every described action offered once"
            if self.game.menus is not None:
                self.check_fixed_row(choices, infos, plans)
            # What the public table may show of this seat's choices (alone, or one menu each).
            if not decision.secret:
                hidden = rules.hidden(state, None)
                public = [c for c, i in zip(choices, infos, strict=True) if not i.secret]
                shown = "\n".join(c.label for c in public)
                assert leaks(shown, hidden) == []
                public_view = json.dumps(rules.view(state, None), ensure_ascii=False)
                secret_names, public_names = self.card_names(hidden, public_view)
                # Public names first: "Engineering Genius" is not the hidden "Engineering".
                for name in sorted(public_names, key=len, reverse=True):
                    shown = shown.replace(name, " ")
                assert leaks(shown, secret_names) == []
        if not decision.secret and len(decision.seats) > 1:
            menus = [
                (
                    10**17 + s,
                    self.names[s],
                    layout.choices(
                        [
                            i
                            for i in rules.describe(state, s, rules.legal_actions(state, s))
                            if not i.secret
                        ],
                        self.tr,
                    ),
                )
                for s in decision.seats
            ]
            rows = layout.seat_rows(menus, self.t)
            assert layout.check_rows(rows, GAME_ID, 10**8) == []

    def check_fixed_row(
        self,
        choices: list[layout.Choice],
        infos: list[Any],
        plans: list[tuple[tuple[str, ...], list[layout.Row]]],
    ) -> None:
        """A stable layout: the standalone actions (undo, end turn…) are buttons of the last
        row of every level, in the DM and on the table (beside "show my choices" when the
        player has choices only they may see)."""
        standalone = [c.code for c in choices if c.standalone]
        for path, rows in plans:
            last = [c.code for c in rows[-1].choices] if rows else []
            assert all(code in last for code in standalone), (path, standalone, last)
        public = [c for c, i in zip(choices, infos, strict=True) if not i.secret]
        show = [layout.show_choice(self.t)] if len(public) < len(choices) or not public else []
        rows = layout.plan(public, self.t, (), self.game.menus, show)
        assert layout.check_rows(rows, GAME_ID, 10**8) == []
        last = [c.code for c in rows[-1].choices]
        wanted = [c.code for c in public if c.standalone] + [c.code for c in show]
        assert all(code in last for code in wanted), ("table", wanted, last)

    def card_names(
        self, hidden: frozenset[str], public_view: str
    ) -> tuple[frozenset[str], frozenset[str]]:
        """Names of hidden cards that no visible card shares (a copy of the same card, or a
        card of the same name from another age, in the public view makes the name public),
        and the names of the visible cards."""
        pattern = r'"([A-Za-z0-9_]+(?:#\d+)?)"'
        visible = {m.split("#")[0] for m in re.findall(pattern, public_view)}

        def names_of(bases: set[str]) -> set[str]:
            out = set()
            for base in bases:
                for message in (f"card-{base}", f"{self.game.name}-card-{base}"):
                    if self.t.catalog.has(message, "en-US", self.game.name):
                        out.add(self.t(message))
            return out

        public = names_of(visible)
        names = names_of({h.split("#")[0] for h in hidden} - visible) - public
        return frozenset(n for n in names if len(n) > 3), frozenset(public)

    def check_events(self, seat: int, events: list[Event]) -> None:
        rules, state = self.rules, self.state
        for viewer in [None, *range(self.players)]:
            visible = [e.to_json() for e in events if e.visible_to(viewer)]
            hidden = rules.hidden(state, viewer)
            assert leaks(json.dumps(visible, ensure_ascii=False), hidden) == []
            if viewer is None:
                plugin_ = self.game
                lines = texts.log_text(plugin_, visible, self.names, self.t, limit=100)
                assert leaks(lines, hidden) == []
                assert "log-" not in lines, "every public event has a log line"

    # -------------------------------------------------------------- the game

    def play(self) -> int:
        rules = self.rules
        steps = 0
        while not rules.is_over(self.state):
            if steps < FULL_CHECK_STEPS:
                self.check_step()
            decision = rules.decision(self.state)
            assert decision is not None
            seat = self.rng.choice(list(decision.seats))
            action = self.pick(seat)
            code = rules.encode_action(action)
            assert rules.encode_action(rules.decode_action(code)) == code
            events = rules.apply(self.state, seat, rules.decode_action(code))
            if steps < FULL_CHECK_STEPS:
                self.check_events(seat, events)
            self.log.append((seat, code))
            steps += 1
            assert steps < 20_000, "the game ends"
        assert rules.decision(self.state) is None
        result = rules.result(self.state)
        assert result is not None and len(result.scores) == self.players
        assert set(result.winners) <= set(range(self.players)) and result.winners
        return steps

    def replay(self) -> None:
        rules = self.rules
        state = rules.new(self.players, self.options, self.seed)
        for seat, code in self.log:
            rules.apply(state, seat, rules.decode_action(code))
        assert rules.dump(state) == rules.dump(self.state), "seed + log replays the game"


@pytest.mark.parametrize(("name", "variant", "players"), list(cases()))
def test_random_playthroughs_keep_the_contract(name: str, variant: str, players: int) -> None:
    game = plugin(name)
    for seed in (players * 101 + len(variant),):
        play = Playthrough(game, variant, players, seed)
        assert play.play() > 0
        play.replay()


def test_every_registered_game_describes_itself() -> None:
    """Metadata, option normalization and the catalogue entries the host needs."""
    for name in GAME_MODULES:
        game = plugin(name)
        info = game.rules.info
        assert info.name == name and 1 <= info.min_players <= info.max_players
        assert info.variants
        normal = info.normalize({"variant": "no such variant", "bogus": 1})
        assert normal["variant"] == info.variants[0] and "bogus" not in normal
        for spec in info.options:
            assert spec.normalize(spec.default) == spec.default
        assert "normal" in game.ai_levels and set(game.ai_levels) <= {"easy", "normal", "strong"}
        assert game.replacement_agent in game.ai_levels.values()
        for level, agent in game.ai_levels.items():
            assert game.make_agent(agent, 1) is not None, level
        for locale in ("en-US", "cs", "pl", "ru"):
            for message in (
                f"{name}-name",
                f"{name}-help",
                *(f"variant-{v}" for v in info.variants),
            ):
                assert catalog().has(message, locale, name), (name, locale, message)


# ---------------------------------------------------------------------------------------------
# Golden counts of legal actions in fixed positions


POSITIONS = (0, 3, 10, 30, 80)


def legal_counts(name: str) -> dict[str, list[int]]:
    """For each variant and player count, the number of legal actions of every deciding seat
    after a fixed number of seeded random moves."""
    rules = plugin(name).rules
    out: dict[str, list[int]] = {}
    for _name, variant, players in (c for c in cases() if c[0] == name):
        state = rules.new(players, {"variant": variant}, 7)
        rng = random.Random(7)
        moved = 0
        for target in POSITIONS:
            while moved < target and not rules.is_over(state):
                decision = rules.decision(state)
                assert decision is not None
                seat = rng.choice(list(decision.seats))
                rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
                moved += 1
            decision = rules.decision(state)
            seats = decision.seats if decision is not None else ()
            counts = [len(rules.legal_actions(state, s)) for s in seats]
            out[f"{variant}/{players}/{target}"] = counts
    return out


def golden_path(name: str) -> Path:
    return GOLDEN_DIR / name / "legal_counts.json"


def check_golden(name: str, found: dict[str, list[int]], path: Path) -> None:
    """``found`` against the game's golden file; ``UPDATE_GOLDEN=1`` writes it first."""
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if not path.exists():
        pytest.fail(f"{name} has no golden file {path}: write it with `{update_command(name)}`")
    expected = json.loads(path.read_text(encoding="utf-8"))
    assert found == expected, (
        f"legal action counts changed: a rules change? ({update_command(name)})"
    )


@pytest.mark.parametrize("name", list(GAME_MODULES))
def test_golden_legal_action_counts(name: str) -> None:
    check_golden(name, legal_counts(name), golden_path(name))


def test_a_missing_golden_file_says_how_to_make_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new game without its golden file fails with the command that writes it."""
    monkeypatch.delenv("UPDATE_GOLDEN", raising=False)
    missing = tmp_path / "newgame" / "legal_counts.json"
    with pytest.raises(pytest.fail.Exception, match=re.escape(update_command("newgame"))):
        check_golden("newgame", {"a/2/0": [3]}, missing)
    assert not missing.exists()


def test_the_leak_check_catches_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks above can fail: a view that shows a hidden id is caught."""
    game = plugin("bids")
    play = Playthrough(game, "first_price", 3, 1)
    original = game.rules.view

    def leaky(state: Any, seat: int | None) -> Any:
        out = dict(original(state, seat))
        out["oops"] = sorted(game.rules.hidden(state, seat))
        return out

    monkeypatch.setattr(game.rules, "view", leaky)
    with pytest.raises(AssertionError, match="leaks"):
        play.check_step()
