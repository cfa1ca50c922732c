"""A feature installs itself: the calls, rooms, timers and steps it registers are the host's,
a name offered twice is refused at start-up, and a host without a feature has none of it."""

from __future__ import annotations

import pytest

from azul_bot.core import GameService, ServiceOptions
from azul_bot.core.db import GameSteps
from azul_bot.features import FEATURES
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Endings, Turns
from azul_bot.features.review.store import queued
from azul_bot.features.tournaments.games import TournamentGames
from tests.service.conftest import ALICE, BOB, CHANNEL, GUILD, lobby_with, play_first_legal


async def test_the_calls_the_front_end_uses_are_the_rooms_own(service):
    assert service.play == service.room(Turns).play
    assert service.join == service.room(Lobby).join
    assert service.lobby is service.room(Lobby)  # a room by its name too
    with pytest.raises(AttributeError):
        service.no_such_call  # noqa: B018


async def test_a_call_offered_twice_is_refused_when_the_host_is_built(store, channels):
    with pytest.raises(ValueError, match="offered twice|two rooms"):
        GameService(store, channels, ServiceOptions(), features=("lobby", "lobby"))


async def test_a_feature_installed_before_the_one_it_needs_is_told_so(store, channels):
    with pytest.raises(LookupError, match=Endings.__name__):
        GameService(store, channels, ServiceOptions(), features=("tournaments",))


async def test_the_tournaments_and_the_review_add_their_steps_to_a_games_transactions(service):
    steps = service._house.steps
    # The tournaments' are their TournamentGames' (a game known to be nobody's skips them).
    own = [getattr(step, "__func__", step) for step in steps.own_move]
    end = [getattr(step, "__func__", step) for step in steps.end]
    assert (own, end) == ([TournamentGames.showed_up], [TournamentGames.round_ended, queued])


async def test_a_host_without_a_feature_has_none_of_it_and_plays_on(
    store, channels, clock, fixed_seed
):
    without = tuple(name for name in FEATURES if name != "tournaments")
    options = ServiceOptions(new_game=fixed_seed, clock=clock, flush_timeout=2.0)
    service = GameService(store, channels, options, features=without)
    await service.start_loops()
    try:
        # No tournament's step in its games; the review's stays.
        assert service._house.steps == GameSteps(end=(queued,))
        with pytest.raises(AttributeError):
            service.new_tournament  # noqa: B018
        await lobby_with(service, ALICE, BOB)
        table = await service.start(CHANNEL, ALICE)
        after = await play_first_legal(service, table)
        assert after.version == table.version + 1 and after.published
        assert (await store.active_game(CHANNEL)).guild_id == GUILD
    finally:
        await service.close()


async def test_a_features_nonce_prefix_or_refusal_code_taken_already_is_refused(store, channels):
    # The digest declares "dg" and "n" in its folder: a feature declaring the host's "d",
    # the digest's "dg" or a prefix that is no word would make two messages' nonces alike.
    plugs = GameService(store, channels, ServiceOptions())._plugs
    for taken in ("d", "dg", "azul", "t1"):
        with pytest.raises(ValueError, match="nonce prefix"):
            plugs.nonces([taken])
    plugs.nonces(["zz"])
    # The checkup's and the review's refusal codes, and one of the host's own.
    for code in ("manage_server_to_check", "no_game_to_review", "no_game"):
        with pytest.raises(ValueError, match="declared twice"):
            plugs.refusals([code])


async def test_a_second_pause_ended_by_one_kind_of_timer_is_refused(store, channels):
    # Time away's turns wait until its ``away_end`` timer: one kind ends one feature's pause.
    house = GameService(store, channels, ServiceOptions())._house
    assert list(house.pause_ends) == ["away_end"]

    async def never(record, game):
        return {}

    with pytest.raises(ValueError, match="away_end"):
        house.on_paused("away_end", never)
