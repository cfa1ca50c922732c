"""Which games wait on a person, what their digest stores, and how it reads in each language:
their own seat to move (not one a stand-in took), the nearest deadline first, at most
``LISTED`` games and how many more, opponents named (computers by their level)."""

from __future__ import annotations

import pytest

from azul_bot.core.db import GameRecord, GameStatus, Seat
from azul_bot.core.delivery.ports import Post
from azul_bot.core.words import LANGUAGES
from azul_bot.core.words.channel import compose
from azul_bot.engine import Game
from azul_bot.features.digest import DailyDigest
from azul_bot.features.digest.waiting import LISTED, decode, encode, waiting_seat

ME = 7


def running(game_id: int, seats: list[Seat], guild: int = 1) -> GameRecord:
    game = Game.new(len(seats), 3)
    return GameRecord(
        game_id, guild, 100 + game_id, seats[0].user_id or ME, GameStatus.RUNNING, 5,
        tuple(seats), game.to_dict(), None, 0.0, 0.0,
    )  # fmt: skip


def link(game_id: int) -> str:
    """The link the digest is given for ``table_of(game_id)``'s place."""
    return f"https://discord.com/channels/1/{100 + game_id}"


FIRST = Game.new(3, 3).current_player
"""The seat to move in these games."""


def table_of(game_id: int, *, me_first: bool, stand_in: str | None = None) -> GameRecord:
    """A game of ME with ann and a computer: ME's seat is the one to move when ``me_first``."""
    mine = FIRST if me_first else (FIRST + 1) % 3
    others = iter([Seat(0, 8, "ann"), Seat(0, None, "cpu", "hard")])
    seats = [
        Seat(p, ME, "me", stand_in=stand_in) if p == mine else _at(next(others), p)
        for p in range(3)
    ]
    return running(game_id, seats)


def _at(seat: Seat, position: int) -> Seat:
    return Seat(position, seat.user_id, seat.name, seat.computer)


def test_a_game_waits_on_the_seat_its_person_plays_and_may_move():
    assert waiting_seat(table_of(1, me_first=True), ME) == FIRST
    assert waiting_seat(table_of(2, me_first=False), ME) is None
    assert waiting_seat(table_of(3, me_first=True, stand_in="normal"), ME) is None
    assert waiting_seat(table_of(4, me_first=True), 99) is None


def test_the_digest_lists_the_nearest_deadline_first_and_counts_the_rest():
    games = [
        (table_of(i, me_first=True), FIRST, None if i % 3 == 0 else 1000.0 - i, link(i))
        for i in range(20)
    ]
    payload = encode("2025-03-30", games)
    listed = payload["games"]
    assert payload["day"] == "2025-03-30" and len(listed) == LISTED
    assert payload["more"] == 20 - LISTED
    deadlines = [game["deadline"] for game in listed]
    timed = [d for d in deadlines if d is not None]
    assert timed == sorted(timed) and deadlines[: len(timed)] == timed  # no limit: last
    digest = decode(payload)
    assert isinstance(digest, DailyDigest) and digest.more == 20 - LISTED
    assert digest.games[0].link == "https://discord.com/channels/1/119"
    with pytest.raises(ValueError):
        decode({"games": [{"link": 1}]})


SAID = {
    "en": (
        "📬 3 games of Azul are waiting on you:",
        "• https://discord.com/channels/1/101 against ann and Computer (hard) · your time"
        " runs out <t:1743350400:R>",
        "• https://discord.com/channels/1/102 against ann and Computer (hard) · no time limit",
        "…and one more.",
    ),
    "fr": (
        "📬 3 parties d'Azul vous attendent :",
        "• https://discord.com/channels/1/101 contre ann et Ordinateur (difficile) · votre"
        " temps s'écoule <t:1743350400:R>",
        "• https://discord.com/channels/1/102 contre ann et Ordinateur (difficile) · sans"
        " limite de temps",
        "…et une autre.",
    ),
    "nl": (
        "📬 Er wachten 3 spellen Azul op je:",
        "• https://discord.com/channels/1/101 tegen ann en Computer (moeilijk) · je tijd loopt"
        " af <t:1743350400:R>",
        "• https://discord.com/channels/1/102 tegen ann en Computer (moeilijk) · geen tijdslimiet",
        "…en nog één.",
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_digest_reads_in_each_language(language):
    games = [
        (table_of(1, me_first=True), FIRST, 1743350400.0, link(1)),
        (table_of(2, me_first=True), FIRST, None, link(2)),
    ]
    payload = encode("2025-03-30", games)
    payload["more"] = 1
    lines = compose(Post(decode(payload), language)).split("\n")
    assert tuple(lines[:4]) == SAID[language]
    assert "/azul" in lines[4] and len(lines) == 5
