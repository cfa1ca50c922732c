"""The private answers' text, made from the host's facts with the catalogue, in the language
of whoever asked (``say``): the table shown to one person, the coach's hints, the records and
ladders. Discord-free, so each is a plain function of its facts."""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.engine import CLASSIC
from azul_bot.service import GamesInThreads, SeatView, ThreadGame
from azul_bot.service.play import HintView, MovesView, TableView
from azul_bot.service.results import (
    FinalPlace,
    FinishedGame,
    HistoryView,
    LeaderboardView,
    PlayerLine,
    ReliabilityLine,
    ReplayView,
    RunningGame,
    StatsView,
)
from azul_bot.words import Words
from azul_bot.words.coach import describe_advice
from azul_bot.words.durations import duration, moment
from azul_bot.words.narrator import alt_text, joined, moves_pages
from azul_bot.words.refusals import refusal
from azul_bot.words.seats import seat_name, seat_names

TROPHY = " 🏆"


# ----------------------------------------------------------------------------- the table


def board_text(say: Words, table: TableView) -> str:
    """``Round 3, Bob to play. Scores: Alice 12, Bob 9.``"""
    game, names = table.game, seat_names(say, table.seats)
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


# ----------------------------------------------------------------------------- threads


def threads_text(say: Words, elsewhere: GamesInThreads) -> str:
    """No game in the channel asked in, but in its threads: why, then a link to each game
    offered, in the host's order."""
    lines = [refusal(say, elsewhere.reason, elsewhere.values)]
    lines += [thread_game_line(say, game) for game in elsewhere.shown]
    if elsewhere.hidden:
        lines.append(say("threads-more", count=elsewhere.hidden))
    return "\n".join(lines)


def thread_game_line(say: Words, game: ThreadGame) -> str:
    """``• <#thread> — lobby, 2/4 seats taken · your seat``."""
    where = f"<#{game.channel_id}>"
    if game.running:
        line = say("threads-running", channel=where, round=game.round)
    elif game.open:
        line = say("threads-lobby", channel=where, seated=game.players, most=game.most)
    else:
        line = say("threads-lobby-full", channel=where)
    return say("threads-your-seat", game=line) if game.seated else line


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


def moves_text(say: Words, shown: MovesView, page: int) -> str:
    """A page of the moves so far (``page`` 0: the latest), in the reader's language."""
    told = [(move.events, move.scores_before) for move in shown.moves]
    pages = moves_pages(say, told, seat_names(say, shown.seats), printed=shown.printed)
    if not pages:
        return say("moves-none")
    number = len(pages) if page < 1 else min(page, len(pages))
    title = say("moves-title", page=number, pages=len(pages))
    return f"{title}\n{pages[number - 1]}"


# ----------------------------------------------------------------------------- ladders


def _rating(player: PlayerLine) -> str:
    """``1043``, or ``1043?`` while the rating is provisional (a mark, not a word)."""
    return f"{player.rating}{'?' if player.provisional else ''}"


def leaderboard_text(say: Words, board: LeaderboardView) -> str:
    if not board.players:
        return say("leaderboard-empty")
    lines = [say("leaderboard-title", sort=say(f"choice-{board.sort}"))]
    lines += [
        say(
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
        for player in board.players
    ]
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
        return say("stats-none", name=stats.name)
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
        ]
    )


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
