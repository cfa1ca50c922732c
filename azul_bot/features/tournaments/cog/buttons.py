"""A tournament's sign-up buttons: Join, Leave and (for its organizer) Start, under its sign-up
message. Labels in the server's language; what a button does is in its custom id, so it keeps
working after a restart, and a press after the sign-up closed is refused with why. Its custom
id, ``azul:v1:tour:<action>:<tournament>``, is written from version 1."""

from __future__ import annotations

import discord

from azul_bot.core.discord import custom_ids as ids
from azul_bot.core.discord.common import styled
from azul_bot.core.words import ENGLISH, Words

from ..messages import SignupControls
from .commands import join, leave, start

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
        # What the button does is what its command does, for the tournament it carries.
        answer = {"join": join, "leave": leave, "start": start}[self.action]
        await answer(interaction, self.tournament)


def signup_view(controls: SignupControls, say: Words = ENGLISH) -> discord.ui.View:
    """The sign-up's buttons, their labels in ``say``'s language (the server's)."""
    view = discord.ui.View(timeout=None)
    for action in TournamentButton.STYLES:
        view.add_item(TournamentButton(action, controls.tournament_id, say=say))
    return view
