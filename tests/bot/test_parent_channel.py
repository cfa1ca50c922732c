"""The game lives in a thread, the player types in the channel (issue 22): a command that needs
a game, typed in a channel whose games live in its threads, points to them; ``/azul join``
there seats the player in the one open lobby; ``/azul board`` shows the one game they play.
Through Discord (offline, simcord), as a new player meets it."""

from __future__ import annotations

import re

from azul_bot.core.db import GameStatus
from tests.simcord_helpers import (
    answer,
    archive,
    bot_posts,
    custom_ids,
    finish_in,
    open_in_thread,
    said,
    thread_named,
)


def links(text: str) -> list[int]:
    """The channels ``text`` links to (``<#id>``), in order."""
    return [int(found) for found in re.findall(r"<#(\d+)>", text)]


async def open_lobby(table, host):
    """A lobby of ``host`` in a new thread of the table's channel (the server's default)."""
    return thread_named(await host.slash(table.channel, "azul new"), table.channel)


async def test_join_in_the_channel_seats_you_in_its_one_open_lobby(threads_on):
    table = threads_on
    alice, bob = table.members[:2]
    thread = await open_lobby(table, alice)

    result = await bob.slash(table.channel, "azul join")

    assert said(result, private=True) == f"You joined the game in <#{thread.id}> (seat 2)."
    lobby = await table.record(thread)
    assert [seat.user_id for seat in lobby.seats] == [alice.id, bob.id]
    assert "2. bob" in thread.last_message.content  # the lobby message says so too
    assert await table.record() is None  # no second lobby in the channel
    assert len(table.channel.threads) == 1 and bot_posts(table.channel) == []
    # The one who typed it is seated now: the same command says where, and changes nothing.
    again = await bob.slash(table.channel, "azul join")
    assert links(said(again, private=True)) == [thread.id] and "your seat" in said(
        again, private=True
    )
    assert (await table.record(thread)).version == lobby.version


async def test_join_in_the_channel_never_offers_a_full_or_started_lobby(threads_on):
    table = threads_on
    alice, bob, carol, dave, erin = table.members
    started = await open_in_thread(table, alice, [bob])
    full = await open_lobby(table, carol)
    for guest in (dave, erin, bob):
        await guest.slash(full, "azul join")
    assert len((await table.record(full)).seats) == 4
    frank = table.guild.add_member(table.env.create_user("frank"))

    nothing_open = await frank.slash(table.channel, "azul join")
    assert "no Azul game in this channel itself" in said(nothing_open, private=True)
    assert links(said(nothing_open, private=True)) == [full.id, started.id]
    assert "lobby, full" in said(nothing_open, private=True)
    assert len((await table.record(full)).seats) == 4
    assert (await table.record(started)).status is GameStatus.RUNNING

    # One lobby with a free seat beside them: that is the one, without asking.
    gwen = table.guild.add_member(table.env.create_user("gwen"))
    open_ = await open_lobby(table, gwen)
    result = await frank.slash(table.channel, "azul join")
    assert said(result, private=True) == f"You joined the game in <#{open_.id}> (seat 2)."
    assert frank.id in {seat.user_id for seat in (await table.record(open_)).seats}


async def test_join_in_the_channel_with_several_open_lobbies_lists_them(threads_on):
    table = threads_on
    alice, bob, carol = table.members[:3]
    first = await open_lobby(table, alice)
    second = await open_lobby(table, carol)
    before = [await table.record(first), await table.record(second)]

    result = await bob.slash(table.channel, "azul join")

    text = said(result, private=True)
    assert text.startswith("Several lobbies are open in this channel's threads")
    assert links(text) == [second.id, first.id]  # newest first
    assert "1/4 seats taken" in text
    assert [await table.record(first), await table.record(second)] == before
    assert await table.record() is None


async def test_a_command_that_needs_a_game_points_to_the_games_of_the_threads(threads_on):
    table = threads_on
    alice, bob, carol, dave, erin = table.members
    bobs = await open_in_thread(table, alice, [bob])
    others = await open_in_thread(table, carol, [dave])
    lobby = await open_lobby(table, erin)
    versions = [(await table.record(t)).version for t in (bobs, others, lobby)]

    # Open lobbies first, then the games Bob sits in, then the others.
    for command, options in [
        ("azul play", {"source": "1", "color": "red", "line": "1"}),
        ("azul start", {}),
        ("azul leave", {}),
        ("azul addbot", {"level": "easy"}),
        ("azul hint", {}),
        ("azul abort", {}),
        ("azul moves", {}),
    ]:
        text = said(await bob.slash(table.channel, command, **options), private=True)
        assert text.startswith(
            "There is no Azul game in this channel itself, but its threads have 3:"
        ), command
        assert links(text) == [lobby.id, bobs.id, others.id], command
        lines = text.splitlines()
        assert lines[1] == f"• <#{lobby.id}> — lobby, 1/4 seats taken"
        assert lines[2].startswith(f"• <#{bobs.id}> — round ") and lines[2].endswith("your seat")
        assert not lines[3].endswith("your seat")
    # Whoever sits in no game there sees them in the same order of newness.
    assert links(said(await erin.slash(table.channel, "azul board"), private=True)) == [
        lobby.id,
        others.id,
        bobs.id,
    ]
    assert [(await table.record(t)).version for t in (bobs, others, lobby)] == versions
    assert await table.record() is None and bot_posts(table.channel) == []


async def test_a_handful_of_games_at_most(threads_on):
    table = threads_on
    hosts = [*table.members, *(table.guild.add_member(table.env.create_user(n)) for n in "fgh")]
    threads = [await open_lobby(table, host) for host in hosts[:7]]
    text = said(await hosts[7].slash(table.channel, "azul start"), private=True)
    assert links(text) == [t.id for t in reversed(threads)][:5]
    assert text.splitlines()[-1] == "…and 2 more in the channel's threads."


async def test_board_in_the_channel_shows_the_one_game_you_play(threads_on):
    table = threads_on
    alice, bob, carol, dave = table.members[:4]
    thread = await open_in_thread(table, alice, [bob])
    await open_lobby(table, carol)  # a lobby is no table to show

    result = await alice.slash(table.channel, "azul board")

    shown = answer(result, private=True)
    first, status = shown.content.splitlines()[:2]
    assert first == f"Your game in <#{thread.id}> (you play it there):"
    assert status.startswith("Round ") and "Scores: alice 0, bob 0" in status
    assert shown.attachments  # the table's picture, as in the thread
    # Its buttons would work in the thread only: none come here.
    assert custom_ids(shown) == []
    in_thread = answer(await alice.slash(thread, "azul board"), private=True)
    assert in_thread.content.splitlines()[0] == status

    # Someone with two games there is asked which; someone with none, shown the list.
    await open_in_thread(table, dave, [alice])
    assert len(links(said(await alice.slash(table.channel, "azul board"), private=True))) == 3
    assert len(links(said(await carol.slash(table.channel, "azul board"), private=True))) == 3


async def test_no_game_here_stays_for_a_channel_without_games_in_its_threads(threads_on):
    table = threads_on
    alice, bob, carol = table.members[:3]
    nothing = "There is no Azul game in this channel. Start one with `/azul new`."
    assert said(await bob.slash(table.channel, "azul join"), private=True) == nothing

    thread = await open_in_thread(table, alice, [bob])
    await finish_in(table, thread)  # a finished game is no game to point to
    assert said(await carol.slash(table.channel, "azul join"), private=True) == nothing
    assert said(await alice.slash(table.channel, "azul board"), private=True) == nothing
    # Nor does another channel's thread count.
    other = table.guild.create_text_channel("elsewhere")
    await open_lobby(table, carol)
    assert said(await bob.slash(other, "azul join"), private=True) == nothing


async def test_the_games_of_archived_threads_and_later_games_of_a_thread_are_found(
    threads_on, simcord_env
):
    table = threads_on
    alice, bob, carol = table.members[:3]
    thread = await open_in_thread(table, alice, [bob])
    await finish_in(table, thread)
    # A new game typed inside the old thread: the thread is still the channel's.
    result = await alice.slash(thread, "azul new")
    assert said(result, private=True).startswith("Lobby opened:")
    await archive(simcord_env, thread)  # Discord's cache may drop it: the store has it

    joined = await carol.slash(table.channel, "azul join")
    assert said(joined, private=True) == f"You joined the game in <#{thread.id}> (seat 2)."
    assert carol.id in {seat.user_id for seat in (await table.record(thread)).seats}
