"""Move errors and autocomplete on a fresh table (full factories), not a near-finished one."""

from __future__ import annotations

import pytest

from azul_bot.engine import CENTER, FLOOR, Game, Move


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot(new_game=lambda players: Game.new(players, 1234))


def last(result):
    return result.followups[-1] if result.followups else result.response


def answer(result) -> str:
    message = last(result)
    assert message.ephemeral, result
    return message.content


async def test_malformed_and_illegal_moves_are_explained(table):
    await table.open(2)
    current = await table.current()
    before = await table.record()
    game = await table.game()

    async def play(source, color, line):
        return answer(
            await current.slash(table.channel, "azul play", source=source, color=color, line=line)
        )

    assert "can't read the source" in await play("moon", "red", "1")
    assert "can't read the color" in await play("1", "purple", "1")
    assert "can't read the line" in await play("1", "red", "top")
    assert "no line 9" in await play("1", "red", "9")
    # a factory that does not exist at this table (2 players: 5 factories)
    assert "factories 1 to 5" in await play("7", "red", "1")
    # a color the source does not hold; an empty source
    held = next(
        (i, c) for i, f in enumerate(game.factories) for c in range(5) if any(f) and not f[c]
    )
    names = ["blue", "yellow", "red", "black", "white"]
    assert "There is no" in await play(str(held[0] + 1), names[held[1]], "floor")
    # a line that cannot take the color (from the engine's reason, in words)
    legal = game.legal_moves()
    blocked = next(
        (
            m
            for m in (
                Move(s, c, line)
                for s in [*range(len(game.factories)), CENTER]
                for c in range(5)
                for line in range(5)
            )
            if game.check(m) is not None
            and game.check(m).value in ("line_full", "line_has_other_color", "color_on_wall_row")
        ),
        None,
    )
    assert blocked is None  # nobody has a line yet on a fresh table
    if blocked is not None:
        source = "center" if blocked.source == CENTER else str(blocked.source + 1)
        text = await play(source, names[blocked.color], str(blocked.line + 1))
        assert f"line {blocked.line + 1}" in text.lower() or "row" in text
    # typed values are case-insensitive
    good = next(m for m in legal if m.line != FLOOR)
    source = "CENTER" if good.source == CENTER else str(good.source + 1)
    before_ok = await table.record()
    assert before_ok.version == before.version
    ok = await play(source, names[good.color].upper(), str(good.line + 1))
    assert ok.startswith("Played:")


async def test_autocomplete_offers_legal_choices_with_previews(table):
    await table.open(2)
    current = await table.current()
    game = await table.game()
    sources = await current.autocomplete(table.channel, "azul play", "source", "")
    assert [c["value"] for c in sources] == ["1", "2", "3", "4", "5"]
    assert sources[0]["name"].startswith("Factory 1 — ")
    factory = game.factories[1]
    colors = await current.autocomplete(table.channel, "azul play", "color", "", source="2")
    assert [c["value"] for c in colors] == [
        name for i, name in enumerate(["blue", "yellow", "red", "black", "white"]) if factory[i]
    ]
    color = colors[0]["value"]
    lines = await current.autocomplete(
        table.channel, "azul play", "line", "", source="2", color=color
    )
    assert [c["value"] for c in lines] == ["1", "2", "3", "4", "5", "floor"]
    count = factory[["blue", "yellow", "red", "black", "white"].index(color)]
    expected_line_1 = "line 1 — 1 fit" + (f", {count - 1} to floor" if count > 1 else "")
    assert lines[0]["name"] == expected_line_1
    assert lines[-1]["name"] == f"floor — {count} to floor"
    typed = await current.autocomplete(table.channel, "azul play", "source", "3")
    assert [c["value"] for c in typed] == ["3"]
    other = next(m for m in table.members[:2] if m.id != current.id)
    assert await other.autocomplete(table.channel, "azul play", "source", "") == []


async def test_the_picker_lists_only_legal_choices_within_discord_limits(table):
    await table.open(4)  # 9 factories + center: the largest menu
    current = await table.current()
    opened = await current.click(table.channel.last_message, label="Play")
    picker = opened.response
    menu = picker.components[0]["components"][0]
    assert menu["custom_id"].startswith("azul:src:")
    assert [o["value"] for o in menu["options"]] == [str(i) for i in range(1, 10)]
    await current.select(picker, ["1"], custom_id=menu["custom_id"])
    rows = picker.components
    assert len(rows) == 2 and len(rows[1]["components"][0]["options"]) <= 5
