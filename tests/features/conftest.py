"""Each feature's tests meet the bot as its users do: through the real ``discord.py`` command
tree, offline (simcord), on a real SQLite file. The bot and its server are the Discord tests'
(``tests/bot/conftest.py``)."""

from tests.bot.conftest import (  # noqa: F401 (fixtures, found by name)
    db_path,
    every_interaction_answered,
    locales,
    make_bot,
    simcord_bot,
    table,
    threads_on,
)
