"""The daily digest in words, in its reader's language (times in Discord's markup), and the
direct messages ``/azul notify`` sends at once."""

from __future__ import annotations

from azul_bot.core.words import Words
from azul_bot.core.words.durations import moment
from azul_bot.core.words.narrator import joined
from azul_bot.core.words.seats import seat_names

from .choice import DigestCheck, NotifyCheck
from .waiting import DailyDigest, WaitingGame
from .wishes import IN_DIGEST


def digest_text(say: Words, digest: DailyDigest) -> str:
    lines = [say("digest-title", count=len(digest.games) + digest.more)]
    lines += [waiting_text(say, game) for game in digest.games]
    if digest.more:
        lines.append(say("digest-more", count=digest.more))
    lines.append(say("digest-footer"))
    return "\n".join(lines)


def waiting_text(say: Words, game: WaitingGame) -> str:
    names = seat_names(say, game.seats)
    opponents = joined(say, [name for seat, name in enumerate(names) if seat != game.seat])
    if game.deadline is None:
        return say("digest-game", link=game.link, opponents=opponents)
    deadline = moment(game.deadline)
    return say("digest-game-deadline", link=game.link, opponents=opponents, deadline=deadline)


def digest_seat(say: Words, name: str, until: float | None, *, placing: bool) -> str:
    """A person to move told of their turns by their daily digest, named (not pinged) under
    a turn's table (``placing``: among those placing on a grey wall, by their name alone)."""
    return name if placing else say("turn-in-digest", name=name)


SAID = {
    DailyDigest: digest_text,
    NotifyCheck: lambda say, _: say("dm-notify-check"),
    DigestCheck: lambda say, _: say("dm-digest-check"),
}
"""How the digest's messages are said."""
NAMED = {IN_DIGEST: digest_seat}
"""How a seat whose person is on the digest is named under a turn's table."""
