"""The status band: the headline (the round and whose turn, or the winners) with the bag and
lid, and under it the last move in move notation; drawn anew with every move."""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.engine import CENTER, FLOOR, Color, Event, Game, MarkerTaken, TilesTaken

from . import layout as L
from . import sprites, style
from .highlights import Marks
from .labels import Labels, Notation
from .layers import Command, Layer, Sprite, Text
from .layout import Rect, TableLayout
from .lettering import TEXT, badge_commands, fit, fit_around, middle_text, width
from .names import ELLIPSIS

THEME = style.THEME


def status_layer(
    lay: TableLayout,
    game: Game,
    shown: list[str],
    marks: Marks,
    events: list[Event],
    labels: Labels,
) -> Layer:
    """The headline (round and whose turn, or the winners) with the bag and lid while they
    matter, and under it the last move in move notation: who, from where, what, which line."""
    x0, baseline = L.headline_anchor(lay.status)
    right = L.stock_anchor(lay.status)[0]
    size, stock_size = TEXT["headline"], TEXT["stock"]
    commands: list[Command] = []
    room: float = right - x0
    if not game.is_over and game.current_player is not None:  # not in a grey wall's tiling
        stock = labels.stock.format(bag=sum(game.bag), lid=sum(game.lid))
        stock = fit(stock, (right - x0) * 2 // 5, stock_size)
        muted = THEME["text_muted"]
        commands.append(
            Text(stock, (right, baseline), stock_size, muted, align="right", kind="stock")
        )
        room -= width(stock, stock_size) + 24
    key, color = "name", THEME["text"]

    def shared(template: str, seats: Sequence[int]) -> str:
        """The names of ``seats`` in the room the words leave: the longest is cut first."""
        names = [shown[seat] for seat in seats]
        widths = [width(name, size, True) for name in names]
        room_left = room - width(template.format(round=game.round, names=""), size, True)
        room_left -= width(", ", size, True) * (len(names) - 1)
        while sum(widths) > room_left and max(widths) > width(ELLIPSIS, size, True):
            longest = widths.index(max(widths))
            target = max(widths[longest] - (sum(widths) - room_left), 0)
            target = max(target, sorted(widths)[-2] - 1 if len(widths) > 1 else 0)
            names[longest] = fit(names[longest], target, size, True)
            widths[longest] = width(names[longest], size, True)
        return ", ".join(names)

    if game.is_over:
        result = game.result
        assert result is not None
        color = THEME["winner"]
        if result.shared_victory:
            template, key = labels.shared_victory, "names"
            name = shared(template, result.winners)
        else:
            template, name = labels.winner, shown[result.winners[0]]
    elif game.current_player is None:  # a grey wall's tiling: those who place their tiles
        template, key = labels.tiling, "names"
        name = shared(template, game.to_place)
    else:
        template, name = labels.turn, shown[game.current_player]
    headline = fit_around(
        lambda name: template.format(round=game.round, **{key: name}), name, room, size, True
    )
    commands.append(Text(headline, (x0, baseline), size, color, bold=True, kind="headline"))
    commands += _move_notation(L.strip_rect(lay.status), events, shown, labels.notation)
    title = labels.variant_name(game.variant.code)
    if title:  # the layout gave its band a row for it (``VARIANT_NAMES``)
        commands.append(_title(lay.status, title))
    return Layer(lay.status, tuple(c for c in commands if not isinstance(c, Text) or c.content))


def _title(status: Rect, title: str) -> Text:
    """The variant's name, under the last move, sized like the bag and lid (the band's other
    fact that is not the turn's)."""
    size = TEXT["stock"]
    shown = fit(title, status.width - 2 * L.STATUS_PAD, size)  # a row of its own
    return middle_text(shown, L.title_anchor(status), "stock", THEME["text_muted"], bold=False)


def _move_notation(
    box: Rect, events: list[Event], shown: list[str], notation: Notation
) -> list[Command]:
    """The last move as players type it, drawn: ``Chloé  (2) 3 [red] → [4]``, with the
    marker when it came along. No words: the name, the source's badge, the count and the
    tiles, the line (the center's and the floor's in the letters of ``notation``)."""
    taken = next((e for e in events if isinstance(e, TilesTaken)), None)
    if taken is None:
        return []
    marker = any(isinstance(e, MarkerTaken) for e in events)
    middle = (box.y0 + box.y1) // 2
    line = notation.floor if taken.line == FLOOR else str(taken.line + 1)
    # Everything but the name, from the right end of the name onwards.
    rest = take_width(taken.count, marker)
    name = fit(shown[taken.player], box.width - rest - 14, TEXT["mover"], True)
    commands: list[Command] = [middle_text(name, (box.x0, middle), "mover", THEME["text"])]
    x = round(box.x0 + width(name, TEXT["mover"], True) + 14)
    source = notation.center if taken.source == CENTER else str(taken.source + 1)
    return commands + take_notation(x, middle, source, taken.color, taken.count, marker, line)


ARROW = "→"
# The gaps of a take in move notation: after the source's badge, after the count, after the
# tile (and the marker), after the arrow.
AFTER_SOURCE, AFTER_COUNT, AFTER_TILE, AFTER_ARROW = 10, 5, 8, 8


def take_notation(
    x: int, middle: int, source: str, color: Color, count: int, marker: bool, line: str
) -> list[Command]:
    """A take in move notation from ``x`` on, centered on ``middle``: a count is a number before
    its tiles; ``×2`` is the Crystal Mosaic's doubling."""
    size = TEXT["notation"]
    badge, tile = L.STRIP_BADGE, L.STRIP_TILE
    commands = badge_commands(source, L.square(x, middle - badge // 2, badge), "notation")
    x += badge + AFTER_SOURCE
    counted = str(count)
    commands.append(middle_text(counted, (x, middle), "notation", THEME["text"]))
    x += round(width(counted, size, True)) + AFTER_COUNT
    commands.append(Sprite("tile", (color, tile, sprites.BRIGHT), (x, middle - tile // 2)))
    x += tile + AFTER_TILE
    if marker:
        commands.append(Sprite("marker", (tile,), (x, middle - tile // 2)))
        x += tile + AFTER_TILE
    return commands + arrow_to(x, middle, line)


def take_width(count: int, marker: bool) -> int:
    """How wide ``take_notation`` draws a take of ``count`` tiles (and the marker)."""
    size, tile = TEXT["notation"], L.STRIP_TILE
    drawn = L.STRIP_BADGE + AFTER_SOURCE + round(width(str(count), size, True)) + AFTER_COUNT
    drawn += (tile + AFTER_TILE) * (2 if marker else 1)
    return drawn + round(width(ARROW, size)) + AFTER_ARROW + L.STRIP_BADGE


def arrow_to(x: int, middle: int, label: str) -> list[Command]:
    """An arrow from ``x`` on, then ``label`` in a slot-like badge: where a move goes."""
    size, badge = TEXT["notation"], L.STRIP_BADGE
    commands: list[Command] = [
        middle_text(ARROW, (x, middle), "notation", THEME["text_muted"], bold=False)
    ]
    x += round(width(ARROW, size)) + AFTER_ARROW
    at = (x, middle - badge // 2)
    commands.append(Sprite("filled", (badge, badge, 7, THEME["slot"]), at))
    commands.append(Sprite("frame", (badge, badge, 7, 2, THEME["slot_edge"]), at))
    commands.append(
        middle_text(label, (x + badge // 2, middle), "notation", THEME["text"], align="center")
    )
    return commands
