"""Whole random games on the walls where players choose the column (the grey wall, both sides
of the Crystal Mosaic), 2 to 4 players: the invariants hold at every step.

The classic wall's are in ``test_properties``; these add the placements: every ply of a
wall tiling is a state of its own that must round-trip, every wall move is either legal and
accepted or refused with a reason, a printed cell only ever holds its color, a placement's
points are its runs times the cell's multiplier, what ``closes_printed`` announces is what
the placement closes, and a row that can no longer be completed never can again.
"""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from azul_bot.engine import (
    CRYSTAL_1,
    CRYSTAL_2,
    FLOOR,
    GREY,
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
from tests.engine.positions import every_move, random_game, tiles_in_play

SIDES = (CRYSTAL_1, CRYSTAL_2)
# (variant, players, seed, auto_place): a fixed set keeps the suite quick and its failures
# replayable; hypothesis adds a few more games on the Crystal Mosaic below.
GAMES = [pytest.param(GREY, 2 + i % 3, 1000 + i, i % 4 != 3, id=f"grey-{i}") for i in range(12)] + [
    pytest.param(SIDES[i % 2], 2 + i % 3, 2000 + i, i % 4 != 3, id=f"{SIDES[i % 2].code}-{i}")
    for i in range(12)
]
FIRST_GAMES = [*GAMES[:4], *GAMES[12:16]]
"""The games whose every state is checked against every move: four on each wall."""


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
    """One random game, every invariant checked after every move; returns how many of its
    moves were placements and how many of its states were wall tilings."""
    placements = tiling_states = 0
    dead = [set() for _ in range(players)]
    game = events = None
    for before, move, events, game in random_game(
        players, seed, choices, variant, auto_place=auto_place
    ):
        assert tiles_in_play(game) == [20] * 5
        assert all(board.score >= 0 and len(board.floor) <= 7 for board in game.players)
        data = game.to_dict()
        again = Game.from_dict(json.loads(json.dumps(data)))
        assert again.to_dict() == data and again.phase is game.phase
        check_walls(game)
        if game.phase is Phase.TILING:
            tiling_states += 1
            assert game.current_player is None and game.to_place
            assert all(len(line.columns) >= 1 + auto_place for line in game.pending_lines())
        else:
            assert game.to_place == ()
        if isinstance(move, WallMove):
            placements += 1
            check_placement_facts(before, move, game)
            walled = events[0]
            assert isinstance(walled, TileWalled)
            assert walled[:3] == (move.player, move.row, move.col)
            assert walled == before.preview_placement(move)
            wall = before.players[move.player].wall | 1 << (move.row * 5 + move.col)
            points = placement_score(wall, move.row, move.col)[0]
            assert walled.points == points * variant.multiplier(move.row, move.col)
        elif move.line != FLOOR:
            open_ = before.open_columns(before.current_player, move.line, move.color)
            assert before.floor_bound(move) is (not open_)
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
    return placements, tiling_states


@pytest.mark.parametrize(("variant", "players", "seed", "auto_place"), GAMES)
def test_tiles_walls_and_serialization_hold_at_every_step(variant, players, seed, auto_place):
    placements, tiling_states = play_and_check(variant, players, seed, auto_place, seed)
    assert placements > 0 and tiling_states > 0


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


@pytest.mark.parametrize(("variant", "players", "seed", "auto_place"), FIRST_GAMES)
def test_every_legal_move_is_accepted_and_every_other_refused(variant, players, seed, auto_place):
    game = random_game(players, seed, seed, variant, auto_place=auto_place)
    for ply, (before, _, _, _) in enumerate(game):
        if ply % 3 and before.phase is Phase.OFFER:
            continue  # takes are checked thoroughly on the classic wall
        legal = before.legal_moves()
        assert len(set(legal)) == len(legal)
        snapshot = before.to_dict()
        for move in every_move(before):
            reason = before.check(move)
            if move in legal:
                assert reason is None
                before.copy().play(move)
                continue
            assert reason is not None, move
            with pytest.raises(IllegalMove) as refused:
                before.play(move)
            assert refused.value.reason is reason
        assert before.to_dict() == snapshot


@pytest.mark.parametrize(("variant", "players", "seed", "auto_place"), [*GAMES[:6], *GAMES[12:18]])
def test_same_seed_and_moves_give_the_same_game(variant, players, seed, auto_place):
    def record():
        game = random_game(players, seed, 7, variant, auto_place=auto_place)
        return [(str(m), e, g.to_dict()) for _, m, e, g in game]

    assert record() == record()


@pytest.mark.parametrize(
    ("variant", "players", "seed", "choices"),
    [(GREY, 3, 77, 3), (CRYSTAL_1, 4, 78, 4), (CRYSTAL_2, 4, 78, 4)],
    ids=["grey", "crystal-1", "crystal-2"],
)
def test_moves_replay_from_their_text(variant, players, seed, choices):
    game = Game.new(players, seed, variant)
    replay = Game.new(players, seed, variant.code)
    chooser = random.Random(choices)
    while not game.is_over:
        move = chooser.choice(game.legal_moves())
        assert replay.play(parse_move(str(move))) == game.play(move)
        assert isinstance(move, Move | WallMove)
    assert replay.to_dict() == game.to_dict() and replay.phase is Phase.OVER
