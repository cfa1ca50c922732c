"""``/azul tournament``, as the host answers it: with plain facts, never a sentence."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from azul_bot.core import Host, NoGame, WrongPhase, safe_name
from azul_bot.features.play import Endings

from . import store
from .announcements import cancelled_notice
from .drops import Drops
from .ids import SIGNUP_CLOSED, TOURNAMENT_NOT_RUNNING
from .messages import TournamentStandings
from .model import Dropped, Tournament, TournamentEntrant
from .picking import Picker, check_organizer, in_signup, running
from .posts import TournamentPosts, standings_of
from .signup import SignUp
from .store import signup as entries

JOINED = "joined"
BACK = "back"
WITHDREW = "withdrew"
LEFT = "left"
"""What ``join`` and ``leave`` did: entered the sign-up, came back into a running tournament,
left the sign-up, or left a running tournament (their game resigned)."""


@dataclass(frozen=True)
class TournamentView:
    """A tournament as an answer names it."""

    tournament_id: int
    name: str
    status: str
    entrants: int
    current_round: int
    rounds: int | None
    channel_id: int


@dataclass(frozen=True)
class Entry:
    """What ``join`` or ``leave`` did (``JOINED``, ``BACK``, ``WITHDREW``, ``LEFT``)."""

    tournament: TournamentView
    what: str


@dataclass(frozen=True)
class StandingsView:
    """A tournament's standings now, and their picture (None: none drawn)."""

    standings: TournamentStandings
    image: bytes | None


@dataclass(frozen=True)
class TournamentChoice:
    """A tournament the ``tournament`` option offers; its name as typed."""

    tournament_id: int
    name: str
    status: str


class Tournaments:
    def __init__(
        self, host: Host, signup: SignUp, endings: Endings, posts: TournamentPosts
    ) -> None:
        self._host = host
        self._picker = Picker(host)
        self._signup = signup
        self._drops = Drops(host, endings)
        self._posts = posts

    async def new(
        self, guild_id: int, channel_id: int, user_id: int, *, may_organize: bool, **options: Any
    ) -> TournamentView:
        """A tournament in sign-up here (``SignUp.create``)."""
        made = await self._signup.create(
            guild_id, channel_id, user_id, may_organize=may_organize, **options
        )
        return await self._view(made)

    async def join(
        self, guild_id: int, user_id: int, name: str, tournament_id: int | None = None
    ) -> Entry:
        """Enter a tournament in sign-up; or, in a running one, say one is still in (back
        from a stand-in's game)."""
        chosen = await self._chosen(guild_id, user_id, tournament_id)
        if running(chosen):
            return Entry(await self._view(await self._drops.come_back(chosen, user_id)), BACK)
        joined = await self._signup.join(guild_id, user_id, name, chosen.id)
        return Entry(await self._view(joined), JOINED)

    async def leave(self, guild_id: int, user_id: int, tournament_id: int | None = None) -> Entry:
        """Leave a tournament's sign-up, or a running tournament (the game being played is
        resigned; the games played still count)."""
        chosen = await self._picker.pick(guild_id, tournament_id, user_id=user_id)
        if in_signup(chosen):
            left = await self._signup.withdraw(guild_id, user_id, chosen)
            return Entry(await self._view(left), WITHDREW)
        if not running(chosen):
            raise WrongPhase(TOURNAMENT_NOT_RUNNING, name=safe_name(chosen.name))
        dropped = await self._drops.drop(chosen, user_id, Dropped.LEFT)
        return Entry(await self._view(dropped), LEFT)

    async def start(
        self, guild_id: int, user_id: int, tournament_id: int | None, *, may_organize: bool
    ) -> TournamentView:
        started = await self._signup.start(
            guild_id, user_id, tournament_id, may_organize=may_organize
        )
        return await self._view(started)

    async def remove(
        self,
        guild_id: int,
        user_id: int,
        player_id: int,
        tournament_id: int | None,
        *,
        may_organize: bool,
    ) -> TournamentView:
        """The organizer removes a player from a running tournament (or its sign-up)."""
        chosen = await self._picker.pick(guild_id, tournament_id)
        check_organizer(chosen, user_id, may_organize)
        if in_signup(chosen):
            withdrawn = await self._signup.withdraw(guild_id, player_id, chosen, who="player")
            return await self._view(withdrawn)
        return await self._view(await self._drops.drop(chosen, player_id, Dropped.REMOVED))

    async def cancel(
        self, guild_id: int, user_id: int, tournament_id: int | None, *, may_organize: bool
    ) -> TournamentView:
        """The organizer calls the tournament off: no round opens any more."""
        host = self._host
        chosen = await self._picker.pick(guild_id, tournament_id)
        check_organizer(chosen, user_id, may_organize)
        notice = cancelled_notice(chosen.id)
        now = host.clock.now()
        cancelled = await host.stored(
            store.guarded(host.store, entries.cancel(chosen.id, notice=notice, now=now))
        )
        if cancelled is None:
            raise WrongPhase(TOURNAMENT_NOT_RUNNING, name=safe_name(chosen.name))
        return await self._view(cancelled)

    async def standings(
        self, guild_id: int, tournament_id: int | None, locale: str | None
    ) -> StandingsView:
        """The standings as they are now (games being played counted as such), with their
        picture in ``locale``'s words."""
        host = self._host
        chosen = await self._picker.pick(guild_id, tournament_id, latest=True)
        people: list[TournamentEntrant] = await host.read(
            host.store.read(store.entrants(chosen.id))
        )
        tables = await host.read(host.store.read(store.tables(chosen.id)))
        over = chosen.status.value in ("finished", "cancelled")
        # Who sits the round being played out is shown, as in the post that paired it.
        sitting = not over and any(t.bye and t.round == chosen.current_round for t in tables)
        standings = standings_of(
            chosen,
            people,
            tables,
            chosen.current_round,
            next_round=chosen.current_round if sitting else None,
            final=over,
        )
        return StandingsView(standings, await self._posts.picture(standings, locale))

    async def choices(self, guild_id: int, user_id: int | None = None) -> list[TournamentChoice]:
        """The tournaments a command's option offers (those ``user_id`` entered, if given)."""
        listed = await self._picker.choices(guild_id, user_id)
        return [TournamentChoice(t.id, t.name, t.status.value) for t in listed]

    async def _chosen(self, guild_id: int, user_id: int, tournament_id: int | None) -> Tournament:
        """The tournament ``join`` means: the one named; else the one in sign-up, or the one
        running that the person entered."""
        if tournament_id is not None:
            return await self._picker.pick(guild_id, tournament_id)
        entered = {t.id for t in await self._picker.choices(guild_id, user_id)}

        def wanted(tournament: Tournament) -> bool:
            return in_signup(tournament) or (running(tournament) and tournament.id in entered)

        try:
            return await self._picker.pick(guild_id, None, among=wanted)
        except NoGame:
            underway = [t for t in await self._picker.choices(guild_id) if running(t)]
            if len(underway) == 1:  # the one it meant, too late to enter
                raise WrongPhase(SIGNUP_CLOSED, name=safe_name(underway[0].name)) from None
            raise

    async def _view(self, tournament: Tournament) -> TournamentView:
        host = self._host
        people: list[TournamentEntrant] = await host.read(
            host.store.read(store.entrants(tournament.id))
        )
        return TournamentView(
            tournament_id=tournament.id,
            name=safe_name(tournament.name),
            status=tournament.status.value,
            entrants=len(people),
            current_round=tournament.current_round,
            rounds=tournament.rounds,
            channel_id=tournament.channel_id,
        )
