"""Contract: after the game. A person's rating history, their games over time, and their
record against the people they meet (a game's review: ``tests/features/review``)."""

from __future__ import annotations

import pytest

from tests.features.results import helpers as results
from tests.store.helpers import GUILD


async def test_the_rating_history_is_the_latest_rated_games_oldest_first(store, finish_game):
    games = [await finish_game([1, 2], [40 + n, 30]) for n in range(4)]
    history = await results.rating_history(store, GUILD, 1)
    assert [rated.game_id for rated in history] == [game.id for game in games]
    assert [rated.finished_at for rated in history] == sorted(r.finished_at for r in history)
    assert history[-1].mu > history[0].mu  # four wins in a row
    latest = await results.rating_history(store, GUILD, 1, limit=2)
    assert [rated.game_id for rated in latest] == [game.id for game in games[2:]]
    assert await results.rating_history(store, GUILD + 1, 1) == []
    solo = await finish_game([5, "easy"], [10, 20])  # against a computer only: not rated
    assert [rated.game_id for rated in await results.rating_history(store, GUILD, 5)] == []
    assert len(await results.finished_since(store, GUILD, 5, 0.0)) == 1
    assert solo.status.value == "finished"


async def test_rivals_are_the_people_met_most_with_the_record_against_each(store, finish_game):
    await finish_game([1, 2], [40, 30])
    await finish_game([1, 2], [20, 35])
    await finish_game([2, 1, 3], [10, 50, 30])
    await finish_game([1, 3], [25, 25], rows=[1, 1])  # shared
    await finish_game([1, 4], [40, 30], guild=GUILD + 1)  # another server
    rivals = await results.rivals(store, GUILD, 1)
    assert [(r.user_id, r.games, r.wins, r.losses, r.shared) for r in rivals] == [
        (2, 3, 2, 1, 0),
        (3, 2, 1, 0, 1),
    ]
    assert rivals[0].margin == pytest.approx((10 - 15 + 40) / 3, abs=0.01)
    assert rivals[0].name == "user 2"
    assert len(await results.rivals(store, GUILD, 1, limit=1)) == 1


async def test_versus_gives_the_record_and_the_latest_games_together(store, finish_game):
    first = await finish_game([1, 2], [40, 30])
    second = await finish_game([2, 1], [45, 30])
    record, meetings = await results.versus(store, GUILD, 1, 2)
    assert (record.games, record.wins, record.losses) == (2, 1, 1)
    assert [m.game_id for m in meetings] == [second.id, first.id]
    assert (meetings[0].score, meetings[0].their_score, meetings[0].rank) == (30, 45, 2)
    assert meetings[0].channel_id == second.channel_id
    assert [m.game_id for m in (await results.versus(store, GUILD, 1, 2, recent=1))[1]] == [
        second.id
    ]
    assert await results.versus(store, GUILD, 1, 99) == (None, [])
