"""Contract: a finishing move applies the results' outcome (results, stats, skills) in the
move's transaction, and refuses it whole when a skill moved meanwhile."""

import pytest

from azul_bot.core.db import GameStatus, Notice
from azul_bot.features.results.model import Outcome, PlayerUpdate, Skill
from azul_bot.features.results.store.writes import RatingConflict
from tests.features.results import helpers as results
from tests.games import near_end
from tests.store.helpers import GUILD, outcome_of, play, standings, start, written

OTHER_GUILD = 2000


@pytest.fixture
async def season(store, finish_game):
    """Four finished games on the server, one of them a shared victory, plus noise."""
    await finish_game([1, 2], [50, 30])  # 1 wins
    await finish_game([1, 2, 3], [40, 40, 20])  # 1 and 2 share the victory
    await finish_game([2, 3], [60, 10])  # 2 wins
    await finish_game([1, "random"], [20, 30])  # the computer wins; 1 is not rated
    await finish_game([1, 2], [99, 0], guild=OTHER_GUILD)  # another server's
    record, game = await start(store, 99, [3, 1])
    record = await play(store, record, game, moves=5)
    await store.abort_game(record.id, record.version)  # counts for nothing
    return store


async def test_stats_add_up_games_wins_scores_and_bonuses(season):
    one = await results.player_stats(season, GUILD, 1)
    assert (one.name, one.games, one.wins, one.rated_games) == ("user 1", 3, 2, 2)
    assert one.win_rate == pytest.approx(2 / 3)
    assert one.average_score == pytest.approx((50 + 40 + 20) / 3)
    assert (one.best_score, one.rows, one.columns, one.colors) == (50, 3, 0, 3)

    two = await results.player_stats(season, GUILD, 2)
    assert (two.games, two.wins, two.best_score, two.rated_games) == (3, 2, 60, 3)
    assert two.average_score == pytest.approx(130 / 3)
    assert (two.columns, two.colors) == (2, 1)

    three = await results.player_stats(season, GUILD, 3)
    assert (three.games, three.wins, three.win_rate, three.best_score) == (2, 0, 0.0, 20)

    elsewhere = await results.player_stats(season, OTHER_GUILD, 1)
    assert (elsewhere.games, elsewhere.wins, elsewhere.best_score) == (1, 1, 99)
    assert await results.player_stats(season, GUILD, 4) is None


async def test_the_stored_skill_and_rating_are_those_of_the_latest_outcome(store):
    for channel in (10, 11):
        record, game = await start(store, channel, [1, 2], game=near_end(2))
        read = await results.skills(store, GUILD, [1, 2])
        await play(store, record, game, skills=read)
        update = next(p for p in outcome_of(record, game.result, read).players if p.user_id == 1)
        stats = await results.player_stats(store, GUILD, 1)
        assert (
            Skill(stats.mu, stats.sigma)
            == update.skill_after
            == (await results.skills(store, GUILD, [1]))[1]
        )
        assert (stats.rating, stats.name) == (update.rating, "user 1")
    assert stats.games == stats.rated_games == 2


async def test_skills_returns_only_those_with_stats_on_that_server(season):
    skills = await results.skills(season, GUILD, [1, 2, 3, 4, 1])
    assert set(skills) == {1, 2, 3}
    two = await results.player_stats(season, GUILD, 2)
    assert skills[2] == Skill(two.mu, two.sigma)
    assert set(await results.skills(season, OTHER_GUILD, [1, 2, 3])) == {1, 2}
    assert await results.skills(season, GUILD, []) == {}


async def test_a_players_rank_is_their_place_on_the_rating_leaderboard(season):
    board = await results.leaderboard(season, GUILD)
    assert [e.user_id for e in board.entries] == sorted(
        [1, 2, 3], key=lambda u: -next(e.rating for e in board.entries if e.user_id == u)
    )
    for entry in board.entries:
        assert (await results.player_stats(season, GUILD, entry.user_id)).rank == entry.rank


async def test_a_stale_skill_refuses_the_finishing_move_and_writes_nothing(store):
    late = near_end(2)
    first, first_game = await start(store, 10, [1, 2], game=late)
    second, second_game = await start(store, 11, [1, 3], game=late)
    read_for_second = await results.skills(store, GUILD, [1, 3])  # nobody has stats yet
    await play(store, first, first_game)  # 1's skill moves meanwhile

    while not second_game.is_over:
        seat, move = second_game.current_player, second_game.legal_moves()[0]
        second_game.play(move)
        if not second_game.is_over:
            second = await store.commit_move(
                second.id, second.version, seat=seat, move=str(move), state=second_game.to_dict()
            )
    before = await store.get_game(second.id)
    moves_before = await store.moves(second.id)
    outcome = outcome_of(second, second_game.result, read_for_second)
    with pytest.raises(RatingConflict) as conflict:
        await store.commit_move(
            second.id,
            second.version,
            seat=seat,
            move=str(move),
            state=second_game.to_dict(),
            finished=True,
            then=written(outcome),
            notice=Notice("turn", {"final": True}),
        )
    assert (conflict.value.game_id, conflict.value.user_id) == (second.id, 1)
    assert await store.get_game(second.id) == before
    assert before.status is GameStatus.RUNNING
    assert await store.moves(second.id) == moves_before
    assert await store.pending_announcements(second.id) == 0
    assert (await results.player_stats(store, GUILD, 1)).games == 1  # the first game only
    assert await results.player_stats(store, GUILD, 3) is None

    # Read again, recompute, commit: it goes through.
    outcome = outcome_of(second, second_game.result, await results.skills(store, GUILD, [1, 3]))
    final = await store.commit_move(
        second.id,
        second.version,
        seat=seat,
        move=str(move),
        state=second_game.to_dict(),
        finished=True,
        then=written(outcome),
    )
    assert final.status is GameStatus.FINISHED
    assert (await results.player_stats(store, GUILD, 1)).games == 2


async def test_a_skill_given_for_someone_without_stats_is_a_conflict_too(store):
    record, game = await start(store, 10, [1, 2], game=near_end(2))
    with pytest.raises(RatingConflict):
        await play(store, record, game, skills={2: Skill(25.0, 8.0)})
    assert await results.player_stats(store, GUILD, 2) is None


async def test_an_outcome_that_does_not_fit_the_game_is_refused_whole(store):
    record, game = await start(store, 10, [1, 2], game=near_end(2, moves_left=1))
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    right = outcome_of(record, game.result, {})
    stranger = PlayerUpdate(
        user_id=99,
        name="not seated",
        won=False,
        score=1,
        rows=0,
        columns=0,
        colors=0,
        rated=False,
        skill_before=None,
        skill_after=Skill(25.0, 8.0),
        rating=0.0,
    )
    wrong = [
        Outcome(right.seats[:1], right.players),  # a seat is missing
        Outcome(right.seats, right.players + (stranger,)),  # someone who did not play
        Outcome(right.seats, right.players + right.players[:1]),  # one person twice
    ]
    for outcome in wrong:
        with pytest.raises(ValueError):
            await store.commit_move(
                record.id,
                record.version,
                seat=seat,
                move=str(move),
                state=game.to_dict(),
                finished=True,
                then=written(outcome),
            )
    assert (await store.get_game(record.id)).status is GameStatus.RUNNING
    assert await results.player_stats(store, GUILD, 1) is None
    assert await store.moves(record.id) == []
    final = await store.commit_move(
        record.id,
        record.version,
        seat=seat,
        move=str(move),
        state=game.to_dict(),
        finished=True,
        then=written(right),
    )
    assert final.status is GameStatus.FINISHED
    assert (await results.player_stats(store, GUILD, 1)).games == 1


async def test_an_outcome_needs_a_finished_state(store):
    record, game = await start(store, 10, [1, 2], game=near_end(2, moves_left=3))
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    outcome = outcome_of(record, standings([10, 5]), {})
    with pytest.raises(ValueError, match="not a finished game"):
        await store.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            finished=True,
            then=written(outcome),
        )
    assert (await store.get_game(record.id)).version == record.version


async def test_people_left_out_of_the_outcome_get_no_stats(store, finish_game):
    # Someone holding two seats played against themselves: the service leaves them out.
    await finish_game([1, 1, 2], [30, 20, 10])
    assert await results.player_stats(store, GUILD, 1) is None
    two = await results.player_stats(store, GUILD, 2)
    assert (two.games, two.rated_games) == (1, 0)
