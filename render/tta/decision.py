"""What a decision out of turn is about, in words a player decides by: what is being chosen,
the sums of a fight (who wins a tie), the rivals of a colonization bid and the cards that help,
which side of a pact each nation takes and what each side gets, and each answer with its value.

Computed from the seat's own view, its legal codes and the public card data only.

Ties (``rules/tta/combat.py``, ``forces.py``, ``colonize.py``): in an aggression the defender
holds on a tie (T-15.7.2); in a war the higher total wins and a tie does nothing, unless the
option ``war_tie = defender_wins`` (T-22 #12); a colonizing force needs at least the bid
(T-15.6.2) and a bid must beat the highest one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from render.i18n import Translator
from render.tta import facts
from render.tta import theme as th
from rules.tta import cards as c
from rules.tta.catalog import Info

# Building and unit codes of the engine: a type letter and a level (``L1`` = Alchemy).
TYPE_LETTERS: dict[str, str] = {
    "F": "farm",
    "M": "mine",
    "T": "temple",
    "L": "lab",
    "A": "arena",
    "B": "library",
    "H": "theater",
    "I": "infantry",
    "C": "cavalry",
    "R": "artillery",
    "X": "air_force",
}
PURPOSES = ("colonize", "attack", "defend", "war_att", "war_def")
CARD_USE = {"colonize": "colonization", "defend": "defense"}
RATE_STATS = frozenset({"culture", "science", "food", "resources"})


@dataclass(frozen=True)
class Line:
    """One line of facts: ``key`` lines are the sums a player decides by (gold, bold)."""

    text: str
    key: bool = False


@dataclass(frozen=True)
class Side:
    """One side of a pact: its title ("Side A · Alice") and what it gets."""

    title: str
    items: tuple[str, ...]
    mine: bool


@dataclass(frozen=True)
class Chip:
    """One answer: its label, its value ("+2"; "" when none) and whether it is legal now;
    ``code`` is the first action code it stands for."""

    label: str
    value: str
    legal: bool
    code: str = ""


class Question:
    """A pending frame as the deciding seat sees it."""

    def __init__(
        self,
        view: Mapping[str, Any],
        me: Mapping[str, Any],
        actions: Sequence[str],
        names: Sequence[str],
        t: Translator,
    ) -> None:
        frame = view.get("pending")
        raw: Mapping[str, Any] = frame if isinstance(frame, Mapping) else {}
        data = raw.get("data") if isinstance(raw.get("data"), Mapping) else None
        # Older views kept the public fields under ``data``.
        self.f: dict[str, Any] = {**(data or {}), **{k: v for k, v in raw.items() if k != "data"}}
        self.view = view
        self.me = me
        self.seat = th.num(me.get("seat"), -1)
        self.actions = list(actions)
        self.names = names
        self.t = t
        self.kind = str(self.f.get("kind") or "")
        self.purpose = str(self.f.get("purpose") or "")

    # --- helpers ---------------------------------------------------------------------------

    def name(self, seat: int) -> str:
        return th.player_name(self.names, seat, self.t)

    def seat_of(self, key: str) -> int | None:
        v = self.f.get(key)
        if v is None or isinstance(v, bool) or th.num(v, -1) < 0:
            return None
        return th.num(v)

    def strength(self, seat: int | None) -> int:
        nation = th.player(self.view, seat) if seat is not None else None
        return th.num((nation or {}).get("strength"))

    def military(self) -> list[str]:
        return facts.military_visible(self.view, self.me)

    # --- what is being chosen --------------------------------------------------------------

    def what(self) -> str:
        """The headline of the decision ("Choose one of your buildings to lose")."""
        t, f = self.t, self.f
        target = self.seat_of("target")
        own = target is None or target == self.seat
        who = self.name(target) if target is not None else ""
        kind = self.kind
        if kind == "pick":
            what = str(f.get("what") or "")
            if what in ("destroy", "colony"):
                if own:
                    return t(f"tta-img-what-{what}-own")
                return t(f"tta-img-what-{what}", player=who)
            if what in ("lose_pop", "wonder"):
                return t(f"tta-img-what-{what}")
            if what == "special":
                return t("tta-img-what-special", player=who)
            return t("tta-img-what-pick")
        if kind == "split":
            amount = th.num(f.get("amount"))
            if str(f.get("mode")) == "gain":
                return t("tta-img-what-split-gain", n=amount)
            if own:
                return t("tta-img-what-split-lose-own", n=amount)
            return t("tta-img-what-split-lose", n=amount, player=who)
        if kind == "agree":
            return t(
                "tta-img-what-agree",
                budget=th.num(f.get("budget")),
                spent=th.num(f.get("spent")),
            )
        if kind == "discard":
            count = max(len(self.military()), th.num(self.me.get("military_hand")))
            limit = th.num(
                self.me.get("military_hand_limit"), th.num(self.me.get("military_actions"))
            )
            return t("tta-img-what-discard", n=max(1, count - limit), limit=limit)
        if kind == "bid":
            return t("tta-img-what-bid")
        if kind == "pact":
            return t("tta-img-what-pact")
        if kind == "force" and self.purpose in PURPOSES:
            return t(f"tta-img-purpose-{self.purpose}")
        if kind == "event":
            return t("tta-img-what-event")
        return t("tta-img-prompt-stake")

    # --- the facts -------------------------------------------------------------------------

    def lines(self) -> list[Line]:
        if self.kind == "force":
            return self._force()
        if self.kind == "bid":
            return self._bid()
        if self.kind == "pact":
            return self._pact_lines()
        if self.kind == "discard":
            count = max(len(self.military()), th.num(self.me.get("military_hand")))
            limit = th.num(
                self.me.get("military_hand_limit"), th.num(self.me.get("military_actions"))
            )
            return [Line(self.t("tta-img-fact-limit", n=count, limit=limit), key=True)]
        return self._generic()

    def _generic(self) -> list[Line]:
        """Any other frame: who else is involved and its numbers, from its public fields."""
        t, f = self.t, self.f
        out: list[Line] = []
        for key in ("attacker", "defender", "from", "target"):
            seat = self.seat_of(key)
            if seat is None or (key == "target" and self.kind in ("pick", "split")):
                continue  # a pick's or split's target is in its headline
            if key in ("from", "target"):
                out.append(Line(t(f"tta-img-fact-{key}", player=self.name(seat))))
            else:
                strength = self.strength(seat)
                out.append(
                    Line(t(f"tta-img-fact-{key}", player=self.name(seat), strength=strength))
                )
        for key in ("bid", "total", "value", "amount"):
            if key == "amount" and self.kind == "split":
                continue
            if f.get(key) is not None and not isinstance(f.get(key), (list, dict)):
                out.append(Line(t(f"tta-img-fact-{key}", n=th.num(f.get(key)))))
        if f.get("budget") is not None and self.kind != "agree":
            out.append(
                Line(
                    t(
                        "tta-img-fact-budget",
                        budget=th.num(f.get("budget")),
                        spent=th.num(f.get("spent")),
                    )
                )
            )
        return out

    def _force(self) -> list[Line]:
        """The sum of a force against the other side's, and what a tie does."""
        t, f = self.t, self.f
        purpose = self.purpose
        mine = self.strength(self.seat)
        value = th.num(f.get("value"))
        out: list[Line] = []
        units = f.get("units")
        if isinstance(units, Mapping) and units:
            chosen = ", ".join(
                t("tta-img-fact-unit", card=th.card_name(k, t), n=th.num(v))
                for k, v in units.items()
            )
            out.append(Line(t("tta-img-fact-units", units=chosen)))
        if purpose == "colonize":
            bid = th.num(f.get("bid"))
            bonus = th.num(self.me.get("colonization_bonus"))
            if bonus:
                text = t("tta-img-force-colonize-bonus", value=value, bonus=bonus, bid=bid)
            else:
                text = t("tta-img-force-colonize", value=value, bid=bid)
            out.insert(0, Line(text, True))
            if value < bid:
                out.insert(1, Line(t("tta-img-force-reach", n=bid, more=bid - value), True))
            else:
                out.insert(1, Line(t("tta-img-force-enough", value=value, n=bid), True))
            if not units:
                out.append(Line(t("tta-img-force-one-unit")))
            return out
        if purpose not in PURPOSES:
            return out + self._generic()
        attacking = purpose in ("attack", "war_att")
        other = self.seat_of("defender" if attacking else "attacker")
        bonus = 0
        if attacking and other is not None:
            bonus = _attack_bonus(self.view, self.seat, other)
        total = mine + value + bonus
        if bonus:
            you = t("tta-img-force-you-pact", strength=mine, value=value, bonus=bonus, total=total)
        else:
            you = t("tta-img-force-you", strength=mine, value=value, total=total)
        war_tie_defender = str((self.view.get("options") or {}).get("war_tie")) == "defender_wins"
        if attacking:
            theirs = self.strength(other)
            out.insert(0, Line(f"{you} · {t('tta-img-force-defender-now', n=theirs)}", True))
            # The attacker wins only above the defender's total (a tie holds or draws).
            need = theirs + 1
            if total < need:
                out.insert(1, Line(t("tta-img-force-win-at", n=need, more=need - total), True))
            else:
                out.insert(1, Line(t("tta-img-force-win", total=total, n=theirs), True))
            rule = "tta-img-force-rule-attack"
            if purpose == "war_att":
                rule = "tta-img-force-rule-war-att" + ("-defender" if war_tie_defender else "")
            out.append(Line(t(rule)))
            return out
        # Defending: an aggression's defender holds on a tie; a war's tie does nothing.
        att = f.get("total")
        holds = purpose == "defend" or war_tie_defender
        rule = "tta-img-force-rule-defend" if holds else "tta-img-force-rule-war-def"
        if att is None:
            # The attacker's sacrifices are not in the view: its strength, and what a tie does.
            theirs = self.strength(other)
            out.insert(0, Line(f"{you} · {t('tta-img-force-attacker-now', n=theirs)}", True))
            out.append(Line(t(rule)))
            return out
        hold = th.num(att)
        out.insert(0, Line(f"{you} · {t('tta-img-force-attacker', n=hold)}", True))
        if holds:
            if total < hold:
                out.insert(1, Line(t("tta-img-force-hold-at", n=hold, more=hold - total), True))
            else:
                out.insert(1, Line(t("tta-img-force-hold", total=total, n=hold), True))
        else:
            if total < hold:
                out.insert(1, Line(t("tta-img-force-draw-at", n=hold, more=hold - total), True))
            elif total == hold:
                out.insert(1, Line(t("tta-img-force-draw", total=total, n=hold), True))
            else:
                out.insert(1, Line(t("tta-img-force-win", total=total, n=hold), True))
        out.append(Line(t(rule)))
        return out

    def _bid(self) -> list[Line]:
        """The bid to beat, what each rival could send, the seat's most and its cards."""
        t, f = self.t, self.f
        out: list[Line] = []
        leader = self.seat_of("leader")
        if leader is None:
            out.append(Line(t("tta-img-fact-no-bid"), True))
        else:
            high = th.num(f.get("high"))
            out.append(Line(t("tta-img-fact-high", bid=high, player=self.name(leader)), True))
        bids = [int(a[4:]) for a in self.actions if a.startswith("bid.") and a[4:].isdigit()]
        if bids:
            out.append(Line(t("tta-img-bid-max", n=max(bids)), True))
        for seat in [th.num(s) for s in f.get("in") or []]:
            if seat == self.seat:
                continue
            nation = th.player(self.view, seat) or {}
            bonus = th.num(nation.get("colonization_bonus"))
            args = {
                "player": self.name(seat),
                "strength": th.num(nation.get("strength")),
                "cards": th.num(nation.get("military_hand")),
            }
            if bonus:
                out.append(Line(t("tta-img-bid-rival-bonus", bonus=bonus, **args)))
            else:
                out.append(Line(t("tta-img-bid-rival", **args)))
        usable = []
        for cid in self.military():
            i = th.info(cid)
            if i is not None and i.kind == "bonus" and i.colonization_value > 0:
                value = facts.bonus_value(i, self.me, "colonization")
                usable.append(t("tta-img-bid-card", card=th.card_name(cid, t), n=value))
        if usable:
            out.append(Line(t("tta-img-bid-cards", cards=", ".join(usable))))
        else:
            out.append(Line(t("tta-img-bid-no-cards")))
        bonus = th.num(self.me.get("colonization_bonus"))
        if bonus:
            out.append(Line(t("tta-img-bid-bonus", n=bonus)))
        out.append(Line(t("tta-img-bid-rule")))
        return out

    def _pact_lines(self) -> list[Line]:
        proposer = self.seat_of("from")
        if proposer is None:
            return []
        return [Line(self.t("tta-img-fact-from", player=self.name(proposer)), True)]

    def pact_sides(self) -> tuple[list[Side], list[str]]:
        """The sides of an offered pact (who takes each, what each gets) and what holds for
        both; empty for other frames or an unknown card."""
        i = th.info(self.f.get("card"))
        proposer = self.seat_of("from")
        if self.kind != "pact" or i is None or proposer is None:
            return [], []
        t = self.t
        role = str(self.f.get("role") or "a")
        a, b = (proposer, self.seat) if role == "a" else (self.seat, proposer)
        gets = pact_gets(i, t)
        common = pact_common(i, t)
        if i.symmetric:
            items = tuple(gets["a"]) or (t("tta-img-pact-nothing"),)
            return [Side(t("tta-img-pact-both"), items, True)], common
        sides = []
        for side, seat in (("a", a), ("b", b)):
            who = t("tta-img-you") if seat == self.seat else self.name(seat)
            items = tuple(gets[side]) or (t("tta-img-pact-nothing"),)
            title = t("tta-img-pact-side", side=side.upper(), player=who)
            sides.append(Side(title, items, seat == self.seat))
        return sides, common

    # --- the answers -----------------------------------------------------------------------

    def chips(self, limit: int) -> tuple[list[Chip], int]:
        """The answers the picture names, each with its value where it adds one (a unit's
        strength, a bonus card's value), and how many others only the buttons name."""
        raw = [str(ch) for ch in self.f.get("choices") or []] or list(self.actions)
        known: list[Chip] = []
        more = 0
        for ch in raw:
            label = self.choice_label(ch)
            if label is None or len(known) >= limit:
                more += 1
                continue
            msg, args, value = label
            word = ch.rsplit(".", 1)[-1]
            legal = (
                not self.actions
                or ch in self.actions
                or any(code.endswith("." + word) for code in self.actions)
            )
            text = self.t(
                msg, **{k: (th.card_name(v, self.t) if k == "card" else v) for k, v in args.items()}
            )
            if all((k.label, k.value) != (text, value) for k in known):
                known.append(Chip(text, value, legal, ch))
        return known, more

    def choice_label(self, code: str) -> tuple[str, dict[str, Any], str] | None:
        """How the picture names one answer: (message id, args, value) or None (left to the
        buttons)."""
        head, _, arg = code.partition(".")
        if not arg and head in _WORDS:
            return f"tta-img-choice-{head}", {}, ""
        if head == "ev" and arg in _WORDS:
            return f"tta-img-choice-{arg}", {}, ""
        if head == "bid" and arg.isdigit():
            return "tta-img-choice-bid", {"n": int(arg)}, ""
        if head == "split" and arg.isdigit():
            amount = self.f.get("amount")
            if amount is not None:
                food = int(arg)
                return "tta-img-choice-split", {"food": food, "res": th.num(amount) - food}, ""
        military = self.military()
        if head in ("card", "disc") and arg.isdigit() and int(arg) < len(military):
            cid = military[int(arg)]
            value = ""
            i = th.info(cid)
            use = CARD_USE.get(self.purpose)
            if head == "card" and i is not None and use is not None:
                value = f"+{facts.bonus_value(i, self.me, use)}"
            return f"tta-img-choice-{head}", {"card": cid}, value
        if head in ("sac", "pick"):
            card = building_card(arg)
            if card is not None:
                value = ""
                i = th.info(card)
                if head == "sac" and i is not None:
                    value = f"+{facts.unit_value(i, self.me)}"
                return f"tta-img-choice-{head}", {"card": card}, value
        if head == "pick" and arg[:1] in ("c", "w") and arg[1:].isdigit():
            target = th.player(self.view, th.num(self.f.get("target"), -1))
            cards = (target or {}).get("colonies" if arg[0] == "c" else "wonders") or []
            k = int(arg[1:])
            if k < len(cards) and th.card_id(cards[k]):
                return "tta-img-choice-pick", {"card": th.card_id(cards[k])}, ""
        if head == "take" and arg.isdigit():
            entries = facts.row(self.view)
            slot = int(arg) - 1
            if 0 <= slot < len(entries) and entries[slot] is not None:
                cost = th.num((entries[slot] or {}).get("cost"), facts.slot_cost(slot))
                return "tta-img-choice-take", {"card": th.card_id(entries[slot])}, str(cost)
        return None


_WORDS = frozenset(
    {"food", "res", "yes", "no", "accept", "refuse", "decline", "pass", "done", "reset", "resign"}
)


def building_card(code: str) -> str | None:
    """The card of an engine building or unit code (``I1`` = Swordsmen)."""
    if len(code) < 2 or code[0] not in TYPE_LETTERS or not code[1:].isdigit():
        return None
    return th.cat().by_type_level.get((TYPE_LETTERS[code[0]], int(code[1:])))


def _attack_bonus(view: Mapping[str, Any], attacker: int, defender: int) -> int:
    """What pacts between the two add to an attack (Open Borders Agreement)."""
    bonus = 0
    for pact in view.get("pacts") or []:
        if not isinstance(pact, Mapping):
            continue
        if {th.num(pact.get("a"), -1), th.num(pact.get("b"), -1)} != {attacker, defender}:
            continue
        i = th.info(pact)
        for e in i.pact_effects if i is not None else ():
            if isinstance(e, c.AttackBonus):
                bonus += e.amount
    return bonus


SYMBOLS = {"food": "☘", "resources": "⚒", "science": "⚗", "culture": "✿", "strength": "⚔"}


def pact_gets(i: Info, t: Translator) -> dict[str, list[str]]:
    """What each side of a pact gets ("a", "b"; a symmetric pact gives both the same), from
    the card's effects."""
    out: dict[str, list[str]] = {"a": [], "b": []}

    def give(who: str, text: str) -> None:
        for side in ("a", "b"):
            if who in ("both", f"role_{side}") or (who == "self" and side == "a"):
                out[side].append(text)

    for e in i.pact_effects:
        if isinstance(e, c.Yield):
            if e.per is not None:
                text = t("tta-img-pact-per-wonder", n=e.amount)
            else:
                text = t(f"tta-img-stat-{e.stat}", n=e.amount)
                if e.stat in RATE_STATS:
                    text = t("tta-img-pact-rate", text=text)
            give(e.who, text)
        elif isinstance(e, c.Substitute):
            pay = f"{e.amount}{SYMBOLS[e.pay]}"
            get = f"{e.amount}{SYMBOLS[e.instead_of]}"
            give(e.who, t("tta-img-pact-substitute", pay=pay, get=get))
        elif isinstance(e, c.ScienceCooperation):
            give("both", t("tta-img-pact-cooperation", n=e.discount, share=e.partner_pays))
    if i.no_war_against_b:
        out["b"].append(t("tta-img-pact-no-war"))
    return out


def pact_common(i: Info, t: Translator) -> list[str]:
    """What a pact says about both nations together."""
    out: list[str] = []
    if i.forbids_attacks:
        out.append(t("tta-img-pact-no-attacks"))
    for e in i.pact_effects:
        if isinstance(e, c.AttackBonus):
            out.append(t("tta-img-pact-attack-bonus", n=e.amount))
    if i.ends_on_attack:
        out.append(t("tta-img-pact-ends-on-attack"))
    return out
