"""``/azul rules``: the game in short, its numbers read from the engine's variants."""

from __future__ import annotations

from azul_bot.engine import CLASSIC

from .catalogue import Words


def rules_said(say: Words) -> str:
    """The rules summary; both walls share these numbers (``engine.variant``)."""
    rules = CLASSIC
    return say(
        "rules",
        least=rules.min_players,
        most=rules.max_players,
        floor=", ".join(str(cost) for cost in rules.floor_penalties),
        row=rules.row_bonus,
        column=rules.column_bonus,
        color=rules.color_bonus,
    )
