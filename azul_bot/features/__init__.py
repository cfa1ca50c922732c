"""The bot's features, each in a folder of its own that holds all of it: its rules and who
may do what (``service``), its Discord commands and buttons (``cog``), its sentences
(``words`` and ``locales/<language>/*.ftl``), and its tests in ``tests/features/<name>/``.

A feature's package is its public face: what the host installs (``install(plugs)``) and the
names the features after it may use; what it brings to Discord is its cog's ``FRONT``, which
the front end loads. Nothing outside
the folder imports its inner modules. The features move here one at a time from the layers
they were cut into (``azul_bot/service/<name>``, ``azul_bot/cogs``, ``azul_bot/words``); the
host's list of features (``azul_bot.service.FEATURES``) finds each where it lives.
"""
