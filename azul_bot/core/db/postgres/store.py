"""``PostgresStore``: the shared SQL (``sql/``) on a PostgreSQL database."""

from __future__ import annotations

from ..sql import Store
from ..sql.steps import Step, execute
from .connection import Database
from .dialect import COMPLETE


class PostgresStore(Store):
    """The bot's database on a PostgreSQL server; open it with
    ``await PostgresStore.open("postgresql://user:password@host:5432/database")``."""

    @classmethod
    async def open(cls, url: str, *, min_size: int = 0, max_size: int = 10) -> PostgresStore:
        """Connect a pool and apply the migrations. ``StoreUnavailable`` never names the
        password.

        ``min_size`` 0: the pool keeps the connections it used (an idle one for 5 minutes)
        but keeps no floor. asyncpg restores a floor in the background after an outage and
        logs a traceback at every attempt; the store's own operations report the outage
        once instead (``azul_bot.core.db.outage``)."""
        return cls(await Database.open(url, min_size=min_size, max_size=max_size))

    def _completion(self, announcement_id: int, message_id: int | None, set_message: bool) -> Step:
        return execute(COMPLETE, announcement_id, message_id, set_message)
