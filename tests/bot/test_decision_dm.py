"""Every decision with its picture, privately: the decision DM of each player (the real
presenter and click handler over fake Discord objects, on the toy game and Through the Ages).

A secret step sends each waiting human a new DM; a public step edits the player's decision DM
(their newest prompt DM of the game) in place, so that nothing notifies and the DM channel does
not fill up; a click on that DM is answered there, with the next picture when the player still
decides; players whose DMs are closed are not asked by DM in public steps; the end of a game
takes the buttons off decision DMs that still offer them."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import pytest
from discord_fakes import FakeClient, FakeMessage, fake_interaction, view_codes

from bot.games import Registry
from bot.interactions import Interactions
from bot.manager import GameManager
from bot.presenter import DiscordPresenter
from bot.presenter.clicks import ClickAnswer
from bot.render_pool import RenderPool
from bot.store import GameRecord
from bot.store.memory import MemoryStore

GAMES = Registry.of(["bids", "tta"])
GUILD, CHANNEL = 7, 500
ANN, BOB = 101, 102


@dataclass
class Host:
    client: FakeClient
    store: MemoryStore
    presenter: DiscordPresenter
    manager: GameManager

    def handler(self) -> Interactions:
        bot = SimpleNamespace(
            store=self.store,
            manager=self.manager,
            presenter=self.presenter,
            catalog=self.presenter.catalog,
            settings=SimpleNamespace(default_locale="en-US"),
        )
        return Interactions(bot)  # type: ignore[arg-type]

    def dms(self, user_id: int) -> list[FakeMessage]:
        return self.client.dm(user_id).sent

    async def game(self, game_id: str) -> GameRecord:
        game = await self.store.get(game_id)
        assert game is not None
        return game


@pytest.fixture
async def host() -> AsyncIterator[Host]:
    client = FakeClient()
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(client, store, pool, GAMES)  # type: ignore[arg-type]
    manager = GameManager(store, presenter, games=GAMES, ai_delay=0)
    yield Host(client, store, presenter, manager)
    await manager.close()
    await presenter.drain(5)
    pool.close()
    await store.close()


async def two_humans(host: Host, game: str, **options: Any) -> GameRecord:
    m = host.manager
    opts: dict[str, Any] = {"game": game, "seed": 5, **options}
    record = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)
    await m.join(CHANNEL, BOB, "Bob", "en-US")
    await m.start(CHANNEL, ANN)
    await host.presenter.drain()
    return await host.game(record.id)


async def bids_to_the_claim(host: Host) -> tuple[GameRecord, int]:
    """Sealed Bids: Ann bids 2, Bob 6; Bob (the winner) is to claim, in public."""
    game = await two_humans(host, "bids", rounds=3)
    game = await host.manager.act(game.id, ANN, game.version, "bid.2")
    game = await host.manager.act(game.id, BOB, game.version, "bid.6")
    await host.presenter.drain()
    game = await host.game(game.id)
    assert host.manager.waiting_for(game) == [1]
    return game, 1


def codes(message: FakeMessage) -> list[str]:
    return view_codes(message.last.get("view"))


async def test_a_public_decision_edits_the_decision_dm_in_place(host: Host) -> None:
    game, _seat = await bids_to_the_claim(host)
    # The bids went by DM, one new message each; Bob's claim is public, yet his picture of it
    # comes by DM too: his bid DM, edited (no new message, no notification).
    assert len(host.dms(ANN)) == 1 and len(host.dms(BOB)) == 1
    (bob_dm,) = host.dms(BOB)
    claim = bob_dm.last
    assert claim["attachments"][0].filename == "prompt.png"
    assert sorted(codes(bob_dm)) == ["cash", "keep"]
    prefix = f"hd:{game.id}:{game.version}:"
    assert all(str(i.custom_id).startswith(prefix) for i in claim["view"].children)
    assert host.dms(ANN)[0].edits == [], "Ann decides nothing: her DM is left alone"

    # Bob claims on the table: the next round's bids are secret, so each gets a new DM, and
    # Bob's decision DM (still offering the claim) loses its buttons.
    await host.manager.act(game.id, BOB, game.version, "keep")
    await host.presenter.drain()
    assert len(host.dms(ANN)) == 2 and len(host.dms(BOB)) == 2
    assert bob_dm.edits[-1] == {"view": None}
    assert codes(host.dms(BOB)[-1])[:1] == ["bid.0"]


async def test_a_click_on_the_decision_dm_is_answered_there(host: Host) -> None:
    game, _seat = await bids_to_the_claim(host)
    (bob_dm,) = host.dms(BOB)
    edits = len(bob_dm.edits)
    click = fake_interaction(BOB, 1, channel_id=bob_dm.channel.id, guild_id=None, message=bob_dm)
    await host.handler().on_action(click, game.id, game.version, "keep")
    await host.presenter.drain()
    updated = click.response.updated
    assert updated is not None and click.response.deferred is None, "one response"
    assert updated["content"].startswith("✅ ") and updated["view"] is None
    assert (await host.game(game.id)).version == game.version + 1
    # The new round's DM is a new message, posted with Bob's click's own token (a follow-up in
    # his DM channel, which Discord's global rate limit does not count); the answered one is
    # not edited a second time.
    assert len(bob_dm.edits) == edits
    assert [m.via for m in host.dms(BOB)] == ["bot", "followup"]
    ((_content, posted),) = click.followup.sent
    assert posted["wait"] and posted["file"].filename == "prompt.png" and "view" in posted


async def test_a_player_still_deciding_gets_the_next_picture_as_the_answer(host: Host) -> None:
    """Through the Ages: a turn is one wait of several actions. A click on the decision DM that
    leaves the player deciding is answered with their next picture and buttons, in one
    response that also says what was chosen."""
    game = await two_humans(host, "tta")
    (seat,) = host.manager.waiting_for(game)
    user = ANN if seat == 0 else BOB
    (dm,) = host.dms(user)
    assert dm.kwargs["file"].filename == "prompt.png" and "take.1" in codes(dm)
    click = fake_interaction(user, 2, channel_id=dm.channel.id, guild_id=None, message=dm)
    await host.handler().on_action(click, game.id, game.version, "take.1")
    await host.presenter.drain()
    after = await host.game(game.id)
    assert after.version == game.version + 1 and host.manager.waiting_for(after) == [seat]
    updated = click.response.updated
    assert updated is not None and click.response.deferred is None
    assert updated["content"].startswith("✅ ") and "\n" in updated["content"]
    assert updated["attachments"][0].filename == "prompt.png"
    ids = [str(i.custom_id) for i in updated["view"].children]
    assert ids and all(i.startswith(f"hd:{game.id}:{after.version}:") for i in ids)
    assert len(host.dms(user)) == 1 and dm.edits == [], "the answer was the only request"


async def test_a_click_on_the_table_refreshes_the_decision_dm_of_a_player_still_deciding(
    host: Host,
) -> None:
    game = await two_humans(host, "tta")
    (seat,) = host.manager.waiting_for(game)
    user = ANN if seat == 0 else BOB
    (dm,) = host.dms(user)
    await host.manager.act(game.id, user, game.version, "take.1")
    await host.presenter.drain()
    assert len(host.dms(user)) == 1
    now = dm.last
    assert now["attachments"][0].filename == "prompt.png"
    ids = [str(i.custom_id) for i in now["view"].children]
    assert all(i.startswith(f"hd:{game.id}:{game.version + 1}:") for i in ids)
    # The other player decides nothing and gets no DM.
    assert host.dms(BOB if user == ANN else ANN) == []


async def test_moves_on_the_table_set_the_decision_dm_aside_once(host: Host) -> None:
    """Through the Ages plays its turns on the table (``table_turns``): a click there is
    answered by the new table, which is the mover's picture; their decision DM, made out of date,
    says once that they play at the table and loses its picture and buttons, and the next
    decision that begins for them redraws it."""
    game = await two_humans(host, "tta")
    (first,) = host.manager.waiting_for(game)
    # The first player has one action in the first round; the second has two.
    game = await host.manager.act(game.id, ANN if first == 0 else BOB, game.version, "end")
    await host.presenter.drain()
    (seat,) = host.manager.waiting_for(game)
    user, other = (ANN, BOB) if seat == 0 else (BOB, ANN)
    (dm,) = host.dms(user)
    assert dm.edits == [] and dm.kwargs["file"].filename == "prompt.png"
    handler = host.handler()
    for n in (1, 2):
        game = await host.game(game.id)
        code = next(c for c in host.manager.legal(game, seat) if c.startswith("take."))
        table = host.client.channel(CHANNEL).by_id[game.table_message_id or 0]
        click = fake_interaction(user, 10 + n, channel_id=CHANNEL, message=table)
        await handler.on_action(click, game.id, game.version, code)
        await host.presenter.drain()
        answered = click.response.updated
        assert answered is not None, "the new table answered the click"
        assert answered["attachments"][0].filename.startswith("table")
        assert (await host.game(game.id)).version == game.version + 1
        assert len(dm.edits) == 1, f"one edit of the DM after {n} table moves"
    aside = dm.last
    assert aside["content"].startswith("You are playing at the table in <#500>")
    assert aside["view"] is None and aside["attachments"] == []
    assert len(host.dms(user)) == 1
    # The turn ends on the table: the other player's decision begins (their DM); when the
    # mover's next decision begins, their DM shows it again.
    game = await host.game(game.id)
    game = await host.manager.act(game.id, user, game.version, "end")
    await host.presenter.drain()
    assert host.manager.waiting_for(game) == [1 - seat]
    (theirs,) = host.dms(other)
    click = fake_interaction(other, 20, channel_id=theirs.channel.id, guild_id=None, message=theirs)
    await handler.on_action(click, game.id, game.version, "end")
    await host.presenter.drain()
    game = await host.game(game.id)
    assert host.manager.waiting_for(game) == [seat]
    assert dm.last["attachments"][0].filename == "prompt.png"
    ids = [str(i.custom_id).split(":") for i in dm.last["view"].children]
    assert ids and all(i[1:3] == [game.id, str(game.version)] for i in ids), ids


async def test_games_without_table_turns_redraw_the_dm_after_a_table_click(host: Host) -> None:
    """A game that shows every decision with its picture (Hadara: no ``table_turns``): the
    same table click redraws the mover's decision DM with their next decision."""
    plain = dataclasses.replace(GAMES["tta"], table_turns=False)
    host.presenter.games = Registry([GAMES["bids"], plain])
    game = await two_humans(host, "tta")
    (seat,) = host.manager.waiting_for(game)
    user = ANN if seat == 0 else BOB
    (dm,) = host.dms(user)
    table = host.client.channel(CHANNEL).by_id[game.table_message_id or 0]
    click = fake_interaction(user, 30, channel_id=CHANNEL, message=table)
    await host.handler().on_action(click, game.id, game.version, "take.1")
    await host.presenter.drain()
    assert click.response.updated is not None, "the new table answered the click"
    assert dm.last["attachments"][0].filename == "prompt.png"
    ids = [str(i.custom_id) for i in dm.last["view"].children]
    assert ids and all(i.startswith(f"hd:{game.id}:{game.version + 1}:") for i in ids)


async def test_closed_dms_are_not_tried_in_public_steps(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    host.client.closed_dms.add(BOB)
    asked: list[int] = []
    prompt = host.presenter.prompts.private_prompt

    async def recording(snap: Any, seat: int) -> bool:
        asked.append(seat)
        return await prompt(snap, seat)

    monkeypatch.setattr(host.presenter.prompts, "private_prompt", recording)
    game, seat = await bids_to_the_claim(host)
    assert sorted(asked) == [0, 1], "the secret bids were tried for both"
    assert game.seats[seat].dms_closed
    notices = [m for m in host.client.channel(CHANNEL).sent if "direct messages" in str(m.kwargs)]
    assert len(notices) == 1, "said once in the channel"
    assert asked.count(seat) == 1, "Bob's public claim was not tried by DM"


async def test_the_end_of_a_game_takes_the_buttons_off_decision_dms(host: Host) -> None:
    game = await two_humans(host, "bids", rounds=3)
    m = host.manager
    while game.status == "running":
        for seat in m.waiting_for(game):
            user = ANN if seat == 0 else BOB
            game = await m.act(game.id, user, game.version, m.legal(game, seat)[-1])
        await host.presenter.drain()
        game = await host.game(game.id)
    assert game.status == "finished"
    # The last claim was made on the table: its decision DM no longer offers buttons.
    for user in (ANN, BOB):
        last = host.dms(user)[-1]
        assert last.last.get("view") is None or codes(last) == [], user


async def test_a_stale_click_on_the_decision_dm_gets_the_current_picture(host: Host) -> None:
    """A click on buttons the decision DM showed before the player moved on (on the table) is
    handled like any outdated private prompt: the current picture, privately, with a note."""
    game = await two_humans(host, "tta")
    (seat,) = host.manager.waiting_for(game)
    user = ANN if seat == 0 else BOB
    (dm,) = host.dms(user)
    await host.manager.act(game.id, user, game.version, "take.1")  # on the table
    await host.presenter.drain()
    click = fake_interaction(user, 3, channel_id=dm.channel.id, guild_id=None, message=dm)
    await host.handler().on_action(click, game.id, game.version, "take.2")  # an old button
    # The current prompt is the click's answer (one request, no deferral and follow-up).
    assert click.response.deferred is None and click.followup.sent == []
    assert click.response.message is not None
    content, kwargs = click.response.message
    assert content.startswith("This prompt is out of date")
    assert kwargs["ephemeral"] is True and kwargs["file"].filename == "prompt.png"
    assert (await host.game(game.id)).version == game.version + 1, "nothing applied"


async def test_a_player_clicking_in_their_dms_is_not_pinged_in_the_channel(host: Host) -> None:
    """Edits notify nobody, so a player whose move comes is pinged in the channel, unless they
    have just clicked one of the game's prompts: their decision DM counts as much as the table
    (someone answering there sees the next picture arrive in the same message)."""
    game, _seat = await bids_to_the_claim(host)
    channel = host.client.channel(CHANNEL)

    def pings(user: int) -> int:
        return sum(f"<@{user}>" in str(m.kwargs.get("content") or "") for m in channel.sent)

    before = pings(ANN)
    # Bob claims on the table; the next round's bids are secret (new DMs): Ann bids all she
    # may in hers, Bob nothing in his. Ann, who outbid him, is to claim: a public decision.
    await host.manager.act(game.id, BOB, game.version, "keep")
    await host.presenter.drain()
    for user, pick in ((ANN, -1), (BOB, 0)):
        game = await host.game(game.id)
        seat = (ANN, BOB).index(user)
        code = sorted(host.manager.legal(game, seat), key=lambda c: int(c.split(".")[1]))[pick]
        dm = host.dms(user)[-1]
        click = fake_interaction(user, user, channel_id=dm.channel.id, guild_id=None, message=dm)
        await host.handler().on_action(click, game.id, game.version, code)
        await host.presenter.drain()
    game = await host.game(game.id)
    assert host.manager.waiting_for(game) == [0], "Ann claims, in public"
    assert pings(ANN) == before, "she had just clicked in her DM: no ping"


async def test_a_secret_answer_in_several_steps_shows_each_step_in_the_same_dm(
    host: Host,
) -> None:
    """Through the Ages asks some secret answers one step at a time (discarding military cards
    down to the limit, choosing what to sacrifice): after each step made in the DM, the same DM
    shows the next one (it used to say only "✅ Discard …" and leave the player stuck)."""
    import random

    game = await two_humans(host, "tta", variant="advanced")
    rng = random.Random(4)
    checked = 0
    for step in range(3000):
        if game.status != "running" or checked >= 3:
            break
        decision = host.manager.snapshot(game).decision
        assert decision is not None
        seat = decision.seats[0]
        user = (ANN, BOB)[seat]
        codes = [c for c in host.manager.legal(game, seat) if c not in ("undo", "resign")]
        code = rng.choice(codes)
        dm = host.dms(user)[-1] if decision.secret else None
        if dm is None:
            await host.manager.act(game.id, user, game.version, code)
        else:
            click = fake_interaction(
                user, 1000 + step, channel_id=dm.channel.id, guild_id=None, message=dm
            )
            await host.handler().on_action(click, game.id, game.version, code)
        await host.presenter.drain()
        game = await host.game(game.id)
        after = host.manager.snapshot(game).decision
        if dm is None or after is None or not after.secret or seat not in after.seats:
            continue
        if after.key != decision.key:
            continue  # a new secret decision: a new DM (tested above)
        # The same secret answer goes on: its next step is in the DM that was clicked.
        checked += 1
        assert host.dms(user)[-1] is dm, "no new message"
        assert click.response.updated is not None, "the click is answered by the next step"
        shown = click.response.updated
        assert shown["attachments"] and shown["attachments"][0].filename == "prompt.png", shown
        prefix = f"hd:{game.id}:{game.version}:"
        assert any(str(i.custom_id).startswith(prefix) for i in shown["view"].children)
    assert checked, "no secret answer in several steps was reached"


async def test_a_private_prompt_opens_with_what_is_asked(
    host: Host, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game that says what a decision asks (``prompt_title``) heads the player's DM and their
    private prompt with it, in bold, before where the game stands; a game that does not gets
    the generic heading (never "Your cards")."""
    from rules.core import Msg

    rules = GAMES["bids"].rules
    asked: list[int] = []

    def prompt_title(state: Any, seat: int) -> Msg:
        asked.append(seat)
        return Msg.of("bids-name")  # any message of the game's catalogue will do

    game = await two_humans(host, "bids", rounds=3)
    (first,) = host.dms(ANN)
    assert str(first.last["content"]).startswith("Your decision (")
    monkeypatch.setattr(rules, "prompt_title", prompt_title, raising=False)
    game = await host.manager.act(game.id, ANN, game.version, "bid.2")
    game = await host.manager.act(game.id, BOB, game.version, "bid.6")
    await host.presenter.drain()
    assert asked, "the title was asked for the waiting seat"
    latest = host.dms(BOB)[-1].last
    assert str(latest["content"]).startswith("**Sealed Bids** · "), latest["content"]
    # The private prompt opened from the table (/bids hand, "show my choices") says the same.
    game = await host.game(game.id)
    click = fake_interaction(BOB, 31, channel_id=CHANNEL)
    await host.handler().send_prompt(click, game)
    sent = click.followup.sent[-1] if click.followup.sent else click.response.sent
    assert "**Sealed Bids** · " in str(sent), sent


async def test_a_level_opened_from_a_menu_says_which_one(host: Host) -> None:
    """Through the Ages: a level one step down a menu (destroying a building) is offered as
    buttons, which have no placeholder: the prompt names the level above them."""
    game = await two_humans(host, "tta")
    m = host.manager
    rules = GAMES["tta"].rules
    while rules.load(game.state or "").round == 1:
        (seat,) = m.waiting_for(game)
        game = await m.act(game.id, (ANN, BOB)[seat], game.version, "end")
    await host.presenter.drain()
    (seat,) = m.waiting_for(game)
    user = (ANN, BOB)[seat]
    assert any(c.startswith("dest.") for c in m.legal(game, seat))
    click = fake_interaction(user, 41, channel_id=CHANNEL)
    await host.handler().send_prompt(click, game, path=("build", "destroy"))
    sent = click.followup.sent[-1] if click.followup.sent else click.response.sent
    assert "**▸ Destroy a building**" in str(sent), sent
    # The first level names no level.
    click = fake_interaction(user, 42, channel_id=CHANNEL)
    await host.handler().send_prompt(click, game)
    sent = click.followup.sent[-1] if click.followup.sent else click.response.sent
    assert "**▸" not in str(sent), sent


async def test_the_progress_line_names_the_player_on_turn(host: Host) -> None:
    """Through the Ages: the table's title and the decision DM say whose turn it is by name,
    never "player 2"."""
    game = await two_humans(host, "tta")
    (seat,) = host.manager.waiting_for(game)
    name = ("Ann", "Bob")[seat]
    table = host.client.channel(CHANNEL).by_id[game.table_message_id or 0]
    assert f"{name} on turn" in str(table.last["content"]), table.last["content"]
    dm = host.dms((ANN, BOB)[seat])[-1]
    assert f"{name} on turn" in str(dm.last["content"]) and "player " not in str(dm.last["content"])


async def test_a_replaced_decision_dm_keeps_no_click_tokens(host: Host) -> None:
    """A new secret decision posts a new DM and the old one is never edited again: the click
    tokens kept for it go (they would stay 12 minutes), the DM channel's newest still posts."""
    game = await two_humans(host, "bids", rounds=3)
    first = host.dms(ANN)[-1]
    tokens = host.presenter.shared.tokens
    click = fake_interaction(ANN, 9001, channel_id=first.channel.id, guild_id=None, message=first)
    answer = ClickAnswer(click)
    await answer.defer()
    tokens.note(answer)
    editor = tokens.editor(first.id)
    assert editor is not None and editor.token == click.token
    m = host.manager
    while host.dms(ANN)[-1] is first:  # the first round: bids, then the winner's claim
        for seat in m.waiting_for(game):
            user = ANN if seat == 0 else BOB
            game = await m.act(game.id, user, game.version, m.legal(game, seat)[-1])
        await host.presenter.drain()
        game = await host.game(game.id)
    assert tokens.editor(first.id) is None
    poster = tokens.poster(first.channel.id)
    assert poster is not None and poster.token == click.token


async def test_a_handled_click_leaves_no_reference_cycle_with_its_snapshot(host: Host) -> None:
    """The snapshot of a move carries its click to the presenter (``snap.click``) and the click
    its snapshot (``click.snap``) while it is handled; once handled the click lets go, so the
    two (with the interaction and what it parsed) are freed when the presenter is done with
    the snapshot, not at the next full collection (docs/scale.md, memory per game)."""
    import gc

    from bot.manager.click import Click
    from bot.manager.snapshot import Snapshot

    game = await two_humans(host, "tta")
    (seat,) = host.manager.waiting_for(game)
    user = ANN if seat == 0 else BOB
    (dm,) = host.dms(user)
    gc.collect()
    gc.disable()
    old = gc.get_debug()
    try:
        click = fake_interaction(user, 3, channel_id=dm.channel.id, guild_id=None, message=dm)
        await host.handler().on_action(click, game.id, game.version, "take.1")
        await host.presenter.drain()
        assert (await host.game(game.id)).version == game.version + 1
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        cyclic = [o for o in gc.garbage if isinstance(o, (Click, Snapshot))]
        assert cyclic == [], "a click and its snapshot waited for the collector"
    finally:
        gc.set_debug(old)
        gc.garbage.clear()
        gc.enable()
