"""A tournament's posts in its channel. Each reads the tournament as the database holds it when
it is posted, in the server's language, pinging nobody but who it is for; its nonce is its
announcement's, so a retry after a crash never shows it twice. The standings after round
``r`` count the games of rounds 1 to ``r`` only, whenever they are posted.
"""

from __future__ import annotations

import logging

from azul_bot.core import Host, MessageGone, Nonce, PictureDrawer, Post, nonce, safe_name
from azul_bot.core.db import Announcement

from . import announcements, store
from .history import least_players, standing_lines
from .ids import SIGNUP_MESSAGE
from .messages import (
    SignupControls,
    SignupMessage,
    TooFewPlayers,
    TournamentCancelled,
    TournamentRules,
    TournamentStandings,
)
from .model import Tournament, TournamentEntrant, TournamentStatus, TournamentTable
from .store import signup as entries

log = logging.getLogger("azul.tournaments")


def rules_of(tournament: Tournament) -> TournamentRules:
    spec = tournament.spec
    return TournamentRules(
        format=spec.format.value,
        rounds=tournament.rounds,
        table_size=spec.table_size,
        variant=spec.variant,
        time_limit=spec.time_limit,
        min_finished=spec.min_finished,
        rated=spec.rated,
    )


def signup_message(tournament: Tournament, people: list[TournamentEntrant]) -> SignupMessage:
    closed = None if tournament.status is TournamentStatus.SIGNUP else tournament.status.value
    return SignupMessage(
        name=safe_name(tournament.name),
        organizer_id=tournament.organizer_id,
        rules=rules_of(tournament),
        entrants=tuple(safe_name(p.name) for p in people),
        least=least_players(tournament.spec.table_size),
        until=tournament.spec.signup_until,
        closed=closed,
    )


def standings_of(
    tournament: Tournament,
    people: list[TournamentEntrant],
    tables: list[TournamentTable],
    after: int,
    *,
    next_round: int | None = None,
    final: bool = False,
) -> TournamentStandings:
    """The standings after round ``after`` (its games and those before), with the round
    ``next_round`` as paired."""
    played = [table for table in tables if table.round <= after]
    following = [table for table in tables if table.round == next_round]
    byes = [table.seats[0] for table in following if table.bye]
    names = {p.user_id: p.name for p in people}
    return TournamentStandings(
        name=safe_name(tournament.name),
        after=after,
        rounds=tournament.rounds or after,
        table_size=tournament.spec.table_size,
        lines=standing_lines(people, played, byes),
        final=final,
        rated=tournament.spec.rated,
        next_round=next_round,
        tables=sum(1 for table in following if not table.bye),
        byes=tuple(safe_name(names.get(user, "")) for user in byes),
        drawn=tournament.name,
    )


class TournamentPosts:
    """Posts what a tournament's announcements say (each registered with the announcer)."""

    def __init__(self, host: Host, draw: PictureDrawer | None) -> None:
        self._host = host
        self._draw = draw

    async def signup(self, entry: Announcement) -> None:
        """The sign-up message as it stands: posted the first time, edited after (a deleted
        one is posted anew); its buttons go once it is closed."""
        host = self._host
        tournament = await self._tournament(entry)
        people: list[TournamentEntrant] = await host.store.read(store.entrants(tournament.id))
        locale = await host.server_locale(tournament.guild_id)
        message = signup_message(tournament, people)
        open_ = tournament.status is TournamentStatus.SIGNUP
        post = Post(message, locale, controls=SignupControls(tournament.id) if open_ else None)
        posted = tournament.signup_message_id
        # The first post's nonce is the tournament's: two notices posting at once make one.
        first = nonce(SIGNUP_MESSAGE, tournament.id)
        if posted is not None:
            try:
                await host.publisher.edit(tournament.channel_id, posted, post)
                await host.store.complete_announcement(entry.id)
                return
            except MessageGone:
                log.info("tournament %s: its sign-up message was deleted", tournament.id)
                first = nonce(Nonce.POST, entry.id)
        made = await host.publisher.post(tournament.channel_id, post, nonce=first)
        await host.store.write(entries.note_signup_message(tournament.id, made))
        await host.store.complete_announcement(entry.id)

    async def too_few(self, entry: Announcement) -> None:
        """The organizer, alone pinged, is told the sign-up stays open."""
        tournament = await self._tournament(entry)
        message = TooFewPlayers(
            name=safe_name(tournament.name),
            organizer_id=tournament.organizer_id,
            entrants=announcements.number(entry, "entrants"),
            least=announcements.number(entry, "least"),
        )
        await self._say(entry, tournament, message, mentions=(tournament.organizer_id,))

    async def standings(self, entry: Announcement) -> None:
        """The standings after a round (and the next round's tables and byes), or the final
        ones with their podium; a picture that cannot be drawn never holds them back."""
        host = self._host
        tournament = await self._tournament(entry)
        after = announcements.number(entry, "after")
        following = entry.payload.get("next")
        people: list[TournamentEntrant] = await host.store.read(store.entrants(tournament.id))
        tables = await host.store.read(store.tables(tournament.id))
        standings = standings_of(
            tournament,
            people,
            tables,
            after,
            next_round=following if isinstance(following, int) else None,
            final=entry.payload.get("final") is True,
        )
        locale = await host.server_locale(tournament.guild_id)
        image = await self.picture(standings, locale)
        post = Post(standings, locale, image=image, picture="standings")
        await host.publisher.post(tournament.channel_id, post, nonce=nonce(Nonce.POST, entry.id))
        await host.store.complete_announcement(entry.id)

    async def cancelled(self, entry: Announcement) -> None:
        tournament = await self._tournament(entry)
        message = TournamentCancelled(safe_name(tournament.name), tournament.current_round)
        await self._say(entry, tournament, message)

    async def picture(self, standings: TournamentStandings, locale: str | None) -> bytes | None:
        """The standings picture, drawn in the picture pool; None without a drawer or when
        drawing fails."""
        if self._draw is None or not standings.lines:
            return None
        try:
            return await self._host.in_thread(self._draw, standings, locale)
        except Exception:
            log.exception("drawing the standings of %r failed", standings.name)
            return None

    async def _say(
        self,
        entry: Announcement,
        tournament: Tournament,
        message: TooFewPlayers | TournamentCancelled,
        mentions: tuple[int, ...] = (),
    ) -> None:
        host = self._host
        locale = await host.server_locale(tournament.guild_id)
        post = Post(message, locale, mentions=mentions)
        await host.publisher.post(tournament.channel_id, post, nonce=nonce(Nonce.POST, entry.id))
        await host.store.complete_announcement(entry.id)

    async def _tournament(self, entry: Announcement) -> Tournament:
        number = announcements.number(entry, "tournament")
        found: Tournament | None = await self._host.store.read(store.tournament(number))
        if found is None:
            raise ValueError(f"announcement {entry.id}: no tournament {entry.payload}")
        return found
