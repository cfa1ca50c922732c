"""A tournament's standings as plain values, and as plain text for screen readers and the
message (``alt_text``). The picture of them is ``standings_picture``'s."""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from .labels import check_templates, template

ROW_LIMIT = 64  # rows drawn at most; the rest are counted in a "… and N more" line


@dataclass(frozen=True)
class StandingsLabels:
    """The words of a standings picture, in one language; each comment gives its English.
    ``title`` is this picture's (make the rest once per language and ``dataclasses.replace``
    the title). Hashable and picklable: pictures are drawn in worker threads or processes."""

    title: str  # Round 2 of 4 · Spring Cup: drawn as given, no template (a name as typed)
    rank: str = template()  # Rank
    player: str = template()  # Player
    points: str = template()  # Pts
    buchholz: str = template()  # Buchholz
    record: str = template()  # Record
    playing: str = template()  # In progress: over each player's games still being played
    bye: str = template()  # bye: sits this round out, scored as a win
    dropped: str = template()  # dropped: left the tournament
    more: str = template("count")  # … and {count} more
    unnamed: str = template("number")  # Player {number}: a name the font cannot draw
    decimal_mark: str = "."  # "," in French and Dutch

    def __post_init__(self) -> None:
        check_templates(self)
        if not self.title.strip():
            raise ValueError("StandingsLabels.title is missing")
        if self.decimal_mark not in (".", ","):
            raise ValueError(f"decimal mark {self.decimal_mark!r} is neither '.' nor ','")


@dataclass(frozen=True)
class StandingsRow:
    """One player's line: ``record`` is the caller's text ("2-1-0", or places at tables of
    3 and 4); ``playing`` counts their games in progress; ``bye`` (this round) and
    ``dropped`` are shown in the games-in-progress column, a dropped player's line dimmed."""

    rank: int
    name: str
    points: float
    buchholz: float
    record: str = ""
    playing: int = 0
    bye: bool = False
    dropped: bool = False

    def __post_init__(self) -> None:
        if self.rank < 1:
            raise ValueError(f"{self.name!r}: rank {self.rank} is not 1 or more")
        if not (math.isfinite(self.points) and math.isfinite(self.buchholz)):
            raise ValueError(f"{self.name!r}: points {self.points}, Buchholz {self.buchholz}")
        if self.playing < 0:
            raise ValueError(f"{self.name!r}: {self.playing} games in progress")


def figure(value: float, decimal_mark: str = ".") -> str:
    """``value`` as the tables show it: whole numbers bare, others to two decimals at most,
    with ``decimal_mark`` (``figure(2.5, ",")`` is ``"2,5"``, ``figure(2 / 3)`` ``"0.67"``)."""
    text = f"{round(value, 2):.2f}".rstrip("0").rstrip(".")
    text = "0" if text == "-0" else text
    return text.replace(".", decimal_mark)


def split_figure(text: str, decimal_mark: str) -> tuple[str, str]:
    """``"12,5"`` as ``("12", ",5")``: a column of figures is aligned on the decimal mark."""
    whole, mark, fraction = text.partition(decimal_mark)
    return whole, mark + fraction


def shown_rows(rows: Sequence[StandingsRow], limit: int = ROW_LIMIT) -> tuple[int, int]:
    """How many of ``rows`` a picture draws, and how many the "… and N more" line counts."""
    drawn = min(len(rows), limit)
    return drawn, len(rows) - drawn


# ---------------------------------------------------------------------------- the alt text
_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_FIRST_STRONG_ISOLATE, _POP_ISOLATE = "\u2068", "\u2069"


def plain_name(name: str) -> str:
    """``name`` on one line of text: whitespace collapsed, control characters and bidi
    overrides dropped (emoji and joiners kept: a screen reader says them), and a name with
    right-to-left letters isolated so the figures after it keep their order."""
    spaced = " ".join(name.split())
    kept = "".join(
        char
        for char in spaced
        if char not in _BIDI_CONTROLS and unicodedata.category(char) not in ("Cc", "Cs")
    )
    kept = " ".join(kept.split())
    if any(unicodedata.bidirectional(char) in ("R", "AL") for char in kept):
        return _FIRST_STRONG_ISOLATE + kept + _POP_ISOLATE
    return kept


def alt_line(labels: StandingsLabels, row: StandingsRow) -> str:
    """One player's line of the alt text: every figure after its column's heading."""
    mark = labels.decimal_mark
    parts = [
        f"{row.rank}. {plain_name(row.name)}",
        f"{labels.points} {figure(row.points, mark)}",
        f"{labels.buchholz} {figure(row.buchholz, mark)}",
    ]
    if row.record:
        parts.append(f"{labels.record} {plain_name(row.record)}")
    if row.playing:
        parts.append(f"{labels.playing} {row.playing}")
    parts += [label for label, on in ((labels.bye, row.bye), (labels.dropped, row.dropped)) if on]
    return " · ".join(parts)


def alt_text(
    labels: StandingsLabels,
    rows: Sequence[StandingsRow],
    *,
    max_rows: int = ROW_LIMIT,
    max_chars: int | None = None,
) -> str:
    """The picture in plain text: the title, then a line per row it draws (with its figures)
    and its "… and N more" line. With ``max_chars`` (Discord takes 1024 for an image's
    description) the last rows give way to that line. Plain text, not Markdown: a caller that
    posts it as a message escapes it there."""
    drawn, _ = shown_rows(rows, max_rows)
    lines = [alt_line(labels, row) for row in rows[:drawn]]
    while True:
        hidden = len(rows) - len(lines)
        text = "\n".join([plain_name(labels.title), *lines])
        if hidden:
            text += "\n" + labels.more.format(count=hidden)
        if max_chars is None or len(text) <= max_chars or not lines:
            return text if max_chars is None else text[:max_chars]
        lines.pop()
