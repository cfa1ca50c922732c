"""What every command and component shares: checks, acknowledgement, logging, posting the table."""

from __future__ import annotations

import io
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import discord

from azul_bot.service import GameService, LobbyView, ServiceError, TableView

if TYPE_CHECKING:
    from azul_bot.bot import AzulBot

log = logging.getLogger("azul.bot")

MESSAGE_LIMIT = 2000
PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
NO_PINGS = discord.AllowedMentions.none()

# The channel permissions the bot needs to host a table, as (attribute, name shown to people).
REQUIRED = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("attach_files", "Attach Files"),
    ("read_message_history", "Read Message History"),
)
REQUIRED_IN_THREADS = (("send_messages_in_threads", "Send Messages in Threads"),)


class NotInGuild(ServiceError):
    code = "dm"


class MissingBotPermissions(ServiceError):
    code = "bot_permissions"


LOBBY_STARTED = "This lobby has started: the game is below."

DM_TEXT = (
    "Azul is played in server channels: use `/azul` in a channel (or thread) of a server "
    "where I am. `/azul rules` works anywhere."
)


def service_of(interaction: discord.Interaction) -> GameService:
    bot: AzulBot = interaction.client  # type: ignore[assignment]
    return bot.service


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """The permissions the bot lacks in this channel to post the game, by name."""
    have = interaction.app_permissions
    needed = REQUIRED
    if isinstance(interaction.channel, discord.Thread):
        needed = (REQUIRED[0], REQUIRED[2], REQUIRED[3], *REQUIRED_IN_THREADS)
    return [name for attr, name in needed if not getattr(have, attr)]


@dataclass
class Context:
    """Filled in by a handler for the log line."""

    game_id: int | None = None
    outcome: str = "ok"


async def reply(
    interaction: discord.Interaction, text: str, *, view: discord.ui.View | None = None
) -> None:
    """An ephemeral answer, whether or not the interaction was acknowledged already."""
    kwargs = {"ephemeral": True, "allowed_mentions": NO_PINGS}
    if view is not None:
        kwargs["view"] = view
    try:
        if interaction.response.is_done():
            await interaction.followup.send(clip(text), **kwargs)
        else:
            await interaction.response.send_message(clip(text), **kwargs)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)


async def handle(
    interaction: discord.Interaction,
    action: str,
    body: Callable[[Context], Awaitable[None]],
    *,
    guild_only: bool = True,
    posts: bool = True,
    defer: Literal["ephemeral", "update", "none"] = "ephemeral",
) -> None:
    """Run one command or component: checks, acknowledgement in time, errors, one log line."""
    started = time.perf_counter()
    context = Context()
    try:
        if guild_only and interaction.guild is None:
            raise NotInGuild(DM_TEXT)
        if posts and interaction.guild is not None:
            missing = missing_permissions(interaction)
            if missing:
                raise MissingBotPermissions(
                    "I can't host a game in this channel: I am missing the "
                    f"{', '.join(missing)} permission{'s' if len(missing) > 1 else ''} here. "
                    "Ask a server admin to grant it, or play in another channel."
                )
        # Acknowledge first: Discord gives 3 seconds, and storing and drawing can take longer.
        if defer == "ephemeral":
            await interaction.response.defer(ephemeral=True, thinking=True)
        elif defer == "update":
            await interaction.response.defer()
        await body(context)
    except ServiceError as error:
        context.outcome = error.code
        await reply(interaction, error.message)
    except Exception:
        context.outcome = "error"
        log.exception("%s failed", action)
        await reply(
            interaction,
            "Something went wrong on my side. Nothing was lost: `/azul board` shows the table.",
        )
    finally:
        log.info(
            "action=%s guild=%s channel=%s game=%s user=%s outcome=%s duration_ms=%.1f",
            action,
            interaction.guild_id,
            interaction.channel_id,
            context.game_id,
            interaction.user.id,
            context.outcome,
            (time.perf_counter() - started) * 1000,
        )


def saved_but_not_posted(result: TableView | LobbyView, done: str) -> str:
    """``done``, plus a warning when the channel message could not be posted."""
    if result.published:
        return done
    return (
        f"{done}\n⚠️ I could not post the update in this channel, but it is saved: "
        "`/azul board` shows the table."
    )


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def table_file(table: TableView) -> discord.File | None:
    if table.image is None:
        return None
    return discord.File(
        io.BytesIO(table.image),
        filename="azul-table.png",
        description=(table.image_alt or "The Azul table")[:1024],
    )


def table_content(table: TableView) -> str:
    if table.finished:
        mentions = " ".join(f"<@{uid}>" for uid in table.ping_user_ids)
        tail = f"Thanks for playing, {mentions}!" if mentions else ""
    elif table.current_user_id is not None:
        tail = f"<@{table.current_user_id}>, your turn: press **Play** or use `/azul play`."
    else:
        tail = ""
    return clip(f"{table.text}\n\n{tail}".strip())


def channel_publisher(
    channel: discord.abc.Messageable, *, previous_text: str | None = None
) -> Callable[[TableView], Awaitable[int | None]]:
    """Post a turn message in ``channel`` and take the buttons off the previous one
    (replacing its text with ``previous_text`` if given)."""
    from .components import play_view

    async def publish(table: TableView) -> int | None:
        kwargs = {"allowed_mentions": PINGS}
        file = table_file(table)
        if file is not None:
            kwargs["file"] = file
        if not table.finished:
            kwargs["view"] = play_view(table.game_id, table.version)
        message = await channel.send(table_content(table), **kwargs)
        await strip_buttons(channel, table.previous_message_id, content=previous_text)
        return message.id

    return publish


async def strip_buttons(
    channel: discord.abc.Messageable, message_id: int | None, *, content: str | None = None
) -> None:
    if message_id is None or not hasattr(channel, "get_partial_message"):
        return
    changes: dict = {"view": None}
    if content is not None:
        changes["content"] = content
    try:
        await channel.get_partial_message(message_id).edit(**changes)  # type: ignore[attr-defined]
    except discord.HTTPException:
        log.info("could not take the buttons off message %s", message_id)


def lobby_publisher(
    interaction: discord.Interaction, *, new: bool = False
) -> Callable[[LobbyView], Awaitable[int | None]]:
    """Post (or update) the lobby message with its Join / Leave / Start buttons."""
    from .components import lobby_view

    async def publish(lobby: LobbyView) -> int | None:
        view = None if lobby.closed else lobby_view(lobby.game_id, lobby)
        channel = interaction.channel
        if new or lobby.message_id is None:
            message = await channel.send(lobby.text, view=view, allowed_mentions=NO_PINGS)  # type: ignore[union-attr]
            return message.id
        await channel.get_partial_message(lobby.message_id).edit(  # type: ignore[union-attr]
            content=lobby.text, view=view, allowed_mentions=NO_PINGS
        )
        return None

    return publish
