"""Pictures and words for an Azul table: reads the engine's state and events, nothing else.

``render_table(game, names=..., labels=..., events=...)`` draws the table as a Pillow image
(with ``seat=N``, from that player's side: their board large) and ``to_png(image)`` encodes it; ``labels`` are the words it draws, in the reader's language (a
``Labels``, made from the bot's catalogue by ``azul_bot.core.words.pictures.picture_labels``).
``azul_bot.core.words.narrator.describe_table`` says the same in plain text, in the reader's
language (the one narrator: ``renderers`` holds no words). ``render_replay(start, moves,
names=..., labels=...)`` animates a whole game (WebP bytes) and ``round_scores(start, moves)``
lists its scores round by round.
"""

from .labels import Labels
from .replay import render_replay, round_scores
from .review import render_review
from .table import render_table, to_png
