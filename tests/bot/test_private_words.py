"""What one person sees privately is in their own Discord language, through the real command
tree (offline, simcord): refusals, confirmations, the move picker, the autocomplete, the coach,
the table shown to them, records and settings. What they type in their language is read."""

from __future__ import annotations

import pytest

from azul_bot.core.words import words
from azul_bot.engine import CENTER, FLOOR, Color, Move
from azul_bot.features.play.words.rules import rules_said
from tests.conftest import fixed_deal
from tests.simcord_helpers import button_id, button_labels, custom_ids, said

pytestmark = pytest.mark.bot(new_game=fixed_deal)

FR, NL = words("fr"), words("nl")
FRENCH_COLORS = ["bleu", "jaune", "rouge", "noir", "blanc"]
DUTCH_COLORS = ["blauw", "geel", "rood", "zwart", "wit"]
FRENCH_TILES = ["bleue", "jaune", "rouge", "noire", "blanche"]  # tuiles: feminine


async def test_a_french_player_is_refused_and_answered_in_french(table, locales):
    alice, bob = table.members[:2]
    locales.users[bob.id] = "fr"
    await alice.slash(table.channel, "azul new")
    lobby = table.channel.last_message
    assert said(await bob.click(lobby, label="Join"), private=True) == "Vous avez pris la place 2."
    # The host's name in the refusal, the sentence in the reader's language; the same
    # refusal whether it comes from the button or the command.
    pressed = await bob.click(lobby, label="Start")
    assert said(pressed, private=True) == "Seul l'hôte (alice) peut lancer la partie."
    typed = await bob.slash(table.channel, "azul start")
    assert said(typed, private=True) == "Seul l'hôte (alice) peut lancer la partie."
    assert said(await bob.slash(table.channel, "azul join"), private=True) == (
        "Vous avez déjà une place à cette table."
    )
    # Alice reads English: the same refusal, in her words.
    locales.users[bob.id] = "nl"
    assert said(await bob.slash(table.channel, "azul start"), private=True) == (
        "Alleen de gastheer (alice) kan het spel starten."
    )
    assert said(await alice.slash(table.channel, "azul join"), private=True) == (
        "You already have a seat in this lobby."
    )
    assert (await table.record()).status == "lobby"


async def test_not_your_turn_and_bad_values_are_refused_in_dutch(table, locales):
    alice, bob, carol = table.members[:3]
    for member in (alice, bob, carol):
        locales.users[member.id] = "nl"
    await table.open(2)
    current = await table.current()
    other = bob if current.id == alice.id else alice
    refused = await other.slash(table.channel, "azul play", source="1", color="rood", line="1")
    assert said(refused, private=True) == (
        f"{current.name} is aan de beurt, niet jij: je hoort het wanneer jij aan de beurt bent."
    )
    turn = table.channel.last_message
    tapped = await other.click(turn, custom_id=custom_ids(turn)[0])
    assert said(tapped, private=True) == said(
        refused, private=True
    )  # one wording, button or command
    outsider = await carol.click(turn, custom_id=custom_ids(turn)[0])
    assert said(outsider, private=True) == (
        "Je speelt niet mee in dit spel; je kunt het volgen met `/azul tafel`."
    )
    bad = await current.slash(table.channel, "azul play", source="maan", color="rood", line="1")
    assert said(bad, private=True) == (
        "Ik kan de bron ‘maan’ niet lezen: typ `midden` (`M`) of het nummer van een"
        " fabrieksschijf op de tafel."
    )
    game = await table.game()
    empty = next(c for c in range(5) if not game.factories[0][c])
    illegal = await current.slash(
        table.channel, "azul play", source="1", color=DUTCH_COLORS[empty], line="vloer"
    )
    assert said(illegal, private=True).startswith(
        f"Er ligt geen {DUTCH_COLORS[empty]} op fabrieksschijf 1; "
    )
    assert len(await table.bot.store.moves((await table.record()).id)) == 0


async def test_moves_typed_in_french_and_dutch_are_played(table, locales):
    alice, bob = table.members[:2]
    await table.open(2)
    first = await table.current()
    second = bob if first.id == alice.id else alice
    locales.users[first.id], locales.users[second.id] = "nl", "fr"
    game = await table.game()
    # Factory 5 holds 2 blue, 1 red and 1 black (seed 1234): the blue taken, red and black
    # slide to the center.
    assert game.factories[4] == [2, 0, 1, 1, 0] and not any(game.center)

    async def typed(member, source, color, line):
        done = await member.slash(table.channel, "azul play", source=source, color=color, line=line)
        assert done.response is None and not done.followups  # the turn message says it all

    await typed(first, "5", "blauw", "vloer")
    await typed(second, "centre", "rouge", "plancher")
    await typed(first, "Midden", "zwart", "VLOER")  # any case
    played = [m.move for m in await table.bot.store.moves((await table.record()).id)]
    assert played == [
        str(Move(4, Color.BLUE, FLOOR)),
        str(Move(CENTER, Color.RED, FLOOR)),
        str(Move(CENTER, Color.BLACK, FLOOR)),
    ]


async def test_the_autocomplete_speaks_french_and_sends_the_same_values(table, locales):
    await table.open(2)
    current = await table.current()
    locales.users[current.id] = "fr"
    game = await table.game()
    sources = await current.autocomplete(table.channel, "azul play", "source", "")
    assert [c["value"] for c in sources] == ["1", "2", "3", "4", "5"]
    assert sources[0]["name"].startswith("Fabrique 1 — ")
    colors = await current.autocomplete(table.channel, "azul play", "color", "", source="2")
    held = [c for c in range(5) if game.factories[1][c]]
    assert [c["value"] for c in colors] == [str(Color(c)) for c in held]
    count = game.factories[1][held[0]]
    plural = "s" if count > 1 else ""
    assert colors[0]["name"] == f"{count} {FRENCH_TILES[held[0]]}{plural}"  # count, then color
    # What is typed filters in the reader's words: "rou" finds rouge, whose value stays "red".
    typed = await current.autocomplete(table.channel, "azul play", "color", "rou")
    assert typed == [{"name": "rouge", "value": "red"}]
    lines = await current.autocomplete(
        table.channel, "azul play", "line", "", source="2", color=colors[0]["value"]
    )
    assert [c["value"] for c in lines] == ["1", "2", "3", "4", "5", "floor"]
    assert lines[0]["name"].startswith("ligne Motif 1 — 1 y tient")
    assert lines[-1]["name"].startswith("Plancher — ")


async def test_the_picker_speaks_the_tappers_language(table, locales):
    await table.open(2)
    current = await table.current()
    locales.users[current.id] = "nl"
    game = await table.game()
    move = next(m for m in game.legal_moves() if m.source == 1 and m.line == 3)
    message = table.channel.last_message
    opened = await current.click(message, custom_id=button_id(message, "src", move.source))
    picker = opened.response
    assert picker.content == "**Jouw zet**: fabrieksschijf 2. Kies een kleur."
    await current.click(picker, custom_id=button_id(picker, "col", int(move.color)))
    count = game.factories[1][move.color]
    tiles = NL("color-tiles", color=str(move.color), count=count)
    assert picker.content == f"**Jouw zet**: {tiles} van fabrieksschijf 2. Kies een lijn."
    assert any(label.startswith("patroonlijn 4 — ") for label in button_labels(picker))
    await current.click(picker, custom_id=button_id(picker, "line", move.line))
    assert picker.content.startswith(f"**{tiles} van fabrieksschijf 2 → patroonlijn 4** (")
    question, tip = picker.content.split("\n")
    assert question.endswith("Bevestigen?")
    assert tip == "-# Eén tik minder per zet: `/azul bevestigen aan:False`"
    confirmed = await current.click(picker, label="Bevestigen")
    color = DUTCH_COLORS[move.color]
    assert confirmed.response.content == (
        f"Gespeeld: {color} van fabrieksschijf 2 → patroonlijn 4."
    )
    # The buttons under the channel's table stay in the server's language (English here).
    assert all(" · " in label for label in button_labels(table.channel.last_message))


async def test_a_hint_in_dutch_says_each_move_once(table, locales):
    await table.open(2)
    current = await table.current()
    locales.users[current.id] = "nl"
    advice = await current.slash(table.channel, "azul hint")
    lines = said(advice, private=True).splitlines()
    assert lines[0] == "**De coach stelt voor**"
    moves = [line for line in lines if line[:1].isdigit()]
    assert 1 <= len(moves) <= 3
    for number, line in enumerate(moves, start=1):
        # "1. **3 rode van fabrieksschijf 2 → patroonlijn 4**: …": the move, once.
        assert line.startswith(f"{number}. **") and line.count("→") == 1
    assert lines[-2:] == [
        "Dit spel telt niet meer mee voor de ratings (er is een tip gebruikt).",
        "De beste staat hieronder klaar: Bevestigen speelt hem.",
    ]
    picker = advice.followups[-1] if advice.followups else advice.response
    confirmed = await current.click(picker, label="Bevestigen")
    # After Confirm the message says what was played, and only that.
    assert confirmed.response.content.startswith("Gespeeld: ")
    assert "Bevestigen" not in confirmed.response.content
    assert (await table.record()).coached


async def test_the_table_and_the_records_in_french(table, locales):
    alice, bob = table.members[:2]
    locales.users[alice.id] = "fr"
    await table.open(2)
    board = await alice.slash(table.channel, "azul board")
    shown = board.followups[-1] if board.followups else board.response
    assert shown.content.startswith("Manche 1, à ") and "Scores : alice 0, bob 0." in shown.content
    assert shown.attachments  # the picture, described in French for screen readers
    stats = said(await alice.slash(table.channel, "azul stats"), private=True)
    assert stats.splitlines()[0] == (
        "alice n'a pas encore terminé de partie d'Azul sur ce serveur."
    )
    assert "Absences restantes cette saison : 21 jours sur 21" in stats
    mine = said(await alice.slash(table.channel, "azul mygames"), private=True)
    assert mine.startswith("**Vos parties en cours**\n• <#")
    assert "(fin du temps <t:" in mine
    settings = said(await alice.slash(table.channel, "azul settings"), private=True)
    assert settings.splitlines()[:3] == [
        "**Réglages d'Azul de ce serveur**",
        "• Temps par tour : 1 j",
        "• Rappel : après 8 h",
    ]
    assert said(await alice.slash(table.channel, "azul rules"), private=True) == rules_said(FR)
    history = said(await alice.slash(table.channel, "azul history"), private=True)
    assert history == "Ce serveur n'a pas encore de partie d'Azul terminée."
    leave = await alice.slash(table.channel, "azul leave")
    assert said(leave, private=True).startswith("Vraiment quitter cette partie ?")
    labels = [
        c["label"]
        for row in (leave.followups or [leave.response])[-1].components
        for c in row["components"]
    ]
    assert labels == ["Oui, quitter la partie", "Non, continuer"]


async def test_a_setting_refused_to_a_member_without_the_permission_in_french(table, locales):
    member = table.members[1]
    locales.users[member.id] = "fr"
    refused = await member.slash(table.channel, "azul settings", time_limit="2h")
    assert (
        said(refused, private=True)
        == "Changer les réglages demande la permission Gérer le serveur."
    )
