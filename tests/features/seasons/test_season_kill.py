"""Kill -9 a host at a season's end: before the roll's transaction commits, right after it
commits, and after the standings are posted but before the outbox knew; then a fresh process.
Whatever the moment, the standings are posted exactly once with their picture, the next season
is open once, and its end is the server's one timer."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from azul_bot.core import GameService, ManualClock, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.core.server_defaults import defaults
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns
from azul_bot.features.seasons import season_bounds
from azul_bot.features.settings.store import save_settings
from tests.conftest import ShortGames, fake_png
from tests.features.seasons import helpers as seasons
from tests.features.seasons.season_crash_child import ANNOUNCEMENTS
from tests.kill_harness import KILLED, Forks
from tests.service.channel_log import ChannelLog

HOST = "tests.features.seasons.season_crash_child"
GUILD, TABLE = 1, 101
PLAYERS = {2: "Bob", 3: "Carol"}
IN_THE_SEASON = 1_774_958_400.0  # 2026-03-31 12:00 UTC
Q1_END = 1_775_001_600.0  # 2026-04-01 00:00 UTC
Q2_END = season_bounds("quarterly", Q1_END)[1]


async def season_with_games(db: Path, channels: Path) -> None:
    """Five games of three people finished in the first quarter of 2026, on a server that
    announces its seasons."""
    store = await SqliteStore.open(db)
    settings = replace(defaults(GUILD), threads=False, announcements=ANNOUNCEMENTS)
    await store.write(save_settings(settings))
    short = ShortGames()
    options = ServiceOptions(new_game=short, render=fake_png, clock=ManualClock(IN_THE_SEASON))
    service = GameService(store, ChannelLog(channels), options)
    await service.start_loops()
    try:
        for _ in range(5):
            await service.room(Lobby).open_lobby(GUILD, TABLE, 1, "Alice")
            for user, name in PLAYERS.items():
                await service.room(Lobby).join(TABLE, user, name)
            await service.room(Lobby).start(TABLE, 1)
            for move in short.remaining[3]:
                record = await store.active_game(TABLE)
                await service.room(Turns).play(
                    TABLE, record.seats[record.game().current_player].user_id, move
                )
        season = await seasons.season(store, GUILD)
        assert (season.number, season.open, season.games, season.ranked) == (1, True, 5, 3)
    finally:
        await service.close()
        await store.close()


def run_host(forks: Forks, db: Path, channels: Path, mode: str) -> tuple[int, str]:
    """The host's exit code and what it printed, once it is done or has killed itself."""
    with forks.start(HOST, db, channels, Q1_END + 10, mode) as host:
        code, out = host.rest()
        return code, out + host.errors()


def rows(path: Path, sql: str) -> list[tuple]:
    db = sqlite3.connect(path)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


SEASONS = "SELECT number, closed_at IS NULL, starts_at, ends_at FROM seasons ORDER BY number"
PENDING = "SELECT id FROM announcements WHERE game_id IS NULL AND dropped_at IS NULL"
STANDINGS = f"SELECT id, nonce, text, mentions FROM messages WHERE channel = {ANNOUNCEMENTS}"
SEASON_TIMERS = "SELECT due_at, guild_id FROM timers WHERE kind = 'season_end'"


def left_behind(mode: str, db: Path, channels: Path) -> None:
    """Where the kill struck: what the killed process had done, and not."""
    if mode == "before":  # the roll never committed: the season is open, nothing queued
        assert rows(db, SEASONS) == [(1, 1, 1_767_225_600.0, Q1_END)]
        assert rows(db, PENDING) == [] and rows(channels, STANDINGS) == []
    elif mode == "after":  # committed whole, then nothing more
        assert [number for number, *_ in rows(db, SEASONS)] == [1, 2]
        assert len(rows(db, PENDING)) == 1 and rows(channels, STANDINGS) == []
    else:  # posted, not yet marked done: the retry must not post it again
        assert len(rows(db, PENDING)) == 1 and len(rows(channels, STANDINGS)) == 1


@pytest.mark.parametrize("mode", ["before", "after", "posted"])
async def test_a_kill_at_a_seasons_end_posts_the_standings_once(sqlite_file, tmp_path, forks, mode):
    db, channels = sqlite_file, tmp_path / "channels.sqlite3"
    await season_with_games(db, channels)

    code, said = run_host(forks, db, channels, mode)
    assert code == KILLED, said
    left_behind(mode, db, channels)
    code, said = run_host(forks, db, channels, "run")
    assert code == 0 and said.split()[:2] == ["ready", "done"], said

    ((_, nonce, text, mentions),) = rows(channels, STANDINGS)
    assert text.startswith("🏆 **Season 1 is over!**")
    assert "🥇 **" in text and "🥉 **" in text and "5 games finished" in text
    assert json.loads(mentions) == []
    assert rows(channels, "SELECT nonce FROM pictures") == [(nonce,)]
    assert rows(db, SEASONS) == [(1, 0, 1_767_225_600.0, Q1_END), (2, 1, Q1_END, Q2_END)]
    assert rows(db, SEASON_TIMERS) == [(Q2_END, GUILD)]
    assert rows(db, PENDING) == []
    ranks = rows(db, "SELECT final_rank FROM season_stats WHERE number = 1 ORDER BY final_rank")
    assert ranks == [(1,), (2,), (3,)]
