"""Kill -9 a game host between a practised move's pick and its stored answer, and right after
storing it. A fresh process, pressed again, carries the practice on with nothing lost or
doubled: an answer the dead process stored stands and is not weighed again; one it had not
stored is weighed and stored once."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from azul_bot.ai import weigh_pick_from_state
from azul_bot.core import Thinkers
from azul_bot.features.practice import Practices
from azul_bot.features.practice.practices import PositionView
from azul_bot.features.review import ReviewOptions
from tests.features.practice.helpers import latest, other_move, reviewed_games
from tests.features.review.helpers import games_to_review
from tests.kill_harness import KILLED
from tests.service import conftest as host_tests
from tests.service.conftest import ALICE, BOB
from tests.settled import PATIENCE

store, channels, clock = host_tests.store, host_tests.channels, host_tests.clock
make_service = host_tests.make_service

HOST = "tests.features.practice.practice_crash_child"


class Counted(Thinkers):
    """The computers, counting the practised moves they weigh."""

    weighed = 0

    async def run(self, search, *args):
        self.weighed += search is weigh_pick_from_state
        return await super().run(search, *args)


@pytest.mark.parametrize("stop", ["before_answer", "after_answer"])
async def test_a_practice_killed_between_the_pick_and_its_answer_loses_nothing(
    make_service, clock, store, sqlite_file, forks, stop
):
    pool = ThreadPoolExecutor(1)
    budgets = {"review": 0.02, "practice": 0.02, "move": 0.02}
    try:
        first = await make_service(
            thinkers=Thinkers(pool, budgets=budgets),
            new_game=games_to_review(),
            own=(ReviewOptions(wait=PATIENCE),),
        )
        await reviewed_games(first, clock, ALICE, BOB)
        await first.room(Practices).practise(ALICE)
        await first.close()
        row = await latest(store, ALICE)
        assert row is not None and len(row.positions) > 1
        picked = str(other_move(row.positions[0]))  # a move to weigh

        with forks.start(HOST, sqlite_file, stop, ALICE, row.id, picked) as host:
            host.expect(f"at {stop}")
            assert host.kill() == KILLED
        killed = await latest(store, ALICE)
        assert len(killed.answers) == (1 if stop == "after_answer" else 0)
        assert killed.current == 0

        # Restarted, Alice presses Confirm again: the answer, stored once.
        thinkers = Counted(pool, budgets=budgets)
        fresh = await make_service(thinkers=thinkers, new_game=games_to_review())
        practices = fresh.room(Practices)
        shown = await practices.answer(ALICE, row.id, 0, picked)
        again = await practices.answer(ALICE, row.id, 0, picked)
    finally:
        pool.shutdown()
    assert thinkers.weighed == (0 if stop == "after_answer" else 1)
    assert again.answer == shown.answer and shown.answer.picked == picked
    stored = await latest(store, ALICE)
    assert len(stored.answers) == 1 and stored.current == 0
    if stop == "after_answer":
        assert stored.answers == killed.answers  # as the dead process stored it
    # And the practice carries on from there.
    following = await practices.next(ALICE, row.id, 0)
    assert isinstance(following, PositionView) and following.index == 1
    assert (await latest(store, ALICE)).current == 1
