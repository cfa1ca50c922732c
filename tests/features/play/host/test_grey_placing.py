"""The grey wall at the host: the lobby's wall, a round's end where players place at the same
time, stale placements, the turn timer and the stand-in, computers placing by themselves."""

from __future__ import annotations

import pytest

from azul_bot.ai import PlacementHint
from azul_bot.core import BadInput, NotHost, NotInGame, Refusal, StaleTurn, WrongPhase
from azul_bot.core.words import LANGUAGES, words
from azul_bot.engine import GREY, Phase, TileWalled, WallMove
from azul_bot.features.digest import NotifyChoice
from azul_bot.features.lobby import Lobby, Rematch
from azul_bot.features.lobby.ids import HOST_ONLY_VARIANT
from azul_bot.features.play import (
    PINGED,
    WAITING,
    Endings,
    GameQueries,
    Placing,
    PlacingControls,
    Turns,
)
from azul_bot.features.play.cog.answers import hint_text
from azul_bot.features.results import Ladder, Records
from azul_bot.features.results.words import history_text, replay_text, stats_text
from azul_bot.features.settings import Preferences
from tests.features.play.helpers import grey_lobby, place_first
from tests.grey_games import GreyGames
from tests.service.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.settled import settled

EN = words("en")


@pytest.fixture
def grey_games() -> GreyGames:
    return GreyGames()


@pytest.fixture
async def grey(make_service, grey_games, thinkers):
    return await make_service(new_game=grey_games, thinkers=thinkers, computer_pause=1.0)


async def to_tiling(service, grey_games, *users):
    """A grey game of ``users`` one take before its last tiling; the take is played."""
    await grey_lobby(service, *users)
    table = await service.room(Lobby).start(CHANNEL, users[0])
    take = grey_games.tables[len(users)].last_take
    return await service.room(Turns).play(CHANNEL, table.current_user_id, take)


# ----------------------------------------------------------------------------- the lobby


async def test_the_host_chooses_the_wall_until_the_start_and_the_game_plays_it(
    service, channels, store
):
    lobby = await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    assert lobby.variant == "classic"
    await service.room(Lobby).join(CHANNEL, BOB, "Bob")
    with pytest.raises(NotHost) as refused:
        await service.room(Lobby).choose_variant(CHANNEL, BOB, "grey")
    assert refused.value.reason == HOST_ONLY_VARIANT
    with pytest.raises(BadInput):
        await service.room(Lobby).choose_variant(CHANNEL, ALICE, "purple")
    lobby = await service.room(Lobby).choose_variant(CHANNEL, ALICE, "grey", game_id=lobby.game_id)
    assert lobby.variant == "grey"
    await settled(service)
    shown = channels.last(CHANNEL)
    assert "Wall: **grey wall**" in shown.text
    assert shown.controls.variant == "grey"

    table = await service.room(Lobby).start(CHANNEL, ALICE)
    assert table.game.variant is GREY
    assert (await store.get_game(table.game_id)).game().variant is GREY
    with pytest.raises(WrongPhase):
        await service.room(Lobby).choose_variant(CHANNEL, ALICE, "classic")


async def test_an_unknown_wall_is_refused_when_the_lobby_opens(service):
    with pytest.raises(BadInput):
        await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice", "purple")


# ----------------------------------------------------------------------------- a round's end


async def test_at_a_grey_rounds_end_each_chooser_is_pinged_once_and_forced_cells_are_placed(
    grey, grey_games, channels
):
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    dealt = grey_games.tables[2]
    assert table.game.phase is Phase.TILING
    # The forced cells were placed by the take itself, nobody was asked.
    assert [e for e in table.events if isinstance(e, TileWalled)] == list(dealt.forced)
    await settled(grey)
    post = channels.last(CHANNEL)
    assert set(post.mentions) == {ALICE, BOB}
    assert post.controls == PlacingControls(table.game_id, table.game.round)
    assert {(up.user_id, up.how) for up in post.post.message.to_place} == {
        (ALICE, PINGED),
        (BOB, PINGED),
    }
    assert "still to place, all at the same time" in post.text
    assert "Place your tile" in post.text

    # Each sees their own line and its columns, with the points each would score now.
    game = table.game
    for user, seat in ((ALICE, 0), (BOB, 1)):
        placing = await grey.room(Placing).placing(CHANNEL, user, game_id=table.game_id)
        line = game.pending_line(seat)
        assert (placing.seat, placing.row, placing.color) == (seat, line.row, line.color)
        assert [c.col for c in placing.columns] == list(line.columns)
        assert [c.points for c in placing.columns] == [
            game.preview_placement(WallMove(seat, line.row, col)).points for col in line.columns
        ]
    with pytest.raises(NotInGame) as refused:
        await grey.room(Placing).placing(CHANNEL, CAROL, game_id=table.game_id)
    assert refused.value.reason is Refusal.NOT_PLAYING


async def test_players_place_in_any_order_and_the_game_ends_when_all_have_placed(
    grey, grey_games, channels, store
):
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    await settled(grey)
    first = channels.last(CHANNEL)
    # Bob's picker and Alice's are open at the same time; Bob places first.
    bobs = await grey.room(Placing).placing(CHANNEL, BOB, game_id=table.game_id)
    alices = await grey.room(Placing).placing(CHANNEL, ALICE, game_id=table.game_id)
    placed = await grey.room(Placing).place(
        CHANNEL,
        BOB,
        game_id=table.game_id,
        round=bobs.round,
        row=bobs.row,
        col=bobs.columns[-1].col,
    )
    walled = [e for e in placed.events if isinstance(e, TileWalled) and e.player == 1]
    assert walled[0].col == bobs.columns[-1].col
    await settled(grey)
    after_bob = channels.last(CHANNEL)
    if 1 in placed.game.to_place:  # Bob places on: told with his last placement
        assert after_bob.id == first.id
    else:
        assert after_bob.id != first.id and after_bob.mentions == ()  # no second ping
        assert {up.how for up in after_bob.post.message.to_place} == {WAITING}

    # Bob's click again, on the line he placed: passed, and nothing changes.
    version = (await store.get_game(table.game_id)).version
    with pytest.raises(StaleTurn) as stale:
        await grey.room(Placing).place(
            CHANNEL,
            BOB,
            game_id=table.game_id,
            round=bobs.round,
            row=bobs.row,
            col=bobs.columns[0].col,
        )
    assert stale.value.reason is Refusal.PLACEMENT_PASSED
    assert (await store.get_game(table.game_id)).version == version

    # Alice places from the buttons she opened before Bob's placement, line after line.
    placing = alices
    while True:
        result = await place_first(grey, ALICE, table.game_id, placing)
        try:
            placing = await grey.room(Placing).placing(CHANNEL, ALICE, game_id=table.game_id)
        except (NotInGame, StaleTurn):
            break
    # Bob may have more lines waiting: he places them too.
    while not result.game.is_over:
        result = await place_first(grey, BOB, table.game_id)
    assert result.finished
    await settled(grey)
    record = await store.get_game(table.game_id)
    assert record.status == "finished"
    assert set(channels.last(CHANNEL).post.message.thanks) == {ALICE, BOB}
    moves = await store.moves(table.game_id)
    assert any(m.move.startswith("p") for m in moves)  # placements are stored as moves
    # The log replays through the engine to the stored end.
    assert (await grey.room(GameQueries).replay(table.game_id)) == record.game()


async def test_no_take_while_the_walls_are_tiled(grey, grey_games):
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    with pytest.raises(WrongPhase) as refused:
        await grey.room(Turns).play(CHANNEL, ALICE, "c", "blue", "1")
    assert refused.value.reason is Refusal.WALLS_BEING_TILED
    assert table.game.phase is Phase.TILING


# ----------------------------------------------------------------------------- timers


async def test_placements_have_the_turn_timer_and_the_stand_in_places_at_the_limit(
    grey, grey_games, channels, store
):
    await grey.room(Preferences).update_settings(GUILD, time_limit="3h", reminder="1h")
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    timers = await store.timers_of(table.game_id)
    due = {t.kind: t.due_at for t in timers}
    assert set(due) == {"reminder", "timeout"}

    # Bob places one line half an hour later: the deadlines stay those of the round's end.
    await settled(grey, 1800)
    bobs = await grey.room(Placing).placing(CHANNEL, BOB, game_id=table.game_id)
    await grey.room(Placing).place(
        CHANNEL, BOB, game_id=table.game_id, round=bobs.round, row=bobs.row, col=bobs.columns[0].col
    )
    after = {t.kind: t.due_at for t in await store.timers_of(table.game_id)}
    assert after == due

    # The reminder reaches whoever still places.
    record = await store.get_game(table.game_id)
    waiting = {record.seats[p].user_id for p in record.game().to_place}
    await settled(grey, 1800 + 1)
    reminded = {m.mentions[0] for m in channels.in_channel(CHANNEL) if "still your turn" in m.text}
    assert reminded == waiting

    # At the limit, the stand-in places every line nobody placed, and the game ends.
    await settled(grey, 2 * 3600)
    record = await store.get_game(table.game_id)
    assert record.status == "finished"
    moves = await store.moves(table.game_id)
    placements = [m for m in moves if m.move.startswith("p")]
    assert placements and all(m.seat in (0, 1) for m in placements)
    assert any("ran out of time" in m.text for m in channels.in_channel(CHANNEL))


async def test_a_computer_seat_places_on_its_own(grey, grey_games, store, channels):
    await grey_lobby(grey, ALICE)
    await grey.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await grey.room(Lobby).start(CHANNEL, ALICE)
    record = await store.active_game(CHANNEL)
    take = grey_games.tables[2].last_take
    if record.seats[record.game().current_player].user_id == ALICE:
        await grey.room(Turns).play(CHANNEL, ALICE, take)
    await settled(grey)
    posted = len(channels.in_channel(CHANNEL))
    for _ in range(6):  # each placement is a move, a pause after the one before
        await settled(grey, 2)
    record = await store.get_game(record.id)
    game = record.game()
    assert 1 not in game.to_place  # the computer placed what it had to
    placed = [m for m in await store.moves(record.id) if m.move.startswith("p2:")]
    if game.phase is Phase.TILING and placed:
        # While Alice still places, the computer's placements post nothing of their own:
        # her next table tells them.
        assert len(channels.in_channel(CHANNEL)) == posted
    while record.status == "running" and game.phase is Phase.TILING:
        await place_first(grey, ALICE, record.id)
        for _ in range(6):
            await settled(grey, 2)
        record = await store.get_game(record.id)
        game = record.game()
    assert record.status == "finished"
    if placed:
        told = [
            told
            for message in channels.in_channel(CHANNEL)[posted:]
            for told in getattr(message.post.message, "earlier", ())
        ]
        assert len(told) >= len(placed)  # every computer placement told once, later


async def test_a_rematch_keeps_the_wall(grey, grey_games, store):
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    result = None
    while result is None or not result.finished:
        user = ALICE if 0 in (result or table).game.to_place else BOB
        result = await place_first(grey, user, table.game_id)
    lobby = await grey.room(Rematch).rematch(CHANNEL, BOB, "Bob", table.game_id)
    assert lobby.variant == "grey"


async def test_a_resigned_seats_computer_places_for_it(grey, grey_games, store, channels):
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    await grey.room(Endings).resign(CHANNEL, BOB)
    for _ in range(6):  # the stand-in's placements, a pause apart
        await settled(grey, 2)
    record = await store.get_game(table.game_id)
    assert record.seats[1].stand_in is not None
    assert 1 not in record.game().to_place
    assert any(m.seat == 1 and m.move.startswith("p2:") for m in await store.moves(record.id))
    # Alice still chooses her own: nobody placed for her.
    assert 0 in record.game().to_place


async def test_a_player_who_asked_for_dms_is_told_there_and_not_pinged(grey, grey_games, channels):
    await grey.room(NotifyChoice).notify(BOB, True)
    await to_tiling(grey, grey_games, ALICE, BOB)
    await settled(grey)
    post = channels.last(CHANNEL)
    assert post.mentions == (ALICE,)
    assert [d for d in channels.dm_texts(BOB) if "choose where your tiles go" in d]
    assert "<@2>" not in post.text and "Bob" in post.text


# ----------------------------------------------------------------------------- records and the coach


async def place_all(service, game_id: int) -> None:
    """Every waiting line placed in its first open column, Alice's and Bob's, to the end."""
    while True:
        record = await service.store.get_game(game_id)
        game = record.game()
        if game.is_over:
            return
        await place_first(service, record.seats[game.to_place[0]].user_id, game_id)


async def test_a_grey_game_is_named_in_history_replay_and_stats(grey, grey_games):
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    await place_all(grey, table.game_id)

    history = await grey.room(Records).history(GUILD, None, 1)
    assert history.games[0].variant == "grey"
    line = history_text(EN, history).splitlines()[1]
    assert line.startswith(f"`#{table.game_id}`") and " · grey wall · " in line
    assert " · mur gris · " in history_text(words("fr"), history)

    replay = await grey.room(Records).replay(GUILD, table.game_id)
    assert replay_text(EN, replay).startswith(f"**Replay of game #{table.game_id}** · grey wall")

    stats = await grey.room(Ladder).stats(GUILD, ALICE, "Alice")
    assert stats.player.walls == (("grey", 1),) and stats.player.games == 1
    said = stats_text(EN, stats)
    assert "of them, 1 on the grey wall (ratings count every wall together)" in said
    for language in LANGUAGES:
        assert "{" not in stats_text(words(language), stats)


async def test_the_coach_ranks_the_columns_of_a_waiting_line(grey, grey_games, store):
    table = await to_tiling(grey, grey_games, ALICE, BOB)
    game = (await store.get_game(table.game_id)).game()
    assert game.phase is Phase.TILING and 1 in game.to_place
    advice = await grey.room(GameQueries).hint(CHANNEL, BOB)
    assert advice.hints and all(isinstance(hint, PlacementHint) for hint in advice.hints)
    assert {hint.move.player for hint in advice.hints} == {1}
    assert advice.best is None  # the columns come with the placement buttons
    text = hint_text(EN, advice)
    assert "→ column" in text and text.endswith("Your columns are below: a tap places the tile.")
    assert (await store.get_game(table.game_id)).coached
