"""Tournaments: Swiss and round-robin events a server runs, each round's games paired and
opened by the bot in threads of the tournament's channel, the standings after each round.

The pure core (no Discord, no storage, no clock: the same entrants and history always give
the same round, so two processes pairing it agree): ``pairing`` (``Entrant``, ``Table``, a
game played or running, ``Bye``, ``Pairing``), ``points`` (a place at a table of 2, 3 or 4,
shared places split), ``swiss`` (``seating`` holds its search for tables without rematches),
``round_robin`` (the circle method), ``ranking`` (points, then Buchholz, total Azul score,
rating, user id).

The rooms that make it a feature of the host: ``lifecycle`` (what ``/azul tournament``
asks), ``signup``, ``rounds`` (the next round, by its timer, set due by the step its round's
last game ends with), ``tables`` (a table's thread and game), ``games`` (which tournament a
game is a table of), ``drops``, ``posts``, ``time_limits`` (its games' turns); with ``asked``
(the organizer's options checked), ``picking`` (which tournament a command means),
``history`` (the stored tournament as the pure core reads it), ``announcements`` and
``messages``. ``model`` holds the values it stores, ``store`` its SQL, ``ids`` the names it
declares; ``cog``, ``words`` and ``picture`` are its front end, sentences and standings
picture. ``install`` plugs it into the host.
"""

from azul_bot.core import Plugs
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Endings, Series

from . import announcements
from .games import TournamentGames
from .ids import NONCES, REFUSALS, ROUND_TIMER, SIGNUP_TIMER
from .lifecycle import Tournaments
from .picking import Picker
from .picture import draw_standings
from .posts import TournamentPosts
from .rounds import Rounds
from .signup import SignUp
from .tables import Tables
from .time_limits import TimeLimits

__all__ = ["draw_standings", "install"]


def install(plugs: Plugs) -> None:
    """Their room (``/azul tournament``), the end of a sign-up and the next round (the club's
    timers), their posts (the sign-up, a table's thread and game, the standings), the time
    limit of their games, and the steps their games add to the transactions that move and
    end them (who showed up; a round's last game sets its round timer due)."""
    plugs.refusals(REFUSALS)
    plugs.nonces(NONCES)
    house = plugs.house
    posts = TournamentPosts(house, plugs.options.draw_standings)
    signup = SignUp(house, Picker(house))
    tournaments = plugs.room(
        Tournaments(house, signup, plugs.find(Endings), posts), name="tournaments"
    )
    for call, method in (
        ("new_tournament", tournaments.new),
        ("join_tournament", tournaments.join),
        ("leave_tournament", tournaments.leave),
        ("start_tournament", tournaments.start),
        ("remove_from_tournament", tournaments.remove),
        ("cancel_tournament", tournaments.cancel),
        ("tournament_standings", tournaments.standings),
        ("tournament_choices", tournaments.choices),
    ):
        plugs.offer(call, method)
    plugs.on_boundary(SIGNUP_TIMER, signup.close)
    plugs.on_boundary(ROUND_TIMER, Rounds(house))
    plugs.on_post(announcements.SIGNUP, posts.signup)
    plugs.on_post(announcements.TOO_FEW, posts.too_few)
    games = TournamentGames(house)
    plugs.on_post(announcements.TABLE, Tables(house, plugs.find(Lobby), games))
    plugs.on_post(announcements.STANDINGS, posts.standings)
    plugs.on_post(announcements.CANCELLED, posts.cancelled)
    plugs.on_rules(TimeLimits(house, games).rules)
    # Their games are played without hints and have no rematch: the next round comes.
    plugs.find(Series).add(games.is_table)
    # Where a round's next one is triggered: its last game's end, in the game's transaction.
    plugs.steps(own_move=(games.showed_up,), end=(games.round_ended,))
