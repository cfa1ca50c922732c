"""Standings: points, then Buchholz, total Azul score, rating, user id; byes and running
games."""

from azul_bot.features.tournaments.pairing import Bye, Entrant, Table
from azul_bot.features.tournaments.ranking import standings


def order(entrants, history):
    return [standing.user_id for standing in standings(entrants, history)]


def test_points_come_first():
    entrants = [Entrant(1, 0.0), Entrant(2, 0.0)]
    assert order(entrants, [Table(1, (1, 2), (2, 1))]) == [2, 1]


def test_equal_points_go_to_the_stronger_opponents():
    entrants = [Entrant(user, 0.0) for user in (1, 2, 3, 4)]
    history = [
        Table(1, (1, 2), (1, 2)),
        Table(1, (3, 4), (1, 2)),
        Table(2, (2, 4), (1, 2)),  # 2 ends on 1 point, 4 on none
        Table(2, (1, 3), (1, 1)),
    ]
    # 1 and 3 have 1.5 each; 1 met 2 (1) and 3 (1.5), 3 met 4 (0) and 1 (1.5).
    result = standings(entrants, history)
    assert [s.user_id for s in result[:2]] == [1, 3]
    assert (result[0].buchholz, result[1].buchholz) == (2.5, 1.5)


def test_then_the_total_azul_score():
    entrants = [Entrant(user, 0.0) for user in (1, 2, 3, 4)]
    history = [Table(1, (1, 2), (1, 2), (60, 40)), Table(1, (3, 4), (1, 2), (70, 50))]
    assert order(entrants, history) == [3, 1, 4, 2]


def test_then_the_rating_then_the_user_id():
    entrants = [Entrant(1, 10.0), Entrant(2, 30.0), Entrant(3, 20.0), Entrant(4, 20.0)]
    history = [Table(1, (1, 2), (1, 1), (50, 50)), Table(1, (3, 4), (1, 1), (50, 50))]
    assert order(entrants, history) == [2, 3, 4, 1]


def test_a_bye_is_a_win_and_adds_no_buchholz():
    entrants = [Entrant(user, 0.0) for user in (1, 2, 3)]
    history = [Bye(1, 3), Table(1, (1, 2), (1, 2), (40, 30))]
    line = {standing.user_id: standing for standing in standings(entrants, history)}
    assert (line[3].points, line[3].byes, line[3].buchholz) == (1.0, 1, 0.0)
    assert (line[3].wins, line[3].losses) == (0, 0)
    assert line[1].buchholz == 0.0 and line[2].buchholz == 1.0


def test_games_still_being_played_count_nothing_yet():
    entrants = [Entrant(1, 0.0), Entrant(2, 0.0)]
    history = [Table(1, (1, 2), (1, 2), (30, 20)), Table(2, (1, 2))]
    first = standings(entrants, history)[0]
    assert (first.user_id, first.points, first.in_progress, first.wins) == (1, 1.0, 1, 1)


def test_the_record_counts_wins_shared_firsts_and_places():
    entrants = [Entrant(user, 0.0) for user in (1, 2, 3, 4)]
    history = [
        Table(1, (1, 2, 3, 4), (1, 2, 3, 4)),
        Table(2, (1, 2, 3, 4), (1, 1, 3, 4)),
        Table(3, (1, 2, 3, 4), (4, 1, 2, 2)),
    ]
    line = {standing.user_id: standing for standing in standings(entrants, history)}
    assert (line[1].wins, line[1].draws, line[1].losses) == (1, 1, 1)
    assert line[1].places == (2, 0, 0, 1)
    assert line[4].places == (0, 1, 0, 2)
    assert line[2].points == 2.5  # 2/3 + 5/6 + 1, exactly


def test_at_larger_tables_buchholz_averages_the_opponents_of_each_game():
    entrants = [Entrant(user, 0.0) for user in (1, 2, 3, 4, 5)]
    history = [Table(1, (1, 2, 3), (1, 2, 3)), Table(1, (4, 5), (1, 2))]
    line = {standing.user_id: standing for standing in standings(entrants, history)}
    assert line[1].buchholz == 0.25  # (0.5 + 0) / 2
    assert line[4].buchholz == 0.0


def test_a_dropped_player_stays_in_the_standings():
    entrants = [Entrant(1, 0.0, dropped=True), Entrant(2, 0.0)]
    result = standings(entrants, [Table(1, (1, 2), (1, 2))])
    assert [(s.user_id, s.dropped, s.rank) for s in result] == [(1, True, 1), (2, False, 2)]
