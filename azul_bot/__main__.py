"""Start the bot: ``python -m azul_bot`` (or the ``azul-bot`` console script).

Exit status 0 after a clean stop (SIGINT or SIGTERM), 2 when it cannot start: a bad setting,
a database that cannot be used (both found before Discord is asked anything), or Discord
refusing the token or not reachable. The reason is one line on stderr, without a traceback.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from dataclasses import replace

from .config import ConfigError, load_config


def main() -> int:
    try:
        config = load_config()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
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
    from .store import StoreUnavailable

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
        setting = "AZUL_DATABASE_URL" if config.database_url else "AZUL_DB_PATH"
        return _failed(f"Cannot use the database ({setting}): {error}")
    except discord.LoginFailure:
        return _failed(
            "Discord refused the token in DISCORD_TOKEN. Reset it in the developer portal "
            "(your app -> Bot -> Reset Token) and update .env."
        )
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - the bot asks for none
        return _failed("Discord refused the gateway intents.")
    except discord.HTTPException as error:
        return _failed(f"Discord refused to let the bot in: {error.status} {error.text or ''}")
    except (
        GatewayUnreachable,
        discord.GatewayNotFound,
        discord.ConnectionClosed,
        aiohttp.ClientError,
        OSError,
        TimeoutError,
    ) as error:
        return _failed(f"Cannot reach Discord: {_reason(error)}. Check this machine's network.")
    return 0


def _failed(reason: str) -> int:
    print(reason, file=sys.stderr)
    return 2


def _reason(error: BaseException) -> str:
    text = str(error).strip()
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


if __name__ == "__main__":
    sys.exit(main())
