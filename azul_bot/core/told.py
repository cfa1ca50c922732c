"""The story of a round as a table message tells it: the moves told before the latest one
of a turn message (played since the previous table message), and the round as it stands
after a move. Play's posts fold them in; the narrator tells them."""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.engine import Event, RoundEnded


@dataclass(frozen=True)
class Told:
    """A move told before the latest one of a turn message (folded in: the moves played
    since the previous table message): its whole story and the scores before it."""

    events: tuple[Event, ...]
    scores_before: tuple[int, ...]


def round_after(so_far: Told | None, events: tuple[Event, ...], scores: tuple[int, ...]) -> Told:
    """The round as it stands after a move (its ``events``, made at ``scores``): a round that
    ended starts the next from its scores."""
    ends = [index for index, event in enumerate(events) if isinstance(event, RoundEnded)]
    if ends:
        ended = events[ends[-1]]
        assert isinstance(ended, RoundEnded)
        return Told(events[ends[-1] + 1 :], ended.scores)
    if so_far is None:
        return Told(events, scores)
    return Told((*so_far.events, *events), so_far.scores_before)
