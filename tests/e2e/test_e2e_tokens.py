"""The bot edits clicked messages and posts a player's next prompt DM with the tokens of their
recent clicks (interaction endpoints, which Discord's global rate limit does not count), and
falls back to its own requests when a token is refused (bot/presenter/tokens.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from test_e2e_game import check_clean, play_bids

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


def dm_requests(env: Env) -> dict[str, int]:
    """The bot's requests that reached a DM channel, by how they were made."""
    server = env.server
    dms = {cid for cid, c in server.channels.items() if c["type"] == 1}
    out = {"bot": 0, "token": 0, "refused token": 0}
    for method, path, status in server.requests:
        if method not in ("POST", "PATCH"):
            continue
        parts = path.split("/")
        if "/webhooks/" in path:
            if status == 401:
                out["refused token"] += 1
            elif "/callback" not in path and status < 300:
                out["token"] += 1
        elif "/channels/" in path and parts[parts.index("channels") + 1] in dms:
            out["bot"] += 1
    return out


async def test_next_prompts_go_through_the_players_own_clicks(e2e: Any) -> None:
    """Sealed Bids: every round's secret bid is a new DM. After a player's first click in their
    DMs, the next rounds' DMs are follow-ups of their newest click, and the edits of clicked
    prompts use its token: the bot's own requests to DM channels are only the first ones."""
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US")], env={"IMAGE_FORMAT": "webp"})
    await play_bids(env, seed=12)
    counts = dm_requests(env)
    # Messages in DM channels that a click's token created and that showed a prompt (a
    # clicked prompt is tidied to "✅ <choice>" afterwards: its first version had the picture).
    followups = [
        m
        for m in env.server.messages.values()
        if m.interaction_id is not None
        and env.server.channels[m.channel_id]["type"] == 1
        and any(
            a.get("filename") == "prompt.webp"
            for version in (*m.history, m.data)
            for a in version.get("attachments") or []
        )
    ]
    assert len(followups) >= 3, "later rounds' prompts are follow-ups of the players' clicks"
    assert counts["refused token"] == 0
    # The first prompt of each player needs the bot's own request (no click of theirs yet).
    assert counts["token"] > counts["bot"], counts
    check_clean(env)


async def test_a_refused_token_falls_back_to_the_bots_own_requests(e2e: Any) -> None:
    """Tokens that Discord no longer accepts (here: after half a second) are dropped and the
    bot makes its own requests instead: the game plays to its end all the same."""
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US")])
    env.server.token_lifetime = 0.5
    await play_bids(env, seed=13)
    counts = dm_requests(env)
    assert counts["refused token"] > 0, "no token was refused: nothing was checked"
    assert counts["bot"] > counts["refused token"], counts
    check_clean(env)
