"""The nation card (T-3): token supplies and the tables printed on the yellow and blue banks.

Every table is indexed by the number of tokens left in a bank (T-3.2.5, T-3.3.3: extra tokens
go into the first-emptied section), so a plain count is all the state needs. The section sizes
are the provisional data of T-22 #2 (``verified: false``); ``test_t22_02_nation_card_tables``
pins them.
"""

from __future__ import annotations

YELLOW_TOKENS = 25  # T-3.2.1: per player
YELLOW_BANK_START = 18
START_WORKERS = 6  # 2 farms, 2 mines, 1 lab, 1 Warriors
START_POOL = 1
BLUE_TOKENS = 18  # T-2.5
WHITE_TOKENS = 4  # T-2.5: the government's tokens; extras come from the common bank
RED_TOKENS = 2
HAPPY_MAX = 8  # T-3.4.1
STRENGTH_CAP = 60  # T-2.4.4
CULTURE_RATE_CAP = 30
FAMINE_CULTURE = 4  # T-13.1 step 3: culture lost per missing food
VERIFIED = False  # T-22 #2: the section sizes come from one public implementation

# (lowest Y of the row, increase cost or None, consumption, happy faces required): T-3.2.3.
_YELLOW_ROWS: tuple[tuple[int, int | None, int, int], ...] = (
    (17, 2, 0, 0),
    (13, 3, 1, 1),
    (11, 4, 2, 2),
    (9, 4, 2, 3),
    (7, 5, 3, 4),
    (5, 5, 3, 5),
    (3, 7, 4, 6),
    (1, 7, 4, 7),
    (0, None, 6, 8),
)

# Precomputed for Y = 0..40 (the hot paths call these on every legality check).
_MAX_Y = 40


def _row(y: int) -> tuple[int, int | None, int, int]:
    for row in _YELLOW_ROWS:
        if y >= row[0]:
            return row
    return _YELLOW_ROWS[-1]


_COST = tuple(_row(y)[1] for y in range(_MAX_Y + 1))
_CONSUMPTION = tuple(_row(y)[2] for y in range(_MAX_Y + 1))
_REQUIRED = tuple(_row(y)[3] for y in range(_MAX_Y + 1))


def population_cost(yellow_bank: int) -> int | None:
    """Food to move one token from the yellow bank to the worker pool; None when it is empty
    (T-3.2.4: the section that still holds tokens, read before the token leaves)."""
    return _COST[min(yellow_bank, _MAX_Y)] if yellow_bank >= 0 else None


def consumption(yellow_bank: int) -> int:
    """Food eaten in maintenance (T-3.2.3)."""
    return _CONSUMPTION[min(max(yellow_bank, 0), _MAX_Y)]


def happy_required(yellow_bank: int) -> int:
    """Happy faces needed for no discontent (T-3.4.2; advanced and full games only)."""
    return _REQUIRED[min(max(yellow_bank, 0), _MAX_Y)]


def discontent(yellow_bank: int, happy: int) -> int:
    """T-3.4.2: ``max(0, required - happy)`` with happy capped at 8."""
    return max(0, happy_required(yellow_bank) - min(happy, HAPPY_MAX))


def corruption(blue_bank: int) -> int:
    """Resources lost to corruption after production (T-3.3.3; advanced and full only)."""
    if blue_bank >= 9:
        return 0
    if blue_bank >= 5:
        return 2
    if blue_bank >= 1:
        return 4
    return 6


def round_one_actions(position: int) -> int:
    """T-5.2.1: civil actions in round 1 of the seat ``position`` places after the start
    player (0 = start player)."""
    return position + 1


def row_clear_count(players: int) -> int:
    """T-6.3.1: slots cleared before each turn from round 2."""
    return {2: 3, 3: 2}.get(players, 1)


ROW_SLOTS = 13
ROW_ZONES: tuple[int, ...] = (1,) * 5 + (2,) * 4 + (3,) * 4  # T-2.4.1: CA cost per slot


def slot_cost(slot: int) -> int:
    """CA cost of taking the card in 0-based ``slot``."""
    return ROW_ZONES[slot]
