"""How noisy a whole game is: public messages, pings and direct messages, counted through the
real bot offline (simcord, as the Discord-level tests drive it).

Six games are played to their end, each person playing their first legal move by
``/azul play`` and computers thinking briefly: two people (bob asked for direct messages), the
same with bob's DMs then closed to the bot (Discord refuses them: 50007), the same with bob on
the daily digest (no DM and no ping per turn), and one person with
three computers, then the same tables on the grey wall (each person placing
each tile in the first column offered, from the Place your tile button). Printed per game: the bot's public messages (in the channel
and the game's thread, lobby included), the pings by whom, the direct messages per player,
and how many pictures are left in the channel at the end.

A seventh game is played in a group DM where the bot is no member (alice added the app to her
account, bob did not; a computer fills the third seat), every move with the table's buttons
and the private picker: there every message rides on an interaction's token, so it also
prints the posts made with a token (each private answer, each public follow-up; the most any
one interaction made: Discord allows 5 follow-ups) and the bot's own requests to the group DM
(refused there: it must make none).

    .venv/bin/python benchmarks/messages.py [--seed N]

It runs on any tree of the bot whose ``AzulBot`` takes its service's ``ServiceOptions``
(``options=``, with ``new_game``, ``render``, ``thinkers``, ``computer_pause``):
``PYTHONPATH=../older-checkout python benchmarks/messages.py`` counts an older checkout the same way.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import discord
import pytest
from simcord.env import Env

from azul_bot.bot import AzulBot
from azul_bot.core import ServiceOptions, Thinkers
from azul_bot.engine import CENTER, FLOOR, Game, Move
from azul_bot.features.play.cog.custom_ids import WALL_COLUMN
from tests.discord_contexts import DiscordContexts
from tests.simcord_helpers import button_id

MOST_TURNS = 1000
CLOSED = {"status": 403, "code": 50007, "message": "Cannot send messages to this user"}
"""What Discord answers a direct message to someone who accepts none from the bot."""


def fake_png(game: Game, names, events, language=None, seat=None) -> bytes:
    """A stand-in picture: what is counted here does not depend on the drawing."""
    return b"\x89PNG fake"


def source_text(move: Move) -> str:
    return "center" if move.source == CENTER else str(move.source + 1)


def line_text(move: Move) -> str:
    return "floor" if move.line == FLOOR else str(move.line + 1)


def answer(result) -> str:
    return (result.followups[-1] if result.followups else result.response).content


class Count:
    """One game's count, read from what the simulated Discord holds at its end."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.public = 0
        self.pictures_left = 0
        self.pings: Counter[str] = Counter()
        self.dms: Counter[str] = Counter()
        self.turns: Counter[str] = Counter()
        self.rounds = 0
        self.follow_ups: Counter[str] = Counter()
        """Per interaction token, the follow-ups made with it (a group DM's game)."""
        self.tried = 0

    def show(self) -> str:
        people = sorted(self.turns)
        lines = [
            f"{self.name}: {self.rounds} rounds, turns "
            + ", ".join(f"{who} {self.turns[who]}" for who in people),
            f"  public messages: {self.public} ({self.public / max(1, self.rounds):.1f} per round)",
            "  pings: "
            + (", ".join(f"{who} {n}" for who, n in sorted(self.pings.items())) or "none"),
            "  DMs: " + ", ".join(f"{who} {self.dms[who]}" for who in people),
            f"  pictures left in the channel: {self.pictures_left}",
        ]
        if self.follow_ups:
            most = max(self.follow_ups.values())
            total = sum(self.follow_ups.values())
            lines.append(
                f"  posts with a token (answers and follow-ups): {total},"
                f" at most {most} per interaction"
            )
            lines.append(f"  the bot's own requests to the group DM: {self.tried}")
        return "\n".join(lines)


async def place(env: Env, by_id: dict, record, game: Game, where) -> None:
    """One placement at a grey wall's tiling, by the first still placing: a person taps
    Place your tile under the latest table message, then the first column offered."""
    seat = record.seats[game.to_place[0]]
    if seat.user_id is None:
        await env.advance_time(1)  # the computer's pause, then its placement
        return
    member = by_id[seat.user_id]
    table = next(m for m in reversed(where.history()) if m.author.bot and m.components)
    picker = await member.click(table, label="Place your tile")
    shown = picker.followups[-1] if picker.followups else picker.response
    column = next(
        child["custom_id"]
        for row in shown.components
        for child in row["components"]
        if WALL_COLUMN.pattern.fullmatch(child["custom_id"])
    )
    await member.click(shown, custom_id=column)


async def play(
    env: Env,
    bot: AzulBot,
    name: str,
    people: int,
    computers: int,
    dm: set[int],
    variant: str = "classic",
    closed: frozenset[int] = frozenset(),
    digest: frozenset[int] = frozenset(),
):
    guild = env.create_guild()
    channel = guild.create_text_channel("azul")
    users = [env.create_user(who) for who in ("alice", "bob", "carol", "dave")[:people]]
    members = [guild.add_member(user) for user in users]
    by_id = {member.id: member for member in members}
    for index in dm:
        await members[index].slash(channel, "azul notify turns", on=True)
    for index in digest:  # one message a day instead of a DM or a ping each turn
        await members[index].slash(
            channel, "azul notify digest", at="18:00", timezone="Europe/Paris"
        )
    for index in closed:  # asked for DMs, then closed them
        path = f"/channels/{users[index].dm_channel.id}/messages"
        env.inject_error("POST", path, times=None, **CLOSED)
    host = members[0]
    opened = await host.slash(channel, "azul new", variant=variant)
    found = re.search(r"<#(\d+)>", answer(opened))
    where = next(t for t in channel.threads if t.id == int(found[1])) if found else channel
    for member in members[1:]:
        await member.slash(where, "azul join")
    for _ in range(computers):
        await host.slash(where, "azul addbot", level="easy")
    await host.slash(where, "azul start")
    count = Count(name)
    game_id = None
    for _ in range(MOST_TURNS):
        record = await bot.store.active_game(where.id)
        if record is None:
            break
        game_id = record.id
        game = record.game()
        if game.current_player is None:  # a grey wall's tiling: the first still placing
            await place(env, by_id, record, game, where)
            continue
        seat = record.seats[game.current_player]
        if seat.user_id is None:
            await env.advance_time(1)  # the computer's pause, then its move
            continue
        member = by_id[seat.user_id]
        count.turns[member.name] += 1
        move = game.legal_moves()[0]
        await member.slash(
            where,
            "azul play",
            source=source_text(move),
            color=str(move.color),
            line=line_text(move),
        )
    final = await bot.store.get_game(game_id)
    count.rounds = final.game().round
    names = {user.id: user.name for user in users}
    shown = [
        message
        for place in {channel.id: channel, where.id: where}.values()
        for message in place.history()
        if message.author.bot and message.type != discord.MessageType.thread_created
    ]
    count.public = len(shown)
    count.pictures_left = sum(1 for message in shown if message.attachments)
    for message in shown:
        for user in message.mentions:
            count.pings[names.get(user.id, str(user.id))] += 1
    for user in users:
        count.dms[user.name] = sum(1 for m in user.dm_channel.history() if m.author.bot)
    return count


async def play_in_group_dm(env: Env, bot: AzulBot, name: str) -> Count:
    """alice (the app on her account), bob and an easy computer in their group DM."""
    with pytest.MonkeyPatch.context() as patch:
        places = DiscordContexts(env, patch)
        alice, bob = (env.create_user(who) for who in ("alice", "bob"))
        places.install(alice)
        friends = places.group_dm(alice, bob)
        people = {alice.id: alice, bob.id: bob}
        await places.slash(alice, friends, "azul new")
        lobby = friends.channel.history()[-1]
        await places.click(bob, friends, lobby, label="Join")
        await places.slash(alice, friends, "azul addbot", level="easy")
        await places.click(alice, friends, lobby, label="Start")
        count = Count(name)
        game_id = None
        for _ in range(MOST_TURNS):
            record = await bot.store.active_game(friends.channel.id)
            if record is None:
                break
            game_id, game = record.id, record.game()
            seat = record.seats[game.current_player]
            if seat.user_id is None:
                await env.advance_time(1)  # the computer's pause, then its move
                continue
            person = people[seat.user_id]
            count.turns[person.name] += 1
            await tap(person, friends.channel.history()[-1], game.legal_takes()[0])
        count.rounds = (await bot.store.get_game(game_id)).game().round
        shown = [m for m in friends.channel.history() if m.author.bot]
        count.public = len(shown)
        count.pictures_left = sum(1 for message in shown if message.attachments)
        for message in shown:
            for user in message.mentions:
                count.pings[people[user.id].name] += 1
        for person in people.values():
            letters = person.dm_channel.history() if person.dm_channel else []
            count.dms[person.name] = sum(1 for m in letters if m.author.bot)
        for request in env.http_requests:
            parts = request.path.split("/")
            if request.method == "POST" and parts[1] == "webhooks" and len(parts) == 4:
                count.follow_ups[parts[3]] += 1
        count.tried = len(places.tried(friends))
    return count


async def tap(person, table, move: Move) -> None:
    """A move with the buttons: the source under the table, then the color, the line and
    Confirm in the private picker."""
    opened = await person.click(table, custom_id=button_id(table, "src", move.source))
    picker = opened.followups[-1] if opened.followups else opened.response
    await person.click(picker, custom_id=button_id(picker, "col", int(move.color)))
    await person.click(picker, custom_id=button_id(picker, "line", move.line))
    await person.click(picker, label="Confirm")


async def main(seed: int) -> None:
    pool = ThreadPoolExecutor(2)
    counts = []
    with tempfile.TemporaryDirectory() as folder:
        for name, people, computers, dm, variant, closed, digest in (
            ("2 people (bob by DM)", 2, 0, {1}, "classic", frozenset(), frozenset()),
            ("2 people (bob on the daily digest)", 2, 0, set(), "classic", frozenset(), {1}),
            ("2 people (bob asked for DMs, closed)", 2, 0, {1}, "classic", {1}, frozenset()),
            ("1 person + 3 computers", 1, 3, set(), "classic", frozenset(), frozenset()),
            ("2 people on the grey wall", 2, 0, set(), "grey", frozenset(), frozenset()),
            (
                "1 person + 3 computers on the grey wall",
                1,
                3,
                set(),
                "grey",
                frozenset(),
                frozenset(),
            ),
        ):
            options = ServiceOptions(
                new_game=lambda players: Game.new(players, seed),
                render=fake_png,
                pictures={"replay"},
                flush_timeout=0.5,
                thinkers=Thinkers(pool, budgets={"move": 0.01, "hint": 0.01, "review": 0.01}),
                computer_pause=0.05,
            )
            bot = AzulBot(
                db_path=Path(folder)
                / f"{people}-{computers}-{variant}-{len(closed)}-{len(digest)}.sqlite3",
                options=options,
                shard_count=1,
            )
            env = Env(bot)
            await env.start()
            try:
                with env.time_context():
                    count = await play(
                        env, bot, name, people, computers, dm, variant, closed, digest
                    )
                    counts.append(count)
            finally:
                await env.shutdown()
                await bot.release()
        counts.append(await in_group_dm(seed, pool, Path(folder)))
    pool.shutdown()
    for count in counts:
        print(count.show())


async def in_group_dm(seed: int, pool: ThreadPoolExecutor, folder: Path) -> Count:
    options = ServiceOptions(
        new_game=lambda players: Game.new(players, seed),
        render=fake_png,
        pictures={"replay"},
        flush_timeout=0.5,
        thinkers=Thinkers(pool, budgets={"move": 0.01, "hint": 0.01, "review": 0.01}),
        computer_pause=0.05,
    )
    bot = AzulBot(db_path=folder / "group-dm.sqlite3", options=options, shard_count=1)
    env = Env(bot)
    await env.start()
    try:
        with env.time_context():
            return await play_in_group_dm(env, bot, "2 people + 1 computer in a group DM")
    finally:
        await env.shutdown()
        await bot.release()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=5, help="the deal of both games")
    asyncio.run(main(parser.parse_args().seed))
