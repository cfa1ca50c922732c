"""Games in threads of a channel, through Discord (offline, simcord): many games in one
channel, a thread someone archived, a thread someone deleted."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.errors import BackendError

from azul_bot.core.db import GameStatus
from azul_bot.features.lobby.cog.custom_ids import REMATCH
from azul_bot.features.review.cog import REVIEW
from tests.simcord_helpers import (
    archive,
    bot_posts,
    custom_ids,
    finish_in,
    open_in_thread,
    said,
    thread_named,
)


async def test_one_channel_hosts_two_games_in_two_threads(table):
    alice, bob, carol, dave = table.members[:4]
    one = thread_named(await alice.slash(table.channel, "azul new", thread=True), table.channel)
    assert one.name == "Azul — alice"
    assert one.last_message.content.startswith("**Azul lobby** — host alice")
    two = thread_named(await carol.slash(table.channel, "azul new", thread=True), table.channel)
    assert two.id != one.id and {t.id for t in table.channel.threads} == {one.id, two.id}
    assert two.last_message.content.startswith("**Azul lobby** — host carol")

    await bob.click(one.last_message, label="Join")
    await dave.slash(two, "azul join")
    await alice.click(one.last_message, label="Start")
    await carol.slash(two, "azul start")
    first, second = await table.record(one), await table.record(two)
    assert first.id != second.id and first.status == second.status == GameStatus.RUNNING
    assert await table.record() is None  # the channel itself holds no game

    await finish_in(table, one)
    final = one.last_message
    assert alice.mention in final.content and bob.mention in final.content
    assert custom_ids(final) == [REMATCH.make(game=first.id), REVIEW.make(game=first.id)]
    still = await table.record(two)  # the other game did not move meanwhile
    assert still.id == second.id and still.version == second.version

    for move in table.short_games.remaining[2]:
        mover = await table.current(two)
        await table.play_buttons(move, member=mover, message=two.last_message)
    assert "Game over — final scores" in two.last_message.content
    assert (await table.bot.store.get_game(second.id)).status == GameStatus.FINISHED
    assert bot_posts(table.channel) == []  # everything went into the threads

    # A rematch stays in its thread: its lobby and its ping.
    await bob.click(final, label="Rematch")
    lobby, invitation = one.history()[-2:]
    assert lobby.id == (await table.record(one)).message_id
    assert lobby.content.startswith("**Azul lobby** — host bob")
    assert invitation.content.startswith(f"🔁 Rematch! {alice.mention},")
    assert bot_posts(table.channel) == []


async def test_the_server_setting_opens_new_games_in_threads(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = table.guild.add_member(table.env.create_user("boss"), roles=[admins])
    shown = await boss.slash(table.channel, "azul settings", threads=True)
    assert "New games in their own thread: on" in said(shown)

    alice, bob = table.members[:2]
    thread = thread_named(await alice.slash(table.channel, "azul new"), table.channel)
    assert thread.last_message.content.startswith("**Azul lobby** — host alice")
    assert await table.record() is None
    # thread:false still opens one here, beside the thread's game
    await bob.slash(table.channel, "azul new", thread=False)
    assert table.channel.last_message.content.startswith("**Azul lobby** — host bob")
    assert (await table.record()).host_id == bob.id
    # A game opened inside a thread stays there (Discord has no thread in a thread).
    await alice.slash(thread, "azul leave")
    result = await alice.slash(thread, "azul new")
    assert said(result).startswith("Lobby opened:") and len(table.channel.threads) == 1


# simcord has no test-side verb to archive or delete a channel: its backend's edit_channel
# and delete_channel (what its PATCH and DELETE /channels/{id} routes call) change the
# virtual world and emit THREAD_UPDATE / THREAD_DELETE, as Discord does when a moderator acts.


def archived(env, thread) -> bool:
    return env.backend.channels[thread.id].thread_metadata.archived


def unarchive_requests(env, thread) -> list:
    return [
        request
        for request in env.http_requests
        if request.method == "PATCH"
        and request.path == f"/channels/{thread.id}"
        and request.json == {"archived": False}
    ]


@pytest.fixture
def archived_threads_as_on_discord(simcord_env, monkeypatch):
    """Two rules of Discord's that simcord 3.2.1 does not model: a message in an archived
    thread cannot be edited (400, 50083 "Thread is archived"), and a new message reopens
    the thread. Taught to its backend here, at the two places every message passes."""
    backend = simcord_env.backend
    edit, commit = backend.edit_message, backend.commit_message

    def is_archived(channel_id: int) -> bool:
        meta = backend.channels[channel_id].thread_metadata
        return meta is not None and meta.archived

    def edit_unless_archived(channel_id, message_id, fields):
        shown = not backend.get_message(channel_id, message_id).is_ephemeral
        if shown and is_archived(channel_id):
            raise BackendError(400, 50083, "Thread is archived")
        return edit(channel_id, message_id, fields)

    def commit_and_reopen(message, **options):
        if not message.is_ephemeral and is_archived(message.channel_id):
            backend.edit_channel(message.channel_id, {}, thread_metadata={"archived": False})
        return commit(message, **options)

    monkeypatch.setattr(backend, "edit_message", edit_unless_archived)
    monkeypatch.setattr(backend, "commit_message", commit_and_reopen)


@pytest.mark.usefixtures("archived_threads_as_on_discord")
async def test_an_archived_thread_is_reopened_to_edit_and_takes_the_next_post(table, simcord_env):
    alice, bob = table.members[:2]
    thread = thread_named(await alice.slash(table.channel, "azul new", thread=True), table.channel)
    lobby = thread.last_message
    await archive(simcord_env, thread)
    assert archived(simcord_env, thread)

    # Joining edits the lobby: refused while the thread is archived, so the bot reopens it.
    await bob.click(lobby, label="Join")
    assert not archived(simcord_env, thread)
    assert len(unarchive_requests(simcord_env, thread)) == 1
    assert thread.last_message.id == lobby.id and "2. bob" in thread.last_message.content

    # Archived again: the start is a new message, which reopens the thread by itself; the
    # lobby's buttons come off after it, so the bot asks for nothing more.
    await archive(simcord_env, thread)
    await alice.click(lobby, label="Start")
    start = thread.last_message
    assert start.id != lobby.id and "Azul begins" in start.content
    assert not archived(simcord_env, thread)
    assert len(unarchive_requests(simcord_env, thread)) == 1
    assert not thread.history()[-2].components  # the lobby, stripped
    assert bot_posts(table.channel) == []

    # Archived mid-game: the next move's message lands in the thread and reopens it.
    await archive(simcord_env, thread)
    await table.play_command(table.short_games.remaining[2][0], channel=thread)
    assert "took " in thread.last_message.content
    assert not thread.history()[-2].components  # the start message, stripped
    assert not archived(simcord_env, thread)


async def test_a_deleted_thread_ends_its_game_unrated_and_frees_its_id(table, simcord_env):
    alice, bob = table.members[:2]
    store = table.bot.store
    rated = await open_in_thread(table, alice, [bob])
    await finish_in(table, rated)
    stats = said(await alice.slash(table.channel, "azul stats"))
    board = said(await alice.slash(table.channel, "azul leaderboard", season="all"))
    assert "Games 1 ·" in stats and "alice" in board and "bob" in board

    doomed = await open_in_thread(table, alice, [bob])
    await table.play_command(table.short_games.remaining[2][0], channel=doomed)
    record = await table.record(doomed)
    simcord_env.backend.delete_channel(doomed.id)  # emits THREAD_DELETE
    await simcord_env.settle()

    assert doomed.id not in {t.id for t in table.channel.threads}
    assert await store.active_game(doomed.id) is None  # the id is free
    assert (await store.get_game(record.id)).status == GameStatus.ABORTED
    assert await store.timers_of(record.id) == []
    assert await store.pending_announcements(record.id) == 0
    # Not rated: stats, leaderboard and the list of finished games are as before.
    assert said(await alice.slash(table.channel, "azul stats")) == stats
    assert said(await bob.slash(table.channel, "azul leaderboard", season="all")) == board
    finished, total = await store.finished_games(table.guild.id)
    assert total == 1 and finished[0].channel_id == rated.id
    # The rated game's thread is untouched, and the channel opens the next game as before.
    assert (await store.get_game(finished[0].id)).status == GameStatus.FINISHED
    again = await open_in_thread(table, bob, [alice])
    assert again.id != doomed.id
