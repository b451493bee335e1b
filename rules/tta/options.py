"""The options table of Through the Ages: every provisional ruling of T-22.2, the chapter-4
variants offered in the lobby, and the rulings this engine made where the spec is silent.

A game is played under the options it started with: :func:`resolve` turns the host's option
mapping into a complete table that the state stores and ``dump()`` writes. Changing a default is
a ruling change: update the table below and the named test together.

Provisional rulings (T-22.2) are :class:`Ruling` rows; each names its T-22 item, its default,
the alternative(s) and the test that pins it. ``supported`` lists the values this engine plays
today; asking for another value is refused at setup (:class:`UnsupportedOption`), never silently
ignored.

Integer caps use 0 for "no cap" (the protocol's option values are int/str/bool, never None).

Rulings of this engine where the spec is silent (also in ``docs/tta-engine.md``):

R1. A wonder stage needs a blue token from the blue bank to mark it (T-8.6); with the bank empty
    after paying, the stage cannot be built.
R2. A payment that needs change tokens (T-7.3.1) the blue bank cannot supply is impossible; the
    action is illegal.
R3. Frederick Barbarossa's action (increase population and build a unit with the new worker, each
    1 cheaper) costs one civil action and no military action; the turn's military discount pool
    applies to its resource cost.
R4. Homer's military discount is a pool of 1 resource per turn, available from the turn he is
    played; replacing him mid-turn removes what is left of it.
R5. In round 1 the civil hand limit still uses the government's civil actions (4 under
    Despotism), not the round-1 action count.
R6. Development of Religion / Warfare / Markets: a seat is asked only when it has a real choice;
    a seat that cannot build (no unused worker, urban limit) is skipped.
R7. The simple game ends when the Age I civil deck becomes empty during a refill (the same trigger
    as ``age_change_trigger``); with ``card_needed`` it ends when a refill needs a card and the
    deck is empty.
R8. ``simple_event_timing = end_of_turn`` reveals the event after the start player's maintenance.
R9. An action card played for its included action (Rich Land, Ideal Building Site, Efficient
    Upgrade, Engineering Genius, Frugality, Breakthrough) names that action's target in the same
    move; its discount never makes the cost negative (T-7.4.1).
R10. Leaders of Ages II/III that change revolutions (Robespierre, Newton) are honoured by the
    engine's revolution and technology code already, so the advanced game needs no rewrite.
R11. Lobby variants that do not apply to a version (milder combat, continuous draw, pre-revealed
    bonuses, peaceful game in the simple game) are reset to their defaults at setup, so the
    stored table shows what is really played.
R12. A revolution plays a technology card: effects "when you play a technology" (Leonardo's
    resource) apply to it as to a peaceful change.

Advanced and full games (rulings of this engine, continued):

R13. In an aggression or a war both sides' sacrificed units leave (workers to the yellow bank)
    before the card's effect is applied, so that no unit is both sacrificed and lost to it.
R14. Ruling R6 for military questions: a nation that cannot bid above the current bid (no unit
    to send, or not enough force) drops out of an auction without being asked; a defender who
    already holds, or could not reach the attacker's total with all his units and Defense
    cards, is not asked; an attacker without units is not asked to sacrifice. A war's defender
    is always asked (he may resign then, T-18.1), with no unit offered in the last round.
R15. Trade Routes Agreement is a free action of the nation's own turn (``trade``, once per own
    turn): role A swaps 1 food for 1 resource, role B 1 resource for 1 food; maintenance does
    not swap by itself (a swap made before ending the turn serves its payments).
R16. Nikola Tesla / Bill Gates: the labs' production is gained as resources worth the sum of
    their levels, placed by the gaining rule (T-22 #17) on the nation's mine cards.
R17. ``corruption_shortfall = culture_penalty`` costs 4 culture per missing resource (as famine).
R18. Resigning is offered at the first decision of one's own turn (the political step, or the
    first action when there is no political step) and to a war's defender; a nation resigning
    on its turn has no maintenance; its cards in play stay but count for nothing.
R19. The political step is skipped without asking when the nation has nothing to play. A pact
    can be offered only while at least three nations are in the game.
R20. Milder combat (T-19.2): the target's token is taken when the aggression or war is played;
    at the end of the attacker's next political step it goes back unless he attacked the same
    nation again in that step.
R21. With both ``gradual_reveal`` and ``pre_revealed_bonuses``, the gradual reveal is played;
    pre-revealed non-event cards go back into the Age III deck, shuffled.
R22. International Agreement: the strongest takes the cards in a frame of its own (``take.<slot>``
    until ``done``); they count as taken in the active nation's turn, so an action card taken
    there can be played on the taker's next own turn.
R23. A nation that loses a card out of its turn (Assassinate, Iconoclasm, a pact's end, the end
    of an age) has its actions and tokens adjusted as in T-7.2.2: a lost token is returned
    spent where possible.
R24. Development of Politics skips the active nation's next hand-limit discard, whether or not
    the hand is then over the limit.
R25. The advanced and full games score only their final events (T-17.2.2, T-17.3.5); the
    categories are ``culture`` and one per event scored.
R26. Military hand positions in codes run 0-99; the discard is one card at a time, face down.
R27. A pending frame's choices are shown to its seat only; others see what it is about.
R28. War over Technology: the winner picks special technologies one at a time (``pick.s<k>``),
    then ``done`` takes what is left of the margin as science.
R29. A pact offer keeps the card in the proposer's hand until it is accepted; refused, it stays
    there (T-15.8.2) and may be discarded at the hand-limit step that follows.
R30. The full game's Age IV round(s): the row is cleared and shifted before each turn, never
    refilled; Age III cards left in it may be taken (T-17.3.1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core import OptionSpec, OptionValue, RulesError

VARIANTS: tuple[str, ...] = ("simple", "advanced", "full")
PLAYABLE_VARIANTS: tuple[str, ...] = VARIANTS


class UnsupportedOption(RulesError):
    """An option value (or variant) this engine does not play yet."""

    def __init__(self, key: str, value: object, detail: str = "") -> None:
        text = f"option {key}={value!r} is not supported yet"
        super().__init__(f"{text}: {detail}" if detail else text)
        self.key = key
        self.value = value


@dataclass(frozen=True, slots=True)
class Ruling:
    """One provisional ruling of T-22.2."""

    key: str
    item: str  # the T-22 item number(s)
    default: OptionValue
    alternatives: tuple[OptionValue, ...]
    test: str
    summary: str
    supported: tuple[OptionValue, ...] = ()  # empty: every value is supported

    def spec(self) -> OptionSpec:
        if isinstance(self.default, bool):
            return OptionSpec(self.key, self.default, lobby=False)
        if isinstance(self.default, int):
            return OptionSpec(self.key, self.default, minimum=0, maximum=9999, lobby=False)
        choices = (str(self.default), *(str(a) for a in self.alternatives))
        return OptionSpec(self.key, self.default, choices=choices, lobby=False)


RULINGS: tuple[Ruling, ...] = (
    Ruling("science_points_cap", "3", 0, (), "test_t22_03_science_uncapped",
           "cap of the science counter; 0 = no cap"),
    Ruling("science_rate_cap", "3", 0, (), "test_t22_03_science_uncapped",
           "cap of the science rate; 0 = no cap"),
    Ruling("culture_floor_on_famine", "4", True, (False,), "test_t22_04_culture_floor",
           "famine never takes culture below 0"),
    Ruling("age_change_trigger", "5", "deck_empty", ("card_needed",),
           "test_t22_05_age_change_trigger",
           "an age (or the simple game) ends when the civil deck becomes empty in a refill"),
    Ruling("first_refill_shortfall", "6", "age_I", ("leave_empty",),
           "test_t22_06_first_refill_shortfall",
           "a short Age A deck at the first refill is completed from Age I"),
    Ruling("age4_extra_round_when_start_player", "7", False, (True,),
           "test_t22_07_age4_round_count", "full game: rounds played in Age IV"),
    Ruling("advanced_last_round_no_sacrifice", "8", True, (False,),
           "test_t22_08_advanced_last_round", "advanced game: no sacrifices in the last round"),
    Ruling("resignation_versions", "8", "all", ("full_only",),
           "test_t22_08_advanced_last_round", "versions in which a player may resign"),
    Ruling("dev_politics_in_advanced", "9", True, (False,), "test_t22_09_dev_politics_in_pool",
           "Development of Politics stays in the advanced/full Age A pool"),
    Ruling("war_tie", "12", "nothing", ("defender_wins",), "test_t22_12_war_tie",
           "a tied war has no effect"),
    Ruling("war_resolution", "13", "after_refill", ("before_refill",),
           "test_t22_13_war_after_refill", "wars resolve after the card-row refill"),
    Ruling("simple_event_timing", "14", "after_refill", ("end_of_turn",),
           "test_t22_14_simple_event_timing",
           "simple game: the Age A event is revealed after the start player's refill"),
    Ruling("army_grouping", "15", "maximize", ("player_choice",),
           "test_t22_15_army_grouping", "units form the armies that maximize strength",
           supported=("maximize",)),
    Ruling("st_peters_doubling", "16", "positive_only", ("net",), "test_t22_16_st_peters",
           "St. Peter's doubles the positive happy faces, then sad faces are subtracted"),
    Ruling("token_policy", "17", "auto", ("player_choice",), "test_t22_17_token_policy",
           "blue tokens are chosen automatically", supported=("auto",)),
    Ruling("corruption_shortfall", "18", "forgive", ("culture_penalty",),
           "test_t22_18_shortages", "missing corruption resources are forgiven"),
    Ruling("event_choice_order", "19", "turn_order", ("simultaneous",),
           "test_t22_19_event_choice_order",
           "players choose in an event one after another from the active player",
           supported=("turn_order",)),
    Ruling("continuous_draw_keeps_end_draw", "21", False, (True,),
           "test_t22_21_continuous_draw", "continuous draw replaces the end-of-turn draw"),
    Ruling("simple_score_production", "22", "gross", ("net",), "test_t22_22_simple_scoring",
           "simple scoring counts gross food and resource production"),
    Ruling("simple_score_replaced_techs", "22", False, (True,), "test_t22_22_simple_scoring",
           "simple scoring counts only the Age I techs in play now"),
    Ruling("colony_loss_shortfall", "23", "forgive", ("take_from_workers",),
           "test_t22_23_colony_loss_shortfall", "a lost colony returns only banked tokens"),
    Ruling("free_build_respects_urban_limit", "24", True, (False,),
           "test_t22_24_free_temple_limit", "an event's free temple respects the urban limit"),
    Ruling("columbus_action", "25", "political", ("civil",), "test_t22_25_columbus",
           "Columbus colonizes as the political action"),
    Ruling("resignation_player_count", "27", "remaining", ("original",),
           "test_t22_27_resignation", "after a resignation the remaining count rules"),
    Ruling("final_tie", "28", "shared", ("turn_order",), "test_t22_28_final_tie",
           "tied players share the place"),
    Ruling("tesla_surcharge", "29", True, (False,), "test_t22_29_tesla_surcharge",
           "Nikola Tesla / Bill Gates also makes others pay +1 for labs and libraries"),
    Ruling("last_round_colonization_sacrifice", "34", True, (False,),
           "test_t22_34_last_round_colonization", "colonization in the last round may sacrifice"),
    Ruling("event_readings", "35-39", "t22", (), "test_t22_35_impact_events",
           "Age II/III event readings as decided in T-22 #35-#39"),
)


# The chapter-4 variants (T-19), offered in the lobby. ``versions`` says where each applies.
@dataclass(frozen=True, slots=True)
class Variant:
    spec: OptionSpec
    versions: tuple[str, ...]
    min_players: int = 2
    rule: str = ""


LOBBY_VARIANTS: tuple[Variant, ...] = (
    Variant(OptionSpec("easier", False), VARIANTS, rule="T-19.1"),
    Variant(OptionSpec("milder_combat", False), ("advanced", "full"), 3, "T-19.2"),
    Variant(OptionSpec("continuous_draw", False), ("advanced", "full"), rule="T-19.3"),
    Variant(
        OptionSpec("pre_revealed_bonuses", 0, minimum=0, maximum=5), ("full",), rule="T-19.4"
    ),
    Variant(OptionSpec("gradual_reveal", False), ("full",), rule="T-19.4"),
    Variant(OptionSpec("peaceful", False), ("advanced", "full"), rule="T-19.5"),
)


def option_specs() -> tuple[OptionSpec, ...]:
    """Every option of the game: lobby variants first, then the provisional rulings."""
    return tuple(v.spec for v in LOBBY_VARIANTS) + tuple(r.spec() for r in RULINGS)


RULING_BY_KEY: dict[str, Ruling] = {r.key: r for r in RULINGS}
SPEC_BY_KEY: dict[str, OptionSpec] = {s.key: s for s in option_specs()}


def defaults(variant: str = "simple") -> dict[str, OptionValue]:
    out: dict[str, OptionValue] = {"variant": variant}
    out.update({s.key: s.default for s in option_specs()})
    return out


def resolve(options: Mapping[str, Any], players: int) -> dict[str, OptionValue]:
    """The complete option table a new game stores.

    Unknown keys are dropped and values are normalized by their :class:`OptionSpec`; a variant
    or ruling value this engine does not play yet raises :class:`UnsupportedOption`.
    """
    variant = options.get("variant", VARIANTS[0])
    if variant not in VARIANTS:
        raise UnsupportedOption("variant", variant, f"choose from {', '.join(VARIANTS)}")
    if variant not in PLAYABLE_VARIANTS:
        raise UnsupportedOption(
            "variant", variant, "only the simple game is playable so far (advanced/full: M2/M3)"
        )
    out: dict[str, OptionValue] = {"variant": str(variant)}
    for spec in option_specs():
        out[spec.key] = spec.normalize(options.get(spec.key, spec.default))
    for v in LOBBY_VARIANTS:
        if variant not in v.versions or players < v.min_players:
            out[v.spec.key] = v.spec.default
    for ruling in RULINGS:
        if ruling.supported and out[ruling.key] not in ruling.supported:
            raise UnsupportedOption(ruling.key, out[ruling.key], f"T-22 #{ruling.item}")
    return out


def cap(value: int, limit: OptionValue) -> int:
    """``value`` capped by an integer option where 0 means no cap."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit <= 0:
        return value
    return min(value, limit)
