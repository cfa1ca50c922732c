"""Direct messages that were never delivered, in the host: a refusal for good is stored per
person (a restart remembers it) and ``/azul notify`` forgets it when its own message arrives;
a turn's direct message goes out before its table, once, even when the table's post fails
and is retried."""

from __future__ import annotations

from azul_bot.core import DmTried
from azul_bot.features.digest import NotifyChoice
from azul_bot.features.digest.store import dms_closed_at, notify_pref
from azul_bot.features.play import Turns
from tests.service.conftest import ALICE, BOB, CHANNEL, NAMES, started
from tests.settled import settled


async def retried_until_posted(service, clock, game_id: int) -> None:
    for _ in range(50):  # each advance lets the next retry (2 s, 4 s, 8 s later) run
        await settled(service, 60)
        if not await service.store.pending_announcements(game_id):
            return
    raise AssertionError("the announcement never went out")


async def test_a_dm_sent_before_a_table_that_failed_to_post_is_not_sent_again(
    service, channels, clock
):
    await service.room(NotifyChoice).notify(ALICE, True)
    await service.room(NotifyChoice).notify(BOB, True)
    table = await started(service, ALICE, BOB)
    tried = channels.dms_tried
    channels.fail_next = 3
    record = await service.store.active_game(CHANNEL)
    after = await service.room(Turns).play(
        CHANNEL, table.current_user_id, record.game().legal_moves()[0]
    )
    await retried_until_posted(service, clock, table.game_id)
    assert channels.posts_tried >= 4  # three failures, then the post
    assert channels.dms_tried == tried + 1  # the first attempt's, never again
    posted = channels.last(CHANNEL)
    to_move = NAMES[after.current_user_id]
    assert posted.mentions == () and posted.text.endswith(
        f"\n{to_move}'s turn (told by direct message)."
    )


async def test_a_refusal_for_good_is_stored_and_a_restart_remembers_it(
    make_service, channels, clock, store
):
    service = await make_service()
    await service.room(NotifyChoice).notify(ALICE, True)
    await service.room(NotifyChoice).notify(BOB, True)
    channels.closed_dms.add(BOB)
    table = await started(service, ALICE, BOB)
    if table.current_user_id == ALICE:
        table = await service.room(Turns).play(
            CHANNEL, ALICE, (await store.active_game(CHANNEL)).game().legal_moves()[0]
        )
    assert await store.read(dms_closed_at(BOB)) == clock.now()
    assert await store.read(dms_closed_at(ALICE)) is None
    assert channels.last(CHANNEL).mentions == (BOB,)
    await service.close()

    again = await make_service()  # nothing in memory: the refusal comes from the database
    channels.closed_dms.discard(BOB)  # he opened his DMs, but did not say so
    tried = channels.dms_tried
    table = await again.room(Turns).play(
        CHANNEL, BOB, (await store.active_game(CHANNEL)).game().legal_moves()[0]
    )
    table = await again.room(Turns).play(
        CHANNEL, ALICE, (await store.active_game(CHANNEL)).game().legal_moves()[0]
    )
    assert table.current_user_id == BOB
    assert channels.last(CHANNEL).mentions == (BOB,)
    assert channels.dms_tried == tried + 1  # alice's turn only


async def test_notify_keeps_a_refusal_and_forgets_it_when_its_message_arrives(
    service, channels, clock, store
):
    channels.closed_dms.add(BOB)
    assert await service.room(NotifyChoice).notify(BOB, True) is DmTried.CLOSED
    assert await store.read(dms_closed_at(BOB)) == clock.now() and await store.read(
        notify_pref(BOB)
    )
    channels.failing_dms.add(BOB)
    channels.closed_dms.discard(BOB)
    assert (
        await service.room(NotifyChoice).notify(BOB, True) is DmTried.FAILED
    )  # a passing failure: kept as is
    assert await store.read(dms_closed_at(BOB)) is not None
    channels.failing_dms.discard(BOB)
    assert await service.room(NotifyChoice).notify(BOB, True) is DmTried.ARRIVED
    assert await store.read(dms_closed_at(BOB)) is None
    assert (
        channels.dm_texts(BOB)[-1] == "🔔 This is where I'll tell you when it's your turn in Azul."
    )
    tried = channels.dms_tried
    assert (
        await service.room(NotifyChoice).notify(BOB, False) is None
    )  # turning them off sends nothing
    assert channels.dms_tried == tried and not await store.read(notify_pref(BOB))
