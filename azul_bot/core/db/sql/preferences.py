"""What the bot remembers of a person or a server, a column each: one getter and one setter
serve them all."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .steps import Step, execute, fetch_value


@dataclass(frozen=True)
class Preference:
    table: str
    key: str
    """The owner's id column (a person's, a server's)."""
    column: str
    fresh: dict[str, str] = field(default_factory=dict)
    """The table's other required columns, as SQL values, for an owner's first row."""

    def get(self, owner: int) -> Step:
        """Reads the stored value; None before the owner has a row."""
        return fetch_value(f"SELECT {self.column} FROM {self.table} WHERE {self.key} = ?", owner)

    def put(self, owner: int, value: Any) -> Step:
        """Stores ``value``, and keeps the owner's other columns as they are."""
        columns = ", ".join([self.key, self.column, *self.fresh])
        values = ", ".join(["?", "?", *self.fresh.values()])
        return execute(
            f"INSERT INTO {self.table} ({columns}) VALUES ({values}) ON CONFLICT ({self.key})"
            f" DO UPDATE SET {self.column} = excluded.{self.column}",
            owner,
            value,
        )


SOMEONE_NEW = {"notify_dm": "false"}
"""A person's first row: no direct message at their turn until they ask for one."""

USER_LOCALE = Preference("player_prefs", "user_id", "locale", SOMEONE_NEW)
GUILD_LOCALE = Preference("guild_locales", "guild_id", "locale")
