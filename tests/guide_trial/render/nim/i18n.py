"""Nim's English texts for images, and the translator type the renderer takes.

Every string an image shows comes from ``t(message_id, **args)`` with message ids of the game's
catalogue (``nim-…``; ``bot/games/nim/locales/<locale>/nim.ftl``). :func:`english` is the
built-in default so that the renderer works on its own; its texts are the en-US catalogue's
(the conformance suite compares them), English plurals done by hand.
"""

from __future__ import annotations

from render.i18n import Template, Translator, english_of

__all__ = ["MESSAGES", "Translator", "english", "message_ids"]

MESSAGES: dict[str, Template] = {
    "nim-name": "Nim",
    "nim-variant-normal": "Normal play",
    "nim-variant-misere": "Misère",
    "nim-img-seat": "Player {seat}",
    "nim-img-rule-normal": "Whoever takes the last stone wins",
    "nim-img-rule-misere": "Whoever takes the last stone loses",
    "nim-img-limit": lambda limit: (
        "Take 1 stone from one pile" if limit == 1 else f"Take 1 to {limit} stones from one pile"
    ),
    "nim-img-no-limit": "Take any number of stones from one pile",
    "nim-img-pile": "Pile {pile}",
    "nim-img-turn": "To move: {player}",
    "nim-img-your-move": "Your move",
    "nim-img-pick": "Choose a pile, then how many stones to take",
    "nim-img-winners": lambda count, winners: f"{'Winner' if count == 1 else 'Winners'}: {winners}",
    "nim-img-last": "Last move",
    "nim-img-move": "{player} took {count} from pile {pile}",
    "nim-img-no-move": "No move yet",
    "nim-img-move-n": "Move {move}",
    "nim-img-taken": "Taken",
    "nim-img-last-stone": "Last stone",
    "nim-img-result": "Result",
    "nim-img-won": "Won",
    "nim-img-lost": "Lost",
    "nim-img-playing": "Playing",
    "nim-img-score-title": "Final result",
    "nim-img-score-live": "Game so far",
}


english = english_of(MESSAGES)


def message_ids() -> list[str]:
    """Every message id the images use (for the catalogues' completeness test)."""
    return sorted(MESSAGES)
