"""Contract: the practices, on every adapter. A practice is written once with its positions;
each answer is stored once, in order (a press repeated, or made again after a restart,
stores nothing more); it moves on once, and only from a position answered; a person's
latest practice and last finished games (of every server) are read as stored."""

from __future__ import annotations

from azul_bot.features.practice import store as practices
from tests.store import conftest as store_tests

finish_game = store_tests.finish_game  # a fixture of the store's tests, found by name

ALICE = 1
POSITIONS = [{"game": 7, "ply": 3, "best": "1b2"}, {"game": 7, "ply": 9, "best": "cr1"}]


async def test_a_practice_stores_each_answer_once_and_moves_on_once(store):
    assert await store.read(practices.latest(ALICE)) is None
    first = await store.write(practices.begin(ALICE, POSITIONS, 1e9))
    second = await store.write(practices.begin(ALICE, POSITIONS[:1], 1e9 + 1))
    assert second > first
    latest = await store.read(practices.latest(ALICE))
    assert (latest.id, latest.positions, latest.answers, latest.current) == (
        second,
        tuple(POSITIONS[:1]),
        (),
        0,
    )
    assert await store.read(practices.latest(ALICE + 1)) is None

    # Not answered: it cannot move on.
    assert await store.write(practices.move_on(first, 0)) is False
    right = {"picked": "1b2", "right": True, "lost": 0.0}
    assert await store.write(practices.answer(first, [right])) is True
    assert await store.write(practices.answer(first, [{"picked": None}])) is False  # once
    assert await store.write(practices.move_on(first, 0)) is True
    assert await store.write(practices.move_on(first, 0)) is False  # once
    shown = {"picked": None, "right": False, "lost": 0.0}
    assert await store.write(practices.answer(first, [right, shown])) is True
    stored = await store.read(practices.practice(first))
    assert stored.answers == (right, shown) and stored.current == 1
    assert stored.user_id == ALICE and stored.positions == tuple(POSITIONS)
    assert await store.read(practices.practice(second + 5)) is None


async def test_a_persons_last_finished_games_of_every_server(store, finish_game):
    older = await finish_game([ALICE, 2], [40, 30])
    elsewhere = await finish_game([3, ALICE], [40, 30], guild=99)
    await finish_game([3, 4], [40, 30])  # not hers
    games = await store.read(practices.last_games(ALICE, 10))
    assert sorted(games) == sorted([(older.id, 0), (elsewhere.id, 1)])
    assert len(await store.read(practices.last_games(ALICE, 1))) == 1
