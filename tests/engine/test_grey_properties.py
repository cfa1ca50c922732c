"""Whole random games on the grey wall, 2 to 4 players: the invariants hold at every step.

The classic wall's are in ``test_properties``; these add the placements: every ply of a
wall tiling is a state of its own that must round-trip, and every wall move is either
legal and accepted or refused with a reason.
"""

import json
import random

import pytest

from azul_bot.engine import (
    CENTER,
    FLOOR,
    GREY,
    Color,
    Game,
    GameEnded,
    IllegalMove,
    Move,
    Phase,
    WallMove,
    parse_move,
)
from tests.engine.positions import tiles_in_play

# (players, seed, auto_place): a fixed set keeps the suite quick and its failures replayable.
GAMES = [(2 + i % 3, 1000 + i, i % 4 != 3) for i in range(12)]


def random_game(players, seed, auto_place, choices):
    """Yields (game before the move, move, events, game after) for a whole random game."""
    game = Game.new(players, seed, GREY, auto_place=auto_place)
    chooser = random.Random(choices)
    while not game.is_over:
        legal = game.legal_moves()
        assert legal, f"a running game always has a legal move: {game.to_dict()}"
        before = game.copy()
        move = chooser.choice(legal)
        events = game.play(move)
        yield before, move, events, game


def every_move(game):
    for source in [*range(len(game.factories)), CENTER, len(game.factories)]:
        for color in Color:
            for line in [*range(5), FLOOR]:
                yield Move(source, color, line)
    for player in range(game.num_players + 1):
        for row in range(5):
            for col in range(6):
                yield WallMove(player, row, col)


@pytest.mark.parametrize(("players", "seed", "auto_place"), GAMES)
def test_tiles_scores_and_serialization_hold_at_every_step(players, seed, auto_place):
    tiling_states = 0
    for _, move, events, game in random_game(players, seed, auto_place, seed):
        assert tiles_in_play(game) == [20] * 5
        assert all(board.score >= 0 for board in game.players)
        assert all(len(board.floor) <= 7 for board in game.players)
        data = game.to_dict()
        again = Game.from_dict(json.loads(json.dumps(data)))
        assert again.to_dict() == data and again.phase is game.phase
        if game.phase is Phase.TILING:
            tiling_states += 1
            assert game.current_player is None and game.to_place
            assert all(len(line.columns) >= 1 + auto_place for line in game.pending_lines())
        else:
            assert game.to_place == ()
        if isinstance(move, WallMove):
            assert events[0][:3] == (move.player, move.row, move.col)
    assert isinstance(events[-1], GameEnded)
    assert game.legal_moves() == []
    assert tiling_states > 0
    for board in game.players:
        for row in range(5):  # a color at most once per row and per column
            colors = [board.color_at(row, col) for col in range(5)]
            assert len({c for c in colors if c is not None}) == sum(c is not None for c in colors)
            column = [board.color_at(col, row) for col in range(5)]
            assert len({c for c in column if c is not None}) == sum(c is not None for c in column)


@pytest.mark.parametrize(("players", "seed", "auto_place"), GAMES[:4])
def test_every_legal_move_is_accepted_and_every_other_refused(players, seed, auto_place):
    for ply, (before, _, _, _) in enumerate(random_game(players, seed, auto_place, seed)):
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


@pytest.mark.parametrize(("players", "seed", "auto_place"), GAMES[:6])
def test_same_seed_and_moves_give_the_same_game(players, seed, auto_place):
    first = [(str(m), e, g.to_dict()) for _, m, e, g in random_game(players, seed, auto_place, 7)]
    second = [(str(m), e, g.to_dict()) for _, m, e, g in random_game(players, seed, auto_place, 7)]
    assert first == second


def test_moves_replay_from_their_text():
    game = Game.new(3, 77, GREY)
    replay = Game.new(3, 77, "grey")
    chooser = random.Random(3)
    while not game.is_over:
        move = chooser.choice(game.legal_moves())
        assert replay.play(parse_move(str(move))) == game.play(move)
    assert replay.to_dict() == game.to_dict()
