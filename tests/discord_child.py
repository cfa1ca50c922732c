"""The bot's real start-up, ``azul_bot.__main__.main``, talking to another Discord: the one
change is the address of Discord's API (discord.py's ``Route.BASE``), taken from
``FAKE_DISCORD`` (``tests/fake_discord.py``, or an address nobody answers). The gateway's
address comes from that API, as it does from Discord's. Run by ``test_startup.py``; not a
test.
"""

from __future__ import annotations

import os
import sys

import discord.http

from azul_bot.__main__ import main

if __name__ == "__main__":  # spawned workers import this file too, as __mp_main__
    discord.http.Route.BASE = os.environ["FAKE_DISCORD"] + "/api/v10"
    sys.exit(main())
