"""Reminders through Discord (offline, simcord): a player's notices go where they asked."""

from __future__ import annotations

import discord

from tests.simcord_helpers import said


async def time_out(table) -> int:
    """When the turn's time runs out (UNIX seconds), as a reminder shows it."""
    record = await table.record()
    timers = await table.bot.store.timers_of(record.id)
    return int(min(t.due_at for t in timers if t.kind == "timeout"))


async def test_a_player_who_asked_for_dms_is_reminded_by_dm_and_not_pinged(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = table.guild.add_member(table.env.create_user("boss"), roles=[admins])
    alice, bob = table.members[:2]
    bob_dms = table.users[1].dm_channel
    shown = said(await boss.slash(table.channel, "azul settings", time_limit="5m"))
    assert "Time limit per turn: 5m\n" in shown and "Reminder: after 1m 40s\n" in shown
    assert "direct message" in said(await bob.slash(table.channel, "azul notify turns", on=True))

    await table.open(2)
    if await table.current() == alice:
        await table.play_command((await table.game()).legal_moves()[0], member=alice)
    assert await table.current() == bob
    turn = table.channel.last_message
    assert "bob's turn (told by direct message)" in turn.content
    assert bob.mention not in turn.content and bob.id not in [u.id for u in turn.mentions]
    told = bob_dms.last_message
    # the round, the time left and a link to the channel (sent before the table, which it
    # leads to, so that the table can say it arrived)
    assert told.content.startswith("It's your turn in Azul (round ")
    assert "your time runs out <t:" in told.content
    assert told.content.endswith(f"/{table.guild.id}/{table.channel.id}")

    deadline = await time_out(table)
    await table.env.advance_time(100.4)  # the reminder is due 100 s into the turn
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{turn.id}"
    reminder = bob_dms.last_message
    assert reminder.content == (
        f"⏳ It's still your turn in Azul; a computer stand-in plays it <t:{deadline}:R>."
        f" Your table: {link}"
    )
    # Nothing in the channel: no second notice, no ping.
    assert table.channel.last_message.id == turn.id
    assert not any(bob.mention in m.content for m in table.channel.history() if m.id > turn.id)

    # Alice did not ask for DMs: her reminder pings her in the channel.
    await table.play_command((await table.game()).legal_moves()[0], member=bob)
    assert await table.current() == alice
    deadline = await time_out(table)
    await table.env.advance_time(100.4)
    pinged = table.channel.last_message
    assert pinged.content == (
        f"⏳ {alice.mention}, it's still your turn in Azul. A computer stand-in plays it"
        f" <t:{deadline}:R>."
    )
    assert [u.id for u in pinged.mentions] == [alice.id]
