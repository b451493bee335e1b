"""How a Through the Ages decision is grouped for a phone (rules/tta/describe.py, interfaces §5):
the action phase's four fixed groups with destroy and disband one level down, standalone
actions last in a fixed order, resigning in a group behind a confirmation, one of two identical
choices, ages in front of names other ages share, and the decision's headline
(``Tta.prompt_title``) for every kind of decision whole games reach."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import tta_helpers as h

from rules.core import ActionInfo, Msg, Seat
from rules.tta import engine
from rules.tta.actions import Action
from rules.tta.agents import make_agent
from rules.tta.game import GAME
from rules.tta.state import Frame, TtaState

ACTION_GROUPS = ("take", "build", "hand", "military")
POLITICAL_GROUPS = ("prepare", "attack", "pact", "other")
STANDALONE = {"undo": 0, "end": 1, "nopol": 1, "pass": 1, "done": 1, "accept": 1}
STANDALONE |= {"reset": 2, "refuse": 2}
# (variant, players, seed): every variant and player count, random play (many choices).
GAMES = [(v, p, 40 + p) for v in ("simple", "advanced", "full") for p in (2, 3, 4)]


def decisions(variant: str, players: int, seed: int) -> Iterator[tuple[TtaState, int]]:
    state = GAME.new(players, {"variant": variant}, seed)
    bots = [make_agent("random", seed * 10 + i) for i in range(players)]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        yield state, seat
        GAME.apply(state, seat, bots[seat].choose(state, seat))


def keys(info: ActionInfo) -> tuple[str, ...]:
    return tuple(k for k, _ in info.path)


def entries(infos: list[ActionInfo], path: tuple[str, ...]) -> int:
    """What the menu at ``path`` lists: its actions and one entry per sub-group below it."""
    leaves = sum(1 for i in infos if not i.standalone and keys(i) == path)
    below = {
        keys(i)[len(path)]
        for i in infos
        if keys(i)[: len(path)] == path and len(i.path) > len(path)
    }
    return leaves + len(below)


def signature(state: TtaState, seat: int, code: str) -> tuple[object, ...]:
    """How one action reads on its own: its label and the titles of its groups."""
    (info,) = GAME.describe(state, seat, [Action.decode(code)])
    return info.label, tuple(title for _, title in info.path)


def check_layout(state: TtaState, seat: int, infos: list[ActionInfo]) -> None:
    plain = [i for i in infos if not i.standalone]
    buttons = [i for i in infos if i.standalone]
    # Groups first, the fixed last row after them, in its order.
    assert infos == plain + buttons
    ranks = [STANDALONE[i.code] for i in buttons]
    assert ranks == sorted(ranks), [i.code for i in buttons]
    assert {i.code for i in buttons} <= set(STANDALONE)
    for path in {keys(i)[:n] for i in plain for n in range(1, len(i.path) + 1)}:
        assert entries(infos, path) <= 25, path
    for info in infos:
        # T-18: resigning is never a button beside the others, always confirmed, always red.
        if info.code == "resign":
            assert not info.standalone and info.style == "danger"
            assert info.confirm == Msg.of("tta-confirm-resign")
        else:
            assert info.style != "danger" or info.code.startswith(("cancel.", "disc.", "pick."))
        if info.code == "end":
            assert info.style == "primary"
    if state.pending:
        frame = state.pending[-1]
        if frame.kind == "force" and frame.data["purpose"] == "war_def":
            assert all(keys(i) == ("other",) for i in infos if i.code == "resign")
        return
    tops = [keys(i)[0] for i in plain]
    if state.phase == "political":
        assert set(tops) <= set(POLITICAL_GROUPS)
        assert all(keys(i) == ("other",) for i in infos if i.code == "resign")
        order = POLITICAL_GROUPS
    else:
        assert set(tops) <= set(ACTION_GROUPS)
        order = ACTION_GROUPS
        for info in infos:
            if info.code.startswith("dest."):  # T-8.5, T-9.3: never beside building
                assert keys(info) in (("build", "destroy"), ("military", "disband")), info
            if info.code == "resign":
                assert keys(info) == ("military",)
    assert [order.index(t) for t in tops] == sorted(order.index(t) for t in tops)


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES)
def test_every_decision_of_a_whole_game_keeps_its_layout(
    variant: str, players: int, seed: int
) -> None:
    for state, seat in decisions(variant, players, seed):
        actions = GAME.legal_actions(state, seat)
        infos = GAME.describe(state, seat, actions)
        check_layout(state, seat, infos)
        # Nothing is lost but a second copy of a choice that reads the same.
        offered = {i.code for i in infos}
        kept = {signature(state, seat, c): c for c in offered}
        for a in actions:
            code = a.encode()
            if code not in offered:
                twin = kept[signature(state, seat, code)]
                if a.kind == "take":  # T-6.1: the copy nearer the start, at the same cost
                    assert int(twin.split(".")[1]) < int(a.args[0])


def test_end_and_undo_are_the_last_row_of_an_action_phase() -> None:
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    h.put_row(state, {1: "iron"})
    h.act(state, "take.1")
    infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
    assert [(i.code, i.style) for i in infos if i.standalone] == [
        ("undo", "secondary"),
        ("end", "primary"),
    ]


def test_the_same_card_twice_in_the_row_at_one_cost_is_one_choice() -> None:
    """T-6.1: a card costs its slot's civil actions; two copies at the same cost read the
    same, so the first is offered; a copy at another cost stays a choice of its own."""
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    for slot in (2, 4, 7):  # three copies (a two-player game has two in its decks)
        state.row[slot - 1] = f"iron#t{slot}"
    infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
    takes = {i.code: i.label for i in infos if i.code.startswith("take.")}
    iron = [c for c, label in takes.items() if ("card", Msg.of("tta-card-iron")) in label.args]
    assert iron == ["take.2", "take.7"]
    assert takes["take.2"] == Msg.of("tta-act-take", card=Msg.of("tta-card-iron"), cost=1)
    assert takes["take.7"] == Msg.of("tta-act-take", card=Msg.of("tta-card-iron"), cost=2)


def test_two_copies_of_an_action_card_in_hand_are_one_choice() -> None:
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    h.give_hand(state, seat, "work_of_art_i")
    h.give_hand(state, seat, "work_of_art_i")
    codes = [a.encode() for a in GAME.legal_actions(state, seat)]
    assert {"play.0", "play.1"} <= set(codes)
    infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
    assert [i.code for i in infos if i.code.startswith("play.")] == ["play.0"]


def test_cards_other_ages_share_a_name_with_read_with_their_age() -> None:
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    h.put_row(state, {1: "work_of_art_a", 2: "work_of_art_i", 3: "iron"})
    infos = {i.code: i.label for i in GAME.describe(state, seat, GAME.legal_actions(state, seat))}
    art = Msg.of("tta-card-work_of_art_a")
    assert infos["take.1"] == Msg.of(
        "tta-act-take", card=Msg.of("tta-aged-card", card=art, age="A"), cost=1
    )
    assert dict(infos["take.2"].args)["card"] == Msg.of(
        "tta-aged-card", card=Msg.of("tta-card-work_of_art_i"), age="I"
    )
    assert dict(infos["take.3"].args)["card"] == Msg.of("tta-card-iron")  # no other age


def test_an_action_card_with_several_targets_opens_a_sub_group() -> None:
    """T-8.9: Rich Land builds a farm or a mine; each target is one choice of the card's own
    sub-group, named by what it builds and what it costs."""
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    h.give_hand(state, seat, "rich_land_a")
    h.set_tokens(state, seat, {"bronze": 5})
    infos = [i for i in GAME.describe(state, seat, GAME.legal_actions(state, seat))]
    rich = [i for i in infos if i.code.startswith("play.0.")]
    assert len(rich) >= 2
    title = Msg.of("tta-aged-card", card=Msg.of("tta-card-rich_land_a"), age="A")
    assert all(i.path == (("hand", Msg.of("tta-group-hand")), ("h0", title)) for i in rich)
    assert {i.label.id for i in rich} == {"tta-act-build"}


def test_a_full_build_group_sends_its_upgrades_one_level_down() -> None:
    """T-8.2, T-8.4: a nation with every building technology of ages A and I and workers on
    each has more builds and upgrades than one menu holds."""
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    techs = ["irrigation", "iron", "theology", "alchemy", "bread_and_circuses"]
    techs += ["printing_press", "drama", "selective_breeding", "coal", "organized_religion"]
    techs += ["scientific_method", "team_sports", "journalism", "opera"]
    for cid in techs:
        h.add_tech(state, seat, cid)
    h.add_tech(state, seat, "monarchy")
    h.set_workers(
        state, seat, {"religion": 1, "philosophy": 1, "theology": 1, "alchemy": 1}, pool=4
    )
    h.set_tokens(state, seat, {"bronze": 16})
    infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
    upgrades = [i for i in infos if i.code.startswith("upg.")]
    assert upgrades and all(keys(i) == ("build", "upgrade") for i in upgrades)
    assert entries(infos, ("build",)) <= 25
    assert entries(infos, ("build", "upgrade")) <= 25
    check_layout(state, seat, infos)


# ------------------------------------------------------------------ the decision's headline


def title_id(state: TtaState, seat: int) -> str:
    msg = GAME.prompt_title(state, seat)
    assert msg is not None
    return msg.id


EXPECTED_TITLES = {
    ("event", None): {"tta-title-event-goods", "tta-title-event-build"},
    ("discard", None): {"tta-title-discard"},
    ("bid", None): {"tta-title-bid"},
    ("pact", None): {"tta-title-pact"},
    ("agree", None): {"tta-title-agree"},
    ("force", "attack"): {"tta-title-attack"},
    ("force", "defend"): {"tta-title-defend"},
    ("force", "colonize"): {"tta-title-colonize"},
    ("force", "war_att"): {"tta-title-war-att"},
    ("force", "war_def"): {"tta-title-war-def"},
    ("pick", "destroy"): {"tta-title-pick-destroy", "tta-title-pick-destroy-own"},
    ("pick", "lose_pop"): {"tta-title-pick-lose"},
    ("pick", "colony"): {"tta-title-pick-colony", "tta-title-pick-colony-own"},
    ("pick", "wonder"): {"tta-title-pick-wonder"},
    ("pick", "special"): {"tta-title-pick-special"},
    ("split", "gain"): {"tta-title-split-gain"},
    ("split", "lose"): {"tta-title-split-lose", "tta-title-split-lose-own"},
}
# Games that between them reach every kind of decision but the rarest (a special technology
# taken in War over Technology, checked below on a position of its own).
MIXED = ("heuristic", "random")
TITLE_GAMES = [
    ("simple", 2, 0, MIXED),
    ("advanced", 2, 0, MIXED),
    ("advanced", 3, 0, MIXED),
    ("advanced", 4, 3, MIXED),
    ("full", 2, 1, MIXED),
    ("full", 2, 2, MIXED),
    ("full", 2, 4, ("random",)),
    ("full", 4, 3, ("random",)),
]


def frame_kind(frame: Frame) -> tuple[str, str | None]:
    data = frame.data
    return frame.kind, data.get("purpose") or data.get("what") or data.get("mode")


def test_every_decision_of_whole_games_has_its_headline() -> None:
    seen: set[tuple[str, str | None]] = set()
    for variant, players, seed, agents in TITLE_GAMES:
        state = GAME.new(players, {"variant": variant}, seed)
        bots = [make_agent(agents[i % len(agents)], seed * 10 + i) for i in range(players)]
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            others = [s for s in range(players) if s not in engine.to_act(state)]
            assert all(GAME.prompt_title(state, s) is None for s in others)
            found = title_id(state, seat)
            if not state.pending:
                want = "tta-title-political" if state.phase == "political" else "tta-title-turn"
                assert found == want
            else:
                kind = frame_kind(state.pending[-1])
                assert found in EXPECTED_TITLES[kind], (kind, found)
                seen.add(kind)
            GAME.apply(state, seat, bots[seat].choose(state, seat))
        assert GAME.prompt_title(state, 0) is None
    assert seen == set(EXPECTED_TITLES) - {("pick", "special")}


def test_headlines_name_who_asks() -> None:
    """T-15.7: the defender is told who attacks with what; T-15.8: a pact's partner who
    offers it and which side he would take."""
    state, a, b = h.defence_position()
    assert GAME.prompt_title(state, b) == Msg.of(
        "tta-title-defend", card=Msg.of("tta-card-spy"), attacker=Seat(a)
    )
    assert GAME.prompt_title(state, a) is None
    state = h.adv(3, seed=4)
    seat = state.start
    h.political(state, seat, round_=4)
    h.give_military(state, seat, "acceptance_of_supremacy")
    target = (seat + 1) % 3
    m = h.military_index(state, seat, "acceptance_of_supremacy")
    h.act(state, f"pact.{m}.{target}.a")
    assert GAME.prompt_title(state, target) == Msg.of(
        "tta-title-pact",
        card=Msg.of("tta-card-acceptance_of_supremacy"),
        proposer=Seat(seat),
        role="b",
    )
    infos = GAME.describe(state, target, GAME.legal_actions(state, target))
    assert [(i.code, i.label.id) for i in infos] == [
        ("accept", "tta-act-accept"),
        ("refuse", "tta-act-refuse"),
    ]


def test_the_winner_of_war_over_technology_is_asked_which_technologies_to_take() -> None:
    """War over Technology (military-facts §3): the winner takes special technologies of the
    loser worth up to the science won, or the science."""
    state = h.adv(2, seed=5, variant="full")
    w, lo = state.start, 1 - state.start
    h.add_tech(state, lo, "cartography")
    frame = Frame("pick", w, "war_over_technology", data={"what": "special", "target": lo})
    frame.data["left"] = 6
    state.pending.append(frame)
    assert GAME.prompt_title(state, w) == Msg.of(
        "tta-title-pick-special",
        card=Msg.of("tta-card-war_over_technology"),
        player=Seat(lo),
        science=6,
    )
    infos = GAME.describe(state, w, GAME.legal_actions(state, w))
    labels = {i.code: i.label for i in infos}
    assert labels["done"] == Msg.of("tta-act-done-special", science=6)
    assert Msg.of("tta-act-pick-special", card=Msg.of("tta-card-cartography"), science=4) in (
        labels.values()
    )


def test_a_government_in_hand_offers_peaceful_change_and_revolution_side_by_side() -> None:
    """T-10.3: a government card is played by peaceful change or by revolution, at two science
    costs; the card's sub-group names the way and its cost."""
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    h.give_hand(state, seat, "monarchy")
    state.players[seat].science = 20
    infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
    card = (("hand", Msg.of("tta-group-hand")), ("h0", Msg.of("tta-card-monarchy")))
    assert [(i.code, i.path, i.label) for i in infos if i.code.endswith(".0")] == [
        ("play.0", card, Msg.of("tta-act-peaceful-here", science=9)),
        ("rev.0", card, Msg.of("tta-act-revolution-here", science=3)),
    ]


def test_a_units_cost_is_what_the_nation_pays_after_the_military_discount() -> None:
    """T-7.4.2: the turn's military discount pays for units first; the label shows the rest."""
    state = h.new(2, seed=3)
    seat = h.on_turn(state, state.start, round_=3).seat
    h.set_tokens(state, seat, {"bronze": 5})
    state.players[seat].pool_bonus = 1
    infos = {i.code: i.label for i in GAME.describe(state, seat, GAME.legal_actions(state, seat))}
    assert infos["build.I0"] == Msg.of("tta-act-recruit", card=Msg.of("tta-card-warriors"), cost=1)
    assert infos["build.F0"] == Msg.of("tta-act-build", card=Msg.of("tta-card-agriculture"), cost=2)
