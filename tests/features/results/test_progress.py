"""A member's progress through Discord (offline, simcord): ``/azul stats`` answers with the
picture of their rating over time (described for screen readers) once they have finished a
game; ``versus:`` answers their record against a member, with links to their last games
together; for 0, 1 and 200 games, and refused privately for oneself and for a bot."""

from __future__ import annotations

import io
import random
import sqlite3
import time

import pytest
from PIL import Image

from azul_bot.core.db import Seat
from tests.features.lobby.helpers import create_lobby
from tests.features.review.helpers import play_out
from tests.games import near_end
from tests.simcord_helpers import answer, not_reading
from tests.store.helpers import play, standings

pytestmark = [
    pytest.mark.bot(pictures={"progress"}),
    pytest.mark.thinking(budgets={"move": 0.01, "hint": 0.01, "review": 0.01}),
]

DAY = 86400.0


def picture_of(table, shown):
    """The progress picture of an answer, opened, and its description."""
    (attachment,) = shown.attachments
    assert attachment.filename == "azul-progress.png"
    data = table.env.backend.cdn.get(attachment.url)
    return Image.open(io.BytesIO(data)), attachment.description


async def seed_games(table, count: int) -> None:
    """``count`` finished games of alice against bob, carol or dave (bob most often), each
    in a channel of its own, their ends spread over the last ``count * 2`` days."""
    store, guild = table.bot.store, table.guild.id
    alice, *others = table.members[:4]
    chooser = random.Random(5)
    for number in range(count):
        other = others[0] if number % 2 else chooser.choice(others)
        channel = 900_000 + number
        lobby = await create_lobby(store, guild, channel, alice.id, "alice")
        seats = [Seat(0, alice.id, "alice"), Seat(1, other.id, other.name)]
        game = near_end(2, seed=number % 7)
        record = await store.start_game(lobby.id, lobby.version, seats=seats, state=game.to_dict())
        scores = [40 + chooser.randrange(30), 40 + chooser.randrange(30)]
        await play(table.bot.store, record, game, result=standings(scores))
    # The store stamps a game's end with the wall clock: spread them back over the days.
    now = time.time()  # the bot runs on the wall clock here
    with sqlite3.connect(table.bot.db_path) as database:
        ids = [row[0] for row in database.execute("SELECT id FROM games ORDER BY id")]
        for index, game_id in enumerate(ids):
            at = now - (len(ids) - index) * 2 * DAY
            database.execute("UPDATE results SET finished_at = ? WHERE game_id = ?", (at, game_id))


async def test_a_newcomer_reads_their_stats_without_a_picture(table):
    carol = table.members[2]
    shown = answer(await carol.slash(table.channel, "azul stats"))
    assert shown.ephemeral and "has not finished an Azul game" in shown.content
    assert shown.attachments == []
    never = answer(await carol.slash(table.channel, "azul stats", versus=table.members[3]))
    assert never.content == (
        "carol and dave have not finished an Azul game together on this server yet."
    )


async def test_after_one_game_the_stats_show_the_picture_and_the_record(table):
    alice, bob = await table.open(2)
    game_id = await play_out(table)
    final = table.channel.last_message
    shown = answer(await alice.slash(table.channel, "azul stats"))
    assert shown.ephemeral and shown.content.startswith("**alice** — rating ")
    image, alt = picture_of(table, shown)
    assert image.width == 794
    assert alt.startswith("alice: rating ") and "after 1 rated game." in alt
    assert "Met most often: bob (" in alt
    versus = answer(await alice.slash(table.channel, "azul stats", versus=bob))
    lines = versus.content.split("\n")
    assert lines[0] == "**alice against bob** — 1 game together"
    assert lines[3] == "Their last game:"
    link = f"https://discord.com/channels/{table.guild.id}/{table.channel.id}/{final.id}"
    assert lines[4].endswith(f"· [#{game_id}]({link})"), lines[4]
    assert (" won " in lines[4]) != (" lost " in lines[4]) or "shared" in lines[4]
    # Bob's side of it is the mirror.
    theirs = answer(await alice.slash(table.channel, "azul stats", member=bob, versus=alice))
    assert theirs.content.split("\n")[0] == "**bob against alice** — 1 game together"
    assert alice.mention not in versus.content and bob.mention not in versus.content


async def test_two_hundred_games_draw_a_year_and_the_three_rivals(table):
    alice, bob = table.members[:2]
    await seed_games(table, 200)
    shown = answer(await alice.slash(table.channel, "azul stats"))
    assert shown.content.split("\n")[1].startswith("Games 200 ·")
    image, alt = picture_of(table, shown)
    assert image.width == 794 and image.height > 600
    assert "after 200 rated games." in alt and len(alt) <= 1024
    assert "Met most often: bob (" in alt and "carol (" in alt and "dave (" in alt
    versus = answer(await alice.slash(table.channel, "azul stats", versus=bob))
    lines = versus.content.split("\n")
    together = int(lines[0].split("— ")[1].split(" ")[0])
    assert together > 100  # every second game, and a third of the others
    assert lines[3] == "Their last 5 games:" and len(lines) == 9
    assert all(line.startswith("• <t:") for line in lines[4:])


async def test_a_record_against_oneself_or_a_bot_is_refused(table):
    alice = table.members[0]
    self_ = answer(await alice.slash(table.channel, "azul stats", versus=alice))
    assert self_.ephemeral
    assert self_.content == "Pick someone else for `versus`: a record is against another member."
    robot = table.guild.add_member(table.env.create_user("robot", bot=True))
    refused = answer(await alice.slash(table.channel, "azul stats", versus=robot))
    assert refused.content == "robot is a bot and plays no Azul: pick a member for `versus`."


@pytest.mark.parametrize(
    ("language", "title", "alt"),
    [
        ("fr", "**alice contre bob** — 1 partie ensemble", "alice : cote "),
        ("nl", "**alice tegen bob** — 1 spel samen", "alice: rating "),
    ],
)
async def test_stats_and_record_read_in_the_readers_language(table, locales, language, title, alt):
    alice, bob = await table.open(2)
    await play_out(table)
    locales.users[alice.id] = language
    shown = answer(await alice.slash(table.channel, "azul stats"))
    _, description = picture_of(table, shown)
    assert description.startswith(alt), description
    assert not not_reading(language, [description]), description
    versus = answer(await alice.slash(table.channel, "azul stats", versus=bob)).content
    assert versus.split("\n")[0] == title
    assert not not_reading(language, [versus]), versus


async def test_a_member_whose_only_game_was_coached_is_told_so(table):
    # The only game alice finished was unrated because a hint was asked: the picture and
    # its description say so, not that only games against people count.
    alice, _ = await table.open(2)
    hinter = await table.current()
    hinted = answer(await hinter.slash(table.channel, "azul hint"))
    assert hinted.ephemeral and "coach" in hinted.content.lower(), hinted.content
    await play_out(table)
    assert "a hint was used in this game" in table.channel.last_message.content
    shown = answer(await alice.slash(table.channel, "azul stats"))
    _, alt = picture_of(table, shown)
    assert "A game where a hint was asked for is not rated." in alt
    assert "Only games against other people count" not in alt
