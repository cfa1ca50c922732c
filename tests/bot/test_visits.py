"""Which token a post rides on where the bot is no member: the freshest one whose answer is
out and that may make one more follow-up; held while the only one is still being answered;
parked when none is alive."""

from __future__ import annotations

from datetime import timedelta
from types import SimpleNamespace

import discord
import pytest

from azul_bot.core import Held, Parked
from azul_bot.core.discord.visits import ANSWERED, FOLLOW_UPS, Token, Visits, counted

DEFERRED = discord.InteractionResponseType.deferred_channel_message
UPDATED = discord.InteractionResponseType.deferred_message_update


def interaction(*, minutes_left: float = 14, response=UPDATED, done: bool = True):
    """What a token reads of its interaction: when it expires, its answer, its extras."""
    state = SimpleNamespace(is_done=lambda: done, type=response)
    expires = discord.utils.utcnow() + timedelta(minutes=minutes_left)
    return SimpleNamespace(expires_at=expires, response=state, extras={})


def visits_with(channel: int, *tokens: Token) -> Visits:
    visits = Visits(places=None)  # type: ignore[arg-type]  # token() reads no place
    visits._tokens[channel] = list(tokens)
    return visits


def test_the_freshest_answered_token_with_room_is_taken():
    old, fresh = Token(interaction(), True), Token(interaction(), True)  # type: ignore[arg-type]
    assert visits_with(1, old, fresh).token(1) is fresh
    for _ in range(FOLLOW_UPS):
        counted(fresh.interaction)  # type: ignore[arg-type]
    assert visits_with(1, old, fresh).token(1) is old  # the cap of an app a person installed
    uncapped = Token(fresh.interaction, False)  # type: ignore[arg-type]
    assert visits_with(1, old, uncapped).token(1) is uncapped


def test_a_token_near_its_end_or_still_thinking_is_left_alone():
    ending = Token(interaction(minutes_left=0.5), True)  # type: ignore[arg-type]
    with pytest.raises(Parked) as parked:
        visits_with(1, ending).token(1)
    assert not isinstance(parked.value, Held)
    thinking = Token(interaction(response=DEFERRED), True)  # type: ignore[arg-type]
    with pytest.raises(Held):
        visits_with(1, ending, thinking).token(1)
    thinking.interaction.extras[ANSWERED] = True  # its private answer filled the "thinking…"
    assert visits_with(1, thinking).token(1) is thinking
    unanswered = Token(interaction(done=False), True)  # type: ignore[arg-type]
    with pytest.raises(Held):
        visits_with(1, unanswered).token(1)
    with pytest.raises(Parked):
        visits_with(1).token(2)  # a place nobody acted in
