"""The lobby: a game's seats before it starts (``lobby``: joining, leaving, computers, the
start) and a finished game's rematch (``rematch``)."""
