"""The words every feature's words module declares, gathered from the host's list of
features."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from functools import cache
from typing import Any

from azul_bot.core import Said
from azul_bot.features import FEATURES


def words_module(name: str) -> str | None:
    """Where the feature ``name`` keeps its words, its folder's ``words``; None for a feature
    that says nothing of its own."""
    module = f"azul_bot.features.{name}.words"
    return module if importlib.util.find_spec(module) is not None else None


@cache
def sayings(table: str) -> dict[Any, Callable[..., str]]:
    """Every feature's ``table`` (``SAID``, ``DESCRIBED``, ``TITLED``: by a message's type;
    ``NAMED``: by a seat note's ``how``) in one; an older version's notice that held its
    own text (``Said``) says it as it is."""
    found: dict[Any, Callable[..., str]] = {}
    if table == "SAID":
        found[Said] = lambda _, message: message.text
    for name in FEATURES:
        module = words_module(name)
        if module is None:
            continue  # a feature that posts nothing of its own
        for kind, say in getattr(importlib.import_module(module), table, {}).items():
            if kind in found:
                raise TypeError(f"two {table} words for {kind!r}")
            found[kind] = say
    return found
