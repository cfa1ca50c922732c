"""The Discord-level tests run on the bot of ``tests/simcord_fixtures.py`` (a plugin of the
root ``tests/conftest.py``) and read its answers with ``tests/simcord_helpers.py``."""

# Where the tests still to move to ``tests/features/`` import them from.
from tests.simcord_helpers import custom_ids, line_text, source_text  # noqa: F401
