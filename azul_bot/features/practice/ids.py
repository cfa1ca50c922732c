"""The practice's refusal codes, collected when it installs (one the host or another feature
has already is refused at start-up); its buttons' custom ids are its cog's (``cog.py``)."""

from azul_bot.core import declared

NOT_YOUR_PRACTICE = "not_your_practice"  # a practice's buttons are its person's alone
NO_SUCH_PRACTICE = "no_such_practice"  # a forged id
NOTHING_TO_PRACTISE = "nothing_to_practise"
NOT_PRACTISABLE = "not_practisable"  # game: not one of the presser's costly takes there
POSITION_ANSWERED = "position_answered"  # number: a picker of a position answered already
NOT_ANSWERED_YET = "not_answered_yet"  # number: "Next" before an answer (a forged id)
REFUSALS = declared(globals(), "NOT_YOUR_PRACTICE")
