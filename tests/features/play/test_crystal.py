"""A Crystal Mosaic game through Discord (offline, simcord), on each side: the side chosen in
the lobby and named when the game begins, a forced cell placed without a prompt, a column of
side 1's printed cells offered and scored × 2 and told so, a forged column refused privately,
the final scores with the side's bonuses, and the stand-in placing at the time limit."""

from __future__ import annotations

from dataclasses import replace

import pytest

from azul_bot.core.server_defaults import defaults
from azul_bot.engine import CRYSTAL_1, CRYSTAL_2, Variant, WallMove
from azul_bot.features.play.cog.custom_ids import PLACE_TILE, WALL_COLUMN
from azul_bot.features.settings.store import save_settings
from tests.crystal_games import CrystalGames
from tests.features.seasons import helpers as seasons
from tests.simcord_helpers import (
    answer,
    button,
    button_labels,
    custom_ids,
    posted_with,
    wall_buttons,
)

SIDES = {CRYSTAL_1.code: CRYSTAL_1, CRYSTAL_2.code: CRYSTAL_2}
NAMES = {CRYSTAL_1.code: "Crystal Mosaic, side 1", CRYSTAL_2.code: "Crystal Mosaic, side 2"}


@pytest.fixture(params=sorted(SIDES))
def side(request) -> Variant:
    return SIDES[request.param]


@pytest.fixture
def crystal_games(side) -> CrystalGames:
    return CrystalGames(side)


@pytest.fixture
def bot_options(bot_options, crystal_games) -> dict:
    return {**bot_options, "new_game": crystal_games, "computer_pause": 0.05}


async def place_all(table, member, seat: int, prefer: int | None = None) -> None:
    """``member`` places every line they have, from the latest table, in ``prefer``'s column
    when it is offered, else the first."""
    for _ in range(5):
        record = await table.record()
        if record is None or record.game().pending_line(seat) is None:
            return
        picker = answer(await member.click(table.channel.last_message, label="Place your tile"))
        buttons = wall_buttons(picker)
        chosen = next((b for b in buttons if prefer is not None and b.endswith(f":{prefer}")), None)
        await member.click(picker, custom_id=chosen or buttons[0])


async def test_a_whole_game_on_each_side(table, simcord_env, crystal_games, side):
    alice, bob = table.members[:2]
    tiling = await table.open_tiling(side.code, NAMES[side.code], crystal_games)
    crystal = crystal_games.tables[2]
    record = await table.record()
    game_id, game = record.id, record.game()
    assert custom_ids(tiling) == [PLACE_TILE.make(game=game_id, round=game.round)]
    # The forced cells went on the walls without a prompt.
    for forced in crystal.forced:
        assert game.players[forced.player].wall >> (forced.row * 5 + forced.col) & 1

    chooser = table.members[crystal.chooser]
    line = game.pending_line(crystal.chooser)
    picker = answer(await chooser.click(tiling, label="Place your tile"))
    assert picker.ephemeral and f"line {line.row + 1} is complete" in picker.content
    labels = button_labels(picker)
    assert len(labels) == len(line.columns)
    doubled = [label for label in labels if " × 2)" in label]
    if crystal.doubled is None:
        assert doubled == []
    else:
        # The printed cell's column says its points with the × 2 already counted.
        move = WallMove(crystal.chooser, line.row, crystal.doubled)
        points = game.preview_placement(move).points
        assert doubled == [f"{labels[line.columns.index(crystal.doubled)]}"]
        # The points once, their product as the reason: "+6 (3 × 2)", never "+6 × 2".
        assert f"column {crystal.doubled + 1} · +{points} ({points // 2} × 2)" in doubled[0]

    # A column the line never had (a forged id in the private picker): refused there, to the
    # presser alone, and nothing changes.
    closed = next(col for col in range(5) if col not in line.columns)
    forged = WALL_COLUMN.make(game=game_id, round=game.round, row=line.row, col=closed)
    posted_with(simcord_env, picker, button(forged))
    refused = answer(await chooser.click(picker, custom_id=forged))
    assert refused.ephemeral and "not on the table" in refused.content
    assert (await table.record()).version == record.version

    await place_all(table, chooser, crystal.chooser, crystal.doubled)
    other = 1 - crystal.chooser
    await place_all(table, table.members[other], other)
    assert await table.record() is None
    final = table.channel.last_message
    assert "Game over — final scores" in final.content
    if crystal.doubled is not None:
        assert " × 2" in "\n".join(m.content for m in table.channel.history()[-3:])

    # The final scores are the engine's, with the side's own bonuses.
    ended = await table.bot.store.get_game(game_id)
    result = ended.game().result
    assert result is not None
    for standing in result.players:
        assert standing.row_bonus == side.row_bonus * standing.rows
        assert standing.column_bonus == side.column_bonus * standing.columns
        assert standing.color_bonus == side.color_bonus * standing.colors
        assert f"**{standing.score}**" in final.content or f" {standing.score} " in final.content

    # The stats and the season name the side it was played on, not the grey wall.
    stats = answer(await alice.slash(table.channel, "azul stats")).content
    side_name = f"Crystal Mosaic, side {side.code[-1]}"
    assert f"of them, 1 on the {side_name} (ratings count every wall together)" in stats
    assert "grey wall" not in stats
    season = await seasons.season(table.bot.store, table.guild.id)
    assert (season.games, season.grey_games, season.crystal_games) == (1, 0, 1)
    del bob


async def test_the_stand_in_places_at_the_limit(table, crystal_games, side):
    settings = replace(defaults(table.guild.id), threads=False, turn_limit=600.0)
    await table.bot.store.write(save_settings(settings))
    await table.open_tiling(side.code, NAMES[side.code], crystal_games)
    await table.env.advance_time(601)
    assert await table.record() is None
    texts = [m.content for m in table.channel.history()]
    assert any(
        "ran out of time; a computer stand-in (normal) placed their tiles" in t for t in texts
    )
    assert "Game over — final scores" in table.channel.last_message.content
