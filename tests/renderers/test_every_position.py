"""Whole random games on both walls at every player count: the table is drawn after every
move with the events the bot draws it with, in every language and from every seat, and
nothing raises.

The bot highlights a move's own events, or, when computers' moves are told together, the
wall tilings of the moves folded in before the latest one (``posts.shown_events``).
Drawing every position from every seat in every language takes too long for the suite, so
each position is laid out (every layer built: all the geometry and words, no pixels) in one
language from one seat in turn; after a take the wall tiling followed (where highlights meet
lines and floors it cleared), in every language from every seat, and drawn as the bot sends
it. A fixed set of seeded games keeps failures
replayable; they include takes whose line or floor the tiling settled in the same events.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from azul_bot.core.words import LANGUAGES
from azul_bot.core.words.pictures import draw_table, picture_labels
from azul_bot.engine import (
    CLASSIC,
    GREY,
    Event,
    FloorPenalty,
    Game,
    LineToFloor,
    RoundEnded,
    TilesTaken,
    TileWalled,
    Variant,
)
from azul_bot.features.play import Told, TurnMessage
from azul_bot.features.play.turn_posts import shown_events
from renderers.table import table_parts
from tests.renderers.helpers import NAMES

# (wall, players, seed): on the grey wall these seeds' games each hold a take that ends the
# offer and whose own line or floor is settled at once.
GAMES = [
    (CLASSIC, 2, 1),
    (CLASSIC, 3, 2),
    (CLASSIC, 4, 3),
    (GREY, 2, 12),
    (GREY, 3, 7),
    (GREY, 4, 2),
]
TILING = (TileWalled, LineToFloor, FloorPenalty, RoundEnded)


def random_game(variant: Variant, players: int, seed: int) -> Iterator[tuple[Game, list[Event]]]:
    """The game after each move of a seeded random game (the grey wall's placements are
    moves too), with that move's events."""
    game = Game.new(players, seed, variant)
    chooser = random.Random(seed)
    while not game.is_over:
        events = game.play(chooser.choice(game.legal_moves()))
        yield game, events


def told_together(game: Game, history: list[list[Event]]) -> list[Event]:
    """The events the table after the last move of ``history`` is drawn with when the moves
    before it since the last table are told with it (as many as the others' turns, as when
    one person plays computers)."""
    message = TurnMessage(
        seats=(),
        game=game,
        events=tuple(history[-1]),
        earlier=tuple(Told(tuple(events), ()) for events in history[-game.num_players : -1]),
    )
    shown = shown_events(message)
    assert shown is not None
    return shown


def tiled_take(events: list[Event]) -> bool:
    """A take that ended the offer: the wall tiling followed (in part, on the grey wall)."""
    taken = any(isinstance(e, TilesTaken) for e in events)
    return taken and any(isinstance(e, TILING) for e in events)


def settles_its_take(events: list[Event]) -> bool:
    """A take whose own line or floor was tiled in the same events (the round goes on)."""
    taken = next((e for e in events if isinstance(e, TilesTaken)), None)
    if taken is None or any(isinstance(e, RoundEnded) for e in events):
        return False
    mover = [e for e in events if getattr(e, "player", None) == taken.player]
    line = any(isinstance(e, TileWalled | LineToFloor) and e.row == taken.line for e in mover)
    return line or any(isinstance(e, FloorPenalty) for e in mover)


def lay_out(game: Game, events: list[Event], language: str, seat: int | None) -> None:
    """Every layer of the table built: its geometry and words, without pixels."""
    names = NAMES[: game.num_players]
    for part in table_parts(game, names, events, picture_labels(language), seat=seat):
        part.build(*part.args)


def draw(game: Game, events: list[Event], language: str, seat: int | None) -> None:
    """The picture as the bot sends it."""
    png = draw_table(game, NAMES[: game.num_players], events, language, seat=seat)
    assert png.startswith(b"\x89PNG")


def check(how, game: Game, events: list[Event], language: str, seat: int | None) -> None:
    """``how(game, events, language, seat)``, a failure saying where it happened."""
    try:
        how(game, events, language, seat)
    except Exception as error:
        where = f"{game.variant.code}, {game.num_players} players, turn {game.turn}"
        raise AssertionError(f"{where}, {language}, seat {seat}: {events}") from error


@pytest.mark.parametrize(
    ("variant", "players", "seed"), GAMES, ids=[f"{v.code}-{p}-{s}" for v, p, s in GAMES]
)
def test_the_table_is_drawn_after_every_move_from_every_seat_in_every_language(
    variant, players, seed
):
    every_way = list(itertools.product(LANGUAGES, [None, *range(players)]))
    turns = itertools.cycle(every_way)  # the language and seat of the next drawing
    history: list[list[Event]] = []
    settled = 0
    for game, events in random_game(variant, players, seed):
        history.append(events)
        settled += settles_its_take(events)
        if tiled_take(events):  # where highlights meet lines and floors the tiling cleared
            for language, seat in every_way:
                check(lay_out, game, events, language, seat)
            check(draw, game, events, *next(turns))
        else:
            check(lay_out, game, events, *next(turns))
        shown = told_together(game, history)
        if shown != events:
            check(lay_out, game, shown, *next(turns))
    assert game.is_over
    if variant is GREY:
        assert settled, "the game should hold a take whose line or floor was tiled at once"
