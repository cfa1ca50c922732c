"""The one narrator, in each language: where every tile went, what a round really cost, who
won and with what."""

from __future__ import annotations

import random
import re

import pytest

from azul_bot.core.words import LANGUAGES, words
from azul_bot.core.words.narrator import (
    alt_text,
    describe_events,
    describe_move,
    describe_table,
    tell_moves,
)
from azul_bot.engine import (
    CENTER,
    CRYSTAL_1,
    CRYSTAL_2,
    FLOOR,
    GREY,
    Color,
    FloorPenalty,
    Game,
    MarkerTaken,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)

EN, FR, NL = (words(language) for language in LANGUAGES)

TAKEN = TilesTaken(0, 1, Color.RED, 3, 3, 2, 1, 0, (0, 1, 0, 0, 0))


def test_a_move_says_where_every_tile_went_in_each_language():
    assert (
        describe_move(EN, "Bob", TAKEN)
        == "Bob took 3 red from factory 2 → line 4, 1 to the floor; 1 yellow to the center."
    )
    assert describe_move(FR, "Bob", TAKEN) == (
        "Bob prend 3 rouges dans la Fabrique 2 → la ligne Motif 4, 1 sur le Plancher ;"
        " 1 jaune au centre."
    )
    assert describe_move(NL, "Bob", TAKEN) == (
        "Bob nam 3 rode van fabrieksschijf 2 → patroonlijn 4, 1 op de vloer;"
        " 1 gele naar het midden."
    )


def test_the_marker_is_taken_with_the_tiles_not_sent_to_their_line():
    taken = TilesTaken(1, CENTER, Color.BLACK, 2, 2, 2, 0, 0, (0,) * 5)
    text = describe_move(EN, "Ann", taken, MarkerTaken(1, True))
    assert text == "Ann took 2 black and the first-player marker from the center → line 3."
    assert "marqueur premier joueur" in describe_move(FR, "Ann", taken, MarkerTaken(1, True))
    assert "startspelerfiche" in describe_move(NL, "Ann", taken, MarkerTaken(1, True))


def test_a_full_floor_sends_tiles_and_says_the_marker_costs_nothing():
    to_lid = TilesTaken(0, CENTER, Color.BLUE, 6, FLOOR, 0, 0, 6, (0,) * 5)
    assert describe_move(EN, "Carol", to_lid, MarkerTaken(0, False)) == (
        "Carol took 6 blue and the first-player marker from the center → the floor, which is"
        " full: they all go to the lid; the first-player marker takes no slot (floor full)."
    )
    partly = TilesTaken(0, CENTER, Color.BLUE, 3, FLOOR, 0, 1, 2, (0,) * 5)
    assert "→ the floor, 2 to the lid (floor full)" in describe_move(EN, "Dan", partly)


def test_a_floor_penalty_says_what_was_really_lost_and_the_total_is_called_so():
    # Score 1 before the round, nothing walled, five floor slots (-8): the score can only
    # drop to 0, so the player lost 1 point, not 8.
    events = [FloorPenalty(0, 5, 8, 0), RoundEnded(3, (0, 12))]
    text = describe_events(EN, events, ["Ann", "Bob"], scores_before=[1, 12])
    assert "• Ann: floor −1 → now 0 points" in text
    assert "−8" not in text
    assert "• Ann : Plancher −1 → total 0 point" in describe_events(
        FR, events, ["Ann", "Bob"], scores_before=[1, 12]
    )


def test_a_floor_on_a_score_of_nothing_costs_nothing_and_is_not_said():
    # Score 0, nothing walled, two floor slots: nothing lost, so no "floor −0".
    events = [FloorPenalty(0, 2, 2, 0), RoundEnded(3, (0, 12))]
    for say in (EN, FR, NL):
        text = describe_events(say, events, ["Ann", "Bob"], scores_before=[0, 12])
        assert "−0" not in text and "−2" not in text
    assert "• Ann: nothing placed → now 0 points" in describe_events(
        EN, events, ["Ann", "Bob"], scores_before=[0, 12]
    )


def test_a_wall_tile_names_its_runs():
    walled = TileWalled(0, 1, 2, Color.BLUE, 5, 3, 2)
    events = [walled, FloorPenalty(0, 2, 2, 7), RoundEnded(2, (7, 0))]
    text = describe_events(EN, events, ["Ann", "Bob"], scores_before=[4, 0])
    assert "• Ann: 🟦 blue on row 2 +5 (3 across + 2 down), floor −2 → now 7 points" in text
    assert "• Bob: nothing placed → now 0 points" in text


def test_a_round_with_no_tile_to_deal_is_not_announced():
    empty = RoundStarted(6, 1, ((0, 0, 0, 0, 0),) * 9)
    dealt = RoundStarted(6, 1, ((1, 1, 1, 1, 0),) + ((0,) * 5,) * 8)
    assert "6" not in describe_events(EN, [empty], ["A", "B", "C", "D"])
    assert describe_events(EN, [dealt], ["A", "B", "C", "D"]) == "**Round 6** begins; B starts."
    assert describe_events(FR, [dealt], ["A", "B", "C", "D"]) == "**Manche 6** : B commence."
    assert describe_events(NL, [dealt], ["A", "B", "C", "D"]) == "**Ronde 6** begint; B start."


def _finished_game(seed: int) -> tuple[Game, list]:
    game, rng, last = Game.new(2, seed=seed), random.Random(seed), []
    while not game.is_over:
        last = game.play(rng.choice(game.legal_moves()))
    return game, last


@pytest.mark.parametrize("say", [EN, FR, NL], ids=LANGUAGES)
def test_final_scores_list_only_the_bonuses_earned(say):
    game, last = _finished_game(11)
    text = describe_events(say, last, ["Ann", "Bob"])
    title = {"en": "final scores", "fr": "scores finaux", "nl": "eindstand"}[say.language]
    assert title in text
    for standing in game.result.players:
        name = ["Ann", "Bob"][standing.player]
        line = next(line for line in text.splitlines() if f". {name} — " in line)
        assert f"**{standing.score}**" in line
        assert (" +0" in line) is False  # a bonus nobody earned is not listed


@pytest.mark.parametrize("say", [EN, FR, NL], ids=LANGUAGES)
def test_the_table_description_fits_discord_and_names_every_player(say):
    game = Game.new(4, seed=5)
    names = ["Ann", "Bob", "Chloé", "Daan"]
    text = alt_text(say, game, names)
    assert len(text) <= 1024
    assert all(name in text for name in names)
    whole = describe_table(say, game, names)
    assert whole.splitlines()[0].endswith(".")


def test_a_floor_penalty_counts_the_tiles_walled_first():
    walled = TileWalled(0, 0, 0, Color.BLUE, 3, 3, 1)
    events = [walled, FloorPenalty(0, 2, 2, 4), RoundEnded(2, (4, 0))]
    text = describe_events(EN, events, ["Ann", "Bob"], scores_before=[3, 0])
    assert "floor −2 → now 4 points" in text


@pytest.mark.parametrize("say", [EN, FR, NL], ids=LANGUAGES)
def test_a_finished_table_gives_the_final_scores_once_with_or_without_its_events(say):
    game, last = _finished_game(11)
    title = say("result-title")
    for events in (last, None):
        assert describe_table(say, game, ["Ann", "Bob"], events).count(title) == 1


SCORE_NOW = {
    "en": r"→ now (\d+) points?$",
    "fr": r"→ total (\d+) points?$",
    "nl": r"→ nu (\d+) punt",
}
FLOOR_WORD = {"en": "floor", "fr": "Plancher", "nl": "vloer"}


def _told_game(variant, seed: int) -> tuple[list, list[tuple[int, ...]]]:
    """A seeded random game on ``variant``: each move's events with the scores before it,
    and the scores after each round."""
    game = Game.new(3, seed, variant)
    chooser = random.Random(seed)
    moves, rounds = [], []
    while not game.is_over:
        scores = tuple(board.score for board in game.players)
        events = game.play(chooser.choice(game.legal_moves()))
        moves.append((events, scores))
        rounds += [e.scores for e in events if isinstance(e, RoundEnded)]
    return moves, rounds


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", [GREY, CRYSTAL_1, CRYSTAL_2], ids=lambda v: v.code)
def test_a_round_summary_tells_the_whole_round_in_each_language(language, variant):
    # A free wall is tiled over several moves (each player places): the summary, told with
    # the move that ends the round, still adds up each seat's whole round.
    say = words(language)
    for seed in range(3):
        moves, rounds = _told_game(variant, seed)
        stories = tell_moves(say, moves, ["Ann", "Bob", "Cy"], printed=variant is not GREY)
        lines = [line for story in stories for line in story.splitlines() if line[:1] == "•"]
        assert len(lines) == 3 * len(rounds)
        before = (0, 0, 0)
        for index, line in enumerate(lines):
            seat, scores = index % 3, rounds[index // 3]
            score = int(re.search(SCORE_NOW[language], line)[1])
            placed = sum(int(p) for p in re.findall(r"\+(\d+)", line))
            floor = sum(int(p) for p in re.findall(FLOOR_WORD[language] + r" −(\d+)", line))
            assert score == scores[seat] == before[seat] + placed - floor, line
            if seat == 2:
                before = scores
