"""Slash commands in French and Dutch, through discord.py's own translation of the real command
tree: every name obeys Discord's rule (discord.py would only find a bad one at sync time), and
every command, option and choice has its words in every language; so has every context menu
(a member's Apps), under Discord's own rule for its names."""

from __future__ import annotations

import discord
import pytest
from discord.ext import commands

from azul_bot.core.discord.azul import Azul
from azul_bot.core.discord.translator import CatalogueTranslator
from azul_bot.core.words import ENGLISH

LOCALES = ("fr", "nl")
SLASH = discord.AppCommandType.chat_input.value
NAME_CHARACTERS = "-_'"


def obeys_discords_name_rule(name: str) -> bool:
    """1–32 characters, lowercase, letters, digits, ``-``, ``_`` or ``'``; no spaces."""
    return (
        1 <= len(name) <= 32
        and name == name.lower()
        and all(char.isalnum() or char in NAME_CHARACTERS for char in name)
    )


def obeys_discords_menu_name_rule(name: str) -> bool:
    """A context menu's name: 1–32 characters, spaces and capitals allowed."""
    return 1 <= len(name) <= 32 and name == name.strip()


@pytest.fixture
async def synced():
    """Every command of the tree as the sync sends it, translations included."""
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    await bot.add_cog(Azul(bot))
    translator = CatalogueTranslator()
    found = [
        await command.get_translated_payload(bot.tree, translator)
        for command in bot.tree.get_commands()
    ]
    await bot.close()
    return found


@pytest.fixture
def payloads(synced):
    """The slash commands (``/azul``)."""
    return [payload for payload in synced if payload.get("type", SLASH) == SLASH]


@pytest.fixture
def menus(synced):
    """The context menus (right-click, Apps)."""
    found = [payload for payload in synced if payload.get("type", SLASH) != SLASH]
    assert found, "the member's menu lost its commands"
    return found


def walk(payload: dict, path: tuple[str, ...] = ()):
    """Every command, group and option of a payload, with the words Discord receives."""
    here = (*path, payload["name"])
    yield here, payload
    for option in payload.get("options", []):
        yield from walk(option, here)


async def test_every_name_and_description_is_translated_within_discords_rules(payloads):
    checked = 0
    for payload in payloads:
        for path, item in walk(payload):
            for locale in LOCALES:
                name = item.get("name_localizations", {}).get(locale)
                assert name is not None, f"{'/'.join(path)} has no {locale} name"
                assert obeys_discords_name_rule(name), f"{locale} {name!r} ({'/'.join(path)})"
                description = item.get("description_localizations", {}).get(locale)
                assert description and len(description) <= 100, (path, locale, description)
                for choice in item.get("choices", []):
                    shown = choice.get("name_localizations", {}).get(locale)
                    assert shown and 1 <= len(shown) <= 100, (path, choice, locale)
                checked += 1
    assert checked > 60


async def test_names_within_one_command_stay_distinct_in_each_language(payloads):
    for payload in payloads:
        for path, item in walk(payload):
            options = item.get("options", [])
            for locale in LOCALES:
                names = [o["name_localizations"][locale] for o in options]
                assert len(names) == len(set(names)), (path, locale, names)


async def test_the_english_names_and_descriptions_are_the_catalogues(payloads):
    for payload in payloads:
        for path, item in walk(payload):
            key = "cmd-" + "-".join(path)
            assert ENGLISH(key) == item["name"]
            assert ENGLISH(key + "-desc") == item["description"]
            for choice in item.get("choices", []):
                assert ENGLISH(f"choice-{choice['value']}") == choice["name"]


async def test_every_context_menu_is_named_in_every_language_within_discords_rule(menus):
    # Its English name is the catalogue's, like every other word.
    assert [menu["name"] for menu in menus] == [ENGLISH("menu-challenge")]
    for menu in menus:
        names = {"en": menu["name"], **menu.get("name_localizations", {})}
        for locale, name in names.items():
            assert obeys_discords_menu_name_rule(name), (locale, name)
        assert set(LOCALES) <= set(names), f"{menu['name']!r}: {sorted(names)}"
        assert len(set(names.values())) == len(names), names  # each said its own way
