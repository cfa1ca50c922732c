"""Move errors and autocomplete on a fresh table (full factories), not a near-finished one."""

from __future__ import annotations

import pytest
from simcord.backend.errors import OptionError

from azul_bot.core import BadInput, Refusal
from azul_bot.core.discord.front import dynamic_items
from azul_bot.engine import CENTER, FLOOR, Game
from azul_bot.features.play import color_choices
from azul_bot.features.play.cog.turn_checks import offered
from tests.conftest import fixed_deal
from tests.simcord_helpers import custom_ids, id_start, said

pytestmark = pytest.mark.bot(new_game=fixed_deal)


NAMES = ["blue", "yellow", "red", "black", "white"]


def source_text(source: int) -> str:
    return "center" if source == CENTER else str(source + 1)


async def test_malformed_and_illegal_moves_are_explained(table):
    await table.open(2)
    current = await table.current()
    before = await table.record()
    game = await table.game()

    async def play(source, color, line, member=None):
        return said(
            await (member or current).slash(
                table.channel, "azul play", source=source, color=color, line=line
            ),
            private=True,
        )

    assert "can't read the source" in await play("moon", "red", "1")
    assert "can't read the color" in await play("1", "purple", "1")
    assert "can't read the line" in await play("1", "red", "top")
    assert "no line 9" in await play("1", "red", "9")
    # a factory that does not exist at this table (2 players: 5 factories)
    assert "factories 1 to 5" in await play("7", "red", "1")
    # a color the source does not hold
    held = next((i, c) for i, f in enumerate(game.factories) for c in range(5) if not f[c])
    assert "There is no" in await play(str(held[0] + 1), NAMES[held[1]], "floor")
    assert (await table.record()).version == before.version

    # A line that already holds another color, and a wall row that already has the color:
    # play one move onto line 2, then let the other player move, then try again.
    first = next(
        m
        for m in game.legal_moves()
        if m.line == 2 and m.source != CENTER and game.preview(m).to_line < 3
    )
    await table.play_command(first)
    other = await table.current()
    await table.play_command(next(m for m in (await table.game()).legal_moves()), member=other)
    game = await table.game()
    board = game.players[game.current_player]
    assert board.line_colors[2] == first.color
    blocked = next(m for m in game.legal_moves() if m.color != first.color and m.line == FLOOR)
    text = await play(source_text(blocked.source), NAMES[blocked.color], "3")
    assert text == f"Your line 3 already holds {first.color}; a line takes one color only."
    assert len(await table.bot.store.moves(before.id)) == 2

    # typed values are case-insensitive; a good move gets no private echo at all
    good = next(m for m in game.legal_moves() if m.line != FLOOR)
    source = "CENTER" if good.source == CENTER else str(good.source + 1)
    done = await current.slash(
        table.channel,
        "azul play",
        source=source,
        color=NAMES[good.color].upper(),
        line=str(good.line + 1),
    )
    assert done.response is None and not done.followups
    assert len(await table.bot.store.moves(before.id)) == 3


async def test_move_options_declare_their_length_so_discord_refuses_longer_ones(table):
    play = table.bot.tree.get_command("azul").get_command("play").to_dict(table.bot.tree)
    lengths = {option["name"]: option.get("max_length") for option in play["options"]}
    assert lengths == {"source": 16, "color": 16, "line": 16}
    await table.open(2)
    current = await table.current()
    before = await table.record()
    with pytest.raises(OptionError, match="at most 16 characters"):
        await current.slash(table.channel, "azul play", source="9" * 6000, color="red", line="1")
    assert (await table.record()).version == before.version


def test_custom_ids_read_back_only_bounded_values():
    # A forged custom id is first matched against the item's template: nothing unbounded
    # (a 5,000-digit game id, a source 12, a color 7) ever reaches a callback.
    templates = {item.__name__: item.__discord_ui_compiled_template__ for item in dynamic_items()}
    assert templates["SourceButton"].fullmatch("azul:src:1:4:8")
    assert templates["SourceButton"].fullmatch("azul:src:1:4:-1")
    assert not templates["SourceButton"].fullmatch("azul:src:1:4:12")
    assert not templates["SourceButton"].fullmatch("azul:src:" + "9" * 5000 + ":4:1")
    assert not templates["ColorButton"].fullmatch("azul:col:1:4:0:7")
    assert not templates["LineButton"].fullmatch("azul:line:1:4:0:1:6")
    assert not templates["ConfirmMove"].fullmatch("azul:ok:1:4:0r1")


def test_a_value_the_table_does_not_offer_is_refused():
    game = Game.new(2, 1234)
    choices = color_choices(game, 0)
    offered(choices[0].value, choices)
    missing = next(name for name in NAMES if name not in {c.value for c in choices})
    with pytest.raises(BadInput) as refused:
        offered(missing, choices)
    assert refused.value.reason is Refusal.NOT_OFFERED


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
    # The floor is empty: what falls there costs its first slots (−1, −1, −2, ...).
    cost = {1: ", −1", 2: ", −2", 3: ", −4", 4: ", −6"}
    expected_line_1 = "line 1 — 1 fit" + (
        f", {count - 1} to the floor{cost[count - 1]}" if count > 1 else ""
    )
    assert lines[0]["name"] == expected_line_1
    assert lines[-1]["name"] == f"floor — {count} to the floor{cost[count]}"
    typed = await current.autocomplete(table.channel, "azul play", "source", "3")
    assert [c["value"] for c in typed] == ["3"]
    other = next(m for m in table.members[:2] if m.id != current.id)
    assert await other.autocomplete(table.channel, "azul play", "source", "") == []


async def test_the_picker_offers_only_legal_choices_within_discord_limits(table):
    await table.open(4)  # 9 factories + center: the most sources
    current = await table.current()
    message = table.channel.last_message
    game = await table.game()
    sources = [i for i in custom_ids(message) if i.startswith(id_start("src"))]
    assert [i.rsplit(":", 1)[1] for i in sources] == [str(i) for i in range(9)]  # center empty
    assert len(message.components) == 2  # two rows of at most five buttons
    opened = await current.click(message, custom_id=sources[0])
    picker = opened.response
    colors = [i for i in custom_ids(picker) if i.startswith(id_start("col"))]
    held = [c for c in range(5) if game.factories[0][c]]
    assert [int(i.rsplit(":", 1)[1]) for i in colors] == held
    await current.click(picker, custom_id=colors[0])
    lines = [i for i in custom_ids(picker) if i.startswith(id_start("line"))]
    assert [int(i.rsplit(":", 1)[1]) for i in lines] == [0, 1, 2, 3, 4, 5]
    labels = [
        c["label"]
        for row in picker.components
        for c in row["components"]
        if "line" in c["custom_id"]
    ]
    assert labels[0].startswith("line 1 — 1 fit") and labels[-1].startswith("floor — ")
    await current.click(picker, custom_id=lines[3])
    assert "Confirm" in [c.get("label") for row in picker.components for c in row["components"]]
    question = picker.content.splitlines()[0]  # then a tip: Confirm can be turned off
    assert question.endswith("Confirm?") and "line 4" in question
