"""The announcer: each stored announcement is posted by the handler its kind was registered
with, whichever feature's it is.

What a handler raises the outbox retries (a ``PublishError``) or drops (anything else, with
why), and a notice that reads as none is dropped, never posted.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from azul_bot.core.db import Announcement, GameRecord, Store

from .notices import Unreadable, decode

Handler = Callable[[Announcement, GameRecord, Any], Awaitable[None]]
"""Posts an announcement of a game: the entry, the game as it stands, the typed notice."""
ClubPost = Callable[[Announcement], Awaitable[None]]
"""Posts an announcement of no game (the club's), given the whole entry."""

log = logging.getLogger("azul.outbox")


class Announcer:
    """Turns announcements into posts through the handlers the features registered."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._handlers: dict[str, Handler] = {}
        self._club_posts: dict[str, ClubPost] = {}

    def on_notice(self, kind: str, handler: Handler) -> None:
        """How a notice of a game of ``kind`` is posted (its feature's handler)."""
        if kind in self._handlers:
            raise ValueError(f"two handlers for the notices of kind {kind!r}")
        self._handlers[kind] = handler

    def on_post(self, kind: str, post: ClubPost) -> None:
        """How an announcement of no game of ``kind`` is posted (a feature of the club
        registers its own: a season's standings, a daily digest)."""
        if kind in self._club_posts:
            raise ValueError(f"two posters for the announcements of kind {kind!r}")
        self._club_posts[kind] = post

    async def deliver(self, entry: Announcement) -> None:
        if entry.game_id is None:
            post = self._club_posts.get(entry.kind)
            if post is None:
                raise ValueError(f"announcement {entry.id}: no poster for {entry.kind!r}")
            await post(entry)
            return
        record = await self._store.get_game(entry.game_id)
        notice = decode(entry.kind, entry.payload)
        if isinstance(notice, Unreadable):
            # Never posted: the outbox drops what it cannot deliver, and logs why.
            raise ValueError(f"announcement {entry.id} ({entry.kind}): {notice.why}")
        handler = self._handlers.get(notice.kind)
        if handler is None:
            raise ValueError(f"announcement {entry.id}: no handler for {notice.kind!r}")
        await handler(entry, record, notice)
