"""``/azul rules``: the game in short, its numbers read from the engine's variants; the base
game's two walls together, and each side of the Crystal Mosaic with its own numbers."""

from __future__ import annotations

from typing import Any

from azul_bot.core.words.catalogue import Words
from azul_bot.core.words.narrator import color_name, joined
from azul_bot.engine import CLASSIC, GREY, VARIANTS, Variant


def rules_said(say: Words, variant: Variant | None = None) -> str:
    """The rules summary of the base game's two walls, its numbers read from both; with a
    ``variant`` that has printed cells (a Crystal Mosaic side), that variant's own."""
    if variant is not None and variant.printed_cells:
        return printed_rules(say, variant)
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


def printed_rules(say: Words, variant: Variant) -> str:
    """A Crystal Mosaic side in short: what changes from the base game, its printed cells and
    its numbers, read from the variant."""
    doubled = {cell.multiplier for cell in variant.printed_cells} - {1}
    cells = [
        say(
            "rules-printed-cell",
            row=cell.row + 1,
            column=cell.col + 1,
            color=color_name(say, cell.color),
        )
        for cell in variant.printed_cells
    ]
    return say(
        "rules-printed",
        name=say(f"choice-{variant.code}"),
        cells=joined(say, cells),
        scoring="multiplied" if doubled else "plain",
        times=max(doubled, default=1),
        floor=", ".join(str(cost) for cost in variant.floor_penalties),
        row=variant.row_bonus,
        column=variant.column_bonus,
        color=variant.color_bonus,
    )


def _shared(variants: tuple[Variant, ...], rule: str) -> Any:
    """The value of ``rule`` in every variant. The summary says one number for both walls, so
    a variant that changes it must not pass unseen: it needs its own words first."""
    values = {getattr(variant, rule) for variant in variants}
    if len(values) != 1:
        raise ValueError(f"the rules summary says one {rule} for all variants, not {values}")
    return values.pop()
