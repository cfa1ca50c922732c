"""Start-up's ``Publisher``: the service's posts, edits and button removals, by channel id,
through discord.py (``get_partial_messageable``: no cache, no interaction needed); where the
bot is no member, with the place's live interaction tokens (``visits``). It sends and builds
views only: a post's words are made in ``azul_bot.core.words.channel``.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Literal

import aiohttp
import discord

from azul_bot.core import (
    ChannelGone,
    DmsClosed,
    Held,
    MessageGone,
    Parked,
    Post,
    PublishError,
    clipped,
)
from azul_bot.core.discord.front import letter_view, view_of
from azul_bot.core.discord.visits import Visits
from azul_bot.core.words.channel import compose, describe, thread_title, words_of

log = logging.getLogger("azul.publisher")

MESSAGE_LIMIT = 2000
UNKNOWN_MESSAGE = 10008
THREAD_ARCHIVED = 50083
THREAD_EXISTS = 160004
"""Discord's code for "a thread has already been created for this message"."""
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: a slow game's thread stays in the list
CANNOT_MESSAGE_USER = 50007
"""The user accepts no direct message from the bot (closed DMs, no shared server, a block)."""


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    return clipped(text, limit)


def allowed_mentions(post: Post) -> discord.AllowedMentions:
    """Exactly the users the post is meant to ping; never roles, everyone or a reply."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(user_id) for user_id in post.mentions],
    )


def sent(post: Post) -> dict:
    """What a new message of ``post`` is sent with, beside its text."""
    kwargs: dict = {"allowed_mentions": allowed_mentions(post)}
    view = view_of(post.controls, words_of(post))
    if view is not None:
        kwargs["view"] = view
    if post.image is not None:
        kwargs["file"] = discord.File(
            io.BytesIO(post.image),
            filename=f"azul-{post.picture}.png",
            description=clip(describe(post), 1024) or None,
        )
    return kwargs


class DiscordPublisher:
    def __init__(self, client: discord.Client, visits: Visits) -> None:
        self._client = client
        self._visits = visits

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self._client.get_partial_messageable(channel_id)

    def _webhook(self, token: str) -> discord.Webhook:
        """The app's webhook of an interaction, by its token (none of discord.py's
        interactions needed: the token is stored)."""
        application_id = self._client.application_id
        if application_id is None:
            raise PublishError("the bot is not logged in: it has no application id yet")
        return discord.Webhook.partial(application_id, token, client=self._client)

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        if await self._visits.visited(channel_id):
            return await self._follow_up(channel_id, post)
        # Unlike an edit, a new message reopens an archived thread by itself.
        with _translated():
            message = await self._channel(channel_id).send(
                clip(compose(post)), nonce=nonce, **sent(post)
            )
        return message.id

    async def _follow_up(self, channel_id: int, post: Post) -> int:
        """``post`` as a follow-up of the place's freshest live interaction (``Parked`` or
        ``Held`` without one: those it pings are told by DM, where they accept it). Counted
        before it is sent: a follow-up that failed may still have counted at Discord."""
        try:
            token = await self._visits.token(channel_id)
        except Held:
            raise
        except Parked:
            await self._tell_instead(channel_id, post)
            raise
        text, kwargs = compose(post), sent(post)
        if self._visits.comes_late(channel_id):
            text = f"{words_of(post)('visit-late')}\n{text}"
        if "view" not in kwargs:  # a reminder: the table is far up, or still to come
            kwargs["view"] = letter_view(post, words_of(post)) or discord.utils.MISSING
        with _translated():
            message = await self._webhook(token.token).send(clip(text), wait=True, **kwargs)
        await self._visits.made(message.id, token)
        return message.id

    async def _tell_instead(self, channel_id: int, post: Post) -> None:
        """What the place cannot be told now, by DM to each person it pings who accepts one
        from the bot: its text, and rather than its buttons (which work in the place only)
        one that shows its game's table."""
        place = await self._visits.places.link(channel_id)
        text = clip(f"{words_of(post)('visit-dm-from', place=place)}\n{compose(post)}")
        view = letter_view(post, words_of(post)) or discord.utils.MISSING
        for user_id in post.mentions:
            try:
                with _translated():
                    user = self._client.get_user(user_id) or await self._client.fetch_user(user_id)
                    none = discord.AllowedMentions.none()
                    await user.send(text, allowed_mentions=none, view=view)
            except PublishError as error:  # closed DMs too: the next press still shows it
                log.info("could not tell user %s by DM: %r", user_id, error)

    async def edit(self, channel_id: int, message_id: int, post: Post) -> None:
        if await self._visits.visited(channel_id):
            token = await self._visits.maker(message_id)
            if token is None:  # only the interaction that made it may edit it
                raise MessageGone(f"no live token made message {message_id}")
            with _translated():
                await self._webhook(token).edit_message(
                    message_id,
                    content=clip(compose(post)),
                    view=view_of(post.controls, words_of(post)),
                    allowed_mentions=allowed_mentions(post),
                )
            return
        message = self._channel(channel_id).get_partial_message(message_id)
        with _translated():
            await self._reopening(
                channel_id,
                lambda: message.edit(
                    content=clip(compose(post)),
                    view=view_of(post.controls, words_of(post)),
                    allowed_mentions=allowed_mentions(post),
                ),
            )

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        with _translated():
            user = self._client.get_user(user_id) or await self._client.fetch_user(user_id)
            try:
                await user.send(
                    clip(compose(post)),
                    allowed_mentions=discord.AllowedMentions.none(),
                    nonce=nonce,
                )
            except discord.Forbidden as error:
                # Only this code is the user's doing; another 403 (say, the bot's own
                # restriction) is not theirs to be remembered for.
                if error.code != CANNOT_MESSAGE_USER:
                    raise
                raise DmsClosed(f"403 {error.code}: {error.text}") from error

    async def create_thread(self, channel_id: int, starter: Post, *, nonce: str) -> int:
        # A message has one thread, whose id is the message's: a retry finds it made.
        message_id = await self.post(channel_id, starter, nonce=nonce)
        with _translated():
            try:
                # By id: a message read without its channel knows no server, which
                # ``Message.create_thread`` needs and the request does not.
                await self._client.http.start_thread_with_message(
                    channel_id,
                    message_id,
                    name=thread_title(starter),
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES,
                )
            except discord.HTTPException as error:
                if error.code != THREAD_EXISTS:
                    raise
                log.info("message %s has its thread already", message_id)
        return message_id

    async def strip(
        self,
        channel_id: int,
        message_id: int,
        *,
        post: Post | None = None,
        keep_picture: bool = False,
    ) -> None:
        changes: dict = {"view": None, "allowed_mentions": discord.AllowedMentions.none()}
        if not keep_picture:
            changes["attachments"] = []
        if post is not None:
            changes["content"] = clip(compose(post))
        if await self._visits.visited(channel_id):
            await self._strip_visited(message_id, changes)
            return
        message = self._channel(channel_id).get_partial_message(message_id)
        try:
            with _translated():
                await self._reopening(channel_id, lambda: message.edit(**changes))
        except MessageGone:
            log.info("message %s to strip was already deleted", message_id)

    async def _strip_visited(self, message_id: int, changes: dict) -> None:
        """With the token that made the message, while it lives; else the message keeps its
        buttons, which answer that the table moved on."""
        token = await self._visits.maker(message_id)
        if token is None:
            log.info("message %s keeps its buttons: no live token made it", message_id)
            return
        try:
            with _translated():
                await self._webhook(token).edit_message(message_id, **changes)
        except MessageGone:
            log.info("message %s to strip was already deleted", message_id)

    async def _reopening(self, channel_id: int, change: Callable[[], Awaitable[object]]) -> None:
        """Make ``change`` to a message; in an archived thread Discord refuses edits (a new
        message would reopen it, an edit does not), so the thread is unarchived and the
        change made once more."""
        try:
            await change()
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED:
                raise
            log.info("thread %s is archived; unarchiving it to edit a message", channel_id)
            thread = self._client.get_channel(channel_id)
            if not isinstance(thread, discord.Thread):  # archived threads leave the cache
                thread = await self._client.fetch_channel(channel_id)
            if not isinstance(thread, discord.Thread):
                raise
            await thread.edit(archived=False)
            await change()


@contextmanager
def _translated() -> Iterator[None]:
    """discord.py's errors as the service's: gone for good, or worth another try."""
    try:
        yield
    except discord.NotFound as error:
        if error.code == UNKNOWN_MESSAGE:
            raise MessageGone(str(error)) from error
        raise ChannelGone(str(error)) from error
    except discord.HTTPException as error:
        raise PublishError(f"{type(error).__name__} {error.status}: {error.text}") from error
    except (aiohttp.ClientError, TimeoutError) as error:
        raise PublishError(f"network: {error!r}") from error
