"""A chat channel for service tests: a ``Publisher`` that keeps every message it is given.

It behaves as Discord does where the service relies on it: a nonce sent again returns the
message already made (``enforce_nonce``), editing a deleted message fails with
``MessageGone``, a deleted channel with ``ChannelGone``; ``fail_next`` makes the next posts
fail as a network error would. A direct message to someone in ``closed_dms`` is refused for
good (``DmsClosed``, Discord's 50007), to someone in ``failing_dms`` for now. A post's text and its picture's description are said the way
the bot's own publisher says them (``azul_bot.core.words.channel.compose``), in the post's language.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from azul_bot.core import ChannelGone, DmsClosed, MessageGone, Parked, Post, PublishError
from azul_bot.core.words.channel import compose, describe


@dataclass
class Message:
    id: int
    channel_id: int
    post: Post
    nonce: str | None
    edits: int = 0
    stripped: bool = False
    deleted: bool = False

    @property
    def text(self) -> str:
        return compose(self.post)

    @property
    def image_alt(self) -> str:
        return describe(self.post)

    @property
    def controls(self):
        return self.post.controls

    @property
    def mentions(self) -> tuple[int, ...]:
        return self.post.mentions


@dataclass
class FakeChannels:
    messages: dict[int, Message] = field(default_factory=dict)
    gone_channels: set[int] = field(default_factory=set)
    fail_next: int = 0
    closed_dms: set[int] = field(default_factory=set)
    failing_dms: set[int] = field(default_factory=set)
    dms_tried: int = 0
    dms: list[tuple[int, Post, str]] = field(default_factory=list)
    """Each direct message: to whom, the post (its ``text``: ``dm_text``), its nonce."""
    posts_tried: int = 0
    threads: dict[int, int] = field(default_factory=dict)
    """Each thread made (its id: its starter message's) and the channel it hangs from."""
    _ids: itertools.count = field(default_factory=lambda: itertools.count(900_000))
    _by_nonce: dict[str, int] = field(default_factory=dict)

    # ------------------------------------------------------------------ Publisher

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        self.posts_tried += 1
        self._check(channel_id)
        if nonce in self._by_nonce:
            return self._by_nonce[nonce]
        message = Message(next(self._ids), channel_id, post, nonce)
        self.messages[message.id] = message
        self._by_nonce[nonce] = message.id
        return message.id

    async def edit(self, channel_id: int, message_id: int, post: Post) -> None:
        self._check(channel_id)
        message = self.messages.get(message_id)
        if message is None or message.deleted or message.channel_id != channel_id:
            raise MessageGone(f"unknown message {message_id}")
        message.post = post
        message.edits += 1

    async def strip(
        self,
        channel_id: int,
        message_id: int,
        *,
        post: Post | None = None,
        keep_picture: bool = False,
    ) -> None:
        self._check(channel_id)
        message = self.messages.get(message_id)
        if message is None or message.deleted:
            return
        said = message.post if post is None else post
        image = message.post.image if keep_picture else None
        message.post = Post(said.message, said.locale, message.mentions, image)
        message.stripped = True

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        self.dms_tried += 1
        if user_id in self.closed_dms:
            raise DmsClosed("403 50007: Cannot send messages to this user")
        if user_id in self.failing_dms:
            raise PublishError("429 Too Many Requests")
        if nonce not in {nonce for _, _, nonce in self.dms}:
            self.dms.append((user_id, post, nonce))

    async def create_thread(self, channel_id: int, starter: Post, *, nonce: str) -> int:
        """As Discord: the starter message (one per nonce) and its thread, whose id is the
        message's; ``threads`` holds each thread's parent."""
        message_id = await self.post(channel_id, starter, nonce=nonce)
        self.threads.setdefault(message_id, channel_id)
        return message_id

    def _check(self, channel_id: int) -> None:
        if channel_id in self.gone_channels:
            raise ChannelGone(f"unknown channel {channel_id}")
        if self.fail_next:
            self.fail_next -= 1
            raise PublishError("503 Service Unavailable")

    # ------------------------------------------------------------------ reading

    def in_channel(self, channel_id: int) -> list[Message]:
        return [m for m in self.messages.values() if m.channel_id == channel_id and not m.deleted]

    def dm_texts(self, user_id: int | None = None) -> list[str]:
        """The direct messages said (to ``user_id`` only, if given), in their language."""
        return [compose(post) for to, post, _ in self.dms if user_id in (None, to)]

    def last(self, channel_id: int) -> Message:
        return self.in_channel(channel_id)[-1]

    def with_controls(self, channel_id: int) -> list[Message]:
        return [m for m in self.in_channel(channel_id) if m.controls is not None]

    def delete(self, message_id: int) -> None:
        self.messages[message_id].deleted = True


@dataclass
class NoTokenAlive(FakeChannels):
    """A place where the bot is no member (a group DM): while no interaction's token lives
    there (``alive`` False: nobody acted for 15 minutes), nothing can be posted, edited or
    stripped in it, and nothing is asked of Discord (``Parked``); ``parked`` counts the posts
    set aside so."""

    alive: bool = False
    parked: int = 0

    def _check(self, channel_id: int) -> None:
        if not self.alive:
            self.parked += 1
            raise Parked("no interaction's token is alive in the place")
        super()._check(channel_id)
