"""``/azul tournament``, answered privately in the language of whoever asked."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import discord
from discord import app_commands

from azul_bot.core import BadInput, GameService, Refusal
from azul_bot.core.discord.common import (
    CHOICE_NAME_LIMIT,
    Context,
    NoThreadHere,
    channel_id_of,
    guild_id_of,
    handle,
    lacking,
    reply,
    room_of,
    service_of,
    words_of,
)
from azul_bot.core.discord.permissions import Place, missing
from azul_bot.core.discord.translator import about, choice, subcommand
from azul_bot.core.words.typed import typed
from azul_bot.engine import VARIANTS

from ..ids import NO_TOURNAMENT
from ..lifecycle import BACK, JOINED, WITHDREW, Entry, StandingsView, Tournaments
from ..picture import standings_alt
from ..store import organizers
from ..words import rules_text, standings_text

FORMAT_CHOICES = [choice("swiss"), choice("round_robin")]
WALL_CHOICES = [choice(code) for code in VARIANTS]
T = TypeVar("T")
ENTRY_ANSWERS = {
    JOINED: "reply-tournament-joined",
    BACK: "reply-tournament-back",
    WITHDREW: "reply-tournament-withdrew",
}
"""What ``join`` and ``leave`` did, said; leaving a running tournament is ``reply-tournament-left``."""

TournamentOption = app_commands.Range[str, 1, 20]
"""A tournament, by the id its autocomplete gives."""
Answer = Callable[[discord.Interaction, str | int | None], Awaitable[None]]
Suggest = Callable[[discord.Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]
"""What offers the tournaments to choose as the option is typed."""

tournament = app_commands.Group(name="tournament", description=about("tournament"))


async def may_organize(interaction: discord.Interaction, service: GameService) -> bool:
    """Whoever may manage the server, or holds the role its settings name, runs tournaments."""
    if interaction.permissions.manage_guild:
        return True
    role = await service.read(service.store.read(organizers(guild_id_of(interaction))))
    roles = getattr(interaction.user, "roles", ())
    return role is not None and any(held.id == role for held in roles)


async def organized(
    interaction: discord.Interaction, act: Callable[..., Awaitable[T]], *args: object
) -> T:
    """What only an organizer may do, asked by whoever acted."""
    service = service_of(interaction)
    guild_id, user_id = guild_id_of(interaction), interaction.user.id
    organizes = await may_organize(interaction, service)
    return await act(service.room(Tournaments), guild_id, user_id, *args, may_organize=organizes)


async def tournament_choices(
    interaction: discord.Interaction, current: str, *, mine: bool = False
) -> list[app_commands.Choice[str]]:
    """The server's open tournaments (those the user entered, when ``mine``) whose name
    holds what was typed, newest first."""
    service = service_of(interaction)
    user = interaction.user.id if mine else None
    found = await service.room(Tournaments).choices(guild_id_of(interaction), user)
    say = words_of(interaction)
    typed_now = current.strip().lower()
    return [
        app_commands.Choice(
            name=say("tournament-choice", name=t.name, status=t.status)[:CHOICE_NAME_LIMIT],
            value=str(t.tournament_id),
        )
        for t in found
        if typed_now in t.name.lower()
    ][:25]


async def tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await tournament_choices(interaction, current)


async def my_tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await tournament_choices(interaction, current, mine=True)


def of_a_tournament(
    name: str, suggest: Suggest = tournament_autocomplete
) -> Callable[[Answer], Answer]:
    """``/azul tournament <name> [tournament]``, answered by the function it decorates (the
    sign-up's buttons answer with it too); the tournament's choices are offered by
    ``suggest`` as it is typed."""

    def declare(answer: Answer) -> Answer:
        @subcommand("tournament", name, group=tournament)
        async def command(
            interaction: discord.Interaction, tournament: TournamentOption | None = None
        ) -> None:
            await answer(interaction, tournament)

        command.autocomplete("tournament")(suggest)
        return answer

    return declare


def tournament_id(value: str | int | None) -> int | None:
    """The ``tournament`` option: a tournament's id, as its choices give it (or as a sign-up
    button carries it); anything else typed is refused."""
    if value is None or isinstance(value, int):
        return value
    if not value.strip():
        return None
    if not value.strip().isdigit() or len(value.strip()) > 20:
        raise BadInput(NO_TOURNAMENT)
    return int(value.strip())


@subcommand("tournament", "new", group=tournament)
@app_commands.choices(format=FORMAT_CHOICES, wall=WALL_CHOICES)
async def new(
    interaction: discord.Interaction,
    name: app_commands.Range[str, 1, 60],
    format: app_commands.Choice[str] | None = None,
    rounds: app_commands.Range[int, 1, 20] | None = None,
    table: app_commands.Range[int, 2, 4] | None = None,
    wall: app_commands.Choice[str] | None = None,
    time_limit: app_commands.Range[str, 1, 24] | None = None,
    signup_until: app_commands.Range[str, 1, 24] | None = None,
    min_finished: app_commands.Range[int, 1, 100] | None = None,
    rated: bool | None = None,
) -> None:
    async def body(context: Context) -> None:
        service = service_of(interaction)
        if not isinstance(interaction.channel, discord.TextChannel):
            raise NoThreadHere(Refusal.THREADS_TEXT_ONLY)
        lacks = missing(interaction.app_permissions, Place.OPENS_THREADS)
        if lacks:  # each table plays in a thread of this channel
            raise lacking(Place.OPENS_THREADS, lacks)
        made = await service.room(Tournaments).new(
            guild_id_of(interaction),
            channel_id_of(interaction),
            interaction.user.id,
            may_organize=await may_organize(interaction, service),
            name=name,
            format=format.value if format else None,
            rounds=rounds,
            table_size=table,
            variant=wall.value if wall else None,
            # "off" may be typed in any language the bot speaks ("désactivé", "uit").
            time_limit=typed(time_limit) if time_limit else None,
            signup_until=typed(signup_until) if signup_until else None,
            min_finished=min_finished,
            rated=rated,
        )
        await reply(interaction, context.say("reply-tournament-created", name=made.name))

    await handle(interaction, "tournament.new", body, server_only=True)


@of_a_tournament("join")
async def join(interaction: discord.Interaction, tournament: str | int | None) -> None:
    async def body(context: Context) -> None:
        entry = await room_of(interaction, Tournaments).join(
            guild_id_of(interaction),
            interaction.user.id,
            interaction.user.display_name,
            tournament_id(tournament),
        )
        await reply(interaction, entry_said(context, entry))

    await handle(interaction, "tournament.join", body, posts=False, server_only=True)


@of_a_tournament("leave", my_tournament_autocomplete)
async def leave(interaction: discord.Interaction, tournament: str | int | None) -> None:
    async def body(context: Context) -> None:
        entry = await room_of(interaction, Tournaments).leave(
            guild_id_of(interaction), interaction.user.id, tournament_id(tournament)
        )
        await reply(interaction, entry_said(context, entry))

    await handle(interaction, "tournament.leave", body, posts=False, server_only=True)


def entry_said(context: Context, entry: Entry) -> str:
    key = ENTRY_ANSWERS.get(entry.what, "reply-tournament-left")
    shown = entry.tournament
    return context.say(key, name=shown.name, count=shown.entrants)


@of_a_tournament("start")
async def start(interaction: discord.Interaction, tournament: str | int | None) -> None:
    async def body(context: Context) -> None:
        started = await organized(interaction, Tournaments.start, tournament_id(tournament))
        said = context.say("reply-tournament-started", name=started.name, count=started.entrants)
        await reply(interaction, said)

    await handle(interaction, "tournament.start", body, posts=False, server_only=True)


@subcommand("tournament", "remove", group=tournament)
async def remove(
    interaction: discord.Interaction,
    player: discord.Member,
    tournament: TournamentOption | None = None,
) -> None:
    async def body(context: Context) -> None:
        shown = await organized(
            interaction, Tournaments.remove, player.id, tournament_id(tournament)
        )
        said = context.say("reply-tournament-removed", player=player.mention, name=shown.name)
        await reply(interaction, said)

    await handle(interaction, "tournament.remove", body, posts=False, server_only=True)


remove.autocomplete("tournament")(tournament_autocomplete)


@of_a_tournament("cancel")
async def cancel(interaction: discord.Interaction, tournament: str | int | None) -> None:
    async def body(context: Context) -> None:
        shown = await organized(interaction, Tournaments.cancel, tournament_id(tournament))
        await reply(interaction, context.say("reply-tournament-cancelled", name=shown.name))

    await handle(interaction, "tournament.cancel", body, posts=False, server_only=True)


@of_a_tournament("standings")
async def standings(interaction: discord.Interaction, tournament: str | int | None) -> None:
    async def body(context: Context) -> None:
        shown = await room_of(interaction, Tournaments).standings(
            guild_id_of(interaction), tournament_id(tournament), str(interaction.locale)
        )
        await reply(
            interaction, standings_text(context.say, shown.standings), files=files(shown, context)
        )

    await handle(interaction, "tournament.standings", body, posts=False, server_only=True)


def files(shown: StandingsView, context: Context) -> list[discord.File]:
    """The standings picture, described for screen readers."""
    if shown.image is None:
        return []
    alt = standings_alt(shown.standings, context.say.language)
    return [discord.File(io.BytesIO(shown.image), filename="standings.png", description=alt)]


@subcommand("tournament", "rules", group=tournament)
async def rules(interaction: discord.Interaction) -> None:
    async def body(context: Context) -> None:
        await reply(interaction, rules_text(context.say))

    await handle(interaction, "tournament.rules", body, posts=False, defer="none", server_only=True)
