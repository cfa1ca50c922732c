"""The bot speaks each reader's language, through Discord (offline, simcord): what a channel
sees in the server's language (its Discord locale, or the one its admins chose with
``/azul settings language``), a player's direct messages in theirs."""

from __future__ import annotations

import discord
import pytest

from azul_bot.core.db import Notice
from tests.simcord_fixtures import Table
from tests.simcord_helpers import custom_ids, id_start, not_reading, reads, said

pytestmark = pytest.mark.bot(computer_pause=0.05)


async def server_in(table: Table, locales, language: str, *, people: str | None = None) -> Table:
    """The table moved to a server whose Discord locale is ``language``, its members reading
    ``people`` (the server's language by default)."""
    table.guild = table.env.create_guild(preferred_locale=language)
    table.channel = table.guild.create_text_channel("azul")
    table.members = [table.guild.add_member(user) for user in table.users]
    table.by_id = {member.id: member for member in table.members}
    locales.guilds[table.guild.id] = language
    for member in table.members:
        locales.users[member.id] = people or language
    await table.games_here()
    return table


def admin(table: Table, locales, language: str):
    role = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = table.guild.add_member(table.env.create_user("boss"), roles=[role])
    locales.users[boss.id] = language
    return boss


async def play_to_the_end(table: Table, players: int) -> None:
    for move in table.short_games.remaining[players]:
        result = await table.play_command(move)
        assert result.response is None and not result.followups, result  # the turn message


@pytest.mark.parametrize("language", ["fr", "nl"])
async def test_a_whole_game_on_a_server_and_between_people_of_one_language(
    table, locales, language
):
    await server_in(table, locales, language)
    alice, bob, carol = table.members[:3]
    channel = table.channel
    replies = [said(await bob.slash(channel, "azul notify turns", on=True))]
    replies.append(said(await alice.slash(channel, "azul new")))
    replies.append(said(await bob.slash(channel, "azul join")))
    replies.append(said(await carol.slash(channel, "azul join")))
    replies.append(said(await bob.slash(channel, "azul start")))  # refused: not the host
    replies.append(said(await alice.slash(channel, "azul start")))
    replies.append(said(await alice.slash(channel, "azul board")))
    await play_to_the_end(table, 3)

    public = [message.content for message in table.channel.history()]
    final = table.channel.last_message.content
    assert len(public) >= 5 and not_reading(language, public) == []
    assert {"fr": "scores finaux", "nl": "eindstand"}[language] in final
    assert all(member.mention in final for member in (alice, bob, carol))
    pictures = [m.attachments[0] for m in table.channel.history() if m.attachments]
    described = [picture.description or "" for picture in pictures]
    # Only the latest table keeps its picture (the older ones were trimmed).
    assert len(described) == 1 and not_reading(language, described) == []
    dms = [message.content for message in table.users[1].dm_channel.history()]
    assert dms and not_reading(language, dms) == []
    # The private answers too (the words of another part of the bot).
    assert not_reading(language, replies) == []


async def test_a_dutch_player_at_a_french_table_gets_dutch_direct_messages(table, locales):
    await server_in(table, locales, "fr")
    boss = admin(table, locales, "fr")
    alice, bob = table.members[:2]
    locales.users[bob.id] = "nl"
    await boss.slash(table.channel, "azul settings", time_limit="5m")
    await bob.slash(table.channel, "azul notify turns", on=True)
    await table.open(2)
    if await table.current() == alice:
        await table.play_command((await table.game()).legal_moves()[0], member=alice)
    assert await table.current() == bob
    await table.env.advance_time(100.4)  # Bob's reminder, by direct message
    await table.play_command((await table.game()).legal_moves()[0], member=bob)
    await table.env.advance_time(100.4)  # Alice's, in the channel

    public = [message.content for message in table.channel.history()]
    assert not_reading("fr", public) == []
    assert any(text.startswith(f"⏳ {alice.mention}, c'est toujours à vous") for text in public)
    assert any(text.endswith("À bob de jouer (prévenu par message privé).") for text in public)
    dms = [message.content for message in table.users[1].dm_channel.history()]
    assert len(dms) == 3 and not_reading("nl", dms) == []
    assert dms[0].startswith("🔔 Hier laat ik je weten")  # /azul notify's, at once
    assert dms[1].startswith("Je bent aan de beurt in Azul (ronde ")
    assert "https://discord.com/channels/" in dms[1]
    assert dms[2].startswith("⏳ Je bent nog steeds aan de beurt in Azul; een invalcomputer")


async def test_the_admins_choose_the_servers_language_for_its_channels(table, locales):
    await server_in(table, locales, "fr")
    boss = admin(table, locales, "fr")
    alice = table.members[0]
    await alice.slash(table.channel, "azul new")
    assert table.channel.last_message.content.startswith("**Table d'Azul** — hôte : alice.")

    shown = said(await boss.slash(table.channel, "azul settings", language="nl"))
    assert "Nederlands" in shown  # said back to the admin, in the admin's own language
    await table.members[1].slash(table.channel, "azul join")  # the lobby is written again
    lobby = table.channel.last_message.content
    assert lobby.startswith("**Azul-tafel** — gastheer alice. Plaatsen 2/4:")
    await alice.slash(table.channel, "azul start")
    assert reads("nl", table.channel.last_message.content)

    await boss.slash(table.channel, "azul settings", language="auto")  # the server's own
    await table.play_command((await table.game()).legal_moves()[0])
    assert reads("fr", table.channel.last_message.content)


async def test_computers_are_named_in_the_servers_language(table, locales):
    await server_in(table, locales, "fr", people="en-US")
    alice = table.members[0]
    await alice.slash(table.channel, "azul new")
    await alice.slash(table.channel, "azul addbot", level="hard")
    await alice.slash(table.channel, "azul addbot", level="hard")
    lines = table.channel.last_message.content.splitlines()
    assert lines[1:] == [
        "1. alice",
        "2. Ordinateur (difficile)",
        "3. Ordinateur 2 (difficile)",
        "Prêt : l'hôte peut lancer la partie.",
    ]
    record = await table.record()
    assert [seat.name for seat in record.seats[1:]] == ["hard", "hard"]  # a level, not a name


@pytest.mark.parametrize(
    ("language", "computer", "levels"),
    [
        ("fr", "Ordinateur", ["débutant", "facile", "normal", "difficile"]),
        ("nl", "Computer", ["beginner", "makkelijk", "normaal", "moeilijk"]),
    ],
)
async def test_the_beginner_is_offered_first_and_named_in_the_servers_language(
    table, locales, language, computer, levels
):
    await server_in(table, locales, language)
    alice = table.members[0]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    (menu,) = [
        child
        for row in lobby.components
        for child in row.children
        if isinstance(child, discord.SelectMenu)
        and (child.custom_id or "").startswith(id_start("lobby:addbot"))
    ]
    assert [option.label for option in menu.options] == [f"{computer} ({lv})" for lv in levels]
    await alice.select(lobby, ["beginner"], custom_id=menu.custom_id)
    seated = f"2. {computer} ({levels[0]})"
    assert seated in table.channel.last_message.content.splitlines()
    assert reads(language, table.channel.last_message.content)
    # The synced commands name the levels in each language, the beginner first: the
    # lobby's /azul addbot and the server's stand-in.
    (sync,) = [
        r for r in table.env.http_requests if r.method == "PUT" and r.path.endswith("/commands")
    ]
    (azul,) = [command for command in sync.json if command["name"] == "azul"]
    named = {}
    for option in azul["options"]:
        for inner in option.get("options", []):
            if inner.get("choices") and inner["name"] in ("level", "stand_in"):
                named[inner["name"]] = [c["name_localizations"][language] for c in inner["choices"]]
    assert named == {"level": levels, "stand_in": levels}


async def test_a_notice_the_previous_version_stored_posts_after_the_upgrade(
    table, simcord_env, make_bot
):
    await table.open(2)
    record = await table.record()
    game = record.game()
    move = game.legal_moves()[0]
    before = game.to_dict()
    position = game.current_player
    game.play(move)
    # The old bot stored a move with its notice as it did then (its text, a sentence), and
    # died before posting it.
    await table.bot.service.outbox.stop()
    old = {"version": record.version + 1, "text": "alice took it all.", "state": before}
    await table.bot.store.commit_move(
        record.id,
        record.version,
        seat=position,
        move=str(move),
        state=game.to_dict(),
        notice=Notice("turn", {**old, "move": str(move)}),
    )
    upgraded = make_bot()
    await simcord_env.restart_bot(upgraded)
    table.bot = upgraded
    await upgraded.service.outbox.flush(record.id, 5.0)

    posted = table.channel.last_message
    nxt = await table.current()
    assert posted.content == (
        f"alice took it all.\n\n{nxt.mention}, your turn: tap a factory or the center below,"
        " or use `/azul play`."
    )
    assert posted.attachments and custom_ids(posted)  # the table, and its buttons
    # The game goes on from there.
    await table.play_command((await table.game()).legal_moves()[0])
    assert table.channel.last_message.id != posted.id


async def test_a_server_is_known_to_speak_its_locale_before_anyone_there_uses_a_command(table):
    # The gateway tells the bot each server's locale when it joins it: a computer's or a
    # timer's message speaks the server's language even before the first command there.
    guild = table.env.create_guild(preferred_locale="nl")
    await table.env.settle()
    assert await table.bot.service.server_locale(guild.id) == "nl"
    assert await table.bot.store.guild_locale(guild.id) == "nl"
