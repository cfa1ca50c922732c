"""What each stored notice becomes in the channel, composed when it is posted.

A notice holds facts, never a sentence: what cannot be known later (the state before a move
and the move, whose story is replayed from them; who ran out of time; why a game ended), so
the words are chosen when it is posted, in the language of whoever reads it. Who to ping and
which buttons to attach are decided at posting time from the game as it stands: only the
latest turn message pings the player to move and carries buttons, so a backlog that a crash
left behind is posted in order without pinging anyone twice or offering stale buttons.

A player's own notices (their turn, a reminder) go where they asked: by direct message
(``/azul notify``, in their own language), or else as a mention in the game's channel, never
both.

Notices stored by the version before facts hold their text (a ``text`` key): they are posted
with that text as it is.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

from azul_bot.engine import Event, Game, Move
from azul_bot.store import Announcement, GameRecord, GameStatus, Notice, Seat, Store

from . import ratings
from .choices import source_choices
from .publisher import (
    COACHED,
    COMPUTER_PLAYS,
    EVERYBODY_LEFT,
    PINGED,
    RATED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
    TOO_FEW,
    GameAborted,
    LobbyClosed,
    LobbyControls,
    LobbyMessage,
    LobbyStarted,
    Message,
    MessageGone,
    NextUp,
    Post,
    Publisher,
    PublishError,
    RanOut,
    RematchControls,
    RematchInvitation,
    Reminder,
    Resigned,
    Said,
    TurnControls,
    TurnMessage,
    YourTurn,
)
from .seats import seat_views

Render = Callable[
    [Game, Sequence[Seat], Sequence[Event] | None, str | None], Awaitable[bytes | None]
]
"""Draws the table off the event loop, its words in a Discord locale: PNG bytes or None."""
Locale = Callable[[int], Awaitable[str | None]]
"""The Discord locale of a server's channels (by guild id) or of a person (by user id)."""

log = logging.getLogger("azul.outbox")

MAX_SEATS = 4
MIN_SEATS = 2


# ----------------------------------------------------------------------------- notices


def lobby_notice() -> Notice:
    return Notice("lobby", {})


def lobby_closed_notice(why: str = EVERYBODY_LEFT) -> Notice:
    """The lobby closed without a game: ``EVERYBODY_LEFT`` or ``EXPIRED``."""
    return Notice("lobby_closed", {"why": why})


def turn_notice(
    version: int,
    state: dict,
    move: Move | None,
    *,
    scores: Sequence[int] | None = None,
    ran_out: RanOut | None = None,
    rating: str | None = None,
) -> Notice:
    """A turn message for ``version``: ``state`` is the table before ``move`` (or the new
    table, for the start), so the move can be replayed, told and highlighted when it is
    posted; ``scores`` are the scores before it (a floor penalty says what it really cost).
    ``ran_out``: a stand-in made the move; ``rating``: how the game it ends counts."""
    payload: dict[str, Any] = {
        "version": version,
        "state": state,
        "move": None if move is None else str(move),
    }
    if scores is not None:
        payload["scores"] = list(scores)
    if ran_out is not None:
        payload["ran_out"] = {
            "seat": ran_out.seat,
            "level": ran_out.level,
            "for_good": ran_out.for_good,
        }
    if rating is not None:
        payload["rating"] = rating
    return Notice("turn", payload)


def rating_of(record: GameRecord, seats: Sequence[Seat]) -> str:
    """How a game that ends now counts: ``RATED``, ``COACHED`` or ``TOO_FEW`` people."""
    if ratings.is_rated(record, seats):
        return RATED
    return COACHED if record.coached else TOO_FEW


def aborted_notice(why: str, *, running: bool, by: str | None = None) -> Notice:
    """The game (``running``) or lobby ended unplayed: ``BY_HOST`` (``by``: who, as they are
    called in the server) or ``NOBODY_LEFT``."""
    return Notice("aborted", {"why": why, "running": running, "by": by})


def resigned_notice(seat: int, level: str) -> Notice:
    """The player of ``seat`` left the game; a computer of ``level`` plays it on."""
    return Notice("resigned", {"seat": seat, "level": level})


def rematch_notice(invited: Sequence[int]) -> Notice:
    """A rematch's lobby, then a new message below it pinging the people ``invited``."""
    return Notice("rematch", {"invited": list(invited)})


def nonce(entry: Announcement) -> str:
    return f"azul{entry.id}"  # Discord allows 25 characters


# ----------------------------------------------------------------------------- posting


class Announcer:
    """Turns announcements into posts through the long-lived publisher."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        render: Render,
        wants_dm: Callable[[int], Awaitable[bool]],
        server_locale: Locale,
        user_locale: Locale,
    ) -> None:
        self._store = store
        self._publisher = publisher
        self._render = render
        self._wants_dm = wants_dm
        self._server_locale = server_locale
        self._user_locale = user_locale

    async def deliver(self, entry: Announcement) -> None:
        record = await self._store.get_game(entry.game_id)
        if entry.kind == "turn":
            await self._turn(entry, record)
        elif entry.kind == "lobby":
            await self._lobby(entry, record)
        elif entry.kind == "lobby_closed":
            await self._lobby_closed(entry, record)
        elif entry.kind == "aborted":
            await self._aborted(entry, record)
        elif entry.kind == "rematch":
            await self._rematch(entry, record)
        elif entry.kind in ("resigned", "text"):
            message = said_or(entry.payload, lambda: resigned_message(record, entry.payload))
            await self._say(record, message, nonce=nonce(entry))
            await self._store.complete_announcement(entry.id)
        else:
            raise ValueError(f"unknown announcement kind {entry.kind!r}")

    async def _say(
        self, record: GameRecord, message: Message, *, nonce: str, mentions: Sequence[int] = ()
    ) -> int:
        """Post ``message`` in the game's channel, in the server's language."""
        locale = await self._server_locale(record.guild_id)
        post = Post(message, locale, tuple(mentions))
        return await self._publisher.post(record.channel_id, post, nonce=nonce)

    async def _lobby(self, entry: Announcement, record: GameRecord) -> None:
        if record.status != GameStatus.LOBBY:
            # Started or closed since: that change's own notice updates the message.
            await self._store.complete_announcement(entry.id)
            return
        await self._show(entry, record, await self.lobby_post(record))

    async def _rematch(self, entry: Announcement, record: GameRecord) -> None:
        """The lobby as it stands, then a new message (an edit notifies nobody) pinging the
        people invited who have not sat down yet."""
        if record.status != GameStatus.LOBBY:
            await self._store.complete_announcement(entry.id)
            return
        new_id = await post_or_edit(
            self._publisher,
            record.channel_id,
            record.message_id,
            await self.lobby_post(record),
            nonce=nonce(entry),
        )
        if new_id is not None:
            # Kept before the ping is tried: a retry then edits this lobby, never posts another.
            await self._store.set_message_id(record.id, new_id)
        seated = {seat.user_id for seat in record.seats}
        guests = tuple(user for user in entry.payload["invited"] if user not in seated)
        if guests:
            invitation = RematchInvitation(guests)
            await self._say(record, invitation, nonce=f"r{entry.id}", mentions=guests)
        await self._store.complete_announcement(entry.id)

    async def _lobby_closed(self, entry: Announcement, record: GameRecord) -> None:
        message = said_or(entry.payload, lambda: LobbyClosed(entry.payload["why"]))
        locale = await self._server_locale(record.guild_id)
        await self._show(entry, record, Post(message, locale))

    async def _show(self, entry: Announcement, record: GameRecord, post: Post) -> None:
        new_id = await post_or_edit(
            self._publisher, record.channel_id, record.message_id, post, nonce=nonce(entry)
        )
        await self._store.complete_announcement(
            entry.id, message_id=new_id, set_message=new_id is not None
        )

    async def _strip(self, record: GameRecord, message_id: int, post: Post | None = None) -> None:
        """Take old buttons off; failing that is harmless (an old button answers that the
        table moved on), so it never holds up the announcement."""
        try:
            await self._publisher.strip(record.channel_id, message_id, post=post)
        except PublishError as error:
            log.info("game %s: could not strip message %s: %r", record.id, message_id, error)

    async def _aborted(self, entry: Announcement, record: GameRecord) -> None:
        if record.message_id is not None:
            await self._strip(record, record.message_id)
        payload = entry.payload
        message = said_or(
            payload, lambda: GameAborted(payload["why"], payload["running"], payload.get("by"))
        )
        await self._say(record, message, nonce=nonce(entry))
        await self._store.complete_announcement(entry.id, message_id=None, set_message=True)

    async def deliver_turn(
        self,
        entry: Announcement,
        record: GameRecord,
        game: Game,
        events: Sequence[Event] | None,
    ) -> None:
        """Post a turn notice whose table is known already (the move was just played here):
        ``record`` as the move's commit returned it, ``game`` after the move, its events."""
        await self._turn(entry, record, (game, events))

    async def _turn(
        self,
        entry: Announcement,
        record: GameRecord,
        table: tuple[Game, Sequence[Event] | None] | None = None,
    ) -> None:
        payload = entry.payload
        game, events = table or replayed(payload)
        latest = record.version == payload["version"] and record.status in (
            GameStatus.RUNNING,
            GameStatus.FINISHED,
        )
        locale = await self._server_locale(record.guild_id)
        image = await self._render(game, record.seats, events, locale)
        dm = latest and await self._notify_by_dm(entry, record, game)
        message = turn_message(record, game, payload, events)
        post = turn_post(
            record, game, message, latest=latest, image=image, ping=not dm, locale=locale
        )
        previous = record.message_id
        message_id = await self._publisher.post(record.channel_id, post, nonce=nonce(entry))
        if previous is not None and previous != message_id:
            started = payload["move"] is None
            await self._strip(record, previous, Post(LobbyStarted(), locale) if started else None)
        await self._store.complete_announcement(entry.id, message_id=message_id, set_message=True)

    async def _notify_by_dm(self, entry: Announcement, record: GameRecord, game: Game) -> bool:
        """The turn notice by direct message, when the player to move asked for that."""
        told = YourTurn(table_link(record, message=False))
        return await self._tell_by_dm(record, game, told, nonce=f"d{entry.id}")

    async def remind(
        self, record: GameRecord, game: Game, deadline: float | None, *, timer_id: int
    ) -> None:
        """Remind the player to move that it is still their turn (``deadline``: when a
        stand-in plays it, UNIX seconds; None without a time limit). It goes where their turn
        notices go: a direct message if they asked for that, else a new message pinging them
        in the game's channel (an edit notifies nobody). The timer's id keeps a retry after a
        crash from sending it twice."""
        user_id = record.seats[game.current_player].user_id
        if user_id is None:
            return
        by_dm = Reminder(user_id, deadline, table_link(record))
        if await self._tell_by_dm(record, game, by_dm, nonce=f"dt{timer_id}"):
            return
        reminder = Reminder(user_id, deadline)
        await self._say(record, reminder, nonce=f"t{timer_id}", mentions=(user_id,))

    async def _tell_by_dm(
        self, record: GameRecord, game: Game, message: Message, *, nonce: str
    ) -> bool:
        """Tell the player to move ``message`` by direct message, in their language, if they
        asked for those: the one place that decides where a player's notices go. False when
        they did not ask, a computer plays the seat, or their DMs are closed (a channel
        mention then tells them)."""
        if game.is_over:
            return False
        seat = record.seats[game.current_player]
        if seat.user_id is None or seat.stand_in:
            return False
        if not await self._wants_dm(seat.user_id):
            return False
        post = Post(message, await self._user_locale(seat.user_id))
        try:
            await self._publisher.dm(seat.user_id, post, nonce=nonce)
        except PublishError as error:
            log.info(
                "game %s: no DM to %s (%r); pinging in the channel", record.id, seat.user_id, error
            )
            return False
        return True

    async def lobby_post(self, record: GameRecord) -> Post:
        """The lobby message, in the server's language."""
        return lobby_post(record, await self._server_locale(record.guild_id))


def said_or(payload: dict, message: Callable[[], Message]) -> Message:
    """A notice stored before notices held facts says its stored text; any other, ``message``."""
    return Said(payload["text"]) if "text" in payload else message()


def resigned_message(record: GameRecord, payload: dict) -> Resigned:
    return Resigned(seat_views(record)[payload["seat"]], payload["level"])


def table_link(record: GameRecord, *, message: bool = True) -> str:
    """A link to the game's channel, or to its latest table message when it has one."""
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"
    if message and record.message_id is not None:
        link += f"/{record.message_id}"
    return link


def replayed(payload: dict) -> tuple[Game, Sequence[Event] | None]:
    """The table after a turn notice's move, and the move's events (to tell and highlight it)."""
    game = Game.from_dict(payload["state"])
    events = game.play(Move.parse(payload["move"])) if payload["move"] else None
    return game, events


def turn_message(
    record: GameRecord, game: Game, payload: dict, events: Sequence[Event] | None
) -> TurnMessage:
    """What a turn notice says: the move's story (or the first table), told from its facts;
    a notice stored before facts says its stored text instead."""
    ran_out = payload.get("ran_out")
    scores = payload.get("scores")
    return TurnMessage(
        seats=seat_views(record),
        game=game,
        events=None if events is None else tuple(events),
        scores_before=None if scores is None else tuple(scores),
        ran_out=None if ran_out is None else RanOut(**ran_out),
        rating=payload.get("rating"),
        said=payload.get("text"),
    )


def turn_post(
    record: GameRecord,
    game: Game,
    message: TurnMessage,
    *,
    latest: bool,
    image: bytes | None,
    ping: bool = True,
    locale: str | None = None,
) -> Post:
    """The table after a move: everybody is thanked at the end, the player to move is pinged
    (unless a direct message told them) and gets the source buttons, on the latest turn only."""
    if game.is_over:
        people = tuple(s.user_id for s in record.seats if s.user_id is not None)
        thanked = replace(message, thanks=people)
        return Post(thanked, locale, people, image, RematchControls(record.id))
    if not latest:
        return Post(message, locale, (), image)
    position = game.current_player
    seat = record.seats[position]
    if seat.user_id is None or seat.stand_in is not None:
        # A computer plays this seat (a stand-in took it for good): nobody to ping.
        how = COMPUTER_PLAYS if seat.user_id is None else STAND_IN_PLAYS
        return Post(replace(message, next_up=NextUp(position, how)), locale, (), image)
    controls = TurnControls(record.id, record.version, tuple(source_choices(game)))
    if not ping:
        told = replace(message, next_up=NextUp(position, TOLD_BY_DM, seat.user_id))
        return Post(told, locale, (), image, controls)
    pinged = replace(message, next_up=NextUp(position, PINGED, seat.user_id))
    return Post(pinged, locale, (seat.user_id,), image, controls)


def lobby_post(record: GameRecord, locale: str | None = None) -> Post:
    """The lobby message: who sits where, and the buttons that can be used now."""
    host = next((s.position for s in record.seats if s.user_id == record.host_id), None)
    return Post(
        LobbyMessage(seat_views(record), host, MIN_SEATS, MAX_SEATS),
        locale,
        controls=LobbyControls(
            record.id,
            can_join=len(record.seats) < MAX_SEATS,
            can_start=len(record.seats) >= MIN_SEATS,
            has_computer=any(seat.computer for seat in record.seats),
        ),
    )


async def post_or_edit(
    publisher: Publisher, channel_id: int, message_id: int | None, post: Post, *, nonce: str
) -> int | None:
    """Edit ``message_id`` when it still exists, else post anew (a deleted lobby comes back
    with its buttons); returns the new message's id, None when the old one was edited."""
    if message_id is not None:
        try:
            await publisher.edit(channel_id, message_id, post)
            return None
        except MessageGone:
            log.info("message %s in channel %s was deleted; posting anew", message_id, channel_id)
    return await publisher.post(channel_id, post, nonce=nonce)
