"""Looking back: running games, finished games with paging, replays; rematches; a deleted
channel or thread."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from azul_bot.core import BadInput, NoGame, NotInGame
from azul_bot.core.words import ENGLISH, words
from azul_bot.engine import CLASSIC
from azul_bot.features.lobby import Lobby, Rematch
from azul_bot.features.lobby.ids import REMATCH_NOT_HERE, REMATCH_NOT_PLAYER
from azul_bot.features.play import Endings, Turns
from azul_bot.features.results import Ladder, Records
from azul_bot.features.results.ids import HISTORY_PAGES
from azul_bot.features.results.words import history_text, my_games_text, replay_text, stats_text
from azul_bot.features.settings import Preferences
from tests.features.results import helpers as results
from tests.service.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, lobby_with, started


async def finish(service, short_games, players: int, channel: int = CHANNEL) -> int:
    await started(service, *[ALICE, BOB, CAROL, 4][:players], channel=channel)
    record = await service.store.active_game(channel)
    for move in short_games.remaining[players]:
        current = await service.store.active_game(channel)
        await service.room(Turns).play(
            channel, current.seats[current.game().current_player].user_id, move
        )
    return record.id


@pytest.fixture
async def short_service(make_service, short_games):
    return await make_service(new_game=short_games)


async def test_history_lists_finished_games_latest_first_with_pages(short_service, short_games):
    ids = [await finish(short_service, short_games, 2) for _ in range(12)]
    first = await short_service.room(Records).history(GUILD, None, 1)
    assert [game.game_id for game in first.games] == list(reversed(ids[2:]))
    assert (first.page, first.pages, first.total) == (1, 2, 12)
    lines = history_text(ENGLISH, first).splitlines()
    assert lines[0] == "**Finished games**"
    assert [line.split("`")[1] for line in lines[1:11]] == [f"#{i}" for i in reversed(ids[2:])]
    ended = first.games[0].ended_at
    # The day in Discord's markup: each reader sees it in their own language and time zone.
    assert f"<t:{int(ended)}:d>" in lines[1]
    assert "Alice" in lines[1] and "Bob" in lines[1] and "🏆" in lines[1]
    assert lines[-1] == "Page 1/2 · 12 games · replay one with `/azul replay`"
    second = await short_service.room(Records).history(GUILD, None, 2)
    assert [game.game_id for game in second.games] == [ids[1], ids[0]]
    with pytest.raises(BadInput) as refused:
        await short_service.room(Records).history(GUILD, None, 3)
    assert (refused.value.reason, refused.value.values) == (HISTORY_PAGES, {"pages": 2})
    carol = await short_service.room(Records).history(GUILD, (CAROL, "Carol"), 1)
    assert history_text(ENGLISH, carol) == "Carol has no finished Azul game yet."
    assert history_text(words("nl"), carol) == "Carol heeft nog geen Azul-spel uitgespeeld."


async def test_my_games_lists_where_and_whose_turn(short_service):
    await short_service.room(Preferences).update_settings(GUILD, time_limit="6h")
    await started(short_service, ALICE, BOB, channel=CHANNEL)
    await started(short_service, CAROL, ALICE, channel=CHANNEL + 1)
    games = await short_service.room(Records).my_games(GUILD, ALICE)
    assert {game.channel_id for game in games} == {CHANNEL, CHANNEL + 1}
    lines = my_games_text(ENGLISH, games).splitlines()
    assert lines[0] == "**Your running games**" and len(lines) == 3
    assert {line.split(" — ")[0] for line in lines[1:]} == {
        f"• <#{CHANNEL}>",
        f"• <#{CHANNEL + 1}>",
    }
    assert all("turn (time runs out <t:" in line for line in lines[1:])
    nothing = my_games_text(ENGLISH, await short_service.room(Records).my_games(GUILD, 77))
    assert "no running Azul game" in nothing


async def test_a_replay_of_a_four_player_game_animates_every_move(service, store):
    game_id = await finish_full(service, store)
    shown = await service.room(Records).replay(GUILD, game_id)
    moves = await store.moves(game_id)
    animation = Image.open(io.BytesIO(shown.animation))
    assert animation.format == "WEBP" and animation.n_frames == len(moves) + 1
    assert len(shown.animation) < 8 * 1024 * 1024
    assert Image.open(io.BytesIO(shown.final_image)).format == "PNG"
    text = replay_text(ENGLISH, shown).splitlines()
    assert text[0] == f"**Replay of game #{game_id}**" and text[-1].startswith("Final: ")
    rounds = [line for line in text if line.startswith("Round ")]
    assert rounds[0].startswith("Round 1: ") and len(rounds) >= 5
    with pytest.raises(NoGame):
        await service.room(Records).replay(GUILD + 1, game_id)  # another server's game


async def finish_full(service, store) -> int:
    """A whole 4-player game from its first move (about 110 moves)."""
    await started(service, ALICE, BOB, CAROL, 4)
    record = await store.active_game(CHANNEL)
    chooser = random.Random(4)  # random legal moves end a game; floor dumps alone never do
    while (current := await store.active_game(CHANNEL)) is not None:
        game = current.game()
        move = chooser.choice(game.legal_moves())
        await service.room(Turns).play(CHANNEL, current.seats[game.current_player].user_id, move)
    return record.id


async def test_a_rematch_reopens_the_table_with_its_computers(short_service, short_games, channels):
    await short_service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    await short_service.room(Lobby).join(CHANNEL, BOB, "Bob")
    await short_service.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    await short_service.room(Lobby).start(CHANNEL, ALICE)
    record = await short_service.store.active_game(CHANNEL)
    await short_service.turn_hooks.channel_gone(CHANNEL + 99)  # another channel: nothing happens
    with pytest.raises(NoGame) as refused:
        await short_service.room(Rematch).rematch(CHANNEL, BOB, "Bob", record.id)
    assert refused.value.reason == REMATCH_NOT_HERE
    await short_service.room(Endings).abort(CHANNEL, ALICE, "Alice", can_manage=False)
    del short_games
    finished = record.id
    with pytest.raises(NoGame) as refused:
        await short_service.room(Rematch).rematch(
            CHANNEL, BOB, "Bob", finished
        )  # aborted, not finished
    assert refused.value.reason == REMATCH_NOT_HERE


async def test_a_rematch_after_a_finished_game(short_service, short_games, store):
    game_id = await finish(short_service, short_games, 2)
    with pytest.raises(NotInGame) as refused:
        await short_service.room(Rematch).rematch(CHANNEL, CAROL, "Carol", game_id)
    assert refused.value.reason == REMATCH_NOT_PLAYER
    lobby = await short_service.room(Rematch).rematch(CHANNEL, BOB, "Bob", game_id)
    assert [s.name for s in lobby.seats] == ["Bob"] and lobby.host_id == BOB
    joined = await short_service.room(Lobby).join(CHANNEL, ALICE, "Alice")
    assert [s.user_id for s in joined.seats] == [BOB, ALICE]


async def test_a_deleted_channel_ends_its_game_unrated(short_service, store, channels):
    await lobby_with(short_service, ALICE, BOB)
    await short_service.room(Lobby).start(CHANNEL, ALICE)
    record = await store.active_game(CHANNEL)
    await short_service.turn_hooks.channel_gone(CHANNEL)
    assert await store.active_game(CHANNEL) is None
    assert (await store.get_game(record.id)).status == "aborted"
    assert await store.timers_of(record.id) == []
    assert await results.player_stats(store, GUILD, ALICE) is None
    assert channels.in_channel(CHANNEL)  # what was posted stays; nothing new is tried


async def test_a_classic_game_says_no_wall(short_service, short_games):
    game_id = await finish(short_service, short_games, 2)
    history = await short_service.room(Records).history(GUILD, None, 1)
    assert history.games[0].variant == CLASSIC.code
    assert "wall" not in history_text(ENGLISH, history)
    stats = await short_service.room(Ladder).stats(GUILD, ALICE, "Alice")
    assert stats.player.walls == () and "grey" not in stats_text(ENGLISH, stats)
    assert game_id == history.games[0].game_id


async def test_a_games_end_is_the_time_of_the_services_clock(short_service, short_games, clock):
    # The test's clock is years from the wall clock: the end it stamps is the clock's.
    await clock.advance(3 * 86_400)
    game_id = await finish(short_service, short_games, 2)
    (game,) = (await short_service.room(Records).history(GUILD, None, 1)).games
    assert (game.game_id, game.ended_at) == (game_id, clock.now())
    for person in (ALICE, BOB):
        assert await results.finished_since(short_service.store, GUILD, person, 0.0) == [
            clock.now()
        ]
