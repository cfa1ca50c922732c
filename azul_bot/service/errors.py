"""Refusals of the game host: each carries the sentence shown to the user, and changes nothing."""

from __future__ import annotations


class ServiceError(Exception):
    """A request the host refused; ``str(error)`` is the user-facing explanation."""

    code = "refused"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NoGame(ServiceError):
    code = "no_game"


class GameExists(ServiceError):
    code = "game_exists"


class NotInGame(ServiceError):
    code = "not_in_game"


class NotYourTurn(ServiceError):
    code = "not_your_turn"

    def __init__(self, message: str, current_user_id: int | None) -> None:
        super().__init__(message)
        self.current_user_id = current_user_id


class StaleTurn(ServiceError):
    """A button or menu from an older turn (or another game) was used."""

    code = "stale"

    def __init__(self, message: str, message_id: int | None = None) -> None:
        super().__init__(message)
        self.message_id = message_id


class LobbyFull(ServiceError):
    code = "lobby_full"


class AlreadySeated(ServiceError):
    code = "already_seated"


class NotHost(ServiceError):
    code = "not_host"


class NotEnoughPlayers(ServiceError):
    code = "not_enough_players"


class WrongPhase(ServiceError):
    """A lobby action on a running game, or a game action in a lobby."""

    code = "wrong_phase"


class BadInput(ServiceError):
    """A source, color or line that cannot be read."""

    code = "bad_input"


class IllegalMoveError(ServiceError):
    code = "illegal_move"


class Unavailable(ServiceError):
    """The database cannot be used right now."""

    code = "unavailable"


class NotAllowed(ServiceError):
    """The member lacks the permission an action needs."""

    code = "not_allowed"
