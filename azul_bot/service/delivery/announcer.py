"""The announcer: each stored notice, read as its type, is posted by the handler of its kind.

The notice's words are chosen when it is posted, in the language of whoever reads it (the
server's for the channel, the person's for a direct message); its post is made by ``posts``
from the game as it stands, and the moves a calm channel held back are told with it
(``folding``). A turn's direct message (``direct``) is sent *before* its table is posted, so
the table says the truth: "told by direct message" only when it arrived, else it pings the
player itself. Whether it went out is noted on the notice, so a retry of a post that failed
sends none again. The previous table message keeps its story and loses its picture and
buttons (its picture stays if the new table's could not be drawn). Every message is sent with
a nonce from ``nonces``, so a retry after a crash never posts it twice.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

from azul_bot.engine import Event, Game, Phase
from azul_bot.store import Announcement, GameRecord, GameStatus, Seat, Store, StoreError

from ..seats import seat_views
from . import deadlines, folding, posts
from .beside import AwayNow, Beside
from .direct import DirectMessages, Locale, Wishes
from .messages import (
    AwayNote,
    LobbyStarted,
    Message,
    RanOutNote,
    RematchInvitation,
    Reminder,
    Told,
    TurnMessage,
)
from .nonces import Nonce, nonce
from .notices import (
    AbortedNotice,
    AwayNotice,
    LobbyClosedNotice,
    LobbyNotice,
    RematchNotice,
    ResignedNotice,
    SaidNotice,
    TurnNotice,
    Unreadable,
    decode,
)
from .ports import DmTried, MessageGone, Post, Publisher, PublishError
from .turn_letters import TurnLetters

Render = Callable[
    [Game, Sequence[Seat], Sequence[Event] | None, str | None], Awaitable[bytes | None]
]
"""Draws the table off the event loop, its words in a Discord locale: PNG bytes or None."""
Handler = Callable[[Announcement, GameRecord, Any], Awaitable[None]]
Loose = Callable[[Announcement], Awaitable[None]]
"""Posts an announcement of no game (the club's), given the whole entry."""

log = logging.getLogger("azul.outbox")


class Announcer:
    """Turns announcements into posts through the long-lived publisher."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        render: Render,
        wish: Wishes,
        server_locale: Locale,
        user_locale: Locale,
        dms_closed: Callable[[int], Awaitable[None]],
        away: AwayNow | None = None,
    ) -> None:
        self._store = store
        self._publisher = publisher
        self._render = render
        self._server_locale = server_locale
        self._letters = DirectMessages(publisher, wish, user_locale, dms_closed)
        self._beside = Beside(store, self._letters, away)
        self._turn_letters = TurnLetters(store, self._letters)
        self._handlers: dict[str, Handler] = {
            LobbyNotice.kind: self._lobby,
            LobbyClosedNotice.kind: self._lobby_closed,
            TurnNotice.kind: self._turn,
            AbortedNotice.kind: self._aborted,
            ResignedNotice.kind: self._remark,
            RematchNotice.kind: self._rematch,
            AwayNotice.kind: self._away_note,
            "text": self._remark,  # an older version's plain message (a ``SaidNotice``)
        }
        self._loose: dict[str, Loose] = {}

    def on_loose(self, kind: str, post: Loose) -> None:
        """How an announcement of no game of ``kind`` is posted (a feature of the club
        registers its own: a season's standings, a daily digest)."""
        self._loose[kind] = post

    async def deliver(self, entry: Announcement) -> None:
        if entry.game_id is None:
            post = self._loose.get(entry.kind)
            if post is None:
                raise ValueError(f"announcement {entry.id}: no poster for {entry.kind!r}")
            await post(entry)
            return
        record = await self._store.get_game(entry.game_id)
        notice = decode(entry.kind, entry.payload)
        if isinstance(notice, Unreadable):
            # Never posted: the outbox drops what it cannot deliver, and logs why.
            raise ValueError(f"announcement {entry.id} ({entry.kind}): {notice.why}")
        await self._handlers[notice.kind](entry, record, notice)

    async def deliver_turn(
        self,
        entry: Announcement,
        record: GameRecord,
        game: Game,
        events: Sequence[Event] | None,
    ) -> None:
        """Post a turn notice whose table is known already (the move was just played here):
        ``record`` as the move's commit returned it, ``game`` after the move, its events."""
        notice = decode(entry.kind, entry.payload)
        if not isinstance(notice, TurnNotice):
            raise ValueError(f"announcement {entry.id} is no turn notice: {notice!r}")
        await self._turn(entry, record, notice, (game, events))

    async def lobby_post(self, record: GameRecord) -> Post:
        """The lobby message, in the server's language, with who is away and how each
        person finishes their games beside their seat."""
        people = [seat.user_id for seat in record.seats if seat.user_id is not None]
        away = await self._beside.away(record.guild_id, people)
        finished = await self._beside.finished(record.guild_id, people)
        locale = await self._server_locale(record.guild_id)
        return posts.lobby_post(record, locale, away, finished)

    # ------------------------------------------------------------------ one handler a kind

    async def _lobby(self, entry: Announcement, record: GameRecord, _: LobbyNotice) -> None:
        if record.status != GameStatus.LOBBY:
            # Started or closed since: that change's own notice updates the message.
            await self._store.complete_announcement(entry.id)
            return
        await self._show(entry, record, await self.lobby_post(record))

    async def _rematch(
        self, entry: Announcement, record: GameRecord, notice: RematchNotice
    ) -> None:
        """The lobby as it stands, then a new message (an edit notifies nobody) pinging the
        people invited who have not sat down yet."""
        if record.status != GameStatus.LOBBY:
            await self._store.complete_announcement(entry.id)
            return
        new_id = await self._post_or_edit(record, await self.lobby_post(record), entry)
        if new_id is not None:
            # Kept before the ping is tried: a retry then edits this lobby, never posts another.
            await self._store.set_message_id(record.id, new_id)
        seated = {seat.user_id for seat in record.seats}
        guests = tuple(user for user in notice.invited if user not in seated)
        if guests:
            invitation = RematchInvitation(guests)
            ping = nonce(Nonce.INVITATION, entry.id)
            await self._say(record, invitation, nonce=ping, mentions=guests)
        await self._store.complete_announcement(entry.id)

    async def _lobby_closed(
        self, entry: Announcement, record: GameRecord, notice: LobbyClosedNotice | SaidNotice
    ) -> None:
        locale = await self._server_locale(record.guild_id)
        await self._show(entry, record, Post(posts.closed_message(notice), locale))

    async def _remark(
        self, entry: Announcement, record: GameRecord, notice: ResignedNotice | SaidNotice
    ) -> None:
        message = posts.resigned_message(record, notice)
        await self._say(record, message, nonce=nonce(Nonce.POST, entry.id))
        await self._store.complete_announcement(entry.id)

    async def _aborted(
        self, entry: Announcement, record: GameRecord, notice: AbortedNotice | SaidNotice
    ) -> None:
        if record.message_id is not None:
            await self._strip(record, record.message_id, keep_picture=True)
        earlier: tuple[Told, ...] = ()
        if isinstance(notice, AbortedNotice) and notice.running and record.state is not None:
            # Aborted while computers played: their moves are told before the end.
            before = Game.from_dict(record.state)
            earlier = await folding.held_before(self._store, record, before)
        message = posts.aborted_message(record, notice, earlier)
        await self._say(record, message, nonce=nonce(Nonce.POST, entry.id))
        await self._store.complete_announcement(entry.id, message_id=None, set_message=True)

    async def _turn(
        self,
        entry: Announcement,
        record: GameRecord,
        notice: TurnNotice,
        table: tuple[Game, Sequence[Event] | None] | None = None,
    ) -> None:
        game, events = table or posts.replayed(notice)
        if folding.held(record, game, notice):
            await self._hold(entry, record, notice)
            return
        latest = record.version == notice.version and record.status in (
            GameStatus.RUNNING,
            GameStatus.FINISHED,
        )
        locale = await self._server_locale(record.guild_id)
        message = await self._turn_message(record, game, notice, events, latest=latest)
        image = await self._render(game, record.seats, posts.shown_events(message), locale)
        dm = False
        away = await self._beside.away_seats(record, game) if latest else {}
        digest = await self._beside.digest_seats(record, game) if latest else set()
        if latest and game.phase is Phase.TILING:
            began = posts.tiling_began(notice)
            told = (
                await self._turn_letters.tell_placers(entry, notice, record, game, away)
                if began
                else ()
            )
            post = posts.placing_post(
                record,
                game,
                message,
                image,
                locale,
                ping=began,
                told=told,
                away=away,
                digest=digest,
            )
        else:
            dm = (
                latest
                and game.current_player not in away
                and await self._turn_letters.tell_turn(
                    entry, notice, record, game, message.deadline
                )
            )
            post = posts.turn_post(
                record,
                game,
                message,
                latest=latest,
                image=image,
                ping=not dm,
                locale=locale,
                away=away,
                digest=digest,
            )
        previous = record.message_id
        posted = nonce(Nonce.POST, entry.id)
        message_id = await self._publisher.post(record.channel_id, post, nonce=posted)
        if previous is not None and previous != message_id:
            lobby = Post(LobbyStarted(), locale) if notice.move is None else None
            # The old table keeps its story but loses its picture and buttons: the channel
            # reads as a list of moves with one picture, the latest, at the bottom. If the
            # new one could not be drawn, the old keeps its picture: a table stays in sight.
            await self._strip(record, previous, lobby, keep_picture=image is None)
        await self._store.complete_announcement(entry.id, message_id=message_id, set_message=True)

    async def _turn_message(
        self,
        record: GameRecord,
        game: Game,
        notice: TurnNotice,
        events: Sequence[Event] | None,
        *,
        latest: bool,
    ) -> TurnMessage:
        """The notice's story with the moves held before it, and the facts of the moment:
        the time left (the latest turn only) and whether this round ends the game."""
        earlier: tuple[Told, ...] = ()
        if notice.move is not None:
            before = Game.from_dict(notice.state)
            earlier = await folding.held_before(self._store, record, before)
        return replace(
            posts.turn_message(record, game, notice, events),
            earlier=earlier,
            deadline=await self._deadline(record) if latest else None,
            last_round=game.ends_this_round,
        )

    async def _away_note(self, entry: Announcement, record: GameRecord, notice: AwayNotice) -> None:
        """The person to move went away (their clock stopped) or came back: said in the
        channel, pinging nobody; a game that ended since says nothing."""
        if record.status == GameStatus.RUNNING:
            deadline = await self._deadline(record) if notice.until is None else None
            note = AwayNote(seat_views(record)[notice.seat], notice.until, deadline)
            await self._say(record, note, nonce=nonce(Nonce.POST, entry.id))
        await self._store.complete_announcement(entry.id)

    async def _hold(self, entry: Announcement, record: GameRecord, notice: TurnNotice) -> None:
        """A move after which a computer plays: nothing is posted (the next person's turn
        message, or the final one, tells it with the computers' moves, from the move log),
        but a player's time running out is said at once."""
        out = notice.ran_out
        if out is not None:
            note = RanOutNote(seat_views(record)[out.seat], out)
            await self._say(record, note, nonce=nonce(Nonce.POST, entry.id))
        await self._store.complete_announcement(entry.id)

    async def _deadline(self, record: GameRecord) -> float | None:
        """When the turn's time runs out (UNIX seconds); None without a limit."""
        try:
            timers = await self._store.timers_of(record.id)
        except StoreError:
            return None  # the message goes out without it rather than not at all
        due = [
            t.due_at for t in timers if t.kind == deadlines.TIMEOUT and t.version == record.version
        ]
        return min(due) if due else None

    # ------------------------------------------------------------------ direct messages

    async def remind(
        self,
        record: GameRecord,
        game: Game,
        deadline: float | None,
        *,
        timer_id: int,
        position: int | None = None,
    ) -> None:
        """Remind the player to move that it is still their turn (``deadline``: when a
        stand-in plays it, UNIX seconds; None without a time limit). It goes by direct
        message if they asked for their turns that way or for the daily digest, else (or
        when it does not arrive) as a new message pinging them in the game's channel (an
        edit notifies nobody). The timer's id keeps a retry after a crash from sending it
        twice."""
        position = game.current_player if position is None else position
        user_id = record.seats[position].user_id
        if user_id is None:
            return
        # One reminder timer may remind several players placing on a grey wall.
        seat = None if game.current_player is not None else position
        by_dm = Reminder(user_id, deadline, posts.table_link(record))
        dm_nonce = nonce(Nonce.REMINDER_DM, timer_id, seat=seat)
        if await self._letters.tell(
            record, game, by_dm, nonce=dm_nonce, position=position, reminder=True
        ):
            return
        reminder = Reminder(user_id, deadline)
        said = nonce(Nonce.REMINDER, timer_id, seat=seat)
        await self._say(record, reminder, nonce=said, mentions=(user_id,))

    async def dm(self, user_id: int, message: Message, *, nonce: str) -> DmTried:
        """Send ``message`` to ``user_id`` by direct message, in their language."""
        return await self._letters.send(user_id, message, nonce=nonce)

    # ------------------------------------------------------------------ the channel

    async def _say(
        self, record: GameRecord, message: Message, *, nonce: str, mentions: Sequence[int] = ()
    ) -> int:
        """Post ``message`` in the game's channel, in the server's language."""
        locale = await self._server_locale(record.guild_id)
        post = Post(message, locale, tuple(mentions))
        return await self._publisher.post(record.channel_id, post, nonce=nonce)

    async def _show(self, entry: Announcement, record: GameRecord, post: Post) -> None:
        new_id = await self._post_or_edit(record, post, entry)
        await self._store.complete_announcement(
            entry.id, message_id=new_id, set_message=new_id is not None
        )

    async def _post_or_edit(
        self, record: GameRecord, post: Post, entry: Announcement
    ) -> int | None:
        """Edit the game's message when it still exists, else post anew (a deleted lobby
        comes back with its buttons); returns the new message's id, None when edited."""
        channel_id, message_id = record.channel_id, record.message_id
        if message_id is not None:
            try:
                await self._publisher.edit(channel_id, message_id, post)
                return None
            except MessageGone:
                log.info(
                    "message %s in channel %s was deleted; posting anew", message_id, channel_id
                )
        return await self._publisher.post(channel_id, post, nonce=nonce(Nonce.POST, entry.id))

    async def _strip(
        self,
        record: GameRecord,
        message_id: int,
        post: Post | None = None,
        *,
        keep_picture: bool = False,
    ) -> None:
        """Take old buttons and the picture (unless ``keep_picture``) off; failing that is
        harmless (an old button answers that the table moved on), so it never holds up the
        announcement."""
        try:
            await self._publisher.strip(
                record.channel_id, message_id, post=post, keep_picture=keep_picture
            )
        except PublishError as error:
            log.info("game %s: could not strip message %s: %r", record.id, message_id, error)
