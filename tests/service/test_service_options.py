"""The loops' leases and polls are options of the service (``ServiceOptions``), not module
constants: two processes on one database, one of them stuck mid-delivery, show the claims
kept for the lease the options name and an idle loop looking as often as they say."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import Any

from azul_bot.core import GameService, Post, ServiceOptions
from azul_bot.features.lobby import Lobby
from azul_bot.features.settings import Preferences
from tests.fakes import FakeChannels
from tests.service.conftest import ALICE, BOB, CHANNEL, GUILD, lobby_with, play_first_legal, started
from tests.settled import settled

LEASE, POLL = 7.0, 3.0
"""Shorter than the defaults: outbox 30 s and 10 s, timers 60 s and 30 s."""
PATIENCE = 10.0
"""Seconds of real time a broken run waits before it fails (a guard, never a measure)."""


@dataclass
class Stuck(FakeChannels):
    """A publisher that, once ``armed``, never returns from a post: a process stuck
    mid-delivery (the test then stops its loops: killed), its claim held until the claim's
    lease runs out."""

    armed: bool = True
    reached: asyncio.Event = field(default_factory=asyncio.Event)

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        if not self.armed:
            return await super().post(channel_id, post, nonce=nonce)
        self.reached.set()
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


class Looks:
    """The store, noting each time the outbox has looked for notices."""

    def __init__(self, store) -> None:
        self._store = store
        self.looked = asyncio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    async def claim_announcements(self, now: float, *, limit: int, lease: float) -> list:
        claimed = await self._store.claim_announcements(now, limit=limit, lease=lease)
        self.looked.set()
        return claimed


async def test_a_notice_a_stuck_process_claimed_is_posted_by_another_after_the_outbox_lease(
    make_service, store, clock, channels
):
    stuck = Stuck()
    first = await make_service(publisher=stuck, outbox_lease=LEASE, flush_timeout=0.0)
    await first.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await asyncio.wait_for(stuck.reached.wait(), PATIENCE)  # claimed, and stuck posting it
    await first.outbox.stop()
    # Its loops not started (which would free every claim): the lease alone frees this one.
    other = GameService(store, channels, ServiceOptions(clock=clock, outbox_lease=LEASE))
    try:
        await clock.advance(LEASE - 0.5)
        assert await other.outbox.run_once() == 0
        await clock.advance(0.5)
        assert await other.outbox.run_once() == 1
        assert len(channels.in_channel(CHANNEL)) == 1  # the lobby, posted by the other
    finally:
        await other.close()


async def test_a_move_claims_its_own_notice_for_the_outbox_lease_too(
    make_service, store, clock, channels
):
    stuck = Stuck(armed=False)
    first = await make_service(publisher=stuck, outbox_lease=LEASE)
    table = await started(first, ALICE, BOB)
    assert await first.outbox.flush(table.game_id, PATIENCE)
    stuck.armed = True
    # The mover posts its own move's notice, claimed with the move: stuck posting it.
    moving = asyncio.create_task(play_first_legal(first, table))
    await asyncio.wait_for(stuck.reached.wait(), PATIENCE)
    moving.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await moving
    await first.outbox.stop()
    other = GameService(store, channels, ServiceOptions(clock=clock, outbox_lease=LEASE))
    try:
        await clock.advance(LEASE - 0.5)
        assert await other.outbox.run_once() == 0
        await clock.advance(0.5)
        assert await other.outbox.run_once() == 1
    finally:
        await other.close()


async def test_a_timer_a_stuck_process_claimed_is_fired_by_another_after_the_timer_lease(
    make_service, store, clock, channels
):
    stuck = Stuck(armed=False)
    first = await make_service(publisher=stuck, timer_lease=LEASE)
    await first.room(Preferences).update_settings(GUILD, time_limit="3h", reminder="1h")
    await lobby_with(first, ALICE, BOB)
    table = await first.room(Lobby).start(CHANNEL, ALICE)
    assert await first.outbox.flush(table.game_id, PATIENCE)
    stuck.armed = True
    await clock.advance(3600)  # the reminder is due: claimed, and stuck posting it
    await asyncio.wait_for(stuck.reached.wait(), PATIENCE)
    await first.timers.stop()
    other = GameService(store, channels, ServiceOptions(clock=clock, timer_lease=LEASE))
    try:
        await clock.advance(LEASE - 0.5)
        assert await other.timers.run_due() == 0
        await clock.advance(0.5)
        assert await other.timers.run_due() == 1
        [reminder] = channels.in_channel(CHANNEL)
        assert reminder.text.startswith("⏳")
    finally:
        await other.close()


async def test_an_idle_outbox_looks_for_another_process_notices_as_often_as_its_poll(
    make_service, store, clock, channels
):
    looks = Looks(store)
    watching = await make_service(store=looks, outbox_poll=POLL)
    await asyncio.wait_for(looks.looked.wait(), PATIENCE)  # nothing yet: it naps for the poll
    # Another process (its loops not started) stores a lobby: nobody wakes the watching one.
    other = GameService(store, FakeChannels(), ServiceOptions(clock=clock, flush_timeout=0.0))
    try:
        await other.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
        await clock.advance(POLL - 0.5)
        assert channels.in_channel(CHANNEL) == []
        await settled(watching, 0.5)
        assert len(channels.in_channel(CHANNEL)) == 1  # the lobby, posted by the watching one
    finally:
        await other.close()
