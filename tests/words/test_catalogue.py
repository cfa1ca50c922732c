"""The catalogue: every language has every key, with the same placeholders and the plural forms
its grammar needs; nothing in it is unused."""

from __future__ import annotations

import ast
import importlib
import importlib.util
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent
from fluent.syntax.visitor import Visitor

from azul_bot.core import Refusal
from azul_bot.core.discord.permissions import NEEDS
from azul_bot.core.words import LANGUAGES, language_of, words
from azul_bot.core.words.catalogue import catalogue_files, catalogue_text
from azul_bot.core.words.durations import UNITS
from azul_bot.core.words.refusals import PERMISSION_PREFIX, refusal, refusal_key
from azul_bot.engine import Reason
from azul_bot.features import FEATURES
from azul_bot.features.play.ids import ILLEGAL_MOVE

ROOT = Path(__file__).resolve().parents[2]
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}
# Keys the code builds from a value rather than writes out; the tests that own each family
# check that every member is present (command tree, colors).
BUILT_KEYS = (
    "cmd-",
    "choice-",
    "color-",
    "refusal-",
    "permission-",
    "duration-",
    "check-place-",
    "game-on-crystal-",
)


class _Uses(Visitor):
    """The variables a message reads, and the plural categories of each of its selections."""

    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.plural_selections: list[set[str]] = []

    def visit_VariableReference(self, node: fluent.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: fluent.SelectExpression) -> None:
        names = {v.key.name for v in node.variants if isinstance(v.key, fluent.Identifier)}
        if names & PLURAL_KEYS:
            self.plural_selections.append(names)
        self.generic_visit(node)


def entries(language: str) -> dict[str, _Uses]:
    resource = FluentParser(with_spans=False).parse(catalogue_text(language))
    junk = [entry for entry in resource.body if isinstance(entry, fluent.Junk)]
    assert not junk, f"{language}.ftl does not parse: {junk[0].content!r}"
    found = {}
    for entry in resource.body:
        if isinstance(entry, fluent.Message | fluent.Term):
            uses = _Uses()
            uses.visit(entry)
            prefix = "-" if isinstance(entry, fluent.Term) else ""
            key = prefix + entry.id.name
            # Fluent would keep the first silently; a key lives in one file of one language.
            assert key not in found, f"{key} is written twice in the {language} catalogue"
            found[key] = uses
    return found


CATALOGUES = {language: entries(language) for language in LANGUAGES}


def _files(language: str) -> list[str]:
    """The catalogue's files of ``language``, each named by its folder (the shared one or a
    feature's) and its name."""
    return [
        str(entry).rpartition("azul_bot/")[2].replace(f"/{language}/", "/*/")
        for entry in catalogue_files(language)
    ]


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_language_has_the_same_files_as_english(language):
    assert _files(language) == _files("en") != []


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_language_has_every_english_key_and_no_other(language):
    english, other = set(CATALOGUES["en"]), set(CATALOGUES[language])
    assert sorted(english - other) == [], f"missing in {language}.ftl"
    assert sorted(other - english) == [], f"only in {language}.ftl"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_translation_reads_the_same_values(language):
    for key, uses in CATALOGUES["en"].items():
        assert CATALOGUES[language][key].variables == uses.variables, key


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_selections_cover_every_category_of_the_language(language):
    # The categories the numbers the bot says fall in (French "many" starts at a million).
    rule = Locale.parse(language).plural_form
    needed = {rule(number) for number in range(0, 100_001)}
    for key, uses in CATALOGUES[language].items():
        for categories in uses.plural_selections:
            assert needed <= categories, f"{language} {key}: {sorted(needed - categories)}"


def test_french_counts_zero_as_one_and_dutch_as_many():
    # One message that counts, in each language's own grammar.
    def wall(language: str, tiles: int) -> str:
        text = words(language)("table-player", name="A", score=0, lines="", wall=tiles, floor="")
        return text.split(";")[2].strip()

    assert [wall("fr", n) for n in (0, 1, 3)] == [
        "mur : 0 tuile",
        "mur : 1 tuile",
        "mur : 3 tuiles",
    ]
    assert [wall("nl", n) for n in (0, 1, 3)] == [
        "muur: 0 tegels",
        "muur: 1 tegel",
        "muur: 3 tegels",
    ]
    assert [wall("en", n) for n in (0, 1, 3)] == ["wall: 0 tiles", "wall: 1 tile", "wall: 3 tiles"]


def _string_literals() -> set[str]:
    found: set[str] = set()
    for folder in ("azul_bot", "renderers"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    found.add(node.value)
    return found


def test_every_key_is_used():
    literals = _string_literals()
    terms_used = {"-" + ref for language in LANGUAGES for ref in _term_references(language)}
    unused = [
        key
        for key in CATALOGUES["en"]
        if not key.startswith(BUILT_KEYS)
        and key not in literals
        and not (key.startswith("-") and key in terms_used)
    ]
    assert unused == []


def _term_references(language: str) -> set[str]:
    class Terms(Visitor):
        def __init__(self) -> None:
            self.names: set[str] = set()

        def visit_TermReference(self, node: fluent.TermReference) -> None:
            self.names.add(node.id.name)

    terms = Terms()
    terms.visit(FluentParser(with_spans=False).parse(catalogue_text(language)))
    return terms.names


@pytest.mark.parametrize(
    ("locale", "language"),
    [("fr", "fr"), ("nl", "nl"), ("en-US", "en"), ("en-GB", "en"), ("de", "en"), (None, "en")],
)
def test_a_discord_locale_reads_its_language_or_english(locale, language):
    assert language_of(locale) == language


def test_a_missing_key_is_an_error_not_a_blank():
    with pytest.raises(LookupError):
        words("fr")("no-such-key")


def declared_refusals() -> list[str]:
    """The host's refusal codes and those each feature declares in its own folder."""
    codes = [str(reason) for reason in Refusal]
    for name in FEATURES:
        if importlib.util.find_spec(f"azul_bot.features.{name}") is not None:
            codes += importlib.import_module(f"azul_bot.features.{name}").REFUSALS
    return codes


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_is_said_in_every_language(language):
    codes = declared_refusals()
    assert "manage_server_to_check" in codes  # a feature's own
    missing = [code for code in codes if refusal_key(code) not in CATALOGUES[language]]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_engine_reason_has_its_own_sentence(language):
    say = words(language)
    default = refusal(say, ILLEGAL_MOVE, _illegal("something_else"))
    classic = [reason for reason in Reason if reason.value in CLASSIC_REASONS]
    said = {refusal(say, ILLEGAL_MOVE, _illegal(reason)) for reason in classic}
    assert len(said) == len(classic) and default not in said


CLASSIC_REASONS = {
    "game_over",
    "unknown_source",
    "empty_source",
    "color_not_in_source",
    "unknown_line",
    "line_full",
    "line_has_other_color",
    "color_on_wall_row",
}


def _illegal(reason):
    from azul_bot.engine import Color

    return {
        "reason": reason,
        "where": "factory",
        "factory": 2,
        "color": Color.RED,
        "line": 2,
        "factories": 5,
        "tiles": (1, 0, 0, 3, 0),
        "held": Color.BLUE,
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_permission_and_unit_the_code_names_is_in_the_catalogue(language):
    names = {PERMISSION_PREFIX + need.permission for need in NEEDS}
    names |= {f"{PERMISSION_PREFIX}why-{need.permission}" for need in NEEDS}
    units = {f"duration-{unit}" for unit, _ in UNITS}
    assert sorted((names | units) - set(CATALOGUES[language])) == []
