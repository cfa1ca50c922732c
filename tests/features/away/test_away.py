"""Time away through Discord (offline, simcord): ``/azul away`` stops a player's clock and
``/azul back`` (or the away's end) gives back the time their turn had left; the others see
that they are away and nobody is pinged; a stand-in never plays for them; the allowance runs
out; the lobby and ``/azul stats`` show it."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from azul_bot.core import Thinkers
from azul_bot.core.server_defaults import defaults
from azul_bot.features.away.store import away_of, paused_turns, set_allowed_days
from azul_bot.features.digest.store import set_notify_pref
from azul_bot.features.settings import Preferences
from azul_bot.features.settings.store import save_settings
from tests.bot.conftest import line_text, source_text
from tests.grey_games import GreyGames

DAY = 86_400
LIMIT = 600.0


@pytest.fixture
def grey_games() -> GreyGames:
    return GreyGames()


@pytest.fixture
def simcord_bot(make_bot, grey_games, request):
    pool = ThreadPoolExecutor(2)
    options = {"new_game": grey_games} if "grey" in request.node.name else {}
    # Days go by in these tests: the loops look only when something is due.
    yield make_bot(
        thinkers=Thinkers(pool, budgets={"move": 0.02, "hint": 0.02, "review": 0.01}),
        computer_pause=0.05,
        timer_poll=6 * 3600,
        outbox_poll=6 * 3600,
        **options,
    )
    pool.shutdown()


@pytest.fixture
async def limited(table):
    """The table's server: ten minutes a turn, no reminder, games in the channel."""
    settings = replace(
        defaults(table.guild.id), threads=False, turn_limit=LIMIT, reminder_after=None
    )
    await table.bot.store.write(save_settings(settings))
    return table


def private(result):
    message = result.followups[-1] if result.followups else result.response
    assert message.ephemeral, message
    return message.content


async def timers(table) -> dict[str, float]:
    record = await table.record()
    return {t.kind: t.due_at for t in await table.bot.store.timers_of(record.id)}


async def away_until(table, member) -> int:
    stored = await table.bot.store.read(away_of(table.guild.id, [member.id]))
    return int(stored[member.id].until)


def pinged(message) -> set[int]:
    return {user.id for user in message.mentions}


async def test_going_away_stops_the_clock_and_coming_back_gives_the_time_back(limited):
    table = limited
    await table.open(2)
    mover = await table.current()
    version = (await table.record()).version
    await table.env.advance_time(200)  # 400 s of the turn are left

    went = private(await mover.slash(table.channel, "azul away", days=2))
    until = await away_until(table, mover)
    assert f"You are away until <t:{until}:f> (<t:{until}:R>)" in went
    assert "Your clock stopped in 1 game where it was your turn." in went
    assert "Time away left this season: 19 days of 21" in went
    assert list(await timers(table)) == ["away_end"]
    (paused,) = await table.bot.store.read(paused_turns((await table.record()).id))
    assert paused.timeout_left == pytest.approx(400, abs=1)
    note = table.channel.last_message
    assert note.content == (
        f"💤 {mover.name} is away until <t:{until}:R>: their turn waits for them, their clock"
        " stopped."
    )
    assert not pinged(note)

    await table.env.advance_time(DAY)  # far past the limit: nobody played for them
    assert (await table.record()).version == version
    assert not any("ran out of time" in m.content for m in table.channel.history())

    back = private(await mover.slash(table.channel, "azul back"))
    assert back.startswith("👋 Welcome back: your clock runs again.")
    assert "1 day you did not use went back to your time away." in back
    assert "It is your turn in 1 game" in back and "20 days of 21" in back
    deadline = (await timers(table))["timeout"]
    came_back = until - DAY  # away for two days, back after one
    assert deadline - came_back == pytest.approx(400, abs=1)
    told = table.channel.last_message
    assert told.content == (
        f"👋 {mover.name} is back: their turn goes on, and its time runs out <t:{int(deadline)}:R>."
    )
    assert not pinged(told)
    record = await table.record()
    assert await table.bot.store.read(paused_turns(record.id)) == []
    # Time away is no time taken over the turn (the typical turn of /azul stats).
    assert record.turn_began_at == pytest.approx(came_back - 200, abs=1)

    await table.env.advance_time(390)
    assert (await table.record()).version == version  # still theirs: 400 s, not 600
    await table.env.advance_time(20)
    assert "ran out of time" in "\n".join(m.content for m in table.channel.history()[-3:])


async def test_the_away_end_brings_the_player_back_by_itself(limited):
    table = limited
    await table.open(2)
    mover = await table.current()
    await table.env.advance_time(100)
    await mover.slash(table.channel, "azul away", days=1)
    until = await away_until(table, mover)
    await table.env.advance_time(DAY + 1)

    kinds = await timers(table)
    assert list(kinds) == ["timeout"]
    assert kinds["timeout"] - until == pytest.approx(500, abs=2)  # what was left: 500 s
    reminder = table.channel.last_message
    assert reminder.content.startswith(f"⏳ {mover.mention}, it's still your turn in Azul.")
    assert pinged(reminder) == {mover.id}  # back now: told the turn waits
    assert await table.bot.store.read(away_of(table.guild.id, [mover.id])) != {}  # over, kept
    back = private(await mover.slash(table.channel, "azul back"))
    assert back.startswith("You are not away")  # it ended by itself


async def test_opponents_see_the_player_is_away_and_nobody_is_pinged_or_told(limited):
    table = limited
    alice, bob = table.members[:2]
    await table.open(2)
    if await table.current() == bob:
        await table.play_command((await table.game()).legal_moves()[0], member=bob)
    await table.bot.store.write(set_notify_pref(bob.id, True))  # his turns come by direct message
    dms_before = len(table.users[1].dm_channel.history())

    await bob.slash(table.channel, "azul away", days=3)
    until = await away_until(table, bob)
    assert list(await timers(table)) == ["timeout"]  # Alice's clock runs on
    await table.play_command((await table.game()).legal_moves()[0], member=alice)

    turn = table.channel.last_message
    assert f"💤 bob is away until <t:{until}:R>: their turn waits for them." in turn.content
    assert not pinged(turn) and bob.mention not in turn.content
    assert len(table.users[1].dm_channel.history()) == dms_before  # no "your turn" DM
    assert list(await timers(table)) == ["away_end"]
    assert int((await timers(table))["away_end"]) == until
    mine = private(await bob.slash(table.channel, "azul mygames"))
    assert f"your turn, waiting while you are away (back <t:{until}:R>)" in mine
    theirs = private(await alice.slash(table.channel, "azul mygames"))
    assert f"bob's turn, who is away (back <t:{until}:R>)" in theirs
    # Bob may still play while away; his clock stays stopped where it is his turn.
    await table.play_command((await table.game()).legal_moves()[0], member=bob)
    assert await table.current() == alice


async def test_a_stand_in_never_places_for_an_away_player_on_the_grey_wall(limited, grey_games):
    table = limited
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new", variant="grey")
    await bob.click(table.channel.last_message, label="Join")
    await alice.click(table.channel.last_message, label="Start")
    await bob.slash(table.channel, "azul away", days=1)
    until = await away_until(table, bob)
    take = grey_games.tables[2].last_take
    await (await table.current()).slash(
        table.channel,
        "azul play",
        source=source_text(take),
        color=str(take.color),
        line=line_text(take),
    )
    tiling = table.channel.last_message
    assert pinged(tiling) == {alice.id}
    assert "bob (away until <t:" in tiling.content
    assert set(await timers(table)) == {"timeout", "away_end"}

    await table.env.advance_time(LIMIT + 1)  # Alice never places: the stand-in does
    game = (await table.record()).game()
    assert game.pending_line(0) is None and game.pending_line(1) is not None
    assert list(await timers(table)) == ["away_end"]
    placed = [m.move for m in await table.bot.store.moves((await table.record()).id)]
    assert not any(move.startswith("p2:") for move in placed)

    await table.env.advance_time(DAY - LIMIT)  # back by himself: a whole turn to place
    kinds = await timers(table)
    assert kinds["timeout"] - until == pytest.approx(LIMIT, abs=2)
    assert pinged(table.channel.last_message) == {bob.id}


async def test_the_allowance_runs_out_and_a_refusal_changes_nothing(limited):
    table = limited
    alice = table.members[0]
    await table.bot.store.write(set_allowed_days(table.guild.id, 3))
    assert "2 days of 3" in private(await alice.slash(table.channel, "azul away", days=1))
    # Asked again while away: it replaces the time away that runs (its day goes back first).
    longer = private(await alice.slash(table.channel, "azul away", days=3))
    assert "Your time away now ends" in longer and "0 days of 3" in longer
    until = await away_until(table, alice)
    refused = private(await alice.slash(table.channel, "azul away", days=4))
    assert refused.startswith("You can't go away for 4 days: only 3 days of time away are left")
    assert await away_until(table, alice) == until  # unchanged
    await table.env.advance_time(3 * DAY)
    refused = private(await alice.slash(table.channel, "azul away", days=1))
    assert refused.startswith("You can't go away for 1 day: only 0 days of time away are left")
    assert "It starts again <t:" in refused
    assert await table.bot.store.read(away_of(table.guild.id, [alice.id])) != {}
    assert await away_until(table, alice) == until  # the ended one, untouched
    assert private(await alice.slash(table.channel, "azul back")).startswith("You are not away")
    await table.bot.service.room(Preferences).update_settings(table.guild.id, away_days=0)
    refused = private(await alice.slash(table.channel, "azul away", days=1))
    assert refused.startswith("This server allows no time away")


async def test_the_lobby_shows_who_is_away_and_the_host_can_still_start(limited):
    table = limited
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new")
    await bob.slash(table.channel, "azul join")
    lobby = table.channel.last_message
    assert "💤" not in lobby.content
    await bob.slash(table.channel, "azul away", days=2)
    until = await away_until(table, bob)
    lobby = table.channel.last_message
    assert f"2. bob · 💤 away until <t:{until}:R>" in lobby.content
    assert not pinged(lobby)
    await alice.click(lobby, label="Start")  # the host may start with someone away
    assert (await table.record()).status == "running"
    assert await table.current() == alice
    await table.play_command((await table.game()).legal_moves()[0], member=alice)
    turn = table.channel.last_message
    assert f"💤 bob is away until <t:{until}:R>" in turn.content and not pinged(turn)
    assert list(await timers(table)) == ["away_end"]


async def test_stats_show_the_time_away_left_this_season(limited):
    table = limited
    alice, bob = table.members[:2]
    stats = private(await alice.slash(table.channel, "azul stats"))
    assert "Time away left this season: 21 days of 21 (it starts again <t:" in stats
    await bob.slash(table.channel, "azul away", days=5)
    until = await away_until(table, bob)
    about_bob = private(await alice.slash(table.channel, "azul stats", member=bob))
    assert f"💤 Away until <t:{until}:R>." in about_bob
    assert "Time away left this season: 16 days of 21" in about_bob
