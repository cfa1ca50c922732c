"""The edge where facts become words: the catalogue of every sentence in each language the bot
speaks, and the choice of language for a reader. Nothing below the cogs holds a sentence."""

from .catalogue import DEFAULT_LANGUAGE as DEFAULT_LANGUAGE
from .catalogue import ENGLISH as ENGLISH
from .catalogue import LANGUAGES as LANGUAGES
from .catalogue import MissingWords as MissingWords
from .catalogue import Words as Words
from .catalogue import language_of as language_of
from .catalogue import words as words
