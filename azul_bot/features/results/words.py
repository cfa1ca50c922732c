"""What the bot answers of the records and the ladders, in the language of whoever asked
(``say``): a member's running games, the server's finished games and a replay, the all-time
ladder, a member's stats and their record against another member. Discord-free, so each is a
plain function of its facts."""

from __future__ import annotations

from collections.abc import Sequence

from babel.numbers import format_decimal

from azul_bot.core import SeatView, safe_name
from azul_bot.core.words import Words
from azul_bot.core.words.durations import duration, moment
from azul_bot.core.words.narrator import joined
from azul_bot.core.words.seats import seat_name, seat_names
from azul_bot.engine import CLASSIC

from .history import FinalPlace, FinishedGame, HistoryView, ReplayView, RunningGame
from .leaderboard import LeaderboardView, PlayerLine, StatsView
from .picture import rating_text, record
from .progress import MeetingLine, VersusView
from .reliability import ReliabilityLine
from .store.everywhere import Everywhere, Place

TROPHY = " 🏆"


# ----------------------------------------------------------------------------- records


def my_games_text(say: Words, games: Sequence[RunningGame]) -> str:
    if not games:
        return say("mygames-none")
    lines = [say("mygames-title")]
    for game in games:
        where = f"<#{game.channel_id}>"
        if game.damaged or game.seat is None:
            lines.append(say("mygames-damaged", channel=where))
            continue
        until = None if game.deadline is None else moment(game.deadline)
        if game.away_until is not None:
            line = _paused_line(say, game, game.seat, game.away_until, where)
        elif game.your_turn and until is None:
            line = say("mygames-yours", channel=where, round=game.round)
        elif game.your_turn:
            line = say("mygames-yours-until", channel=where, round=game.round, deadline=until)
        else:
            name = seat_name(say, game.seat, game.seats)
            if until is None:
                line = say("mygames-theirs", channel=where, round=game.round, name=name)
            else:
                line = say(
                    "mygames-theirs-until",
                    channel=where,
                    round=game.round,
                    name=name,
                    deadline=until,
                )
        lines.append(line)
    return "\n".join(lines)


def _paused_line(say: Words, game: RunningGame, seat: SeatView, until: float, where: str) -> str:
    """A turn waiting for the player on turn (``seat``), who is away until ``until`` (their
    clock stopped)."""
    back = moment(until)
    if game.your_turn:
        return say("mygames-yours-away", channel=where, round=game.round, back=back)
    name = seat_name(say, seat, game.seats)
    return say("mygames-theirs-away", channel=where, round=game.round, name=name, back=back)


def standings_text(say: Words, standings: Sequence[FinalPlace]) -> str:
    """``Alice 61 🏆, Bob 48``."""
    if not standings:
        return say("history-unreadable")
    seats = [standing.seat for standing in sorted(standings, key=lambda s: s.seat.position)]
    return ", ".join(
        say(
            "history-standing",
            name=seat_name(say, standing.seat, seats),
            score=standing.score,
            trophy=TROPHY if standing.winner else "",
        )
        for standing in standings
    )


def history_line(say: Words, game: FinishedGame) -> str:
    """``#12 <date> · Alice 61 🏆, Bob 48``, naming the wall when it is not the classic one."""
    facts = {
        "game": str(game.game_id),
        "date": moment(game.ended_at, "d"),
        "standings": standings_text(say, game.standings),
    }
    if game.variant == CLASSIC.code:
        return say("history-game", **facts)
    return say("history-game-wall", wall=say(f"choice-{game.variant}"), **facts)


def history_text(say: Words, shown: HistoryView) -> str:
    if not shown.games:
        if shown.member_name is not None:
            return say("history-none-member", name=shown.member_name)
        return say("history-none")
    if shown.member_name is not None:
        lines = [say("history-title-member", name=shown.member_name)]
    else:
        lines = [say("history-title")]
    lines += [history_line(say, game) for game in shown.games]
    lines.append(say("history-footer", page=shown.page, pages=shown.pages, total=shown.total))
    return "\n".join(lines)


def replay_text(say: Words, shown: ReplayView) -> str:
    names = seat_names(say, shown.seats)
    if shown.variant == CLASSIC.code:
        title = say("replay-title", game=str(shown.game_id))
    else:
        title = say(
            "replay-title-wall", game=str(shown.game_id), wall=say(f"choice-{shown.variant}")
        )
    lines = [title, " · ".join(names)]
    lines += [
        say("replay-round", round=number, scores=", ".join(str(score) for score in scores))
        for number, scores in shown.rounds
    ]
    lines.append(say("replay-final", standings=standings_text(say, shown.standings)))
    return "\n".join(lines)


# ----------------------------------------------------------------------------- ladders


def _rating(player: PlayerLine) -> str:
    return rating_text(player.rating, player.provisional)


def ladder_line(say: Words, player: PlayerLine) -> str:
    """A player's line on a ladder, the all-time one or a season's."""
    return say(
        "leaderboard-player",
        rank=player.rank or 0,
        name=player.name,
        rating=_rating(player),
        wins=player.wins,
        games=player.games,
        rate=player.win_rate,
        average=player.average_score,
        best=player.best_score,
    )


def leaderboard_text(say: Words, board: LeaderboardView) -> str:
    if not board.players:
        return say("leaderboard-empty")
    lines = [say("leaderboard-title", sort=say(f"choice-{board.sort}"))]
    lines += [ladder_line(say, player) for player in board.players]
    if any(player.provisional for player in board.players):
        lines.append(say("leaderboard-provisional", games=board.provisional_games))
    lines.append(say("leaderboard-footer", page=board.page, pages=board.pages, total=board.total))
    return "\n".join(lines)


WALL_KEYS = {
    "grey": "stats-wall-grey",
    "crystal-1": "stats-wall-crystal-1",
    "crystal-2": "stats-wall-crystal-2",
}
"""How many games a player played on each wall but the classic one, by the wall's code."""


def games_line(say: Words, player: PlayerLine) -> str:
    """Games and wins, and how many were on each other wall when any were."""
    line = say("stats-games", games=player.games, wins=player.wins, rate=player.win_rate)
    walls = [say(WALL_KEYS[code], count=count) for code, count in player.walls]
    if walls:
        line += " · " + say("stats-walls", walls=", ".join(walls))
    return line


def stats_text(say: Words, stats: StatsView) -> str:
    player = stats.player
    if player is None:
        nowhere = [say("stats-none", name=stats.name)]
        return "\n".join(nowhere + everywhere_lines(say, stats.everywhere, stats.places))
    rank = say("stats-rank", rank=player.rank) if player.rank is not None else say("stats-unranked")
    if player.provisional:
        title = say(
            "stats-title-provisional",
            name=stats.name,
            rating=_rating(player),
            rank=rank,
            count=player.rated_games,
        )
    else:
        title = say("stats-title", name=stats.name, rating=_rating(player), rank=rank)
    return "\n".join(
        [
            title,
            games_line(say, player),
            say("stats-scores", average=player.average_score, best=player.best_score),
            say("stats-completed", rows=player.rows, columns=player.columns, colors=player.colors),
            *finishes_lines(say, stats.reliability),
            *everywhere_lines(say, stats.everywhere, stats.places),
        ]
    )


def everywhere_lines(
    say: Words, everywhere: Everywhere | None, places: Sequence[Place] = ()
) -> list[str]:
    """Their games in every place they played, when they played in more than this one (or
    asked), and ``places`` one by one."""
    if everywhere is None:
        return []
    total = say(
        "stats-everywhere", games=everywhere.games, wins=everywhere.wins, places=everywhere.places
    )
    each = [
        say("stats-place", place=place_name(say, p), games=p.games, wins=p.wins) for p in places
    ]
    return [total, *each]


def place_name(say: Words, place: Place) -> str:
    """A server by its name, a group DM by the others who played there, our DM as such."""
    if place.kind == "bot_dm":
        return say("stats-place-dm")
    if place.kind == "group_dm":
        others = joined(say, [safe_name(name) for name in place.others])
        return say("stats-place-group", names=others) if others else say("stats-place-group-alone")
    return safe_name(place.name) if place.name else say("stats-place-unnamed")


def finishes_lines(say: Words, finishes: ReliabilityLine | None) -> list[str]:
    """How the member finishes their games (or how many more games until it is said), and
    their typical turn once they have one."""
    if finishes is None:
        return []
    if finishes.percent is None:
        least = finishes.games + finishes.games_to_go
        lines = [say("stats-finishes-soon", least=least, left=finishes.games_to_go)]
    else:
        share = finishes.percent / 100
        lines = [
            say("stats-finishes", share=share, finished=finishes.finished, games=finishes.games)
        ]
    if finishes.turn_median is not None:
        lines.append(say("stats-typical-turn", duration=duration(say, finishes.turn_median)))
    return lines


# ----------------------------------------------------------------------------- a rivalry


def margin_text(margin: float, language: str) -> str:
    """An average margin of points, signed and said as the reader's language says a decimal:
    ``+4.5``, ``−2,0`` (a minus sign), ``0.0``."""
    pattern = "+#,##0.0;\u2212#,##0.0" if round(margin, 1) else "0.0"
    return format_decimal(round(margin, 1), format=pattern, locale=language)


def game_link(say: Words, guild_id: int, meeting: MeetingLine) -> str:
    """A game's number, a link to its last message when it has one."""
    label = say("versus-game-label", game=str(meeting.game_id))
    if meeting.message_id is None:
        return f"`{label}`"
    where = f"{guild_id}/{meeting.channel_id}/{meeting.message_id}"
    return f"[{label}](https://discord.com/channels/{where})"


MEETING_KEYS = {True: "versus-game-won", False: "versus-game-lost", None: "versus-game-shared"}


def meeting_text(say: Words, guild_id: int, meeting: MeetingLine) -> str:
    """``• <date> · won 61 to 48 · #12``."""
    return say(
        MEETING_KEYS[meeting.won],
        date=moment(meeting.finished_at, "d"),
        score=meeting.score,
        theirs=meeting.their_score,
        game=game_link(say, guild_id, meeting),
    )


def versus_text(say: Words, shown: VersusView) -> str:
    """A member's record against another: the games, wins, losses and shared places, the
    average margin and their last games together, each linked to where it ended."""
    if not shown.games:
        return say("versus-none", name=shown.name, other=shown.other_name)
    lines = [
        say("versus-title", name=shown.name, other=shown.other_name, games=shown.games),
        say("versus-record", record=record(say, shown.wins, shown.losses, shown.shared)),
        say("versus-margin", margin=margin_text(shown.margin, say.language)),
        say("versus-recent", games=len(shown.meetings)),
    ]
    lines += [meeting_text(say, shown.guild_id, meeting) for meeting in shown.meetings]
    return "\n".join(lines)
