"""Command sync: to the development guild when configured, and only when the commands changed."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands

import azul_bot.bot
from azul_bot.bot import AzulBot
from azul_bot.core import ServiceOptions
from azul_bot.core.discord import Azul


async def bot_with_cog(db_path, **options) -> tuple[AzulBot, list]:
    bot = AzulBot(db_path=db_path, options=ServiceOptions(), **options)
    await bot.add_cog(Azul(bot))
    synced: list = []

    async def fake_sync(*, guild=None):
        synced.append(guild.id if guild else None)
        return []

    bot.tree.sync = fake_sync  # type: ignore[method-assign]
    return bot, synced


async def test_sync_only_when_the_command_set_changed(tmp_path):
    db = tmp_path / "azul.sqlite3"
    bot, synced = await bot_with_cog(db)
    assert await bot.sync_commands() is True
    assert synced == [None]  # globally
    assert (tmp_path / "azul.sqlite3.commands-sync").is_file()

    bot, synced = await bot_with_cog(db)
    assert await bot.sync_commands() is False and synced == []

    bot, synced = await bot_with_cog(db)

    @app_commands.command(name="extra", description="a new command")
    async def extra(interaction: discord.Interaction) -> None: ...

    bot.tree.add_command(extra)
    assert await bot.sync_commands() is True and synced == [None]


async def test_sync_to_the_development_guild(tmp_path):
    bot, synced = await bot_with_cog(tmp_path / "azul.sqlite3", dev_guild_id=4242)
    assert await bot.sync_commands() is True
    assert synced == [4242]
    # /azul, and beside it the member's menu (a context menu cannot be a subcommand).
    synced_here = bot.tree.get_commands(guild=discord.Object(4242))
    assert [(c.name, type(c)) for c in synced_here] == [
        ("azul", app_commands.Group),
        ("Challenge to Azul", app_commands.ContextMenu),
    ]


async def test_the_member_menu_is_synced_with_its_name_in_each_language(tmp_path, monkeypatch):
    from azul_bot.core.discord.translator import CatalogueTranslator

    db = tmp_path / "azul.sqlite3"
    bot, synced = await bot_with_cog(db)
    await bot.tree.set_translator(CatalogueTranslator())
    translator = bot.tree.translator
    assert translator is not None
    sent = [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]
    (menu,) = [payload for payload in sent if payload["type"] == discord.AppCommandType.user.value]
    assert menu["name"] == "Challenge to Azul"
    assert menu["name_localizations"] == {"fr": "Défier à Azul", "nl": "Uitdagen voor Azul"}
    assert menu["contexts"] == [0]  # in servers only, like /azul
    assert await bot.sync_commands() is True

    # Its name reworded in Dutch: Discord must hear of it.
    real = CatalogueTranslator.translate

    async def reworded(self, string, locale, context):
        said = await real(self, string, locale, context)
        return "Uitdagen voor een potje Azul" if said == "Uitdagen voor Azul" else said

    monkeypatch.setattr(CatalogueTranslator, "translate", reworded)
    bot, synced = await bot_with_cog(db)
    await bot.tree.set_translator(CatalogueTranslator())
    assert await bot.sync_commands() is True and synced == [None]


async def test_another_application_syncs_even_with_the_same_commands(tmp_path):
    db = tmp_path / "azul.sqlite3"
    bot, synced = await bot_with_cog(db)
    bot._connection.application_id = 111
    assert await bot.sync_commands() is True
    bot, synced = await bot_with_cog(db)
    bot._connection.application_id = 111
    assert await bot.sync_commands() is False
    bot, synced = await bot_with_cog(db)
    bot._connection.application_id = 222  # a new token for another application
    assert await bot.sync_commands() is True and synced == [None]


async def test_a_failed_sync_at_start_up_is_retried_while_the_bot_runs(tmp_path, monkeypatch):
    monkeypatch.setattr(azul_bot.bot, "SYNC_RETRY_FIRST", 0.01)
    bot = AzulBot(db_path=tmp_path / "azul.sqlite3", options=ServiceOptions())
    calls: list = []

    async def flaky_sync(*, guild=None):
        calls.append(guild)
        if len(calls) == 1:
            raise discord.HTTPException(FakeResponse(503), "Service Unavailable")
        return []

    bot.tree.sync = flaky_sync  # type: ignore[method-assign]
    try:
        await bot.setup_hook()  # does not raise: the bot starts without its commands synced
        assert bot.synced is None and bot.service is not None
        for _ in range(100):
            if bot.synced is not None:
                break
            await asyncio.sleep(0.01)
        assert bot.synced is True and len(calls) == 2
        assert (tmp_path / "azul.sqlite3.commands-sync").is_file()
    finally:
        await bot.release()


class FakeResponse:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "unavailable"


async def test_only_the_process_holding_shard_0_syncs(tmp_path):
    follower = AzulBot(
        db_path=tmp_path / "azul.sqlite3", options=ServiceOptions(), shard_count=2, shard_ids=[1]
    )
    synced: list = []

    async def fake_sync(*, guild=None):
        synced.append(guild)
        return []

    follower.tree.sync = fake_sync  # type: ignore[method-assign]
    try:
        await follower.setup_hook()
        assert synced == [] and follower.synced is None
        assert not follower.leader and not follower.sole_process
    finally:
        await follower.release()


async def test_a_changed_translation_syncs_again(tmp_path, monkeypatch):
    from azul_bot.core.discord.translator import CatalogueTranslator

    db = tmp_path / "azul.sqlite3"
    bot, synced = await bot_with_cog(db)
    await bot.tree.set_translator(CatalogueTranslator())
    assert await bot.sync_commands() is True

    bot, synced = await bot_with_cog(db)
    await bot.tree.set_translator(CatalogueTranslator())
    assert await bot.sync_commands() is False and synced == []

    # The French description of a command is reworded: Discord must hear of it.
    real = CatalogueTranslator.translate

    async def reworded(self, string, locale, context):
        said = await real(self, string, locale, context)
        return said + " !" if said and str(locale) == "fr" and said[0].isupper() else said

    monkeypatch.setattr(CatalogueTranslator, "translate", reworded)
    bot, synced = await bot_with_cog(db)
    await bot.tree.set_translator(CatalogueTranslator())
    assert await bot.sync_commands() is True and synced == [None]
