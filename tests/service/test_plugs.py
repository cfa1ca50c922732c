"""A feature installs itself: the rooms, timers and hooks it registers are the host's, a room
installed twice is refused at start-up, and a host without a feature has none of it."""

from __future__ import annotations

import pytest

from azul_bot.core import AtEnd, GameService, ServiceOptions
from azul_bot.features import FEATURES
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Endings, Turns
from azul_bot.features.results.hooks import Rating, timed
from azul_bot.features.review.store import queued
from azul_bot.features.seasons.counting import Counting
from azul_bot.features.tournaments import Tournaments
from azul_bot.features.tournaments.games import TournamentGames
from tests.service.conftest import ALICE, BOB, CHANNEL, GUILD, lobby_with, play_first_legal


async def test_the_front_end_finds_a_room_by_its_type_and_only_so(service):
    assert isinstance(service.room(Lobby), Lobby)
    assert service.room(Turns) is service.room(Turns)  # one room of a type per host
    assert not hasattr(service, "join") and not hasattr(service, "lobby")


async def test_a_room_installed_twice_is_refused_when_the_host_is_built(store, channels):
    with pytest.raises(ValueError, match="two rooms of type Lobby"):
        GameService(store, channels, ServiceOptions(), features=("lobby", "lobby"))


async def test_a_feature_installed_before_the_one_it_needs_is_told_so(store, channels):
    with pytest.raises(LookupError, match=Endings.__name__):
        GameService(store, channels, ServiceOptions(), features=("tournaments",))


async def test_the_features_hook_onto_a_games_moves_and_end_in_their_order(service):
    hooks = service.hooks
    # The tournaments' are their TournamentGames' (a game known to be nobody's skips them).
    assert [getattr(hook, "__func__", hook) for hook in hooks.on_moves] == [
        timed,
        TournamentGames.showed_up,
    ]
    assert [type(hook) for hook in hooks.on_game_ends[:2]] == [Rating, Counting]
    ends = [getattr(end.step, "__func__", end.step) for end in hooks.on_game_ends[2:]]
    assert ends == [TournamentGames.round_ended, queued]


async def test_a_host_without_a_feature_has_none_of_it_and_plays_on(
    store, channels, clock, fixed_seed
):
    without = tuple(name for name in FEATURES if name != "tournaments")
    options = ServiceOptions(new_game=fixed_seed, clock=clock, flush_timeout=2.0)
    service = GameService(store, channels, options, features=without)
    await service.start_loops()
    try:
        # No tournament's step in its games; the review's stays.
        hooks = service.hooks
        assert hooks.on_moves == [timed]
        assert hooks.on_game_ends[2:] == [AtEnd(queued)]
        with pytest.raises(LookupError, match=Tournaments.__name__):
            service.room(Tournaments)
        await lobby_with(service, ALICE, BOB)
        table = await service.room(Lobby).start(CHANNEL, ALICE)
        after = await play_first_legal(service, table)
        assert after.version == table.version + 1 and after.published
        assert (await store.active_game(CHANNEL)).guild_id == GUILD
    finally:
        await service.close()


async def test_a_features_nonce_prefix_or_refusal_code_taken_already_is_refused(store, channels):
    # The digest declares "dg" and "n" in its folder: a feature declaring the host's "d",
    # the digest's "dg" or a prefix that is no word would make two messages' nonces alike.
    host = GameService(store, channels, ServiceOptions())
    for taken in ("d", "dg", "azul", "t1"):
        with pytest.raises(ValueError, match="nonce prefix"):
            host.nonces([taken])
    host.nonces(["zz"])
    # The checkup's and the review's refusal codes, and one of the host's own.
    for code in ("manage_server_to_check", "no_game_to_review", "no_game"):
        with pytest.raises(ValueError, match="declared twice"):
            host.refusals([code])


async def test_a_second_pause_ended_by_one_kind_of_timer_is_refused(store, channels):
    # Time away's turns wait until its ``away_end`` timer: one kind ends one feature's pause.
    host = GameService(store, channels, ServiceOptions())
    assert list(host.turn_hooks.pause_ends) == ["away_end"]

    async def never(record, game):
        return {}

    with pytest.raises(ValueError, match="away_end"):
        host.turn_hooks.on_paused("away_end", never)
