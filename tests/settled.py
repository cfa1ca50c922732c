"""The one wait for a game host to be quiet, in the host's tests and the Discord ones.

Quiet is what the host's loops say of themselves (``Loop.idle``): the outbox and the timers'
dispatcher each asleep with nothing in hand (no delivery, no timer's act: a review is one), no
look asked for, and nothing due before its nap ends. The wait awaits
the loops lying down (``Loop.lies_down``), never a sleep of its own: it returns as soon as
the last of them rests."""

from __future__ import annotations

import asyncio

from azul_bot.core import GameService

PATIENCE = 60.0
"""Seconds of real time after which a host that has not settled fails the test (a failure
guard only: nothing waits for it)."""


async def settled(host, advance: float = 0.0) -> None:
    """Move the host's clock on by ``advance`` seconds (a ``ManualClock``), then return once
    every loop of ``host`` (a ``GameService``, or a bot's) is quiet: whatever came due by
    then was handled, and every notice it made was posted."""
    service = host if isinstance(host, GameService) else host.service
    if advance:
        await service.clock.advance(advance)
    try:
        await asyncio.wait_for(_quiet(service), PATIENCE)
    except TimeoutError:
        busy = [loop.name for loop in service.loops if not loop.idle]
        raise AssertionError(f"the host did not settle: {', '.join(busy)} still busy") from None


async def _quiet(service: GameService) -> None:
    while busy := [loop for loop in service.loops if not loop.idle]:
        naps = [loop.lies_down() for loop in busy]
        try:
            await asyncio.wait(naps, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for nap in naps:
                nap.cancel()
