"""The tournaments' front end: ``/azul tournament``, the sign-up's buttons and the view under a
sign-up message."""

from azul_bot.core.discord.front import Front

from ..messages import SignupControls
from .buttons import TournamentButton, signup_view
from .commands import tournament

FRONT = Front(
    commands=(tournament,),
    buttons=(TournamentButton,),
    views={SignupControls: signup_view},
)
