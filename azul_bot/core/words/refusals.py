"""Why a request was refused, in the reader's language: the host says why with a code and
the values its sentence needs (catalogue key ``refusal-<code>``); the values that are game
pieces are said here, with the narrator's words. A challenged user is said as their mention:
a private answer pings nobody.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from azul_bot.engine import Color

from .catalogue import Words
from .durations import moment
from .narrator import color_name, source_name, tiles_list
from .seats import mention

PREFIX = "refusal-"
PERMISSION_PREFIX = "permission-"


def _color(say: Words, value: Any) -> str:
    return "" if value is None else color_name(say, Color(value))


def _permissions(say: Words, value: Any) -> str:
    """Each permission on a line of its own, with what fails without it."""
    return "\n".join(permission_line(say, name) for name in value)


def permission_line(say: Words, name: str, mark: str = "•") -> str:
    """A missing permission as Discord names it, and what fails without it, after ``mark``
    (a bullet in a refusal, ``/azul check``'s cross)."""
    line = say(
        "permission-line",
        permission=say(PERMISSION_PREFIX + name),
        why=say(f"{PERMISSION_PREFIX}why-{name}"),
    )
    return f"{mark} {line}"


_SAID: dict[str, Callable[[Words, Any], Any]] = {
    "source": source_name,
    "color": _color,
    "held": _color,
    "line": lambda say, line: int(line) + 1,
    "tiles": tiles_list,
    "permissions": _permissions,
    "game": lambda say, game: str(game),
    "refills": lambda say, at: moment(at),
    "challenged": lambda say, user: mention(int(user)),
}


def refusal_key(reason: str) -> str:
    return PREFIX + str(reason)


def refusal(say: Words, reason: str, values: Mapping[str, Any] | None = None) -> str:
    """The sentence for a refusal ``reason`` (a ``Refusal`` code) with its ``values``."""
    said = {
        name: _SAID[name](say, value)
        if name in _SAID
        else (value.value if isinstance(value, Enum) else value)
        for name, value in (values or {}).items()
    }
    return say(refusal_key(reason), **said)
