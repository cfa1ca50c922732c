"""Command sync: to the development guild when configured, and only when the commands changed."""

from __future__ import annotations

import discord
from discord import app_commands

from azul_bot.bot import AzulBot
from azul_bot.cogs import Azul


async def bot_with_cog(db_path, **options) -> tuple[AzulBot, list]:
    bot = AzulBot(db_path=db_path, render=None, **options)
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
    assert [c.name for c in bot.tree.get_commands(guild=discord.Object(4242))] == ["azul"]
