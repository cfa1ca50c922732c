"""Small truths in the narration: what a floor penalty really cost, and no empty round."""

from azul_bot.engine import Color, FloorPenalty, RoundEnded, RoundStarted, TileWalled
from azul_bot.service.wording import describe_events


def test_a_floor_penalty_says_what_was_really_lost():
    # Score 1 before the round, nothing walled, five floor slots (-8): the score can only
    # drop to 0, so the player lost 1 point, not 8.
    events = [FloorPenalty(0, 5, 8, 0), RoundEnded(3, (0, 12))]
    text = describe_events(events, ["Ann", "Bob"], scores_before=[1, 12])
    assert "• Ann: floor −1 (5 slots) → 0 points" in text
    assert "−8" not in text


def test_a_floor_penalty_counts_the_tiles_walled_first():
    walled = TileWalled(0, 0, 0, Color.BLUE, 3, 3, 1)
    events = [walled, FloorPenalty(0, 2, 2, 4), RoundEnded(2, (4, 0))]
    text = describe_events(events, ["Ann", "Bob"], scores_before=[3, 0])
    assert "floor −2 (2 slots) → 4 points" in text


def test_a_round_with_no_tile_to_deal_is_not_announced():
    empty = RoundStarted(6, 1, ((0, 0, 0, 0, 0),) * 9)
    dealt = RoundStarted(6, 1, ((1, 1, 1, 1, 0),) + ((0,) * 5,) * 8)
    assert "Round 6" not in describe_events([empty], ["A", "B", "C", "D"])
    assert "**Round 6** begins; B starts." in describe_events([dealt], ["A", "B", "C", "D"])
