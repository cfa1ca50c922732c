"""The words of the table picture, from the catalogue. Each template is one catalogue message
formatted with its own field names as values (``round="{round}"``), which the renderer fills
in as it draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import renderers
from azul_bot.engine import Event, Game
from renderers.labels import TEMPLATES, Labels

from .catalogue import language_of, words
from .seats import NamedSeat, seat_names

KEYS: dict[str, str] = {
    "turn": "image-turn",
    "tiling": "image-tiling",
    "winner": "image-winner",
    "shared_victory": "image-shared-victory",
    "stock": "image-stock",
    "player": "image-player",
    "final_scores": "image-final-scores",
    "column_wall": "image-column-wall",
    "column_rows": "image-column-rows",
    "column_columns": "image-column-columns",
    "column_colors": "image-column-colors",
    "column_total": "image-column-total",
    "standing": "image-standing",
    "letter_blue": "letter-blue",
    "letter_yellow": "letter-yellow",
    "letter_red": "letter-red",
    "letter_black": "letter-black",
    "letter_white": "letter-white",
    "letter_center": "letter-center",
    "letter_floor": "letter-floor",
    "variant_crystal_1": "image-variant-crystal-1",
    "variant_crystal_2": "image-variant-crystal-2",
}
"""The catalogue message of each template of ``Labels``: its words (the names of the variants
it names among them), and the letters of the move notation (in ``picture.ftl``), which the
picture draws as a player of its language types them."""


@cache
def picture_labels(language: str) -> Labels:
    """The words of the table picture in ``language`` (one of ``words.LANGUAGES``)."""
    say = words(language)
    templates = {
        field: say(KEYS[field], **{name: "{" + name + "}" for name in names})
        for field, names in TEMPLATES.items()
    }
    return Labels(**templates)


def drawn_names(language: str, seats: Sequence[NamedSeat | str]) -> list[str]:
    """The names the picture draws: seats named in ``language`` (a computer's from its
    level), or names given as they are."""
    named = [seat for seat in seats if not isinstance(seat, str)]
    if len(named) < len(seats):
        return [seat if isinstance(seat, str) else seat.name for seat in seats]
    return seat_names(words(language), named)


def draw_table(
    game: Game,
    names: Sequence[NamedSeat | str],
    events: Sequence[Event] | None,
    language: str | None = None,
    seat: int | None = None,
) -> bytes:
    """The table as a PNG, its words in ``language`` (a Discord locale; English when None or
    another). A module-level function, so a worker process can run it. ``seat`` (0-based) draws
    the table from that player's side, for that player alone."""
    chosen = language_of(language)
    image = renderers.render_table(
        game,
        names=drawn_names(chosen, names),
        labels=picture_labels(chosen),
        events=list(events or ()) or None,
        seat=seat,
    )
    return renderers.to_png(image)
