"""Sealed Bids' English texts for images, and the translator type the renderer takes.

Every string an image shows comes from a ``t(message_id, **args)`` callable with message ids of
the game's catalogue (``bids-…``; ``bot/games/bids/locales/<locale>/bids.ftl``). The bot passes
its Fluent-backed translator; :func:`english` is the built-in default so that the renderer works
on its own (tests, the demo). Its texts are those of the en-US catalogue — a test compares them
— with English plurals done by hand where Fluent selects on a number.
"""

from __future__ import annotations

from typing import Any

from render.i18n import Template, fill
from render.i18n import Translator as Translator
from render.i18n import plural as _n

# Only the messages the images draw; the log lines and button labels are the bot's to show.
MESSAGES: dict[str, Template] = {
    "bids-name": "Sealed Bids",
    "bids-variant-first_price": "First price",
    "bids-variant-second_price": "Second price",
    "bids-img-seat": "Player {seat}",
    "bids-img-round": "Round {round} of {rounds}",
    "bids-img-points": lambda points: _n(points, "point", "points"),
    "bids-img-coins": "Coins",
    "bids-img-coins-n": lambda coins: _n(coins, "coin", "coins"),
    "bids-img-kept": "Prizes",
    "bids-img-lead": "Lead",
    "bids-img-deck": lambda count: _n(count, "prize", "prizes") + " face down",
    "bids-img-step-bid": "Secret bids",
    "bids-img-step-claim": "Keep or cash?",
    "bids-img-step-over": "Game over",
    "bids-img-has-bid": "Has bid",
    "bids-img-bidding": "Bidding…",
    "bids-img-bid": "Bid {amount}",
    "bids-img-pays": "pays {price}",
    "bids-img-last": "Last auction",
    "bids-img-no-auction": "No auction yet",
    "bids-img-res-keep": "Won, kept",
    "bids-img-res-cash": "Won, cashed",
    "bids-img-res-lost": "Lost",
    "bids-img-res-discard": "Nobody bid",
    "bids-img-res-pending": "Won, choosing",
    "bids-img-rule-first_price": "The winner pays their bid",
    "bids-img-rule-second_price": "The winner pays the second-highest bid",
    "bids-img-rule-tie": "Ties: first from the lead player",
    # prompt
    "bids-img-your-turn": "Your decision",
    "bids-img-not-your-turn": "Nothing to decide now",
    "bids-img-prompt-bid": lambda coins: f"Bid in secret: 0 to {_n(coins, 'coin', 'coins')}",
    "bids-img-prompt-sealed": lambda amount: f"Your sealed bid: {_n(amount, 'coin', 'coins')}",
    "bids-img-prompt-wait": "Waiting for the other bids",
    "bids-img-prompt-claim": lambda price: f"You won the auction and paid {price}",
    "bids-img-prompt-over": "The game is over",
    "bids-img-col-bid": "Bid",
    "bids-img-col-left": "Coins left",
    "bids-img-col-worth": "Worth at the end",
    "bids-img-keep": lambda points: f"Keep: +{_n(points, 'point', 'points')}",
    "bids-img-cash": lambda coins: f"Cash in: +{_n(coins, 'coin', 'coins')}",
    "bids-img-after": "{before} → {after}",
    "bids-img-rivals": "Rivals",
    # score sheet and one player's board
    "bids-img-score-title": "Final scores",
    "bids-img-score-live": "Scores so far",
    "bids-img-cat-prizes": "Prizes",
    "bids-img-cat-coins": "Coins ÷ 3",
    "bids-img-total": "Total",
    "bids-img-tiebreak": "Coins left",
    "bids-img-winner": "Winner",
    "bids-img-col-round": "Round",
    "bids-img-col-prize": "Prize",
    "bids-img-col-paid": "Paid",
    "bids-img-col-result": "Result",
    "bids-img-none": "—",
}


def english(message_id: str, /, **args: Any) -> str:
    """The default translator: English texts; an unknown id comes back as the id itself."""
    template = MESSAGES.get(message_id)
    if template is None:
        return message_id
    return fill(template, args)


def message_ids() -> list[str]:
    """Every message id the images use (for the catalogues' completeness test)."""
    return sorted(MESSAGES)
