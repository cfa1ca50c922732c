"""A server's setting that a feature keeps in its own table and ``/azul settings`` offers
beside the host's rules: the feature declares it when it installs (``Host.add_server_setting``)
and the settings feature saves and shows it without knowing what it means."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from azul_bot.core.db import Work

V = TypeVar("V")


@dataclass(frozen=True)
class ServerSetting(Generic[V]):
    option: str
    """Its option of ``/azul settings`` (a name no other setting has)."""
    read: Callable[[int], Work[V]]
    """The server's value (by guild id): the one saved, or the default."""
    write: Callable[[int, V], Work[None]]
    """Saves a value, checked, in the transaction that saves the others given with it."""
    check: Callable[[int | str], V]
    """The value an admin gave, as saved; ``BadInput`` with the feature's refusal code."""
    line: Callable[[Any, V], str]
    """Its line in ``/azul settings``, in the reader's words (``Words``)."""
    cleared: Callable[[int], Work[None]] | None = None
    """Takes it back to none (``reset``); None: it cannot be reset."""
    then: Callable[[int], Awaitable[object]] | None = None
    """What follows a value saved (by guild id), after the transaction."""
