"""Each feature's tests meet the bot as its users do: through the real ``discord.py`` command
tree, offline (simcord), on a real SQLite file (the bot of ``tests/simcord_fixtures.py``, with
every Discord-level test); and its own tables on both databases, through the store's
``read``/``write`` (the store tests' ``store``, once per database: ``tests/store/conftest.py``)."""

from tests.store.conftest import backend, store  # noqa: F401 (fixtures, found by name)
from tests.store.postgres_server import postgres_server, postgres_url  # noqa: F401
