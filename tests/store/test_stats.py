import sqlite3

import pytest
from openskill.models import PlackettLuce

from azul_bot.store import GameStatus, LeaderboardSort
from azul_bot.store.ratings import Skill, displayed_rating
from tests.store.helpers import GUILD, play, start

OTHER_GUILD = 2000


def expected_skills(games: list[tuple[list[int], list[int]]]) -> dict[int, tuple[float, float]]:
    """What openskill itself says after these (players, ranks) games, in order."""
    model = PlackettLuce()
    skills = {}
    for players, ranks in games:
        teams = [[skills.get(p, model.rating())] for p in players]
        for p, [rating] in zip(players, model.rate(teams, ranks=ranks), strict=True):
            skills[p] = rating
    return {p: (r.mu, r.sigma) for p, r in skills.items()}


@pytest.fixture
async def season(store, finish_game):
    """Four finished games on the server, one of them a shared victory, plus noise."""
    await finish_game([1, 2], [50, 30])  # 1 wins
    await finish_game([1, 2, 3], [40, 40, 20])  # 1 and 2 share the victory
    await finish_game([2, 3], [60, 10])  # 2 wins
    await finish_game([1, "random"], [20, 30])  # the computer wins; not rated
    await finish_game([1, 2], [99, 0], guild=OTHER_GUILD)  # another server's
    record, game = await start(store, 99, [3, 1])
    record = await play(store, record, game, moves=5)
    await store.abort_game(record.id, record.version)  # counts for nothing
    return store


async def test_stats_count_games_shared_wins_scores_and_bonuses(season):
    one = await season.player_stats(GUILD, 1)
    assert (one.name, one.games, one.wins) == ("user 1", 3, 2)
    assert one.win_rate == pytest.approx(2 / 3)
    assert one.average_score == pytest.approx((50 + 40 + 20) / 3)
    assert (one.best_score, one.rows, one.columns, one.colors) == (50, 3, 0, 3)

    two = await season.player_stats(GUILD, 2)
    assert (two.games, two.wins, two.best_score) == (3, 2, 60)
    assert two.average_score == pytest.approx(130 / 3)
    assert (two.columns, two.colors) == (2, 1)

    three = await season.player_stats(GUILD, 3)
    assert (three.games, three.wins, three.win_rate, three.best_score) == (2, 0, 0.0, 20)

    elsewhere = await season.player_stats(OTHER_GUILD, 1)
    assert (elsewhere.games, elsewhere.wins, elsewhere.best_score) == (1, 1, 99)
    assert await season.player_stats(GUILD, 4) is None


async def test_ratings_are_openskill_plackett_luce_among_people_only(season):
    expected = expected_skills(
        [([1, 2], [1, 2]), ([1, 2, 3], [1, 1, 3]), ([2, 3], [1, 2])]
    )  # the game against the computer and the aborted game are not there
    for user, (mu, sigma) in expected.items():
        stats = await season.player_stats(GUILD, user)
        assert (stats.mu, stats.sigma) == (pytest.approx(mu), pytest.approx(sigma))
        assert stats.rating == pytest.approx(displayed_rating(Skill(mu, sigma)))


async def test_a_shared_victory_moves_both_winners_alike(store, finish_game):
    await finish_game([1, 2, 3], [40, 40, 20])
    one, two, three = [await store.player_stats(GUILD, u) for u in (1, 2, 3)]
    assert one.wins == two.wins == 1 and three.wins == 0
    assert one.mu == pytest.approx(two.mu) and one.mu > 25 > three.mu


async def test_equal_scores_are_decided_by_complete_rows(store, finish_game):
    await finish_game([1, 2], [40, 40], rows=[2, 1])
    assert [(await store.player_stats(GUILD, u)).wins for u in (1, 2)] == [1, 0]


async def test_the_rating_rank_needs_the_minimum_of_rated_games(season):
    # 1 and 3 have two rated games (the computer game is not rated); 2 has three.
    assert (await season.player_stats(GUILD, 1)).rank is None
    assert (await season.player_stats(GUILD, 2)).rank == 1
    board = await season.leaderboard(GUILD)
    assert (board.total, board.min_games) == (1, 3)
    assert [e.user_id for e in board.entries] == [2]


async def test_computer_seats_have_results_but_no_stats_rows(season, db_path):
    with sqlite3.connect(db_path) as db:
        people = {row[0] for row in db.execute("SELECT user_id FROM player_stats")}
        computer_results = db.execute(
            "SELECT r.winner, r.mu_after FROM results r JOIN seats s USING (game_id, position)"
            " WHERE s.computer IS NOT NULL"
        ).fetchall()
    assert people == {1, 2, 3}
    assert computer_results == [(1, None)]
    one = await season.player_stats(GUILD, 1)
    wins = await season.leaderboard(GUILD, LeaderboardSort.WINS)
    assert [e.user_id for e in wins.entries] == [1, 2, 3]  # 2 wins in 3 games each: by id
    assert one.games == 3


async def test_someone_holding_two_seats_gets_no_stats_from_that_game(store, finish_game):
    await finish_game([1, 1, 2], [30, 20, 10])
    assert await store.player_stats(GUILD, 1) is None
    two = await store.player_stats(GUILD, 2)
    assert (two.games, two.mu) == (1, pytest.approx(25.0))  # nobody to be rated against


async def test_the_final_move_stats_and_status_commit_together(store):
    record, game = await start(store, 10, [1, 2])
    while True:
        seat, move = game.current_player, game.legal_moves()[0]
        after = game.copy()
        after.play(move)
        if after.is_over:
            break
        game = after
        record = await store.commit_move(
            record.id, record.version, seat=seat, move=str(move), state=game.to_dict()
        )
    game.play(move)
    wrong = game.result._replace(players=game.result.players[:1])  # does not match the seats
    with pytest.raises(ValueError):
        await store.commit_move(
            record.id, record.version, seat=seat, move=str(move), state=game.to_dict(), result=wrong
        )
    assert (await store.get_game(record.id)).status is GameStatus.RUNNING
    assert await store.player_stats(GUILD, 1) is None
    final = await store.commit_move(
        record.id,
        record.version,
        seat=seat,
        move=str(move),
        state=game.to_dict(),
        result=game.result,
    )
    assert final.status is GameStatus.FINISHED
    assert (await store.player_stats(GUILD, 1)).games == 1
