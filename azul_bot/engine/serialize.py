"""The JSON form of a game: ``Game.to_dict()`` / ``Game.from_dict(data)``.

Version 2, field by field (colors are always their names: blue, yellow, red, black, white):

- ``version``: 2.
- ``variant``: the rules played, its ``Variant.code``: ``"classic"``, ``"grey"``,
  ``"crystal-1"`` or ``"crystal-2"`` (the Crystal Mosaic's sides); an unknown code is refused.
- ``auto_place``: on a free wall (grey, Crystal Mosaic), a line with one legal wall cell is
  placed without asking its player.
- ``tiling``: true while a free wall is being tiled (``Phase.TILING``): the players with a
  complete pattern line must place its tile; the topmost complete line of each is the one
  waiting, so nothing more is stored. ``current_player`` is null then.
- ``players``: one object per seat, in seat (turn) order:
  - ``score``: points so far, an integer >= 0 (after the game, with the bonuses);
  - ``lines``: five ``{"color": name or null, "count": n}``, top (capacity 1) to bottom
    (capacity 5); an empty line is ``{"color": null, "count": 0}``;
  - ``wall``: five strings of five characters, top row first: the tile's color letter in upper
    case (``B Y R K W``, K for black) where a tile is placed, ``.`` where the cell is empty; a
    letter on a printed cell (every cell of the classic wall, the Crystal Mosaic's printed
    cells) must be its printed color, and on a free wall a color is at most once in a row
    and once in a column;
  - ``floor``: the floor line left to right, color names and ``"marker"``, at most 7.
- ``factories``: one list of color names per factory (at most 4 each), as many factories as
  the variant gives the players (5/7/9).
- ``center``: the color names of the tiles in the center.
- ``marker_in_center``: true while nobody has taken the first-player marker this round.
- ``first_player``: the seat that holds the marker once taken (and starts the next round).
- ``current_player``: the seat to move (null while a free wall is tiled).
- ``bag``, ``lid``: tile counts per color name (all five names present).
- ``round`` (from 1), ``turn`` (moves played so far, from 0).
- ``rng_state``: the random generator's 64-bit state that fills the next factories.
- ``over``: true once the game has ended (scores then include the bonuses).

``from_dict`` checks everything, including that the 100 tiles (20 per color) are all
accounted for, and raises ``ValueError`` naming the first problem it finds.

Version 1 (stored before variants existed) is version 2 without ``variant``, ``auto_place``
and ``tiling``: it reads as a classic game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from . import rng
from .board import MARKER, PlayerBoard
from .scoring import color_mask
from .tiles import COLOR_NAMES, COLORS, TILES_PER_COLOR, Color
from .variant import CLASSIC, Variant

if TYPE_CHECKING:  # ``game`` imports this module for ``to_dict`` / ``from_dict``
    from .game import Game

VERSION = 2
VERSIONS = (1, 2)
MARKER_NAME = "marker"
_EMPTY_CELL = "."
G = TypeVar("G", bound="Game")  # the engine's ``Game``, or a subclass


def game_to_dict(game: Game) -> dict[str, Any]:
    return {
        "version": VERSION,
        "variant": game.variant.code,
        "auto_place": game.auto_place,
        "tiling": game._tiling,
        "players": [_board_to_dict(board) for board in game.players],
        "factories": [_names(factory) for factory in game.factories],
        "center": _names(game.center),
        "marker_in_center": game.marker_in_center,
        "first_player": game.first_player,
        "current_player": game.current_player,
        "bag": _counts_to_dict(game.bag),
        "lid": _counts_to_dict(game.lid),
        "round": game.round,
        "turn": game.turn,
        "rng_state": game.rng_state,
        "over": game.is_over,
    }


def _board_to_dict(board: PlayerBoard) -> dict[str, Any]:
    return {
        "score": board.score,
        "lines": [
            {"color": COLOR_NAMES[color] if color >= 0 else None, "count": count}
            for color, count in zip(board.line_colors, board.line_counts, strict=True)
        ],
        "wall": [
            "".join(
                _LETTER[color] if (color := board.color_at(row, col)) is not None else _EMPTY_CELL
                for col in range(5)
            )
            for row in range(5)
        ],
        "floor": [MARKER_NAME if item == MARKER else COLOR_NAMES[item] for item in board.floor],
    }


def _names(counts: list[int]) -> list[str]:
    return [COLOR_NAMES[color] for color in range(5) for _ in range(counts[color])]


def _counts_to_dict(counts: list[int]) -> dict[str, int]:
    return dict(zip(COLOR_NAMES, counts, strict=True))


# ----------------------------------------------------------------------------- reading


def game_from_dict(data: Any, game_class: type[G]) -> G:
    """Build a ``game_class`` (the engine's ``Game``) from its JSON form, checking it all."""
    _require(isinstance(data, dict), "game state must be an object")
    version = data.get("version")
    _require(version in VERSIONS, f"unsupported game state version {version!r}")
    game = game_class.__new__(game_class)
    if version == 1:
        game.variant, game.auto_place, game._tiling = CLASSIC, True, False
    else:
        code = data.get("variant")
        try:
            game.variant = Variant.by_code(code)
        except ValueError:
            _fail(f"unknown variant {code!r}")
        game.auto_place = _bool(data, "auto_place")
        game._tiling = _bool(data, "tiling")
    variant = game.variant
    players = _list(data, "players")
    _require(
        len(players) in variant.player_counts,
        f"{variant.min_players} to {variant.max_players} players expected, got {len(players)}",
    )
    game.num_players = len(players)
    game.players = [_board_from_dict(p, f"players[{i}]", variant) for i, p in enumerate(players)]
    factories = _list(data, "factories")
    expected = variant.factories_for(game.num_players)
    _require(len(factories) == expected, f"{expected} factories expected, got {len(factories)}")
    game.factories = [_counts_from_names(f, f"factories[{i}]") for i, f in enumerate(factories)]
    for i, factory in enumerate(game.factories):
        _require(
            sum(factory) <= variant.factory_size,
            f"factories[{i}] holds more than {variant.factory_size} tiles",
        )
    game.center = _counts_from_names(data.get("center"), "center")
    game.marker_in_center = _bool(data, "marker_in_center")
    game.first_player = _int(data, "first_player", 0, game.num_players - 1)
    if game._tiling and data.get("current_player") is None:
        game.current_player = None
    else:
        game.current_player = _int(data, "current_player", 0, game.num_players - 1)
    game.bag = _counts_from_dict(data.get("bag"), "bag")
    game.lid = _counts_from_dict(data.get("lid"), "lid")
    game.round = _int(data, "round", 1)
    game.turn = _int(data, "turn", 0)
    game.rng_state = _int(data, "rng_state", 0, rng.MASK)
    game._over = _bool(data, "over")
    game._table_tiles = sum(map(sum, game.factories)) + sum(game.center)
    _check_marker(game)
    _check_tile_count(game)
    if game._tiling:
        _check_tiling(game)
    else:
        _require(game._over or game._table_tiles > 0, "a running game needs tiles on the table")
    return game


def _check_tiling(game: Game) -> None:
    """A stored free wall tiling waits for at least one player, for a real choice."""
    _require(game.variant.free_wall, "only a grey wall or a Crystal Mosaic is tiled by its players")
    _require(not game._over, "a finished game is not tiling its walls")
    _require(game.current_player is None, "current_player must be null while walls are tiled")
    _require(game._table_tiles == 0, "walls are tiled once factories and center are empty")
    fewest = 2 if game.auto_place else 1
    waiting = False
    for player, board in enumerate(game.players):
        row = next((line for line in range(5) if board.line_counts[line] > line), None)
        if row is None:
            _require(not board.floor, f"players[{player}] has tiled, yet its floor is unscored")
            continue
        waiting = True
        columns = game.open_columns(player, row, board.line_colors[row])
        _require(
            len(columns) >= fewest,
            f"players[{player}].lines[{row}] has {len(columns)} legal cells: nothing to choose",
        )
    _require(waiting, "walls are tiled but nobody has a line to place")


def _board_from_dict(data: Any, where: str, variant: Variant) -> PlayerBoard:
    _require(isinstance(data, dict), f"{where} must be an object")
    board = PlayerBoard()
    board.score = _int(data, "score", 0, where=where)
    wall = data.get("wall")
    _require(isinstance(wall, list) and len(wall) == 5, f"{where}.wall must be 5 rows")
    for row, text in enumerate(wall):
        _require(isinstance(text, str) and len(text) == 5, f"{where}.wall[{row}] must be 5 cells")
        for col, cell in enumerate(text):
            if cell == _EMPTY_CELL:
                continue
            # A printed cell (every cell of the classic wall, the Crystal Mosaic's few) holds
            # only its color; a free wall's tiles, printed or not, keep a color once per row
            # and per column.
            printed = variant.printed_color(row, col)
            color = _BY_LETTER.get(cell)
            if printed is not None and color != printed:
                _fail(f"{where}.wall[{row}][{col}] must be {_LETTER[printed]!r} or '.'")
            if color is None:
                _fail(f"{where}.wall[{row}][{col}] must be a color letter (BYRKW) or '.'")
            if variant.free_wall:
                if board.row_colors >> (row * 5 + color) & 1:
                    _fail(f"{where}.wall[{row}]: {COLOR_NAMES[color]} twice in the row")
                if board.color_columns(color) >> col & 1:
                    _fail(f"{where}.wall: {COLOR_NAMES[color]} twice in column {col}")
            board.place(row, col, color)
    lines = data.get("lines")
    _require(isinstance(lines, list) and len(lines) == 5, f"{where}.lines must be 5 lines")
    for index, line in enumerate(lines):
        _read_line(board, index, line, f"{where}.lines[{index}]")
    floor = data.get("floor")
    size = variant.floor_size
    _require(isinstance(floor, list) and len(floor) <= size, f"{where}.floor: 0-{size} items")
    board.floor = [
        MARKER if item == MARKER_NAME else _color(item, f"{where}.floor") for item in floor
    ]
    return board


def _read_line(board: PlayerBoard, index: int, line: Any, where: str) -> None:
    if not isinstance(line, dict):
        _fail(f"{where} must be an object")
    count = _int(line, "count", 0, index + 1, where=where)
    name = line.get("color")
    if name is None:
        if count != 0:
            _fail(f"{where} holds tiles but no color")
        return
    color = _color(name, where)
    if count <= 0:
        _fail(f"{where} has a color but no tiles")
    if board.row_colors >> (index * 5 + color) & 1:
        _fail(f"{where}: {name} already on that wall row")
    board.line_colors[index] = color
    board.line_counts[index] = count


def _check_marker(game: Game) -> None:
    holders = [i for i, board in enumerate(game.players) if MARKER in board.floor]
    _require(
        all(board.floor.count(MARKER) <= 1 for board in game.players), "marker twice on a floor"
    )
    if game.marker_in_center:
        _require(not holders, "the marker is in the center and on a floor at once")
    else:
        _require(
            holders in ([], [game.first_player]), "the marker lies on a floor not its holder's"
        )


def _check_tile_count(game: Game) -> None:
    totals = [0] * 5
    places = [game.bag, game.lid, game.center, *game.factories]
    for counts in places:
        for color in range(5):
            totals[color] += counts[color]
    for board in game.players:
        for color, count in zip(board.line_colors, board.line_counts, strict=True):
            if color >= 0:
                totals[color] += count
        for item in board.floor:
            if item != MARKER:
                totals[item] += 1
        for color in range(5):
            totals[color] += color_mask(board.colors, color).bit_count()
    for color, total in zip(COLORS, totals, strict=True):
        _require(total == TILES_PER_COLOR, f"{total} {color} tiles in the game, 20 expected")


# ----------------------------------------------------------------------------- small checks


# A stored game is read at every turn: the checks below test first and build their message
# only for a value that fails.

_LETTER = [color.letter.upper() for color in COLORS]
_BY_LETTER = {letter: Color(index) for index, letter in enumerate(_LETTER)}
_COLOR_BY_NAME = {name: Color(index) for index, name in enumerate(COLOR_NAMES)}


def _require(condition: bool, message: str) -> None:
    if not condition:
        _fail(message)


def _fail(message: str) -> NoReturn:
    raise ValueError(f"invalid game state: {message}")


def _int(data: dict, key: str, low: int = 0, high: int | None = None, *, where: str = "") -> int:
    value = data.get(key)
    if type(value) is int and value >= low and (high is None or value <= high):
        return value
    name = f"{where}.{key}" if where else key
    if not isinstance(value, int) or isinstance(value, bool):
        _fail(f"{name} must be an integer")
    if not (value >= low and (high is None or value <= high)):
        _fail(f"{name} out of range: {value}")
    return value


def _bool(data: dict, key: str) -> bool:
    value = data.get(key)
    if not isinstance(value, bool):
        _fail(f"{key} must be true or false")
    return value


def _list(data: dict, key: str) -> list:
    value = data.get(key)
    if not isinstance(value, list):
        _fail(f"{key} must be a list")
    return value


def _color(name: Any, where: str) -> Color:
    color = _COLOR_BY_NAME.get(name) if isinstance(name, str) else None
    if color is None:
        _fail(f"{where}: unknown color {name!r}")
    return color


def _counts_from_names(names: Any, where: str) -> list[int]:
    _require(isinstance(names, list), f"{where} must be a list of colors")
    counts = [0] * 5
    for name in names:
        color = _COLOR_BY_NAME.get(name) if isinstance(name, str) else None
        if color is None:
            _fail(f"{where}: unknown color {name!r}")
        counts[color] += 1
    return counts


def _counts_from_dict(data: Any, where: str) -> list[int]:
    _require(isinstance(data, dict) and set(data) == set(COLOR_NAMES), f"{where}: counts per color")
    return [_int(data, name, 0, TILES_PER_COLOR, where=where) for name in COLOR_NAMES]
