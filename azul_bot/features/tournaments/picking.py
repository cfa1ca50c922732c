"""Which tournament a command means: the one its ``tournament`` option names (a server may run
several at once), or, with none named, the only one it can mean; and who may run it.
"""

from __future__ import annotations

from collections.abc import Callable

from azul_bot.core import BadInput, Host, NoGame, NotAllowed

from . import store
from .ids import NO_TOURNAMENT, NOT_ORGANIZER, WHICH_TOURNAMENT
from .model import Tournament, TournamentStatus

Wanted = Callable[[Tournament], bool]


def check_organizer(tournament: Tournament, user_id: int, may_organize: bool) -> None:
    """Only its organizer, or someone who may organize on the server (a manager, or the
    organizers' role), runs a tournament."""
    if user_id != tournament.organizer_id and not may_organize:
        raise NotAllowed(NOT_ORGANIZER, name=tournament.name)


def in_signup(tournament: Tournament) -> bool:
    return tournament.status is TournamentStatus.SIGNUP


def running(tournament: Tournament) -> bool:
    return tournament.status is TournamentStatus.RUNNING


def any_open(tournament: Tournament) -> bool:
    return True


class Picker:
    def __init__(self, host: Host) -> None:
        self._host = host

    async def pick(
        self,
        guild_id: int,
        tournament_id: int | None,
        *,
        among: Wanted = any_open,
        user_id: int | None = None,
        latest: bool = False,
    ) -> Tournament:
        """The tournament named (of this server, whatever its status), or the one open
        tournament of the server that fits ``among`` (of those ``user_id`` entered, if
        given): ``NO_TOURNAMENT`` for none, ``WHICH_TOURNAMENT`` for several. With
        ``latest``, none open means the server's latest one, over or not."""
        host = self._host
        if tournament_id is not None:
            found: Tournament | None = await host.read(
                host.store.read(store.tournament(tournament_id))
            )
            if found is None or found.guild_id != guild_id:
                raise NoGame(NO_TOURNAMENT)
            return found
        listed = await self.choices(guild_id, user_id)
        fitting = [tournament for tournament in listed if among(tournament)]
        if not fitting and latest:
            fitting = (await host.read(host.store.read(store.latest_tournaments(guild_id))))[:1]
        if not fitting:
            raise NoGame(NO_TOURNAMENT)
        if len(fitting) > 1:
            raise BadInput(WHICH_TOURNAMENT, count=len(fitting))
        return fitting[0]

    async def choices(self, guild_id: int, user_id: int | None = None) -> list[Tournament]:
        """What the ``tournament`` option offers: the server's open tournaments (those the
        person entered, if given), newest first."""
        host = self._host
        if user_id is None:
            return await host.read(host.store.read(store.open_tournaments(guild_id)))
        return await host.read(host.store.read(store.tournaments_of(guild_id, user_id)))
