"""The notices stored with each change of a game, typed, and the one way they are written and
read, whichever feature's they are.

A notice holds facts, never a sentence: what cannot be known later, so the words are chosen
when it is posted. Before notices held facts, they held their text (a ``text`` key): a kind
whose old notices said their text alone reads such a payload as a ``SaidNotice``, posted as it
is. A payload that reads as none of these is ``Unreadable``: it is read all the same, and
delivering it fails (the outbox drops it, as it did before).

``encode(decode(notice)) == notice`` for every notice any version wrote.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from azul_bot.core.db import Notice

from .ports import Message


class GameNotice:
    """A kind of notice of a game: subclasses are frozen dataclasses with a ``kind`` (a class
    variable, the kind the store keeps) and ``read``, the one way a stored payload becomes
    one; ``said_before``: older versions stored this kind with a ``text`` of its own."""

    kind: ClassVar[str]
    said_before: ClassVar[bool] = False

    def __init_subclass__(cls, *, said_before: bool = False, **rest: Any) -> None:
        super().__init_subclass__(**rest)
        cls.said_before = said_before
        _known(cls.kind, cls.read)
        if said_before:
            SAID_KINDS.add(cls.kind)

    def payload(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def read(cls, payload: dict[str, Any]) -> GameNotice:
        raise NotImplementedError


@dataclass(frozen=True)
class SaidNotice:
    """A notice stored by the version before facts, which holds its own text: said as it is
    (``Said``), posted the way its ``kind`` is posted."""

    kind: str
    text: str

    def payload(self) -> dict[str, Any]:
        return {"text": self.text}


@dataclass(frozen=True)
class Unreadable:
    """A stored notice that reads as no notice: kept as it is, with ``why``."""

    kind: str
    stored: dict[str, Any]
    why: str

    def payload(self) -> dict[str, Any]:
        return self.stored


@dataclass(frozen=True)
class Said(Message):
    """A notice stored by an older version, which holds its own text: posted as it is."""

    text: str


TypedNotice = GameNotice | SaidNotice | Unreadable

READERS: dict[str, Callable[[dict[str, Any]], GameNotice]] = {}
"""Each kind of notice a feature defined, and how its payload is read."""
SAID_KINDS: set[str] = set()
"""The kinds whose notice said its text alone (a ``SaidNotice``) before notices held facts."""


def _known(kind: str, read: Callable[[dict[str, Any]], GameNotice]) -> None:
    if kind in READERS or kind in SAID_KINDS:
        raise TypeError(f"two kinds of notice are called {kind!r}")
    READERS[kind] = read


def old_text_kind(kind: str) -> str:
    """A kind that only older versions stored, holding nothing but a text (``text``): read
    as a ``SaidNotice``."""
    if kind in READERS or kind in SAID_KINDS:
        raise TypeError(f"two kinds of notice are called {kind!r}")
    SAID_KINDS.add(kind)
    return kind


def encode(notice: TypedNotice) -> Notice:
    """The notice as the store keeps it."""
    return Notice(notice.kind, notice.payload())


def decode(kind: str, payload: dict[str, Any]) -> TypedNotice:
    """A stored notice, typed; ``Unreadable`` (never an error) when it reads as none."""
    try:
        if kind in SAID_KINDS and "text" in payload:
            return SaidNotice(kind, text(payload["text"]))
        return READERS[kind](payload)
    except (KeyError, TypeError, ValueError) as error:
        return Unreadable(kind, payload, f"{type(error).__name__}: {error}")


def text(value: Any) -> str:
    """A payload's text, checked (a ``TypeError`` reads the notice as ``Unreadable``)."""
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is no text")
    return value
