"""Refusals of the game host: each says why (a ``Refusal`` code) with the values the sentence
needs (names already made safe, numbers, engine values), and changes nothing. The words are
made at the edge, in the reader's language (catalogue key ``refusal-<code>``)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any


class Refusal(StrEnum):
    """Why a request was refused: one member per distinct refusal. The values each one
    carries are listed beside it; engine values (a source or line index, a ``Color``, tile
    counts) are said by the edge."""

    # Where the game is, and what it is doing
    NO_GAME = "no_game"
    NOT_STARTED = "not_started"
    ALREADY_STARTED = "already_started"
    DAMAGED_GAME = "damaged_game"
    # Asked in a channel whose games live in its threads (``threads.GamesInThreads``)
    GAMES_IN_THREADS = "games_in_threads"  # count
    # Seats in a lobby
    UNKNOWN_LEVEL = "unknown_level"
    # Whose turn
    NOT_YOUR_TURN = "not_your_turn"  # name
    COMPUTER_TURN = "computer_turn"
    NOT_PLAYING = "not_playing"
    SEAT_TAKEN_OVER = "seat_taken_over"
    # A button or a change that came too late
    OLD_TURN = "old_turn"
    OTHER_GAME = "other_game"
    GAME_ALREADY_OVER = "game_already_over"
    TABLE_MOVED_ON = "table_moved_on"
    GAME_CHANGED = "game_changed"
    NOT_OFFERED = "not_offered"
    # The grey wall
    WALLS_BEING_TILED = "walls_being_tiled"  # no take while players place on their walls
    NOTHING_TO_PLACE = "nothing_to_place"
    PLACEMENT_PASSED = "placement_passed"
    # A finished game, asked for by its number (a replay, a review)
    NO_SUCH_GAME = "no_such_game"  # game
    NOT_FINISHED_HERE = "not_finished_here"  # game
    # The database
    CANNOT_SAVE = "cannot_save"
    CANNOT_READ = "cannot_read"
    # The front end's own (Discord): where the bot can play
    DM_ONLY = "dm_only"
    SERVER_ONLY = "server_only"
    EXTERNAL_APPS_OFF = "external_apps_off"
    BOT_PERMISSIONS = "bot_permissions"  # permissions, count, place; channel (announcements)
    THREADS_TEXT_ONLY = "threads_text_only"
    BAD_OPTION = "bad_option"


def _code(reason: Refusal | str) -> str:
    """The host's ``Refusal`` for its own codes (compared by identity in places), else a
    feature's code as it is."""
    try:
        return Refusal(reason)
    except ValueError:
        return str(reason)


class ServiceError(Exception):
    """A request the host refused: ``reason`` and the ``values`` its sentence needs. No text:
    ``str(error)`` is the code and values, for logs."""

    code = "refused"
    """The family, for the log line of the interaction (a subclass names its own:
    ``class NoGame(ServiceError, code="no_game")``)."""

    def __init_subclass__(cls, code: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if code is not None:
            cls.code = code

    def __init__(self, reason: Refusal | str, /, **values: Any) -> None:
        super().__init__(reason, values)
        self.reason: str = _code(reason)
        """A ``Refusal``, or a code a feature declares in its folder (``Host.refusals``)."""
        self.values = values

    def __str__(self) -> str:
        shown = ", ".join(f"{key}={value!r}" for key, value in self.values.items())
        return f"{self.reason}({shown})" if shown else str(self.reason)


class NoGame(ServiceError, code="no_game"): ...


class GameExists(ServiceError, code="game_exists"): ...


class NotInGame(ServiceError, code="not_in_game"): ...


class NotYourTurn(ServiceError, code="not_your_turn"): ...


class StaleTurn(ServiceError, code="stale"):
    """The table moved on: a button or a change made for a turn, a tiling or a version of the
    game gone by; ``message_id`` is the table's latest message, for the clicker to find."""

    def __init__(
        self, reason: Refusal | str, message_id: int | None = None, /, **values: Any
    ) -> None:
        super().__init__(reason, **values)
        self.message_id = message_id


class LobbyFull(ServiceError, code="lobby_full"): ...


class AlreadySeated(ServiceError, code="already_seated"): ...


class NotHost(ServiceError, code="not_host"): ...


class NotEnoughPlayers(ServiceError, code="not_enough_players"): ...


class WrongPhase(ServiceError, code="wrong_phase"):
    """A lobby action on a running game, or a game action in a lobby."""


class BadInput(ServiceError, code="bad_input"):
    """A source, color or line that cannot be read."""


class IllegalMoveError(ServiceError, code="illegal_move"): ...


class Unavailable(ServiceError, code="unavailable"):
    """The database cannot be used right now."""


class NotAllowed(ServiceError, code="not_allowed"):
    """The member lacks the permission an action needs."""


def declared(names: Mapping[str, object], first: str) -> tuple[str, ...]:
    """The codes a feature's ``ids`` declares, each written once as a constant: those of its
    module (``globals()``) from ``first`` to the last written so far, in their order (its
    refusal codes, or its nonce prefixes), which start-up collects."""
    written = list(names)
    return tuple(
        value
        for name in written[written.index(first) :]
        if name.isupper() and isinstance(value := names[name], str)
    )
