"""The notices stored with each change, typed, and the one way they are written and read.

A notice holds facts, never a sentence: what cannot be known later (the state before a move
and the move, whose story is replayed from them; who ran out of time; why a game ended), so
the words are chosen when it is posted. The store keeps a notice as a ``Notice``: a kind and
a JSON payload; ``encode`` writes one, ``decode`` reads one back, as every version wrote it:

- Before notices held facts, they held their text (a ``text`` key): a turn notice its state
  and move besides (a ``TurnNotice`` whose ``said`` is that text); a closed lobby's, an
  aborted game's and a plain ``text`` notice their text alone (a ``SaidNotice``).
- A payload that reads as none of these (an unknown kind, a key missing) is ``Unreadable``:
  it is read all the same, and delivering it fails (the outbox drops it, as it did before).

``encode(decode(notice)) == notice`` for every notice any version wrote.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from azul_bot.engine import AnyMove, parse_move
from azul_bot.store import GameRecord, Notice, Outcome, Seat

from ..results import ratings
from .messages import COACHED, EVERYBODY_LEFT, NOT_COUNTED, RATED, TOO_FEW, RanOut, RatingChange


@dataclass(frozen=True)
class LobbyNotice:
    """The lobby message, as the lobby stands when it is posted."""

    kind: ClassVar[str] = "lobby"

    def payload(self) -> dict[str, Any]:
        return {}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> LobbyNotice:
        return cls()


@dataclass(frozen=True)
class LobbyClosedNotice:
    """The lobby closed without a game: ``EVERYBODY_LEFT`` or ``EXPIRED``."""

    kind: ClassVar[str] = "lobby_closed"
    why: str = EVERYBODY_LEFT

    def payload(self) -> dict[str, Any]:
        return {"why": self.why}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> LobbyClosedNotice:
        return cls(_text(payload["why"]))


@dataclass(frozen=True)
class TurnNotice:
    """A turn message for ``version``: ``state`` is the table before ``move`` (or the new
    table, for the start), so the move can be replayed, told and highlighted when it is
    posted; ``scores`` are the scores before it (a floor penalty says what it really cost)."""

    kind: ClassVar[str] = "turn"
    version: int
    state: dict[str, Any]
    move: AnyMove | None
    scores: tuple[int, ...] | None = None
    ran_out: RanOut | None = None
    """A stand-in made the move: whose time ran out."""
    rating: str | None = None
    """How the game the move ends counts: ``RATED``, ``COACHED`` or ``TOO_FEW``."""
    ratings: tuple[RatingChange, ...] = ()
    """A rated game's end: how each person's displayed rating moved."""
    told_by_dm: tuple[int, ...] | None = None
    """Noted once its direct messages went out, before its table: the seats they reached."""
    said: str | None = None
    """Stored by the version before facts: the text said instead of the move's story."""

    def payload(self) -> dict[str, Any]:
        """Each optional fact only when it is there: notices stored before it read the same."""
        payload: dict[str, Any] = {
            "version": self.version,
            "state": self.state,
            "move": None if self.move is None else str(self.move),
        }
        if self.said is not None:
            payload["text"] = self.said
        if self.scores is not None:
            payload["scores"] = list(self.scores)
        if self.ran_out is not None:
            out = self.ran_out
            payload["ran_out"] = {"seat": out.seat, "level": out.level, "for_good": out.for_good}
            if out.placed:
                payload["ran_out"]["placed"] = True
        if self.rating is not None:
            payload["rating"] = self.rating
        if self.ratings:
            payload["ratings"] = [[c.seat, c.before, c.after] for c in self.ratings]
        if self.told_by_dm is not None:
            payload["told_by_dm"] = list(self.told_by_dm)
        return payload

    @classmethod
    def read(cls, payload: dict[str, Any]) -> TurnNotice:
        move, scores, told = payload["move"], payload.get("scores"), payload.get("told_by_dm")
        ran_out, said = payload.get("ran_out"), payload.get("text")
        return cls(
            version=int(payload["version"]),
            state=dict(payload["state"]),
            move=None if move is None else parse_move(move),
            scores=None if scores is None else tuple(scores),
            ran_out=None if ran_out is None else RanOut(**ran_out),
            rating=payload.get("rating"),
            ratings=tuple(RatingChange(*change) for change in payload.get("ratings", ())),
            told_by_dm=None if told is None else tuple(told),
            said=None if said is None else _text(said),
        )


@dataclass(frozen=True)
class AbortedNotice:
    """The game (``running``) or lobby ended unplayed: ``BY_HOST`` (``by``: who, as they are
    called in the server) or ``NOBODY_LEFT``."""

    kind: ClassVar[str] = "aborted"
    why: str
    running: bool
    by: str | None = None

    def payload(self) -> dict[str, Any]:
        return {"why": self.why, "running": self.running, "by": self.by}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> AbortedNotice:
        return cls(_text(payload["why"]), bool(payload["running"]), payload.get("by"))


@dataclass(frozen=True)
class ResignedNotice:
    """The player of ``seat`` left the game; a computer of ``level`` plays it on."""

    kind: ClassVar[str] = "resigned"
    seat: int
    level: str

    def payload(self) -> dict[str, Any]:
        return {"seat": self.seat, "level": self.level}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> ResignedNotice:
        return cls(int(payload["seat"]), _text(payload["level"]))


@dataclass(frozen=True)
class RematchNotice:
    """A rematch's lobby, then a new message below it pinging the people ``invited``."""

    kind: ClassVar[str] = "rematch"
    invited: tuple[int, ...]

    def payload(self) -> dict[str, Any]:
        return {"invited": list(self.invited)}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> RematchNotice:
        return cls(tuple(payload["invited"]))


@dataclass(frozen=True)
class AwayNotice:
    """The person in ``seat``, whose turn it is, went away until ``until`` (their clock
    stops), or came back (``until`` None: it runs again)."""

    kind: ClassVar[str] = "away"
    seat: int
    until: float | None = None

    def payload(self) -> dict[str, Any]:
        return {"seat": self.seat, "until": self.until}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> AwayNotice:
        until = payload.get("until")
        return cls(int(payload["seat"]), None if until is None else float(until))


@dataclass(frozen=True)
class SaidNotice:
    """A notice stored by the version before facts, which holds its own text: said as it is,
    posted the way its ``kind`` (``lobby_closed``, ``aborted``, ``text``) is posted."""

    kind: str
    text: str

    def payload(self) -> dict[str, Any]:
        return {"text": self.text}


@dataclass(frozen=True)
class Unreadable:
    """A stored notice that reads as no notice: kept as it is, with ``why``."""

    kind: str
    stored: dict[str, Any]
    why: str

    def payload(self) -> dict[str, Any]:
        return self.stored


TypedNotice = (
    LobbyNotice
    | LobbyClosedNotice
    | TurnNotice
    | AbortedNotice
    | ResignedNotice
    | RematchNotice
    | AwayNotice
    | SaidNotice
    | Unreadable
)

READERS: dict[str, Callable[[dict[str, Any]], TypedNotice]] = {
    kind.kind: kind.read
    for kind in (
        LobbyNotice,
        LobbyClosedNotice,
        TurnNotice,
        AbortedNotice,
        ResignedNotice,
        RematchNotice,
        AwayNotice,
    )
}
SAID_KINDS = ("lobby_closed", "aborted", "text", "resigned")
"""The kinds whose notice said its text alone (a ``SaidNotice``) before notices held facts."""


def encode(notice: TypedNotice) -> Notice:
    """The notice as the store keeps it."""
    return Notice(notice.kind, notice.payload())


def decode(kind: str, payload: dict[str, Any]) -> TypedNotice:
    """A stored notice, typed; ``Unreadable`` (never an error) when it reads as none."""
    try:
        if kind in SAID_KINDS and "text" in payload:
            return SaidNotice(kind, _text(payload["text"]))
        return READERS[kind](payload)
    except (KeyError, TypeError, ValueError) as error:
        return Unreadable(kind, payload, f"{type(error).__name__}: {error}")


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is no text")
    return value


# ----------------------------------------------------------------------------- making


def lobby_notice() -> Notice:
    return encode(LobbyNotice())


def lobby_closed_notice(why: str = EVERYBODY_LEFT) -> Notice:
    """The lobby closed without a game: ``EVERYBODY_LEFT`` or ``EXPIRED``."""
    return encode(LobbyClosedNotice(why))


def turn_notice(
    version: int,
    state: dict[str, Any],
    move: AnyMove | None,
    *,
    scores: Sequence[int] | None = None,
    ran_out: RanOut | None = None,
    rating: str | None = None,
) -> Notice:
    """A turn message for ``version`` (a ``TurnNotice``)."""
    kept = None if scores is None else tuple(scores)
    return encode(TurnNotice(version, state, move, kept, ran_out, rating))


def with_ratings(notice: Notice, outcome: Outcome | None) -> Notice:
    """The last move's notice with how each person's displayed rating moved (a rated game's
    ``outcome``, stored with that move); any other, the notice as it is."""
    if outcome is None:
        return notice
    changes = tuple(
        RatingChange(
            seat.position,
            round(ratings.displayed_rating(seat.skill_before)),
            round(ratings.displayed_rating(seat.skill_after)),
        )
        for seat in outcome.seats
        if seat.skill_before is not None and seat.skill_after is not None
    )
    turn = decode(notice.kind, notice.payload)
    if not changes or not isinstance(turn, TurnNotice):
        return notice
    return encode(replace(turn, ratings=changes))


def rating_of(record: GameRecord, seats: Sequence[Seat]) -> str:
    """How a game that ends now counts: ``RATED``, ``COACHED`` or ``TOO_FEW`` people."""
    if ratings.is_rated(record, seats):
        return RATED
    if not record.rated:
        return NOT_COUNTED
    return COACHED if record.coached else TOO_FEW


def aborted_notice(why: str, *, running: bool, by: str | None = None) -> Notice:
    """The game (``running``) or lobby ended unplayed (an ``AbortedNotice``)."""
    return encode(AbortedNotice(why, running, by))


def resigned_notice(seat: int, level: str) -> Notice:
    """The player of ``seat`` left the game; a computer of ``level`` plays it on."""
    return encode(ResignedNotice(seat, level))


def rematch_notice(invited: Sequence[int]) -> Notice:
    """A rematch's lobby, then a new message below it pinging the people ``invited``."""
    return encode(RematchNotice(tuple(invited)))


def away_notice(seat: int, until: float | None) -> Notice:
    """The person in ``seat``, whose turn it is, is away until ``until`` (None: is back)."""
    return encode(AwayNotice(seat, until))
