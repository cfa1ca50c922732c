"""Helpers of the store tests: games played through the engine, so every stored game is real.

The outcomes here stand in for the results' hook: a made-up but deterministic skill update,
written by the results' statements in the finishing move's transaction (``written``), since
the store stores skills and never computes them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from azul_bot.core.db import GameRecord, Notice, Seat, Store, Then, Work, fetch_value
from azul_bot.core.db.sql import timers
from azul_bot.engine import Game, GameResult, Move, PlayerResult, WallMove
from azul_bot.features.results.model import Outcome, PlayerUpdate, SeatResult, Skill
from azul_bot.features.results.store.writes import apply_outcome
from tests.features.lobby.helpers import create_lobby, update_lobby
from tests.features.results import helpers as results

GUILD = 1000
NEWCOMER = Skill(25.0, 25.0 / 3)

Player = int | str
"""A person by user id, or a computer seat by its kind (e.g. "random")."""


def seats_for(players: Sequence[Player]) -> list[Seat]:
    return [
        Seat(i, None, f"computer {i}", p) if isinstance(p, str) else Seat(i, p, f"user {p}")
        for i, p in enumerate(players)
    ]


async def start(
    store: Store,
    channel: int,
    players: Sequence[Player],
    *,
    seed: int = 1,
    guild: int = GUILD,
    game: Game | None = None,
) -> tuple[GameRecord, Game]:
    """A lobby in ``channel`` hosted by the first person, started with ``players`` (from a
    new game, or from ``game``)."""
    host = next((p for p in players if isinstance(p, int)), 1)
    record = await create_lobby(store, guild, channel, host, f"user {host}")
    game = game.copy() if game is not None else Game.new(len(players), seed)
    record = await store.start_game(
        record.id, record.version, seats=seats_for(players), state=game.to_dict()
    )
    return record, game


async def play(
    store: Store,
    record: GameRecord,
    game: Game,
    *,
    moves: int | None = None,
    rng: random.Random | None = None,
    result: GameResult | None = None,
    skills: dict[int, Skill] | None = None,
    notice: Notice | None = None,
    now: float | None = None,
) -> GameRecord:
    """Play random legal moves (``moves`` of them, or to the end), committing each (at
    ``now`` on the caller's clock; None: the store's wall clock).

    The final move carries the outcome of ``result`` (default: the engine's), so stats
    tests can choose scores and ties while the stored states and move log stay real.
    ``skills`` are those the service would have read (default: read them now).
    """
    rng = rng or random.Random(record.id)
    played = 0
    while not game.is_over and (moves is None or played < moves):
        move = rng.choice(game.legal_moves())
        # A grey wall's placement names its seat; a take is the current player's.
        seat = move.player if isinstance(move, WallMove) else game.current_player
        game.play(move)
        played += 1
        outcome = None
        if game.is_over:
            final = result or game.result
            known = (
                skills
                if skills is not None
                else await results.skills(store, record.guild_id, people(record))
            )
            outcome = outcome_of(record, final, known)
        record = await store.commit_move(
            record.id,
            record.version,
            seat=seat,
            move=str(move),
            state=game.to_dict(),
            finished=outcome is not None,
            then=written(outcome),
            notice=notice,
            now=now,
        )
    return record


def written(outcome: Outcome | None) -> Then | None:
    """The finishing move's work of the results: ``outcome`` written (None: none)."""
    if outcome is None:
        return None
    return lambda game, now: apply_outcome(game, outcome, now)


def then(*steps: Then | None) -> Then:
    """``steps`` one after another in a change's transaction."""

    def work(game: GameRecord, now: float) -> Work[None]:
        for step in steps:
            if step is not None:
                yield from step(game, now)

    return work


def people(record: GameRecord) -> list[int]:
    return [seat.user_id for seat in record.seats if seat.user_id is not None]


def outcome_of(record: GameRecord, result: GameResult, skills: dict[int, Skill]) -> Outcome:
    """What a service might make of ``result``: people holding one seat each get stats; they
    are rated when at least two of them played."""
    seats = {seat.position: seat for seat in record.seats}
    holders = Counter(people(record))
    counted = [p for p in result.players if holders[seats[p.player].user_id] == 1]
    rated = len(counted) >= 2
    winners = set(result.winners)
    before = {p.player: skills.get(seats[p.player].user_id) for p in counted}
    after = {
        p.player: _moved(before[p.player] or NEWCOMER, p.rank) if rated else before[p.player]
        for p in counted
    }
    seat_results = tuple(
        SeatResult(
            position=p.player,
            score=p.score,
            rank=p.rank,
            winner=p.player in winners,
            rows=p.rows,
            columns=p.columns,
            colors=p.colors,
            skill_before=(before[p.player] or NEWCOMER) if rated and p.player in before else None,
            skill_after=after[p.player] if rated and p.player in after else None,
        )
        for p in result.players
    )
    players = tuple(
        PlayerUpdate(
            user_id=seats[p.player].user_id,
            name=seats[p.player].name,
            won=p.player in winners,
            score=p.score,
            rows=p.rows,
            columns=p.columns,
            colors=p.colors,
            rated=rated,
            skill_before=before[p.player],
            skill_after=after[p.player] or NEWCOMER,
            rating=displayed(after[p.player] or NEWCOMER),
        )
        for p in counted
    )
    return Outcome(seat_results, players)


def _moved(skill: Skill, rank: int) -> Skill:
    return Skill(skill.mu + 2.0 - rank, skill.sigma * 0.9)


def displayed(skill: Skill) -> float:
    return 1000.0 + 40.0 * (skill.mu - 3 * skill.sigma)


def standings(scores: Sequence[int], rows: Sequence[int] | None = None) -> GameResult:
    """A result with these scores in seat order, ranked as the engine ranks (score, then
    complete rows; equal on both is a shared victory)."""
    rows = rows or [1] * len(scores)
    keys = list(zip(scores, rows, strict=True))
    players = tuple(
        PlayerResult(
            player=i,
            score=score,
            wall_score=score,
            rows=rows[i],
            columns=i % 2,
            colors=1 if i == 0 else 0,
            row_bonus=0,
            column_bonus=0,
            color_bonus=0,
            rank=1 + sum(other > keys[i] for other in keys),
        )
        for i, score in enumerate(scores)
    )
    return GameResult(players, tuple(p.player for p in players if p.rank == 1))


async def replayed(store: Store, game_id: int) -> Game:
    """The game rebuilt from its start state and move log (as the service replays it)."""
    start_state = await store.start_state(game_id)
    assert start_state is not None, f"game {game_id} never started"
    game = Game.from_dict(start_state)
    for record in await store.moves(game_id):
        assert record.seat == game.current_player, f"move {record.seq} out of turn"
        game.play(Move.parse(record.move))
    return game


async def lobby_with_notices(
    store: Store, channel: int, count: int, *, guild: int = GUILD
) -> GameRecord:
    """A lobby whose creation and ``count - 1`` edits each queued a notice, numbered in
    ``payload["n"]`` from 0."""
    record = await create_lobby(
        store, guild, channel, 1, "Ann", notice=Notice("lobby", {"channel": channel, "n": 0})
    )
    for n in range(1, count):
        record = await update_lobby(
            store,
            record.id,
            record.version,
            host_id=1,
            seats=record.seats,
            notice=Notice("lobby", {"channel": channel, "n": n}),
        )
    return record


# ---------------------------------------------------------------------- the club's timers


async def set_club_timer(store: Store, kind: str, due_at: float, **owner: int | None) -> None:
    """``timers.set_club_timer`` (the timer of ``kind`` of a server or a person, and of a
    ``subject``), written."""
    await store.write(timers.set_club_timer(kind, due_at, **owner))


async def drop_club_timer(store: Store, kind: str, **owner: int | None) -> None:
    await store.write(timers.drop_club_timer(kind, **owner))


async def club_timer_due(
    store: Store,
    kind: str,
    *,
    guild_id: int | None = None,
    user_id: int | None = None,
    subject: int | None = None,
) -> float | None:
    """When the club's timer of ``kind`` for that owner is due; None: there is none."""
    due: float | None = await store.read(
        fetch_value(
            "SELECT due_at FROM timers WHERE game_id IS NULL AND kind = ?1"
            " AND coalesce(guild_id, 0) = coalesce(CAST(?2 AS bigint), 0)"
            " AND coalesce(user_id, 0) = coalesce(CAST(?3 AS bigint), 0)"
            " AND coalesce(subject, 0) = coalesce(CAST(?4 AS bigint), 0)",
            kind,
            guild_id,
            user_id,
            subject,
        )
    )
    return due


async def timed_turns(store: Store, channel: int, seconds: list[float]) -> None:
    """Games of user 1 against a computer, user 1's moves taking ``seconds`` in turn (the
    computer's moves are not timed); as many games as it takes."""
    left = list(seconds)
    while left:
        record, game = await start(store, channel, [1, "random"], seed=channel)
        channel += 1
        rng = random.Random(channel)
        while left and not game.is_over and not _ending(game):
            move = rng.choice(game.legal_moves())
            seat = move.player if isinstance(move, WallMove) else game.current_player
            game.play(move)
            taken = left.pop(0) if seat == 0 else None
            record = await store.commit_move(
                record.id,
                record.version,
                seat=seat,
                move=str(move),
                state=game.to_dict(),
                then=results.HOOKS.move(seat, seconds=taken),
            )


def _ending(game: Game) -> bool:
    """The next move may end the game (which would need an outcome): start another."""
    return game.round >= 4
