"""Practice from one's own games through Discord (offline, simcord): after a reviewed game,
``/azul practice`` sets a player the table before their costliest moves, privately; a move is
picked with the same picker as in a game (source, color, line, Confirm), and the answer says
whether it is as good as the best and shows the best. In French: a right answer, a wrong one,
then the answer asked for. Another person's presses, forged and outdated ids are refused
privately and change nothing; "Practice this position" under a review begins with that one."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from azul_bot.core import Thinkers
from azul_bot.engine import CENTER, Game, Move, parse_move
from azul_bot.features.practice.cog import COLOR_BUTTON, SOURCE_BUTTON
from tests.conftest import ShortGames
from tests.features.practice.helpers import latest
from tests.features.review.helpers import games_to_review, play_out
from tests.simcord_helpers import (
    answer,
    button,
    button_id,
    button_labels,
    custom_ids,
    id_start,
    not_reading,
    posted_with,
)


@pytest.fixture
def short_games() -> ShortGames:
    return games_to_review()


@pytest.fixture
def simcord_bot(make_bot):
    pool = ThreadPoolExecutor(2)
    budgets = {"move": 0.02, "hint": 0.02, "review": 0.02, "practice": 0.02}
    yield make_bot(thinkers=Thinkers(pool, budgets=budgets), computer_pause=0.05)
    pool.shutdown()


async def picked(member, position, move: Move, confirm: str = "Confirm"):
    """Tap the move's source under a position, then its color and line in the private
    picker, then Confirm; returns the picker and Confirm's result."""
    opened = await member.click(position, custom_id=button_id(position, "psrc", move.source))
    picker = answer(opened, private=True)
    await member.click(picker, custom_id=button_id(picker, "pcol", int(move.color)))
    await member.click(picker, custom_id=button_id(picker, "pline", move.line))
    return picker, await member.click(picker, label=confirm)


def _counts(position: dict, source: int) -> list[int]:
    before = Game.from_dict(position["before"])
    return before.center if source == CENTER else before.factories[source]


def take(text: str) -> Move:
    move = parse_move(text)
    assert isinstance(move, Move)
    return move


async def test_a_practice_in_french_a_right_answer_a_wrong_one_then_the_answer(table, locales):
    alice, bob = await table.open(2)
    game_id = await play_out(table)
    locales.users[alice.id] = "fr"
    first = answer(await alice.slash(table.channel, "azul practice"), private=True)
    row = await latest(table.bot.store, alice.id)
    assert len(row.positions) == 3, row.positions  # the three costly moves her review shows
    positions = row.positions
    assert first.content.startswith(
        f"**Entraînement · position 1 sur 3** · partie n° {game_id}, manche "
    ), first.content
    assert [a.filename for a in first.attachments] == [f"azul-practice-{row.id}-1-position.png"]
    assert button_labels(first)[-1] == "Voir la réponse"
    said = [first.content]

    # 1. The best move: as good as the best.
    _, confirmed = await picked(alice, first, take(positions[0]["best"]), "Confirmer")
    right = answer(confirmed, private=True)
    assert "✅ **Aussi bon que le meilleur** (à 2 points près)." in right.content, right.content
    assert "Le meilleur : " in right.content and "Votre coup" not in right.content
    assert [a.filename for a in right.attachments] == [f"azul-practice-{row.id}-1-answer.png"]
    said.append(right.content)

    # 2. The move played in the game: not the best, and said so.
    second = answer(await alice.click(right, label="Position suivante"), private=True)
    assert second.content.startswith("**Entraînement · position 2 sur 3**")
    _, confirmed = await picked(alice, second, take(positions[1]["played"]), "Confirmer")
    wrong = answer(confirmed, private=True)
    points = max(1, round(positions[1]["lost"]))
    assert f"❌ **Pas le meilleur** : environ {points} points perdus" in wrong.content, wrong
    assert "Votre coup, comme dans la partie : " in wrong.content
    assert "Le meilleur : " in wrong.content
    said += [second.content, wrong.content]

    # 3. The answer asked for without a try: the last one, and how the practice went.
    third = answer(await alice.click(wrong, label="Position suivante"), private=True)
    assert third.content.startswith("**Entraînement · position 3 sur 3**")
    shown = answer(await alice.click(third, label="Voir la réponse"), private=True)
    assert "💡 La réponse :" in shown.content and "Le meilleur : " in shown.content
    assert "**Entraînement terminé** : 1 coup sur 3 aussi bon que le meilleur." in shown.content
    assert custom_ids(shown) == []  # nothing after the last
    said += [third.content, shown.content]
    for text in said:
        assert not not_reading("fr", text.split("\n")), text
        assert alice.mention not in text and bob.mention not in text

    stored = await latest(table.bot.store, alice.id)
    assert [a["right"] for a in stored.answers] == [True, False, False]
    assert [a["picked"] for a in stored.answers] == [
        positions[0]["best"],
        positions[1]["played"],
        None,
    ]
    # Finished: `/azul practice` begins a new one.
    again = answer(await alice.slash(table.channel, "azul practice"), private=True)
    assert again.content.startswith("**Entraînement · position 1 sur 3**")
    assert (await latest(table.bot.store, alice.id)).id == row.id + 1


async def test_another_person_forged_and_outdated_ids_are_refused_privately(table):
    alice, bob = await table.open(2)
    await play_out(table)
    first = answer(await alice.slash(table.channel, "azul practice"), private=True)
    row = await latest(table.bot.store, alice.id)
    best = take(row.positions[0]["best"])

    # Bob presses Alice's buttons (her answers are hers alone: a message of the channel made
    # to carry her ids, as a forger would): refused, privately.
    public = table.channel.last_message
    for custom_id in (button_id(first, "psrc", best.source), button_id(first, "pshow", 0)):
        posted_with(table.env, public, button(custom_id))
        refused = answer(await bob.click(public, custom_id=custom_id), private=True)
        assert refused.content == (
            "This practice is someone else's: `/azul practice` sets you your own."
        )

    # A forged practice id; a color the source does not hold.
    forged = SOURCE_BUTTON.make(practice=row.id + 40, position=0, source=best.source)
    posted_with(table.env, first, button(forged))
    refused = answer(await alice.click(first, custom_id=forged), private=True)
    assert refused.content.startswith("There is no such practice position; nothing was changed.")
    held = {int(c) for c, n in enumerate(_counts(row.positions[0], best.source)) if n}
    missing = next(c for c in range(5) if c not in held)
    forged = COLOR_BUTTON.make(practice=row.id, position=0, source=best.source, color=missing)
    posted_with(table.env, first, button(forged))
    refused = answer(await alice.click(first, custom_id=forged), private=True)
    assert refused.content == "That choice is not on the table right now; nothing was changed."
    assert (await latest(table.bot.store, alice.id)) == row  # nothing changed

    # Answered, the position's picker is out of date; Confirm again shows the same answer.
    second = answer(await alice.slash(table.channel, "azul practice"), private=True)
    picker, confirmed = await picked(alice, second, best)
    shown = answer(confirmed, private=True)
    assert "✅ **As good as the best**" in shown.content
    again = answer(await alice.click(picker, label="Confirm"), private=True)
    assert again.content == shown.content
    stale = answer(
        await alice.click(second, custom_id=button_id(second, "psrc", best.source)),
        private=True,
    )
    assert stale.content.startswith("You have answered position 1 already; nothing was changed.")
    stored = await latest(table.bot.store, alice.id)
    assert len(stored.answers) == 1 and stored.current == 0


async def test_nothing_to_practise_is_said_and_the_review_offers_its_positions(table):
    carol = table.members[2]
    nothing = answer(await carol.slash(table.channel, "azul practice"), private=True)
    assert nothing.content.startswith("Nothing to practise yet:")
    alice, _ = await table.open(2)
    game_id = await play_out(table)
    review = answer(await alice.slash(table.channel, "azul review"), private=True)
    offered = [i for i in custom_ids(review) if i.startswith(id_start("pgo"))]
    told = review.content.count("You played ")
    assert len(offered) == told and told >= 1
    labels = button_labels(review)
    label = "Practice this position" if told == 1 else f"Practice move {told}"
    assert labels[-1] == label
    last = answer(await alice.click(review, custom_id=offered[-1]), private=True)
    assert (
        last.content.startswith("**Practice · position 1 of ")
        and f"game #{game_id}" in last.content
    )
    ply = int(offered[-1].rsplit(":", 1)[1])
    row = await latest(table.bot.store, alice.id)
    assert (row.positions[0]["game"], row.positions[0]["ply"]) == (game_id, ply)


async def test_a_practice_works_in_the_bots_dm_too(table, discord_contexts):
    alice, _ = await table.open(2)
    await play_out(table)
    person = table.users[0]
    discord_contexts.install(person)
    shown = answer(await person.slash("azul practice"), private=True)
    assert shown.content.startswith("**Practice · position 1 of 3**"), shown.content
    assert button_labels(shown)[-1] == "Show the answer"


async def test_a_practice_reads_in_dutch(table, locales):
    alice, _ = await table.open(2)
    game_id = await play_out(table)
    locales.users[alice.id] = "nl"
    first = answer(await alice.slash(table.channel, "azul practice"), private=True)
    assert first.content.startswith(f"**Oefenen · positie 1 van 3** · spel #{game_id}, ronde ")
    shown = answer(await alice.click(first, label="Toon het antwoord"), private=True)
    assert "💡 Het antwoord:" in shown.content and "De beste: " in shown.content
    following = answer(await alice.click(shown, label="Volgende positie"), private=True)
    for text in (first.content, shown.content, following.content):
        assert not not_reading("nl", text.split("\n")), text
