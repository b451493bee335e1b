"""The engine's view of the card data: an adapter over :mod:`rules.tta.cards` (the data
helper's schema) that precomputes what the hot paths ask for again and again.

Nothing here changes a card's meaning; it sorts each card's typed effects into the questions the
engine asks ("what does this card add to the culture rate?", "what does it take off a build?"),
so that :mod:`rules.tta.derived` and :mod:`rules.tta.engine` never walk effect lists blindly.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from rules import saves
from rules.core import BadData, BadDump
from rules.tta import cards as c

if TYPE_CHECKING:
    from rules.tta.state import TtaState

# Every released card data set, gzipped canonical JSON named by its content fingerprint
# (``python -m rules.tta data release`` adds the current one).
RELEASED_DIR = Path(__file__).parent / "data" / "released"

NO_STATS = c.Stats()


@dataclass(frozen=True, slots=True)
class Info:
    """Flat facts of one card (every field has a neutral default for cards without it)."""

    id: str
    kind: str
    age: int
    name: str
    tech_type: str = ""
    category: str = ""  # production | urban | unit | government | special
    science_cost: int = 0  # peaceful cost for governments (T-10.3.2)
    revolution_cost: int = 0
    build_cost: int = 0
    token_value: int = 0
    per_worker: c.Stats = NO_STATS
    stats: c.Stats = NO_STATS
    gov_ca: int = 0
    gov_ma: int = 0
    urban_limit: int = 0
    stages: tuple[int, ...] = ()
    starting_workers: int = 0
    effects: tuple[c.Effect, ...] = ()
    yields: tuple[c.Yield, ...] = ()
    costs: tuple[c.CostModifier, ...] = ()
    pools: tuple[c.MilitaryPool, ...] = ()
    construction: c.Construction | None = None
    double_happy: bool = False
    unit_strength: tuple[c.UnitStrength, ...] = ()
    revolution_uses_military: bool = False
    free_tech_play: bool = False
    grants: tuple[c.GrantAction, ...] = ()
    performs: tuple[c.PerformAction, ...] = ()
    on_take_tech: tuple[c.Gain, ...] = ()
    on_play_tech: tuple[c.Gain, ...] = ()
    on_complete: tuple[c.Gain, ...] = ()
    now: tuple[c.Effect, ...] = ()  # one-off effects when played/resolved
    simple_game: bool = False  # events: one of the simple game's Age A events
    # Military cards (T-2.1.3): tactics (units per army, value, obsolete value), aggressions
    # and wars (MA cost and its rule, what the target must have), pacts, bonus cards.
    army: tuple[int, int, int] = (0, 0, 0)  # infantry, cavalry, artillery per army
    army_value: int = 0
    army_obsolete: int = 0
    ma_cost: int = 0
    ma_cost_rule: str = "fixed"
    requires: str = "none"
    symmetric: bool = True
    forbids_attacks: bool = False
    ends_on_attack: bool = False
    no_war_against_b: bool = False
    defense: int = 0
    colonization_value: int = 0
    ignore_tactics: bool = False
    repeat_best_army: bool = False
    bonus_rules: tuple[c.BonusCards, ...] = ()
    attack_rules: c.AttackRules | None = None
    pact_effects: tuple[c.Effect, ...] = ()
    produce_tokens: tuple[c.ProduceTokens, ...] = ()


def _info(card: c.Card) -> Info:
    effects = tuple(card.effects)
    yields = tuple(e for e in effects if isinstance(e, c.Yield))
    costs = tuple(e for e in effects if isinstance(e, c.CostModifier))
    pools = tuple(e for e in effects if isinstance(e, c.MilitaryPool))
    construction = next((e for e in effects if isinstance(e, c.Construction)), None)
    gains = [e for e in effects if isinstance(e, c.Gain)]
    now: list[c.Effect] = [
        e
        for e in effects
        if not isinstance(
            e,
            (
                c.Yield,
                c.CostModifier,
                c.Construction,
                c.DoubleHappy,
                c.UnitStrength,
                c.RevolutionUsesMilitary,
                c.FreeTechPlay,
                c.GrantAction,
                c.IgnoreTactics,
                c.RepeatBestArmy,
                c.BonusCards,
                c.AttackRules,
            ),
        )
        and not (isinstance(e, c.Gain) and e.when != "now")
        and not (isinstance(e, c.MilitaryPool) and e.duration == "each_turn")
    ]
    base = Info(
        id=card.id,
        kind=card.kind,
        age=card.age,
        name=card.name,
        effects=effects,
        yields=yields,
        costs=costs,
        pools=tuple(p for p in pools if p.duration == "each_turn"),
        construction=construction,
        double_happy=any(isinstance(e, c.DoubleHappy) for e in effects),
        unit_strength=tuple(e for e in effects if isinstance(e, c.UnitStrength)),
        revolution_uses_military=any(isinstance(e, c.RevolutionUsesMilitary) for e in effects),
        free_tech_play=any(isinstance(e, c.FreeTechPlay) for e in effects),
        grants=tuple(e for e in effects if isinstance(e, c.GrantAction)),
        performs=tuple(e for e in effects if isinstance(e, c.PerformAction)),
        on_take_tech=tuple(g for g in gains if g.when == "take_tech"),
        on_play_tech=tuple(g for g in gains if g.when == "play_tech"),
        on_complete=tuple(g for g in gains if g.when == "complete"),
        now=tuple(now),
        ignore_tactics=any(isinstance(e, c.IgnoreTactics) for e in effects),
        repeat_best_army=any(isinstance(e, c.RepeatBestArmy) for e in effects),
        bonus_rules=tuple(e for e in effects if isinstance(e, c.BonusCards)),
        attack_rules=next((e for e in effects if isinstance(e, c.AttackRules)), None),
        produce_tokens=tuple(e for e in effects if isinstance(e, c.ProduceTokens)),
    )
    if isinstance(card, c.TechnologyCard):
        gov = card.government
        return replace(
            base,
            tech_type=card.tech_type,
            category=card.category,
            science_cost=card.science_cost,
            revolution_cost=(gov.revolution_cost or 0) if gov is not None else 0,
            build_cost=card.build_cost or 0,
            token_value=card.token_value or 0,
            per_worker=card.per_worker,
            stats=card.stats,
            gov_ca=gov.civil_actions if gov is not None else 0,
            gov_ma=gov.military_actions if gov is not None else 0,
            urban_limit=gov.urban_limit if gov is not None else 0,
            starting_workers=card.starting_workers,
        )
    if isinstance(card, c.WonderCard):
        return replace(base, stages=tuple(card.stages), stats=card.stats)
    if isinstance(card, c.LeaderCard):
        return replace(base, stats=card.stats)
    if isinstance(card, c.TerritoryCard):
        return replace(base, stats=card.permanent)
    if isinstance(card, c.EventCard):
        return replace(base, simple_game=card.simple_game)
    if isinstance(card, c.TacticCard):
        value = card.value
        obsolete = card.obsolete_value if card.obsolete_value is not None else value
        return replace(
            base,
            army=(card.infantry, card.cavalry, card.artillery),
            army_value=value,
            army_obsolete=obsolete,
        )
    if isinstance(card, c.AggressionCard):
        return replace(
            base,
            ma_cost=card.ma_cost or 0,
            ma_cost_rule=card.ma_cost_rule,
            requires=card.requires,
        )
    if isinstance(card, c.WarCard):
        return replace(base, ma_cost=card.ma_cost)
    if isinstance(card, c.PactCard):
        # Pact effects act through the pact in force, never as the owner's own card effects.
        return replace(
            base,
            symmetric=card.symmetric,
            forbids_attacks=card.forbids_attacks,
            ends_on_attack=card.ends_on_attack,
            no_war_against_b=card.no_war_against_b,
            pact_effects=effects,
            yields=(),
            now=(),
        )
    if isinstance(card, c.BonusCard):
        return replace(base, defense=card.defense, colonization_value=card.colonization)
    return base


class _Instances(dict[str, Info]):
    """Instance id -> card, filled on first use from the cards by id."""

    def __init__(self, info: dict[str, Info]) -> None:
        super().__init__()
        self.info = info

    def __missing__(self, instance: str) -> Info:
        info = self[instance] = self.info[instance.partition("#")[0]]
        return info


class _Surcharging(dict[str, bool]):
    """Instance id -> does the card make the other nations pay more (a cost modifier of scope
    ``others``: Tesla, Bill Gates)? Filled on first use."""

    def __init__(self, cat: Catalog) -> None:
        super().__init__()
        self.cat = cat

    def __missing__(self, instance: str) -> bool:
        found = self[instance] = any(m.scope == "others" for m in self.cat.of(instance).costs)
        return found


class Catalog:
    """All cards of one data set, as :class:`Info` records, with the lookups the engine uses."""

    def __init__(self, db: c.CardDB, info: dict[str, Info] | None = None) -> None:
        self.db = db
        self.fingerprint = db.fingerprint
        self.info: dict[str, Info] = (
            info if info is not None else {cid: _info(card) for cid, card in db.cards.items()}
        )
        self.starting: tuple[str, ...] = tuple(t.id for t in db.starting_techs())
        # (tech type, level) -> card id; each pair is one card (T-2.1.2: upgrades by level).
        self.by_type_level: dict[tuple[str, int], str] = {}
        for i in self.info.values():
            if i.kind == "technology" and i.category in ("production", "urban", "unit"):
                self.by_type_level.setdefault((i.tech_type, i.age), i.id)
        # ``of(instance)``: the card of an instance id (``iron#2``) or of a plain card id (a
        # dictionary lookup, the engine's most frequent call; KeyError for an unknown card).
        self.of: Callable[[str], Info] = _Instances(self.info).__getitem__
        # Derived values already counted, by everything they depend on (rules.tta.derived owns
        # both keys and values; this module does not import it).
        self.derived_memo: dict[Hashable, object] = {}
        # The last derived values of each nation asked about, with what they were counted
        # from, by ``id`` of the nation (rules.tta.derived.derive; bounded there).
        self.derived_last: dict[int, tuple[object, ...]] = {}
        # Card ids and token values of a nation's stores by its technologies in play
        # (rules.tta.economy.levels; bounded there).
        self.levels_memo: dict[tuple[str, ...], tuple[tuple[str, ...], tuple[int, ...]]] = {}
        # Ids of the cards the first pass of a recount skips (rules.tta.derived; filled there).
        self.derived_flat: frozenset[str] | None = None
        # Does an instance make the other nations pay more (rules.tta.derived's memo key)?
        self.surcharging: _Surcharging = _Surcharging(self)
        # Culture a wonder turned face down by Ravages of Time gives (T-22 #38): the card's
        # own ``ravage_wonder`` effect, read by the derived culture rate.
        self.ravage_culture = next(
            (
                e.culture
                for i in self.info.values()
                for e in i.effects
                if isinstance(e, c.RavageWonder)
            ),
            0,
        )

    def with_card(self, card: c.Card) -> Catalog:
        """This catalogue with one card's data replaced (what-if checks: does the engine read
        this effect?); the fingerprint stays, so states of this catalogue still load."""
        db = replace(self.db, cards={**self.db.cards, card.id: card})
        return Catalog(db, {**self.info, card.id: _info(card)})

    def deck(self, deck: c.Deck, age: int, players: int) -> list[str]:
        """Instance ids of one deck for ``players``, in data-file order (shuffle afterwards)."""
        out: list[str] = []
        for card in self.db.cards_of(deck, age):
            out.extend(f"{card.id}#{k}" for k in range(1, card.copies.get(players) + 1))
        return out


def load(path: str | None = None) -> Catalog:
    """The catalog of the default card data (or of another data file); loaded once per path
    (``load()`` and ``load(None)`` share one catalog)."""
    return _load(path)


@lru_cache(maxsize=4)
def _load(path: str | None) -> Catalog:
    cat = Catalog(c.load_cards(path))
    _BY_FINGERPRINT.setdefault(cat.fingerprint, cat)
    return cat


# Catalogues by content fingerprint: the data sets loaded from files and from the archive. The
# same fingerprint is the same card data, wherever it was read from.
_BY_FINGERPRINT: dict[str, Catalog] = {}


def of_fingerprint(fingerprint: str) -> Catalog:
    """The catalogue of the card data ``fingerprint``: one loaded already (the current data),
    else the released data set archived under that fingerprint (read once).

    Raises :class:`rules.core.BadDump` when this release has no such data set."""
    cat = _BY_FINGERPRINT.get(fingerprint)
    if cat is not None:
        return cat
    document = saves.read_archive(RELEASED_DIR, fingerprint)
    if document is None:
        raise BadDump(
            f"this release does not have the card data {fingerprint!r} the game was saved with "
            f"(a newer release, or data never archived: see docs/saved-games.md)"
        )
    try:
        cat = Catalog(c.document_cards(document, f"released/{fingerprint}"))
    except BadData as exc:
        raise BadDump(f"the archived card data {fingerprint!r} is damaged: {exc}") from exc
    _BY_FINGERPRINT[fingerprint] = cat
    return cat


def of_state(state: TtaState) -> Catalog:
    """The catalogue of the card data ``state`` plays with (a game is pinned to the data it
    started with): what an agent or a renderer given only a state must use."""
    cat = load()
    if state.data_fingerprint == cat.fingerprint:
        return cat
    return of_fingerprint(state.data_fingerprint)


def release(path: str | None = None) -> tuple[str, Path, bool]:
    """Archive the card data of ``path`` (default: the bundled ``cards.json``) under its
    fingerprint, after checking it. Returns (fingerprint, archive, whether it was new)."""
    cat = load(path)
    document = json.loads(c._resolve(path).read_text(encoding="utf-8"))
    if saves.fingerprint(document) != cat.fingerprint:  # the file changed since it was loaded
        raise BadData([f"{path or c.DEFAULT_PATH}: changed while it was being released"])
    archive, written = saves.write_archive(RELEASED_DIR, cat.fingerprint, document)
    return cat.fingerprint, archive, written


def released() -> list[str]:
    """Fingerprints of the archived card data sets."""
    return saves.archived(RELEASED_DIR)
