"""The game host: one table per channel, lobby and seats, turns, locks and stale-click checks.

Everything that changes a game runs under the channel's lock and is checked against the game's
version, so a double click or a button from an old message can never play twice or out of turn.
Each change is stored together with its announcement (the outbox) in one transaction; the
outbox loop posts it through the long-lived publisher, so a crash between the two loses nothing
and a change that no interaction caused (a computer move, a timer) can speak too.

``GameService`` is the face the cogs, the start-up and the timers (``play.autoplay.Host``)
see; the work is done in rooms by feature, which share one ``House``: the lobby (``lobby/``:
seats before the start, rematches), play (``play/``: ``turns`` stored and posted, the grey
wall's ``placing``, the ``table`` as one player sees it, ``endings``), ``settings/``
(``preferences``), ``results/`` (``ladder``, ``history``) and ``away/`` (time away). What a
refusal of the store means to the user is said in ``store_errors``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Concatenate, Generic, ParamSpec, Self, TypeVar, overload

from azul_bot.store import ROUND_TIMER, SIGNUP_TIMER, Store

from .away.room import TimeAway
from .checkup import Checkup
from .clock import Clock
from .delivery.announcer import Announcer
from .delivery.outbox import Outbox
from .delivery.ports import Publisher
from .delivery.timers import Dispatcher
from .digest.choice import DigestChoice
from .digest.sending import DIGEST, DigestSender
from .house import House
from .lobby.lobby import Lobby, random_game
from .lobby.rematch import Rematch
from .options import ServiceOptions
from .play.autoplay import Autoplay
from .play.computers import Thinkers
from .play.endings import Endings
from .play.placing import Placing
from .play.table import Looking
from .play.turns import Turns
from .results.history import Records
from .results.ladder import Ladder
from .seasons.ladder import SeasonLadder
from .seasons.opening import SEASON_END
from .seasons.roll import STANDINGS, Roll
from .seasons.standings import Standings
from .settings.preferences import Preferences
from .tournaments import notices as tournament_notices
from .tournaments.picking import Picker
from .tournaments.posts import TournamentPosts
from .tournaments.room import Tournaments
from .tournaments.rounds import Rounds
from .tournaments.signup import SignUp
from .tournaments.tables import Tables

Room = TypeVar("Room")
P = ParamSpec("P")
R = TypeVar("R")


class Through(Generic[Room, P, R]):
    """A method of the service that is one of its rooms': ``join = Through("lobby",
    Lobby.join)`` is typed as ``Lobby.join`` and runs the service's lobby's."""

    def __init__(self, room: str, method: Callable[Concatenate[Room, P], R]) -> None:
        self._room = room
        self._name = method.__name__
        self.__doc__ = method.__doc__

    @overload
    def __get__(self, service: None, owner: type) -> Self: ...

    @overload
    def __get__(self, service: object, owner: type) -> Callable[P, R]: ...

    def __get__(self, service: object | None, owner: type) -> Any:
        if service is None:
            return self
        return getattr(getattr(service, self._room), self._name)


class GameService:
    """Hosts games in channels. All ids are plain integers (Discord snowflakes).

    Built whole from one ``ServiceOptions``; its rooms are attributes, and their methods that
    the cogs and the timers call are named once below, so a caller never picks a room."""

    def __init__(
        self, store: Store, publisher: Publisher, options: ServiceOptions | None = None
    ) -> None:
        options = options or ServiceOptions()
        # The loops call back into the rooms (a due timer moves a computer, a post that finds
        # its channel deleted ends the game there) and every room wakes the loops: the loops
        # are handed this service, whose rooms all exist before ``start_loops`` runs a loop.
        house = House(store, publisher, options, gone=self.channel_gone, fire=Autoplay(self).fire)
        self._house = house
        self.lobby = Lobby(house, options.new_game or random_game)
        self.rematches = Rematch(house, self.lobby)
        self.turns = Turns(house)
        self.tiling = Placing(house, self.turns)
        self.looking = Looking(house)
        self.endings = Endings(house)
        self.preferences = Preferences(house)
        self.ladder = Ladder(house)
        self.seasons = SeasonLadder(house, self.ladder)
        house.on_boundary(SEASON_END, Roll(house))
        house.announcer.on_loose(STANDINGS, Standings(house, options.draw_podium))
        self.digests = DigestChoice(house, self.preferences)
        digests = DigestSender(house)
        house.on_boundary(DIGEST, digests.send)
        house.announcer.on_loose(DIGEST, digests.post)
        self.away = TimeAway(house)
        self.records = Records(store, house.executor, house.clock.now, options.draw_replay)
        self.tournaments = self._tournaments(house, options)
        self.checkup = Checkup(house)

    def _tournaments(self, house: House, options: ServiceOptions) -> Tournaments:
        """Tournaments: their sign-up's end and next round are the club's timers, their
        posts (sign-up, tables, standings) announcements of no game."""
        posts = TournamentPosts(house, options.draw_standings)
        signup = SignUp(house, Picker(house))
        house.on_boundary(SIGNUP_TIMER, signup.close)
        house.on_boundary(ROUND_TIMER, Rounds(house))
        announcer = house.announcer
        announcer.on_loose(tournament_notices.SIGNUP, posts.signup)
        announcer.on_loose(tournament_notices.TOO_FEW, posts.too_few)
        announcer.on_loose(tournament_notices.TABLE, Tables(house, self.lobby))
        announcer.on_loose(tournament_notices.STANDINGS, posts.standings)
        announcer.on_loose(tournament_notices.CANCELLED, posts.cancelled)
        return Tournaments(house, signup, self.endings, posts)

    async def channel_gone(self, channel_id: int) -> None:
        """The channel or thread of a game was deleted (``Endings.channel_gone``): a method of
        the service's own, as the outbox is handed it before the rooms are built."""
        await self.endings.channel_gone(channel_id)

    # ------------------------------------------------------------------ what the rooms share

    @property
    def store(self) -> Store:
        return self._house.store

    @property
    def publisher(self) -> Publisher:
        return self._house.publisher

    @property
    def clock(self) -> Clock:
        return self._house.clock

    @property
    def thinkers(self) -> Thinkers:
        return self._house.thinkers

    @property
    def announcer(self) -> Announcer:
        return self._house.announcer

    @property
    def outbox(self) -> Outbox:
        return self._house.outbox

    @property
    def timers(self) -> Dispatcher:
        return self._house.timers

    lock = Through("_house", House.lock)
    settings = Through("_house", House.settings)
    away_movers = Through("_house", House.away_movers)
    server_locale = Through("_house", House.server_locale)
    learn_locales = Through("_house", House.learn_locales)
    learn_server_locale = Through("_house", House.learn_server_locale)
    start_loops = Through("_house", House.start_loops)
    close = Through("_house", House.close)

    # ------------------------------------------------------------------ the rooms' methods

    open_lobby = Through("lobby", Lobby.open_lobby)
    join = Through("lobby", Lobby.join)
    leave = Through("lobby", Lobby.leave)
    add_computer = Through("lobby", Lobby.add_computer)
    remove_computer = Through("lobby", Lobby.remove_computer)
    choose_variant = Through("lobby", Lobby.choose_variant)
    start = Through("lobby", Lobby.start)
    rematch = Through("rematches", Rematch.rematch)

    play = Through("turns", Turns.play)
    play_seat = Through("turns", Turns.play_seat)
    placing = Through("tiling", Placing.placing)
    place = Through("tiling", Placing.place)

    board = Through("looking", Looking.board)
    turn = Through("looking", Looking.turn)
    current_turn = Through("looking", Looking.current_turn)
    was_played = Through("looking", Looking.was_played)
    sources = Through("looking", Looking.sources)
    colors = Through("looking", Looking.colors)
    lines = Through("looking", Looking.lines)
    hint = Through("looking", Looking.hint)
    replay = Through("looking", Looking.replay)

    check_resign = Through("endings", Endings.check_resign)
    resign = Through("endings", Endings.resign)
    check_abort = Through("endings", Endings.check_abort)
    abort = Through("endings", Endings.abort)
    close_lobby = Through("endings", Endings.close_lobby)

    update_settings = Through("preferences", Preferences.update_settings)
    notify = Through("preferences", Preferences.notify)
    notify_turns = Through("digests", DigestChoice.turns)
    notify_digest = Through("digests", DigestChoice.digest)
    digest_zones = Through("digests", DigestChoice.zones)
    confirm = Through("preferences", Preferences.confirm)
    confirms = Through("preferences", Preferences.confirms)
    leaderboard = Through("ladder", Ladder.leaderboard)
    season_leaderboard = Through("seasons", SeasonLadder.leaderboard)
    season_choices = Through("seasons", SeasonLadder.season_choices)
    go_away = Through("away", TimeAway.go_away)
    come_back = Through("away", TimeAway.come_back)
    away_allowance = Through("away", TimeAway.allowance)
    away_ended = Through("away", TimeAway.away_ended)
    stats = Through("ladder", Ladder.stats)
    new_tournament = Through("tournaments", Tournaments.new)
    join_tournament = Through("tournaments", Tournaments.join)
    leave_tournament = Through("tournaments", Tournaments.leave)
    start_tournament = Through("tournaments", Tournaments.start)
    remove_from_tournament = Through("tournaments", Tournaments.remove)
    cancel_tournament = Through("tournaments", Tournaments.cancel)
    tournament_standings = Through("tournaments", Tournaments.standings)
    tournament_choices = Through("tournaments", Tournaments.choices)
    backlog = Through("checkup", Checkup.backlog)
