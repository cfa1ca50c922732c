"""The factory offer as the round search plays it: the table and the pattern lines in small
lists, a take made and unmade in place (``play``, ``unplay``), without the engine's checks
and events.

Within a round the walls do not change, and what the coming rounds bring is unknown: the
search needs only the factories, the center, the marker, each player's pattern lines and how
many floor slots they fill. A take is ``(source, color, line, count)``, the engine's numbers
(``CENTER`` for the center, ``FLOOR`` for the floor line).
"""

from __future__ import annotations

from azul_bot.engine import CENTER, FLOOR, Game

Take = tuple[int, int, int, int]
"""``(source, color, line, count)``: a take, with the number of tiles it takes."""


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
    )

    def __init__(self, game: Game) -> None:
        self.players = game.num_players
        self.factories = [factory[:] for factory in game.factories]
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

    def key(self) -> tuple:
        """The position, the same for tables that differ only in the factories' order (the
        transposition table's key)."""
        return (
            self.mover,
            self.marker,
            self.first,
            tuple(self.center),
            tuple(sorted(tuple(factory) for factory in self.factories if any(factory))),
            tuple(map(tuple, self.line_colors)),
            tuple(map(tuple, self.line_counts)),
            tuple(self.floors),
        )

    def open_lines(self, player: int) -> list[int]:
        """Per color, the pattern lines (bits) of ``player`` that can take it."""
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
        seen = set()
        sources = [(source, factory) for source, factory in enumerate(self.factories)]
        sources.append((CENTER, self.center))
        for source, tiles in sources:
            if source != CENTER:
                content = tuple(tiles)
                if content in seen or not any(tiles):
                    continue
                seen.add(content)
            for color in range(5):
                count = tiles[color]
                if not count:
                    continue
                lines = open_[color]
                if not lines:
                    takes.append((source, color, FLOOR, count))
                    continue
                for line in range(5):
                    if lines >> line & 1:
                        takes.append((source, color, line, count))
        return takes

    def play(self, take: Take) -> tuple:
        """Make ``take`` (one of ``takes``); returns what ``unplay`` needs."""
        source, color, line, count = take
        player = self.mover
        floors = self.floors
        before_floor = slots = floors[player]
        marker = False
        if source == CENTER:
            self.center[color] = 0
            if self.marker:
                marker = True
                self.marker = False
                slots += 1
            rest = None
        else:
            rest = self.factories[source]
            self.factories[source] = [0, 0, 0, 0, 0]
            center = self.center
            for other in range(5):
                if other != color:
                    center[other] += rest[other]
        before_color = before_count = 0
        if line == FLOOR:
            slots += count
        else:
            counts, colors = self.line_counts[player], self.line_colors[player]
            before_color, before_count = colors[line], counts[line]
            room = line + 1 - before_count
            put = count if count < room else room
            counts[line] = before_count + put
            colors[line] = color
            slots += count - put
        size = self.floor_size
        floors[player] = slots if slots < size else size
        self.left -= count
        self.supply[color] -= count
        first = self.first
        if marker:
            self.first = player
        self.mover = (player + 1) % self.players
        return (take, player, rest, before_color, before_count, before_floor, marker, first)

    def unplay(self, undo: tuple) -> None:
        """Unmake the take ``play`` returned ``undo`` for (the last one made)."""
        take, player, rest, before_color, before_count, before_floor, marker, first = undo
        source, color, line, count = take
        self.mover = player
        self.first = first
        self.left += count
        self.supply[color] += count
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
            for other in range(5):
                if other != color:
                    center[other] -= rest[other]
