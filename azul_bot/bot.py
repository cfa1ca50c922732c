"""The bot process: start-up only (store, service, cog, persistent components, command sync)."""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path

import discord
from discord.ext import commands

from azul_bot.engine import Game
from azul_bot.service import GameService, random_game
from azul_bot.service.host import Renderer, default_renderer
from azul_bot.store import Store

from .cogs import DYNAMIC_ITEMS, Azul

log = logging.getLogger("azul.bot")


def intents() -> discord.Intents:
    """Slash commands and components need no privileged intent (no members, no content)."""
    chosen = discord.Intents.default()
    chosen.typing = False
    chosen.dm_typing = False
    return chosen


class AzulBot(commands.Bot):
    """Opens the store, builds the game service, loads the ``/azul`` cog and syncs commands."""

    def __init__(
        self,
        *,
        db_path: str | os.PathLike[str],
        dev_guild_id: int | None = None,
        new_game: Callable[[int], Game] = random_game,
        render: Renderer | None = default_renderer,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents(),
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False),
        )
        self.db_path = Path(db_path)
        self.dev_guild_id = dev_guild_id
        self._new_game = new_game
        self._render = render
        self.store: Store | None = None
        self.service: GameService = None  # type: ignore[assignment]  # set in setup_hook
        self.synced: bool | None = None
        self.resumable: int | None = None

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.db_path)
        self.service = GameService(self.store, new_game=self._new_game, render=self._render)
        # Games are loaded lazily when their channel is used; listing them now also sets aside
        # any whose stored state is damaged, before a player meets it.
        running = await self.store.running_games()
        self.resumable = len(running)
        log.info("%d running games to resume", self.resumable)
        await self.add_cog(Azul(self))
        # Buttons and menus are parsed from their custom ids, so old messages work after restarts.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.synced = await self.sync_commands()

    @property
    def sync_marker(self) -> Path:
        """A small file beside the database: the hash of the last command set synced."""
        return self.db_path.with_name(self.db_path.name + ".commands-sync")

    def command_digest(self, guild: discord.abc.Snowflake | None) -> str:
        payload = sorted(
            (command.to_dict(self.tree) for command in self.tree.get_commands(guild=guild)),
            key=lambda command: command["name"],
        )
        target = {"guild": guild.id if guild else None, "commands": payload}
        return hashlib.sha256(json.dumps(target, sort_keys=True).encode()).hexdigest()

    async def sync_commands(self, *, force: bool = False) -> bool:
        """Sync to the development guild (instant) or globally, only when the commands changed."""
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        digest = self.command_digest(guild)
        try:
            previous = self.sync_marker.read_text(encoding="utf-8").strip()
        except OSError:
            previous = ""
        if previous == digest and not force:
            log.info("slash commands unchanged; not syncing")
            return False
        await self.tree.sync(guild=guild)
        try:
            self.sync_marker.write_text(digest + "\n", encoding="utf-8")
        except OSError:
            log.warning("could not write %s; commands will sync again next start", self.sync_marker)
        log.info("slash commands synced %s", f"to guild {guild.id}" if guild else "globally")
        return True

    async def on_ready(self) -> None:
        log.info(
            "logged in as %s (id %s) in %d servers",
            self.user,
            self.user and self.user.id,
            len(self.guilds),
        )

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            await self.release()

    async def release(self) -> None:
        """Close the service's thread pool and the database (idempotent)."""
        if self.service is not None:
            self.service.close()
        if self.store is not None:
            store, self.store = self.store, None
            await store.close()
