"""The daily digest through Discord (offline, simcord): ``/azul notify digest`` sets it (a bad
time or zone is refused privately and nothing is saved); at the chosen local time one direct
message lists the games waiting on the player in every server; a day with none sends
nothing; the turns stop pinging and sending DMs while the reminder still comes; daylight
saving time moves the UTC moment; a restart never sends a day's digest twice.

The bot's clock starts on 29 March 2025 at 12:00 UTC, the day before Paris moves its clocks
forward, and virtual time runs from there."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import discord
import pytest

from azul_bot.core.server_defaults import defaults
from azul_bot.features.digest.store import notify_pref
from azul_bot.features.settings.store import save_settings
from tests.features.digest.helpers import digest_of
from tests.simcord_helpers import said
from tests.simulated_clock import SimulatedClock
from tests.store.helpers import club_timer_due

pytestmark = pytest.mark.deal(moves_left=12)  # games long enough to wait for days

WEEK = 7 * 86_400.0
TOLD = "(told in their daily digest)"


def utc(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp()


START = utc("2025-03-29T12:00")  # 13:00 in Paris


@pytest.fixture
def clock() -> SimulatedClock:
    return SimulatedClock(START)


@pytest.fixture(autouse=True)
def attached(simcord_env, clock) -> None:
    clock.attach(simcord_env)


@pytest.fixture
def bot_options(bot_options, clock) -> dict:
    return {**bot_options, "clock": clock}


async def until(table, clock, moment: float) -> None:
    """Let virtual time run to ``moment`` (UNIX seconds, the bot's clock)."""
    await table.env.advance_time(moment - clock.now())


async def slow_server(table, guild) -> None:
    """A week a turn and no reminder: games wait for days."""
    settings = replace(defaults(guild.id), threads=False, turn_limit=WEEK, reminder_after=None)
    await table.bot.store.write(save_settings(settings))


def dms(user) -> list[str]:
    return [message.content for message in user.dm_channel.history()]


def digests(user) -> list[str]:
    return [text for text in dms(user) if text.startswith("📬") and "waiting on you:" in text]


class Server:
    """A second server where alice and bob also play (their members there)."""

    def __init__(self, table) -> None:
        self.guild = table.env.create_guild()
        self.channel = self.guild.create_text_channel("azul-two")
        self.alice, self.bob = (self.guild.add_member(user) for user in table.users[:2])


async def open_game(table, channel, alice, bob) -> None:
    """A game of alice's with bob, started, and bob's turn."""
    await alice.slash(channel, "azul new")
    await bob.slash(channel, "azul join")
    await alice.slash(channel, "azul start")
    record = await table.record(channel)
    game = record.game()
    if record.seats[game.current_player].user_id == alice.id:
        await table.play_command(game.legal_moves()[0], member=alice, channel=channel)
    record = await table.record(channel)
    assert record.seats[record.game().current_player].user_id == bob.id


async def bob_plays(table, channel, bob) -> None:
    """Bob moves until it is alice's turn (or the game is over): nothing waits on him."""
    while (record := await table.record(channel)) is not None:
        game = record.game()
        if record.seats[game.current_player].user_id != bob.id:
            return
        await table.play_command(game.legal_moves()[0], member=bob, channel=channel)


async def test_at_the_local_time_one_dm_lists_the_games_waiting_in_every_server(table, clock):
    store = table.bot.store
    alice, bob = table.members[:2]
    bob_user = table.users[1]
    there = Server(table)
    await slow_server(table, table.guild)
    await slow_server(table, there.guild)
    answer = said(
        await bob.slash(table.channel, "azul notify digest", at="18:00", timezone="europe/paris"),
        private=True,
    )
    first = utc("2025-03-29T17:00")  # 18:00 in Paris, winter time
    assert answer.startswith("📬 Your daily digest is on: every day at 18:00 (Europe/Paris)")
    assert f"the next one comes <t:{int(first)}:f>" in answer

    await open_game(table, table.channel, alice, bob)
    await open_game(table, there.channel, there.alice, there.bob)
    for channel in (table.channel, there.channel):
        turn = channel.last_message
        assert turn.content.endswith(f"bob's turn {TOLD}.")  # named, not pinged
        assert bob.id not in [user.id for user in turn.mentions]
    sent = dms(bob_user)
    assert len(sent) == 1 and sent[0].startswith("📬 This is where your daily Azul digest")

    await until(table, clock, first - 10)
    assert digests(bob_user) == []
    await until(table, clock, first + 10)
    (digest,) = digests(bob_user)
    deadlines = []
    for server, channel in ((table.guild, table.channel), (there.guild, there.channel)):
        record = await table.record(channel)
        due = [t.due_at for t in await store.timers_of(record.id) if t.kind == "timeout"]
        deadlines.append(int(min(due)))
        link = f"https://discord.com/channels/{server.id}/{channel.id}"
        assert f"• {link} against alice · your time runs out <t:{deadlines[-1]}:R>" in digest
    assert digest.startswith("📬 2 games of Azul are waiting on you:")
    assert digest.endswith("One message a day, at the time you chose: `/azul notify` changes it.")
    assert alice.mention not in digest  # names only

    # The next one at 18:00 Paris summer time: 16:00 UTC, not 17:00.
    second = utc("2025-03-30T16:00")
    assert await club_timer_due(store, "digest", user_id=bob.id) == second
    await until(table, clock, second - 10)
    assert len(digests(bob_user)) == 1
    await until(table, clock, second + 10)
    assert len(digests(bob_user)) == 2

    # Bob plays in both: nothing waits on him the next day, and nothing is sent.
    await bob_plays(table, table.channel, bob)
    await bob_plays(table, there.channel, there.bob)
    third = utc("2025-03-31T16:00")
    await until(table, clock, third + 60)
    assert len(digests(bob_user)) == 2
    assert (await digest_of(store, bob.id)).sent_on == "2025-03-31"  # the day is done all the same
    assert await club_timer_due(store, "digest", user_id=bob.id) == utc("2025-04-01T16:00")


async def test_the_games_of_a_server_where_the_person_is_away_are_left_out(table, clock):
    alice, bob = table.members[:2]
    bob_user = table.users[1]
    there = Server(table)
    await slow_server(table, table.guild)
    await slow_server(table, there.guild)
    await bob.slash(table.channel, "azul notify digest", at="18:00", timezone="Europe/Paris")
    await open_game(table, table.channel, alice, bob)
    await open_game(table, there.channel, there.alice, there.bob)
    await there.bob.slash(there.channel, "azul away", days=3)
    await until(table, clock, utc("2025-03-29T17:00") + 10)
    (digest,) = digests(bob_user)
    assert f"https://discord.com/channels/{table.guild.id}/{table.channel.id}" in digest
    assert str(there.channel.id) not in digest
    assert digest.startswith("📬 One game of Azul is waiting on you:")


async def test_a_restart_sends_no_second_digest_that_day(
    table, clock, simcord_env, make_bot, bot_options
):
    alice, bob = table.members[:2]
    bob_user = table.users[1]
    await slow_server(table, table.guild)
    await bob.slash(table.channel, "azul notify digest", at="18:00", timezone="Europe/Paris")
    await open_game(table, table.channel, alice, bob)
    await until(table, clock, utc("2025-03-29T17:00") + 10)
    assert len(digests(bob_user)) == 1

    old = table.bot
    await old.release()
    table.bot = make_bot(**bot_options)
    await simcord_env.restart_bot(table.bot)
    # A later time the same evening: today's is sent, so the next is tomorrow's.
    answer = said(await bob.slash(table.channel, "azul notify digest", at="20:00"), private=True)
    tomorrow = utc("2025-03-30T18:00")  # 20:00 in Paris, summer time
    assert "every day at 20:00 (Europe/Paris)" in answer and f"<t:{int(tomorrow)}:f>" in answer
    await until(table, clock, utc("2025-03-29T23:00"))  # midnight in Paris
    assert len(digests(bob_user)) == 1
    await until(table, clock, tomorrow + 10)
    assert len(digests(bob_user)) == 2


async def test_the_turns_stop_pinging_and_the_reminder_still_comes_by_dm(table, clock):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = table.guild.add_member(table.env.create_user("boss"), roles=[admins])
    alice, bob = table.members[:2]
    bob_user = table.users[1]
    await boss.slash(table.channel, "azul settings", time_limit="5m")  # a reminder at 1m 40s
    await bob.slash(table.channel, "azul notify turns", on=True)
    answer = said(
        await bob.slash(table.channel, "azul notify digest", at="6pm", timezone="Europe/Paris"),
        private=True,
    )
    assert "Your direct message on each turn is off now: the digest replaces it." in answer
    before = len(dms(bob_user))

    await open_game(table, table.channel, alice, bob)
    turn = table.channel.last_message
    assert turn.content.endswith(f"bob's turn {TOLD}.")
    assert bob.id not in [user.id for user in turn.mentions]
    assert len(dms(bob_user)) == before  # no direct message for the turn

    record = await table.record()
    timers = await table.bot.store.timers_of(record.id)
    deadline = int(next(t.due_at for t in timers if t.kind == "timeout"))
    await table.env.advance_time(100.4)
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{turn.id}"
    assert dms(bob_user)[-1] == (
        f"⏳ It's still your turn in Azul; a computer stand-in plays it <t:{deadline}:R>."
        f" Your table: {link}"
    )
    assert table.channel.last_message.id == turn.id  # nothing in the channel, no ping


async def test_a_bad_time_or_zone_is_refused_privately_and_nothing_is_saved(table):
    bob = table.members[1]
    store = table.bot.store
    refused = {
        ("25:00", "Europe/Paris"): "I can't read the time “25:00”",
        ("18:00", "Mars/Olympus"): "I don't know the time zone “Mars/Olympus”",
        ("18:00", None): "Tell me your time zone too",
    }
    for (at, zone), refusal in refused.items():
        options = {"at": at} if zone is None else {"at": at, "timezone": zone}
        answer = await bob.slash(table.channel, "azul notify digest", **options)
        assert said(answer, private=True).startswith(refusal)
    assert await digest_of(store, bob.id) is None
    assert await club_timer_due(store, "digest", user_id=bob.id) is None
    assert dms(table.users[1]) == []


async def test_one_way_at_a_time_and_the_answer_says_what_went_off(table):
    bob = table.members[1]
    store = table.bot.store
    await bob.slash(table.channel, "azul notify digest", at="7:30", timezone="Asia/Tokyo")
    assert await club_timer_due(store, "digest", user_id=bob.id) is not None
    answer = said(await bob.slash(table.channel, "azul notify turns", on=True), private=True)
    assert answer.endswith("\nYour daily digest is off now.")
    assert not (await digest_of(store, bob.id)).on and await store.read(notify_pref(bob.id))
    assert await club_timer_due(store, "digest", user_id=bob.id) is None

    # The zone is kept: only the time is needed next time.
    answer = said(await bob.slash(table.channel, "azul notify digest", at="7:30"), private=True)
    assert "every day at 07:30 (Asia/Tokyo)" in answer
    assert not await store.read(notify_pref(bob.id))
    answer = said(await bob.slash(table.channel, "azul notify off"), private=True)
    assert answer == "No more direct messages: you'll be pinged in the game's channel.\n" + (
        "Your daily digest is off now."
    )
    assert not (await digest_of(store, bob.id)).on and not await store.read(notify_pref(bob.id))
    assert await club_timer_due(store, "digest", user_id=bob.id) is None


async def test_the_zones_offered_follow_what_is_typed_and_the_players_language(table, locales):
    bob = table.members[1]
    locales.users[bob.id] = "fr"
    offered = await bob.autocomplete(table.channel, "azul notify digest", "timezone", "")
    assert offered[0]["value"] == "Europe/Paris"
    assert offered[0]["name"] in ("Europe/Paris (UTC+01:00)", "Europe/Paris (UTC+02:00)")
    assert len(offered) <= 25
    offered = await bob.autocomplete(table.channel, "azul notify digest", "timezone", "new_y")
    assert offered[0]["value"] == "America/New_York"
