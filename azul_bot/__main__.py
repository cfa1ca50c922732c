"""Start the bot: ``python -m azul_bot`` (or the ``azul-bot`` console script)."""

from __future__ import annotations

import logging
import sys

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

    import discord

    from .bot import AzulBot
    from .store import StoreUnavailable

    bot = AzulBot(
        db_path=config.db_path,
        dev_guild_id=config.dev_guild_id,
        database_url=config.database_url,
        shard_count=config.shard_count,
        shard_ids=config.shard_ids,
        render_processes=config.render_processes,
    )
    try:
        bot.run(config.token, log_handler=None)
    except discord.LoginFailure:
        print(
            "Discord refused the token in DISCORD_TOKEN. Reset it in the developer portal "
            "(your app -> Bot -> Reset Token) and update .env.",
            file=sys.stderr,
        )
        return 2
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - the bot asks for none
        print("Discord refused the gateway intents.", file=sys.stderr)
        return 2
    except StoreUnavailable as error:
        where = "the PostgreSQL database" if config.database_url else config.db_path
        print(f"Cannot use {where}: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
