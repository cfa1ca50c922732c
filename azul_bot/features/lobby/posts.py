"""The lobby's messages in the channel. The lobby message is made when it is posted, from the
lobby as it stands, so the host sees who is away before the start.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from azul_bot.core import (
    Controls,
    GameNotice,
    Host,
    Message,
    Post,
    Said,
    SaidNotice,
    SeatView,
    encode,
    nonce,
    seat_views,
    text,
)
from azul_bot.core.db import Announcement, GameRecord, GameStatus, Notice, Work
from azul_bot.engine import Variant
from azul_bot.features.results import percent_of, reliabilities

from . import ids, store

EVERYBODY_LEFT = "everybody_left"
EXPIRED = "expired"
DECLINED = "declined"
"""Why a lobby closed: the challenged said no, and nobody else had sat down."""
CHALLENGE_EXPIRED = "challenge_expired"
"""Why a lobby closed: the challenged did not answer in time, and nobody else had sat down."""

# ----------------------------------------------------------------------------- messages


@dataclass(frozen=True)
class LobbyMessage(Message):
    """The lobby: who sits where (the host in seat ``host``), out of ``most`` seats; a game
    takes at least ``least``; the wall it plays (``variant``: a ``Variant.code``)."""

    seats: tuple[SeatView, ...]
    host: int | None
    least: int
    most: int
    variant: str = "classic"
    away: tuple[tuple[int, float], ...] = ()
    """The seats whose person is away (``/azul away``), each with when they are back."""
    finished: tuple[tuple[int, int], ...] = ()
    """The seats whose person has played enough games to say it, each with the share of
    their games they finished (whole percent)."""
    min_finished: int | None = None
    """The least share of finished games (percent) a person needs to join; None: none."""
    challenged: int | None = None
    """The member the host challenged, until they answer (pinged by the message)."""


@dataclass(frozen=True)
class LobbyClosed(Message):
    """A lobby that closed without a game."""

    why: str


@dataclass(frozen=True)
class ChallengeDeclined(Message):
    """The member challenged (``user_id``) said no; the lobby ``closed`` with it, or stays
    open for the others seated."""

    user_id: int
    closed: bool


@dataclass(frozen=True)
class ChallengeExpired(Message):
    """The member challenged (``user_id``) did not answer in time; the lobby ``closed`` with
    the challenge, or stays open for the others seated."""

    user_id: int
    closed: bool


@dataclass(frozen=True)
class RematchInvitation(Message):
    """The people invited to a rematch's lobby (pinged)."""

    user_ids: tuple[int, ...]


@dataclass(frozen=True)
class LobbyControls(Controls):
    """Join / Leave / Start, Add computer and Remove computer under a lobby message."""

    game_id: int
    can_join: bool
    can_start: bool
    has_computer: bool = False
    variant: str = "classic"
    """The wall chosen now: the host's menu shows it selected."""
    challenge: bool = False
    """An open challenge: Accept and Decline, for the member challenged."""


# ----------------------------------------------------------------------------- notices


@dataclass(frozen=True)
class LobbyNotice(GameNotice):
    """The lobby message, as the lobby stands when it is posted."""

    kind: ClassVar[str] = "lobby"

    def payload(self) -> dict[str, Any]:
        return {}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> LobbyNotice:
        return cls()


@dataclass(frozen=True)
class LobbyClosedNotice(GameNotice, said_before=True):
    """The lobby closed without a game: ``EVERYBODY_LEFT`` or ``EXPIRED``."""

    kind: ClassVar[str] = "lobby_closed"
    why: str = EVERYBODY_LEFT

    def payload(self) -> dict[str, Any]:
        return {"why": self.why}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> LobbyClosedNotice:
        return cls(text(payload["why"]))


@dataclass(frozen=True)
class RematchNotice(GameNotice):
    """A rematch's lobby, then a new message below it pinging the people ``invited``."""

    kind: ClassVar[str] = "rematch"
    invited: tuple[int, ...]

    def payload(self) -> dict[str, Any]:
        return {"invited": list(self.invited)}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> RematchNotice:
        return cls(tuple(payload["invited"]))


@dataclass(frozen=True)
class ChallengeDeclinedNotice(GameNotice):
    """The member challenged (``user_id``) declined: the lobby, closed or as it stands, then
    a new message that says so (pinging nobody)."""

    kind: ClassVar[str] = "challenge_declined"
    user_id: int
    closed: bool

    def payload(self) -> dict[str, Any]:
        return {"user": self.user_id, "closed": self.closed}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> ChallengeDeclinedNotice:
        user, closed = payload["user"], payload["closed"]
        if not isinstance(user, int) or not isinstance(closed, bool):
            raise TypeError(f"{payload!r} is no declined challenge")
        return cls(user, closed)


@dataclass(frozen=True)
class ChallengeExpiredNotice(GameNotice):
    """The challenge to ``user_id`` expired unanswered: the lobby, closed or as it stands,
    then a new message that says so (pinging nobody)."""

    kind: ClassVar[str] = "challenge_expired"
    user_id: int
    closed: bool

    def payload(self) -> dict[str, Any]:
        return {"user": self.user_id, "closed": self.closed}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> ChallengeExpiredNotice:
        user, closed = payload["user"], payload["closed"]
        if not isinstance(user, int) or not isinstance(closed, bool):
            raise TypeError(f"{payload!r} is no expired challenge")
        return cls(user, closed)


def lobby_notice() -> Notice:
    return encode(LobbyNotice())


def lobby_closed_notice(why: str = EVERYBODY_LEFT) -> Notice:
    """The lobby closed without a game: ``EVERYBODY_LEFT`` or ``EXPIRED``."""
    return encode(LobbyClosedNotice(why))


def rematch_notice(invited: Sequence[int]) -> Notice:
    """A rematch's lobby, then a new message below it pinging the people ``invited``."""
    return encode(RematchNotice(tuple(invited)))


def challenge_declined_notice(user_id: int, *, closed: bool) -> Notice:
    """``user_id`` declined the lobby's challenge, which ``closed`` it or not."""
    return encode(ChallengeDeclinedNotice(user_id, closed))


def challenge_expired_notice(user_id: int, *, closed: bool) -> Notice:
    """The lobby's challenge to ``user_id`` expired unanswered, which ``closed`` it or not."""
    return encode(ChallengeExpiredNotice(user_id, closed))


# ----------------------------------------------------------------------------- posts


def closed_message(notice: LobbyClosedNotice | SaidNotice) -> Message:
    """A closed lobby's message (an older version's notice: its own text)."""
    return Said(notice.text) if isinstance(notice, SaidNotice) else LobbyClosed(notice.why)


def lobby_post(
    record: GameRecord,
    locale: str | None = None,
    away: Mapping[int, float] | None = None,
    finished: Mapping[int, int] | None = None,
    challenged: int | None = None,
    min_finished: int | None = None,
) -> Post:
    """The lobby message. ``finished`` and ``min_finished`` are percents.

    It may ping the member challenged alone, and only by its first post (the lobby has no
    message yet: the challenge is new). A lobby posted again (its message was deleted) still
    names them but pings nobody: they were told once; and an edit notifies nobody."""
    host = next((s.position for s in record.seats if s.user_id == record.host_id), None)
    rules = Variant.by_code(record.variant)
    least, most = rules.min_players, rules.max_players
    first_post = record.message_id is None
    return Post(
        LobbyMessage(
            seat_views(record),
            host,
            least,
            most,
            record.variant,
            away=_by_seat(record, away),
            finished=_by_seat(record, finished),
            min_finished=min_finished,
            challenged=challenged,
        ),
        locale,
        mentions=(challenged,) if challenged is not None and first_post else (),
        controls=LobbyControls(
            record.id,
            can_join=len(record.seats) < most,
            can_start=len(record.seats) >= least,
            has_computer=any(seat.computer for seat in record.seats),
            variant=record.variant,
            challenge=challenged is not None,
        ),
    )


def _by_seat(record: GameRecord, of_people: Mapping[int, Any] | None) -> tuple[Any, ...]:
    """The seats of the people of ``of_people`` (user ids), each with its value."""
    if not of_people:
        return ()
    return tuple(
        (seat.position, of_people[seat.user_id])
        for seat in record.seats
        if seat.user_id is not None and seat.user_id in of_people
    )


class LobbyPosts:
    """The handlers of the lobby's notices (``Host.on_notice``)."""

    def __init__(self, host: Host) -> None:
        self._host = host
        self._store = host.store
        self._channel = host.channel

    async def lobby_post(self, record: GameRecord) -> Post:
        """The lobby message, in the server's language, with who is away and how each
        person finishes their games beside their seat, and the member challenged."""
        host = self._host
        people = [seat.user_id for seat in record.seats if seat.user_id is not None]
        away = await host.turn_hooks.absent_now(record.guild_id, people)
        finished, challenged, minimum = await self._store.read(_asked(record, people))
        locale = await self._channel.server_locale(record.guild_id)
        return lobby_post(record, locale, away, finished, challenged, minimum)

    async def lobby(self, entry: Announcement, record: GameRecord, _: LobbyNotice) -> None:
        if record.status != GameStatus.LOBBY:
            # Started or closed since: that change's own notice updates the message.
            await self._store.complete_announcement(entry.id)
            return
        await self._channel.show(entry, record, await self.lobby_post(record))

    async def rematch(self, entry: Announcement, record: GameRecord, notice: RematchNotice) -> None:
        """The lobby as it stands, then a new message (an edit notifies nobody) pinging the
        people invited who have not sat down yet."""
        if record.status != GameStatus.LOBBY:
            await self._store.complete_announcement(entry.id)
            return
        post = await self.lobby_post(record)
        new_id = await self._channel.post_or_edit(record, post, entry)
        if new_id is not None:
            # Kept before the ping is tried: a retry then edits this lobby, never posts another.
            await self._store.set_message_id(record.id, new_id)
        seated = {seat.user_id for seat in record.seats}
        guests = tuple(user for user in notice.invited if user not in seated)
        if guests:
            invitation = RematchInvitation(guests)
            ping = nonce(ids.INVITATION, entry.id)
            await self._channel.say(record, invitation, nonce=ping, mentions=guests)
        await self._store.complete_announcement(entry.id)

    async def challenge_declined(
        self, entry: Announcement, record: GameRecord, notice: ChallengeDeclinedNotice
    ) -> None:
        """The lobby closed (or as it stands, without the challenge's buttons), then a new
        message below it telling the channel, which pings nobody."""
        news = ChallengeDeclined(notice.user_id, notice.closed)
        await self._challenge_ended(entry, record, notice.closed, DECLINED, news, ids.DECLINED)

    async def challenge_expired(
        self, entry: Announcement, record: GameRecord, notice: ChallengeExpiredNotice
    ) -> None:
        """As a declined challenge: the lobby closed (or as it stands), then a new message
        saying the challenge went unanswered, which pings nobody."""
        news = ChallengeExpired(notice.user_id, notice.closed)
        await self._challenge_ended(
            entry, record, notice.closed, CHALLENGE_EXPIRED, news, ids.CHALLENGE_EXPIRED
        )

    async def _challenge_ended(
        self,
        entry: Announcement,
        record: GameRecord,
        closed: bool,
        why: str,
        news: Message,
        kind: str,
    ) -> None:
        """The lobby message, closed for ``why`` or as the lobby stands, then ``news`` below
        it (a mention it names pings nobody), sent with a nonce of ``kind``."""
        locale = await self._channel.server_locale(record.guild_id)
        post = None
        if closed:
            post = Post(LobbyClosed(why), locale)
        elif record.status == GameStatus.LOBBY:  # else a later change shows the game
            post = await self.lobby_post(record)
        if post is not None:
            new_id = await self._channel.post_or_edit(record, post, entry)
            if new_id is not None:
                # Kept before the news is tried: a retry then edits this one.
                await self._store.set_message_id(record.id, new_id)
        await self._channel.say(record, news, nonce=nonce(kind, entry.id))
        await self._store.complete_announcement(entry.id)

    async def lobby_closed(
        self, entry: Announcement, record: GameRecord, notice: LobbyClosedNotice | SaidNotice
    ) -> None:
        locale = await self._channel.server_locale(record.guild_id)
        await self._channel.show(entry, record, Post(closed_message(notice), locale))


def _asked(
    record: GameRecord, people: Sequence[int]
) -> Work[tuple[dict[int, int], int | None, int | None]]:
    """The share of their games (whole percent) each of ``people`` finished, for those with
    enough games to say it; the member the lobby challenges; the least share it asks: read
    in one snapshot."""
    known = yield from reliabilities(record.guild_id, people)
    shares = {user: percent_of(found.share) for user, found in known.items()}
    finished = {user: percent for user, percent in shares.items() if percent is not None}
    challenged = yield store.challenged(record.id)
    minimum = yield store.minimum(record.id)
    return finished, challenged, minimum
