"""What an organizer asks of a new tournament, checked: each bad value is refused with why,
before anything is stored. Durations are typed as for the server's settings (``12h``,
``2d``)."""

from __future__ import annotations

from azul_bot.core import BadInput, Refusal, visible
from azul_bot.core.db import GuildSettings
from azul_bot.engine import CLASSIC
from azul_bot.features.lobby import checked_variant
from azul_bot.features.results import checked_minimum
from azul_bot.features.settings import LIMIT_RANGE, MAX_LIMIT, MIN_LIMIT, parse_duration

from .ids import (
    ROUND_ROBIN_ROUNDS,
    ROUND_ROBIN_TABLES,
    SIGNUP_RANGE,
    TOURNAMENT_NAME,
    TOURNAMENT_ROUNDS,
)
from .model import Format, TournamentSpec
from .pairing import TABLE_SIZES

MAX_NAME = 60
"""A tournament's name: it heads every post and thread."""
MAX_ROUNDS = 20
MIN_SIGNUP = 5 * 60.0
MAX_SIGNUP = 30 * 86400.0


def checked_name(name: str) -> str:
    shown = visible(name)
    if not shown or len(shown) > MAX_NAME:
        raise BadInput(TOURNAMENT_NAME, most=MAX_NAME)
    return shown


def spec(
    settings: GuildSettings,
    channel_id: int,
    organizer_id: int,
    now: float,
    *,
    name: str,
    format: str | None = None,
    rounds: int | None = None,
    table_size: int | None = None,
    variant: str | None = None,
    time_limit: str | None = None,
    signup_until: str | None = None,
    min_finished: int | None = None,
    rated: bool | None = None,
) -> TournamentSpec:
    """The rules of a tournament as asked, the defaults filled in."""
    chosen = Format(format) if format in tuple(Format) else None
    if format is not None and chosen is None:
        raise BadInput(Refusal.NOT_OFFERED)
    chosen = chosen or Format.SWISS
    size = 2 if table_size is None else table_size
    if size not in TABLE_SIZES:
        raise BadInput(Refusal.NOT_OFFERED)
    if chosen is Format.ROUND_ROBIN and size != 2:
        raise BadInput(ROUND_ROBIN_TABLES)
    if rounds is not None and chosen is Format.ROUND_ROBIN:
        raise BadInput(ROUND_ROBIN_ROUNDS)
    if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
        raise BadInput(TOURNAMENT_ROUNDS, most=MAX_ROUNDS)
    return TournamentSpec(
        guild_id=settings.guild_id,
        channel_id=channel_id,
        organizer_id=organizer_id,
        name=checked_name(name),
        format=chosen,
        table_size=size,
        variant=checked_variant(variant or CLASSIC.code),
        time_limit=_limit(settings, time_limit),
        rounds=rounds,
        signup_until=_until(signup_until, now),
        min_finished=checked_minimum(min_finished),
        rated=True if rated is None else rated,
    )


def _limit(settings: GuildSettings, typed: str | None) -> float | None:
    if typed is None:
        return settings.turn_limit
    limit = parse_duration(typed, "time_limit")
    if limit is not None and not MIN_LIMIT <= limit <= MAX_LIMIT:
        raise BadInput(LIMIT_RANGE)
    return limit


def _until(typed: str | None, now: float) -> float | None:
    """When the sign-up closes: ``typed`` is how long from now (``2d``); None or ``off``:
    when the organizer starts the tournament."""
    if typed is None:
        return None
    wait = parse_duration(typed, "signup_until")
    if wait is None:
        return None
    if not MIN_SIGNUP <= wait <= MAX_SIGNUP:
        raise BadInput(SIGNUP_RANGE)
    return now + wait
