"""Games through Discord (offline, simcord) on the walls where players choose columns, two
people and a computer, from their third round to their end: every round's summary tells the
whole round — each tile placed in it, whoever placed it and when, and each floor's loss —
and its lines add up to the round's scores; a player done placing before the others hears
their floor at once."""

from __future__ import annotations

import random
import re

import pytest

from azul_bot.ai import review_from_state
from azul_bot.engine import GREY, Game, RoundEnded, Variant, parse_move
from azul_bot.engine.variant import CRYSTAL_1
from tests.simcord_helpers import answer, custom_ids, id_start

SUMMARY = re.compile(r"\*\*End of round (\d+): wall tiling\*\*\n((?:• .*\n?)+)")
LINE = re.compile(r"• (.+?): (.*) → now (\d+) points?$")

pytestmark = [
    pytest.mark.bot(computer_pause=0.05),
    pytest.mark.thinking(budgets={"move": 0.01, "hint": 0.01}),
]


@pytest.fixture(params=[GREY, CRYSTAL_1], ids=lambda v: v.code)
def variant(request) -> Variant:
    """The grey wall and side 1 (its × 2) here; every free wall, in every language, is told
    the same by the narrator (``tests/words/test_narrator.py``)."""
    return request.param


@pytest.fixture
def thinkers(thinkers, monkeypatch):
    """The computers of these whole games, which review none: what is tested here is the
    table's story, and a whole game's review (seconds of search, started once the final
    scores are out) would run within the last move's settled step."""

    run = thinkers.run

    async def unreviewed(search, *args):
        return [] if search is review_from_state else await run(search, *args)

    monkeypatch.setattr(thinkers, "run", unreviewed)
    return thinkers


FIRST_ROUND = 3
"""The round a game is dealt at, after seeded random rounds: each round is told the same,
the first as the last, and random play ends a game in 5 to 10 rounds (from the third, about
half a whole game's clicks)."""


def from_round(variant: Variant):
    """A ``new_game`` factory: a seeded random game on ``variant``, at the start of its
    ``FIRST_ROUND``."""

    def deal(players: int) -> Game:
        game, chooser = Game.new(players, 7, variant), random.Random(7)
        while game.round < FIRST_ROUND:
            game.play(chooser.choice(game.legal_moves()))
        return game

    return deal


@pytest.fixture
def bot_options(bot_options, variant) -> dict:
    return {**bot_options, "new_game": from_round(variant)}


async def place_lines(table, member, seat: int, chooser: random.Random) -> None:
    """``member`` places every line they have, each in a column drawn by ``chooser``."""
    while (record := await table.record()) is not None:
        if record.game().pending_line(seat) is None:
            return
        picker = answer(await member.click(table.channel.last_message, label="Place your tile"))
        columns = [i for i in custom_ids(picker) if i.startswith(id_start("wall"))]
        await member.click(picker, custom_id=chooser.choice(columns))


async def play_to_the_end(table, variant: Variant) -> int:
    """alice and bob against an easy computer, from the dealt round to the last move: each
    person takes a random legal move and places in random columns. Returns the game's id."""
    alice, bob = table.members[:2]
    await alice.slash(table.channel, "azul new", variant=variant.code)
    await alice.slash(table.channel, "azul addbot", level="easy")
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul start")
    game_id = (await table.record()).id
    chooser = random.Random(3)
    for _ in range(600):
        record = await table.record()
        if record is None:
            return game_id
        game = record.game()
        people = {s.position: table.by_id[s.user_id] for s in record.seats if s.user_id}
        placing = [seat for seat in people if game.pending_line(seat) is not None]
        if placing:
            seat = placing[0]
            await place_lines(table, people[seat], seat, chooser)
        elif game.current_player in people:
            move = chooser.choice(game.legal_moves())
            await table.play_command(move, member=people[game.current_player])
        else:
            await table.env.advance_time(1)  # a computer's pause, then its move
    raise AssertionError("the game did not end")


async def round_scores(table, game_id: int) -> list[tuple[int, ...]]:
    """The scores after each round, from the game's start and move log (the engine's)."""
    store = table.bot.store
    game = Game.from_dict(await store.start_state(game_id))
    scores = []
    for logged in await store.moves(game_id):
        for event in game.play(parse_move(logged.move, player=logged.seat)):
            if isinstance(event, RoundEnded):
                scores.append(event.scores)
    return scores


def summaries(text: str) -> list[tuple[int, list[tuple[int, int, int]]]]:
    """Each round's summary: its round, and each seat's placed points, floor loss and score,
    in seat order."""
    found = []
    for match in SUMMARY.finditer(text):
        lines = []
        for line in match[2].strip().splitlines():
            parsed = LINE.match(line)
            assert parsed, line
            parts, score = parsed[2], int(parsed[3])
            placed = sum(int(p) for p in re.findall(r"\+(\d+)", parts))
            floor = sum(int(p) for p in re.findall(r"floor −(\d+)", parts))
            # A floor on a score of 0 costs nothing and is not said.
            assert "floor −0" not in parts, line
            assert placed or "floor −" in parts or parts == "nothing placed", line
            lines.append((placed, floor, score))
        found.append((int(match[1]), lines))
    return found


async def test_every_round_summary_tells_the_whole_round(table, variant):
    game_id = await play_to_the_end(table, variant)
    text = "\n".join(message.content for message in table.channel.history())
    told = summaries(text)
    engine = await round_scores(table, game_id)
    dealt = Game.from_dict(await table.bot.store.start_state(game_id))
    assert [number for number, _ in told] == list(range(dealt.round, dealt.round + len(engine)))
    assert len(engine) >= 2  # a round before the last one, and the last
    before = [board.score for board in dealt.players]
    floors = 0
    for (number, lines), scores in zip(told, engine, strict=True):
        assert len(lines) == 3, number
        for seat, (placed, floor, score) in enumerate(lines):
            # The round's lines add up: what was placed, less the floor, makes the new score.
            assert score == scores[seat], (number, seat)
            assert before[seat] + placed - floor == score, (number, seat, lines[seat])
            floors += floor > 0
        before = list(scores)
    assert floors, "random takes put tiles on some floor"
    # A person done placing while others still place hears their floor loss at once.
    assert re.search(r"\w+ placed .*; floor −\d+\.", text)
    if variant is CRYSTAL_1 and "× 2" in text:
        # A doubled tile says its points once, with the product as the reason.
        assert re.search(r"\+(\d+) \((\d+) × 2", text)
        assert not re.search(r"\+\d+( \(\d+ (across|down)\))? × 2", text)
