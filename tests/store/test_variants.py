"""Contract: older rows and lobbies that never chose are classic (a lobby keeps the wall its
host chose: tests/features/lobby); a grey wall placement is stored as a move."""

import sqlite3

from azul_bot.core.db import GameStatus, Seat, SqliteStore
from azul_bot.core.db.sqlite.migrations import load_migrations
from azul_bot.engine import CRYSTAL_1, CRYSTAL_2, GREY, Game, Phase
from tests.features.lobby.helpers import create_lobby
from tests.features.results import helpers as results
from tests.store.helpers import GUILD, play, seats_for


async def test_a_grey_wall_placement_is_stored_as_a_move(store):
    lobby = await create_lobby(store, GUILD, 10, 1, "Ann", variant="grey")
    seats = [Seat(0, 1, "Ann"), Seat(1, 2, "Bob")]
    game = Game.new(2, 3, GREY, auto_place=False)
    record = await store.start_game(lobby.id, 1, seats=seats, state=game.to_dict())
    while game.phase is not Phase.TILING:
        move = game.legal_moves()[0]
        seat = game.current_player
        game.play(move)
        record = await store.commit_move(
            record.id, record.version, seat=seat, move=str(move), state=game.to_dict()
        )
    placement = game.legal_moves()[0]
    game.play(placement)
    record = await store.commit_move(
        record.id,
        record.version,
        seat=placement.player,
        move=str(placement),
        state=game.to_dict(),
    )
    moves = await store.moves(record.id)
    assert moves[-1].move == str(placement)
    assert record.game() == game


async def test_a_players_stats_count_their_games_on_the_grey_wall(store, finish_game):
    lobby = await create_lobby(store, GUILD, 20, 1, "Ann", variant="grey")
    record = await store.start_game(
        lobby.id, lobby.version, seats=seats_for([1, 2]), state=Game.new(2, 9, GREY).to_dict()
    )
    record = await play(store, record, record.game())
    assert record.status is GameStatus.FINISHED and record.variant == "grey"
    await finish_game([1, 2], [50, 30])  # and one on the colored wall
    for person in (1, 2):
        stats = await results.player_stats(store, GUILD, person)
        assert (stats.games, stats.walls) == (2, (("grey", 1),))
    assert (await results.player_stats(store, GUILD, 3)) is None


async def test_each_wall_is_counted_apart_in_the_stats(store, finish_game):
    """Two games on side 2 of the Crystal Mosaic and one on the grey wall: the walls in the
    engine's order, each with its own count (the Crystal Mosaic is no grey wall)."""
    for channel, variant in ((21, CRYSTAL_2), (22, GREY), (23, CRYSTAL_2)):
        lobby = await create_lobby(store, GUILD, channel, 1, "Ann", variant=variant.code)
        state = Game.new(2, channel, variant).to_dict()
        record = await store.start_game(
            lobby.id, lobby.version, seats=seats_for([1, 2]), state=state
        )
        record = await play(store, record, record.game())
        assert record.status is GameStatus.FINISHED and record.variant == variant.code
    stats = await results.player_stats(store, GUILD, 2)
    assert (stats.games, stats.walls) == (3, (("grey", 1), ("crystal-2", 2)))


async def test_migration_19_moves_the_crystal_games_out_of_the_grey_count(sqlite_file):
    """Before migration 19 a season counted a Crystal Mosaic game as a grey-wall one: its
    recount, run again on such a season, moves it over (and only the games of its time)."""
    store = await SqliteStore.open(sqlite_file)
    try:
        for channel, variant in ((31, CRYSTAL_1), (32, GREY)):
            lobby = await create_lobby(store, GUILD, channel, 1, "Ann", variant=variant.code)
            state = Game.new(2, channel, variant).to_dict()
            record = await store.start_game(
                lobby.id, lobby.version, seats=seats_for([1, 2]), state=state
            )
            await play(store, record, record.game())
    finally:
        await store.close()
    (migration,) = [m for m in load_migrations() if m.version == 19]
    recount = [s for s in migration.statements() if "ALTER TABLE" not in s]
    with sqlite3.connect(sqlite_file) as database:
        # As the bot wrote them before: both games counted grey, in season 1 (open) of this
        # server; season 2 of another server has no game of its time.
        database.execute(
            "INSERT INTO seasons (guild_id, number, period, starts_at, ends_at, closed_at,"
            " games, grey_games, ranked) VALUES (?, 1, 'monthly', 0, 9e12, NULL, 2, 2, 0),"
            " (?, 2, 'monthly', 0, 9e12, NULL, 3, 3, 0)",
            (GUILD, GUILD + 1),
        )
        for statement in recount:
            database.execute(statement)
        counts = database.execute(
            "SELECT guild_id, games, grey_games, crystal_games FROM seasons ORDER BY guild_id"
        ).fetchall()
    assert counts == [(GUILD, 2, 1, 1), (GUILD + 1, 3, 3, 0)]
