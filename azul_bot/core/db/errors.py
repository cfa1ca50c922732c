"""What can go wrong when the service asks the store for something."""

from __future__ import annotations


class StoreError(Exception):
    """Base of every error the store raises on purpose."""


class StoreUnavailable(StoreError):
    """The database cannot be opened, migrated or written now; the message says which and why
    and what to do. Worth trying again later (a server that is down, a full disk)."""


class WrongDatabase(StoreUnavailable):
    """The location given is not a database the bot can use as it is (not an Azul database, a
    file the bot may not write, a missing folder, a refused login, a schema newer than the
    bot): trying again cannot help until someone changes it or the setting."""


class ChannelBusy(StoreError):
    """A lobby or running game already exists in this channel."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has a lobby or a running game")
        self.channel_id = channel_id


class VersionConflict(StoreError):
    """The game changed since the caller read it (someone moved first), or its status does not
    allow the change; nothing was written."""

    def __init__(self, game_id: int, expected: int, actual: int, status: str) -> None:
        super().__init__(
            f"game {game_id} is {status} at version {actual}; the caller expected version {expected}"
        )
        self.game_id = game_id
        self.expected = expected
        self.actual = actual
        self.status = status


class GameNotFound(StoreError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"no game {game_id}")
        self.game_id = game_id


class CorruptGame(StoreError):
    """The stored state of ``game_id`` cannot be read; an open game was marked CORRUPT."""

    def __init__(self, game_id: int, problem: str) -> None:
        super().__init__(f"game {game_id} is corrupt: {problem}")
        self.game_id = game_id
        self.problem = problem
