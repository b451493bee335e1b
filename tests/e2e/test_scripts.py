"""The load and fault scripts at a tiny size, and proof that their checks can fail."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import faults
import load
import pytest
from fake_discord import Message
from scripted import (
    Click,
    GamePlan,
    MeasuredDiscord,
    ScriptedGame,
    Settings,
    _names_mover,
    is_nav,
    is_warning,
    match_clicks,
    now,
    replay_result,
    rest_label,
)

from bot.games import GAME_MODULES

pytestmark = pytest.mark.e2e
LOAD_TINY = ["--games", "3", "--think", "0.2", "--duration", "12", "--no-fail", "--checks"]
FAULTS_TINY = [
    "--kills",
    "3",
    "--games",
    str(len(GAME_MODULES)),  # one of each registered game
    "--think",
    "0.1",
    "--gap",
    "0.3",
    "2",
    "--timeout",
    "240",
]


@pytest.fixture
def quick_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tiny runs check that the scripts run and report, not the figures, so they spare CI
    two waits: the bot they start has one render worker (a bot's start waits until each has
    drawn every kind of image; the full runs keep one per core), and once a load run's window
    has closed, a click still in flight looks for its outcome 2 s, not the 30 s of a full run
    (a click whose outcome never showed held the end of the run that long)."""
    monkeypatch.setenv("RENDER_WORKERS", "1")  # the bot process inherits the environment
    monkeypatch.setattr(load, "Settings", functools.partial(Settings, outcome_after_stop=2.0))


@pytest.mark.usefixtures("quick_runs")
async def test_load_script_tiny(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = load.parse([*LOAD_TINY, "--workdir", str(tmp_path)])
    assert await load.run(args) == 0
    out = capsys.readouterr().out
    for figure in ("click→ack p99", "click→table p99", "REST calls / action", "memory per"):
        assert figure in out, out
    actions = int(
        next(line for line in out.splitlines() if "actions applied (data" in line).split()[-1]
    )
    assert actions > 0, out
    assert "fake Discord violations" in out and "driver errors" in out


@pytest.mark.usefixtures("quick_runs")
async def test_load_script_tiny_tta_played_from_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 18: with ``--at-table 1`` the people play their turns from the table's controls.
    With ``--stages`` their clicks on the table are broken down from the bot's probe lines
    (bot/latency.py), each stage of a click's way to the table drawn from them."""
    args = load.parse(
        [*LOAD_TINY, "--game", "tta", "--at-table", "1", "--stages", "--workdir", str(tmp_path)]
    )
    assert await load.run(args) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if "applied: on the table" in line)
    on_table, _, in_private = line.split()[-3:]
    assert int(on_table) > 0 and int(on_table) > int(in_private), out
    assert (tmp_path / "latency.jsonl").stat().st_size > 0
    line = next(line for line in out.splitlines() if "clicks broken down" in line)
    assert int(line.split()[-2].rstrip(";")) > 0, out
    for stage in ("sent → handler", "apply and save", "render: drawing and encoding"):
        assert f"    {stage}" in out, out


def per_game(out: str) -> dict[str, dict[str, int]]:
    """The fault script's per-game table: {game: {figure: value}}."""
    lines = out[out.index("  per game") :].splitlines()
    names = lines[0].split()[2:]
    table: dict[str, dict[str, int]] = {name: {} for name in names}
    for line in lines[1:]:
        label, cells = line[:26].strip(), line[26:].split()
        if len(cells) != len(names) or not label:
            break
        for name, cell in zip(names, cells, strict=True):
            table[name][label] = int(float(cell))
    return table


@pytest.mark.usefixtures("quick_runs")
async def test_faults_script_tiny(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One game of each registered game at once (Through the Ages: the simple game of
    two humans), three kills."""
    args = faults.parse([*FAULTS_TINY, "--workdir", str(tmp_path)])
    assert args.names == list(GAME_MODULES)
    code = await faults.run(args)
    out = capsys.readouterr().out
    assert code == 0, out
    assert "kills                   3" in out, out
    assert "FAIL" not in out
    table = per_game(out)
    assert set(table) == set(GAME_MODULES), out
    for figures in table.values():
        assert figures["games finished"] == figures["games started"] >= 1, out
        assert figures["replay equal"] == figures["games started"], out
        assert figures["clicks lost"] == figures["clicks doubled"] == 0, out
        assert figures["log rows of humans"] > 0, out


def test_faults_script_options() -> None:
    """``--game`` picks one registered game or all of them in turn; ``--variant`` lists the
    variants a game's games take in turn; Through the Ages defaults to two humans."""
    args = faults.parse(["--game", "tta", "--variant", "tta=simple,advanced"])
    assert args.names == ["tta"] and args.variants == {"tta": ["simple", "advanced"]}
    assert faults.humans_of(args, "tta") == 2 and faults.humans_of(args, "hadara") == 3
    assert faults.humans_of(faults.parse(["--humans", "4"]), "tta") == 4
    with pytest.raises(SystemExit):
        faults.parse(["--variant", "tta=basic"])


# ---------------------------------------------------------------------- the checks can fail


@dataclass
class Row:
    seq: int
    version: int
    seat: int
    action: str
    actor: str = "player"


@dataclass
class Record:
    seats: list[Any]
    options: dict[str, Any]


def played_log() -> tuple[Record, list[Row]]:
    """A whole 2-player game by random agents: its record and action log."""
    from rules.hadara import GAME
    from rules.hadara.agents import make_agent

    state = GAME.new(2, {"variant": "basic"}, 5)
    agents = [make_agent("random", 1), make_agent("random", 2)]
    rows: list[Row] = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        rows.append(Row(len(rows) + 1, GAME.version(state), seat, GAME.encode_action(action)))
        GAME.apply(state, seat, action)
    return Record([None, None], {"variant": "basic", "seed": 5}), rows


def test_levels_and_warnings_to_confirm_make_no_move() -> None:
    """A scripted person's click that opens a chain's level or an action's warning (shown in
    place on a private prompt) is looked at, not counted as a move."""
    assert is_nav("hn:abc:3:build.F") and is_nav("hm:abc:3:")
    assert is_nav("hd:abc:3:!end")
    assert not is_nav("hd:abc:3:end") and not is_nav("hs:abc:3:0")
    # A stable layout's menu: an entry that opens a level, an action that asks first.
    assert is_nav("hs:abc:3:0", ">build.destroy") and is_nav("hs:abc:3:1", "!resign")
    assert not is_nav("hs:abc:3:0", "take.3")
    # The fault script counts the warnings opened.
    assert is_warning("!end") and is_warning("!resign") and not is_warning("end")


def test_replay_detects_gaps_and_repeats() -> None:
    record, rows = played_log()
    result, problems = replay_result(record, rows)
    assert problems == [] and result is not None
    assert replay_result(record, rows[:10] + rows[11:])[1], "a gap went unnoticed"
    assert replay_result(record, rows[:11] + rows[10:])[1], "a repeat went unnoticed"
    assert replay_result(record, rows[:-1])[1], "an unfinished game went unnoticed"
    assert json.dumps(result)


def clicks_for(rows: list[Row]) -> list[Click]:
    game = ScriptedGame.__new__(ScriptedGame)
    game.seat_of = {"u0": 0, "u1": 1}
    out = []
    for i, row in enumerate(rows):
        user: Any = type("U", (), {"id": f"u{row.seat}", "name": f"P{row.seat}"})()
        click = Click(game, user, "m", "cid", row.action, row.version, True, float(i), 1)
        click.acked = float(i)
        click.outcome = "applied"
        out.append(click)
    return out


def test_click_matching_detects_lost_and_phantom_actions() -> None:
    _record, rows = played_log()
    rows = rows[:20]
    clicks = clicks_for(rows)
    assert match_clicks(clicks, rows)[1] == []
    lost = match_clicks(clicks, rows[:5] + rows[6:])[1]
    assert any("not in the action log" in p for p in lost), lost
    phantom = match_clicks(clicks[:5] + clicks[6:], rows)[1]
    assert any("comes from no click" in p for p in phantom), phantom
    # A click the bot received but never answered (killed after saving the move) explains
    # its row; a click that never reached the bot (it was down) explains nothing.
    unanswered = clicks_for(rows)
    unanswered[5].acked, unanswered[5].outcome = None, "failed"
    unanswered[5].interaction = object()  # type: ignore[assignment]
    assert match_clicks(unanswered, rows)[1] == []
    unanswered[5].interaction = None
    lost_click = match_clicks(unanswered, rows)[1]
    assert any("comes from no click" in p for p in lost_click), lost_click
    assert GamePlan().humans == 3


def test_public_click_evidence_is_a_new_log_line() -> None:
    """A table update proves a public click only by a log line it added (CI once counted a
    stale click as applied because the mover's earlier move was still in the log window)."""
    before = "**Table**\n• Player0001 turns the wheel\n• Player0002 takes a card"
    same = before + "\n• Player0003 takes a card"
    assert not _names_mover(same, "Player0001", before=before)
    assert _names_mover(same, "Player0003", before=before)
    # The window slid: the oldest line fell out, a repeated text was added again.
    slid = "**Table**\n• Player0002 takes a card\n• Player0002 takes a card"
    assert _names_mover(slid, "Player0002", before=before)
    assert not _names_mover(slid, "Player0001", before=before)
    # A newer table lists only the moves since the previous one: the caller compares with
    # nothing, and the same move made twice in a row counts again.
    assert _names_mover("**Table**\n• Player0001 takes a card", "Player0001", before="")
    # A name is a whole word: Player0001 is not named by Player00011.
    assert not _names_mover("• Player00011 passes", "Player0001")


def clicked_at_version_5(
    server: MeasuredDiscord, cid: str, outcome_timeout: float
) -> tuple[ScriptedGame, Click]:
    """A scripted game in channel ``cid`` and Player0001's public click on its table message
    ("1"), made for version 5 while one table update had been seen."""
    game = ScriptedGame.__new__(ScriptedGame)
    game.server, game.channel_id = server, cid
    runner: Any = SimpleNamespace(settings=Settings(outcome_timeout=outcome_timeout), generation=1)
    game.runner = runner
    user: Any = SimpleNamespace(id="u1", name="Player0001")
    click = Click(game, user, "1", "x", "x", 5, False, now(), 1, table_seen=1)
    click.interaction = SimpleNamespace(id="i1")  # type: ignore[assignment]
    return game, click


async def test_a_redraw_of_the_clicked_version_is_not_the_click_applied() -> None:
    """A table shown again at the version a click was made for (after a restart, or with
    another recap) may name the clicker in a line it did not show before: the click is not
    applied by that, since an applied move takes the game to a later version."""
    server = MeasuredDiscord(checks=False)
    cid = server.add_channel("game-0000")
    table = Message(
        {
            "id": "1",
            "channel_id": cid,
            "content": "**Table**\n• Player0002 takes a card",
            "attachments": [{"filename": "table-5.png"}],
        }
    )
    server._observe("create", table)
    game, click = clicked_at_version_5(server, cid, outcome_timeout=0.3)
    table.data["content"] += "\n• Player0001 took a card earlier"
    server._observe("edit", table)  # the same version, drawn again
    await game._outcome(click, table)
    assert click.outcome == "unknown"
    table.data["attachments"] = [{"filename": "table-6.png"}]
    table.data["content"] += "\n• Player0001 takes a card"
    server._observe("edit", table)
    click.outcome = None
    await game._outcome(click, table)
    assert click.outcome == "applied"


async def test_table_with_buttons_updated_by_the_acknowledgement() -> None:
    """The table message may carry buttons and be updated by the click's own callback
    (UPDATE_MESSAGE): that update is recorded before the click counts as acknowledged, and
    it still shows the click applied."""
    server = MeasuredDiscord(checks=False)
    cid = server.add_channel("game-0000")
    buttons = [{"type": 1, "components": [{"type": 2, "custom_id": "x", "style": 1}]}]

    def message(mid: str, version: int, content: str) -> Message:
        data = {"id": mid, "channel_id": cid, "content": content, "components": buttons}
        data["attachments"] = [{"filename": f"table-{version}.png"}]
        return Message(data)

    table = message("1", 5, "**Table**\n• Player0002 takes a card")
    server._observe("create", table)
    server._observe("edit", message("2", 9, "not the table message"))
    game, click = clicked_at_version_5(server, cid, outcome_timeout=0.5)
    table.data["content"] += "\n• Player0001 takes a card"
    table.data["attachments"] = [{"filename": "table-6.png"}]
    server._observe("edit", table)  # during the callback
    click.acked = now()
    await game._outcome(click, table)
    assert click.outcome == "applied"
    assert [v for _, _, v in server.table_updates[cid]] == [5, 6]
    assert server.table_version[cid] == 6
    callback = "/api/v10/interactions/1/token/callback"
    files = [("files[0]", "table-6.png", b"")]
    assert rest_label("POST", callback, {"type": 7}, files) == "callback update table-N"
    assert rest_label("POST", callback, {"type": 7}, []) == "callback update"
