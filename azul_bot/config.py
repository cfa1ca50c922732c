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
    return Config(
        token=token,
        db_path=Path(settings.get("AZUL_DB_PATH", "").strip() or "azul.sqlite3"),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
    )
