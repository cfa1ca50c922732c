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

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from .records import (
    CLASSIC_CODE,
    Announcement,
    Away,
    Digest,
    GameRecord,
    GuildSettings,
    LeaderboardPage,
    LeaderboardSort,
    MoveRecord,
    Notice,
    Outcome,
    PausedTurn,
    PlayerStats,
    Reliability,
    Retime,
    Season,
    SeasonPage,
    SeasonPlayer,
    SeasonStart,
    Seat,
    Skill,
    Timer,
    TimerSpec,
)
from .tournament_records import (
    Dropped,
    RoundOpening,
    Tournament,
    TournamentEntrant,
    TournamentSpec,
    TournamentTable,
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
        min_finished: int | None = None,
    ) -> GameRecord:
        """A new LOBBY at version 1 with the host in seat 0, to play ``variant`` (a
        ``Variant.code``).

        ``min_finished``: the least share of finished games (a percent, 1 to 100, else
        ``ValueError``) the lobby asks of who joins; kept as the record's ``min_finished``.

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
        turn_began_at: float | None = None,
    ) -> GameRecord:
        """The lobby becomes RUNNING with seats 0..n-1; ``state`` (checked by the engine, one
        player per seat) is also kept as the start state (``start_state()``).
        ``turn_began_at``: when the first turn came (the record's ``turn_began_at``)."""
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
        turn_seconds: float | None = None,
        turn_began_at: float | None = None,
    ) -> GameRecord:
        """One move of a RUNNING game, in ONE transaction: the new state, version + 1, the
        move appended to the log (as ``seat``, a position) and the notice queued.

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

    async def reliabilities(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Reliability]:
        """How each of ``user_ids`` finishes their games on this server, by user id (everyone
        asked is in it; someone new has no games and no turns): of their latest
        ``RECENT_GAMES`` counted results (a seat's ``SeatResult.abandoned`` not None), how
        many they finished, and the median of their latest ``RECENT_TURNS`` turn times. A
        range of an index per person: as fast with millions of results stored."""
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

    # ------------------------------------------------------------------ seasons

    async def season(self, guild_id: int, number: int | None = None) -> Season | None:
        """Season ``number`` of the server; without a number its latest (the open one, or
        else the last closed). None: no such season (a server's first opens with
        ``open_season``)."""
        ...

    async def open_season(self, guild_id: int, start: SeasonStart, *, timer: str) -> Season:
        """The server's open season. When it has none, the next (number 1, or one after its
        latest) opens with ``start``'s bounds and the server's club timer ``timer`` is set at
        its end, in one transaction; two callers racing open one season."""
        ...

    async def season_skills(
        self, guild_id: int, number: int, user_ids: Sequence[int]
    ) -> dict[int, Skill]:
        """The skills in season ``number`` of those of ``user_ids`` who played in it (a
        finished game's ``Outcome.season`` writes them, as ``skills`` are written)."""
        ...

    async def season_ladder(
        self, guild_id: int, number: int, page: int = 1, per_page: int = 10
    ) -> SeasonPage | None:
        """One page (from 1; ``per_page`` 1 to 100, else ``ValueError``) of the people the
        season ranks (``RANKED_GAMES`` rated games in it or more), best rating first (then by
        user id), read with the season in one snapshot; a page past the end is empty. None:
        the server has no such season. A range of one index, whatever is stored."""
        ...

    async def most_active(self, guild_id: int, number: int) -> SeasonPlayer | None:
        """Who finished the most games in the season (of equals, the smallest user id),
        ranked or not; None: nobody finished one."""
        ...

    async def roll_season(
        self,
        guild_id: int,
        number: int,
        now: float,
        *,
        fired: int,
        following: SeasonStart | None,
        timer: str,
        channel_id: int | None = None,
        notice: Notice | None = None,
    ) -> Season | None:
        """The season's end, in ONE transaction, when season ``number`` is open and ends by
        ``now``: it is closed at ``now``, each ranked person's place frozen
        (``SeasonPlayer.rank``), the timer ``fired`` (the one handling this) deleted, the next
        season (``number + 1``, with ``following``'s bounds) opened with its ``timer`` set at
        its end, unless ``following`` is None, and ``notice`` queued (an announcement of no
        game) for ``channel_id`` if both are given. Returns the season as it closed.

        Otherwise nothing of that is written and it returns None: the season is closed
        already (a roll that ran before a crash), or is not the server's open one; one that
        is open but ends after ``now`` (its timer came early) gets its ``timer`` set again at
        its end, in place of ``fired``."""
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

    async def set_club_timer(
        self,
        kind: str,
        due_at: float,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> None:
        """The club's timer of ``kind`` for a server or a person (a timer of no game, e.g. a
        season's end or a daily digest), or for a server's tournament (``guild_id`` and
        ``tournament_id``), is due at ``due_at``: set, or moved if it was set (at most one
        per kind and owner). ``ValueError`` without an owner. Claimed and completed like a
        game's; its ``Timer`` has ``game_id`` None."""
        ...

    async def drop_club_timer(
        self,
        kind: str,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> None:
        """The club's timer of ``kind`` for that owner is gone (there was none: no error)."""
        ...

    async def club_timer_due(
        self,
        kind: str,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> float | None:
        """When the club's timer of ``kind`` for that owner is due; None: none is set."""
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

    # ------------------------------------------------------------------ the daily digest

    async def digest(self, user_id: int) -> Digest | None:
        """The person's daily digest: its time and zone (``at`` None while it is off, the
        zone kept) and the local date it was last sent; None before they ever set one."""
        ...

    async def set_digest(self, user_id: int, *, at: int, zone: str, due_at: float) -> None:
        """In ONE transaction: the person's digest comes at ``at`` minutes after midnight in
        ``zone``; their turn DMs are off (``notify_pref`` False: one way of being told at a
        time); its timer (the club's ``digest`` timer of ``user_id``) is a NEW row due at
        ``due_at``, replacing any (a fired one's late completion then deletes nothing of it).
        ``ValueError`` for a minute outside the day or no zone."""
        ...

    async def stop_digest(self, user_id: int) -> None:
        """The digest off and its timer gone (none: no error); the zone and the date last
        sent are kept, and so is ``notify_pref``."""
        ...

    async def running_games_anywhere(self, user_id: int) -> list[GameRecord]:
        """The RUNNING games of every server where the person holds a seat (whoever is to
        move: the service tells), the longest unchanged first."""
        ...

    async def send_digest(
        self,
        user_id: int,
        day: str,
        *,
        timer_id: int,
        next_due: float,
        notice: Notice | None = None,
    ) -> bool:
        """The digest of the local date ``day`` (``YYYY-MM-DD``), once, in ONE transaction:
        the fired timer ``timer_id`` is deleted; if it was still there and the digest is on,
        ``day`` is marked sent unless it (or a later date) already was, the next timer is
        set at ``next_due`` (a new row), and, when ``day`` was marked now, ``notice`` (if
        any) is queued as a direct message to the person (an ``Announcement`` of no game,
        ``channel_id`` the person). True when ``day`` was marked now. A timer that was
        replaced or completed meanwhile changes nothing (False)."""
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

    # ------------------------------------------------------------------ time away

    async def away_of(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Away]:
        """The time away on this server of those of ``user_ids`` who have one stored, by
        user id (one past its ``until`` too, until it is replaced or cleared)."""
        ...

    async def away_used(self, guild_id: int, user_id: int, season: float) -> float:
        """The seconds of time away the person took on this server from the allowance of
        the season that starts at ``season`` (0 before any)."""
        ...

    async def paused_turns(self, game_id: int) -> list[PausedTurn]:
        """What the game's turns paused by time away had left, by seat (``Retime.paused``)."""
        ...

    async def lobbies_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The LOBBY games of this server where the person holds a seat, oldest first."""
        ...

    async def set_away(
        self,
        guild_id: int,
        user_id: int,
        away: Away | None,
        *,
        used: Mapping[float, float] | None = None,
        games: Sequence[Retime] = (),
    ) -> None:
        """In ONE transaction: the person's time away on this server becomes ``away``
        (replacing one stored; None: they are back, it goes), the seconds of ``used`` are
        added to what they took from each season's allowance (by the season's start; a
        negative number gives days back), and ``games`` are retimed as in ``retime``."""
        ...

    async def retime(self, games: Sequence[Retime]) -> None:
        """In ONE transaction, each game still open (LOBBY or RUNNING) at its ``version``
        gets its ``Retime``; the version stays (it is no change of the game), and a game
        that moved on since, or ended, is left alone."""
        ...

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
