"""Play's notices, stored with their change as facts.

Older versions stored a resignation, an abort and a plain ``text`` notice with their text
alone (read as a ``SaidNotice``), and a turn notice with a ``text`` beside its state and move
(a ``TurnNotice`` whose ``said`` is that text).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from azul_bot.core import GameNotice, decode, encode, old_text_kind, text
from azul_bot.core.db import GameRecord, Notice, Seat
from azul_bot.engine import AnyMove, parse_move
from azul_bot.features import results

from .turn_messages import COACHED, NOT_COUNTED, RATED, TOO_FEW, RanOut, RatingChange

OLD_TEXT = old_text_kind("text")
"""An older version's plain message (a ``SaidNotice``): said as a resignation is."""


@dataclass(frozen=True)
class TurnNotice(GameNotice):
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
            said=None if said is None else text(said),
        )


@dataclass(frozen=True)
class AbortedNotice(GameNotice, said_before=True):
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
        return cls(text(payload["why"]), bool(payload["running"]), payload.get("by"))


@dataclass(frozen=True)
class ResignedNotice(GameNotice, said_before=True):
    """The player of ``seat`` left the game; a computer of ``level`` plays it on."""

    kind: ClassVar[str] = "resigned"
    seat: int
    level: str

    def payload(self) -> dict[str, Any]:
        return {"seat": self.seat, "level": self.level}

    @classmethod
    def read(cls, payload: dict[str, Any]) -> ResignedNotice:
        return cls(int(payload["seat"]), text(payload["level"]))


# ----------------------------------------------------------------------------- making


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


def with_ratings(notice: Notice, changes: Sequence[RatingChange]) -> Notice:
    """The last move's notice with how each person's displayed rating moved (a rated game's
    end, as the results say it); without any, the notice as it is."""
    turn = decode(notice.kind, notice.payload)
    if not changes or not isinstance(turn, TurnNotice):
        return notice
    return encode(replace(turn, ratings=tuple(changes)))


def rating_of(record: GameRecord, seats: Sequence[Seat]) -> str:
    """How a game that ends now counts: ``RATED``, ``COACHED`` or ``TOO_FEW`` people."""
    if results.is_rated(record, seats):
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
