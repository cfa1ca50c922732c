"""Stored notices read back as their types, whichever version wrote them: the payloads of the
version before this one (facts), of the version before facts (a ``text``), and the rows of
tests/store/written_before; and each type is written back exactly as it was read."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from azul_bot.core.db import Notice
from azul_bot.core.delivery.notices import SaidNotice, Unreadable, decode, encode
from azul_bot.engine import Game, Move, WallMove
from azul_bot.features.lobby import Lobby, Rematch
from azul_bot.features.lobby.posts import (
    ChallengeDeclinedNotice,
    LobbyClosedNotice,
    LobbyNotice,
    RematchNotice,
)
from azul_bot.features.play import Endings, RanOut, RatingChange
from azul_bot.features.play.turn_notices import AbortedNotice, ResignedNotice, TurnNotice
from tests.features.lobby.helpers import update_lobby
from tests.features.play.helpers import finish
from tests.service.conftest import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    NAMES,
    OTHER_CHANNEL,
    lobby_with,
)
from tests.service.helpers import Recording

STATE = Game.new(2, 1234).to_dict()
WRITTEN_BEFORE = Path(__file__).parents[1] / "store" / "written_before"
POSTGRES_NOTICE = re.compile(
    r"INSERT INTO public\.announcements .*? VALUES \(\d+, \d+, \d+, '([^']*)', '([^']*)'"
)

# Each notice as the version before this one wrote it, and what it reads as.
WRITTEN_WITH_FACTS: list[tuple[str, dict[str, Any], Any]] = [
    ("lobby", {}, LobbyNotice()),
    ("lobby_closed", {"why": "everybody_left"}, LobbyClosedNotice("everybody_left")),
    ("lobby_closed", {"why": "expired"}, LobbyClosedNotice("expired")),
    (
        "turn",
        {"version": 3, "state": STATE, "move": None},
        TurnNotice(3, STATE, None),
    ),
    (
        "turn",
        {"version": 4, "state": STATE, "move": "2r4", "scores": [0, 0]},
        TurnNotice(4, STATE, Move.parse("2r4"), scores=(0, 0)),
    ),
    (
        "turn",
        {
            "version": 9,
            "state": STATE,
            "move": "cbf",
            "scores": [12, 7],
            "ran_out": {"seat": 1, "level": "normal", "for_good": True},
            "told_by_dm": [0],
        },
        TurnNotice(
            9,
            STATE,
            Move.parse("cbf"),
            scores=(12, 7),
            ran_out=RanOut(1, "normal", True),
            told_by_dm=(0,),
        ),
    ),
    (
        "turn",
        {
            "version": 12,
            "state": STATE,
            "move": "p2:3a",
            "scores": [20, 18],
            "ran_out": {"seat": 1, "level": "easy", "for_good": False, "placed": True},
        },
        TurnNotice(
            12,
            STATE,
            WallMove.parse("p2:3a"),
            scores=(20, 18),
            ran_out=RanOut(1, "easy", False, placed=True),
        ),
    ),
    (
        "turn",
        {
            "version": 40,
            "state": STATE,
            "move": "1y2",
            "scores": [60, 55],
            "rating": "rated",
            "ratings": [[0, 1000, 1016], [1, 1000, 984]],
        },
        TurnNotice(
            40,
            STATE,
            Move.parse("1y2"),
            scores=(60, 55),
            rating="rated",
            ratings=(RatingChange(0, 1000, 1016), RatingChange(1, 1000, 984)),
        ),
    ),
    (
        "aborted",
        {"why": "by_host", "running": False, "by": "Alice"},
        AbortedNotice("by_host", False, "Alice"),
    ),
    (
        "aborted",
        {"why": "nobody_left", "running": True, "by": None},
        AbortedNotice("nobody_left", True),
    ),
    ("resigned", {"seat": 2, "level": "normal"}, ResignedNotice(2, "normal")),
    ("rematch", {"invited": [1, 3]}, RematchNotice((1, 3))),
    (
        "challenge_declined",
        {"user": 2, "closed": True},
        ChallengeDeclinedNotice(2, closed=True),
    ),
]

# Each notice as the version before facts wrote it: its text.
WRITTEN_WITH_TEXT: list[tuple[str, dict[str, Any], Any]] = [
    (
        "turn",
        {"version": 3, "text": "**Azul begins!** Alice, Bob.", "state": STATE, "move": None},
        TurnNotice(3, STATE, None, said="**Azul begins!** Alice, Bob."),
    ),
    (
        "turn",
        {"version": 4, "text": "Alice took 4 blue.", "state": STATE, "move": "2b1"},
        TurnNotice(4, STATE, Move.parse("2b1"), said="Alice took 4 blue."),
    ),
    (
        "lobby_closed",
        {"text": "The lobby is closed: everybody left."},
        SaidNotice("lobby_closed", "The lobby is closed: everybody left."),
    ),
    (
        "aborted",
        {"text": "The game was aborted. (by Alice)"},
        SaidNotice("aborted", "The game was aborted. (by Alice)"),
    ),
    ("text", {"text": "Bob left the game."}, SaidNotice("text", "Bob left the game.")),
]


@pytest.mark.parametrize(("kind", "payload", "typed"), WRITTEN_WITH_FACTS + WRITTEN_WITH_TEXT)
def test_every_kind_of_stored_notice_reads_as_its_type_and_writes_back_the_same(
    kind, payload, typed
):
    read = decode(kind, payload)
    assert read == typed
    assert encode(read) == Notice(kind, payload)


def test_a_notice_that_reads_as_none_is_kept_as_it_is_with_why():
    for kind, payload in [
        ("bogus", {}),
        ("turn", {"version": 3, "state": STATE}),  # no move
        ("turn", {"version": 3, "state": STATE, "move": "nonsense"}),
        ("aborted", {"why": "by_host"}),
        ("text", {}),
        ("text", {"text": 7}),
        ("resigned", {"seat": "two", "level": "easy"}),
        ("challenge_declined", {"user": 2, "closed": "yes"}),
    ]:
        read = decode(kind, payload)
        assert isinstance(read, Unreadable) and read.why, (kind, payload)
        assert encode(read) == Notice(kind, payload)


def stored_before() -> list[tuple[str, str, dict[str, Any]]]:
    """(database, kind, payload) of each notice in tests/store/written_before's dumps."""
    database = sqlite3.connect(":memory:")
    database.executescript((WRITTEN_BEFORE / "sqlite.sql").read_text("utf-8"))
    rows = database.execute("SELECT kind, payload FROM announcements ORDER BY id").fetchall()
    database.close()
    dump = (WRITTEN_BEFORE / "postgres.sql").read_text("utf-8")
    found = POSTGRES_NOTICE.findall(dump)
    assert len(rows) == len(found) == 9
    return [
        (database, kind, json.loads(payload))
        for database, stored in (("sqlite", rows), ("postgres", found))
        for kind, payload in stored
    ]


def test_every_notice_stored_before_is_read():
    kinds: dict[str, set[str]] = {}
    for _, kind, payload in stored_before():
        read = decode(kind, payload)  # never an error
        kinds.setdefault(kind, set()).add(type(read).__name__)
        assert isinstance(read, Unreadable) or encode(read).kind == kind
    # The dumps' own payloads: a lobby's reads (its extra key ignored); the others were made
    # up by the store's test and read as no notice (posting them fails, as it did before).
    assert kinds == {
        "lobby": {"LobbyNotice"},
        "turn": {"Unreadable"},
        "stand-in": {"Unreadable"},
        "aborted": {"Unreadable"},
    }


async def test_the_notices_a_whole_game_stores_read_back_as_written(
    make_service, store, short_games
):
    recording = Recording(store)
    service = await make_service(new_game=short_games, store=recording)
    await lobby_with(service, ALICE, BOB, CAROL)
    await service.room(Lobby).start(CHANNEL, ALICE)
    await service.room(Endings).resign(CHANNEL, CAROL)  # a stand-in plays Carol's seat
    game_id = await finish(service, short_games)
    await service.room(Rematch).rematch(CHANNEL, BOB, NAMES[BOB], game_id)
    await service.room(Lobby).open_lobby(GUILD, OTHER_CHANNEL, ALICE, NAMES[ALICE])
    await service.room(Endings).abort(OTHER_CHANNEL, ALICE, NAMES[ALICE], can_manage=False)

    kinds = {notice.kind for notice in recording.notices}
    assert kinds == {"lobby", "turn", "resigned", "rematch", "aborted"}
    for notice in recording.notices:
        read = decode(notice.kind, notice.payload)
        assert not isinstance(read, Unreadable | SaidNotice), notice
        assert encode(read) == notice
    last = [notice for notice in recording.notices if notice.kind == "turn"][-1]
    final = decode(last.kind, last.payload)
    assert isinstance(final, TurnNotice) and final.rating == "rated" and len(final.ratings) == 3


@pytest.mark.parametrize(("kind", "payload"), [("turn", {"by": "play"}), ("stand-in", {"seat": 1})])
async def test_a_stored_notice_that_reads_as_none_is_dropped_and_the_next_one_posts(
    service, channels, store, kind, payload
):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, NAMES[ALICE])
    record = await store.active_game(CHANNEL)
    before = len(channels.in_channel(CHANNEL))
    record = await update_lobby(
        store,
        record.id,
        record.version,
        host_id=ALICE,
        seats=record.seats,
        notice=Notice(kind, payload),
    )
    view = await service.room(Lobby).join(CHANNEL, BOB, NAMES[BOB])
    assert view.published and "Bob" in channels.last(CHANNEL).text
    assert len(channels.in_channel(CHANNEL)) == before  # the lobby edited, nothing posted
    assert await store.pending_announcements(record.id) == 0
