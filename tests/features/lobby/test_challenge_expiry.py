"""A challenge nobody answers, through Discord (offline, simcord), on simcord's virtual time:
a day after it was made its lobby closes, saying so in the channel without pinging anyone, and
a late Accept or Decline is answered privately and changes nothing."""

from __future__ import annotations

import pytest

from tests.features.lobby.helpers import (
    MENU,
    answers_of,
    asked_to_ping,
    kept,
    notified,
    pinged,
)
from tests.simcord_helpers import button, posted_with, said

QUIET = 10**9
"""The loops' idle look, in seconds: they sleep until the next timer or a kick, so a day is a
few steps of simcord's virtual time, not thousands of idle looks."""


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot(outbox_poll=QUIET, timer_poll=QUIET)


async def test_an_unanswered_challenge_expires_and_a_late_answer_changes_nothing(table, locales):
    alice, bob = table.members[:2]
    locales.users[bob.id] = "fr"
    await alice.context_menu(table.channel, MENU, bob)
    lobby = table.channel.last_message
    game_id = (await table.record()).id

    await table.env.advance_time(24 * 3600)
    assert await table.record() is None
    closed, news = table.channel.history()[-2:]
    assert closed.id == lobby.id and not closed.components
    assert closed.content == "The lobby is closed: the challenge went a day without an answer."
    assert news.content == (
        f"{bob.mention} did not answer the challenge within a day. The lobby is closed."
    )
    assert pinged(table.env, news) == []
    assert asked_to_ping(table.env, news) == {"users": [], "parse": []}
    assert notified(table.env, table.channel) == [[bob.id]]  # the challenge's own, once

    # Pressed late (an old copy of the buttons): told privately, in their language.
    before = kept(table.bot.db_path)
    for label, forged in zip(("Accepter", "Refuser"), answers_of(game_id), strict=True):
        posted_with(table.env, closed, button(forged, label))
        late = await bob.click(closed, label=label)
        assert said(late, private=True) == (
            "Ce défi n'est plus d'actualité : on y a déjà répondu, il a expiré, ou sa table a"
            " commencé ou s'est fermée."
        )
    assert kept(table.bot.db_path) == before
    assert table.channel.last_message.id == news.id
