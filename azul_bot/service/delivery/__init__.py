"""Delivery: how what happened reaches the channel, whatever crashes in between, and when.

- ``notices``: the typed notices stored with each change (facts, never a sentence), their
  one encoding and decoding, old stored payloads included;
- ``outbox``: the loop that claims stored notices and delivers each, retrying failures;
- ``announcer``: one handler per kind of notice, posting it through the publisher;
- ``posts``: the messages and posts (who is pinged, which buttons) made from a notice and
  the game as it stands, by pure functions; ``folding``: which moves the next post tells;
- ``direct``: whether a player's own notices go by direct message, and sending them;
- ``nonces``: every nonce a message is sent with, and their scheme;
- ``messages`` and ``ports``: what a post says, and the ``Publisher`` the front end
  implements (``azul_bot.words.channel`` words the messages, ``azul_bot.publisher`` sends);
- ``deadlines``: which timers a game has after a change; ``timers``: the dispatcher that
  fires them when due; ``loops``: what the outbox and the timers' loops share.
"""
