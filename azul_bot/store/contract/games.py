"""A game's life: its lobby, its start, its moves, its end, and reading it back. (Part of the
``Store`` Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ..records import (
    GameRecord,
    GameSteps,
    MoveRecord,
    Notice,
    Outcome,
    Seat,
    TimerSpec,
)


class GameStore(Protocol):
    # ------------------------------------------------------------------ lobby

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        state: dict[str, Any],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        turn_began_at: float | None = None,
    ) -> GameRecord:
        """The lobby becomes RUNNING with seats 0..n-1; ``state`` (checked by the engine, one
        player per seat) is also kept as the start state (``start_state()``).
        ``turn_began_at``: when the first turn came (the record's ``turn_began_at``)."""
        ...

    async def abort_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        notice: Notice | None = None,
        steps: GameSteps | None = None,
    ) -> GameRecord:
        """A lobby or running game becomes ABORTED: it frees its channel and counts nowhere.
        ``steps``: those of their ``end`` (``GameSteps``) run in the same transaction (None:
        none)."""
        ...

    # ------------------------------------------------------------------ turns

    async def commit_move(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        move: str,
        state: dict[str, Any],
        outcome: Outcome | None = None,
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        seats: Sequence[Seat] | None = None,
        claim_until: float | None = None,
        turn_seconds: float | None = None,
        turn_began_at: float | None = None,
        steps: GameSteps | None = None,
        by_stand_in: bool = False,
        now: float | None = None,
    ) -> GameRecord:
        """One move of a RUNNING game, in ONE transaction: the new state, version + 1, the
        move appended to the log (as ``seat``, a position; ``by_stand_in``: a computer made it
        for the seat's person, kept on the move, ``MoveRecord.by_stand_in``) and the notice
        queued.

        ``turn_seconds``: the move was its person's own and the turn took them that long (0
        or more, else ``ValueError``, as for a computer's seat): kept among their latest
        turns on the server (``reliabilities``). ``turn_began_at``: the next turn came now
        (the record's ``turn_began_at``; None keeps it, as a grey wall's tiling goes on).

        With ``claim_until`` (a lease's end, on the claimers' clock) the notice is stored
        already claimed by the caller, as ``claim_announcements`` would have claimed it,
        when no older notice of the game is pending; its id is then the returned record's
        ``claimed_notice``. (Saves the player waiting on the move a claim of its own.)

        With ``outcome`` the game becomes FINISHED (``state`` must be a finished game, and
        ``outcome.seats`` must be the game's seats): the results rows and every person's
        stats are written in the same transaction. ``VersionConflict`` or, when a
        ``PlayerUpdate.skill_before`` is not the stored skill, ``RatingConflict``: nothing
        written. With ``outcome.season`` the game also counts in that season of the server
        and each person's ``season_skill_after`` is written (the same check on their
        ``season_skill_before``); ``SeasonConflict`` when that season is not open any more.

        ``steps`` (``GameSteps``): those of their ``own_move`` run after a timed move of a
        person's own, those of their ``end`` with an ``outcome``, in the same transaction
        (None: none).

        ``now``: when the move was made, on the caller's clock (the service's: a test's
        controllable clock too); it stamps the move, the game's change and, with an
        ``outcome``, the game's end (the results' ``finished_at``, the season's count). None:
        the wall clock.
        """
        ...

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """Remember the message with the turn's buttons. Not a change: the version stays, so
        a move computed before this call still commits. ``GameNotFound``."""
        ...

    # ------------------------------------------------------------------ reading

    async def active_game(
        self, channel_id: int, *, known: GameRecord | None = None
    ) -> GameRecord | None:
        """The LOBBY or RUNNING game of this channel, or None. ``known``: the record of a
        running game whose state the caller holds; while the game is still at its version,
        its state is not read again (the record returned shares ``known``'s game).

        When its state cannot be read, the game is logged and marked CORRUPT (which frees
        the channel: the next call returns None) and the record returned is the row as it
        was read, whose ``game()`` raises ``CorruptGame``.
        """
        ...

    async def games_under(self, parent_id: int, *, limit: int = 10) -> list[GameRecord]:
        """The LOBBY and RUNNING games of the threads of channel ``parent_id`` (threads
        named by the lobby's ``create_lobby(parent_id=...)``), newest first (by creation,
        then id), at most ``limit`` (1 to 100, else ``ValueError``). An unreadable state is
        handled as in ``active_game``."""
        ...

    async def get_game(self, game_id: int) -> GameRecord:
        """``GameNotFound``; an unreadable state is handled as in ``active_game``."""
        ...

    async def count_running(self) -> int:
        """How many games are RUNNING (for start-up; no state is read)."""
        ...

    async def moves(self, game_id: int) -> list[MoveRecord]:
        """The game's move log in order (seq 1, 2, ...); ``GameNotFound``."""
        ...

    async def last_move(self, game_id: int) -> MoveRecord | None:
        """The game's latest move, None before the first; ``GameNotFound``."""
        ...

    async def start_state(self, game_id: int) -> dict[str, Any] | None:
        """The state stored by ``start_game`` (replays begin here); None for a game that
        never started. ``GameNotFound``; ``CorruptGame`` (the game is not marked: its current
        state may be fine) when the stored text is not JSON."""
        ...

    # ------------------------------------------------------------------ running games

    async def replace_seats(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
    ) -> GameRecord:
        """A running game's seats change (a stand-in takes one over); a change: version + 1."""
        ...

    async def mark_coached(self, game_id: int) -> None:
        """A hint was used: the game changes no ratings. Not a change (the version stays)."""
        ...

    # ------------------------------------------------------------------ looking back

    async def running_games_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The RUNNING games of this server where the person holds a seat, latest first."""
        ...

    async def finished_games(
        self, guild_id: int, *, user_id: int | None = None, page: int = 1, per_page: int = 10
    ) -> tuple[list[GameRecord], int]:
        """One page of the server's FINISHED games (of one person, if given), latest first,
        and how many there are in all."""
        ...
