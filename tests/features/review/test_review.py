"""The review after the game through Discord (offline, simcord): a whole two-player game,
then each player's ``/azul review`` shows their costliest moves with a picture of each; the
"Review my moves" button under the final scores answers whoever presses it; a player of
another game, and anyone asking before a game of theirs ended, is refused privately."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from azul_bot.core import Thinkers
from azul_bot.engine import FLOOR, Move
from azul_bot.features.lobby.cog.custom_ids import REMATCH
from azul_bot.features.review import Reviews
from azul_bot.features.review.cog import REVIEW
from tests.bot.conftest import custom_ids
from tests.bot.test_languages import not_reading
from tests.conftest import ShortGames


@pytest.fixture
def short_games() -> ShortGames:
    # A dozen random moves before the end: each player makes moves worth weighing.
    return ShortGames(moves_left=12, seed=11)


@pytest.fixture
def simcord_bot(make_bot):
    pool = ThreadPoolExecutor(2)
    thinkers = Thinkers(pool, budgets={"move": 0.02, "hint": 0.02, "review": 0.02})
    yield make_bot(thinkers=thinkers, computer_pause=0.05, pictures={"review"})
    pool.shutdown()


SETTLE = 60.0
"""Seconds of real time after which a review not made fails the test (a guard only:
``reviewed`` returns as soon as the review is stored)."""


async def reviewed(table, game_id: int) -> None:
    """Settled: the review of ``game_id`` made and stored, its timer set due at once as a
    reader's asking sets it. It is made outside any Discord action: simcord settles each within a
    few seconds of real time, and a review made during ``/azul review`` (in the computers'
    pool, a fixed amount of work), then its pictures drawn, could outlast that on a busy
    machine. ``/azul review`` then reads it at once."""
    reviews = table.bot.service.room(Reviews)
    record = await table.bot.store.get_game(game_id)
    player = next(seat.user_id for seat in record.seats if seat.user_id is not None)
    loop = asyncio.get_running_loop()
    give_up = loop.time() + SETTLE
    while not (await reviews.review(table.guild.id, player, game_id)).ready:
        assert loop.time() < give_up, f"the review of game {game_id} was not made"


def answer(result):
    return result.followups[-1] if result.followups else result.response


def poor_move(game) -> Move:
    """The same poor play as the host's review tests: sometimes the whole take to the floor."""
    moves = game.legal_moves()
    floor = [move for move in moves if isinstance(move, Move) and move.line == FLOOR]
    return floor[0] if floor and game.turn % 3 == 0 else moves[0]


async def play_out(table) -> int:
    """Play the table's started game to its end through ``/azul play``, and wait for its
    review to be made (``reviewed``); its id."""
    game_id = (await table.record()).id
    for _ in range(100):
        record = await table.record()
        if record is None:
            break
        await table.play_command(poor_move(record.game()))
    assert "Game over — final scores" in table.channel.last_message.content
    await reviewed(table, game_id)
    return game_id


async def test_each_player_reads_their_costliest_moves_with_pictures(table):
    alice, bob = await table.open(2)
    game_id = await play_out(table)
    for member in (alice, bob):
        result = await member.slash(table.channel, "azul review")
        shown = answer(result)
        assert shown.ephemeral
        text = shown.content
        assert text.startswith(f"**Your review of game #{game_id}**"), text
        told = text.count("You played ")
        assert 1 <= told <= 3 and text.count("Better: ") == told
        assert "points given up" in text or "point given up" in text
        names = [attachment.filename for attachment in shown.attachments]
        assert names == [f"azul-{game_id}-review-{n}.png" for n in range(1, told + 1)]
        assert alice.mention not in text and bob.mention not in text  # nobody pinged


async def test_the_review_button_under_the_final_scores_answers_the_presser(table):
    alice, bob = await table.open(2)
    game_id = await play_out(table)
    final = table.channel.last_message
    assert custom_ids(final) == [REMATCH.make(game=game_id), REVIEW.make(game=game_id)]
    pressed = await bob.click(final, label="Review my moves")
    shown = answer(pressed)
    assert shown.ephemeral and shown.content.startswith(f"**Your review of game #{game_id}**")
    by_command = answer(await bob.slash(table.channel, "azul review", game=game_id))
    assert by_command.content == shown.content  # the same review, made once
    # Someone who did not play that game presses it: refused, privately.
    carol = table.members[2]
    refused = answer(await carol.click(final, label="Review my moves"))
    assert refused.ephemeral
    assert refused.content == (
        f"You did not play game #{game_id}: a review is for the game's players, each of their"
        " own moves."
    )


async def test_a_player_of_another_game_and_a_newcomer_are_refused(table):
    carol, dave = table.members[2], table.members[3]
    newcomer = answer(await carol.slash(table.channel, "azul review"))
    assert newcomer.ephemeral and "no finished game on this server yet" in newcomer.content
    await table.open(2)
    game_id = await play_out(table)
    # Carol and Dave play a game of their own, in another channel.
    other = table.guild.create_text_channel("other")
    await carol.slash(other, "azul new")
    await dave.slash(other, "azul join")
    await carol.slash(other, "azul start")
    refused = answer(await dave.slash(table.channel, "azul review", game=game_id))
    assert refused.ephemeral and refused.content.startswith(f"You did not play game #{game_id}")
    unknown = answer(await dave.slash(table.channel, "azul review", game=game_id + 40))
    assert unknown.content == f"There is no game #{game_id + 40} on this server."


@pytest.mark.parametrize(
    ("language", "title"),
    [
        ("fr", "**Votre analyse de la partie n° {game}**"),
        ("nl", "**Jouw analyse van spel #{game}**"),
    ],
)
async def test_the_review_reads_in_the_players_language(table, locales, language, title):
    alice, bob = await table.open(2)
    game_id = await play_out(table)
    locales.users[alice.id] = language
    text = answer(await alice.slash(table.channel, "azul review")).content
    assert text.startswith(title.format(game=game_id)), text
    assert not not_reading(language, text.split("\n")), text
