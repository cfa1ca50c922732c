"""The game host on a real store (a temporary SQLite file) and a recording chat channel."""

from __future__ import annotations

import pytest

from azul_bot.core import GameService, ManualClock, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns
from tests.fakes import FakeChannels

GUILD, CHANNEL, OTHER_CHANNEL = 10, 100, 200
ALICE, BOB, CAROL, DAVE, ERIN = 1, 2, 3, 4, 5
NAMES = {ALICE: "Alice", BOB: "Bob", CAROL: "Carol", DAVE: "Dave", ERIN: "Erin"}


@pytest.fixture
async def store(sqlite_file):
    store = await SqliteStore.open(sqlite_file)
    yield store
    await store.close()


@pytest.fixture
def channels() -> FakeChannels:
    return FakeChannels()


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def make_service(store, channels, clock, fake_renderer, fixed_seed):
    """Build a started service (call again for a 'restarted' one on the same store)."""
    services: list[GameService] = []

    async def make(**options) -> GameService:
        """``options``: the ``ServiceOptions`` that differ from these, and a ``store`` or
        ``publisher`` of the test's own."""
        on = options.pop("store", store)  # the same database, maybe seen through a wrapper
        publisher = options.pop("publisher", channels)
        options.setdefault("new_game", fixed_seed)
        options.setdefault("render", fake_renderer)
        if options.get("pictures", ()) is not None:
            options["pictures"] = {"replay", *options.get("pictures", ())}
        options.setdefault("clock", clock)
        options.setdefault("flush_timeout", 2.0)
        service = GameService(on, publisher, ServiceOptions(**options))
        await service.start_loops()
        services.append(service)
        return service

    yield make
    for service in services:
        await service.close()


@pytest.fixture
async def service(make_service):
    return await make_service()


async def lobby_with(service, *users, channel=CHANNEL):
    view = await service.room(Lobby).open_lobby(GUILD, channel, users[0], NAMES[users[0]])
    for user in users[1:]:
        view = await service.room(Lobby).join(channel, user, NAMES[user])
    return view


async def started(service, *users, channel=CHANNEL):
    await lobby_with(service, *users, channel=channel)
    return await service.room(Lobby).start(channel, users[0])


async def play_first_legal(service, table, channel=CHANNEL):
    record = await service.store.active_game(channel)
    move = record.game().legal_moves()[0]
    return await service.room(Turns).play(channel, table.current_user_id, move)
