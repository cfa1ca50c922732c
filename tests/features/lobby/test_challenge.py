"""A challenge from a member's menu through Discord (offline, simcord): right-click a member,
Apps, "Challenge to Azul" opens a lobby here whose message pings that member alone, with
Accept and Decline that only they can press; refused, changing nothing, when nobody could
answer it or ``/azul new`` would be refused."""

from __future__ import annotations

import discord
from simcord.builders import ChannelHandle
from simcord.enums import ChannelType

from azul_bot.core.db import GameStatus
from azul_bot.features.lobby.cog.custom_ids import LOBBY
from tests.bot.conftest import custom_ids
from tests.features.lobby.helpers import (
    MENU,
    answers_of,
    asked_to_ping,
    challenged,
    kept,
    notified,
    pinged,
)
from tests.simcord_helpers import button, posted_with, said, thread_named


async def test_a_challenge_pings_the_member_once_and_accept_seats_them(table):
    alice, bob, carol = table.members[:3]
    sent = await alice.context_menu(table.channel, MENU, bob)
    assert said(sent, private=True) == (
        f"Challenge sent: {bob.mention} is pinged by your lobby here and answers with Accept"
        " or Decline. Anyone else may still join."
    )
    lobby = table.channel.last_message
    assert lobby.content.startswith("**Azul lobby** — host alice. Seats 1/4:\n1. alice")
    assert lobby.content.endswith(
        f"⚔️ {bob.mention}, alice challenges you to this game: **Accept** or **Decline** below."
    )
    record = await table.record()
    assert (
        record.status == GameStatus.LOBBY and await challenged(table.bot.store, record.id) == bob.id
    )
    # The lobby's own controls, then the challenge's answers.
    assert custom_ids(lobby)[:3] == [
        LOBBY.make(action=action, game=record.id) for action in ("join", "leave", "start")
    ]
    assert custom_ids(lobby)[-2:] == answers_of(record.id)
    # Exactly the member challenged is notified: a user id, never roles or everyone.
    assert pinged(table.env, lobby) == [bob.id]
    assert asked_to_ping(table.env, lobby) == {"users": [bob.id], "parse": []}

    # Somebody else's press is refused privately and changes nothing.
    before = kept(table.bot.db_path)
    refused = await carol.click(lobby, label="Accept")
    assert (
        said(refused, private=True)
        == f"This challenge is for {bob.mention}: only they can answer it."
    )
    # Nor may the host answer for them.
    hosted = await alice.click(lobby, label="Decline")
    assert said(hosted, private=True) == said(refused, private=True)
    assert (await table.record()) == record
    assert kept(table.bot.db_path) == before
    assert table.channel.last_message.id == lobby.id
    # They may join, as anyone may; the edit pings nobody again.
    await carol.click(lobby, label="Join")

    accepted = await bob.click(lobby, label="Accept")
    assert said(accepted, private=True) == "Challenge accepted: you took seat 3."
    record = await table.record()
    assert [seat.user_id for seat in record.seats] == [alice.id, carol.id, bob.id]
    assert await challenged(table.bot.store, record.id) is None
    lobby = table.channel.last_message
    assert "⚔️" not in lobby.content and "3. bob" in lobby.content
    assert not set(answers_of(record.id)) & set(custom_ids(lobby))
    assert notified(table.env, table.channel) == [[bob.id]]

    # A press after the lobby started (an old copy of its buttons) has moved on.
    await alice.click(lobby, label="Start")
    assert (await table.record()).status == GameStatus.RUNNING
    posted_with(table.env, lobby, button(answers_of(record.id)[0], "Accept"))
    before = kept(table.bot.db_path)
    stale = await bob.click(lobby, label="Accept")
    assert said(stale, private=True) == (
        "This challenge has moved on: it was answered already, it expired, or its lobby started"
        " or closed."
    )
    assert kept(table.bot.db_path) == before


async def test_declining_closes_the_lobby_and_tells_the_channel_without_a_ping(table):
    alice, bob = table.members[:2]
    await alice.context_menu(table.channel, MENU, bob)
    lobby = table.channel.last_message
    game_id = (await table.record()).id

    declined = await bob.click(lobby, label="Decline")
    assert said(declined, private=True) == "You declined the challenge; the lobby is closed."
    assert await table.record() is None  # the channel is free again
    closed, news = table.channel.history()[-2:]
    assert closed.id == lobby.id
    assert closed.content == "The lobby is closed: the challenge was declined."
    assert not closed.components
    assert news.content == (
        f"{bob.mention} declined the challenge — maybe another time. The lobby is closed."
    )
    assert pinged(table.env, news) == []
    assert asked_to_ping(table.env, news) == {"users": [], "parse": []}
    assert notified(table.env, table.channel) == [[bob.id]]  # the challenge's own

    # Pressed again (an old copy of the buttons): it has moved on.
    posted_with(table.env, closed, button(answers_of(game_id)[1], "Decline"))
    again = await bob.click(closed, label="Decline")
    assert "This challenge has moved on" in said(again, private=True)
    assert table.channel.last_message.id == news.id


async def test_declining_leaves_the_lobby_open_for_those_who_sat_down(table):
    alice, bob, carol = table.members[:3]
    await alice.context_menu(table.channel, MENU, bob)
    lobby = table.channel.last_message
    await carol.click(lobby, label="Join")

    declined = await bob.click(lobby, label="Decline")
    assert (
        said(declined, private=True)
        == "You declined the challenge; the lobby stays open for the others."
    )
    record = await table.record()
    assert record.status == GameStatus.LOBBY
    assert await challenged(table.bot.store, record.id) is None
    assert [seat.user_id for seat in record.seats] == [alice.id, carol.id]
    lobby, news = table.channel.history()[-2:]
    assert "⚔️" not in lobby.content and not set(answers_of(record.id)) & set(custom_ids(lobby))
    assert news.content.endswith("The lobby stays open for those seated.")
    assert pinged(table.env, news) == []
    await alice.click(lobby, label="Start")
    assert (await table.record()).status == GameStatus.RUNNING


async def test_a_forged_answer_changes_nothing(table):
    alice, bob, carol = table.members[:3]
    await alice.slash(table.channel, "azul new")  # a lobby that challenges nobody
    lobby = table.channel.last_message
    game_id = (await table.record()).id
    before = kept(table.bot.db_path)
    for forged in answers_of(game_id):
        posted_with(table.env, lobby, button(forged, "Forged"))
        pressed = await carol.click(lobby, label="Forged")
        assert "This challenge has moved on" in said(pressed, private=True)
    assert kept(table.bot.db_path) == before
    assert table.channel.last_message.id == lobby.id


async def test_refused_privately_when_nobody_could_answer_or_a_game_is_here(table):
    alice, bob, carol, dave = table.members[:4]
    guild = table.guild
    robot = guild.add_member(table.env.create_user("robot", bot=True))
    hidden = guild.create_text_channel(
        "hidden", overwrites={dave: discord.PermissionOverwrite(view_channel=False)}
    )
    refusals = [
        (table.channel, alice, "You can't challenge yourself: pick another member."),
        (
            table.channel,
            robot,
            "robot is a bot: challenge a person, or seat a computer player with `/azul addbot`.",
        ),
        (
            hidden,
            dave,
            "dave can't see this channel, so they would never see the challenge: challenge"
            " them where they can.",
        ),
    ]
    for channel, target, why in refusals:
        before = kept(table.bot.db_path)
        refused = await alice.context_menu(channel, MENU, target)
        assert said(refused, private=True) == why
        assert kept(table.bot.db_path) == before
        assert channel.history() == []

    # Where /azul new would be refused, a challenge is, in the same words.
    await carol.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    busy = await alice.context_menu(table.channel, MENU, bob)
    assert said(busy, private=True) == said(
        await alice.slash(table.channel, "azul new"), private=True
    )
    assert said(busy, private=True).startswith(
        "One game per channel: a lobby is already open here."
    )
    assert table.channel.last_message.id == lobby.id
    no_files = guild.create_text_channel(
        "no-files", overwrites={guild.me: discord.PermissionOverwrite(attach_files=False)}
    )
    lacking = await alice.context_menu(no_files, MENU, bob)
    assert "Attach Files" in said(lacking, private=True)
    assert await table.record(no_files) is None


async def test_a_challenge_in_a_thread_opens_its_lobby_there(table):
    alice, bob = table.members[:2]
    thread = thread_named(await alice.slash(table.channel, "azul new", thread=True), table.channel)
    await alice.slash(thread, "azul leave")  # the thread is free again
    assert await table.record(thread) is None

    sent = await alice.context_menu(thread, MENU, bob)
    assert "Challenge sent" in said(sent, private=True)
    lobby = thread.last_message
    assert bob.mention in lobby.content and pinged(table.env, lobby) == [bob.id]
    record = await table.record(thread)
    assert await challenged(table.bot.store, record.id) == bob.id
    # Found from the thread's channel, as /azul new's games are; joining answers it.
    joined = await bob.slash(table.channel, "azul join")
    assert said(joined, private=True) == f"You joined the game in <#{thread.id}> (seat 2)."
    record = await table.record(thread)
    assert [seat.user_id for seat in record.seats] == [alice.id, bob.id]
    assert await challenged(table.bot.store, record.id) is None
    assert "⚔️" not in thread.last_message.content


async def test_a_challenge_in_french_and_dutch(table, locales):
    alice, bob = table.members[:2]
    locales.guilds[table.guild.id] = "nl"  # the channel's messages
    locales.users[alice.id] = "fr"
    locales.users[bob.id] = "fr"
    sent = await alice.context_menu(table.channel, MENU, bob)
    assert said(sent, private=True) == (
        f"Défi lancé : {bob.mention} est mentionné par votre table ici et répond avec Accepter"
        " ou Refuser. Les autres peuvent toujours la rejoindre."
    )
    lobby = table.channel.last_message
    assert lobby.content.endswith(
        f"⚔️ {bob.mention}, alice daagt je uit voor dit spel: **Accepteren** of **Weigeren**"
        " hieronder."
    )
    declined = await bob.click(lobby, label="Weigeren")
    assert said(declined, private=True) == "Vous avez refusé le défi ; la table est fermée."
    closed, news = table.channel.history()[-2:]
    assert closed.content == "De tafel is gesloten: de uitdaging is afgeslagen."
    assert news.content == (
        f"{bob.mention} heeft de uitdaging afgeslagen — misschien een andere keer. De tafel is"
        " gesloten."
    )


async def test_start_up_registers_the_member_menu_with_its_name_in_each_language(table):
    (sync,) = [
        r for r in table.env.http_requests if r.method == "PUT" and r.path.endswith("/commands")
    ]
    (menu,) = [command for command in sync.json if command["type"] == 2]  # a member's menu
    assert menu["name"] == MENU
    assert menu["name_localizations"] == {"fr": "Défier à Azul", "nl": "Uitdagen voor Azul"}
    assert menu["contexts"] == [0]  # in servers only


async def test_a_lobby_posted_again_names_the_member_challenged_without_pinging_them(table):
    alice, bob, carol = table.members[:3]
    await alice.context_menu(table.channel, MENU, bob)
    first = table.channel.last_message
    assert pinged(table.env, first) == [bob.id]
    # Someone deletes the lobby message; the next change posts the lobby anew.
    table.env.backend.delete_message(table.channel.id, first.id)
    joined = await carol.slash(table.channel, "azul join")
    assert said(joined, private=True) == "You took seat 2."
    again = table.channel.last_message
    assert again.id != first.id
    assert again.content.startswith("**Azul lobby** — host alice. Seats 2/4:\n1. alice\n2. carol")
    # Still the challenge, still naming them, with its answers: but they were pinged once.
    assert again.content.endswith(
        f"⚔️ {bob.mention}, alice challenges you to this game: **Accept** or **Decline** below."
    )
    assert custom_ids(again)[-2:] == answers_of((await table.record()).id)
    assert pinged(table.env, again) == []
    assert asked_to_ping(table.env, again) == {"users": [], "parse": []}
    assert notified(table.env, table.channel) == [[bob.id]]
    # The answer still works from the message posted again.
    accepted = await bob.click(again, label="Accept")
    assert said(accepted, private=True) == "Challenge accepted: you took seat 3."
    assert notified(table.env, table.channel) == [[bob.id]]


def private_thread(table, parent, owner) -> ChannelHandle:
    """A private thread of ``parent`` that ``owner`` opened and the bot was added to."""
    backend = table.env.backend
    made = backend.create_thread(parent.id, "secret", owner.id, type=ChannelType.PRIVATE_THREAD)
    backend.add_thread_member(made.id, backend.bot_user.id)
    return ChannelHandle(table.env, table.guild, made)


async def test_in_a_private_thread_only_its_members_and_thread_managers_can_be_challenged(table):
    alice, bob, carol, dave = table.members[:4]
    # Everyone sees the parent channel; carol may manage its threads, so sees its private ones.
    parent = table.guild.create_text_channel(
        "games", overwrites={carol: discord.PermissionOverwrite(manage_threads=True)}
    )
    await table.env.settle()
    thread = private_thread(table, parent, alice)
    await table.env.settle()
    before = kept(table.bot.db_path)
    refused = await alice.context_menu(thread, MENU, bob)
    assert said(refused, private=True) == (
        "bob can't see this channel, so they would never see the challenge: challenge them"
        " where they can."
    )
    assert kept(table.bot.db_path) == before
    assert await table.record(thread) is None and thread.history() == []
    # Discord was asked (the bot is not told who joins a private thread).
    asked = f"/channels/{thread.id}/thread-members/{bob.id}"
    assert [r.method for r in table.env.http_requests if r.path.startswith(asked)] == ["GET"]

    sent = await alice.context_menu(thread, MENU, carol)
    assert "Challenge sent" in said(sent, private=True)
    assert await challenged(table.bot.store, (await table.record(thread)).id) == carol.id

    # A member of the private thread sees it, who could not before.
    other = private_thread(table, parent, alice)
    table.env.backend.add_thread_member(other.id, dave.id)
    await table.env.settle()
    sent = await alice.context_menu(other, MENU, dave)
    assert "Challenge sent" in said(sent, private=True)
    lobby = other.last_message
    assert pinged(table.env, lobby) == [dave.id]
