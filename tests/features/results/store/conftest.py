"""The results' rows on both databases (the features' ``store``), and a finished game as the
store tests finish one."""

from tests.store.conftest import finish_game  # noqa: F401 (a fixture, found by name)
