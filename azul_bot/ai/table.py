"""The factory offer as the round search plays it: the table and the pattern lines in small
lists, a take made and unmade in place (``play``, ``unplay``), without the engine's checks
and events.

Within a round the walls do not change, and what the coming rounds bring is unknown: the
search needs only the factories, the center, the marker, each player's pattern lines and how
many floor slots they fill. A take is ``(source, color, line, count)``, the engine's numbers
(``CENTER`` for the center, ``FLOOR`` for the floor line).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from azul_bot.engine import CENTER, FLOOR, Game
from azul_bot.engine.scoring import BITS
from azul_bot.engine.tiles import TILES_PER_COLOR

Take = tuple[int, int, int, int]
"""``(source, color, line, count)``: a take, with the number of tiles it takes."""

_MASK = (1 << 64) - 1
_random = random.Random(40)


def _codes(*shape: int) -> list:
    """Random 64-bit numbers in nested lists of ``shape`` (Zobrist keys; fixed: a search is
    reproducible)."""
    if len(shape) == 1:
        return [_random.getrandbits(64) for _ in range(shape[0])]
    return [_codes(*shape[1:]) for _ in range(shape[0])]


_MOST = TILES_PER_COLOR + 1
_MOVER = _codes(4)
_FIRST = _codes(4)
_MARKER = _random.getrandbits(64)
_CENTER = _codes(5, _MOST)
_LINE = _codes(4, 5, 6, 6)  # [player][line][color + 1][count]
_FLOOR = _codes(4, 16)
_SUPPLY = _codes(5, _MOST)  # [color][tiles of it left on the table]
_HOLDER = _codes(5)  # [who holds the marker + 1]: -1 while it lies in the center
_EMPTY = (0, 0, 0, 0, 0)
"""An emptied factory (the same object: ``is`` tells it)."""
_FACTORY: dict[tuple[int, ...], int] = {_EMPTY: 0}


def _add_takes(takes: list[Take], source: int, tiles: Sequence[int], open_: list[int]) -> None:
    for color in range(5):
        count = tiles[color]
        if count:
            lines = open_[color]
            if lines:
                for line in BITS[lines]:
                    takes.append((source, color, line, count))
            else:
                takes.append((source, color, FLOOR, count))


def _factory(content: Sequence[int]) -> int:
    """A factory's key: added, not xored, into the table's, so that two identical factories
    do not cancel out, and the same whatever their order; drawn from its content alone."""
    tiles = tuple(content)
    code = _FACTORY.get(tiles)
    if code is None:
        seed = sum(count << (5 * color) for color, count in enumerate(tiles))
        code = _FACTORY[tiles] = random.Random(seed).getrandbits(64)
    return code


class Table:
    """One round's factory offer, copied from a game (``Table.of``)."""

    __slots__ = (
        "players",
        "factories",
        "center",
        "marker",
        "first",
        "mover",
        "left",
        "line_colors",
        "line_counts",
        "floors",
        "row_colors",
        "floor_size",
        "supply",
        "hash",
        "leaf",
        "stock",
        "boards",
        "_open",
        "_codes",
        "_twins",
        "_spread",
    )

    def __init__(self, game: Game) -> None:
        self.players = game.num_players
        # Tuples: a factory is never changed, only emptied (``_EMPTY``) and refilled.
        self.factories = [tuple(factory) if any(factory) else _EMPTY for factory in game.factories]
        self._codes = [_factory(factory) for factory in self.factories]
        # Per factory, its colors with their counts: what a take sends to the center.
        self._spread = [
            tuple((color, count) for color, count in enumerate(factory) if count)
            for factory in self.factories
        ]
        self._twins = [
            tuple(i for i in range(source) if self.factories[i] == tiles)
            for source, tiles in enumerate(self.factories)
        ]
        self.center = game.center[:]
        self.marker = game.marker_in_center
        self.first = game.first_player
        self.mover = game.taker
        self.supply = supply = self.center[:]
        for factory in self.factories:
            for color in range(5):
                supply[color] += factory[color]
        self.left = sum(supply)
        boards = game.players
        self.line_colors = [board.line_colors[:] for board in boards]
        self.line_counts = [board.line_counts[:] for board in boards]
        self.floor_size = size = game.variant.floor_size
        self.floors = [min(size, len(board.floor)) for board in boards]
        self.row_colors = [board.row_colors for board in boards]
        self.boards = [self.board_key(player) for player in range(self.players)]
        self._open: dict[int, list[int]] = {}
        self.hash = self.key()
        self.stock = self.stock_key()
        self.leaf = self.leaf_key()

    def key(self) -> int:
        """The position, the same for tables that differ only in the factories' order (the
        transposition table's key), computed afresh: ``hash`` keeps it up to date through
        ``play`` and ``unplay``. A Zobrist key: 64 random bits summed per part, so two
        positions share one only by a chance in 2**64."""
        key = _MOVER[self.mover] + _FIRST[self.first] + (_MARKER if self.marker else 0)
        for color, count in enumerate(self.center):
            key += _CENTER[color][count]
        for factory in self.factories:
            key += _factory(factory)
        for player in range(self.players):
            key += self.board_key(player)
        return key & _MASK

    def leaf_key(self) -> int:
        """What a round's end values, the same for tables that differ only in where the tiles
        lie and who moves (the leaves' key): the boards, the tiles left of each color and who
        holds the marker, computed afresh; ``leaf`` keeps it up to date."""
        key = _HOLDER[0 if self.marker else self.first + 1] + sum(self.boards)
        return (key + self.stock_key()) & _MASK

    def stock_key(self) -> int:
        """The tiles left of each color, wherever they lie (``stock`` keeps it up to date)."""
        return sum(_SUPPLY[color][count] for color, count in enumerate(self.supply)) & _MASK

    def board_key(self, player: int) -> int:
        """``player``'s part of the key: their pattern lines and floor (``boards`` keeps it up
        to date; the round's end values a board by it)."""
        colors, counts, codes = self.line_colors[player], self.line_counts[player], _LINE[player]
        key = _FLOOR[player][self.floors[player]]
        for line in range(5):
            key += codes[line][colors[line] + 1][counts[line]]
        return key

    def open_lines(self, player: int) -> list[int]:
        """Per color, the pattern lines (bits) of ``player`` that can take it (kept by
        board: the walls do not change within a round)."""
        key = self.boards[player]
        open_ = self._open.get(key)
        if open_ is None:
            open_ = self._open[key] = self._open_lines(player)
        return open_

    def _open_lines(self, player: int) -> list[int]:
        colors, counts, held = self.line_colors[player], self.line_counts[player], 0
        row_colors = self.row_colors[player]
        open_ = [0, 0, 0, 0, 0]
        for line in range(5):
            color = colors[line]
            if color < 0:
                held = row_colors >> (5 * line)
                for other in range(5):
                    if not held >> other & 1:
                        open_[other] |= 1 << line
            elif counts[line] <= line:
                open_[color] |= 1 << line
        return open_

    def takes(self) -> list[Take]:
        """The mover's takes worth searching, in source order: one factory of each content
        (identical factories lead to the same positions), every line that can take the
        color, and the floor for a color only when no line can take it (a line always
        catches a tile the floor would have cost)."""
        open_ = self.open_lines(self.mover)
        takes: list[Take] = []
        for source, tiles in self.sources():
            _add_takes(takes, source, tiles, open_)
        return takes

    def sources(self) -> list[tuple[int, Sequence[int]]]:
        """Where the mover may take from, with what each holds: the factories not empty but
        the second of two alike (while the first is full), then the center."""
        factories, twins = self.factories, self._twins
        found: list[tuple[int, Sequence[int]]] = []
        for source, tiles in enumerate(factories):
            if tiles is _EMPTY:
                continue
            alike = twins[source]
            if alike and any(factories[twin] is not _EMPTY for twin in alike):
                continue
            found.append((source, tiles))
        found.append((CENTER, self.center))
        return found

    def take_of(self, source: int, color: int, line: int) -> Take:
        """The take of ``color`` from ``source`` (a factory's index or ``CENTER``) to
        ``line`` (or ``FLOOR``), with its count; a factory like an earlier one is taken as
        that one (``takes`` offers only the first)."""
        tiles = self.center if source == CENTER else self.factories[source]
        if source != CENTER:
            source = next(i for i, other in enumerate(self.factories) if other == tiles)
        if not tiles[color]:
            raise ValueError(f"no tile of color {color} in source {source}")
        return (source, color, line, tiles[color])

    def play(self, take: Take) -> tuple:
        """Make ``take`` (one of ``takes``); returns what ``unplay`` needs."""
        source, color, line, count = take
        player = self.mover
        floors = self.floors
        before_floor = slots = floors[player]
        before_hash, before_leaf, board = self.hash, self.leaf, self.boards[player]
        center = self.center
        key = before_hash - board - _MOVER[player] - _CENTER[color][center[color]]
        marker = False
        leaf = before_leaf
        if source == CENTER:
            center[color] = 0
            if self.marker:
                marker = True
                self.marker = False
                slots += 1
                key += _FIRST[player] - _FIRST[self.first] - _MARKER
                leaf += _HOLDER[player + 1] - _HOLDER[0]
            rest = None
        else:
            rest = self.factories[source]
            self.factories[source] = _EMPTY
            key -= self._codes[source]
            codes = _CENTER
            for other, more in self._spread[source]:
                if other != color:
                    had = center[other]
                    center[other] = now = had + more
                    key += codes[other][now] - codes[other][had]
        key += _CENTER[color][center[color]]
        before_color = before_count = 0
        after, put, floors[player] = self._lined(player, color, line, count, slots)
        if line != FLOOR:
            counts, colors = self.line_counts[player], self.line_colors[player]
            before_color, before_count = colors[line], counts[line]
            counts[line] = before_count + put
            colors[line] = color
        self.boards[player] = after
        self.left -= count
        supply = self.supply
        had = supply[color]
        supply[color] = had - count
        stock = _SUPPLY[color][had - count] - _SUPPLY[color][had]
        self.stock = (self.stock + stock) & _MASK
        self.leaf = (leaf + after - board + stock) & _MASK
        first = self.first
        if marker:
            self.first = player
        self.mover = mover = (player + 1) % self.players
        self.hash = (key + after + _MOVER[mover]) & _MASK
        return (
            take,
            player,
            rest,
            before_color,
            before_count,
            before_floor,
            marker,
            first,
            before_hash,
            before_leaf,
            board,
        )

    def leaf_after(self, take: Take) -> int:
        """``leaf`` once ``take`` is made, without making it: the search's leaves are looked
        up before they are played (most have been valued already)."""
        source, color, line, count = take
        player = self.mover
        slots = self.floors[player]
        leaf = self.leaf - self.boards[player]
        if source == CENTER and self.marker:
            slots += 1
            leaf += _HOLDER[player + 1] - _HOLDER[0]
        after = self._lined(player, color, line, count, slots)[0]
        have = self.supply[color]
        return (leaf + after + _SUPPLY[color][have - count] - _SUPPLY[color][have]) & _MASK

    def _lined(
        self, player: int, color: int, line: int, count: int, slots: int
    ) -> tuple[int, int, int]:
        """What ``count`` tiles of ``color`` on ``line`` (or the floor) make of ``player``'s
        board: its key (``boards``), the tiles the line takes, and the floor's slots
        (``slots`` before the overflow)."""
        board = self.boards[player]
        if line == FLOOR:
            put, after = 0, board
        else:
            codes, had = _LINE[player][line], self.line_counts[player][line]
            room = line + 1 - had
            put = count if count < room else room
            after = (
                board - codes[self.line_colors[player][line] + 1][had] + codes[color + 1][had + put]
            )
        slots += count - put
        if slots > self.floor_size:
            slots = self.floor_size
        floor = _FLOOR[player]
        return after + floor[slots] - floor[self.floors[player]], put, slots

    def unplay(self, undo: tuple) -> None:
        """Unmake the take ``play`` returned ``undo`` for (the last one made)."""
        (
            take,
            player,
            rest,
            before_color,
            before_count,
            before_floor,
            marker,
            first,
            key,
            leaf,
            board,
        ) = undo
        source, color, line, count = take
        self.hash, self.leaf, self.boards[player] = key, leaf, board
        self.mover = player
        self.first = first
        self.left += count
        supply = self.supply
        had = supply[color]
        supply[color] = had + count
        self.stock = (self.stock + _SUPPLY[color][had + count] - _SUPPLY[color][had]) & _MASK
        self.floors[player] = before_floor
        if line != FLOOR:
            self.line_counts[player][line] = before_count
            self.line_colors[player][line] = before_color
        if source == CENTER:
            self.center[color] = count
            if marker:
                self.marker = True
        else:
            self.factories[source] = rest
            center = self.center
            for other, more in self._spread[source]:
                if other != color:
                    center[other] -= more
