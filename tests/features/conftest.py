"""Each feature's tests meet the bot as its users do: through the real ``discord.py`` command
tree, offline (simcord), on a real SQLite file (the Discord tests' bot and server,
``tests/bot/conftest.py``); and its own tables on both databases, through the store's
``read``/``write`` (the store tests' ``store``, once per database: ``tests/store/conftest.py``)."""

from tests.bot.conftest import (  # noqa: F401 (fixtures, found by name)
    db_path,
    every_interaction_answered,
    locales,
    make_bot,
    simcord_bot,
    table,
    threads_on,
)
from tests.store.conftest import backend, store  # noqa: F401
from tests.store.postgres_server import postgres_server, postgres_url  # noqa: F401
