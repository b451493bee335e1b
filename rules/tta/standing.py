"""Answers given in advance (issue 29): what a player leaves to answer the questions put to
them out of their own turn while they are away.

A player's standing answers are a mapping ``{question: answer}``, each answer a JSON value
``{"kind": <kind id>, <parameter>: <value>, ...}`` (:data:`KINDS`, validated by
:func:`rules.core.normalize_standing`). :func:`answer` gives the action they yield for the
frame the seat faces now — always one of the engine's legal actions, read from
``engine.legal_actions`` — or None when no standing answer covers it (then the host waits or
the AI replacement plays, as before).

Only questions asked **out of the seat's own turn** are answered (a pending frame of a seat
other than the nation on turn); on its own turn a player is there to answer. The questions:

``defence`` — an aggression (T-15.7.2) or a war (T-15.9.2) against the seat:
  * ``defend_cheapest`` (``cards`` 0-9, ``units`` 0-20): the cheapest force that holds, with at
    most ``cards`` Defense cards and at most ``units`` sacrificed units (0: never sacrifice).
    "Holds" is the engine's own comparison (:func:`rules.tta.combat.holds`: the defence holds
    unless the attack is higher, so a tie holds — T-15.7.2 step 4, T-22 #12 for wars). Cheapest:
    the fewest resources of sacrificed units (their build cost), then the fewest cards, then
    the weakest cards. When nothing within the limits holds, nothing is sacrificed: a force
    that cannot hold would be lost for nothing.
    In a war the declarer's sacrifice is not shown to the defender before it answers (it is
    secret until the war is resolved), so "holds" is measured against the declarer's visible
    total (strength and Open Borders), as a player answering live would have to.
  * ``defend_none``: do not defend (nothing sacrificed, no card played).

``colonize`` — a colonization auction (T-15.6.1) and, for its winner, the force (T-15.6.2):
  * ``bid_up_to`` (``max`` 1-99): outbid by one while the bid stays at most ``max``, else drop
    out (the engine's own cap, what the seat could send, still applies);
  * ``bid_never``: drop out at once.
  With either kind a won auction's force is the cheapest one that reaches the bid (at least one
  unit; units by build cost first, then Colonization cards, weakest first).

``pact`` — a pact offered to the seat (T-15.8.2):
  * ``pact_refuse_all``: refuse every offer;
  * ``pact_by_seat`` (``accept``, ``refuse``: seats of this game): accept offers from the first
    list, refuse those from the second (a seat in both is refused); an offer from anyone else
    waits for the player.

Event questions with a small fixed set of answers:
  * ``event_goods`` / ``goods_choice`` (``choice`` food | res): an Age A event's "food or
    resources" (T-15.4);
  * ``event_build`` / ``free_build`` (``choice`` yes | no): an event's free building (T-22 #24);
  * ``split`` / ``split_prefer`` (``prefer`` food | res | even): splitting food and resources
    (T-15.10.1). ``food`` ends with the most food for the seat: the most food gained or
    taken, the least food lost; ``res`` likewise for resources; ``even`` the split closest to
    half (the smaller food share on a tie);
  * ``loss`` / ``lose_cheapest``: which of the seat's own buildings or units is lost or
    destroyed (T-15.4.5, T-15.10.1), colony lost or wonder ravaged: the building or unit of
    the lowest build cost, the colony or wonder of the lowest age, the first offered on a tie.

Not answered in advance (they wait, or the AI replacement answers): choices a winner makes
about the loser's cards (which building to destroy, colony or special technology to take),
International Agreement's takes, and the military hand-limit discard (own turn).

Never more than a live answer: every choice reads only what the seat's own view shows — its
own cards and hand, the attack's announced total, the public bid, the offer's sender.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations, product
from typing import Any

from rules.core import Msg, Seat, StandingAnswer, StandingKind, StandingParam
from rules.tta import civil, combat, engine, forces
from rules.tta.actions import Action
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.derived import derive
from rules.tta.state import Frame, TtaState

Force = tuple[dict[str, int], list[str]]  # units (card id -> count), bonus card instances

KINDS: tuple[StandingKind, ...] = (
    StandingKind(
        "defend_cheapest",
        "defence",
        "tta-standing-kind-defend-cheapest",
        (
            StandingParam("cards", "int", 2, minimum=0, maximum=9),
            StandingParam("units", "int", 0, minimum=0, maximum=20),
        ),
    ),
    StandingKind("defend_none", "defence", "tta-standing-kind-defend-none"),
    StandingKind(
        "bid_up_to",
        "colonize",
        "tta-standing-kind-bid-up-to",
        (StandingParam("max", "int", 3, minimum=1, maximum=99),),
    ),
    StandingKind("bid_never", "colonize", "tta-standing-kind-bid-never"),
    StandingKind("pact_refuse_all", "pact", "tta-standing-kind-pact-refuse-all"),
    StandingKind(
        "pact_by_seat",
        "pact",
        "tta-standing-kind-pact-by-seat",
        (StandingParam("accept", "seats", []), StandingParam("refuse", "seats", [])),
    ),
    StandingKind(
        "goods_choice",
        "event_goods",
        "tta-standing-kind-goods-choice",
        (StandingParam("choice", "choice", "food", choices=("food", "res")),),
    ),
    StandingKind(
        "free_build",
        "event_build",
        "tta-standing-kind-free-build",
        (StandingParam("choice", "choice", "yes", choices=("yes", "no")),),
    ),
    StandingKind(
        "split_prefer",
        "split",
        "tta-standing-kind-split-prefer",
        (StandingParam("prefer", "choice", "even", choices=("food", "res", "even")),),
    ),
    StandingKind("lose_cheapest", "loss", "tta-standing-kind-lose-cheapest"),
)

QUESTIONS: tuple[str, ...] = tuple(dict.fromkeys(k.question for k in KINDS))


def question_of(state: TtaState, seat: int) -> str | None:
    """The standing-answer question ``seat`` faces now (out of its turn), or None."""
    if engine.is_over(state) or not state.pending:
        return None
    frame = state.pending[-1]
    if frame.seat != seat or seat == state.current:
        return None
    return _question(frame)


def _question(frame: Frame) -> str | None:
    if frame.kind == "force":
        purpose = frame.data["purpose"]
        if purpose in ("defend", "war_def"):
            return "defence"
        return "colonize" if purpose == "colonize" else None
    if frame.kind == "bid":
        return "colonize"
    if frame.kind == "pact":
        return "pact"
    if frame.kind == "event":
        return "event_goods" if "food" in frame.choices else "event_build"
    if frame.kind == "split":
        return "split"
    if frame.kind == "pick":
        own = int(frame.data["target"]) == frame.seat
        return "loss" if own and frame.data["what"] != "special" else None
    return None


def answer(
    cat: Catalog, state: TtaState, seat: int, answers: Mapping[str, StandingAnswer]
) -> Action | None:
    """The legal action ``seat``'s standing answers give now (an ``Action``), or None."""
    question = question_of(state, seat)
    if question is None or question not in answers:
        return None
    frame = state.pending[-1]
    code = _choose(cat, state, frame, answers[question])
    if code is None:
        return None
    for action in engine.legal_actions(cat, state, seat):
        if action.encode() == code:
            return action
    return None


def _choose(cat: Catalog, state: TtaState, frame: Frame, ans: StandingAnswer) -> str | None:
    kind = ans.get("kind")
    if frame.kind == "force":
        return _force(cat, state, frame, ans)
    if frame.kind == "bid":
        high = int(frame.data["high"])
        if kind == "bid_up_to" and high + 1 <= int(ans["max"]):
            return f"bid.{high + 1}"
        return "pass"
    if frame.kind == "pact":
        proposer = int(frame.data["from"])
        if kind == "pact_refuse_all" or proposer in ans.get("refuse", []):
            return "refuse"
        return "accept" if proposer in ans.get("accept", []) else None
    if frame.kind == "event":
        return f"ev.{ans['choice']}"
    if frame.kind == "split":
        return _split(cat, state, frame, str(ans["prefer"]))
    if frame.kind == "pick":
        return _loss(cat, state, frame)
    return None


# ------------------------------------------------------------------------------------------
# Forces: defence and colonization


def _force(cat: Catalog, state: TtaState, frame: Frame, ans: StandingAnswer) -> str | None:
    purpose = str(frame.data["purpose"])
    seat = frame.seat
    op: dict[str, Any] = frame.data["op"]
    target: Force | None
    if purpose == "colonize":
        bid = int(op["bid"])
        p = state.players[seat]

        def reaches(force: Force) -> bool:
            data = {"purpose": purpose, "units": force[0], "cards": force[1], "op": op}
            return forces.enough(cat, state, p, data)

        target = _cheapest(cat, state, seat, purpose, 99, 99, reaches, bid)
    elif ans.get("kind") == "defend_none":
        target = None
    else:
        if purpose == "defend":
            attack = int(op["total"])  # announced to everyone (the attack_total event)
        else:
            # The declarer's sacrifice is secret until the war is resolved: only its visible
            # total counts (strength and Open Borders).
            attack = combat.attack_total(
                cat, state, {**op, "attack": {"purpose": "war_att", "units": {}, "cards": []}}
            )

        def holds(force: Force) -> bool:
            data = {"purpose": purpose, "units": force[0], "cards": force[1]}
            return combat.holds(attack, combat.defence_total(cat, state, seat, data))

        need = attack - derive(cat, state, state.players[seat]).strength
        target = _cheapest(
            cat, state, seat, purpose, int(ans["cards"]), int(ans["units"]), holds, need
        )
    return _step(cat, state, frame, target or ({}, []))


def _unit_vectors(
    cat: Catalog, state: TtaState, seat: int, purpose: str, max_units: int
) -> list[dict[str, int]]:
    """Every choice of units to sacrifice with at most ``max_units`` units, cheapest first."""
    p = state.players[seat]
    if forces.no_sacrifice(state, purpose) or max_units <= 0:
        return [{}]
    owned = sorted(
        (cid, n) for cid, n in p.workers.items() if n > 0 and cat.info[cid].category == "unit"
    )
    out: list[dict[str, int]] = []
    for counts in product(*(range(min(n, max_units) + 1) for _, n in owned)):
        if sum(counts) <= max_units:
            out.append({cid: k for (cid, _), k in zip(owned, counts, strict=True) if k})
    out.sort(key=lambda units: (_unit_cost(cat, units), sum(units.values())))
    return out


def _unit_cost(cat: Catalog, units: Mapping[str, int]) -> int:
    return sum(cat.info[cid].build_cost * n for cid, n in units.items())


def _card_sets(cards: list[tuple[str, int]], max_cards: int) -> Iterator[tuple[list[str], int]]:
    """Sets of at most ``max_cards`` bonus cards (instance, value), fewest then weakest first,
    with their total value."""
    sets: list[tuple[int, int, list[str]]] = []
    for size in range(min(max_cards, len(cards)) + 1):
        for combo in combinations(cards, size):
            sets.append((size, sum(v for _, v in combo), [inst for inst, _ in combo]))
    sets.sort(key=lambda s: (s[0], s[1]))
    for _, total, insts in sets:
        yield insts, total


def _cheapest(
    cat: Catalog,
    state: TtaState,
    seat: int,
    purpose: str,
    max_cards: int,
    max_units: int,
    good: Any,
    need: int,
) -> Force | None:
    """The cheapest force within the limits that ``good`` accepts (the engine's own test),
    or None. ``need`` (the value the force must add) only orders the search: each candidate
    the search finds is confirmed by ``good``."""
    p = state.players[seat]
    d = derive(cat, state, p)
    use = forces.CARD_USE.get(purpose)
    cards = [
        (inst, forces.card_value(cat, d, inst, use))
        for inst in p.military
        if use is not None and forces.usable(cat, inst, use)
    ]
    card_sets = list(_card_sets(cards, max_cards))
    best: tuple[tuple[int, int, int, int], Force] | None = None
    for units in _unit_vectors(cat, state, seat, purpose, max_units):
        cost = _unit_cost(cat, units)
        if best is not None and cost > best[0][0]:
            break
        base = forces.value(cat, state, p, {"purpose": purpose, "units": units, "cards": []}, d)
        for insts, total in card_sets:
            if base + total < need:
                continue
            force: Force = (units, insts)
            if not good(force):
                continue
            key = (cost, len(insts), total, sum(units.values()))
            if best is None or key < best[0]:
                best = (key, force)
            break  # the card sets are ordered: the first that is good is this one's best
    return best[1] if best is not None else None


def _step(cat: Catalog, state: TtaState, frame: Frame, target: Force) -> str:
    """The next step from the force chosen so far towards ``target``."""
    units, cards = target
    chosen: dict[str, int] = frame.data["units"]
    chosen_cards: list[str] = frame.data["cards"]
    if any(n > units.get(cid, 0) for cid, n in chosen.items()) or any(
        inst not in cards for inst in chosen_cards
    ):
        return "reset"
    for cid in sorted(units):
        if chosen.get(cid, 0) < units[cid]:
            return "sac." + civil.code_of(cat.info[cid])
    p = state.players[frame.seat]
    for inst in cards:
        if inst not in chosen_cards:
            return f"card.{p.military.index(inst)}"
    return "done"


# ------------------------------------------------------------------------------------------
# Event questions


def _split(cat: Catalog, state: TtaState, frame: Frame, prefer: str) -> str | None:
    options = sorted(int(code.split(".")[1]) for code in _choices(cat, state, frame))
    if not options:
        return None
    data = frame.data
    amount = int(data["amount"])
    if prefer == "even":
        food = min(options, key=lambda x: (abs(2 * x - amount), x))
    else:
        own_loss = data["mode"] == "lose" and int(data["target"]) == frame.seat
        most_food = (prefer == "food") != own_loss
        food = options[-1] if most_food else options[0]
    return f"split.{food}"


def _loss(cat: Catalog, state: TtaState, frame: Frame) -> str | None:
    p = state.players[frame.seat]
    ctx = Ctx(cat, state, p)
    best: tuple[int, int, str] | None = None
    for i, code in enumerate(_choices(cat, state, frame)):
        arg = code.split(".", 1)[1]
        if arg[0] == "c":
            rank = cat.of(p.colonies[int(arg[1:])]).age
        elif arg[0] == "w":
            rank = cat.of(p.wonders[int(arg[1:])]).age
        else:
            info = ctx.tech(arg)
            if info is None:
                continue
            rank = info.build_cost
        if best is None or (rank, i) < best[:2]:
            best = (rank, i, code)
    return best[2] if best is not None else None


def _choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    return [a.encode() for a in engine.legal_actions(cat, state, frame.seat)]


# ------------------------------------------------------------------------------------------
# Texts


def describe(answer: StandingAnswer) -> Msg | None:
    """A line describing a stored answer (message ids ``tta-standing-…``)."""
    kind = answer.get("kind")
    if kind == "defend_cheapest":
        return Msg.of(
            "tta-standing-defend-cheapest", cards=int(answer["cards"]), units=int(answer["units"])
        )
    if kind == "bid_up_to":
        return Msg.of("tta-standing-bid-up-to", max=int(answer["max"]))
    if kind == "pact_by_seat":
        refuse = tuple(_seat(s) for s in answer["refuse"])
        accept = tuple(_seat(s) for s in answer["accept"] if s not in answer["refuse"])
        return Msg.of(
            "tta-standing-pact-by-seat",
            accept=accept,
            refuse=refuse,
            accepted=len(accept),
            refused=len(refuse),
        )
    if kind in ("goods_choice", "free_build"):
        return Msg.of(f"tta-standing-{str(kind).replace('_', '-')}", choice=str(answer["choice"]))
    if kind == "split_prefer":
        return Msg.of("tta-standing-split-prefer", prefer=str(answer["prefer"]))
    if kind in ("defend_none", "bid_never", "pact_refuse_all", "lose_cheapest"):
        return Msg.of(f"tta-standing-{str(kind).replace('_', '-')}")
    return None


def _seat(seat: int) -> Msg:
    return Msg.of("tta-standing-seat", player=Seat(seat))


def note(seat: int) -> Msg:
    """The log's mark of an action a standing answer took."""
    return Msg.of("tta-standing-answered", player=Seat(seat))
