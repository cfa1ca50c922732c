"""The custom ids of play's buttons and menus. ``<turn>`` is the game's own version (its count
of moves: a button of a turn gone by is stale), not the id's."""

from __future__ import annotations

from azul_bot.core.discord.custom_ids import CELL, COLOR, GAME, LINE, ROUND, SOURCE, TURN, IdFormat
from azul_bot.engine import TAKE_TEXT

SOURCE_BUTTON = IdFormat(
    "src:<game>:<turn>:<source>", {"game": GAME, "turn": TURN, "source": SOURCE}
)
COLOR_BUTTON = IdFormat(
    "col:<game>:<turn>:<source>:<color>",
    {"game": GAME, "turn": TURN, "source": SOURCE, "color": COLOR},
)
LINE_BUTTON = IdFormat(
    "line:<game>:<turn>:<source>:<color>:<line>",
    {"game": GAME, "turn": TURN, "source": SOURCE, "color": COLOR, "line": LINE},
)
CONFIRM_MOVE = IdFormat("ok:<game>:<turn>:<move>", {"game": GAME, "turn": TURN, "move": TAKE_TEXT})
PLAY_LINE = IdFormat("put:<game>:<turn>:<move>", {"game": GAME, "turn": TURN, "move": TAKE_TEXT})
PLACE_TILE = IdFormat("place:<game>:<round>", {"game": GAME, "round": ROUND})
WALL_COLUMN = IdFormat(
    "wall:<game>:<round>:<row>:<col>", {"game": GAME, "round": ROUND, "row": CELL, "col": CELL}
)
SHOW_TABLE = IdFormat("table:<game>", {"game": GAME})
