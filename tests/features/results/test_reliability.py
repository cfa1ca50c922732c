"""Who finishes their games, through Discord (offline, simcord): a seat a stand-in takes for
good and a resignation after the first round count as abandoned, ``/azul stats`` says the
share and the typical turn after five games, and a lobby's ``min_finished`` keeps out whoever
finishes fewer games, privately, while the lobby stays as it was."""

from __future__ import annotations

import discord
import pytest

from tests.features.lobby.helpers import minimum
from tests.features.results import helpers as results
from tests.features.results.helpers import five_games, play_to_end
from tests.simcord_helpers import answer, said, thread_named

pytestmark = pytest.mark.bot(computer_pause=0.05)

TYPICAL = 3 * 3600 + 12 * 60
"""How long alice thinks before each of her moves: 3h 12m."""


async def test_a_stand_in_taking_the_seat_for_good_counts_as_abandoned(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = table.guild.add_member(table.env.create_user("boss"), roles=[admins])
    bob = table.members[1]
    await boss.slash(
        table.channel, "azul settings", time_limit="5m", reminder="2m", at_limit="seat"
    )
    await boss.slash(table.channel, "azul new")
    await bob.slash(table.channel, "azul join")
    await boss.slash(table.channel, "azul start")
    for _ in range(120):
        record = await table.record()
        if record is None:
            break
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.user_id == boss.id:
            await table.play_command(game.legal_moves()[0], member=boss)
        else:
            await table.env.advance_time(5 * 60 + 1)  # bob never answers; then his stand-in
    assert await table.record() is None
    assert any("ran out of time" in m.content for m in table.channel.history())

    found = await results.reliabilities(table.bot.store, table.guild.id, [boss.id, bob.id])
    assert (found[bob.id].games, found[bob.id].finished) == (1, 0)
    assert (found[boss.id].games, found[boss.id].finished) == (1, 1)
    stats = said(await bob.slash(table.channel, "azul stats"))
    assert "Games finished: shown after 5 games (4 more to go)" in stats
    assert "Typical turn" not in stats  # bob never moved himself


async def test_stats_show_the_share_of_games_finished_and_the_typical_turn(table):
    alice, bob = table.members[:2]
    for _ in range(4):
        await play_to_end(table, alice, [bob], waits={alice: TYPICAL})
    before = said(await alice.slash(table.channel, "azul stats"))
    assert "Games finished: shown after 5 games (1 more to go)" in before
    # The fifth: alice resigns after the first round, so she abandoned it.
    await play_to_end(table, alice, [bob], waits={alice: TYPICAL}, resigns=alice)

    stats = answer(await alice.slash(table.channel, "azul stats"))
    assert stats.ephemeral
    assert "Finishes 80% of their games (4 of the last 5)" in stats.content
    assert "Typical turn: 3h 12m" in stats.content
    theirs = said(await alice.slash(table.channel, "azul stats", member=bob))
    assert "Finishes 100% of their games (5 of the last 5)" in theirs
    assert "Typical turn: 0s" in theirs  # bob always answered at once


async def test_a_join_below_the_tables_minimum_is_refused_privately(table):
    alice, bob, carol, dave, erin = table.members
    await five_games(table, alice, bob, resigns=bob)  # bob finished 4 of 5: 80%

    # carol, new here, hosts a table in a thread asking for 90%.
    opened = await carol.slash(table.channel, "azul new", thread=True, min_finished=90)
    thread = thread_named(opened, table.channel)
    lobby = thread.last_message
    assert "To join: at least 90% of one's games finished" in lobby.content
    before = (await table.record(thread)).version, lobby.content

    clicked = await bob.click(lobby, label="Join")
    typed = await bob.slash(thread, "azul join")
    from_channel = await bob.slash(table.channel, "azul join")  # the lobby of its thread
    for refused in (clicked, typed, from_channel):
        assert answer(refused).ephemeral, refused
        assert said(refused) == (
            "This table asks for players who finished at least 90% of their games; you"
            " finished 80% of your last 5. Nothing was changed."
        )
    assert ((await table.record(thread)).version, thread.last_message.content) == before
    assert bob.mention not in lobby.content and "bob" not in thread.last_message.content

    # alice finished them all, dave has no games yet: both may join.
    await alice.click(lobby, label="Join")
    await dave.slash(thread, "azul join")
    seated = [seat.user_id for seat in (await table.record(thread)).seats]
    assert seated == [carol.id, alice.id, dave.id]
    assert "2. alice · 100% finished" in thread.last_message.content
    assert "3. dave\n" in thread.last_message.content  # too few games to say

    # A table asking for 80%: bob is at it, so he may join.
    await erin.slash(table.channel, "azul new", min_finished=80)
    joined = await bob.click(table.channel.last_message, label="Join")
    assert said(joined) == "You took seat 2."
    assert "2. bob · 80% finished" in table.channel.last_message.content


async def test_a_rematch_keeps_the_minimum(table):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new", min_finished=75)
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul start")
    for move in table.short_games.remaining[2]:
        await table.play_command(move)
    final = table.channel.last_message
    await bob.click(final, label="Rematch")
    rematch = await table.record()
    assert await minimum(table.bot.store, rematch.id) == 75 and rematch.host_id == bob.id
