"""What a tournament's posts and answers say: facts, never a sentence (the words are made in
the reader's language).

Names are made safe for chat text (``names.safe_name``); ``drawn`` names are as people typed
them, for the standings picture, which draws them itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core import Controls, Message


@dataclass(frozen=True)
class TournamentRules:
    """A tournament's rules as its posts say them. ``rounds`` None: fixed at the start; the
    time limit in seconds, the least share of finished games in percent (None: none)."""

    format: str
    rounds: int | None
    table_size: int
    variant: str
    time_limit: float | None
    min_finished: int | None
    rated: bool


@dataclass(frozen=True)
class SignupMessage(Message):
    """A tournament's sign-up: its name and organizer (a user id, named not pinged), its
    rules, who has entered (safe names, in the order they joined), the least that can start
    it, and when it closes (``until``, UNIX seconds; None: when the organizer starts it).
    ``closed``: the sign-up is over (``running``, ``finished`` or ``cancelled``)."""

    name: str
    organizer_id: int
    rules: TournamentRules
    entrants: tuple[str, ...]
    least: int
    until: float | None = None
    closed: str | None = None


@dataclass(frozen=True)
class SignupControls(Controls):
    """Join and Leave under a sign-up message, and Start for its organizer."""

    tournament_id: int


@dataclass(frozen=True)
class TooFewPlayers(Message):
    """The sign-up's end came with ``entrants`` of the ``least`` needed: the organizer (a
    user id, pinged) is told it stays open until they start it."""

    name: str
    organizer_id: int
    entrants: int
    least: int


@dataclass(frozen=True)
class TableOpened(Message):
    """A table of a round opens in a thread of its own: the tournament's ``name``, the
    ``round`` of ``rounds`` and the table's number, and its players (user ids, pinged)."""

    name: str
    round: int
    rounds: int
    table_no: int
    players: tuple[int, ...]


@dataclass(frozen=True)
class StandingLine:
    """One player's line of the standings; ``drawn``: the name as typed, for the picture."""

    rank: int
    name: str
    drawn: str
    points: float
    buchholz: float
    score: int
    wins: int
    draws: int
    losses: int
    places: tuple[int, int, int, int]
    byes: int = 0
    playing: int = 0
    bye: bool = False
    dropped: bool = False


@dataclass(frozen=True)
class TournamentStandings(Message):
    """A tournament's standings after round ``after`` of ``rounds`` (0: none played yet),
    at tables of ``table_size``: every player's ``lines`` in order. ``final``: the tournament
    is over (the post shows its podium and says whether its games counted for the
    ratings, ``rated``); otherwise ``next_round`` is the round just paired (None: none yet),
    with ``tables`` tables and who sits it out (``byes``: safe names)."""

    name: str
    after: int
    rounds: int
    table_size: int
    lines: tuple[StandingLine, ...]
    final: bool = False
    rated: bool = True
    next_round: int | None = None
    tables: int = 0
    byes: tuple[str, ...] = ()
    drawn: str = ""
    """The tournament's name as typed, for the picture."""


@dataclass(frozen=True)
class TournamentCancelled(Message):
    """The organizer called the tournament off after ``after`` rounds."""

    name: str
    after: int
