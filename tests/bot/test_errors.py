"""Every bad input gets a clear, ephemeral answer and changes nothing."""

from __future__ import annotations

import discord

from azul_bot.core.words import ENGLISH
from azul_bot.features.play.words.rules import rules_said
from tests.simcord_helpers import answer, button_id, custom_ids, said


async def assert_unchanged(table, before):
    after = await table.record()
    assert (after.version if after else None) == (before.version if before else None)


async def test_no_game_here(table):
    alice = table.members[0]
    for command, options in [
        ("azul play", {"source": "1", "color": "red", "line": "1"}),
        ("azul board", {}),
        ("azul join", {}),
        ("azul start", {}),
        ("azul leave", {}),
        ("azul abort", {}),
    ]:
        result = await alice.slash(table.channel, command, **options)
        assert "There is no Azul game in this channel" in said(result, private=True), command


async def test_a_game_already_here(table):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new")
    assert "a lobby is already open here" in said(
        await bob.slash(table.channel, "azul new"), private=True
    )
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul start")
    result = await bob.slash(table.channel, "azul new")
    assert "a game is already running" in said(result, private=True)
    assert "already started" in said(
        await table.members[2].slash(table.channel, "azul join"), private=True
    )


async def test_lobby_full_start_alone_and_host_only(table):
    alice, bob, carol, dave, erin = table.members
    await alice.slash(table.channel, "azul new")
    assert "at least 2 players" in said(
        await alice.slash(table.channel, "azul start"), private=True
    )
    for member in (bob, carol, dave):
        await member.slash(table.channel, "azul join")
    assert "lobby is full" in said(await erin.slash(table.channel, "azul join"), private=True)
    lobby = table.channel.last_message
    join = next(c for c in lobby.components[0].children if c.label == "Join")
    assert join.disabled
    assert "Only the host" in said(await bob.slash(table.channel, "azul start"), private=True)
    assert "already have a seat" in said(await bob.slash(table.channel, "azul join"), private=True)
    assert (await table.record()).status == "lobby"


async def test_host_leaving_hands_over_and_last_leaving_closes(table):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Leave")
    assert (await table.record()).host_id == bob.id
    assert "host bob" in table.channel.last_message.content
    await bob.click(lobby, label="Leave")
    assert await table.record() is None
    closed = table.channel.last_message
    assert closed.id == lobby.id  # the lobby message itself says so, without its buttons
    assert closed.content == "The lobby is closed: everybody left." and not closed.components


async def test_not_your_turn_and_not_in_this_game(table):
    await table.open(2)
    current = await table.current()
    other = next(m for m in table.members[:2] if m.id != current.id)
    outsider = table.members[4]
    before = await table.record()
    move = table.short_games.remaining[2][0]

    refused = await table.play_command(move, member=other)
    not_yours = f"It's {current.name}'s turn, not yours: you'll be told when yours comes."
    assert said(refused, private=True) == not_yours
    not_playing = "You're not playing in this game; you can watch it with `/azul board`."
    assert said(await table.play_command(move, member=outsider), private=True) == not_playing

    # A tap on a source button is refused in the very same words as the command.
    turn_message = table.channel.last_message
    source = custom_ids(turn_message)[0]
    assert said(await other.click(turn_message, custom_id=source), private=True) == not_yours
    assert said(await outsider.click(turn_message, custom_id=source), private=True) == not_playing
    await assert_unchanged(table, before)


async def test_a_confirm_after_the_table_moved_on_plays_nothing(table):
    await table.open(2)
    moves = table.short_games.remaining[2]
    game = await table.game()
    other_move = next(m for m in game.legal_moves() if m != moves[0])
    member, picker = await table.picker_ready(moves[0])
    await table.play_command(other_move)  # the same player moves otherwise, by command
    clicked = await member.click(picker, label="Confirm")
    assert "moved on" in clicked.response.content
    record = await table.record()
    assert [m.move for m in await table.bot.store.moves(record.id)] == [str(other_move)]
    assert f"/{record.message_id}" in clicked.response.content  # a link to the current turn


async def test_a_confirm_of_a_move_already_made_says_it_was_played(table):
    await table.open(2)
    move = table.short_games.remaining[2][0]
    member, picker = await table.picker_ready(move)
    await table.play_command(move)
    clicked = await member.click(picker, label="Confirm")
    assert clicked.response.content.startswith("Played: ")
    assert len(await table.bot.store.moves((await table.record()).id)) == 1


async def test_an_old_source_button_links_to_the_current_turn(table):
    # An old message that kept its buttons (taking them off failed): the current player is
    # told the table moved on, with a link to the current turn message, whose buttons work.
    await table.open(2)
    moves = table.short_games.remaining[2]
    table.env.inject_error("PATCH", "/channels/*/messages/*", status=403, code=50013)
    old = table.channel.last_message
    await table.play_command(moves[0])
    assert old.components, "stripping was made to fail"
    current = await table.current()
    result = await current.click(old, custom_id=custom_ids(old)[0])
    text = said(result, private=True)
    assert "moved on" in text and "It's your turn" in text
    latest = table.channel.last_message
    assert f"/{latest.id}" in text
    opened = await current.click(latest, custom_id=button_id(latest, "src", moves[1].source))
    assert "Your move" in opened.response.content


async def test_a_failed_post_keeps_the_move_and_the_channel_catches_up(table):
    await table.open(2)
    move = table.short_games.remaining[2][0]
    before = await table.record()
    posted = len(table.channel.history())
    # A permission taken away for a moment: Discord refuses, discord.py does not retry.
    table.env.inject_error("POST", "/channels/*/messages", status=403, code=50013)
    result = await table.play_command(move)
    assert "saved" in said(result, private=True) and "follow" in said(result, private=True)
    after = await table.record()
    assert after.version == before.version + 1
    await table.env.advance_time(10)  # the outbox tries again
    assert len(table.channel.history()) == posted + 1
    assert "took" in table.channel.last_message.content
    board = await table.members[0].slash(table.channel, "azul board")
    assert answer(board).attachments


async def test_commands_are_offered_to_both_installs_everywhere_and_refused_with_a_reason(table):
    # One group, so one set of contexts: a server's own business is refused in the bot's DM.
    payload = table.bot.tree.get_command("azul").to_dict(table.bot.tree)
    assert payload["contexts"] == [0, 1, 2] and payload["integration_types"] == [0, 1]
    refused = await table.users[0].slash("azul settings")
    assert said(refused, private=True).startswith("This belongs to a server that added me")
    rules = await table.users[0].slash("azul rules")
    assert "Azul" in said(rules, private=True)


async def test_missing_bot_permissions_are_named(table, simcord_env):
    guild = table.guild
    channel = guild.create_text_channel(
        "no-files",
        overwrites={guild.me: discord.PermissionOverwrite(attach_files=False)},
    )
    result = await table.members[0].slash(channel, "azul new")
    assert "Attach Files" in said(result, private=True)
    assert await table.bot.store.active_game(channel.id) is None


async def test_abort_needs_host_or_manage_channels_and_asks_to_confirm(table):
    guild = table.guild
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_channels=True))
    seated = await table.open(3)
    outsider = table.members[4]
    refused = await seated[1].slash(table.channel, "azul abort")
    assert "Only the host or a member with the Manage Channels" in said(refused, private=True)

    asked = await seated[0].slash(table.channel, "azul abort")
    prompt = answer(asked)
    assert "Really abort the game" in prompt.content
    kept = await seated[0].click(prompt, label="No, keep playing")
    assert kept.response.content == "Nothing was aborted."
    assert await table.record() is not None

    manager = guild.add_member(table.env.create_user("mod"), roles=[mods])
    del outsider
    asked = await manager.slash(table.channel, "azul abort")
    done = await manager.click(answer(asked), label="Yes, abort the game")
    assert "does not count" in done.response.content
    assert await table.record() is None
    assert "aborted" in table.channel.last_message.content
    stats = await seated[0].slash(table.channel, "azul stats")
    assert "has not finished" in said(stats, private=True)


async def test_rules_and_board_are_private(table):
    rules = await table.members[0].slash(table.channel, "azul rules")
    assert rules.ephemeral and said(rules, private=True) == rules_said(ENGLISH)
    await table.open(2)
    board = await table.members[3].slash(table.channel, "azul board")
    assert answer(board).ephemeral and answer(board).attachments
    assert "to play" in said(board, private=True)


async def test_an_outage_is_answered_as_unavailable_without_a_traceback(table, monkeypatch, caplog):
    from azul_bot.core.db import StoreUnavailable

    caplog.set_level("INFO")
    alice = table.members[0]

    async def down(*args, **kwargs):
        raise StoreUnavailable("database is locked")

    store = table.bot.store
    for method in ("finished_games", "get_game", "write", "running_games_of"):
        monkeypatch.setattr(store, method, down)
    cannot_read = "The bot cannot read its games right now; please try again shortly."
    cannot_save = "The bot cannot save right now; please try again shortly. Nothing was changed."
    assert said(await alice.slash(table.channel, "azul history"), private=True) == cannot_read
    assert (
        said(await alice.slash(table.channel, "azul replay", game=1), private=True) == cannot_read
    )
    assert said(await alice.slash(table.channel, "azul mygames"), private=True) == cannot_read
    assert (
        said(await alice.slash(table.channel, "azul notify turns", on=True), private=True)
        == cannot_save
    )
    outcomes = [
        record.getMessage().split("outcome=")[1].split()[0]
        for record in caplog.records
        if record.getMessage().startswith("action=")
    ]
    assert outcomes == ["unavailable"] * 4
    assert [record for record in caplog.records if record.exc_info] == []


async def test_the_rules_of_a_crystal_mosaic_side_come_with_its_numbers(table):
    from azul_bot.engine import CRYSTAL_2

    rules = await table.members[0].slash(table.channel, "azul rules", variant="crystal-2")
    text = said(rules, private=True)
    assert rules.ephemeral and text == rules_said(ENGLISH, CRYSTAL_2)
    assert "+12 per color" in text and "1, 0, 1, 2, 1, 2, 3" in text
