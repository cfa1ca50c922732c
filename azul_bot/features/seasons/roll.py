"""A season's end: the server's ``SEASON_END`` timer comes due and the season rolls over.

The roll is one transaction (``rollover.roll_season``): the season closes, its
ranks freeze, the next one opens with its timer, the fired timer goes and the standings'
announcement joins the outbox. Handed the timer again after a crash, it finds the season
closed and does nothing; killed before the transaction commits, the timer is due again and
the roll runs whole. So a season is announced once and never skipped.

What the next season is, is read when the roll runs: the period the admins chose by then (a
change of period mid-season keeps the season's end; the next one is cut by the new period),
from the old season's end, or from now when the bot was away past it (a period with nobody
to roll it has no season). With seasons turned off the season closes and none follows,
until they are turned on again. The announcement goes to the channel the admins chose, if
any; the poster (``standings``) says nothing for a season in which no game was finished.
"""

from __future__ import annotations

import logging

from azul_bot.core import Host, defaults
from azul_bot.core.db import Notice, Timer

from . import store as seasonal
from .calendar import Period, season_bounds
from .ids import SEASON_END, STANDINGS
from .store import rollover
from .store.rollover import SeasonStart

log = logging.getLogger("azul.seasons")


class Roll:
    """What the server's ``SEASON_END`` timer does (``Host.on_boundary``)."""

    def __init__(self, host: Host) -> None:
        self._host = host

    async def __call__(self, timer: Timer) -> None:
        host, guild_id = self._host, timer.guild_id
        if guild_id is None:
            raise ValueError(f"timer {timer.id}: a season's end belongs to a server")
        season = await host.store.read(seasonal.season(guild_id))
        if season is None or not season.open:
            return  # rolled already: the timer is deleted, nothing else to do
        # Read from the database, not the memo: another process may have saved them.
        settings = await host.store.guild_settings(guild_id) or defaults(guild_id)
        period = await host.store.read(seasonal.season_period(guild_id))
        now = host.clock.now()
        following = None
        if period != Period.OFF:
            starts_at, ends_at = season_bounds(period, max(now, season.ends_at))
            following = SeasonStart(period, max(starts_at, season.ends_at), ends_at)
        closed = await host.stored(
            host.store.write(
                rollover.roll_season(
                    guild_id,
                    season.number,
                    now,
                    fired=timer.id,
                    following=following,
                    timer=SEASON_END,
                    channel_id=settings.announcements,
                    notice=Notice(STANDINGS, {"guild": guild_id, "number": season.number}),
                )
            )
        )
        if closed is not None:
            log.info("server %s: season %s closed", guild_id, closed.number)
