"""The one initial response of a click (bot/presenter/clicks.py): a deferral Discord refused
with 429 (after discord.py's own retries) is tried again while the click may still be
answered, and nothing follows up a click that was never answered."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord_fakes import FakeChannel, FakeMessage, fake_interaction

from bot.presenter import clicks
from bot.presenter.clicks import ClickAnswer


def refusal(status: int) -> discord.HTTPException:
    reason = "Too Many Requests" if status == 429 else "Not Found"
    return discord.HTTPException(SimpleNamespace(status=status, reason=reason), "refused")


def clicked(refusals: list[int]) -> tuple[Any, list[int]]:
    """A click whose deferrals are refused with ``refusals`` in turn, then accepted."""
    interaction = fake_interaction(
        5, 31, channel_id=77, message=FakeMessage(FakeChannel(77), content="table")
    )
    accept = interaction.response.defer
    calls: list[int] = []

    async def defer(**kwargs: Any) -> None:
        calls.append(len(calls))
        if refusals:
            raise refusal(refusals.pop(0))
        await accept(**kwargs)

    interaction.response.defer = defer
    return interaction, calls


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(clicks, "RETRY_PAUSE", 0.0)


async def test_a_rate_limited_deferral_is_tried_again() -> None:
    interaction, calls = clicked([429, 429])
    answer = ClickAnswer(interaction)
    await answer.defer()
    assert len(calls) == 3
    assert answer.state == "deferred" and answer.kind == "defer"
    assert interaction.response.deferred == {}
    assert await answer.followable()


async def test_a_deferral_refused_otherwise_fails_at_once() -> None:
    interaction, calls = clicked([404])
    answer = ClickAnswer(interaction)
    await answer.defer(ephemeral=True)
    assert len(calls) == 1 and answer.state == "failed"
    # Nothing may follow a click that was never answered: Discord knows no such webhook yet.
    assert not await answer.followable()
    assert not await answer.send("late")
    assert interaction.response.message is None


async def test_a_deferral_rate_limited_past_the_deadline_gives_up() -> None:
    interaction, calls = clicked([429] * 100)
    answer = ClickAnswer(interaction)
    answer.received -= clicks.RETRY_UNTIL  # the click came in 2.5 s ago
    await answer.defer()
    assert len(calls) == 1 and answer.state == "failed"
    assert answer.settled.is_set()
