"""What the Discord-level tests read off simcord's results and messages: the answer to a
command or a click, what it said, the buttons under a message, and the words a move's
command takes. One copy for every test of ``tests/bot/`` and ``tests/features/*/``."""

from __future__ import annotations

from azul_bot.core.discord.custom_ids import NAMESPACE, VERSION
from azul_bot.engine import CENTER, FLOOR, Move


def answer(result, *, private: bool = False):
    """The message a command or a click was answered with: its last follow-up, else its
    reply. ``private``: it must be one only the presser sees."""
    message = result.followups[-1] if result.followups else result.response
    if private:
        assert message is not None and message.ephemeral, result
    return message


def said(result, *, private: bool = False) -> str:
    """The text of ``answer(result)``."""
    return answer(result, private=private).content


def custom_ids(message) -> list[str]:
    """Every custom id under a message (simcord's dict rows or discord.py's ActionRows)."""
    ids = []
    for row in message.components:
        children = row.get("components", []) if isinstance(row, dict) else row.children
        for child in children:
            ids.append(child.get("custom_id", "") if isinstance(child, dict) else child.custom_id)
    return [i for i in ids if i]


def button_labels(message) -> list[str]:
    """The labels of the buttons under a message (simcord's dict rows or discord.py's)."""
    labels = []
    for row in message.components:
        children = row.get("components", []) if isinstance(row, dict) else row.children
        for child in children:
            labels.append(child.get("label", "") if isinstance(child, dict) else child.label)
    return labels


def id_start(kind: str) -> str:
    """How the custom id of a ``kind`` button (src, lobby:addbot) made now begins."""
    return f"{NAMESPACE}:v{VERSION}:{kind}:"


def button_id(message, kind: str, value: int) -> str:
    """The custom id of the ``kind`` button (src, col, line) that ends in ``value``."""
    for custom_id in custom_ids(message):
        if custom_id.startswith(id_start(kind)) and custom_id.endswith(f":{value}"):
            return custom_id
    raise AssertionError(f"no {kind} button for {value} in {custom_ids(message)}")


def wall_buttons(message) -> list[str]:
    """The custom ids of the wall's columns under a placement picker."""
    return [i for i in custom_ids(message) if i.startswith(id_start("wall"))]


def source_text(move: Move) -> str:
    """The move's factory as ``/azul play`` takes it."""
    return "center" if move.source == CENTER else str(move.source + 1)


def line_text(move: Move) -> str:
    """The move's pattern line as ``/azul play`` takes it."""
    return "floor" if move.line == FLOOR else str(move.line + 1)
