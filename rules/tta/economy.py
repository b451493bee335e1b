"""A nation's stores and tokens: paying, gaining and producing food and resources (T-7.3,
T-13.1), and moving yellow tokens (T-3.2). The arithmetic itself is :mod:`rules.tta.tokens`;
this module maps it onto the cards a nation has in play.

``kind`` is ``"farm"`` (food) or ``"mine"`` (resources).
"""

from __future__ import annotations

from rules.core import IllegalAction
from rules.tta import tokens
from rules.tta.catalog import Catalog
from rules.tta.state import Player

FOOD = "farm"
RESOURCES = "mine"


def levels(
    cat: Catalog, p: Player, kind: str
) -> tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    """Card ids, token values and token counts of the nation's ``kind`` cards, highest value
    first (one card per level, so the values are distinct). Which cards and values those are
    depends on the technologies in play only, so it is remembered per catalogue by them."""
    key = (kind, *p.techs)
    memo = cat.levels_memo
    found = memo.get(key)
    if found is None:
        rows = []
        for t in p.techs:
            info = cat.of(t)
            if info.tech_type == kind:
                rows.append((info.token_value, info.id))
        rows.sort(reverse=True)
        if len(memo) >= LEVELS_MEMO_SIZE:
            memo.clear()
        found = memo[key] = (tuple([cid for _, cid in rows]), tuple([v for v, _ in rows]))
    ids, values = found
    get = p.tokens.get
    return ids, values, tuple([get(cid, 0) for cid in ids])


# Sets of technologies whose stores :func:`levels` remembers per catalogue (a few hundred
# bytes each) before the memo is emptied.
LEVELS_MEMO_SIZE = 1024


def stored(cat: Catalog, p: Player, kind: str) -> int:
    total = 0
    for cid, n in p.tokens.items():
        if n:
            info = cat.info[cid]
            if info.tech_type == kind:
                total += info.token_value * n
    return total


def can_pay(cat: Catalog, p: Player, kind: str, amount: int) -> bool:
    if amount <= 0:
        return True
    if stored(cat, p, kind) < amount:
        return False
    _, values, counts = levels(cat, p, kind)
    return tokens.pay(values, counts, p.blue_bank, amount) is not None


def pay(cat: Catalog, p: Player, kind: str, amount: int) -> None:
    """Pay exactly ``amount`` (T-7.3.1, automatic token choice T-22 #17)."""
    if amount <= 0:
        return
    ids, values, counts = levels(cat, p, kind)
    after = tokens.pay(values, counts, p.blue_bank, amount)
    if after is None:
        reason = "not_enough_food" if kind == "farm" else "not_enough_resources"
        have = stored(cat, p, kind)
        raise IllegalAction(reason, f"cannot pay {amount}", need=amount, have=have)
    _set_counts(p, ids, counts, after)


def pay_up_to(cat: Catalog, p: Player, kind: str, amount: int) -> int:
    """Pay as much of ``amount`` as the stores allow (famine, T-22 #18); return what was paid."""
    paid = min(amount, stored(cat, p, kind))
    while paid > 0 and not can_pay(cat, p, kind, paid):
        paid -= 1  # only when change is impossible (an empty blue bank)
    pay(cat, p, kind, paid)
    return paid


def gain(cat: Catalog, p: Player, kind: str, amount: int) -> int:
    """Gain up to ``amount`` (T-7.3.2): fewest tokens, highest-value cards; return the value."""
    if amount <= 0:
        return 0
    ids, values, counts = levels(cat, p, kind)
    if not ids:
        return 0
    added, gained = tokens.gain(values, p.blue_bank, amount)
    _set_counts(p, ids, counts, tuple(c + a for c, a in zip(counts, added, strict=True)))
    return gained


def produce(cat: Catalog, p: Player, kind: str) -> int:
    """Maintenance production (T-13.1 steps 2/4): one token per worker on its own card, the
    highest-value cards first when the blue bank runs short (T-22 #17). Returns the value."""
    rows = []
    for cid, n in p.workers.items():
        info = cat.info[cid]
        if n and info.tech_type == kind:
            rows.append((info.token_value, cid, n))
    rows.sort(reverse=True)
    value = 0
    for token_value, cid, n in rows:
        k = min(n, p.blue_bank)
        if k <= 0:
            break
        p.tokens[cid] = p.tokens.get(cid, 0) + k
        p.blue_bank -= k
        value += k * token_value
    return value


def _set_counts(
    p: Player, ids: tuple[str, ...], before: tuple[int, ...], after: tuple[int, ...]
) -> None:
    delta = sum(before) - sum(after)
    p.blue_bank += delta
    if p.blue_bank < 0:  # pragma: no cover - tokens.pay checks the bank
        raise AssertionError("blue bank below zero")
    for cid, n in zip(ids, after, strict=True):
        if n:
            p.tokens[cid] = n
        else:
            p.tokens.pop(cid, None)


def blue_on_cards(p: Player) -> int:
    """Blue tokens off the bank: on farm/mine cards and on the unfinished wonder."""
    return sum(p.tokens.values()) + (p.stages if p.wonder else 0)


# ------------------------------------------------------------------------------------------
# Yellow tokens (T-3.2)


def grow(p: Player) -> None:
    """Move one token from the yellow bank to the worker pool (the food is paid elsewhere)."""
    if p.yellow_bank <= 0:
        raise IllegalAction("limit_reached", "the yellow bank is empty")
    p.yellow_bank -= 1
    p.pool += 1


def place_worker(p: Player, card: str) -> None:
    if p.pool <= 0:
        raise IllegalAction("no_worker", "no unused worker")
    p.pool -= 1
    p.workers[card] = p.workers.get(card, 0) + 1


def remove_worker(p: Player, card: str, to_bank: bool = False) -> None:
    n = p.workers.get(card, 0)
    if n <= 0:
        raise IllegalAction("not_owned", "no such building")
    if n == 1:
        del p.workers[card]
    else:
        p.workers[card] = n - 1
    if to_bank:
        p.yellow_bank += 1
    else:
        p.pool += 1
