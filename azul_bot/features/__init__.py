"""The bot's features, each in a folder of its own that holds all of it: its rules and who
may do what, its storage (``store.py``, ``migrations/``), its Discord commands and buttons
(``cog``), its sentences (``words``, ``locales/<language>/*.ftl``), and its tests in
``tests/features/<name>/``.

A feature's package is its public face: what the core installs (``install(host)``) and the
names the features after it may use; nothing outside the folder imports its inner modules.
"""

FEATURES: tuple[str, ...] = (
    "results",
    "seasons",
    "settings",
    "play",
    "lobby",
    "away",
    "digest",
    "tournaments",
    "checkup",
    "review",
    "practice",
)
"""The features in the order they install: each may use the public face of those before it,
and where several have a say the first one's stands. Adding a feature is its folder and one
line here."""
