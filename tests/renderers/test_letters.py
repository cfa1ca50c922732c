"""The letters the table picture draws (the color legend, the center's badge, the floor line's
letter, the last move's badges) are the move notation of the picture's language, from its
labels: a French or Dutch picture carries no English initial, and every letter drawn is one a
player types in ``/azul play`` for the very thing it marks. Read from the drawing commands,
not from pixels."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from azul_bot.core.words import LANGUAGES, words
from azul_bot.core.words.pictures import picture_labels
from azul_bot.core.words.typed import LETTERS, folded, typed_color, typed_line, typed_source
from azul_bot.engine import CENTER, COLORS, FLOOR, Game, Move
from renderers.layers import Text
from renderers.table import background_commands, scene_of, table_parts
from tests.renderers.helpers import NAMES

ENGLISH = picture_labels("en").notation
ENGLISH_LETTERS = {*ENGLISH.colors, ENGLISH.center, ENGLISH.floor}


def center_to_floor(players: int, seed: int) -> tuple[Game, list]:
    """A random game (seeded) just after a move from the center to the floor: the last move
    drawn shows both letters."""
    game, chooser = Game.new(players, seed), random.Random(seed)
    while True:
        legal = game.legal_moves()
        wanted = [move for move in legal if move.source == CENTER and move.line == FLOOR]
        if wanted:
            return game, game.play(wanted[0])
        game.play(legal[int(chooser.random() * len(legal))])


def drawn_letters(game: Game, events: list, language: str, seat=None) -> dict[str, list[str]]:
    """The letters of the picture, by kind of text: ``legend``, ``badge`` (the center's; the
    factories' are numbers), ``label`` (the floor line's; the others are numbers and costs)
    and ``notation`` (the last move's source and line)."""
    labels = picture_labels(language)
    texts = background_commands(scene_of(game, seat, notation=labels.notation))
    for part in table_parts(game, list(NAMES[: len(game.players)]), events, labels, seat=seat):
        texts += part.build(*part.args).commands
    found = defaultdict(list)
    for text in texts:
        kinds = {"legend", "badge", "label", "notation"}
        if isinstance(text, Text) and text.kind in kinds and text.content.isalpha():
            found[text.kind].append(text.content)
    return found


@pytest.mark.parametrize("seat", [None, 1], ids=["table", "seat"])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["fr", "nl"])
def test_a_french_or_dutch_picture_draws_its_own_letters_and_no_english_one(
    language, players, seat
):
    game, events = center_to_floor(players, seed=players)
    notation = picture_labels(language).notation
    found = drawn_letters(game, events, language, seat)
    assert found["legend"] == list(notation.colors)
    assert found["badge"] == [notation.center]
    # Beside each board drawn in detail (all of them, or the seat's own from its side).
    assert found["label"] == [notation.floor] * (players if seat is None else 1)
    assert found["notation"] == [notation.center, notation.floor]
    drawn = {letter for letters in found.values() for letter in letters}
    own = {*notation.colors, notation.center, notation.floor}
    assert not drawn & (ENGLISH_LETTERS - own), drawn  # no English initial of its own


def test_the_english_picture_keeps_the_english_notation():
    game, events = center_to_floor(3, seed=5)
    found = drawn_letters(game, events, "en")
    assert found["legend"] == ["b", "y", "r", "k", "w"]
    assert found["badge"] == ["C"] and found["notation"] == ["C", "F"]
    assert found["label"] == ["F"] * 3


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_letter_drawn_is_typed_for_what_it_marks(language):
    notation = picture_labels(language).notation
    assert [typed_color(letter) for letter in notation.colors] == [str(c) for c in COLORS]
    assert typed_source(notation.center) == "center"
    assert typed_line(notation.floor) == "floor"
    # And it plays: the letters read into the move the picture would draw.
    move = Move.parse(f"c{typed_color(notation.colors[2])}{typed_line(notation.floor)}")
    assert move == Move(CENTER, COLORS[2], FLOOR)


@pytest.mark.parametrize("option", LETTERS)
def test_no_letter_means_two_things_in_one_option_in_any_language(option):
    # Every language's letters are read, whatever the reader's: that is only safe while a
    # letter keeps one meaning across the languages (and none is a number or a word).
    meaning: dict[str, str] = {}
    for language in LANGUAGES:
        say = words(language)
        letters = [folded(say(letter)) for letter in LETTERS[option]]
        assert all(len(letter) == 1 and letter.isalpha() for letter in letters), letters
        assert len(set(letters)) == len(letters), (language, letters)
        for letter, word in zip(letters, LETTERS[option].values(), strict=True):
            assert meaning.setdefault(letter, word) == word, (language, letter, option)
