"""The review after the game, in the host: a finished game's review is made by its timer's
act (in the computers' pool), once; each player reads their own moves, the costliest first;
a computer's moves and a stand-in's made for a person are never reviewed as that person's;
only the game's players may read it."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest

from azul_bot.ai import COSTLY, Label, review_from_state
from azul_bot.ai.chances import chance_at
from azul_bot.core import NoGame, NotInGame, Refusal, Thinkers
from azul_bot.core.db import MoveRecord, Seat
from azul_bot.engine import Game, parse_move
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Endings, Turns
from azul_bot.features.review import ReviewOptions, Reviews
from azul_bot.features.review.ids import NO_GAME_TO_REVIEW, NOT_YOUR_GAME
from azul_bot.features.review.reviewer import own_plies
from tests.conftest import ShortGames
from tests.features.review.helpers import (
    complete_review,
    finished,
    finished_from_here,
    games_to_review,
    poor_move,
    review_due,
    review_of,
)
from tests.service import conftest as host_tests
from tests.service.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, NAMES, lobby_with
from tests.settled import PATIENCE, settled

# The host's tests' fixtures, found by name: its service on one SQLite file.
store, channels, clock = host_tests.store, host_tests.channels, host_tests.clock
make_service = host_tests.make_service

BUDGET = 0.02
"""The review's search budget here: a fraction of production's, the same code."""


@pytest.fixture
def thinkers():
    pool = ThreadPoolExecutor(2)
    yield Thinkers(pool, budgets={"move": 0.02, "hint": 0.02, "review": BUDGET})
    pool.shutdown()


@pytest.fixture
def longer_games() -> ShortGames:
    return games_to_review()


@pytest.fixture
async def reviewing(make_service, thinkers, longer_games):
    # A reader waits for a review being made as long as the tests wait for anything.
    return await make_service(
        thinkers=thinkers,
        new_game=longer_games,
        computer_pause=0.5,
        pictures={"review"},
        own=(ReviewOptions(wait=PATIENCE),),
    )


async def test_each_player_reads_their_own_costliest_moves_with_pictures(reviewing, clock, store):
    game_id = await finished(reviewing, clock, ALICE, BOB)
    reviews = reviewing.room(Reviews)
    for user in (ALICE, BOB):
        shown = await reviews.review(GUILD, user, None, "en")  # their latest game
        assert shown.game_id == game_id and shown.ready
        seat = next(s for s in shown.seats if s.user_id == user).position
        assert shown.seat == seat and shown.weighed > 0
        assert 0 < len(shown.costly) <= 3
        losses = [before - after for before, after in (c.chances for c in shown.costly)]
        assert losses == sorted(losses, reverse=True) and min(losses) >= Label.INACCURACY.least
        assert min(costly.lost for costly in shown.costly) >= COSTLY
        assert all(isinstance(costly.label, Label) for costly in shown.costly)
        moves = await store.moves(game_id)
        for costly in shown.costly:
            assert moves[costly.ply].seat == seat  # their own move, never the other's
            assert costly.picture is not None and costly.picture.startswith(b"\x89PNG")
            assert str(costly.played.move) == moves[costly.ply].move
            assert costly.best.move != costly.played.move
    stored = await review_of(store, game_id)
    assert {verdict["seat"] for verdict in stored.verdicts} == {0, 1}


async def test_the_review_is_made_once_and_kept(reviewing, clock, store, thinkers):
    game_id = await finished(reviewing, clock, ALICE, BOB)
    first = await reviewing.room(Reviews).review(GUILD, ALICE, game_id)
    done = await review_of(store, game_id)
    assert first.ready and done.done_at is not None
    await settled(reviewing)
    assert await review_due(store, game_id, GUILD) is None  # nothing waits: its timer is done
    assert not await complete_review(store, game_id, [], clock.now())  # kept as it was
    again = await reviewing.room(Reviews).review(GUILD, ALICE, game_id)
    assert again == first


async def test_a_computers_moves_are_not_reviewed(reviewing, clock, store):
    await reviewing.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, NAMES[ALICE])
    await reviewing.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    game_id = (await reviewing.room(Lobby).start(CHANNEL, ALICE)).game_id
    await finished_from_here(reviewing, clock)
    shown = await reviewing.room(Reviews).review(GUILD, ALICE, game_id)
    assert shown.ready and shown.weighed > 0
    record = await store.get_game(game_id)
    computer = next(s.position for s in record.seats if s.computer)
    verdicts = (await review_of(store, game_id)).verdicts
    assert verdicts and all(verdict["seat"] != computer for verdict in verdicts)


async def test_a_stand_ins_moves_are_marked_and_left_out_of_the_persons_review(
    reviewing, clock, store
):
    await lobby_with(reviewing, ALICE, BOB, CAROL)
    await reviewing.room(Lobby).start(CHANNEL, ALICE)
    await reviewing.room(Endings).resign(CHANNEL, BOB)  # a computer plays Bob's seat from now on
    record = await store.active_game(CHANNEL)
    game_id = record.id
    bob = next(s.position for s in record.seats if s.user_id == BOB)
    await finished_from_here(reviewing, clock)
    moves = await store.moves(game_id)
    assert [m.by_stand_in for m in moves if m.seat == bob] and all(
        m.by_stand_in for m in moves if m.seat == bob
    )
    assert not any(m.by_stand_in for m in moves if m.seat != bob)
    shown = await reviewing.room(Reviews).review(GUILD, BOB, game_id)
    assert shown.ready and shown.weighed == 0 and not shown.costly
    verdicts = (await review_of(store, game_id)).verdicts
    assert verdicts and all(verdict["seat"] != bob for verdict in verdicts)


def test_own_plies_leave_out_computers_and_stand_ins():
    seats = (Seat(0, ALICE, "Alice"), Seat(1, None, "easy", computer="easy"))
    moves = [
        MoveRecord(1, 1, 0, "1r1", 0.0),
        MoveRecord(1, 2, 1, "2b2", 0.0),  # the computer's
        MoveRecord(1, 3, 0, "cr3", 0.0, by_stand_in=True),
        MoveRecord(1, 4, 0, "3k4", 0.0),
    ]
    assert own_plies(SimpleNamespace(seats=seats), moves) == [0, 3]


async def test_only_the_games_players_may_read_its_review(reviewing, clock, store):
    reviews = reviewing.room(Reviews)
    with pytest.raises(NoGame) as none_yet:
        await reviews.review(GUILD, ALICE, None)
    assert none_yet.value.reason == NO_GAME_TO_REVIEW
    game_id = await finished(reviewing, clock, ALICE, BOB)
    with pytest.raises(NotInGame) as stranger:
        await reviews.review(GUILD, CAROL, game_id)
    assert stranger.value.reason == NOT_YOUR_GAME
    with pytest.raises(NoGame) as elsewhere:
        await reviews.review(GUILD + 1, ALICE, game_id)
    assert elsewhere.value.reason is Refusal.NOT_FINISHED_HERE
    with pytest.raises(NoGame) as unknown:
        await reviews.review(GUILD, ALICE, game_id + 50)
    assert unknown.value.reason is Refusal.NO_SUCH_GAME
    await lobby_with(reviewing, ALICE, BOB)
    running = await reviewing.room(Lobby).start(CHANNEL, ALICE)
    with pytest.raises(NoGame) as unfinished:
        await reviews.review(GUILD, ALICE, running.game_id)
    assert unfinished.value.reason is Refusal.NOT_FINISHED_HERE


async def test_moves_that_cost_less_than_the_threshold_are_not_shown(
    make_service, thinkers, longer_games, clock, store
):
    # A host whose timers never fire: the test writes the verdicts itself.
    quiet_reviewer = await make_service(
        thinkers=thinkers, new_game=longer_games, own=(ReviewOptions(wait=0.01),)
    )
    await quiet_reviewer.timers.stop()
    game_id = await finished(quiet_reviewer, clock, ALICE, BOB)
    waiting = await quiet_reviewer.room(Reviews).review(GUILD, ALICE, game_id)
    assert not waiting.ready  # asked before it is made: on its way
    moves = await store.moves(game_id)
    mine = [ply for ply, move in enumerate(moves) if move.seat == 0]
    small = COSTLY - 0.5
    verdicts = [
        {
            "ply": ply,
            "seat": 0,
            "played": moves[ply].move,
            "best": moves[ply].move,
            "played_value": 0.0,
            "best_value": small,
        }
        for ply in mine
    ]
    assert await complete_review(store, game_id, verdicts, clock.now())
    shown = await quiet_reviewer.room(Reviews).review(GUILD, ALICE, game_id)
    assert shown.ready and shown.weighed == len(mine) and shown.costly == ()
    assert shown.lost == pytest.approx(small * len(mine), abs=0.1)


async def test_a_review_stored_before_winning_chances_were_kept_shows_its_moves_labelled(
    make_service, thinkers, longer_games, clock, store
):
    # Verdicts as an earlier version stored them (values, no chances): the moves it showed
    # then are labelled by the chances worked out from their values at the table before
    # them; one that lost points but no chances (a game long decided) is not shown.
    quiet_reviewer = await make_service(
        thinkers=thinkers, new_game=longer_games, own=(ReviewOptions(wait=0.01),)
    )
    await quiet_reviewer.timers.stop()
    game_id = await finished(quiet_reviewer, clock, ALICE, BOB)
    moves = await store.moves(game_id)
    first, decided = [ply for ply, move in enumerate(moves) if move.seat == 0][:2]
    befores, game = {}, Game.from_dict(await store.start_state(game_id))
    for ply, move in enumerate(moves[: decided + 1]):
        befores[ply] = game.copy()
        game.play(parse_move(move.move))

    def verdict(ply: int, played: float, best: float) -> dict:
        other = next(str(m) for m in befores[ply].legal_moves() if str(m) != moves[ply].move)
        keys = ("ply", "seat", "played", "best", "played_value", "best_value")
        return dict(zip(keys, (ply, 0, moves[ply].move, other, played, best), strict=True))

    stored = [verdict(first, -60.0, 60.0), verdict(decided, 200.0, 203.5)]
    assert await complete_review(store, game_id, stored, clock.now())
    shown = await quiet_reviewer.room(Reviews).review(GUILD, ALICE, game_id)
    assert [costly.ply for costly in shown.costly] == [first]
    before = befores[first]
    expected = (round(chance_at(before, 60.0), 3), round(chance_at(before, -60.0), 3))
    assert shown.costly[0].chances == expected and shown.costly[0].label is Label.BLUNDER
    assert shown.costly[0].lost == 120.0


async def test_a_game_from_before_reviews_were_kept_is_reviewed_when_asked(
    reviewing, clock, store, sqlite_file
):
    game_id = await finished(reviewing, clock, ALICE, BOB)
    await reviewing.room(Reviews).review(GUILD, ALICE, game_id)
    with contextlib.closing(sqlite3.connect(sqlite_file)) as db, db:
        db.execute("DELETE FROM reviews WHERE game_id = ?", (game_id,))
    assert await review_of(store, game_id) is None
    shown = await reviewing.room(Reviews).review(GUILD, ALICE, game_id)
    assert shown.ready and (await review_of(store, game_id)).done_at is not None


async def made(store, game_id: int) -> None:
    """Wait until ``game_id``'s review is stored (made in the computers' pool meanwhile),
    giving up after ``PATIENCE`` seconds of the event loop. The test's clock never moves, so no
    timer set for later can be what started it."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + PATIENCE
    while (await review_of(store, game_id)).done_at is None:
        if loop.time() > give_up:
            raise AssertionError(f"game {game_id}'s review was never made")
        await asyncio.sleep(0.002)


async def test_a_review_left_waiting_by_a_restart_starts_once_the_end_is_posted(
    make_service, thinkers, longer_games, clock, store, channels
):
    # The game's last move is stored but its final scores are not posted (Discord fails),
    # as when the process is killed at the final post: the review waits for that post.
    dying = await make_service(
        thinkers=thinkers,
        new_game=longer_games,
    )
    await lobby_with(dying, ALICE, BOB)
    game_id = (await dying.room(Lobby).start(CHANNEL, ALICE)).game_id
    while (record := await store.active_game(CHANNEL)) is not None:
        game = record.game()
        move = poor_move(game)
        after = game.copy()
        after.play(move)
        if after.is_over:
            channels.fail_next = 1_000_000
        await dying.room(Turns).play(CHANNEL, record.seats[game.current_player].user_id, move)
    await dying.close()
    assert await store.pending_announcements(game_id)
    assert (await review_of(store, game_id)).done_at is None
    # A fresh process: the final scores go out (at their retry's time) and the review, its
    # timer put off while they could not, is made then.
    channels.fail_next = 0
    restarted = await make_service(
        thinkers=thinkers,
        new_game=longer_games,
    )
    await settled(restarted, 5.0)
    assert any("Game over" in message.text for message in channels.in_channel(CHANNEL))
    await made(store, game_id)


class Gated(Thinkers):
    """The computers, making a review only once ``gate`` is open, and counting the reviews
    being made at once (``most``) and made in all (``made``)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.gate, self.entered = asyncio.Event(), asyncio.Event()
        self.making = self.most = self.made = 0

    async def run(self, search, *args):
        if search is not review_from_state:
            return await super().run(search, *args)
        self.making += 1
        self.most = max(self.most, self.making)
        self.entered.set()
        try:
            await self.gate.wait()
            return await super().run(search, *args)
        finally:
            self.making -= 1
            self.made += 1


async def test_two_reviews_due_at_once_are_made_one_after_the_other_holding_no_timer_slot(
    make_service, longer_games, clock, store
):
    # Two games end in a host whose timers are stopped: both reviews wait, due at once.
    ended = await make_service(new_game=longer_games)
    await ended.timers.stop()
    games = (await finished(ended, clock, ALICE, BOB), await finished(ended, clock, ALICE, CAROL))
    await ended.close()
    pool = ThreadPoolExecutor(2)
    thinkers = Gated(pool, budgets={"review": 0.02})
    try:
        reviewing = await make_service(thinkers=thinkers, new_game=longer_games)
        await asyncio.wait_for(thinkers.entered.wait(), PATIENCE)

        async def put_off() -> bool:
            # The other review's act set its timer a little later and returned: the timers'
            # dispatcher holds the review being made only.
            later = [await review_due(store, game_id, GUILD) for game_id in games]
            return any(due > clock.now() for due in later if due is not None) and (
                len(reviewing.timers._in_flight) == 1
            )

        give_up = asyncio.get_running_loop().time() + PATIENCE
        while not await put_off():
            assert asyncio.get_running_loop().time() < give_up, "the other review waits in a slot"
            await asyncio.sleep(0.01)
        assert thinkers.making == 1
        # The review being made stored, the one put off follows at once, on the same clock.
        thinkers.gate.set()
        await settled(reviewing)
    finally:
        pool.shutdown()
    assert (thinkers.most, thinkers.made) == (1, 2)
    for game_id in games:
        assert (await review_of(store, game_id)).done_at is not None
        assert await review_due(store, game_id, GUILD) is None
