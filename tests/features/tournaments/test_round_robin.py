"""Round robin at tables of 2 by the circle method: every pair once, the bye rotating."""

from collections import Counter
from dataclasses import replace

import pytest

from azul_bot.features.tournaments.pairing import Entrant, PairingError
from azul_bot.features.tournaments.round_robin import round_robin_round, round_robin_rounds
from tests.features.tournaments.simulate import field, meetings


def schedule(entrants):
    return [
        round_robin_round(entrants, number)
        for number in range(1, round_robin_rounds(len(entrants)) + 1)
    ]


def test_four_players_meet_every_other_once_in_three_rounds():
    entrants = field(4)
    rounds = schedule(entrants)
    assert len(rounds) == 3
    for pairing in rounds:
        assert pairing.bye is None and len(pairing.tables) == 2
        assert sorted(pairing.players) == [101, 102, 103, 104]
    met = meetings(table for pairing in rounds for table in pairing.tables)
    assert len(met) == 6 and set(met.values()) == {1}


@pytest.mark.parametrize("players", [5, 6, 7, 10])
def test_every_pair_meets_once_and_an_odd_count_gives_each_one_bye(players):
    rounds = schedule(field(players))
    assert len(rounds) == (players - 1 if players % 2 == 0 else players)
    met = meetings(table for pairing in rounds for table in pairing.tables)
    assert len(met) == players * (players - 1) // 2 and set(met.values()) == {1}
    byes = Counter(pairing.bye for pairing in rounds)
    if players % 2:
        assert byes == Counter({user: 1 for user in range(101, 101 + players)})
    else:
        assert byes == Counter({None: players - 1})


def test_the_schedule_stands_when_ratings_move():
    entrants = field(6, seed=1)
    moved = [replace(entrant, rating=-entrant.rating) for entrant in reversed(entrants)]
    assert schedule(entrants) == schedule(moved)


def test_the_player_who_stays_put_alternates_seats():
    firsts = [pairing.tables[0] for pairing in schedule(field(4))]
    assert [101 in table[:1] for table in firsts] == [True, False, True]


def test_a_dropped_player_is_not_seated_and_their_opponent_wins_by_walkover():
    entrants = field(6)
    gone = replace(entrants[2], dropped=True)
    before = round_robin_round(entrants, 2)
    after = round_robin_round([*entrants[:2], gone, *entrants[3:]], 2)
    opponent = next(
        other
        for table in before.tables
        if gone.user_id in table
        for other in table
        if other != gone.user_id
    )
    assert gone.user_id not in after.players
    assert after.walkovers == (opponent,)
    assert set(after.tables) == {table for table in before.tables if gone.user_id not in table}


def test_a_dropped_player_due_the_bye_leaves_no_bye():
    entrants = field(5)
    round_one = round_robin_round(entrants, 1)
    dropped = [replace(e, dropped=e.user_id == round_one.bye) for e in entrants]
    again = round_robin_round(dropped, 1)
    assert again.bye is None and again.tables == round_one.tables


def test_rounds_beyond_the_last_are_refused():
    with pytest.raises(PairingError, match="rounds 1 to 3"):
        round_robin_round(field(4), 4)
    with pytest.raises(PairingError, match="two players"):
        round_robin_rounds(1)
    with pytest.raises(PairingError, match="twice"):
        round_robin_round([Entrant(1, 0.0), Entrant(1, 0.0)], 1)
