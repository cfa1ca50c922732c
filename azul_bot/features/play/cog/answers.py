"""The private answers' text, made from the host's facts with the catalogue, in the language
of whoever asked (``say``): the table shown to one person, the coach's hints, the moves so
far. Discord-free, so each is a plain function of its facts."""

from __future__ import annotations

from azul_bot.core.words import Words
from azul_bot.core.words.narrator import alt_text, describe_result, joined, moves_pages
from azul_bot.core.words.seats import seat_names

from .. import HintView, MovesView, TableView
from ..words.coach import describe_advice

# ----------------------------------------------------------------------------- the table


def board_text(say: Words, table: TableView) -> str:
    """``Round 3, Bob to play. Scores: Alice 12, Bob 9.``; once over, the final scores."""
    game, names = table.game, seat_names(say, table.seats)
    if game.result is not None:  # over: its final table
        return describe_result(say, game.result, names)
    scores = ", ".join(
        say("board-score", name=name, score=board.score)
        for name, board in zip(names, game.players, strict=True)
    )
    if game.current_player is None:  # a grey wall is tiled: several players place
        placing = joined(say, [names[seat] for seat in game.to_place])
        return say("board-status-placing", round=game.round, names=placing, scores=scores)
    return say("board-status", round=game.round, name=names[game.current_player], scores=scores)


def board_alt(say: Words, table: TableView) -> str:
    """The picture of the table described, for screen readers."""
    return alt_text(say, table.game, seat_names(say, table.seats))


# ----------------------------------------------------------------------------- the coach


def hint_text(say: Words, advice: HintView) -> str:
    names = seat_names(say, advice.seats)
    rules = advice.game.variant
    lines = [say("hint-title")]
    lines += [
        say("hint-rank", rank=rank, hint=describe_advice(say, hint, advice.seat, names, rules))
        for rank, hint in enumerate(advice.hints, start=1)
    ]
    lines.append(say("hint-unrated"))
    if advice.best is not None:
        lines.append(say("hint-ready"))
    elif advice.hints:  # a grey wall's columns, offered below
        lines.append(say("hint-place-ready"))
    return "\n".join(lines)


# ----------------------------------------------------------------------------- the moves


def moves_text(say: Words, shown: MovesView, page: int) -> str:
    """A page of the moves so far (``page`` 0: the latest), in the reader's language."""
    told = [(move.events, move.scores_before) for move in shown.moves]
    pages = moves_pages(say, told, seat_names(say, shown.seats), printed=shown.printed)
    if not pages:
        return say("moves-none")
    number = len(pages) if page < 1 else min(page, len(pages))
    title = say("moves-title", page=number, pages=len(pages))
    return f"{title}\n{pages[number - 1]}"
