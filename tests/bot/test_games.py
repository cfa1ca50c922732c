"""Whole games through the real command tree and components, offline with simcord."""

from __future__ import annotations

import pytest

from azul_bot.core.db import GameStatus
from azul_bot.features.lobby.cog.custom_ids import REMATCH
from azul_bot.features.review.cog import REVIEW
from tests.simcord_helpers import custom_ids, finish_by, id_start


def turn_messages(channel):
    """The table messages: a story of moves (an old one has lost its picture)."""
    return [
        m
        for m in channel.history()
        if m.attachments or "took" in m.content or "begins" in m.content
    ]


@pytest.mark.parametrize("how", ["commands", "buttons"])
@pytest.mark.parametrize("players", [2, 3, 4])
async def test_a_whole_game(table, players, how):
    seated = await table.open(players, buttons=how == "buttons")
    start = table.channel.last_message
    assert "Azul begins" in start.content and start.attachments
    current = await table.current()
    assert current.mention in start.content
    record = await table.record()
    game_id = record.id

    await finish_by(table, how, players)

    final = table.channel.last_message
    assert "Game over — final scores" in final.content
    assert "🏆" in final.content and "during the game" in final.content
    assert "Stats and ratings are updated" in final.content
    assert "End of round" in final.content and "→" in final.content
    assert all(member.mention in final.content for member in seated)
    assert custom_ids(final) == [
        REMATCH.make(game=game_id),
        REVIEW.make(game=game_id),
    ]  # only Rematch and Review
    # every earlier turn message lost its buttons and its picture (only the latest table is
    # drawn in the channel) and kept its story
    earlier = [m for m in table.channel.history() if m.id != final.id and "took" in m.content]
    assert earlier and all(not m.components and not m.attachments for m in earlier)
    assert await table.record() is None
    stored = await table.bot.store.get_game(game_id)
    assert stored.status == GameStatus.FINISHED

    stats = await seated[0].slash(table.channel, "azul stats")
    assert "Games 1 ·" in stats.response.content
    board = await seated[0].slash(table.channel, "azul leaderboard", sort="wins")
    lines = board.response.content.splitlines()
    assert lines[0] == "**Azul leaderboard — by wins**"
    listed = {line.split(" — ")[0].split(". ", 1)[1] for line in lines[1 : 1 + players]}
    assert listed == {member.name for member in seated}
    assert lines[-1] == f"Page 1/1 · {players} players"


async def test_turn_message_narrates_the_move_and_pings_the_next_player(table):
    await table.open(2)
    move = table.short_games.remaining[2][0]
    await table.play_command(move)
    message = table.channel.last_message
    source = "the center" if move.source < 0 else f"factory {move.source + 1}"
    assert "took " in message.content and f"{move.color} from {source}" in message.content
    nxt = await table.current()
    assert f"{nxt.mention}, your turn" in message.content
    record = await table.record()
    sources = [i for i in custom_ids(message) if i.startswith(id_start("src") + f"{record.id}:")]
    game = record.game()
    expected = sum(1 for f in game.factories if any(f)) + (1 if any(game.center) else 0)
    assert len(sources) == expected and all(f":{record.version}:" in i for i in sources)


async def test_a_restart_mid_game_keeps_the_buttons_working(table, simcord_env, make_bot):
    await table.open(3, buttons=True)
    moves = table.short_games.remaining[3]
    await table.play_buttons(moves[0])
    turn_message = table.channel.last_message

    new_bot = make_bot()
    await simcord_env.restart_bot(new_bot)
    table.bot = new_bot
    assert new_bot.synced is False  # same commands, same database: no sync needed
    assert new_bot.running_games == 1

    await table.play_buttons(moves[1], message=turn_message)  # the old message's button
    for move in moves[2:]:
        await table.play_command(move)
    assert "Game over" in table.channel.last_message.content


async def test_two_simultaneous_clicks_apply_one_move(table, simcord_env):
    await table.open(2)
    move = table.short_games.remaining[2][0]
    member, picker = await table.picker_ready(move)
    before = len(turn_messages(table.channel))

    # Dispatch the first click without waiting for the bot, then the second: both are in
    # flight together, as when a player double-clicks.
    settle = simcord_env._settle_internal

    async def not_yet(*args, **kwargs):
        return None

    simcord_env._settle_internal = not_yet
    try:
        first = await member.click(picker, label="Confirm")
    finally:
        simcord_env._settle_internal = settle
    second = await member.click(picker, label="Confirm")

    record = await table.record()
    assert len(await table.bot.store.moves(record.id)) == 1
    assert len(turn_messages(table.channel)) == before + 1
    # Both presses leave the picker showing what was played (never "moved on").
    answers = {first.response.content, second.response.content}
    assert len(answers) == 1 and answers.pop().startswith("Played: "), answers


async def test_one_log_line_per_command_and_move_without_content(table, caplog):
    caplog.set_level("INFO", logger="azul.bot")
    await table.open(2)
    move = table.short_games.remaining[2][0]
    await table.play_command(move)
    lines = [r.getMessage() for r in caplog.records if r.name == "azul.bot"]
    actions = [line.split()[0] for line in lines if line.startswith("action=")]
    assert actions == ["action=new", "action=join", "action=start", "action=play"]
    play = next(line for line in lines if line.startswith("action=play"))
    for field in ("guild=", "channel=", "game=", "user=", "outcome=ok", "duration_ms="):
        assert field in play
    assert "took" not in " ".join(lines)  # no message content in the logs


async def test_the_leaderboard_lists_first_games_and_pages_with_buttons(table):
    # Eleven people finish their first games: all are listed, ratings marked provisional,
    # and Next / Previous page through them.
    people = [table.guild.add_member(table.env.create_user(f"p{i:02}")) for i in range(12)]
    for first, second in zip(people[::2], people[1::2], strict=True):
        await first.slash(table.channel, "azul new")
        await second.slash(table.channel, "azul join")
        await first.slash(table.channel, "azul start")
        for move in table.short_games.remaining[2]:
            record = await table.record()
            mover = (
                first if record.seats[record.game().current_player].user_id == first.id else second
            )
            await table.play_command(move, member=mover)
    # The all-time ladder (by default the current season's, which ranks nobody yet).
    shown = await people[0].slash(table.channel, "azul leaderboard", season="all")
    page = shown.followups[-1] if shown.followups else shown.response
    lines = page.content.splitlines()
    assert lines[0] == "**Azul leaderboard — by rating**" and len(lines) == 1 + 10 + 2
    assert all("?" in line.split(" — ")[1].split(",")[0] for line in lines[1:11])
    assert lines[-1] == "Page 1/2 · 12 players"
    nxt = await people[0].click(page, label="Next")
    second_page = nxt.response.content.splitlines()
    assert second_page[1].startswith("11. ") and second_page[-1] == "Page 2/2 · 12 players"
    back = await people[0].click(nxt.response, label="Previous")
    assert back.response.content.splitlines()[1].startswith("1. ")
