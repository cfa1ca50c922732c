"""Pictures for an Azul table: reads the engine's state and events, nothing else. It holds no
words: the ``labels`` it draws come from the bot's catalogue, in the reader's language."""

from .labels import Labels, ReviewLabels
from .replay import render_replay, round_scores
from .review import render_review
from .table import render_table, to_png
