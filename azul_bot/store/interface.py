"""The store as the service sees it: one Protocol, whatever database is behind it.

Every adapter (``sqlite/``, ``postgres/``) implements exactly this and passes the
contract suite in ``tests/store``. ``docs/store-contract.md`` tells the same story in prose.

Common rules:

- Ids are Discord snowflakes (int). Times passed in (``now``, ``at``) are UNIX seconds chosen
  by the caller, so a test can drive the clock; ``created_at``/``updated_at`` are the store's.
- A *change* of a game (lobby edits, start, each move, abort) is guarded by
  ``expected_version``: ``VersionConflict`` and nothing written when the game is at another
  version or in a status that does not allow the change; otherwise the version goes up by one.
- A change may carry a ``Notice``: it joins the outbox in the same transaction, so it exists
  if and only if the change does.
- Seats are identified by position; ``Seat.user_id`` is None for a computer seat.
- A change may carry ``timers``: the game's pending timers become exactly those, in the same
  transaction, stamped with the version the change made (None: they stay as they are). A
  game that ends (finished or aborted) keeps none.
- Storage failures surface as ``StoreUnavailable`` (a message for the logs); data the caller
  got wrong (a bad seat list, a state the engine refuses) as ``ValueError``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .records import (
    CLASSIC_CODE,
    Announcement,
    GameRecord,
    GuildSettings,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    Notice,
    Outcome,
    PlayerStats,
    Seat,
    Skill,
    Timer,
    TimerSpec,
)


class Store(Protocol):
    async def close(self) -> None:
        """Release the database; closing twice is harmless, any later call is
        ``StoreUnavailable``."""
        ...

    # ------------------------------------------------------------------ lobby

    async def create_lobby(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        *,
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        variant: str = CLASSIC_CODE,
        parent_id: int | None = None,
    ) -> GameRecord:
        """A new LOBBY at version 1 with the host in seat 0, to play ``variant`` (a
        ``Variant.code``).

        ``parent_id``: ``channel_id`` is a thread of that channel. Remembered in the same
        transaction, for the thread and not only this game (the first parent named stays),
        so ``games_under`` finds this and every later game of the thread.

        ``ChannelBusy`` if the channel already has a lobby or a running game (the database
        enforces it, so two racing calls open one lobby).
        """
        ...

    async def update_lobby(
        self,
        game_id: int,
        expected_version: int,
        *,
        host_id: int,
        seats: Sequence[Seat],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
        variant: str | None = None,
    ) -> GameRecord:
        """Replace the lobby's host and seats (at most 4 distinct positions), and its
        variant when one is given."""
        ...

    async def start_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        seats: Sequence[Seat],
        state: dict[str, Any],
        notice: Notice | None = None,
        timers: Sequence[TimerSpec] | None = None,
    ) -> GameRecord:
        """The lobby becomes RUNNING with seats 0..n-1; ``state`` (checked by the engine, one
        player per seat) is also kept as the start state (``start_state()``)."""
        ...

    async def abort_game(
        self, game_id: int, expected_version: int, *, notice: Notice | None = None
    ) -> GameRecord:
        """A lobby or running game becomes ABORTED: it frees its channel and counts nowhere."""
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
    ) -> GameRecord:
        """One move of a RUNNING game, in ONE transaction: the new state, version + 1, the
        move appended to the log (as ``seat``, a position) and the notice queued.

        With ``claim_until`` (a lease's end, on the claimers' clock) the notice is stored
        already claimed by the caller, as ``claim_announcements`` would have claimed it,
        when no older notice of the game is pending; its id is then the returned record's
        ``claimed_notice``. (Saves the player waiting on the move a claim of its own.)

        With ``outcome`` the game becomes FINISHED (``state`` must be a finished game, and
        ``outcome.seats`` must be the game's seats): the results rows and every person's
        stats are written in the same transaction. ``VersionConflict`` or, when a
        ``PlayerUpdate.skill_before`` is not the stored skill, ``RatingConflict``: nothing
        written.
        """
        ...

    async def set_message_id(self, game_id: int, message_id: int | None) -> None:
        """Remember the message with the turn's buttons. Not a change: the version stays, so
        a move computed before this call still commits. ``GameNotFound``."""
        ...

    # ------------------------------------------------------------------ reading

    async def active_game(self, channel_id: int) -> GameRecord | None:
        """The LOBBY or RUNNING game of this channel, or None.

        When its state cannot be read, the game is logged and marked CORRUPT (which frees
        the channel: the next call returns None) and the record returned is the row as it
        was read, whose ``game()`` raises ``CorruptGame``.
        """
        ...

    async def games_under(self, parent_id: int, *, limit: int = 10) -> list[GameRecord]:
        """The LOBBY and RUNNING games of the threads of channel ``parent_id`` (threads
        named by ``create_lobby(parent_id=...)``), newest first (by creation, then id), at
        most ``limit`` (1 to 100, else ``ValueError``). An unreadable state is handled as
        in ``active_game``."""
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

    # ------------------------------------------------------------------ stats

    async def skills(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Skill]:
        """The stored skills of those of ``user_ids`` who have stats on this server."""
        ...

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats | None:
        """One person's stats on this server with ``rank`` their place on the rating
        leaderboard; None before their first finished game there."""
        ...

    async def leaderboard(
        self,
        guild_id: int,
        sort: LeaderboardSort = LeaderboardSort.RATING,
        page: int = 1,
        per_page: int = 10,
    ) -> LeaderboardPage:
        """One page (from 1; ``per_page`` 1 to 100, else ``ValueError``) of everyone with a
        finished game on the server, in ``sort`` order, each order ending in the user id so
        pages never overlap. A page past the end is empty."""
        ...

    # ------------------------------------------------------------------ outbox

    async def claim_announcements(
        self, now: float, *, limit: int, lease: float
    ) -> list[Announcement]:
        """Up to ``limit`` due entries in id order, at most one per game: an entry is
        eligible only as its game's oldest undelivered one, so a game's announcements post
        in order. Each returned entry is leased until ``now + lease``: no claimer gets it
        again before then, and after it (its claimer died mid-post) it is due again. Two
        concurrent claimers never get the same entry."""
        ...

    async def complete_announcement(
        self,
        announcement_id: int,
        *,
        message_id: int | None = None,
        set_message: bool = False,
    ) -> None:
        """The entry was posted: it leaves the outbox. With ``set_message`` the game's
        ``message_id`` becomes ``message_id`` in the same transaction. An entry that is no
        longer in the outbox (another claimer finished it) is left alone."""
        ...

    async def retry_announcement(self, announcement_id: int, *, at: float, error: str) -> None:
        """Posting failed: attempts + 1, due again at ``at``, ``error`` kept for the logs."""
        ...

    async def note_announcement(self, announcement_id: int, payload: dict[str, Any]) -> None:
        """What an attempt did that a retry must not do again (a direct message that went
        out before the post failed): the entry's payload becomes ``payload``. An entry no
        longer in the outbox is left alone."""
        ...

    async def drop_announcement(self, announcement_id: int, *, error: str) -> None:
        """Given up (e.g. the channel is gone): never claimed again and no longer holding
        back the game's later entries; kept with ``error`` for the logs."""
        ...

    async def pending_announcements(self, game_id: int) -> int:
        """The game's undelivered entries, claimed or not (dropped ones not counted)."""
        ...

    async def release_claims(self) -> None:
        """For a single process starting up: every claimed outbox entry and timer is due at
        once (its claimer is dead). Entries waiting for a retry keep their time."""
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

    # ------------------------------------------------------------------ timers

    async def claim_timers(self, now: float, *, limit: int, lease: float) -> list[Timer]:
        """Due timers (due_at <= now), earliest first; each claimed one is due again only at
        now + lease (a claimer that dies lets it fire after the lease). Two claimers never
        get the same timer."""
        ...

    async def complete_timer(self, timer_id: int) -> None:
        """The timer was handled: it is deleted (an unknown id is no error)."""
        ...

    async def next_timer_due(self) -> float | None:
        """When the earliest timer is due (claimed ones: at their lease's end); None: none."""
        ...

    async def timers_of(self, game_id: int) -> list[Timer]:
        """A game's pending timers, earliest first."""
        ...

    # ------------------------------------------------------------------ settings

    async def guild_settings(self, guild_id: int) -> GuildSettings | None:
        """A server's saved rules; None until an admin saved some."""
        ...

    async def save_guild_settings(self, settings: GuildSettings) -> None: ...

    async def notify_pref(self, user_id: int) -> bool:
        """Whether a person asked for a direct message when it is their turn."""
        ...

    async def set_notify_pref(self, user_id: int, on: bool) -> None: ...

    async def dms_closed_at(self, user_id: int) -> float | None:
        """When Discord last refused the person a direct message because they accept none
        from the bot (UNIX seconds); None while their DMs are not known to be closed."""
        ...

    async def set_dms_closed(self, user_id: int, at: float | None) -> None:
        """Remember that the person's DMs are closed (since ``at``), or forget it (None).
        Keeps their other preferences as they are (someone new asked for no DMs)."""
        ...

    async def confirm_pref(self, user_id: int) -> bool | None:
        """Whether a person wants the picker's Confirm step; None until they chose."""
        ...

    async def set_confirm_pref(self, user_id: int, on: bool) -> None:
        """Keeps the person's ``notify_pref`` as it is (False for someone new)."""
        ...

    async def guild_locale(self, guild_id: int) -> str | None:
        """The Discord locale a server was last seen with (``fr``, ``en-US``); None before."""
        ...

    async def set_guild_locale(self, guild_id: int, locale: str) -> None: ...

    async def user_locale(self, user_id: int) -> str | None:
        """The Discord locale of a person's latest interaction; None before their first."""
        ...

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        """Keeps the person's ``notify_pref`` as it is (False for someone new)."""
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
