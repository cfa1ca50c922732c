"""Pictures and words for an Azul table: reads the engine's state and events, nothing else.

``render_table(game, names=..., events=...)`` draws the table as a Pillow image and
``to_png(image)`` encodes it; ``renderers.text.describe_table`` says the same in plain text.
``render_replay(start, moves, names=...)`` animates a whole game (WebP bytes) and
``round_scores(start, moves)`` lists its scores round by round.
"""

from .replay import render_replay, round_scores
from .table import render_table, to_png

__all__ = ["render_replay", "render_table", "round_scores", "to_png"]
