"""A challenge in the host: who may be challenged, the lobby it opens (whose message pings the
member challenged alone), and its answers, checked against what the store keeps."""

from __future__ import annotations

import pytest

from azul_bot.core import AlreadySeated, GameExists, LobbyFull, StaleTurn
from azul_bot.core.db import TimerSpec
from azul_bot.features.lobby import (
    CannotChallenge,
    Challenged,
    Challenges,
    Lobby,
    LobbyControls,
    ids,
)
from tests.features.lobby.helpers import challenged, create_lobby
from tests.service.conftest import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    ERIN,
    GUILD,
    NAMES,
    OTHER_CHANNEL,
)
from tests.settled import settled


def challenges(service) -> Challenges:
    return service.room(Challenges)


async def challenge(service, user=ALICE, challenged=BOB, **facts):
    return await challenges(service).challenge(
        GUILD, CHANNEL, user, NAMES[user], Challenged(challenged, "Bob", **facts)
    )


@pytest.mark.parametrize(
    ("challenged", "facts", "why"),
    [
        (ALICE, {}, ids.CHALLENGE_SELF),
        (BOB, {"bot": True}, ids.CHALLENGE_BOT),
        (BOB, {"sees_channel": False}, ids.CHALLENGE_UNSEEN),
    ],
)
async def test_nobody_who_could_not_answer_is_challenged(service, challenged, facts, why):
    with pytest.raises(CannotChallenge) as refused:
        await challenge(service, challenged=challenged, **facts)
    assert refused.value.reason == why
    assert await service.store.active_game(CHANNEL) is None


async def test_a_game_here_refuses_a_challenge_as_it_refuses_a_lobby(service):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, CAROL, NAMES[CAROL])
    with pytest.raises(GameExists) as refused:
        await challenge(service)
    assert refused.value.reason == ids.LOBBY_OPEN_HERE


async def test_the_lobby_message_may_ping_the_member_challenged_alone(service, channels):
    lobby = await challenge(service)
    shown = channels.last(CHANNEL)
    assert shown.mentions == (BOB,)
    assert shown.text.endswith(
        f"⚔️ <@{BOB}>, Alice challenges you to this game: **Accept** or **Decline** below."
    )
    assert shown.controls == LobbyControls(
        lobby.game_id, can_join=True, can_start=False, challenge=True
    )
    # Once answered (here by joining), its edits name and may ping nobody.
    await service.room(Lobby).join(CHANNEL, BOB, NAMES[BOB])
    shown = channels.last(CHANNEL)
    assert shown.mentions == () and "⚔️" not in shown.text and not shown.controls.challenge
    assert await challenged(service.store, lobby.game_id) is None


async def test_a_full_lobby_refuses_the_accept_and_keeps_the_challenge(service):
    lobby = await challenge(service)
    for user in (CAROL, DAVE, ERIN):
        await service.room(Lobby).join(CHANNEL, user, NAMES[user])
    with pytest.raises(LobbyFull):
        await challenges(service).accept(CHANNEL, BOB, NAMES[BOB], lobby.game_id)
    record = await service.store.active_game(CHANNEL)
    assert await challenged(service.store, record.id) == BOB and len(record.seats) == 4


async def test_the_lobby_closes_on_a_decline_with_computers_alone_beside_the_host(
    service, channels
):
    lobby = await challenge(service)
    await service.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
    declined = await challenges(service).decline(CHANNEL, BOB, lobby.game_id)
    assert declined.closed and declined.published
    assert await service.store.active_game(CHANNEL) is None
    news = channels.last(CHANNEL)
    assert news.text.startswith(f"<@{BOB}> declined the challenge") and news.mentions == ()
    with pytest.raises(StaleTurn) as stale:
        await challenges(service).decline(CHANNEL, BOB, lobby.game_id)
    assert stale.value.reason == ids.CHALLENGE_MOVED_ON


async def test_an_answer_once_seated_has_moved_on(service):
    lobby = await challenge(service)
    await challenges(service).accept(CHANNEL, BOB, NAMES[BOB], lobby.game_id)
    for answer in (
        challenges(service).accept(CHANNEL, BOB, NAMES[BOB], lobby.game_id),
        challenges(service).decline(CHANNEL, BOB, lobby.game_id),
    ):
        with pytest.raises(StaleTurn):
            await answer
    with pytest.raises(AlreadySeated):
        await service.room(Lobby).join(CHANNEL, BOB, NAMES[BOB])


DAY = 24 * 3600.0


async def test_a_challenge_nobody_answers_expires_after_a_day_and_closes_its_lobby(
    service, channels, clock
):
    lobby = await challenge(service)
    made = clock.now()
    assert [(t.kind, t.due_at) for t in await service.store.timers_of(lobby.game_id)] == [
        ("lobby_expiry", made + DAY),
        ("challenge_expiry", made + DAY),
    ]
    await settled(service, DAY - 1)
    assert await challenged(service.store, lobby.game_id) == BOB
    await settled(service, 1)
    assert await service.store.active_game(CHANNEL) is None  # the channel is free again
    closed, news = channels.in_channel(CHANNEL)[-2:]
    assert closed.text == "The lobby is closed: the challenge went a day without an answer."
    assert closed.controls is None and closed.mentions == ()
    assert news.text == f"<@{BOB}> did not answer the challenge within a day. The lobby is closed."
    assert news.mentions == ()  # named, never pinged
    assert await service.store.timers_of(lobby.game_id) == []
    # An answer after it has moved on, and changes nothing.
    before = await service.store.get_game(lobby.game_id)
    for answer in (
        challenges(service).accept(CHANNEL, BOB, NAMES[BOB], lobby.game_id),
        challenges(service).decline(CHANNEL, BOB, lobby.game_id),
    ):
        with pytest.raises(StaleTurn) as stale:
            await answer
        assert stale.value.reason == ids.CHALLENGE_MOVED_ON
    assert await service.store.get_game(lobby.game_id) == before
    await settled(service, 7 * DAY)
    assert channels.in_channel(CHANNEL)[-1].id == news.id  # said once


async def test_an_expired_challenge_leaves_the_lobby_open_for_those_seated(
    service, channels, clock
):
    lobby = await challenge(service)
    made = clock.now()
    await settled(service, 3600)
    await service.room(Lobby).join(CHANNEL, CAROL, NAMES[CAROL])
    # The change keeps the challenge's end where it was, and moves the lobby's expiry.
    assert [(t.kind, t.due_at) for t in await service.store.timers_of(lobby.game_id)] == [
        ("challenge_expiry", made + DAY),
        ("lobby_expiry", made + 3600 + DAY),
    ]
    await settled(service, DAY - 3600)
    record = await service.store.active_game(CHANNEL)
    assert record.status.value == "lobby"
    assert await challenged(service.store, record.id) is None
    assert [seat.user_id for seat in record.seats] == [ALICE, CAROL]
    lobby_message, news = channels.in_channel(CHANNEL)[-2:]
    assert "⚔️" not in lobby_message.text and not lobby_message.controls.challenge
    assert news.text == (
        f"<@{BOB}> did not answer the challenge within a day. The lobby stays open for those"
        " seated."
    )
    assert news.mentions == ()
    assert [t.kind for t in await service.store.timers_of(lobby.game_id)] == ["lobby_expiry"]
    with pytest.raises(StaleTurn):
        await challenges(service).accept(CHANNEL, BOB, NAMES[BOB], lobby.game_id)
    assert await service.store.active_game(CHANNEL) == record
    await service.room(Lobby).start(CHANNEL, ALICE)  # the lobby goes on as any other


async def test_an_answered_challenge_does_not_expire(service, channels, clock):
    lobby = await challenge(service)
    await challenges(service).accept(CHANNEL, BOB, NAMES[BOB], lobby.game_id)
    assert [t.kind for t in await service.store.timers_of(lobby.game_id)] == ["lobby_expiry"]
    said = len(channels.in_channel(CHANNEL))
    await settled(service, DAY - 1)
    assert len(channels.in_channel(CHANNEL)) == said
    assert len((await service.store.active_game(CHANNEL)).seats) == 2


async def test_a_challenge_expires_once_through_a_restart(make_service, service, channels, clock):
    lobby = await challenge(service)
    await service.close()
    await clock.advance(DAY)  # due while no host runs
    restarted = await make_service()
    await settled(restarted)
    assert await restarted.store.active_game(CHANNEL) is None
    news = [m for m in channels.in_channel(CHANNEL) if "did not answer" in m.text]
    assert len(news) == 1
    assert (await restarted.store.get_game(lobby.game_id)).status.value == "aborted"


async def test_a_challenge_kept_by_an_older_version_ends_with_its_lobby_or_a_day_after_a_change(
    service, channels, clock
):
    # As the version before challenges expired stored one: the lobby's expiry alone.
    store = service.store
    older = await create_lobby(
        store,
        GUILD,
        CHANNEL,
        ALICE,
        NAMES[ALICE],
        timers=[TimerSpec("lobby_expiry", clock.now() + DAY)],
        challenged_id=BOB,
    )
    await settled(service, DAY)
    assert await store.active_game(CHANNEL) is None
    news = channels.last(CHANNEL)
    assert news.text == f"<@{BOB}> did not answer the challenge within a day. The lobby is closed."
    assert (await store.get_game(older.id)).status.value == "aborted"

    other = await create_lobby(
        store,
        GUILD,
        OTHER_CHANNEL,
        ALICE,
        NAMES[ALICE],
        timers=[TimerSpec("lobby_expiry", clock.now() + DAY)],
        challenged_id=BOB,
    )
    await service.room(Lobby).join(
        OTHER_CHANNEL, CAROL, NAMES[CAROL]
    )  # its first change: a day from now
    timers = {t.kind: t.due_at for t in await store.timers_of(other.id)}
    assert timers == {"challenge_expiry": clock.now() + DAY, "lobby_expiry": clock.now() + DAY}
