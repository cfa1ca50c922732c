"""Start the bot: ``python -m azul_bot`` (or the ``azul-bot`` console script); ``--help`` says
what it reads and how it ends, ``--check`` tries the settings and the database without asking
Discord anything.

How the process ends is an exit code of ``exit_codes`` that a service manager can act on: a
mistake that a restart cannot mend (a setting, the token, the database file) is told from a
service that is down for a while (the database server, Discord, a full disk). The reason is one
line on stderr, without a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import textwrap
from dataclasses import replace

from . import exit_codes
from .config import SETTINGS, Config, ConfigError, load_config
from .core.db import StoreUnavailable, WrongDatabase, open_store
from .version import version

DESCRIPTION = """\
Host games of Azul in Discord servers: the bot logs in with its token, keeps games, players and
stats in a database (a SQLite file it makes itself, or PostgreSQL), and serves the /azul slash
commands until it is stopped (SIGINT or SIGTERM).

Two links, YOUR_APPLICATION_ID being the application's id (the bot prints both with its own
while it is in no server):
  add it to a server:
    https://discord.com/oauth2/authorize?client_id=YOUR_APPLICATION_ID&scope=bot+applications.commands&permissions=309237746688
  add it to a person's own account, to play in group DMs, servers without it and its DMs (tick
  User Install on the application's Installation tab first):
    https://discord.com/oauth2/authorize?client_id=YOUR_APPLICATION_ID&scope=applications.commands&integration_type=1"""


def _epilog() -> str:
    settings = "\n".join(_item(f"{name:<22} ", what) for name, what in SETTINGS)
    codes = "\n".join(_item(f"{code:>3}  ", what) for code, what in _EXIT_CODES)
    return (
        "settings (from the environment, or a .env file in the working folder; the"
        f" environment wins):\n{settings}\n\nexit codes:\n{codes}"
    )


def _item(head: str, text: str) -> str:
    return textwrap.fill(
        text, 96, initial_indent=f"  {head}", subsequent_indent=" " * (len(head) + 2)
    )


_EXIT_CODES = (
    (exit_codes.OK, "stopped cleanly (SIGINT, SIGTERM), or --check found nothing wrong"),
    (exit_codes.BUG, "an unexpected error (a bug): its traceback is logged"),
    (exit_codes.USAGE, "the command line is wrong: nothing was started"),
    (
        exit_codes.UNAVAILABLE,
        "the database or Discord cannot be reached now, or the disk is full: try again later",
    ),
    (
        exit_codes.CONFIG,
        "a setting is missing or wrong, Discord refused the token, or the database cannot be"
        " used as it is: fix it first, a restart does not help",
    ),
)


def parser() -> argparse.ArgumentParser:
    """The command line; argparse itself exits with ``USAGE`` (2) on an unknown argument."""
    command = argparse.ArgumentParser(
        prog="python -m azul_bot",
        description=DESCRIPTION,
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    command.add_argument(
        "--check",
        action="store_true",
        help="read the settings, open and migrate the database, then stop (Discord is not"
        " asked anything): exit 0, or the reason and its exit code",
    )
    return command


def main(argv: list[str] | None = None) -> int:
    arguments = parser().parse_args(argv)
    try:
        config = load_config()
    except ConfigError as error:
        return _failed(str(error), exit_codes.CONFIG)
    if arguments.check:
        return asyncio.run(check(config))
    return run(config)


async def check(config: Config) -> int:
    """Open and migrate the database the settings name, say what was found, close it."""
    setting = _database_setting(config)
    try:
        store = await open_store(config.database_url or config.db_path)
    except StoreUnavailable as error:
        code = exit_codes.CONFIG if isinstance(error, WrongDatabase) else exit_codes.UNAVAILABLE
        return _failed(f"Cannot use the database ({setting}): {error}", code)
    try:
        running = await store.count_running()
    finally:
        await store.close()
    print(
        f"ok: the settings are read and the database ({_where(config)}) is ready, with"
        f" {running} running games. Discord was not asked anything.",
        file=sys.stderr,
    )
    return exit_codes.OK


def run(config: Config) -> int:
    """Serve until stopped; the exit code says how it ended."""
    logging.basicConfig(
        level=getattr(logging, config.log_level, logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    # discord.py logs its HTTP traffic at DEBUG; it never contains the token, but keep it quiet.
    logging.getLogger("discord.http").setLevel(logging.WARNING)

    # Imported here, not at the top: the worker processes are spawned, and each imports this
    # module again (as __mp_main__); they need none of Discord.
    import aiohttp
    import discord

    from .bot import PICTURES, AzulBot, GatewayUnreachable, serve

    bot = AzulBot(
        db_path=config.db_path,
        database_url=config.database_url,
        options=replace(PICTURES, render_processes=config.render_processes),
        shard_count=config.shard_count,
        shard_ids=config.shard_ids,
        dev_guild_id=config.dev_guild_id,
    )
    try:
        asyncio.run(serve(bot, config.token))
    except StoreUnavailable as error:
        code = exit_codes.CONFIG if isinstance(error, WrongDatabase) else exit_codes.UNAVAILABLE
        return _failed(f"Cannot use the database ({_database_setting(config)}): {error}", code)
    except discord.LoginFailure:
        return _failed(
            "Discord refused the token in DISCORD_TOKEN. Reset it in the developer portal "
            "(your app -> Bot -> Reset Token) and update .env.",
            exit_codes.CONFIG,
        )
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - the bot asks for none
        return _failed("Discord refused the gateway intents.", exit_codes.CONFIG)
    except discord.HTTPException as error:
        # Discord's own trouble or its rate limit passes; any other refusal needs a person.
        passing = error.status >= 500 or error.status == 429
        return _failed(
            f"Discord refused to let the bot in: {error.status} {error.text or ''}",
            exit_codes.UNAVAILABLE if passing else exit_codes.CONFIG,
        )
    except (
        GatewayUnreachable,
        discord.GatewayNotFound,
        discord.ConnectionClosed,
        aiohttp.ClientError,
        OSError,
        TimeoutError,
    ) as error:
        return _failed(
            f"Cannot reach Discord: {_reason(error)}. Check this machine's network.",
            exit_codes.UNAVAILABLE,
        )
    return exit_codes.OK


def _where(config: Config) -> str:
    """The database, as the settings name it (a URL by its setting alone: it may hold a
    password)."""
    if config.database_url:
        return "AZUL_DATABASE_URL"
    return f"AZUL_DB_PATH={config.db_path}"


def _database_setting(config: Config) -> str:
    return "AZUL_DATABASE_URL" if config.database_url else "AZUL_DB_PATH"


def _failed(reason: str, code: int) -> int:
    print(reason, file=sys.stderr)
    return code


def _reason(error: BaseException) -> str:
    text = str(error).strip()
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


if __name__ == "__main__":
    sys.exit(main())
