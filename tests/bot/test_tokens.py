"""Recent clicks' tokens edit the clicked message and post in its DM channel instead of the
bot's own requests, which Discord's global rate limit counts (bot/presenter/tokens.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord_fakes import FakeChannel, FakeMessage, fake_interaction

from bot.presenter.clicks import ClickAnswer
from bot.presenter.tokens import USE_SECONDS, Tokens


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def click(message: FakeMessage, interaction_id: int, guild_id: int | None = None) -> Any:
    return fake_interaction(
        5, interaction_id, channel_id=message.channel.id, guild_id=guild_id, message=message
    )


async def answered(interaction: Any, kind: str, clock: Clock) -> ClickAnswer:
    answer = ClickAnswer(interaction)
    answer.received = clock()
    if kind == "update":
        await answer.update(content="✅")
    elif kind == "defer":
        await answer.defer()
    elif kind == "thinking":
        await answer.defer(ephemeral=True)
    else:
        await answer.send("no")
    return answer


@pytest.fixture
def dm() -> FakeMessage:
    return FakeMessage(FakeChannel(77), content="prompt")


async def test_a_click_answered_by_updating_its_message_edits_it_later(dm: FakeMessage) -> None:
    clock = Clock()
    tokens = Tokens(clock=clock)
    answer = await answered(click(dm, 1), "update", clock)
    tokens.note(answer)
    assert tokens.editor(dm.id) is answer and tokens.poster(77) is answer
    assert await tokens.edit(dm.id, content="next picture")
    assert dm.edits[-1] == {"content": "next picture"}
    posted = await tokens.post(77, content="a new decision")
    assert posted is not None and posted.via == "followup" and posted.channel is dm.channel


@pytest.mark.parametrize("kind", ["message", "thinking"])
async def test_a_click_answered_elsewhere_does_not_edit_its_message(
    dm: FakeMessage, kind: str
) -> None:
    """An ephemeral answer is the interaction's original response: its token cannot reach the
    clicked message. After "thinking…" a follow-up would replace the loading message."""
    clock = Clock()
    tokens = Tokens(clock=clock)
    tokens.note(await answered(click(dm, 2), kind, clock))
    assert tokens.editor(dm.id) is None
    assert not await tokens.edit(dm.id, content="x") and dm.edits == []
    assert (tokens.poster(77) is None) == (kind == "thinking")


async def test_an_open_click_is_not_used_and_an_older_one_serves(dm: FakeMessage) -> None:
    clock = Clock()
    tokens = Tokens(clock=clock)
    older = await answered(click(dm, 3), "defer", clock)
    tokens.note(older)
    newer = ClickAnswer(click(dm, 4))  # still being handled: not answered yet
    tokens.note(newer)
    assert tokens.editor(dm.id) is older
    await newer.update(content="✅")
    assert tokens.editor(dm.id) is newer


async def test_tokens_are_used_for_twelve_of_their_fifteen_minutes(dm: FakeMessage) -> None:
    clock = Clock()
    tokens = Tokens(clock=clock)
    tokens.note(await answered(click(dm, 5), "update", clock))
    clock.now += USE_SECONDS - 1
    assert tokens.editor(dm.id) is not None and tokens.poster(77) is not None
    clock.now += 2
    assert tokens.editor(dm.id) is None and tokens.poster(77) is None
    assert not await tokens.edit(dm.id, content="late")
    tokens.prune()
    assert len(tokens) == 0


async def test_a_token_that_fails_is_dropped(dm: FakeMessage) -> None:
    """Discord said no (the token expired early, the message is gone): the caller makes the
    bot's own request, and the token is never tried again."""
    clock = Clock()
    tokens = Tokens(clock=clock)
    interaction = click(dm, 6)
    answer = await answered(interaction, "update", clock)
    tokens.note(answer)

    async def refused(**_kwargs: Any) -> None:
        raise discord.HTTPException(SimpleNamespace(status=401, reason="Unauthorized"), "expired")

    interaction.edit_original_response = refused
    assert not await tokens.edit(dm.id, content="x")
    assert tokens.editor(dm.id) is None and tokens.poster(77) is None and len(tokens) == 0


async def test_only_dm_channels_take_follow_ups(dm: FakeMessage) -> None:
    """A follow-up in a server channel would be a public message of the clicker's click: new
    prompts go by DM only."""
    clock = Clock()
    tokens = Tokens(clock=clock)
    table = FakeMessage(FakeChannel(88), content="table")
    tokens.note(await answered(click(table, 7, guild_id=9), "update", clock))
    assert tokens.editor(table.id) is not None and tokens.poster(88) is None


async def test_many_clicks_keep_two_per_message(dm: FakeMessage) -> None:
    clock = Clock()
    tokens = Tokens(clock=clock)
    for i in range(600):
        tokens.note(await answered(click(dm, 100 + i), "update", clock))
        clock.now += 5
    assert len(tokens) == 2  # the two newest of the message; the channel's is one of them


async def test_a_handled_click_keeps_its_token_but_not_the_parsed_message(dm: FakeMessage) -> None:
    clock = Clock()
    tokens = Tokens(clock=clock)
    open_click = ClickAnswer(click(dm, 9))
    tokens.handled(open_click)  # not answered yet: the response still needs the message
    assert open_click.interaction.message is not None
    answer = await answered(click(dm, 10), "update", clock)
    tokens.note(answer)
    tokens.handled(answer)
    assert answer.interaction.message is None and answer.message_id == dm.id
    assert await tokens.edit(dm.id, content="later")


async def test_a_message_done_with_keeps_no_clicks_but_its_channel_still_posts(
    dm: FakeMessage,
) -> None:
    """A decision DM replaced by a newer one is never edited again: its clicks are not kept
    for it (a brisk game would keep two a DM for 12 minutes); the DM channel's newest click
    still posts the player's next DM."""
    clock = Clock()
    tokens = Tokens(clock=clock)
    answer = await answered(click(dm, 11), "update", clock)
    tokens.note(answer)
    tokens.forget(dm.id)
    assert tokens.editor(dm.id) is None and not await tokens.edit(dm.id, content="x")
    assert tokens.poster(77) is answer and len(tokens) == 1
    tokens.forget(None)  # a message whose id is unknown: nothing to forget
