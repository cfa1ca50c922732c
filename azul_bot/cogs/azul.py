"""The ``/azul`` command group. Thin: checks and wording of Discord things; the game is in service."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from azul_bot.service import (
    LEVELS,
    MAX_VALUE,
    RULES,
    Choice,
    NotAllowed,
    ServiceError,
    TurnControls,
    WrongPhase,
    server_settings_text,
)
from azul_bot.words.typed import typed

from .common import (
    GAME_STARTED,
    Context,
    handle,
    reply,
    saved_but_not_posted,
    service_of,
    table_file,
    withdraw,
)
from .components import (
    DYNAMIC_ITEMS,
    abort_view,
    history_view,
    leaderboard_view,
    picker_view,
    resign_view,
    turn_view,
)
from .translator import about, choice

COLOR_CHOICES = [
    app_commands.Choice(name=name, value=name)
    for name in ("blue", "yellow", "red", "black", "white")
]
LEVEL_CHOICES = [choice(level) for level in LEVELS]
AT_LIMIT_CHOICES = [choice("turn"), choice("seat")]


class NoThreadHere(ServiceError):
    code = "no_thread"


SORTS = [choice(sort) for sort in ("rating", "wins", "win_rate", "average", "best")]


def _choices(choices: list[Choice]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c.label[:100], value=c.value) for c in choices[:25]]


THREAD_ARCHIVE_MINUTES = 10080  # a week: a slow game's thread stays in the list


async def game_thread(interaction: discord.Interaction, name: str) -> discord.Thread:
    """A public thread of the channel for a new game (one channel, many games)."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise NoThreadHere("Games get their own thread only in a text channel.")
    try:
        return await channel.create_thread(
            name=f"Azul — {name}"[:100],
            type=discord.ChannelType.public_thread,
            auto_archive_duration=THREAD_ARCHIVE_MINUTES,
        )
    except discord.Forbidden:
        raise NoThreadHere(
            "I can't create a thread here: I need the Create Public Threads permission."
        ) from None


class Azul(commands.Cog):
    """Host games of Azul in channels and threads."""

    # Offered in servers only: Discord hides the commands in DMs instead of us refusing them.
    azul = app_commands.Group(
        name="azul",
        description=about("azul"),
        allowed_contexts=app_commands.AppCommandContext(guild=True),
        allowed_installs=app_commands.AppInstallationType(guild=True),
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # ------------------------------------------------------------------ lobby

    @azul.command(name="new", description=about("azul new"))
    @app_commands.describe(thread=about("azul new", "thread"))
    async def new(self, interaction: discord.Interaction, thread: bool | None = None) -> None:
        async def body(context: Context) -> None:
            service = service_of(interaction)
            guild_id: int = interaction.guild_id  # type: ignore[assignment]
            channel_id: int = interaction.channel_id  # type: ignore[assignment]
            wanted = (await service.settings(guild_id)).threads if thread is None else thread
            name = interaction.user.display_name
            if wanted and not isinstance(interaction.channel, discord.Thread):
                channel_id = (await game_thread(interaction, name)).id
            lobby = await service.open_lobby(guild_id, channel_id, interaction.user.id, name)
            context.game_id = lobby.game_id
            where = f" in <#{channel_id}>" if channel_id != interaction.channel_id else ""
            await reply(
                interaction,
                saved_but_not_posted(
                    lobby.published, f"Lobby opened{where}. Others join with the **Join** button."
                ),
            )

        await handle(interaction, "new", body)

    @azul.command(name="join", description=about("azul join"))
    async def join(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            lobby = await service_of(interaction).join(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                interaction.user.display_name,
            )
            context.game_id = lobby.game_id
            await reply(
                interaction,
                saved_but_not_posted(lobby.published, f"You took seat {len(lobby.seats)}."),
            )

        await handle(interaction, "join", body)

    @azul.command(name="leave", description=about("azul leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            service = service_of(interaction)
            channel_id: int = interaction.channel_id  # type: ignore[assignment]
            try:
                lobby = await service.leave(channel_id, interaction.user.id)
            except WrongPhase:
                record = await service.check_resign(channel_id, interaction.user.id)
                context.game_id = record.id
                await reply(
                    interaction,
                    "Really leave this game? A computer plays your seat to the end, and for "
                    "the ratings you finish last.",
                    view=resign_view(record.id),
                )
                return
            context.game_id = lobby.game_id
            await reply(
                interaction, "You left the lobby." + (" It is closed." if lobby.closed else "")
            )

        await handle(interaction, "leave", body)

    @azul.command(name="addbot", description=about("azul addbot"))
    @app_commands.describe(level=about("azul addbot", "level"))
    @app_commands.choices(level=LEVEL_CHOICES)
    async def addbot(
        self, interaction: discord.Interaction, level: app_commands.Choice[str]
    ) -> None:
        async def body(context: Context) -> None:
            lobby = await service_of(interaction).add_computer(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                level.value,
            )
            context.game_id = lobby.game_id
            await reply(
                interaction,
                saved_but_not_posted(lobby.published, f"{lobby.seats[-1].name} took a seat."),
            )

        await handle(interaction, "addbot", body)

    @azul.command(name="hint", description=about("azul hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            advice = await service_of(interaction).hint(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            context.game_id = advice.game_id
            text = "**The coach suggests**\n" + "\n".join(advice.lines)
            text += "\nThis game no longer changes ratings (a hint was used)."
            view = None
            if advice.best is not None:
                view = picker_view(
                    advice.game,
                    advice.game_id,
                    advice.version,
                    advice.best.source,
                    int(advice.best.color),
                    advice.best.line,
                )
                text += "\nThe best one is ready below: Confirm plays it."
            await reply(interaction, text, view=view)

        await handle(interaction, "hint", body, posts=False)

    @azul.command(name="notify", description=about("azul notify"))
    @app_commands.describe(on=about("azul notify", "on"))
    async def notify(self, interaction: discord.Interaction, on: bool) -> None:
        async def body(context: Context) -> None:
            await reply(interaction, await service_of(interaction).notify(interaction.user.id, on))

        await handle(interaction, "notify", body, posts=False)

    @azul.command(name="settings", description=about("azul settings"))
    @app_commands.describe(
        **{
            option: about("azul settings", option)
            for option in ("time_limit", "reminder", "at_limit", "threads", "hints")
        }
    )
    @app_commands.choices(at_limit=AT_LIMIT_CHOICES)
    async def settings(
        self,
        interaction: discord.Interaction,
        time_limit: app_commands.Range[str, 1, 24] | None = None,
        reminder: app_commands.Range[str, 1, 24] | None = None,
        at_limit: app_commands.Choice[str] | None = None,
        threads: bool | None = None,
        hints: bool | None = None,
    ) -> None:
        async def body(context: Context) -> None:
            changes = {
                "time_limit": time_limit,
                "reminder": reminder,
                "at_limit": at_limit.value if at_limit else None,
                "threads": threads,
                "hints": hints,
            }
            changes = {key: value for key, value in changes.items() if value is not None}
            service = service_of(interaction)
            guild_id: int = interaction.guild_id  # type: ignore[assignment]
            if changes and not interaction.permissions.manage_guild:
                raise NotAllowed("Changing the settings needs the Manage Server permission.")
            if changes:
                text = await service.update_settings(guild_id, **changes)
            else:
                text = server_settings_text(await service.settings(guild_id))
            await reply(interaction, text)

        await handle(interaction, "settings", body, posts=False)

    @azul.command(name="start", description=about("azul start"))
    async def start(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            table = await service_of(interaction).start(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            context.game_id = table.game_id
            await reply(interaction, saved_but_not_posted(table.published, GAME_STARTED))

        await handle(interaction, "start", body)

    # ------------------------------------------------------------------ play

    @azul.command(name="play", description=about("azul play"))
    @app_commands.describe(
        **{option: about("azul play", option) for option in ("source", "color", "line")}
    )
    async def play(
        self,
        interaction: discord.Interaction,
        source: app_commands.Range[str, 1, MAX_VALUE],
        color: app_commands.Range[str, 1, MAX_VALUE],
        line: app_commands.Range[str, 1, MAX_VALUE],
    ) -> None:
        async def body(context: Context) -> None:
            # Typed in any language the bot speaks: "rouge", "rood" and "red" are one color.
            table = await service_of(interaction).play(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                typed(source),
                typed(color),
                typed(line),
            )
            context.game_id = table.game_id
            if table.published:
                # The public turn message says it all: no private echo.
                await withdraw(interaction)
            else:
                await reply(interaction, saved_but_not_posted(False, "Played."))

        await handle(interaction, "play", body)

    @play.autocomplete("source")
    async def source_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        return _choices(
            await service_of(interaction).sources(
                interaction.channel_id, interaction.user.id, current
            )
        )

    @play.autocomplete("color")
    async def color_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        source = getattr(interaction.namespace, "source", None)
        if interaction.channel_id is None or not source:
            return [c for c in COLOR_CHOICES if current.lower() in c.name]
        return _choices(
            await service_of(interaction).colors(
                interaction.channel_id, interaction.user.id, typed(source), current
            )
        )

    @play.autocomplete("line")
    async def line_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        source = getattr(interaction.namespace, "source", None)
        color = getattr(interaction.namespace, "color", None)
        if interaction.channel_id is None or not source or not color:
            return []
        return _choices(
            await service_of(interaction).lines(
                interaction.channel_id, interaction.user.id, typed(source), typed(color), current
            )
        )

    # ------------------------------------------------------------------ table

    @azul.command(name="board", description=about("azul board"))
    async def board(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            table = await service_of(interaction).board(interaction.channel_id)  # type: ignore[arg-type]
            context.game_id = table.game_id
            file = table_file(table)
            view = None
            if table.current_user_id == interaction.user.id:
                # Whoever is to move can always move from here, even if the turn message is gone.
                view = turn_view(TurnControls(table.game_id, table.version, table.sources))
            await reply(interaction, table.text, view=view, files=[file] if file else ())

        await handle(interaction, "board", body, posts=False)

    @azul.command(name="abort", description=about("azul abort"))
    async def abort(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            can_manage = bool(interaction.permissions.manage_channels)
            record = await service_of(interaction).check_abort(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                can_manage=can_manage,
            )
            context.game_id = record.id
            what = "the game" if record.status == "running" else "the lobby"
            await reply(
                interaction,
                f"Really abort {what}? It will not count for anybody's stats.",
                view=abort_view(record.id),
            )

        await handle(interaction, "abort", body, posts=False)

    # ------------------------------------------------------------------ info

    @azul.command(name="rules", description=about("azul rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            await reply(interaction, RULES)

        await handle(interaction, "rules", body, posts=False, defer="none")

    @azul.command(name="mygames", description=about("azul mygames"))
    async def mygames(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            text = await service_of(interaction).records.my_games(
                interaction.guild_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            await reply(interaction, text)

        await handle(interaction, "mygames", body, posts=False)

    @azul.command(name="history", description=about("azul history"))
    @app_commands.describe(
        member=about("azul history", "member"), page=about("azul history", "page")
    )
    async def history(
        self,
        interaction: discord.Interaction,
        member: discord.Member | None = None,
        page: app_commands.Range[int, 1, 10000] = 1,
    ) -> None:
        async def body(context: Context) -> None:
            shown = await service_of(interaction).records.history(
                interaction.guild_id,  # type: ignore[arg-type]
                (member.id, member.display_name) if member else None,
                page,
            )
            view = history_view(shown.member_id, shown.page, shown.pages)
            await reply(interaction, shown.text, view=view)

        await handle(interaction, "history", body, posts=False)

    @azul.command(name="replay", description=about("azul replay"))
    @app_commands.describe(game=about("azul replay", "game"))
    async def replay(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1, 2**53]
    ) -> None:
        async def body(context: Context) -> None:
            context.game_id = game
            shown = await service_of(interaction).records.replay(
                interaction.guild_id,  # type: ignore[arg-type]
                game,
            )
            files = [
                discord.File(io.BytesIO(shown.final_image), filename=f"azul-{game}-final.png"),
                discord.File(io.BytesIO(shown.animation), filename=f"azul-{game}-replay.webp"),
            ]
            await reply(interaction, shown.text, files=files)

        await handle(interaction, "replay", body)

    @azul.command(name="leaderboard", description=about("azul leaderboard"))
    @app_commands.describe(
        sort=about("azul leaderboard", "sort"), page=about("azul leaderboard", "page")
    )
    @app_commands.choices(sort=SORTS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        sort: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        async def body(context: Context) -> None:
            board = await service_of(interaction).leaderboard(
                interaction.guild_id,  # type: ignore[arg-type]
                sort.value if sort else "rating",
                page,
            )
            view = leaderboard_view(board.sort, board.page, board.pages)
            await reply(interaction, board.text, view=view)

        await handle(interaction, "leaderboard", body, posts=False)

    @azul.command(name="stats", description=about("azul stats"))
    @app_commands.describe(member=about("azul stats", "member"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        async def body(context: Context) -> None:
            who = member or interaction.user
            text = await service_of(interaction).stats(
                interaction.guild_id,  # type: ignore[arg-type]
                who.id,
                who.display_name,
            )
            await reply(interaction, text)

        await handle(interaction, "stats", body, posts=False)


async def setup(bot: commands.Bot) -> None:
    """The extension's entry point (``bot.load_extension("azul_bot.cogs")``)."""
    await bot.add_cog(Azul(bot))
    # Buttons are parsed from their custom ids, so old messages work after restarts.
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
