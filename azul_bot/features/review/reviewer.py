"""The loop that reviews finished games: it claims a waiting review from the store, has the
hard computer weigh every move the game's people made (in the computers' process pool, off
the event loop) and stores the verdicts, once.

A review waits in the store from the transaction that ended its game (``store.queued``) and
is claimable once the game's end is announced, so the final scores are never held up by it.
A claim is a lease: a process that dies mid-review leaves it to the next claimer when the
lease ends (a sole process starting up frees it at once), and ``complete_review`` keeps the
first verdicts only, so two shards never store a review twice.

The reviewer is not left to find a review at its next poll: it looks at once when it starts,
and it watches the games whose review waits, those the store holds waiting then (a game whose
final scores a dead process never posted) and those a move made here ends, looking again each
time one of their announcements is out. Only a game another process ended is found at the
poll (``idle_poll``), or when a reader asks (``reviewed``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

from azul_bot.ai import review_from_state
from azul_bot.core import Host, Loop, Thinkers, log_failure
from azul_bot.core.db import GameNotFound, GameRecord, MoveRecord, StoreError

from . import store as reviews

log = logging.getLogger("azul.review")

REVIEW_BUDGET = 0.2
"""The hard search's work per move a review weighs, in the coach's seconds (untimed, so the
same game always gets the same review): ``azul_bot.ai.review``."""
WATCHED = 1000
"""The most games watched for their end's announcement (a game another process reviews is
never claimed here, so never unwatched): beyond it the oldest is left to the poll."""


class Reviewer(Loop):
    """Reviews the finished games of every server, one at a time (a review holds one of the
    computers' workers for seconds; the other stays free for the computers' turns)."""

    name = "azul-reviewer"

    def __init__(self, host: Host, thinkers: Thinkers, *, lease: float, idle_poll: float):
        super().__init__(host.clock)
        self._host = host
        self._thinkers = thinkers
        self._lease = lease
        self._idle_poll = idle_poll
        self._finished: dict[int, list[asyncio.Future[None]]] = {}
        """Per game, the readers to wake when this process stores its review."""
        self._watched: dict[int, None] = {}
        """The games whose review waited at start-up, oldest first: one of their
        announcements out, the reviewer looks again."""

    def ended(self, game_id: int) -> None:
        """A move stored here ended ``game_id``: its review waits from now, claimable once
        its end is posted (``announced``)."""
        self._watch(game_id)

    def announced(self, game_id: int) -> None:
        """One of ``game_id``'s announcements is out (``Host.on_delivered``): if its review
        waits, it may be due now."""
        if game_id in self._watched:
            self.kick()

    def _watch(self, game_id: int) -> None:
        self._watched[game_id] = None
        while len(self._watched) > WATCHED:
            del self._watched[next(iter(self._watched))]  # the poll finds it still

    async def release(self) -> None:
        await self._host.store.write(reviews.release_reviews())

    async def _run(self) -> None:
        try:
            for waiting in await self._host.store.read(reviews.waiting_reviews()):
                self._watch(waiting)
        except StoreError as error:
            log_failure(log, error, "the reviewer cannot read the reviews waiting")
        while True:
            self._nap.awake()
            looked_at = self._clock.now()
            try:
                claim = reviews.claim_review(looked_at, self._lease)
                game_id: int | None = await self._host.store.write(claim)
            except StoreError as error:
                log_failure(log, error, "the reviewer cannot read the database")
                game_id = None
            if game_id is None:
                await self._nap.until(looked_at + self._idle_poll)
                continue
            self._watched.pop(game_id, None)
            await self._review(game_id)

    async def _review(self, game_id: int) -> None:
        try:
            verdicts = await self._verdicts(game_id)
            done = reviews.complete_review(game_id, verdicts, self._clock.now())
            await self._host.store.write(done)
        except StoreError as error:
            # Left claimed: the lease runs out and it is reviewed again.
            log_failure(log, error, "game %s: could not review it", game_id)
            return
        self._wake(game_id)

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
        """Wait up to ``timeout`` seconds for this process to store ``game_id``'s review
        (looking for it at once); the caller reads the store after, whatever happened."""
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self._finished.setdefault(game_id, []).append(done)
        self.kick()
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


def _stored(
    ply: int, seat: int, played: str, best: str, played_value: float, best_value: float
) -> dict[str, Any]:
    return {
        "ply": ply,
        "seat": seat,
        "played": played,
        "best": best,
        "played_value": played_value,
        "best_value": best_value,
    }
