"""What the bot says of tournaments, in its reader's language."""

from __future__ import annotations

from azul_bot.core.words import Words
from azul_bot.core.words.durations import duration, moment
from azul_bot.core.words.seats import mention

from .messages import (
    SignupMessage,
    StandingLine,
    TableOpened,
    TooFewPlayers,
    TournamentCancelled,
    TournamentRules,
    TournamentStandings,
)
from .picture import record, standings_alt

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
SHOWN_LINES = 16
"""Lines of the standings a message lists (the picture and its description hold them all)."""
SHOWN_ENTRANTS = 40
"""Names a sign-up message lists; the count says the rest."""


def figure(say: Words, value: float) -> str:
    """Points as the reader writes them (``2.5``, ``2,5``), two decimals at most."""
    return say("tournament-figure", value=round(value, 2))


def rules_line(say: Words, rules: TournamentRules) -> str:
    """``Swiss · 3 rounds · tables of 2 · colored wall · 1d a turn · rated``."""
    parts = [say(f"choice-{rules.format}")]
    if rules.rounds is None:
        parts.append(say("tournament-rounds-at-start"))
    else:
        parts.append(say("tournament-rounds", rounds=rules.rounds))
    parts.append(say("tournament-tables-of", size=rules.table_size))
    parts.append(say(f"choice-{rules.variant}"))
    if rules.time_limit is None:
        parts.append(say("tournament-no-time-limit"))
    else:
        parts.append(say("tournament-time-limit", limit=duration(say, rules.time_limit)))
    if rules.min_finished is not None:
        parts.append(say("tournament-min-finished", share=rules.min_finished / 100))
    parts.append(say("tournament-rated" if rules.rated else "tournament-unrated"))
    return " · ".join(parts)


# ----------------------------------------------------------------------------- the sign-up


def signup_text(say: Words, signup: SignupMessage) -> str:
    lines = [
        say("tournament-signup-title", name=signup.name),
        say("tournament-signup-organizer", organizer=mention(signup.organizer_id)),
        rules_line(say, signup.rules),
        "",
    ]
    count = len(signup.entrants)
    if signup.closed is not None:
        lines.append(say("tournament-signup-closed", status=signup.closed, count=count))
    elif signup.until is not None:
        lines.append(say("tournament-signup-until", until=moment(signup.until), least=signup.least))
    else:
        lines.append(say("tournament-signup-open", least=signup.least))
    lines.append(say("tournament-signup-count", count=count))
    shown = signup.entrants[:SHOWN_ENTRANTS]
    if shown:
        lines.append(", ".join(shown) + ("…" if count > len(shown) else ""))
    return "\n".join(lines)


def too_few_text(say: Words, told: TooFewPlayers) -> str:
    return say(
        "tournament-too-few",
        organizer=mention(told.organizer_id),
        name=told.name,
        entrants=told.entrants,
        least=told.least,
    )


def cancelled_text(say: Words, cancelled: TournamentCancelled) -> str:
    return say("tournament-cancelled", name=cancelled.name, after=cancelled.after)


# ----------------------------------------------------------------------------- a table


def table_text(say: Words, opened: TableOpened) -> str:
    players = ", ".join(mention(user) for user in opened.players)
    return say(
        "tournament-table",
        name=opened.name,
        round=opened.round,
        rounds=opened.rounds,
        table=opened.table_no,
        players=players,
    )


def thread_title(say: Words, opened: TableOpened) -> str:
    """The name of a table's thread: ``Round 2 · Table 3`` (100 characters at most)."""
    return say("tournament-thread-name", round=opened.round, table=opened.table_no)[:100]


# ----------------------------------------------------------------------------- standings


def standing_text(say: Words, line: StandingLine, table_size: int) -> str:
    place = MEDALS.get(line.rank, f"{line.rank}.")
    text = say(
        "tournament-line",
        place=place,
        name=line.name,
        points=figure(say, line.points),
        buchholz=figure(say, line.buchholz),
        record=record(line, table_size),
    )
    notes = []
    if line.playing:
        notes.append(say("tournament-line-playing", count=line.playing))
    if line.bye:
        notes.append(say("tournament-line-bye"))
    if line.dropped:
        notes.append(say("tournament-line-dropped"))
    return " · ".join([text, *notes])


def standings_title(say: Words, standings: TournamentStandings) -> str:
    if standings.final:
        return say("tournament-final-title", name=standings.name)
    if standings.after == 0:
        return say("tournament-standings-start", name=standings.name)
    if any(line.playing for line in standings.lines):  # asked for while the round is played
        return say(
            "tournament-standings-during",
            name=standings.name,
            round=standings.after,
            rounds=standings.rounds,
        )
    return say(
        "tournament-standings-title",
        name=standings.name,
        round=standings.after,
        rounds=standings.rounds,
    )


def standings_text(say: Words, standings: TournamentStandings) -> str:
    """The standings as posted: the title (and the podium at the end), the lines, then how
    its games counted at the end, or the round just paired."""
    lines = [standings_title(say, standings)]
    if standings.final:
        podium = [line for line in standings.lines if line.rank <= 3]
        lines.append("  ".join(f"{MEDALS[line.rank]} **{line.name}**" for line in podium))
    lines.append("")
    shown = standings.lines[:SHOWN_LINES]
    lines += [standing_text(say, line, standings.table_size) for line in shown]
    if len(standings.lines) > len(shown):
        lines.append(say("tournament-more", count=len(standings.lines) - len(shown)))
    lines.append("")
    if standings.final:
        lines.append(say("tournament-counted" if standings.rated else "tournament-not-counted"))
    elif standings.next_round is not None and standings.next_round > standings.after:
        lines.append(say("tournament-next", round=standings.next_round, tables=standings.tables))
    if standings.byes and not standings.final:
        lines.append(
            say("tournament-byes", names=", ".join(standings.byes), count=len(standings.byes))
        )
    lines.append(say("tournament-tie-breaks"))
    return "\n".join(line for line in lines).strip()


# ----------------------------------------------------------------------------- the rules

RULES = (
    "tournament-rules-title",
    "tournament-rules-signup",
    "tournament-rules-swiss",
    "tournament-rules-round-robin",
    "tournament-rules-rounds",
    "tournament-rules-points",
    "tournament-rules-tie-breaks",
    "tournament-rules-drops",
    "tournament-rules-stand-in",
    "tournament-rules-end",
)


def rules_text(say: Words) -> str:
    """``/azul tournament rules``: formats, points, tie-breaks, drops (``docs/tournaments.md``
    says the same)."""
    return "\n\n".join(say(key) for key in RULES)


SAID = {
    SignupMessage: signup_text,
    TooFewPlayers: too_few_text,
    TableOpened: table_text,
    TournamentStandings: standings_text,
    TournamentCancelled: cancelled_text,
}
"""How each of a tournament's messages is said."""
DESCRIBED = {TournamentStandings: lambda say, standings: standings_alt(standings, say.language)}
"""The standings picture, described."""
TITLED = {TableOpened: thread_title}
"""The thread a table's opening starts, named."""


def organizers_line(say: Words, role_id: int | None) -> str:
    """The server's setting in ``/azul settings``: who runs tournaments."""
    if role_id is None:
        return say("settings-organizers-none")
    return say("settings-organizers", role=f"<@&{role_id}>")
