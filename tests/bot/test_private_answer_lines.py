"""What the table's text says while seats answer in secret (issue 26): "everyone chooses in
secret" only when everyone does (a simultaneous step: Hadara's draw rounds); when one named
player answers privately (a Through the Ages political action, a discard, a colonizing force)
it says who and what — the public status line of the game, never the choices."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from discord_fakes import FakeClient

from bot import i18n
from bot.games import Registry, plugin
from bot.manager import snapshot
from bot.presenter import DiscordPresenter, text
from bot.render_pool import RenderPool
from bot.store import GameRecord, SeatRecord
from bot.store.memory import MemoryStore
from rules.tta.agents import make_agent

NAMES = ["Ann", "Bořek", "Дмитрий"]
TTA = plugin("tta")
HADARA = plugin("hadara")


def record(game: str, state: Any) -> GameRecord:
    rules = plugin(game).rules
    return GameRecord(
        id="priv0001",
        game=game,
        guild_id=1,
        channel_id=9,
        creator_id=10,
        status="running",
        options={},
        seats=[SeatRecord(user_id=10 + i, name=n) for i, n in enumerate(NAMES)],
        state=rules.dump(state),
        version=rules.version(state),
    )


def tta_secret_waits() -> Iterator[tuple[str, Any]]:
    """The first state of each kind of secret answer of one seat in advanced games of three
    heuristic players: a political action, a discard, a colonizing force."""
    rules = TTA.rules
    seen: set[str] = set()
    for seed in range(2):
        state = rules.new(3, {"variant": "advanced"}, seed)
        agents = [make_agent("heuristic", seed * 10 + i) for i in range(3)]
        for _ in range(400):
            decision = rules.decision(state)
            if decision is None:
                break
            if decision.secret:
                kind = state.pending[-1].kind if state.pending else "political"
                if kind not in seen:
                    seen.add(kind)
                    yield kind, rules.load(rules.dump(state))
                    if len(seen) == 3:
                        return
            seat = decision.seats[0]
            rules.apply(state, seat, agents[seat].choose(state, seat))


@pytest.fixture(scope="module")
def waits() -> list[tuple[str, Any]]:
    found = list(tta_secret_waits())
    assert {kind for kind, _state in found} == {"political", "discard", "force"}
    return found


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_one_player_answering_in_private_is_named_with_what_they_decide(
    locale: str, waits: list[tuple[str, Any]]
) -> None:
    t = i18n.translator_for(locale, "tta")
    for kind, state in waits:
        game = record("tta", state)
        snap = snapshot.build(TTA.rules, game, state)
        assert snap.secret and not snap.decision.simultaneous  # type: ignore[union-attr]
        (seat,) = snap.waiting
        (line,) = text.secret_lines(TTA, snap, t)
        what = TTA.status(dict(snap.public), t, NAMES)  # type: ignore[misc]
        assert line == t("table-private", who=what), (kind, line)
        assert line.startswith(NAMES[seat]) and t("table-private-how") in line
        assert t("table-secret") not in line and "tta-" not in line
        # Nothing of the seat's hidden hands: no military card only its own view shows.
        own = TTA.rules.view(state, seat)["players"][seat]
        secret = [t(f"tta-card-{c['id']}") for c in own.get("military_cards") or []]
        assert secret or kind == "political", kind
        assert not any(name in line for name in secret), (line, secret)


def test_everyone_choosing_at_once_is_still_everyone() -> None:
    rules = HADARA.rules
    state = rules.new(3, {"variant": "basic"}, 4)
    for _ in range(40):
        decision = rules.decision(state)
        assert decision is not None
        if decision.secret and decision.simultaneous:
            break
        seat = decision.seats[0]
        rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    snap = snapshot.build(rules, record("hadara", state), state)
    t = i18n.translator_for("pl", "hadara")
    waiting = ", ".join(NAMES[s] for s in snap.waiting)
    assert text.secret_lines(HADARA, snap, t) == [
        t("table-waiting", names=waiting),
        t("table-secret"),
    ]


@pytest.fixture
async def presenter() -> AsyncIterator[DiscordPresenter]:
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    shown = DiscordPresenter(FakeClient(), store, pool, Registry.of(["tta"]))  # type: ignore[arg-type]
    yield shown
    pool.close()


async def test_the_table_text_says_who_answers_and_what(
    presenter: DiscordPresenter, waits: list[tuple[str, Any]]
) -> None:
    _kind, state = next(w for w in waits if w[0] == "discard")
    game = record("tta", state)
    game.options["language"] = "cs"
    snap = snapshot.build(TTA.rules, game, state)
    content = presenter.table_content(snap, [], "cs")
    t = i18n.translator_for("cs", "tta")
    (seat,) = snap.waiting
    assert f"{NAMES[seat]} odhazuje vojenské karty — odpověď v soukromé zprávě" in content
    assert t("table-secret") not in content
