"""The variant: one value that says what game is played, and the wall move's text form."""

import pytest

from azul_bot.engine import (
    CLASSIC,
    CRYSTAL_1,
    CRYSTAL_2,
    FACTORIES_FOR_PLAYERS,
    FLOOR_PENALTIES,
    FLOOR_SIZE,
    GREY,
    PLAYER_COUNTS,
    VARIANTS,
    WALL,
    Game,
    Move,
    Variant,
    WallMove,
    floor_penalty,
    parse_move,
)


def test_variants_are_found_by_their_stored_code():
    assert VARIANTS == {
        "classic": CLASSIC,
        "grey": GREY,
        "crystal-1": CRYSTAL_1,
        "crystal-2": CRYSTAL_2,
    }
    assert Variant.by_code("grey") is GREY
    assert eval(repr(GREY)) is GREY
    with pytest.raises(ValueError, match="unknown variant"):
        Variant.by_code("Grey")


def test_classic_holds_the_rules_the_old_names_still_give():
    assert dict(CLASSIC.factories) == FACTORIES_FOR_PLAYERS
    assert CLASSIC.floor_penalties == FLOOR_PENALTIES and CLASSIC.floor_size == FLOOR_SIZE
    assert [CLASSIC.floor_penalty(n) for n in range(9)] == [floor_penalty(n) for n in range(9)]
    assert (CLASSIC.row_bonus, CLASSIC.column_bonus, CLASSIC.color_bonus) == (2, 7, 10)
    assert CLASSIC.factory_size == 4


def test_the_grey_wall_changes_only_the_wall():
    assert GREY.free_wall and not CLASSIC.free_wall
    differing = [
        name
        for name in Variant.__dataclass_fields__
        if getattr(GREY, name) != getattr(CLASSIC, name)
    ]
    assert differing == ["code", "free_wall"]
    assert all(GREY.printed_color(r, c) is None for r in range(5) for c in range(5))
    assert all(CLASSIC.printed_color(r, c) is WALL[r][c] for r in range(5) for c in range(5))
    assert GREY.wall_cells(2, 0) == 0b11111 and CLASSIC.wall_cells(2, 0) == 1 << 2


def test_player_counts_come_from_the_variant():
    assert PLAYER_COUNTS == CLASSIC.player_counts == GREY.player_counts == (2, 3, 4)
    assert (CLASSIC.min_players, CLASSIC.max_players) == (2, 4)
    assert [GREY.factories_for(n) for n in (2, 3, 4)] == [5, 7, 9]
    with pytest.raises(ValueError, match="2 to 4 players"):
        GREY.factories_for(5)
    with pytest.raises(ValueError, match="2 to 4 players"):
        Game.new(5, 1, GREY)


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("p2:4a", WallMove(1, 3, 0)),
        ("P1:1E", WallMove(0, 0, 4)),
        (" p3 5 c ", WallMove(2, 4, 2)),
        ("p4:2-b", WallMove(3, 1, 1)),
    ],
)
def test_wall_moves_read_as_typed(text, move):
    assert WallMove.parse(text) == move
    assert parse_move(text) == move


def test_wall_move_text_round_trips_and_its_repr_pastes_back():
    for player in range(4):
        for row in range(5):
            for col in range(5):
                move = WallMove(player, row, col)
                assert WallMove.parse(str(move)) == move
                assert eval(repr(move)) == move
    assert str(WallMove(1, 3, 0)) == "p2:4a"


def test_a_wall_move_without_its_seat_needs_the_player():
    assert WallMove.parse("4a", player=1) == WallMove(1, 3, 0)
    assert parse_move("4a", player=2) == WallMove(2, 3, 0)
    with pytest.raises(ValueError, match="whose move"):
        WallMove.parse("4a")
    with pytest.raises(ValueError, match="another seat"):
        WallMove.parse("p1:4a", player=1)


@pytest.mark.parametrize("text", ["", "p2:4", "p2:6a", "p2:0a", "p0:1a", "p2:4f", "p2 4 a b"])
def test_wall_move_parse_rejects_malformed_text(text):
    with pytest.raises(ValueError):
        WallMove.parse(text, player=None)
    with pytest.raises(ValueError):
        parse_move(text)


def test_parse_move_reads_takes_too():
    assert parse_move("2r4") is Move.parse("2r4")
    assert parse_move("cwf") == Move.parse("center white floor")
