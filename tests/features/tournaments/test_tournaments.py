"""Tournaments through Discord (offline, simcord, its clock): a sign-up message whose buttons
people press, rounds that open by themselves in threads of the channel, standings with their
picture, a drop, a stand-in finishing a vanished player's game, and the refusals.

Games start a few moves before their end (``short_games``), so a round is a few commands per
table. The larger fields (tables of 3) are played at the service level
(``test_tournament_flow.py``), where a game costs less than through Discord."""

from __future__ import annotations

import itertools

import discord
import pytest

from tests.features.results.helpers import five_games
from tests.features.tournaments import helpers as tournaments
from tests.features.tournaments.helpers import Dropped, TournamentStatus
from tests.simcord_helpers import custom_ids, said

# Stand-ins think in threads here, not in a process pool (``thinkers``).
pytestmark = pytest.mark.bot(pictures={"standings"}, computer_pause=0.05)


LIMIT = 5 * 60  # a turn's time in the tournaments that need one here


def members(table, count: int):
    """``count`` members: the table's five, then more."""
    found = list(table.members)
    for number in range(len(found), count):
        found.append(table.guild.add_member(table.env.create_user(f"player{number + 1}")))
    table.by_id.update({m.id: m for m in found})
    return found[:count]


def organizer_of(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("boss"), roles=[admins])


def signup_message(table):
    return next(
        m
        for m in reversed(list(table.channel.history()))
        if any(":tour:" in custom_id for custom_id in custom_ids(m))
    )


async def open_tournament(table, boss, players, **options):
    """``boss`` opens a tournament here; ``players`` join with the button; Start."""
    answer = await boss.slash(table.channel, "azul tournament new", name="Spring Cup", **options)
    assert "is open for sign-up" in said(answer), said(answer)
    signup = signup_message(table)
    for member in players:
        joined = await member.click(signup, label="Join")
        assert "You're in **Spring Cup**" in said(joined)
    started = await boss.click(signup_message(table), label="Start")
    assert "has started with" in said(started), said(started)
    return await tournaments.open_tournaments(table.bot.store, table.guild.id)


def thread_of(table, thread_id):
    return next(t for t in table.channel.threads if t.id == thread_id)


async def play_round(table, tournament_id: int, number: int, *, skip=()):
    """Play every game of the round through ``/azul play`` in its thread (those in ``skip``
    never move: their time runs out); returns the round's tables."""
    store = table.bot.store
    tables = await tournaments.tournament_tables(store, tournament_id, number)
    for entry in tables:
        if entry.bye:
            continue
        thread = thread_of(table, entry.thread_id)
        planned = list(table.short_games.remaining[len(entry.seats)])
        while True:
            record = await store.get_game(entry.game_id)
            if record.status != "running":
                break
            game = record.game()
            seat = record.seats[game.current_player]
            if seat.stand_in is not None:
                await table.env.advance_time(1)  # the computer's pause, then its move
                continue
            if seat.user_id in skip:
                await table.env.advance_time(LIMIT + 1)  # their time runs out
                planned = []
                continue
            move = planned.pop(0) if planned and game.check(planned[0]) is None else None
            move = move or game.legal_moves()[0]
            await table.play_command(move, member=table.by_id[seat.user_id], channel=thread)
    return tables


def posts_with(channel, text: str):
    return [m for m in channel.history() if text in m.content]


async def test_seven_players_play_a_three_round_swiss_through_discord(table):
    boss = organizer_of(table)
    players = members(table, 7)
    (made,) = await open_tournament(table, boss, players, rounds=3)
    everything = []
    for number in (1, 2, 3):
        tables = await play_round(table, made.id, number)
        assert len(tables) == 4 and sum(t.bye for t in tables) == 1
        everything += tables
        for entry in tables:
            if entry.bye:
                continue
            thread = thread_of(table, entry.thread_id)
            assert thread.name == f"Round {number} · Table {entry.table_no}"
            assert "Game over — final scores" in thread.last_message.content
            assert custom_ids(thread.last_message) == []  # no Rematch: the next round comes
    pairs = [
        frozenset(p) for t in everything if not t.bye for p in itertools.combinations(t.seats, 2)
    ]
    assert len(pairs) == len(set(pairs))  # no rematch
    assert len({t.seats[0] for t in everything if t.bye}) == 3
    # Each table's message pings its players, and only them.
    openings = posts_with(table.channel, "Your game is in the thread of this message")
    assert len(openings) == 9
    for message in openings:
        assert {u.id for u in message.mentions} <= {m.id for m in players}
        assert len(message.mentions) == 2
    # Standings after rounds 1 and 2, then the final ones with their podium, each a picture.
    standings = posts_with(table.channel, "standings after round")
    assert [m.content.split("\n")[0] for m in standings] == [
        "🏆 **Spring Cup** — standings after round 1 of 3",
        "🏆 **Spring Cup** — standings after round 2 of 3",
    ]
    (final,) = posts_with(table.channel, "is over! Final standings")
    for message in [*standings, final]:
        (picture,) = message.attachments
        assert picture.filename == "azul-standings.png" and picture.description.startswith(
            "Spring Cup"
        )
        assert not message.mentions
    assert "Its games counted for the server's ratings." in final.content
    over = await tournaments.tournament(table.bot.store, made.id)
    assert over.status is TournamentStatus.FINISHED
    # The sign-up message lost its buttons and says it is under way.
    signup = next(m for m in table.channel.history() if "— sign-up" in m.content)
    assert custom_ids(signup) == [] and "7 players:" in signup.content
    shown = await players[0].slash(table.channel, "azul tournament standings")
    assert "Final standings" in said(shown) and shown.ephemeral


async def test_four_players_play_a_round_robin_through_discord(table):
    boss = organizer_of(table)
    players = members(table, 4)
    (made,) = await open_tournament(table, boss, players, format="round_robin")
    played = []
    for number in (1, 2, 3):
        played += await play_round(table, made.id, number)
    pairs = {frozenset(p) for t in played for p in itertools.combinations(t.seats, 2)}
    assert pairs == {frozenset(p) for p in itertools.combinations([m.id for m in players], 2)}
    assert (
        await tournaments.tournament(table.bot.store, made.id)
    ).status is TournamentStatus.FINISHED


async def test_a_player_leaves_and_a_vanished_one_is_dropped_through_discord(table):
    boss = organizer_of(table)
    players = members(table, 6)
    (made,) = await open_tournament(table, boss, players, rounds=3, time_limit="5m")
    first = await tournaments.tournament_tables(table.bot.store, made.id, 1)
    leaver = table.by_id[first[0].seats[0]]
    vanished = first[1].seats[0]
    left = await leaver.slash(table.channel, "azul tournament leave")
    assert "You left **Spring Cup**" in said(left)
    thread = thread_of(table, first[0].thread_id)
    assert any("left the game" in m.content for m in thread.history())
    await play_round(table, made.id, 1, skip={vanished})
    people = {p.user_id: p for p in await tournaments.entrants(table.bot.store, made.id)}
    assert people[leaver.id].dropped is Dropped.LEFT
    assert people[vanished].dropped is Dropped.VANISHED  # a stand-in played their whole game
    second = await tournaments.tournament_tables(table.bot.store, made.id, 2)
    assert {leaver.id, vanished}.isdisjoint(u for t in second for u in t.seats)
    back = await table.by_id[vanished].slash(table.channel, "azul tournament join")
    assert "You're still in **Spring Cup**" in said(back)
    await play_round(table, made.id, 2)
    third = await tournaments.tournament_tables(table.bot.store, made.id, 3)
    assert vanished in {u for t in third for u in t.seats}
    assert leaver.id not in {u for t in third for u in t.seats}


async def test_refusals_change_nothing(table):
    alice, bob = table.members[:2]
    refused = await alice.slash(table.channel, "azul tournament new", name="Cup")
    assert "Only members who may manage the server" in said(refused)
    boss = organizer_of(table)
    bad = await boss.slash(
        table.channel, "azul tournament new", name="Cup", format="round_robin", table=3
    )
    assert said(bad) == "A round robin is played at tables of 2."
    assert await tournaments.open_tournaments(table.bot.store, table.guild.id) == []
    await boss.slash(table.channel, "azul tournament new", name="Cup")
    signup = signup_message(table)
    await bob.click(signup, label="Join")
    twice = await bob.click(signup, label="Join")
    assert said(twice) == "You're in **Cup** already."
    early = await bob.click(signup, label="Start")
    assert (
        said(early)
        == "Only the organizer of **Cup**, or someone who may manage the server, may do that."
    )
    few = await boss.click(signup, label="Start")
    assert said(few) == "1 player has joined; a start takes at least 2."
    await alice.click(signup, label="Join")
    await boss.click(signup, label="Start")
    late = await table.members[2].slash(table.channel, "azul tournament join")
    assert said(late) == "The sign-up of **Cup** is closed."
    hint = await alice.slash(
        thread_of(table, (await tournaments.tournament_tables(table.bot.store, 1, 1))[0].thread_id),
        "azul hint",
    )
    assert said(hint) == "A tournament's games are played without hints."


async def test_an_organizers_role_may_run_tournaments(table):
    boss = organizer_of(table)
    runners = table.guild.create_role("Tournament runners")
    carol = table.guild.add_member(table.env.create_user("carol2"), roles=[runners])
    shown = await boss.slash(table.channel, "azul settings", organizers=runners)
    assert f"• Tournaments: run by those who manage the server and by <@&{runners.id}>" in said(
        shown
    )
    made = await carol.slash(table.channel, "azul tournament new", name="Carol's Cup")
    assert "is open for sign-up" in said(made)


async def test_the_rules_are_said_in_each_language(table, locales):
    alice = table.members[0]
    locales.users[alice.id] = "fr"
    rules = await alice.slash(table.channel, "azul tournament rules")
    assert said(rules).startswith("**Les tournois d'Azul**")
    assert "Buchholz" in said(rules)


async def test_a_player_below_the_tournaments_minimum_is_refused_at_the_sign_up(table):
    alice, bob = table.members[:2]
    await five_games(table, alice, bob, resigns=bob)  # bob finished 4 of 5: 80%
    boss = organizer_of(table)
    await boss.slash(table.channel, "azul tournament new", name="Cup", min_finished=90)
    signup = signup_message(table)
    assert "for players who finish 90% of their games" in signup.content
    refused = await bob.click(signup, label="Join")
    assert said(refused) == (
        "This tournament asks for players who finished at least 90% of their games; you"
        " finished 80% of your last 5. Nothing was changed."
    )
    assert await tournaments.entrants(table.bot.store, 1) == []
    joined = await alice.click(signup, label="Join")
    assert said(joined) == "You're in **Cup** (1 player so far)."
    assert "bob" not in signup_message(table).content
