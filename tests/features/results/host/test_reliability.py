"""Who finishes their games, in the game host: which resignations count against a person, and
how long a turn took, on the service's clock (the controllable one)."""

from __future__ import annotations

import statistics

import pytest

from azul_bot.core import ServiceError
from azul_bot.engine import Phase
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Endings, Turns
from azul_bot.features.results.ids import MIN_FINISHED_RANGE
from azul_bot.features.settings import Preferences
from tests.features.play.helpers import grey_lobby, place_first
from tests.features.results import helpers as results
from tests.grey_games import GreyGames
from tests.service.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, NAMES, lobby_with
from tests.settled import settled


async def play_out(service, store, clock, *, person_waits: float = 0.0) -> None:
    """People move (each after ``person_waits`` seconds), computers and stand-ins move when
    their timer comes, until the game ends."""
    for _ in range(400):
        record = await store.active_game(CHANNEL)
        if record is None:
            return
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.stand_in or seat.computer:
            await settled(service, 1.0)
        else:
            await clock.advance(person_waits)
            await service.room(Turns).play(CHANNEL, seat.user_id, game.legal_moves()[0])
    raise AssertionError("the game did not end")


@pytest.fixture
async def full_games(make_service, thinkers):
    """Games dealt from their first round (the default deal of the service tests)."""
    return await make_service(thinkers=thinkers, computer_pause=0.5)


async def test_resigning_in_the_first_round_counts_for_nobody(full_games, store, clock):
    service = full_games
    await lobby_with(service, ALICE, BOB, CAROL)
    await service.room(Lobby).start(CHANNEL, ALICE)
    assert (await store.active_game(CHANNEL)).game().round == 1
    await service.room(Endings).resign(CHANNEL, BOB)
    bob = next(s for s in (await store.active_game(CHANNEL)).seats if s.user_id == BOB)
    assert bob.stand_in == "normal" and bob.left_early
    await play_out(service, store, clock)
    found = await results.reliabilities(store, GUILD, [ALICE, BOB, CAROL])
    assert (found[BOB].games, found[BOB].finished) == (0, 0)
    assert (found[ALICE].games, found[ALICE].finished) == (1, 1)
    assert (found[CAROL].games, found[CAROL].finished) == (1, 1)


async def test_resigning_later_counts_as_abandoned(
    make_service,
    thinkers,
    short_games,
    store,
    clock,
):
    service = await make_service(thinkers=thinkers, new_game=short_games, computer_pause=0.5)
    await lobby_with(service, ALICE, BOB)
    await service.room(Lobby).start(CHANNEL, ALICE)
    assert (await store.active_game(CHANNEL)).game().round > 1
    await service.room(Endings).resign(CHANNEL, BOB)
    await play_out(service, store, clock)
    found = await results.reliabilities(store, GUILD, [ALICE, BOB])
    assert (found[BOB].games, found[BOB].finished) == (1, 0)
    assert (found[ALICE].games, found[ALICE].finished) == (1, 1)


async def test_a_turn_is_timed_from_the_previous_move_to_the_persons_own(
    make_service,
    thinkers,
    store,
    clock,
):
    service = await make_service(thinkers=thinkers, computer_pause=0.5)
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, NAMES[ALICE])
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await service.room(Lobby).start(CHANNEL, ALICE)
    # Alice always waits 90 s; the computer's pause and search are not hers.
    for _ in range(6):
        record = await store.active_game(CHANNEL)
        game = record.game()
        if record.seats[game.current_player].computer:
            await settled(service, 1.0)
        else:
            await clock.advance(90)
            await service.room(Turns).play(CHANNEL, ALICE, game.legal_moves()[0])
    assert (await results.reliabilities(store, GUILD, [ALICE]))[ALICE].turn_median == pytest.approx(
        90
    )


async def test_a_stand_ins_turn_at_the_time_limit_is_not_timed(service, store, clock):
    await service.room(Preferences).update_settings(GUILD, time_limit="1h")
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    first = table.current_user_id
    await clock.advance(30)
    record = await store.active_game(CHANNEL)
    await service.room(Turns).play(CHANNEL, first, record.game().legal_moves()[0])
    other = BOB if first == ALICE else ALICE
    await settled(service, 3600 + 1)  # the stand-in plays their turn
    found = await results.reliabilities(store, GUILD, [first, other])
    assert found[first].turn_median == pytest.approx(30)
    assert found[other].turn_median is None


async def test_a_placement_on_a_grey_wall_is_timed_from_the_start_of_the_tiling(
    make_service,
    thinkers,
    store,
    clock,
):
    games = GreyGames()
    service = await make_service(new_game=games, thinkers=thinkers, computer_pause=1.0)
    await grey_lobby(service, ALICE, BOB)
    taker = (await service.room(Lobby).start(CHANNEL, ALICE)).current_user_id
    await clock.advance(20)
    await service.room(Turns).play(CHANNEL, taker, games.tables[2].last_take)  # the tiling begins
    expected: dict[int, list[float]] = {ALICE: [], BOB: []}
    expected[taker].append(20.0)
    waited = 0.0
    for user, wait in ((ALICE, 100.0), (BOB, 50.0)):
        await clock.advance(wait)
        waited += wait
        while (record := await store.active_game(CHANNEL)) is not None:
            game = record.game()
            seat = next(s.position for s in record.seats if s.user_id == user)
            if game.phase is not Phase.TILING or game.pending_line(seat) is None:
                break
            await place_first(service, user, record.id)
            expected[user].append(waited)  # from the tiling's start, not the last placement
    assert 150.0 in expected[BOB]
    found = await results.reliabilities(store, GUILD, [ALICE, BOB])
    for user in (ALICE, BOB):
        assert found[user].turn_median == pytest.approx(statistics.median(expected[user]))


async def test_a_minimum_outside_one_to_a_hundred_is_refused(service, store):
    for wrong in (0, 101):
        with pytest.raises(ServiceError) as refused:
            await service.room(Lobby).open_lobby(
                GUILD, CHANNEL, ALICE, NAMES[ALICE], min_finished=wrong
            )
        assert refused.value.reason == MIN_FINISHED_RANGE
    assert await store.active_game(CHANNEL) is None
