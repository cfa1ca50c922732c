"""What the bot says in a channel or a direct message: every post's message said in its
reader's language, whichever feature's message it is, from the words each feature declares.
"""

from __future__ import annotations

from azul_bot.core import Message, Post

from .catalogue import Words, language_of, words
from .sayings import sayings


def words_of(post: Post) -> Words:
    """The catalogue in the language of ``post``'s reader."""
    return words(language_of(post.locale))


def compose(post: Post) -> str:
    """What ``post`` says, in its reader's language."""
    return said(words_of(post), post.message)


def said(say: Words, message: Message) -> str:
    """What ``message`` says, in ``say``'s language."""
    sayer = sayings("SAID").get(type(message))
    if sayer is None:
        raise TypeError(f"no words for {message!r}")
    return sayer(say, message)


def describe(post: Post) -> str:
    """The description of ``post``'s picture (for screen readers): what it shows in plain
    text; "" for a message whose picture says nothing more (or that has none)."""
    describer = sayings("DESCRIBED").get(type(post.message))
    return "" if describer is None else describer(words_of(post), post.message)


def thread_title(post: Post) -> str:
    """The name of the thread a post opens (a tournament's table), in its reader's
    language."""
    titler = sayings("TITLED").get(type(post.message))
    if titler is None:
        raise TypeError(f"no thread opens from {post.message!r}")
    return titler(words_of(post), post.message)


# Every feature's words, read once at start-up (not at the first post, which waits on none).
for _table in ("SAID", "DESCRIBED", "TITLED", "NAMED"):
    sayings(_table)
