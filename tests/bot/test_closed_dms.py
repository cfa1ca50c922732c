"""A direct message that was never delivered, through Discord (offline, simcord): a player who
asked for direct messages but accepts none from the bot (Discord answers 403, code 50007) is
never said to be told by one. Their turn is one table message that pings them; the refusal is
remembered, so their turns and reminders ping them, untried, until ``/azul notify`` reaches
them again; and a passing failure (a server error) is not remembered."""

from __future__ import annotations

import discord
import pytest

from azul_bot.core import DmsClosed, Places, Post, PublishError
from azul_bot.core.discord.publisher import DiscordPublisher
from azul_bot.core.discord.visits import Visits
from azul_bot.features.digest import NotifyCheck
from tests.simcord_helpers import said

pytestmark = pytest.mark.deal(moves_left=12)  # long enough for a second turn

CLOSED = {"status": 403, "code": 50007, "message": "Cannot send messages to this user"}
TOLD = "(told by direct message)"


def dms_path(user) -> str:
    return f"/channels/{user.dm_channel.id}/messages"


def close_dms(env, user) -> dict:
    """From now on Discord refuses the bot's direct messages to ``user`` as it does for someone
    who accepts none from it; returns the fault, which ``open_dms`` takes away."""
    env.inject_error("POST", dms_path(user), times=None, **CLOSED)
    return env.backend.faults[-1]


def open_dms(env, fault: dict) -> None:
    env.backend.faults.remove(fault)


def dm_tries(env, user) -> int:
    """The direct messages the bot tried to send ``user``, delivered or not."""
    return sum(1 for r in env.http_requests if r.method == "POST" and r.path == dms_path(user))


def pinged(message) -> list[int]:
    return [user.id for user in message.mentions]


async def admin(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("boss"), roles=[admins])


async def bobs_turn(table) -> None:
    """Play alice's move if it is hers: then it is bob's turn."""
    alice, bob = table.members[:2]
    if await table.current() == alice:
        await table.play_command((await table.game()).legal_moves()[0], member=alice)
    assert await table.current() == bob


async def test_a_player_whose_dms_are_closed_is_pinged_by_the_table_itself(table):
    env = table.env
    boss = await admin(table)
    await boss.slash(table.channel, "azul settings", time_limit="5m")
    alice, bob = table.members[:2]
    bob_user = table.users[1]
    assert "arrived" in said(await bob.slash(table.channel, "azul notify turns", on=True))
    close_dms(env, bob_user)  # later, bob closes his DMs to the bot

    await table.open(2)
    await bobs_turn(table)
    turn = table.channel.last_message
    # The one message of his turn, the table with its buttons, tells the truth and pings
    # him; no second post follows.
    assert turn.components and pinged(turn) == [bob.id] and TOLD not in turn.content
    assert turn.content.endswith(
        f"{bob.mention}, your turn: tap a factory or the center below, or use `/azul play`."
    )
    assert dm_tries(env, bob_user) == 2  # /azul notify's, then this turn's, refused

    # Remembered: his reminder pings him in the channel once, without trying a DM.
    await env.advance_time(100.4)
    reminder = table.channel.last_message
    assert reminder.id != turn.id and pinged(reminder) == [bob.id]
    assert reminder.content.startswith(f"⏳ {bob.mention}, it's still your turn")

    turns = 0
    while (record := await table.record()) is not None:
        game = record.game()
        member = table.by_id[record.seats[game.current_player].user_id]
        turns += member == bob
        await table.play_command(game.legal_moves()[0], member=member)
    history = table.channel.history()
    assert not any(TOLD in m.content for m in history)
    # One ping per turn of his (the first included), the reminder, and the final thanks;
    # and never another try at a DM.
    assert turns >= 2 and sum(bob.id in pinged(m) for m in history) == turns + 1 + 1
    assert dm_tries(env, bob_user) == 2


async def test_notify_tries_a_dm_at_once_and_says_in_the_users_language_whether_it_arrived(
    table, locales
):
    env = table.env
    alice, bob = table.members[:2]
    bob_user = table.users[1]
    locales.users[bob.id] = "fr"
    closed = close_dms(env, bob_user)
    refused = await bob.slash(table.channel, "azul notify turns", on=True)
    assert refused.ephemeral and said(refused).startswith(
        "Je n'ai pas pu vous envoyer de message privé : Discord indique que vous n'en acceptez"
    )
    open_dms(env, closed)  # he opens them, but says nothing: still pinged, untried

    await table.open(2)
    await bobs_turn(table)
    turn = table.channel.last_message
    assert turn.components and pinged(turn) == [bob.id] and TOLD not in turn.content
    assert dm_tries(env, bob_user) == 1

    arrived = await bob.slash(table.channel, "azul notify turns", on=True)
    assert said(arrived) == (
        "Je vous enverrai un message privé quand ce sera votre tour : celui que je viens de"
        " vous envoyer est bien arrivé."
    )
    assert bob_user.dm_channel.last_message.content == (
        "🔔 C'est ici que je vous préviendrai quand ce sera votre tour à Azul."
    )
    await table.play_command((await table.game()).legal_moves()[0], member=bob)
    await bobs_turn(table)
    turn = table.channel.last_message
    assert pinged(turn) == [] and turn.content.endswith(f"bob's turn {TOLD}.")
    assert bob_user.dm_channel.last_message.content.startswith("C'est à vous de jouer à Azul")


async def test_a_passing_failure_is_not_remembered(table):
    env = table.env
    alice, bob = table.members[:2]
    bob_user = table.users[1]
    await bob.slash(table.channel, "azul notify turns", on=True)
    env.inject_error("POST", dms_path(bob_user), status=503, message="Service Unavailable")

    await table.open(2)
    await bobs_turn(table)
    turn = table.channel.last_message
    assert turn.components and pinged(turn) == [bob.id] and TOLD not in turn.content
    await table.play_command((await table.game()).legal_moves()[0], member=bob)
    await bobs_turn(table)
    turn = table.channel.last_message
    assert pinged(turn) == [] and turn.content.endswith(f"bob's turn {TOLD}.")  # the next: told

    env.inject_error("POST", dms_path(bob_user), status=503, message="Service Unavailable")
    hiccup = said(await bob.slash(table.channel, "azul notify turns", on=True))
    assert hiccup.startswith("Saved, but my direct message didn't get through just now")
    await table.play_command((await table.game()).legal_moves()[0], member=bob)
    await bobs_turn(table)
    assert TOLD in table.channel.last_message.content  # the hiccup changed nothing


class Refusing:
    """A discord.py client whose user answers a direct message with ``error``."""

    def __init__(self, error: discord.HTTPException) -> None:
        self.error = error

    def get_user(self, user_id: int):
        return self

    async def send(self, *args, **kwargs):
        raise self.error


NOWHERE = Visits(Places(None))  # type: ignore[arg-type]
"""No place the bot visits: a direct message reads none."""


class Response:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "Forbidden" if status == 403 else "Error"


async def test_only_discords_cannot_message_this_user_counts_as_closed():
    post = Post(NotifyCheck())
    closed = discord.Forbidden(Response(403), {"code": 50007, "message": "Cannot send"})
    with pytest.raises(DmsClosed):
        await DiscordPublisher(Refusing(closed), NOWHERE).dm(5, post, nonce="n1")  # type: ignore[arg-type]
    for passing in (
        discord.HTTPException(Response(503), {"code": 0, "message": "Service Unavailable"}),
        discord.Forbidden(Response(403), {"code": 50013, "message": "Missing Permissions"}),
    ):
        publisher = DiscordPublisher(Refusing(passing), NOWHERE)  # type: ignore[arg-type]
        with pytest.raises(PublishError) as failed:
            await publisher.dm(5, post, nonce="n2")
        assert not isinstance(failed.value, DmsClosed), passing
