"""Rematch through Discord (offline, simcord): the button under the final scores opens a new
lobby with the same computer seats, and a new message pings the other players."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from azul_bot.core import Thinkers
from azul_bot.core.db import GameStatus
from azul_bot.features.lobby.cog.custom_ids import REMATCH
from azul_bot.features.review.cog import REVIEW
from tests.bot.conftest import custom_ids


@pytest.fixture
def simcord_bot(make_bot):
    pool = ThreadPoolExecutor(2)
    # The pause before a computer's move is waited for: kept short, so a game stays quick.
    # A finished game's review, should its timer come due, shares the pool with the
    # computers: a small fixed amount of work too, never production's seconds within one of
    # simcord's settled steps.
    thinkers = Thinkers(pool, budgets={"move": 0.02, "hint": 0.02, "review": 0.02})
    yield make_bot(thinkers=thinkers, computer_pause=0.05)
    pool.shutdown()


def answer(result) -> str:
    return (result.followups[-1] if result.followups else result.response).content


def pinged(env, message) -> list[int]:
    """Whom Discord notified for ``message``: the mentions its allowed mentions let through."""
    return env.backend.messages[message.channel.id][message.id].ping_user_ids


def asked_to_ping(env, message) -> dict:
    """The allowed mentions the bot sent with ``message`` (its POST request)."""
    posts = [
        r
        for r in env.http_requests
        if r.method == "POST"
        and r.path == f"/channels/{message.channel.id}/messages"
        and r.json.get("content") == message.content
    ]
    assert len(posts) == 1, posts
    return posts[0].json["allowed_mentions"]


async def finish(table) -> None:
    """Play the started game of the table's channel to its end. With computers seated the
    scripted end cannot be followed (they choose their own moves): people then take the
    first legal move, and computers move on their own after their pause."""
    record = await table.record()
    if not any(seat.computer for seat in record.seats):
        for move in table.short_games.remaining[len(record.seats)]:
            await table.play_command(move)
    for _ in range(100):
        record = await table.record()
        if record is None:
            break
        seat = record.seats[record.game().current_player]
        if seat.user_id is None:
            await table.env.advance_time(1)  # the computer's pause, then its move
        else:
            move = record.game().legal_moves()[0]
            await table.play_command(move, member=table.by_id[seat.user_id])
    assert "Game over — final scores" in table.channel.last_message.content


async def test_a_rematch_opens_a_lobby_and_pings_the_others_in_a_new_message(table):
    alice, bob, carol, dave = table.members[:4]
    await table.open(3)
    record = await table.record()
    await finish(table)
    final = table.channel.last_message
    assert custom_ids(final) == [REMATCH.make(game=record.id), REVIEW.make(game=record.id)]

    pressed = await bob.click(final, label="Rematch")
    assert pressed.ephemeral
    assert answer(pressed) == (
        "Rematch lobby opened: the others who played are invited to take their seats."
    )
    lobby, invitation = table.channel.history()[-2:]
    assert final.id < lobby.id < invitation.id  # both new messages, the ping last
    assert lobby.content.startswith("**Azul lobby** — host bob. Seats 1/4:\n1. bob")
    assert invitation.content == (
        f"🔁 Rematch! {alice.mention} {carol.mention}, take your seats with **Join**."
    )
    assert not invitation.components
    # Exactly those two are notified: user ids only, never roles or everyone.
    assert pinged(table.env, invitation) == [alice.id, carol.id]
    assert asked_to_ping(table.env, invitation) == {
        "users": [alice.id, carol.id],
        "parse": [],
    }
    assert pinged(table.env, lobby) == []
    opened = await table.record()
    assert opened.status == GameStatus.LOBBY and opened.id != record.id

    # Someone who did not play is refused, privately, and nothing changes.
    refused = await dave.click(final, label="Rematch")
    assert refused.ephemeral
    assert answer(refused) == "Only someone who played this game can open its rematch."
    # A second press while the lobby is open points to Join; the opener is told they sit.
    again = await alice.click(final, label="Rematch")
    assert answer(again) == "A lobby is already open here: take your seat with the button under it."
    twice = await bob.click(final, label="Rematch")
    assert answer(twice) == "You already have a seat in the lobby here: the host starts it."
    assert await table.record() == opened
    assert table.channel.last_message.id == invitation.id

    await alice.click(lobby, label="Join")
    await carol.click(lobby, label="Join")
    await bob.click(lobby, label="Start")
    started = await table.record()
    assert started.id == opened.id and started.status == GameStatus.RUNNING
    assert [s.user_id for s in started.seats] == [bob.id, alice.id, carol.id]
    assert "Azul begins" in table.channel.last_message.content


async def test_a_rematch_keeps_the_computer_seats(table):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new")
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul addbot", level="easy")
    await alice.slash(table.channel, "azul start")
    await finish(table)
    final = table.channel.last_message
    assert "Computer (easy)" in final.content

    pressed = await alice.click(final, label="Rematch")
    assert "Rematch lobby opened" in answer(pressed)
    lobby, invitation = table.channel.history()[-2:]
    assert "1. alice\n2. Computer (easy)" in lobby.content and "Remove computer" in str(
        lobby.components
    )
    assert invitation.content.startswith(f"🔁 Rematch! {bob.mention},")
    assert pinged(table.env, invitation) == [bob.id]
    seats = (await table.record()).seats
    assert [(s.user_id, s.computer) for s in seats] == [(alice.id, None), (None, "easy")]

    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    started = await table.record()
    assert started.status == GameStatus.RUNNING
    assert [(s.user_id, s.computer) for s in started.seats] == [
        (alice.id, None),
        (None, "easy"),
        (bob.id, None),
    ]
