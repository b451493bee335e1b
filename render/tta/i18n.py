"""Through the Ages' English texts for images, and the translator type the renderer takes.

Every string an image shows comes from a ``t(message_id, **args)`` callable with message ids of
the game's catalogue, all prefixed ``tta-``: card names are ``tta-card-<card id>`` (the ids
:mod:`rules.tta.describe` uses in labels and log lines), card texts ``tta-summary-<card id>``
(the project's own one-line summaries from the card data), and the images' own words
``tta-img-…`` (plus ``tta-progress-turn`` for the one-line progress). :func:`english` is the
built-in default so that the renderer works on its own (tests, the bench); :func:`message_ids`
lists every id an image may ask for, so that the catalogues can be generated from it.

Plurals are done by hand here where Fluent selects on a number.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from render.i18n import Localized, Template, Translator, fill, prefixed
from render.i18n import plural as _n
from rules.tta import catalog

__all__ = ["MESSAGES", "REASONS", "Translator", "borrowed_ids", "english", "message_ids"]


def _signed(n: Any) -> str:
    v = int(n)
    return f"+{v}" if v > 0 else ("±0" if v == 0 else f"−{-v}")


TECH_TYPE_NAMES: dict[str, str] = {
    "farm": "Farm",
    "mine": "Mine",
    "temple": "Temple",
    "lab": "Lab",
    "arena": "Arena",
    "library": "Library",
    "theater": "Theater",
    "infantry": "Infantry",
    "cavalry": "Cavalry",
    "artillery": "Artillery",
    "air_force": "Air force",
    "government": "Government",
    "civil": "Civil tech",
    "military": "Military tech",
    "colonization": "Colonization",
    "construction": "Construction",
}
KIND_NAMES: dict[str, str] = {
    "leader": "Leader",
    "wonder": "Wonder",
    "technology": "Technology",
    "action": "Action",
    "event": "Event",
    "territory": "Territory",
    "tactic": "Tactics",
    "aggression": "Aggression",
    "pact": "Pact",
    "war": "War",
    "bonus": "Bonus",
}
STAT_TEXTS: dict[str, Callable[..., str]] = {
    "food": lambda n: f"{_signed(n)} food",
    "resources": lambda n: f"{_signed(n)} resources",
    "culture": lambda n: f"{_signed(n)} culture",
    "science": lambda n: f"{_signed(n)} science",
    "strength": lambda n: f"{_signed(n)} strength",
    "happy": lambda n: f"{_signed(n)} happy " + ("face" if abs(int(n)) == 1 else "faces"),
    "civil_actions": lambda n: (
        f"{_signed(n)} civil " + ("action" if abs(int(n)) == 1 else "actions")
    ),
    "military_actions": lambda n: (
        f"{_signed(n)} military " + ("action" if abs(int(n)) == 1 else "actions")
    ),
    "colonization": lambda n: f"{_signed(n)} colonization",
    "blue_tokens": lambda n: f"{_signed(n)} blue " + ("token" if abs(int(n)) == 1 else "tokens"),
    "yellow_tokens": lambda n: (
        f"{_signed(n)} yellow " + ("token" if abs(int(n)) == 1 else "tokens")
    ),
    "civil_hand_limit": lambda n: f"{_signed(n)} civil hand limit",
    "military_hand_limit": lambda n: f"{_signed(n)} military hand limit",
}
FRAME_STATUS: dict[str, str] = {
    "event": "{player} answers {card}",
    "pick": "{player} chooses for {card}",
    "split": "{player} splits what {card} gives or takes",
    "agree": "{player} takes cards with {card}",
    "force": "{player} chooses units and cards for {card}",
    "defend": "{player} decides how to defend against {card}",
    "bid": "{player} bids for {card}",
    "pact": "{player} answers the pact offer {card}",
    "discard": "{player} discards military cards",
    "colonize": "{player} sends a colonizing force for {card}",
    "war": "{player} resolves {card}",
    "aggression": "{player} resolves {card}",
    "choose": "{player} chooses for {card}",
    "lose": "{player} chooses what to lose to {card}",
    "destroy": "{player} chooses what {card} destroys",
    "uprising": "{player} deals with an uprising",
}
FRAME_TITLES: dict[str, str] = {
    "event": "Event: {card}",
    "pick": "Choose for {card}",
    "split": "Split: {card}",
    "agree": "Take cards: {card}",
    "force": "Choose your force: {card}",
    "defend": "Defend against {card}",
    "bid": "Colonization bid: {card}",
    "pact": "Pact offered: {card}",
    "discard": "Discard down to your military hand limit",
    "colonize": "Send a colonizing force: {card}",
    "war": "War: {card}",
    "aggression": "Aggression: {card}",
    "choose": "Choose: {card}",
    "lose": "Choose what to lose: {card}",
    "destroy": "Choose what is destroyed: {card}",
    "uprising": "Uprising",
}
CHOICES: dict[str, str] = {
    "food": "Take the food",
    "res": "Take the resources",
    "yes": "Yes — build it for free",
    "no": "No",
    "accept": "Accept",
    "decline": "Decline",
    "pass": "Pass",
    "done": "Done",
    "reset": "Start over",
    "refuse": "Refuse",
    "resign": "Resign from the game",
}
LEGEND: dict[str, str] = {
    "ca": "civil action",
    "ma": "military action",
    "science": "science",
    "resources": "resources",
    "food": "food",
    "culture": "culture",
    "strength": "strength",
    "happy": "happy face",
    "unhappy": "unhappy face",
    "colony": "colonizing",
    "blue": "blue token",
    "worker": "yellow token",
}


def _need(symbol: str, fallback: str) -> Callable[..., str]:
    def text(need: Any = None, have: Any = None, kind: Any = None, **_: Any) -> str:
        if need is None or have is None:
            return fallback
        unit = "🔴" if kind == "military" else symbol
        return f"needs {need}{unit}, you have {have}"

    return text


def _hand_full(count: Any = None, limit: Any = None, **_: Any) -> str:
    return "your hand is full" if count is None or limit is None else f"hand full {count}/{limit}"


def _limit_reached(what: Any = None, limit: Any = None, **_: Any) -> str:
    if what == "population":
        return "your yellow bank is empty"
    if what == "urban" and limit is not None:
        return f"at most {limit} urban buildings of a type"
    return "you have reached the limit"


def _requirement(why: Any = None, **_: Any) -> str:
    if why == "cooperation":
        return "your Scientific Cooperation partner has no science"
    return "a requirement is not met"


# The engine's reasons for refusing a move (the game catalogue's ``reason-<code>``, tta.ftl),
# drawn under a card the seat cannot use now (a view's ``why_not``). The images borrow these
# ids; they are not among :func:`message_ids` (the images' own). Parameters as the views give
# them (interfaces: ``need``/``have``, ``count``/``limit``); without them, the plain text. A
# reason not listed here has no catalogue text: the images say ``tta-img-why-not`` instead.
REASONS: dict[str, Template] = {
    "reason-no_worker": "no unused worker",
    "reason-leader_age_taken": "you already took a leader of that age",
    "reason-wonder_in_progress": "a wonder is already under construction",
    "reason-duplicate_technology": "you already have that technology",
    "reason-taken_this_turn": "an action card cannot be played the turn it was taken",
    "reason-round_one_only_take": "in the first round you can only take cards",
    "reason-revolution_needs_all_actions": "a revolution needs all your civil actions unused",
    "reason-no_wonder": "no wonder under construction",
    "reason-no_bank_token": "no blue token left in your bank",
    "reason-used_this_turn": "already used this turn",
    "reason-limit_reached": _limit_reached,
    "reason-requirement_not_met": _requirement,
    "reason-unknown_target": "no possible target",
}

SCORE_CATEGORIES: dict[str, str] = {
    "culture": "Culture points",
    "techs": "Age I technologies",
    "strength": "Strength",
    "happy": "Happy faces",
    "production": "Production",
    "events": "Age III events",
    "wonders": "Wonders",
}

# Only the messages the images draw; the log lines and button labels are the bot's to show.
MESSAGES: dict[str, Template] = {
    "tta-name": "Through the Ages",
    "tta-img-none": "—",
    "tta-img-seat": "Player {seat}",
    "tta-img-seat-no": "{seat}",
    "tta-img-age-0": "A",
    "tta-img-age-1": "I",
    "tta-img-age-2": "II",
    "tta-img-age-3": "III",
    "tta-img-age-4": "IV",
    "tta-img-age": "Age {age}",
    "tta-img-round": "round {round}",
    "tta-img-age-round": "Age {age} · Round {round}",
    "tta-img-over": "game over",
    "tta-img-last-round": "Last round",
    "tta-progress-turn": "player {seat} on turn",
    "tta-progress-player": "{player} on turn",
    # the table
    "tta-img-status-turn": "{player} is taking actions",
    "tta-img-status-other": "{player} is deciding {card}",
    "tta-img-status-political": "{player} may take a political action",
    "tta-img-final-events": lambda n: f"Age III events to score: {n}",
    "tta-img-status-over": lambda winners, n: (
        f"Game over · winner: {winners}" if n == 1 else f"Game over · winners: {winners}"
    ),
    "tta-img-civil-deck": lambda age, n: f"Civil deck {age}: {_n(n, 'card', 'cards')}",
    "tta-img-military-deck": lambda age, n: f"Military deck {age}: {_n(n, 'card', 'cards')}",
    "tta-img-events-left": lambda n: f"Events: {n} face down",
    "tta-img-event-piles": "Events: {current} current · {future} future",
    "tta-img-last-event": "Last event",
    "tta-img-no-event": "No event revealed yet",
    "tta-img-row": "Card row",
    "tta-img-row-costs": "Card row · cost to take for {player}",
    "tta-img-row-costs-wonders": lambda player, extra: (
        f"Card row · cost for {player} (wonders {_signed(extra)})"
    ),
    "tta-img-empty-slot": "empty",
    "tta-img-new": "new",
    "tta-img-cost-extra": lambda extra: _signed(extra),
    "tta-img-per-turn": lambda n: f"{_signed(n)} a turn",
    "tta-img-signed": lambda n: _signed(n),
    "tta-img-strength": "strength",
    "tta-img-happy": "happy",
    "tta-img-content": "content",
    "tta-img-discontent": "{n} unhappy",
    "tta-img-food-flow": lambda make, eat: f"+{make} −{eat}",
    "tta-img-res-flow": lambda make, lose: f"+{make}" + (f" −{lose}" if lose else ""),
    "tta-img-left-of": "{left}/{max}",
    "tta-img-ca-value": "{value} civil",
    "tta-img-ma-value": "{value} military",
    "tta-img-wonder-progress": "{card} {built}/{total}",
    "tta-img-wonders-and": lambda wonder, done: f"{wonder} · {done} done",
    "tta-img-wonders-done": lambda done: "No wonder" if not done else _n(done, "wonder", "wonders"),
    "tta-img-no-leader": "No leader",
    "tta-img-winner": "Winner",
    "tta-img-deciding": "Deciding",
    "tta-img-on-turn": "On turn",
    "tta-img-first": "First",
    "tta-img-hand-sizes": lambda civil, limit, military: (
        f"Hand {civil}/{limit} · military {military}"
    ),
    "tta-img-hand-civil": lambda civil, limit: f"Hand {civil}/{limit}",
    "tta-img-colonies-n": lambda n: _n(n, "colony", "colonies"),
    "tta-img-pacts-n": lambda n: _n(n, "pact", "pacts"),
    "tta-img-politics": "Wars and pacts",
    "tta-img-war-line": "{card}: {a} against {b}",
    "tta-img-pact-line": "{card}: {a} and {b}",
    # a player's board
    "tta-img-board-title": "{player} · board",
    "tta-img-yellow-bank": lambda n: f"Yellow bank · {_n(n, 'token', 'tokens')}",
    "tta-img-yellow-now": lambda cost, eat: (
        f"next worker costs {cost} food · eats {eat}" if cost else f"bank empty · eats {eat}"
    ),
    "tta-img-bank-cost": "pop {food}",
    "tta-img-bank-eat": "eat {food}",
    "tta-img-bank-happy": "☺ {n}",
    "tta-img-bank-empty": "empty: eat {food}",
    "tta-img-workers": lambda unused, population: (
        f"{_n(unused, 'unused worker', 'unused workers')} · population {population}"
    ),
    "tta-img-blue-bank": lambda n: f"Blue bank · {_n(n, 'token', 'tokens')}",
    "tta-img-corruption": lambda n: "no corruption" if not n else f"corruption −{n}",
    "tta-img-corruption-section": lambda n: f"−{n}",
    "tta-img-group-production": "Farms and mines",
    "tta-img-group-urban": lambda limit: f"Urban buildings · at most {limit} of a type",
    "tta-img-group-unit": "Military units",
    "tta-img-nothing": "none",
    "tta-img-workers-n": "{n}",
    "tta-img-government": "Government",
    "tta-img-gov-stats": "{ca} civil · {ma} military · urban limit {urban}",
    "tta-img-leader": "Leader",
    "tta-img-wonders": "Wonders",
    "tta-img-wonder-stages": lambda built, total: f"{built}/{total} stages",
    "tta-img-wonder-next": lambda cost: f"next stage {cost} resources",
    "tta-img-completed": "completed",
    "tta-img-specials": "Special technologies",
    "tta-img-tactic": "Tactics",
    "tta-img-armies": lambda n: _n(n, "army", "armies"),
    "tta-img-army-bonus": "armies +{n} strength",
    "tta-img-colonies-bonus": "Colonies · colonizing +{n}",
    "tta-img-colonies": "Colonies",
    "tta-img-pacts": "Pacts",
    "tta-img-civil-hand": lambda n, limit: f"Civil hand · {n} of {limit}",
    "tta-img-military-hand": lambda n: f"Military hand · {_n(n, 'card', 'cards')}",
    "tta-img-military-hidden": "Only its owner sees these cards",
    "tta-img-urban-limit": "urban limit {n}",
    "tta-img-pool": lambda n: f"{n} free for units",
    # a card face
    "tta-img-card-age-kind": "Age {age} · {kind}",
    "tta-img-science-cost": "Science cost {n}",
    "tta-img-revolution-cost": "Revolution {n} science",
    "tta-img-build-cost": "Build cost {n} resources",
    "tta-img-per-building": "Each building:",
    "tta-img-per-unit": "Each unit:",
    "tta-img-token-value": lambda n, stat: (
        f"Each blue token is worth {n} " + ("food" if stat == "food" else "resources")
    ),
    "tta-img-stages": "Stages: {costs} resources",
    "tta-img-when-complete": "When complete:",
    "tta-img-in-effect": "While in play:",
    "tta-img-tactic-army": "Army: {units}",
    "tta-img-tactic-units": lambda infantry, cavalry, artillery: " + ".join(
        x
        for x in (
            _n(infantry, "infantry", "infantry") if infantry else "",
            _n(cavalry, "cavalry", "cavalry") if cavalry else "",
            _n(artillery, "artillery", "artillery") if artillery else "",
        )
        if x
    ),
    "tta-img-tactic-value": lambda value, obsolete: (
        f"+{value} strength" + (f" (obsolete +{obsolete})" if obsolete is not None else "")
    ),
    "tta-img-military-cost": lambda n: _n(n, "military action", "military actions"),
    "tta-img-bonus": "Defense +{defense} · Colonization +{colonization}",
    "tta-img-copies": "Copies: {p2} / {p3} / {p4} (2 / 3 / 4 players)",
    "tta-img-starting": "Printed on every nation card",
    "tta-img-unknown-card": "Unknown card",
    # the prompt
    "tta-img-prompt-turn": "Your turn, {player}",
    "tta-img-prompt-wait": "Nothing to decide now",
    "tta-img-prompt-waiting-for": "Waiting for {player}",
    "tta-img-prompt-over": "The game is over",
    "tta-img-prompt-stake": "What is at stake",
    "tta-img-prompt-choices": "Your choices",
    "tta-img-prompt-hand": "Your hand",
    "tta-img-prompt-playable": "playable",
    "tta-img-prompt-round-one": "Round 1: take cards only",
    "tta-img-choice-other": "{choice}",
    "tta-img-purpose-colonize": "Colonizing force",
    "tta-img-purpose-attack": "Attacking force",
    "tta-img-purpose-defend": "Defence",
    "tta-img-purpose-war_att": "War: attacking force",
    "tta-img-purpose-war_def": "War: defence",
    "tta-img-fact-attacker": "attacker {player} (strength {strength})",
    "tta-img-fact-defender": "defender {player} (strength {strength})",
    "tta-img-fact-from": "offered by {player}",
    "tta-img-fact-target": "nation {player}",
    "tta-img-fact-high": "highest bid {bid} ({player})",
    "tta-img-fact-bid": "bid {n}",
    "tta-img-fact-no-bid": "no bid yet",
    "tta-img-fact-limit": "military hand {n}, limit {limit}",
    "tta-img-fact-total": "to beat: {n}",
    "tta-img-fact-value": "your force: {n}",
    "tta-img-fact-amount": "amount {n}",
    "tta-img-fact-budget": "budget {budget}, spent {spent}",
    "tta-img-fact-unit": "{card} ×{n}",
    "tta-img-fact-units": "chosen: {units}",
    "tta-img-choice-bid": "Bid {n}",
    "tta-img-choice-split": "{food} food + {res} resources",
    "tta-img-choice-card": "Play {card}",
    "tta-img-choice-disc": "Discard {card}",
    "tta-img-choice-sac": "Sacrifice {card}",
    "tta-img-choice-pick": "{card}",
    "tta-img-choice-take": "Take {card}",
    "tta-img-choices-more": lambda n: f"{_n(n, 'more choice', 'more choices')} on the buttons",
    "tta-img-unused-workers": lambda n: _n(n, "unused worker", "unused workers"),
    "tta-img-pop-cost": lambda n: f"new worker: {n} food" if n else "no worker left",
    "tta-img-your-nation": "Your nation",
    "tta-img-military-pool": lambda n: f"{n} free for units",
    # card tiles: figures, the icon legend, why a card cannot be used now
    "tta-img-fig-revolution": "revolution {n}",
    "tta-img-fig-defense": "defence +{n}",
    "tta-img-fig-colonize": "colonizing +{n}",
    "tta-img-why-not": "not possible now",
    # Short forms of the engine's reasons with numbers, to fit one line under a card (the
    # catalogue's reason-… texts are the longer sentences of a refused click).
    "tta-img-why-not_enough_actions": _need("⚪", "not enough actions left"),
    "tta-img-why-not_enough_food": _need("☘", "not enough food"),
    "tta-img-why-not_enough_resources": _need("⚒", "not enough resources"),
    "tta-img-why-not_enough_science": _need("⚗", "not enough science"),
    "tta-img-why-hand_full": _hand_full,
    "tta-img-you": "you",
    # what a decision out of turn is about
    "tta-img-what-destroy-own": "Choose one of your buildings to lose",
    "tta-img-what-destroy": "Choose a building to destroy · {player}",
    "tta-img-what-colony-own": "Choose a colony you lose",
    "tta-img-what-colony": "Choose a colony · {player}",
    "tta-img-what-lose_pop": "Choose the building or unit that loses a worker",
    "tta-img-what-wonder": "Choose a wonder of yours that loses its effects",
    "tta-img-what-special": "Choose special technologies to take · {player}",
    "tta-img-what-pick": "Choose one",
    "tta-img-what-split-gain": "Take {n} as food and resources, split as you like",
    "tta-img-what-split-lose-own": "You lose {n} food and resources: choose the split",
    "tta-img-what-split-lose": "{player} loses {n} food and resources: choose the split",
    "tta-img-what-agree": "Take row cards worth up to {budget}⚪ ({spent}⚪ used)",
    "tta-img-what-discard": lambda n, limit: (
        f"Choose {_n(n, 'card', 'cards')} to discard (limit {limit})"
    ),
    "tta-img-what-bid": "Bid for the colony or pass",
    "tta-img-what-pact": "Accept or refuse the pact",
    "tta-img-what-event": "Your answer to the event",
    # the sums of a fight
    "tta-img-force-you": "you {strength} + {value} = {total}",
    "tta-img-force-you-pact": "you {strength} + {value} + pact {bonus} = {total}",
    "tta-img-force-attacker": "attacker {n}",
    "tta-img-force-attacker-now": "attacker {n} before sacrifices",
    "tta-img-force-defender-now": "defender {n} before defence",
    "tta-img-force-hold-at": "you hold at {n}: {more} more",
    "tta-img-force-hold": "you hold: {total} against {n}",
    "tta-img-force-win-at": "you win at {n}: {more} more",
    "tta-img-force-win": "you win: {total} against {n}",
    "tta-img-force-draw-at": "a draw at {n}: {more} more",
    "tta-img-force-draw": "a draw: {total} against {n}",
    "tta-img-force-rule-defend": "The defender holds on a tie.",
    "tta-img-force-rule-attack": (
        "The defender holds on a tie and may still add units and defence cards."
    ),
    "tta-img-force-rule-war-att": "A tie does nothing; the defender may still sacrifice units.",
    "tta-img-force-rule-war-att-defender": (
        "A tie goes to the defender, who may still sacrifice units."
    ),
    "tta-img-force-rule-war-def": "A tie does nothing; above the attacker's total you win.",
    "tta-img-force-colonize": "your force {value} · bid {bid}",
    "tta-img-force-colonize-bonus": (
        "your force {value} (colonizing +{bonus} included) · bid {bid}"
    ),
    "tta-img-force-reach": "{more} more to reach {n}",
    "tta-img-force-enough": "enough: {value} for {n}",
    "tta-img-force-one-unit": "At least one unit must go.",
    # a colonization bid
    "tta-img-bid-max": "you can send up to {n}",
    "tta-img-bid-rival": "{player}: strength {strength}, military hand {cards}",
    "tta-img-bid-rival-bonus": (
        "{player}: strength {strength}, colonizing +{bonus}, military hand {cards}"
    ),
    "tta-img-bid-card": "{card} +{n}",
    "tta-img-bid-cards": "your colonization cards: {cards}",
    "tta-img-bid-no-cards": "no colonization card in your hand",
    "tta-img-bid-bonus": "your colonizing bonus +{n} counts too",
    "tta-img-bid-rule": ("The winner sends units (at least one) and cards worth at least the bid."),
    # a pact offer
    "tta-img-pact-both": "Both nations",
    "tta-img-pact-side": "Side {side} · {player}",
    "tta-img-pact-nothing": "nothing",
    "tta-img-pact-rate": "{text} a turn",
    "tta-img-pact-per-wonder": "+{n} culture a turn per completed wonder of the other",
    "tta-img-pact-substitute": "once a turn, may pay {pay} as {get}",
    "tta-img-pact-cooperation": "technologies cost {n}⚗ less; the partner pays {share}⚗",
    "tta-img-pact-no-war": "no nation may declare war on it",
    "tta-img-pact-no-attacks": "No attacks between the two.",
    "tta-img-pact-attack-bonus": "An attack of one on the other gets +{n}.",
    "tta-img-pact-ends-on-attack": "Ends if one attacks the other.",
    # the score sheet
    "tta-img-score-title": "Final scores",
    "tta-img-score-live": "Scores so far",
    "tta-img-total": "Total",
    "tta-img-culture-now": "Culture now",
    "tta-img-culture-rate": "Culture a turn",
    "tta-img-science-now": "Science",
    "tta-img-cat-other": "{name}",
    "tta-img-place": "{place}.",
}
MESSAGES.update(prefixed("tta-img-type-", TECH_TYPE_NAMES))
MESSAGES.update(prefixed("tta-img-kind-", KIND_NAMES))
MESSAGES.update(prefixed("tta-img-stat-", STAT_TEXTS))
MESSAGES.update(prefixed("tta-img-status-", FRAME_STATUS))
MESSAGES.update(prefixed("tta-img-frame-", FRAME_TITLES))
MESSAGES["tta-img-frame-other"] = "Decide: {card}"
MESSAGES.update(prefixed("tta-img-choice-", CHOICES))
MESSAGES.update(prefixed("tta-img-cat-", SCORE_CATEGORIES))
MESSAGES.update(prefixed("tta-img-legend-", LEGEND))


# The card data cites the rule a summary follows ("(T-22 #16)", ", T-10.3.1)"): for the
# engine's readers, not for players.
_RULE_REF = re.compile(r",\s*T-\d+(?:\.\d+)*(?: #\d+)?(?=\))|\s*\(T-\d+(?:\.\d+)*(?: #\d+)?\)")


def player_text(summary: str) -> str:
    """A card's summary as players read it: without the rule ids it cites."""
    return _RULE_REF.sub("", summary)


@lru_cache(maxsize=1)
def _cards() -> tuple[dict[str, str], dict[str, str]]:
    """English card names and summaries (as players read them) from the card data."""
    db = catalog.load().db
    names = {f"tta-card-{cid}": card.name for cid, card in db.cards.items()}
    summaries = {
        f"tta-summary-{cid}": player_text(card.summary)
        for cid, card in db.cards.items()
        if card.summary
    }
    return names, summaries


def _english(message_id: str, /, **args: Any) -> str:
    """The default translator: English texts; an unknown id comes back as the id itself."""
    template = MESSAGES.get(message_id) or REASONS.get(message_id)
    if template is None:
        names, summaries = _cards()
        text = names.get(message_id) or summaries.get(message_id)
        return text if text is not None else message_id
    return fill(template, args)


english = Localized(_english, "en-US")  # the default translator; it speaks English


def borrowed_ids() -> list[str]:
    """Ids the images draw from the game's other catalogue (the engine's refusal reasons)."""
    return sorted(REASONS)


def message_ids() -> list[str]:
    """Every message id the images may use (card names and summaries included)."""
    names, summaries = _cards()
    return sorted({*MESSAGES, *names, *summaries})
