"""Blue-token arithmetic (T-7.3): paying and gaining food or resources the way the rulebook does.

Food and resources are blue tokens lying on farm or mine technology cards; a token is worth the
value printed on its card (T-3.3.2). Only the tokens' *count per card* is state; this module
chooses which tokens move, automatically (T-22 #17, ``token_policy = auto``):

* **Paying X** (T-7.3.1): the stored value drops by exactly X. Tokens may go back to the blue
  bank, move *down* to a cheaper card of the same kind (paying the difference), and bank tokens
  may be added to a cheaper card as change; nothing ever moves *up* (two Bronze tokens never
  become one Iron token). Among the exact payments the one returning the most tokens to the blue
  bank wins; on a tie the higher-value tokens are kept.

  "Never upward" is the prefix condition: for every value threshold t, the value held in tokens
  worth at least t never increases. Any final layout meeting it is reachable by the allowed
  moves, so the search below runs over final layouts.
* **Gaining X** (T-7.3.2): place bank tokens on the cards in any combination worth X, using as
  few tokens as possible, on the highest-value cards; with too few bank tokens the player gains
  only what fits (the most value the available tokens can carry, at most X).

Levels are given highest value first: ``values`` strictly decreasing, ``counts`` alongside.
Both functions are pure and cached: a game calls them with the same few small tuples again and
again.
"""

from __future__ import annotations

from functools import lru_cache


def total(values: tuple[int, ...], counts: tuple[int, ...]) -> int:
    return sum(v * c for v, c in zip(values, counts, strict=True))


@lru_cache(maxsize=65536)
def pay(
    values: tuple[int, ...], counts: tuple[int, ...], bank: int, amount: int
) -> tuple[int, ...] | None:
    """The final token counts after paying ``amount``, or None if it cannot be paid exactly
    (too little stored, or change the blue bank cannot supply)."""
    if amount < 0:
        raise ValueError("negative payment")
    if amount == 0:
        return counts
    stored = total(values, counts)
    if amount > stored:
        return None
    if len(values) == 1:
        # The everyday case (only the level-0 card holds tokens): return ``amount`` tokens when
        # the value divides evenly; otherwise no change is possible on a single card.
        left = stored - amount
        if left % values[0]:
            return None
        return (left // values[0],)
    max_tokens = sum(counts) + bank
    best = _search(values, counts, 0, 0, stored - amount, max_tokens)
    return None if best is None else best[1]


def _search(
    values: tuple[int, ...],
    counts: tuple[int, ...],
    j: int,
    slack: int,
    remaining: int,
    max_tokens: int,
) -> tuple[int, tuple[int, ...]] | None:
    """Best (token count, layout) for levels j.. holding exactly ``remaining`` in value, given
    ``slack`` value freed by the higher levels (it may come down, never go up)."""
    v = values[j]
    upper = counts[j] + slack // v
    if j == len(values) - 1:
        if remaining % v:
            return None
        m = remaining // v
        if m > upper or m > max_tokens:
            return None
        return (m, (m,))
    best: tuple[int, tuple[int, ...]] | None = None
    for m in range(min(upper, remaining // v, max_tokens), -1, -1):
        sub = _search(
            values,
            counts,
            j + 1,
            slack + (counts[j] - m) * v,
            remaining - m * v,
            max_tokens - m,
        )
        if sub is None:
            continue
        count = m + sub[0]
        # Strictly fewer tokens wins; on a tie the earlier (larger m: higher values kept) stays.
        if best is None or count < best[0]:
            best = (count, (m, *sub[1]))
    return best


@lru_cache(maxsize=65536)
def gain(values: tuple[int, ...], bank: int, amount: int) -> tuple[tuple[int, ...], int]:
    """Tokens to add per level and the value actually gained (at most ``amount``)."""
    if amount <= 0 or bank <= 0 or not values:
        return (0,) * len(values), 0
    best: tuple[int, int, tuple[int, ...]] | None = None  # (-gained, tokens, layout)
    for layout in _layouts(values, 0, bank, amount):
        gained = total(values, layout)
        key = (-gained, sum(layout))
        if best is None or key < best[:2]:
            best = (key[0], key[1], layout)
    assert best is not None
    return best[2], -best[0]


def _layouts(values: tuple[int, ...], j: int, tokens: int, room: int) -> list[tuple[int, ...]]:
    """Every layout from level j on with at most ``tokens`` tokens worth at most ``room``,
    higher counts first (so that ties keep the higher-value tokens)."""
    v = values[j]
    top = min(tokens, room // v)
    if j == len(values) - 1:
        return [(top,)]  # on the cheapest card more is always at least as good
    out: list[tuple[int, ...]] = []
    for m in range(top, -1, -1):
        for rest in _layouts(values, j + 1, tokens - m, room - m * v):
            out.append((m, *rest))
    return out


def produce(workers: tuple[int, ...], bank: int) -> tuple[tuple[int, ...], int]:
    """Production (T-13.1 steps 2 and 4): one token per worker on its own card; when the bank
    runs short the highest-value cards produce first (T-22 #17). ``workers`` are per level,
    highest value first. Returns the tokens added per level and the bank left."""
    added: list[int] = []
    for w in workers:
        n = min(w, bank)
        added.append(n)
        bank -= n
    return tuple(added), bank
