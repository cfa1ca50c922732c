"""What the results do in the transactions of a game's moves and end (the host's hooks): each
move of a person's own keeps its time; a finished game is rated from the people's skills as
read before its last move, and its rows are written in that move's transaction, its final
notice saying how each rating moved."""

from __future__ import annotations

from azul_bot.core import (
    CANNOT_SAVE,
    Ending,
    EndWork,
    Host,
    Moved,
    called,
    unavailable_on_outage,
)
from azul_bot.core.db import Work

from . import store
from .ratings import is_rated, outcome, people_of, person, rating_changes, resigned
from .reliability import with_verdicts
from .store import writes


def timed(moved: Moved) -> Work[None]:
    """A person's own move: how long it took them joins their turn times."""
    if moved.seconds is not None and moved.person is not None:
        yield from writes.note_turn(moved.game.guild_id, moved.person, moved.seconds, moved.now)


class Rating:
    """A finished game's part in the results (``on_game_end``)."""

    def __init__(self, host: Host) -> None:
        self._host = host

    async def __call__(self, ending: Ending) -> EndWork | None:
        if ending.result is None:
            return None  # an aborted game counts nowhere
        record, seats = ending.game, ending.game.seats
        people = [person(seat) for seat in people_of(seats)]
        skills = {}
        if people:
            query = self._host.store.read(store.skills(record.guild_id, people))
            with unavailable_on_outage(CANNOT_SAVE, called(query)):
                skills = await query
        rated = is_rated(record, seats)
        made = outcome(seats, ending.result, skills, rated=rated, resigned=resigned(seats))
        made = with_verdicts(made, seats)
        return EndWork(
            lambda game, now: writes.apply_outcome(game, made, now), rating_changes(made)
        )
