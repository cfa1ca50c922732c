"""Pictures and words for an Azul table: reads the engine's state and events, nothing else.

``render_table(game, names=..., events=...)`` draws the table as a Pillow image and
``to_png(image)`` encodes it; ``renderers.text.describe_table`` says the same in plain text.
"""

from .table import render_table, to_png

__all__ = ["render_table", "to_png"]
