"""Buttons. Each is a ``DynamicItem`` whose custom id names the game and the turn (its
version), so they keep working after a restart and an old one can never play twice.

The move's buttons (a source, then the private picker) are in ``picker``, the grey wall's in
``placing``; every kind is registered here (``DYNAMIC_ITEMS``). Every value read back from a
custom id is checked against what the table offers now, so a forged id changes nothing.

Labels are words of the catalogue: a private picker's in the language of whoever opened it,
the buttons under a public message in the server's (start-up passes its ``Words``). What a
button does never depends on its label: everything it needs is in its custom id.

Every custom id's format, its fields and its version are in ``custom_ids``; each format is
the template of one item of ``DYNAMIC_ITEMS``. A press on an id that none of them reads (an
older format after an upgrade, a forged or a foreign one) would be dropped by discord.py
without a word: ``answer_unknown`` answers it instead, privately, and changes nothing.

The buttons live by feature beside this registry: the lobby's in ``lobby_buttons``, the
"really?" questions in ``questions``, Rematch in ``rematch``, the pages' in ``paging``; the
views that start-up posts (``lobby_view``, ``rematch_view``) are offered here too.
"""

from __future__ import annotations

import logging

import discord

from azul_bot.service import NoGame, WrongPhase

from .common import Context, handle, reply
from .lobby_buttons import AddComputer, LobbyButton, lobby_view
from .paging import HistoryPageButton, LeaderboardPageButton
from .picker import PICKER_ITEMS, show_board
from .placing import PLACING_ITEMS
from .questions import AbortButton, ResignButton
from .rematch import RematchButton, rematch_view
from .season_paging import SeasonPageButton
from .tournament_buttons import TournamentButton, signup_view

__all__ = ["DYNAMIC_ITEMS", "answer_unknown", "lobby_view", "rematch_view", "signup_view"]

log = logging.getLogger("azul.bot")

# ----------------------------------------------------------------------------- an unknown id


async def answer_unknown(interaction: discord.Interaction) -> None:
    """A press on a button or a menu whose custom id no item reads (an older format after an
    upgrade, a forged or truncated one, another application's), which discord.py drops before
    any of our code runs (the user would see "This interaction failed"): answered to them alone,
    with the table as it stands when a game runs here, and nothing changes. The bot's
    ``on_interaction`` sends here exactly the presses that no registered item reads."""
    data = interaction.data or {}
    log.info("a press on an id no item reads: %.100r", data.get("custom_id"))
    button = data.get("component_type") == discord.ComponentType.button.value
    control = "button" if button else "menu"

    async def body(context: Context) -> None:
        say = context.say
        try:
            await show_board(interaction, context, say("old-button-board", control=control))
        except (NoGame, WrongPhase):  # no game here, or only its lobby: no table to show
            await reply(interaction, say("old-button", control=control))

    await handle(interaction, "button.unknown", body, guild_only=False, posts=False)


DYNAMIC_ITEMS = (  # one per format of ``custom_ids``
    RematchButton,
    HistoryPageButton,
    LobbyButton,
    AddComputer,
    ResignButton,
    AbortButton,
    LeaderboardPageButton,
    SeasonPageButton,
    TournamentButton,
    *PICKER_ITEMS,
    *PLACING_ITEMS,
)
