"""Which season a finished game counts in: the server's open one, opened on demand.

A server's first season (and the first after seasons were turned off and on again) opens
lazily: when a game finishes on a server that keeps seasons and has none open, or when its
admins save their season settings. It takes the next number and the bounds of the period
holding now, and its end is set as the server's ``SEASON_END`` timer in the same transaction.
"""

from __future__ import annotations

from azul_bot.core import CANNOT_SAVE, Host, unavailable_on_outage

from . import store as seasonal
from .calendar import Period, season_bounds
from .ids import SEASON_END
from .store import Season, rollover
from .store.rollover import SeasonStart


async def open_season(host: Host, guild_id: int) -> Season | None:
    """The server's open season, opening one when the server keeps seasons and has none;
    None: the server keeps no season now (with seasons turned off, a season already open
    plays on to its end and is returned)."""
    with unavailable_on_outage(CANNOT_SAVE, "reading the server's season"):
        latest = await host.store.read(seasonal.season(guild_id))
    if latest is not None and latest.open:
        return latest
    period = await host.read(host.store.read(seasonal.season_period(guild_id)))
    if period == Period.OFF:
        return None
    starts_at, ends_at = season_bounds(period, host.clock.now())
    start = SeasonStart(period, starts_at, ends_at)
    return await host.stored(host.store.write(rollover.open_season(guild_id, start, SEASON_END)))
