"""What the bot says in a channel or a direct message: every sentence of a post, made from its
facts (``azul_bot.service.delivery.messages``) in its reader's language, with the catalogue
and the one narrator.

``compose`` says what a post's message says; ``describe`` gives its picture's description
(for screen readers). The Discord publisher and the tests' fakes say posts through these two.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from azul_bot.engine import CLASSIC
from azul_bot.service.delivery.messages import (
    AWAY,
    BY_HOST,
    COACHED,
    COMPUTER_PLAYS,
    EVERYBODY_LEFT,
    IN_DIGEST,
    NOT_COUNTED,
    PINGED,
    RATED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
    AwayNote,
    DailyDigest,
    DigestCheck,
    GameAborted,
    LobbyClosed,
    LobbyMessage,
    LobbyStarted,
    Message,
    NextUp,
    NotifyCheck,
    PlaceYourTiles,
    RanOut,
    RanOutNote,
    RatingChange,
    RematchInvitation,
    Reminder,
    Resigned,
    Said,
    SeasonStandings,
    TurnMessage,
    YourTurn,
)
from azul_bot.service.delivery.ports import Post
from azul_bot.service.tournaments.messages import (
    SignupMessage,
    TableOpened,
    TooFewPlayers,
    TournamentCancelled,
    TournamentStandings,
)

from . import tournaments
from .catalogue import Words, language_of, words
from .digest import digest_text
from .durations import moment
from .narrator import alt_text, describe_events, joined
from .seasons import podium_alt, standings_text
from .seats import seat_names
from .tournament_picture import standings_alt


def words_of(post: Post) -> Words:
    """The catalogue in the language of ``post``'s reader."""
    return words(language_of(post.locale))


def compose(post: Post) -> str:
    """What ``post`` says, in its reader's language."""
    return said(words_of(post), post.message)


def describe(post: Post) -> str:
    """The description of ``post``'s picture (for screen readers): the table in plain text."""
    message = post.message
    if isinstance(message, SeasonStandings):
        return podium_alt(words_of(post), message)
    if isinstance(message, TournamentStandings):
        return standings_alt(message, language_of(post.locale))
    if not isinstance(message, TurnMessage):
        return ""
    say = words_of(post)
    return alt_text(say, message.game, seat_names(say, message.seats), message.events)


def thread_title(post: Post) -> str:
    """The name of the thread a post opens (a tournament's table), in its reader's
    language."""
    if not isinstance(post.message, TableOpened):
        raise TypeError(f"no thread opens from {post.message!r}")
    return tournaments.thread_title(words_of(post), post.message)


def said(say: Words, message: Message) -> str:
    """What ``message`` says, in ``say``'s language."""
    sayer = SAYERS.get(type(message))
    if sayer is None:
        raise TypeError(f"no words for {message!r}")
    return sayer(say, message)


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def mentions(user_ids: Sequence[int]) -> str:
    return " ".join(mention(user) for user in user_ids)


def level_name(say: Words, level: str) -> str:
    """A computer's level as the ``/azul addbot`` choices name it (``difficile``)."""
    return say(f"choice-{level}")


def lobby_text(say: Words, lobby: LobbyMessage) -> str:
    names = seat_names(say, lobby.seats)
    host = names[lobby.host] if lobby.host is not None else "?"
    lines = [say("lobby-title", host=host, seated=len(names), most=lobby.most)]
    away = dict(lobby.away)
    finished = dict(lobby.finished)
    for number, name in enumerate(names, 1):
        line = say("lobby-seat", number=number, name=name)
        if number - 1 in finished:  # how they finish their games, for the host to see
            line = say("lobby-seat-finished", seat=line, share=finished[number - 1] / 100)
        if number - 1 in away:  # beside the seat, so the host knows before the start
            line = say("lobby-seat-away", seat=line, until=moment(away[number - 1]))
        lines.append(line)
    ready = len(names) >= lobby.least
    lines.append(say("lobby-ready") if ready else say("lobby-waiting", least=lobby.least))
    if lobby.min_finished is not None:
        lines.append(say("lobby-min-finished", share=lobby.min_finished / 100))
    if lobby.variant != CLASSIC.code:  # the colored wall goes without saying (its menu shows it)
        lines.append(say("lobby-wall", wall=say(f"choice-{lobby.variant}")))
    return "\n".join(lines)


RATINGS = {RATED: "rated", COACHED: "unrated-coached", NOT_COUNTED: "unrated-tournament"}


def turn_text(say: Words, turn: TurnMessage) -> str:
    """A turn message: who ran out of time, the move's whole story (or the first table),
    how a finished game counts; then, after a blank line, who is thanked or moves next."""
    names = seat_names(say, turn.seats)
    lines = []
    if turn.said is not None:
        lines.append(turn.said)
    else:
        lines += [describe_events(say, t.events, names, t.scores_before) for t in turn.earlier]
        if turn.ran_out is not None:
            lines.append(ran_out_text(say, turn.ran_out, names[turn.ran_out.seat]))
        if turn.events is None:
            first = names[turn.game.current_player]
            lines.append(say("game-begins", names=joined(say, names), first=first))
            if turn.game.variant.free_wall:
                lines.append(say("game-on-grey-wall"))
        else:
            lines.append(describe_events(say, turn.events, names, turn.scores_before))
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
    IN_DIGEST: "turn-in-digest",
    COMPUTER_PLAYS: "turn-computer",
    STAND_IN_PLAYS: "turn-stand-in",
}
"""Who moves next, when nobody is pinged."""


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
    if up.how == AWAY and up.until is not None:
        return say("turn-away", name=names[up.seat], until=moment(up.until))
    return say(TAILS[up.how], name=names[up.seat])


def placing_tail(say: Words, waiting: Sequence[NextUp], names: Sequence[str]) -> str:
    """Grey wall tiling: who still chooses where their tiles go. Those the post pings (when
    the tiling begins) are mentioned; later posts name them, so nobody is pinged twice."""
    who = [placer(say, up, names) for up in waiting]
    return say("placing-waiting", names=joined(say, who), count=len(who))


def placer(say: Words, up: NextUp, names: Sequence[str]) -> str:
    """One player still placing: mentioned when pinged, else named (and when away, until
    when)."""
    if up.how == PINGED and up.user_id is not None:
        return mention(up.user_id)
    if up.how == AWAY and up.until is not None:
        return say("placing-away", name=names[up.seat], until=moment(up.until))
    return names[up.seat]


def away_note_text(say: Words, note: AwayNote) -> str:
    """A person to move went away, or is back (with when their turn's time runs out)."""
    name = seat_names(say, [note.seat])[0]
    if note.until is not None:
        return say("away-note", name=name, until=moment(note.until))
    if note.deadline is not None:
        return say("back-note-deadline", name=name, deadline=moment(note.deadline))
    return say("back-note", name=name)


def aborted_text(say: Words, aborted: GameAborted) -> str:
    """Why the game ended unplayed, after the moves no table told yet."""
    if aborted.why != BY_HOST:
        ended = say("aborted-nobody-left")
    else:
        name = aborted.by or "?"
        ended = say("aborted-game" if aborted.running else "aborted-lobby", name=name)
    names = seat_names(say, aborted.seats)
    told = [describe_events(say, t.events, names, t.scores_before) for t in aborted.earlier]
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


def closed_text(say: Words, closed: LobbyClosed) -> str:
    expired = closed.why != EVERYBODY_LEFT
    return say("lobby-closed-expired" if expired else "lobby-closed-empty")


def resigned_text(say: Words, resigned: Resigned) -> str:
    name = seat_names(say, [resigned.seat])[0]
    return say("resigned", name=name, level=level_name(say, resigned.level))


def invitation_text(say: Words, invitation: RematchInvitation) -> str:
    people = mentions(invitation.user_ids)
    return say("rematch-invitation", mentions=people, count=len(invitation.user_ids))


def ran_out_note_text(say: Words, note: RanOutNote) -> str:
    return ran_out_text(say, note.ran_out, seat_names(say, [note.seat])[0])


SAYERS: dict[type, Callable[[Words, Any], str]] = {
    TurnMessage: turn_text,
    LobbyMessage: lobby_text,
    LobbyStarted: lambda say, _: say("lobby-started"),
    LobbyClosed: closed_text,
    Resigned: resigned_text,
    GameAborted: aborted_text,
    RematchInvitation: invitation_text,
    Reminder: reminder_text,
    YourTurn: your_turn_text,
    RanOutNote: ran_out_note_text,
    AwayNote: away_note_text,
    PlaceYourTiles: lambda say, message: say("dm-place", link=message.link),
    NotifyCheck: lambda say, _: say("dm-notify-check"),
    DailyDigest: digest_text,
    DigestCheck: lambda say, _: say("dm-digest-check"),
    SeasonStandings: standings_text,
    SignupMessage: tournaments.signup_text,
    TooFewPlayers: tournaments.too_few_text,
    TableOpened: tournaments.table_text,
    TournamentStandings: tournaments.standings_text,
    TournamentCancelled: tournaments.cancelled_text,
    Said: lambda _, message: message.text,
}
"""How each kind of message is said."""
