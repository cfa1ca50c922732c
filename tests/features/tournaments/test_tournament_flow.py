"""Tournaments through the game host (a real store, a recording channel, the test clock):
sign-up, rounds that pair and open by themselves when a round's last game ends, drops, a
stand-in's game, the end. Discord-level runs are in ``test_tournaments.py``; the
larger fields (tables of 3) are played here, where a game is a few calls."""

from __future__ import annotations

import itertools

import pytest

from azul_bot.core import (
    AlreadySeated,
    BadInput,
    NotAllowed,
    NotEnoughPlayers,
    Refusal,
    ServiceError,
    WrongPhase,
)
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import GameQueries, Turns
from azul_bot.features.results.ids import MIN_FINISHED_RANGE
from azul_bot.features.settings.ids import BAD_DURATION
from azul_bot.features.tournaments import Tournaments, ids
from azul_bot.features.tournaments.messages import TableOpened, TournamentStandings
from tests.features.results import helpers as results
from tests.features.tournaments import helpers as tournaments
from tests.features.tournaments.helpers import Dropped, TournamentStatus
from tests.service import conftest as host_tests
from tests.service.conftest import GUILD
from tests.settled import settled

# The host's tests' fixtures, found by name: its service on one SQLite file.
store, channels, clock = host_tests.store, host_tests.channels, host_tests.clock
make_service = host_tests.make_service

CHANNEL = 300
ORGANIZER = 1
LIMIT = 300.0  # the tournaments' time limit here: 5 minutes a turn


@pytest.fixture
async def host(make_service, short_games, thinkers):
    return await make_service(new_game=short_games, thinkers=thinkers, pictures={"standings"})


async def tournament(service, players, **options):
    """A tournament of ``players`` (user ids), started; returns its view."""
    options.setdefault("time_limit", "5m")
    made = await service.room(Tournaments).new(
        GUILD, CHANNEL, ORGANIZER, may_organize=True, name="Spring Cup", **options
    )
    for user in players:
        await service.room(Tournaments).join(GUILD, user, f"P{user}")
    await service.room(Tournaments).start(GUILD, ORGANIZER, made.tournament_id, may_organize=False)
    await settled(service)
    return made


async def play_games(service, clock, game_ids, vanished=()) -> None:
    """Play games to their end: each person's moves from the dealt ending (then the first
    legal move) as soon as it is their turn; only when every game waits on someone in
    ``vanished`` (or a stand-in) does the clock move on, so their time runs out and a
    stand-in plays, and nobody else's does."""
    planned = {}
    while True:
        waiting = 0
        for game_id in game_ids:
            record = await service.store.get_game(game_id)
            if record.status != "running":
                continue
            game = record.game()
            plan = planned.setdefault(
                game_id, list(service.room(Lobby)._new_game.remaining[len(record.seats)])
            )
            seat = record.seats[game.current_player]
            if seat.stand_in is not None or seat.user_id in vanished:
                waiting += 1
                continue
            if plan and game.check(plan[0]) is not None:
                plan.clear()  # a stand-in did not play the dealt ending
            move = plan.pop(0) if plan else game.legal_moves()[0]
            await service.room(Turns).play(record.channel_id, seat.user_id, move)
            break  # look at every game again
        else:
            if not waiting:
                return
            # A stand-in who took the seat moves a moment later; a vanished one at the limit.
            await settled(service, LIMIT + 1)


async def play_round(service, clock, tournament_id, number, vanished=()) -> list:
    tables = await tournaments.tournament_tables(service.store, tournament_id, number)
    games = [table.game_id for table in tables if not table.bye]
    await play_games(service, clock, games, vanished)
    await settled(service)
    return tables


def meetings(tables) -> list[frozenset[int]]:
    return [
        frozenset(pair) for t in tables if not t.bye for pair in itertools.combinations(t.seats, 2)
    ]


def posted(channels, kind):
    return [m for m in channels.in_channel(CHANNEL) if isinstance(m.post.message, kind)]


# ---------------------------------------------------------------------- whole tournaments


async def test_seven_players_play_three_swiss_rounds_a_bye_each_round_and_no_rematch(
    host, clock, channels
):
    made = await tournament(host, range(1, 8), rounds=3)
    tid = made.tournament_id
    everything = []
    for number in (1, 2, 3):
        tables = await play_round(host, clock, tid, number)
        assert len(tables) == 4 and [t.bye for t in tables] == [False] * 3 + [True]
        for table in tables[:3]:
            record = await host.store.get_game(table.game_id)
            assert record.channel_id == table.thread_id
            assert channels.threads[table.thread_id] == CHANNEL  # a thread of the channel
            assert await tournaments.tournament_of(host.store, record.id) == tid
            assert record.status == "finished"
            final = channels.in_channel(table.thread_id)[-1]
            assert "Game over" in final.text and final.controls is None  # no Rematch here
        everything += tables
    pairs = meetings(everything)
    assert len(pairs) == len(set(pairs)) == 9  # nobody met anyone twice
    byes = [t.seats[0] for t in everything if t.bye]
    assert len(set(byes)) == 3  # a different player sits out each round
    over = await tournaments.tournament(host.store, tid)
    assert over.status is TournamentStatus.FINISHED and over.current_round == 3
    # One thread per table, its message pinging the table's players.
    openings = posted(channels, TableOpened)
    assert len(openings) == 9
    assert all(set(m.mentions) == set(m.post.message.players) for m in openings)
    assert len(channels.threads) == 9
    # The standings after rounds 1 and 2, then the final ones, each with its picture.
    standings = posted(channels, TournamentStandings)
    assert [(m.post.message.after, m.post.message.final) for m in standings] == [
        (1, False),
        (2, False),
        (3, True),
    ]
    assert all(m.post.image.startswith(b"\x89PNG") for m in standings)
    assert all(not m.mentions for m in standings)
    final = standings[-1]
    assert "is over! Final standings" in final.text and "🥇" in final.text
    assert "Its games counted for the server's ratings." in final.text
    assert final.image_alt.startswith("Spring Cup · final standings\n1. P")
    lines = final.post.message.lines
    assert [line.rank for line in lines] == list(range(1, 8))
    assert sum(line.points for line in lines) == 3 * 3 + 3  # a point a game, a point a bye
    assert all(line.wins + line.draws + line.losses + line.byes == 3 for line in lines)


async def test_nine_players_play_swiss_at_tables_of_three(host, clock, channels):
    made = await tournament(host, range(1, 10), rounds=2, table_size=3)
    for number in (1, 2):
        tables = await play_round(host, clock, made.tournament_id, number)
        assert [len(t.seats) for t in tables] == [3, 3, 3] and not any(t.bye for t in tables)
    final = posted(channels, TournamentStandings)[-1].post.message
    assert final.final and len(final.lines) == 9
    # Each table hands out 1 + 1/2 + 0 points: 4.5 a round, whatever the shared places.
    assert sum(line.points for line in final.lines) == pytest.approx(9.0)


async def test_four_players_play_a_round_robin_where_everyone_meets_everyone(host, clock, channels):
    made = await tournament(host, range(1, 5), format="round_robin")
    assert (await tournaments.tournament(host.store, made.tournament_id)).rounds == 3
    played = []
    for number in (1, 2, 3):
        played += await play_round(host, clock, made.tournament_id, number)
    assert sorted(map(sorted, meetings(played))) == [
        sorted(pair) for pair in itertools.combinations(range(1, 5), 2)
    ]
    assert (
        await tournaments.tournament(host.store, made.tournament_id)
    ).status is TournamentStatus.FINISHED


async def test_a_round_robin_player_who_leaves_gives_their_opponents_walkovers(host, clock):
    made = await tournament(host, range(1, 5), format="round_robin")
    await host.room(Tournaments).leave(GUILD, 1)  # resigned from round 1, met by nobody after
    await settled(host, 2.0)  # the stand-in's first move
    await play_round(host, clock, made.tournament_id, 1)
    later = []
    for number in (2, 3):
        tables = await play_round(host, clock, made.tournament_id, number)
        games = [t for t in tables if not t.bye]
        (walkover,) = [t for t in tables if t.bye]
        assert len(games) == 1 and 1 not in walkover.seats + games[0].seats
        later.append(walkover.seats[0])
    # The schedule stands: whoever was to meet player 1 scores that round without a game.
    assert len(set(later)) == 2
    shown = await host.room(Tournaments).standings(GUILD, made.tournament_id, None)
    points = {line.name: line.points for line in shown.standings.lines}
    assert all(points[f"P{user}"] >= 1 for user in later)
    assert (
        await tournaments.tournament(host.store, made.tournament_id)
    ).status is TournamentStatus.FINISHED


# ---------------------------------------------------------------------- who plays


async def test_a_player_who_leaves_is_resigned_and_paired_no_more(host, clock):
    made = await tournament(host, range(1, 5), rounds=2)
    (first, _) = await tournaments.tournament_tables(host.store, made.tournament_id, 1)
    leaver = first.seats[0]
    entry = await host.room(Tournaments).leave(GUILD, leaver)
    assert entry.what == "left"
    record = await host.store.get_game(first.game_id)
    assert record.seats[0].stand_in == "normal"  # a computer plays the game on
    with pytest.raises(WrongPhase) as again:
        await host.room(Tournaments).leave(GUILD, leaver, made.tournament_id)
    assert again.value.reason is ids.ALREADY_DROPPED
    await settled(host, 2.0)  # the stand-in's first move
    await play_round(host, clock, made.tournament_id, 1)
    second = await tournaments.tournament_tables(host.store, made.tournament_id, 2)
    assert leaver not in {user for t in second for user in t.seats}
    assert len(second) == 2 and second[1].bye  # three left: a table and a bye
    people = {p.user_id: p for p in await tournaments.entrants(host.store, made.tournament_id)}
    assert people[leaver].dropped is Dropped.LEFT


async def test_a_stand_ins_game_drops_its_player_unless_they_come_back(host, clock, channels):
    made = await tournament(host, range(1, 7), rounds=3)
    tid = made.tournament_id
    tables = await tournaments.tournament_tables(host.store, tid, 1)
    gone, back = tables[0].seats[0], tables[1].seats[0]
    await play_round(host, clock, tid, 1, vanished={gone, back})
    # Both games were played by stand-ins for them; one says they are still in, too late.
    second = await tournaments.tournament_tables(host.store, tid, 2)
    paired = {user for t in second for user in t.seats}
    assert gone not in paired and back not in paired
    people = {p.user_id: p for p in await tournaments.entrants(host.store, tid)}
    assert people[gone].dropped is Dropped.VANISHED
    entry = await host.room(Tournaments).join(GUILD, back, "P", tid)
    assert entry.what == "back"
    await play_round(host, clock, tid, 2)
    third = await tournaments.tournament_tables(host.store, tid, 3)
    paired = {user for t in third for user in t.seats}
    assert back in paired and gone not in paired
    standings = posted(channels, TournamentStandings)[-1].post.message
    dropped = {line.name for line in standings.lines if line.dropped}
    assert dropped == {f"P{gone}"}


async def test_an_unrated_tournament_moves_nobodys_rating(host, clock, channels):
    made = await tournament(host, [1, 2], rounds=1, rated=False)
    (table,) = await play_round(host, clock, made.tournament_id, 1)
    stats = await results.player_stats(host.store, GUILD, 1)
    assert stats.games == 1 and stats.rated_games == 0
    final = channels.in_channel(table.thread_id)[-1]
    assert "Not rated: this tournament does not count for the ratings." in final.text
    over = posted(channels, TournamentStandings)[-1]
    assert "Its games did not count for the ratings." in over.text


async def test_a_tournaments_games_have_its_time_limit_and_no_hints(host, clock):
    made = await tournament(host, [1, 2], rounds=1, time_limit="2h")
    (table,) = await tournaments.tournament_tables(host.store, made.tournament_id, 1)
    record = await host.store.get_game(table.game_id)
    timeout = [t for t in await host.store.timers_of(record.id) if t.kind == "timeout"]
    assert [t.due_at - clock.now() for t in timeout] == [7200.0]
    mover = record.seats[record.game().current_player].user_id
    with pytest.raises(WrongPhase) as refused:
        await host.room(GameQueries).hint(record.channel_id, mover)
    assert refused.value.reason == "hints_off_in_tournament"


# ---------------------------------------------------------------------- the sign-up


async def test_a_sign_up_ending_with_too_few_tells_the_organizer_alone_and_stays_open(
    host, clock, channels
):
    made = await host.room(Tournaments).new(
        GUILD, CHANNEL, ORGANIZER, may_organize=True, name="Cup", signup_until="1h"
    )
    await host.room(Tournaments).join(GUILD, 5, "Five")
    await settled(host, 3601)
    (told,) = [m for m in channels.in_channel(CHANNEL) if m.mentions]
    assert told.mentions == (ORGANIZER,)
    assert told.text.startswith(f"<@{ORGANIZER}>, the sign-up of **Cup** has ended with 1 player")
    kept = await tournaments.tournament(host.store, made.tournament_id)
    assert kept.status is TournamentStatus.SIGNUP and kept.spec.signup_until is None
    await host.room(Tournaments).join(GUILD, 6, "Six")
    with pytest.raises(NotAllowed):
        await host.room(Tournaments).start(GUILD, 6, made.tournament_id, may_organize=False)
    started = await host.room(Tournaments).start(GUILD, ORGANIZER, None, may_organize=False)
    assert started.status == "running"


async def test_a_sign_up_ending_with_enough_players_starts_and_closes_its_message(
    host, clock, channels
):
    made = await host.room(Tournaments).new(
        GUILD, CHANNEL, ORGANIZER, may_organize=True, name="Cup", signup_until="1h"
    )
    for user in (2, 3, 4):
        await host.room(Tournaments).join(GUILD, user, f"P{user}")
    await settled(host)
    (signup,) = channels.with_controls(CHANNEL)
    assert "3 players:\nP2, P3, P4" in signup.text and "closes <t:" in signup.text
    await settled(host, 3601)
    running = await tournaments.tournament(host.store, made.tournament_id)
    assert running.status is TournamentStatus.RUNNING and running.rounds == 3  # ⌈log2 3⌉ + 1
    assert signup.controls is None and "the tournament is under way" in signup.text
    assert len(await tournaments.tournament_tables(host.store, made.tournament_id, 1)) == 2


@pytest.mark.parametrize(
    ("options", "refusal"),
    [
        ({"name": " "}, ids.TOURNAMENT_NAME),
        ({"format": "round_robin", "table_size": 3}, ids.ROUND_ROBIN_TABLES),
        ({"format": "round_robin", "rounds": 3}, ids.ROUND_ROBIN_ROUNDS),
        ({"rounds": 21}, ids.TOURNAMENT_ROUNDS),
        ({"signup_until": "1m"}, ids.SIGNUP_RANGE),
        ({"time_limit": "soon"}, BAD_DURATION),
        ({"variant": "pink"}, Refusal.NOT_OFFERED),
        ({"min_finished": 0}, MIN_FINISHED_RANGE),
    ],
)
async def test_bad_options_are_refused_and_nothing_is_made(host, options, refusal):
    options.setdefault("name", "Cup")
    with pytest.raises(BadInput) as refused:
        await host.room(Tournaments).new(GUILD, CHANNEL, ORGANIZER, may_organize=True, **options)
    assert refused.value.reason is refusal
    assert await tournaments.open_tournaments(host.store, GUILD) == []


async def test_who_may_do_what_at_the_sign_up(host):
    with pytest.raises(NotAllowed) as refused:
        await host.room(Tournaments).new(GUILD, CHANNEL, 9, may_organize=False, name="Cup")
    assert refused.value.reason is ids.ORGANIZERS_ONLY
    made = await host.room(Tournaments).new(
        GUILD, CHANNEL, ORGANIZER, may_organize=True, name="Cup"
    )
    await host.room(Tournaments).join(GUILD, 2, "Two")
    with pytest.raises(AlreadySeated):
        await host.room(Tournaments).join(GUILD, 2, "Two")
    with pytest.raises(NotEnoughPlayers) as few:
        await host.room(Tournaments).start(GUILD, ORGANIZER, None, may_organize=False)
    assert few.value.values == {"entrants": 1, "least": 2}
    await host.room(Tournaments).join(GUILD, 3, "Three")
    await host.room(Tournaments).start(GUILD, ORGANIZER, None, may_organize=False)
    with pytest.raises(WrongPhase) as closed:
        await host.room(Tournaments).join(GUILD, 4, "Four", made.tournament_id)
    assert closed.value.reason is ids.SIGNUP_CLOSED
    with pytest.raises(ServiceError) as unknown:
        await host.room(Tournaments).join(GUILD + 1, 4, "Four", made.tournament_id)
    assert unknown.value.reason is ids.NO_TOURNAMENT


async def test_several_tournaments_at_once_are_told_apart(host):
    first = await host.room(Tournaments).new(GUILD, CHANNEL, ORGANIZER, may_organize=True, name="A")
    second = await host.room(Tournaments).new(
        GUILD, CHANNEL, ORGANIZER, may_organize=True, name="B"
    )
    with pytest.raises(BadInput) as which:
        await host.room(Tournaments).join(GUILD, 2, "Two")
    assert which.value.reason is ids.WHICH_TOURNAMENT and which.value.values == {"count": 2}
    await host.room(Tournaments).join(GUILD, 2, "Two", first.tournament_id)
    await host.room(Tournaments).join(GUILD, 2, "Two", second.tournament_id)  # in both
    choices = await host.room(Tournaments).choices(GUILD, 2)
    assert [c.name for c in choices] == ["B", "A"]


async def test_the_organizer_removes_a_player_and_calls_the_tournament_off(host, clock, channels):
    made = await tournament(host, range(1, 5), rounds=3)
    tid = made.tournament_id
    (first, _) = await tournaments.tournament_tables(host.store, tid, 1)
    removed = first.seats[1]
    with pytest.raises(NotAllowed) as refused:
        await host.room(Tournaments).remove(GUILD, 3, removed, tid, may_organize=False)
    assert refused.value.reason is ids.NOT_ORGANIZER
    await host.room(Tournaments).remove(GUILD, ORGANIZER, removed, tid, may_organize=False)
    people = {p.user_id: p for p in await tournaments.entrants(host.store, tid)}
    assert people[removed].dropped is Dropped.REMOVED
    assert (await host.store.get_game(first.game_id)).seats[1].stand_in == "normal"
    with pytest.raises(ServiceError) as again:
        await host.room(Tournaments).join(GUILD, removed, "P", tid)
    assert again.value.reason is ids.CANNOT_RETURN
    await host.room(Tournaments).cancel(GUILD, 2, tid, may_organize=True)  # a manager may
    await settled(host)
    assert (await tournaments.tournament(host.store, tid)).status is TournamentStatus.CANCELLED
    assert "**Spring Cup** was called off by its organizer after 1 round." in [
        m.text for m in channels.in_channel(CHANNEL)
    ]
    await play_round(host, clock, tid, 1)  # its games play on as ordinary games
    assert await tournaments.tournament_tables(host.store, tid, 2) == []
