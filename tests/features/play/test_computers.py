"""Computer seats and time limits through Discord (offline, simcord)."""

from __future__ import annotations

import discord
import pytest

from tests.simcord_helpers import custom_ids, id_start, said

pytestmark = pytest.mark.bot(computer_pause=0.05)


async def whose_turn(table):
    record = await table.record()
    if record is None:
        return None
    return record.seats[record.game().current_player]


async def test_a_whole_game_against_computers_through_discord(table):
    alice = table.members[0]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    menu = next(i for i in custom_ids(lobby) if i.startswith(id_start("lobby:addbot")))
    await alice.select(lobby, ["normal"], custom_id=menu)
    await alice.slash(table.channel, "azul addbot", level="easy")
    lobby = table.channel.last_message
    assert "Computer (normal)" in lobby.content and "Computer (easy)" in lobby.content
    await alice.click(lobby, label="Start")
    moves = iter(table.short_games.remaining[3])
    for _ in range(60):
        seat = await whose_turn(table)
        if seat is None:
            break
        if seat.user_id == alice.id:
            record = await table.record()
            await table.play_buttons(record.game().legal_moves()[0], member=alice)
        else:
            await table.env.advance_time(2)  # the computer's pause, then its move
    del moves
    assert await table.record() is None
    final = table.channel.last_message
    assert "Game over — final scores" in final.content
    assert "Computer (normal)" in final.content and alice.mention in final.content
    board = await alice.slash(table.channel, "azul leaderboard", season="all")
    text = (board.followups[-1] if board.followups else board.response).content
    assert "Computer" not in text and "1. alice" in text


async def test_a_player_who_stops_answering_is_replaced_after_the_time_limit(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    alice = table.guild.add_member(table.env.create_user("boss"), roles=[admins])
    bob = table.members[1]
    shown = await alice.slash(
        table.channel, "azul settings", time_limit="5m", reminder="2m", at_limit="seat"
    )
    said = (shown.followups[-1] if shown.followups else shown.response).content
    assert "Time limit per turn: 5m" in said and "a computer takes the seat" in said
    refused = await bob.slash(table.channel, "azul settings", time_limit="1h")
    assert (
        "Manage Server"
        in (refused.followups[-1] if refused.followups else refused.response).content
    )

    await alice.slash(table.channel, "azul new")
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul start")
    for _ in range(120):
        seat = await whose_turn(table)
        if seat is None:
            break
        if seat.user_id == alice.id and seat.stand_in is None:
            record = await table.record()
            await table.play_command(record.game().legal_moves()[0], member=alice)
        elif seat.stand_in is None:
            await table.env.advance_time(5 * 60 + 1)  # bob never answers
        else:
            await table.env.advance_time(2)
    assert await table.record() is None
    texts = [m.content for m in table.channel.history()]
    assert any(t.startswith(f"⏳ {bob.mention}, it's still your turn") for t in texts)
    assert any(t.startswith("⏰ bob ran out of time") for t in texts)
    assert "Game over — final scores" in table.channel.last_message.content


def menu_values(message, custom_id: str) -> list[str]:
    """The values a select menu under ``message`` offers, in its order."""
    for row in message.components:
        children = row.get("components", []) if isinstance(row, dict) else row.children
        for child in children:
            if isinstance(child, dict) and child.get("custom_id") == custom_id:
                return [option["value"] for option in child.get("options", [])]
            if getattr(child, "custom_id", None) == custom_id:
                return [option.value for option in child.options]
    raise AssertionError(f"no menu {custom_id}")


async def test_a_beginner_is_offered_first_in_the_lobby_and_plays_a_whole_game(table):
    alice = table.members[0]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    menu = next(i for i in custom_ids(lobby) if i.startswith(id_start("lobby:addbot")))
    assert menu_values(lobby, menu) == ["beginner", "easy", "normal", "hard"]
    await alice.select(lobby, ["beginner"], custom_id=menu)
    await alice.slash(table.channel, "azul addbot", level="beginner")
    lobby = table.channel.last_message
    assert "Computer (beginner)" in lobby.content and "Computer 2 (beginner)" in lobby.content
    await alice.click(lobby, label="Start")
    record = await table.record()
    assert [seat.computer for seat in record.seats] == [None, "beginner", "beginner"]
    for _ in range(200):
        seat = await whose_turn(table)
        if seat is None:
            break
        if seat.user_id == alice.id:
            record = await table.record()
            await table.play_buttons(record.game().legal_moves()[0], member=alice)
        else:
            await table.env.advance_time(2)  # the computer's pause, then its move
    assert await table.record() is None
    final = table.channel.last_message
    assert "Game over — final scores" in final.content
    assert "Computer 2 (beginner)" in final.content and alice.mention in final.content


async def test_a_server_may_choose_a_beginner_stand_in_which_is_never_the_default(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    alice = table.guild.add_member(table.env.create_user("boss"), roles=[admins])
    bob = table.members[1]

    assert "The stand-in: a computer (normal)" in said(
        await alice.slash(table.channel, "azul settings")
    )
    shown = await alice.slash(
        table.channel, "azul settings", time_limit="5m", at_limit="seat", stand_in="beginner"
    )
    assert "The stand-in: a computer (beginner)" in said(shown)
    assert (await table.bot.store.guild_settings(table.guild.id)).stand_in == "beginner"

    await alice.slash(table.channel, "azul new")
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul start")
    for _ in range(120):
        seat = await whose_turn(table)
        if seat is None:
            break
        if seat.user_id == alice.id and seat.stand_in is None:
            record = await table.record()
            await table.play_command(record.game().legal_moves()[0], member=alice)
        elif seat.stand_in is None:
            await table.env.advance_time(5 * 60 + 1)  # bob never answers
        else:
            assert seat.stand_in == "beginner"
            await table.env.advance_time(2)
    assert await table.record() is None
    texts = [m.content for m in table.channel.history()]
    assert any(
        t.startswith("⏰ bob ran out of time; a computer stand-in (beginner) takes the seat")
        for t in texts
    )
