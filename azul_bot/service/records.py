"""Looking back and around: a player's running games, a server's finished games, replays.

Reads only; nothing here changes a game. Replays are rebuilt from the start state and the
move log through the engine, and drawn off the event loop.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

from azul_bot.engine import Move
from azul_bot.store import (
    CorruptGame,
    GameNotFound,
    GameRecord,
    GameStatus,
    Store,
    StoreUnavailable,
)

from . import wording
from .errors import BadInput, NoGame, Unavailable
from .names import safe_name
from .settings import duration_text

log = logging.getLogger("azul.records")

PER_PAGE = 10


@dataclass(frozen=True)
class HistoryView:
    text: str
    page: int
    pages: int
    member_id: int | None


@dataclass(frozen=True)
class ReplayView:
    game_id: int
    text: str
    final_image: bytes
    animation: bytes


def link(record: GameRecord) -> str:
    return f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"


def standings(record: GameRecord) -> str:
    """``Alice 61 🏆, Bob 48`` from a finished game's state."""
    result = record.game().result
    if result is None:
        return "unfinished"
    order = sorted(result.players, key=lambda p: (p.rank, p.player))
    return ", ".join(
        f"{safe_name(record.seats[p.player].name)} {p.score}"
        + (" 🏆" if p.player in result.winners else "")
        for p in order
    )


ReplayDrawer = Callable[
    [dict, Sequence[Move], Sequence[str], str | None],
    tuple[bytes, bytes, list[tuple[int, tuple[int, ...]]]],
]
"""Draws a finished game from its start and moves, in a language: (animation, final table,
scores after each round). Given by start-up, which holds the words the pictures draw."""


class Records:
    def __init__(
        self,
        store: Store,
        executor: Executor,
        now: Callable[[], float],
        draw_replay: ReplayDrawer | None = None,
    ) -> None:
        self._store = store
        self._executor = executor
        self._now = now
        self._draw_replay = draw_replay

    async def my_games(self, guild_id: int, user_id: int) -> str:
        """The caller's running games here: where, whose turn, and how long is left."""
        try:
            records = await self._store.running_games_of(guild_id, user_id)
        except StoreUnavailable:
            log.debug("reading the games of %s failed", user_id)  # the store logs outages
            raise Unavailable(
                "The bot cannot read its games right now; try again shortly."
            ) from None
        if not records:
            return "You have no running Azul game on this server. Start one with `/azul new`."
        lines = ["**Your running games**"]
        for record in records:
            lines.append(f"• {link(record)} — {await self._turn_line(record, user_id)}")
        return "\n".join(lines)

    async def _turn_line(self, record: GameRecord, user_id: int) -> str:
        try:
            game = record.game()
        except CorruptGame:
            return "this game is damaged"
        seat = record.seats[game.current_player]
        whose = "your turn" if seat.user_id == user_id else f"{safe_name(seat.name)}'s turn"
        deadline = next(
            (t.due_at for t in await self._store.timers_of(record.id) if t.kind == "timeout"),
            None,
        )
        if deadline is None or seat.user_id is None:
            return f"round {game.round}, {whose}"
        left = duration_text(max(1.0, deadline - self._now()))
        return f"round {game.round}, {whose} ({left} left)"

    async def history(
        self, guild_id: int, member: tuple[int, str] | None, page: int
    ) -> HistoryView:
        if page < 1:
            raise BadInput("Pages are numbered from 1.")
        user_id = member[0] if member else None
        records, total = await self._store.finished_games(
            guild_id, user_id=user_id, page=page, per_page=PER_PAGE
        )
        pages = max(1, -(-total // PER_PAGE))
        if not records:
            if total:
                raise BadInput(f"The history has only {pages} page{'s' if pages > 1 else ''}.")
            who = f"{safe_name(member[1])} has" if member else "This server has"
            return HistoryView(f"{who} no finished Azul game yet.", 1, 1, user_id)
        title = f"**Finished games of {safe_name(member[1])}**" if member else "**Finished games**"
        lines = [title]
        for record in records:
            day = dt.datetime.fromtimestamp(record.updated_at, dt.UTC).strftime("%Y-%m-%d")
            lines.append(f"`#{record.id}` {day} · {standings(record)}")
        lines.append(f"Page {page}/{pages} · {total} games · replay one with `/azul replay`")
        return HistoryView("\n".join(lines), page, pages, user_id)

    async def replay(self, guild_id: int, game_id: int) -> ReplayView:
        """A finished game of this server: its round-by-round scoring, final table and an
        animation of every move."""
        try:
            record = await self._store.get_game(game_id)
        except GameNotFound:
            raise NoGame(f"There is no game #{game_id} on this server.") from None
        if record.guild_id != guild_id or record.status != GameStatus.FINISHED:
            raise NoGame(f"There is no finished game #{game_id} on this server.")
        start = await self._store.start_state(game_id)
        moves = [Move.parse(m.move) for m in await self._store.moves(game_id)]
        if start is None or self._draw_replay is None:
            raise NoGame(f"Game #{game_id} cannot be replayed.")
        names = [seat.name for seat in record.seats]
        loop = asyncio.get_running_loop()
        animation, final, rounds = await loop.run_in_executor(
            self._executor, self._draw_replay, start, moves, names, None
        )
        text = wording.replay_text(
            game_id, [safe_name(n) for n in names], rounds, standings(record)
        )
        return ReplayView(game_id, text, final, animation)
