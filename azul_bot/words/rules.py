"""``/azul rules``: the game in short, its numbers read from the engine's variants."""

from __future__ import annotations

from typing import Any

from azul_bot.engine import CLASSIC, GREY, VARIANTS, Variant

from .catalogue import Words


def rules_said(say: Words) -> str:
    """The rules summary of the base game's two walls, its numbers read from both."""
    variants = (VARIANTS[CLASSIC.code], VARIANTS[GREY.code])
    return say(
        "rules",
        least=min(variant.min_players for variant in variants),
        most=max(variant.max_players for variant in variants),
        floor=", ".join(str(cost) for cost in _shared(variants, "floor_penalties")),
        row=_shared(variants, "row_bonus"),
        column=_shared(variants, "column_bonus"),
        color=_shared(variants, "color_bonus"),
    )


def _shared(variants: tuple[Variant, ...], rule: str) -> Any:
    """The value of ``rule`` in every variant. The summary says one number for both walls, so
    a variant that changes it must not pass unseen: it needs its own words first."""
    values = {getattr(variant, rule) for variant in variants}
    if len(values) != 1:
        raise ValueError(f"the rules summary says one {rule} for all variants, not {values}")
    return values.pop()
