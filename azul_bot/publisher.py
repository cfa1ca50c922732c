"""Start-up's ``Publisher``: the service's posts, edits and button removals, by channel id,
through discord.py (``get_partial_messageable``: no cache, no interaction needed).

This is the edge where a post's facts become words: ``compose`` says what a post's message
says in its reader's language (the server's for the channel, the person's for a direct
message), with the catalogue and the one narrator; ``describe`` gives its picture's
description. The tests' fake publisher says its posts through the same two functions.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager

import aiohttp
import discord

from azul_bot.cogs.components import lobby_view, rematch_view
from azul_bot.cogs.picker import turn_view
from azul_bot.cogs.placing import placing_view
from azul_bot.engine import CLASSIC
from azul_bot.service import (
    ChannelGone,
    DmsClosed,
    LobbyControls,
    MessageGone,
    PlacingControls,
    Post,
    PublishError,
    RematchControls,
    TurnControls,
)
from azul_bot.service.publisher import (
    BY_HOST,
    COACHED,
    COMPUTER_PLAYS,
    EVERYBODY_LEFT,
    PINGED,
    RATED,
    STAND_IN_PLAYS,
    TOLD_BY_DM,
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
    TurnMessage,
    YourTurn,
)
from azul_bot.words import Words, language_of, words
from azul_bot.words.durations import moment
from azul_bot.words.narrator import alt_text, describe_events, joined
from azul_bot.words.seats import seat_names

log = logging.getLogger("azul.publisher")

MESSAGE_LIMIT = 2000
UNKNOWN_MESSAGE = 10008
THREAD_ARCHIVED = 50083
CANNOT_MESSAGE_USER = 50007
"""The user accepts no direct message from the bot (closed DMs, no shared server, a block)."""


# ----------------------------------------------------------------------------- the words


def words_of(post: Post) -> Words:
    """The catalogue in the language of ``post``'s reader."""
    return words(language_of(post.locale))


def compose(post: Post) -> str:
    """What ``post`` says, in its reader's language."""
    return said(words_of(post), post.message)


def describe(post: Post) -> str:
    """The description of ``post``'s picture (for screen readers): the table in plain text."""
    message = post.message
    if not isinstance(message, TurnMessage):
        return ""
    say = words_of(post)
    return alt_text(say, message.game, seat_names(say, message.seats), message.events)


def said(say: Words, message: Message) -> str:
    if isinstance(message, TurnMessage):
        return turn_text(say, message)
    if isinstance(message, LobbyMessage):
        return lobby_text(say, message)
    if isinstance(message, LobbyStarted):
        return say("lobby-started")
    if isinstance(message, LobbyClosed):
        expired = message.why != EVERYBODY_LEFT
        return say("lobby-closed-expired" if expired else "lobby-closed-empty")
    if isinstance(message, Resigned):
        name = seat_names(say, [message.seat])[0]
        return say("resigned", name=name, level=level_name(say, message.level))
    if isinstance(message, GameAborted):
        return aborted_text(say, message)
    if isinstance(message, RematchInvitation):
        people = mentions(message.user_ids)
        return say("rematch-invitation", mentions=people, count=len(message.user_ids))
    if isinstance(message, Reminder):
        return reminder_text(say, message)
    if isinstance(message, YourTurn):
        return your_turn_text(say, message)
    if isinstance(message, RanOutNote):
        return ran_out_text(say, message.ran_out, seat_names(say, [message.seat])[0])
    if isinstance(message, PlaceYourTiles):
        return say("dm-place", link=message.link)
    if isinstance(message, NotifyCheck):
        return say("dm-notify-check")
    if isinstance(message, Said):
        return message.text
    raise TypeError(f"no words for {message!r}")


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
    lines += [say("lobby-seat", number=number, name=name) for number, name in enumerate(names, 1)]
    ready = len(names) >= lobby.least
    lines.append(say("lobby-ready") if ready else say("lobby-waiting", least=lobby.least))
    if lobby.variant != CLASSIC.code:  # the colored wall goes without saying (its menu shows it)
        lines.append(say("lobby-wall", wall=say(f"choice-{lobby.variant}")))
    return "\n".join(lines)


RATINGS = {RATED: "rated", COACHED: "unrated-coached"}


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
    return say(TAILS[up.how], name=names[up.seat])


def placing_tail(say: Words, waiting: Sequence[NextUp], names: Sequence[str]) -> str:
    """Grey wall tiling: who still chooses where their tiles go. Those the post pings (when
    the tiling begins) are mentioned; later posts name them, so nobody is pinged twice."""
    who = [
        mention(up.user_id) if up.how == PINGED and up.user_id is not None else names[up.seat]
        for up in waiting
    ]
    return say("placing-waiting", names=joined(say, who), count=len(who))


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


# ----------------------------------------------------------------------------- Discord


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def allowed_mentions(post: Post) -> discord.AllowedMentions:
    """Exactly the users the post is meant to ping; never roles, everyone or a reply."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(user_id) for user_id in post.mentions],
    )


def view_of(
    controls: LobbyControls | TurnControls | PlacingControls | RematchControls | None,
    say: Words,
) -> discord.ui.View | None:
    """The buttons of a public message, labelled in the server's language (``say``)."""
    if isinstance(controls, LobbyControls):
        return lobby_view(controls, say)
    if isinstance(controls, TurnControls):
        return turn_view(controls, say)
    if isinstance(controls, PlacingControls):
        return placing_view(controls, say)
    if isinstance(controls, RematchControls):
        return rematch_view(controls.game_id, say)
    return None


class DiscordPublisher:
    def __init__(self, client: discord.Client) -> None:
        self._client = client

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self._client.get_partial_messageable(channel_id)

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        kwargs: dict = {"allowed_mentions": allowed_mentions(post), "nonce": nonce}
        view = view_of(post.controls, words_of(post))
        if view is not None:
            kwargs["view"] = view
        if post.image is not None:
            kwargs["file"] = discord.File(
                io.BytesIO(post.image),
                filename="azul-table.png",
                description=clip(describe(post), 1024) or None,
            )
        # Unlike an edit, a new message reopens an archived thread by itself.
        with _translated():
            message = await self._channel(channel_id).send(clip(compose(post)), **kwargs)
        return message.id

    async def edit(self, channel_id: int, message_id: int, post: Post) -> None:
        message = self._channel(channel_id).get_partial_message(message_id)
        with _translated():
            await self._reopening(
                channel_id,
                lambda: message.edit(
                    content=clip(compose(post)),
                    view=view_of(post.controls, words_of(post)),
                    allowed_mentions=allowed_mentions(post),
                ),
            )

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        with _translated():
            user = self._client.get_user(user_id) or await self._client.fetch_user(user_id)
            try:
                await user.send(
                    clip(compose(post)),
                    allowed_mentions=discord.AllowedMentions.none(),
                    nonce=nonce,
                )
            except discord.Forbidden as error:
                # Only this code is the user's doing; another 403 (say, the bot's own
                # restriction) is not theirs to be remembered for.
                if error.code != CANNOT_MESSAGE_USER:
                    raise
                raise DmsClosed(f"403 {error.code}: {error.text}") from error

    async def strip(
        self,
        channel_id: int,
        message_id: int,
        *,
        post: Post | None = None,
        keep_picture: bool = False,
    ) -> None:
        changes: dict = {"view": None, "allowed_mentions": discord.AllowedMentions.none()}
        if not keep_picture:
            changes["attachments"] = []
        if post is not None:
            changes["content"] = clip(compose(post))
        message = self._channel(channel_id).get_partial_message(message_id)
        try:
            with _translated():
                await self._reopening(channel_id, lambda: message.edit(**changes))
        except MessageGone:
            log.info("message %s to strip was already deleted", message_id)

    async def _reopening(self, channel_id: int, change: Callable[[], Awaitable[object]]) -> None:
        """Make ``change`` to a message; in an archived thread Discord refuses edits (a new
        message would reopen it, an edit does not), so the thread is unarchived and the
        change made once more."""
        try:
            await change()
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED:
                raise
            log.info("thread %s is archived; unarchiving it to edit a message", channel_id)
            thread = self._client.get_channel(channel_id)
            if not isinstance(thread, discord.Thread):  # archived threads leave the cache
                thread = await self._client.fetch_channel(channel_id)
            if not isinstance(thread, discord.Thread):
                raise
            await thread.edit(archived=False)
            await change()


@contextmanager
def _translated() -> Iterator[None]:
    """discord.py's errors as the service's: gone for good, or worth another try."""
    try:
        yield
    except discord.NotFound as error:
        if error.code == UNKNOWN_MESSAGE:
            raise MessageGone(str(error)) from error
        raise ChannelGone(str(error)) from error
    except discord.HTTPException as error:
        raise PublishError(f"{type(error).__name__} {error.status}: {error.text}") from error
    except (aiohttp.ClientError, TimeoutError) as error:
        raise PublishError(f"network: {error!r}") from error
