"""A calm channel: which moves are told by the next table message rather than their own.

A turn notice after which a computer plays is *held* (completed without a post), and the
next table message, at a person's turn or the game's end, tells every move since; those moves
are replayed from the move log, so whatever a crash interrupts, no move goes untold. Each
answer here is the same whenever it is asked: it reads only what never changes (a computer
seat stays one, a move's table is stored with it).
"""

from __future__ import annotations

from azul_bot.core import Told, round_after
from azul_bot.core.db import GameRecord, Store
from azul_bot.engine import AnyMove, Game, Phase, WallMove, parse_move

from .turn_notices import TurnNotice


def computer_moves(record: GameRecord, game: Game) -> bool:
    """A computer seat is to move in ``game`` (a seat of the lobby's, never a stand-in: a
    computer seat stays one, so this answers the same whenever it is asked)."""
    if game.is_over or game.current_player is None:
        return False
    return record.seats[game.current_player].user_id is None


def folded(record: GameRecord, game: Game, move: AnyMove) -> bool:
    """Whether ``move`` (which led to ``game``) is told by the next table message rather
    than its own: a computer takes next, or on a grey wall a computer placed a tile while
    others still place, or a player placed one and has another line to place. The channel
    gets one table per person's turn, and per player's placements at a tiling, whatever
    computers play between."""
    if computer_moves(record, game):
        return True
    if not (isinstance(move, WallMove) and game.phase is Phase.TILING):
        return False
    # A computer's placement, or one after which the same player places again (a person
    # does so from their private buttons, which show their next line at once).
    computer = record.seats[move.player].user_id is None
    return computer or game.pending_line(move.player) is not None


def held(record: GameRecord, game: Game, notice: TurnNotice) -> bool:
    """A turn notice posted with the next, not by itself (``folded``)."""
    if notice.move is None or notice.said is not None:
        return False
    return folded(record, game, notice.move)


async def held_before(
    store: Store, record: GameRecord, before: Game
) -> tuple[tuple[Told, ...], Told | None]:
    """The moves held (not posted) just before the table ``before``, and the round as it
    stood before the first of them (``Told``: its events so far and the scores it began
    with; None when no move of it is logged), so that a free wall's round summary tells the
    whole round: replayed from the game's start and its move log, so a crash loses none."""
    if not (computer_moves(record, before) or before.phase is Phase.TILING):
        # Nothing was held, and the round is still at its offer: its summary needs no more
        # than the move that ends it. No need to read the log.
        return (), None
    start = await store.start_state(record.id)
    moves = await store.moves(record.id)
    if start is None:
        return (), None
    game = Game.from_dict(start)
    told: list[Told] = []
    so_far: Told | None = None
    round_before_told: Told | None = None
    # The log starts at the stored start, which need not be a game's first turn.
    for logged in moves[: before.turn - game.turn]:
        scores = tuple(board.score for board in game.players)
        move = parse_move(logged.move, player=logged.seat)
        events = tuple(game.play(move))
        if folded(record, game, move):
            if not told:
                round_before_told = so_far
            told.append(Told(events, scores))
        else:
            told = []
        so_far = round_after(so_far, events, scores)
    return tuple(told), round_before_told if told else so_far
