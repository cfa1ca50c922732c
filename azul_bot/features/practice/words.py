"""A practice in its reader's language: a position to play (which one of how many, the game
and round it comes from, what to do), and an answer (as good as the best or not, the move
picked and the best one explained as the coach explains a hint, and at the last position how
the practice went)."""

from __future__ import annotations

from azul_bot.ai import Hint
from azul_bot.core.words import Words
from azul_bot.core.words.seats import seat_names
from azul_bot.features.play import describe_advice

from .positions import Position
from .practices import MARGIN, AnswerView, PositionView


def position_title(say: Words, practice: PositionView | AnswerView) -> str:
    position = practice.position
    return say(
        "practice-position",
        number=practice.index + 1,
        total=practice.total,
        game=position.game_id,
        round=position.round,
    )


def position_text(say: Words, practice: PositionView) -> str:
    """A position to play: its title, and what to do."""
    return "\n".join([position_title(say, practice), say("practice-ask", margin=int(MARGIN))])


def answer_text(say: Words, practice: AnswerView) -> str:
    """The answer to a position: the verdict on the move picked, the move and the best one
    explained, and what comes next."""
    position, answer = practice.position, practice.answer
    lines = [position_title(say, practice)]
    if answer.picked is None:
        lines.append(say("practice-shown"))
    elif answer.right:
        lines.append(say("practice-right", margin=int(MARGIN)))
    else:
        lines.append(say("practice-wrong", points=max(1, round(answer.lost))))
    if practice.picked is not None and answer.picked != str(position.best):
        yours = (
            "practice-yours-played" if answer.picked == str(position.played) else "practice-yours"
        )
        lines.append(say(yours, move=_explained(say, position, practice.picked)))
    lines.append(say("practice-best", move=_explained(say, position, practice.best)))
    lines.append(say("practice-picture"))
    if practice.last:
        lines.append(say("practice-done", right=practice.right, total=practice.answered))
    return "\n".join(lines)


def _explained(say: Words, position: Position, hint: Hint) -> str:
    names = seat_names(say, position.names)
    return describe_advice(say, hint, position.seat, names, position.before.variant)


def picture_name(practice: PositionView | AnswerView) -> str:
    kind = "answer" if isinstance(practice, AnswerView) else "position"
    return f"azul-practice-{practice.practice_id}-{practice.index + 1}-{kind}.png"
