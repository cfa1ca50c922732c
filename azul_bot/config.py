"""Settings, read from the environment and an optional ``.env`` file beside the working folder."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

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
    """``KEY=value`` lines of a ``.env`` file; blank lines and ``#`` comments are skipped."""
    if not path.is_file():
        return {}
    values = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        values[key.strip()] = value.strip().strip("'\"")
    return values


def load_config(env: dict[str, str] | None = None, dotenv: Path = Path(".env")) -> Config:
    """The settings; the real environment wins over ``.env``."""
    settings = read_dotenv(dotenv) | dict(os.environ if env is None else env)
    token = settings.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(TOKEN_HELP)
    guild = settings.get("AZUL_DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"AZUL_DEV_GUILD_ID must be a server id (digits), not {guild!r}")
    return Config(
        token=token,
        db_path=Path(settings.get("AZUL_DB_PATH", "").strip() or "azul.sqlite3"),
        dev_guild_id=int(guild) if guild else None,
        log_level=settings.get("AZUL_LOG_LEVEL", "INFO").strip().upper() or "INFO",
    )
