"""A tournament's rows — a sign-up, rounds that open once, a table's game stored once, and a
round's end decided from the database by the transaction that ends its last game — on every
adapter."""

from __future__ import annotations

import asyncio

import pytest

from azul_bot.core.db import GameRecord, GameStatus, Notice
from azul_bot.features.tournaments.store import organizers, set_organizers
from tests.features.tournaments import helpers as tournaments
from tests.features.tournaments.helpers import (
    CHANNEL,
    HOOKS,
    NOW,
    ROUND_TIMER,
    SIGNUP_TIMER,
    Dropped,
    Format,
    RoundOpening,
    TournamentStatus,
    opening,
    running,
    signup,
    spec,
    table_game,
    to_the_last_move,
)
from tests.store.helpers import (
    GUILD,
    club_timer_due,
    drop_club_timer,
    set_club_timer,
)

BIG = 987_654_321_012_345_678  # a snowflake past 32 bits


async def finish(store, record: GameRecord, scores, *, turn_seconds=None) -> GameRecord:
    """Play the stored game to its end (its last move carries ``scores``)."""
    record, last = await to_the_last_move(store, record, turn_seconds=turn_seconds)
    return await last(store, scores)


async def loose(store) -> list:
    """The announcements of no game waiting, as the outbox would claim them."""
    return [
        entry
        for entry in await store.claim_announcements(NOW, limit=100, lease=60)
        if entry.game_id is None
    ]


# ---------------------------------------------------------------------- sign-up


async def test_a_tournament_opens_its_sign_up_with_its_message_and_its_end(store):
    made = await tournaments.create_tournament(
        store, spec(signup_until=NOW + 600, rounds=4), notice=signup()
    )
    assert made.status is TournamentStatus.SIGNUP
    assert (made.current_round, made.version, made.rounds) == (0, 1, 4)
    assert made.spec == spec(signup_until=NOW + 600, rounds=4)
    assert await tournaments.tournament(store, made.id) == made
    assert await club_timer_due(store, SIGNUP_TIMER, guild_id=GUILD, subject=made.id) == NOW + 600
    (entry,) = await loose(store)
    assert (entry.kind, entry.channel_id) == ("tournament_signup", CHANNEL)
    assert await tournaments.open_tournaments(store, GUILD) == [made]
    assert await tournaments.open_tournaments(store, GUILD + 1) == []


@pytest.mark.parametrize(
    "bad",
    [
        {"table_size": 5},
        {"format": Format.ROUND_ROBIN, "table_size": 3},
        {"name": "  "},
        {"rounds": 0},
        {"min_finished": 101},
    ],
)
async def test_rules_the_schema_does_not_take_are_refused(store, bad):
    with pytest.raises(ValueError):
        await tournaments.create_tournament(store, spec(**bad), notice=signup())
    assert await tournaments.open_tournaments(store, GUILD) == []


async def test_people_join_and_leave_the_sign_up_once_each(store):
    made = await tournaments.create_tournament(store, spec(), notice=signup())
    joined = await tournaments.join_tournament(
        store, made.id, BIG, "Big", rating=1016.0, notice=signup()
    )
    assert joined is not None and joined.version == 2
    assert (
        await tournaments.join_tournament(
            store, made.id, BIG, "Big", rating=1016.0, notice=signup()
        )
        is None
    )
    assert await tournaments.join_tournament(
        store, made.id, 5, "Five", rating=1000.0, notice=signup()
    )
    (big, five) = await tournaments.entrants(store, made.id)
    assert (big.user_id, big.name, big.rating, big.dropped) == (BIG, "Big", 1016.0, None)
    assert await tournaments.tournaments_of(store, GUILD, BIG) == [
        await tournaments.tournament(store, made.id)
    ]
    assert await tournaments.withdraw_from_tournament(store, made.id, 6, notice=signup()) is None
    assert await tournaments.withdraw_from_tournament(store, made.id, BIG, notice=signup())
    assert [e.user_id for e in await tournaments.entrants(store, made.id)] == [five.user_id]
    assert (await tournaments.tournament(store, made.id)).version == 4
    assert len(await loose(store)) == 4  # the sign-up, then a change each


async def test_the_start_is_guarded_by_the_version_and_closes_the_sign_up(store):
    made = await tournaments.create_tournament(store, spec(signup_until=NOW + 600), notice=signup())
    for user in (1, 2, 3):
        made = await tournaments.join_tournament(
            store, made.id, user, f"user {user}", rating=1000.0, notice=signup()
        )
    stale = made.version - 1
    assert (
        await tournaments.start_tournament(store, made.id, stale, rounds=3, ratings={}, now=NOW)
        is None
    )
    assert (await tournaments.tournament(store, made.id)).status is TournamentStatus.SIGNUP
    started = await tournaments.start_tournament(
        store,
        made.id,
        made.version,
        rounds=3,
        ratings={1: 1100.0, 2: 990.0},
        now=NOW,
        notices=[signup()],
    )
    assert started.status is TournamentStatus.RUNNING and started.rounds == 3
    assert started.started_at == NOW
    assert [e.rating for e in await tournaments.entrants(store, made.id)] == [1100.0, 990.0, 1000.0]
    assert await club_timer_due(store, SIGNUP_TIMER, guild_id=GUILD, subject=made.id) is None
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD, subject=made.id) == 0
    assert (
        await tournaments.start_tournament(
            store, made.id, started.version, rounds=3, ratings={}, now=NOW
        )
        is None
    )
    assert (
        await tournaments.join_tournament(store, made.id, 4, "late", rating=1000.0, notice=signup())
        is None
    )


async def test_a_sign_up_with_too_few_stays_open_without_an_end(store):
    made = await tournaments.create_tournament(store, spec(signup_until=NOW + 600), notice=signup())
    (fired,) = await store.claim_timers(NOW + 600, limit=5, lease=60)
    assert fired.subject == made.id and fired.kind == SIGNUP_TIMER
    kept = await tournaments.keep_signup_open(store, made.id, fired=fired.id, notices=[signup()])
    assert kept.status is TournamentStatus.SIGNUP and kept.spec.signup_until is None
    assert await store.next_timer_due() is None


# ---------------------------------------------------------------------- rounds


async def test_a_round_opens_once_with_its_tables_byes_and_notices(store):
    started = await running(store, [1, 2, 3, 4, 5], keep_timer=True)
    (fired,) = await store.claim_timers(NOW, limit=5, lease=60)
    assert (fired.kind, fired.subject, fired.guild_id) == (ROUND_TIMER, started.id, GUILD)
    first = opening(started, 1, [(5, 1), (4, 2)], byes=[3])
    assert await tournaments.open_round(store, started.id, first, now=NOW, fired=fired.id)
    assert not await tournaments.open_round(store, started.id, first, now=NOW, fired=fired.id)
    assert await store.next_timer_due() is None
    tables = await tournaments.tournament_tables(store, started.id)
    assert [(t.round, t.table_no, t.seats, t.bye, t.game_id) for t in tables] == [
        (1, 1, (5, 1), False, None),
        (1, 2, (4, 2), False, None),
        (1, 3, (3,), True, None),
    ]
    assert not tables[0].over and tables[2].over
    after = await tournaments.tournament(store, started.id)
    assert (after.current_round, after.version) == (1, started.version + 1)
    kinds = [entry.kind for entry in await loose(store)]
    assert kinds.count("tournament_table") == 2


async def test_a_round_paired_from_an_older_read_is_not_stored_and_keeps_its_timer(store):
    started = await running(store, [1, 2, 3, 4], keep_timer=True)
    (fired,) = await store.claim_timers(NOW, limit=5, lease=60)
    assert await tournaments.drop_entrant(store, started.id, 4, why=Dropped.LEFT, now=NOW)
    stale = opening(started, 1, [(1, 2), (3, 4)])
    assert not await tournaments.open_round(store, started.id, stale, now=NOW, fired=fired.id)
    assert await tournaments.tournament_tables(store, started.id) == []
    await store.release_claims()
    assert [t.id for t in await store.claim_timers(NOW, limit=5, lease=60)] == [fired.id]
    fresh = await tournaments.tournament(store, started.id)
    assert await tournaments.open_round(
        store, fresh.id, opening(fresh, 1, [(1, 2)], byes=[3]), now=NOW
    )


async def test_two_processes_opening_a_round_at_once_open_it_once(store, backend):
    started = await running(store, [1, 2, 3, 4])
    first = opening(started, 1, [(1, 2), (3, 4)])
    other = await backend.open()
    try:
        opened = await asyncio.gather(
            tournaments.open_round(store, started.id, first, now=NOW),
            tournaments.open_round(other, started.id, first, now=NOW),
        )
    finally:
        await other.close()
    assert sorted(opened) == [False, True]
    assert [t.table_no for t in await tournaments.tournament_tables(store, started.id)] == [1, 2]
    assert len([e for e in await loose(store) if e.kind == "tournament_table"]) == 2


async def test_the_next_round_waits_for_every_game_of_the_round(store):
    started = await running(store, [1, 2, 3, 4])
    assert await tournaments.open_round(
        store, started.id, opening(started, 1, [(1, 2), (3, 4)]), now=NOW
    )
    now_at_1 = await tournaments.tournament(store, started.id)
    assert not await tournaments.open_round(
        store, started.id, opening(now_at_1, 2, [(1, 3), (2, 4)]), now=NOW
    )
    assert not await tournaments.open_round(
        store, started.id, opening(now_at_1, 3, [(1, 3), (2, 4)]), now=NOW
    )


# ---------------------------------------------------------------------- a table's game


async def test_a_tables_game_is_stored_once_in_its_thread(store):
    started = await running(store, [1, 2, 3])
    assert await tournaments.open_round(
        store, started.id, opening(started, 1, [(3, 1)], byes=[2]), now=NOW
    )
    with pytest.raises(ValueError):
        await table_game(store, started, 1, 1, [1, 3], thread=BIG)
    record = await table_game(store, started, 1, 1, [3, 1], thread=BIG)
    assert record.status is GameStatus.RUNNING and record.version == 1
    assert (record.channel_id, record.rated) == (BIG, True)
    assert await tournaments.tournament_of(store, record.id) == started.id
    assert [seat.user_id for seat in record.seats] == [3, 1] and record.host_id == 3
    assert record.turn_began_at == NOW
    assert await table_game(store, started, 1, 1, [3, 1], thread=BIG + 1) is None
    assert await table_game(store, started, 1, 2, [2, 1], thread=BIG + 2) is None  # a bye
    assert [t.kind for t in await store.timers_of(record.id)] == ["timeout"]
    assert [game.id for game in await store.games_under(CHANNEL)] == [record.id]
    (table, _) = await tournaments.tournament_tables(store, started.id, 1)
    assert (table.game_id, table.thread_id, table.status) == (record.id, BIG, "running")
    game_notices = [
        e for e in await store.claim_announcements(NOW, limit=50, lease=60) if e.game_id
    ]
    assert [(e.game_id, e.channel_id, e.kind) for e in game_notices] == [(record.id, BIG, "turn")]


async def test_an_unrated_tournaments_games_say_so(store):
    made = await tournaments.create_tournament(store, spec(rated=False), notice=signup())
    for user in (1, 2):
        made = await tournaments.join_tournament(
            store, made.id, user, "u", rating=1000.0, notice=signup()
        )
    started = await tournaments.start_tournament(
        store, made.id, made.version, rounds=1, ratings={}, now=NOW
    )
    assert started.spec.rated is False
    assert await tournaments.open_round(store, started.id, opening(started, 1, [(1, 2)]), now=NOW)
    record = await table_game(store, started, 1, 1, [1, 2], thread=77)
    assert record.rated is False
    assert (await store.get_game(record.id)).rated is False


async def test_the_last_game_of_the_round_to_end_sets_the_round_timer(store):
    started = await running(store, [1, 2, 3, 4])
    assert await tournaments.open_round(
        store, started.id, opening(started, 1, [(1, 2), (3, 4)]), now=NOW
    )
    first = await table_game(store, started, 1, 1, [1, 2], thread=501)
    second = await table_game(store, started, 1, 2, [3, 4], thread=502)
    await finish(store, first, [30, 20])
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD, subject=started.id) is None
    await finish(store, second, [10, 40])
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD, subject=started.id) == 0
    tables = await tournaments.tournament_tables(store, started.id, 1)
    assert [(t.ranks, t.scores, t.over) for t in tables] == [
        ((1, 2), (30, 20), True),
        ((2, 1), (10, 40), True),
    ]
    now_at_1 = await tournaments.tournament(store, started.id)
    assert await tournaments.open_round(
        store, started.id, opening(now_at_1, 2, [(1, 4), (2, 3)]), now=NOW
    )


async def test_an_aborted_game_ends_its_round_too(store):
    started = await running(store, [1, 2])
    assert await tournaments.open_round(store, started.id, opening(started, 1, [(1, 2)]), now=NOW)
    record = await table_game(store, started, 1, 1, [1, 2], thread=601)
    await store.abort_game(record.id, record.version, then=await HOOKS.aborting(record))
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD, subject=started.id) == 0
    (table,) = await tournaments.tournament_tables(store, started.id, 1)
    assert table.over and table.status == "aborted" and table.ranks is None


async def test_two_games_of_a_round_ending_at_once_both_count(store, backend):
    started = await running(store, [1, 2, 3, 4])
    assert await tournaments.open_round(
        store, started.id, opening(started, 1, [(1, 2), (3, 4)]), now=NOW
    )
    first = await table_game(store, started, 1, 1, [1, 2], thread=701)
    second = await table_game(store, started, 1, 2, [3, 4], thread=702)
    _, first_last = await to_the_last_move(store, first)
    _, second_last = await to_the_last_move(store, second)
    other = await backend.open()
    try:  # the two last moves, each on its own connection, at once
        await asyncio.gather(first_last(store, [30, 20]), second_last(other, [20, 30]))
    finally:
        await other.close()
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD, subject=started.id) == 0


async def test_the_tournament_finishes_once_after_its_last_round(store):
    started = await running(store, [1, 2], rounds=1)
    assert await tournaments.open_round(store, started.id, opening(started, 1, [(1, 2)]), now=NOW)
    record = await table_game(store, started, 1, 1, [1, 2], thread=801)
    final = Notice("tournament_standings", {"tournament": started.id, "final": True})
    assert not await tournaments.finish_tournament(store, started.id, 1, now=NOW, notice=final)
    await finish(store, record, [50, 40])
    (fired,) = await store.claim_timers(NOW, limit=5, lease=60)
    assert await tournaments.finish_tournament(
        store, started.id, 1, now=NOW, notice=final, fired=fired.id
    )
    assert not await tournaments.finish_tournament(
        store, started.id, 1, now=NOW, notice=final, fired=fired.id
    )
    over = await tournaments.tournament(store, started.id)
    assert over.status is TournamentStatus.FINISHED and over.finished_at == NOW
    assert await store.next_timer_due() is None
    assert await tournaments.open_tournaments(store, GUILD) == []
    assert not await tournaments.open_round(store, over.id, opening(over, 2, [(1, 2)]), now=NOW)


# ---------------------------------------------------------------------- who plays


async def test_a_persons_own_move_shows_them_up_for_the_round(store):
    started = await running(store, [1, 2])
    assert await tournaments.open_round(store, started.id, opening(started, 1, [(1, 2)]), now=NOW)
    record = await table_game(store, started, 1, 1, [1, 2], thread=901)
    game = record.game()
    move = game.legal_moves()[0]
    mover = game.current_player
    game.play(move)
    await store.commit_move(
        record.id,
        record.version,
        seat=mover,
        move=str(move),
        state=game.to_dict(),
        then=HOOKS.move(mover, seconds=5.0),
    )
    shown = {e.user_id: e.showed_up for e in await tournaments.entrants(store, started.id)}
    assert shown == {[1, 2][mover]: 1, [1, 2][1 - mover]: 0}


async def test_a_dropped_player_comes_back_only_from_a_stand_ins_game(store):
    started = await running(store, [1, 2, 3])
    assert await tournaments.drop_entrant(store, started.id, 1, why=Dropped.LEFT, now=NOW)
    assert await tournaments.drop_entrant(store, started.id, 1, why=Dropped.LEFT, now=NOW) is None
    assert await tournaments.come_back(store, started.id, 1) is None
    assert await tournaments.open_round(
        store,
        started.id,
        opening(await tournaments.tournament(store, started.id), 1, [(2, 3)], vanished=(3,)),
        now=NOW,
    )
    by_user = {e.user_id: e for e in await tournaments.entrants(store, started.id)}
    assert (by_user[1].dropped, by_user[3].dropped) == (Dropped.LEFT, Dropped.VANISHED)
    assert by_user[3].dropped_at == NOW
    assert await tournaments.come_back(store, started.id, 3)
    back = {e.user_id: e for e in await tournaments.entrants(store, started.id)}[3]
    assert (back.dropped, back.showed_up) == (None, 1)
    assert await tournaments.come_back(store, started.id, 99) is None


async def test_a_cancelled_tournament_opens_no_round(store):
    started = await running(store, [1, 2])
    cancelled = await tournaments.cancel_tournament(store, started.id, now=NOW, notice=signup())
    assert cancelled.status is TournamentStatus.CANCELLED
    assert await store.next_timer_due() is None
    assert await tournaments.cancel_tournament(store, started.id, now=NOW, notice=signup()) is None
    assert not await tournaments.open_round(
        store, started.id, opening(cancelled, 1, [(1, 2)]), now=NOW
    )


# ---------------------------------------------------------------------- timers and settings


async def test_each_tournament_has_its_own_timers_beside_the_servers(store):
    await set_club_timer(store, "season_end", NOW + 9, guild_id=GUILD)
    await set_club_timer(store, ROUND_TIMER, NOW + 1, guild_id=GUILD, subject=1)
    await set_club_timer(store, ROUND_TIMER, NOW + 2, guild_id=GUILD, subject=2)
    await set_club_timer(store, ROUND_TIMER, NOW + 3, guild_id=GUILD, subject=1)
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD, subject=1) == NOW + 3
    assert await club_timer_due(store, ROUND_TIMER, guild_id=GUILD) is None
    assert await club_timer_due(store, "season_end", guild_id=GUILD) == NOW + 9
    await drop_club_timer(store, ROUND_TIMER, guild_id=GUILD, subject=2)
    claimed = await store.claim_timers(NOW + 10, limit=10, lease=60)
    assert {(t.kind, t.subject) for t in claimed} == {(ROUND_TIMER, 1), ("season_end", None)}


async def test_a_servers_organizer_role_is_kept(store):
    assert await store.read(organizers(GUILD)) is None
    await store.write(set_organizers(GUILD, BIG))
    assert await store.read(organizers(GUILD)) == BIG
    await store.write(set_organizers(GUILD, None))
    assert await store.read(organizers(GUILD)) is None


def test_a_rounds_seats_are_checked():
    notice = Notice("tournament_table", {})
    with pytest.raises(ValueError):
        RoundOpening(1, 1, ((1, 2),), (notice, notice))
    with pytest.raises(ValueError):
        RoundOpening(1, 1, ((1, 2),), (notice,), byes=(2,))
