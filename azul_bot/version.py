"""The bot's version, as the installed package says it (``--version``, ``/azul check``)."""

from __future__ import annotations

from importlib import metadata

PACKAGE = "azul-discord-bot"


def version() -> str:
    """The installed package's version."""
    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"
