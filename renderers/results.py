"""The final scores, drawn in the factories' place once the game is over: a row per player,
a column per bonus, the winners starred."""

from __future__ import annotations

from azul_bot.engine import Game

from . import layout as L
from . import style
from .labels import Labels
from .layers import Layer, Point, Text
from .layout import Rect, TableLayout
from .lettering import TEXT, fit, fit_around, width

THEME = style.THEME

RESULT_COLUMNS = (60, 60, 60, 60, 66)  # the narrowest each column of the final scores may be
NAME_COLUMN = 200  # ... and the names' column, if headings in some language are long


def result_columns(labels: Labels, room: int) -> tuple[int, ...]:
    """The widths of the final scores' columns (wall, rows, columns, colors, total): each at
    least its ``RESULT_COLUMNS`` width and as wide as its heading, within ``room``."""
    wanted = [
        max(least, round(width(heading, TEXT["result"])) + 18)
        for least, heading in zip(RESULT_COLUMNS, labels.columns, strict=True)
    ]
    excess = sum(wanted) - room
    if excess > 0:  # the widest give way; their headings are then cut
        for _ in range(excess):
            widest = max(range(len(wanted)), key=lambda i: wanted[i] - RESULT_COLUMNS[i])
            wanted[widest] -= 1
    return tuple(wanted)


def results_layer(lay: TableLayout, game: Game, shown: list[str], labels: Labels) -> Layer:
    """Final standings in the factories' place: a row per player, a column per bonus."""
    result = game.result
    assert result is not None
    commands: list[Text] = []
    size = TEXT["result"]

    def add(content: str, anchor: Point, color: style.RGB, **how) -> None:
        commands.append(Text(content, anchor, size, color, middle=True, kind="result", **how))

    pad = L.RESULT_PAD
    area = Rect(lay.area.x0 + 12, lay.area.y0 + pad, lay.area.x1 - 12, lay.area.y1 - pad)
    rows = sorted(result.players, key=lambda r: (r.rank, r.player))
    name_x = area.x0 + 28
    muted = THEME["text_muted"]
    line_h = min(40, area.height // (len(rows) + 1))
    y = area.y0 + (area.height - line_h * (len(rows) + 1)) // 2 + line_h // 2
    columns = result_columns(labels, area.x1 - name_x - NAME_COLUMN)
    first_col = area.x1 - sum(columns)
    heading = fit(labels.final_scores, first_col - 8 - name_x, size, True)
    add(heading, (name_x, y), muted, bold=True)
    x = first_col
    for label, column in zip(labels.columns, columns, strict=True):
        add(fit(label, column - 14, size), (x + column - 8, y), muted, align="right")
        x += column
    for r in rows:
        y += line_h
        winner = r.player in result.winners
        ink = THEME["winner"] if winner else THEME["text"]
        if winner:
            add("★", (area.x0 + 2, y), THEME["winner"], bold=True)
        values = (
            str(r.wall_score),
            f"+{r.row_bonus}",
            f"+{r.column_bonus}",
            f"+{r.color_bonus}",
            str(r.score),
        )
        x = first_col
        for column, value in zip(columns, values, strict=True):
            add(value, (x + column - 8, y), ink, bold=value is values[-1], align="right")
            x += column

        def standing(name: str, rank: int = r.rank) -> str:
            return labels.standing.format(rank=rank, name=name)

        name = fit_around(standing, shown[r.player], first_col - name_x - 8, size, True)
        add(name, (name_x, y), ink, bold=True)
    return Layer(lay.area, tuple(commands))
