"""Display names: what the shipped font draws, what it drops, how long names are cut."""

from __future__ import annotations

import pytest

from renderers import names, typography


def covered(char: str) -> bool:
    return typography.covered(char)


@pytest.mark.parametrize(
    "name",
    ["Chloé", "Łukasz", "Zoë", "Ελένη Παπαδοπούλου", "Дмитрий", "Ștefan Ğül", "Ærøskøbing"],
)
def test_accented_latin_greek_and_cyrillic_are_kept_as_they_are(name):
    assert names.drawable(name, covered) == name


def test_a_decomposed_accent_is_composed_not_dropped():
    assert names.drawable("Zoe\u0308", covered) == "Zoë"


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Zoë 🎲", "Zoë"),
        ("🎲 dice 🎲 king", "dice king"),
        ("👨‍👩‍👧 family", "family"),  # a zero-width-joined emoji goes whole
        ("flag 🇵🇹", "flag"),
        ("Anna ❤️", "Anna ❤"),  # the font has the heart; its emoji selector is dropped
    ],
)
def test_emoji_the_font_lacks_are_dropped_not_drawn_as_boxes(name, shown):
    assert names.drawable(name, covered) == shown


def test_styled_letters_fall_back_to_plain_ones():
    assert names.drawable("𝐁𝐨𝐥𝐝 Ｆｕｌｌ", covered) == "Bold Full"


def test_cjk_without_a_font_for_it_leaves_the_latin_part():
    assert names.drawable("Ken 山田", covered) == "Ken"


def test_a_name_with_nothing_drawable_gets_the_seat_fallback():
    measure = len
    assert names.display_name("山田太郎", "Player 2", 50, covered, measure) == "Player 2"
    assert names.display_name("🐉🐉🐉", "Player 3", 50, covered, measure) == "Player 3"


def test_long_names_end_in_an_ellipsis_and_fit():
    measure = len  # one unit per character
    assert names.shorten("Chloé", 10, measure) == "Chloé"
    cut = names.shorten("Maximilian Alexander", 10, measure)
    assert cut.endswith(names.ELLIPSIS) and measure(cut) <= 10
    assert cut == "Maximilia…"
    assert names.shorten("Max Imilian", 5, measure) == "Max…"  # no space before the ellipsis
    assert names.shorten("Anything", 0, measure) == names.ELLIPSIS


def test_fit_name_measures_with_the_real_font():
    long = "Αλέξανδρος Παπαδόπουλος-Βασιλείου the Third"
    shown = typography.fit_name(long, "Player 1", 200, 19)
    assert shown.endswith(names.ELLIPSIS)
    assert typography.measure(shown, 19, True) <= 200
    assert typography.fit_name("Chloé", "Player 1", 200, 19) == "Chloé"


def test_the_fonts_ship_with_the_package_and_their_license():
    assert typography.REGULAR.is_file() and typography.BOLD.is_file()
    license_text = (typography.FONT_DIR / "LICENSE").read_text()
    assert "Bitstream" in license_text
    coverage = typography.coverage()
    for char in "AzéŁøΩλЖжё…×−▶★":
        assert ord(char) in coverage, char
    assert ord("山") not in coverage and ord("🎲") not in coverage
