"""The review after the game through Discord (offline, simcord): a whole two-player game,
then each player's ``/azul review`` shows their costliest moves with a picture of each; the
"Review my moves" button under the final scores answers whoever presses it; a player of
another game, and anyone asking before a game of theirs ended, is refused privately."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from azul_bot.core import Thinkers
from azul_bot.features.lobby.cog.custom_ids import REMATCH
from azul_bot.features.review.cog import REVIEW
from tests.bot.conftest import custom_ids
from tests.conftest import ShortGames
from tests.features.review.helpers import play_out
from tests.simcord_helpers import answer, not_reading

LABELLED = {
    "en": re.compile(
        r"\*\*\d\. Round \d+ · (Inaccuracy|Mistake|Blunder)\*\*: your winning chances went"
        r" from (\d+)% to (\d+)% \(about \d+ points? given up\)"
    ),
    "fr": re.compile(
        r"\*\*\d\. Manche \d+ · (Imprécision|Erreur|Gaffe)\*\* : vos chances de gagner sont"
        r" passées de (\d+)\xa0% à (\d+)\xa0% \(environ \d+ points? perdus?\)"
    ),
    "nl": re.compile(
        r"\*\*\d\. Ronde \d+ · (Onnauwkeurigheid|Fout|Blunder)\*\*: je winkans ging van"
        r" (\d+)% naar (\d+)% \(ongeveer \d+ punten? verloren\)"
    ),
}
"""A reviewed move's line in each language: its label and the winning chances it lost."""


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
        # Each move labelled by the winning chances it lost, the most first.
        labelled = LABELLED["en"].findall(text)
        assert len(labelled) == told, text
        lost = [int(before) - int(after) for _, before, after in labelled]
        assert lost == sorted(lost, reverse=True) and min(lost) >= 4  # 5%, each rounded
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
    assert LABELLED[language].search(text), text  # the moves labelled in their words
