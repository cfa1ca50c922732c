"""The game host: one table per channel, lobby and seats, turns, locks and stale-click checks.

Everything that changes a game runs under the channel's lock and is checked against the game's
version, so a double click or a button from an old message can never play twice or out of turn.
Each change is stored together with its announcement (the outbox) in one transaction; the
outbox loop posts it through the long-lived publisher, so a crash between the two loses nothing
and a change that no interaction caused (a computer move, a timer) can speak too.

``GameService`` is the face the cogs, the start-up and the timers (``autoplay.Host``) see; the
work is done in rooms by feature, which share one ``House``: ``lobby`` (seats before the
start), ``rematch``, ``turns`` (moves stored and posted), ``looking`` (the table, whose turn,
the pickers, the coach), ``endings`` (resigning, aborting, a channel gone), ``preferences``
and ``ladder``. What a refusal of the store means to the user is said in ``storing``.
"""

from __future__ import annotations

from concurrent.futures import Executor

from azul_bot.store import Store

from . import deadlines
from .autoplay import Autoplay
from .clock import Clock
from .computers import Thinkers
from .endings import Endings
from .house import FLUSH_TIMEOUT, House, Renderer
from .ladder import Ladder
from .lobby import Lobby, NewGame, random_game
from .looking import Looking
from .outbox import Outbox
from .placing import Placing
from .preferences import Preferences
from .publisher import Publisher
from .records import Records, ReplayDrawer
from .rematch import Rematch
from .timers import Dispatcher
from .turns import Turns


class GameService:
    """Hosts games in channels. All ids are plain integers (Discord snowflakes)."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        *,
        new_game: NewGame = random_game,
        render: Renderer | None = None,
        draw_replay: ReplayDrawer | None = None,
        executor: Executor | None = None,
        clock: Clock | None = None,
        flush_timeout: float = FLUSH_TIMEOUT,
        thinkers: Thinkers | None = None,
        computer_pause: float = deadlines.COMPUTER_PAUSE,
        render_processes: int = 0,
    ) -> None:
        house = House(
            store,
            publisher,
            render=render,
            executor=executor,
            clock=clock,
            flush_timeout=flush_timeout,
            thinkers=thinkers,
            computer_pause=computer_pause,
            render_processes=render_processes,
        )
        self._house = house
        self.store = house.store
        self.publisher = house.publisher
        self.clock = house.clock
        self.thinkers = house.thinkers
        self.computer_pause = house.computer_pause
        self.announcer = house.announcer
        self.records = Records(store, house.executor, house.clock.now, draw_replay)
        self.lock = house.lock
        self.settings = house.settings
        self.learn_locales = house.learn_locales
        self.learn_server_locale = house.learn_server_locale
        self.server_locale = house.server_locale
        self.start_loops = house.start_loops
        self.close = house.close

        lobby = Lobby(house, new_game)
        self.open_lobby = lobby.open_lobby
        self.join = lobby.join
        self.leave = lobby.leave
        self.add_computer = lobby.add_computer
        self.remove_computer = lobby.remove_computer
        self.start = lobby.start
        self.choose_variant = lobby.choose_variant
        self.rematch = Rematch(house, lobby).rematch

        turns = Turns(house)
        self.play = turns.play
        self.play_seat = turns.play_seat
        placing = Placing(house, turns)
        self.placing = placing.placing
        self.place = placing.place

        looking = Looking(house)
        self.board = looking.board
        self.turn = looking.turn
        self.current_turn = looking.current_turn
        self.was_played = looking.was_played
        self.sources = looking.sources
        self.colors = looking.colors
        self.lines = looking.lines
        self.hint = looking.hint
        self.replay = looking.replay

        endings = Endings(house)
        self.check_resign = endings.check_resign
        self.resign = endings.resign
        self.check_abort = endings.check_abort
        self.abort = endings.abort
        self.close_lobby = endings.close_lobby
        self.channel_gone = endings.channel_gone

        preferences = Preferences(house)
        self.update_settings = preferences.update_settings
        self.notify = preferences.notify
        self.confirm = preferences.confirm
        self.confirms = preferences.confirms
        ladder = Ladder(house)
        self.leaderboard = ladder.leaderboard
        self.stats = ladder.stats

        # The loops call back into the rooms, so they come last.
        house.outbox = Outbox(store, house.announcer.deliver, house.clock, self.channel_gone)
        house.timers = Dispatcher(store, Autoplay(self).fire, house.clock)

    @property
    def outbox(self) -> Outbox:
        return self._house.outbox

    @property
    def timers(self) -> Dispatcher:
        return self._house.timers

    @timers.setter
    def timers(self, timers: Dispatcher) -> None:
        """A harness may put its own dispatcher in (one that notes each firing); the rooms'
        changes must wake that one."""
        self._house.timers = timers
