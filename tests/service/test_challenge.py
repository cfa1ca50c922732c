"""A challenge in the host: who may be challenged, the lobby it opens (whose message pings the
member challenged alone), and its answers, checked against what the store keeps."""

from __future__ import annotations

import pytest

from azul_bot.service import AlreadySeated, GameExists, LobbyFull, Refusal, StaleTurn
from azul_bot.service.lobby import Challenged, Challenges, LobbyControls
from azul_bot.service.refusals import CannotChallenge
from tests.service.conftest import ALICE, BOB, CAROL, CHANNEL, DAVE, ERIN, GUILD, NAMES


def challenges(service) -> Challenges:
    return service.room(Challenges)


async def challenge(service, user=ALICE, challenged=BOB, **facts):
    return await challenges(service).challenge(
        GUILD, CHANNEL, user, NAMES[user], Challenged(challenged, "Bob", **facts)
    )


@pytest.mark.parametrize(
    ("challenged", "facts", "why"),
    [
        (ALICE, {}, Refusal.CHALLENGE_SELF),
        (BOB, {"bot": True}, Refusal.CHALLENGE_BOT),
        (BOB, {"sees_channel": False}, Refusal.CHALLENGE_UNSEEN),
    ],
)
async def test_nobody_who_could_not_answer_is_challenged(service, challenged, facts, why):
    with pytest.raises(CannotChallenge) as refused:
        await challenge(service, challenged=challenged, **facts)
    assert refused.value.reason == why
    assert await service.store.active_game(CHANNEL) is None


async def test_a_game_here_refuses_a_challenge_as_it_refuses_a_lobby(service):
    await service.open_lobby(GUILD, CHANNEL, CAROL, NAMES[CAROL])
    with pytest.raises(GameExists) as refused:
        await challenge(service)
    assert refused.value.reason == Refusal.LOBBY_OPEN_HERE


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
    await service.join(CHANNEL, BOB, NAMES[BOB])
    shown = channels.last(CHANNEL)
    assert shown.mentions == () and "⚔️" not in shown.text and not shown.controls.challenge
    assert (await service.store.active_game(CHANNEL)).challenged_id is None


async def test_a_full_lobby_refuses_the_accept_and_keeps_the_challenge(service):
    lobby = await challenge(service)
    for user in (CAROL, DAVE, ERIN):
        await service.join(CHANNEL, user, NAMES[user])
    with pytest.raises(LobbyFull):
        await challenges(service).accept(CHANNEL, BOB, NAMES[BOB], lobby.game_id)
    record = await service.store.active_game(CHANNEL)
    assert record.challenged_id == BOB and len(record.seats) == 4


async def test_the_lobby_closes_on_a_decline_with_computers_alone_beside_the_host(
    service, channels
):
    lobby = await challenge(service)
    await service.add_computer(CHANNEL, ALICE, "easy")
    declined = await challenges(service).decline(CHANNEL, BOB, lobby.game_id)
    assert declined.closed and declined.published
    assert await service.store.active_game(CHANNEL) is None
    news = channels.last(CHANNEL)
    assert news.text.startswith(f"<@{BOB}> declined the challenge") and news.mentions == ()
    with pytest.raises(StaleTurn) as stale:
        await challenges(service).decline(CHANNEL, BOB, lobby.game_id)
    assert stale.value.reason == Refusal.CHALLENGE_MOVED_ON


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
        await service.join(CHANNEL, BOB, NAMES[BOB])
