"""What each stored notice becomes in the channel, composed when it is posted.

A notice holds what cannot be known later (the narration of a move, the state before it); who
to ping and which buttons to attach are decided at posting time from the game as it stands:
only the latest turn message pings the player to move and carries buttons, so a backlog that
a crash left behind is posted in order without pinging anyone twice or offering stale buttons.

A player's own notices (their turn, a reminder) go where they asked: by direct message
(``/azul notify``), or else as a mention in the game's channel, never both.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence

from azul_bot.engine import Event, Game, Move
from azul_bot.store import Announcement, GameRecord, GameStatus, Notice, Store

from . import wording
from .choices import source_buttons
from .names import safe_name
from .publisher import (
    LobbyControls,
    MessageGone,
    Post,
    Publisher,
    PublishError,
    RematchControls,
    TurnControls,
)
from .settings import duration_text

Render = Callable[
    [Game, Sequence[str], Sequence[Event] | None], Awaitable[tuple[bytes | None, str]]
]
"""Draws the table off the event loop: (PNG bytes or None, alt text)."""

log = logging.getLogger("azul.outbox")

MAX_SEATS = 4
MIN_SEATS = 2


# ----------------------------------------------------------------------------- notices


def lobby_notice() -> Notice:
    return Notice("lobby", {})


def lobby_closed_notice(text: str = wording.LOBBY_CLOSED) -> Notice:
    return Notice("lobby_closed", {"text": text})


def turn_notice(version: int, text: str, state: dict, move: Move | None) -> Notice:
    """A turn message for ``version``: ``state`` is the table before ``move`` (or the new
    table, for the start), so the move can be replayed and highlighted when it is drawn."""
    return Notice(
        "turn",
        {
            "version": version,
            "text": text,
            "state": state,
            "move": None if move is None else str(move),
        },
    )


def aborted_notice(text: str) -> Notice:
    return Notice("aborted", {"text": text})


def text_notice(text: str) -> Notice:
    """A plain message that pings nobody (a player left, say)."""
    return Notice("text", {"text": text})


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
    ) -> None:
        self._store = store
        self._publisher = publisher
        self._render = render
        self._wants_dm = wants_dm

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
        elif entry.kind == "text":
            await self._publisher.post(
                record.channel_id, Post(entry.payload["text"]), nonce=nonce(entry)
            )
            await self._store.complete_announcement(entry.id)
        else:
            raise ValueError(f"unknown announcement kind {entry.kind!r}")

    async def _lobby(self, entry: Announcement, record: GameRecord) -> None:
        if record.status != GameStatus.LOBBY:
            # Started or closed since: that change's own notice updates the message.
            await self._store.complete_announcement(entry.id)
            return
        await self._show(entry, record, lobby_post(record))

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
            lobby_post(record),
            nonce=nonce(entry),
        )
        if new_id is not None:
            # Kept before the ping is tried: a retry then edits this lobby, never posts another.
            await self._store.set_message_id(record.id, new_id)
        seated = {seat.user_id for seat in record.seats}
        guests = tuple(user for user in entry.payload["invited"] if user not in seated)
        if guests:
            invitation = Post(wording.rematch_invitation(guests), guests)
            await self._publisher.post(record.channel_id, invitation, nonce=f"r{entry.id}")
        await self._store.complete_announcement(entry.id)

    async def _lobby_closed(self, entry: Announcement, record: GameRecord) -> None:
        await self._show(entry, record, Post(entry.payload.get("text", wording.LOBBY_CLOSED)))

    async def _show(self, entry: Announcement, record: GameRecord, post: Post) -> None:
        new_id = await post_or_edit(
            self._publisher, record.channel_id, record.message_id, post, nonce=nonce(entry)
        )
        await self._store.complete_announcement(
            entry.id, message_id=new_id, set_message=new_id is not None
        )

    async def _strip(self, record: GameRecord, message_id: int, text: str | None = None) -> None:
        """Take old buttons off; failing that is harmless (an old button answers that the
        table moved on), so it never holds up the announcement."""
        try:
            await self._publisher.strip(record.channel_id, message_id, text=text)
        except PublishError as error:
            log.info("game %s: could not strip message %s: %r", record.id, message_id, error)

    async def _aborted(self, entry: Announcement, record: GameRecord) -> None:
        if record.message_id is not None:
            await self._strip(record, record.message_id)
        await self._publisher.post(
            record.channel_id, Post(entry.payload["text"]), nonce=nonce(entry)
        )
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
        image, alt = await self._render(game, [s.name for s in record.seats], events)
        dm = latest and await self._notify_by_dm(entry, record, game)
        post = turn_post(
            record, game, payload["text"], latest=latest, image=image, alt=alt, ping=not dm
        )
        previous = record.message_id
        message_id = await self._publisher.post(record.channel_id, post, nonce=nonce(entry))
        if previous is not None and previous != message_id:
            started = payload["move"] is None
            await self._strip(record, previous, wording.LOBBY_STARTED if started else None)
        await self._store.complete_announcement(entry.id, message_id=message_id, set_message=True)

    async def _notify_by_dm(self, entry: Announcement, record: GameRecord, game: Game) -> bool:
        """The turn notice by direct message, when the player to move asked for that."""
        text = wording.dm_turn(table_link(record, message=False))
        return await self._tell_by_dm(record, game, text, nonce=f"d{entry.id}")

    async def remind(
        self, record: GameRecord, game: Game, left: float | None, *, timer_id: int
    ) -> None:
        """Remind the player to move that it is still their turn (``left``: seconds before
        the time limit, None without one). It goes where their turn notices go: a direct
        message if they asked for that, else a new message pinging them in the game's channel
        (an edit notifies nobody). The timer's id keeps a retry after a crash from sending it
        twice."""
        user_id = record.seats[game.current_player].user_id
        shown = None if left is None else duration_text(left)
        text = wording.dm_reminder(table_link(record), shown)
        if user_id is None or await self._tell_by_dm(record, game, text, nonce=f"dt{timer_id}"):
            return
        post = Post(wording.reminder(user_id, shown), (user_id,))
        await self._publisher.post(record.channel_id, post, nonce=f"t{timer_id}")

    async def _tell_by_dm(self, record: GameRecord, game: Game, text: str, *, nonce: str) -> bool:
        """Tell the player to move ``text`` by direct message, if they asked for those: the
        one place that decides where a player's notices go. False when they did not ask, a
        computer plays the seat, or their DMs are closed (a channel mention then tells them)."""
        if game.is_over:
            return False
        seat = record.seats[game.current_player]
        if seat.user_id is None or seat.stand_in:
            return False
        if not await self._wants_dm(seat.user_id):
            return False
        try:
            await self._publisher.dm(seat.user_id, Post(text), nonce=nonce)
        except PublishError as error:
            log.info(
                "game %s: no DM to %s (%r); pinging in the channel", record.id, seat.user_id, error
            )
            return False
        return True


def table_link(record: GameRecord, *, message: bool = True) -> str:
    """A link to the game's channel, or to its latest table message when it has one."""
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"
    if message and record.message_id is not None:
        link += f"/{record.message_id}"
    return link


def replayed(payload: dict) -> tuple[Game, Sequence[Event] | None]:
    """The table after a turn notice's move, and the move's events (to highlight it)."""
    game = Game.from_dict(payload["state"])
    events = game.play(Move.parse(payload["move"])) if payload["move"] else None
    return game, events


def turn_post(
    record: GameRecord,
    game: Game,
    text: str,
    *,
    latest: bool,
    image: bytes | None,
    alt: str,
    ping: bool = True,
) -> Post:
    """The table after a move: everybody is thanked at the end, the player to move is pinged
    (unless a direct message told them) and gets the source buttons, on the latest turn only."""
    if game.is_over:
        people = tuple(s.user_id for s in record.seats if s.user_id is not None)
        tail = wording.thanks(people)
        return Post(f"{text}\n\n{tail}".strip(), people, image, alt, RematchControls(record.id))
    if not latest:
        return Post(text, (), image, alt)
    seat = record.seats[game.current_player]
    if seat.user_id is None or seat.stand_in is not None:
        # A computer plays this seat (a stand-in took it for good): nobody to ping.
        tail = f"{safe_name(seat.name)} is thinking…"
        if seat.stand_in is not None:
            tail = f"A computer is playing for {safe_name(seat.name)}…"
        return Post(f"{text}\n\n{tail}", (), image, alt)
    controls = TurnControls(record.id, record.version, tuple(source_buttons(game)))
    if not ping:
        tail = f"{safe_name(seat.name)}'s turn (told by direct message)."
        return Post(f"{text}\n\n{tail}", (), image, alt, controls)
    tail = wording.your_turn(seat.user_id)
    return Post(f"{text}\n\n{tail}", (seat.user_id,), image, alt, controls)


def lobby_post(record: GameRecord) -> Post:
    """The lobby message: who sits where, and the buttons that can be used now."""
    return Post(
        wording.lobby_text(record.seats, record.host_id),
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
