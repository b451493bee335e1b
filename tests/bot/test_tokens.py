"""Recent clicks' tokens edit the clicked message and post in its DM channel instead of the
bot's own requests, which Discord's global rate limit counts (bot/presenter/tokens.py)."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import discord
import discord_fakes
import pytest
from discord_fakes import FakeChannel, FakeMessage, fake_interaction, message_payload

from bot.presenter.clicks import ClickAnswer
from bot.presenter.tokens import USE_SECONDS, Token, Tokens
from bot.presenter.tokens import partial_webhook as real_partial_webhook


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def of(held: Token | None, answer: ClickAnswer) -> bool:
    """Is ``held`` the token of ``answer``'s click?"""
    return held is not None and held.token == answer.interaction.token


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


async def edits_and_posts(tokens: Tokens, dm: FakeMessage) -> None:
    """The token edits the clicked DM and posts a new message in its channel."""
    assert await tokens.edit(dm.id, content="next picture")
    assert dm.edits[-1] == {"content": "next picture"}
    posted = await tokens.post(77, content="a new decision")
    assert posted is not None and posted.via == "followup" and posted.channel is dm.channel


@pytest.fixture
def dm() -> FakeMessage:
    return FakeMessage(FakeChannel(77), content="prompt")


async def test_a_click_answered_by_updating_its_message_edits_it_later(dm: FakeMessage) -> None:
    clock = Clock()
    tokens = Tokens(clock=clock)
    answer = await answered(click(dm, 1), "update", clock)
    tokens.note(answer)
    assert of(tokens.editor(dm.id), answer) and of(tokens.poster(77), answer)
    await edits_and_posts(tokens, dm)


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
    assert of(tokens.editor(dm.id), older)
    await newer.update(content="✅")
    assert of(tokens.editor(dm.id), newer)


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


async def test_a_handled_click_keeps_its_token_but_not_its_interaction(dm: FakeMessage) -> None:
    """Once handled, a click is kept as a slim Token (not its ``discord.Interaction``, ~2.7 KB
    with what it holds), which still edits the clicked message and posts in its DM."""
    clock = Clock()
    tokens = Tokens(clock=clock)
    open_click = ClickAnswer(click(dm, 9))
    tokens.note(open_click)
    tokens.handled(open_click)  # not answered yet: kept as it is until it settles
    assert open_click.interaction.message is not None  # its answer may still need it
    assert tokens._messages[dm.id] == [open_click]
    answer = await answered(click(dm, 10), "update", clock)
    tokens.note(answer)
    tokens.handled(answer)
    assert answer.interaction.message is None  # the parsed message goes at once
    kept = [*tokens._messages[dm.id], *tokens._channels.values()]
    assert kept[0] is not answer and isinstance(kept[0], Token) and kept[1] is open_click
    assert all(not isinstance(h, ClickAnswer) or h is open_click for h in kept)
    token = kept[0]
    assert (token.message_id, token.channel_id, token.kind) == (dm.id, 77, "update")
    assert "interaction" not in Token.__slots__ and not hasattr(token, "__dict__")
    await edits_and_posts(tokens, dm)


@pytest.mark.parametrize("kind", ["thinking", "failed"])
async def test_a_handled_click_whose_token_serves_nothing_is_not_kept(
    dm: FakeMessage, kind: str
) -> None:
    clock = Clock()
    tokens = Tokens(clock=clock)
    if kind == "failed":
        interaction = click(dm, 12)

        async def refused(**_kwargs: Any) -> None:
            raise discord.HTTPException(SimpleNamespace(status=404, reason="gone"), "unknown")

        interaction.response.defer = refused
        answer = ClickAnswer(interaction)
        await answer.defer()
        assert answer.state == "failed"
    else:
        answer = await answered(click(dm, 12), kind, clock)
    tokens.note(answer)
    tokens.handled(answer)
    assert len(tokens) == 0 and tokens._messages == {} and tokens._channels == {}


async def test_a_handled_token_expires_and_a_refused_one_is_dropped(dm: FakeMessage) -> None:
    """The slim record keeps the click's arrival: it is used for 12 minutes, pruned after;
    a token Discord refuses is dropped from the message and from the DM channel."""
    clock = Clock()
    tokens = Tokens(clock=clock)
    first = await answered(click(dm, 13), "defer", clock)
    tokens.note(first)
    tokens.handled(first)
    clock.now += USE_SECONDS - 1
    assert of(tokens.editor(dm.id), first) and of(tokens.poster(77), first)
    clock.now += 2
    assert tokens.editor(dm.id) is None and not await tokens.post(77, content="late")
    tokens.prune()
    assert len(tokens) == 0
    second = await answered(click(dm, 14), "update", clock)
    tokens.note(second)
    tokens.handled(second)
    gone = second.interaction.token
    discord_fakes.INTERACTIONS.pop(gone)  # Discord no longer knows the token
    assert not await tokens.edit(dm.id, content="x") and dm.edits == []
    assert tokens.editor(dm.id) is None and tokens.poster(77) is None and len(tokens) == 0


async def test_a_token_reaches_the_original_response_through_the_application_webhook(
    dm: FakeMessage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """discord.py's own webhook: PATCH …/webhooks/{application}/{token}/messages/@original
    (the message id discord.py quotes goes out as ``@original``) and POST for follow-ups."""
    import aiohttp
    from aiohttp import web

    import bot.presenter.tokens as module

    seen: list[tuple[str, str]] = []

    async def record(request: web.Request) -> web.Response:
        seen.append((request.method, request.raw_path.split("?")[0]))
        body = message_payload("55", "77", "4242")
        # discord.py's webhook adapter parses a body typed exactly application/json.
        return web.Response(
            body=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", record)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    try:
        async with aiohttp.ClientSession() as session:
            # What partial_webhook reads of a logged-in client: its state and HTTP session.
            client = SimpleNamespace(_connection=None, http=SimpleNamespace())
            client.http._HTTPClient__session = session
            monkeypatch.setattr(module, "partial_webhook", real_partial_webhook)
            clock = Clock()
            tokens = Tokens(client, clock=clock)
            answer = await answered(click(dm, 15), "update", clock)
            tokens.note(answer)
            tokens.handled(answer)
            assert await tokens.edit(dm.id, content="next picture")
            assert await tokens.post(77, content="a new decision") is not None
    finally:
        await runner.cleanup()
    assert seen == [
        ("PATCH", "/api/v10/webhooks/4242/token-15/messages/@original"),
        ("POST", "/api/v10/webhooks/4242/token-15"),
    ], seen


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
    assert of(tokens.poster(77), answer) and len(tokens) == 1
    tokens.forget(None)  # a message whose id is unknown: nothing to forget
