"""Conformance of every registered game's images and texts (issue 28).

For every game of the registry, one seeded random game at its largest player count and its last
variant (the fullest images) is sampled at its opening, three middle steps and its end. At each
sample every image kind the plugin's :class:`bot.games.base.Renderer` offers is drawn with the
bot's English catalogue, for every viewer: the table and the score sheet (spectator view), each
seat's picture (its own view, its legal action codes when it decides), each seat's board seen by
itself and by a spectator, and the first and last card of ``/card``. Each image is checked
against what the docs promise for phones:

- at most :data:`MAX_WIDTH` px wide (``docs/hadara-phone.md``: all four images 800 px wide;
  ``docs/tta-render.md``: every image 800 px wide, the card face 600 px; Sealed Bids: at most
  800 px, ``render/bids/__init__.py``). No height is promised ("tall images are fine in
  Discord", ``docs/hadara-phone.md``), so none is checked;
- no text below the lowest phone tier once the image is shown :data:`render.phone.PHONE_WIDTH`
  px wide (:data:`render.phone.LABEL`, the goal of "what only names what an icon shows"; the
  games' own phone tests hold each kind of text to its own, higher, tier);
- nothing cut with an ellipsis and no ink outside its box or the image
  (:class:`render.text.Canvas` ``misfits`` and, with ``check_bounds``, ``overflows``).

Every string an image asks its translator for is also compared with the renderer's built-in
English (``render/<game>/i18n.py``: ``english`` and ``message_ids``): the English catalogue must
define every id the renderer lists or asks for, and say what the built-in English says, with
the arguments the images passed.
"""

from __future__ import annotations

import importlib
import io
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import partial
from types import ModuleType
from typing import Any

import pytest
from PIL import Image
from test_conformance import random_move

from bot.games import GAME_MODULES, plugin
from bot.games.base import GamePlugin
from bot.i18n import catalog
from render import text as rtext
from render.phone import LABEL, PHONE_WIDTH

NAMES = ("Ann", "Bořek", "Zofia", "Дмитрий", "Eve")
# docs/hadara-phone.md, docs/tta-render.md, render/bids/__init__.py: images are 800 px wide.
MAX_WIDTH = 800
# The sampled steps, as fractions of the whole game: the opening, three middle steps, the end.
SAMPLES = (0.0, 0.25, 0.5, 0.75, 1.0)


# ---------------------------------------------------------------------------------------------
# What one image drew


@dataclass
class Drawing:
    """The lines (font size, text) and the fitting problems of the canvases of one image."""

    lines: list[tuple[int, str]] = field(default_factory=list)
    misfits: list[str] = field(default_factory=list)
    overflows: list[str] = field(default_factory=list)


class Recorder:
    """Records what :class:`render.text.Canvas` draws while it is installed (every game's
    canvases are subclasses of it) and turns on its bounds check."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.current = Drawing()
        place = rtext.Canvas.place
        png = rtext.Canvas.png
        recorder = self

        def recording_place(
            self: rtext.Canvas, box: Any, text: str, fitted: Any, *a: Any, **k: Any
        ) -> None:
            if text.strip():
                recorder.current.lines.append((fitted.size, text))
            place(self, box, text, fitted, *a, **k)

        def recording_png(self: rtext.Canvas) -> bytes:
            recorder.current.misfits.extend(self.misfits)
            recorder.current.overflows.extend(self.overflows)
            return png(self)

        monkeypatch.setattr(rtext.Canvas, "place", recording_place)
        monkeypatch.setattr(rtext.Canvas, "png", recording_png)
        monkeypatch.setattr(rtext.Canvas, "check_bounds", True)

    def draw(self, render: Callable[[], bytes]) -> tuple[bytes, Drawing]:
        self.current = Drawing()
        png = render()
        return png, self.current


def phone_px(size: int, width: int) -> float:
    """A font size on an image ``width`` px wide once a phone shows it (at most
    :data:`PHONE_WIDTH` px wide; a narrower image is shown as it is)."""
    return size * PHONE_WIDTH / max(width, PHONE_WIDTH)


def image_problems(label: str, png: bytes, drawing: Drawing) -> list[str]:
    """What is wrong with one image against the phone promises (empty: nothing)."""
    image = Image.open(io.BytesIO(png))
    problems: list[str] = []
    if image.format != "PNG":
        problems.append(f"{label}: not a PNG ({image.format})")
    width, height = image.size
    if not 0 < width <= MAX_WIDTH or height <= 0:
        problems.append(f"{label}: {width} × {height} px, wider than {MAX_WIDTH} px or empty")
    for size, text in drawing.lines:
        px = phone_px(size, width)
        if px < LABEL - 1e-9:
            problems.append(f"{label}: {text!r} is {px:.1f} px on a phone (< {LABEL:g} px)")
    problems += [f"{label}: {text!r} cut with an ellipsis" for text in drawing.misfits]
    problems += [f"{label}: ink outside its box: {o}" for o in drawing.overflows]
    return problems


# ---------------------------------------------------------------------------------------------
# Whole games, sampled


def sampled_states(
    game: GamePlugin, variant: str, players: int, seed: int
) -> list[tuple[str, Any]]:
    """States of one seeded random game (resigning and undoing only when nothing else is
    legal) at the :data:`SAMPLES` fractions of its length."""
    rules = game.rules
    state = rules.new(players, {"variant": variant}, seed)
    rng = random.Random(seed)
    dumps = [rules.dump(state)]
    while not rules.is_over(state):
        random_move(rules, state, rng)
        dumps.append(rules.dump(state))
        assert len(dumps) < 20_000, "the game ends"
    steps = sorted({round(f * (len(dumps) - 1)) for f in SAMPLES})
    return [(f"step {s}/{len(dumps) - 1}", rules.load(dumps[s])) for s in steps]


def drawings(
    game: GamePlugin, t: Any, players: int, states: list[tuple[str, Any]]
) -> Iterator[tuple[str, Callable[[], bytes]]]:
    """Every image kind of ``game.renderer`` for every viewer of every sampled state."""
    rules, renderer = game.rules, game.renderer
    names = list(NAMES[:players])
    for where, state in states:
        public = rules.view(state, None)
        yield f"{where} table", partial(renderer.table, public, t, names)
        yield f"{where} scores", partial(renderer.scores, public, t, names)
        deciding = set(rules.to_act(state))
        for seat in range(players):
            own = rules.view(state, seat)
            codes = (
                [rules.encode_action(a) for a in rules.legal_actions(state, seat)]
                if seat in deciding
                else []
            )
            yield (
                f"{where} prompt of seat {seat}",
                partial(renderer.prompt, own, t, names, codes),
            )
            if renderer.board is not None:
                board = renderer.board
                for viewer, view in ((seat, own), (None, public)):
                    yield (
                        f"{where} board of seat {seat} seen by {viewer}",
                        partial(board, view, t, names, seat),
                    )
    if renderer.card is not None and game.lookup is not None:
        card = renderer.card
        ids = list(game.lookup.card_ids())
        for card_id in {ids[0], ids[-1]} if ids else set():
            yield f"card {card_id}", partial(card, card_id, t)


class Asking:
    """The bot's English translator of a game, remembering every id and arguments asked."""

    def __init__(self, name: str) -> None:
        self.t = catalog().translator("en-US", name)
        self.locale = self.t.locale
        self.asked: dict[tuple[str, tuple[tuple[str, Any], ...]], str] = {}

    def __call__(self, message_id: str, /, **args: Any) -> str:
        text = self.t(message_id, **args)
        self.asked[(message_id, tuple(sorted(args.items())))] = text
        return text


def english_module(name: str) -> ModuleType:
    """``render.<game>.i18n``, whose ``english`` and ``message_ids`` are the built-in English."""
    module = importlib.import_module(f"render.{name}.i18n")
    assert callable(getattr(module, "english", None)), f"render/{name}/i18n.py has no english"
    assert callable(getattr(module, "message_ids", None)), f"render/{name}/i18n.py: message_ids"
    return module


def text_problems(name: str, asking: Asking, module: ModuleType) -> list[str]:
    """Where the renderer's built-in English and the English catalogue disagree."""
    cat = catalog()
    problems: list[str] = []
    listed = [str(m) for m in module.message_ids()]
    for message_id in listed:
        if not cat.has(message_id, "en-US", name):
            problems.append(f"{message_id}: the renderer lists it, the catalogue lacks it")
    for (message_id, args), text in sorted(asking.asked.items(), key=lambda kv: kv[0][0]):
        if not cat.has(message_id, "en-US", name):
            problems.append(f"{message_id}: drawn, but not in the English catalogue")
            continue
        default = module.english(message_id, **dict(args))
        if default != text:
            problems.append(f"{message_id}{dict(args)}: renderer {default!r}, catalogue {text!r}")
    return problems


@dataclass
class Survey:
    images: int
    problems: list[str]
    texts: list[str]


def survey(game: GamePlugin, monkeypatch: pytest.MonkeyPatch, seed: int = 5) -> Survey:
    info = game.rules.info
    players = info.max_players
    states = sampled_states(game, info.variants[-1], players, seed)
    asking = Asking(game.name)
    recorder = Recorder(monkeypatch)
    problems: list[str] = []
    count = 0
    for label, render in drawings(game, asking, players, states):
        png, drawing = recorder.draw(render)
        problems += image_problems(f"{game.name} {label}", png, drawing)
        count += 1
    texts = text_problems(game.name, asking, english_module(game.name))
    return Survey(count, problems, texts)


# ---------------------------------------------------------------------------------------------
# The tests


class Surveys:
    """Each game's survey, made the first time a test asks for it: a run that selects one
    game's tests (``-k``, as the guide's check of a new game does) draws only that game."""

    def __init__(self, mp: pytest.MonkeyPatch) -> None:
        self.mp = mp
        self.done: dict[str, Survey] = {}

    def __getitem__(self, name: str) -> Survey:
        if name not in self.done:
            self.done[name] = survey(plugin(name), self.mp)
        return self.done[name]


@pytest.fixture(scope="module")
def surveys() -> Iterator[Surveys]:
    with pytest.MonkeyPatch.context() as mp:
        yield Surveys(mp)


@pytest.mark.parametrize("name", list(GAME_MODULES))
def test_every_image_fits_a_phone(name: str, surveys: Surveys) -> None:
    found = surveys[name]
    kinds = 2 + 1 + (2 if plugin(name).renderer.board is not None else 0)
    assert found.images >= len(SAMPLES) * kinds
    assert found.problems == []


@pytest.mark.parametrize("name", list(GAME_MODULES))
def test_renderer_english_is_the_catalogue(name: str, surveys: Surveys) -> None:
    # (It found five of Through the Ages' refusal reasons shorter in the images than in the
    # catalogue, "hand full 4/4" against "your hand is full (4/4)"; the images now say the
    # catalogue's words.)
    assert surveys[name].texts == []


# ---------------------------------------------------------------------------------------------
# The checks above catch a fault put into a game


def faulty(name: str, kind: str, draw: Callable[..., bytes]) -> GamePlugin:
    """The plugin ``name`` with its image function ``kind`` replaced by ``draw``."""
    game = plugin(name)
    kinds: dict[str, Any] = {kind: draw}
    return replace(game, renderer=replace(game.renderer, **kinds))


def test_too_wide_an_image_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    original = plugin("bids").renderer.table

    def wide_table(view: Any, t: Any, names: Any) -> bytes:
        png = original(view, t, names)
        image = Image.open(io.BytesIO(png)).convert("RGB")
        return rtext.encode_png(image.resize((image.width * 2, image.height)))

    found = survey(faulty("bids", "table", wide_table), monkeypatch)
    assert found.problems and all("table" in p for p in found.problems)
    assert "1600 × " in found.problems[0] and "wider than 800 px" in found.problems[0]


def test_text_too_small_for_a_phone_and_overflowing_text_are_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    original = plugin("bids").renderer.scores

    def small_print(view: Any, t: Any, names: Any) -> bytes:
        png = original(view, t, names)
        image = Image.open(io.BytesIO(png)).convert("RGB")
        c = rtext.Canvas(image.width, image.height + 60, (0, 0, 0))
        c.image.paste(image)
        c.text((10, image.height, 790, image.height + 30), "Fine print", 16, (255, 255, 255))
        c.text((10, image.height + 30, 40, image.height + 60), "Overflowing", 30, (255, 255, 255))
        return c.png()

    found = survey(faulty("bids", "scores", small_print), monkeypatch)
    assert any("'Fine print' is 8.0 px on a phone" in p for p in found.problems), found.problems
    assert any("'Overflowing' cut with an ellipsis" in p for p in found.problems)
    assert all("scores" in p for p in found.problems)


def test_a_default_differing_from_the_catalogue_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    module = english_module("bids")
    english = module.english
    listed = module.message_ids()

    def changed(message_id: str, /, **args: Any) -> str:
        text = str(english(message_id, **args))
        return text.upper() if message_id == "bids-img-coins" else text

    table = plugin("bids").renderer.table

    def asks_for_more(view: Any, t: Any, names: Any) -> bytes:
        t("bids-img-never-written")
        return table(view, t, names)

    monkeypatch.setattr(module, "english", changed)
    monkeypatch.setattr(module, "message_ids", lambda: [*listed, "bids-img-no-such-text"])
    found = survey(faulty("bids", "table", asks_for_more), monkeypatch).texts
    assert "bids-img-never-written: drawn, but not in the English catalogue" in found
    assert any(p.startswith("bids-img-coins") and "renderer" in p for p in found), found
    assert "bids-img-no-such-text: the renderer lists it, the catalogue lacks it" in found
