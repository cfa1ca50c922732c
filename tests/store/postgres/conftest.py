"""The PostgreSQL-only tests use the contract fixtures on PostgreSQL alone, and may reach
into the database with a connection of their own (``sql``)."""

from collections.abc import AsyncIterator

import asyncpg
import pytest

from tests.store.conftest import PostgresBackend


@pytest.fixture
def backend(postgres_url: str) -> PostgresBackend:
    return PostgresBackend(postgres_url)


@pytest.fixture
async def sql(postgres_url: str) -> AsyncIterator[asyncpg.Connection]:
    """A plain connection to the test's database, as the bot's role, to damage or inspect."""
    connection = await asyncpg.connect(postgres_url)
    try:
        yield connection
    finally:
        await connection.close()
