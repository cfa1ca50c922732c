"""Settings: what people choose beyond a game (the store's ``settings`` and ``preferences``,
seen from here).

- ``server``: a server's rules for its games, read from what an admin typed and checked;
- ``preferences``: reading and saving them, and a player's direct messages and Confirm.
"""
