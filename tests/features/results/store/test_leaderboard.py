"""Contract: leaderboard pages in every order, ranks, and everyone listed from one game on."""

import random
from dataclasses import dataclass, field

import pytest

from azul_bot.features.results.model import (
    LeaderboardSort,
    Outcome,
    PlayerUpdate,
    SeatResult,
    Skill,
)
from tests.features.results import helpers as results
from tests.games import near_end
from tests.store.helpers import GUILD, start, written

PLAYERS = 30
GAMES = 36


@dataclass
class Expected:
    """One player's stats as the store should have added them up."""

    user_id: int
    games: int = 0
    wins: int = 0
    total_score: int = 0
    best_score: int = 0
    rated_games: int = 0
    rating: float = 0.0
    skill: Skill | None = field(default=None)

    def key(self, sort: LeaderboardSort) -> tuple:
        win_rate, average = self.wins / self.games, self.total_score / self.games
        return {
            LeaderboardSort.RATING: (-self.rating, self.user_id),
            LeaderboardSort.WINS: (-self.wins, self.games, self.user_id),
            LeaderboardSort.WIN_RATE: (-win_rate, -self.games, self.user_id),
            LeaderboardSort.AVERAGE: (-average, -self.games, self.user_id),
            LeaderboardSort.BEST: (-self.best_score, -self.games, self.user_id),
        }[sort]


def update(rng: random.Random, player: Expected) -> PlayerUpdate:
    """A made-up line of a game for ``player``, with plenty of ties in every column."""
    rating = rng.choice([900.0, 1000.0, 1100.0, 1234.5])
    return PlayerUpdate(
        user_id=player.user_id,
        name=f"user {player.user_id}",
        won=rng.random() < 0.5,
        score=rng.choice([20, 40, 60]),
        rows=0,
        columns=0,
        colors=0,
        rated=rng.random() < 0.7,
        skill_before=player.skill,
        skill_after=Skill(rating / 40, 5.0),
        rating=rating,
    )


def add(player: Expected, line: PlayerUpdate) -> None:
    player.games += 1
    player.wins += line.won
    player.total_score += line.score
    player.best_score = max(player.best_score, line.score)
    player.rated_games += line.rated
    player.rating, player.skill = line.rating, line.skill_after


async def finish_with(store, channel: int, lines: list[PlayerUpdate], guild: int = GUILD):
    """A real game of these people (started one move before its end) finished with ``lines``."""
    game = near_end(len(lines), moves_left=1)
    record, game = await start(
        store, channel, [line.user_id for line in lines], game=game, guild=guild
    )
    seat, move = game.current_player, game.legal_moves()[0]
    game.play(move)
    seats = tuple(
        SeatResult(i, line.score, 1 if line.won else 2, line.won, 0, 0, 0)
        for i, line in enumerate(lines)
    )
    return await store.commit_move(
        record.id,
        record.version,
        seat=seat,
        move=str(move),
        state=game.to_dict(),
        finished=True,
        then=written(Outcome(seats, tuple(lines))),
    )


@pytest.fixture
async def board(store) -> list[Expected]:
    rng = random.Random(1)
    players = {user: Expected(user) for user in range(1, PLAYERS + 1)}
    for channel in range(GAMES):
        pair = rng.sample(sorted(players), 2)
        lines = [update(rng, players[user]) for user in pair]
        await finish_with(store, channel, lines)
        for line in lines:
            add(players[line.user_id], line)
    other = [update(rng, Expected(user)) for user in (1, 2)]
    await finish_with(store, 999, other, guild=GUILD + 1)  # another server stays out
    return [player for player in players.values() if player.games]


def expected_order(players: list[Expected], sort: LeaderboardSort) -> list[int]:
    return [p.user_id for p in sorted(players, key=lambda p: p.key(sort))]


async def test_every_sort_order_pages_through_all_players_once(store, board):
    for sort in LeaderboardSort:
        expected = expected_order(board, sort)
        seen, ranks = [], []
        first = await results.leaderboard(store, GUILD, sort, page=1, per_page=7)
        assert first.total == len(expected) and first.pages == -(-len(expected) // 7)
        for page in range(1, first.pages + 1):
            result = await results.leaderboard(store, GUILD, sort, page=page, per_page=7)
            assert (result.sort, result.page, result.per_page) == (sort, page, 7)
            seen += [e.user_id for e in result.entries]
            ranks += [e.rank for e in result.entries]
        assert seen == expected, sort
        assert ranks == list(range(1, len(expected) + 1))
        beyond = await results.leaderboard(store, GUILD, sort, page=first.pages + 1, per_page=7)
        assert beyond.entries == () and beyond.total == len(expected)


async def test_entries_carry_the_added_up_stats(store, board):
    page = await results.leaderboard(store, GUILD, LeaderboardSort.WINS, per_page=100)
    by_user = {p.user_id: p for p in board}
    for entry in page.entries:
        player = by_user[entry.user_id]
        assert (entry.games, entry.wins, entry.best_score) == (
            player.games,
            player.wins,
            player.best_score,
        )
        assert (entry.rated_games, entry.rating) == (player.rated_games, player.rating)
        assert entry.average_score == pytest.approx(player.total_score / player.games)
        assert (entry.mu, entry.sigma) == (player.skill.mu, player.skill.sigma)


async def test_a_players_rank_is_their_place_on_the_rating_leaderboard(store, board):
    order = expected_order(board, LeaderboardSort.RATING)
    for player in board:
        stats = await results.player_stats(store, GUILD, player.user_id)
        assert stats.rank == order.index(player.user_id) + 1


async def test_one_finished_game_puts_a_player_on_every_leaderboard(store, finish_game):
    await finish_game([1, 2], [30, 20])
    for sort in LeaderboardSort:
        page = await results.leaderboard(store, GUILD, sort)
        assert sorted(e.user_id for e in page.entries) == [1, 2], sort
        assert page.total == 2
        assert {e.rated_games for e in page.entries} == {1}
    assert (await results.player_stats(store, GUILD, 1)).rank in (1, 2)


async def test_an_unrated_game_still_lists_the_player_by_rating(store, finish_game):
    await finish_game([1, "random"], [30, 20])
    [entry] = (await results.leaderboard(store, GUILD)).entries
    assert (entry.user_id, entry.games, entry.rated_games, entry.rank) == (1, 1, 0, 1)
    assert (await results.player_stats(store, GUILD, 1)).rank == 1


async def test_an_empty_server_has_one_empty_page(store):
    page = await results.leaderboard(store, 12345, LeaderboardSort.WINS)
    assert (page.total, page.pages, page.entries) == (0, 1, ())


async def test_bad_pages_are_refused(store):
    with pytest.raises(ValueError):
        await results.leaderboard(store, GUILD, page=0)
    with pytest.raises(ValueError):
        await results.leaderboard(store, GUILD, per_page=1000)
    with pytest.raises(ValueError):
        await results.leaderboard(store, GUILD, sort="fame")
