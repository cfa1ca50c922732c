"""The bot's exit statuses, for a service manager to tell a stop worth retrying from one that is
not (docs/deployment.md lists them; the systemd units' ``RestartPreventExitStatus=`` uses them).
The numbers above 2 are the BSD ``sysexits.h`` ones, which systemd names (``status=78/CONFIG``)."""

OK = 0  # stopped cleanly, on SIGINT or SIGTERM
BUG = 1  # an unexpected error: a bug, with its traceback on stderr
USAGE = 2  # the command line was wrong (an unknown argument): no use restarting
UNAVAILABLE = 75  # EX_TEMPFAIL: the database or Discord cannot be reached now, or the disk is full
CONFIG = 78  # EX_CONFIG: a setting, the token or the database file is wrong: no use restarting
