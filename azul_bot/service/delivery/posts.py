"""What each notice becomes in the channel: its message and its post, made by pure functions
from the notice and the game as it stands when it is posted.

Who to ping and which buttons to attach are decided here, from the game as it stands: only
the latest turn message pings the player to move and carries buttons, so a backlog that a
crash left behind is posted in order without pinging anyone twice or offering stale buttons.
A player told by direct message is named, not pinged (one post, one ping at most).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace

from azul_bot.engine import (
    Event,
    FloorPenalty,
    Game,
    RoundEnded,
    TileWalled,
    Variant,
    WallMove,
)
from azul_bot.store import GameRecord

from ..play.choices import source_choices
from ..seats import seat_views
from .messages import (
    AWAY,
    COMPUTER_PLAYS,
    IN_DIGEST,
    PINGED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
    WAITING,
    GameAborted,
    LobbyClosed,
    LobbyMessage,
    Message,
    NextUp,
    Resigned,
    Said,
    Told,
    TurnMessage,
)
from .notices import AbortedNotice, LobbyClosedNotice, ResignedNotice, SaidNotice, TurnNotice
from .ports import LobbyControls, PlacingControls, Post, RematchControls, TurnControls


def table_link(record: GameRecord, *, message: bool = True) -> str:
    """A link to the game's channel, or to its latest table message when it has one."""
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"
    if message and record.message_id is not None:
        link += f"/{record.message_id}"
    return link


# ----------------------------------------------------------------------------- messages


def closed_message(notice: LobbyClosedNotice | SaidNotice) -> Message:
    """A closed lobby's message (an older version's notice: its own text)."""
    return Said(notice.text) if isinstance(notice, SaidNotice) else LobbyClosed(notice.why)


def resigned_message(record: GameRecord, notice: ResignedNotice | SaidNotice) -> Message:
    """Who left the game and which computer plays on (an older version's: its own text)."""
    if isinstance(notice, SaidNotice):
        return Said(notice.text)
    return Resigned(seat_views(record)[notice.seat], notice.level)


def aborted_message(
    record: GameRecord, notice: AbortedNotice | SaidNotice, earlier: tuple[Told, ...]
) -> Message:
    """Why the game ended unplayed, after the moves played since its last table
    (``earlier``); an older version's notice says its own text."""
    if isinstance(notice, SaidNotice):
        return Said(notice.text)
    return GameAborted(notice.why, notice.running, notice.by, earlier, seat_views(record))


def replayed(notice: TurnNotice) -> tuple[Game, Sequence[Event] | None]:
    """The table after a turn notice's move, and the move's events (to tell and highlight it)."""
    game = Game.from_dict(notice.state)
    events = game.play(notice.move) if notice.move is not None else None
    return game, events


def turn_message(
    record: GameRecord, game: Game, notice: TurnNotice, events: Sequence[Event] | None
) -> TurnMessage:
    """What a turn notice says: the move's story (or the first table), told from its facts;
    a notice stored before facts says its stored text instead."""
    return TurnMessage(
        seats=seat_views(record),
        game=game,
        events=None if events is None else tuple(events),
        scores_before=notice.scores,
        ran_out=notice.ran_out,
        rating=notice.rating,
        said=notice.said,
        ratings=notice.ratings,
    )


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


def tiling_began(notice: TurnNotice) -> bool:
    """The notice's move is the take that ended a grey round's offer (not a placement):
    the players who place are pinged once, by this notice alone."""
    return notice.move is not None and not isinstance(notice.move, WallMove)


# ----------------------------------------------------------------------------- posts


def turn_post(
    record: GameRecord,
    game: Game,
    message: TurnMessage,
    *,
    latest: bool,
    image: bytes | None,
    ping: bool = True,
    locale: str | None = None,
    away: Mapping[int, float] | None = None,
    digest: Collection[int] = (),
) -> Post:
    """The table after a move: everybody is thanked at the end, the player to move is pinged
    (unless a direct message told them, they are ``away``: seats with when they are back,
    or their seat is among those told once a day by their ``digest``) and gets the source
    buttons, on the latest turn only."""
    if game.is_over:
        people = tuple(s.user_id for s in record.seats if s.user_id is not None)
        thanked = replace(message, thanks=people)
        # A tournament's next game is its next round's, not a rematch.
        rematch = RematchControls(record.id) if record.tournament_id is None else None
        return Post(thanked, locale, people, image, rematch)
    if not latest:
        return Post(message, locale, (), image)
    position = game.current_player
    seat = record.seats[position]
    if seat.user_id is None or seat.stand_in is not None:
        # A computer plays this seat (a stand-in took it for good): nobody to ping.
        how = COMPUTER_PLAYS if seat.user_id is None else STAND_IN_PLAYS
        return Post(replace(message, next_up=NextUp(position, how)), locale, (), image)
    controls = TurnControls(record.id, record.version, tuple(source_choices(game)))
    if away and position in away:  # their turn waits for them; nobody is pinged
        waits = NextUp(position, AWAY, seat.user_id, away[position])
        return Post(replace(message, next_up=waits), locale, (), image, controls)
    if position in digest:  # their daily digest tells them: named, not pinged
        named = replace(message, next_up=NextUp(position, IN_DIGEST, seat.user_id))
        return Post(named, locale, (), image, controls)
    if not ping:
        told = replace(message, next_up=NextUp(position, TOLD_BY_DM, seat.user_id))
        return Post(told, locale, (), image, controls)
    pinged = replace(message, next_up=NextUp(position, PINGED, seat.user_id))
    return Post(pinged, locale, (seat.user_id,), image, controls)


def lobby_post(
    record: GameRecord,
    locale: str | None = None,
    away: Mapping[int, float] | None = None,
    finished: Mapping[int, int] | None = None,
) -> Post:
    """The lobby message: who sits where (and who is ``away``: user ids with when they are
    back; the share of their games each person ``finished``: user ids with a percent), the
    least share a person needs to join, the wall it plays, and the buttons that can be used
    now."""
    host = next((s.position for s in record.seats if s.user_id == record.host_id), None)
    rules = Variant.by_code(record.variant)
    least, most = rules.min_players, rules.max_players
    return Post(
        LobbyMessage(
            seat_views(record),
            host,
            least,
            most,
            record.variant,
            away=_away_seats(record, away),
            finished=_finished_seats(record, finished),
            min_finished=record.min_finished,
        ),
        locale,
        controls=LobbyControls(
            record.id,
            can_join=len(record.seats) < most,
            can_start=len(record.seats) >= least,
            has_computer=any(seat.computer for seat in record.seats),
            variant=record.variant,
        ),
    )


def placing_post(
    record: GameRecord,
    game: Game,
    message: TurnMessage,
    image: bytes | None,
    locale: str | None,
    *,
    ping: bool,
    told: Sequence[int] = (),
    away: Mapping[int, float] | None = None,
    digest: Collection[int] = (),
) -> Post:
    """A grey round's wall tiling: the table says who still places (a computer places for
    its seat by itself), with the "Place your tile" button; each person with a choice is
    pinged when the tiling begins (``ping``) unless a direct message told them (``told``),
    they are ``away`` (seats with when they are back) or their ``digest`` tells them, and
    never again by the posts of the other placements."""
    away = away or {}
    waiting = []
    pinged = []
    for position in game.to_place:
        seat = record.seats[position]
        if seat.user_id is None or seat.stand_in is not None:
            how = COMPUTER_PLAYS if seat.user_id is None else STAND_IN_PLAYS
            waiting.append(NextUp(position, how))
        elif position in away:
            waiting.append(NextUp(position, AWAY, seat.user_id, away[position]))
        elif position in told:
            waiting.append(NextUp(position, TOLD_BY_DM, seat.user_id))
        elif position in digest:
            waiting.append(NextUp(position, IN_DIGEST, seat.user_id))
        else:
            waiting.append(NextUp(position, PINGED if ping else WAITING, seat.user_id))
            if ping:
                pinged.append(seat.user_id)
    controls = PlacingControls(record.id, game.round)
    return Post(replace(message, to_place=tuple(waiting)), locale, tuple(pinged), image, controls)


def _finished_seats(
    record: GameRecord, finished: Mapping[int, int] | None
) -> tuple[tuple[int, int], ...]:
    """The seats of the people of ``finished`` (user ids, with a percent)."""
    if not finished:
        return ()
    return tuple(
        (seat.position, finished[seat.user_id]) for seat in record.seats if seat.user_id in finished
    )


def _away_seats(
    record: GameRecord, away: Mapping[int, float] | None
) -> tuple[tuple[int, float], ...]:
    """The seats of the people of ``away`` (user ids, with when they are back)."""
    if not away:
        return ()
    return tuple(
        (seat.position, away[seat.user_id]) for seat in record.seats if seat.user_id in away
    )
