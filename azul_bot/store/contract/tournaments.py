"""Tournaments: sign-up, rounds, tables and their games, drops. (Part of the ``Store``
Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ..records import (
    GameRecord,
    Notice,
    Seat,
    TimerSpec,
)
from ..tournament_records import (
    Dropped,
    RoundOpening,
    Tournament,
    TournamentEntrant,
    TournamentSpec,
    TournamentTable,
)


class TournamentStore(Protocol):
    # ------------------------------------------------------------------ tournaments
    # A tournament's guarded changes answer None (or False) when their guard found nothing to
    # change, and then wrote nothing: the service reads the tournament again to say why.

    async def tournament(self, tournament_id: int) -> Tournament | None:
        """A tournament by id; None: no such tournament."""
        ...

    async def open_tournaments(self, guild_id: int) -> list[Tournament]:
        """The server's tournaments in sign-up or running, newest first (25 at most)."""
        ...

    async def latest_tournaments(self, guild_id: int) -> list[Tournament]:
        """The server's latest tournaments, over or not, newest first (25 at most)."""
        ...

    async def tournaments_of(self, guild_id: int, user_id: int) -> list[Tournament]:
        """The server's tournaments in sign-up or running that the person entered (dropped
        or not), newest first (25 at most)."""
        ...

    async def entrants(self, tournament_id: int) -> list[TournamentEntrant]:
        """Everyone in the tournament (dropped ones too), in the order they joined."""
        ...

    async def tournament_tables(
        self, tournament_id: int, round_number: int | None = None
    ) -> list[TournamentTable]:
        """The tables of a round (None: of every round), by round then table number, each
        with its game's status and, once finished, its places and scores."""
        ...

    async def create_tournament(self, spec: TournamentSpec, *, notice: Notice) -> Tournament:
        """In ONE transaction: a tournament in sign-up (version 1, round 0), ``notice`` (its
        sign-up message) queued in its channel as an announcement of no game, its payload
        given the new tournament's id (``"tournament"``), and with a
        ``signup_until`` its ``SIGNUP_TIMER`` set then. ``ValueError`` for rules the schema
        does not take (a table of 5, a round robin at tables of 3, an empty name...)."""
        ...

    async def join_tournament(
        self, tournament_id: int, user_id: int, name: str, *, rating: float, notice: Notice
    ) -> Tournament | None:
        """The person enters the tournament with their displayed ``rating``, its version goes
        up and ``notice`` is queued in its channel; None (nothing written) when it is not in
        sign-up or they are in it already."""
        ...

    async def withdraw_from_tournament(
        self, tournament_id: int, user_id: int, *, notice: Notice
    ) -> Tournament | None:
        """The person leaves the tournament's sign-up (their entry goes), with ``notice``;
        None when it is not in sign-up or they were not in it."""
        ...

    async def note_signup_message(self, tournament_id: int, message_id: int) -> None:
        """The tournament's sign-up message is ``message_id`` (no change of the tournament)."""
        ...

    async def start_tournament(
        self,
        tournament_id: int,
        expected_version: int,
        *,
        rounds: int,
        ratings: Mapping[int, float],
        now: float,
        fired: int | None = None,
        notices: Sequence[Notice] = (),
    ) -> Tournament | None:
        """In ONE transaction, if the tournament is in sign-up at ``expected_version``: it
        runs ``rounds`` rounds from ``now``, its entrants' ratings become ``ratings`` (by user
        id), its ``SIGNUP_TIMER`` (and the timer ``fired``, if given) goes, its ``ROUND_TIMER``
        is set due at once (its act opens round 1) and ``notices`` are queued in its channel.
        None (nothing written) otherwise."""
        ...

    async def keep_signup_open(
        self, tournament_id: int, *, fired: int, notices: Sequence[Notice] = ()
    ) -> Tournament | None:
        """The sign-up's end came (timer ``fired``, which goes) with too few players: the
        sign-up stays open with no end, ``notices`` queued; None when it is not in sign-up."""
        ...

    async def cancel_tournament(
        self, tournament_id: int, *, now: float, notice: Notice
    ) -> Tournament | None:
        """The tournament is called off (its timers go, no round opens any more; games being
        played play on), with ``notice``; None when it is over already."""
        ...

    async def drop_entrant(
        self,
        tournament_id: int,
        user_id: int,
        *,
        why: Dropped,
        now: float,
        notices: Sequence[Notice] = (),
    ) -> Tournament | None:
        """A running tournament's entrant is paired no more (``why``), its version goes up,
        ``notices`` are queued; None when it is not running or they are not in it (or are
        dropped already). Their games so far still count."""
        ...

    async def come_back(self, tournament_id: int, user_id: int) -> Tournament | None:
        """An entrant of a running tournament is still in: they have shown up for its current
        round, and if a stand-in's game had dropped them (``VANISHED``) they are paired again;
        its version goes up. None when it is not running or they left or were removed."""
        ...

    async def open_round(
        self, tournament_id: int, opening: RoundOpening, *, now: float, fired: int | None = None
    ) -> bool:
        """In ONE transaction, if the tournament runs, is at the round before ``opening``'s
        at ``opening.version``, and that round has no game left to play (nor more rounds
        than it has): round ``opening.round`` opens with its tables (then one row per bye),
        its ``vanished`` entrants are dropped, the timer ``fired`` goes, and its notices are
        queued in the tournament's channel (the standings first). False (nothing written,
        the timer kept) otherwise: a round opens once, whoever tries."""
        ...

    async def finish_tournament(
        self,
        tournament_id: int,
        last_round: int,
        *,
        now: float,
        notice: Notice,
        fired: int | None = None,
    ) -> bool:
        """In ONE transaction, if the tournament runs at round ``last_round`` (its last, or
        the last that could be paired) and no game of it is left: it is finished, its timers
        go and ``notice`` (its final post) is queued. False (nothing written) otherwise."""
        ...

    async def start_table_game(
        self,
        tournament: Tournament,
        round_number: int,
        table_no: int,
        *,
        thread_id: int,
        seats: Sequence[Seat],
        state: dict[str, Any],
        notice: Notice,
        timers: Sequence[TimerSpec],
        turn_began_at: float,
    ) -> GameRecord | None:
        """In ONE transaction, if the table has no game yet: its game is stored RUNNING
        (version 1) in ``thread_id``, a thread of the tournament's channel (remembered as
        such), with ``seats`` (the table's, in its order; ``ValueError`` otherwise), the
        first ``state``, the tournament's id, wall and ratedness, its ``notice`` and
        ``timers``; the table gets the game. None (nothing written) when the table has its
        game already or is a bye. While the game runs, each move of a person's own counts as
        their showing up for the round (``TournamentEntrant.showed_up``); its end (finished or
        aborted) sets the tournament's ``ROUND_TIMER`` when it was the round's last game."""
        ...
