"""Slash commands in the player's language: discord.py asks this translator for every name,
description and choice when the commands are synced, and Discord shows each user their own.

Keys follow the command tree, so a command needs no key of its own in the code: ``/azul new``
is ``cmd-azul-new`` (its description ``cmd-azul-new-desc``), its option ``thread`` is
``cmd-azul-new-thread``, and a choice is ``choice-<value>`` (values are the same in every
language, so what a command receives never depends on who typed it). A context menu's name
is a sentence of its own, not a path of the tree: it names its key (``menu_name``).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from azul_bot.core.words import DEFAULT_LANGUAGE, ENGLISH, language_of, words

DESCRIBED = (Where.command_description, Where.group_description, Where.parameter_description)


def command_key(qualified_name: str) -> str:
    return "cmd-" + qualified_name.replace(" ", "-")


def catalogue_key(context: app_commands.TranslationContext) -> str | None:
    """The catalogue key of what discord.py asks to translate, or None for anything else."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return command_key(data.qualified_name)
    if where in (Where.command_description, Where.group_description):
        return command_key(data.qualified_name) + "-desc"
    if where is Where.parameter_name:
        return f"{command_key(data.command.qualified_name)}-{data.name}"
    if where is Where.parameter_description:
        return f"{command_key(data.command.qualified_name)}-{data.name}-desc"
    if where is Where.choice_name:
        return f"choice-{data.value}"
    return None


GROUP = "azul"
"""Every command is a subcommand of ``/azul``."""


def about(*path: str) -> str:
    """The English description of ``/azul`` (or of what ``path`` names below it: a command,
    a subcommand of a group, an option: ``about("notify", "turns", "on")``), from the
    catalogue: Discord needs a default text, and it is the catalogue's English like every
    other word."""
    return ENGLISH(command_key(" ".join([GROUP, *path])) + "-desc")


def subcommand(
    *path: str, group: app_commands.Group | None = None
) -> Callable[[Callable[..., Coroutine[Any, Any, None]]], app_commands.Command[Any, ..., None]]:
    """The command ``/azul <path>`` (of ``group``, where it is one's) that its callback
    answers: named by the last of ``path``; it and each option of the callback's signature
    described by the catalogue's English (``about``)."""

    def make(
        callback: Callable[..., Coroutine[Any, Any, None]],
    ) -> app_commands.Command[Any, ..., None]:
        options = list(inspect.signature(callback).parameters)[1:]  # after the interaction
        app_commands.describe(**{option: about(*path, option) for option in options})(callback)
        made = group.command if group is not None else app_commands.command
        return made(name=path[-1], description=about(*path))(callback)

    return make


def choice(value: str) -> app_commands.Choice[str]:
    """A command choice shown in English by default and translated by the translator."""
    return app_commands.Choice(name=ENGLISH(f"choice-{value}"), value=value)


def menu_name(key: str) -> app_commands.locale_str:
    """A context menu's name: the catalogue's English for ``key``, which the translator
    reads in each language (Discord shows every user their own)."""
    return app_commands.locale_str(ENGLISH(key), key=key)


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        language = language_of(locale)
        key = string.extras.get("key") or catalogue_key(context)
        if key is None or language == DEFAULT_LANGUAGE:
            return None  # English is the default text already
        catalogue = words(language)
        return catalogue(key) if catalogue.has(key) else None
