"""Play's notices posted: a turn's table, a resignation, a game ended unplayed.

A turn's words are chosen when it is posted, in the server's language. A turn's direct
message is sent *before* its table is posted, so the table says the truth: "told by direct
message" only when it arrived, else it pings the player itself. Whether a direct message went
out is noted on the notice, so a retry of a post that failed sends none again. Every message
is sent with a nonce, so a retry after a crash never posts it twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from azul_bot.core import (
    TIMEOUT,
    Host,
    Nonce,
    Post,
    SaidNotice,
    Told,
    decode,
    nonce,
    seat_views,
    time_limit_of,
)
from azul_bot.core.db import (
    Announcement,
    GameRecord,
    GameStatus,
    Store,
    StoreError,
    TimerSpec,
)
from azul_bot.engine import Event, Game, Phase

from . import folding, turn_posts
from .series import Series
from .turn_letters import TurnLetters
from .turn_messages import LobbyStarted, RanOutNote, TurnMessage
from .turn_notices import AbortedNotice, ResignedNotice, TurnNotice


class TurnAnnouncer:
    """The handlers of play's notices (``Host.on_notice``)."""

    def __init__(self, host: Host, series: Series) -> None:
        self._host = host
        self._series = series
        self._store = host.store
        self._channel = host.channel
        self._letters = TurnLetters(host.store, host.letters, host.channel)

    async def deliver_turn(
        self,
        entry: Announcement,
        record: GameRecord,
        game: Game,
        events: Sequence[Event] | None,
        timers: Sequence[TimerSpec],
    ) -> None:
        """Post a turn notice whose table is known already (the move was just played here):
        ``record`` as the move's commit returned it, ``game`` after the move, its events, and
        the ``timers`` the commit set (they are the game's timers now: not read again)."""
        notice = decode(entry.kind, entry.payload)
        if not isinstance(notice, TurnNotice):
            raise ValueError(f"announcement {entry.id} is no turn notice: {notice!r}")
        await self.turn(entry, record, notice, (game, events), timers)

    # ------------------------------------------------------------------ one handler a kind

    async def remark(
        self, entry: Announcement, record: GameRecord, notice: ResignedNotice | SaidNotice
    ) -> None:
        message = turn_posts.resigned_message(record, notice)
        await self._channel.say(record, message, nonce=nonce(Nonce.POST, entry.id))
        await self._store.complete_announcement(entry.id)

    async def aborted(
        self, entry: Announcement, record: GameRecord, notice: AbortedNotice | SaidNotice
    ) -> None:
        if record.message_id is not None:
            await self._channel.strip(record, record.message_id, keep_picture=True)
        earlier: tuple[Told, ...] = ()
        so_far: Told | None = None
        if isinstance(notice, AbortedNotice) and notice.running and record.state is not None:
            # Aborted while computers played: their moves are told before the end.
            before = Game.from_dict(record.state)
            earlier, so_far = await folding.held_before(self._store, record, before)
        message = turn_posts.aborted_message(record, notice, earlier, so_far)
        await self._channel.say(record, message, nonce=nonce(Nonce.POST, entry.id))
        await self._store.complete_announcement(entry.id, message_id=None, set_message=True)

    async def turn(
        self,
        entry: Announcement,
        record: GameRecord,
        notice: TurnNotice,
        table: tuple[Game, Sequence[Event] | None] | None = None,
        timers: Sequence[TimerSpec] | None = None,
    ) -> None:
        host, channel = self._host, self._channel
        game, events = table or turn_posts.replayed(notice)
        if folding.held(record, game, notice):
            await self._hold(entry, record, notice)
            return
        latest = record.version == notice.version and record.status in (
            GameStatus.RUNNING,
            GameStatus.FINISHED,
        )
        locale = await channel.server_locale(record.guild_id)
        message = await self._turn_message(record, game, notice, events, latest, timers)
        image = await host.draw(game, record.seats, turn_posts.shown_events(message), locale)
        dm = False
        noted = await host.turn_hooks.noted(record, game) if latest and not game.is_over else {}
        if latest and game.phase is Phase.TILING:
            began = turn_posts.tiling_began(notice)
            told = (
                await self._letters.tell_placers(entry, notice, record, game, noted)
                if began
                else ()
            )
            post = turn_posts.placing_post(
                record, game, message, image, locale, ping=began, told=told, noted=noted
            )
        else:
            dm = (
                latest
                and game.current_player not in noted
                and await self._letters.tell_turn(entry, notice, record, game, message.deadline)
            )
            post = turn_posts.turn_post(
                record,
                game,
                message,
                latest=latest,
                image=image,
                ping=not dm,
                locale=locale,
                noted=noted,
                # A tournament's next game is its next round's, not a rematch.
                rematch=game.is_over and not await self._series.holds(record),
            )
        previous = record.message_id
        posted = nonce(Nonce.POST, entry.id)
        message_id = await host.publisher.post(record.channel_id, post, nonce=posted)
        if previous is not None and previous != message_id:
            lobby = Post(LobbyStarted(), locale) if notice.move is None else None
            # The old table keeps its story but loses its picture and buttons: the channel
            # reads as a list of moves with one picture, the latest, at the bottom. If the
            # new one could not be drawn, the old keeps its picture: a table stays in sight.
            await channel.strip(record, previous, lobby, keep_picture=image is None)
        await self._store.complete_announcement(entry.id, message_id=message_id, set_message=True)

    async def _turn_message(
        self,
        record: GameRecord,
        game: Game,
        notice: TurnNotice,
        events: Sequence[Event] | None,
        latest: bool,
        timers: Sequence[TimerSpec] | None,
    ) -> TurnMessage:
        """The notice's story with the moves held before it, and the facts of the moment:
        the time left (the latest turn only) and whether this round ends the game."""
        earlier: tuple[Told, ...] = ()
        so_far: Told | None = None
        if notice.move is not None:
            before = Game.from_dict(notice.state)
            earlier, so_far = await folding.held_before(self._store, record, before)
        return replace(
            turn_posts.turn_message(record, game, notice, events),
            earlier=earlier,
            so_far=so_far,
            deadline=None if not latest else await turn_deadline(self._store, record, timers),
            last_round=game.ends_this_round,
        )

    async def _hold(self, entry: Announcement, record: GameRecord, notice: TurnNotice) -> None:
        """A move after which a computer plays: nothing is posted (the next person's turn
        message, or the final one, tells it with the computers' moves, from the move log),
        but a player's time running out is said at once."""
        out = notice.ran_out
        if out is not None:
            note = RanOutNote(seat_views(record)[out.seat], out)
            await self._channel.say(record, note, nonce=nonce(Nonce.POST, entry.id))
        await self._store.complete_announcement(entry.id)


async def turn_deadline(
    store: Store, record: GameRecord, timers: Sequence[TimerSpec] | None = None
) -> float | None:
    """When the turn ``record`` is at runs out (UNIX seconds), as a post says it; None
    without a limit, or when the store cannot say now (the post goes out without it rather
    than not at all). ``timers``: the ones the change to ``record`` set, when known."""
    if timers is not None:
        return min((t.due_at for t in timers if t.kind == TIMEOUT), default=None)
    try:
        return time_limit_of(await store.timers_of(record.id), record)
    except StoreError:
        return None
