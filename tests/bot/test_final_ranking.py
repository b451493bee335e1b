"""The final message ranks the seats as the rules do (issue 26): a resigned nation below every
nation that played on, whatever its points, a later resignation above an earlier one (T-22 #27,
``rules.tta.scoring``), and marked as resigned in each language; otherwise the winners first,
then by points and tiebreak."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.presenter import text
from bot.store import GameRecord, SeatRecord
from rules.tta import GAME

NAMES = ["Bořek", "Zofia", "Дмитрий"]


def record(result: dict[str, object]) -> GameRecord:
    return GameRecord(
        id="rank0001",
        game="tta",
        guild_id=1,
        channel_id=1,
        creator_id=1,
        status="finished",
        options={},
        seats=[SeatRecord(user_id=10 + i, name=n) for i, n in enumerate(NAMES)],
        result=result,
    )


def resigned_game() -> dict[str, object]:
    """A three-player game in which the two nations with the most culture resign, seat 0
    first, then seat 1: seat 2 wins with the fewest points (T-18.3)."""
    state = GAME.new(3, {"variant": "simple"}, 5)
    for p in state.players:
        p.culture = (30, 20, 5)[p.seat]
    while not GAME.is_over(state):
        (seat,) = GAME.decision(state).seats  # type: ignore[union-attr]
        code = "resign" if seat in (0, 1) else "end"
        GAME.apply(state, seat, GAME.decode_action(code))
    result = GAME.result(state)
    assert result is not None
    return result.to_json()


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_resigned_nations_rank_last_and_are_marked(locale: str) -> None:
    result = resigned_game()
    totals = {s["seat"]: s["total"] for s in result["scores"]}  # type: ignore[attr-defined]
    assert result["winners"] == [2] and totals[0] > totals[1] > totals[2]
    t = i18n.translator_for(locale, "tta")
    lines = text.score_lines(record(result), t)
    mark = t("finished-resigned")
    assert mark != "finished-resigned"
    assert [line.split(":")[0] for line in lines] == ["Дмитрий", "Zofia", "Bořek"]
    assert [line.endswith(" — " + mark) for line in lines] == [False, True, True]
    assert lines[0] == t("finished-scores", name="Дмитрий", points=totals[2])
    finished = text.finished_text(record(result), t)
    assert finished.index("Дмитрий") < finished.index("Zofia") < finished.index("Bořek")


def test_without_resignations_winners_then_points_then_tiebreak() -> None:
    result = {
        "scores": [
            {"seat": 0, "total": 40, "categories": {}, "tiebreak": 3},
            {"seat": 1, "total": 45, "categories": {}, "tiebreak": 1},
            {"seat": 2, "total": 45, "categories": {}, "tiebreak": 2},
        ],
        "winners": [2],
    }
    assert [s["seat"] for s in text.ranked_scores(result)] == [2, 1, 0]
    t = i18n.translator_for("en-US")
    assert text.score_lines(record(result), t) == [
        "Дмитрий: 45 points",
        "Zofia: 45 points",
        "Bořek: 40 points",
    ]
