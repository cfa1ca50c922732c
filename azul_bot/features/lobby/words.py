"""What the lobby's posts say, in the reader's language."""

from __future__ import annotations

from azul_bot.core.words import Words
from azul_bot.core.words.durations import moment
from azul_bot.core.words.seats import mention, mentions, seat_names
from azul_bot.engine import CLASSIC

from .posts import (
    CHALLENGE_EXPIRED,
    DECLINED,
    EVERYBODY_LEFT,
    ChallengeDeclined,
    ChallengeExpired,
    LobbyClosed,
    LobbyMessage,
    RematchInvitation,
)


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
    if lobby.challenged is not None:  # the one mention the post may ping
        lines.append(say("lobby-challenge", challenged=mention(lobby.challenged), host=host))
    return "\n".join(lines)


def closed_text(say: Words, closed: LobbyClosed) -> str:
    if closed.why == DECLINED:
        return say("lobby-closed-declined")
    if closed.why == CHALLENGE_EXPIRED:
        return say("lobby-closed-challenge-expired")
    expired = closed.why != EVERYBODY_LEFT
    return say("lobby-closed-expired" if expired else "lobby-closed-empty")


def declined_text(say: Words, declined: ChallengeDeclined) -> str:
    """Told in the channel, naming the member who declined by a mention that pings nobody
    (the post allows none)."""
    key = "challenge-declined-closed" if declined.closed else "challenge-declined-open"
    return say(key, challenged=mention(declined.user_id))


def expired_text(say: Words, expired: ChallengeExpired) -> str:
    """Told in the channel, naming the member who did not answer by a mention that pings
    nobody (the post allows none)."""
    key = "challenge-expired-closed" if expired.closed else "challenge-expired-open"
    return say(key, challenged=mention(expired.user_id))


def invitation_text(say: Words, invitation: RematchInvitation) -> str:
    people = mentions(invitation.user_ids)
    return say("rematch-invitation", mentions=people, count=len(invitation.user_ids))


SAID = {
    LobbyMessage: lobby_text,
    LobbyClosed: closed_text,
    RematchInvitation: invitation_text,
    ChallengeDeclined: declined_text,
    ChallengeExpired: expired_text,
}
"""How each of the lobby's messages is said."""
