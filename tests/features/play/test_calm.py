"""A calm channel and the facts at the moment, through Discord (offline, simcord): computers'
moves folded into the next person's turn, old tables trimmed, one direct message per turn,
the round and the time left, the last-round warning, rating changes, ``/azul moves``."""

from __future__ import annotations

import re
import types
from collections import Counter

import discord
import pytest

from azul_bot.engine import Game
from tests.simcord_helpers import custom_ids, said

ROUND = re.compile(r"\nRound (\d+)[ .]")
WARNING = "⚠️ **Last round**"


# Games that start some rounds before their end (a 4-player game: about two rounds).
pytestmark = [
    pytest.mark.deal(moves_left=40, seed=6),
    pytest.mark.bot(computer_pause=0.05),
    pytest.mark.thinking(budgets={"move": 0.01, "hint": 0.01, "review": 0.01}),
]


def round_of(message) -> int | None:
    """The round a turn message says, in its facts under the story (None: the final one)."""
    found = ROUND.search(message.content)
    return int(found[1]) if found else None


async def admin(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("boss"), roles=[admins])


async def with_computers(table, host, levels):
    await host.slash(table.channel, "azul new")
    for level in levels:
        await host.slash(table.channel, "azul addbot", level=level)
    await host.slash(table.channel, "azul start")


async def play_out(table, people, *, on_turn=None) -> list[tuple[int, int]]:
    """Play the game to its end: each person plays their first legal move, computers think.
    Returns (user id, round) of every person's turn, in order."""
    turns = []
    for _ in range(400):
        record = await table.record()
        if record is None:
            return turns
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.user_id is None:
            await table.env.advance_time(1)  # the computer's pause, then its move
            continue
        turns.append((seat.user_id, game.round))
        if on_turn is not None:
            await on_turn(seat.user_id)
        member = table.by_id[seat.user_id]
        await table.play_command(game.legal_moves()[0], member=member)
    raise AssertionError("the game did not end")


def tables(channel) -> list:
    """The bot's table messages in the channel: the start, each turn, the final scores."""
    return [
        m
        for m in channel.history()
        if "lobby" not in m.content.lower() and not m.content.startswith("⏳")
    ]


async def test_one_person_and_three_computers_get_one_table_per_turn_of_theirs(table):
    alice = table.members[0]
    await with_computers(table, alice, ["easy", "easy", "easy"])
    record = await table.record()
    first = Game.from_dict(await table.bot.store.start_state(record.id))
    turns = await play_out(table, [alice])
    shown = tables(table.channel)
    assert "Azul begins" in shown[0].content and "Game over — final scores" in shown[-1].content
    # The agreed count: per round, one table per turn of the person (the start counts as
    # hers when she plays first, else as its own), and the final scores once.
    per_round = Counter(round_of(m) for m in shown[:-1])
    wanted = Counter(played for _, played in turns)
    if first.current_player != 0:
        wanted[first.round] += 1  # the start, while the computers play first
    assert per_round == wanted
    assert len(shown) == len(turns) + 1 + (first.current_player != 0)
    # Each turn message pings alice only; no computer turn gets a table of its own.
    for message in shown[1:-1]:
        assert [u.id for u in message.mentions] == [alice.id]
        assert "is thinking" not in message.content
    # Old tables keep their story and lose picture and buttons: one picture in the channel.
    assert [m.id for m in shown if m.attachments] == [shown[-1].id]
    assert all(not m.components for m in shown[:-1])
    assert custom_ids(shown[-1]) and shown[-1].attachments


async def test_every_move_is_told_once_in_order(table):
    alice = table.members[0]
    await with_computers(table, alice, ["easy", "easy", "easy"])
    game_id = (await table.record()).id
    await play_out(table, [alice])
    moves = await table.bot.store.moves(game_id)
    text = "\n".join(m.content for m in tables(table.channel))
    stories = [line for line in text.split("\n") if " took " in line]
    assert len(stories) == len(moves)
    movers = [line.split(" took ")[0] for line in stories]
    names = ["alice", "Computer (easy)", "Computer 2 (easy)", "Computer 3 (easy)"]
    assert movers == [names[m.seat] for m in moves]


@pytest.mark.deal(moves_left=15, seed=6)  # a few turns of hers are enough
async def test_a_dm_player_gets_one_notice_per_turn_and_no_ping_reminders_included(table):
    boss = await admin(table)
    await boss.slash(table.channel, "azul settings", time_limit="5m")
    alice, bob = table.members[:2]
    alice_dms = table.users[0].dm_channel
    await alice.slash(table.channel, "azul notify turns", on=True)
    await alice.slash(table.channel, "azul new")
    await bob.slash(table.channel, "azul join")
    await alice.slash(table.channel, "azul addbot", level="easy")
    await alice.slash(table.channel, "azul start")
    reminded = []

    async def remind_once(user_id: int) -> None:
        if user_id == alice.id and not reminded:
            await table.env.advance_time(100.4)  # the reminder is due 100 s into the turn
            reminded.append(alice_dms.last_message)

    turns = await play_out(table, [alice, bob], on_turn=remind_once)
    hers = [t for t in turns if t[0] == alice.id]
    notices = [m for m in alice_dms.history() if m.content.startswith("It's your turn in Azul")]
    assert hers and len(notices) == len(hers)  # one per turn, however many moves between
    for notice in notices:
        assert re.search(r"\(round \d+\); your time runs out <t:\d+:R>: https://", notice.content)
        assert notice.content.endswith(f"/{table.guild.id}/{table.channel.id}")
    assert reminded and reminded[0].content.startswith("⏳ It's still your turn in Azul")
    # Never pinged in the channel, turn or reminder; the table says she was told.
    for message in table.channel.history():
        assert alice.id not in [u.id for u in message.mentions] or "Thanks for playing" in (
            message.content
        )
    assert any("alice's turn (told by direct message)" in m.content for m in tables(table.channel))


async def test_the_last_round_warning_shows_exactly_in_the_round_that_ends_the_game(table):
    alice, bob = await table.open(2)
    await play_out(table, [alice, bob])
    shown = tables(table.channel)
    final = shown[-1]
    assert "Game over — final scores" in final.content
    rounds = [round_of(m) for m in shown[:-1]]
    last = max(rounds)
    assert min(rounds) < last  # the game ran over more than one round
    warned = [round_of(m) for m in shown[:-1] if WARNING in m.content]
    assert warned and set(warned) == {last}  # in the last round, and never before
    # Once sure, it stays until the game ends.
    first_warned = next(i for i, m in enumerate(shown) if WARNING in m.content)
    assert all(WARNING in m.content for m in shown[first_warned:-1])
    assert WARNING not in final.content


async def test_the_turn_message_shows_the_round_and_the_time_left(table):
    boss = await admin(table)
    await boss.slash(table.channel, "azul settings", time_limit="5m")
    await table.open(2)
    record = await table.record()
    timers = await table.bot.store.timers_of(record.id)
    deadline = int(min(t.due_at for t in timers if t.kind == "timeout"))
    start = table.channel.last_message
    assert f"\nRound {record.game().round} · the turn's time runs out <t:{deadline}:R>." in (
        start.content
    )
    await boss.slash(table.channel, "azul settings", time_limit="off")
    await table.play_command((await table.game()).legal_moves()[0])
    assert f"\nRound {(await table.game()).round}.\n" in table.channel.last_message.content


async def test_the_final_message_shows_each_persons_rating_change(table):
    alice, bob = await table.open(2)
    await play_out(table, [alice, bob])
    final = table.channel.last_message
    assert "Game over — final scores" in final.content
    changes = re.findall(r"(📈|📉|➖) (\w+): rating (\d+) → (\d+) \(([+-]\d+)\)", final.content)
    assert sorted(name for _, name, *_ in changes) == ["alice", "bob"]
    for sign, _, before, after, moved in changes:
        assert int(after) - int(before) == int(moved) and before == "1000"
        assert sign == ("📈" if int(moved) > 0 else "📉" if int(moved) < 0 else "➖")
    board = said(await alice.slash(table.channel, "azul leaderboard", season="all"))
    winner = next(name for sign, name, *_ in changes if sign == "📈")
    assert f"1. {winner}" in board


async def test_moves_lists_the_moves_so_far_privately(table):
    alice, bob = await table.open(2)
    nothing = await alice.slash(table.channel, "azul moves")
    assert nothing.ephemeral and said(nothing) == "No move has been played in this game yet."
    for _ in range(2):
        await table.play_command((await table.game()).legal_moves()[0])
    result = await bob.slash(table.channel, "azul moves")
    assert result.ephemeral
    text = said(result)
    assert text.startswith("**Moves so far** (page 1 of 1)")
    numbered = [line for line in text.split("\n") if re.match(r"\*\*\d+\.\*\* ", line)]
    assert [line.split(" ", 1)[0] for line in numbered] == ["**1.**", "**2.**"]
    assert all(" took " in line for line in numbered)
    assert len(table.channel.history()) == len(tables(table.channel)) + 1  # nothing posted


async def test_a_new_game_opens_in_a_thread_by_default(threads_on):
    table = threads_on
    alice = table.members[0]
    result = await alice.slash(table.channel, "azul new")
    found = re.search(r"<#(\d+)>", said(result))
    assert found and any(t.id == int(found[1]) for t in table.channel.threads)
    assert await table.record() is None  # the channel itself holds no game


async def test_without_a_thread_the_game_opens_here_and_says_why(threads_on, monkeypatch):
    table = threads_on

    async def refused(*args, **kwargs):
        raise discord.Forbidden(types.SimpleNamespace(status=403, reason="Forbidden"), "no")

    monkeypatch.setattr(discord.TextChannel, "create_thread", refused)
    alice = table.members[0]
    result = await alice.slash(table.channel, "azul new")
    assert said(result).startswith("Lobby opened here: I can't open a thread in this channel")
    assert (await table.record()).host_id == alice.id
    # Asked for by name, a thread that cannot be made is refused as before.
    bob = table.members[1]
    asked = await bob.slash(table.channel, "azul new", thread=True)
    assert "Create Public Threads" in said(asked)
