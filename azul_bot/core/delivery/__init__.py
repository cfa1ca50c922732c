"""Delivery: how what happened reaches the channel, whatever crashes in between, and when; it
knows no feature, and posts what the features registered (``host``).

- ``notices``: the typed notices stored with each change (facts, never a sentence), their
  one encoding and decoding, old stored payloads included (each feature defines its kinds);
- ``outbox``: the loop that claims stored notices and delivers each, retrying failures;
- ``announcer``: hands each announcement to the handler its kind was registered with;
- ``game_channel``: posting in a game's channel (said, shown, stripped, a link to it);
- ``direct``: sending a direct message, and learning that a person's DMs are closed;
- ``nonces``: every nonce a message is sent with, and their scheme;
- ``ports``: what a post is (a feature's ``Message`` and ``Controls``) and the
  ``Publisher`` the front end implements (``azul_bot.core.words`` words the messages,
  ``azul_bot.core.discord.publisher`` sends);
- ``dispatcher``: the loop that fires due timers; ``loops``: what both loops share.
"""
