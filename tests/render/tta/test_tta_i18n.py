"""Every string the images draw comes from the translator with an id of ``message_ids()``, and
the English default has a text for each of them."""

from __future__ import annotations

from typing import Any

import pytest
from tta_render_helpers import NAMES, Recorder, random_position

from render.tta import (
    message_ids,
    progress,
    render_board,
    render_card,
    render_prompt,
    render_scoresheet,
    render_table,
)
from render.tta.i18n import MESSAGES, borrowed_ids, english, player_text
from render.tta.samples import positions
from rules.tta import GAME, describe
from rules.tta.catalog import load


def _render_all(rec: Recorder) -> None:
    for players, seed in ((2, 12), (3, 4), (4, 16)):
        pos = positions(players, seed)
        names = NAMES[:players]
        for p in pos.values():
            render_table(p.spectator, rec, names)
            render_scoresheet(p.spectator, rec, names)
            render_prompt(p.seat_view, rec, names, p.actions)
            progress(p.spectator, rec)
            for seat in range(players):
                render_board(p.spectator, rec, names, seat)
                render_board(p.seat_views[seat], rec, names, seat)
    for cid in load().info:
        render_card(cid, rec)


@pytest.fixture(scope="module")
def recorded() -> Recorder:
    rec = Recorder()
    _render_all(rec)
    return rec


def test_every_id_drawn_is_listed(recorded: Recorder) -> None:
    """The images' own ids, and the engine's refusal reasons they borrow (``why_not``)."""
    listed = set(message_ids()) | set(borrowed_ids())
    assert recorded.ids - listed == set()


def test_english_has_a_text_for_every_call(recorded: Recorder) -> None:
    for message_id, args, text in recorded.calls:
        assert text != message_id or message_id.startswith("tta-summary-"), (message_id, args)
        assert "{" not in text, (message_id, text)


def test_ids_are_prefixed_and_card_names_follow_describe() -> None:
    ids = message_ids()
    assert all(m.startswith("tta-") for m in ids)
    assert len(ids) == len(set(ids))
    for cid in load().info:
        assert describe.card_msg(cid).id == f"tta-card-{cid}"
        assert f"tta-card-{cid}" in ids
        assert english(f"tta-card-{cid}") == load().info[cid].name


def test_summaries_are_the_card_data_summaries() -> None:
    """As players read them: the rule ids the data cites are left out."""
    for cid, card in load().db.cards.items():
        if card.summary:
            assert english(f"tta-summary-{cid}") == player_text(card.summary)
            assert "T-" not in english(f"tta-summary-{cid}")
        else:
            assert f"tta-summary-{cid}" not in message_ids()


def test_messages_are_strings_or_callables() -> None:
    for key, value in MESSAGES.items():
        assert isinstance(value, str) or callable(value), key


def test_progress_line() -> None:
    state = random_position(3, 2, 40)
    text = progress(GAME.view(state, None), english)
    assert text.startswith("Age ")
    assert "round" in text


def test_unknown_id_comes_back(monkeypatch: Any) -> None:
    assert english("tta-no-such-message") == "tta-no-such-message"
