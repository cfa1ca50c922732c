"""Phase C and the end of the game (docs/rules.md: Phase C, End of the game)."""

from azul_bot.engine import (
    BagRefilled,
    Color,
    GameEnded,
    MarkerTaken,
    Move,
    RoundStarted,
    TileWalled,
)
from azul_bot.engine.scoring import end_bonuses
from tests.engine.positions import board, position, tiles_in_play

B, Y, R, K, W = Color
NO_COLUMN_4 = ["xxxx."] * 5  # four tiles in every row, none complete


def test_round_where_nobody_took_from_the_center_keeps_the_first_player():
    game = position(
        [board(), board()],
        factories=[["red"] * 4, ["blue"] * 4, ["white"] * 4, ["black"] * 4, ["yellow"] * 4],
        first_player=1,
        current_player=1,
    )
    events = []
    for text in ["1rf", "2bf", "3wf", "4kf", "5yf"]:
        events += game.play(Move.parse(text))
    assert game.round == 2
    assert game.first_player == 1 and game.current_player == 1
    assert not any(isinstance(e, MarkerTaken) for e in events)
    assert game.marker_in_center
    assert tiles_in_play(game) == [20] * 5


def test_next_round_starts_with_the_marker_holder_and_full_factories():
    game = position(
        [board(), board()],
        factories=[["red"] * 4],
        center=["blue"],
        first_player=0,
        current_player=1,
    )
    game.play(Move.parse("cb1"))  # player 1 takes the marker
    events = game.play(Move.parse("1r1"))  # player 0 ends the round
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert started == [RoundStarted(2, 1, tuple(tuple(f) for f in game.factories))]
    assert game.current_player == 1
    assert all(sum(f) == 4 for f in game.factories)
    assert game.marker_in_center


def test_bag_is_refilled_from_the_lid_when_it_runs_out():
    game = position(
        [board(), board()],
        center=["red"],
        bag={"blue": 3, "yellow": 2, "red": 0, "black": 0, "white": 0},
        marker_in_center=False,
        current_player=1,
        first_player=1,
    )
    lid_before = sum(game.lid)
    events = game.play(Move.parse("crf"))
    refills = [e for e in events if isinstance(e, BagRefilled)]
    # 5 from the bag, then the whole lid (with the red just discarded) goes back in.
    assert refills == [BagRefilled(lid_before + 1)]
    assert all(sum(f) == 4 for f in game.factories)
    assert sum(game.bag) == lid_before + 1 - 15
    assert game.lid == [0] * 5
    assert tiles_in_play(game) == [20] * 5


def test_round_starts_with_partly_filled_factories_when_tiles_run_out():
    # 80 tiles on the walls, 1 black on a line, 1 red in the center, 18 in the lid: 19 to deal.
    boards = [board(wall=NO_COLUMN_4, lines={1: ("black", 1)})] + [board(wall=NO_COLUMN_4)] * 3
    game = position(
        boards,
        center=["red"],
        bag=dict.fromkeys(["blue", "yellow", "red", "black", "white"], 0),
        marker_in_center=False,
        current_player=1,
        first_player=1,
    )
    game.play(Move.parse("crf"))
    assert not game.is_over
    assert [sum(f) for f in game.factories] == [4, 4, 4, 4, 3, 0, 0, 0, 0]
    assert game.players[0].line(1) == (K, 1)  # pattern lines never go back to the bag
    assert tiles_in_play(game) == [20] * 5
    assert game.legal_moves()


def test_game_ends_only_after_every_player_tiled_their_wall():
    game = position(
        [
            board(
                score=10,
                lines={0: ("white", 1)},
                wall=["xxxx.", ".....", ".....", ".....", "....."],
            ),
            board(score=10, lines={0: ("blue", 1), 1: ("white", 2)}),
        ],
        center=["red"],
        marker_in_center=False,
        current_player=1,
        first_player=1,
    )
    events = game.play(Move.parse("crf"))
    assert game.is_over and game.legal_moves() == []
    walled = [e for e in events if isinstance(e, TileWalled)]
    assert [(e.player, e.row, e.points) for e in walled] == [(0, 0, 5), (1, 0, 1), (1, 1, 2)]
    assert isinstance(events[-1], GameEnded)
    # Player 0: 10 + 5, +2 for the row. Player 1: 10 + 1 + 2 - 1 (the red on the floor).
    assert [b.score for b in game.players] == [17, 12]
    result = events[-1].result
    assert result == game.result
    assert result.winners == (0,)
    assert [(p.score, p.wall_score, p.row_bonus, p.rank) for p in result.players] == [
        (17, 15, 2, 1),
        (12, 12, 0, 2),
    ]


def test_end_bonuses_worked_example_five():
    # Two complete rows, one complete column, one complete color (blue on the diagonal).
    wall = ["xxxxx", "xxxxx", "x.x..", "x..x.", "x...x"]
    mask = position([board(wall=wall), board()], factories=[["red"]]).players[0].wall
    assert end_bonuses(mask) == (4, 7, 10)
    assert 48 + sum(end_bonuses(mask)) == 69
    assert 58 + sum(end_bonuses(mask)) == 79


def finished(scores, walls):
    """Both players' last line completes; player 1 takes the last tile (red) to the floor,
    which costs 1 point, so players' scores are given before that."""
    game = position(
        [board(score=s, wall=w) for s, w in zip(scores, walls, strict=True)],
        center=["red"],
        marker_in_center=False,
        current_player=1,
        first_player=1,
    )
    game.play(Move.parse("crf"))
    assert game.is_over
    return game.result


def test_tie_goes_to_more_complete_rows():
    one_row = ["xxxxx", "x....", ".....", ".....", "....."]
    two_rows = ["xxxxx", "xxxxx", ".....", ".....", "....."]
    # Player 0 ends 20 + 2 = 22; player 1 ends 19 - 1 + 4 = 22 with two rows: player 1 wins.
    result = finished([20, 19], [one_row, two_rows])
    assert [p.score for p in result.players] == [22, 22]
    assert result.winners == (1,)
    assert [p.rank for p in result.players] == [2, 1]
    assert not result.shared_victory


def test_tie_on_score_and_rows_is_a_shared_victory():
    one_row = ["xxxxx", ".....", ".....", ".....", "....."]
    result = finished([20, 21], [one_row, one_row])
    assert [p.score for p in result.players] == [22, 22]
    assert result.winners == (0, 1) and result.shared_victory
    assert [p.rank for p in result.players] == [1, 1]


def test_tiles_left_on_pattern_lines_score_nothing_at_the_end():
    game = position(
        [
            board(
                score=5, wall=["xxxxx", ".....", ".....", ".....", "....."], lines={4: ("red", 4)}
            ),
            board(),
        ],
        center=["red"],
        marker_in_center=False,
        current_player=1,
        first_player=1,
    )
    game.play(Move.parse("crf"))
    assert game.players[0].score == 5 + 2
    assert game.players[0].line(4) == (R, 4)
