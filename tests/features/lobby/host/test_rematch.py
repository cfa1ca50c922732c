"""A rematch: a new lobby with the same computer seats, and a new message that pings the
other people who played (an edit would notify nobody), and nobody else."""

from __future__ import annotations

import pytest

from azul_bot.core import GameExists, NoGame, NotInGame, PublishError
from azul_bot.core.words import ENGLISH
from azul_bot.core.words.channel import compose
from azul_bot.core.words.seats import seat_names
from azul_bot.features.lobby import Lobby, LobbyControls, Rematch, ids
from azul_bot.features.play import Endings
from tests.fakes import FakeChannels
from tests.features.play.helpers import finish
from tests.service.conftest import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    GUILD,
    NAMES,
    lobby_with,
)
from tests.settled import settled


@pytest.fixture
async def short_service(make_service, short_games):
    return await make_service(new_game=short_games)


async def finished_game(service, short_games, *users, computers=()) -> int:
    await lobby_with(service, *users)
    for level in computers:
        await service.room(Lobby).add_computer(CHANNEL, users[0], level)
    await service.room(Lobby).start(CHANNEL, users[0])
    return await finish(service, short_games)


async def test_a_rematch_pings_the_other_players_in_a_new_message(
    short_service, short_games, channels
):
    game_id = await finished_game(short_service, short_games, ALICE, BOB, CAROL)
    final = channels.last(CHANNEL)

    lobby = await short_service.room(Rematch).rematch(CHANNEL, BOB, NAMES[BOB], game_id)
    assert lobby.published and lobby.host_id == BOB and [s.name for s in lobby.seats] == ["Bob"]
    posted = [m for m in channels.in_channel(CHANNEL) if m.id > final.id]
    assert len(posted) == 2
    shown, invitation = posted
    assert shown.text.startswith("**Azul lobby** — host Bob") and shown.mentions == ()
    assert shown.controls == LobbyControls(lobby.game_id, can_join=True, can_start=False)
    assert invitation.text == f"🔁 Rematch! <@{ALICE}> <@{CAROL}>, take your seats with **Join**."
    assert invitation.mentions == (ALICE, CAROL) and invitation.controls is None

    # Joining edits the lobby and pings nobody again.
    await short_service.room(Lobby).join(CHANNEL, ALICE, NAMES[ALICE])
    assert channels.last(CHANNEL).id == invitation.id and shown.edits == 1
    assert "2. Alice" in shown.text and shown.mentions == ()


async def test_a_rematch_keeps_the_computer_seats(short_service, short_games, channels, store):
    game_id = await finished_game(short_service, short_games, ALICE, BOB, computers=["easy"])
    lobby = await short_service.room(Rematch).rematch(CHANNEL, ALICE, NAMES[ALICE], game_id)
    assert seat_names(ENGLISH, lobby.seats) == ["Alice", "Computer (easy)"]
    record = await store.active_game(CHANNEL)
    assert [(s.user_id, s.computer) for s in record.seats] == [(ALICE, None), (None, "easy")]
    assert "2. Computer (easy)" in channels.in_channel(CHANNEL)[-2].text
    assert channels.last(CHANNEL).mentions == (BOB,)
    await short_service.room(Lobby).join(CHANNEL, BOB, NAMES[BOB])
    table = await short_service.room(Lobby).start(CHANNEL, ALICE)
    assert seat_names(ENGLISH, table.seats) == ["Alice", "Computer (easy)", "Bob"]


async def test_someone_who_left_the_game_is_not_pinged(short_service, short_games, channels):
    await lobby_with(short_service, ALICE, BOB, CAROL)
    await short_service.room(Lobby).start(CHANNEL, ALICE)
    await short_service.room(Endings).resign(CHANNEL, CAROL)  # a computer plays her seat to the end
    game_id = await finish(short_service, short_games)
    await short_service.room(Rematch).rematch(CHANNEL, ALICE, NAMES[ALICE], game_id)
    assert channels.last(CHANNEL).mentions == (BOB,)


async def test_who_is_pinged_is_decided_when_the_invitation_is_posted(
    make_service, short_games, channels
):
    service = await make_service(new_game=short_games, flush_timeout=0.0)
    game_id = await finished_game(service, short_games, ALICE, BOB, CAROL)
    await settled(service)  # the finished game's posts are out: the last two are the rematch's
    await service.outbox.stop()
    await service.room(Rematch).rematch(CHANNEL, BOB, NAMES[BOB], game_id)
    await service.room(Lobby).join(CHANNEL, ALICE, NAMES[ALICE])  # before anything was posted
    while await service.outbox.run_once():
        pass
    lobby, invitation = channels.in_channel(CHANNEL)[-2:]
    assert "2. Alice" in lobby.text
    assert invitation.mentions == (CAROL,) and f"<@{ALICE}>" not in invitation.text


class RefusingOnePing(FakeChannels):
    """A channel where the first invitation fails to post, as a network error would."""

    refused = False

    async def post(self, channel_id, post, *, nonce):
        if compose(post).startswith("🔁") and not self.refused:
            self.refused = True
            raise PublishError("503 Service Unavailable")
        return await super().post(channel_id, post, nonce=nonce)


async def test_a_failed_ping_is_retried_without_a_second_lobby(make_service, short_games, clock):
    channels = RefusingOnePing()
    service = await make_service(new_game=short_games, publisher=channels)
    game_id = await finished_game(service, short_games, ALICE, BOB)
    lobby = await service.room(Rematch).rematch(CHANNEL, ALICE, NAMES[ALICE], game_id)
    assert not lobby.published and channels.refused
    await service.outbox.stop()
    await clock.advance(60)
    while await service.outbox.run_once():
        pass
    lobbies = [m for m in channels.in_channel(CHANNEL) if m.text.startswith("**Azul lobby")]
    pings = [m for m in channels.in_channel(CHANNEL) if m.text.startswith("🔁")]
    assert len(lobbies) == 1 and lobbies[0].edits == 1  # the retry edited it
    assert [m.mentions for m in pings] == [(BOB,)]
    assert (await service.store.get_game(lobby.game_id)).message_id == lobbies[0].id


async def test_a_second_rematch_is_refused_and_changes_nothing(
    short_service, short_games, channels, store
):
    game_id = await finished_game(short_service, short_games, ALICE, BOB)
    with pytest.raises(NotInGame) as refused:
        await short_service.room(Rematch).rematch(CHANNEL, DAVE, NAMES[DAVE], game_id)
    assert refused.value.reason == ids.REMATCH_NOT_PLAYER
    assert await store.active_game(CHANNEL) is None

    await short_service.room(Rematch).rematch(CHANNEL, ALICE, NAMES[ALICE], game_id)
    before, posted = await store.active_game(CHANNEL), len(channels.in_channel(CHANNEL))
    with pytest.raises(GameExists) as refused:
        await short_service.room(Rematch).rematch(CHANNEL, BOB, NAMES[BOB], game_id)
    assert refused.value.reason == ids.REMATCH_LOBBY_OPEN
    with pytest.raises(GameExists) as refused:
        await short_service.room(Rematch).rematch(CHANNEL, ALICE, NAMES[ALICE], game_id)
    assert refused.value.reason == ids.REMATCH_SEATED
    assert await store.active_game(CHANNEL) == before
    assert len(channels.in_channel(CHANNEL)) == posted

    await short_service.room(Lobby).join(CHANNEL, BOB, NAMES[BOB])
    await short_service.room(Lobby).start(CHANNEL, ALICE)
    with pytest.raises(GameExists) as refused:
        await short_service.room(Rematch).rematch(CHANNEL, BOB, NAMES[BOB], game_id)
    assert refused.value.reason == ids.REMATCH_RUNNING
    assert (await store.get_game(game_id)).guild_id == GUILD


async def test_a_rematch_of_a_game_that_does_not_exist_is_refused_plainly(
    short_service, short_games, channels, store
):
    game_id = await finished_game(short_service, short_games, ALICE, BOB)
    posted = len(channels.in_channel(CHANNEL))
    with pytest.raises(NoGame) as refused:
        await short_service.room(Rematch).rematch(
            CHANNEL, ALICE, NAMES[ALICE], game_id + 1000
        )  # forged
    assert refused.value.reason == ids.REMATCH_NOT_HERE
    assert await store.active_game(CHANNEL) is None
    assert len(channels.in_channel(CHANNEL)) == posted
