"""The ``/azul`` command group: the subcommands every feature declares, in the features' order
(the sync digest hashes that order), and beside it their context menus. Thin: each command is
declared and answered by its feature's front end."""

from __future__ import annotations

import functools

from discord import app_commands
from discord.ext import commands

from .front import context_menus, dynamic_items, fronts
from .translator import about


@functools.cache
def azul_group() -> app_commands.Group:
    """The ``/azul`` group with every feature's subcommands: one for the process, which each
    bot's tree only reads (a subcommand has one parent; the features declare theirs once)."""
    # Offered to a server's install and to a person's, in servers, the bot's DM and group DMs:
    # a context is the whole group's (Discord knows none per subcommand), so what belongs to
    # a server that added the bot is refused elsewhere, with the reason (``server_only``).
    group = app_commands.Group(
        name="azul",
        description=about(),
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=True, private_channel=True
        ),
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
    )
    for front in fronts():
        for command in front.commands:
            # One of a name a feature before declared takes its place, where it was listed
            # (the seasons' /azul leaderboard, with its season option, the results').
            group.add_command(command, override=True)
    return group


class Azul(commands.Cog):
    """Host games of Azul in channels and threads."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.azul = azul_group()
        self.__cog_app_commands__.append(self.azul)
        # A cog's own list holds slash commands only (its unloading removes them by name, as
        # slash commands): the context menus are put on the tree and taken off here.
        self.menus = context_menus()

    async def cog_load(self) -> None:
        for menu in self.menus:
            self.bot.tree.add_command(menu)

    async def cog_unload(self) -> None:
        for menu in self.menus:
            self.bot.tree.remove_command(menu.name, type=menu.type)


async def setup(bot: commands.Bot) -> None:
    """The extension's entry point (``bot.load_extension("azul_bot.core.discord")``)."""
    await bot.add_cog(Azul(bot))
    # Buttons are parsed from their custom ids, so old messages work after restarts.
    bot.add_dynamic_items(*dynamic_items())
