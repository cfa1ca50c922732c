"""A tournament's game is timed by the tournament's own limit (fixed when it was made), not its
server's, with a reminder a third of the way into it (``TurnHooks.on_rules``)."""

from __future__ import annotations

from dataclasses import replace

from azul_bot.core import Host, Memo
from azul_bot.core.db import GameRecord, GuildSettings

from . import store
from .games import TournamentGames
from .model import Tournament


class TimeLimits:
    def __init__(self, host: Host, games: TournamentGames) -> None:
        self._host = host
        self._games = games
        self._limits: Memo[int, tuple[float | None]] = Memo()
        """Per tournament, its turns' time limit (it never changes)."""

    async def rules(self, record: GameRecord, settings: GuildSettings) -> GuildSettings:
        """The rules a game's turns are timed by: a tournament's game's, its own limit."""
        tournament_id = await self._games.tournament_of(record)
        if tournament_id is None:
            return settings
        host = self._host
        limit = self._limits.get(tournament_id)
        if limit is None:
            found: Tournament | None = await host.read(
                host.store.read(store.tournament(tournament_id))
            )
            limit = (found.spec.time_limit if found is not None else settings.turn_limit,)
            self._limits.put(tournament_id, limit)
        (turn_limit,) = limit
        reminder = None if turn_limit is None else turn_limit / 3
        return replace(settings, turn_limit=turn_limit, reminder_after=reminder)
