"""Display names made safe for chat text: no markdown, no mentions, no invisible tricks.

Names are stored as people typed them (the table image draws them as they are); every name
that goes into a message passes through ``safe_name`` first, so a member called
``<@123>`` or ``@everyone`` or ``**boss**`` shows exactly that and pings nobody. A name with
nothing visible left becomes ``NAMELESS``, a fact rather than a word: the words layer says it
in its reader's language ("Joueur", "Speler").
"""

from __future__ import annotations

import functools
import re
import unicodedata

MAX_NAME = 32
"""Discord's own limit for nicknames; longer (stored or forged) names are cut."""
ELLIPSIS = "…"
NAMELESS = "\ue000"
"""The name of a person whose name has nothing visible (blank, or only invisible characters).
A private-use character: ``visible`` removes those from every name, so nobody can be called
this, and it survives being joined into a list or stored in a notice until the words layer
(``azul_bot.core.words.catalogue``) puts the reader's word in its place. The table picture drops
it like any character its font lacks, and draws its own "Player 2" instead."""

# Characters that start markdown or Discord syntax wherever they stand in a line ("[" and "]"
# are enough to break a masked link, so parentheses stay as they are).
_MARKDOWN = re.compile(r"([\\*_~`|<>\[\]@])")
# Control, format (zero-width, bidi overrides), surrogate, private-use and unassigned code points.
_HIDDEN_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn"}


def visible(name: str) -> str:
    """``name`` without invisible or direction-changing characters, spaces collapsed."""
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in name
        if ch.isspace() or unicodedata.category(ch) not in _HIDDEN_CATEGORIES
    )
    return " ".join(kept.split())


def clipped(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, the cut shown by an ellipsis: the one
    way a name, a message or a picture's description is shortened to a limit of Discord's."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rstrip() + ELLIPSIS


@functools.lru_cache(maxsize=4096)  # every message names every seat: the same few names
def safe_name(name: str, *, fallback: str = NAMELESS) -> str:
    """A name for message text: visible characters only, at most ``MAX_NAME`` of them,
    markdown and mention syntax escaped; ``fallback`` when none is left."""
    shown = clipped(visible(name or ""), MAX_NAME)
    if not shown:
        shown = fallback
    # "@" is followed by a zero-width space so neither "@everyone" nor "@here" is ever read
    # as a mention, even where mentions are allowed; the rest are backslash-escaped.
    return _MARKDOWN.sub(lambda m: "@\u200b" if m[1] == "@" else "\\" + m[1], shown)
