"""Contract: a server's seasons — opened once, counted by the finishing moves with the same
check as the all-time stats, ranked by an index, rolled once in one transaction with the
standings' announcement — on every adapter."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace

import pytest

from azul_bot.core.db import GameRecord, GameStatus, Notice, Store
from azul_bot.engine import GREY, Game, GameResult, WallMove
from azul_bot.features.results.model import Outcome, Skill
from azul_bot.features.results.store.writes import RatingConflict
from azul_bot.features.seasons.store import (
    RANKED_GAMES,
    SeasonConflict,
    SeasonCount,
    SeasonUpdate,
    count_game,
    season_period,
    set_season_period,
)
from tests.features.lobby.helpers import create_lobby
from tests.features.results import helpers as results
from tests.features.seasons import helpers as seasons
from tests.features.seasons.helpers import SeasonStart
from tests.games import near_end
from tests.store.helpers import (
    GUILD,
    NEWCOMER,
    club_timer_due,
    displayed,
    outcome_of,
    seats_for,
    standings,
    start,
    then,
    written,
)

END = "season_end"
JAN = 1_767_225_600.0  # 2026-01-01 00:00 UTC
APR = 1_775_001_600.0  # 2026-04-01
MAY = 1_777_593_600.0  # 2026-05-01
Q1 = SeasonStart("quarterly", JAN, APR)
APRIL = SeasonStart("monthly", APR, MAY)
STANDINGS = Notice("season_standings", {"guild": GUILD, "number": 1})
CHANNEL = 555


def season_skill(skill: Skill | None) -> Skill:
    """The made-up soft reset these tests stand in for the service with."""
    base = skill or NEWCOMER
    return Skill((base.mu + NEWCOMER.mu) / 2, base.sigma + 1)


async def in_season(store: Store, outcome: Outcome, record: GameRecord, number: int) -> SeasonCount:
    """``outcome`` counted in season ``number``, with each person's season skill as the
    seasons' hook would read and move it (rated: mu + 3 - rank)."""
    people = [player.user_id for player in outcome.players]
    known = await seasons.season_skills(store, record.guild_id, number, people)
    ranks = {seat.position: seat.rank for seat in outcome.seats}
    position = {seat.user_id: seat.position for seat in record.seats}
    players = []
    for player in outcome.players:
        before = known.get(player.user_id)
        start_from = before or season_skill(player.skill_before)
        after = (
            Skill(start_from.mu + 3 - ranks[position[player.user_id]], start_from.sigma * 0.9)
            if player.rated
            else start_from
        )
        players.append(
            SeasonUpdate(
                user_id=player.user_id,
                name=player.name,
                won=player.won,
                score=player.score,
                rated=player.rated,
                skill_before=before,
                skill_after=after,
                rating=displayed(after),
            )
        )
    return SeasonCount(number, tuple(players))


async def finish(
    store: Store,
    channel: int,
    players,
    *,
    season: int | None = 1,
    scores=None,
    game: Game | None = None,
    guild: int = GUILD,
    meddle=None,
) -> GameRecord:
    """A real game played to its end, its outcome counted in ``season``; ``meddle`` may
    change the season's count before the finishing move commits."""
    record, game = await start(store, channel, players, game=game or near_end(len(players)))
    return await play_out(store, record, game, season=season, scores=scores, meddle=meddle)


async def play_out(store, record, game, *, season, scores=None, meddle=None) -> GameRecord:
    rng = random.Random(record.id)
    while True:
        move = rng.choice(game.legal_moves())
        seat = move.player if isinstance(move, WallMove) else game.current_player
        game.play(move)
        outcome, count = None, None
        if game.is_over:
            result: GameResult = standings(scores) if scores else game.result
            people = [s.user_id for s in record.seats if s.user_id is not None]
            outcome = outcome_of(
                record, result, await results.skills(store, record.guild_id, people)
            )
            if season is not None:
                count = await in_season(store, outcome, record, season)
            if meddle is not None and count is not None:
                count = meddle(count)
        record = await store.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            finished=outcome is not None,
            then=then(written(outcome), counted(count)),
        )
        if outcome is not None:
            return record


def counted(count: SeasonCount | None):
    """The finishing move's work of the seasons: ``count`` written (None: none)."""
    if count is None:
        return None
    return lambda game, now: count_game(game, count, now)


async def test_a_servers_first_season_opens_once_with_its_timer(store):
    assert await seasons.season(store, GUILD) is None
    first = await seasons.open_season(store, GUILD, Q1, timer=END)
    assert (first.number, first.period, first.starts_at, first.ends_at) == (
        1,
        "quarterly",
        JAN,
        APR,
    )
    assert first.open and (first.games, first.grey_games, first.ranked) == (0, 0, 0)
    # Asked again (another period now, say): the open season stays as it is.
    assert await seasons.open_season(store, GUILD, APRIL, timer=END) == first
    assert await seasons.season(store, GUILD) == first == await seasons.season(store, GUILD, 1)
    assert (
        await seasons.season(store, GUILD, 2) is None
        and await seasons.season(store, GUILD + 1) is None
    )
    assert await club_timer_due(store, END, guild_id=GUILD) == APR


async def test_two_openers_racing_open_one_season(backend):
    stores = [await backend.open() for _ in range(2)]
    try:
        opened = await asyncio.gather(
            *(seasons.open_season(one, GUILD, Q1, timer=END) for one in stores for _ in range(3))
        )
        assert {season.number for season in opened} == {1}
        assert await seasons.season(stores[0], GUILD, 2) is None
    finally:
        for one in stores:
            await one.close()


async def test_a_season_start_the_schema_cannot_hold_is_refused(store):
    with pytest.raises(ValueError):
        await seasons.open_season(store, GUILD, SeasonStart("off", JAN, APR), timer=END)
    with pytest.raises(ValueError):
        await seasons.open_season(store, GUILD, SeasonStart("monthly", APR, JAN), timer=END)
    assert await seasons.season(store, GUILD) is None


async def test_a_finished_game_counts_in_the_open_season_beside_the_all_time_stats(store):
    await seasons.open_season(store, GUILD, Q1, timer=END)
    await finish(store, 10, [1, 2], scores=[50, 30])
    grey = Game.new(2, 9, GREY)
    lobby = await create_lobby(store, GUILD, 11, 1, "user 1", variant="grey")
    record = await store.start_game(
        lobby.id, lobby.version, seats=seats_for([1, 2]), state=grey.to_dict()
    )
    await play_out(store, record, grey, season=1)
    await finish(store, 12, [1, "random"], scores=[10, 20])  # 1 alone: not rated

    season = await seasons.season(store, GUILD)
    assert (season.games, season.grey_games, season.ranked) == (3, 1, 0)
    one = await results.player_stats(store, GUILD, 1)
    skills = await seasons.season_skills(store, GUILD, 1, [1, 2, 3])
    assert set(skills) == {1, 2}
    # The season's skill is its own: it started from the soft reset, not the all-time one.
    assert skills[1] != Skill(one.mu, one.sigma)
    assert await seasons.season_skills(store, GUILD, 2, [1, 2]) == {}
    busiest = await seasons.most_active(store, GUILD, 1)
    assert (busiest.user_id, busiest.games, busiest.rated_games) == (1, 3, 2)
    assert busiest.rank is None  # nobody is ranked after two rated games


async def test_a_moved_season_skill_refuses_the_whole_outcome(store):
    await seasons.open_season(store, GUILD, Q1, timer=END)
    await finish(store, 10, [1, 2])

    def stale(count: SeasonCount) -> SeasonCount:
        players = tuple(
            replace(p, skill_before=Skill(1.0, 1.0)) if p.user_id == 2 else p for p in count.players
        )
        return replace(count, players=players)

    before = (await results.player_stats(store, GUILD, 1), await seasons.season(store, GUILD))
    with pytest.raises(RatingConflict) as refused:
        await finish(store, 11, [1, 2], meddle=stale)
    assert refused.value.user_id == 2
    assert (
        await results.player_stats(store, GUILD, 1),
        await seasons.season(store, GUILD),
    ) == before
    assert (await store.active_game(11)).status is GameStatus.RUNNING


async def test_an_outcome_for_a_season_that_is_not_open_is_refused_whole(store):
    await seasons.open_season(store, GUILD, Q1, timer=END)
    for season in (2, None):
        record, game = await start(store, 10 + (season or 0), [1, 2], game=near_end(2))
        if season is None:
            continue  # below: the season closes under a finishing game
        with pytest.raises(SeasonConflict):
            await play_out(store, record, game, season=season)
        assert await results.player_stats(store, GUILD, 1) is None
    (timer,) = await store.claim_timers(APR, limit=5, lease=60)
    await seasons.roll_season(store, GUILD, 1, APR, fired=timer.id, following=None, timer=END)
    record = await store.active_game(10)
    with pytest.raises(SeasonConflict) as refused:
        await play_out(store, record, record.game(), season=1)
    assert refused.value.season == 1
    assert (await seasons.season(store, GUILD, 1)).games == 0
    assert await results.player_stats(store, GUILD, 1) is None


async def ranked_season(store: Store) -> None:
    """Season 1 with people 1 to 4 ranked (5 rated games or more), 5 and 6 not."""
    await seasons.open_season(store, GUILD, Q1, timer=END)
    channel = iter(range(100, 200))
    for _ in range(RANKED_GAMES):
        await finish(store, next(channel), [1, 2], scores=[50, 30])
        await finish(store, next(channel), [3, 4], scores=[50, 30])
    for _ in range(RANKED_GAMES - 1):
        await finish(store, next(channel), [5, 6], scores=[50, 30])
    await finish(store, next(channel), [2, 4], scores=[30, 50])


async def test_a_season_ladder_ranks_those_with_enough_rated_games_by_rating(store):
    await ranked_season(store)
    page = await seasons.season_ladder(store, GUILD, 1, 1, 3)
    assert (page.season.number, page.total, page.pages, page.page) == (1, 4, 2, 1)
    people = await seasons.season_skills(store, GUILD, 1, range(1, 7))
    ranked = sorted((1, 2, 3, 4), key=lambda p: (-displayed(people[p]), p))
    assert [e.user_id for e in page.entries] == ranked[:3]
    assert [e.rank for e in page.entries] == [1, 2, 3]
    second = await seasons.season_ladder(store, GUILD, 1, 2, 3)
    assert [(e.user_id, e.rank) for e in second.entries] == [(ranked[3], 4)]
    assert (await seasons.season_ladder(store, GUILD, 1, 3, 3)).entries == ()
    top = page.entries[0]
    assert top.rating == displayed(people[top.user_id])
    assert top.games == top.rated_games >= RANKED_GAMES
    assert await seasons.season_ladder(store, GUILD, 2) is None
    with pytest.raises(ValueError):
        await seasons.season_ladder(store, GUILD, 1, 0)
    with pytest.raises(ValueError):
        await seasons.season_ladder(store, GUILD, 1, 1, 101)


async def test_the_roll_closes_ranks_opens_the_next_and_announces_once(store):
    await ranked_season(store)
    (timer,) = await store.claim_timers(APR, limit=5, lease=60)
    assert (timer.kind, timer.guild_id, timer.game_id) == (END, GUILD, None)
    closed = await seasons.roll_season(
        store,
        GUILD,
        1,
        APR + 5,
        fired=timer.id,
        following=APRIL,
        timer=END,
        channel_id=CHANNEL,
        notice=STANDINGS,
    )
    assert (closed.number, closed.closed_at, closed.ranked, closed.games) == (1, APR + 5, 4, 15)
    following = await seasons.season(store, GUILD)
    assert (following.number, following.open, following.starts_at, following.ends_at) == (
        2,
        True,
        APR,
        MAY,
    )
    assert await club_timer_due(store, END, guild_id=GUILD) == MAY
    (entry,) = await store.claim_announcements(APR + 5, limit=10, lease=60)
    assert (entry.game_id, entry.channel_id, entry.kind, entry.payload) == (
        None,
        CHANNEL,
        "season_standings",
        {"guild": GUILD, "number": 1},
    )
    # The final places are kept with the closed season's ladder.
    ladder = await seasons.season_ladder(store, GUILD, 1, 1, 10)
    assert [e.rank for e in ladder.entries] == [1, 2, 3, 4]
    assert (await seasons.most_active(store, GUILD, 1)).rank in (1, 2, 3, 4)

    # The same timer handed again (a crash before the dispatcher deleted it): nothing.
    again = await seasons.roll_season(
        store,
        GUILD,
        1,
        APR + 9,
        fired=timer.id,
        following=APRIL,
        timer=END,
        channel_id=CHANNEL,
        notice=STANDINGS,
    )
    assert again is None
    assert (await seasons.season(store, GUILD)).number == 2
    assert await store.claim_announcements(APR + 9, limit=10, lease=60) == []
    assert await club_timer_due(store, END, guild_id=GUILD) == MAY
    # The next season counts the next games, from a fresh start.
    await finish(store, 300, [1, 2], season=2)
    assert (await seasons.season(store, GUILD, 2)).games == 1
    assert (await seasons.season(store, GUILD, 1)).games == 15


async def test_a_roll_before_the_seasons_end_sets_its_timer_again(store):
    await seasons.open_season(store, GUILD, Q1, timer=END)
    (timer,) = await store.claim_timers(APR, limit=5, lease=60)
    early = await seasons.roll_season(
        store, GUILD, 1, APR - 60, fired=timer.id, following=APRIL, timer=END, channel_id=CHANNEL
    )
    assert early is None and (await seasons.season(store, GUILD)).open
    # A new row due at the season's end: the dispatcher deleting the fired one keeps it.
    await store.complete_timer(timer.id)
    assert await club_timer_due(store, END, guild_id=GUILD) == APR


async def test_a_roll_with_seasons_off_opens_none_and_a_later_season_takes_the_next_number(
    store,
):
    await seasons.open_season(store, GUILD, Q1, timer=END)
    (timer,) = await store.claim_timers(APR, limit=5, lease=60)
    closed = await seasons.roll_season(
        store, GUILD, 1, APR, fired=timer.id, following=None, timer=END, channel_id=CHANNEL
    )
    assert closed.number == 1 and not closed.open
    assert (await seasons.season(store, GUILD)).number == 1  # the latest, closed
    assert await club_timer_due(store, END, guild_id=GUILD) is None
    assert await store.claim_announcements(APR, limit=10, lease=60) == []  # no notice given
    later = await seasons.open_season(
        store, GUILD, SeasonStart("monthly", MAY, MAY + 30 * 86400), timer=END
    )
    assert (later.number, later.open) == (2, True)
    assert await club_timer_due(store, END, guild_id=GUILD) == MAY + 30 * 86400


async def test_a_servers_season_period_is_quarterly_until_chosen(store):
    assert await store.read(season_period(GUILD)) == "quarterly"
    await store.write(set_season_period(GUILD, "monthly"))
    assert await store.read(season_period(GUILD)) == "monthly"
    assert await store.read(season_period(GUILD + 1)) == "quarterly"
