"""Playing where the bot is no member (a group DM, a server where only the players added the
app) and in the bot's own DM, through simcord with the places of ``tests/discord_contexts.py``:
interactions as Discord sends them there, the bot's own requests refused."""

from __future__ import annotations

import pytest

from azul_bot.core.db.sql.places import place_kind
from azul_bot.engine import Phase
from tests.simcord_fixtures import Table
from tests.simcord_helpers import (
    answer,
    button,
    button_labels,
    custom_ids,
    finish_by,
    id_start,
    posted_with,
    wall_buttons,
)
from tests.simulated_clock import SimulatedClock


def pinged(message) -> list[int]:
    return [user.id for user in message.mentions]


def dms(person) -> list[str]:
    channel = person.dm_channel
    return [] if channel is None else [m.content for m in channel.history()]


def texts(place) -> list[str]:
    return [m.content for m in place.channel.history()]


async def play_to_the_end(table, places, place) -> int:
    """The people to move play the first legal take with the buttons under the latest table,
    until the game is over; returns how many moves they made."""
    moves = 0
    while (record := await table.bot.store.active_game(place.channel.id)) is not None:
        game = record.game()
        assert game.phase is Phase.OFFER
        seat = record.seats[game.current_player]
        person = place.people[seat.user_id]
        latest = place.channel.history()[-1]
        result = await table.play_buttons(game.legal_takes()[0], person, latest)
        assert result.response.content.startswith("Played: "), result
        moves += 1
    return moves


@pytest.mark.bot(computer_pause=0.05)  # the computer's moves come at once, in the same post
async def test_a_game_in_a_group_dm_is_played_with_the_interactions_tokens(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)  # bob did not: he plays with the buttons under alice's answers
    friends = places.group_dm(alice, bob)

    opened = await places.slash(alice, friends, "azul new")
    assert opened.response.ephemeral and texts(friends)[-1].startswith("**Azul lobby**")
    assert "I'm not a member here, so I post only when someone plays" in opened.response.content
    # How the others may type /azul too: the link that adds the app to one's own account.
    app_id = table.bot.application_id
    add_it = f"[add it to your apps](https://discord.com/oauth2/authorize?client_id={app_id}"
    assert add_it in opened.response.content
    assert "&integration_type=1)" in opened.response.content
    lobby = friends.channel.history()[-1]
    joined = await places.click(bob, friends, lobby, label="Join")
    assert joined.response.content == "You took seat 2." and joined.response.ephemeral
    await places.slash(alice, friends, "azul addbot", level="easy")
    # The lobby is edited with the token that made it (alice's /azul new's).
    assert "3. Computer (easy)" in friends.channel.history()[0].content
    await places.click(alice, friends, lobby, label="Start")
    start = friends.channel.history()[-1]
    assert "Azul begins!" in start.content and start.attachments
    moves = await play_to_the_end(table, places, friends)

    # Every table pings the person to move next and nobody else; the computer's moves are
    # told in the table after the person before it.
    tables = [m for m in friends.channel.history() if "took" in m.content or "begins" in m.content]
    assert len(tables) == moves + 1
    people = {alice.id, bob.id}
    for message in tables[:-1]:
        assert len(pinged(message)) == 1 and set(pinged(message)) <= people
    final = tables[-1]
    assert "Game over — final scores" in final.content
    assert set(pinged(final)) == people
    assert "Computer (easy) took" in friends.channel.history()[3].content
    # Only the latest table keeps its buttons: the others were stripped with their tokens.
    assert all(not m.components for m in tables[:-1])
    # Nothing was asked of the group DM itself, and no follow-up went over the cap.
    assert places.tried(friends) == []
    assert not [r for r in table.env.http_requests if getattr(r, "status", 200) >= 400]

    # After the game: bob asks for a rematch (a new lobby and an invitation pinging alice),
    # and a review, both with the buttons under the final scores.
    final = friends.channel.history()[-1]
    reviewed = await places.click(bob, friends, final, label="Review my moves")
    assert reviewed.ephemeral
    rematch = await places.click(bob, friends, final, label="Rematch")
    assert rematch.ephemeral
    lobby, invitation = friends.channel.history()[-2:]
    assert lobby.content.startswith("**Azul lobby** — host bob.")
    assert invitation.content.startswith("🔁 Rematch!") and pinged(invitation) == [alice.id]

    # The group DM keeps its own ladder (bob, who did not add the app, has no commands here).
    board = await places.slash(alice, friends, "azul leaderboard", sort="wins")
    lines = board.response.content.splitlines()
    assert lines[0] == "**Azul leaderboard — by wins**" and lines[-1] == "Page 1/1 · 2 players"
    here = await table.members[0].slash(table.channel, "azul leaderboard")
    assert "alice" not in here.response.content  # the server's ladder knows nothing of it

    # alice's stats in the server count her games everywhere once she has played elsewhere.
    await table.open(2)
    await finish_by(table, "commands", 2)
    stats = await table.members[0].slash(table.channel, "azul stats")
    assert (
        "Everywhere: 2 games," in stats.response.content and "in 2 places" in stats.response.content
    )


async def test_a_servers_own_business_is_refused_outside_the_servers_that_added_the_bot(
    table, discord_contexts
):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    friends = places.group_dm(alice, bob)
    for command, options in (
        ("azul settings", {}),
        ("azul tournament standings", {}),
        ("azul away", {"days": 3}),
        ("azul check", {}),
    ):
        refused = await places.slash(alice, friends, command, **options)
        assert refused.response.ephemeral
        assert refused.response.content.startswith("This belongs to a server that added me")
    assert texts(friends) == []


async def test_a_server_whose_members_may_not_use_outside_apps_gets_a_private_no(
    table, discord_contexts
):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    closed = places.foreign_server(alice, bob, external_apps=False)
    refused = await places.slash(alice, closed, "azul new")
    assert refused.response.ephemeral
    assert "outside apps only privately" in refused.response.content
    assert await table.bot.store.active_game(closed.channel.id) is None
    assert texts(closed) == []  # the answer was alice's alone


async def open_with_a_computer(table, places, alice, bob, friends) -> None:
    await places.slash(alice, friends, "azul new")
    lobby = friends.channel.history()[-1]
    await places.click(bob, friends, lobby, label="Join")
    await places.slash(alice, friends, "azul addbot", level="easy")
    await places.click(alice, friends, lobby, label="Start")


async def a_timed_group_dm(simcord_env, make_bot, short_games, places, **options):
    """A bot on simcord's clock, alice (the app on her account) and bob in their group DM:
    (the clock, the bot, the table, the group DM)."""
    clock = SimulatedClock(1_800_000_000.0)
    clock.attach(simcord_env)
    bot = make_bot(clock=clock, **options)
    await simcord_env.restart_bot(bot)
    table = Table(simcord_env, bot, short_games)
    alice, bob = table.users[:2]
    places.install(alice)
    return clock, bot, table, places.group_dm(alice, bob)


async def until_the_computer_is_to_move(bot, table, friends):
    """The people play the first legal take until the computer is to move; its record."""
    while True:
        record = await bot.store.active_game(friends.channel.id)
        seat = record.seats[record.game().current_player]
        if seat.user_id is None:
            return record
        latest = friends.channel.history()[-1]
        await table.play_buttons(
            record.game().legal_takes()[0], friends.people[seat.user_id], latest
        )


async def test_a_restart_long_after_the_tokens_died_loses_nothing_and_says_it_once(
    simcord_env, make_bot, short_games, discord_contexts
):
    places = discord_contexts
    clock, bot, table, friends = await a_timed_group_dm(
        simcord_env, make_bot, short_games, places, computer_pause=30.0
    )
    alice, bob = table.users[:2]
    await open_with_a_computer(table, places, alice, bob, friends)

    # The people play until the computer is to move: it waits its pause (a timer).
    record = await until_the_computer_is_to_move(bot, table, friends)
    told = len(friends.channel.history())
    version = record.version

    # The process dies (its loops stop where they are); it starts again 20 minutes later:
    # every token it stored is dead by then.
    for loop in bot.service.loops:
        await loop.stop()
    await simcord_env.advance_time(20 * 60)
    restarted = make_bot(clock=clock, computer_pause=30.0)
    await simcord_env.restart_bot(restarted)
    await simcord_env.advance_time(60)  # the computer's pause, counted from the restart
    record = await restarted.store.active_game(friends.channel.id)
    assert record.version > version  # the computer played, and its move is kept
    assert len(friends.channel.history()) == told  # with no token to say it with
    assert places.tried(friends) == []

    # The next person to press anything there is answered, and the table that waited goes
    # out with their token, once: the computer's move, pinging whoever moves next.
    game = record.game()
    following = record.seats[game.current_player].user_id
    stale = friends.channel.history()[-1]
    pressed = await friends.people[following].click(stale, custom_id=custom_ids(stale)[0])
    assert pressed.response.ephemeral
    shown = friends.channel.history()[told:]
    assert len(shown) == 1 and shown[0].content.startswith("*While you were away:*\n")
    assert "Computer (easy) took" in shown[0].content
    assert pinged(shown[0]) == [following]
    assert places.tried(friends) == []


PAUSE = 2.0
"""Seconds of simcord's time a computer's move waits (``computer_pause``) and then some."""


@pytest.mark.bot(computer_pause=1.0)
async def test_one_person_plays_the_computers_in_the_bots_dm(table, discord_contexts):
    alice = table.users[0]
    discord_contexts.install(alice)
    await alice.slash("azul new")
    dm = alice.dm_channel
    await alice.slash("azul addbot", level="easy")
    lobby = dm.history()[-1]
    assert "2. Computer (easy)" in lobby.content
    await alice.click(lobby, label="Start")
    moves = 0
    while (record := await table.bot.store.active_game(dm.id)) is not None:
        game = record.game()
        if record.seats[game.current_player].user_id is None:
            await table.env.advance_time(PAUSE)  # a computer's move, posted as in a server
            continue
        result = await table.play_buttons(game.legal_takes()[0], alice, dm.history()[-1])
        assert result.response.content.startswith("Played: ")
        moves += 1
    final = dm.history()[-1]
    assert moves and "Game over — final scores" in final.content
    assert await table.bot.store.read(place_kind(dm.id)) == "bot_dm"


async def test_a_reminder_and_a_stand_in_with_no_token_alive_are_told_by_dm(
    simcord_env, make_bot, short_games, discord_contexts
):
    places = discord_contexts
    clock, bot, table, friends = await a_timed_group_dm(simcord_env, make_bot, short_games, places)
    alice, bob = table.users[:2]
    await places.slash(alice, friends, "azul new")
    lobby = friends.channel.history()[-1]
    await places.click(bob, friends, lobby, label="Join")
    await places.click(alice, friends, lobby, label="Start")
    record = await bot.store.active_game(friends.channel.id)
    game = record.game()
    first = friends.people[record.seats[game.current_player].user_id]
    await table.play_buttons(game.legal_takes()[0], first, friends.channel.history()[-1])
    idle = alice if first.id == bob.id else bob
    places.refuse_dms(idle)
    told = len(friends.channel.history())

    # The reminder: the idle player accepts no DM, and the place hears nothing.
    await simcord_env.advance_time(8 * 3600)
    assert len(friends.channel.history()) == told and dms(idle) == []
    # The limit: a computer plays the turn; the next player, who accepts DMs, is told there.
    await simcord_env.advance_time(16 * 3600)
    assert len(friends.channel.history()) == told and places.tried(friends) == []
    [letter] = dms(first)
    link = f"https://discord.com/channels/@me/{friends.channel.id}"
    assert letter.startswith(f"From your Azul game in {link}, where I can post only when")
    assert f"{idle.name} ran out of time; a computer stand-in (normal) played" in letter
    assert dms(idle) == []

    # The next press there brings it, once, said to come late, with the current table.
    stale = friends.channel.history()[-1]
    pressed = await first.click(stale, custom_id=custom_ids(stale)[0])
    assert pressed.response.ephemeral
    late = friends.channel.history()[told:]
    # ...and the old table's button brings the current one to the presser alone, its source
    # buttons with it (it is their turn): no scrolling up to find the latest.
    shown = pressed.response  # its follow-up is the late post, public
    assert shown.ephemeral
    assert shown.content.startswith("The table has moved on since that message. Here it is")
    assert shown.attachments and custom_ids(shown)
    assert late[0].content.startswith("*While you were away:*\n⏰")
    assert sum("ran out of time" in m.content for m in friends.channel.history()) == 1
    assert not any(m.content.startswith("*While") for m in late[1:])


async def test_a_game_in_a_server_that_did_not_add_the_bot(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice, bob)
    elsewhere = places.foreign_server(alice, bob)
    await places.slash(alice, elsewhere, "azul new")
    await places.slash(bob, elsewhere, "azul join")
    await places.slash(alice, elsewhere, "azul start")
    assert "Azul begins!" in elsewhere.channel.history()[-1].content
    game_id = (await table.bot.store.active_game(elsewhere.channel.id)).id
    moves = await play_to_the_end(table, places, elsewhere)
    assert moves and "Game over — final scores" in texts(elsewhere)[-1]
    # "Show the table" of a game over brings its final table and scores.
    final = elsewhere.channel.history()[-1]
    posted_with(table.env, final, button(f"{id_start('table')}{game_id}", "Show the table"))
    shown = answer(await places.click(bob, elsewhere, final, label="Show the table"), private=True)
    assert shown.content.startswith("**Game over — final scores**\n1. ") and shown.attachments
    assert places.tried(elsewhere) == []
    assert await table.bot.store.read(place_kind(elsewhere.channel.id)) == "visited_server"
    # Its ladder is the server's, though the bot never joined it (nor learned its name).
    mine = await places.slash(bob, elsewhere, "azul stats", places=True)
    assert (
        "Everywhere: 1 game, " in mine.response.content and " in 1 place (" in mine.response.content
    )
    assert "• a server whose name I don't know (I'm not in it): 1 game, " in mine.response.content
    board = await places.slash(bob, elsewhere, "azul leaderboard")
    assert "Page 1/1 · 2 players" in board.response.content


async def test_a_grey_wall_game_in_a_group_dm_places_its_tiles_with_the_buttons(
    table, discord_contexts
):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    friends = places.group_dm(alice, bob)
    await places.slash(alice, friends, "azul new", variant="grey")
    lobby = friends.channel.history()[-1]
    await places.click(bob, friends, lobby, label="Join")
    await places.click(alice, friends, lobby, label="Start")
    placed = 0
    while (record := await table.bot.store.active_game(friends.channel.id)) is not None:
        game = record.game()
        latest = next(m for m in reversed(friends.channel.history()) if m.components)
        if game.phase is Phase.TILING:  # the first still placing taps Place your tile
            person = friends.people[record.seats[game.to_place[0]].user_id]
            picker = answer(await person.click(latest, label="Place your tile"), private=True)
            await person.click(picker, custom_id=wall_buttons(picker)[0])
            placed += 1
            continue
        person = friends.people[record.seats[game.current_player].user_id]
        await table.play_buttons(game.legal_takes()[0], person, latest)
    assert placed and "Game over — final scores" in texts(friends)[-1]
    assert places.tried(friends) == []


async def test_a_restart_within_the_tokens_life_posts_with_the_stored_token(
    simcord_env, make_bot, short_games, discord_contexts
):
    places = discord_contexts
    clock, bot, table, friends = await a_timed_group_dm(
        simcord_env, make_bot, short_games, places, computer_pause=30.0
    )
    alice, bob = table.users[:2]
    await open_with_a_computer(table, places, alice, bob, friends)
    await until_the_computer_is_to_move(bot, table, friends)
    told = len(friends.channel.history())

    # Down for two minutes: the tokens it stored still live, and the new process posts the
    # computer's move with them, nobody having pressed anything.
    for loop in bot.service.loops:
        await loop.stop()
    await simcord_env.advance_time(120)
    restarted = make_bot(clock=clock, computer_pause=30.0)
    await simcord_env.restart_bot(restarted)
    await simcord_env.advance_time(60)
    [shown] = friends.channel.history()[told:]
    assert "Computer (easy) took" in shown.content and not shown.content.startswith("*While")
    assert places.tried(friends) == []


async def a_stand_in_told_by_dm(simcord_env, make_bot, short_games, places, locales, language):
    """alice and bob's timed game in their group DM; the first to move plays (reading
    ``language`` from then on), the other (who accepts no DM) lets the time run out with no
    token alive there, and a stand-in plays for them: (the table, the group DM, the player
    told by DM, their DM)."""
    clock, bot, table, friends = await a_timed_group_dm(simcord_env, make_bot, short_games, places)
    alice, bob = table.users[:2]
    await places.slash(alice, friends, "azul new")
    await places.click(bob, friends, friends.channel.history()[-1], label="Join")
    await places.click(alice, friends, friends.channel.history()[-1], label="Start")
    record = await bot.store.active_game(friends.channel.id)
    first = friends.people[record.seats[record.game().current_player].user_id]
    await table.play_buttons(record.game().legal_takes()[0], first, friends.channel.history()[-1])
    locales.users.update(dict.fromkeys((user.id for user in table.users), language))
    places.install(bob)
    await places.slash(first, friends, "azul board")  # the group DM learns their language
    places.refuse_dms(alice if first.id == bob.id else bob)
    await simcord_env.advance_time(24 * 3600)
    return table, friends, first, first.dm_channel.history()[-1]


async def test_the_dm_told_instead_brings_the_table_where_the_bot_may_show_it(
    simcord_env, make_bot, short_games, discord_contexts, locales
):
    places = discord_contexts
    table, friends, first, letter = await a_stand_in_told_by_dm(
        simcord_env, make_bot, short_games, places, locales, "fr"
    )
    told = len(friends.channel.history())
    # The DM speaks the group DM's language, and its button is not the place's source
    # buttons (they work there only) but one that shows the table.
    assert letter.content.startswith("De votre partie d'Azul dans ")
    assert button_labels(letter) == ["Voir la table"]
    # Pressed in the DM (the bot's DM: a context of its own, a fresh token), it brings the
    # table to them alone, with where to play it: no move buttons, which work in the place.
    shown = answer(await first.click(letter, label="Voir la table"), private=True)
    link = f"https://discord.com/channels/@me/{friends.channel.id}"
    assert shown.content.startswith(f"Votre partie dans {link} (c'est là que vous jouez) :\n")
    assert (
        f"à {first.name} de jouer" in shown.content and shown.attachments and not custom_ids(shown)
    )
    # The group DM heard nothing of it, and nothing was tried there.
    assert len(friends.channel.history()) == told and places.tried(friends) == []


async def test_show_the_table_answers_players_watchers_and_forged_ids_apart(
    simcord_env, make_bot, short_games, discord_contexts
):
    places = discord_contexts
    clock, bot, table, friends = await a_timed_group_dm(simcord_env, make_bot, short_games, places)
    alice, bob, carol = table.users[:3]
    friends = places.group_dm(alice, bob, carol)  # carol watches
    await places.slash(alice, friends, "azul new")
    await places.click(bob, friends, friends.channel.history()[-1], label="Join")
    await places.click(alice, friends, friends.channel.history()[-1], label="Start")
    record = await bot.store.active_game(friends.channel.id)
    mover = friends.people[record.seats[record.game().current_player].user_id]

    # Ten minutes before the reminder the player to move looks at a picker: its token is
    # alive when the reminder comes, which goes out in the place with "Show the table".
    await simcord_env.advance_time(8 * 3600 - 600)
    start = friends.channel.history()[-1]
    await mover.click(start, custom_id=custom_ids(start)[0])
    await simcord_env.advance_time(600)
    reminder = friends.channel.history()[-1]
    assert pinged(reminder) == [mover.id] and button_labels(reminder) == ["Show the table"]

    # The player to move gets the table with its source buttons (the place's own).
    yours = answer(await mover.click(reminder, label="Show the table"), private=True)
    assert yours.attachments and custom_ids(yours) == custom_ids(start)
    # carol, who sits at no seat but is in the place, sees the table (she sees it there
    # anyway), without buttons.
    watched = answer(await carol.click(reminder, label="Show the table"), private=True)
    assert "to play. Scores:" in watched.content and not custom_ids(watched)

    # A forged id: a game that never was, or carol pressing it under her lobby in the
    # server (she is no player of it, and not where it is played): a clear answer, and
    # nothing changes.
    version = (await bot.store.active_game(friends.channel.id)).version
    posted_with(simcord_env, reminder, button(f"{id_start('table')}{record.id + 999}", "Show"))
    gone = answer(await carol.click(reminder, label="Show"), private=True)
    assert gone.content.startswith("That game is not there any more")
    await table.members[2].slash(table.channel, "azul new")
    lobby = table.channel.history()[-1]
    posted_with(simcord_env, lobby, button(f"{id_start('table')}{record.id}", "Show"))
    refused = answer(await table.members[2].click(lobby, label="Show"), private=True)
    assert refused.content.startswith("That table is not yours to see from here")
    assert (await bot.store.active_game(friends.channel.id)).version == version
    assert places.tried(friends) == []


@pytest.mark.bot(computer_pause=1.0)
async def test_stats_lists_ones_own_games_place_by_place(table, discord_contexts, locales):
    places = discord_contexts
    alice, bob = table.users[:2]
    mal = table.env.create_user("**mal** @everyone")  # a name that tries to shout
    places.install(alice)
    # A game in the server, one in a group DM with mal, one against a computer in her DM.
    await table.open(2)
    await finish_by(table, "commands", 2)
    friends = places.group_dm(alice, mal)
    await places.slash(alice, friends, "azul new")
    await places.click(mal, friends, friends.channel.history()[-1], label="Join")
    await places.click(alice, friends, friends.channel.history()[-1], label="Start")
    await play_to_the_end(table, places, friends)
    await alice.slash("azul new")
    await alice.slash("azul addbot", level="easy")
    await alice.click(alice.dm_channel.history()[-1], label="Start")
    while (record := await table.bot.store.active_game(alice.dm_channel.id)) is not None:
        if record.seats[record.game().current_player].user_id is None:
            await table.env.advance_time(PAUSE)
            continue
        latest = alice.dm_channel.history()[-1]
        await table.play_buttons(record.game().legal_takes()[0], alice, latest)

    asked = await table.members[0].slash(table.channel, "azul stats", places=True)
    lines = asked.response.content.splitlines()
    assert any(line.startswith("Everywhere: 3 games,") for line in lines), lines
    said = sorted(line.partition(": ")[0] for line in lines if line.startswith("• "))
    assert said == [
        "• Test Guild",
        r"• group DM with \*\*mal\*\* @​everyone",
        "• our DMs (you and me)",
    ]
    # Without the option nothing changes; another member's places are theirs to tell.
    plain = await table.members[0].slash(table.channel, "azul stats")
    assert "• " not in plain.response.content
    theirs = await table.members[0].slash(
        table.channel, "azul stats", member=table.members[1], places=True
    )
    assert theirs.response.content.startswith("Only your own games are listed place by place")

    # In French, in her DM with the bot.
    locales.users[alice.id] = "fr"
    french = await alice.slash("azul stats", places=True)
    assert "• nos MP (vous et moi) : 1 partie, " in french.response.content
    assert r"• groupe privé avec \*\*mal\*\* @​everyone : 1 partie, " in french.response.content


async def test_a_turn_told_by_dm_links_to_the_group_dm_and_the_bots_dm(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    places.install(bob)
    friends = places.group_dm(alice, bob)
    said = await places.slash(bob, friends, "azul notify turns", on=True)
    assert "direct message" in said.response.content
    await places.slash(alice, friends, "azul new")
    lobby = friends.channel.history()[-1]
    await places.click(bob, friends, lobby, label="Join")
    await places.click(alice, friends, lobby, label="Start")
    record = await table.bot.store.active_game(friends.channel.id)
    while record.seats[record.game().current_player].user_id != bob.id:
        await table.play_buttons(record.game().legal_takes()[0], alice, texts_last(friends))
        record = await table.bot.store.active_game(friends.channel.id)
    # A group DM's link: its server part is "@me", as Discord's own links to DMs are.
    told = dms(bob)[-1]
    assert f"https://discord.com/channels/@me/{friends.channel.id}" in told, told
    assert f"channels/{friends.channel.id}/" not in told

    # So is the bot's DM's, where alice plays a computer.
    await alice.slash("azul notify turns", on=True)
    await alice.slash("azul new")
    dm = alice.dm_channel
    await alice.slash("azul addbot", level="easy")
    await alice.click(dm.history()[-1], label="Start")
    for _ in range(2):  # the computer moves, and it is alice's turn again
        await table.env.advance_time(PAUSE)
    letters = [text for text in dms(alice) if "channels/" in text]
    assert letters and all(f"channels/@me/{dm.id}" in text for text in letters), letters


def texts_last(place):
    return place.channel.history()[-1]
