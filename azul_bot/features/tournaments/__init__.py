"""Tournaments: Swiss and round-robin events a server runs, each round's games paired and
opened by the bot in threads of the tournament's channel, the standings after each round.

Its pairing, points and ranking are a pure core (no Discord, no storage, no clock): the same
entrants and history always give the same round, so two processes pairing it agree.
"""

from functools import partial

from azul_bot.core import AtEnd, Host, ServerSetting
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Endings, Series

from . import announcements
from .games import TournamentGames
from .ids import NONCES, REFUSALS, ROUND_TIMER, SIGNUP_TIMER, STANDINGS_PICTURE
from .lifecycle import Tournaments
from .picking import Picker
from .picture import draw_standings
from .posts import TournamentPosts
from .rounds import Rounds
from .signup import SignUp
from .store import organizers, set_organizers
from .tables import Tables
from .time_limits import TimeLimits
from .words import organizers_line

ORGANIZERS = ServerSetting(
    "organizers",
    organizers,
    set_organizers,
    int,
    organizers_line,
    partial(set_organizers, role_id=None),
)
"""The role whose members may run tournaments besides those who manage the server (``/azul
settings organizers:``, taken back with ``reset:``)."""


def install(host: Host) -> None:
    host.refusals(REFUSALS)
    host.nonces(NONCES)
    host.add_server_setting(ORGANIZERS)
    posts = TournamentPosts(host, draw_standings if host.options.draws(STANDINGS_PICTURE) else None)
    signup = SignUp(host, Picker(host))
    host.add_room(Tournaments(host, signup, host.room(Endings), posts))
    host.on_boundary(SIGNUP_TIMER, signup.close)
    host.on_boundary(ROUND_TIMER, Rounds(host))
    host.on_post(announcements.SIGNUP, posts.signup)
    host.on_post(announcements.TOO_FEW, posts.too_few)
    games = TournamentGames(host)
    host.on_post(announcements.TABLE, Tables(host, host.room(Lobby), games))
    host.on_post(announcements.STANDINGS, posts.standings)
    host.on_post(announcements.CANCELLED, posts.cancelled)
    host.turn_hooks.on_rules(TimeLimits(host, games).rules)
    # Their games are played without hints and have no rematch: the next round comes.
    host.room(Series).add(games.is_table)
    # Where a round's next one is triggered: its last game's end, in the game's transaction.
    host.hooks.on_move(games.showed_up)
    host.hooks.on_game_end(AtEnd(games.round_ended))
