"""Display names in chat text: visible, short, and inert."""

import pytest

from azul_bot.core.discord import common, publisher
from azul_bot.core.names import MAX_NAME, NAMELESS, clipped, safe_name, visible
from azul_bot.core.words import LANGUAGES, catalogue, words


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Alice", "Alice"),
        ("<@123>", "\\<@\u200b123\\>"),
        ("@everyone", "@\u200beveryone"),
        ("**bold** _it_", "\\*\\*bold\\*\\* \\_it\\_"),
        ("`tick` ~~s~~ ||sp||", "\\`tick\\` \\~\\~s\\~\\~ \\|\\|sp\\|\\|"),
        ("[a](http://x)", "\\[a\\](http://x)"),
        ("back\\slash", "back\\\\slash"),
        ("\u202eevil\u202c", "evil"),
        ("zero\u200bwidth\u2060", "zerowidth"),
        ("two\n lines\t here", "two lines here"),
        ("\u200b\u200b", NAMELESS),
        ("", NAMELESS),
        ("Zoë Ångström", "Zoë Ångström"),
    ],
)
def test_safe_name(raw, shown):
    assert safe_name(raw) == shown


def test_long_names_are_cut_with_an_ellipsis():
    shown = safe_name("x" * 100)
    assert visible(shown) == shown and len(shown) == MAX_NAME and shown.endswith("…")


def test_a_name_with_nothing_to_show_is_said_in_the_readers_language():
    # The host holds no words: the mark it gives is the one the words put a word in place of.
    assert catalogue.NAMELESS == NAMELESS and visible(NAMELESS) == ""
    nameless = safe_name("\u200b")
    said = {
        language: words(language)("lobby-seat", number=2, name=nameless) for language in LANGUAGES
    }
    assert said == {"fr": "2. Joueur", "nl": "2. Speler", "en": "2. Player"}
    listed = words("fr")("list-and", first=f"Alice, {nameless}", second="Bob")
    assert listed == "Alice, Joueur et Bob"


@pytest.mark.parametrize(
    ("text", "limit", "shown"),
    [
        ("short", 10, "short"),
        ("exactly10!", 10, "exactly10!"),
        ("eleven char", 10, "eleven ch…"),
        ("cut at a space here", 8, "cut at…"),  # no space left before the ellipsis
    ],
)
def test_clipped_cuts_to_the_limit_with_one_ellipsis(text, limit, shown):
    assert clipped(text, limit) == shown
    assert len(clipped(text, limit)) <= limit


def test_posts_and_answers_are_cut_by_the_one_helper():
    long = "word " * 1000
    assert publisher.clip(long) == common.clip(long) == clipped(long, 2000)
    cut = publisher.clip(long)
    assert len(cut) <= 2000 and cut.endswith("…") and not cut[:-1].endswith(" ")
