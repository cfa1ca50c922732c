"""What each stored notice becomes in the channel, composed when it is posted.

A notice holds facts, never a sentence: what cannot be known later (the state before a move
and the move, whose story is replayed from them; who ran out of time; why a game ended), so
the words are chosen when it is posted, in the language of whoever reads it. Who to ping and
which buttons to attach are decided at posting time from the game as it stands: only the
latest turn message pings the player to move and carries buttons, so a backlog that a crash
left behind is posted in order without pinging anyone twice or offering stale buttons.

A calm channel: a turn notice after which a computer plays is *held* (completed without a
post), and the next table message, at a person's turn or the game's end, tells every move
since; those moves are replayed from the move log, so whatever a crash interrupts, no move
goes untold. The previous table message keeps its story and loses its picture and buttons
(its picture stays if the new table's could not be drawn).

A player's own notices (their turn, a reminder) go where they asked: by direct message
(``/azul notify``, in their own language; one per turn), or else as a mention in the game's
channel, never both. A turn's direct message is sent *before* its table is posted, so the
table says the truth: "told by direct message" only when it arrived, else it pings the player
itself (one post, one ping). Whether it went out is noted on the notice, so a retry of a
post that failed sends none again. A player whose DMs Discord refuses for good (they accept
none from the bot) is remembered as such, and pinged in the channel without a try until
``/azul notify`` reaches them again.

Notices stored by the version before facts hold their text (a ``text`` key): they are posted
with that text as it is.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

from azul_bot.engine import (
    AnyMove,
    Event,
    FloorPenalty,
    Game,
    Move,
    Phase,
    RoundEnded,
    TileWalled,
    Variant,
    WallMove,
    parse_move,
)
from azul_bot.store import (
    Announcement,
    GameRecord,
    GameStatus,
    Notice,
    Outcome,
    Seat,
    Store,
    StoreError,
)

from . import deadlines, ratings
from .choices import source_choices
from .publisher import (
    COACHED,
    COMPUTER_PLAYS,
    EVERYBODY_LEFT,
    PINGED,
    RATED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
    TOO_FEW,
    WAITING,
    DmsClosed,
    DmTried,
    GameAborted,
    LobbyClosed,
    LobbyControls,
    LobbyMessage,
    LobbyStarted,
    Message,
    MessageGone,
    NextUp,
    PlaceYourTiles,
    PlacingControls,
    Post,
    Publisher,
    PublishError,
    RanOut,
    RanOutNote,
    RatingChange,
    RematchControls,
    RematchInvitation,
    Reminder,
    Resigned,
    Said,
    Told,
    TurnControls,
    TurnMessage,
    YourTurn,
)
from .seats import seat_views

Render = Callable[
    [Game, Sequence[Seat], Sequence[Event] | None, str | None], Awaitable[bytes | None]
]
"""Draws the table off the event loop, its words in a Discord locale: PNG bytes or None."""
Locale = Callable[[int], Awaitable[str | None]]
"""The Discord locale of a server's channels (by guild id) or of a person (by user id)."""

log = logging.getLogger("azul.outbox")

TOLD = "told_by_dm"
"""A notice's payload key, once its direct messages went out: the seats they reached."""


# ----------------------------------------------------------------------------- notices


def lobby_notice() -> Notice:
    return Notice("lobby", {})


def lobby_closed_notice(why: str = EVERYBODY_LEFT) -> Notice:
    """The lobby closed without a game: ``EVERYBODY_LEFT`` or ``EXPIRED``."""
    return Notice("lobby_closed", {"why": why})


def turn_notice(
    version: int,
    state: dict,
    move: Move | None,
    *,
    scores: Sequence[int] | None = None,
    ran_out: RanOut | None = None,
    rating: str | None = None,
) -> Notice:
    """A turn message for ``version``: ``state`` is the table before ``move`` (or the new
    table, for the start), so the move can be replayed, told and highlighted when it is
    posted; ``scores`` are the scores before it (a floor penalty says what it really cost).
    ``ran_out``: a stand-in made the move; ``rating``: how the game it ends counts."""
    payload: dict[str, Any] = {
        "version": version,
        "state": state,
        "move": None if move is None else str(move),
    }
    if scores is not None:
        payload["scores"] = list(scores)
    if ran_out is not None:
        payload["ran_out"] = {
            "seat": ran_out.seat,
            "level": ran_out.level,
            "for_good": ran_out.for_good,
        }
        if ran_out.placed:  # kept out otherwise: notices stored before it read the same
            payload["ran_out"]["placed"] = True
    if rating is not None:
        payload["rating"] = rating
    return Notice("turn", payload)


def with_ratings(notice: Notice, outcome: Outcome | None) -> Notice:
    """The last move's notice with how each person's displayed rating moved (a rated game's
    ``outcome``, stored with that move); any other, the notice as it is."""
    if outcome is None:
        return notice
    changes = [
        [
            seat.position,
            round(ratings.displayed_rating(seat.skill_before)),
            round(ratings.displayed_rating(seat.skill_after)),
        ]
        for seat in outcome.seats
        if seat.skill_before is not None and seat.skill_after is not None
    ]
    return Notice(notice.kind, {**notice.payload, "ratings": changes}) if changes else notice


def rating_of(record: GameRecord, seats: Sequence[Seat]) -> str:
    """How a game that ends now counts: ``RATED``, ``COACHED`` or ``TOO_FEW`` people."""
    if ratings.is_rated(record, seats):
        return RATED
    return COACHED if record.coached else TOO_FEW


def aborted_notice(why: str, *, running: bool, by: str | None = None) -> Notice:
    """The game (``running``) or lobby ended unplayed: ``BY_HOST`` (``by``: who, as they are
    called in the server) or ``NOBODY_LEFT``."""
    return Notice("aborted", {"why": why, "running": running, "by": by})


def resigned_notice(seat: int, level: str) -> Notice:
    """The player of ``seat`` left the game; a computer of ``level`` plays it on."""
    return Notice("resigned", {"seat": seat, "level": level})


def rematch_notice(invited: Sequence[int]) -> Notice:
    """A rematch's lobby, then a new message below it pinging the people ``invited``."""
    return Notice("rematch", {"invited": list(invited)})


def nonce(entry: Announcement) -> str:
    return f"azul{entry.id}"  # Discord allows 25 characters


# ----------------------------------------------------------------------------- posting


class Announcer:
    """Turns announcements into posts through the long-lived publisher."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        render: Render,
        wants_dm: Callable[[int], Awaitable[bool]],
        server_locale: Locale,
        user_locale: Locale,
        dms_closed: Callable[[int], Awaitable[None]],
    ) -> None:
        self._store = store
        self._publisher = publisher
        self._render = render
        self._wants_dm = wants_dm
        self._dms_closed = dms_closed
        self._server_locale = server_locale
        self._user_locale = user_locale

    async def deliver(self, entry: Announcement) -> None:
        record = await self._store.get_game(entry.game_id)
        if entry.kind == "turn":
            await self._turn(entry, record)
        elif entry.kind == "lobby":
            await self._lobby(entry, record)
        elif entry.kind == "lobby_closed":
            await self._lobby_closed(entry, record)
        elif entry.kind == "aborted":
            await self._aborted(entry, record)
        elif entry.kind == "rematch":
            await self._rematch(entry, record)
        elif entry.kind in ("resigned", "text"):
            message = said_or(entry.payload, lambda: resigned_message(record, entry.payload))
            await self._say(record, message, nonce=nonce(entry))
            await self._store.complete_announcement(entry.id)
        else:
            raise ValueError(f"unknown announcement kind {entry.kind!r}")

    async def _say(
        self, record: GameRecord, message: Message, *, nonce: str, mentions: Sequence[int] = ()
    ) -> int:
        """Post ``message`` in the game's channel, in the server's language."""
        locale = await self._server_locale(record.guild_id)
        post = Post(message, locale, tuple(mentions))
        return await self._publisher.post(record.channel_id, post, nonce=nonce)

    async def _lobby(self, entry: Announcement, record: GameRecord) -> None:
        if record.status != GameStatus.LOBBY:
            # Started or closed since: that change's own notice updates the message.
            await self._store.complete_announcement(entry.id)
            return
        await self._show(entry, record, await self.lobby_post(record))

    async def _rematch(self, entry: Announcement, record: GameRecord) -> None:
        """The lobby as it stands, then a new message (an edit notifies nobody) pinging the
        people invited who have not sat down yet."""
        if record.status != GameStatus.LOBBY:
            await self._store.complete_announcement(entry.id)
            return
        new_id = await post_or_edit(
            self._publisher,
            record.channel_id,
            record.message_id,
            await self.lobby_post(record),
            nonce=nonce(entry),
        )
        if new_id is not None:
            # Kept before the ping is tried: a retry then edits this lobby, never posts another.
            await self._store.set_message_id(record.id, new_id)
        seated = {seat.user_id for seat in record.seats}
        guests = tuple(user for user in entry.payload["invited"] if user not in seated)
        if guests:
            invitation = RematchInvitation(guests)
            await self._say(record, invitation, nonce=f"r{entry.id}", mentions=guests)
        await self._store.complete_announcement(entry.id)

    async def _lobby_closed(self, entry: Announcement, record: GameRecord) -> None:
        message = said_or(entry.payload, lambda: LobbyClosed(entry.payload["why"]))
        locale = await self._server_locale(record.guild_id)
        await self._show(entry, record, Post(message, locale))

    async def _show(self, entry: Announcement, record: GameRecord, post: Post) -> None:
        new_id = await post_or_edit(
            self._publisher, record.channel_id, record.message_id, post, nonce=nonce(entry)
        )
        await self._store.complete_announcement(
            entry.id, message_id=new_id, set_message=new_id is not None
        )

    async def _strip(
        self,
        record: GameRecord,
        message_id: int,
        post: Post | None = None,
        *,
        keep_picture: bool = False,
    ) -> None:
        """Take old buttons and the picture (unless ``keep_picture``) off; failing that is
        harmless (an old button answers that the table moved on), so it never holds up the
        announcement."""
        try:
            await self._publisher.strip(
                record.channel_id, message_id, post=post, keep_picture=keep_picture
            )
        except PublishError as error:
            log.info("game %s: could not strip message %s: %r", record.id, message_id, error)

    async def _aborted(self, entry: Announcement, record: GameRecord) -> None:
        if record.message_id is not None:
            await self._strip(record, record.message_id, keep_picture=True)
        payload = entry.payload
        earlier: tuple[Told, ...] = ()
        if payload.get("running") and record.state is not None:
            # Aborted while computers played: their moves are told before the end.
            earlier = await self._held_before(record, Game.from_dict(record.state))
        message = said_or(
            payload,
            lambda: GameAborted(
                payload["why"], payload["running"], payload.get("by"), earlier, seat_views(record)
            ),
        )
        await self._say(record, message, nonce=nonce(entry))
        await self._store.complete_announcement(entry.id, message_id=None, set_message=True)

    async def deliver_turn(
        self,
        entry: Announcement,
        record: GameRecord,
        game: Game,
        events: Sequence[Event] | None,
    ) -> None:
        """Post a turn notice whose table is known already (the move was just played here):
        ``record`` as the move's commit returned it, ``game`` after the move, its events."""
        await self._turn(entry, record, (game, events))

    async def _turn(
        self,
        entry: Announcement,
        record: GameRecord,
        table: tuple[Game, Sequence[Event] | None] | None = None,
    ) -> None:
        payload = entry.payload
        game, events = table or replayed(payload)
        if held(record, game, payload):
            await self._hold(entry, record, payload)
            return
        latest = record.version == payload["version"] and record.status in (
            GameStatus.RUNNING,
            GameStatus.FINISHED,
        )
        locale = await self._server_locale(record.guild_id)
        message = await self._turn_message(record, game, payload, events, latest=latest)
        image = await self._render(game, record.seats, shown_events(message), locale)
        dm = False
        if latest and game.phase is Phase.TILING:
            told = await self._tell_placers(entry, record, game) if tiling_began(payload) else ()
            post = placing_post(
                record, game, message, image, locale, ping=tiling_began(payload), told=told
            )
        else:
            dm = latest and await self._tell_turn(entry, record, game, message.deadline)
            post = turn_post(
                record, game, message, latest=latest, image=image, ping=not dm, locale=locale
            )
        previous = record.message_id
        message_id = await self._publisher.post(record.channel_id, post, nonce=nonce(entry))
        if previous is not None and previous != message_id:
            started = payload["move"] is None
            lobby = Post(LobbyStarted(), locale) if started else None
            # The old table keeps its story but loses its picture and buttons: the channel
            # reads as a list of moves with one picture, the latest, at the bottom. If the
            # new one could not be drawn, the old keeps its picture: a table stays in sight.
            await self._strip(record, previous, lobby, keep_picture=image is None)
        await self._store.complete_announcement(entry.id, message_id=message_id, set_message=True)

    async def _turn_message(
        self,
        record: GameRecord,
        game: Game,
        payload: dict,
        events: Sequence[Event] | None,
        *,
        latest: bool,
    ) -> TurnMessage:
        """The notice's story with the moves held before it, and the facts of the moment:
        the time left (the latest turn only) and whether this round ends the game."""
        return replace(
            turn_message(record, game, payload, events),
            earlier=await self._since_last_table(record, payload),
            deadline=await self._deadline(record) if latest else None,
            last_round=game.ends_this_round,
        )

    async def _hold(self, entry: Announcement, record: GameRecord, payload: dict) -> None:
        """A move after which a computer plays: nothing is posted (the next person's turn
        message, or the final one, tells it with the computers' moves, from the move log),
        but a player's time running out is said at once."""
        ran_out = payload.get("ran_out")
        if ran_out is not None:
            out = RanOut(**ran_out)
            note = RanOutNote(seat_views(record)[out.seat], out)
            await self._say(record, note, nonce=nonce(entry))
        await self._store.complete_announcement(entry.id)

    async def _since_last_table(self, record: GameRecord, payload: dict) -> tuple[Told, ...]:
        """The moves held since the last table message, before this notice's move."""
        if payload["move"] is None:
            return ()
        return await self._held_before(record, Game.from_dict(payload["state"]))

    async def _held_before(self, record: GameRecord, before: Game) -> tuple[Told, ...]:
        """The moves held (not posted) just before the table ``before``: replayed from the
        game's start and its move log, so a crash loses none."""
        if not (computer_moves(record, before) or before.phase is Phase.TILING):
            return ()  # nothing was held before: no need to read the log
        start = await self._store.start_state(record.id)
        moves = await self._store.moves(record.id)
        if start is None:
            return ()
        game = Game.from_dict(start)
        told: list[Told] = []
        # The log starts at the stored start, which need not be a game's first turn.
        for logged in moves[: before.turn - game.turn]:
            scores = tuple(board.score for board in game.players)
            move = parse_move(logged.move, player=logged.seat)
            events = tuple(game.play(move))
            told = [*told, Told(events, scores)] if folded(record, game, move) else []
        return tuple(told)

    async def _deadline(self, record: GameRecord) -> float | None:
        """When the turn's time runs out (UNIX seconds); None without a limit."""
        try:
            timers = await self._store.timers_of(record.id)
        except StoreError:
            return None  # the message goes out without it rather than not at all
        due = [
            t.due_at for t in timers if t.kind == deadlines.TIMEOUT and t.version == record.version
        ]
        return min(due) if due else None

    async def _tell_turn(
        self, entry: Announcement, record: GameRecord, game: Game, deadline: float | None
    ) -> bool:
        """Whether the person to move was told of their turn by direct message, sent before
        the table is posted (a link to the game's channel, where the table is about to
        appear; the round and the time left): the table then says so, or else pings them."""
        if game.is_over or game.current_player is None:
            return False
        position = game.current_player
        told = YourTurn(table_link(record, message=False), game.round, deadline)
        letters = {position: (told, f"d{entry.id}")}
        return position in await self._told_once(entry, record, game, letters)

    async def _tell_placers(
        self, entry: Announcement, record: GameRecord, game: Game
    ) -> tuple[int, ...]:
        """A grey round ended: each person with a choice who asked for direct messages is
        told there; returns their seats (the others are pinged by the table message)."""
        link = table_link(record, message=False)
        letters = {
            position: (PlaceYourTiles(link), f"d{entry.id}s{position}")
            for position in game.to_place
        }
        return await self._told_once(entry, record, game, letters)

    async def _told_once(
        self,
        entry: Announcement,
        record: GameRecord,
        game: Game,
        letters: dict[int, tuple[Message, str]],
    ) -> tuple[int, ...]:
        """Send each seat of ``letters`` its direct message (with its nonce) and return the
        seats it reached. They go out before the table is posted, so the seats reached are
        noted on the notice first: a retry of a post that failed reads them and sends
        nothing again (a crash between the message and the note is the nonce's to cover)."""
        if TOLD in entry.payload:
            return tuple(entry.payload[TOLD])
        told = []
        for position, (message, nonce) in letters.items():
            if await self._tell_by_dm(record, game, message, nonce=nonce, position=position):
                told.append(position)
        if told:
            await self._store.note_announcement(entry.id, {**entry.payload, TOLD: told})
        return tuple(told)

    async def remind(
        self,
        record: GameRecord,
        game: Game,
        deadline: float | None,
        *,
        timer_id: int,
        position: int | None = None,
    ) -> None:
        """Remind the player to move that it is still their turn (``deadline``: when a
        stand-in plays it, UNIX seconds; None without a time limit). It goes where their turn
        notices go: a direct message if they asked for that, else a new message pinging them
        in the game's channel (an edit notifies nobody). The timer's id keeps a retry after a
        crash from sending it twice."""
        position = game.current_player if position is None else position
        user_id = record.seats[position].user_id
        if user_id is None:
            return
        # One reminder timer may remind several players placing on a grey wall.
        tail = "" if game.current_player is not None else f"s{position}"
        by_dm = Reminder(user_id, deadline, table_link(record))
        dm_nonce = f"dt{timer_id}{tail}"
        if await self._tell_by_dm(record, game, by_dm, nonce=dm_nonce, position=position):
            return
        reminder = Reminder(user_id, deadline)
        await self._say(record, reminder, nonce=f"t{timer_id}{tail}", mentions=(user_id,))

    async def _tell_by_dm(
        self,
        record: GameRecord,
        game: Game,
        message: Message,
        *,
        nonce: str,
        position: int | None = None,
    ) -> bool:
        """Tell the player to move ``message`` by direct message, in their language, if they
        asked for those: the one place that decides where a player's notices go. False when
        they did not ask, a computer plays the seat, their DMs are known to be closed, or it
        did not arrive (a channel mention then tells them)."""
        if game.is_over:
            return False
        seat = record.seats[game.current_player if position is None else position]
        if seat.user_id is None or seat.stand_in:
            return False
        if not await self._wants_dm(seat.user_id):
            return False
        return await self.dm(seat.user_id, message, nonce=nonce) is DmTried.ARRIVED

    async def dm(self, user_id: int, message: Message, *, nonce: str) -> DmTried:
        """Send ``message`` to ``user_id`` by direct message, in their language: the one
        place that learns whether their DMs are closed. A refusal for good is remembered
        (their notices then ping them in the channel, untried, until ``/azul notify``
        reaches them); a passing failure is not."""
        post = Post(message, await self._user_locale(user_id))
        try:
            await self._publisher.dm(user_id, post, nonce=nonce)
        except DmsClosed as error:
            log.info("user %s accepts no DM (%r): pinging them from now on", user_id, error)
            await self._dms_closed(user_id)
            return DmTried.CLOSED
        except PublishError as error:
            log.info("no DM to user %s for now (%r)", user_id, error)
            return DmTried.FAILED
        return DmTried.ARRIVED

    async def lobby_post(self, record: GameRecord) -> Post:
        """The lobby message, in the server's language."""
        return lobby_post(record, await self._server_locale(record.guild_id))


def said_or(payload: dict, message: Callable[[], Message]) -> Message:
    """A notice stored before notices held facts says its stored text; any other, ``message``."""
    return Said(payload["text"]) if "text" in payload else message()


def resigned_message(record: GameRecord, payload: dict) -> Resigned:
    return Resigned(seat_views(record)[payload["seat"]], payload["level"])


def table_link(record: GameRecord, *, message: bool = True) -> str:
    """A link to the game's channel, or to its latest table message when it has one."""
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"
    if message and record.message_id is not None:
        link += f"/{record.message_id}"
    return link


def replayed(payload: dict) -> tuple[Game, Sequence[Event] | None]:
    """The table after a turn notice's move, and the move's events (to tell and highlight it)."""
    game = Game.from_dict(payload["state"])
    events = game.play(parse_move(payload["move"])) if payload["move"] else None
    return game, events


def computer_moves(record: GameRecord, game: Game) -> bool:
    """A computer seat is to move in ``game`` (a seat of the lobby's, never a stand-in: a
    computer seat stays one, so this answers the same whenever it is asked)."""
    if game.is_over or game.current_player is None:
        return False
    return record.seats[game.current_player].user_id is None


def folded(record: GameRecord, game: Game, move: AnyMove) -> bool:
    """Whether ``move`` (which led to ``game``) is told by the next table message rather
    than its own: a computer takes next, or on a grey wall a computer placed a tile while
    others still place, or a player placed one and has another line to place. The channel
    gets one table per person's turn, and per player's placements at a tiling, whatever
    computers play between; like ``computer_moves``, it answers the same whenever asked."""
    if computer_moves(record, game):
        return True
    if not (isinstance(move, WallMove) and game.phase is Phase.TILING):
        return False
    # A computer's placement, or one after which the same player places again (a person
    # does so from their private buttons, which show their next line at once).
    computer = record.seats[move.player].user_id is None
    return computer or game.pending_line(move.player) is not None


def held(record: GameRecord, game: Game, payload: dict) -> bool:
    """A turn notice posted with the next, not by itself (``folded``)."""
    if payload["move"] is None or "text" in payload:
        return False
    return folded(record, game, parse_move(payload["move"]))


def shown_events(message: TurnMessage) -> list[Event] | None:
    """What the picture highlights: the latest move, after the wall tilings of the moves
    folded in before it (their tiles are on the walls still; their takes are not)."""
    if message.events is None:
        return None
    tilings = [
        event
        for told in message.earlier
        for event in told.events
        if isinstance(event, TileWalled | FloorPenalty | RoundEnded)
    ]
    return [*tilings, *message.events]


def turn_message(
    record: GameRecord, game: Game, payload: dict, events: Sequence[Event] | None
) -> TurnMessage:
    """What a turn notice says: the move's story (or the first table), told from its facts;
    a notice stored before facts says its stored text instead."""
    ran_out = payload.get("ran_out")
    scores = payload.get("scores")
    return TurnMessage(
        seats=seat_views(record),
        game=game,
        events=None if events is None else tuple(events),
        scores_before=None if scores is None else tuple(scores),
        ran_out=None if ran_out is None else RanOut(**ran_out),
        rating=payload.get("rating"),
        said=payload.get("text"),
        ratings=tuple(RatingChange(*change) for change in payload.get("ratings", ())),
    )


def turn_post(
    record: GameRecord,
    game: Game,
    message: TurnMessage,
    *,
    latest: bool,
    image: bytes | None,
    ping: bool = True,
    locale: str | None = None,
) -> Post:
    """The table after a move: everybody is thanked at the end, the player to move is pinged
    (unless a direct message told them) and gets the source buttons, on the latest turn only."""
    if game.is_over:
        people = tuple(s.user_id for s in record.seats if s.user_id is not None)
        thanked = replace(message, thanks=people)
        return Post(thanked, locale, people, image, RematchControls(record.id))
    if not latest:
        return Post(message, locale, (), image)
    position = game.current_player
    seat = record.seats[position]
    if seat.user_id is None or seat.stand_in is not None:
        # A computer plays this seat (a stand-in took it for good): nobody to ping.
        how = COMPUTER_PLAYS if seat.user_id is None else STAND_IN_PLAYS
        return Post(replace(message, next_up=NextUp(position, how)), locale, (), image)
    controls = TurnControls(record.id, record.version, tuple(source_choices(game)))
    if not ping:
        told = replace(message, next_up=NextUp(position, TOLD_BY_DM, seat.user_id))
        return Post(told, locale, (), image, controls)
    pinged = replace(message, next_up=NextUp(position, PINGED, seat.user_id))
    return Post(pinged, locale, (seat.user_id,), image, controls)


def lobby_post(record: GameRecord, locale: str | None = None) -> Post:
    """The lobby message: who sits where, the wall it plays, and the buttons that can be
    used now."""
    host = next((s.position for s in record.seats if s.user_id == record.host_id), None)
    rules = Variant.by_code(record.variant)
    least, most = rules.min_players, rules.max_players
    return Post(
        LobbyMessage(seat_views(record), host, least, most, record.variant),
        locale,
        controls=LobbyControls(
            record.id,
            can_join=len(record.seats) < most,
            can_start=len(record.seats) >= least,
            has_computer=any(seat.computer for seat in record.seats),
            variant=record.variant,
        ),
    )


def tiling_began(payload: dict) -> bool:
    """The notice's move is the take that ended a grey round's offer (not a placement):
    the players who place are pinged once, by this notice alone."""
    move = payload.get("move")
    return move is not None and not isinstance(parse_move(move), WallMove)


def placing_post(
    record: GameRecord,
    game: Game,
    message: TurnMessage,
    image: bytes | None,
    locale: str | None,
    *,
    ping: bool,
    told: Sequence[int] = (),
) -> Post:
    """A grey round's wall tiling: the table says who still places (a computer places for
    its seat by itself), with the "Place your tile" button; each person with a choice is
    pinged when the tiling begins (``ping``) unless a direct message told them (``told``),
    and never again by the posts of the other placements."""
    waiting = []
    pinged = []
    for position in game.to_place:
        seat = record.seats[position]
        if seat.user_id is None or seat.stand_in is not None:
            how = COMPUTER_PLAYS if seat.user_id is None else STAND_IN_PLAYS
            waiting.append(NextUp(position, how))
        elif position in told:
            waiting.append(NextUp(position, TOLD_BY_DM, seat.user_id))
        else:
            waiting.append(NextUp(position, PINGED if ping else WAITING, seat.user_id))
            if ping:
                pinged.append(seat.user_id)
    controls = PlacingControls(record.id, game.round)
    return Post(replace(message, to_place=tuple(waiting)), locale, tuple(pinged), image, controls)


async def post_or_edit(
    publisher: Publisher, channel_id: int, message_id: int | None, post: Post, *, nonce: str
) -> int | None:
    """Edit ``message_id`` when it still exists, else post anew (a deleted lobby comes back
    with its buttons); returns the new message's id, None when the old one was edited."""
    if message_id is not None:
        try:
            await publisher.edit(channel_id, message_id, post)
            return None
        except MessageGone:
            log.info("message %s in channel %s was deleted; posting anew", message_id, channel_id)
    return await publisher.post(channel_id, post, nonce=nonce)
