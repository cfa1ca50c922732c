"""The edge where facts become words: the catalogue of every sentence in each language the bot
speaks, and the choice of language for a reader. Nothing below the cogs holds a sentence."""

from .catalogue import (
    DEFAULT_LANGUAGE,
    ENGLISH,
    LANGUAGES,
    MissingWords,
    Words,
    language_of,
    words,
)

__all__ = [
    "DEFAULT_LANGUAGE",
    "ENGLISH",
    "LANGUAGES",
    "MissingWords",
    "Words",
    "language_of",
    "words",
]
