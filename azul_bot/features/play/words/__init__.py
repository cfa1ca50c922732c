"""What play's posts say, in the reader's language: a turn's message (the move's whole story,
the moves folded in before it, who moves next and how they are told, how a finished game
counts), a player's time running out, a resignation, a game ended unplayed, a reminder and a
turn's direct messages; and the table picture's description."""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.core.words.catalogue import Words
from azul_bot.core.words.durations import moment
from azul_bot.core.words.narrator import alt_text, joined, tell_moves
from azul_bot.core.words.sayings import sayings
from azul_bot.core.words.seats import level_name, mention, mentions, seat_names
from azul_bot.engine import Event

from .. import (
    BY_HOST,
    COACHED,
    COMPUTER_PLAYS,
    NOT_COUNTED,
    PINGED,
    RATED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
    GameAborted,
    LobbyStarted,
    NextUp,
    PlaceYourTiles,
    RanOut,
    RanOutNote,
    RatingChange,
    Reminder,
    Resigned,
    TurnMessage,
    YourTurn,
)

RATINGS = {RATED: "rated", COACHED: "unrated-coached", NOT_COUNTED: "unrated-tournament"}


def turn_text(say: Words, turn: TurnMessage) -> str:
    """A turn message: who ran out of time, the move's whole story (or the first table),
    how a finished game counts; then, after a blank line, who is thanked or moves next."""
    names = seat_names(say, turn.seats)
    lines = []
    if turn.said is not None:
        lines.append(turn.said)
    else:
        printed = bool(turn.game.variant.printed_cells)
        told: list[tuple[Sequence[Event], Sequence[int] | None]]
        told = [(t.events, t.scores_before) for t in turn.earlier]
        if turn.events is not None:
            told.append((turn.events, turn.scores_before))
        stories = tell_moves(say, told, names, printed=printed, so_far=turn.so_far)
        lines += stories[: len(turn.earlier)]
        if turn.ran_out is not None:
            lines.append(ran_out_text(say, turn.ran_out, names[turn.ran_out.seat]))
        if turn.events is None:
            first = names[turn.game.taker]
            lines.append(say("game-begins", names=joined(say, names), first=first))
            variant = turn.game.variant
            if variant.printed_cells:  # a Crystal Mosaic side: what its board changes
                lines.append(say(f"game-on-{variant.code}"))
            elif variant.free_wall:
                lines.append(say("game-on-grey-wall"))
        else:
            lines.append(stories[-1])
        if turn.rating is not None:
            lines.append(say(RATINGS.get(turn.rating, "unrated-too-few")))
        lines += [rating_change_text(say, change, names) for change in turn.ratings]
    text = "\n".join(lines)
    tail = "\n".join(filter(None, [*facts_now(say, turn), turn_tail(say, turn, names)]))
    return f"{text}\n\n{tail}" if tail else text


def ran_out_text(say: Words, out: RanOut, name: str) -> str:
    key = "ran-out-seat" if out.for_good else "ran-out-placed" if out.placed else "ran-out-turn"
    return say(key, name=name, level=level_name(say, out.level))


def rating_change_text(say: Words, change: RatingChange, names: Sequence[str]) -> str:
    """``📈 alice: 1000 → 1016 (+16)``."""
    moved = change.after - change.before
    return say(
        "rating-change",
        name=names[change.seat],
        before=str(change.before),  # a rating reads 1043, never "1,043"
        after=str(change.after),
        change=f"{moved:+d}",
        direction="up" if moved > 0 else "down" if moved < 0 else "same",
    )


def facts_now(say: Words, turn: TurnMessage) -> list[str]:
    """What the players need at this turn: the last-round warning, the round and when the
    turn's time runs out (Discord's time markup: each reader sees "in 2 hours")."""
    if turn.game.is_over or turn.said is not None:
        return []
    facts = [say("turn-last-round")] if turn.last_round else []
    if turn.deadline is not None:
        facts.append(
            say("turn-round-deadline", round=turn.game.round, deadline=moment(turn.deadline))
        )
    else:
        facts.append(say("turn-round", round=turn.game.round))
    return facts


def your_turn_text(say: Words, told: YourTurn) -> str:
    """The direct message of a turn: the round, the time left, a link to the table."""
    if told.round is None:
        return say("dm-turn", link=told.link)
    if told.deadline is None:
        return say("dm-turn-round", link=told.link, round=told.round)
    deadline = moment(told.deadline)
    return say("dm-turn-round-deadline", link=told.link, round=told.round, deadline=deadline)


TAILS = {
    TOLD_BY_DM: "turn-told-by-dm",
    COMPUTER_PLAYS: "turn-computer",
    STAND_IN_PLAYS: "turn-stand-in",
}
"""Who moves next, when nobody is pinged; a seat another feature names (its
``SeatNote.how``) is said by that feature's words (``NAMED``)."""


def turn_tail(say: Words, turn: TurnMessage, names: Sequence[str]) -> str:
    if turn.thanks:
        return say("thanks", mentions=mentions(turn.thanks))
    if turn.to_place:
        return placing_tail(say, turn.to_place, names)
    up: NextUp | None = turn.next_up
    if up is None:
        return ""
    if up.how == PINGED and up.user_id is not None:
        return say("turn-yours", mention=mention(up.user_id))
    named = sayings("NAMED").get(up.how)
    if named is not None:
        return named(say, names[up.seat], up.until, placing=False)
    return say(TAILS[up.how], name=names[up.seat])


def placing_tail(say: Words, waiting: Sequence[NextUp], names: Sequence[str]) -> str:
    """Grey wall tiling: who still chooses where their tiles go. Those the post pings (when
    the tiling begins) are mentioned; later posts name them, so nobody is pinged twice."""
    who = [placer(say, up, names) for up in waiting]
    return say("placing-waiting", names=joined(say, who), count=len(who))


def placer(say: Words, up: NextUp, names: Sequence[str]) -> str:
    """One player still placing: mentioned when pinged, else named (as the feature that
    names them says: away, until when)."""
    if up.how == PINGED and up.user_id is not None:
        return mention(up.user_id)
    named = sayings("NAMED").get(up.how)
    if named is not None:
        return named(say, names[up.seat], up.until, placing=True)
    return names[up.seat]


def aborted_text(say: Words, aborted: GameAborted) -> str:
    """Why the game ended unplayed, after the moves no table told yet."""
    if aborted.why != BY_HOST:
        ended = say("aborted-nobody-left")
    else:
        name = aborted.by or "?"
        ended = say("aborted-game" if aborted.running else "aborted-lobby", name=name)
    names = seat_names(say, aborted.seats)
    moves = [(t.events, t.scores_before) for t in aborted.earlier]
    told = tell_moves(say, moves, names, so_far=aborted.so_far)
    return "\n\n".join(["\n".join(told), ended]) if told else ended


def reminder_text(say: Words, reminder: Reminder) -> str:
    """In the channel, pinging the player; by direct message, with the table's link. A
    deadline is said with Discord's time markup: each reader sees "in 2 hours"."""
    values: dict = {}
    if reminder.deadline is not None:
        values["deadline"] = moment(reminder.deadline)
    if reminder.link is not None:
        key = "dm-reminder-deadline" if values else "dm-reminder"
        return say(key, link=reminder.link, **values)
    key = "reminder-deadline" if values else "reminder"
    return say(key, mention=mention(reminder.user_id), **values)


def resigned_text(say: Words, resigned: Resigned) -> str:
    name = seat_names(say, [resigned.seat])[0]
    return say("resigned", name=name, level=level_name(say, resigned.level))


def ran_out_note_text(say: Words, note: RanOutNote) -> str:
    return ran_out_text(say, note.ran_out, seat_names(say, [note.seat])[0])


def table_alt(say: Words, turn: TurnMessage) -> str:
    """The table picture in plain text (for screen readers)."""
    return alt_text(say, turn.game, seat_names(say, turn.seats), turn.events)


SAID = {
    TurnMessage: turn_text,
    LobbyStarted: lambda say, _: say("lobby-started"),
    Resigned: resigned_text,
    GameAborted: aborted_text,
    Reminder: reminder_text,
    YourTurn: your_turn_text,
    RanOutNote: ran_out_note_text,
    PlaceYourTiles: lambda say, message: say("dm-place", link=message.link),
}
"""How each of play's messages is said."""
DESCRIBED = {TurnMessage: table_alt}
"""The table picture of a turn, described."""
