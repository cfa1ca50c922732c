"""Contract: who finishes their games. A finished game's results say, seat by seat, whether
its person finished it (the results' hook decides; the store keeps it), a person's move may
carry how long their turn took, and ``reliabilities`` reads a person's latest 50 counted games
and latest 100 turns back."""

from __future__ import annotations

import dataclasses

import pytest

from azul_bot.core.db import GameRecord, GameStatus, Seat, Store
from azul_bot.features.results.store import Reliability
from tests.features.lobby.helpers import create_lobby, minimum, update_lobby
from tests.features.results import helpers as results
from tests.games import near_end
from tests.store.helpers import GUILD, outcome_of, start, timed_turns, written
from tests.store.old_rows import old_store  # noqa: F401 (a fixture)

OTHER_GUILD = 2000
FINISHED, ABANDONED, UNCOUNTED = False, True, None


async def finish(
    store: Store,
    channel: int,
    players: list,
    ends: dict[int, bool | None],
    *,
    guild: int = GUILD,
) -> GameRecord:
    """A game near its end played out; ``ends`` says, by user id, how each person's seat is
    counted (a stand-in holds the seat of one who abandoned it)."""
    record, game = await start(store, channel, players, guild=guild, game=near_end(len(players)))
    left = [s for s in record.seats if ends.get(s.user_id) is not FINISHED and s.user_id]
    if left:
        seats = [
            dataclasses.replace(s, stand_in="normal", left_early=ends[s.user_id] is None)
            if s in left
            else s
            for s in record.seats
        ]
        record = await store.replace_seats(record.id, record.version, seats=seats)
    while not game.is_over:
        seat, move = game.current_player, game.legal_moves()[0]
        game.play(move)
        outcome = None
        if game.is_over:
            made = outcome_of(
                record, game.result, await results.skills(store, guild, people(record))
            )
            counted = [
                dataclasses.replace(s, abandoned=ends.get(record.seats[s.position].user_id))
                for s in made.seats
            ]
            outcome = dataclasses.replace(made, seats=tuple(counted))
        record = await store.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            finished=outcome is not None,
            then=written(outcome),
        )
    assert record.status is GameStatus.FINISHED
    return record


def people(record: GameRecord) -> list[int]:
    return [s.user_id for s in record.seats if s.user_id is not None]


# ---------------------------------------------------------------------- finished games


async def test_each_seat_counts_as_the_outcome_says_and_computers_count_for_nobody(store):
    await finish(store, 10, [1, 2, "random"], {1: FINISHED, 2: ABANDONED})
    await finish(store, 11, [1, 2], {1: FINISHED, 2: UNCOUNTED})
    await finish(store, 12, [3, 1], {3: FINISHED, 1: ABANDONED})
    found = await results.reliabilities(store, GUILD, [1, 2, 3, 4])
    assert found[1] == Reliability(1, games=3, finished=2, share=None, turn_median=None)
    assert (found[2].games, found[2].finished) == (1, 0)
    assert (found[3].games, found[3].finished) == (1, 1)
    assert found[4] == Reliability(4, games=0, finished=0, share=None, turn_median=None)


async def test_the_share_is_said_from_five_games_on(store):
    for channel in range(10, 14):
        await finish(store, channel, [1, 2], {1: FINISHED, 2: FINISHED})
    assert (await results.reliabilities(store, GUILD, [1]))[1].share is None
    await finish(store, 14, [1, 2], {1: ABANDONED, 2: FINISHED})
    one = (await results.reliabilities(store, GUILD, [1]))[1]
    assert (one.games, one.finished, one.share) == (5, 4, pytest.approx(0.8))


async def test_only_the_latest_fifty_games_count(store):
    for channel in range(10, 13):
        await finish(store, channel, [1, 2], {1: ABANDONED, 2: FINISHED})
    for channel in range(13, 63):
        await finish(store, channel, [1, 2], {1: FINISHED, 2: FINISHED})
    found = await results.reliabilities(store, GUILD, [1, 2])
    assert (found[1].games, found[1].finished, found[1].share) == (50, 50, 1.0)
    assert (found[2].games, found[2].finished) == (50, 50)


async def test_servers_are_apart_and_aborted_games_count_nowhere(store):
    await finish(store, 10, [1, 2], {1: ABANDONED, 2: FINISHED}, guild=OTHER_GUILD)
    record, game = await start(store, 11, [1, 2])
    await store.abort_game(record.id, record.version)
    assert (await results.reliabilities(store, GUILD, [1]))[1].games == 0
    assert (await results.reliabilities(store, OTHER_GUILD, [1]))[1].games == 1
    assert await results.reliabilities(store, GUILD, []) == {}


async def test_an_outcome_that_says_a_computer_abandoned_its_seat_is_refused(store):
    record, game = await start(store, 10, [1, "random"], game=near_end(2, moves_left=1))
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    made = outcome_of(record, game.result, {})
    wrong = dataclasses.replace(
        made, seats=tuple(dataclasses.replace(s, abandoned=True) for s in made.seats)
    )
    with pytest.raises(ValueError):
        await store.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            finished=True,
            then=written(wrong),
        )
    assert (await store.get_game(record.id)).status is GameStatus.RUNNING


async def test_a_seat_left_early_reads_back_as_stored(store):
    record, _ = await start(store, 10, [1, 2])
    seats = [
        record.seats[0],
        dataclasses.replace(record.seats[1], stand_in="normal", left_early=True),
    ]
    changed = await store.replace_seats(record.id, record.version, seats=seats)
    assert changed.seats[1].left_early is True and changed.seats[0].left_early is False
    assert (await store.get_game(record.id)).seats == tuple(seats)


# ---------------------------------------------------------------------- turns


async def test_the_typical_turn_is_the_median_of_the_latest_hundred(store):
    assert (await results.reliabilities(store, GUILD, [1]))[1].turn_median is None
    await timed_turns(store, 10, [30.0, 10.0, 20.0])
    assert (await results.reliabilities(store, GUILD, [1]))[1].turn_median == 20.0
    # 100 short turns, then 60 long ones: of the latest 100, 60 are long.
    await timed_turns(store, 100, [10.0] * 97 + [1000.0] * 60)
    assert (await results.reliabilities(store, GUILD, [1]))[1].turn_median == 1000.0
    assert (await results.reliabilities(store, OTHER_GUILD, [1]))[1].turn_median is None


async def test_a_computers_move_is_not_timed_and_a_bad_time_is_refused(store):
    record, game = await start(store, 10, ["random", 1], seed=2)
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    for seconds in (-1.0, float("nan")):
        with pytest.raises(ValueError):
            await store.commit_move(
                record.id,
                record.version,
                seat=seat,
                move=str(move),
                state=game.to_dict(),
                then=results.HOOKS.move(seat, seconds=seconds),
            )
    if seat == 0:  # the computer's seat
        with pytest.raises(ValueError):
            await store.commit_move(
                record.id,
                record.version,
                seat=seat,
                move=str(move),
                state=game.to_dict(),
                then=results.HOOKS.move(seat, seconds=5.0),
            )
    assert (await store.get_game(record.id)).version == record.version
    assert (await results.reliabilities(store, GUILD, [1]))[1].turn_median is None


async def test_when_the_turn_began_is_kept_until_a_change_says_another(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann", min_finished=80)
    assert await minimum(store, lobby.id) == 80 and lobby.turn_began_at is None
    lobby = await update_lobby(
        store, lobby.id, lobby.version, host_id=1, seats=[*lobby.seats, _seat(1, 2)]
    )
    game = near_end(2, moves_left=4)
    record = await store.start_game(
        lobby.id, lobby.version, seats=lobby.seats, state=game.to_dict(), turn_began_at=500.0
    )
    assert (record.turn_began_at, await minimum(store, record.id)) == (500.0, 80)
    for began in (None, 700.0):
        seat, move = game.current_player, game.legal_moves()[0]
        game.play(move)
        record = await store.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            turn_began_at=began,
        )
        assert record.turn_began_at == (began or 500.0)
    assert (await store.get_game(record.id)).turn_began_at == 700.0


async def test_a_minimum_share_outside_one_to_a_hundred_is_refused(store):
    for wrong in (0, 101, -5):
        with pytest.raises(ValueError):
            await create_lobby(store, GUILD, 10, 1, "Ann", min_finished=wrong)
    assert await store.active_game(10) is None


def _seat(position: int, user_id: int) -> Seat:
    return Seat(position, user_id, f"user {user_id}")


# ---------------------------------------------------------------------- games from before


async def test_games_finished_before_count_as_their_seats_ended(old_store):  # noqa: F811
    _, store = old_store
    found = await results.reliabilities(store, GUILD, [21, 22, 31])
    assert [(found[p].games, found[p].finished) for p in (21, 22, 31)] == [(1, 1), (1, 1), (2, 2)]
