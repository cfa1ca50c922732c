"""What play's notices become in the channel: their messages and posts, made by pure functions
from the notice and the game as it stands when it is posted.

Who to ping and which buttons to attach are decided here, from the game as it stands: only
the latest turn message pings the player to move and carries buttons, so a backlog that a
crash left behind is posted in order without pinging anyone twice or offering stale buttons.
A player told by direct message is named, not pinged (one post, one ping at most).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from azul_bot.core import Message, Post, Said, SaidNotice, SeatNote, Told, seat_views
from azul_bot.core.db import GameRecord
from azul_bot.engine import Event, FloorPenalty, Game, RoundEnded, TileWalled, WallMove

from .choices import source_choices
from .turn_messages import (
    COMPUTER_PLAYS,
    PINGED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
    WAITING,
    GameAborted,
    NextUp,
    PlacingControls,
    RematchControls,
    Resigned,
    TurnControls,
    TurnMessage,
)
from .turn_notices import AbortedNotice, ResignedNotice, TurnNotice

# ----------------------------------------------------------------------------- messages


def resigned_message(record: GameRecord, notice: ResignedNotice | SaidNotice) -> Message:
    """Who left the game and which computer plays on (an older version's: its own text)."""
    if isinstance(notice, SaidNotice):
        return Said(notice.text)
    return Resigned(seat_views(record)[notice.seat], notice.level)


def aborted_message(
    record: GameRecord,
    notice: AbortedNotice | SaidNotice,
    earlier: tuple[Told, ...],
    so_far: Told | None = None,
) -> Message:
    """Why the game ended unplayed, after the moves played since its last table
    (``earlier``, in a round that stood at ``so_far``); an older version's notice says its
    own text."""
    if isinstance(notice, SaidNotice):
        return Said(notice.text)
    seats = seat_views(record)
    return GameAborted(notice.why, notice.running, notice.by, earlier, seats, so_far)


def replayed(notice: TurnNotice) -> tuple[Game, Sequence[Event] | None]:
    """The table after a turn notice's move, and the move's events (to tell and highlight it)."""
    game = Game.from_dict(notice.state)
    events = game.play(notice.move) if notice.move is not None else None
    return game, events


def turn_message(
    record: GameRecord, game: Game, notice: TurnNotice, events: Sequence[Event] | None
) -> TurnMessage:
    """What a turn notice says: the move's story (or the first table), told from its facts;
    a notice stored before facts says its stored text instead."""
    return TurnMessage(
        seats=seat_views(record),
        game=game,
        events=None if events is None else tuple(events),
        scores_before=notice.scores,
        ran_out=notice.ran_out,
        rating=notice.rating,
        said=notice.said,
        ratings=notice.ratings,
    )


def shown_events(message: TurnMessage) -> list[Event] | None:
    """What the picture highlights: the latest move, after the wall tilings of the moves
    folded in before it (their tiles are on the walls still; their takes are not)."""
    if message.events is None:
        return None
    tilings = [
        event
        for told in message.earlier
        for event in told.events
        if isinstance(event, TileWalled | FloorPenalty | RoundEnded)
    ]
    return [*tilings, *message.events]


def tiling_began(notice: TurnNotice) -> bool:
    """The notice's move is the take that ended a grey round's offer (not a placement):
    the players who place are pinged once, by this notice alone."""
    return notice.move is not None and not isinstance(notice.move, WallMove)


# ----------------------------------------------------------------------------- posts


def turn_post(
    record: GameRecord,
    game: Game,
    message: TurnMessage,
    *,
    latest: bool,
    image: bytes | None,
    ping: bool = True,
    locale: str | None = None,
    noted: Mapping[int, SeatNote] | None = None,
    rematch: bool = True,
) -> Post:
    """The table after a move: everybody is thanked at the end (and offered a ``rematch``,
    unless the game is one of a series, whose next game comes on its own), the player to
    move is pinged (unless a direct message told them, or their seat is ``noted``: named
    rather than pinged, as their feature says, like one away or told once a day by their
    digest) and gets the source buttons, on the latest turn only."""
    if game.is_over:
        people = tuple(s.user_id for s in record.seats if s.user_id is not None)
        thanked = replace(message, thanks=people)
        again = RematchControls(record.id) if rematch else None
        return Post(thanked, locale, people, image, again)
    if not latest:
        return Post(message, locale, (), image)
    position = game.taker
    seat = record.seats[position]
    if seat.user_id is None or seat.stand_in is not None:
        # A computer plays this seat (a stand-in took it for good): nobody to ping.
        how = COMPUTER_PLAYS if seat.user_id is None else STAND_IN_PLAYS
        return Post(replace(message, next_up=NextUp(position, how)), locale, (), image)
    controls = TurnControls(record.id, record.version, tuple(source_choices(game)))
    note = (noted or {}).get(position)
    if note is not None:  # away (their turn waits), or their daily digest tells them
        named = replace(message, next_up=NextUp(position, note.how, seat.user_id, note.until))
        return Post(named, locale, (), image, controls)
    if not ping:
        told = replace(message, next_up=NextUp(position, TOLD_BY_DM, seat.user_id))
        return Post(told, locale, (), image, controls)
    pinged = replace(message, next_up=NextUp(position, PINGED, seat.user_id))
    return Post(pinged, locale, (seat.user_id,), image, controls)


def placing_post(
    record: GameRecord,
    game: Game,
    message: TurnMessage,
    image: bytes | None,
    locale: str | None,
    *,
    ping: bool,
    told: Sequence[int] = (),
    noted: Mapping[int, SeatNote] | None = None,
) -> Post:
    """A grey round's wall tiling: the table says who still places (a computer places for
    its seat by itself), with the "Place your tile" button; each person with a choice is
    pinged when the tiling begins (``ping``) unless their seat is ``noted`` (named rather
    than pinged: away, on their digest) or a direct message told them (``told``), and never
    again by the posts of the other placements."""
    noted = noted or {}
    waiting = []
    pinged = []
    for position in game.to_place:
        seat = record.seats[position]
        if seat.user_id is None or seat.stand_in is not None:
            how = COMPUTER_PLAYS if seat.user_id is None else STAND_IN_PLAYS
            waiting.append(NextUp(position, how))
        elif position in noted:
            note = noted[position]
            waiting.append(NextUp(position, note.how, seat.user_id, note.until))
        elif position in told:
            waiting.append(NextUp(position, TOLD_BY_DM, seat.user_id))
        else:
            waiting.append(NextUp(position, PINGED if ping else WAITING, seat.user_id))
            if ping:
                pinged.append(seat.user_id)
    controls = PlacingControls(record.id, game.round)
    return Post(replace(message, to_place=tuple(waiting)), locale, tuple(pinged), image, controls)
