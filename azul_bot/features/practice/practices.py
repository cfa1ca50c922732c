"""Practice from one's own games: the table before one of a person's costly moves, as the
review found them, to play again with the move picker; the answer says whether the move
picked is as good as the best (within ``MARGIN`` points) and shows the best one; then the
next position, up to ``positions.POSITIONS`` of the costliest moves of the person's last
games (``positions.py`` chooses them).

A practice is stored (``store.py``): its positions when it begins, each answer once, and the
position it is at, so a restart mid-practice carries on from the button pressed, and a press
repeated changes nothing twice. It reads finished games and their reviews and writes only its
own rows: a practice never changes a rating, a result or a game.

Only the takes of the factory offer are practised: a grey wall's (or the Crystal Mosaic's)
placement of a finished line, made in its own picker, is left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.ai import Hint, Outcome, explain
from azul_bot.ai import weigh_pick_from_state as weigh
from azul_bot.ai.practice import BUDGET
from azul_bot.core import BadInput, Host, NoGame, NotAllowed, Refusal
from azul_bot.engine import Event, Game, Move, parse_move
from azul_bot.features.play import SourceChoice, source_choices, source_value

from . import store as practices
from .ids import (
    NO_SUCH_PRACTICE,
    NOT_ANSWERED_YET,
    NOT_PRACTISABLE,
    NOT_YOUR_PRACTICE,
    NOTHING_TO_PRACTISE,
    POSITION_ANSWERED,
)
from .positions import Position, chosen, reviewed_take, take
from .store import PracticeRow

MARGIN = 2.0
"""A move picked is as good as the best when it gives up at most this many points of the
final margin against it, as the hard computer weighs the two side by side (``ai.practice``):
less than the review's ``COSTLY``, and more than the search's noise on two moves alike."""


@dataclass(frozen=True)
class Answer:
    """The answer to a position: the move ``picked`` (None: the answer was asked for without
    a try), whether it is as good as the best (``right``) and the points it gives up against
    it (``lost``, 0 for the best itself)."""

    picked: str | None
    right: bool
    lost: float

    def stored(self) -> dict[str, Any]:
        return {"picked": self.picked, "right": self.right, "lost": self.lost}

    @classmethod
    def of(cls, stored: dict[str, Any]) -> Answer:
        return cls(stored["picked"], stored["right"], stored["lost"])


@dataclass(frozen=True)
class PositionView:
    """Position ``index`` (from 0) of ``total`` of practice ``practice_id`` to play: the
    table's ``picture`` from the player's side (None when the host draws none) and the
    ``sources`` the picker opens on."""

    practice_id: int
    index: int
    total: int
    position: Position
    picture: bytes | None
    sources: tuple[SourceChoice, ...]


@dataclass(frozen=True)
class AnswerView:
    """The ``answer`` to position ``index`` of ``total``, with the coach's facts of the move
    ``picked`` (None: no try) and of the ``best``, the ``picture`` of the table after the
    best move (its take highlighted), and how many positions were answered ``right`` of those
    ``answered`` so far."""

    practice_id: int
    index: int
    total: int
    position: Position
    answer: Answer
    picked: Hint | None
    best: Hint
    picture: bytes | None
    right: int
    answered: int

    @property
    def last(self) -> bool:
        return self.index + 1 >= self.total


class Practices:
    def __init__(self, host: Host) -> None:
        self._host = host

    # ------------------------------------------------------------------ beginning

    async def practise(self, user_id: int, locale: str | None = None) -> PositionView | AnswerView:
        """``/azul practice``: the person's practice under way where it is (its position, or
        the answer shown last), else a new one of their last games' costliest moves."""
        host = self._host
        latest = await host.read(host.store.read(practices.latest(user_id)))
        if latest is not None and len(latest.answers) < len(latest.positions):
            return await self._at(latest, latest.current, locale)
        begun = await chosen(host, user_id, first=None)
        if not begun:
            raise NoGame(NOTHING_TO_PRACTISE)
        return await self._begin(user_id, begun, locale)

    async def from_review(
        self, user_id: int, game_id: int, ply: int, locale: str | None = None
    ) -> PositionView:
        """Under a review, "Practice this position": a new practice that begins with the
        position before the presser's costly move at ``ply`` of ``game_id``, the costliest of
        their last games after it (pressed again before an answer: that practice)."""
        host = self._host
        latest = await host.read(host.store.read(practices.latest(user_id)))
        if latest is not None and not latest.answers and _begins_at(latest, game_id, ply):
            view = await self._at(latest, 0, locale)  # pressed again: the one it began
            assert isinstance(view, PositionView)
            return view
        first = await reviewed_take(host, user_id, game_id, ply)
        begun = [] if first is None else await chosen(host, user_id, first=first)
        if not begun or begun[0].game_id != game_id or begun[0].ply != ply:
            raise NoGame(NOT_PRACTISABLE, game=game_id)
        view = await self._begin(user_id, begun, locale)
        assert isinstance(view, PositionView)
        return view

    async def _begin(
        self, user_id: int, positions: Sequence[Position], locale: str | None
    ) -> PositionView | AnswerView:
        host = self._host
        stored = [position.stored() for position in positions]
        practice_id = await host.stored(
            host.store.write(practices.begin(user_id, stored, host.clock.now()))
        )
        row = PracticeRow(practice_id, user_id, tuple(stored), (), 0)
        return await self._at(row, 0, locale)

    # ------------------------------------------------------------------ where it is

    async def _at(
        self, row: PracticeRow, index: int, locale: str | None
    ) -> PositionView | AnswerView:
        if index < len(row.answers):
            return await self._answered(row, index, locale)
        position = Position.of(row.positions[index])
        picture = await self._host.draw(
            position.before, position.seats, None, locale, position.seat
        )
        return PositionView(
            row.id,
            index,
            len(row.positions),
            position,
            picture,
            tuple(source_choices(position.before)),
        )

    async def _answered(self, row: PracticeRow, index: int, locale: str | None) -> AnswerView:
        position = Position.of(row.positions[index])
        answer = Answer.of(row.answers[index])
        after = position.before.copy()
        events: Sequence[Event] = after.play(position.best)
        picture = await self._host.draw(after, position.seats, events, locale, position.seat)
        picked = None if answer.picked is None else take(answer.picked)
        return AnswerView(
            row.id,
            index,
            len(row.positions),
            position,
            answer,
            None if picked is None else explain(position.before, Outcome(picked, 0.0, 0, 0.0)),
            explain(position.before, Outcome(position.best, 0.0, 0, 0.0)),
            picture,
            sum(1 for given in row.answers[: index + 1] if given["right"]),
            index + 1,
        )

    async def _mine(self, user_id: int, practice_id: int, index: int) -> PracticeRow:
        """The practice a button names, when it is the presser's and has that position."""
        host = self._host
        row = await host.read(host.store.read(practices.practice(practice_id)))
        if row is None or index >= len(row.positions):
            raise NoGame(NO_SUCH_PRACTICE)
        if row.user_id != user_id:
            raise NotAllowed(NOT_YOUR_PRACTICE)
        return row

    # ------------------------------------------------------------------ the picker

    async def table(
        self, user_id: int, practice_id: int, index: int, source: int | None = None
    ) -> Game:
        """The table of a position still to answer, for its picker's taps (``source``: the
        one the picker opens on, refused unless the table offers it)."""
        row = await self._mine(user_id, practice_id, index)
        if index < len(row.answers):
            raise NotAllowed(POSITION_ANSWERED, number=index + 1)
        if index != row.current:
            raise NoGame(NO_SUCH_PRACTICE)  # a position not reached: a forged id
        game = Position.of(row.positions[index]).before
        offered = {choice.value for choice in source_choices(game)}
        if source is not None and source_value(source) not in offered:
            raise BadInput(Refusal.NOT_OFFERED)
        return game

    # ------------------------------------------------------------------ answers

    async def answer(
        self,
        user_id: int,
        practice_id: int,
        index: int,
        picked: str | None,
        locale: str | None = None,
    ) -> AnswerView:
        """The answer to position ``index``, the move ``picked`` (None: shown without a
        try) weighed against the best and stored once; a position answered already shows
        the answer stored, whatever is picked now."""
        host = self._host
        row = await self._mine(user_id, practice_id, index)
        if index < len(row.answers):
            return await self._answered(row, index, locale)
        if index != row.current:
            raise NoGame(NO_SUCH_PRACTICE)
        position = Position.of(row.positions[index])
        answer = await self._weighed(position, picked)
        answers = (*row.answers, answer.stored())
        if not await host.stored(host.store.write(practices.answer(practice_id, answers))):
            stored = await host.read(host.store.read(practices.practice(practice_id)))
            assert stored is not None  # a practice is never deleted
            row = stored  # another press stored its answer first: that one stands
        else:
            row = PracticeRow(row.id, row.user_id, row.positions, answers, row.current)
        return await self._answered(row, index, locale)

    async def _weighed(self, position: Position, picked: str | None) -> Answer:
        if picked is None:
            return Answer(None, False, 0.0)
        move = parse_move(picked, player=position.seat)
        if not isinstance(move, Move) or position.before.check(move) is not None:
            raise BadInput(Refusal.NOT_OFFERED)  # a forged Confirm
        if move == position.best:
            return Answer(picked, True, 0.0)
        if move == position.played:  # the review weighed it already
            return Answer(picked, position.lost <= MARGIN, position.lost)
        thinkers = self._host.thinkers
        value, best = await thinkers.run(
            weigh,
            position.before.to_dict(),
            picked,
            str(position.best),
            position.game_id * 1_000_003 + position.ply,
            thinkers.budget("practice", BUDGET),
        )
        lost = max(0.0, round(best - value, 2))
        return Answer(picked, lost <= MARGIN, lost)

    async def next(
        self, user_id: int, practice_id: int, index: int, locale: str | None = None
    ) -> PositionView | AnswerView:
        """From answered position ``index`` to the next (pressed again, or late: where the
        practice is now)."""
        host = self._host
        row = await self._mine(user_id, practice_id, index)
        if index >= len(row.answers):
            raise NotAllowed(NOT_ANSWERED_YET, number=index + 1)
        if index + 1 < len(row.positions):
            if await host.stored(host.store.write(practices.move_on(practice_id, index))):
                return await self._at(row, index + 1, locale)
            stored = await host.read(host.store.read(practices.practice(practice_id)))
            assert stored is not None
            row = stored
        return await self._at(row, row.current, locale)


def _begins_at(row: PracticeRow, game_id: int, ply: int) -> bool:
    first = row.positions[0]
    return (first["game"], first["ply"]) == (game_id, ply)
