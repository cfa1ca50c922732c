"""Who sits where at a table, and who may act: the checks every room makes before a change.

Pure functions of a stored game; they read nothing and raise the refusal that says why not.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core.db import GameRecord, Seat
from azul_bot.engine import Game, Phase

from .names import safe_name
from .refusals import NotHost, NotInGame, NotYourTurn, Refusal, StaleTurn, WrongPhase


@dataclass(frozen=True)
class SeatView:
    position: int
    user_id: int | None
    name: str
    """Made safe for chat text."""
    computer: str | None = None
    """The level of a computer seat."""


def seat_of(record: GameRecord, user_id: int) -> Seat | None:
    return next((seat for seat in record.seats if seat.user_id == user_id), None)


def seat_views(record: GameRecord) -> tuple[SeatView, ...]:
    return tuple(
        SeatView(s.position, s.user_id, safe_name(s.name), s.computer) for s in record.seats
    )


def seat_names(record: GameRecord) -> tuple[str, ...]:
    """Seat names for message text (escaped; the image draws the real ones)."""
    return tuple(safe_name(seat.name) for seat in record.seats)


def check_host(record: GameRecord, user_id: int, refusal: Refusal | str) -> None:
    """``refusal`` (one per action the host alone may take), naming the host, unless
    ``user_id`` is the host."""
    if user_id != record.host_id:
        host = next((s.name for s in record.seats if s.user_id == record.host_id), "")
        raise NotHost(refusal, host=safe_name(host))


def check_turn(
    record: GameRecord,
    game: Game,
    user_id: int,
    game_id: int | None,
    expected_version: int | None,
) -> Seat:
    """The seat ``user_id`` moves for now. ``game_id`` / ``expected_version`` come from a
    button: one from another game or an older turn is stale."""
    if game_id is not None and game_id != record.id:
        raise StaleTurn(Refusal.OTHER_GAME, record.message_id)
    if expected_version is not None and expected_version != record.version:
        raise StaleTurn(Refusal.OLD_TURN, record.message_id)
    seat = seat_of(record, user_id)
    if seat is None:
        raise NotInGame(Refusal.NOT_PLAYING)
    if seat.stand_in is not None:
        raise NotInGame(Refusal.SEAT_TAKEN_OVER)
    if game.current_player is None:  # a grey wall is being tiled: nobody takes now
        raise WrongPhase(Refusal.WALLS_BEING_TILED)
    if seat.position != game.current_player:
        current = record.seats[game.current_player]
        if current.user_id is None or current.stand_in is not None:
            raise NotYourTurn(Refusal.COMPUTER_TURN)
        raise NotYourTurn(Refusal.NOT_YOUR_TURN, name=safe_name(current.name))
    return seat


def check_placer(
    record: GameRecord, game: Game, user_id: int, game_id: int, *, round: int | None = None
) -> Seat:
    """The seat of ``user_id``, who has a line to place now on this game's wall."""
    if game_id != record.id or (round is not None and round != game.round):
        raise StaleTurn(Refusal.PLACEMENT_PASSED, record.message_id)
    seat = seat_of(record, user_id)
    if seat is None:
        raise NotInGame(Refusal.NOT_PLAYING)
    if seat.stand_in is not None:
        raise NotInGame(Refusal.SEAT_TAKEN_OVER)
    if game.phase is not Phase.TILING:
        raise StaleTurn(
            Refusal.PLACEMENT_PASSED if round is not None else Refusal.NOTHING_TO_PLACE,
            record.message_id,
        )
    if game.pending_line(seat.position) is None:
        if round is not None:
            raise StaleTurn(Refusal.PLACEMENT_PASSED, record.message_id)
        raise NotInGame(Refusal.NOTHING_TO_PLACE)
    return seat
