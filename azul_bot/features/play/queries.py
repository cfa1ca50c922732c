"""The questions asked of a running game without moving in it: the table drawn for one person,
whose turn it is, what the move pickers offer, whether a click went through, the coach's
hints, the moves so far, and a game rebuilt from its move log."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from azul_bot.ai import coach_from_state
from azul_bot.core import (
    BadInput,
    GamesInThreads,
    Host,
    NoGame,
    NotInGame,
    Refusal,
    SeatView,
    ServiceError,
    Told,
    Unavailable,
    WrongPhase,
    check_placer,
    check_turn,
    no_game_for,
    seat_names,
    seat_of,
    seat_views,
)
from azul_bot.core.db import CorruptGame, GameNotFound, GameRecord, GameStatus
from azul_bot.engine import Game, Move, Phase, WallMove, parse_move

from . import ids
from .choices import (
    ColorChoice,
    LineChoice,
    SourceChoice,
    bounded,
    color_choices,
    line_choices,
    parse_color,
    parse_source,
    source_choices,
)
from .series import Series
from .views import CurrentTurn, HintView, TableView, Turn, table_view

HINT_BUDGET = 1.0
"""Seconds the coach thinks for a hint."""
HINTS = 3
"""The coach's best moves a hint shows."""

log = logging.getLogger("azul.service")


@dataclass(frozen=True)
class MovesView:
    """The moves of a running game so far, oldest first, each with its whole story."""

    game_id: int
    seats: tuple[SeatView, ...]
    moves: tuple[Told, ...]
    printed: bool = False
    """The walls have printed cells (the Crystal Mosaic): a wall is not called grey."""


class GameQueries:
    def __init__(self, host: Host, series: Series) -> None:
        self._host = host
        self._series = series

    async def board(
        self, channel_id: int, locale: str | None = None, user_id: int | None = None
    ) -> TableView:
        """The table as it stands, drawn for one person's eyes in their ``locale``: a player
        sees it from their own side, their board large. Asked in a channel whose games live
        in its threads by someone who sits in exactly one running game there: that one (the
        view says where)."""
        host = self._host
        try:
            record, game = await host.running(channel_id, user_id)
        except GamesInThreads as elsewhere:
            mine = elsewhere.my_running_games
            if len(mine) != 1:
                raise
            record, game = await host.running(mine[0].channel_id, user_id)
        seated = None if user_id is None else seat_of(record, user_id)
        return await self._drawn(record, game, locale, None if seated is None else seated.position)

    async def table(
        self, game_id: int, locale: str | None, user_id: int, channel_id: int | None
    ) -> TableView:
        """Game ``game_id``'s table as it stands (its final one once over), drawn for one
        person: a player of it, wherever they ask (their DM with the bot too), or anyone in
        its own place, who sees its public table there anyway; nobody else, so that its
        number alone shows no stranger a private game."""
        try:
            record = await self._host.read(self._host.store.get_game(game_id))
        except GameNotFound:
            raise NoGame(ids.TABLE_GONE) from None
        if record.status == GameStatus.LOBBY:
            raise WrongPhase(Refusal.NOT_STARTED)
        if record.status not in (GameStatus.RUNNING, GameStatus.FINISHED):
            raise NoGame(ids.TABLE_GONE)  # aborted, or damaged beyond reading
        seated = seat_of(record, user_id)
        if seated is None and record.channel_id != channel_id:
            raise NotInGame(ids.TABLE_NOT_YOURS)
        try:
            game = record.game()
        except CorruptGame:
            raise NoGame(ids.TABLE_GONE) from None
        return await self._drawn(record, game, locale, None if seated is None else seated.position)

    async def _drawn(
        self, record: GameRecord, game: Game, locale: str | None, seat: int | None
    ) -> TableView:
        image = await self._host.draw(game, record.seats, None, locale, seat)
        return await table_view(self._host, record, game, image=image, announced=False)

    # ------------------------------------------------------------------ whose turn

    async def turn(
        self, channel_id: int, user_id: int, *, game_id: int | None, version: int | None
    ) -> tuple[Turn, Game]:
        """Check that ``user_id`` may move now (for a picker); returns the turn and the game."""
        at = None if game_id is None or version is None else (game_id, version)
        record, game = await self._host.running(channel_id, at=at)
        seat = check_turn(record, game, user_id, game_id, version)
        return (
            Turn(record.id, record.version, channel_id, seat.position, seat_names(record)),
            game,
        )

    async def turn_board(
        self,
        channel_id: int,
        user_id: int,
        locale: str | None,
        *,
        game_id: int,
        version: int,
        source: str,
    ) -> tuple[Game, TableView]:
        """As ``turn``, for a picker opening on ``source`` (refused unless the table offers
        it), with the table drawn from the mover's side, from the one reading of the game."""
        record, game = await self._host.running(channel_id)
        seat = check_turn(record, game, user_id, game_id, version)
        if source not in {choice.value for choice in source_choices(game)}:
            raise BadInput(Refusal.NOT_OFFERED)  # a forged or outdated custom id
        return game, await self._drawn(record, game, locale, seat.position)

    async def current_turn(self, channel_id: int) -> CurrentTurn | None:
        """Whose turn it is here, from the game row alone (no drawing): cheap enough for an
        old button, which must be answered within Discord's 3 seconds."""
        try:
            record = await self._host.read(self._host.store.active_game(channel_id))
        except Unavailable:  # an old button's hint is not worth a refusal
            return None
        if record is None or record.status != GameStatus.RUNNING or record.state is None:
            return None
        current = record.state.get("current_player")
        seat = next((s for s in record.seats if s.position == current), None)
        return CurrentTurn(
            record.id, record.version, record.message_id, seat.user_id if seat else None
        )

    async def was_played(
        self, channel_id: int, user_id: int, *, game_id: int, version: int, move: Move
    ) -> bool:
        """Did ``user_id`` play exactly ``move`` on turn ``version``? (A double click's second
        press then learns that its own first press went through.)"""
        store = self._host.store
        try:
            record = await self._host.read(store.get_game(game_id))
            last = await self._host.read(store.last_move(game_id))
        except Unavailable:  # the store logs an outage, once
            return False
        except Exception:
            log.exception("checking the last move of game %s failed", game_id)
            return False
        seat = seat_of(record, user_id)
        return (
            record.channel_id == channel_id
            and record.version == version + 1
            and last is not None
            and seat is not None
            and last.seat == seat.position
            and last.move == str(move)
        )

    # ------------------------------------------------------------------ the pickers

    # What the autocomplete offers ``user_id`` while typing ``typed``: every legal choice (the
    # front end labels them in the reader's language and keeps those that match).

    async def sources(self, channel_id: int, user_id: int, typed: str = "") -> list[SourceChoice]:
        game = await self._autocomplete_game(channel_id, user_id, typed)
        return source_choices(game) if game else []

    async def colors(
        self, channel_id: int, user_id: int, source: str, typed: str = ""
    ) -> list[ColorChoice]:
        game = await self._autocomplete_game(channel_id, user_id, typed, source)
        if game is None:
            return []
        try:
            return color_choices(game, parse_source(source))
        except BadInput:
            return []

    async def lines(
        self, channel_id: int, user_id: int, source: str, color: str, typed: str = ""
    ) -> list[LineChoice]:
        game = await self._autocomplete_game(channel_id, user_id, typed, source, color)
        if game is None:
            return []
        try:
            return line_choices(game, parse_source(source), parse_color(color))
        except BadInput:
            return []

    async def _autocomplete_game(self, channel_id: int, user_id: int, *typed: str) -> Game | None:
        """The game, when ``user_id`` is to move in it and what was typed is short enough to
        be a value; else None (nothing to offer)."""
        if not all(bounded(value) for value in typed):
            return None
        try:
            record, game = await self._host.running(channel_id)
            check_turn(record, game, user_id, None, None)
        except ServiceError:
            return None
        return game

    # ------------------------------------------------------------------ the coach

    async def hint(self, channel_id: int, user_id: int) -> HintView:
        """The coach's three best moves for the player to move, each with its reason (at a
        grey wall's tiling, the best columns for the player's waiting line). The game is
        marked coached first: it will not change anybody's rating."""
        host = self._host
        record, game = await host.running(channel_id, user_id)
        tiling = game.phase is Phase.TILING  # a grey wall: the columns for their line
        if tiling:
            seat = check_placer(record, game, user_id, record.id)
        else:
            seat = check_turn(record, game, user_id, None, None)
        if await self._series.holds(record):  # a tournament's games are played unaided
            raise WrongPhase(ids.HINTS_OFF_IN_SERIES)
        if not (await host.settings(record.guild_id)).hints:
            raise WrongPhase(ids.HINTS_OFF)
        if not record.coached:
            await host.stored(host.store.mark_coached(record.id))
        hints = await host.thinkers.run(
            coach_from_state,
            record.state or game.to_dict(),
            record.id * 7919 + record.version,
            host.thinkers.budget("hint", HINT_BUDGET),
            HINTS,
            seat.position if tiling else None,
        )
        return HintView(
            record.id, record.version, tuple(hints), game, seat.position, seat_views(record)
        )

    async def moves_so_far(self, channel_id: int, user_id: int | None = None) -> MovesView:
        """The running game of ``channel_id``, move by move: replayed from its start and its
        move log, so each move's story is told as its turn message told it. (A channel whose
        games live in its threads answers ``user_id`` with those.)"""
        host, store = self._host, self._host.store
        record = await host.read(store.active_game(channel_id))
        if record is None:
            raise await no_game_for(store, host.read, channel_id, user_id)
        if record.status != GameStatus.RUNNING:
            raise WrongPhase(Refusal.NOT_STARTED)
        start = await host.read(store.start_state(record.id))
        logged = await host.read(store.moves(record.id))
        if start is None:
            return MovesView(record.id, seat_views(record), ())
        game = Game.from_dict(start)
        told = []
        for move in logged:
            scores = tuple(board.score for board in game.players)
            events = game.play(parse_move(move.move, player=move.seat))
            told.append(Told(tuple(events), scores))
        printed = bool(game.variant.printed_cells)
        return MovesView(record.id, seat_views(record), tuple(told), printed)

    async def replay(self, game_id: int) -> Game:
        """The game rebuilt from its start state and move log through the engine;
        ``CorruptGame`` when they do not replay."""
        store = self._host.store
        start = await store.start_state(game_id)
        if start is None:
            raise ValueError(f"game {game_id} never started: there is nothing to replay")
        moves = await store.moves(game_id)
        try:
            game = Game.from_dict(start)
            for record in moves:
                move = parse_move(record.move, player=record.seat)
                # A take is the current player's; a grey wall's placement names its seat.
                mover = move.player if isinstance(move, WallMove) else game.current_player
                if record.seat != mover:
                    raise ValueError(f"move {record.seq} by seat {record.seat} out of turn")
                game.play(move)
        except Exception as error:  # whatever the stored data does wrong, it is corrupt
            raise CorruptGame(game_id, f"replay failed: {error}") from error
        return game
