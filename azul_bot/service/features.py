"""The host's parts in the order they may import one another, and its features in one list.

The service is a few shared layers (``SHARED``, lowest first: small modules, then
``delivery``, the ``house`` the rooms share and the ``plugs`` they fill) under folders by
feature (``FEATURES``). A part may import the parts before it in ``ORDER``, never one after
(``tests/test_import_order.py`` checks every import against it), so the shared layers know
no feature and a feature knows only those before it.

Each feature is a folder whose ``install`` registers all it brings (``plugs``): a folder of
its own, ``azul_bot/features/<feature>/`` (its package's ``install``), or, for those not moved
there yet, a folder of this package (``<feature>/install.py``); they install in this order too: a feature finds the
rooms of those before it (``Plugs.find``: the tournaments resign with play's endings), where
several have a say the first one's stands (time away is named before the digest beside a
seat), and the front end lists their slash commands in it. Start-up loads each one's front
end from the same list (``azul_bot.cogs.<feature>``, its words ``azul_bot.words.<feature>``),
and nothing else names a feature: adding one is its folder(s), its migrations, its words and
one line here.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Protocol

from .plugs import Plugs

SHARED: tuple[str, ...] = (
    "names",
    "clock",
    "cache",
    "refusals",
    "seats",
    "threads",
    "told",
    "store_errors",
    "hooks",
    "server_defaults",
    "deadlines",
    "computers",
    "pictures",
    "delivery",
    "options",
    "locales",
    "house",
    "plugs",
)
"""The shared modules and layers of the host, lowest first: none knows a feature."""

FEATURES: tuple[str, ...] = (
    "results",
    "seasons",
    "settings",
    "play",
    "lobby",
    "away",
    "digest",
    "tournaments",
    "checkup",
    "review",
)
"""The features of the host: what each does is in its folder's ``__init__``."""

ORDER: tuple[str, ...] = (*SHARED, *FEATURES, "features", "host")
"""Every part of the service (a module, or a folder), lowest first; the package's own face
(``__init__``) comes after them all."""


class Feature(Protocol):
    def install(self, plugs: Plugs) -> None: ...


def feature(name: str) -> Feature:
    """The entry of the feature called ``name``: its folder's public face
    (``azul_bot.features.<name>``)."""
    return importlib.import_module(f"azul_bot.features.{name}")


def install(plugs: Plugs, names: Sequence[str] = FEATURES) -> None:
    """Install the features called ``names``, in order."""
    for name in names:
        feature(name).install(plugs)
