"""``hard-next``'s round search: its table plays takes as the engine does, it finds the best take
where looking one move ahead does not, and its transposition table changes nothing but the
time (every level's legal, reproducible, bag-blind moves: ``test_choices``)."""

from __future__ import annotations

import pytest

from azul_bot.ai import Level, alphabeta, choose
from azul_bot.ai.alphabeta import Search
from azul_bot.ai.horizon import FLOORED, Judge
from azul_bot.ai.outlook import MoveJudge
from azul_bot.ai.table import Table
from azul_bot.engine import CENTER, CRYSTAL_1, GREY, Color, Game, Move, Phase, WallMove
from azul_bot.engine.moves import MOVES
from tests.engine.positions import board, position


def last_take_decides(alike: int = 1) -> Game:
    """The last round (player 0's white completes wall row 0): one factory left, a red and
    three yellow. The yellow completes player 0's line 2 (a point or two), the take one look
    ahead likes best; but it leaves the red to player 1, whose line 4 it completes: 5 points
    down column 1, and the column's 7. Taking the red onto line 2 (nothing lost) is best.
    ``alike``: that many factories like it."""
    me = board(
        score=20,
        wall=["xxxx.", ".....", ".....", ".....", "....."],
        lines={0: ("white", 1), 1: ("blue", 2), 3: ("black", 4), 4: ("yellow", 5)},
    )
    them = board(
        score=20, lines={4: ("red", 4)}, wall=[".x...", ".x...", ".x...", ".x...", "....."]
    )
    return position(
        [me, them],
        factories=[["red", "yellow", "yellow", "yellow"]] * alike,
        marker_in_center=False,
        first_player=1,
    )


def test_the_search_blocks_the_take_that_wins_the_game() -> None:
    game = last_take_decides()
    judge = MoveJudge(game)
    assert max(game.legal_takes(), key=judge.gain) == Move.parse("1y3")
    search = Search(game, 10_000)
    take, value = search.best()
    assert MOVES[take[0]][take[1]][take[2]] == Move.parse("1r3")
    assert search.solved and value > 10  # ahead, and the game won
    for seed in range(3):
        assert choose(game, Level.HARD_NEXT, seed=seed, budget=0.01) == Move.parse("1r3")


def test_hard_plays_two_players_colored_walls_with_the_round_search() -> None:
    game = late_in_a_round(2, 1, left=12)
    round_search = choose(game, Level.HARD_NEXT, seed=0, budget=0.02)
    assert round_search != choose(game, Level.OLD_HARD, seed=0, budget=0.02)  # the test tells
    assert choose(game, Level.HARD, seed=0, budget=0.02) == round_search


@pytest.mark.parametrize(("players", "variant"), [(3, None), (2, GREY), (2, CRYSTAL_1)])
def test_hard_keeps_the_tree_search_where_the_round_search_is_not_measured(players, variant):
    game = late_in_a_round(players, 5, variant, left=12)
    for seed in range(2):
        tree = choose(game, Level.OLD_HARD, seed=seed, budget=0.02)
        assert choose(game, Level.HARD, seed=seed, budget=0.02) == tree


def late_in_a_round(players: int, seed: int, variant=None, left: int = 9) -> Game:
    """A game played by the normal level until at most ``left`` tiles are on the table."""
    game = Game.new(players, seed) if variant is None else Game.new(players, seed, variant)
    game.play(choose(game, Level.NORMAL, seed=0))
    while game.phase is not Phase.OFFER or sum(game.center) + sum(map(sum, game.factories)) > left:
        seat = game.to_place[0] if game.phase is Phase.TILING else None
        game.play(choose(game, Level.NORMAL, seed=game.turn, seat=seat))
    return game


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (2, 3), (3, 4), (4, 5)])
def test_the_transposition_table_changes_nothing_but_the_time(players: int, seed: int) -> None:
    game = late_in_a_round(players, seed)
    remembered = Search(game, 1_000_000)
    forgetful = Search(game, 1_000_000, remember=False)
    assert remembered.best()[1] == pytest.approx(forgetful.best()[1])
    assert remembered.solved and forgetful.solved
    assert remembered.nodes <= forgetful.nodes


@pytest.mark.parametrize("variant", [None, GREY, CRYSTAL_1])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_plays_and_unplays_takes_as_the_engine(variant, players: int) -> None:
    game = late_in_a_round(players, 10 + players, variant, left=40)
    while game.phase is Phase.OFFER:
        table = Table(game)
        key, start = table.key(), table.leaf_key()
        for take in table.takes():
            move = MOVES[take[0]][take[1]][take[2]]
            assert game.check(move) is None
            after = game.copy()
            round_ = after.round
            leaf = table.leaf_after(take)
            undo = table.play(take)
            assert table.leaf == leaf
            after.play(move)
            assert (table.hash, table.leaf) == (table.key(), table.leaf_key())
            if after.round == round_ and after.phase is Phase.OFFER:
                assert table.key() == Table(after).key()
                assert table.leaf_key() == Table(after).leaf_key()
                assert table.boards == Table(after).boards
            else:
                assert table.left == 0
            table.unplay(undo)
            assert table.key() == key == table.hash
            assert table.leaf == table.leaf_key() == start
        game.play(choose(game, Level.NORMAL, seed=game.turn))


def test_identical_factories_give_one_set_of_takes() -> None:
    game = position(
        [board(), board()],
        factories=[["red", "red", "blue", "blue"], ["blue", "red", "blue", "red"], ["white"] * 4],
    )
    table = Table(game)
    assert {take[0] for take in table.takes()} == {0, 2}
    table.play(table.take_of(0, Color.RED, 1))  # the first emptied, the second is offered
    assert {take[0] for take in table.takes()} == {1, 2, CENTER}


def test_the_search_is_reproducible() -> None:
    game = late_in_a_round(2, 7, left=20)
    first = Search(game, 5_000)
    again = Search(game.copy(), 5_000)
    assert first.best() == again.best() and first.nodes == again.nodes


def test_a_free_wall_tiling_keeps_the_best_way_for_every_line() -> None:
    """Grey wall: line 0 (blue) waits, line 1 holds two blue too. Blue in column 0 leaves
    line 1 the columns 1-4; any column of row 0 does. The placement is one of the search's
    best ways, never a column that sends line 1 to the floor."""
    me = board(
        lines={0: ("blue", 1), 1: ("blue", 2)}, wall=[".....", "WYRK.", ".....", ".....", "....."]
    )
    game = position(
        [me, board()],
        center=["red"],
        marker_in_center=False,
        first_player=1,
        current_player=1,
        variant="grey",
    )
    game.play(Move.parse("crf"))
    assert game.phase is Phase.TILING and game.to_place == (0,)
    move = choose(game, Level.HARD_NEXT, seed=1, seat=0)
    assert isinstance(move, WallMove) and move.col != 4


def test_the_key_follows_a_line_of_play_and_its_unmaking() -> None:
    """Down a whole round and back, the key kept up to date by ``play`` and ``unplay`` is the
    one computed afresh, factories' order aside."""
    table = Table(late_in_a_round(2, 3, left=40))
    fresh, undos = [(table.key(), table.leaf_key())], []
    while table.left:
        undos.append(table.play(table.takes()[-1]))
        assert (table.hash, table.leaf) == (table.key(), table.leaf_key())
        fresh.append((table.hash, table.leaf))
    assert len(set(fresh)) == len(fresh)
    while undos:
        table.unplay(undos.pop())
        assert (table.hash, table.leaf) == (table.key(), table.leaf_key()) == fresh[len(undos)]
    swapped = Table(late_in_a_round(2, 3, left=40))
    swapped.factories.reverse()
    assert swapped.key() == table.key()


def test_the_same_tiles_taken_from_another_factory_lead_to_the_same_leaf() -> None:
    """Two blue from the first factory or from the second: the tiles left on the table are
    the same, only where they lie differs, so the position's key differs and the leaf's (what
    a round's end values) does not."""
    game = position(
        [board(), board()],
        factories=[["blue", "blue", "red", "white"], ["blue", "blue", "red", "yellow"]],
        center=["white", "yellow"],
    )
    first, second = Table(game), Table(game)
    first.play(first.take_of(0, Color.BLUE, 1))
    second.play(second.take_of(1, Color.BLUE, 1))
    assert first.hash != second.hash and first.leaf == second.leaf
    judge = Judge(game)
    assert judge.values(first) == judge.values(second)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_horizon_kept_by_board_and_tiles_left_values_as_computed_afresh(players: int) -> None:
    """Down every line of play of a round's last takes, each table's values are the boards'
    worth less the floor each expects, as if nothing had been kept from the tables before."""
    game = late_in_a_round(players, 20 + players, left=12)
    table, judge = Table(game), Judge(game)

    def afresh() -> list[float]:
        tiled = [
            judge.tiled(p, table.line_colors[p], table.line_counts[p], table.floors[p])
            for p in range(players)
        ]
        first = -1 if table.marker else table.first
        if not table.left:
            return judge.worth(tiled, first)
        share = table.left / players
        worth = judge.worth(tiled, first, table.supply)
        return [w - FLOORED * judge._floored(table, p, share) for p, w in enumerate(worth)]

    def walk(depth: int) -> int:
        assert judge.values(table) == afresh()
        if not depth or not table.left:
            return 1
        seen = 0
        for take in table.takes():
            undo = table.play(take)
            seen += walk(depth - 1)
            table.unplay(undo)
        return seen

    assert walk(3) > 100


def test_a_horizon_counts_the_floor_for_tiles_no_line_can_take() -> None:
    """Eight red left, four for each player: player 0's lines all hold other colors (or are
    full), so their four go to the floor (1 + 1 + 2 + 2 points); player 1's empty lines take
    them."""
    me = board(
        lines={0: ("blue", 1), 1: ("yellow", 1), 2: ("black", 1), 3: ("white", 1), 4: ("blue", 1)}
    )
    game = position([me, board()], factories=[["red"] * 4, ["red"] * 4])
    table, judge = Table(game), Judge(game)
    assert judge._floored(table, 0, table.left / 2) == 6
    assert judge._floored(table, 1, table.left / 2) == 0


def minimax(search: Search) -> float:
    """The root mover's value of ``search``'s table by plain minimax to the round's end (no
    window, no table), the way the search should find it."""
    table = search.table
    if not table.left:
        return search._margin()
    values = []
    for take in table.takes():
        undo = table.play(take)
        values.append(minimax(search))
        table.unplay(undo)
    return max(values) if table.mover == search.root else min(values)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 6), (3, 4)])
def test_the_ranked_takes_have_the_values_a_full_minimax_gives(players: int, seed: int) -> None:
    game = late_in_a_round(players, seed, left=7)
    search = Search(game, 1_000_000)
    ranked = search.ranked(top=3)
    assert search.solved and len(ranked) == min(3, len(search.table.takes()))
    assert [value for _, value in ranked] == sorted((value for _, value in ranked), reverse=True)
    for take, value in ranked:
        undo = search.table.play(take)
        assert value == pytest.approx(minimax(search))
        search.table.unplay(undo)
    assert ranked[0][1] == pytest.approx(Search(game, 1_000_000).best()[1])


def test_a_take_asked_for_is_valued_even_from_a_factory_like_another() -> None:
    game = last_take_decides(alike=2)
    worst = Move.parse("2yf")  # the second factory's yellows to the floor: never offered
    ranked = alphabeta.ranked(game, 0.05, top=1, also=[worst], timed=False)
    assert len(ranked) == 2 and ranked[1][0] == worst  # listed as asked
    first = alphabeta.ranked(game, 0.05, top=1, also=[Move.parse("1yf")], timed=False)
    assert ranked[1][1] == first[1][1] < ranked[0][1]  # where the first factory's leads


def test_a_tiny_budget_still_values_every_take_asked_for() -> None:
    game = late_in_a_round(2, 3, left=30)
    asked = game.legal_takes()[:4]
    ranked = alphabeta.ranked(game, 0.0, top=2, also=asked, timed=False)
    assert {move for move, _ in ranked} >= set(asked)


def test_two_takes_asked_for_that_lead_alike_are_both_listed() -> None:
    game = last_take_decides(alike=2)
    asked = [Move.parse("1yf"), Move.parse("2yf")]
    ranked = alphabeta.ranked(game, 0.05, also=asked, alone=True, timed=False)
    assert [move for move, _ in ranked] == asked and ranked[0][1] == ranked[1][1]
