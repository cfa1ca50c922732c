"""Positions the computer players' tests and the coach's words share: walls whose tiling waits,
with a choice that scores most now but costs later, and a hint found among the coach's."""

from __future__ import annotations

from azul_bot.ai import Hint, Level, choose, coach
from azul_bot.engine import Game, Move, Phase
from tests.engine.positions import board, position


def crystal_tiling(side: int, boards: list[dict], **kwargs) -> Game:
    """A game of side ``side`` whose tiling waits: player 1 takes the last red to the floor."""
    game = position(
        boards,
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant=f"crystal-{side}",
        **kwargs,
    )
    game.play(Move.parse("crf"))
    assert game.phase is Phase.TILING
    return game


def doubling_cell() -> Game:
    """C1: an empty side 1 wall, line 0 complete with black; column 3, printed black, scores
    1 x 2 = 2, the other columns 1."""
    return crystal_tiling(1, [board(lines={0: ("black", 1)}), board()])


def closing_trap() -> Game:
    """Side 1: line 0 complete with red. Column 1 scores the most now (2, above the blue at
    (1, 1)) but puts red in column 1 and so closes (4, 1), printed red, for good: row 4 and
    column 1 can then never be completed. Columns 0, 2 and 4 score 1 and keep it."""
    wall = [".....", ".B...", ".....", ".....", "....."]
    game = crystal_tiling(1, [board(lines={0: ("red", 1)}, wall=wall), board()])
    assert game.pending_line(0).columns == (0, 1, 2, 4)
    return game


def at_tiling(game: Game) -> Game:
    """Play ``game`` on with the normal level until a wall tiling waits for someone."""
    while game.phase is not Phase.TILING:
        game.play(choose(game, Level.NORMAL, seed=game.turn))
    return game


def column_trap() -> Game:
    """Player 0's line 1 (blue) waits at the tiling; line 3 holds 2 blue of 3 and can only
    ever reach (2, 3). Column 3 scores the most now (2, beside the white below it) but puts
    blue in column 3 and so kills line 3; columns 0, 1, 2 score 1 and keep it."""
    wall = [".....", "...WB", "YRK..", ".....", "....."]
    me = board(lines={0: ("blue", 1), 2: ("blue", 2)}, wall=wall)
    game = position(
        [me, board()],
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant="grey",
    )
    game.play(Move.parse("crf"))
    assert game.pending_line(0).columns == (0, 1, 2, 3)
    return game


def g4_offer() -> Game:
    """Docs/rules.md G4: blue may go to line 4 (row 3 has no blue) but its only free cell
    (3, 3) is in a column that holds blue: the line would fall to the floor."""
    wall = ["...B.", ".....", ".....", "YRK.W", "....."]
    return position(
        [board(wall=wall), board()], factories=[["blue"] * 4, ["red"] * 4], variant="grey"
    )


TINY = 0.02


def seven_point_red() -> Game:
    """Red on line 4 (3 of 4) would land beside 3 tiles in its row and below 2 in its
    column: 4 across + 3 down = 7. Factory 1 holds the red and 3 blue."""
    me = board(
        lines={3: ("red", 3)},
        wall=[".....", "x....", "x....", ".xxx.", "....."],
    )
    return position(
        [me, board()],
        factories=[["red", "blue", "blue", "blue"], ["yellow", "yellow", "black", "white"]],
    )


def hint_for(game: Game, text: str) -> Hint:
    hints = coach(game, seed=1, budget=TINY, top=50)
    return next(hint for hint in hints if str(hint.move) == text)
