"""Random Swiss tournaments of 2 to 40 players with random results and drops: every player
still in is seated once a round or has the bye, and at tables of 2 nobody meets anyone twice
while that can be avoided."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.features.tournaments.simulate import active, field, meetings, play_swiss


@st.composite
def tournaments(draw):
    """Players, table size, rounds (at most half the players: a pairing without rematches
    exists then), who drops before which round (two players always stay), a seed."""
    players = draw(st.integers(2, 40))
    table_size = draw(st.sampled_from([2, 3, 4]))
    rounds = draw(st.integers(1, min(8, max(1, players // 2))))
    leaving = draw(st.lists(st.sampled_from(range(101, 101 + players)), unique=True))
    leaving = leaving[: players - 2]
    drops = {user: draw(st.integers(2, rounds + 1)) for user in leaving}
    return players, table_size, rounds, drops, draw(st.integers(0, 2**32))


@settings(max_examples=60, deadline=None)
@given(tournaments())
def test_every_player_in_is_seated_once_a_round_and_no_avoidable_rematch(tournament):
    players, table_size, rounds, drops, seed = tournament
    before_round = {
        number: [u for u, r in drops.items() if r == number] for number in drops.values()
    }
    pairings, _, fields = play_swiss(field(players, seed), rounds, table_size, seed, before_round)
    byes = [pairing.bye for pairing in pairings if pairing.bye is not None]
    assert len(byes) == len(set(byes)), "no player has two byes"
    for number, (pairing, seen) in enumerate(zip(pairings, fields, strict=True), start=1):
        playing = active(seen)
        assert sorted(pairing.players) == playing, "each player in once, the dropped out"
        assert all(2 <= len(table) <= table_size for table in pairing.tables)
        assert (pairing.bye is not None) == (table_size == 2 and len(playing) % 2 == 1)
        if table_size == 2 and number <= len(playing) // 2:
            earlier = meetings(table for done in pairings[: number - 1] for table in done.tables)
            assert not any(earlier[tuple(sorted(table))] for table in pairing.tables)
