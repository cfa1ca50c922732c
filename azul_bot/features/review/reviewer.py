"""The review of a finished game, the act of its timer (``ids.REVIEW``: a club's timer of the
game's server, the game's id its subject): the hard computer weighs every move the game's
people made (in the computers' process pool, off the event loop) and the verdicts are stored,
once.

The timer is set due at once in the transaction that ends the game (``store.queued``), and by
a reader asking for a review still waiting. Its act waits for the game's announcements to be
out first, so the final scores are never held up by the review: while one of them cannot go
out yet, the timer is set again a little later, as it is while this process makes another
review (one at a time, and no timer's act waiting idle for its turn). The timer's lease is
the claim: a process that
dies mid-review leaves it to come due again (a sole process starting up frees it at once), and
``complete_review`` keeps the first verdicts only, so two processes never store a review twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

from azul_bot.ai import review_from_state
from azul_bot.core import Host
from azul_bot.core.db import GameNotFound, GameRecord, MoveRecord, Timer

from . import store as reviews

log = logging.getLogger("azul.review")

REVIEW_BUDGET = 0.2
"""The hard search's work per move a review weighs, in the coach's seconds (untimed, so the
same game always gets the same review): ``azul_bot.ai.review``."""
RECHECK = 5.0
"""Seconds a review waits for its game's announcements to go out at most (less with a short
timer lease), and then, if one still has not or another review is being made here, until
its timer is due again."""


class Reviewer:
    """Reviews the finished games of every server, one at a time in a process (a review holds
    one of the computers' workers for seconds; the other stays free for the computers'
    turns)."""

    def __init__(self, host: Host):
        self._host = host
        self._thinkers = host.thinkers
        self._making: int | None = None
        """The game whose review this process is making now."""
        self._put_off: dict[int, int] = {}
        """The games (with their server) whose review was put off while it was made: they
        come due as soon as it is stored."""
        self._finished: dict[int, list[asyncio.Future[None]]] = {}
        """Per game, the readers to wake when this process has its review stored."""

    async def review(self, timer: Timer) -> None:
        """The game's review timer is due (``Host.on_boundary``): its review made and stored,
        once, after the game's announcements are out."""
        game_id, guild_id = timer.subject, timer.guild_id
        if game_id is None or guild_id is None:
            raise ValueError(f"review timer {timer.id} names no game")
        host = self._host
        # Waited for well within the timer's lease: never claimed again while it waits.
        ready = self._making is None and await host.outbox.flush(
            game_id, min(RECHECK, host.options.timer_lease / 4)
        )
        if not ready or self._making is not None:  # or another began while it waited
            later = host.clock.now() + RECHECK
            await host.store.write(reviews.review_later(timer.id, game_id, guild_id, later))
            if self._making is not None:
                self._put_off[game_id] = guild_id
            return
        self._making = game_id
        try:
            review = await host.store.read(reviews.read_review(game_id))
            if review is not None and review.done_at is None:
                verdicts = await self._verdicts(game_id)
                await host.store.write(reviews.complete_review(game_id, verdicts, host.clock.now()))
        finally:
            self._making = None
        self._wake(game_id)  # made now, made already (here or elsewhere), or never queued
        await self._next()

    async def _next(self) -> None:
        """The reviews put off while one was made come due now: the next follows at once."""
        waiting, self._put_off = self._put_off, {}
        host = self._host
        for game_id, guild_id in waiting.items():
            await host.store.write(reviews.review_due(game_id, guild_id, host.clock.now()))
        if waiting:
            host.timers.kick()

    async def _verdicts(self, game_id: int) -> list[dict[str, Any]]:
        store = self._host.store
        try:
            record = await store.get_game(game_id)
            start = await store.start_state(game_id)
            moves = await store.moves(game_id)
        except GameNotFound:
            return []  # deleted since: nothing to review, and nothing to try again
        if start is None:
            log.warning("game %s: no first position kept; its review is empty", game_id)
            return []
        seats = people_seats(record)
        plies = own_plies(record, moves)
        try:
            found = await self._thinkers.run(
                review_from_state,
                start,
                [m.move for m in moves],
                list(seats),
                game_id,
                self._thinkers.budget("review", REVIEW_BUDGET),
                list(plies),
            )
        except ValueError:
            # A stored game the engine refuses cannot be reviewed, now or later.
            log.exception("game %s: its moves do not replay; its review is empty", game_id)
            return []
        return [_stored(*verdict) for verdict in found]

    async def reviewed(self, game_id: int, timeout: float) -> None:
        """Wait up to ``timeout`` seconds for this process to have ``game_id``'s review
        stored (its timer set due at once by the caller); the caller reads the store after,
        whatever happened."""
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self._finished.setdefault(game_id, []).append(done)
        try:
            await asyncio.wait({done}, timeout=timeout)
        finally:
            waiting = self._finished.get(game_id, [])
            if done in waiting:
                waiting.remove(done)
            if not waiting:
                self._finished.pop(game_id, None)

    def _wake(self, game_id: int) -> None:
        for done in self._finished.get(game_id, ()):
            if not done.done():
                done.set_result(None)


def people_seats(record: GameRecord) -> list[int]:
    """The seats people held (a computer's is nobody's to learn from)."""
    return [seat.position for seat in record.seats if seat.user_id is not None]


def own_plies(record: GameRecord, moves: Sequence[MoveRecord]) -> list[int]:
    """The indexes of the moves people made themselves: not a computer's, not a stand-in's
    made for them."""
    people = set(people_seats(record))
    return [ply for ply, move in enumerate(moves) if move.seat in people and not move.by_stand_in]


_VERDICT_KEYS = (
    "ply",
    "seat",
    "played",
    "best",
    "played_value",
    "best_value",
    "played_chance",
    "best_chance",
)
"""A stored verdict's keys; one stored before winning chances were kept has the first six."""


def _stored(*verdict: Any) -> dict[str, Any]:
    return dict(zip(_VERDICT_KEYS, verdict, strict=True))
