"""What a player types, in any language the bot speaks, read back as the game's own values.

``rouge``, ``rood`` and ``red`` are one color; ``centre``, ``midden`` and ``center`` one
source; ``plancher``, ``vloer`` and ``floor`` one line. The words come from the catalogue, so
a translation fixed there is typed the same way; accents and case do not matter.

So do the letters of each language's move notation, which the table picture draws (``j``
jaune and ``g`` geel are yellow, ``P`` plancher and ``V`` vloer the floor): read in their
option only (``typed_source``, ``typed_color``, ``typed_line``), from every language, not
only the reader's. A channel's picture is in the server's language, whoever types, and the
English help is copied everywhere; ``picture.ftl`` keeps a letter to one meaning per
option across the languages (a test checks), so no reading is ever a guess.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from .catalogue import ENGLISH, LANGUAGES, words

COLOR_KEYS = ("color-blue", "color-yellow", "color-red", "color-black", "color-white")
PLACE_KEYS = ("word-center", "word-floor")
OFF_KEYS = ("duration-off",)
"""A time limit or a reminder switched off: ``désactivé``, ``uit``."""
LETTERS: dict[str, dict[str, str]] = {
    "source": {"letter-center": "word-center"},
    "color": {key.replace("color-", "letter-"): key for key in COLOR_KEYS},
    "line": {"letter-floor": "word-floor"},
}
"""Per option of ``/azul play``, each letter of the notation and the word it stands for."""


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


@cache
def _letters(option: str) -> dict[str, str]:
    """Every language's letters for ``option``, folded, to the English word they stand for."""
    return {
        folded(words(language)(letter)): ENGLISH(word)
        for language in LANGUAGES
        for letter, word in LETTERS[option].items()
    }


def typed_source(text: str) -> str:
    """A typed source: the center's letter or word in any language as ``center``."""
    return _letters("source").get(folded(text)) or typed(text)


def typed_color(text: str) -> str:
    """A typed color: its letter or word in any language as its English name."""
    return _letters("color").get(folded(text)) or typed(text)


def typed_line(text: str) -> str:
    """A typed line: the floor's letter or word in any language as ``floor``."""
    return _letters("line").get(folded(text)) or typed(text)
