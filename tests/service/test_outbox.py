"""Announcements survive a crash: whatever was stored is posted, in order, pinging only the
player the database says is to move; hostile names never ping anyone."""

from __future__ import annotations

from azul_bot.core.db import Notice
from azul_bot.features.lobby import Lobby, LobbyControls
from azul_bot.features.play import TurnControls, Turns
from tests.features.lobby.helpers import update_lobby
from tests.service.conftest import ALICE, BOB, CAROL, CHANNEL, GUILD, lobby_with, started


async def test_a_crash_before_posting_loses_no_announcement(make_service, channels):
    # The first process stores a start and three moves but dies before posting any of them.
    crashed = await make_service(flush_timeout=0.0)
    await crashed.outbox.stop()
    await lobby_with(crashed, ALICE, BOB)
    await crashed.outbox.run_once()  # the lobby message went out before the crash
    lobby = channels.last(CHANNEL)
    await crashed.room(Lobby).start(CHANNEL, ALICE)
    for _ in range(3):
        record = await crashed.store.active_game(CHANNEL)
        game = record.game()
        user = record.seats[game.current_player].user_id
        await crashed.room(Turns).play(CHANNEL, user, game.legal_moves()[0])
    assert len(channels.in_channel(CHANNEL)) == 1  # only the lobby

    restarted = await make_service()
    record = await restarted.store.active_game(CHANNEL)
    assert await restarted.outbox.flush(record.id, 2.0)
    turns = channels.in_channel(CHANNEL)[1:]
    assert len(turns) == 4  # the start and every move, once each, in order
    assert turns[0].text.startswith("**Azul begins!**")
    moves = await restarted.store.moves(record.id)
    movers = [record.seats[m.seat].name for m in moves]
    assert [t.text.split(" took ")[0] for t in turns[1:]] == movers
    # Only the latest pings, and it pings the player the database says is to move.
    to_move = record.seats[record.game().current_player].user_id
    assert [t.mentions for t in turns] == [(), (), (), (to_move,)]
    assert [isinstance(t.controls, TurnControls) for t in turns] == [False, False, False, True]
    assert turns[-1].controls.version == record.version
    assert lobby.stripped and "has started" in lobby.text
    assert record.message_id is not None
    assert (await restarted.store.get_game(record.id)).message_id == turns[-1].id


async def test_a_deleted_lobby_message_comes_back_with_its_buttons(service, channels, store):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    first = channels.last(CHANNEL)
    channels.delete(first.id)
    view = await service.room(Lobby).join(CHANNEL, BOB, "Bob")
    assert view.published
    again = channels.last(CHANNEL)
    assert again.id != first.id and "Bob" in again.text
    assert again.controls == LobbyControls(view.game_id, can_join=True, can_start=True)
    assert (await store.active_game(CHANNEL)).message_id == again.id
    await service.room(Lobby).join(CHANNEL, CAROL, "Carol")
    assert channels.last(CHANNEL).id == again.id and again.edits == 1  # edited in place now


async def test_a_deleted_channel_drops_its_announcements_and_keeps_the_game(
    service, channels, store
):
    table = await started(service, ALICE, BOB)
    channels.gone_channels.add(CHANNEL)
    game = (await store.active_game(CHANNEL)).game()
    after = await service.room(Turns).play(CHANNEL, table.current_user_id, game.legal_moves()[0])
    assert after.published  # nothing left to post: it was given up, not left pending
    assert await store.pending_announcements(table.game_id) == 0
    assert len(await store.moves(table.game_id)) == 1


async def test_an_unusable_notice_is_dropped_and_the_next_one_still_posts(service, channels, store):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    record = await store.active_game(CHANNEL)
    record = await update_lobby(
        store,
        record.id,
        record.version,
        host_id=ALICE,
        seats=record.seats,
        notice=Notice("bogus", {}),
    )
    view = await service.room(Lobby).join(CHANNEL, BOB, "Bob")
    assert view.published and "Bob" in channels.last(CHANNEL).text
    assert await store.pending_announcements(record.id) == 0


HOSTILE = [
    "<@999>",
    "@everyone",
    "@here",
    "**boss**",
    "`code` ~~x~~ ||spoiler||",
    "[link](https://example.com)",
    "\u202eevil\u202c",
    "zero\u200bwidth\u2060name",
    "x" * 100,
]


async def test_hostile_names_are_shown_escaped_and_never_ping(service, channels, store):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, HOSTILE[0])
    for user, name in zip((BOB, CAROL, 4), HOSTILE[1:4], strict=True):
        await service.room(Lobby).join(CHANNEL, user, name)
    lobby = channels.last(CHANNEL)
    assert "<@999>" not in lobby.text and "\\<@\u200b999\\>" in lobby.text
    assert "@everyone" not in lobby.text and "@\u200beveryone" in lobby.text
    assert "\\*\\*boss\\*\\*" in lobby.text
    assert lobby.mentions == ()
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    posted = channels.last(CHANNEL)
    assert posted.mentions == (table.current_user_id,)
    assert "<@999>" not in posted.text and "@everyone" not in posted.text
    # The picture keeps the real names: the store holds them as typed.
    record = await store.active_game(CHANNEL)
    assert record.seats[0].name == HOSTILE[0]
