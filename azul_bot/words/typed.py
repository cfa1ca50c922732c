"""What a player types, in any language the bot speaks, read back as the game's own values.

``rouge``, ``rood`` and ``red`` are one color; ``centre``, ``midden`` and ``center`` one
source; ``plancher``, ``vloer`` and ``floor`` one line. The words come from the catalogue, so
a translation fixed there is typed the same way; accents and case do not matter.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from .catalogue import ENGLISH, LANGUAGES, words

COLOR_KEYS = ("color-blue", "color-yellow", "color-red", "color-black", "color-white")
PLACE_KEYS = ("word-center", "word-floor")
OFF_KEYS = ("duration-off",)
"""A time limit or a reminder switched off: ``désactivé``, ``uit``."""


def folded(text: str) -> str:
    """Lowercase, without accents or surrounding spaces: ``Écran`` reads ``ecran``."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


@cache
def _vocabulary() -> dict[str, str]:
    """Every language's word for a color or a place, folded, to its English word."""
    vocabulary: dict[str, str] = {}
    for language in LANGUAGES:
        for key in (*COLOR_KEYS, *PLACE_KEYS, *OFF_KEYS):
            vocabulary.setdefault(folded(words(language)(key)), ENGLISH(key))
    return vocabulary


def typed(text: str) -> str:
    """A typed color, place or ``off`` in the game's English spelling (which the host reads);
    any other value is returned unchanged (a number, a letter, or something the host refuses)."""
    return _vocabulary().get(folded(text), text)
