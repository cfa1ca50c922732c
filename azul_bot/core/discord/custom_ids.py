"""The custom ids the bot puts on its buttons and menus, and ``IdItem``, the one base of every
button and menu, which makes its id from its fields and reads them back.

A message stays in a channel for months, and its buttons keep the ids of the version that
posted it; Discord sends back exactly those ids. So an id says which version of its format it
is, and a new format never silently misreads an old one: it reads it (the old layout stays,
its versions in ``reads``) or leaves it to the polite answer that every id no item reads gets,
which changes nothing. Ids posted before version 1 had no version (version 0) and the same
fields, so a table posted before the upgrade still plays.

An id is ``azul:v<version>:<kind>:<fields>`` (at most 100 characters). Every field is bounded
by its pattern, so nothing unbounded reaches a callback, and every value read back is checked
against the table as it is now. Start-up refuses a kind two features declare.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self, TypeVar

import discord

from azul_bot.engine import COLORS, FLOOR, WALL_SIZE

NAMESPACE = "azul"
VERSION = 1
"""The version written in every id made now."""
ID_LIMIT = 100  # Discord's

GAME = r"\d{1,20}"
MEMBER = r"\d{1,20}"
TURN = r"\d{1,20}"
ROUND = r"\d{1,4}"
SOURCE = r"-1|\d"  # -1 is the center
COLOR = f"[0-{len(COLORS) - 1}]"  # a ``Color`` value
LINE = f"[0-{FLOOR}]"
CELL = f"[0-{WALL_SIZE - 1}]"  # a wall's row or column
DIRECTION = "prev|next"
ANSWER = "yes|no"
PLACEHOLDER = re.compile(r"<(\w+)>")
NUMBER = re.compile(r"(?:\\d|[-0-9\[\]{},|])+")
"""The pattern of a field that holds a whole number (``\\d{1,20}``, ``-1|\\d``, ``[0-4]``): its
value is read back as an ``int``, any other field's as the text it is."""


@dataclass(frozen=True, eq=False)
class IdFormat:
    """One kind of id: its ``layout`` after the version (``src:<game>:<turn>:<source>``),
    the pattern of each ``<field>``, and the versions it reads (0: written without one)."""

    layout: str
    fields: dict[str, str]
    reads: tuple[int, ...] = (0, VERSION)
    pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)
    names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """Its fields in the layout's order."""

    def __post_init__(self) -> None:
        names = tuple(PLACEHOLDER.findall(self.layout))
        if sorted(names) != sorted(self.fields):
            raise ValueError(f"{self.layout!r} names the fields {names}, not {list(self.fields)}")
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "pattern", re.compile(self.template))

    @property
    def template(self) -> str:
        """The regular expression of a ``DynamicItem``: every version this format reads,
        each field a named group."""
        body = PLACEHOLDER.sub(lambda m: f"(?P<{m[1]}>{self.fields[m[1]]})", self.layout)
        written = "|".join(str(version) for version in self.reads if version)
        version = f"(?:v(?:{written}):)" if written else ""
        if written and 0 in self.reads:
            version += "?"  # or none at all: written before ids carried a version
        return f"{NAMESPACE}:{version}{body}"

    def make(self, **values: object) -> str:
        """The id of today's version with these field values; a value its own pattern would
        not read back is a bug here, not a dead button in a channel."""
        body = PLACEHOLDER.sub(lambda m: str(values[m[1]]), self.layout)
        custom_id = f"{NAMESPACE}:v{VERSION}:{body}"
        if len(custom_id) > ID_LIMIT or not self.pattern.fullmatch(custom_id):
            raise ValueError(f"{custom_id!r} is not a custom id of {self.layout!r}")
        return custom_id

    def read(self, match: re.Match[str]) -> list[int | str]:
        """The fields of an id its pattern matched, in the layout's order (a number an int)."""
        return [
            int(match[name]) if NUMBER.fullmatch(self.fields[name]) else match[name]
            for name in self.names
        ]


ItemT = TypeVar("ItemT", bound=discord.ui.Button[Any] | discord.ui.Select[Any], covariant=True)
NEVER = "(?!)"
"""The template of a class that reads no id itself (a base of buttons that look alike)."""


class IdItem(discord.ui.DynamicItem[ItemT], template=NEVER):
    """A button or a menu whose custom id carries its fields, made and read by its format: a
    subclass names it (``class ConfirmMove(IdButton, format=CONFIRM_MOVE)``), takes the
    format's fields first, in the layout's order, and hands them on with its Discord item;
    each is then its attribute of the field's name. An id read back makes the item again from
    its fields alone."""

    format: ClassVar[IdFormat]

    def __init_subclass__(cls, *, format: IdFormat | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(template=NEVER if format is None else format.pattern, **kwargs)
        if format is not None:
            cls.format = format

    def __init__(self, item: ItemT, /, *values: int | str) -> None:
        fields = dict(zip(self.format.names, values, strict=True))
        item.custom_id = self.format.make(**fields)
        super().__init__(item)
        for name, value in fields.items():
            setattr(self, name, value)

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        made: Callable[..., Self] = cls  # a subclass takes its fields first
        return made(*cls.format.read(match))


IdButton = IdItem[discord.ui.Button[Any]]
IdSelect = IdItem[discord.ui.Select[Any]]
