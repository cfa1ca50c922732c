"""The replay animation of a whole game, and its scores round by round."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from azul_bot.engine import Game, Move, RoundEnded
from renderers import layout as L
from renderers import render_replay, render_table, round_scores
from renderers.replay import DISCORD_UPLOAD_LIMIT, FINAL_MS, MOVE_MS, ROUND_END_MS
from tests.renderers.helpers import LABELS, NAMES


def random_game(players: int, seed: int) -> tuple[Game, list[Move]]:
    """A start and the seeded random legal moves that play it to the end."""
    start = Game.new(players, seed)
    game, chooser, moves = start.copy(), random.Random(seed), []
    while not game.is_over:
        legal = game.legal_moves()
        moves.append(legal[int(chooser.random() * len(legal))])
        game.play(moves[-1])
    return start, moves


def positions(start: Game, moves: list[Move]):
    """The start, then ``(game copy, events)`` after each move."""
    game = start.copy()
    yield game.copy(), []
    for move in moves:
        events = game.play(move)
        yield game.copy(), events


@pytest.fixture(scope="module")
def four_players():
    """A complete 4-player game of over 110 moves, rendered once (a few seconds)."""
    start, moves = random_game(4, seed=3)
    assert len(moves) >= 110
    before = start.to_dict()
    data = render_replay(start, moves, names=NAMES, labels=LABELS)
    assert start.to_dict() == before, "the start position must be left as it was"
    return start, moves, data


def frames(data: bytes) -> Image.Image:
    animation = Image.open(io.BytesIO(data))
    assert animation.format == "WEBP"
    assert animation.is_animated
    return animation


def frame_rgb(animation: Image.Image, index: int) -> Image.Image:
    animation.seek(index)
    return animation.convert("RGB")


def test_a_four_player_replay_has_a_frame_per_move_and_fits_a_discord_upload(four_players):
    start, moves, data = four_players
    animation = frames(data)
    assert animation.n_frames == len(moves) + 1
    assert len(data) < DISCORD_UPLOAD_LIMIT
    assert (
        animation.size == render_table(start, names=NAMES, labels=LABELS).size
    )  # full size: no shrinking


def test_each_frame_is_the_table_after_its_move_exactly(four_players):
    start, moves, data = four_players
    animation = frames(data)
    tables = list(positions(start, moves))
    for index in (0, 1, 2, len(moves) // 2, len(moves)):  # decoding all 100+ would be slow
        game, events = tables[index]
        expected = render_table(game, names=NAMES, labels=LABELS, events=events).convert("RGB")
        assert frame_rgb(animation, index).tobytes() == expected.tobytes(), index


def test_consecutive_frames_differ_where_the_table_changed(four_players):
    start, moves, data = four_players
    animation = frames(data)
    first, second = frame_rgb(animation, 0), frame_rgb(animation, 1)
    after = start.copy()
    after.play(moves[0])
    changed = {start.current_player, after.current_player}  # the mover's board, the next one's
    for seat, board in enumerate(L.table_layout(4).boards):
        box = L.board_layer(board)
        same = first.crop(box).tobytes() == second.crop(box).tobytes()
        assert same == (seat not in changed), seat
    status = L.table_layout(4).status
    assert first.crop(status).tobytes() != second.crop(status).tobytes()


def test_the_last_frame_shows_the_result_and_is_held_longest(four_players):
    start, moves, data = four_players
    animation = frames(data)
    durations = []
    for index in range(animation.n_frames):
        animation.seek(index)
        animation.load()  # the reader sets a frame's duration as it decodes it
        durations.append(animation.info["duration"])
    assert durations[-1] == FINAL_MS == max(durations)
    assert MOVE_MS in durations and ROUND_END_MS in durations
    game = start.copy()
    for move in moves:
        events = game.play(move)
    final = render_table(game, names=NAMES, labels=LABELS, events=events).convert("RGB")
    assert frame_rgb(animation, len(moves)).tobytes() == final.tobytes()


def test_a_two_player_replay_works_too():
    start, moves = random_game(2, seed=1)
    data = render_replay(start, moves, names=NAMES[:2], labels=LABELS)
    animation = frames(data)
    assert animation.n_frames == len(moves) + 1
    assert animation.size == render_table(start, names=NAMES[:2], labels=LABELS).size


def test_a_replay_without_moves_is_the_starting_table():
    start = Game.new(2, seed=5)
    picture = Image.open(io.BytesIO(render_replay(start, [], names=NAMES[:2], labels=LABELS)))
    assert getattr(picture, "n_frames", 1) == 1
    expected = render_table(start, names=NAMES[:2], labels=LABELS).convert("RGB")
    assert picture.convert("RGB").tobytes() == expected.tobytes()


def test_a_replay_may_stop_before_the_end():
    start, moves = random_game(3, seed=2)
    animation = frames(render_replay(start, moves[:5], names=NAMES[:3], labels=LABELS))
    assert animation.n_frames == 6


def test_frames_are_shrunk_when_the_file_would_be_too_large():
    start, moves = random_game(2, seed=1)
    full = render_replay(start, moves[:6], names=NAMES[:2], labels=LABELS)
    smaller = render_replay(
        start, moves[:6], names=NAMES[:2], labels=LABELS, max_bytes=len(full) - 1
    )
    assert len(smaller) < len(full)
    assert frames(smaller).size[0] < frames(full).size[0]
    with pytest.raises(ValueError, match="bytes"):
        render_replay(start, moves[:6], names=NAMES[:2], labels=LABELS, max_bytes=1000)


def test_an_illegal_move_is_refused_like_the_engine_does():
    start, moves = random_game(2, seed=1)
    with pytest.raises(ValueError):
        render_replay(start, [moves[0], moves[0]] * 3, names=NAMES[:2], labels=LABELS)


def test_round_scores_agree_with_the_engines_round_ends(four_players):
    start, moves, _ = four_players
    expected = [
        (event.round, event.scores)
        for _, events in positions(start, moves)
        for event in events
        if isinstance(event, RoundEnded)
    ]
    scores = round_scores(start, moves)
    assert scores == expected
    assert [r for r, _ in scores] == list(range(1, len(scores) + 1))
    assert all(len(s) == 4 for _, s in scores)
    game = start.copy()
    for move in moves:
        game.play(move)
    assert game.round == len(scores)  # every round was scored, the last one included


def test_round_scores_of_a_game_not_yet_scored_are_empty():
    start, moves = random_game(2, seed=1)
    assert round_scores(start, moves[:3]) == []
