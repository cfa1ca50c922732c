"""What the bot tells whoever runs it on their terminal, in English like its logs: the next
step of a bot that is in no server yet."""

from __future__ import annotations

import sys

NO_SERVER_YET = """\
The bot is in no server yet. Invite it to yours with this link (it asks for exactly the
permissions the bot needs):

    {url}

then type /azul new in a channel there. To play in group DMs, in servers without the bot and
in its DMs, a person adds it to their own account (tick User Install on the application's
Installation tab first):

    {account}"""


def say_once_on_a_terminal(text: str, said: set[str]) -> None:
    """Print ``text`` on standard output if it is a terminal, once per process (``said``
    remembers): a reconnect must not print the same block again."""
    if text in said:
        return
    said.add(text)
    if sys.stdout.isatty():
        print(text, flush=True)
