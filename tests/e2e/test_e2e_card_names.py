"""End-to-end: ``/card game:tta`` finds Through the Ages cards by their names in all four
languages (issue 26) — what autocomplete offers while typing (names in the user's language,
never a message id), then the card itself by a name typed without diacritics — and the bot logs
no missing message meanwhile."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, eventually
from test_e2e_game import check_clean

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e

# (user, their Discord language, what they type, the card's name in their language, card id)
ASKS = [
    ("Alice", "en-US", "hanging gar", "Hanging Gardens", "hanging_gardens"),
    ("Bořek", "cs", "visute zahr", "Visuté zahrady", "hanging_gardens"),
    ("Zofia", "pl", "michal anio", "Michał Anioł", "michelangelo"),
    ("Дмитрий", "ru", "жанна д'а", "Жанна д’Арк", "joan_of_arc"),
    ("Bořek", "cs", "vlastenectvi", "Vlastenectví (II)", "patriotism_ii"),
]
# What each then sends as the card's name: typed in full, without diacritics.
TYPED = {
    "hanging_gardens": {"en-US": "hanging gardens", "cs": "visute zahrady"},
    "michelangelo": {"pl": "michal aniol"},
    "joan_of_arc": {"ru": "жанна д'арк"},
}


async def test_card_names_of_through_the_ages_in_four_languages(e2e: Any) -> None:
    started = time.monotonic()
    env: Env = await e2e(
        users=[("Alice", "en-US"), ("Bořek", "cs"), ("Zofia", "pl"), ("Дмитрий", "ru")]
    )
    server = env.server
    users = {u.name: u for u in server.users.values() if not u.bot}
    players = Players(server, list(users.values()), server.channel_id)
    for name, locale, typed, shown, card_id in ASKS:
        user = users[name]
        assert user.locale == locale
        asked = await server.autocomplete("card", user, "name", typed, {"game": "tta"})
        await players.answered(asked)
        offered = asked.choices or []
        assert {"name": shown, "value": card_id} in offered, (locale, typed, offered)
        assert not any("card-" in c["name"] for c in offered), offered
    for card_id, by_locale in TYPED.items():
        for locale, typed in by_locale.items():
            user = next(u for u in users.values() if u.locale == locale)
            before = len(server.channel_log(server.channel_id))
            await players.slash("card", user, {"game": "tta", "name": typed})

            def answer(user_id: str = user.id, after: int = before) -> Any:
                for m in server.channel_log(server.channel_id)[after:]:
                    if m.ephemeral_to == user_id and m.data.get("embeds"):
                        return m
                return None

            reply = await eventually(answer, 20)
            assert reply is not None, (locale, typed)
            embed = reply.data["embeds"][0]
            expected = next(s for _n, loc, _t, s, c in ASKS if c == card_id and loc == locale)
            assert embed["title"] == expected, (locale, typed, embed)
            assert any(a["filename"] == f"{card_id}.png" for a in reply.data["attachments"])
    assert "missing message id" not in env.bot.log_text()
    check_clean(env)
    print(f"card names: {time.monotonic() - started:.1f} s")
