"""Seasons through Discord (offline, simcord), on a clock the test moves: games finished in a
season, the clock past its end, the timer dispatcher rolls it over; the standings are posted
once in the announcements channel with the podium picture, pinging nobody; the next season's
ratings begin from a soft reset; the previous season stays readable."""

from __future__ import annotations

import asyncio
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import discord
import pytest

from azul_bot.core import Thinkers
from azul_bot.core.server_defaults import defaults
from azul_bot.features.results.ratings import rate
from azul_bot.features.seasons import season_bounds
from azul_bot.features.seasons.counting import soft_reset
from azul_bot.features.settings.store import save_settings
from tests.features.results import helpers as results
from tests.features.seasons import helpers as seasons
from tests.store.helpers import club_timer_due

Q1_START = 1_767_225_600.0  # 2026-01-01 00:00 UTC: where simcord's virtual time begins
Q1_END = 1_775_001_600.0  # 2026-04-01 00:00 UTC
Q2_END = season_bounds("quarterly", Q1_END)[1]

QUIET = 10**9
"""The loops' idle look, in seconds: they sleep until the next timer or a kick, so a quarter's
end is a few steps of simcord's virtual time away, not thousands of idle looks."""


class VirtualClock:
    """simcord's virtual instant (from 2026-01-01 00:00 UTC, moved by ``advance_time``), the
    same in the bot's tasks and the test's: the bot's clock, controlled by the test."""

    def now(self) -> float:
        return discord.utils.utcnow().timestamp()

    async def sleep_until(self, when: float) -> None:
        await asyncio.sleep(max(0.0, when - self.now()))


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock()


@pytest.fixture
def thinkers():
    """The computers' pool, on threads with small budgets: a finished game's review (which
    its timer takes up on its own, at the latest when a bot restarts) is a fixed amount of
    work, small enough for each of simcord's settled steps, whatever the machine's load.
    The default pool reviews with production's budget, for seconds per game, and a restart
    after five games took longer than a step may on a busy machine."""
    pool = ThreadPoolExecutor(2)
    yield Thinkers(pool, budgets={"move": 0.02, "hint": 0.02, "review": 0.02})
    pool.shutdown()


@pytest.fixture
def simcord_bot(make_bot, clock, thinkers):
    return make_bot(**club_options(clock, thinkers))


def club_options(clock, thinkers) -> dict:
    return {
        "clock": clock,
        "thinkers": thinkers,
        "pictures": {"podium"},
        "outbox_poll": QUIET,
        "timer_poll": QUIET,
    }


@pytest.fixture
async def announcements(table):
    """The server's announcements channel (before the bot has read the server's settings)."""
    channel = table.guild.create_text_channel("announcements")
    settings = replace(defaults(table.guild.id), threads=False, announcements=channel.id)
    await table.bot.store.write(save_settings(settings))
    return channel


def said(result) -> str:
    return (result.followups[-1] if result.followups else result.response).content


async def play_games(table, count: int, players: int = 3) -> None:
    """``count`` whole games of the first ``players`` members, through their commands."""
    for _ in range(count):
        await table.open(players)
        for move in table.short_games.remaining[players]:
            await table.play_command(move)
        assert await table.record() is None


async def roll_over(table, clock) -> None:
    """The clock past the first quarter's end; the dispatcher and the outbox do the rest."""
    await table.env.advance_time(Q1_END - clock.now() + 1)


async def test_a_seasons_end_is_posted_once_with_its_podium_and_the_next_begins(
    table, announcements, clock, thinkers, make_bot, simcord_env
):
    alice, bob, carol = table.members[:3]
    await play_games(table, 5)  # each of the three ranked: 5 rated games
    store = table.bot.store
    first = await seasons.season(store, table.guild.id)
    assert (first.number, first.open, first.games, first.ranked) == (1, True, 5, 3)
    assert (first.starts_at, first.ends_at) == (Q1_START, Q1_END)
    assert announcements.history() == []
    table_messages = len(table.channel.history())

    await roll_over(table, clock)
    (posted,) = announcements.history()
    text = posted.content
    dates = f"(<t:{int(Q1_START)}:D> to <t:{int(Q1_END)}:D>)"
    assert text.startswith(f"🏆 **Season 1 is over!** {dates}")
    ladder = (await seasons.season_ladder(store, table.guild.id, 1)).entries
    medals = ["🥇", "🥈", "🥉"]
    for medal, player in zip(medals, ladder, strict=True):
        line = f"{medal} **{player.name}** — rating {round(player.rating)} · 5 games"
        assert line in text, text
    assert "3 players ranked (5 rated games or more)." in text
    assert "5 games finished, 0 of them on the grey wall." in text
    assert "Most games: alice (5 games)." in text
    assert f"Season 2 has begun; it ends <t:{int(Q2_END)}:R>." in text
    # The podium picture, and nobody pinged by the names.
    (picture,) = posted.attachments
    assert picture.filename == "azul-podium.png" and picture.size > 10_000
    assert "Podium of season 1: 1. " in (picture.description or "")
    assert posted.mentions == [] and "<@" not in text
    assert len(table.channel.history()) == table_messages  # the game's channel: nothing new

    second = await seasons.season(store, table.guild.id)
    assert (second.number, second.open, second.starts_at, second.ends_at) == (
        2,
        True,
        Q1_END,
        Q2_END,
    )
    assert await club_timer_due(store, "season_end", guild_id=table.guild.id) == Q2_END

    # A restart after the roll posts nothing again.
    table.bot = make_bot(**club_options(clock, thinkers))
    await simcord_env.restart_bot(table.bot)
    await table.env.advance_time(60)
    assert len(announcements.history()) == 1
    assert (await seasons.season(table.bot.store, table.guild.id)).number == 2


async def test_the_next_seasons_ratings_begin_from_a_soft_reset(table, announcements, clock):
    alice, bob = table.members[:2]
    await play_games(table, 2, players=2)
    await roll_over(table, clock)
    store = table.bot.store
    people = [alice.id, bob.id]
    all_time = await results.skills(store, table.guild.id, people)
    assert await seasons.season_skills(store, table.guild.id, 2, people) == {}

    await play_games(table, 1, players=2)
    (game,), _ = await store.finished_games(table.guild.id, per_page=1)
    ranks = {seat.user_id: 0 for seat in game.seats}
    for player in game.game().result.players:
        ranks[game.seats[player.player].user_id] = player.rank
    expected = rate([soft_reset(all_time[p]) for p in people], [ranks[p] for p in people])
    season = await seasons.season_skills(store, table.guild.id, 2, people)
    assert [season[p] for p in people] == expected
    moved_all_time = await results.skills(store, table.guild.id, people)
    assert season != moved_all_time  # two ladders, each its own ratings
    assert all(season[p].sigma > moved_all_time[p].sigma for p in people)  # less sure


async def test_the_previous_season_is_readable_and_bad_values_are_refused(
    table, announcements, clock
):
    alice = table.members[0]
    await play_games(table, 5)
    await roll_over(table, clock)

    offered = await alice.autocomplete(table.channel, "azul leaderboard", "season", "")
    assert [(c["value"], c["name"]) for c in offered] == [
        ("current", "Current season (season 2)"),
        ("previous", "Previous season (season 1)"),
        ("all", "All time"),
    ]
    typed = await alice.autocomplete(table.channel, "azul leaderboard", "season", "prev")
    assert [c["value"] for c in typed] == ["previous"]

    shown = said(await alice.slash(table.channel, "azul leaderboard", season="previous"))
    assert shown.startswith(
        f"**Azul ladder — season 1** · <t:{int(Q1_START)}:D> to <t:{int(Q1_END)}:D>\n"
        "This season is over: these are its final places.\n1. "
    )
    assert "Page 1/1 · 3 players ranked (5 rated games or more)" in shown
    # Five games each, all finished seated: the ladder says so beside each ranked player.
    assert shown.count(", finishes 100% of their games") == 3
    assert said(await alice.slash(table.channel, "azul leaderboard", season="1")) == shown

    current = said(await alice.slash(table.channel, "azul leaderboard"))
    assert current.startswith(f"**Azul ladder — season 2** · <t:{int(Q1_END)}:D> to ")
    assert f"The season ends <t:{int(Q2_END)}:R>." in current
    assert "Nobody is ranked in season 2 yet" in current
    everyone = said(await alice.slash(table.channel, "azul leaderboard", season="all"))
    assert everyone.startswith("**Azul leaderboard — by rating**")
    by_wins = said(await alice.slash(table.channel, "azul leaderboard", sort="wins"))
    assert by_wins.startswith("**Azul leaderboard — by wins**")

    refusals = {
        "spring": "I don't know the season “spring”",
        "7": "There is no season 7 on this server: its seasons go from 1 to 2.",
    }
    for value, refusal in refusals.items():
        result = await alice.slash(table.channel, "azul leaderboard", season=value)
        assert said(result).startswith(refusal) and result.ephemeral
    wrong_order = await alice.slash(
        table.channel, "azul leaderboard", season="current", sort="wins"
    )
    assert said(wrong_order).startswith("A season's ladder is ranked by rating only")
    assert len(announcements.history()) == 1  # nothing asked changed anything


async def test_without_an_announcements_channel_nothing_is_posted(table, clock, db_path):
    await play_games(table, 5)
    before = len(table.channel.history())
    await roll_over(table, clock)
    assert len(table.channel.history()) == before  # the server's only channel
    assert (await seasons.season(table.bot.store, table.guild.id)).number == 2
    loose = sqlite3.connect(db_path).execute(
        "SELECT count(*) FROM announcements WHERE game_id IS NULL"
    )
    assert loose.fetchone()[0] == 0
