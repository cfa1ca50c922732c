"""Swiss rounds: score groups, no rematch where avoidable, the bye, tables of 3 and 4, drops."""

from collections import Counter
from dataclasses import replace

import pytest

from azul_bot.features.tournaments.pairing import Bye, Entrant, PairingError, Table
from azul_bot.features.tournaments.seating import pairs
from azul_bot.features.tournaments.swiss import default_swiss_rounds, swiss_round, table_sizes
from tests.features.tournaments.simulate import active, field, meetings, play_swiss


@pytest.mark.parametrize("seed", range(8))
def test_seven_players_three_rounds_one_bye_a_round_and_no_rematch(seed):
    entrants = field(7, seed)
    pairings, _, _ = play_swiss(entrants, 3, 2, seed)
    byes = [pairing.bye for pairing in pairings]
    assert None not in byes
    assert len(set(byes)) == 3, "no player has two byes"
    for pairing in pairings:
        seated = [user for table in pairing.tables for user in table]
        assert sorted([*seated, pairing.bye]) == active(entrants)
        assert all(len(table) == 2 for table in pairing.tables)
    met = meetings(table for pairing in pairings for table in pairing.tables)
    assert max(met.values()) == 1, "no pair meets twice in three rounds"


def test_the_first_round_folds_the_field_by_rating():
    entrants = [Entrant(user, 2000.0 - user) for user in range(1, 9)]
    assert swiss_round(entrants, [], 1).tables == ((1, 5), (2, 6), (3, 7), (4, 8))


def test_winners_meet_winners_and_a_lone_leader_floats_down():
    entrants = [Entrant(user, 2000.0 - user) for user in range(1, 9)]
    round_one = [Table(1, seats, (1, 2)) for seats in ((1, 5), (2, 6), (3, 7), (4, 8))]
    assert swiss_round(entrants, round_one, 2).tables == ((1, 3), (2, 4), (5, 7), (6, 8))
    round_two = [Table(2, (1, 3), (1, 2)), Table(2, (2, 4), (1, 1))]
    round_two += [Table(2, (5, 7), (1, 2)), Table(2, (6, 8), (1, 2))]
    # 1 leads alone with 2 points and floats down to the best of 2 and 4 (1.5 each); 4,
    # then alone, floats down to the best of the group of one point (3, 5, 6).
    tables = swiss_round(entrants, round_one + round_two, 3).tables
    assert tables == ((1, 2), (4, 3), (5, 6), (7, 8))


def test_the_bye_goes_to_the_lowest_ranked_player_without_one():
    entrants = [Entrant(user, 2000.0 - user) for user in range(1, 6)]
    assert swiss_round(entrants, [], 1).bye == 5
    history = [Bye(1, 5), Table(1, (1, 3), (2, 1)), Table(1, (2, 4), (2, 1))]
    # 5 (one point) had it; of those without, 2 is ranked lowest (no points, lower rating).
    assert swiss_round(entrants, history, 2).bye == 2


def test_three_players_share_the_byes_one_each():
    pairings, _, _ = play_swiss(field(3), 3, 2, seed=4)
    assert sorted(pairing.bye for pairing in pairings) == [101, 102, 103]


def test_a_rematch_comes_only_when_it_cannot_be_avoided():
    entrants = [Entrant(user, 0.0) for user in range(1, 5)]
    pairings, _, _ = play_swiss(entrants, 4, 2, seed=1)
    met = meetings(table for pairing in pairings[:3] for table in pairing.tables)
    assert len(met) == 6 and max(met.values()) == 1, "three rounds: everyone met once"
    assert len(pairings[3].tables) == 2, "the fourth round still seats everyone"


def test_pairs_repeat_as_few_meetings_as_any_pairing():
    # Players 0-3 have all met; 4 and 5 have met nobody: one rematch is the least.
    meetings_so_far = {(a, b): 1 for a in range(4) for b in range(a + 1, 4)}
    tables, bye = pairs(range(6), meetings_so_far, [0] * 6)
    assert bye is None
    assert sorted(len(table) for table in tables) == [2, 2, 2]
    assert sum(table in meetings_so_far for table in tables) == 1


def test_the_bye_moves_up_when_the_lowest_would_force_a_rematch():
    # 0-1 and 0-2 have met: with 3 (lowest) out, 0 would meet 1 or 2 again.
    tables, bye = pairs(range(4 - 1), {(0, 1): 1, (0, 2): 1}, [0, 0, 0], due=[2, 1, 0])
    assert bye == 0 and tables == [(1, 2)]


@pytest.mark.parametrize("seed", range(10))
def test_nine_players_at_tables_of_three_meet_no_one_twice_in_three_rounds(seed):
    entrants = field(9, seed)
    pairings, _, _ = play_swiss(entrants, 3, 3, seed)
    for pairing in pairings:
        assert pairing.bye is None
        assert [len(table) for table in pairing.tables] == [3, 3, 3]
        assert sorted(user for table in pairing.tables for user in table) == active(entrants)
    met = meetings(table for pairing in pairings for table in pairing.tables)
    # Three rounds of 3 x 3 can always avoid a repeat (a Latin square's transversal).
    assert max(met.values()) == 1


@pytest.mark.parametrize(
    ("players", "size", "expected"),
    [(7, 3, [3, 2, 2]), (8, 3, [3, 3, 2]), (10, 4, [4, 3, 3]), (5, 4, [3, 2]), (2, 4, [2])],
)
def test_uneven_counts_sit_at_tables_one_smaller(players, size, expected):
    assert table_sizes(players, size) == expected


def test_never_a_table_of_one():
    for size in (3, 4):
        for players in range(2, 80):
            sizes = table_sizes(players, size)
            assert sum(sizes) == players and min(sizes) >= 2 and max(sizes) <= size
            assert max(sizes) - min(sizes) <= 1


def test_tables_of_three_seat_consecutive_players_smaller_tables_last():
    entrants = [Entrant(user, 2000.0 - user) for user in range(1, 8)]
    assert swiss_round(entrants, [], 1, 3).tables == ((1, 2, 3), (4, 5), (6, 7))
    assert swiss_round(entrants, [], 1, 4).tables == ((1, 2, 3, 4), (5, 6, 7))


def test_a_dropped_player_is_not_paired_again():
    entrants = field(8, seed=3)
    leaving = entrants[2].user_id
    pairings, _, _ = play_swiss(entrants, 3, 2, seed=3, drops={2: [leaving]})
    assert leaving in pairings[0].players
    for pairing in pairings[1:]:
        assert leaving not in pairing.players
        assert len(pairing.players) == 7 and pairing.bye is not None


def test_the_same_inputs_pair_the_same_round_in_any_order():
    entrants = field(12, seed=5)
    _, history, _ = play_swiss(entrants, 2, 2, seed=5)
    first = swiss_round(entrants, history, 3)
    again = swiss_round(list(reversed(entrants)), list(reversed(history)), 3)
    assert first == again


def test_a_round_paired_again_ignores_its_own_tables():
    entrants = field(6, seed=2)
    pairings, history, _ = play_swiss(entrants, 2, 2, seed=2)
    assert swiss_round(entrants, history, 2) == pairings[1]


def test_rounds_that_cannot_be_paired_are_refused():
    entrants = [Entrant(1, 0.0), Entrant(2, 0.0)]
    with pytest.raises(PairingError, match="seat 2 to 4"):
        swiss_round(entrants, [], 1, table_size=5)
    with pytest.raises(PairingError, match="two players"):
        swiss_round([entrants[0], replace(entrants[1], dropped=True)], [], 1)
    with pytest.raises(PairingError, match="twice"):
        swiss_round([entrants[0], entrants[0]], [], 1)


@pytest.mark.parametrize(
    ("players", "rounds"), [(1, 1), (2, 2), (3, 3), (4, 3), (7, 4), (8, 4), (9, 5), (256, 9)]
)
def test_default_swiss_rounds_is_log2_rounded_up_plus_one(players, rounds):
    assert default_swiss_rounds(players) == rounds


def test_byes_never_repeat_while_someone_has_had_none():
    pairings, _, _ = play_swiss(field(5), 5, 2, seed=9)
    assert Counter(pairing.bye for pairing in pairings) == Counter(
        {user: 1 for user in range(101, 106)}
    )
