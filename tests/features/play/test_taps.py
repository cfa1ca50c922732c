"""Three taps: a player who turns Confirm off (``/azul confirm on:False``) plays with the
source, the color and a line button that plays, and a double tap still plays once; the line
choices say what the floor will cost, in the reader's language. Fresh tables (seed 1234), so
the floor costs are known: factory 1 holds 2 blue and 2 black."""

from __future__ import annotations

import copy

import pytest
from simcord.actors import _component_interaction
from simcord.enums import ComponentType

from azul_bot.core.words import words
from azul_bot.engine import Color, Move
from azul_bot.features.play.cog.custom_ids import PLAY_LINE
from azul_bot.features.settings.store import confirm_wish, set_confirm
from tests.conftest import fixed_deal
from tests.simcord_helpers import button_id, custom_ids, id_start, said

pytestmark = pytest.mark.bot(new_game=fixed_deal)

BLUE_TO_LINE_1 = Move(0, Color.BLUE, 0)
"""2 blue from factory 1 into line 1: 1 fits, 1 falls to the empty floor: −1."""


def written_by(env, result) -> list[str]:
    """What one press wrote on the picker (its edits), in order: two presses edit the same
    message, so its final text alone cannot tell what each was answered."""
    token = result._interaction.token
    return [
        request.json["content"]
        for request in env.backend.http_requests
        if request.method == "PATCH"
        and f"/{token}/" in request.path
        and isinstance(request.json, dict)
        and "content" in request.json
    ]


async def without_confirm(table, *members) -> None:
    for member in members:
        reply = said(await member.slash(table.channel, "azul confirm", on=False), private=True)
        assert reply == words("en")("reply-confirm-off")


async def line_step(table, member, move: Move):
    """Tap the move's source under the table, then its color: the picker, at its lines."""
    message = table.channel.last_message
    opened = await member.click(message, custom_id=button_id(message, "src", move.source))
    picker = opened.response
    assert picker is not None and picker.ephemeral, opened
    await member.click(picker, custom_id=button_id(picker, "col", int(move.color)))
    return picker


def told(channel) -> int:
    """How many channel messages tell that factory 1's blue were taken: the table moved."""
    return sum("took 2 blue from factory 1" in message.content for message in channel.history())


def play_id(record, move: Move) -> str:
    return PLAY_LINE.make(game=record.id, turn=record.version, move=move)


async def test_without_confirm_a_move_is_three_taps_and_the_line_plays_it(table):
    await table.open(2)
    await without_confirm(table, *table.members[:2])
    member = await table.current()
    record = await table.record()

    picker = await line_step(table, member, BLUE_TO_LINE_1)
    assert "Tap a line to play it." in picker.content
    ids = custom_ids(picker)
    assert not [i for i in ids if i.startswith((id_start("line"), id_start("ok")))], ids
    assert play_id(record, BLUE_TO_LINE_1) in ids
    assert not [
        c for row in picker.components for c in row["components"] if c.get("label") == "Confirm"
    ]

    played = await member.click(picker, custom_id=play_id(record, BLUE_TO_LINE_1))
    assert played.response.content == "Played: blue from factory 1 → line 1."
    assert custom_ids(played.response) == []
    moves = await table.bot.store.moves(record.id)
    assert [m.move for m in moves] == [str(BLUE_TO_LINE_1)]
    assert (await table.record()).version == record.version + 1
    assert told(table.channel) == 1
    assert await table.current() != member


async def test_a_double_tap_on_a_line_plays_once_one_tap_after_the_other(table, simcord_env):
    await table.open(2)
    await without_confirm(table, *table.members[:2])
    member = await table.current()
    record = await table.record()
    picker = await line_step(table, member, BLUE_TO_LINE_1)
    # The picker as the player's screen still shows it when the second tap lands: the first
    # tap's answer (which removes the buttons) has not reached their phone yet.
    still_shown = copy.deepcopy(simcord_env.backend.get_message(picker.channel_id, picker.id))
    tap = {"custom_id": play_id(record, BLUE_TO_LINE_1), "component_type": ComponentType.BUTTON}

    first = await member.click(picker, custom_id=tap["custom_id"])
    second = await _component_interaction(member, still_shown, tap)

    assert [m.move for m in await table.bot.store.moves(record.id)] == [str(BLUE_TO_LINE_1)]
    assert (await table.record()).version == record.version + 1
    assert told(table.channel) == 1
    played = "Played: blue from factory 1 → line 1."
    assert written_by(simcord_env, first) == [played]
    assert written_by(simcord_env, second) == [played]  # its own move went through: said so


async def test_a_double_tap_on_a_line_plays_once_both_in_flight(table, simcord_env):
    await table.open(2)
    await without_confirm(table, *table.members[:2])
    member = await table.current()
    record = await table.record()
    picker = await line_step(table, member, BLUE_TO_LINE_1)

    # Dispatch the first tap without waiting for the bot, then the second: both are in
    # flight together, as when a thumb bounces on the button.
    settle = simcord_env._settle_internal

    async def not_yet(*args, **kwargs):
        return None

    simcord_env._settle_internal = not_yet
    try:
        first = await member.click(picker, custom_id=play_id(record, BLUE_TO_LINE_1))
    finally:
        simcord_env._settle_internal = settle
    second = await member.click(picker, custom_id=play_id(record, BLUE_TO_LINE_1))

    assert len(await table.bot.store.moves(record.id)) == 1
    assert (await table.record()).version == record.version + 1
    assert told(table.channel) == 1
    played = "Played: blue from factory 1 → line 1."
    assert written_by(simcord_env, first) == [played]
    assert written_by(simcord_env, second) == [played]


async def test_a_line_of_a_turn_gone_by_is_refused_and_changes_nothing(table):
    await table.open(2)
    await without_confirm(table, *table.members[:2])
    member = await table.current()
    record = await table.record()
    picker = await line_step(table, member, BLUE_TO_LINE_1)
    # The player plays another move by command; the picker's line is of a turn gone by.
    other = Move(0, Color.BLACK, 1)
    await table.play_command(other, member=member)

    late = await member.click(picker, custom_id=play_id(record, BLUE_TO_LINE_1))
    assert late.response.content.startswith("The table has moved on since that message.")
    assert custom_ids(late.response) == []
    assert [m.move for m in await table.bot.store.moves(record.id)] == [str(other)]


async def test_the_picker_trusts_the_table_held_and_confirm_checks_the_stored_one(
    table, simcord_env
):
    """A color or a line tap asks the database nothing when the process holds the table of
    the tap's turn; a move another process stored meanwhile is caught at Confirm, which
    stores nothing and says the table moved on."""
    await table.open(2)
    member = await table.current()
    record = await table.record()
    host = table.bot.service
    message = table.channel.last_message
    opened = await member.click(message, custom_id=button_id(message, "src", 0))
    picker = opened.response
    held = host.tables.get(table.channel.id)
    assert (held.id, held.version) == (record.id, record.version)
    # Another process plays (here: by command, then this process is made to hold the old
    # table again, as one that did not see that move would).
    other = Move(0, Color.BLACK, 1)
    await table.play_command(other, member=member)
    host.tables.put(table.channel.id, held)
    reads = []
    read = table.bot.store.read

    async def counted(work):
        reads.append(getattr(work, "__name__", work))
        return await read(work)

    table.bot.store.read = counted
    try:
        await member.click(picker, custom_id=button_id(picker, "col", int(Color.BLUE)))
        await member.click(picker, custom_id=button_id(picker, "line", 0))
    finally:
        table.bot.store.read = read
    assert reads == [confirm_wish.__name__]  # the person's wish for Confirm, then kept
    assert "Confirm" in str(picker.components)
    late = await member.click(picker, label="Confirm")
    assert late.response.content.startswith("The table has moved on since that message.")
    assert [m.move for m in await table.bot.store.moves(record.id)] == [str(other)]
    assert (await table.record()).version == record.version + 1


async def test_confirm_is_asked_by_default_with_a_tip_until_the_player_chooses(table):
    await table.open(2)
    member = await table.current()
    record = await table.record()
    picker = await line_step(table, member, BLUE_TO_LINE_1)
    assert "Pick a line." in picker.content
    assert button_id(picker, "line", 0)  # a line button that only chooses
    await member.click(picker, custom_id=button_id(picker, "line", 0))
    assert "Confirm?" in picker.content
    assert "(1 fit, 1 to the floor, −1)" in picker.content
    assert picker.content.endswith("-# One tap less per move: `/azul confirm on:False`")
    assert len(await table.bot.store.moves(record.id)) == 0  # nothing played yet

    reply = said(await member.slash(table.channel, "azul confirm", on=True), private=True)
    assert reply == words("en")("reply-confirm-on")
    await member.click(picker, custom_id=button_id(picker, "col", int(Color.BLUE)))
    await member.click(picker, custom_id=button_id(picker, "line", 0))
    assert "Confirm?" in picker.content and "/azul confirm" not in picker.content
    played = await member.click(picker, label="Confirm")
    assert played.response.content == "Played: blue from factory 1 → line 1."


async def test_the_wish_is_stored_and_survives_a_restart(table, simcord_env, make_bot):
    await table.open(2)
    member = await table.current()
    await without_confirm(table, member)
    assert await table.bot.store.read(confirm_wish(member.id)) is False

    new_bot = make_bot(new_game=fixed_deal)
    await simcord_env.restart_bot(new_bot)
    table.bot = new_bot
    record = await table.record()
    picker = await line_step(table, member, BLUE_TO_LINE_1)
    assert play_id(record, BLUE_TO_LINE_1) in custom_ids(picker)
    await member.click(picker, custom_id=play_id(record, BLUE_TO_LINE_1))
    assert [m.move for m in await new_bot.store.moves(record.id)] == [str(BLUE_TO_LINE_1)]


LINE_LABELS = {
    "en": ("line 1 — 1 fit, 1 to the floor, −1", "floor — 2 to the floor, −2"),
    "fr": ("ligne Motif 1 — 1 y tient, 1 sur le Plancher, −1", "Plancher — 2 sur le Plancher, −2"),
    "nl": ("patroonlijn 1 — 1 past, 1 op de vloerlijn, −1", "vloerlijn — 2 op de vloerlijn, −2"),
}


@pytest.mark.parametrize("confirm", [True, False], ids=["with-confirm", "three-taps"])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
async def test_the_line_buttons_say_what_the_floor_costs(table, locales, language, confirm):
    await table.open(2)
    member = await table.current()
    locales.users[member.id] = language
    if not confirm:
        await member.slash(table.channel, "azul confirm", on=False)
    picker = await line_step(table, member, BLUE_TO_LINE_1)
    labels = [c["label"] for row in picker.components for c in row["components"]]
    line_1, floor = LINE_LABELS[language]
    assert line_1 in labels and floor in labels, labels


async def test_the_autocomplete_says_what_the_floor_costs(table):
    await table.open(2)
    member = await table.current()
    lines = await member.autocomplete(
        table.channel, "azul play", "line", "", source="1", color="blue"
    )
    names = {c["value"]: c["name"] for c in lines}
    assert (names["1"], names["floor"]) == LINE_LABELS["en"]
    assert names["2"] == "line 2 — 2 fit"


async def test_from_the_center_the_marker_is_counted_and_said_once(table):
    await table.open(2)
    first = await table.current()
    await table.play_command(Move(0, Color.BLUE, 1), member=first)  # 2 black to the center
    member = await table.current()
    message = table.channel.last_message
    opened = await member.click(message, custom_id=button_id(message, "src", -1))
    picker = opened.response
    await member.click(picker, custom_id=button_id(picker, "col", int(Color.BLACK)))
    assert "The first-player marker goes to your floor too" in picker.content
    labels = [c["label"] for row in picker.components for c in row["components"]]
    assert "line 2 — 2 fit, −1" in labels  # the marker's slot alone
    assert "floor — 2 to the floor, −4" in labels  # marker, then two tiles: 1 + 1 + 2


async def test_a_store_that_cannot_be_read_gives_the_careful_picker(table, monkeypatch):
    from azul_bot.core.db import StoreUnavailable

    await table.open(2)
    member = await table.current()

    def down(call, statement):
        """The store's ``call`` (read or write), unavailable for ``statement``'s work."""

        async def run(work):
            if getattr(work, "__name__", None) == statement.__name__:
                raise StoreUnavailable("database is locked")
            return await call(work)

        return run

    store = table.bot.store
    monkeypatch.setattr(store, "write", down(store.write, set_confirm))
    reply = said(await member.slash(table.channel, "azul confirm", on=False), private=True)
    assert reply == "The bot cannot save right now; please try again shortly. Nothing was changed."
    monkeypatch.setattr(store, "read", down(store.read, confirm_wish))
    picker = await line_step(table, member, BLUE_TO_LINE_1)  # the tap is not refused
    assert "Pick a line." in picker.content
    assert button_id(picker, "line", 0) and not any(
        i.startswith(id_start("put")) for i in custom_ids(picker)
    )


async def test_the_picker_shows_the_table_from_the_players_side(table):
    await table.open(2)
    member = await table.current()
    message = table.channel.last_message
    opened = await member.click(message, custom_id=button_id(message, "src", BLUE_TO_LINE_1.source))
    picker = opened.response
    assert picker.ephemeral and [a.filename for a in picker.attachments] == ["azul-table.png"]
    # The same picture, described the same way, as /azul board shows this player alone.
    shown = await member.slash(table.channel, "azul board")
    board = shown.followups[-1] if shown.followups else shown.response
    assert picker.attachments[0].description == board.attachments[0].description
    await member.click(picker, custom_id=button_id(picker, "col", int(BLUE_TO_LINE_1.color)))
    assert picker.attachments  # still there while the player picks a color and a line
