"""The tournaments install themselves: their room (``/azul tournament``), the end of a
sign-up and the next round (the club's timers), their posts (the sign-up, a table's thread
and game, the standings), the time limit of their games, and the steps their games add to
the transactions that move and end them (who showed up; a round's last game sets its round
timer due)."""

from __future__ import annotations

from azul_bot.features.lobby import Lobby
from azul_bot.store import ROUND_ENDED, ROUND_TIMER, SHOWED_UP, SIGNUP_TIMER

from ..play.endings import Endings
from ..plugs import Plugs
from . import announcements
from .lifecycle import Tournaments
from .picking import Picker
from .posts import TournamentPosts
from .rounds import Rounds
from .signup import SignUp
from .tables import Tables
from .time_limits import TimeLimits


def install(plugs: Plugs) -> None:
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
    plugs.on_post(announcements.TABLE, Tables(house, plugs.find(Lobby)))
    plugs.on_post(announcements.STANDINGS, posts.standings)
    plugs.on_post(announcements.CANCELLED, posts.cancelled)
    plugs.on_rules(TimeLimits(house).rules)
    # Where a round's next one is triggered: its last game's end, in the game's transaction.
    plugs.steps(own_move=(SHOWED_UP,), end=(ROUND_ENDED,))
