"""The store as the service sees it: one Protocol, whatever database is behind it.

Every adapter (``sqlite/``, ``postgres/``) implements exactly this and passes the
contract suite in ``tests/store``. ``docs/store-contract.md`` says where each part is and how one implementation speaks to two databases.

Common rules:

- Ids are Discord snowflakes (int). Times passed in (``now``, ``at``) are UNIX seconds chosen
  by the caller, so a test can drive the clock; ``created_at``/``updated_at`` are the store's.
- A *change* of a game (lobby edits, start, each move, abort) is guarded by
  ``expected_version``: ``VersionConflict`` and nothing written when the game is at another
  version or in a status that does not allow the change; otherwise the version goes up by one.
- A change may carry a ``Notice``: it joins the outbox in the same transaction, so it exists
  if and only if the change does.
- Seats are identified by position; ``Seat.user_id`` is None for a computer seat.
- A change may carry ``timers``: the game's pending timers become exactly those, in the same
  transaction, stamped with the version the change made (None: they stay as they are). A
  game that ends (finished or aborted) keeps none.
- Storage failures surface as ``StoreUnavailable`` (a message for the logs); data the caller
  got wrong (a bad seat list, a state the engine refuses) as ``ValueError``.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from .contract.games import GameStore
from .contract.outbox import OutboxStore
from .contract.preferences import PreferenceStore
from .contract.timers import TimerStore
from .sql.steps import Step, Work

T = TypeVar("T")


class Store(
    GameStore,
    OutboxStore,
    TimerStore,
    PreferenceStore,
    Protocol,
):
    async def read(self, work: Work[T] | Step) -> T:
        """A feature's own statements (``work``, a generator of them: ``azul_bot.store.sql.
        steps``), their reads in one snapshot: the feature's tables are its own."""
        ...

    async def write(self, work: Work[T] | Step) -> T:
        """A feature's own statements as one write transaction, rolled back on any error."""
        ...

    async def close(self) -> None:
        """Release the database; closing twice is harmless, any later call is
        ``StoreUnavailable``."""
        ...
