"""What every adapter does the same way around its SQL: checking what the caller hands in,
and turning the rows it reads back into records.

No SQL here and no driver: an adapter selects its columns in the order these functions
expect and passes the rows (any sequence of values) in. One copy of these rules means the
adapters cannot drift apart on what they accept or on how a damaged row reads.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from azul_bot.engine import VARIANTS, Game, parse_move

from .errors import CorruptGame
from .records import (
    CLASSIC_CODE,
    OPEN_STATUSES,
    Announcement,
    GameRecord,
    GameStatus,
    Notice,
    Seat,
)

log = logging.getLogger(__name__)

MAX_SEATS = max(variant.max_players for variant in VARIANTS.values())
MAX_PER_PAGE = 100

# ---------------------------------------------------------------------- what comes in


def dump(value: Any, what: str) -> str:
    """``value`` as compact JSON text; ``ValueError`` naming ``what`` if it is not JSON."""
    try:
        return json.dumps(value, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as error:
        raise ValueError(f"the {what} is not JSON: {error}") from error


def notice_text(notice: Notice | None) -> str | None:
    """The payload as JSON, checked before any transaction begins."""
    if notice is None:
        return None
    if not isinstance(notice.payload, dict):
        raise ValueError(f"a notice's payload must be a JSON object, not {notice.payload!r}")
    return dump(notice.payload, "notice's payload")


def checked_seats(seats: Sequence[Seat], *, lobby: bool) -> list[Seat]:
    """The seats in position order; ``ValueError`` when they cannot be a lobby's (at most
    four distinct positions) or a started game's (positions 0 to n-1)."""
    seats = sorted(seats, key=lambda seat: seat.position)
    positions = [seat.position for seat in seats]
    if len(seats) > MAX_SEATS or len(set(positions)) != len(positions):
        raise ValueError(f"seats must be at most {MAX_SEATS} distinct positions: {positions}")
    if not lobby and positions != list(range(len(seats))):
        raise ValueError(f"a started game needs seats 0 to {len(seats) - 1}, got {positions}")
    for seat in seats:
        if (seat.user_id is None) == (seat.computer is None):
            raise ValueError(f"seat {seat.position} needs either a user id or a computer kind")
        if seat.stand_in is not None and seat.user_id is None:
            raise ValueError(f"seat {seat.position}: only a person's seat has a stand-in")
    return seats


def start_text(seats: Sequence[Seat], state: dict[str, Any]) -> tuple[list[Seat], str]:
    """The checked seats of a game about to start and its state as JSON text: a state the
    engine cannot read, or one for another number of players, is never stored."""
    seats = checked_seats(seats, lobby=False)
    game = Game.from_dict(state)
    if game.num_players != len(seats):
        raise ValueError(f"{len(seats)} seats for a game of {game.num_players} players")
    return seats, dump(state, "game state")


def move_texts(move: str, state: dict[str, Any], finished: bool) -> tuple[str, GameStatus, str]:
    """A move's text as the engine writes it, the status it leaves the game in, and the new
    state as JSON text."""
    text = str(parse_move(str(move)))  # a take, or a grey wall placement
    # The state is read by the engine only once per game, for the finishing move: every
    # other state is read when the game is next loaded.
    if finished and not Game.from_dict(state).is_over:
        raise ValueError("the move finishes the game but the state is not a finished game")
    status = GameStatus.FINISHED if finished else GameStatus.RUNNING
    return text, status, dump(state, "game state")


def check_seat(record: GameRecord, seat: int) -> None:
    if seat not in {s.position for s in record.seats}:
        raise ValueError(f"game {record.id} has no seat {seat}")


def check_min_finished(percent: int | None) -> None:
    if percent is not None and not 1 <= percent <= 100:
        raise ValueError(f"a lobby's minimum share of finished games is 1 to 100, not {percent}")


def check_claim(limit: int, lease: float) -> None:
    if limit < 1 or lease <= 0:
        raise ValueError(f"a claim needs limit >= 1 and lease > 0, not {limit}, {lease}")


# ---------------------------------------------------------------------- game rows

# A game row, as ``sql.games.GAME_COLUMNS`` selects it (its seats a JSON array), so a game is
# read in one statement.
ID, GUILD, CHANNEL, STATUS, VERSION, STATE = 0, 1, 2, 4, 5, 6


def record(
    row: Sequence[Any], *, state: dict | None, game: Game | None, problem: str | None = None
) -> GameRecord:
    (
        game_id,
        guild_id,
        channel_id,
        host_id,
        status,
        version,
        _,
        message_id,
        created,
        updated,
        seats,
        coached,
        variant,
        turn_began_at,
        rated,
    ) = row
    return GameRecord(
        id=game_id,
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=host_id,
        status=GameStatus(status),
        version=version,
        seats=_seats(seats),
        state=state,
        message_id=message_id,
        created_at=created,
        updated_at=updated,
        coached=bool(coached),
        variant=variant or CLASSIC_CODE,
        turn_began_at=turn_began_at,
        rated=bool(rated),
        _game=game,
        _problem=problem,
    )


def as_known(row: Sequence[Any], known: GameRecord) -> bool:
    """Whether ``row`` left out its state as the one ``known`` holds (the same running game
    at the same version)."""
    return (
        row[STATE] is None
        and row[ID] == known.id
        and row[VERSION] == known.version
        and row[STATUS] == GameStatus.RUNNING
        and known.kept_game() is not None
    )


def checked_record(row: Sequence[Any]) -> GameRecord:
    """The record of a game row, its state read by the engine; ``CorruptGame`` if it fails.

    A CORRUPT game's state is not read (it is known to be bad) and comes back as None.
    """
    game_id, status, text = row[ID], row[STATUS], row[STATE]
    if status == GameStatus.CORRUPT:
        return record(row, state=None, game=None, problem="the game was marked corrupt")
    if text is None and status in ("lobby", "aborted"):
        return record(row, state=None, game=None)
    try:
        if text is None:
            raise ValueError(f"a {status} game without a state")
        state = json.loads(text)
        game = _game_of(text)
        result = record(row, state=state, game=game)
    except Exception as error:  # whatever is wrong with stored data, the game is unreadable
        raise CorruptGame(game_id, str(error) or type(error).__name__) from error
    if len(result.seats) != game.num_players:
        raise CorruptGame(game_id, f"{len(result.seats)} seats for {game.num_players} players")
    return result


@functools.lru_cache(maxsize=1024)
def _game_of(text: str) -> Game:
    """The engine's reading of a state text, kept for the next read of the same text: a
    turn reads its game several times (the picker, the move, its announcement), and the
    engine's check of a whole table costs more than the query. Records share the Game
    (``GameRecord.game()`` hands out copies); a text that fails is not kept."""
    return Game.from_dict(json.loads(text))


MarkCorrupt = Callable[[int, int], Awaitable[None]]
"""``await mark(game_id, version)``: the adapter's guarded update of an open game to
CORRUPT (logging, not raising, when it cannot write)."""


async def loaded_record(row: Sequence[Any], mark_corrupt: MarkCorrupt) -> GameRecord:
    """The record of ``row`` with its state read by the engine. A row that cannot be read
    is logged and, if it holds a channel, marked CORRUPT; its record's ``game()`` raises."""
    try:
        return checked_record(row)
    except CorruptGame as error:
        game_id, status, version = row[ID], row[STATUS], row[VERSION]
        log.error("game %s (channel %s, %s): %s", game_id, row[CHANNEL], status, error.problem)
        if status in OPEN_STATUSES:
            await mark_corrupt(game_id, version)
        state = _json_or_none(row[STATE])
        return record(row, state=state, game=None, problem=error.problem)


def start_state(game_id: int, text: str | None) -> dict[str, Any] | None:
    """A stored start state; ``CorruptGame`` when it is not a JSON object."""
    if text is None:
        return None
    try:
        state = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise CorruptGame(game_id, f"the start state is not JSON: {error}") from error
    if not isinstance(state, dict):
        raise CorruptGame(game_id, "the start state is not a JSON object")
    return state


def _json_or_none(text: str | None) -> Any:
    try:
        return json.loads(text) if text is not None else None
    except (ValueError, RecursionError):
        return None


def _seats(text: str | None) -> tuple[Seat, ...]:
    """Seats from ``[position, user_id, name, computer, stand_in?, left_early?]`` arrays
    (``left_early``: SQLite's 0 or 1, PostgreSQL's boolean)."""
    seats = (
        Seat(*entry[:5], *(bool(flag) for flag in entry[5:6])) for entry in json.loads(text or "[]")
    )
    return tuple(sorted(seats, key=lambda seat: seat.position))


# ---------------------------------------------------------------------- other rows


def announcement(row: Sequence[Any]) -> Announcement:
    """An outbox row; ``ValueError`` (or ``RecursionError``) when the payload is not a JSON
    object."""
    announcement_id, game_id, channel_id, kind, text, attempts, created_at = row
    payload = json.loads(text)
    if not isinstance(payload, dict):
        raise ValueError(f"a {type(payload).__name__}, not an object")
    return Announcement(
        id=announcement_id,
        game_id=game_id,
        channel_id=channel_id,
        kind=kind,
        payload=payload,
        attempts=attempts,
        created_at=created_at,
    )
