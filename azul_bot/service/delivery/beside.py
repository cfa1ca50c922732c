"""What a post says beside each person of a game: who is away (their turn waits, unpinged),
how often each finishes their games (beside their lobby seat), and who hears of their turns
in a daily digest (named, not pinged). Read when the post is made, from the store and the
person's wishes, so a post says how things stand when it goes out."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from azul_bot.engine import Game
from azul_bot.store import GameRecord, Store

from ..results import reliability
from . import deadlines
from .direct import DirectMessages

AwayNow = Callable[[int, Sequence[int]], Awaitable[dict[int, float]]]
"""Those of a server's people (by guild id, user ids) who are away now, with when they are
back."""


class Beside:
    def __init__(self, store: Store, letters: DirectMessages, away: AwayNow | None) -> None:
        self._store = store
        self._letters = letters
        self._away_now = away

    async def finished(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, int]:
        """The share of their games (whole percent) each of ``user_ids`` finished, for
        those with enough games to say it."""
        known = await self._store.reliabilities(guild_id, user_ids)
        shares = {user: reliability.percent_of(found.share) for user, found in known.items()}
        return {user: percent for user, percent in shares.items() if percent is not None}

    async def away(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, float]:
        """Those of ``user_ids`` away now, with when they are back."""
        if self._away_now is None or not user_ids:
            return {}
        return await self._away_now(guild_id, user_ids)

    async def away_seats(self, record: GameRecord, game: Game) -> dict[int, float]:
        """The seats to move whose person is away now, with when they are back: their turn
        waits for them, without a ping or a direct message."""
        if game.is_over:
            return {}
        seats = [record.seats[position] for position in deadlines.movers(game)]
        people = {s.user_id: s.position for s in seats if s.user_id and s.stand_in is None}
        away = await self.away(record.guild_id, list(people))
        return {people[user]: until for user, until in away.items()}

    async def digest_seats(self, record: GameRecord, game: Game) -> set[int]:
        """The seats to move whose person is told of their turns by their daily digest:
        named, not pinged, and sent no direct message."""
        if game.is_over:
            return set()
        seats = [record.seats[position] for position in deadlines.movers(game)]
        people = [seat for seat in seats if seat.stand_in is None]
        return {seat.position for seat in people if await self._letters.on_digest(seat.user_id)}
