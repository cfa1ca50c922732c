"""A season's standings, posted once in the server's announcements channel when it ends.

It reads the closed season (it no longer changes, so a retry reads the same). The post's
nonce is the announcement's, so a retry after a crash never shows it twice. A season in which
no game was finished is not announced.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from azul_bot.core import Host, Message, Nonce, Post, nonce, safe_name
from azul_bot.core.db import Announcement
from azul_bot.features.results import reliabilities

from . import store as seasonal
from .store import RANKED_GAMES, Season, SeasonPlayer

log = logging.getLogger("azul.seasons")

TOP = 10
"""The people the standings name; the podium picture draws the first three."""


@dataclass(frozen=True)
class SeasonPlace:
    """A person among a season's best: their place on its ladder (None: not ranked), their
    ``name`` made safe for chat text and as they typed it (``drawn``, for the picture), their
    season's rating and games, and the share of their games they finish (None: too few)."""

    rank: int | None
    name: str
    drawn: str
    rating: int
    games: int
    finished_share: float | None = None


@dataclass(frozen=True)
class SeasonStandings(Message):
    """Season ``number`` of the server's ladder ended (UNIX seconds ``starts_at`` to
    ``ends_at``): its ``top`` ten, how many people it ``ranked`` (``ranked_games`` rated games
    or more), its ``games`` (``grey_games`` of them on the grey wall), who finished the most
    (``busiest``), when the season after it ends (None: the server keeps no season now), and
    of its games those on the Crystal Mosaic (last, with a default: a standings post queued
    before they were counted apart reads back)."""

    number: int
    starts_at: float
    ends_at: float
    top: tuple[SeasonPlace, ...]
    ranked: int
    ranked_games: int
    games: int
    grey_games: int
    busiest: SeasonPlace | None
    next_ends_at: float | None
    crystal_games: int = 0


class Standings:
    """Posts a season's standings (``Host.on_post``)."""

    def __init__(
        self, host: Host, draw: Callable[[SeasonStandings, str | None], bytes] | None
    ) -> None:
        self._host = host
        self._draw = draw

    async def __call__(self, entry: Announcement) -> None:
        host = self._host
        guild_id, number = _payload(entry)
        season = await host.store.read(seasonal.season(guild_id, number))
        if season is None or season.open:
            raise ValueError(f"announcement {entry.id}: season {number} of {guild_id} is not over")
        if season.games:
            standings = await self.standings(season)
            locale = await host.server_locale(guild_id)
            post = Post(
                standings, locale, image=await self._picture(standings, locale), picture="podium"
            )
            await host.publisher.post(entry.channel_id, post, nonce=nonce(Nonce.POST, entry.id))
        await host.store.complete_announcement(entry.id)

    async def standings(self, season: Season) -> SeasonStandings:
        """The facts of a closed season, as its announcement says them."""
        store = self._host.store
        page = await store.read(seasonal.ladder(season.guild_id, season.number, 1, TOP))
        top = page.entries if page is not None else ()
        known = await store.read(reliabilities(season.guild_id, [player.user_id for player in top]))
        shares = {user_id: reliability.share for user_id, reliability in known.items()}
        busiest = await store.read(seasonal.most_active(season.guild_id, season.number))
        following = await store.read(seasonal.season(season.guild_id, season.number + 1))
        return SeasonStandings(
            number=season.number,
            starts_at=season.starts_at,
            ends_at=season.ends_at,
            top=tuple(_place(player, shares.get(player.user_id)) for player in top),
            ranked=season.ranked,
            ranked_games=RANKED_GAMES,
            games=season.games,
            grey_games=season.grey_games,
            crystal_games=season.crystal_games,
            busiest=None if busiest is None else _place(busiest, None),
            next_ends_at=None if following is None else following.ends_at,
        )

    async def _picture(self, standings: SeasonStandings, locale: str | None) -> bytes | None:
        """The podium, drawn in the picture pool; none without anyone ranked, and a picture
        that fails never holds the standings back."""
        if self._draw is None or not standings.top:
            return None
        try:
            return await self._host.in_thread(self._draw, standings, locale)
        except Exception:
            log.exception("drawing the podium of season %s failed", standings.number)
            return None


def _payload(entry: Announcement) -> tuple[int, int]:
    guild_id, number = entry.payload.get("guild"), entry.payload.get("number")
    if not isinstance(guild_id, int) or not isinstance(number, int):
        raise ValueError(f"announcement {entry.id}: not a season's standings: {entry.payload}")
    return guild_id, number


def _place(player: SeasonPlayer, share: float | None) -> SeasonPlace:
    return SeasonPlace(
        rank=player.rank,
        name=safe_name(player.name),
        drawn=player.name,
        rating=round(player.rating),
        games=player.games,
        finished_share=share,
    )
