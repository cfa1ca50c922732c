"""Settings, read from the environment and an optional ``.env`` file in the working folder.

``.env`` is read with python-dotenv, so ``export KEY=value``, quotes, escapes and comments
behave as they do in a shell.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import dotenv_values

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")

SETTINGS = (
    ("DISCORD_TOKEN", "the bot's token (required): developer portal -> your app -> Bot"),
    ("AZUL_DB_PATH", "the SQLite file of games and stats (default azul.sqlite3, made if missing)"),
    ("AZUL_DATABASE_URL", "a postgresql:// URL instead of the SQLite file (several processes)"),
    ("AZUL_DEV_GUILD_ID", "a server id to sync the commands to at once while developing"),
    ("AZUL_SHARD_COUNT", "with AZUL_SHARD_IDS: all the gateway's shards, and this process's"),
    ("AZUL_SHARD_IDS", "this process's shards, like 0,1"),
    ("AZUL_RENDER_PROCESSES", "worker processes that draw the tables (default 2; 0: threads)"),
    ("AZUL_LOG_LEVEL", f"{', '.join(LOG_LEVELS)} (default INFO)"),
)
"""Every setting the bot reads, with what it is for (``--help`` lists them)."""

TOKEN_HELP = """\
DISCORD_TOKEN is not set, so the bot cannot log in to Discord.

To get a token: open https://discord.com/developers/applications, create an application
(or pick yours), open "Bot", press "Reset Token" and copy it. Then either
  - copy .env.example to .env and put it after DISCORD_TOKEN=, or
  - export DISCORD_TOKEN=... in the shell that starts the bot.
Never share the token or commit it."""


class ConfigError(Exception):
    """A setting is missing or wrong; the message says how to fix it."""


@dataclass(frozen=True)
class Config:
    token: str = field(repr=False)  # never in a log line or a traceback's locals dump
    db_path: Path
    dev_guild_id: int | None
    log_level: str
    database_url: str | None = field(default=None, repr=False)  # may hold a password
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    render_processes: int = 2


def read_dotenv(path: Path) -> dict[str, str]:
    """The settings of a ``.env`` file (none when it is missing); a key without a value is
    left out."""
    if not path.is_file():
        return {}
    return {key: value for key, value in dotenv_values(path).items() if value is not None}


def load_config(env: dict[str, str] | None = None, dotenv: Path = Path(".env")) -> Config:
    """The settings; the real environment wins over ``.env``. A bad value is named."""
    settings = read_dotenv(dotenv) | dict(os.environ if env is None else env)
    token = settings.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(TOKEN_HELP)
    guild = settings.get("AZUL_DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"AZUL_DEV_GUILD_ID must be a server id (digits), not {guild!r}")
    level = settings.get("AZUL_LOG_LEVEL", "").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise ConfigError(f"AZUL_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
    url = settings.get("AZUL_DATABASE_URL", "").strip() or None
    if url is not None and not url.startswith(("postgresql://", "postgres://")):
        raise ConfigError(
            "AZUL_DATABASE_URL must be a postgresql:// URL (leave it empty for SQLite)"
        )
    shard_count, shard_ids = _shards(settings)
    painters = settings.get("AZUL_RENDER_PROCESSES", "").strip() or "2"
    if not painters.isdigit() or int(painters) > 32:
        raise ConfigError(
            f"AZUL_RENDER_PROCESSES must be a whole number from 0 to 32, not {painters!r}"
        )
    db_path = Path(settings.get("AZUL_DB_PATH", "").strip() or "azul.sqlite3")
    if db_path.is_dir():
        raise ConfigError(
            f"AZUL_DB_PATH must name the database file, not the folder {str(db_path)!r} "
            f"(say {str(db_path / 'azul.sqlite3')!r})"
        )
    return Config(
        token=token,
        db_path=db_path,
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        database_url=url,
        shard_count=shard_count,
        shard_ids=shard_ids,
        render_processes=int(painters),
    )


def _shards(settings: dict[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """``AZUL_SHARD_COUNT`` and this process's ``AZUL_SHARD_IDS`` (``0,1``), both or neither."""
    count_text = settings.get("AZUL_SHARD_COUNT", "").strip()
    ids_text = settings.get("AZUL_SHARD_IDS", "").strip()
    if not count_text and not ids_text:
        return None, None
    if not count_text.isdigit() or int(count_text) < 1:
        raise ConfigError(f"AZUL_SHARD_COUNT must be a whole number from 1, not {count_text!r}")
    count = int(count_text)
    parts = [part.strip() for part in ids_text.split(",") if part.strip()] if ids_text else []
    if not parts or not all(part.isdigit() for part in parts):
        raise ConfigError(
            f"AZUL_SHARD_IDS must list this process's shards, like 0,1 (not {ids_text!r})"
        )
    ids = tuple(int(part) for part in parts)
    if any(shard >= count for shard in ids) or len(set(ids)) != len(ids):
        raise ConfigError(f"AZUL_SHARD_IDS {ids_text!r} must be distinct shards 0 to {count - 1}")
    return count, ids
