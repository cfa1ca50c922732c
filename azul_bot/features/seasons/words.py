"""What the bot says of seasons, in its reader's language."""

from __future__ import annotations

from azul_bot.core.words import Words
from azul_bot.core.words.durations import moment
from azul_bot.features.results import PlayerLine, ladder_line

from .calendar import Period
from .ladder import ALL_TIME, CURRENT, PREVIOUS, SeasonChoice, SeasonLadderView
from .standings import SeasonPlace, SeasonStandings

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
"""The podium's places, said as medals; the rest by their number."""


def date(unix: float) -> str:
    """A season's edge as a date each reader sees in their own language and time zone."""
    return moment(unix, "D")


# ----------------------------------------------------------------------------- a season's end


def standings_text(say: Words, standings: SeasonStandings) -> str:
    """The season's end, as posted in the announcements channel."""
    lines = [
        say(
            "season-over-title",
            number=standings.number,
            start=date(standings.starts_at),
            end=date(standings.ends_at),
        )
    ]
    lines += [place_line(say, place) for place in standings.top]
    if standings.top:
        lines.append(
            say("season-over-ranked", ranked=standings.ranked, games=standings.ranked_games)
        )
    else:
        lines.append(say("season-over-nobody", games=standings.ranked_games))
    lines.append("")
    lines.append(games_line(say, standings))
    if standings.busiest is not None:
        busiest = standings.busiest
        lines.append(say("season-over-busiest", name=busiest.name, games=busiest.games))
    lines.append("")
    if standings.next_ends_at is None:
        lines.append(say("season-over-off"))
    else:
        ends = moment(standings.next_ends_at)
        lines.append(say("season-over-next", number=standings.number + 1, ends=ends))
    if standings.top:
        lines.append(say("season-over-ladder"))
    return "\n".join(lines)


def games_line(say: Words, standings: SeasonStandings) -> str:
    """The season's games, and how many were on the grey wall and on the Crystal Mosaic."""
    games, grey, crystal = standings.games, standings.grey_games, standings.crystal_games
    if crystal:
        return say("season-over-games-crystal", games=games, grey=grey, crystal=crystal)
    return say("season-over-games", games=games, grey=grey)


def place_line(say: Words, place: SeasonPlace) -> str:
    """``🥇 **alice** — rating 1234 · 14 games`` (and the share of games they finish)."""
    values = {
        "place": MEDALS.get(place.rank or 0, f"{place.rank}."),
        "name": place.name,
        "rating": str(place.rating),  # a rating reads 1043, never "1,043"
        "games": place.games,
    }
    if place.finished_share is None:
        return say("season-over-place", **values)
    return say("season-over-place-share", share=place.finished_share, **values)


def podium_alt(say: Words, standings: SeasonStandings) -> str:
    """The podium picture in words, for screen readers."""
    places = "; ".join(
        say(
            "podium-alt-place",
            rank=place.rank or 0,
            name=place.name,
            rating=str(place.rating),
            games=place.games,
        )
        for place in standings.top[:3]
    )
    return say("podium-alt", number=standings.number, places=places)


# ----------------------------------------------------------------------------- a season's ladder


def _ladder_line(say: Words, player: PlayerLine) -> str:
    """A ladder line, and how often the player finishes their games when it is known."""
    line = ladder_line(say, player)
    if player.finished is None:
        return line
    return say("season-ladder-finished", line=line, share=player.finished / 100)


def season_ladder_text(say: Words, ladder: SeasonLadderView) -> str:
    """One page of a season's ladder, with the season's dates (and its end, while it runs)."""
    title = say(
        "season-ladder-title",
        number=ladder.number,
        start=date(ladder.starts_at),
        end=date(ladder.ends_at),
    )
    when = (
        say("season-ladder-running", ends=moment(ladder.ends_at))
        if ladder.current
        else say("season-ladder-over")
    )
    if not ladder.players:
        empty = say("season-ladder-empty", number=ladder.number, games=ladder.ranked_games)
        return "\n".join([title, when, empty])
    lines = [title, when]
    lines += [_ladder_line(say, player) for player in ladder.players]
    footer = say(
        "season-ladder-footer",
        page=ladder.page,
        pages=ladder.pages,
        total=ladder.total,
        games=ladder.ranked_games,
    )
    lines.append(footer)
    return "\n".join(lines)


def season_choice_label(say: Words, choice: SeasonChoice) -> str:
    """How an answer of the ``season`` option reads in the list Discord shows."""
    if choice.kind == CURRENT:
        return say("season-choice-current", number=choice.number)
    if choice.kind == PREVIOUS:
        return say("season-choice-previous", number=choice.number)
    if choice.kind == ALL_TIME:
        return say("season-choice-all")
    return say("season-choice-past", number=choice.number)


SAID = {SeasonStandings: standings_text}
"""How a season's end is said."""
DESCRIBED = {SeasonStandings: podium_alt}
"""Its podium picture, described."""


def season_line(say: Words, period: str) -> str:
    """The server's setting in ``/azul settings``: how long a season runs."""
    if period == Period.OFF:
        return say("settings-season-off")
    return say("settings-season", period=say(f"choice-{period}"))
