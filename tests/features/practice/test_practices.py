"""The practice's room on a real store: a practice is made of the costly takes the reviews of
a person's last games show, costliest first; each answer weighs the move picked against the
best, within the margin, and is stored once, whatever is pressed again; it moves on once;
another person's presses are refused; and nothing but the practice's own rows changes."""

from __future__ import annotations

import sqlite3
from concurrent.futures import ThreadPoolExecutor

import pytest

from azul_bot.ai import COSTLY, weigh_pick_from_state
from azul_bot.core import NoGame, NotAllowed, Thinkers
from azul_bot.engine import parse_move
from azul_bot.features.practice import MARGIN, Practices
from azul_bot.features.practice.ids import (
    NO_SUCH_PRACTICE,
    NOT_ANSWERED_YET,
    NOT_PRACTISABLE,
    NOT_YOUR_PRACTICE,
    NOTHING_TO_PRACTISE,
    POSITION_ANSWERED,
)
from azul_bot.features.practice.practices import AnswerView, PositionView
from azul_bot.features.review import ReviewOptions
from tests.features.practice.helpers import latest, other_move, reviewed_games
from tests.features.review.helpers import games_to_review
from tests.service import conftest as host_tests
from tests.service.conftest import ALICE, BOB, CAROL
from tests.settled import PATIENCE

store, channels, clock = host_tests.store, host_tests.channels, host_tests.clock
make_service = host_tests.make_service


class Counted(Thinkers):
    """The computers, counting the practised moves they weigh."""

    weighed = 0

    async def run(self, search, *args):
        self.weighed += search is weigh_pick_from_state
        return await super().run(search, *args)


@pytest.fixture
async def service(make_service):
    pool = ThreadPoolExecutor(1)
    thinkers = Counted(pool, budgets={"review": 0.02, "practice": 0.02, "move": 0.02})
    yield await make_service(
        thinkers=thinkers, new_game=games_to_review(), own=(ReviewOptions(wait=PATIENCE),)
    )
    pool.shutdown()


def everything_but_practices(path) -> dict[str, list]:
    with sqlite3.connect(path) as db:
        tables = [
            name
            for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            if name != "practices"
        ]
        return {name: sorted(map(repr, db.execute(f"SELECT * FROM {name}"))) for name in tables}


async def test_nothing_to_practise_before_a_reviewed_game(service):
    with pytest.raises(NoGame) as refused:
        await service.room(Practices).practise(ALICE)
    assert refused.value.reason == NOTHING_TO_PRACTISE


async def test_a_practice_answers_each_position_once_and_changes_nothing_else(
    service, clock, store, sqlite_file
):
    await reviewed_games(service, clock, ALICE, BOB, games=2)
    before = everything_but_practices(sqlite_file)
    practices = service.room(Practices)
    first = await practices.practise(ALICE)
    assert isinstance(first, PositionView) and first.index == 0 and first.picture is not None
    row = await latest(store, ALICE)
    assert row is not None and row.current == 0 and row.answers == ()
    assert 1 <= len(row.positions) <= 5
    losses = [position["lost"] for position in row.positions]
    assert losses == sorted(losses, reverse=True) and min(losses) >= COSTLY  # costliest first
    practice_id = first.practice_id

    # The best move: as good as the best, nothing weighed.
    best = row.positions[0]["best"]
    right = await practices.answer(ALICE, practice_id, 0, best)
    assert isinstance(right, AnswerView) and right.answer.right and right.answer.lost == 0
    # Pressed again, with another move: the stored answer stands.
    again = await practices.answer(ALICE, practice_id, 0, row.positions[0]["played"])
    assert again.answer == right.answer
    assert service.thinkers.weighed == 0
    with pytest.raises(NotAllowed) as answered:
        await practices.table(ALICE, practice_id, 0)
    assert answered.value.reason == POSITION_ANSWERED
    # Bob presses Alice's buttons: refused, nothing changes.
    with pytest.raises(NotAllowed) as theirs:
        await practices.next(BOB, practice_id, 0)
    assert theirs.value.reason == NOT_YOUR_PRACTICE
    with pytest.raises(NoGame) as forged:
        await practices.answer(ALICE, practice_id + 7, 0, best)
    assert forged.value.reason == NO_SUCH_PRACTICE

    if len(row.positions) > 1:
        with pytest.raises(NoGame):  # a position not reached yet
            await practices.table(ALICE, practice_id, 1)
        second = await practices.next(ALICE, practice_id, 0)
        assert isinstance(second, PositionView) and second.index == 1
        # "Next" pressed twice: where the practice is now, moved on once.
        assert (await practices.next(ALICE, practice_id, 0)).index == 1
        with pytest.raises(NotAllowed) as early:
            await practices.next(ALICE, practice_id, 1)
        assert early.value.reason == NOT_ANSWERED_YET
        position = (await latest(store, ALICE)).positions[1]
        picked = other_move(position)
        weighed = await practices.answer(ALICE, practice_id, 1, str(picked))
        assert service.thinkers.weighed == 1
        assert weighed.answer.right is (weighed.answer.lost <= MARGIN)
        played = parse_move(position["played"])
        assert weighed.picked is not None and weighed.picked.move == picked != played

    stored = await latest(store, ALICE)
    assert stored.current == (1 if len(row.positions) > 1 else 0)
    assert len(stored.answers) == (2 if len(row.positions) > 1 else 1)
    # `/azul practice` again carries on where it is: the answer shown last.
    resumed = await practices.practise(ALICE)
    assert resumed.practice_id == practice_id and resumed.index == stored.current
    assert everything_but_practices(sqlite_file) == before  # no rating, result or game


async def test_a_practice_from_the_review_begins_with_that_move(service, clock, store):
    (game_id,) = await reviewed_games(service, clock, ALICE, BOB)
    practices = service.room(Practices)
    first = await practices.practise(ALICE)
    row = await latest(store, ALICE)
    last = row.positions[-1]
    if last["game"] == game_id:
        from_review = await practices.from_review(ALICE, game_id, last["ply"])
        assert from_review.practice_id != first.practice_id
        assert (from_review.position.game_id, from_review.position.ply) == (
            game_id,
            last["ply"],
        )
        pressed_again = await practices.from_review(ALICE, game_id, last["ply"])
        assert pressed_again.practice_id == from_review.practice_id
    for who, ply in ((CAROL, row.positions[0]["ply"]), (ALICE, 999)):
        with pytest.raises(NoGame) as refused:
            await practices.from_review(who, game_id, ply)
        assert refused.value.reason == NOT_PRACTISABLE
