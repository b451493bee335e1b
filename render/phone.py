"""The phone tiers every game's images are held to (``docs/hadara-phone.md``,
``docs/tta-render.md``): Discord shows an image about :data:`PHONE_WIDTH` px wide on a phone,
and each kind of text has a goal, the smallest font size (em size, CSS ``font-size``) it may
have once scaled so: what a player decides by :data:`DECIDE`, names and sentences
:data:`READ`, what only names what an icon or a colour shows :data:`LABEL`."""

from __future__ import annotations

from dataclasses import dataclass

PHONE_WIDTH = 400
DECIDE = 12.0
READ = 11.0
LABEL = 10.0


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of text: its goal at phone width and what it is."""

    goal: float
    about: str
