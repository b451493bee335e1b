"""Sealed Bids images: drawn from views only, every word through the translator, nothing
outside its box, at most 800 px wide with text large enough for a phone."""

from __future__ import annotations

import ast
import inspect
import io
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, get_type_hints

import pytest
from PIL import Image

from render.bids import (
    english,
    message_ids,
    progress,
    render_board,
    render_prompt,
    render_scoresheet,
    render_table,
    warm,
)
from render.bids.samples import GOLDEN_NAMES, positions
from render.text import Canvas
from rules.bids import GAME
from rules.core import Rng

Render = Callable[[dict[str, Any], Any, list[str]], bytes]
MARK = re.compile(r"⟦(bids-[a-z0-9_-]+)⟧")
# What may stand in a drawn string besides translated texts, names and numbers.
GLUE = set(" ·=,:+→–-")


def marker(message_id: str, /, **args: Any) -> str:
    return f"⟦{message_id}⟧"


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, int]]]:
    """Every string drawn (and its font size) while the test runs; ink must stay in its box."""
    seen: list[tuple[str, int]] = []
    original = Canvas.text

    def text(self: Canvas, box: Any, value: str, size: int, fill: Any, **kw: Any) -> Any:
        fitted = original(self, box, value, size, fill, **kw)
        seen.append((value, fitted.size))
        return fitted

    monkeypatch.setattr(Canvas, "text", text)
    monkeypatch.setattr(Canvas, "check_bounds", True)
    yield seen


def _images(t: Any, names: tuple[str, ...] = GOLDEN_NAMES) -> Iterator[tuple[str, bytes]]:
    for players, variant, seed, coins in ((2, "first_price", 3, 12), (4, "second_price", 5, 30)):
        pos = positions(players, variant, seed, coins, 8 if players == 4 else 5)
        who = list(names[:players])
        for label, p in pos.items():
            yield f"{players}-{label}-table", render_table(p.spectator, t, who)
            yield f"{players}-{label}-prompt", render_prompt(p.seat_view, t, who, p.actions)
            yield f"{players}-{label}-prompt-noactions", render_prompt(p.seat_view, t, who)
            yield f"{players}-{label}-scores", render_scoresheet(p.spectator, t, who)
            yield f"{players}-{label}-board", render_board(p.seat_view, t, who, p.seat)


def _size(png: bytes) -> tuple[int, int]:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.size


def test_every_drawn_word_comes_through_the_translator(drawn: list[tuple[str, int]]) -> None:
    for _, png in _images(marker):
        assert _size(png)[0] <= 800
    used: set[str] = set()
    for value, _ in drawn:
        used.update(MARK.findall(value))
        rest = MARK.sub("", value)
        for name in GOLDEN_NAMES:
            rest = rest.replace(name, "")
        rest = re.sub(r"[0-9]", "", rest)
        assert set(rest) <= GLUE, f"untranslated text in {value!r}"
    assert used <= set(message_ids())
    # Every message of the English fallback is drawn in some sample position.
    assert set(message_ids()) - used <= {
        "bids-img-res-cash",  # nobody cashes in the sample games
        "bids-img-res-pending",
        "bids-img-seat",  # only without a name
        "bids-img-res-discard",
    }


def test_images_fit_a_phone_and_nothing_overflows(drawn: list[tuple[str, int]]) -> None:
    misfits: list[str] = []
    original = Canvas.png

    def png(self: Canvas) -> bytes:
        misfits.extend(self.misfits)
        assert self.overflows == []
        return original(self)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Canvas, "png", png)
        for key, image in _images(english):
            width, height = _size(image)
            assert width <= 800 and height <= 1200, key
    assert misfits == []
    # Discord shows the images about 400 px wide: text of 15 px or more stays readable (7.5 px
    # at worst, for long strings shrunk to fit; normal text is 22 px and more).
    assert min(size for _, size in drawn) >= 15
    sizes = sorted(size for _, size in drawn)
    assert sizes[len(sizes) // 10] >= 22


def test_long_names_and_missing_names(drawn: list[tuple[str, int]]) -> None:
    long_names = ("Maximiliána Wolfeschlegelsteinhausen", "Ž" * 30, "", "Дмитрий Александрович")
    state = GAME.new(4, {"coins": 30}, 3)
    rng = Rng(3)
    steps = 0
    while not GAME.is_over(state):
        seat = rng.choice(GAME.to_act(state))
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        steps += 1
        if steps % 5 == 0 or GAME.is_over(state):
            view = GAME.view(state, None)
            render_table(view, english, list(long_names))
            render_scoresheet(view, english, list(long_names))
            render_board(view, english, list(long_names), 2)
            seat_view = GAME.view(state, 0)
            render_prompt(seat_view, english, list(long_names))
    assert any(value == "Player 3" for value, _ in drawn)  # the missing name
    render_table(GAME.view(state, None), english, [])  # no names at all


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_positions_render_for_every_viewer(
    players: int, drawn: list[tuple[str, int]]
) -> None:
    state = GAME.new(players, {"variant": "second_price", "coins": 6 + players * 5}, players)
    rng = Rng(players)
    names = list(GOLDEN_NAMES[:players])
    step = 0
    while True:
        if step % 3 == 0 or GAME.is_over(state):
            for viewer in [None, *range(players)]:
                view = GAME.view(state, viewer)
                actions = None
                if viewer is not None:
                    legal = GAME.legal_actions(state, viewer)
                    actions = [GAME.encode_action(a) for a in legal]
                    render_prompt(view, english, names, actions)
                    render_board(view, english, names, viewer)
                render_table(view, english, names)
            render_scoresheet(GAME.view(state, None), english, names)
        if GAME.is_over(state):
            break
        seat = rng.choice(GAME.to_act(state))
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        step += 1


def test_renderers_take_views_only() -> None:
    state = GAME.new(2, {}, 1)
    renders: list[Callable[[Any], bytes]] = [
        lambda v: render_table(v, english, []),
        lambda v: render_prompt(v, english, []),
        lambda v: render_scoresheet(v, english, []),
        lambda v: render_board(v, english, [], 0),
    ]
    for render in renders:
        with pytest.raises(TypeError):
            render(state)
        with pytest.raises(TypeError):
            render({"format": "hadara-view/1"})
    with pytest.raises(ValueError):
        render_board(GAME.view(state, None), english, [], 2)
    with pytest.raises(TypeError):  # a prompt is a seat's own picture
        render_prompt(GAME.view(state, None), english, [])


@pytest.mark.parametrize(
    "fn", [render_table, render_prompt, render_scoresheet, render_board], ids=lambda f: f.__name__
)
def test_signatures_take_a_view(fn: Any) -> None:
    hints = get_type_hints(fn)
    assert next(iter(inspect.signature(fn).parameters)) == "view"
    assert hints["view"] == Mapping[str, Any] and hints["return"] is bytes


def test_drawing_code_never_imports_the_state() -> None:
    """Only the sample-position generator plays games; drawing code sees views alone."""
    state_modules = (
        "rules.bids.state",
        "rules.bids.engine",
        "rules.bids.game",
        "rules.bids.views",
        "rules.bids.playout",
        "rules.bids.agents",
        "render.hadara",  # another game (the shared layers at the top of render/ are fine)
        "render.tta",
        "bot",
        "discord",
    )
    render_dir = Path(__file__).resolve().parents[3] / "render" / "bids"
    files = sorted(render_dir.glob("*.py"))
    assert len(files) >= 7
    for path in files:
        if path.name == "samples.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(state_modules), f"{path.name} imports {name}"
                assert name.split(".")[0] in (
                    "render",
                    "PIL",
                    "__future__",
                    "collections",
                    "typing",
                    "math",
                    "dataclasses",
                    "functools",
                ), name


def test_a_seat_prompt_shows_its_own_sealed_bid_only(drawn: list[tuple[str, int]]) -> None:
    state = GAME.new(3, {"coins": 20}, 8)
    GAME.apply(state, 0, GAME.decode_action("bid.13"))
    render_prompt(GAME.view(state, 0), english, ["A", "B", "C"])
    assert "Your sealed bid: 13 coins" in [v for v, _ in drawn]
    drawn.clear()
    for viewer in (None, 1, 2):
        render_table(GAME.view(state, viewer), english, ["A", "B", "C"])
        render_board(GAME.view(state, viewer), english, ["A", "B", "C"], 0)
        if viewer is not None:
            render_prompt(GAME.view(state, viewer), english, ["A", "B", "C"])
    assert not any("13" in v for v, _ in drawn)
    assert "Has bid" in [v for v, _ in drawn]


def test_progress_and_warm() -> None:
    state = GAME.new(2, {"rounds": 6}, 1)
    assert progress(GAME.view(state, None), english) == "Round 1 of 6 · Secret bids"
    warm(english)
    assert english("bids-img-points", points=1) == "1 point"
    assert english("bids-img-points", points=0) == "0 points"
    assert english("bids-unknown") == "bids-unknown"
