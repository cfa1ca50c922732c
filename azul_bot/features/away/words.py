"""What time away says in a game's channel, in the reader's language: the person to move went
away, or is back (with when their turn's time runs out)."""

from __future__ import annotations

from azul_bot.core.words import Words
from azul_bot.core.words.durations import moment
from azul_bot.core.words.seats import seat_names

from .absence import AWAY
from .away_notes import AwayNote


def away_note_text(say: Words, note: AwayNote) -> str:
    """A person to move went away, or is back (with when their turn's time runs out)."""
    name = seat_names(say, [note.seat])[0]
    if note.until is not None:
        return say("away-note", name=name, until=moment(note.until))
    if note.deadline is not None:
        return say("back-note-deadline", name=name, deadline=moment(note.deadline))
    return say("back-note", name=name)


def away_seat(say: Words, name: str, until: float | None, *, placing: bool) -> str:
    """A person to move who is away, named (not pinged) under a turn's table with when they
    are back: their turn waits for them (``placing``: among those placing on a grey wall)."""
    back = moment(until) if until is not None else "?"
    return say("placing-away" if placing else "turn-away", name=name, until=back)


SAID = {AwayNote: away_note_text}
"""How time away's messages are said."""
NAMED = {AWAY: away_seat}
"""How a seat whose person is away is named under a turn's table."""


def away_days_line(say: Words, days: int) -> str:
    """The server's setting in ``/azul settings``: the days each person has per season."""
    return say("settings-away-days", days=days)
