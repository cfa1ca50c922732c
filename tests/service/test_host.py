"""The game host without Discord: a real store on a temporary SQLite file, a recording channel."""

from __future__ import annotations

import asyncio

import pytest

from azul_bot.core import (
    AlreadySeated,
    BadInput,
    GameExists,
    IllegalMoveError,
    LobbyFull,
    NoGame,
    NotEnoughPlayers,
    NotHost,
    NotInGame,
    NotYourTurn,
    Refusal,
    StaleTurn,
    WrongPhase,
)
from azul_bot.core.db import GameStatus
from azul_bot.core.words import ENGLISH
from azul_bot.core.words.refusals import refusal
from azul_bot.engine import CENTER, FLOOR, MOST_FACTORIES, Color, Game, GameEnded, Move, Reason
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import (
    Endings,
    GameQueries,
    RematchControls,
    TurnControls,
    Turns,
    parse_move,
)
from azul_bot.features.play.ids import (
    BAD_COLOR,
    BAD_LINE,
    BAD_SOURCE,
    ILLEGAL_MOVE,
    NO_SUCH_FACTORY,
    NO_SUCH_LINE,
    TOO_LONG,
)
from azul_bot.features.play.words.pickers import line_label, source_label
from azul_bot.features.results import Ladder
from azul_bot.features.results.ids import UNKNOWN_SORT
from azul_bot.features.results.words import leaderboard_text, stats_text
from tests.features.results import helpers as results
from tests.service.conftest import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    ERIN,
    GUILD,
    NAMES,
    OTHER_CHANNEL,
    lobby_with,
    play_first_legal,
    started,
)
from tests.settled import settled

# ----------------------------------------------------------------------------- lobby


async def test_new_lobby_seats_the_host_first(service, channels):
    view = await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    assert view.host_id == ALICE
    assert [s.user_id for s in view.seats] == [ALICE]
    assert not view.can_start
    assert channels.last(CHANNEL).text == (
        "**Azul lobby** — host Alice. Seats 1/4:\n1. Alice\nWaiting for at least 2 players."
    )


async def test_second_lobby_in_the_same_channel_is_refused(service):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    with pytest.raises(GameExists):
        await service.room(Lobby).open_lobby(GUILD, CHANNEL, BOB, "Bob")


async def test_a_user_may_play_in_several_channels(service):
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
    view = await service.room(Lobby).open_lobby(GUILD, OTHER_CHANNEL, ALICE, "Alice")
    assert view.seats[0].user_id == ALICE


async def test_join_fills_up_to_four_seats_then_refuses(service):
    await lobby_with(service, ALICE, BOB, CAROL, DAVE)
    with pytest.raises(LobbyFull):
        await service.room(Lobby).join(CHANNEL, ERIN, "Erin")


async def test_joining_twice_is_refused(service):
    await lobby_with(service, ALICE, BOB)
    with pytest.raises(AlreadySeated):
        await service.room(Lobby).join(CHANNEL, BOB, "Bob")


async def test_host_leaving_hands_the_lobby_to_the_next_seat(service):
    await lobby_with(service, ALICE, BOB, CAROL)
    view = await service.room(Lobby).leave(CHANNEL, ALICE)
    assert view.host_id == BOB
    assert [(s.position, s.user_id) for s in view.seats] == [(0, BOB), (1, CAROL)]


async def test_last_seat_leaving_closes_the_lobby(service):
    await lobby_with(service, ALICE)
    view = await service.room(Lobby).leave(CHANNEL, ALICE)
    assert view.closed
    assert await service.store.active_game(CHANNEL) is None
    await service.room(Lobby).open_lobby(GUILD, CHANNEL, BOB, "Bob")  # the channel is free again


async def test_leaving_without_a_seat_is_refused(service):
    await lobby_with(service, ALICE)
    with pytest.raises(NotInGame):
        await service.room(Lobby).leave(CHANNEL, BOB)


async def test_join_without_a_lobby_says_there_is_no_game(service):
    with pytest.raises(NoGame):
        await service.room(Lobby).join(CHANNEL, BOB, "Bob")


# ----------------------------------------------------------------------------- start


async def test_only_the_host_starts(service):
    await lobby_with(service, ALICE, BOB)
    with pytest.raises(NotHost):
        await service.room(Lobby).start(CHANNEL, BOB)


async def test_starting_alone_is_refused(service):
    await lobby_with(service, ALICE)
    with pytest.raises(NotEnoughPlayers):
        await service.room(Lobby).start(CHANNEL, ALICE)


async def test_start_draws_first_player_posts_the_table_and_pings_only_them(service, channels):
    table = await started(service, ALICE, BOB, CAROL)
    game = Game.new(3, 1234)
    first = [ALICE, BOB, CAROL][game.current_player]
    assert table.current_user_id == first and table.published
    record = await service.store.active_game(CHANNEL)
    assert record.status == GameStatus.RUNNING and record.version == table.version
    posted = channels.last(CHANNEL)
    assert posted.text.startswith(
        f"**Azul begins!** Alice, Bob and Carol. {NAMES[first]} was drawn to play first.\n\n"
    )
    assert posted.mentions == (first,) and f"<@{first}>, your turn" in posted.text
    assert posted.post.image.startswith(b"\x89PNG")
    assert isinstance(posted.controls, TurnControls) and posted.controls.version == table.version
    assert record.message_id == posted.id
    lobby = channels.in_channel(CHANNEL)[0]
    assert lobby.stripped and "has started" in lobby.text


async def test_join_after_start_is_refused(service):
    await started(service, ALICE, BOB)
    with pytest.raises(WrongPhase):
        await service.room(Lobby).join(CHANNEL, CAROL, "Carol")
    with pytest.raises(GameExists):
        await service.room(Lobby).open_lobby(GUILD, CHANNEL, CAROL, "Carol")


# ----------------------------------------------------------------------------- play


async def test_play_applies_the_move_and_narrates_it(service, channels):
    table = await started(service, ALICE, BOB)
    game = (await service.store.active_game(CHANNEL)).game()
    move = next(m for m in game.legal_moves() if m.source != CENTER and m.line != FLOOR)
    mover = table.current_user_id
    after = await service.room(Turns).play(
        CHANNEL, mover, str(move.source + 1), str(move.color).upper(), str(move.line + 1)
    )
    assert after.version == table.version + 1
    told = channels.last(CHANNEL).text
    assert told.startswith(f"{NAMES[mover]} took ")
    assert f"from factory {move.source + 1} → line {move.line + 1}" in told
    assert after.current_user_id != mover
    assert [str(m.move) for m in await service.store.moves(after.game_id)] == [str(move)]


async def test_not_your_turn_names_whose_turn_it_is(service):
    table = await started(service, ALICE, BOB)
    other = BOB if table.current_user_id == ALICE else ALICE
    game = (await service.store.active_game(CHANNEL)).game()
    with pytest.raises(NotYourTurn) as refused:
        await service.room(Turns).play(CHANNEL, other, game.legal_moves()[0])
    assert refused.value.reason is Refusal.NOT_YOUR_TURN
    assert refused.value.values == {"name": NAMES[table.current_user_id]}


async def test_outsider_is_not_in_the_game(service):
    await started(service, ALICE, BOB)
    with pytest.raises(NotInGame):
        await service.room(Turns).play(CHANNEL, CAROL, "1", "red", "1")


async def test_play_without_game_or_before_start(service):
    with pytest.raises(NoGame):
        await service.room(Turns).play(CHANNEL, ALICE, "1", "red", "1")
    await lobby_with(service, ALICE, BOB)
    with pytest.raises(WrongPhase):
        await service.room(Turns).play(CHANNEL, ALICE, "1", "red", "1")


@pytest.mark.parametrize(
    ("source", "color", "line", "reason", "values"),
    [
        ("x", "red", "1", BAD_SOURCE, {"typed": "x"}),
        ("12", "red", "1", NO_SUCH_FACTORY, {"number": 12, "most": MOST_FACTORIES}),
        ("1", "purple", "1", BAD_COLOR, {"typed": "purple"}),
        ("1", "red", "6", NO_SUCH_LINE, {"number": 6}),
        ("1", "red", "top", BAD_LINE, {"typed": "top"}),
        ("1", "red", "*x*", BAD_LINE, {"typed": "\\*x\\*"}),
        ("1" * 5000, "red", "1", TOO_LONG, {"what": "source"}),
        ("1", "r" * 6000, "1", TOO_LONG, {"what": "color"}),
        ("1", "red", "9" * 5000, TOO_LONG, {"what": "line"}),
    ],
)
async def test_malformed_input_is_refused_with_why(service, source, color, line, reason, values):
    table = await started(service, ALICE, BOB)
    with pytest.raises(BadInput) as refused:
        await service.room(Turns).play(CHANNEL, table.current_user_id, source, color, line)
    # What was typed comes back made safe for chat text (markdown escaped).
    assert (refused.value.reason, refused.value.values) == (reason, values)


async def test_illegal_move_gives_the_reason_in_words_and_changes_nothing(service):
    table = await started(service, ALICE, BOB)
    game = (await service.store.active_game(CHANNEL)).game()
    missing = next((i, c) for i, f in enumerate(game.factories) for c in range(5) if f[c] == 0)
    with pytest.raises(IllegalMoveError) as refused:
        await service.room(Turns).play(
            CHANNEL, table.current_user_id, Move(missing[0], Color(missing[1]), 0)
        )
    values = refused.value.values
    assert refused.value.reason is ILLEGAL_MOVE
    assert values["reason"] is Reason.COLOR_NOT_IN_SOURCE
    assert (values["where"], values["factory"], values["color"]) == (
        "factory",
        missing[0] + 1,
        Color(missing[1]),
    )
    assert values["tiles"] == tuple(game.factories[missing[0]])
    said = refusal(ENGLISH, refused.value.reason, values)
    assert said.startswith(f"There is no {Color(missing[1])} in factory {missing[0] + 1}; ")
    with pytest.raises(IllegalMoveError) as refused:
        await service.room(Turns).play(CHANNEL, table.current_user_id, "9", "red", "1")
    assert refused.value.values["reason"] is Reason.UNKNOWN_SOURCE
    said = refusal(ENGLISH, refused.value.reason, refused.value.values)
    assert said == "There is no factory 9 at this table: it has factories 1 to 5 and the center."
    record = await service.store.active_game(CHANNEL)
    assert record.version == table.version


async def test_a_button_from_an_older_turn_cannot_play(service):
    table = await started(service, ALICE, BOB)
    after = await play_first_legal(service, table)
    game = (await service.store.active_game(CHANNEL)).game()
    with pytest.raises(StaleTurn):
        await service.room(Turns).play(
            CHANNEL,
            after.current_user_id,
            game.legal_moves()[0],
            game_id=table.game_id,
            expected_version=table.version,
        )


async def test_two_simultaneous_clicks_apply_one_move(service):
    table = await started(service, ALICE, BOB)
    game = (await service.store.active_game(CHANNEL)).game()
    moves = game.legal_moves()
    results = await asyncio.gather(
        *(
            service.room(Turns).play(
                CHANNEL,
                table.current_user_id,
                move,
                game_id=table.game_id,
                expected_version=table.version,
            )
            for move in (moves[0], moves[-1])
        ),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert sum(isinstance(r, StaleTurn) for r in results) == 1
    assert len(await service.store.moves(table.game_id)) == 1


async def test_a_failed_post_keeps_the_move_and_is_retried_until_it_goes_out(
    service, channels, clock
):
    table = await started(service, ALICE, BOB)
    before = len(channels.in_channel(CHANNEL))
    channels.fail_next = 3
    game = (await service.store.active_game(CHANNEL)).game()
    after = await service.room(Turns).play(CHANNEL, table.current_user_id, game.legal_moves()[0])
    assert not after.published  # stored, and the channel message still on its way
    assert len(await service.store.moves(table.game_id)) == 1
    for _ in range(50):  # each advance lets the next retry (2 s, 4 s, 8 s later) run
        await settled(service, 60)
        if not await service.store.pending_announcements(table.game_id):
            break
    assert channels.posts_tried == before + 4  # three failures, then the post
    posted = channels.in_channel(CHANNEL)
    assert len(posted) == before + 1
    assert posted[-1].mentions == (after.current_user_id,)
    assert (await service.store.active_game(CHANNEL)).message_id == posted[-1].id


async def test_every_turn_message_replaces_the_last_ones_buttons(service, channels):
    table = await started(service, ALICE, BOB)
    first = channels.last(CHANNEL)
    await play_first_legal(service, table)
    second = channels.last(CHANNEL)
    assert first.id != second.id
    assert first.stripped and first.controls is None
    assert [m.id for m in channels.with_controls(CHANNEL)] == [second.id]


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_whole_short_game_finishes_and_updates_stats(
    make_service, store, channels, short_games, players
):
    service = await make_service(new_game=short_games)
    users = [ALICE, BOB, CAROL, DAVE][:players]
    table = await started(service, *users)
    for move in short_games.remaining[players]:
        table = await service.room(Turns).play(CHANNEL, table.current_user_id, move)
    assert table.finished
    assert any(isinstance(e, GameEnded) for e in table.events)
    final = channels.last(CHANNEL)
    assert "Game over" in final.text and "🏆" in final.text and set(final.mentions) == set(users)
    thanks = "Thanks for playing, " + " ".join(f"<@{user}>" for user in users) + "!"
    assert final.text.endswith(f"\n\n{thanks}")
    assert final.controls == RematchControls(table.game_id)  # the only button left
    assert [m.id for m in channels.with_controls(CHANNEL)] == [final.id]
    assert sum("Game over" in m.text for m in channels.in_channel(CHANNEL)) == 1
    assert await store.active_game(CHANNEL) is None
    stats = await results.player_stats(store, GUILD, ALICE)
    assert stats is not None and stats.games == 1
    assert "Games 1" in stats_text(ENGLISH, await service.room(Ladder).stats(GUILD, ALICE, "Alice"))
    board = await service.room(Ladder).leaderboard(GUILD, "wins")
    assert {player.name for player in board.players} == {NAMES[user] for user in users}


# ----------------------------------------------------------------------------- choices


async def test_autocomplete_offers_only_legal_choices_for_the_current_player(service):
    table = await started(service, ALICE, BOB)
    other = BOB if table.current_user_id == ALICE else ALICE
    assert await service.room(GameQueries).sources(CHANNEL, other) == []
    sources = await service.room(GameQueries).sources(CHANNEL, table.current_user_id)
    game = (await service.store.active_game(CHANNEL)).game()
    assert {c.value for c in sources} == {str(i + 1) for i in range(5)}
    assert (sources[0].source, sources[0].tiles) == (0, tuple(game.factories[0]))
    label = source_label(ENGLISH, sources[0].source, sources[0].tiles, sources[0].marker)
    assert label.startswith("Factory 1 — ")
    colors = await service.room(GameQueries).colors(CHANNEL, table.current_user_id, "1")
    assert {c.value for c in colors} == {str(c) for c in range(0)} | {
        str(m.color) for m in game.legal_moves() if m.source == 0
    }
    lines = await service.room(GameQueries).lines(
        CHANNEL, table.current_user_id, "1", colors[0].value
    )
    assert [c.value for c in lines] == ["1", "2", "3", "4", "5", "floor"]
    labels = [line_label(ENGLISH, c.move, c.placement) for c in lines]
    assert labels[3].startswith("line 4 — ") and "fit" in labels[3]
    assert labels[-1].startswith("floor — ")


async def test_line_preview_counts_overflow():
    from azul_bot.features.play import line_choices

    game = Game.new(2, 1234)
    factory = next(f for f in game.factories if max(f) >= 2)
    color = max(range(5), key=lambda c: factory[c])
    index = game.factories.index(factory)
    choices = line_choices(game, index, color)
    labels = {c.value: line_label(ENGLISH, c.move, c.placement) for c in choices}
    count = factory[color]
    assert labels["1"] == f"line 1 — 1 fit, {count - 1} to the floor"
    assert labels["floor"] == f"floor — {count} to the floor"


def test_parse_move_accepts_any_case_and_the_center():
    assert parse_move("CENTER", "Red", "Floor") == Move.parse("crf")
    assert parse_move("2", "BLACK", "4") == Move.parse("2k4")


# ----------------------------------------------------------------------------- abort


async def test_abort_by_host_or_manager_only_and_the_game_does_not_count(service, channels):
    await started(service, ALICE, BOB, CAROL)
    turn = channels.last(CHANNEL)
    with pytest.raises(NotHost):
        await service.room(Endings).abort(CHANNEL, BOB, "Bob", can_manage=False)
    aborted = await service.room(Endings).abort(CHANNEL, CAROL, "Carol", can_manage=True)
    assert aborted.was_running and aborted.published
    assert await service.store.active_game(CHANNEL) is None
    assert await results.player_stats(service.store, GUILD, ALICE) is None
    with pytest.raises(NoGame):
        await service.room(GameQueries).board(CHANNEL)
    assert turn.stripped
    said = channels.last(CHANNEL)
    assert said.text == "Carol aborted the game; it does not count for the stats."
    assert said.mentions == ()


async def test_the_real_renderer_draws_the_posted_tables(make_service, channels):
    from azul_bot.core.words.pictures import draw_table as default_renderer

    service = await make_service(render=default_renderer)
    await lobby_with(service, ALICE, BOB)
    table = await service.room(Lobby).start(CHANNEL, ALICE)
    first = channels.last(CHANNEL)
    assert first.post.image.startswith(b"\x89PNG\r\n\x1a\n")
    assert first.image_alt.startswith("Round 1 · ") and "Alice" in first.image_alt
    await play_first_legal(service, table)
    second = channels.last(CHANNEL).post
    assert second.image.startswith(b"\x89PNG") and second.image != first.post.image
    board = await service.room(GameQueries).board(CHANNEL)
    assert board.image.startswith(b"\x89PNG")


async def test_a_player_sees_the_board_from_their_own_side_and_a_spectator_the_table(service):
    await lobby_with(service, ALICE, BOB)
    await service.room(Lobby).start(CHANNEL, ALICE)
    assert (await service.room(GameQueries).board(CHANNEL, None, BOB)).image.endswith(b" seat 1")
    assert (await service.room(GameQueries).board(CHANNEL, None, ALICE)).image.endswith(b" seat 0")
    watched = (await service.room(GameQueries).board(CHANNEL, None, 999)).image
    assert b"seat" not in watched and watched.startswith(b"\x89PNG fake")


async def test_leaderboard_and_stats_rank_players_after_several_games(make_service, short_games):
    service = await make_service(new_game=short_games)
    for _ in range(3):
        table = await started(service, ALICE, BOB)
        for move in short_games.remaining[2]:
            table = await service.room(Turns).play(CHANNEL, table.current_user_id, move)
        assert table.finished
    result = next(e.result for e in table.events if isinstance(e, GameEnded))
    winner, loser = (ALICE, BOB) if result.winners == (0,) else (BOB, ALICE)
    assert result.winners in ((0,), (1,))

    by_wins = leaderboard_text(
        ENGLISH, await service.room(Ladder).leaderboard(GUILD, "wins")
    ).splitlines()
    assert by_wins[0] == "**Azul leaderboard — by wins**"
    assert by_wins[1].startswith(f"1. {NAMES[winner]} — ") and "3/3 wins (100%)" in by_wins[1]
    assert by_wins[2].startswith(f"2. {NAMES[loser]} — ") and "0/3 wins (0%)" in by_wins[2]
    assert by_wins[-1] == "Page 1/1 · 2 players"
    # Three rated games: both appear, the winner on top, marked provisional.
    by_rating = leaderboard_text(
        ENGLISH, await service.room(Ladder).leaderboard(GUILD)
    ).splitlines()
    assert by_rating[1].startswith(f"1. {NAMES[winner]}") and "?," in by_rating[1]
    assert "provisional" in by_rating[3]
    said = stats_text(ENGLISH, await service.room(Ladder).stats(GUILD, winner, NAMES[winner]))
    assert "(#1, provisional: 3 rated games so far)" in said
    said = stats_text(ENGLISH, await service.room(Ladder).stats(GUILD, loser, NAMES[loser]))
    assert "Games 3 · wins 0 (0%)" in said
    with pytest.raises(BadInput) as refused:
        await service.room(Ladder).leaderboard(GUILD, "wins", page=2)
    assert refusal(ENGLISH, refused.value.reason, refused.value.values) == (
        "This leaderboard has only 1 page."
    )
    with pytest.raises(BadInput) as refused:
        await service.room(Ladder).leaderboard(GUILD, "luck")
    assert refused.value.reason == UNKNOWN_SORT
    nobody = stats_text(ENGLISH, await service.room(Ladder).stats(GUILD, ERIN, "Erin"))
    assert nobody == "Erin has not finished an Azul game on this server yet."


async def test_a_table_changed_by_another_process_is_read_again_before_deciding(
    make_service, store
):
    # Two hosts on one database: ``here`` keeps the table it stored last; ``there`` moves
    # on without it knowing. Every answer of ``here`` must come from the stored game.
    here, there = await make_service(), await make_service()
    table = await started(here, ALICE, BOB)
    first = table.current_user_id
    second = BOB if first == ALICE else ALICE
    game = (await store.active_game(CHANNEL)).game()
    await here.room(Turns).play(CHANNEL, first, game.legal_moves()[0])  # ``here`` keeps this table
    game = (await store.active_game(CHANNEL)).game()
    await there.room(Turns).play(CHANNEL, second, game.legal_moves()[0])  # ``here`` does not know
    stored = await store.active_game(CHANNEL)
    to_move = stored.seats[stored.game().current_player].user_id
    other = second if to_move == first else first
    # By the kept table it would be the other's turn: the stored game says no.
    with pytest.raises(NotYourTurn):
        await here.room(Turns).play(CHANNEL, other, stored.game().legal_moves()[0])
    assert (await store.active_game(CHANNEL)).version == stored.version
    # And the player the database says is to move is heard, on the stored table.
    await here.room(Turns).play(CHANNEL, to_move, stored.game().legal_moves()[-1])
    after = await store.active_game(CHANNEL)
    assert after.version == stored.version + 1
    moves = await store.moves(after.id)
    assert [m.move for m in moves][-1] == str(stored.game().legal_moves()[-1])
    replayed = Game.from_dict(await store.start_state(after.id))
    for each in moves:
        replayed.play(Move.parse(each.move))
    assert replayed.to_dict() == after.state
