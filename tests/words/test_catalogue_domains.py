"""The catalogue by domain: a game term (``-marker``) lives in one file, and the files read
before it (in name order) still say it, since Fluent resolves a term when a message is said."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent
from fluent.syntax.visitor import Visitor

from azul_bot.core.words import LANGUAGES, words
from azul_bot.core.words.catalogue import catalogue_files


class _Reads(Visitor):
    """The variables and the terms a message reads."""

    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.terms: set[str] = set()

    def visit_VariableReference(self, node: fluent.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TermReference(self, node: fluent.TermReference) -> None:
        self.terms.add(node.id.name)


def _files(language: str) -> list[tuple[str, fluent.Resource]]:
    """Each ``.ftl`` file of ``language``, parsed, in the name order the catalogue reads them."""
    parser = FluentParser(with_spans=False)
    return [
        (entry.name, parser.parse(entry.read_text("utf-8"))) for entry in catalogue_files(language)
    ]


def _term_values(files: list[tuple[str, fluent.Resource]]) -> dict[str, tuple[int, str]]:
    """Each term: the position of its file, and its text (the game's terms are plain words)."""
    found = {}
    for position, (_, resource) in enumerate(files):
        for entry in resource.body:
            if isinstance(entry, fluent.Term):
                (text,) = entry.value.elements
                assert isinstance(text, fluent.TextElement), f"-{entry.id.name} is not a plain word"
                found[entry.id.name] = (position, text.value)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_term_said_in_a_file_read_before_its_own_is_still_said(language):
    files = _files(language)
    terms = _term_values(files)
    said_early = []
    for position, (name, resource) in enumerate(files):
        for entry in resource.body:
            if not isinstance(entry, fluent.Message) or entry.value is None:
                continue
            reads = _Reads()
            reads.visit(entry)
            for term in sorted(reads.terms):
                if terms[term][0] > position:
                    said_early.append((name, entry.id.name, term, reads.variables))
    # The case this test is for: the terms file comes after the files that use its words.
    assert said_early, "no term is used before the file that defines it"
    say = words(language)
    for name, key, term, variables in said_early:
        # Any value will do for the others (a number picks a plural form, a word a default).
        text = say(key, **dict.fromkeys(variables, 2))
        assert terms[term][1] in text, f"{key} ({name}) does not say -{term}: {text!r}"
