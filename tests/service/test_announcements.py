"""What the channel hears, and in which language: notices store facts, never a sentence; the
words are chosen when a notice is posted, in the server's language (its admins' choice, or its
own Discord locale), and a player's direct messages in theirs. Notices stored by the version
before facts still post, with the text they hold."""

from __future__ import annotations

from typing import Any

import pytest

from azul_bot.core.db import Notice, Seat
from azul_bot.core.words.channel import compose
from azul_bot.engine import Game
from azul_bot.features.digest import NotifyChoice
from azul_bot.features.lobby import Lobby, Rematch
from azul_bot.features.play import Endings, TurnMessage, Turns
from azul_bot.features.settings import Preferences
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.features.play.helpers import finish
from tests.service.conftest import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    NAMES,
    OTHER_CHANNEL,
    lobby_with,
    started,
)
from tests.service.helpers import Recording
from tests.settled import settled


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in strings_in(item)]
    if isinstance(value, list | tuple):
        return [text for item in value for text in strings_in(item)]
    return []


async def test_notices_store_facts_and_never_a_sentence(make_service, store, short_games):
    recording = Recording(store)
    service = await make_service(new_game=short_games, store=recording)
    await lobby_with(service, ALICE, BOB, CAROL)
    await service.room(Lobby).start(CHANNEL, ALICE)
    await service.room(Endings).resign(CHANNEL, CAROL)  # a stand-in plays Carol's seat
    await finish(service, short_games)
    await service.room(Lobby).open_lobby(GUILD, OTHER_CHANNEL, ALICE, NAMES[ALICE])
    await service.room(Endings).abort(OTHER_CHANNEL, ALICE, NAMES[ALICE], can_manage=False)

    kinds = [notice.kind for notice in recording.notices]
    assert kinds[:5] == ["lobby", "lobby", "lobby", "turn", "resigned"]
    assert kinds[-2:] == ["lobby", "aborted"]
    for notice in recording.notices:
        assert "text" not in notice.payload and "prefix" not in notice.payload
        # Codes and names only: nothing that reads like a sentence.
        assert all(" " not in text for text in strings_in(notice.payload)), notice
    turns = [notice.payload for notice in recording.notices if notice.kind == "turn"]
    assert turns[0]["move"] is None and "scores" not in turns[0]
    assert all(len(turn["scores"]) == 3 for turn in turns[1:])
    assert turns[-1]["rating"] == "rated" and "rating" not in turns[-2]
    resigned = next(n.payload for n in recording.notices if n.kind == "resigned")
    assert resigned == {"seat": 2, "level": "normal"}
    aborted = recording.notices[-1].payload
    assert aborted == {"why": "by_host", "running": False, "by": "Alice"}


async def test_a_notice_stored_by_the_previous_version_posts_its_own_text(
    make_service, store, channels
):
    # Notices as the version before facts stored them (a "text" in the payload), left
    # unposted by a crash: the upgraded bot posts each with its text as it is.
    lobby = await create_lobby(store, GUILD, CHANNEL, ALICE, "Alice")
    seats = [Seat(0, ALICE, "Alice"), Seat(1, BOB, "Bob")]
    lobby = await update_lobby(store, lobby.id, lobby.version, host_id=ALICE, seats=seats)
    game = Game.new(2, 1234)
    first = game.to_dict()
    started_notice = Notice(
        "turn", {"version": 3, "text": "**Azul begins!** Alice, Bob.", "state": first, "move": None}
    )
    record = await store.start_game(
        lobby.id, lobby.version, seats=seats, state=first, notice=started_notice
    )
    move = game.legal_moves()[0]
    position = game.current_player
    game.play(move)
    moved = Notice(
        "turn",
        {"version": 4, "text": "Alice took 4 blue.", "state": first, "move": str(move)},
    )
    record = await store.commit_move(
        record.id,
        record.version,
        seat=position,
        move=str(move),
        state=game.to_dict(),
        notice=moved,
    )
    left = Notice("text", {"text": "Bob left the game; a computer (normal) plays on."})
    stand_in = (seats[0], Seat(1, BOB, "Bob", None, "normal"))
    record = await store.replace_seats(record.id, record.version, seats=stand_in, notice=left)
    said = "The game was aborted; it does not count for the stats. (by Alice)"
    await store.abort_game(record.id, record.version, notice=Notice("aborted", {"text": said}))
    closed = await create_lobby(store, GUILD, OTHER_CHANNEL, BOB, "Bob")
    await store.abort_game(
        closed.id,
        closed.version,
        notice=Notice("lobby_closed", {"text": "The lobby is closed: everybody left."}),
    )

    service = await make_service()
    assert await service.outbox.flush(record.id, 5.0)
    assert await service.outbox.flush(closed.id, 5.0)
    texts = [message.text for message in channels.in_channel(CHANNEL)]
    assert texts == [
        "**Azul begins!** Alice, Bob.",
        "Alice took 4 blue.",
        "Bob left the game; a computer (normal) plays on.",
        said,
    ]
    # the latest table, drawn anew (the older one lost its picture when it came)
    assert channels.in_channel(CHANNEL)[1].post.image is not None
    assert [m.text for m in channels.in_channel(OTHER_CHANNEL)] == [
        "The lobby is closed: everybody left."
    ]


async def test_the_channel_speaks_the_servers_language_and_its_admins_may_choose_another(
    service, channels
):
    await service.locales.learn_locales(GUILD, "fr", ALICE, "en-US")
    await lobby_with(service, ALICE, BOB)
    assert channels.last(CHANNEL).text == (
        "**Table d'Azul** — hôte : Alice. Places 2/4 :\n1. Alice\n2. Bob\n"
        "Prêt : l'hôte peut lancer la partie."
    )
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    first = NAMES[table.current_user_id]
    posted = channels.last(CHANNEL)
    assert posted.text == (
        f"**La partie d'Azul commence !** Alice et Bob. Le tirage au sort fait commencer {first}."
        "\n\nManche 1 · le temps de ce tour s'écoule <t:1700086400:R>."
        f"\n<@{table.current_user_id}>, à vous : touchez une Fabrique ou le centre ci-dessous,"
        " ou utilisez `/azul jouer`."
    )
    assert posted.image_alt.startswith("Manche 1 · à ")
    assert channels.in_channel(CHANNEL)[0].text == (
        "La partie de cette table a commencé : elle est juste en dessous."
    )

    await service.room(Preferences).update_settings(GUILD, language="nl")
    table = await play_one(service, table)
    assert channels.last(CHANNEL).text.endswith(
        f"<@{table.current_user_id}>, jouw beurt: tik hieronder een fabrieksschijf of het midden"
        " aan, of gebruik `/azul spelen`."
    )
    assert " nam " in channels.last(CHANNEL).text

    await service.room(Preferences).update_settings(
        GUILD, language="auto"
    )  # the server's own locale again
    await play_one(service, table)
    assert " prend " in channels.last(CHANNEL).text


async def play_one(service, table):
    record = await service.store.active_game(CHANNEL)
    return await service.room(Turns).play(
        CHANNEL, table.current_user_id, record.game().legal_moves()[0]
    )


async def test_a_direct_message_speaks_its_readers_language(service, channels, store):
    await service.locales.learn_locales(GUILD, "fr", ALICE, "fr")
    await service.locales.learn_locales(GUILD, "fr", BOB, "nl")
    await service.room(NotifyChoice).notify(ALICE, True)
    await service.room(NotifyChoice).notify(BOB, True)
    table = await started(service, ALICE, BOB)
    record = await store.active_game(CHANNEL)
    link = f"https://discord.com/channels/{GUILD}/{CHANNEL}"
    told = {  # the round, the time left, and the channel where the table is posted next
        ALICE: "C'est à vous de jouer à Azul (manche 1) ; votre temps s'écoule <t:{}:R> : {}",
        BOB: "Je bent aan de beurt in Azul (ronde 1); je tijd loopt af <t:{}:R>: {}",
    }
    for _ in range(2):
        to_move = table.current_user_id
        deadline = int(service.clock.now() + 24 * 3600)
        assert channels.dm_texts(to_move)[-1] == told[to_move].format(deadline, link)
        assert channels.last(CHANNEL).text.endswith(
            f"\nÀ {NAMES[to_move]} de jouer (prévenu par message privé)."
        )
        table = await service.room(Turns).play(CHANNEL, to_move, record.game().legal_moves()[0])
        record = await store.active_game(CHANNEL)


async def test_a_locale_is_written_only_when_it_changes(make_service, store):
    recording = Recording(store)
    service = await make_service(store=recording)
    for _ in range(3):
        await service.locales.learn_locales(GUILD, "fr", ALICE, "nl")
    assert recording.locales_written == [
        ("set_guild_locale", GUILD, "fr"),
        ("set_user_locale", ALICE, "nl"),
    ]
    await service.locales.learn_locales(GUILD, "nl", ALICE, "nl")
    assert recording.locales_written[-1] == ("set_guild_locale", GUILD, "nl")
    assert len(recording.locales_written) == 3
    # Another process (or a restart) reads what is stored before writing anything.
    again = await make_service(store=recording)
    await again.locales.learn_locales(GUILD, "nl", ALICE, "nl")
    await again.locales.learn_locales(None, None, BOB, None)  # a DM, and no locale: nothing to keep
    assert len(recording.locales_written) == 3
    assert await store.guild_locale(GUILD) == "nl" and await store.user_locale(ALICE) == "nl"


async def test_a_locale_that_cannot_be_stored_refuses_nothing(make_service, store):
    service = await make_service(store=Recording(store, fail_locales=True))
    await service.locales.learn_locales(
        GUILD, "fr", ALICE, "fr"
    )  # no error: the next one tries again
    assert await store.guild_locale(GUILD) is None


async def test_a_rematch_asks_one_person_to_take_their_seat(make_service, short_games, channels):
    service = await make_service(new_game=short_games)
    await started(service, ALICE, BOB)
    game_id = await finish(service, short_games)
    await service.room(Rematch).rematch(CHANNEL, ALICE, NAMES[ALICE], game_id)
    assert channels.last(CHANNEL).text == f"🔁 Rematch! <@{BOB}>, take your seat with **Join**."


@pytest.mark.parametrize(
    ("coached", "said"),
    [
        (False, "Stats and ratings are updated: see `/azul leaderboard`."),
        (True, "Stats are updated, ratings are not: a hint was used in this game."),
    ],
)
async def test_a_finished_game_says_how_it_counts(
    make_service, short_games, channels, coached, said
):
    service = await make_service(new_game=short_games)
    table = await started(service, ALICE, BOB)
    if coached:
        await service.store.mark_coached(table.game_id)
    await finish(service, short_games)
    assert f"\n{said}\n" in channels.last(CHANNEL).text


async def test_a_game_against_a_computer_says_it_is_unrated_and_why(
    make_service, short_games, channels
):
    service = await make_service(new_game=short_games)
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, NAMES[ALICE])
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "hard")
    await service.room(Lobby).start(CHANNEL, ALICE)
    await finish(service, short_games)
    final = channels.last(CHANNEL)
    assert "\nStats are updated, ratings are not: fewer than two people played.\n\n" in final.text
    assert "Computer (hard)" in final.text
    assert isinstance(final.post.message, TurnMessage) and final.post.message.rating == "too_few"


async def test_the_messages_of_a_french_server_name_its_computers_in_french(service, channels):
    await service.locales.learn_locales(GUILD, "fr", ALICE, "fr")
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, NAMES[ALICE])
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "hard")
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "hard")
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    assert compose(channels.last(CHANNEL).post).splitlines()[2:5] == [
        "2. Ordinateur (difficile)",
        "3. Ordinateur 2 (difficile)",
        "4. Ordinateur (facile)",
    ]


async def test_a_computer_seat_an_older_version_named_in_english_is_named_anew(
    service, store, channels
):
    # Older versions stored "Computer (hard)" as a computer seat's name: never shown now.
    lobby = await create_lobby(store, GUILD, CHANNEL, ALICE, "Alice")
    seats = [Seat(0, ALICE, "Alice"), Seat(1, None, "Computer (hard)", "hard")]
    await update_lobby(store, lobby.id, lobby.version, host_id=ALICE, seats=seats)
    await service.locales.learn_locales(GUILD, "nl", ALICE, "nl")
    await service.room(Lobby).join(CHANNEL, BOB, NAMES[BOB])
    assert channels.last(CHANNEL).text.splitlines()[1:4] == [
        "1. Alice",
        "2. Computer (moeilijk)",
        "3. Bob",
    ]


async def test_after_a_restart_a_timer_still_speaks_the_servers_language(
    make_service, channels, clock
):
    first = await make_service()
    await first.locales.learn_locales(GUILD, "fr", ALICE, "fr")
    await first.room(Preferences).update_settings(GUILD, time_limit="5m")
    table = await started(first, ALICE, BOB)
    deadline = int(clock.now() + 300)
    await first.close()

    again = await make_service()  # nothing in memory: the locale comes from the database
    await settled(again, 101)
    assert channels.last(CHANNEL).text == (
        f"⏳ <@{table.current_user_id}>, c'est toujours à vous de jouer à Azul. Un ordinateur"
        f" jouera à votre place <t:{deadline}:R>."
    )
    del again
