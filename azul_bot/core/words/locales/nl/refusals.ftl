## Weigeringen: waarom een verzoek niets veranderde (refusal-<code>, één per code van de
## gastheer). { $typed } is wat er getypt werd; namen zijn al veilig voor Discord.

refusal-no_game = Er is geen Azul-spel in dit kanaal. Begin er een met `/azul nieuw`.
refusal-not_started = Het spel hier is nog niet begonnen: de gastheer start het met `/azul starten`.
refusal-already_started = Het spel hier is al begonnen; de plaatsen liggen nu vast.
refusal-damaged_game = Het opgeslagen spel hier is beschadigd en is gesloten; begin een nieuw spel.
refusal-unknown_level = Computerspelers zijn beginner, makkelijk, normaal of moeilijk.
refusal-not_your_turn = { $name } is aan de beurt, niet jij: je hoort het wanneer jij aan de beurt bent.
refusal-computer_turn = Een computer is aan de beurt, niet jij: je hoort het wanneer jij aan de beurt bent.
refusal-not_playing = Je speelt niet mee in dit spel; je kunt het volgen met `/azul tafel`.
refusal-seat_taken_over = Een computer speelt jouw plaats tot het einde van dit spel (je hebt het verlaten, of je tijd was op); je kunt het volgen met `/azul tafel`.
refusal-not_offered = Die keuze ligt nu niet op tafel; er is niets veranderd.
refusal-no_such_game = Er is geen spel #{ $game } op deze server.
refusal-not_finished_here = Er is geen afgelopen spel #{ $game } op deze server.
refusal-cannot_save = De bot kan nu niet opslaan; probeer het zo meteen opnieuw. Er is niets veranderd.
refusal-cannot_read = De bot kan zijn spellen nu niet lezen; probeer het zo meteen opnieuw.
refusal-dm_only = Azul speel je in de kanalen van een server: gebruik `/azul` in een kanaal (of thread) van een server waar ik ben. `/azul regels` werkt overal.
refusal-server_only = Dit hoort bij een server die mij heeft toegevoegd: gebruik het in een van zijn kanalen. Spellen, `/azul statistieken` en de ranglijst van deze plek (`/azul ranglijst`) werken hier ook.
refusal-external_apps_off = Deze server laat zijn leden externe apps alleen privé gebruiken, dus een tafel hier zou alleen jij zien. Vraag een beheerder om mij aan de server toe te voegen, of speel in een groeps-DM met je vrienden.
refusal-bot_permissions = { $place ->
    [opens_threads] Ik kan hier geen thread voor het spel openen
    [announcements] Ik kan niet schrijven in { $channel }, dus er is niets veranderd
   *[channel] Ik kan in dit kanaal geen spel leiden
}. Ik mis { $count ->
    [one] deze permissie
   *[other] deze permissies
}:
    { $permissions }
    Vraag een beheerder van de server om { $count ->
    [one] die
   *[other] ze
} te geven, of kies een ander kanaal.
refusal-threads_text_only = Een spel krijgt alleen een eigen thread in een tekstkanaal.
refusal-bad_option = Die waarde is hier niet geldig; er is niets veranderd.

## Weigeringen bij de grijze muur: hem kiezen, en er tegels op plaatsen.

refusal-walls_being_tiled = De spelers leggen hun tegels op hun muur: niemand neemt tegels voordat iedereen gelegd heeft.
refusal-nothing_to_place = Je hebt nu geen tegel om op je muur te leggen.
refusal-placement_passed = Die plaatsing is voorbij: de lijn is al gelegd, of de ronde is afgelopen. Er is niets veranderd.

## De permissies van Discord, zoals Discord ze noemt.

permission-view_channel = Kanaal bekijken
permission-send_messages = Berichten versturen
permission-attach_files = Bestanden bijvoegen
permission-read_message_history = Berichtgeschiedenis lezen
permission-send_messages_in_threads = Berichten versturen in threads
permission-create_public_threads = Openbare threads maken

permission-line = **{ $permission }**: { $why }
permission-why-view_channel = ik zie het kanaal niet: er kan niets gespeeld of geplaatst worden
permission-why-send_messages = er kan geen lobby, tafel of aankondiging geplaatst worden
permission-why-send_messages_in_threads = er kan geen spel in een thread gespeeld worden, ook geen tafel van een toernooi
permission-why-create_public_threads = een spel of een tafel van een toernooi kan geen eigen thread openen
permission-why-attach_files = de afbeeldingen van de tafel en het podium van een seizoen kunnen niet getoond worden
permission-why-read_message_history = ik kan mijn eerdere berichten niet bijwerken (een lobby, de knoppen onder de laatste tafel)

## Als de bot zelf faalt: wat één persoon te horen krijgt, en dat er niets verloren is.

reply-something-went-wrong = Er ging aan mijn kant iets mis. Er is niets verloren: `/azul tafel` toont de tafel.
reply-will-follow = ⚠️ Het is opgeslagen; het bericht in het kanaal volgt zo.
