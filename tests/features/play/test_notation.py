"""Each language's move notation, typed through Discord (offline, simcord): the letters the
table picture draws for the colors, the center and the floor play the move in ``/azul play``
whatever language the player reads, the English ones too; a letter in the wrong option is
refused and changes nothing. And a member whose name shows nothing is named in the reader's
language, not in English."""

from __future__ import annotations

import pytest

from azul_bot.core.words import words
from azul_bot.engine import CENTER, FLOOR, Move
from tests.simcord_fixtures import Table

# What the picture draws in each language (``picture.ftl``), as the test reads it.
LETTERS = {
    "en": {"colors": "byrkw", "center": "C", "floor": "F"},
    "fr": {"colors": "bjrnl", "center": "C", "floor": "P"},
    "nl": {"colors": "bgrzw", "center": "M", "floor": "V"},
}


async def server_in(table: Table, locales, language: str, people: str | None = None) -> Table:
    """The table moved to a server whose Discord locale is ``language``, its members reading
    ``people`` (the server's language by default)."""
    table.guild = table.env.create_guild(preferred_locale=language)
    table.channel = table.guild.create_text_channel("azul")
    table.members = [table.guild.add_member(user) for user in table.users]
    table.by_id = {member.id: member for member in table.members}
    locales.guilds[table.guild.id] = language
    for member in table.members:
        locales.users[member.id] = people or language
    await table.games_here()
    return table


async def a_move_to_the_floor(table: Table) -> Move:
    """A legal move of the current player to the floor, from the center if it can be."""
    moves = [move for move in (await table.game()).legal_moves() if move.line == FLOOR]
    return next((move for move in moves if move.source == CENTER), moves[0])


def typed(move: Move, language: str) -> dict[str, str]:
    """``move`` as ``/azul play`` options, in the letters of ``language``'s notation."""
    letters = LETTERS[language]
    source = letters["center"] if move.source == CENTER else str(move.source + 1)
    return {"source": source, "color": letters["colors"][move.color], "line": letters["floor"]}


async def played(table: Table, game_id: int) -> list[str]:
    return [move.move for move in await table.bot.store.moves(game_id)]


@pytest.mark.parametrize(
    ("server", "player"), [("fr", "fr"), ("nl", "nl"), ("fr", "nl"), ("fr", "en"), ("nl", "fr")]
)
async def test_the_letters_of_any_language_play_the_move(table, locales, server, player):
    # The channel's picture is in the server's language; the player may read another, and
    # type either's letters (or the English help's).
    await server_in(table, locales, server, people=player)
    await table.open(2)
    game_id = (await table.record()).id
    before = await played(table, game_id)
    # The game is three moves from its end: one move in each language's letters.
    for language in dict.fromkeys((server, player, "en")):
        move = await a_move_to_the_floor(table)
        member = await table.current()
        result = await member.slash(table.channel, "azul play", **typed(move, language))
        assert result.response is None and not result.followups, result  # the turn message
        before.append(str(move))
        assert await played(table, game_id) == before, (language, typed(move, language))


async def test_lowercase_letters_read_as_the_capitals_drawn(table, locales):
    await server_in(table, locales, "nl")
    await table.open(2)
    game_id = (await table.record()).id
    move = await a_move_to_the_floor(table)
    options = {name: value.lower() for name, value in typed(move, "nl").items()}
    await (await table.current()).slash(table.channel, "azul play", **options)
    assert (await played(table, game_id))[-1] == str(move)


@pytest.mark.parametrize(
    ("language", "option", "letter", "answer"),
    [
        # "l" is blanc in French: a color, never a line.
        ("fr", "line", "l", "`plancher` (`P`)"),
        # "P" is the French floor: a line, never a source.
        ("fr", "source", "P", "`centre` (`C`)"),
        # "M" is the Dutch center: a source, never a color.
        ("nl", "color", "M", "`b`, `g`, `r`, `z`, `w`"),
    ],
)
async def test_a_letter_in_another_option_is_refused_and_changes_nothing(
    table, locales, language, option, letter, answer
):
    await server_in(table, locales, language)
    await table.open(2)
    move = await a_move_to_the_floor(table)
    options = {**typed(move, language), option: letter}
    before = await table.record()
    result = await (await table.current()).slash(table.channel, "azul play", **options)
    reply = (result.followups[-1] if result.followups else result.response).content
    assert f"« {letter} »" in reply or f"‘{letter}’" in reply, reply  # what was typed
    assert answer in reply  # and what to type, in the reader's letters
    after = await table.record()
    assert after.version == before.version and after.game() == before.game()


@pytest.mark.parametrize(("language", "word"), [("fr", "Joueur"), ("nl", "Speler")])
async def test_a_member_whose_name_shows_nothing_is_named_in_the_readers_language(
    table, locales, language, word
):
    await server_in(table, locales, language)
    alice, bob = table.members[:2]
    nameless = table.guild.add_member(table.env.create_user("ghost"), nick="\u200b\u2060 \u200b")
    locales.users[nameless.id] = language
    await alice.slash(table.channel, "azul new")
    await nameless.slash(table.channel, "azul join")
    lobby = table.channel.last_message.content
    assert f"2. {word}\n" in f"{lobby}\n" and "Player" not in lobby, lobby
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul start")
    table.by_id[nameless.id] = nameless
    while await table.current() != nameless:
        await table.play_command((await table.game()).legal_moves()[0])
    # Whoever presses out of turn is told whose turn it is: theirs, in the reader's word.
    result = await bob.slash(table.channel, "azul play", source="1", color="b", line="1")
    said = (result.followups[-1] if result.followups else result.response).content
    assert said == words(language)("refusal-not_your_turn", name=word), said
