"""Kill -9 a game host at each moment of making a finished game's review: while the computer
weighs the moves, with the verdicts in hand but not stored, and right after storing them. A
fresh process then has the review done, made once: what a dead process stored is kept and
never made again, what it had not stored is made by the next."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from azul_bot.ai import review_from_state
from azul_bot.core import Thinkers
from azul_bot.features.review import ReviewOptions, Reviews
from tests.features.review.helpers import finished, games_to_review, review_due, review_of
from tests.kill_harness import KILLED
from tests.service import conftest as host_tests
from tests.service.conftest import ALICE, BOB, GUILD
from tests.settled import PATIENCE, settled

# The host's tests' fixtures, found by name: its service on one SQLite file.
store, channels, clock = host_tests.store, host_tests.channels, host_tests.clock
make_service = host_tests.make_service

HOST = "tests.features.review.review_crash_child"


@pytest.fixture
def longer_games():
    return games_to_review()


class Counted(Thinkers):
    """The computers, counting the reviews they make."""

    made = 0

    async def run(self, search, *args):
        self.made += search is review_from_state
        return await super().run(search, *args)


@pytest.mark.parametrize("stop", ["while_thinking", "before_complete", "after_complete"])
async def test_a_review_killed_at_any_moment_is_made_once(
    make_service,
    longer_games,
    clock,
    store,
    sqlite_file,
    forks,
    stop,
):
    # The game ends in a host whose timers are stopped: its review waits in the store.
    ended = await make_service(new_game=longer_games)
    await ended.timers.stop()
    game_id = await finished(ended, clock, ALICE, BOB)
    await ended.close()
    with forks.start(HOST, sqlite_file, stop) as host:
        host.expect(f"at {stop}")
        assert host.kill() == KILLED
    stored_before = (await review_of(store, game_id)).done_at
    assert (stored_before is not None) is (stop == "after_complete")

    pool = ThreadPoolExecutor(1)
    thinkers = Counted(pool, budgets={"review": 0.02})
    try:
        fresh = await make_service(
            thinkers=thinkers, new_game=longer_games, own=(ReviewOptions(wait=PATIENCE),)
        )
        shown = await fresh.room(Reviews).review(GUILD, ALICE, game_id)
        await settled(fresh)
    finally:
        pool.shutdown()
    assert shown.ready and shown.weighed > 0
    assert thinkers.made == (0 if stop == "after_complete" else 1)
    review = await review_of(store, game_id)
    if stored_before is not None:
        assert review.done_at == stored_before  # kept as the dead process stored it
    assert await review_due(store, game_id, GUILD) is None  # its timer done
