"""Hadara's English texts for images: every drawn string comes from a ``t(message_id, **args)``
callable (:class:`render.i18n.Translator`).

The bot passes its Fluent-backed translator; :func:`english` is the built-in default so the
renderer works on its own. Card and colony names use the message ids ``card-<id>`` and
``colony-<id>`` and default to the English names of the data set.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from render.i18n import fill, prefixed
from rules.hadara import data as data_mod

EFFECT_SHORT: dict[str, str] = {
    "P-I-1": "Sell for 1 more",
    "P-I-2": "Bonus tile +2",
    "P-I-3": "+1 culture per blue",
    "P-I-4": "+1 food per green",
    "P-I-5": "+1 income per yellow",
    "P-I-6": "+1 military per red",
    "P-II-1": "Statues +2",
    "P-II-2": "Cheaper medals",
    "P-II-3": "Feed with coins",
    "P-II-4": "Food surplus pays",
    "P-II-5": "Income bonus",
    "P-II-6": "Colony +4 coins",
    "P-III-1": "One full silver",
    "P-III-2": "4 per colour set",
    "P-III-3": "Wildcard colour",
    "P-III-4": "Two per step",
    "P-III-5": "Requirements −4",
    "P-III-6": "Pay for requirements",
}

EFFECT_LONG: dict[str, str] = {
    "P-I-1": "When you sell a card, gain 1 coin more than its sale value.",
    "P-I-2": "On buying, put one of your bonus tiles on this card: that track +2.",
    "P-I-3": "+1 culture for each blue card you own, now and later.",
    "P-I-4": "+1 food for each green card you own, now and later.",
    "P-I-5": "+1 income for each yellow card you own, now and later.",
    "P-I-6": "+1 military for each red card you own, now and later.",
    "P-II-1": "Each statue with a face-up tile gives its track +2 more; "
    "each face-down tile scores 2 more points.",
    "P-II-2": "Medals cost less: silver II 4, III 15; gold II 6, III 22.",
    "P-II-3": "When feeding would remove cards, pay 2 coins per card instead (at most 6).",
    "P-II-4": "When feeding, gain 3 coins per food above your card count (at most 12).",
    "P-II-5": "At income, 2 coins for each of military, culture, food above your income "
    "(at most 6).",
    "P-II-6": "Whenever you take a colony, gain 4 coins.",
    "P-III-1": "One silver medal scores the full track value instead of half.",
    "P-III-2": "At the end, 4 points per complete set of five colours.",
    "P-III-3": "For gold medals, this card counts as a card of any one colour.",
    "P-III-4": "Take up to two colonies and carve up to two statues in each such step.",
    "P-III-5": "Your colony and statue requirements are 4 lower.",
    "P-III-6": "Missing a colony or statue requirement? Pay 3 coins per missing point "
    "(at most 10 points per step).",
}

MESSAGES: dict[str, str] = {
    # colours, tracks, coats of arms
    "color-blue": "Blue",
    "color-green": "Green",
    "color-yellow": "Yellow",
    "color-red": "Red",
    "color-purple": "Purple",
    "color-letter-blue": "B",
    "color-letter-green": "G",
    "color-letter-yellow": "Y",
    "color-letter-red": "R",
    "color-letter-purple": "P",
    "track-income": "Income",
    "track-military": "Military",
    "track-culture": "Culture",
    "track-food": "Food",
    "coat-monkey": "Monkey",
    "coat-dragon": "Dragon",
    "coat-lion": "Lion",
    "coat-pegasus": "Pegasus",
    "coat-scarab": "Scarab",
    # game progress
    "epoch": "Epoch {epoch}",
    "phase-setup": "Setup",
    "phase-A": "Phase A",
    "phase-B": "Phase B",
    "phase-end": "Game over",
    "step-side": "Choose the side of your setup card",
    "step-wheel": "Set the wheel",
    "step-draft": "Draw round {round} of 5",
    "step-colony": "Take a colony",
    "step-statue": "Carve a statue",
    "step-take": "Take face-up cards",
    "step-feed": "Feed your people",
    "step-medal": "Buy medals",
    "step-over": "Final scoring",
    "to-act": "To act",
    "nobody": "nobody",
    "chosen": "chosen",
    "first-player": "First player",
    "initiative": "Initiative {value}",
    "variant-basic": "Basic game",
    "variant-advanced": "Advanced game",
    "out-of-game": "Out of game: {count}",
    # board
    "wheel": "Wheel",
    "decks": "Decks and discard piles",
    "deck-size": "Deck {count}",
    "pile-size": "Pile {count}",
    "pile-empty": "No discard",
    "colonies": "Colonies",
    "colony-level": "Level {level}",
    "colony-left": "{count} left",
    "colony-empty": "Stack empty",
    "carved": "carved",
    "plunder": "Plunder",
    "integrate": "Integrate",
    "plundered": "Plundered",
    "integrated": "Integrated",
    "plunder-gain": "+{coins}",
    "integrate-cost": "−{coins}",
    # player columns
    "players": "Players",
    "coins": "Coins",
    "tracks": "Tracks",
    "cards": "Cards",
    "statues": "Statues",
    "medals": "Medals",
    "effects": "Effects",
    "silver": "Silver",
    "gold": "Gold",
    "none": "—",
    "more": "+{count} more",
    "tiles-left": "Bonus tiles left",
    "statue-need": "Culture {value}",
    "face-up": "face up",
    "face-down": "face down",
    "statue-bonus": "Bonus {value}",
    "silver-value": "Silver: {points} pts",
    "gold-sets": "{sets} sets × {medals} gold",
    "score-so-far": "Score so far",
    "sets": "Sets {count}",
    "setup-side": "Setup side {side}",
    # cards
    "cost": "Cost",
    "points-short": "{points} pts",
    "starred": "★ advanced",
    "card-count": "{count} cards",
    "epoch-card": "Epoch {epoch} · {color}",
    "sale-back": "Sells for {coins}",
    # prompt
    "your-turn": "Your decision",
    "not-your-turn": "Nothing to decide now",
    "waiting": "Waiting for: {names}",
    "prompt-draft": "Keep one card (buy or sell it); the other goes on the {color} pile",
    "prompt-take": "Take the top card of a pile, then buy or sell it",
    "prompt-colony": "Take one colony or pass",
    "prompt-statue": "Carve one statue with a bonus tile, or pass",
    "prompt-feed": "Remove cards: {count} (food {food}, cards {cards})",
    "prompt-medal": "Buy medals or pass",
    "prompt-wheel": "Choose where the coats of arms point in round 1",
    "prompt-side": "Choose side A or side B of your setup card",
    "prompt-over": "The game is over",
    "price": "Price {coins}",
    "price-discount": "Price {coins} (cost {cost} − {discount})",
    "buy": "Buy",
    "sell": "Sell",
    "buy-result": "Coins {before} → {after}",
    "sell-result": "Coins {before} → {after}",
    "cannot-afford": "Not enough coins",
    "track-change": "{before} → {after}",
    "requirement": "Needs {track} {value}",
    "requirement-met": "Requirement met",
    "requirement-missing": "Missing {missing}",
    "already-have-level": "Already have this level",
    "available": "available",
    "unavailable": "not available",
    "pass": "Pass",
    "rotation": "Rotation {value}",
    "side": "Side {side}",
    "pay-instead": "Pay 2 coins instead of removing",
    "remove-card": "Remove",
    "silver-cost": "Silver medal: {coins} coins",
    "gold-cost": "Gold medal: {coins} coins",
    "silver-preview": "Now worth {points}",
    "gold-preview": "{sets} complete sets now",
    "medals-left": "{silver} silver, {gold} gold spaces left",
    "your-holdings": "You",
    "discount-next": "Later {color} cards cost 1 less",
    "other-card": "The other card is discarded face up",
    "effect": "Effect",
    # score sheet
    "score-title": "Final scores",
    "score-live": "Scores so far",
    "cat-colonies": "Colonies",
    "cat-statues": "Statues",
    "cat-silver": "Silver medals",
    "cat-gold": "Gold medals",
    "cat-cards": "Cards",
    "cat-coins": "Coins (1 per 5)",
    "total": "Total",
    "tiebreak": "Coins left",
    "winner": "Winner",
    # decision pictures and the phone layout
    "winners": "Winners",
    "colony-need": "Needs military",
    "points": "Points",
    "points-gain": "Points: {points}",
    "medals-change": "Medals and statues: {points}",
    "pile-under": "Cards below it: {count}",
    "requirement-pay": "Missing {missing}: pay {coins} coins",
    "integrate-hidden": "Gains and points of its hidden side",
    "tile-count": "Tiles: {count}",
    "feed-done": "Then your people are fed",
    "feed-more": "Then remove {count} more",
    "pay-left": "up to {count} more",
    "silver-rule": "Spaces left: {left} · a medal scores half its track (rounded up)",
    "silver-worth": "{track} {value} → {points} pts now",
    "gold-worth": "Complete sets: {sets} → {points} pts now",
    "gold-rule": "Spaces left: {left} · a medal scores 7 per set of five colours",
    "wheel-rotation": "Rotation: the deck each coat of arms points at in round 1",
    "wheel-turns": "The wheel turns one step each round, so over five rounds everyone draws "
    "from every deck once.",
    "score-tiebreak-rule": "Tie: the most leftover coins wins",
    "statue-face-up": "Tile face up: its track +{bonus}",
    "statue-face-down": "Tile face down: {points} points",
}
MESSAGES.update(prefixed("effect-short-", EFFECT_SHORT))
MESSAGES.update(prefixed("effect-", EFFECT_LONG))


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    data = data_mod.load()
    out = {f"card-{c.id}": c.name for c in data.cards.values()}
    out.update({f"colony-{c.id}": c.name for c in data.colonies.values()})
    return out


def english(message_id: str, /, **args: Any) -> str:
    """The default translator: English templates; unknown ids come back as the id itself."""
    template = MESSAGES.get(message_id)
    if template is None:
        template = _names().get(message_id, message_id)
    return fill(template, args)


def message_ids() -> list[str]:
    """Every fixed message id the renderer uses (for the bot's .ftl completeness check)."""
    return sorted(MESSAGES)
