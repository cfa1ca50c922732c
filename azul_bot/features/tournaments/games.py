"""Which tournament a game is a table of: its table's row names it (``tournament_tables``,
given the game in the transaction that stores it), read once a game and kept, since a game
never changes tournament; most games are nobody's table.

A table's game about to be dealt has no row yet: its dealer says whose it is
(``TournamentGames.dealing``), so its first turn is timed by the tournament's limit too.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from azul_bot.core import Host, Memo, Moved
from azul_bot.core.db import GameRecord, GameStatus, Work

from . import store
from .store.rounds import round_ended
from .store.signup import showed_up

_DEALT_FOR: ContextVar[int | None] = ContextVar("dealt_for", default=None)
"""The tournament whose table's game this task is dealing (``dealing``)."""


class TournamentGames:
    def __init__(self, host: Host) -> None:
        self._host = host
        self._of: Memo[int, tuple[int | None]] = Memo(math.inf)
        """Per game id, the tournament it is a table of (None: no tournament's)."""

    async def tournament_of(self, record: GameRecord) -> int | None:
        """The tournament ``record`` is a table of; None: no tournament's. A lobby is
        nobody's table (its game keeps being nobody's), unless it is the table's game being
        dealt here."""
        if record.status is GameStatus.LOBBY:
            dealt_for = _DEALT_FOR.get()
            if dealt_for is None:
                self._of.put(record.id, (None,))
            return dealt_for
        kept = self._of.get(record.id)
        if kept is None:
            host = self._host
            kept = (await host.read(host.store.read(store.tournament_of(record.id))),)
            self._of.put(record.id, kept)
        return kept[0]

    async def is_table(self, record: GameRecord) -> bool:
        """Whether ``record`` is a tournament's game (play's ``Series``)."""
        return await self.tournament_of(record) is not None

    @contextmanager
    def dealing(self, tournament_id: int) -> Iterator[None]:
        """While a table's game of ``tournament_id`` is dealt (the record it is dealt from
        is a lobby without an id of its own)."""
        token = _DEALT_FOR.set(tournament_id)
        try:
            yield
        finally:
            _DEALT_FOR.reset(token)

    def stored(self, game_id: int, tournament_id: int) -> None:
        """The table's game ``game_id`` of ``tournament_id`` was just stored."""
        self._of.put(game_id, (tournament_id,))

    def _nobodys(self, game_id: int) -> bool:
        kept = self._of.get(game_id)
        return kept is not None and kept[0] is None

    # ------------------------------------------------------------------ the steps

    def showed_up(self, moved: Moved) -> Work[None]:
        """A person who made their own timed move in a tournament's game showed up for its
        round."""
        person = moved.person
        if moved.seconds is not None and person is not None and not self._nobodys(moved.game.id):
            yield from showed_up(moved.game, person)

    def round_ended(self, game: GameRecord) -> Work[None]:
        """The step of the transaction that ends a game."""
        if not self._nobodys(game.id):
            yield from round_ended(game)
