"""The ``/azul`` command group. Thin: checks and Discord things; the game is in service, the
words in the catalogue (``answers`` says the host's facts in the language of whoever asked)."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from azul_bot.engine import CLASSIC, COLORS, VARIANTS, Phase
from azul_bot.service import (
    LEVELS,
    MAX_VALUE,
    SERVER_LANGUAGES,
    DmTried,
    NotAllowed,
    Refusal,
    ServiceError,
    WrongPhase,
)
from azul_bot.words import language_of, words
from azul_bot.words.narrator import color_name
from azul_bot.words.pickers import color_label, line_label, source_label
from azul_bot.words.rules import rules_said
from azul_bot.words.typed import folded, typed, typed_color, typed_line, typed_source

from .answers import (
    hint_text,
    history_text,
    leaderboard_text,
    moves_text,
    my_games_text,
    replay_text,
    settings_text,
    stats_text,
)
from .common import (
    Context,
    handle,
    reply,
    saved_but_not_posted,
    service_of,
    withdraw,
    words_of,
)
from .components import (
    DYNAMIC_ITEMS,
    abort_view,
    computer_seated,
    history_view,
    leaderboard_view,
    resign_view,
)
from .picker import picker_view, show_board
from .placing import columns_view
from .translator import about, choice

LEVEL_CHOICES = [choice(level) for level in LEVELS]
VARIANT_CHOICES = [choice(code) for code in VARIANTS]
AT_LIMIT_CHOICES = [choice("turn"), choice("seat")]
LANGUAGE_CHOICES = [choice(language) for language in SERVER_LANGUAGES]
"""The server's language: its own Discord locale (``auto``), or one the admins choose."""
NOTIFY_ANSWERS = {
    None: "reply-notify-off",
    DmTried.ARRIVED: "reply-notify-on",
    DmTried.CLOSED: "reply-notify-dm-closed",
    DmTried.FAILED: "reply-notify-dm-failed",
}
"""``/azul notify``: off, or on and what became of the direct message it sent at once."""
AUTOCOMPLETE_LIMIT = 25  # Discord's
CHOICE_NAME_LIMIT = 100  # Discord's


class NoThreadHere(ServiceError):
    code = "no_thread"


SORTS = [choice(sort) for sort in ("rating", "wins", "win_rate", "average", "best")]


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


THREAD_ARCHIVE_MINUTES = 10080  # a week: a slow game's thread stays in the list


async def game_thread(
    interaction: discord.Interaction, name: str, locale: str | None
) -> discord.Thread:
    """A public thread of the channel for a new game (one channel, many games), named in the
    server's language."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise NoThreadHere(Refusal.THREADS_TEXT_ONLY)
    server = words(language_of(locale))
    try:
        return await channel.create_thread(
            name=server("thread-name", name=name)[:100],
            type=discord.ChannelType.public_thread,
            auto_archive_duration=THREAD_ARCHIVE_MINUTES,
        )
    except discord.Forbidden:
        raise NoThreadHere(Refusal.THREAD_PERMISSION) from None


def parent_of(channel: object) -> int | None:
    """The channel ``channel`` is a thread of; None for a channel that is no thread."""
    return channel.parent_id if isinstance(channel, discord.Thread) else None


class Azul(commands.Cog):
    """Host games of Azul in channels and threads."""

    # Offered in servers only: Discord hides the commands in DMs instead of us refusing them.
    azul = app_commands.Group(
        name="azul",
        description=about(),
        allowed_contexts=app_commands.AppCommandContext(guild=True),
        allowed_installs=app_commands.AppInstallationType(guild=True),
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    # ------------------------------------------------------------------ lobby

    @azul.command(name="new", description=about("new"))
    @app_commands.describe(thread=about("new", "thread"), variant=about("new", "variant"))
    @app_commands.choices(variant=VARIANT_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        thread: bool | None = None,
        variant: str = CLASSIC.code,
    ) -> None:
        async def body(context: Context) -> None:
            service = service_of(interaction)
            guild_id: int = interaction.guild_id  # type: ignore[assignment]
            channel_id: int = interaction.channel_id  # type: ignore[assignment]
            wanted = (await service.settings(guild_id)).threads if thread is None else thread
            name = interaction.user.display_name
            no_thread = False
            # A game in a thread is found from its channel too (``/azul join`` typed there).
            parent_id = parent_of(interaction.channel)
            if wanted and not isinstance(interaction.channel, discord.Thread):
                locale = await service.server_locale(guild_id)
                try:
                    channel_id = (await game_thread(interaction, name, locale)).id
                    parent_id = interaction.channel_id
                except NoThreadHere:
                    if thread:
                        raise  # asked for by name: refused, and told why
                    no_thread = True  # the server's default: the game is played here
            lobby = await service.open_lobby(
                guild_id, channel_id, interaction.user.id, name, variant, parent_id=parent_id
            )
            context.game_id = lobby.game_id
            say = context.say
            if channel_id != interaction.channel_id:
                done = say("reply-lobby-opened-in", channel=f"<#{channel_id}>")
            elif no_thread:
                done = say("reply-lobby-opened-no-thread")
            else:
                done = say("reply-lobby-opened")
            await reply(interaction, saved_but_not_posted(say, lobby.published, done))

        await handle(interaction, "new", body)

    @azul.command(name="join", description=about("join"))
    async def join(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            lobby = await service_of(interaction).join(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                interaction.user.display_name,
            )
            context.game_id = lobby.game_id
            say = context.say
            if lobby.channel_id not in (None, interaction.channel_id):  # in one of its threads
                where = f"<#{lobby.channel_id}>"
                done = say("reply-seated-in", channel=where, seat=len(lobby.seats))
            else:
                done = say("reply-seated", seat=len(lobby.seats))
            await reply(interaction, saved_but_not_posted(say, lobby.published, done))

        await handle(interaction, "join", body)

    @azul.command(name="leave", description=about("leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            service = service_of(interaction)
            channel_id: int = interaction.channel_id  # type: ignore[assignment]
            try:
                lobby = await service.leave(channel_id, interaction.user.id)
            except WrongPhase:
                record = await service.check_resign(channel_id, interaction.user.id)
                context.game_id = record.id
                say = context.say
                await reply(interaction, say("ask-resign"), view=resign_view(say, record.id))
                return
            context.game_id = lobby.game_id
            say = context.say
            done = say("reply-left-lobby-closed" if lobby.closed else "reply-left-lobby")
            await reply(interaction, saved_but_not_posted(say, lobby.published, done))

        await handle(interaction, "leave", body)

    @azul.command(name="addbot", description=about("addbot"))
    @app_commands.describe(level=about("addbot", "level"))
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
            await reply(interaction, computer_seated(context.say, lobby))

        await handle(interaction, "addbot", body)

    @azul.command(name="hint", description=about("hint"))
    async def hint(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            advice = await service_of(interaction).hint(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            context.game_id = advice.game_id
            view = None
            if advice.game.phase is Phase.TILING:  # the columns, ready to tap
                placing = await service_of(interaction).placing(
                    interaction.channel_id,  # type: ignore[arg-type]
                    interaction.user.id,
                    game_id=advice.game_id,
                )
                view = columns_view(context.say, placing)
            elif advice.best is not None:
                view = picker_view(
                    context.say,
                    advice.game,
                    advice.game_id,
                    advice.version,
                    advice.best.source,
                    int(advice.best.color),
                    advice.best.line,
                )
            await reply(interaction, hint_text(context.say, advice), view=view)

        await handle(interaction, "hint", body, posts=False)

    @azul.command(name="notify", description=about("notify"))
    @app_commands.describe(on=about("notify", "on"))
    async def notify(self, interaction: discord.Interaction, on: bool) -> None:
        async def body(context: Context) -> None:
            tried = await service_of(interaction).notify(interaction.user.id, on)
            await reply(interaction, context.say(NOTIFY_ANSWERS[tried]))

        await handle(interaction, "notify", body, posts=False)

    @azul.command(name="confirm", description=about("confirm"))
    @app_commands.describe(on=about("confirm", "on"))
    async def confirm(self, interaction: discord.Interaction, on: bool) -> None:
        async def body(context: Context) -> None:
            await service_of(interaction).confirm(interaction.user.id, on)
            await reply(interaction, context.say("reply-confirm-on" if on else "reply-confirm-off"))

        await handle(interaction, "confirm", body, posts=False)

    @azul.command(name="settings", description=about("settings"))
    @app_commands.describe(
        **{
            option: about("settings", option)
            for option in ("time_limit", "reminder", "at_limit", "threads", "hints", "language")
        }
    )
    @app_commands.choices(at_limit=AT_LIMIT_CHOICES, language=LANGUAGE_CHOICES)
    async def settings(
        self,
        interaction: discord.Interaction,
        time_limit: app_commands.Range[str, 1, 24] | None = None,
        reminder: app_commands.Range[str, 1, 24] | None = None,
        at_limit: app_commands.Choice[str] | None = None,
        threads: bool | None = None,
        hints: bool | None = None,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        async def body(context: Context) -> None:
            changes = {
                # "off" may be typed in any language the bot speaks ("désactivé", "uit").
                "time_limit": typed(time_limit) if time_limit else None,
                "reminder": typed(reminder) if reminder else None,
                "at_limit": at_limit.value if at_limit else None,
                "threads": threads,
                "hints": hints,
                "language": language.value if language else None,
            }
            changes = {key: value for key, value in changes.items() if value is not None}
            service = service_of(interaction)
            guild_id: int = interaction.guild_id  # type: ignore[assignment]
            if changes and not interaction.permissions.manage_guild:
                raise NotAllowed(Refusal.MANAGE_SERVER_NEEDED)
            if changes:
                shown = await service.update_settings(guild_id, **changes)
            else:
                shown = await service.settings(guild_id)
            locale = await service.server_locale(guild_id)
            await reply(interaction, settings_text(context.say, shown, locale))

        await handle(interaction, "settings", body, posts=False)

    @azul.command(name="start", description=about("start"))
    async def start(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            table = await service_of(interaction).start(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            context.game_id = table.game_id
            say = context.say
            await reply(
                interaction, saved_but_not_posted(say, table.published, say("reply-started"))
            )

        await handle(interaction, "start", body)

    # ------------------------------------------------------------------ play

    @azul.command(name="play", description=about("play"))
    @app_commands.describe(
        **{option: about("play", option) for option in ("source", "color", "line")}
    )
    async def play(
        self,
        interaction: discord.Interaction,
        source: app_commands.Range[str, 1, MAX_VALUE],
        color: app_commands.Range[str, 1, MAX_VALUE],
        line: app_commands.Range[str, 1, MAX_VALUE],
    ) -> None:
        async def body(context: Context) -> None:
            # Typed in any language the bot speaks, as a word or as the picture's letter:
            # "jaune", "geel", "yellow", "j", "g" and "y" are one color.
            table = await service_of(interaction).play(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                typed_source(source),
                typed_color(color),
                typed_line(line),
            )
            context.game_id = table.game_id
            if table.published:
                # The public turn message says it all: no private echo.
                await withdraw(interaction)
            else:
                await reply(
                    interaction,
                    saved_but_not_posted(context.say, False, context.say("reply-played")),
                )

        await handle(interaction, "play", body)

    @play.autocomplete("source")
    async def source_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        say = words_of(interaction)
        sources = await service_of(interaction).sources(
            interaction.channel_id, interaction.user.id, current
        )
        return offer(
            [(c.value, source_label(say, c.source, c.tiles, c.marker)) for c in sources], current
        )

    @play.autocomplete("color")
    async def color_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        source = getattr(interaction.namespace, "source", None)
        say = words_of(interaction)
        if interaction.channel_id is None or not source:
            return offer([(str(color), color_name(say, color)) for color in COLORS], current)
        colors = await service_of(interaction).colors(
            interaction.channel_id, interaction.user.id, typed_source(source), current
        )
        return offer([(c.value, color_label(say, c.color, c.count)) for c in colors], current)

    @play.autocomplete("line")
    async def line_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        source = getattr(interaction.namespace, "source", None)
        color = getattr(interaction.namespace, "color", None)
        if interaction.channel_id is None or not source or not color:
            return []
        say = words_of(interaction)
        lines = await service_of(interaction).lines(
            interaction.channel_id,
            interaction.user.id,
            typed_source(source),
            typed_color(color),
            current,
        )
        return offer(
            [
                (c.value, line_label(say, c.move, c.placement, c.lost, floor_bound=c.floor_bound))
                for c in lines
            ],
            current,
        )

    # ------------------------------------------------------------------ table

    @azul.command(name="board", description=about("board"))
    async def board(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            await show_board(interaction, context)

        await handle(interaction, "board", body, posts=False)

    @azul.command(name="abort", description=about("abort"))
    async def abort(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            can_manage = bool(interaction.permissions.manage_channels)
            record = await service_of(interaction).check_abort(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
                can_manage=can_manage,
            )
            context.game_id = record.id
            say = context.say
            running = record.status == "running"
            await reply(
                interaction,
                say("ask-abort-game" if running else "ask-abort-lobby"),
                view=abort_view(say, record.id, running=running),
            )

        await handle(interaction, "abort", body, posts=False)

    # ------------------------------------------------------------------ info

    @azul.command(name="rules", description=about("rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            await reply(interaction, rules_said(context.say))

        await handle(interaction, "rules", body, posts=False, defer="none")

    @azul.command(name="mygames", description=about("mygames"))
    async def mygames(self, interaction: discord.Interaction) -> None:
        async def body(context: Context) -> None:
            games = await service_of(interaction).records.my_games(
                interaction.guild_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            await reply(interaction, my_games_text(context.say, games))

        await handle(interaction, "mygames", body, posts=False)

    @azul.command(name="moves", description=about("moves"))
    @app_commands.describe(page=about("moves", "page"))
    async def moves(
        self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 10000] = 0
    ) -> None:
        async def body(context: Context) -> None:
            shown = await service_of(interaction).records.moves_so_far(
                interaction.channel_id,  # type: ignore[arg-type]
                interaction.user.id,
            )
            context.game_id = shown.game_id
            await reply(interaction, moves_text(context.say, shown, page))

        await handle(interaction, "moves", body, posts=False)

    @azul.command(name="history", description=about("history"))
    @app_commands.describe(member=about("history", "member"), page=about("history", "page"))
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
            say = context.say
            view = history_view(say, shown.member_id, shown.page, shown.pages)
            await reply(interaction, history_text(say, shown), view=view)

        await handle(interaction, "history", body, posts=False)

    @azul.command(name="replay", description=about("replay"))
    @app_commands.describe(game=about("replay", "game"))
    async def replay(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1, 2**53]
    ) -> None:
        async def body(context: Context) -> None:
            context.game_id = game
            shown = await service_of(interaction).records.replay(
                interaction.guild_id,  # type: ignore[arg-type]
                game,
                str(interaction.locale),
            )
            files = [
                discord.File(io.BytesIO(shown.final_image), filename=f"azul-{game}-final.png"),
                discord.File(io.BytesIO(shown.animation), filename=f"azul-{game}-replay.webp"),
            ]
            await reply(interaction, replay_text(context.say, shown), files=files)

        await handle(interaction, "replay", body)

    @azul.command(name="leaderboard", description=about("leaderboard"))
    @app_commands.describe(sort=about("leaderboard", "sort"), page=about("leaderboard", "page"))
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
            say = context.say
            view = leaderboard_view(say, board.sort, board.page, board.pages)
            await reply(interaction, leaderboard_text(say, board), view=view)

        await handle(interaction, "leaderboard", body, posts=False)

    @azul.command(name="stats", description=about("stats"))
    @app_commands.describe(member=about("stats", "member"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        async def body(context: Context) -> None:
            who = member or interaction.user
            shown = await service_of(interaction).stats(
                interaction.guild_id,  # type: ignore[arg-type]
                who.id,
                who.display_name,
            )
            await reply(interaction, stats_text(context.say, shown))

        await handle(interaction, "stats", body, posts=False)


async def setup(bot: commands.Bot) -> None:
    """The extension's entry point (``bot.load_extension("azul_bot.cogs")``)."""
    await bot.add_cog(Azul(bot))
    # Buttons are parsed from their custom ids, so old messages work after restarts.
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
