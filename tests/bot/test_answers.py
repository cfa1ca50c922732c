"""Every interaction ends answered: whoever pressed or typed sees a reply, an edit, or their
"thinking…" removed, never "This interaction failed". ``handle()`` guarantees it for the
bot's own commands and buttons, and the ``every_interaction_answered`` fixture fails any test
here that leaves one pending (this file also checks that fixture's check)."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands
from simcord import assert_error

from azul_bot.core.discord.common import Context, handle
from azul_bot.core.words import ENGLISH
from tests.simcord_fixtures import unanswered
from tests.simcord_helpers import answer

# Test-only commands, next to the real ones: bodies that say nothing, through handle() and
# around it, and failures that only the tree's error handler sees.


async def says_nothing(context: Context) -> None:
    return None


@app_commands.command(name="quiet", description="test: handle() with a body that says nothing")
async def quiet(interaction: discord.Interaction) -> None:
    await handle(interaction, "test.quiet", says_nothing, posts=False)


@app_commands.command(name="quiet-undeferred", description="test: the same, never deferred")
async def quiet_undeferred(interaction: discord.Interaction) -> None:
    await handle(interaction, "test.quiet", says_nothing, posts=False, defer="none")


@app_commands.command(name="ignored", description="test: no handle(), no answer")
async def ignored(interaction: discord.Interaction) -> None:
    return None


@app_commands.command(name="thinking", description="test: no handle(), thinks forever")
async def thinking(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)


class IdleButton(discord.ui.DynamicItem[discord.ui.Button], template=r"test:idle"):
    """Defers an update of its message and then changes nothing."""

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Idle", custom_id="test:idle"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()


@app_commands.command(name="idle", description="test: posts a button that does nothing")
async def idle(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(IdleButton())
    await interaction.response.send_message("An idle button.", view=view)


def never(interaction: discord.Interaction) -> bool:
    return False


@app_commands.command(name="refused", description="test: a check that always fails")
@app_commands.check(never)
async def refused(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("unreachable")


@app_commands.command(name="broken", description="test: fails outside handle()")
async def broken(interaction: discord.Interaction) -> None:
    raise RuntimeError("broken on purpose")


@pytest.fixture
def simcord_bot(simcord_bot):
    """The bot, with these test-only commands and button beside its own."""
    for command in (quiet, quiet_undeferred, ignored, thinking, idle, refused, broken):
        simcord_bot.tree.add_command(command)
    simcord_bot.add_dynamic_items(IdleButton)
    return simcord_bot


async def lobby_of_two(table):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    await bob.click(lobby, label="Join")
    return alice, lobby


@pytest.mark.parametrize("how", ["button", "command"])
async def test_whoever_starts_the_game_is_told_privately_that_it_started(table, how):
    alice, lobby = await lobby_of_two(table)
    if how == "button":
        result = await alice.click(lobby, label="Start")
    else:
        result = await alice.slash(table.channel, "azul start")
    assert "Azul begins" in table.channel.last_message.content
    assert result.acknowledged
    told = answer(result)
    assert told is not None, result
    assert told.ephemeral and not told.flags.loading
    assert told.content.startswith("The game has started."), told


async def test_a_body_that_says_nothing_leaves_no_thinking_behind(table, caplog):
    caplog.set_level("WARNING", logger="azul.bot")
    for command in ("quiet", "quiet-undeferred"):
        result = await table.members[0].slash(table.channel, command)
        # Acknowledged, and the "thinking…" is gone rather than left spinning.
        assert result.acknowledged and result.response is None, (command, result)
    warnings = [r.getMessage() for r in caplog.records if "unanswered" in r.getMessage()]
    assert len(warnings) == 2 and all("test.quiet" in w for w in warnings), warnings
    assert unanswered(table.env) == {}


async def test_the_error_handler_answers_what_escapes_the_commands(table):
    member = table.members[0]
    checked = await member.slash(table.channel, "refused")
    assert answer(checked).ephemeral
    assert answer(checked).content == "That option value is not valid here; nothing was changed."
    failed = await member.slash(table.channel, "broken")
    assert answer(failed).ephemeral
    assert answer(failed).content == ENGLISH("reply-something-went-wrong")
    assert_error(table.env, RuntimeError, contains="broken on purpose")  # expected, and logged


async def test_the_fixture_check_finds_each_kind_of_pending_interaction(table):
    member = table.members[0]
    await member.slash(table.channel, "ignored")
    await member.slash(table.channel, "thinking")
    await member.slash(table.channel, "idle")
    await member.click(table.channel.last_message, label="Idle")
    pending = unanswered(table.env)
    reasons = sorted(reason.split(": ", 1)[1] for reason in pending.values())
    assert reasons == [
        "deferred, then neither an edit nor a message",
        "its 'thinking…' was never filled in or removed",
        "never acknowledged",
    ], pending
    # Forget them, so this test's own teardown check passes.
    for interaction_id in pending:
        del table.env.backend.interactions[interaction_id]
