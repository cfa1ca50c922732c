"""What a feature brings to Discord: its ``/azul`` subcommands, its commands in a member's
menu, its buttons and menus and the views of the controls its posts carry. Each feature
declares one ``Front`` named ``FRONT`` in its cog; nothing else names a feature.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import discord
from discord import app_commands

from azul_bot.core import Controls, Post
from azul_bot.core.words import Words
from azul_bot.features import FEATURES

from .custom_ids import IdFormat, IdItem

Command = app_commands.Command[Any, ..., Any] | app_commands.Group
ViewOf = Callable[[Any, Words], discord.ui.View]
"""The buttons of one kind of ``Controls``, labelled in the server's language."""
AddTo = Callable[[Any, Words, discord.ui.View], None]
"""Buttons a feature adds to another's view of one kind of ``Controls`` (the review's under
a game's final scores, beside Rematch)."""
StatsLine = Callable[[discord.Interaction, int, Words], Awaitable[str]]
"""A line a feature adds under a member's ``/azul stats`` (by their user id)."""


@dataclass(frozen=True)
class Front:
    """One feature's front end."""

    commands: tuple[Command, ...] = ()
    """Its ``/azul`` subcommands (and subgroups), in the order Discord lists them; one named
    as an earlier feature's takes that one's place (it extends it: the seasons' leaderboard)."""
    menus: tuple[app_commands.ContextMenu, ...] = ()
    """Its commands in a member's or a message's menu (Apps), which cannot be subcommands:
    each is a command of its own beside ``/azul``."""
    buttons: tuple[type[IdItem[Any]], ...] = ()
    """Its buttons and menus, read back from their custom ids (so old messages keep working)."""
    views: Mapping[type[Controls], ViewOf] = field(default_factory=dict)
    """The view of each kind of controls its posts carry."""
    beside: Mapping[type[Controls], AddTo] = field(default_factory=dict)
    """What it adds to the views of other features' controls, after theirs."""
    unknown: Callable[[discord.Interaction], Awaitable[None]] | None = None
    """What answers a press on a custom id no feature's item reads (play's: the table as it
    stands); the first feature's that has one."""
    stats: tuple[StatsLine, ...] = ()
    """What it adds under a member's ``/azul stats`` (time away left), after the record."""
    seen: Callable[[discord.Interaction], Awaitable[None]] | None = None
    """What it notes of every interaction (the results: the name of the server it came from)."""
    letter: Callable[[Post, Words], discord.ui.View | None] | None = None
    """The buttons under what a place where the bot is no member is told without its own
    (a DM told instead of it, a reminder there): play's "Show the table"; the first
    feature's that has one."""


@cache
def fronts() -> tuple[Front, ...]:
    """The front end of every feature of the host, in the features' order (a feature without
    one brings nothing to Discord)."""
    found = []
    for name in FEATURES:
        module = front_module(name)
        if module is not None:
            found.append(importlib.import_module(module).FRONT)
    return tuple(found)


def front_module(name: str) -> str | None:
    """Where the feature ``name`` keeps its front end, its folder's cog; None for a feature
    that brings nothing to Discord."""
    module = f"azul_bot.features.{name}.cog"
    return module if importlib.util.find_spec(module) is not None else None


def context_menus() -> tuple[app_commands.ContextMenu, ...]:
    """Every feature's context menus, in the features' order (the sync digest hashes it)."""
    menus = [menu for front in fronts() for menu in front.menus]
    if len({(menu.type, menu.name) for menu in menus}) != len(menus):
        raise TypeError("two context menus of one type have the same name")
    return tuple(menus)


def dynamic_items() -> tuple[type[IdItem[Any]], ...]:
    """Every feature's buttons and menus (one per format of ``id_formats``)."""
    items = [item for front in fronts() for item in front.buttons]
    if len(set(items)) != len(items):
        raise TypeError("a button is declared by two features")
    id_formats()
    return tuple(items)


def id_formats() -> tuple[IdFormat, ...]:
    """Every custom-id format the running version reads, those of the features' buttons; a
    kind (an id's first field, ``review``) declared by two features is an error."""
    declared = [[item.format for item in front.buttons] for front in fronts()]
    kinds = [{f.layout.partition(":")[0] for f in formats} for formats in declared]
    if len(set().union(*kinds)) != sum(map(len, kinds)):
        raise TypeError("two features declare custom ids of one kind")
    return tuple(f for formats in declared for f in formats)


@cache
def _views() -> dict[type, ViewOf]:
    views: dict[type, ViewOf] = {}
    for front in fronts():
        for kind, view in front.views.items():
            if kind in views:
                raise TypeError(f"two views for {kind.__name__}")
            views[kind] = view
    return views


def view_of(controls: Controls | None, say: Words) -> discord.ui.View | None:
    """The buttons of a public message, labelled in the server's language (``say``)."""
    if controls is None:
        return None
    view = _views().get(type(controls))
    if view is None:
        raise TypeError(f"no view for {controls!r}")
    made = view(controls, say)
    for front in fronts():
        add = front.beside.get(type(controls))
        if add is not None:
            add(controls, say, made)
    return made


async def seen(interaction: discord.Interaction) -> None:
    """Every feature notes what it keeps of an interaction (``Front.seen``)."""
    for front in fronts():
        if front.seen is not None:
            await front.seen(interaction)


def letter_view(post: Post, say: Words) -> discord.ui.View | None:
    """The buttons a post about a game carries where its own are missing or would not work
    (``Front.letter``); None for a post about no game."""
    letter = next((front.letter for front in fronts() if front.letter is not None), None)
    return None if letter is None else letter(post, say)


async def answer_unknown(interaction: discord.Interaction) -> None:
    """A press on a button or a menu whose custom id no item reads, answered by the first
    feature that answers one (the bot's ``on_interaction`` sends here exactly those)."""
    answer = next(front.unknown for front in fronts() if front.unknown is not None)
    await answer(interaction)
