"""A grey wall game through Discord (offline, simcord): the wall chosen in the lobby, players
placing at the same time from their own buttons, forced cells placed without asking, stale
and misplaced clicks refused, and the stand-in placing at the time limit."""

from __future__ import annotations

from dataclasses import replace

import pytest

from azul_bot.core.server_defaults import defaults
from azul_bot.features.lobby.cog.custom_ids import REMATCH
from azul_bot.features.play.cog.custom_ids import PLACE_TILE
from azul_bot.features.review.cog import REVIEW
from azul_bot.features.settings.store import save_settings
from tests.grey_games import GreyGames
from tests.simcord_helpers import answer, button_labels, custom_ids, id_start, wall_buttons


@pytest.fixture
def grey_games() -> GreyGames:
    return GreyGames()


@pytest.fixture
def bot_options(bot_options, grey_games) -> dict:
    return {**bot_options, "new_game": grey_games, "computer_pause": 0.05}


async def test_only_the_host_chooses_the_wall_in_the_lobby(table):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    assert "Wall:" not in lobby.content  # the colored wall goes without saying
    await bob.click(lobby, label="Join")
    menu = next(i for i in custom_ids(lobby) if i.startswith(id_start("lobby:wall")))
    refused = answer(await bob.select(table.channel.last_message, ["grey"], custom_id=menu))
    assert refused.ephemeral and "Only the host (alice) can choose the wall." in refused.content
    assert (await table.record()).variant == "classic"
    chosen = answer(await alice.select(table.channel.last_message, ["grey"], custom_id=menu))
    assert "The game will be played on the grey wall." in chosen.content
    assert "Wall: **grey wall**" in table.channel.last_message.content
    assert (await table.record()).variant == "grey"


async def test_a_grey_game_two_place_at_once_and_it_ends(table, grey_games):
    alice, bob, carol = table.members[:3]
    tiling = await table.open_tiling("grey", "grey wall", grey_games)
    record = await table.record()
    game_id, version = record.id, record.version
    game = record.game()

    # Both choosers are pinged once, by this message, which says who still places.
    assert {u.id for u in tiling.mentions} == {alice.id, bob.id}
    assert "still to place, all at the same time" in tiling.content
    assert custom_ids(tiling) == [PLACE_TILE.make(game=game_id, round=game.round)]
    # The forced cells went on the walls without a prompt.
    for forced in grey_games.tables[2].forced:
        assert game.players[forced.player].wall >> (forced.row * 5 + forced.col) & 1
        pending = game.pending_line(forced.player)
        assert pending is None or pending.row != forced.row

    # The board, to anyone, says who places now.
    board = answer(await carol.slash(table.channel, "azul board"))
    assert "placing on their walls: alice and bob" in board.content

    # Carol does not play: she is told so, and nothing changes.
    refused = answer(await carol.click(tiling, label="Place your tile"))
    assert refused.ephemeral and "not playing" in refused.content

    # Both open their own choice at the same time: their line and its columns, with points.
    pickers = {}
    for member, seat in ((alice, 0), (bob, 1)):
        picker = answer(await member.click(tiling, label="Place your tile"))
        line = game.pending_line(seat)
        assert picker.ephemeral and f"line {line.row + 1} is complete" in picker.content
        # Beside the buttons, the table from their side, the line's legal cells outlined.
        assert [a.filename for a in picker.attachments] == ["azul-table.png"]
        assert len(wall_buttons(picker)) == len(line.columns)
        labels = button_labels(picker)
        assert all(" · +" in label for label in labels), labels
        pickers[member.id] = picker

    # Bob opens his choice a second time (an old one stays on his screen), and places first
    # from the new one; Alice places after him, from the one she opened before.
    posted = len(table.channel.history())
    old_picker = pickers[bob.id]
    bob_column = wall_buttons(old_picker)[0]
    second = answer(await bob.click(tiling, label="Place your tile"))
    placed = await bob.click(second, custom_id=bob_column)
    assert placed.response.content.startswith("Placed: line")
    after_bob = await table.record()
    assert after_bob.version == version + 1
    # Bob has another line to place: his placement is told with his last one, not alone.
    assert after_bob.game().pending_line(1) is not None
    assert table.channel.last_message.id == tiling.id

    # The same placement from the old picker: it has passed, and nothing changes.
    again = await bob.click(old_picker, custom_id=bob_column)
    assert "That placement has passed" in again.response.content
    assert (await table.record()).version == after_bob.version

    # Bob places his other lines from the latest table; then he has nothing left to place
    # while Alice still has, and his tap on the table says so.
    for _ in range(5):
        if (await table.record()).game().pending_line(1) is None:
            break
        picker = answer(await bob.click(table.channel.last_message, label="Place your tile"))
        await bob.click(picker, custom_id=wall_buttons(picker)[0])
    still = await table.record()
    assert still.game().pending_line(1) is None and still.game().pending_line(0) is not None
    # Done, Bob's placements are told in one table, which names Alice as still placing and
    # pings nobody (she was pinged once, by the tiling's first message).
    done = table.channel.history()[posted:]
    assert len(done) == 1 and not done[0].mentions
    assert "still to place" in done[0].content and "alice" in done[0].content
    bobs = [m for m in await table.bot.store.moves(game_id) if m.move.startswith("p2:")]
    assert len(bobs) >= 2 and done[0].content.count("bob placed") == len(bobs)
    nothing = answer(await bob.click(table.channel.last_message, label="Place your tile"))
    assert nothing.ephemeral and "no tile to place" in nothing.content
    assert (await table.record()).version == still.version

    # Alice places line after line from her picker (each placement shows her next line).
    picker = pickers[alice.id]
    for _ in range(5):
        buttons = wall_buttons(picker)
        if not buttons:
            break
        picker = (await alice.click(picker, custom_id=buttons[-1])).response
        assert picker.content.startswith("Placed: line")

    assert await table.record() is None
    final = table.channel.last_message
    assert "Game over — final scores" in final.content
    assert custom_ids(final) == [REMATCH.make(game=game_id), REVIEW.make(game=game_id)]
    moves = await table.bot.store.moves(game_id)
    assert sum(m.move.startswith("p") for m in moves) >= 2


async def test_the_stand_in_places_for_whoever_has_not_at_the_limit(table, grey_games):
    alice, bob = table.members[:2]
    settings = replace(defaults(table.guild.id), threads=False, turn_limit=600.0)
    await table.bot.store.write(save_settings(settings))
    tiling = await table.open_tiling("grey", "grey wall", grey_games)
    record = await table.record()
    game_id = record.id

    # Bob places all his lines at once; Alice never answers.
    for _ in range(5):
        game = (await table.record()).game()
        if game.pending_line(1) is None:
            break
        picker = answer(await bob.click(table.channel.last_message, label="Place your tile"))
        await bob.click(picker, custom_id=wall_buttons(picker)[0])
    assert (await table.record()).game().pending_line(0) is not None
    assert tiling.id != table.channel.last_message.id

    await table.env.advance_time(601)  # the limit runs from the round's end, not Bob's click
    assert await table.record() is None
    texts = [m.content for m in table.channel.history()]
    said = "alice ran out of time; a computer stand-in (normal) placed their tiles on their wall."
    assert sum(t.count("alice ran out of time") for t in texts) == 1, texts[-3:]
    assert any(said in t for t in texts), texts[-3:]
    final = table.channel.last_message
    assert "Game over — final scores" in final.content
    moves = await table.bot.store.moves(game_id)
    placed_for_alice = [m for m in moves if m.move.startswith("p1:")]
    assert len(placed_for_alice) >= 2  # several lines, one note


async def test_the_coach_explains_a_column_and_offers_the_columns(table, grey_games):
    alice = table.members[0]
    await table.open_tiling("grey", "grey wall", grey_games)
    record = await table.record()
    line = record.game().pending_line(0)

    hint = answer(await alice.slash(table.channel, "azul hint"))
    assert hint.ephemeral and hint.content.startswith("**The coach suggests**")
    said = f"**Line {line.row + 1} ("
    assert said in hint.content and "→ column" in hint.content, hint.content
    assert "Your columns are below: a tap places the tile." in hint.content
    assert len(wall_buttons(hint)) == len(line.columns)
    assert (await table.record()).coached  # a hint costs the game its rating

    placed = await alice.click(hint, custom_id=wall_buttons(hint)[0])
    assert placed.response.content.startswith("Placed: line")
    assert (await table.record()).version == record.version + 1
