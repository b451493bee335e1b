"""Every effect in the card data does something (issue 26: Ocean Liner Service's effect was
loaded but never applied, and nothing noticed).

For every card with effects or printed numbers, each *variant* of its data — one effect
removed, one numeric parameter changed by one, its ``per`` count removed, one printed number
removed — must change something the engine shows or does in the probes of
``tta_inert.py`` (views, legal actions, results of every action, political actions, attacks
and defence, colonization, another nation's costs), at 4 players and, for amounts by player
count, at 3 and 2 (T-22 #27), and in the advanced game where a count reads it. Variants the
validator refuses cannot be data and are skipped.

Rule ids: the cards' texts (T-8.9 action cards, T-10 technologies, T-11 leaders and wonders,
T-15 military cards, T-20 clarifications) and T-22 #27 (player counts after resignations).
"""

from __future__ import annotations

import pytest
import tta_inert

from rules.tta import civil


@pytest.mark.parametrize("cid", tta_inert.cards_with_data())
def test_t20_every_effect_and_number_of_the_card_is_applied(cid: str) -> None:
    assert tta_inert.card_variants(cid), cid
    assert tta_inert.inert(cid) == []


def test_the_check_catches_an_ignored_grant(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine before issue 26 read no ``grant_action increase_population``: with the
    grant unread again, the check reports Ocean Liner Service's effect and its discount."""
    monkeypatch.setattr(civil, "free_pop", lambda ctx: None)
    found = tta_inert.inert("ocean_liner_service")
    assert "effects[0]" in found and "effects[0].food_discount" in found


def test_the_check_catches_an_ignored_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before issue 26 an action card's amount ignored its ``per`` count (Wave of Nationalism
    gave 2 resources, not 2 per stronger nation) and the player count after resignations."""
    monkeypatch.setattr(civil, "amount_of", lambda ctx, amount, per: amount.value(4))
    found = tta_inert.inert("wave_of_nationalism")
    assert "effects[0].per=None" in found and "effects[0].amount.p3" in found
