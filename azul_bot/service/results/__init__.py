"""Results: what a game leaves behind (the store's ``results`` and ``stats``, seen from here).

- ``ratings``: a finished game's ranks and skill ratings (the ``Outcome`` the store writes);
- ``ladder``: a server's leaderboard and each player's stats;
- ``history``: a player's running games, a server's finished games, replays;
- ``reliability``: who finishes their games (abandoned seats, turn times, a lobby's minimum).
"""
