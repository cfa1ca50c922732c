"""The tournament standings picture: it opens, scales with its width, reads on a phone, keeps
every text in its column whatever the names, counts the rows it leaves out, marks the top
three, writes figures with the language's decimal mark, and says all of it in its alt text."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from renderers.geometry import Rect
from renderers.layers import Text, text_box
from renderers.lettering import PHONE_WIDTH, SMALLEST_ON_PHONE
from renderers.names import ELLIPSIS
from renderers.standings_layout import BASE_WIDTH, podium_steps, scaled, share_columns
from renderers.standings_picture import (
    COLORS,
    MEDALS,
    render_standings,
    standings_commands,
    standings_png,
)
from renderers.standings_rows import (
    ROW_LIMIT,
    StandingsLabels,
    StandingsRow,
    alt_text,
    figure,
    plain_name,
)

ENGLISH = StandingsLabels(
    title="Round 2 of 4 · Spring Cup",
    rank="Rank",
    player="Player",
    points="Pts",
    buchholz="Buchholz",
    record="Record",
    playing="Playing",
    bye="bye",
    dropped="dropped",
    more="… and {count} more",
    unnamed="Player {number}",
)
FRENCH = StandingsLabels(
    title="Ronde 2 sur 4 · Coupe de printemps",
    rank="Rang",
    player="Joueur",
    points="Pts",
    buchholz="Buchholz",
    record="Bilan",
    playing="En cours",
    bye="exempt",
    dropped="abandon",
    more="… et {count} de plus",
    unnamed="Joueur {number}",
    decimal_mark=",",
)
# Long words in every heading: the columns beside the names give way, the names keep room.
WORDY = replace(
    FRENCH,
    rank="Classement",
    points="Points de tournoi",
    buchholz="Départage Buchholz",
    record="Victoires, nulles, défaites",
    playing="Parties en cours",
)
NAMES = ("Chloé", "Łukasz", "Zoë", "Дмитрий", "Mei", "Sigríður", "João Pedro", "Kwame")
HOSTILE_NAMES = (
    "Maximiliana Wilhelmina von Hohenzollern-Sigmaringen",
    "🐉🐉🐉🐉",
    "Drake 🐉 the Bold",
    "李小龍",
    "שלום עליכם",
    "مريم الحسيني",
    "Zero\u200bWidth\u200dJoin\u2060er",
    "\u202eEvil override",
    "**bold** _it_ `code` @everyone ||spoiler||",
    "W" * 32,
    "line\nbreak\ttab",
    "ｆｕｌｌ ｗｉｄｔｈ 𝐁𝐨𝐥𝐝",
)


def rows_of(names, *, final: bool = False) -> list[StandingsRow]:
    """Standings for ``names`` in that order: falling points in halves, each row different."""
    return [
        StandingsRow(
            rank,
            name,
            points=max(0.0, 5 - rank / 2),
            buchholz=10 + rank % 4 + (rank % 3) / 2,
            record=f"{rank % 4}-{rank % 2}-{rank % 3}",
            playing=0 if final else rank % 2,
            bye=not final and rank == 4,
            dropped=not final and rank == 6,
        )
        for rank, name in enumerate(names, 1)
    ]


def many(count: int) -> list[StandingsRow]:
    return rows_of([f"{NAMES[index % len(NAMES)]} {index}" for index in range(count)])


def texts(commands, kind: str | None = None) -> list[Text]:
    return [c for c in commands if isinstance(c, Text) and (kind is None or c.kind == kind)]


def png_size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as image:
        image.load()
        assert image.format == "PNG"
        return image.size


# ---------------------------------------------------------------------------- the picture


def test_the_png_opens_at_the_base_width_as_tall_as_its_rows():
    sizes = scaled(BASE_WIDTH)
    eight = png_size(standings_png(rows_of(NAMES), labels=ENGLISH))
    forty = png_size(standings_png(many(40), labels=ENGLISH))
    assert eight[0] == forty[0] == BASE_WIDTH
    assert 8 * sizes.row < eight[1] < 8 * sizes.row + 4 * sizes.title_band
    assert forty[1] - eight[1] == 32 * sizes.row
    assert eight[1] < eight[0] < forty[1]


def test_the_final_picture_stands_the_first_three_on_a_podium_above_the_table():
    rows = rows_of(NAMES, final=True)
    plain, _ = standings_commands(rows, ENGLISH)
    lay, commands = standings_commands(rows, ENGLISH, podium=True)
    assert lay.size[1] > plain.size[1]
    first, second, third = lay.podium
    assert second.x1 < first.x0 and first.x1 < third.x0
    assert first.y0 < second.y0 < third.y0 and first.y1 == second.y1 == third.y1
    assert all(step.y1 <= lay.headings.y0 for step in lay.podium)
    podium_names = [t.content for t in texts(commands, "name") if t.size > lay.sizes.text]
    assert podium_names == list(NAMES[:3])


@pytest.mark.parametrize("width", [PHONE_WIDTH, BASE_WIDTH, 1200, 1600])
def test_the_width_scales_everything_so_text_reads_the_same_on_a_phone(width):
    rows = many(70)
    base, base_commands = standings_commands(rows, ENGLISH, podium=True)
    lay, commands = standings_commands(rows, ENGLISH, podium=True, picture_width=width)
    factor = width / BASE_WIDTH
    assert lay.size[0] == width
    assert abs(lay.size[1] - base.size[1] * factor) <= 2 + 0.02 * lay.size[1]
    for text, at_base in zip(texts(commands), texts(base_commands), strict=True):
        assert text.size * PHONE_WIDTH / width == pytest.approx(
            at_base.size * PHONE_WIDTH / BASE_WIDTH, abs=0.5
        )
    assert render_standings(rows[:3], labels=ENGLISH, picture_width=width).width == width


def test_a_picture_narrower_than_a_phone_is_refused():
    with pytest.raises(ValueError, match="at least"):
        standings_png(rows_of(NAMES), labels=ENGLISH, picture_width=PHONE_WIDTH - 1)


@pytest.mark.parametrize("labels", [ENGLISH, FRENCH, WORDY], ids=["en", "fr", "long words"])
@pytest.mark.parametrize("podium", [False, True], ids=["round", "final"])
def test_no_text_is_under_11_px_on_a_phone(labels, podium):
    lay, commands = standings_commands(many(70), labels, podium=podium)
    kinds = {t.kind for t in texts(commands)}
    assert {"title", "heading", "name", "cell", "medal", "more"} <= kinds
    small = {
        (t.kind, t.content)
        for t in texts(commands)
        if t.size * PHONE_WIDTH / lay.size[0] < SMALLEST_ON_PHONE
    }
    assert not small


@pytest.mark.parametrize("labels", [ENGLISH, FRENCH, WORDY], ids=["en", "fr", "long words"])
@pytest.mark.parametrize("names", [NAMES, HOSTILE_NAMES], ids=["names", "hostile names"])
def test_every_text_stays_inside_its_column_and_its_row(labels, names):
    lay, commands = standings_commands(rows_of(names), labels, podium=True)
    picture = Rect(0, 0, *lay.size)
    bands = [lay.headings, *lay.rows]
    for text in texts(commands):
        box = text_box(text)
        assert picture.contains(box), text
        if text.kind == "title" or text.kind == "more":
            continue
        if text.anchor[1] < lay.headings.y0:  # on the podium: within its step's width
            step = next(s for s in lay.podium if s.x0 <= text.anchor[0] <= s.x1)
            assert step.x0 <= box.x0 and box.x1 <= step.x1, (text, step)
            continue
        band = next(band for band in bands if band.y0 <= text.anchor[1] < band.y1)
        assert band.y0 <= box.y0 and box.y1 <= band.y1, text
        column = next(c for c in lay.columns if c.x0 <= text.anchor[0] <= c.x1)
        assert column.x0 <= box.x0 and box.x1 <= column.x1, (text, column)


def test_long_headings_are_cut_before_names_get_less_than_their_least_room():
    lay, commands = standings_commands(rows_of(HOSTILE_NAMES), WORDY)
    names = next(c for c in lay.columns if c.key == "name")
    assert names.x1 - names.x0 >= lay.sizes.name_least
    assert any(t.content.endswith(ELLIPSIS) for t in texts(commands, "heading"))


def test_hostile_names_do_not_crash_and_long_ones_end_in_an_ellipsis():
    rows = rows_of(HOSTILE_NAMES)
    assert png_size(standings_png(rows, labels=ENGLISH, podium=True))[0] == BASE_WIDTH
    _, commands = standings_commands(rows, ENGLISH)
    drawn = [t.content for t in texts(commands, "name")]
    assert len(drawn) == len(HOSTILE_NAMES)
    assert drawn[0].startswith("Maximiliana") and drawn[0].endswith(ELLIPSIS)
    assert drawn[9].startswith("WWW") and drawn[9].endswith(ELLIPSIS)
    assert drawn[1] == "Player 2"  # nothing the font draws: the row's number, as the table does
    assert drawn[2] == "Drake the Bold"
    assert drawn[7] == "Evil override"  # the right-to-left override is dropped
    assert drawn[10] == "line break tab"
    assert not any(c in "".join(drawn) for c in "\u200b\u200d\u2060\u202e\n\t")


def test_a_title_with_an_emoji_draws_no_missing_glyph_box():
    labels = replace(ENGLISH, title="🏆 Spring Cup 🌸")
    _, commands = standings_commands(rows_of(NAMES), labels)
    assert texts(commands, "title")[0].content == "Spring Cup"


def test_more_than_64_rows_draw_64_and_a_line_counting_the_rest():
    rows = many(ROW_LIMIT + 16)
    lay, commands = standings_commands(rows, ENGLISH)
    assert len(lay.rows) == ROW_LIMIT
    assert len(texts(commands, "name")) == ROW_LIMIT
    assert [t.content for t in texts(commands, "more")] == ["… and 16 more"]
    assert lay.more is not None and lay.rows[-1].y1 <= lay.more.y0
    exactly, exact_commands = standings_commands(rows[:ROW_LIMIT], ENGLISH)
    assert exactly.more is None and not texts(exact_commands, "more")


def test_the_top_three_wear_medals_and_ties_share_one():
    rows = rows_of(NAMES)
    rows[1] = replace(rows[1], rank=1)  # two firsts
    _, commands = standings_commands(rows, ENGLISH)
    assert [t.content for t in texts(commands, "medal")] == ["1", "1", "3"]
    image = render_standings(rows, labels=ENGLISH)
    lay, _ = standings_commands(rows, ENGLISH)
    bar = [image.getpixel((box.x0 + 2, box.center[1])) for box in lay.rows[:4]]
    assert bar[:3] == [MEDALS[1], MEDALS[1], MEDALS[3]]
    assert bar[3] != MEDALS[3]


def test_every_other_row_is_shaded():
    rows = rows_of(NAMES)
    image = render_standings(rows, labels=ENGLISH)
    lay, _ = standings_commands(rows, ENGLISH)
    edge = [image.getpixel((box.x1 - 3, box.center[1])) for box in lay.rows]
    assert edge == [COLORS["shaded_row"], COLORS["background"]] * 4


def test_games_in_progress_a_bye_and_a_drop_show_in_their_column_which_the_end_leaves_out():
    lay, commands = standings_commands(rows_of(NAMES), ENGLISH)
    playing = next(c for c in lay.columns if c.key == "playing")
    shown = [t.content for t in texts(commands, "cell") if playing.x0 <= t.anchor[0] <= playing.x1]
    assert shown == ["1", "1", "bye", "1", "dropped", "1"]  # ranks 1, 3, 4, 5, 6, 7
    final, _ = standings_commands(rows_of(NAMES, final=True), ENGLISH)
    assert [c.key for c in final.columns] == ["rank", "name", "points", "buchholz", "record"]


def test_the_same_rows_give_the_same_bytes():
    rows = rows_of(HOSTILE_NAMES)
    assert standings_png(rows, labels=FRENCH) == standings_png(list(rows), labels=FRENCH)


# ---------------------------------------------------------------------------- figures


@pytest.mark.parametrize(
    ("value", "mark", "shown"),
    [
        (3.0, ".", "3"),
        (2.5, ".", "2.5"),
        (2.5, ",", "2,5"),
        (2 / 3, ".", "0.67"),
        (13 / 3, ",", "4,33"),
        (0.1 + 0.2, ".", "0.3"),
        (-0.0, ".", "0"),
        (12.0, ",", "12"),
    ],
)
def test_figures_are_whole_or_to_two_decimals_with_the_languages_mark(value, mark, shown):
    assert figure(value, mark) == shown


def test_french_labels_write_a_decimal_comma_in_the_picture_and_the_alt_text():
    rows = [StandingsRow(1, "Chloé", 2.5, 7.5, "2-1-0"), StandingsRow(2, "Zoë", 2, 8, "2-0-1")]
    lay, commands = standings_commands(rows, FRENCH)
    cells = [t.content for t in texts(commands, "cell")]
    assert ",5" in cells and ".5" not in cells
    points = next(c for c in lay.columns if c.key == "points")
    whole, fraction = [t for t in texts(commands, "cell") if t.anchor[0] == points.mark][:2]
    assert (whole.content, whole.align, fraction.content, fraction.align) == (
        "2",
        "right",
        ",5",
        "left",
    )
    text = alt_text(FRENCH, rows)
    assert "Pts 2,5" in text and "Buchholz 7,5" in text and "2.5" not in text


def test_a_decimal_mark_other_than_a_point_or_a_comma_is_refused():
    with pytest.raises(ValueError, match="decimal mark"):
        replace(ENGLISH, decimal_mark="·")


def test_a_label_without_its_field_is_refused():
    with pytest.raises(ValueError, match="more"):
        replace(ENGLISH, more="and some more")


def test_a_row_with_impossible_figures_is_refused():
    with pytest.raises(ValueError):
        StandingsRow(0, "Chloé", 1, 1)
    with pytest.raises(ValueError):
        StandingsRow(1, "Chloé", float("nan"), 1)
    with pytest.raises(ValueError):
        StandingsRow(1, "Chloé", 1, 1, playing=-1)


# ---------------------------------------------------------------------------- alt text


def test_the_alt_text_lists_every_row_with_its_figures():
    rows = rows_of(NAMES)
    lines = alt_text(ENGLISH, rows).splitlines()
    assert lines[0] == ENGLISH.title
    assert len(lines) == 1 + len(rows)
    for line, row in zip(lines[1:], rows, strict=True):
        assert line.startswith(f"{row.rank}. {row.name} · ")
        assert f"Pts {figure(row.points)}" in line
        assert f"Buchholz {figure(row.buchholz)}" in line
        assert f"Record {row.record}" in line
        assert ("Playing 1" in line) == bool(row.playing)
    assert lines[4].endswith("· bye") and lines[6].endswith("· dropped")


def test_the_alt_text_counts_the_rows_the_picture_leaves_out():
    rows = many(ROW_LIMIT + 3)
    lines = alt_text(ENGLISH, rows).splitlines()
    assert len(lines) == 1 + ROW_LIMIT + 1 and lines[-1] == "… and 3 more"


def test_the_alt_text_fits_discords_limit_with_whole_lines():
    rows = many(40)
    text = alt_text(ENGLISH, rows, max_chars=1024)
    assert len(text) <= 1024
    lines = text.splitlines()
    shown = len(lines) - 2
    assert lines[1:-1] == alt_text(ENGLISH, rows[:shown]).splitlines()[1:]
    assert lines[-1] == f"… and {40 - shown} more"


def test_hostile_names_stay_on_their_line_of_the_alt_text():
    rows = rows_of(HOSTILE_NAMES)
    lines = alt_text(ENGLISH, rows).splitlines()
    assert len(lines) == 1 + len(rows)
    assert "\u202e" not in lines[8] and "Evil override" in lines[8]
    assert "line break tab" in lines[11]
    assert "🐉🐉🐉🐉" in lines[2]  # a screen reader says what the picture cannot draw


def test_a_right_to_left_name_is_isolated_so_the_figures_after_it_keep_their_order():
    assert plain_name("שלום") == "\u2068שלום\u2069"
    assert plain_name("Chloé") == "Chloé"
    assert plain_name("a\u202eb\u2066c") == "abc"


# ---------------------------------------------------------------------------- geometry


def test_share_columns_takes_from_the_column_with_most_to_spare_never_below_its_least():
    widths, names = share_columns([100, 60, 200], [40, 60, 80], room=400, name_least=150)
    assert names == 150 and widths == [75, 60, 115]  # 35 to spare each, the middle none
    widths, names = share_columns([100, 60, 200], [90, 60, 80], room=300, name_least=150)
    assert widths == [90, 60, 80] and names == 70  # nothing left to give: names get the rest
    widths, names = share_columns([50, 50], [50, 50], room=400, name_least=150)
    assert widths == [50, 50] and names == 300


def test_podium_steps_stand_second_first_third_from_the_left():
    area = Rect(20, 100, 780, 350)
    first, second, third = podium_steps(area, 3, scaled(BASE_WIDTH))
    assert second.x0 == area.x0 and second.x1 < first.x0 and first.x1 < third.x0
    assert third.x1 <= area.x1 and first.height > second.height > third.height
    assert first.y1 == second.y1 == third.y1 == area.y1
    assert len(podium_steps(area, 2, scaled(BASE_WIDTH))) == 2
    assert len(podium_steps(area, 9, scaled(BASE_WIDTH))) == 3
