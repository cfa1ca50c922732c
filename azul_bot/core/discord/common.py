"""What every command and component shares: checks, acknowledgement, the one error handler,
logging. Answers here are private and ping nobody; channel posts go through the service."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import discord
from discord import app_commands

from azul_bot.core import (
    BadInput,
    GameService,
    GamesInThreads,
    Refusal,
    ServiceError,
    ThreadGame,
    clipped,
)
from azul_bot.core.words import ENGLISH, Words, language_of, words
from azul_bot.core.words.refusals import refusal
from azul_bot.core.words.typed import folded

from .front import seen
from .permissions import Place, missing, place_of
from .visits import ANSWERED, PlaceKind, Visits, counted, kind_of, thinking

log = logging.getLogger("azul.bot")
R = TypeVar("R")

MESSAGE_LIMIT = 2000
NO_PINGS = discord.AllowedMentions.none()


class NotInGuild(ServiceError, code="dm"): ...


class ServerOnly(ServiceError, code="server_only"):
    """A server's own business (its settings, seasons, tournaments) asked of elsewhere."""


class ExternalAppsOff(ServiceError, code="external_apps_off"):
    """A server that did not add the bot, whose members may use outside apps only privately:
    a table there would be seen by nobody but whoever acted."""


class MissingBotPermissions(ServiceError, code="bot_permissions"): ...


class NoThreadHere(ServiceError, code="no_thread"):
    """A game's thread asked for where threads cannot be opened (``THREADS_TEXT_ONLY``)."""


def words_of(interaction: discord.Interaction) -> Words:
    """The catalogue in the language of whoever acted (their Discord language)."""
    return words(language_of(interaction.locale))


def channel_id_of(interaction: discord.Interaction) -> int:
    """The channel (or thread) an interaction came from: every command and button of the bot
    has one (an interaction without is refused as one from nowhere the bot plays)."""
    if interaction.channel_id is None:
        raise NotInGuild(Refusal.DM_ONLY)
    return interaction.channel_id


def guild_id_of(interaction: discord.Interaction) -> int:
    """The server an interaction came from, whose games, ladder and rules it shares; a group
    DM or a DM is a club of its own, its ladder the channel's: its id."""
    if interaction.guild_id is not None:
        return interaction.guild_id
    return channel_id_of(interaction)


def parent_of(channel: object) -> int | None:
    """The channel ``channel`` is a thread of; None for a channel that is no thread."""
    return channel.parent_id if isinstance(channel, discord.Thread) else None


def service_of(interaction: discord.Interaction) -> GameService:
    """The game host of the bot the interaction came to. Start-up gives the bot its service
    (``AzulBot.service``); the cogs never import start-up, so it is read by name, and
    checked."""
    service = getattr(interaction.client, "service", None)
    if not isinstance(service, GameService):
        raise RuntimeError(f"{interaction.client!r} hosts no games: it has no GameService")
    return service


def room_of(interaction: discord.Interaction, kind: type[R]) -> R:
    """The host's room of type ``kind`` (``room_of(interaction, Lobby).join(...)``)."""
    return service_of(interaction).room(kind)


def lacking(place: Place, permissions: Sequence[str], **where: object) -> MissingBotPermissions:
    """The refusal for the bot's ``permissions`` missing at ``place``: each named with what
    fails without it, in the words ``/azul check`` uses."""
    return MissingBotPermissions(
        Refusal.BOT_PERMISSIONS,
        permissions=tuple(permissions),
        count=len(permissions),
        place=place.value,
        **where,
    )


@dataclass
class Context:
    """What a handler's body needs beyond the interaction: ``say``, the catalogue in the
    language of whoever acted; filled in by the body for the log line."""

    game_id: int | None = None
    outcome: str = "ok"
    say: Words = ENGLISH


async def reply(
    interaction: discord.Interaction,
    text: str,
    *,
    view: discord.ui.View | None = None,
    files: Sequence[discord.File] = (),
) -> None:
    """The private answer to whoever acted, whether or not the interaction was acknowledged
    already: every command's answer goes through here, so ``settle`` knows it was given."""
    kwargs: dict = {"ephemeral": True, "allowed_mentions": NO_PINGS}
    if view is not None:
        kwargs["view"] = view
    if files:
        kwargs["files"] = list(files)
    try:
        if interaction.response.is_done():
            if not thinking(interaction):  # a message of its own, not the "thinking…" filled
                counted(interaction)
            await interaction.followup.send(clip(text), **kwargs)
        else:
            await interaction.response.send_message(clip(text), **kwargs)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)
        return
    interaction.extras[ANSWERED] = True


async def withdraw(interaction: discord.Interaction) -> None:
    """Remove the bot's own "thinking…": the public message that followed is the answer."""
    await interaction.delete_original_response()
    interaction.extras[ANSWERED] = True


async def handle(
    interaction: discord.Interaction,
    action: str,
    body: Callable[[Context], Awaitable[None]],
    *,
    server_only: bool = False,
    posts: bool = True,
    defer: Literal["ephemeral", "update", "none"] = "ephemeral",
) -> None:
    """Run one command or component: checks, acknowledgement in time, errors, one log line,
    and an answer to whoever acted, always (``settle``). ``server_only``: a server's own
    business, refused where the bot is no member and in DMs."""
    started = time.perf_counter()
    context = Context(say=words_of(interaction))
    kind = kind_of(interaction)
    visited = False
    try:
        if server_only and kind is not None:
            raise ServerOnly(Refusal.SERVER_ONLY)
        if posts:
            check_posting(interaction, kind)
        # Acknowledge first: Discord gives 3 seconds, and storing and drawing can take longer.
        if defer == "ephemeral":
            await interaction.response.defer(ephemeral=True, thinking=True)
        elif defer == "update":
            await interaction.response.defer()
        visited = await visits_of(interaction).arrived(interaction)
        await learn_locales(interaction)
        await body(context)
        await seen(interaction)  # after the answer: nothing it notes is waited on
    except ServiceError as error:
        context.outcome = error.code
        await reply(interaction, refused(context.say, error))
    except Exception:
        context.outcome = "error"
        log.exception("%s failed", action)
        await reply(interaction, context.say("reply-something-went-wrong"))
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
    # Also after an error's answer, which may itself have failed.
    await settle(interaction, action)
    if visited:
        try:
            await posted_after(interaction, context)
        except Exception:  # answered already: what waits there goes out with the next one
            log.exception(
                "%s: could not post what waited in channel %s", action, interaction.channel_id
            )


def check_posting(interaction: discord.Interaction, kind: PlaceKind | None) -> None:
    """Refuse what would post where the bot cannot: a server channel it lacks permissions
    in; a server that did not add it, whose members may use outside apps only privately."""
    if kind is None and interaction.guild is not None:
        place = place_of(interaction.channel)
        lacks = missing(interaction.app_permissions, place)
        if lacks:
            raise lacking(place, lacks)
    if kind is PlaceKind.VISITED_SERVER and not interaction.permissions.use_external_apps:
        raise ExternalAppsOff(Refusal.EXTERNAL_APPS_OFF)


async def posted_after(interaction: discord.Interaction, context: Context) -> None:
    """Where the bot is no member, what waited for someone to act there goes out now, with
    this interaction's token (its answer is out): and the game's post before it ends."""
    service = service_of(interaction)
    channel_id = channel_id_of(interaction)
    await visits_of(interaction).answered(interaction)
    if await service.outbox.wake(channel_id):
        visits_of(interaction).late(channel_id)
    if context.game_id is not None:
        await service.outbox.flush(context.game_id, service.options.flush_timeout)


def visits_of(interaction: discord.Interaction) -> Visits:
    """The places where the bot is no member, as start-up made them (``AzulBot.visits``)."""
    visits = getattr(interaction.client, "visits", None)
    if not isinstance(visits, Visits):
        raise RuntimeError(f"{interaction.client!r} keeps no visits")
    return visits


async def learn_locales(interaction: discord.Interaction) -> None:
    """The host remembers the server's Discord locale (its channel messages follow it unless
    its admins chose a language) and the user's (their direct messages follow it)."""
    guild_locale = interaction.guild_locale
    if interaction.guild_id is None:  # a DM's club speaks the language of its last player
        guild_locale = interaction.locale
    await service_of(interaction).locales.learn_locales(
        guild_id_of(interaction),
        None if guild_locale is None else str(guild_locale),
        interaction.user.id,
        str(interaction.locale),
    )


async def settle(interaction: discord.Interaction, action: str) -> None:
    """Make sure the user who acted sees an answer and never "This interaction failed" or an
    endless "thinking…": whatever the body sent stands; an interaction left unacknowledged, or
    a "thinking…" left unfilled, has its "thinking…" removed (the public message, if any, is the
    answer) and is logged as the bug it is."""
    response = interaction.response
    if interaction.extras.get(ANSWERED):
        return
    try:
        if response.is_done():
            if response.type is not discord.InteractionResponseType.deferred_channel_message:
                return  # a message, an update of the clicked message, or its deferral
        else:
            await response.defer(ephemeral=True, thinking=True)
        log.warning(
            "%s left interaction %s unanswered: removing its thinking", action, interaction.id
        )
        await interaction.delete_original_response()
    except discord.NotFound:
        pass  # the body removed its own "thinking…" (or the channel is gone)
    except discord.DiscordException:  # the request failed, or no channel to read it in
        log.warning("could not settle interaction %s", interaction.id)


def picked(menu: discord.ui.Select, offered: Collection[str]) -> str:
    """The one value chosen in a menu; a forged value, not one the menu offered, is refused."""
    values = menu.values
    value = values[0] if len(values) == 1 else ""
    if value not in offered:
        raise BadInput(Refusal.NOT_OFFERED)
    return value


def refused(say: Words, error: ServiceError) -> str:
    """Why ``error`` refused the request, in ``say``'s language."""
    if isinstance(error, GamesInThreads):  # and where the games of this channel are
        return threads_text(say, error)
    return refusal(say, error.reason, error.values)


def styled(
    say: Words, label: str, style: discord.ButtonStyle, **options: Any
) -> discord.ui.Button[Any]:
    """A button of ``style`` labelled ``label`` in ``say``'s language."""
    return discord.ui.Button(label=say(label), style=style, **options)


def choice_button(
    label: str, value: int, chosen: int | None, **options: Any
) -> discord.ui.Button[Any]:
    """A picker's button: blue when it is the one chosen, grey else."""
    style = discord.ButtonStyle.primary if value == chosen else discord.ButtonStyle.secondary
    return discord.ui.Button(label=label[:80], style=style, **options)


def saved_but_not_posted(say: Words, published: bool, done: str) -> str:
    """``done``, plus a word when the channel message has not gone out yet (it will)."""
    if published:
        return done
    return f"{done}\n{say('reply-will-follow')}"


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    return clipped(text, limit)


def threads_text(say: Words, elsewhere: GamesInThreads) -> str:
    """No game in the channel asked in, but in its threads: why, then a link to each game
    offered, in the host's order."""
    lines = [refusal(say, elsewhere.reason, elsewhere.values)]
    lines += [thread_game_line(say, game) for game in elsewhere.shown]
    if elsewhere.hidden:
        lines.append(say("threads-more", count=elsewhere.hidden))
    return "\n".join(lines)


def thread_game_line(say: Words, game: ThreadGame) -> str:
    """``• <#thread> — lobby, 2/4 seats taken · your seat``."""
    where = f"<#{game.channel_id}>"
    if game.running:
        line = say("threads-running", channel=where, round=game.round)
    elif game.open:
        line = say("threads-lobby", channel=where, seated=game.players, most=game.most)
    else:
        line = say("threads-lobby-full", channel=where)
    return say("threads-your-seat", game=line) if game.seated else line


AUTOCOMPLETE_LIMIT = 25  # Discord's
CHOICE_NAME_LIMIT = 100  # Discord's


def offer(labelled: list[tuple[str, str]], typed_so_far: str) -> list[app_commands.Choice[str]]:
    """Autocomplete choices as (value, label), those whose value or label holds what was
    typed (in any case, with or without accents), at most Discord's 25."""
    needle = folded(typed_so_far or "")
    kept = [
        (value, label)
        for value, label in labelled
        if not needle or needle in folded(value) or needle in folded(label)
    ]
    return [
        app_commands.Choice(name=label[:CHOICE_NAME_LIMIT], value=value)
        for value, label in kept[:AUTOCOMPLETE_LIMIT]
    ]
