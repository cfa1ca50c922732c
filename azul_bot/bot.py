"""The bot process: start-up only, and shutdown (on SIGINT or SIGTERM, whatever the bot is
doing)."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import os
import re
import signal
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, cast

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from azul_bot.core import GameService, Places, Refusal, ServiceOptions
from azul_bot.core.db import Store, open_store

from .console import NO_SERVER_YET, say_once_on_a_terminal
from .core.discord.common import reply, words_of
from .core.discord.front import answer_unknown
from .core.discord.permissions import account_url, invite_url
from .core.discord.publisher import DiscordPublisher
from .core.discord.translator import CatalogueTranslator
from .core.discord.visits import Visits
from .core.words.pictures import draw_table
from .core.words.refusals import refusal

log = logging.getLogger("azul.bot")

SYNC_RETRY_FIRST = 30.0
SYNC_RETRY_MAX = 1800.0
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
"""Both stop the bot cleanly: a terminal's Ctrl-C, and systemd, docker or a supervisor."""
PICTURES = ServiceOptions(render=draw_table, pictures=None)
"""How the bot hosts unless told otherwise: the table and every feature's pictures drawn, in
the reader's words."""


class GatewayUnreachable(discord.DiscordException):
    """No shard could open its gateway connection at start-up (login worked)."""


class _FirstConnection(logging.Filter):
    """discord.py logs a shard that cannot connect with a traceback, then tries it again in
    5 s, for ever. While the first shard connects, that failure ends the start-up with one
    line instead (``AzulBot.launch_shard``): keep the error for it and drop the record."""

    def __init__(self) -> None:
        super().__init__()
        self.error: BaseException | None = None

    def filter(self, record: logging.LogRecord) -> bool:
        if not str(record.msg).startswith("Failed to connect"):
            return True
        if record.exc_info is not None:
            self.error = record.exc_info[1]
        return False


class AzulBot(commands.AutoShardedBot):
    """Opens the store, builds the service and its publisher, loads the ``/azul`` extension
    and syncs commands.

    Sharded: with ``shard_count`` and ``shard_ids`` one process holds those shards of the
    gateway (several processes share one PostgreSQL database); without them discord.py asks
    Discord how many shards to run, all in this process."""

    def __init__(
        self,
        *,
        db_path: str | os.PathLike[str],
        database_url: str | None = None,
        options: ServiceOptions = PICTURES,
        shard_count: int | None = None,
        shard_ids: Sequence[int] | None = None,
        dev_guild_id: int | None = None,
    ) -> None:
        # No voice here: discord.py would warn at every start that PyNaCl and davey, its
        # voice libraries, are missing.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            # Slash commands and components need only the guilds intent: no members, no
            # presences, no message events (and so no privileged intent).
            intents=discord.Intents(guilds=True),
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            shard_count=shard_count,
            # None: discord.py asks Discord how many shards, all in this process.
            shard_ids=list(shard_ids) if shard_ids is not None else cast(Any, None),
        )
        self.db_path = Path(db_path)
        self.database_url = database_url
        # One process syncs the commands and frees a crashed run's claims: the only one, or
        # the one that holds shard 0.
        self.leader = shard_ids is None or 0 in shard_ids
        self.sole_process = shard_ids is None
        self.dev_guild_id = dev_guild_id
        self.options = options
        self.store: Store | None = None
        self.service: GameService | None = None
        self.visits: Visits | None = None
        """Built in ``setup_hook``, once the store is open; gone again after ``release``."""
        self.synced: bool | None = None
        self.running_games: int | None = None
        self._sync_task: asyncio.Task[None] | None = None
        self.gateway_reached = False
        self._first_connection: _FirstConnection | None = None
        self._read_ids: dict[type, re.Pattern[str]] = {}  # the ids the dynamic items read
        self._said: set[str] = set()  # what was printed on the terminal already
        self.tree.error(self.on_app_command_error)

    async def prepare(self) -> None:
        """Open the store and bring its schema up to date: run before logging in, so that a
        database that cannot be used is reported before Discord is asked anything.
        ``StoreUnavailable`` when it cannot be used."""
        if self.store is None:
            self.store = await open_store(self.database_url or self.db_path)

    async def setup_hook(self) -> None:
        await self.prepare()
        assert self.store is not None
        # Where the bot is no member, it posts with the interactions' tokens it is given.
        self.visits = Visits(Places(self.store))
        self.service = GameService(self.store, DiscordPublisher(self, self.visits), self.options)
        # The outbox loop first posts whatever a crash left unannounced. Games themselves are
        # loaded when their channel is used, so start-up costs the same for 10 or 10,000.
        await self.service.start_loops(sole_process=self.sole_process)
        self.running_games = await self.store.count_running()
        log.info("%d running games", self.running_games)
        # Command names and descriptions in French and Dutch, from the catalogue.
        await self.tree.set_translator(CatalogueTranslator())
        await self.load_extension("azul_bot.core.discord")
        if not self.leader:
            log.info(
                "shards %s: commands are synced by the process holding shard 0", self.shard_ids
            )
            return
        try:
            self.synced = await self.sync_commands()
        except (discord.HTTPException, OSError):
            log.exception("syncing slash commands failed; retrying in the background")
            self._sync_task = asyncio.create_task(self._sync_until_done(), name="azul-sync")

    async def _sync_until_done(self) -> None:
        delay = SYNC_RETRY_FIRST
        while True:
            await asyncio.sleep(delay)
            try:
                self.synced = await self.sync_commands()
                return
            except (discord.HTTPException, OSError):
                log.exception("syncing slash commands failed again; retrying in %.0f s", delay)
                delay = min(SYNC_RETRY_MAX, delay * 2)

    @property
    def sync_marker(self) -> Path:
        """A small file beside the database: the hash of the last command set synced."""
        return self.db_path.with_name(self.db_path.name + ".commands-sync")

    async def command_digest(self, guild: discord.abc.Snowflake | None) -> str:
        # What Discord receives, translations included: a reworded French description syncs.
        translator = self.tree.translator
        commands_ = self.tree.get_commands(guild=guild)
        if translator is None:
            dicts = [command.to_dict(self.tree) for command in commands_]
        else:
            dicts = [await c.get_translated_payload(self.tree, translator) for c in commands_]
        payload = sorted(dicts, key=lambda command: command["name"])
        # Another application (a test bot, a new token) must sync even with the same commands.
        target = {
            "application": self.application_id,
            "guild": guild.id if guild else None,
            "commands": payload,
        }
        return hashlib.sha256(json.dumps(target, sort_keys=True).encode()).hexdigest()

    async def sync_commands(self, *, force: bool = False) -> bool:
        """Sync to the development guild (instant) or globally, only when the commands
        changed. A development guild that refuses them (a wrong ``AZUL_DEV_GUILD_ID``, or a
        server the bot is not in) is said in one line, and the commands go out globally."""
        if self.dev_guild_id:
            guild = discord.Object(self.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            try:
                return await self._sync_to(guild, force)
            except (discord.Forbidden, discord.NotFound) as error:
                self.tree.clear_commands(guild=guild)
                log.warning(
                    "AZUL_DEV_GUILD_ID=%s: Discord refused the commands there (%s %s): is the"
                    " bot in that server, and is the id right? Syncing them globally instead.",
                    self.dev_guild_id,
                    error.status,
                    error.text or "",
                )
        return await self._sync_to(None, force)

    async def _sync_to(self, guild: discord.Object | None, force: bool) -> bool:
        digest = await self.command_digest(guild)
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

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The one place for what escapes a command's own handling (option conversion,
        checks, autocomplete): a plain private answer and a log line."""
        if isinstance(error, app_commands.TransformerError | app_commands.CheckFailure):
            log.info("refused %s: %s", interaction.command and interaction.command.name, error)
            await reply(interaction, refusal(words_of(interaction), Refusal.BAD_OPTION))
            return
        log.error("command failed", exc_info=error)
        await reply(interaction, words_of(interaction)("reply-something-went-wrong"))

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem]) -> None:
        super().add_dynamic_items(*items)
        for item in items:
            self._read_ids[item] = item.__discord_ui_compiled_template__

    def remove_dynamic_items(self, *items: type[discord.ui.DynamicItem]) -> None:
        super().remove_dynamic_items(*items)
        for item in items:
            self._read_ids.pop(item, None)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """The one place for a press that no item reads: discord.py drops a component whose
        custom id matches no registered item without a word, and the user would see "This
        interaction failed" (a message posted by an older version, a forged id). The ids
        that an item reads are left to it, so that nothing is answered twice."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: Mapping[str, Any] = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        if not any(read.fullmatch(custom_id) for read in self._read_ids.values()):
            await answer_unknown(interaction)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A deleted thread ends its game cleanly (unrated); the outbox does the same when a
        post finds a channel gone."""
        if self.service is not None:
            await self.service.turn_hooks.channel_gone(payload.thread_id)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        """The server's own locale, known before anyone there uses a command: a computer's or
        a timer's message in an old game speaks the server's language from the first."""
        if self.service is not None:
            await self.service.locales.learn_server_locale(guild.id, str(guild.preferred_locale))

    async def on_ready(self) -> None:
        log.info(
            "logged in as %s (id %s) in %d servers",
            self.user,
            self.user and self.user.id,
            len(self.guilds),
        )
        if not self.guilds and self.application_id is not None:
            # A new bot: what to do next, with the link that gives it what it needs.
            url = invite_url(self.application_id)
            account = account_url(self.application_id)
            log.info("in no server yet: invite the bot with %s then type /azul new there", url)
            log.info("to play anywhere, a person adds the app to their account with %s", account)
            said = NO_SERVER_YET.format(url=url, account=account)
            say_once_on_a_terminal(said, self._said)

    async def launch_shard(
        self, gateway: yarl.URL, shard_id: int, *, initial: bool = False
    ) -> None:
        if self.gateway_reached:
            await super().launch_shard(gateway, shard_id, initial=initial)
            return
        # discord.py comes back here (5 s later) when a shard could not connect: before any
        # shard of this process ever connected, that means the gateway cannot be reached.
        if self._first_connection is not None:
            error = self._first_connection.error
            raise GatewayUnreachable(f"cannot connect to {gateway}: {error or 'no answer'}")
        self._first_connection = _FirstConnection()
        shard_log = logging.getLogger("discord.shard")
        shard_log.addFilter(self._first_connection)
        try:
            await super().launch_shard(gateway, shard_id, initial=initial)
        finally:
            shard_log.removeFilter(self._first_connection)
        self.gateway_reached = True

    async def close(self) -> None:
        try:
            # The loops first: a post they started must not meet a closed HTTP session.
            if self.service is not None:
                await self.service.timers.stop()
                await self.service.outbox.stop()
            await super().close()
        finally:
            await self.release()

    async def release(self) -> None:
        """Stop the loops, the thread pool and the database (idempotent)."""
        if self._sync_task is not None:
            self._sync_task.cancel()
            self._sync_task = None
        if self.service is not None:
            service, self.service = self.service, None
            await service.close()
        if self.store is not None:
            store, self.store = self.store, None
            await store.close()


async def serve(bot: AzulBot, token: str) -> signal.Signals | None:
    """Open the store, log in and serve until SIGINT or SIGTERM, then close everything (the
    loops, the gateway, the worker pools, the store): the signal that stopped the bot, or
    None when Discord ended the connection.

    Raises what stops the start-up: ``StoreUnavailable`` before Discord is asked anything,
    then discord.py's and aiohttp's errors (the token refused, Discord not reachable)."""
    loop = asyncio.get_running_loop()
    main = asyncio.current_task()
    assert main is not None
    received: list[signal.Signals] = []

    def stop(number: signal.Signals) -> None:
        if not received:
            log.info("%s: shutting down", number.name)
            main.cancel()  # what discord.py's own run() does on Ctrl-C
        received.append(number)

    for number in STOP_SIGNALS:
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl-C is KeyboardInterrupt
            loop.add_signal_handler(number, stop, number)
    try:
        async with bot:  # closes the bot on the way out, however it got there
            await bot.prepare()
            await bot.start(token)
    except asyncio.CancelledError:
        if not received:
            raise
        main.uncancel()
    finally:
        for number in STOP_SIGNALS:
            with contextlib.suppress(NotImplementedError):
                loop.remove_signal_handler(number)
    log.info("stopped")
    return received[0] if received else None
