"""The picture's words: all from the labels it is given, whole and inside their boxes in
every language, at every player count, in play and at the end."""

from __future__ import annotations

import ast
import pickle
import random
import re
from itertools import combinations
from pathlib import Path

import pytest

from azul_bot.core.words import LANGUAGES
from azul_bot.core.words.pictures import picture_labels
from azul_bot.engine import GREY, Game, MarkerTaken, RoundEnded
from renderers import Labels, render_table
from renderers import layout as L
from renderers.labels import TEMPLATES
from renderers.layers import Text, text_box
from renderers.names import ELLIPSIS
from renderers.table import background_commands, fit_around, scene_of, table_parts, width
from tests.renderers.helpers import NAMES

RENDERERS = Path(__file__).resolve().parents[2] / "renderers"
LONG_NAMES = (
    "Αλέξανδρος Παπαδόπουλος-Βασιλείου",
    "Maximiliaan van Oudshoorn-Brederode",
    "Marie-Élisabeth de La Rochefoucauld",
    "Дмитрий Константинович Рахманинов",
)


def positions(players: int, seed: int):
    """A random game (seeded): every fifth move, each move that took the marker or ended a
    round, and the end."""
    game, chooser = Game.new(players, seed), random.Random(seed)
    while not game.is_over:
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
        if (
            game.turn % 5 == 0
            or game.is_over
            or any(isinstance(e, MarkerTaken | RoundEnded) for e in events)
        ):
            yield game, events


def drawn(game, names, events, labels, seat=None) -> list[tuple[L.Rect, list[Text]]]:
    """Each layer's box and the texts drawn in it."""
    parts = table_parts(game, names, events, labels, seat=seat)
    layers = [part.build(*part.args) for part in parts]
    return [
        (layer.box, [c for c in layer.commands if isinstance(c, Text)])
        for layer in layers
        if any(isinstance(c, Text) for c in layer.commands)
    ]


def check_fitted(game, names, events, labels, seat=None) -> list[str]:
    """Every text inside its layer, clear of the others and of the legend; the texts."""
    status = L.table_layout(len(game.players)).status
    legend = L.legend_rect(status)
    contents = []
    for box, texts in drawn(game, names, events, labels, seat):
        inks = [text_box(text) for text in texts]
        for text, ink in zip(texts, inks, strict=True):
            assert box.contains(ink), (text.content, ink, box)
            assert not ink.overlaps(legend), text.content
            contents.append(text.content)
        for (a, ink_a), (b, ink_b) in combinations(zip(texts, inks, strict=True), 2):
            assert not ink_a.overlaps(ink_b), (a.content, b.content)
    return contents


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_label_fits_its_box_whole_in_play_and_at_the_end(language, players):
    labels = picture_labels(language)
    seen_end = False
    for game, events in positions(players, seed=20 + players):
        contents = check_fitted(game, list(NAMES[:players]), events, labels)
        # With names of every day, no word is cut.
        assert not [c for c in contents if ELLIPSIS in c], (language, game.turn)
        seen_end = game.is_over
    assert seen_end


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_label_fits_its_box_whole_from_every_seat(language, players):
    labels = picture_labels(language)
    for game, events in positions(players, seed=30 + players):
        seat = game.turn % players
        contents = check_fitted(game, list(NAMES[:players]), events, labels, seat)
        assert not [c for c in contents if ELLIPSIS in c], (language, game.turn)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_long_names_are_cut_and_the_words_around_them_stay_whole(language, players):
    labels = picture_labels(language)
    names = list(LONG_NAMES[:players])
    after_name = labels.turn.split("{name}")[1]
    for game, events in positions(players, seed=40 + players):
        contents = check_fitted(game, names, events, labels)
        if not game.is_over:
            headline = next(c for c in contents if c.startswith(labels.turn.split("{")[0]))
            assert headline.endswith(after_name.format(round=game.round)), headline


def test_a_shared_victory_cuts_each_winners_name_not_the_words():
    game = next(g for g, _ in positions(2, seed=3) if g.is_over)
    result = game.result._replace(winners=(0, 1))  # as if tied on points and rows

    class Tied(Game):
        __slots__ = ()
        result = property(lambda self: result)

    tie = game.copy()
    tie.__class__ = Tied
    labels = picture_labels("fr")
    contents = check_fitted(tie, list(LONG_NAMES[:2]), [], labels)
    headline = next(c for c in contents if "victoire partagée" in c)
    assert headline.startswith("Partie terminée · victoire partagée : Αλέξ")
    first, second = headline.split(" : ", 1)[1].split(", ")
    assert first.endswith(ELLIPSIS) and second.startswith("Max") and second.endswith(ELLIPSIS)


def marked_labels() -> Labels:
    """Labels whose every template is a word no language has (``qturnq``) and its fields."""
    templates = {
        field: " ".join([f"q{field.replace('_', '')}q", *(f"{{{name}}}" for name in sorted(names))])
        for field, names in TEMPLATES.items()
    }
    return Labels(**templates)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_word_drawn_comes_from_the_labels(players):
    labels = marked_labels()
    name_words = {word for name in NAMES for word in re.findall(r"\w+", name)}
    for game, events in positions(players, seed=60 + players):
        for seat in (None, game.turn % players):
            texts = [
                text
                for _, layer in drawn(game, list(NAMES[:players]), events, labels, seat)
                for text in layer
            ]
            scene = scene_of(game, seat, notation=labels.notation)
            texts += [c for c in background_commands(scene) if isinstance(c, Text)]
            for text in texts:
                words = set(re.findall(r"[^\W\d_]+", text.content))
                stray = {
                    word
                    for word in words
                    if not re.fullmatch(r"q\w+q", word)
                    and not (word.startswith("q") and text.content.endswith(ELLIPSIS))  # cut
                    and not any(name.startswith(word) for name in name_words)  # maybe cut
                }
                assert not stray, text.content


def test_the_renderer_never_imports_the_catalogue():
    # example.py is the docs' command line, a caller like the bot: it may take the words.
    for path in set(RENDERERS.rglob("*.py")) - {RENDERERS / "example.py"}:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("azul_bot.core.words"), path.name
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("azul_bot.core.words") for a in node.names), (
                    path.name
                )


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_labels_that_pickle_and_hash(language):
    labels = picture_labels(language)
    assert picture_labels(language) is labels  # made once per language
    assert pickle.loads(pickle.dumps(labels)) == labels
    assert hash(pickle.loads(pickle.dumps(labels))) == hash(labels)


def test_a_label_with_other_fields_than_its_own_is_refused():
    labels = picture_labels("en")
    fields = {field: getattr(labels, field) for field in TEMPLATES}
    with pytest.raises(ValueError, match="turn"):
        Labels(**{**fields, "turn": "Round {round}, {player} to play"})
    with pytest.raises(TypeError):  # no words are made up in the renderer: every label is given
        Labels(**{field: value for field, value in fields.items() if field != "turn"})


def test_the_picture_tells_no_move_in_words():
    # The last move is drawn in move notation; the narrator alone puts moves into sentences.
    assert not {"move", "from_factory", "to_line", "round_scored", "tiles"} & set(TEMPLATES)


def test_a_picture_needs_its_labels():
    with pytest.raises(TypeError):
        render_table(Game.new(2, 1), names=list(NAMES[:2]))  # type: ignore[call-arg]


def test_the_french_picture_draws_french_words():
    game, events = next((g, e) for g, e in positions(4, seed=7) if g.round == 2)
    contents = " ".join(check_fitted(game, list(NAMES), events, picture_labels("fr")))
    assert f"Manche {game.round}" in contents and "de jouer" in contents
    assert "couvercle" in contents and "sac" in contents
    assert not re.search(r"\b(Round|to play|bag|lid|took)\b", contents)


# ---------------------------------------------------------------- the fitting helpers
def test_fit_around_cuts_the_name_and_keeps_the_words():
    compose = "Manche 3  ·  à {name} de jouer".format
    whole = compose(name="Chloé")
    assert fit_around(lambda n: compose(name=n), "Chloé", 1000, 18, True) == whole
    cut = fit_around(lambda n: compose(name=n), "Αλέξανδρος Παπαδόπουλος", 320, 18, True)
    assert cut.startswith("Manche 3  ·  à Αλέ") and cut.endswith(f"{ELLIPSIS} de jouer")
    assert width(cut, 18, True) <= 320
    tiny = fit_around(lambda n: compose(name=n), "Chloé", 60, 18, True)
    assert tiny.endswith(ELLIPSIS) and width(tiny, 18, True) <= 60  # no room: the end is cut


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_grey_wall_tiling_names_who_places_whole(language):
    labels = picture_labels(language)
    game, chooser = Game.new(4, 11, GREY, auto_place=False), random.Random(11)
    seen = 0
    while not game.is_over and seen < 6:
        legal = game.legal_moves()
        events = game.play(legal[int(chooser.random() * len(legal))])
        if game.current_player is None:
            seen += 1
            contents = check_fitted(game, list(NAMES), events, labels)
            assert not [c for c in contents if ELLIPSIS in c], (language, game.turn)
            placing = [NAMES[seat] for seat in game.to_place]
            assert any(", ".join(placing) in c for c in contents)
    assert seen
