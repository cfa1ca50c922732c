"""How the bot's process ends, for a service manager to act on (docs/deployment.md).

The numbers follow sysexits.h where one fits, so systemd's ``RestartPreventExitStatus=`` and a
supervisor's restart rules can tell a mistake that a restart cannot mend from a service that
is down for a while.
"""

OK = 0
"""Stopped cleanly: SIGINT or SIGTERM, or ``--check`` found nothing wrong."""
BUG = 1
"""An unexpected error: a bug, reported with its traceback."""
USAGE = 2
"""The command line was wrong (an unknown argument): nothing was started."""
UNAVAILABLE = 75
"""EX_TEMPFAIL: the database or Discord cannot be reached now, or the disk is full: worth
restarting, after a while."""
CONFIG = 78
"""EX_CONFIG: a setting is missing or wrong, Discord refused the token, or the database file
cannot be used as it is: no use restarting until someone changes it."""
