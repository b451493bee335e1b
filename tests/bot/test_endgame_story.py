"""The final message of a finished game carries its story picture next to the score sheet
(``bot/presenter/story.py``), and a story that fails never holds the score sheet back."""

from __future__ import annotations

import dataclasses
import io
from collections.abc import AsyncIterator
from typing import Any

import pytest
from discord_fakes import memory_bot
from PIL import Image

import bot.games.story as game_story
import rules.tta.story as tta_story
from bot.games import Registry
from bot.i18n import catalog
from bot.store import GameRecord
from rules.hadara.scoring import CATEGORIES

GAMES = Registry.of(["hadara"])
GUILD, CHANNEL = 7, 500
ANN = 101


@pytest.fixture
async def host() -> AsyncIterator[Any]:
    async with memory_bot(GAMES) as bot:
        yield bot


async def play_to_the_end(host: Any) -> GameRecord:
    """Ann (always her first legal action) and an AI play a seeded Hadara game to its end."""
    m = host.manager
    opts = {"game": "hadara", "seed": 5, "language": "cs"}
    game = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "cs", opts)
    await m.add_ai(CHANNEL, ANN, "easy")
    await m.start(CHANNEL, ANN)
    await m.idle()
    game = await host.store.get(game.id)
    while game.status == "running":
        for seat in m.waiting_for(game):
            if game.seats[seat].ai is None:
                await m.act(game.id, ANN, game.version, m.legal(game, seat)[0])
                break
        await m.idle()
        game = await host.store.get(game.id)
    await host.presenter.drain()
    assert isinstance(game, GameRecord)
    return game


def final_message(host: Any) -> Any:
    sent = host.client.channel(CHANNEL).sent
    finals = [
        msg
        for msg in sent
        if any(f.filename == "scores.png" for f in msg.kwargs.get("files") or [])
    ]
    assert len(finals) == 1
    return finals[0]


async def test_the_final_message_has_the_story_picture(host: Any) -> None:
    game = await play_to_the_end(host)
    assert game.status == "finished"
    files = final_message(host).kwargs["files"]
    assert [f.filename for f in files] == ["scores.png", "story.png"]
    story = Image.open(io.BytesIO(files[1].fp.read()))
    assert story.width == 800 and story.height > 800


async def test_a_failing_story_leaves_the_score_sheet(
    host: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: Any) -> Any:
        raise RuntimeError("no story today")

    plugin = dataclasses.replace(GAMES["hadara"], story=broken)
    monkeypatch.setattr(game_story, "plugin_of", lambda name: plugin)
    game = await play_to_the_end(host)
    assert game.status == "finished"
    files = final_message(host).kwargs["files"]
    assert [f.filename for f in files] == ["scores.png"]


TTA_IDS = (
    [f"tta-story-src-{s}" for s in tta_story.SOURCES]
    + [
        f"tta-story-turn-{k}"
        for k in (
            "rate",
            "played",
            "played-card",
            "events",
            "events-card",
            "military",
            "aggression",
            "aggression-alone",
            "war",
            "war-alone",
            "colonies",
            "colonies-card",
            "wonders",
            "other",
            "final",
            "final-card",
        )
    ]
    + ["tta-story-axis"]
    + [f"tta-img-cat-{k}" for k in tta_story.SIMPLE_BONUSES]
)
HADARA_IDS = (
    ["hadara-story-axis", "hadara-story-point-A", "hadara-story-point-B"]
    + [f"cat-{c}" for c in CATEGORIES]
    + [f"hadara-story-turn-{c}-only" for c in CATEGORIES]
    + [f"hadara-story-turn-{c}" for c in ("statues", "colonies", "silver", "gold", "cards")]
    + ["hadara-story-turn-hunger"]
)
SHARED_IDS = ["story-title", "story-sources", "story-turns", "story-no-turns"]


@pytest.mark.parametrize("locale", ["en-US", "cs", "pl", "ru"])
def test_every_story_message_is_in_every_language(locale: str) -> None:
    cat = catalog()
    for game, ids in (("tta", TTA_IDS), ("hadara", HADARA_IDS), (None, SHARED_IDS)):
        missing = [i for i in ids if not cat.has(i, locale, game)]
        assert not missing, (locale, game, missing)
