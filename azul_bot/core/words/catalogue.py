"""The one catalogue of everything the bot says, in each language it speaks.

Project Fluent (``fluent.runtime``), one folder per language in ``locales/``, one ``.ftl`` file
per domain in it (``commands``, ``lobby``, ``turn``, ``picker``, ``refusals``...), read together
in name order; a key lives in one file, and a game term (``-marker``, in ``terms.ftl``) is said
by files read before its own, as Fluent resolves a term when a message is said. Fluent
rather than gettext because a message is a function of named values: French and Dutch choose
their own plural forms (CLDR, through Babel: French says "0 tuile"), reorder a sentence around
its values, and keep the game's terms (``-factory``) in one place per language, where gettext
would give one msgid per English sentence and plurals only on one number.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

LANGUAGES: tuple[str, ...] = ("en", "fr", "nl")
"""The languages the bot speaks: those its rules came in."""
DEFAULT_LANGUAGE = "en"
NAMELESS = "\ue000"
"""The host's name for a person whose name shows nothing (``service.names.NAMELESS``, the
same character: the words do not import the host), said in each sentence as the reader's
``name-nameless``. A value the host gives, like its refusal codes; a test checks they agree."""


def language_of(locale: object) -> str:
    """The catalogue language for a Discord locale (``fr``, ``nl``, ``en-US``...): any other
    locale, or none, reads English."""
    code = str(getattr(locale, "value", locale) or "").lower()
    base = code.split("-", 1)[0]
    return base if base in LANGUAGES else DEFAULT_LANGUAGE


class MissingWords(LookupError):
    """A key the catalogue does not have: a bug the catalogue tests catch."""


@dataclass(frozen=True)
class Words:
    """The catalogue in one language: ``words("tiles", count=3)``."""

    language: str
    _bundle: FluentBundle = field(repr=False, compare=False)

    def __call__(self, key: str, /, **values: Any) -> str:
        message = self._bundle.get_message(key) if self._bundle.has_message(key) else None
        if message is None or message.value is None:
            raise MissingWords(f"{key!r} is not in the {self.language} catalogue")
        text, errors = self._bundle.format_pattern(message.value, self._named(_plain(values)))
        if errors:
            raise MissingWords(f"{key!r} ({self.language}): {errors[0]}")
        return str(text)

    def _named(self, values: dict[str, Any]) -> dict[str, Any]:
        """``values`` with the reader's word wherever a name was ``NAMELESS`` (maybe inside
        a list of names)."""
        if not any(isinstance(value, str) and NAMELESS in value for value in values.values()):
            return values
        word = self("name-nameless")
        return {
            key: value.replace(NAMELESS, word) if isinstance(value, str) else value
            for key, value in values.items()
        }

    def has(self, key: str) -> bool:
        return self._bundle.has_message(key)


def _plain(values: Mapping[str, Any]) -> dict[str, Any]:
    # Fluent takes numbers and strings; enums and other values are said by their text.
    return {
        key: value if isinstance(value, int | float | str) else str(value)
        for key, value in values.items()
    }


def catalogue_text(language: str) -> str:
    """Every ``.ftl`` file of ``language``, in name order, as one Fluent text: the shared
    ones here, then each feature's of its own folder (``features/<name>/locales``)."""
    return "\n".join(entry.read_text("utf-8") for entry in catalogue_files(language))


def catalogue_files(language: str) -> list[Traversable]:
    """The ``.ftl`` files of ``language``: the shared ones, then the features', each folder's
    in name order."""
    folders = [resources.files(__package__).joinpath("locales")]
    features = resources.files("azul_bot.features")
    folders += sorted(
        (entry.joinpath("locales") for entry in features.iterdir() if entry.is_dir()),
        key=lambda folder: str(folder),
    )
    files: list[Traversable] = []
    for folder in folders:
        here = folder.joinpath(language)
        if here.is_dir():
            files += sorted(
                (entry for entry in here.iterdir() if entry.name.endswith(".ftl")),
                key=lambda entry: entry.name,
            )
    return files


@cache
def words(language: str) -> Words:
    """The catalogue of ``language`` (a catalogue language, see ``language_of``)."""
    if language not in LANGUAGES:
        raise ValueError(f"no catalogue for {language!r}; the bot speaks {', '.join(LANGUAGES)}")
    # No Unicode isolation marks around values: Discord shows them as they are, and they
    # would break mentions and markdown around names.
    bundle = FluentBundle([language], use_isolating=False)
    bundle.add_resource(FluentResource(catalogue_text(language)))
    return Words(language, bundle)


ENGLISH = words(DEFAULT_LANGUAGE)
