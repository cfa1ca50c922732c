"""Play's tests in the game host, without Discord: the host's fixtures (its store on a
SQLite file, the fake channels it posts in, its clock: ``tests/service/conftest.py``)."""

from tests.service.conftest import (  # noqa: F401 (fixtures, found by name)
    channels,
    clock,
    make_service,
    service,
    store,
)
