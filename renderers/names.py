"""Display names as the shipped font can draw them: no tofu boxes, no overflowing names.

Pure functions: the font is passed in as two small callables (``covered(char)`` and
``measure(text)``), so the rules are testable without loading a font.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

ELLIPSIS = "…"

# Invisible characters that glue emoji together or pick their presentation; once the emoji is
# gone they would only leave gaps (or tofu).
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Cc", "Cs", "Co", "Cn"})


def _is_variation_selector(char: str) -> bool:
    code = ord(char)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


def drawable(text: str, covered: Callable[[str], bool]) -> str:
    """``text`` with what the font cannot draw removed, whitespace collapsed.

    Characters the font lacks are first tried in their compatibility form (NFKC), which turns
    the "fancy" letters people use in Discord names (𝐁𝐨𝐥𝐝, Ｆｕｌｌｗｉｄｔｈ, ⓒircled) into
    plain ones; what is still missing (emoji, CJK, ...) is dropped rather than drawn as a box.
    """
    kept: list[str] = []
    for char in unicodedata.normalize("NFC", text):
        if char.isspace():
            kept.append(" ")
        elif unicodedata.category(char) in _INVISIBLE_CATEGORIES or _is_variation_selector(char):
            continue
        elif covered(char):
            kept.append(char)
        else:
            plain = unicodedata.normalize("NFKC", char)
            if plain != char and plain.strip() and all(covered(c) for c in plain):
                kept.append(plain)
            # else: dropped; a combining mark whose base was dropped goes with it
    result = " ".join("".join(kept).split())
    # A combining mark left at the start (its base was dropped) has nothing to sit on.
    while result and unicodedata.combining(result[0]):
        result = result[1:].lstrip()
    return result


def shorten(text: str, max_width: float, measure: Callable[[str], float]) -> str:
    """``text`` cut to fit ``max_width`` (as ``measure`` counts), ending in an ellipsis."""
    if measure(text) <= max_width:
        return text
    # Binary search on the number of characters kept; names are short, widths monotone enough.
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if measure(text[:middle].rstrip() + ELLIPSIS) <= max_width:
            low = middle
        else:
            high = middle - 1
    kept = text[:low].rstrip()
    # Never end on a lone combining mark's base split from its mark.
    while kept and unicodedata.combining(kept[-1]):
        kept = kept[:-1]
    return kept + ELLIPSIS if kept else ELLIPSIS


def display_name(
    name: str,
    fallback: str,
    max_width: float,
    covered: Callable[[str], bool],
    measure: Callable[[str], float],
) -> str:
    """What to draw for ``name``: drawable, shortened; ``fallback`` when nothing readable is left.

    A name of only emoji or only CJK (when the font lacks CJK) becomes ``fallback`` (say
    "Player 2"): the seat is still identifiable, and the message text carries the real name.
    """
    text = drawable(name, covered)
    if not any(char.isalnum() for char in text):
        text = fallback
    return shorten(text, max_width, measure)
