"""A tournament's sign-up buttons: Join, Leave and (for its organizer) Start, under its sign-up
message. Labels in the server's language; what a button does is in its custom id, so it keeps
working after a restart, and a press after the sign-up closed is refused with why. Its custom
id, ``azul:v1:tour:<action>:<tournament>``, is written from version 1."""

from __future__ import annotations

import discord

from azul_bot.cogs import custom_ids as ids
from azul_bot.cogs.common import Context, guild_id_of, handle, reply, service_of, styled
from azul_bot.words import ENGLISH, Words

from ..lifecycle import Tournaments
from ..messages import SignupControls
from .commands import entry_said, may_organize, started_said

TOURNAMENT = ids.IdFormat(
    "tour:<action>:<tournament>",
    {"action": "join|leave|start", "tournament": ids.GAME},
    reads=(ids.VERSION,),
)


class TournamentButton(ids.IdButton, format=TOURNAMENT):
    STYLES = {
        "join": ("button-tournament-join", discord.ButtonStyle.primary),
        "leave": ("button-tournament-leave", discord.ButtonStyle.secondary),
        "start": ("button-tournament-start", discord.ButtonStyle.success),
    }
    action: str
    tournament: int

    def __init__(self, action: str, tournament: int, *, say: Words = ENGLISH) -> None:
        super().__init__(styled(say, *self.STYLES[action]), action, tournament)

    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user
        guild_id = guild_id_of(interaction)

        async def body(context: Context) -> None:
            if self.action == "join":
                entry = await service.room(Tournaments).join(
                    guild_id, user.id, user.display_name, self.tournament
                )
                await reply(interaction, entry_said(context, entry))
            elif self.action == "leave":
                entry = await service.room(Tournaments).leave(guild_id, user.id, self.tournament)
                await reply(interaction, entry_said(context, entry))
            else:
                started = await service.room(Tournaments).start(
                    guild_id,
                    user.id,
                    self.tournament,
                    may_organize=await may_organize(interaction, service),
                )
                await reply(interaction, started_said(context, started))

        await handle(interaction, f"tournament.{self.action}", body, posts=False)


def signup_view(controls: SignupControls, say: Words = ENGLISH) -> discord.ui.View:
    """The sign-up's buttons, their labels in ``say``'s language (the server's)."""
    view = discord.ui.View(timeout=None)
    for action in TournamentButton.STYLES:
        view.add_item(TournamentButton(action, controls.tournament_id, say=say))
    return view
