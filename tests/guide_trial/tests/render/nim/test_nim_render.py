"""Nim's images and texts in the four languages: every image is 800 px wide, nothing is cut or
inked outside its box, and every text stays readable on a phone (the READ tier once the image
is shown 400 px wide); the prompt speaks to the deciding seat; button labels fit Discord and
the plurals of the log read right."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest
from PIL import Image

from bot.i18n import LOCALES, catalog
from render import text as rtext
from render.nim import progress, render_prompt, render_scoresheet, render_table
from render.nim.samples import NAMES, positions
from render.phone import PHONE_WIDTH, READ
from rules.core import Msg, Seat
from rules.nim import GAME

# (players, options): the smallest table, and the fullest (six piles of up to nine stones).
GAMES: tuple[tuple[int, dict[str, Any]], ...] = (
    (2, {"piles": 2}),
    (4, {"piles": 6, "variant": "misere", "max_take": 1}),
    (4, {"piles": 6, "variant": "misere", "max_take": 3}),
)


def translator(locale: str) -> Any:
    return catalog().translator(locale, "nim")


def images(t: Any) -> Iterator[tuple[str, Callable[[], bytes]]]:
    for players, options in GAMES:
        names = NAMES[:players]
        for label, (view, codes) in positions(players, options, 4).items():
            where = f"{players}p {options} {label}"
            yield f"{where} table", partial(render_table, view, t, names)
            yield f"{where} prompt", partial(render_prompt, view, t, names, codes)
            yield f"{where} scores", partial(render_scoresheet, view, t, names)


@pytest.mark.parametrize("locale", LOCALES)
def test_images_fit_a_phone_in_every_language(locale: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[int, str]] = []
    place = rtext.Canvas.place

    def recording(self: rtext.Canvas, box: Any, text: str, fitted: Any, *a: Any, **k: Any) -> None:
        drawn.append((fitted.size, text))
        place(self, box, text, fitted, *a, **k)

    monkeypatch.setattr(rtext.Canvas, "place", recording)
    monkeypatch.setattr(rtext.Canvas, "check_bounds", True)
    misfits: list[str] = []
    png = rtext.Canvas.png

    def checking(self: rtext.Canvas) -> bytes:
        misfits.extend(self.misfits + self.overflows)
        return png(self)

    monkeypatch.setattr(rtext.Canvas, "png", checking)
    for label, draw in images(translator(locale)):
        drawn.clear()
        image = Image.open(io.BytesIO(draw()))
        assert image.width == 800, label
        small = [(s, x) for s, x in drawn if s * PHONE_WIDTH / image.width < READ]
        assert small == [], (label, small)
        assert misfits == [], (label, misfits)


def test_the_prompt_speaks_to_the_deciding_seat() -> None:
    asked: list[str] = []

    def t(message_id: str, /, **args: Any) -> str:
        asked.append(message_id)
        return message_id

    state = GAME.new(3, {}, 2)
    render_prompt(GAME.view(state, 0), t, NAMES[:3], ["p0.1"])
    assert "nim-img-your-move" in asked and "nim-img-pick" in asked
    asked.clear()
    render_prompt(GAME.view(state, 1), t, NAMES[:3], [])
    assert "nim-img-your-move" not in asked and "nim-img-turn" in asked


def test_images_take_views_only() -> None:
    state = GAME.new(2, {}, 1)
    with pytest.raises(TypeError, match="view"):
        render_table(state, translator("en-US"), NAMES)  # type: ignore[arg-type]


def test_the_progress_line_names_the_move_and_the_player() -> None:
    state = GAME.new(2, {}, 1)
    line = progress(GAME.view(state, None), translator("cs"), ["Bořek", "Zofia"])
    assert line == "Tah 1 · Na tahu: Bořek"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_longest_button_label_fits_discord(locale: str) -> None:
    t = translator(locale)
    assert len(t.msg(Msg.of("nim-act-take", count=9, pile=6), list(NAMES))) <= 25
    assert len(t.msg(Msg.of("nim-group-pile", pile=6, size=9), list(NAMES))) <= 25


@pytest.mark.parametrize(
    ("locale", "cases"),
    [
        ("en-US", {1: "takes 1 stone from", 2: "takes 2 stones from"}),
        ("cs", {1: "bere 1 kamínek z", 3: "bere 3 kamínky z", 5: "bere 5 kamínků z"}),
        ("pl", {1: "bierze 1 kamyk ze", 4: "bierze 4 kamyki ze", 7: "bierze 7 kamyków ze"}),
        ("ru", {1: "берёт 1 камешек из", 2: "берёт 2 камешка из", 5: "берёт 5 камешков из"}),
    ],
)
def test_the_log_line_takes_the_plural_of_each_language(locale: str, cases: dict[int, str]) -> None:
    t = translator(locale)
    for count, words in cases.items():
        line = t.msg(Msg.of("nim-log-take", player=Seat(0), count=count, pile=2, left=1), ["Eva"])
        assert line.startswith(f"Eva {words}"), line
