"""A table of a round comes to life: its thread, opened by a message that pings its players,
then its game.

Never two of either, whatever crashes: the thread is made from a message sent with the
announcement's nonce (a retry gets the same message, whose thread it is) and its id is noted
on the announcement before the game is stored; the game is stored by a transaction guarded by
"this table has no game yet" (``store.rounds.start_game``), and the announcement is completed
only after.
"""

from __future__ import annotations

import logging

from azul_bot.core import Host, Nonce, Post, nonce, safe_name
from azul_bot.core.db import Announcement, GameRecord, GameStatus, Seat
from azul_bot.features.lobby import Lobby

from . import store
from .announcements import number
from .games import TournamentGames
from .messages import TableOpened
from .model import Tournament, TournamentEntrant, TournamentStatus, TournamentTable
from .store import rounds as round_rows

log = logging.getLogger("azul.tournaments")


class Tables:
    def __init__(self, host: Host, lobby: Lobby, games: TournamentGames) -> None:
        self._host = host
        self._lobby = lobby
        self._games = games

    async def __call__(self, entry: Announcement) -> None:
        host = self._host
        tournament: Tournament | None = await host.store.read(
            store.tournament(number(entry, "tournament"))
        )
        round_number, table_no = number(entry, "round"), number(entry, "table")
        table = await self._table(tournament, round_number, table_no)
        if tournament is None or table is None or table.game_id is not None:
            await host.store.complete_announcement(entry.id)  # made already, or nothing to make
            return
        thread = entry.payload.get("thread")
        if not isinstance(thread, int):
            thread = await self._thread(entry, tournament, table)
        record = await self._game(tournament, table, thread)
        if record is not None:
            log.info("tournament %s: table %s game %s", tournament.id, table_no, record.id)
        await host.store.complete_announcement(entry.id)

    async def _table(
        self, tournament: Tournament | None, round_number: int, table_no: int
    ) -> TournamentTable | None:
        """The table to open: of a tournament still running, not a bye."""
        if tournament is None or tournament.status is not TournamentStatus.RUNNING:
            return None
        tables = await self._host.store.read(store.tables(tournament.id, round_number))
        found = next((t for t in tables if t.table_no == table_no), None)
        return None if found is None or found.bye else found

    async def _thread(
        self, entry: Announcement, tournament: Tournament, table: TournamentTable
    ) -> int:
        """The table's thread, made from a message pinging its players; its id noted on the
        announcement before anything else, so a retry reuses it."""
        host = self._host
        opened = TableOpened(
            name=safe_name(tournament.name),
            round=table.round,
            rounds=tournament.rounds or table.round,
            table_no=table.table_no,
            players=table.seats,
        )
        locale = await host.server_locale(tournament.guild_id)
        starter = Post(opened, locale, mentions=table.seats)
        made = nonce(Nonce.POST, entry.id)
        thread = await host.publisher.create_thread(tournament.channel_id, starter, nonce=made)
        await host.store.note_announcement(entry.id, {**entry.payload, "thread": thread})
        return thread

    async def _game(
        self, tournament: Tournament, table: TournamentTable, thread: int
    ) -> GameRecord | None:
        """The table's game, started in ``thread`` (None: it has one already)."""
        host = self._host
        people: list[TournamentEntrant] = await host.store.read(store.entrants(tournament.id))
        names = {p.user_id: p.name for p in people}
        seats = tuple(Seat(i, user, names.get(user, "")) for i, user in enumerate(table.seats))
        now = host.clock.now()
        # The game about to be stored, as the lobby's start sees its table.
        about = GameRecord(
            id=0,
            guild_id=tournament.guild_id,
            channel_id=thread,
            host_id=table.seats[0],
            status=GameStatus.LOBBY,
            version=0,
            seats=seats,
            state=None,
            message_id=None,
            created_at=now,
            updated_at=now,
            variant=tournament.spec.variant,
            rated=tournament.spec.rated,
        )
        with self._games.dealing(tournament.id):
            game, notice, timers = await self._lobby.deal(about)
        record: GameRecord | None = await host.stored(
            store.guarded(
                host.store,
                round_rows.start_game(
                    tournament,
                    table.round,
                    table.table_no,
                    thread_id=thread,
                    seats=seats,
                    state=game.to_dict(),
                    notice=notice,
                    timers=timers,
                    turn_began_at=now,
                ),
            )
        )
        if record is not None:
            self._games.stored(record.id, tournament.id)
        return record
