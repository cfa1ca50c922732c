"""A challenge ("Challenge to Azul", from a member's menu): a lobby opened as ``/azul new``
opens one, with its host's challenge to one member, who is pinged by the lobby message and
answers with its Accept and Decline buttons.

The challenge is kept with the lobby (its own row: ``store.challenged``) until it is answered:
Accept seats the member challenged as joining would; Decline closes the lobby when nobody
else sat down (the host asked for that one opponent), or leaves it open for those who did;
and joining without Accept answers it too. An answer is checked against what is kept, not
against the button: a forged one, or one pressed by anybody else, changes nothing.

A challenge nobody answers expires a day after it was made (its ``CHALLENGE_EXPIRY`` timer,
kept at that time through the lobby's changes): as on a Decline, the lobby closes when nobody
else sat down, else it stays open without the challenge, and the channel is told without a
ping. Like every timer's act it runs under the channel's lock on the lobby as it was when the
timer was set, in one transaction that replaces the lobby's timers: after a crash it comes due
again and acts once, or finds the lobby moved on and does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core import Host, ServiceError, StaleTurn, safe_name, seat_of
from azul_bot.core.db import GameNotFound, GameRecord, GameStatus, Timer

from . import ids, store
from .lobby import Lobby, LobbyView
from .posts import challenge_declined_notice, challenge_expired_notice


class CannotChallenge(ServiceError):
    """A member who cannot be challenged here: oneself, a bot, one who cannot see the
    channel; or an answer to a challenge by someone it is not for."""

    code = "cannot_challenge"


@dataclass(frozen=True)
class Challenged:
    """The member challenged, as Discord knows them: their id, their name, whether they are
    a bot, and whether they can see the channel."""

    user_id: int
    name: str
    bot: bool = False
    sees_channel: bool = True


@dataclass(frozen=True)
class Declined:
    """A declined challenge: the lobby ``closed`` with it, or stays open for the others."""

    game_id: int
    closed: bool
    published: bool = True


def check_challenge(challenger_id: int, challenged: Challenged) -> None:
    """Refuse a challenge nobody could answer: to oneself, to a bot, or to a member who
    cannot see the channel (they would never see the lobby)."""
    if challenged.user_id == challenger_id:
        raise CannotChallenge(ids.CHALLENGE_SELF)
    if challenged.bot:
        raise CannotChallenge(ids.CHALLENGE_BOT, name=safe_name(challenged.name))
    if not challenged.sees_channel:
        raise CannotChallenge(ids.CHALLENGE_UNSEEN, name=safe_name(challenged.name))


class Challenges:
    def __init__(self, host: Host, lobby: Lobby) -> None:
        self._host = host
        self._lobby = lobby

    async def challenge(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        challenged: Challenged,
        *,
        parent_id: int | None = None,
    ) -> LobbyView:
        """A lobby here hosted by ``user_id``, challenging ``challenged``; refused as
        ``/azul new`` is (a game open here) and when nobody could answer it.
        ``parent_id``: ``channel_id`` is a thread of that channel."""
        check_challenge(user_id, challenged)
        return await self._lobby.open_lobby(
            guild_id,
            channel_id,
            user_id,
            name,
            parent_id=parent_id,
            challenged_id=challenged.user_id,
        )

    async def accept(self, channel_id: int, user_id: int, name: str, game_id: int) -> LobbyView:
        """The member challenged takes their seat, as joining would."""
        lobby = self._lobby
        async with self._host.lock(channel_id):
            record = await self._open_challenge(channel_id, user_id, game_id)
            seats = await lobby.seats_with(record, user_id, name)
            record = await lobby.update(record, record.host_id, seats, end_challenge=True)
            return await lobby.view(record)

    async def decline(self, channel_id: int, user_id: int, game_id: int) -> Declined:
        """The member challenged says no: the lobby closes when no one but its host sat
        down, else it stays open for those who did (the challenge alone ends)."""
        lobby = self._lobby
        async with self._host.lock(channel_id):
            record = await self._open_challenge(channel_id, user_id, game_id)
            others = {seat.user_id for seat in record.seats} - {None, record.host_id}
            notice = challenge_declined_notice(user_id, closed=not others)
            if others:
                record = await lobby.update(
                    record, record.host_id, record.seats, notice, end_challenge=True
                )
            else:
                await lobby.close_lobby(record, notice)
            published = await self._host.announced(record)
            return Declined(record.id, closed=not others, published=published)

    async def expire(self, timer: Timer, record: GameRecord) -> None:
        """The ``CHALLENGE_EXPIRY`` timer: the challenge still open ends unanswered."""
        challenged = await self._challenged(record)
        if challenged is not None:
            await self._expire(record, challenged, close=False)

    async def expire_lobby(self, timer: Timer, record: GameRecord) -> None:
        """The ``LOBBY_EXPIRY`` timer: a lobby still holding its challenge (its expiry came
        due with the challenge's, or it was made by an older version, without one) closes
        saying the challenge went unanswered; any other closes as a lobby does."""
        challenged = await self._challenged(record)
        if challenged is not None:
            await self._expire(record, challenged, close=True)
        else:
            await self._lobby.expire(timer, record)

    async def _challenged(self, record: GameRecord) -> int | None:
        """The member the lobby ``record`` challenges, until they answer; None: no lobby,
        or no challenge open."""
        if record.status != GameStatus.LOBBY:
            return None
        host = self._host
        challenged: int | None = await host.read(host.store.read(store.challenged(record.id)))
        return challenged

    async def _expire(self, record: GameRecord, challenged: int, *, close: bool) -> None:
        """End the challenge of ``record`` to ``challenged`` unanswered: the lobby closes when
        nobody but its host sat down (or when ``close``), else it stays open for those who
        did. The caller (the timer's act) holds the channel's lock."""
        others = {seat.user_id for seat in record.seats} - {None, record.host_id}
        closed = close or not others
        notice = challenge_expired_notice(challenged, closed=closed)
        if closed:
            await self._lobby.close_lobby(record, notice)
        else:
            await self._lobby.update(
                record, record.host_id, record.seats, notice, end_challenge=True
            )

    async def _open_challenge(self, channel_id: int, user_id: int, game_id: int) -> GameRecord:
        """The lobby ``game_id`` of this channel, whose open challenge is to ``user_id``:
        a lobby that started or closed, or whose challenge was answered, has moved on; one
        challenging somebody else is theirs to answer. The caller holds the channel's
        lock."""
        host = self._host
        try:
            record = await host.read(host.store.get_game(game_id))
        except GameNotFound:  # a forged button: no such game
            raise StaleTurn(ids.CHALLENGE_MOVED_ON) from None
        challenged = await self._challenged(record)
        if (
            record.channel_id != channel_id
            or record.status != GameStatus.LOBBY
            or challenged is None
            or (challenged == user_id and seat_of(record, user_id) is not None)
        ):
            raise StaleTurn(ids.CHALLENGE_MOVED_ON, record.message_id)
        if challenged != user_id:
            raise CannotChallenge(ids.NOT_CHALLENGED, challenged=challenged)
        return record
