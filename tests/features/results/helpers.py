"""The results' reads, as their tests make them: their own statements run through the store
(``Store.read``), as the feature runs them; and games played to make them through Discord,
a seat left to a stand-in."""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.core import Hooks
from azul_bot.core.db import Store
from azul_bot.features.results import store as results
from azul_bot.features.results.hooks import timed
from azul_bot.features.results.model import LeaderboardSort, Skill
from azul_bot.features.results.store import LeaderboardPage, PlayerStats, Reliability, progress
from azul_bot.features.results.store.progress import Meeting, RatedGame, Rivalry, UnratedGame
from tests.simcord_helpers import answer

HOOKS = Hooks()
"""The results' hook on a game's moves, as the host runs it (``HOOKS.move(seat, seconds=...)``:
the work of a move that took the seat's person that long)."""
HOOKS.on_move(timed)


async def skills(store: Store, guild_id: int, user_ids: Sequence[int]) -> dict[int, Skill]:
    return await store.read(results.skills(guild_id, user_ids))


async def player_stats(store: Store, guild_id: int, user_id: int) -> PlayerStats | None:
    return await store.read(results.player_stats(guild_id, user_id))


async def leaderboard(
    store: Store,
    guild_id: int,
    sort: LeaderboardSort | str = LeaderboardSort.RATING,
    page: int = 1,
    per_page: int = 10,
) -> LeaderboardPage:
    return await store.read(results.leaderboard(guild_id, sort, page, per_page))


async def reliabilities(
    store: Store, guild_id: int, user_ids: Sequence[int]
) -> dict[int, Reliability]:
    return await store.read(results.reliabilities(guild_id, user_ids))


async def rating_history(
    store: Store, guild_id: int, user_id: int, *, limit: int = 1000
) -> list[RatedGame]:
    return await store.read(progress.rating_history(guild_id, user_id, limit))


async def last_unrated(store: Store, guild_id: int, user_id: int) -> UnratedGame | None:
    return await store.read(progress.last_unrated(guild_id, user_id))


async def finished_since(store: Store, guild_id: int, user_id: int, since: float) -> list[float]:
    return await store.read(progress.finished_since(guild_id, user_id, since))


async def rivals(store: Store, guild_id: int, user_id: int, *, limit: int = 3) -> list[Rivalry]:
    return await store.read(progress.rivals(guild_id, user_id, limit))


async def versus(
    store: Store, guild_id: int, user_id: int, other_id: int, *, recent: int = 5
) -> tuple[Rivalry | None, list[Meeting]]:
    return await store.read(progress.versus(guild_id, user_id, other_id, recent))


async def play_to_end(table, host, guests, *, waits=None, resigns=None) -> None:
    """A game of ``host`` and ``guests`` (the table's short deal), everybody moving at once
    except who ``waits`` (seconds, by member); ``resigns`` leaves at their first turn, and a
    stand-in plays their seat to the end."""
    waits = waits or {}
    await host.slash(table.channel, "azul new")
    for guest in guests:
        await guest.slash(table.channel, "azul join")
    await host.slash(table.channel, "azul start")
    for _ in range(200):
        record = await table.record()
        if record is None:
            return
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.stand_in or seat.computer:
            await table.env.advance_time(2)  # the stand-in's pause, then its move
            continue
        member = table.by_id[seat.user_id]
        if member is resigns:
            asked = await member.slash(table.channel, "azul leave")
            await member.click(answer(asked), label="Yes, leave the game")
            resigns = None
            continue
        if waits.get(member):
            await table.env.advance_time(waits[member])
        await table.play_command(game.legal_moves()[0], member=member)
    raise AssertionError("the game did not end")


async def five_games(table, host, guest, *, resigns, waits=None) -> None:
    """Five games of ``host`` against ``guest``; ``resigns`` leaves the last one after its
    first round (the short deal is well past it)."""
    for _ in range(4):
        await play_to_end(table, host, [guest], waits=waits)
    await play_to_end(table, host, [guest], waits=waits, resigns=resigns)
