"""Every leader, wonder, technology and action card of Ages A and I works in a rich nation:
it can be taken from the row, then played or built to completion (T-6, T-8, T-11)."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.tta.state import card_id

CIVIL_A_AND_I = sorted(
    {c for age in (0, 1) for c in (x.partition("#")[0] for x in h.cat().deck("civil", age, 4))}
)


def rich_nation(seed: int, cid: str):  # type: ignore[no-untyped-def]
    state = h.new(4, seed=seed)
    seat = state.start
    p = h.on_turn(state, seat)
    mine, farm = (
        ("coal", "selective_breeding") if cid in ("iron", "irrigation") else ("iron", "irrigation")
    )
    h.add_tech(state, seat, mine)
    h.add_tech(state, seat, farm)
    h.set_workers(state, seat, {"bronze": 2, "agriculture": 2}, pool=4)
    h.set_tokens(state, seat, {mine: 6, farm: 5})
    p.science = 12
    if cid == "breakthrough_i":
        h.give_hand(state, seat, "alchemy")
    if cid.startswith("engineering_genius"):
        h.start_wonder(state, seat, "pyramids")
    return state, seat, p


@pytest.mark.parametrize("cid", CIVIL_A_AND_I)
def test_every_civil_card_of_ages_a_and_one(cid: str) -> None:
    state, seat, p = rich_nation(len(cid), cid)
    info = h.cat().info[cid]
    h.put_row(state, {1: cid})
    h.act(state, "take.1")
    if info.kind == "wonder":
        assert card_id(p.wonder) == cid
        for _ in range(len(info.stages)):
            h.on_turn(state, seat)
            h.set_tokens(state, seat, {"iron": 0, "bronze": 5})
            h.act(state, "wonder.1")
        assert card_id(p.wonders[-1]) == cid and p.wonder == ""
        return
    assert card_id(p.hand[-1].inst) == cid
    h.on_turn(state, seat)  # action cards wait a turn (T-6.2.4)
    index = len(p.hand) - 1
    moves = [c for c in h.codes(state) if c.split(".")[:2] == ["play", str(index)]]
    moves += [c for c in h.codes(state) if c == f"rev.{index}"]
    assert moves, f"{cid} cannot be played in a rich nation"
    before = len(p.hand)
    h.act(state, moves[0])
    assert len(p.hand) < before
    if info.kind == "leader":
        assert card_id(p.leader) == cid
    elif info.kind == "technology":
        assert any(card_id(t) == cid for t in p.techs)
