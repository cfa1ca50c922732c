"""Whole random games on both sides of the Crystal Mosaic, 2 to 4 players: the invariants
hold at every step.

The grey wall's are in ``test_grey_properties``; these add the printed cells: one only ever
holds its color, a placement's points are its runs times the cell's multiplier, what
``closes_printed`` announces is what the placement closes, and a row that can no longer be
completed never can again.
"""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from azul_bot.engine import (
    CENTER,
    CRYSTAL_1,
    CRYSTAL_2,
    FLOOR,
    Color,
    Game,
    GameEnded,
    IllegalMove,
    Move,
    Phase,
    RoundStarted,
    TileWalled,
    WallMove,
    parse_move,
    placement_score,
)
from azul_bot.engine.scoring import ROW_MASKS
from tests.engine.positions import tiles_in_play

SIDES = (CRYSTAL_1, CRYSTAL_2)
# (side, players, seed, auto_place): a fixed set keeps the suite quick and its failures
# replayable; hypothesis adds a few more below.
GAMES = [
    pytest.param(SIDES[i % 2], 2 + i % 3, 2000 + i, i % 4 != 3, id=f"{SIDES[i % 2].code}-{i}")
    for i in range(12)
]


def random_game(variant, players, seed, auto_place, choices):
    """Yields (game before the move, move, events, game after) for a whole random game."""
    game = Game.new(players, seed, variant, auto_place=auto_place)
    chooser = random.Random(choices)
    while not game.is_over:
        legal = game.legal_moves()
        assert legal, f"a running game always has a legal move: {game.to_dict()}"
        before = game.copy()
        move = chooser.choice(legal)
        events = game.play(move)
        yield before, move, events, game


def check_walls(game):
    """A printed cell only ever holds its color; no color twice in a row or a column."""
    variant = game.variant
    for board in game.players:
        for cell in variant.printed_cells:
            assert board.color_at(cell.row, cell.col) in (None, cell.color)
        for line in range(5):
            row = [board.color_at(line, col) for col in range(5)]
            column = [board.color_at(r, line) for r in range(5)]
            for cells in (row, column):
                placed = [color for color in cells if color is not None]
                assert len(set(placed)) == len(placed)


def check_placement_facts(before, move, game):
    """What ``closes_printed`` says a placement closes is closed after it, and the points
    are the runs times the multiplier."""
    closes = set(before.closes_printed(move))
    closed = set(game.closed_printed(move.player))
    assert not closes & set(before.closed_printed(move.player))
    if before.auto_place:
        assert closed >= set(before.closed_printed(move.player)) | closes
    else:  # nothing else is placed before the player's next choice
        assert closed == set(before.closed_printed(move.player)) | closes


def play_and_check(variant, players, seed, auto_place, choices):
    placements = 0
    dead = [set() for _ in range(players)]
    for before, move, events, game in random_game(variant, players, seed, auto_place, choices):
        assert tiles_in_play(game) == [20] * 5
        assert all(board.score >= 0 and len(board.floor) <= 7 for board in game.players)
        data = game.to_dict()
        again = Game.from_dict(json.loads(json.dumps(data)))
        assert again.to_dict() == data and again.phase is game.phase
        check_walls(game)
        if isinstance(move, WallMove):
            placements += 1
            check_placement_facts(before, move, game)
            assert isinstance(events[0], TileWalled)
        elif move.line != FLOOR:
            open_ = before.open_columns(before.current_player, move.line, move.color)
            assert before.floor_bound(move) is (not open_)
        if isinstance(move, WallMove):
            walled = events[0]
            assert walled == before.preview_placement(move)
            wall = before.players[move.player].wall | 1 << (move.row * 5 + move.col)
            points = placement_score(wall, move.row, move.col)[0]
            assert walled.points == points * variant.multiplier(move.row, move.col)
        for player in range(players):  # a dead row stays dead
            now = set(game.dead_rows(player))
            assert now >= dead[player]
            dead[player] = now
    assert isinstance(events[-1], GameEnded) and game.legal_moves() == []
    # The game ended on a complete row, an empty deal, or rows that could never complete.
    rows = any(board.wall & mask == mask for board in game.players for mask in ROW_MASKS)
    empty_deal = isinstance(events[-2], RoundStarted)
    nobody = all(len(game.dead_rows(player)) == 5 for player in range(players))
    assert rows or empty_deal or nobody
    return placements


@pytest.mark.parametrize(("variant", "players", "seed", "auto_place"), GAMES)
def test_tiles_walls_and_serialization_hold_at_every_step(variant, players, seed, auto_place):
    assert play_and_check(variant, players, seed, auto_place, seed) > 0


@settings(max_examples=6, deadline=None)
@given(
    st.sampled_from(SIDES),
    st.sampled_from([2, 3, 4]),
    st.integers(0, 2**64 - 1),
    st.booleans(),
    st.integers(0, 2**32),
)
def test_any_random_game_keeps_the_invariants(variant, players, seed, auto_place, choices):
    play_and_check(variant, players, seed, auto_place, choices)


def every_move(game):
    for source in [*range(len(game.factories)), CENTER, len(game.factories)]:
        for color in Color:
            for line in [*range(5), FLOOR]:
                yield Move(source, color, line)
    for player in range(game.num_players + 1):
        for row in range(5):
            for col in range(6):
                yield WallMove(player, row, col)


@pytest.mark.parametrize(("variant", "players", "seed", "auto_place"), GAMES[:4])
def test_every_legal_move_is_accepted_and_every_other_refused(variant, players, seed, auto_place):
    for ply, (before, _, _, _) in enumerate(random_game(variant, players, seed, auto_place, 1)):
        if ply % 3 and before.phase is Phase.OFFER:
            continue  # takes are checked thoroughly on the classic wall
        legal = before.legal_moves()
        snapshot = before.to_dict()
        for move in every_move(before):
            reason = before.check(move)
            if move in legal:
                assert reason is None
                continue
            assert reason is not None, move
            with pytest.raises(IllegalMove) as refused:
                before.play(move)
            assert refused.value.reason is reason
        assert before.to_dict() == snapshot


@pytest.mark.parametrize(("variant", "players", "seed", "auto_place"), GAMES[:6])
def test_same_seed_and_moves_give_the_same_game(variant, players, seed, auto_place):
    def record():
        return [
            (str(m), e, g.to_dict())
            for _, m, e, g in random_game(variant, players, seed, auto_place, 7)
        ]

    assert record() == record()


@pytest.mark.parametrize("variant", SIDES, ids=lambda variant: variant.code)
def test_moves_replay_from_their_text(variant):
    game = Game.new(4, 78, variant)
    replay = Game.new(4, 78, variant.code)
    chooser = random.Random(4)
    while not game.is_over:
        move = chooser.choice(game.legal_moves())
        assert replay.play(parse_move(str(move))) == game.play(move)
        assert isinstance(move, Move | WallMove)
    assert replay.to_dict() == game.to_dict() and replay.phase is Phase.OVER
