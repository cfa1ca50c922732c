"""The channel always shows a table picture (offline, simcord): a picture that fails once is
drawn again; one that cannot be drawn leaves its message without it and the previous table
its picture; and the grey round's last take, whose line the engine settles at once, is drawn.
"""

from __future__ import annotations

import logging
import threading

import pytest

from azul_bot.core.words.pictures import draw_table
from azul_bot.engine import Game, Move
from tests.conftest import fake_png
from tests.engine.positions import board, position
from tests.simcord_helpers import custom_ids, line_text, source_text


class Brittle:
    """A stand-in renderer whose next ``failures`` pictures fail (a worker dying under them,
    a bug): ``failures=None`` fails every one."""

    def __init__(self) -> None:
        self.failures: int | None = 0
        self.tries = 0
        self._lock = threading.Lock()  # pictures are drawn in a pool of threads

    def __call__(self, game: Game, names, events, language=None, seat=None) -> bytes:
        with self._lock:
            self.tries += 1
            failing = self.failures is None or self.failures > 0
            if self.failures:
                self.failures -= 1
        if failing:
            raise RuntimeError("the picture could not be drawn")
        return fake_png(game, names, events, language, seat)


def last_grey_take(players: int) -> Game:
    """Alice takes the last two red tiles (to line 1 and the floor); her line 1 has one legal
    cell, placed at once, and her floor is scored, while Bob's full line 2 waits for his
    choice: the take's line and floor are settled in the events of the take itself."""
    assert players == 2
    return position(
        [
            board(wall=["BYK..", "...R.", ".....", ".....", "....."]),
            board(lines={1: ("blue", 2)}),
        ],
        center=["red", "red"],
        marker_in_center=False,
        variant="grey",
    )


def now(table, message):
    """``message`` as the channel shows it now (a message object is what was posted)."""
    return next(m for m in table.channel.history() if m.id == message.id)


@pytest.fixture
def renderer():
    return Brittle()


@pytest.fixture
def new_game(short_games):
    return short_games


@pytest.fixture
def bot_options(bot_options, renderer, new_game) -> dict:
    return {**bot_options, "render": renderer, "new_game": new_game}


async def first_move(table):
    """Alice and Bob start a game; returns its first table message and the first move."""
    await table.open(2)
    return table.channel.last_message, table.short_games.remaining[2][0]


async def test_a_picture_that_fails_once_is_drawn_again(table, renderer):
    start, move = await first_move(table)
    renderer.failures, tries = 1, renderer.tries
    await table.play_command(move)
    shown = table.channel.last_message
    assert shown.id != start.id and "took" in shown.content
    assert [a.filename for a in shown.attachments] == ["azul-table.png"]
    assert renderer.tries == tries + 2  # the failure, then the picture
    start = now(table, start)
    assert not start.attachments and not custom_ids(start)  # one picture in the channel


async def test_a_table_that_cannot_be_drawn_leaves_the_previous_its_picture(
    table, renderer, caplog
):
    start, move = await first_move(table)
    renderer.failures, tries = None, renderer.tries
    with caplog.at_level(logging.ERROR, logger="azul.service"):
        await table.play_command(move)
    shown = table.channel.last_message
    assert shown.id != start.id and "took" in shown.content
    assert not shown.attachments and custom_ids(shown)  # its story and buttons, no picture
    assert renderer.tries == tries + 2  # tried once more, then posted without
    failed = [r for r in caplog.records if "rendering the table failed" in r.getMessage()]
    assert len(failed) == 2
    # The previous table keeps its picture (the channel still shows the table), not its
    # buttons: the new message has them.
    start = now(table, start)
    assert [a.filename for a in start.attachments] == ["azul-table.png"]
    assert not custom_ids(start)

    renderer.failures = 0  # drawn again: the next table has its picture, the last none
    await table.play_command(table.short_games.remaining[2][1])
    latest = table.channel.last_message
    assert latest.id != shown.id and latest.attachments
    shown = now(table, shown)
    assert not shown.attachments and not custom_ids(shown)


@pytest.mark.parametrize("renderer", [draw_table])
@pytest.mark.parametrize("new_game", [last_grey_take])
async def test_the_grey_rounds_last_take_settled_at_once_is_drawn(table):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new", variant="grey")
    await bob.click(table.channel.last_message, label="Join")
    await alice.click(table.channel.last_message, label="Start")
    start = table.channel.last_message
    assert start.attachments
    take = Move.parse("cr1")
    assert await table.current() == alice
    await alice.slash(
        table.channel,
        "azul play",
        source=source_text(take),
        color=str(take.color),
        line=line_text(take),
    )
    shown = table.channel.last_message
    assert shown.id != start.id and bob.mention in shown.content  # Bob places his line
    assert [a.filename for a in shown.attachments] == ["azul-table.png"]
    assert not now(table, start).attachments
