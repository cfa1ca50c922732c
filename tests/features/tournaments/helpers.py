"""A tournament's rows, as its tests make, change and read them: its own statements run
through the store (``Store.read``/``Store.write``), as the feature runs them; a guarded
change answers None (or False) when its guard found nothing to change; and a tournament
running, its rounds opened, its tables' games played to their last move."""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from azul_bot.core import AtEnd, Ending, EndWork, GameEnd, Hooks, Moved
from azul_bot.core.db import GameRecord, Notice, Seat, Store, TimerSpec, Work
from azul_bot.features.tournaments import store as tournaments
from azul_bot.features.tournaments.ids import ROUND_TIMER, SIGNUP_TIMER
from azul_bot.features.tournaments.model import (
    Dropped,
    Format,
    RoundOpening,
    Tournament,
    TournamentEntrant,
    TournamentSpec,
    TournamentStatus,
    TournamentTable,
)
from azul_bot.features.tournaments.store import rounds
from azul_bot.features.tournaments.store import signup as signups
from tests.games import near_end
from tests.store.helpers import GUILD, drop_club_timer, outcome_of, standings, written

__all__ = [
    "ROUND_TIMER",
    "SIGNUP_TIMER",
    "HOOKS",
    "Dropped",
    "Format",
    "RoundOpening",
    "Tournament",
    "TournamentSpec",
    "TournamentStatus",
]

HOOKS = Hooks()
"""The tournaments' hooks on a game's moves and end, as the host runs them."""


def _showed_up(moved: Moved) -> Work[None]:
    if moved.seconds is not None and moved.person is not None:
        yield from signups.showed_up(moved.game, moved.person)


HOOKS.on_move(_showed_up)
HOOKS.on_game_end(AtEnd(rounds.round_ended))


async def tournament(store: Store, tournament_id: int) -> Tournament | None:
    return await store.read(tournaments.tournament(tournament_id))


async def tournament_of(store: Store, game_id: int) -> int | None:
    """The tournament whose table the game is (None: no tournament's)."""
    found: int | None = await store.read(tournaments.tournament_of(game_id))
    return found


async def open_tournaments(store: Store, guild_id: int) -> list[Tournament]:
    return await store.read(tournaments.open_tournaments(guild_id))


async def latest_tournaments(store: Store, guild_id: int) -> list[Tournament]:
    return await store.read(tournaments.latest_tournaments(guild_id))


async def tournaments_of(store: Store, guild_id: int, user_id: int) -> list[Tournament]:
    return await store.read(tournaments.tournaments_of(guild_id, user_id))


async def entrants(store: Store, tournament_id: int) -> list[TournamentEntrant]:
    return await store.read(tournaments.entrants(tournament_id))


async def tournament_tables(
    store: Store, tournament_id: int, round_number: int | None = None
) -> list[TournamentTable]:
    return await store.read(tournaments.tables(tournament_id, round_number))


async def create_tournament(store: Store, spec: TournamentSpec, *, notice: Notice) -> Tournament:
    return await store.write(signups.create(spec, notice, time.time()))


async def join_tournament(
    store: Store, tournament_id: int, user_id: int, name: str, *, rating: float, notice: Notice
) -> Tournament | None:
    work = signups.join(tournament_id, user_id, name, rating, time.time(), notice)
    return await tournaments.guarded(store, work)


async def withdraw_from_tournament(
    store: Store, tournament_id: int, user_id: int, *, notice: Notice
) -> Tournament | None:
    return await tournaments.guarded(store, signups.withdraw(tournament_id, user_id, notice))


async def start_tournament(
    store: Store,
    tournament_id: int,
    expected_version: int,
    *,
    rounds: int,
    ratings: Mapping[int, float],
    now: float,
    fired: int | None = None,
    notices: Sequence[Notice] = (),
) -> Tournament | None:
    work = signups.start(tournament_id, expected_version, rounds, ratings, now, fired, notices)
    return await tournaments.guarded(store, work)


async def keep_signup_open(
    store: Store, tournament_id: int, *, fired: int, notices: Sequence[Notice] = ()
) -> Tournament | None:
    return await tournaments.guarded(store, signups.stay_open(tournament_id, fired, notices))


async def cancel_tournament(
    store: Store, tournament_id: int, *, now: float, notice: Notice
) -> Tournament | None:
    return await tournaments.guarded(store, signups.cancel(tournament_id, notice, now))


async def drop_entrant(
    store: Store,
    tournament_id: int,
    user_id: int,
    *,
    why: Dropped,
    now: float,
    notices: Sequence[Notice] = (),
) -> Tournament | None:
    work = signups.drop(tournament_id, user_id, why, now, notices)
    return await tournaments.guarded(store, work)


async def come_back(store: Store, tournament_id: int, user_id: int) -> Tournament | None:
    return await tournaments.guarded(store, signups.come_back(tournament_id, user_id))


async def open_round(
    store: Store,
    tournament_id: int,
    opening: RoundOpening,
    *,
    now: float,
    fired: int | None = None,
) -> bool:
    work = rounds.open_round(tournament_id, opening, now, fired)
    return bool(await tournaments.guarded(store, work))


async def finish_tournament(
    store: Store,
    tournament_id: int,
    last_round: int,
    *,
    now: float,
    notice: Notice,
    fired: int | None = None,
) -> bool:
    work = rounds.finish(tournament_id, last_round, now, notice, fired)
    return bool(await tournaments.guarded(store, work))


async def start_table_game(
    store: Store,
    tournament: Tournament,
    round_number: int,
    table_no: int,
    *,
    thread_id: int,
    seats: Sequence[Seat],
    state: dict[str, Any],
    notice: Notice,
    timers: Sequence[TimerSpec],
    turn_began_at: float,
) -> GameRecord | None:
    work = rounds.start_game(
        tournament,
        round_number,
        table_no,
        thread_id=thread_id,
        seats=seats,
        state=state,
        notice=notice,
        timers=timers,
        turn_began_at=turn_began_at,
    )
    return await tournaments.guarded(store, work)


NOW = 1_700_000_000.0


CHANNEL = 4242


ORGANIZER = 7


def spec(**changes) -> TournamentSpec:
    values = {
        "guild_id": GUILD,
        "channel_id": CHANNEL,
        "organizer_id": ORGANIZER,
        "name": "Spring Cup",
        "format": Format.SWISS,
        "table_size": 2,
        "variant": "classic",
        "time_limit": 3600.0,
    }
    return TournamentSpec(**(values | changes))


def signup() -> Notice:
    return Notice("tournament_signup", {"tournament": 0})


async def running(store, players, rounds=3, *, keep_timer=False) -> Tournament:
    """A tournament that ran its sign-up with ``players`` and started (the first round's
    timer gone, unless ``keep_timer``: the test opens the round itself)."""
    made = await create_tournament(store, spec(), notice=signup())
    for user in players:
        made = await join_tournament(
            store, made.id, user, f"user {user}", rating=1000.0, notice=signup()
        )
    ratings = {user: 1000.0 + user for user in players}
    started = await start_tournament(
        store, made.id, made.version, rounds=rounds, ratings=ratings, now=NOW
    )
    assert started is not None
    if not keep_timer:
        await drop_club_timer(store, ROUND_TIMER, guild_id=GUILD, subject=started.id)
    return started


def opening(tournament, number, tables, byes=(), **more) -> RoundOpening:
    notices = tuple(
        Notice("tournament_table", {"tournament": tournament.id, "round": number, "table": n})
        for n in range(1, len(tables) + 1)
    )
    return RoundOpening(number, tournament.version, tuple(tables), notices, tuple(byes), **more)


async def table_game(store, tournament, number, table_no, users, thread) -> GameRecord | None:
    seats = [Seat(i, user, f"user {user}") for i, user in enumerate(users)]
    game = near_end(len(users))
    return await start_table_game(
        store,
        tournament,
        number,
        table_no,
        thread_id=thread,
        seats=seats,
        state=game.to_dict(),
        notice=Notice("turn", {"table": table_no}),
        timers=[TimerSpec("timeout", NOW + 3600)],
        turn_began_at=NOW,
    )


async def to_the_last_move(store, record: GameRecord, *, turn_seconds=None):
    """Play the stored game to one move before its end; returns it, and its last move to
    play (``await last(store, scores)``, on any store of the same database)."""
    game = record.game()
    rng = random.Random(record.id)
    while True:
        move = rng.choice(game.legal_moves())
        seat = game.current_player
        after = game.copy()
        after.play(move)
        if after.is_over:
            break
        game = after
        record = await store.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            then=HOOKS.move(seat, seconds=turn_seconds),
        )

    async def last(on, scores) -> GameRecord:
        # The results' part first, as the results install first; then the tournaments'.
        result = standings(scores)
        results = EndWork(written(outcome_of(record, result, {})))
        theirs = await HOOKS.ending(Ending(record, result))
        end = GameEnd((results, *theirs.parts))
        return await on.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=after.to_dict(),
            finished=True,
            then=HOOKS.move(seat, seconds=turn_seconds, end=end),
        )

    return record, last
