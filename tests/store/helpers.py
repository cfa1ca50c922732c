"""Helpers of the store tests: games played through the engine, so every stored game is real."""

from __future__ import annotations

import random
from collections.abc import Sequence

from azul_bot.engine import Game, GameResult, PlayerResult
from azul_bot.store import GameRecord, Seat, Store

GUILD = 1000

Player = int | str
"""A person by user id, or a computer seat by its kind (e.g. "random")."""


def seats_for(players: Sequence[Player]) -> list[Seat]:
    return [
        Seat(i, None, f"computer {i}", p) if isinstance(p, str) else Seat(i, p, f"user {p}")
        for i, p in enumerate(players)
    ]


async def start(
    store: Store, channel: int, players: Sequence[Player], *, seed: int = 1, guild: int = GUILD
) -> tuple[GameRecord, Game]:
    """A lobby in ``channel`` hosted by the first person, started with ``players``."""
    host = next((p for p in players if isinstance(p, int)), 1)
    record = await store.create_lobby(guild, channel, host, f"user {host}")
    game = Game.new(len(players), seed)
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
) -> GameRecord:
    """Play random legal moves (``moves`` of them, or to the end), committing each.

    ``result`` replaces the engine's result on the final move, so stats tests can choose
    scores and ties while the stored states and move log stay real.
    """
    rng = rng or random.Random(record.id)
    played = 0
    while not game.is_over and (moves is None or played < moves):
        seat = game.current_player
        move = rng.choice(game.legal_moves())
        game.play(move)
        played += 1
        final = result if result is not None and game.is_over else game.result
        record = await store.commit_move(
            record.id, record.version, seat=seat, move=str(move), state=game.to_dict(), result=final
        )
    return record


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
