"""A tournament's sign-up: made by someone who may organize, joined and left by the server's
members (the sign-up message's buttons), closed by the organizer's Start or at its end.

Closing it fixes the rounds and the entrants' ratings, and sets the tournament's round timer
due at once, in one transaction: the round's act (``rounds``) pairs and opens round 1. At its
end with too few players the organizer is told, pinged alone, and it stays open until they
start it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from azul_bot.core import (
    AlreadySeated,
    Host,
    NotAllowed,
    NotEnoughPlayers,
    NotInGame,
    WrongPhase,
    safe_name,
)
from azul_bot.core.db import Timer
from azul_bot.features.results import (
    NEWCOMER,
    BelowMinimum,
    displayed_rating,
    percent_of,
    reliabilities,
    skills,
)

from . import asked, store
from .announcements import signup_notice, too_few_notice
from .history import least_players, rounds_for
from .ids import (
    ALREADY_ENTERED,
    NOT_ENTERED,
    ORGANIZERS_ONLY,
    SIGNUP_CLOSED,
    TOO_FEW_ENTRANTS,
    TOURNAMENT_MIN_FINISHED,
)
from .model import Tournament, TournamentEntrant
from .picking import Picker, check_organizer, in_signup
from .store import signup as entries

log = logging.getLogger("azul.tournaments")


class SignUp:
    def __init__(self, host: Host, picker: Picker) -> None:
        self._host = host
        self._picker = picker

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        *,
        may_organize: bool,
        **options: Any,
    ) -> Tournament:
        """A tournament in sign-up in ``channel_id``, run by ``user_id`` (who must manage the
        server or hold its organizers' role: ``may_organize``); ``options`` as ``asked.spec``
        reads them. Its sign-up message follows in the channel."""
        if not may_organize:
            raise NotAllowed(ORGANIZERS_ONLY)
        host = self._host
        settings = await host.settings(guild_id)
        spec = asked.spec(settings, channel_id, user_id, host.clock.now(), **options)
        notice = signup_notice(0)  # the store names the tournament in it once it has its id
        return await host.stored(host.store.write(entries.create(spec, notice, time.time())))

    async def join(
        self, guild_id: int, user_id: int, name: str, tournament_id: int | None
    ) -> Tournament:
        """``user_id`` enters a tournament in sign-up (the one named, or the server's one);
        refused when it is closed, they are in already, or they finish fewer games than it
        asks."""
        host = self._host
        tournament = await self._picker.pick(guild_id, tournament_id, among=in_signup)
        if not in_signup(tournament):
            raise WrongPhase(SIGNUP_CLOSED, name=safe_name(tournament.name))
        people: list[TournamentEntrant] = await host.read(
            host.store.read(store.entrants(tournament.id))
        )
        if any(p.user_id == user_id for p in people):
            raise AlreadySeated(ALREADY_ENTERED, name=safe_name(tournament.name))
        await self._check_minimum(tournament, user_id)
        rating = (await self._ratings(guild_id, [user_id]))[user_id]
        joined = await host.stored(
            store.guarded(
                host.store,
                entries.join(
                    tournament.id, user_id, name, rating, time.time(), signup_notice(tournament.id)
                ),
            )
        )
        if joined is None:  # closed or joined meanwhile: say which
            return await self.join(guild_id, user_id, name, tournament.id)
        return joined

    async def withdraw(
        self, guild_id: int, user_id: int, tournament: Tournament, *, who: str = "you"
    ) -> Tournament:
        """``user_id`` leaves the sign-up of ``tournament`` (``who``: they asked, ``you``, or
        the organizer took them out, ``player``)."""
        host = self._host
        left = await host.stored(
            store.guarded(
                host.store, entries.withdraw(tournament.id, user_id, signup_notice(tournament.id))
            )
        )
        if left is None:
            raise NotInGame(NOT_ENTERED, name=safe_name(tournament.name), who=who)
        return left

    async def start(
        self, guild_id: int, user_id: int, tournament_id: int | None, *, may_organize: bool
    ) -> Tournament:
        """The organizer closes the sign-up: round 1 is paired and opened at once."""
        tournament = await self._picker.pick(guild_id, tournament_id, among=in_signup)
        check_organizer(tournament, user_id, may_organize)
        if not in_signup(tournament):
            raise WrongPhase(SIGNUP_CLOSED, name=safe_name(tournament.name))
        host = self._host
        people: list[TournamentEntrant] = await host.read(
            host.store.read(store.entrants(tournament.id))
        )
        least = least_players(tournament.spec.table_size)
        if len(people) < least:
            raise NotEnoughPlayers(TOO_FEW_ENTRANTS, entrants=len(people), least=least)
        started = await self._start(tournament, people)
        if started is None:  # someone joined or left meanwhile: with them, then
            return await self.start(guild_id, user_id, tournament.id, may_organize=True)
        return started

    async def close(self, timer: Timer) -> None:
        """The sign-up's end (``SIGNUP_TIMER``): the tournament starts, or with too few
        players the organizer is told and it stays open. A retry finds it started (or left
        open) and does nothing."""
        host = self._host
        if timer.subject is None:
            raise ValueError(f"timer {timer.id}: a sign-up's end belongs to a tournament")
        tournament: Tournament | None = await host.store.read(store.tournament(timer.subject))
        if tournament is None or not in_signup(tournament):
            return
        people: list[TournamentEntrant] = await host.store.read(store.entrants(tournament.id))
        least = least_players(tournament.spec.table_size)
        if len(people) < least:
            told = too_few_notice(tournament.id, len(people), least)
            notices = [told, signup_notice(tournament.id)]
            await host.stored(
                store.guarded(host.store, entries.stay_open(tournament.id, timer.id, notices))
            )
            return
        if await self._start(tournament, people, fired=timer.id) is None:
            raise RuntimeError(f"tournament {tournament.id} changed as it started: again")

    async def _start(
        self, tournament: Tournament, people: Sequence[TournamentEntrant], fired: int | None = None
    ) -> Tournament | None:
        """Close the sign-up of ``tournament`` as read (None: it changed since)."""
        host = self._host
        now = host.clock.now()
        known = await self._ratings(tournament.guild_id, [p.user_id for p in people])
        started = await host.stored(
            store.guarded(
                host.store,
                entries.start(
                    tournament.id,
                    tournament.version,
                    rounds=rounds_for(tournament, len(people)),
                    ratings=known,
                    now=now,
                    fired=fired,
                    notices=[signup_notice(tournament.id)],
                ),
            )
        )
        if started is not None:
            log.info("tournament %s started with %s players", tournament.id, len(people))
        return started

    async def _ratings(self, guild_id: int, people: list[int]) -> dict[int, float]:
        """Each person's displayed rating on the server (a newcomer's for those without)."""
        host = self._host
        known = await host.read(host.store.read(skills(guild_id, people)))
        newcomer = displayed_rating(NEWCOMER)
        return {
            user: displayed_rating(known[user]) if user in known else newcomer for user in people
        }

    async def _check_minimum(self, tournament: Tournament, user_id: int) -> None:
        """Refuse an entry by someone who finishes fewer games than the tournament asks (its
        organizer is never refused; someone with too few games to say has their chance)."""
        least = tournament.spec.min_finished
        if least is None or user_id == tournament.organizer_id:
            return
        host = self._host
        known = await host.read(host.store.read(reliabilities(tournament.guild_id, [user_id])))
        found = known.get(user_id)
        percent = None if found is None else percent_of(found.share)
        if found is not None and percent is not None and percent < least:
            raise BelowMinimum(
                TOURNAMENT_MIN_FINISHED,
                share=percent / 100,
                least=least / 100,
                games=found.games,
            )
