"""What the Discord-level tests read off simcord's results and messages: the answer to a
command or a click, what it said, the buttons under a message, and the words a move's
command takes; a message as an earlier version posted it, a game's thread, whether a text
reads in a language. One copy for every test of ``tests/bot/`` and ``tests/features/*/``."""

from __future__ import annotations

import contextlib
import re
import sqlite3

import discord
from simcord.enums import ComponentType

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


async def finish_by(table, how: str, players: int) -> None:
    for move in table.short_games.remaining[players]:
        before = table.channel.last_message.id
        if how == "commands":
            result = await table.play_command(move)
            # The public turn message says it all: the private "thinking" answer is removed.
            assert result.response is None and not result.followups, result
        else:
            result = await table.play_buttons(move)
            assert result.response.content.startswith("Played: "), result
        assert table.channel.last_message.id != before


def database(path) -> list[str]:
    """Every row of every table: what "changes nothing" compares."""
    with contextlib.closing(sqlite3.connect(path)) as connection:
        return list(connection.iterdump())


def stored(env, message):
    """The message as simcord's Discord holds it (its components as sent: dicts)."""
    channel_id = getattr(message, "channel_id", None) or message.channel.id
    return env.backend.get_message(channel_id, message.id)


def posted_with(env, message, components: list[dict]) -> None:
    """The message as an earlier version posted it: the same message, other components."""
    stored(env, message).components = components


def button(custom_id: str, label: str = "Take") -> list[dict]:
    return [
        {
            "type": ComponentType.ACTION_ROW,
            "components": [
                {"type": ComponentType.BUTTON, "style": 2, "label": label, "custom_id": custom_id}
            ],
        }
    ]


def thread_named(result, channel):
    """The thread that the answer to ``/azul new`` points to (``Lobby opened in <#id>``)."""
    found = re.search(r"<#(\d+)>", said(result))
    assert found, said(result)
    thread = next(t for t in channel.threads if t.id == int(found[1]))
    assert thread.is_thread
    return thread


def bot_posts(channel):
    """What the bot itself wrote in ``channel`` (Discord's "thread created" notes aside)."""
    return [m for m in channel.history() if m.type != discord.MessageType.thread_created]


async def open_in_thread(table, host, guests):
    """A game of ``host`` and ``guests`` in a new thread of the table's channel, started."""
    thread = thread_named(await host.slash(table.channel, "azul new", thread=True), table.channel)
    lobby = thread.last_message
    for guest in guests:
        await guest.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    assert "Azul begins" in thread.last_message.content
    return thread


async def finish_in(table, thread) -> None:
    for move in table.short_games.remaining[2]:
        await table.play_command(move, channel=thread)
    assert "Game over — final scores" in thread.last_message.content


async def archive(env, thread) -> None:
    env.backend.edit_channel(thread.id, {}, thread_metadata={"archived": True})
    await env.settle()


# Words of English that neither French nor Dutch uses, and words each language cannot do
# without: a message reads French if it has some of the latter and none of the former.
ENGLISH = re.compile(
    r"\b(the|your|took|turn|round|thanks|lobby|seats?|host|waiting|with|from|wins|floor|line|"
    r"factory|center|tiles?|thinking|still|updated|begins|drawn|play|left|game|over|final|"
    r"nothing|placed)\b",
    re.IGNORECASE,
)


OWN = {
    "fr": re.compile(
        r"\b(la|le|les|de|du|des|à|au|vous|partie|prend|manche|table|merci|ordinateur)\b", re.I
    ),
    "nl": re.compile(
        r"\b(de|het|van|een|je|jouw|nam|ronde|tafel|bedankt|spel|beurt|computer)\b", re.I
    ),
}


MARKUP = re.compile(r"<[@#t][^>]*>|https://\S+|`/azul \w+`")


def _plain(text: str) -> str:
    plain = MARKUP.sub(" ", text)
    for name in ("alice", "bob", "carol", "boss"):
        plain = plain.replace(name, " ")
    return plain


def reads(language: str, text: str) -> bool:
    """``text`` is written in ``language`` (mentions, links and names aside)."""
    plain = _plain(text)
    return not ENGLISH.search(plain) and bool(OWN[language].search(plain))


def not_reading(language: str, texts: list[str]) -> list[str]:
    """The texts not in ``language``, each with the English words found in it."""
    return [
        f"{ENGLISH.findall(_plain(text))}: {text}" for text in texts if not reads(language, text)
    ]
