"""Buttons and menus from an earlier version of the bot, through the real components (offline,
simcord). A message stays in a channel for months with the custom ids of the version that
posted it: ids without a version field still play, and a press on an id no format reads (an
older format, an unknown version, a forged, truncated or foreign one) is answered privately,
in the reader's language, with the table when a game runs there, and changes nothing."""

from __future__ import annotations

import copy

import pytest
from simcord.components import walk_components
from simcord.enums import ComponentType

from azul_bot.core.discord import front
from azul_bot.core.discord.custom_ids import GAME, NAMESPACE, VERSION, IdButton, IdFormat
from azul_bot.core.discord.front import Front, id_formats
from azul_bot.core.words import words
from azul_bot.features.lobby.cog.custom_ids import LOBBY
from azul_bot.features.play.cog.custom_ids import SOURCE_BUTTON
from tests.conftest import fixed_deal
from tests.simcord_helpers import (
    answer,
    button,
    button_id,
    custom_ids,
    database,
    posted_with,
    stored,
)

pytestmark = pytest.mark.bot(new_game=fixed_deal)

EN = words("en")
TODAY = f"{NAMESPACE}:v{VERSION}:"
"""How every id made now begins."""


def without_version(env, message) -> list[dict]:
    """The message's components with today's ids as they were written before ids carried a
    version (``azul:src:…`` for ``azul:v1:src:…``)."""
    rows = copy.deepcopy(stored(env, message).components)
    for component in walk_components(rows):
        if component.get("custom_id", "").startswith(TODAY):
            component["custom_id"] = f"{NAMESPACE}:" + component["custom_id"][len(TODAY) :]
    return rows


def callbacks(env, result) -> int:
    """How many times the bot acknowledged one press (Discord refuses a second)."""
    interaction = result._interaction
    path = f"/interactions/{interaction.id}/{interaction.token}/callback"
    return sum(request.path == path for request in env.backend.http_requests)


def written(env, result) -> list[str]:
    """Every text the bot sent or wrote in answer to one press, in order."""
    token = result._interaction.token
    return [
        request.json["content"]
        for request in env.backend.http_requests
        if request.method in ("POST", "PATCH")
        and request.path.startswith("/webhooks/")
        and f"/{token}" in request.path
        and isinstance(request.json, dict)
        and "content" in request.json
    ]


def unknown_ids(game_id: int, version: int) -> list[str]:
    return [
        f"azul:move:{game_id}:{version}:1b2",  # a kind of button this version does not have
        f"azul:v9:src:{game_id}:{version}:0",  # a version of the format it does not read
        f"azul:src:{game_id}:{version}:12",  # forged: a source no table has
        f"azul:v1:src:{game_id}:",  # truncated
        "poll:vote:3",  # not the bot's at all
    ]


# ----------------------------------------------------------------------------- an unknown id


@pytest.mark.parametrize("which", range(5))
async def test_an_unknown_button_is_answered_with_the_table_and_changes_nothing(
    table, simcord_env, db_path, which
):
    await table.open(2)
    member = await table.current()
    record = await table.record()
    message = table.channel.last_message
    old = unknown_ids(record.id, record.version)[which]
    posted_with(simcord_env, message, button(old))
    before, posts = database(db_path), len(table.channel.history())

    pressed = await member.click(message, custom_id=old)

    shown = answer(pressed, private=True)
    lead = EN("old-button-board", control="button")
    assert shown.content.startswith(lead + "\nRound "), shown.content
    assert [a.filename for a in shown.attachments] == ["azul-table.png"]
    # /azul board's answer: it is their turn, so the sources are there to move from.
    sources = custom_ids(shown)
    assert sources and all(i.startswith(TODAY + "src:") for i in sources), sources
    assert database(db_path) == before
    assert len(table.channel.history()) == posts
    assert callbacks(simcord_env, pressed) == 1


@pytest.mark.parametrize("language", ["fr", "nl"])
async def test_the_answer_is_in_the_readers_language(table, simcord_env, locales, language):
    await table.open(2)
    watcher = table.members[2]
    locales.users[watcher.id] = language
    message = table.channel.last_message
    posted_with(simcord_env, message, button("azul:take:1:2"))

    shown = answer(await watcher.click(message, custom_id="azul:take:1:2"), private=True)

    lead = words(language)("old-button-board", control="button")
    first_round = {"fr": "Manche 1, ", "nl": "Ronde 1, "}[language]
    assert shown.content.startswith(f"{lead}\n{first_round}"), shown.content
    assert custom_ids(shown) == []  # a watcher has nothing to move


async def test_an_old_menu_under_a_lobby_is_answered_and_changes_nothing(
    table, simcord_env, db_path
):
    alice = table.members[0]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    game_id = (await table.record()).id
    menu = {
        "type": ComponentType.STRING_SELECT,
        "custom_id": f"azul:lobby:bots:{game_id}",
        "options": [{"label": "easy", "value": "easy"}],
    }
    posted_with(simcord_env, lobby, [{"type": ComponentType.ACTION_ROW, "components": [menu]}])
    before = database(db_path)

    chosen = await alice.select(lobby, ["easy"], custom_id=menu["custom_id"])

    assert answer(chosen, private=True).content == EN("old-button", control="menu")
    assert database(db_path) == before


async def test_an_old_button_where_no_game_runs_says_so(table, simcord_env, db_path):
    channel = table.guild.create_text_channel("old-tables")
    bot_user = simcord_env.bot.user.id
    message = simcord_env.backend.create_message(channel.id, bot_user, "Round 3, Bob to play.")
    message.components = button("azul:move:77:12:1b2")
    member = table.members[1]
    # Every interaction teaches the bot its reader's language: this one has used it before.
    await member.slash(channel, "azul rules")
    before = database(db_path)

    pressed = await member.click(channel.last_message, custom_id="azul:move:77:12:1b2")

    assert answer(pressed, private=True).content == EN("old-button", control="button")
    assert database(db_path) == before


# ----------------------------------------------------------------------------- known ids


async def test_ids_without_a_version_still_play_and_new_ones_carry_it(table, simcord_env):
    await table.open(2)
    member = await table.current()
    record = await table.record()
    message = table.channel.last_message
    assert custom_ids(message) and all(i.startswith(TODAY) for i in custom_ids(message))
    # The table as the version before ids carried a version posted it, months ago.
    posted_with(simcord_env, message, without_version(simcord_env, message))
    source = next(i for i in custom_ids(stored(simcord_env, message)) if i.startswith("azul:src:"))

    opened = await member.click(message, custom_id=source)
    picker = opened.response
    assert picker.content.startswith("**Your move**"), picker.content
    assert all(i.startswith(TODAY) for i in custom_ids(picker))  # made now: versioned
    # A picker opened before the upgrade, tapped after it.
    posted_with(simcord_env, picker, without_version(simcord_env, picker))
    color = next(i for i in custom_ids(picker) if i.startswith("azul:col:"))
    await member.click(picker, custom_id=color)
    line = next(i for i in custom_ids(picker) if i.startswith(TODAY + "line:"))
    await member.click(picker, custom_id=line)
    posted_with(simcord_env, picker, without_version(simcord_env, picker))
    confirm = next(i for i in custom_ids(picker) if i.startswith("azul:ok:"))
    played = await member.click(picker, custom_id=confirm)

    assert answer(played, private=True).content.startswith("Played:"), answer(
        played, private=True
    ).content
    assert (await table.record()).version == record.version + 1
    assert len(await table.bot.store.moves(record.id)) == 1


async def test_a_known_id_is_answered_once_by_its_own_item(table, simcord_env):
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message

    joined = await bob.click(lobby, label="Join")
    assert written(simcord_env, joined) == [EN("reply-seated", seat=2)]
    assert callbacks(simcord_env, joined) == 1

    await alice.click(lobby, label="Start")
    member = await table.current()
    message = table.channel.last_message
    legacy = button_id(message, "src", 0).replace(TODAY, f"{NAMESPACE}:")
    posted_with(simcord_env, message, without_version(simcord_env, message))
    opened = await member.click(message, custom_id=legacy)
    assert callbacks(simcord_env, opened) == 1
    assert [text.startswith("**Your move**") for text in written(simcord_env, opened)] == [True]


def test_every_format_is_read_by_one_item_and_written_with_its_version():
    formats = id_formats()
    templates = sorted(
        item.__discord_ui_compiled_template__.pattern for item in front.dynamic_items()
    )
    assert templates == sorted(format_.template for format_ in formats)
    made = SOURCE_BUTTON.make(game=12, turn=4, source=-1)
    assert made == "azul:v1:src:12:4:-1"
    read = [f for f in formats if f.pattern.fullmatch(made)]
    assert read == [SOURCE_BUTTON] and SOURCE_BUTTON.pattern.fullmatch("azul:src:12:4:-1")
    for unread in ("azul:v2:src:12:4:-1", "azul:src:12:4", "azul:v1:src:12:4:12"):
        assert not any(f.pattern.fullmatch(unread) for f in formats), unread
    with pytest.raises(ValueError, match="not a custom id"):
        SOURCE_BUTTON.make(game=12, turn=4, source=12)  # a button no item would read


def button_of(format_: IdFormat) -> type[IdButton]:
    """A feature's button that reads ids of ``format_``."""

    class Declared(IdButton, format=format_):
        pass

    return Declared


def test_a_format_declared_twice_is_refused_when_the_buttons_load(monkeypatch):
    # The lobby's own format, declared again by another feature.
    again = (*front.fronts(), front.Front(buttons=(button_of(LOBBY),)))
    monkeypatch.setattr(front, "fronts", lambda: again)
    with pytest.raises(TypeError, match="custom ids of one kind"):
        front.dynamic_items()


@pytest.mark.parametrize("layout", ["review:<game>:again", "src:<game>"])
def test_a_kind_of_custom_id_declared_twice_is_refused(monkeypatch, layout):
    # The review declares its kind in its cog, the front end "src": a feature declaring
    # either again would have two items read one id.
    every = front.fronts()
    clash = Front(buttons=(button_of(IdFormat(layout, {"game": GAME})),))
    monkeypatch.setattr(front, "fronts", lambda: (*every, clash))
    with pytest.raises(TypeError, match="custom ids of one kind"):
        id_formats()
