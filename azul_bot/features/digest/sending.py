"""The digest's day: its timer comes due at the person's chosen time, the games waiting on
them are listed, and one direct message goes out, once.

The day is marked sent, the direct message queued (the outbox) and the next day's timer set
in ONE transaction: a crash before it leaves the timer to come due again, a crash after it
leaves the message to the outbox, and a day already marked (a restart, another process, a new
time chosen the same day) sends nothing. The post's nonce is made from the announcement's id,
so a retry after a crash never shows it twice.
"""

from __future__ import annotations

import logging

from azul_bot.core import DmTried, Host, PublishError, nonce, time_limit_of
from azul_bot.core.db import Announcement, GameRecord, Notice, Timer

from . import store as digests
from . import waiting
from .ids import DIGEST, DIGEST_DM
from .times import local_day, next_digest
from .zones import zone_of

log = logging.getLogger("azul.digest")


class DigestSender:
    def __init__(self, host: Host) -> None:
        self._host = host

    async def send(self, timer: Timer) -> None:
        """The person's digest timer is due: the day's digest, once (see the module)."""
        store, user_id = self._host.store, timer.user_id
        if user_id is None:
            raise ValueError(f"digest timer {timer.id} belongs to nobody")
        digest = await store.read(digests.read_digest(user_id))
        if digest is None or digest.at is None or digest.zone is None:
            return  # turned off meanwhile: its timer went with it
        now = self._host.clock.now()
        zone = zone_of(digest.zone)
        day = local_day(now, zone)
        following = next_digest(digest.at, zone, now, after_day=max(day, digest.sent_on or day))
        notice = None
        if await store.read(digests.dms_closed_at(user_id)) is None:  # else it could not arrive
            games = await self._waiting(user_id)
            if games:
                notice = Notice(DIGEST, waiting.encode(day, games))
        sent = await self._host.stored(
            store.write(
                digests.send_digest(
                    user_id, day, timer_id=timer.id, next_due=following, notice=notice
                )
            )
        )
        log.info("user %s: digest of %s %s", user_id, day, "sent" if sent else "already done")

    async def _waiting(self, user_id: int) -> list[tuple[GameRecord, int, float | None, str]]:
        """The running games waiting on the person, in every server, each with their seat
        and when their time runs out; not those of a server where they are away (their turns
        wait for them there, and the digest is no reminder of them)."""
        found = []
        away: dict[int, bool] = {}
        for record in await self._host.store.running_games_anywhere(user_id):
            seat = waiting.waiting_seat(record, user_id)
            if seat is None:
                continue
            if record.guild_id not in away:
                gone = await self._host.turn_hooks.absent_now(record.guild_id, [user_id])
                away[record.guild_id] = user_id in gone
            if not away[record.guild_id]:
                link = await self._host.channel.link(record, message=False)
                found.append((record, seat, await self._deadline(record), link))
        return found

    async def _deadline(self, record: GameRecord) -> float | None:
        return time_limit_of(await self._host.store.timers_of(record.id), record)

    async def post(self, entry: Announcement) -> None:
        """The digest's direct message, in the person's language. One that does not get
        through for now is tried again by the outbox; to someone who accepts no direct
        message from the bot (remembered, as for any DM) it is dropped."""
        store = self._host.store
        message = waiting.decode(entry.payload)
        sent = nonce(DIGEST_DM, entry.id)
        tried = await self._host.letters.send(entry.channel_id, message, nonce=sent)
        if tried is DmTried.FAILED:
            raise PublishError(f"digest {entry.id}: {tried}")  # the outbox tries again
        if tried is DmTried.CLOSED:
            await store.drop_announcement(entry.id, error=str(tried))
            return
        await store.complete_announcement(entry.id)
