# De woorden van de bot in het Nederlands. Dezelfde sleutels als en.ftl; een test controleert
# de sleutels, de parameters en de meervoudsvormen.

## Commando's: namen (kleine letters, geen spaties, hoogstens 32 tekens) en beschrijvingen
## (hoogstens 100 tekens).

cmd-azul = azul
cmd-azul-desc = Speel Azul, het tegelspel
cmd-azul-new = nieuw
cmd-azul-new-desc = Open hier een Azul-lobby (jij bent de gastheer)
cmd-azul-new-thread = thread
cmd-azul-new-thread-desc = open het spel in een nieuwe thread van dit kanaal
cmd-azul-join = meedoen
cmd-azul-join-desc = Neem een plaats in de lobby van dit kanaal
cmd-azul-leave = verlaten
cmd-azul-leave-desc = Verlaat de lobby, of geef het lopende spel op (eerst bevestigen)
cmd-azul-addbot = computer
cmd-azul-addbot-desc = Zet een computerspeler in de lobby (alleen de gastheer)
cmd-azul-addbot-level = niveau
cmd-azul-addbot-level-desc = hoe sterk hij speelt
cmd-azul-hint = tip
cmd-azul-hint-desc = De drie beste zetten volgens de coach (alleen voor jou)
cmd-azul-notify = meldingen
cmd-azul-notify-desc = Een privébericht als je aan de beurt bent: aan of uit
cmd-azul-notify-on = aan
cmd-azul-notify-on-desc = True: een privébericht als je aan de beurt bent; False: een ping in het kanaal
cmd-azul-settings = instellingen
cmd-azul-settings-desc = De Azul-regels van deze server (Server beheren om te wijzigen)
cmd-azul-settings-time_limit = tijd-per-beurt
cmd-azul-settings-time_limit-desc = tijd per beurt, bv. 12h, 2d, of off
cmd-azul-settings-reminder = herinnering
cmd-azul-settings-reminder-desc = wanneer de speler herinnerd wordt, bv. 4h, of off
cmd-azul-settings-at_limit = tijd-om
cmd-azul-settings-at_limit-desc = wat er gebeurt als de tijd om is
cmd-azul-settings-threads = threads
cmd-azul-settings-threads-desc = open elk nieuw spel in een eigen thread
cmd-azul-settings-hints = tips
cmd-azul-settings-hints-desc = /azul tip toestaan
cmd-azul-start = starten
cmd-azul-start-desc = Start het spel (alleen de gastheer)
cmd-azul-play = spelen
cmd-azul-play-desc = Neem tegels: de bron, de kleur en de lijn waar ze op komen
cmd-azul-play-source = bron
cmd-azul-play-source-desc = midden ({ letter-center }), of het nummer van een fabrieksschijf zoals op de afbeelding
cmd-azul-play-color = kleur
cmd-azul-play-color-desc = blauw, geel, rood, zwart of wit (of { letter-blue }, { letter-yellow }, { letter-red }, { letter-black }, { letter-white }, zoals op de afbeelding)
cmd-azul-play-line = lijn
cmd-azul-play-line-desc = patroonlijn 1 tot 5, of vloer ({ letter-floor })
cmd-azul-board = tafel
cmd-azul-board-desc = Toon de tafel zoals ze nu is (alleen voor jou)
cmd-azul-abort = afbreken
cmd-azul-abort-desc = Breek het spel hier af (gastheer of Kanalen beheren)
cmd-azul-rules = regels
cmd-azul-rules-desc = De regels van Azul in het kort
cmd-azul-mygames = mijn-spellen
cmd-azul-mygames-desc = Je lopende spellen op deze server (alleen voor jou)
cmd-azul-history = geschiedenis
cmd-azul-history-desc = Afgelopen spellen van deze server (alleen voor jou)
cmd-azul-history-member = lid
cmd-azul-history-member-desc = alleen de spellen van dit lid
cmd-azul-history-page = pagina
cmd-azul-history-page-desc = paginanummer, vanaf 1
cmd-azul-replay = terugkijken
cmd-azul-replay-desc = Bekijk een afgelopen spel opnieuw: scores en een animatie
cmd-azul-replay-game = spel
cmd-azul-replay-game-desc = het nummer van het spel, zoals /azul geschiedenis het toont (#12)
cmd-azul-leaderboard = ranglijst
cmd-azul-leaderboard-desc = De beste Azul-spelers van deze server
cmd-azul-leaderboard-sort = sorteren
cmd-azul-leaderboard-sort-desc = waarop gerangschikt wordt
cmd-azul-leaderboard-page = pagina
cmd-azul-leaderboard-page-desc = paginanummer, vanaf 1
cmd-azul-stats = statistieken
cmd-azul-stats-desc = Azul-statistieken van een lid (standaard de jouwe)
cmd-azul-stats-member = lid
cmd-azul-stats-member-desc = van wie (jij als je het leeg laat)

## Keuzes in de opties (de verstuurde waarde blijft in elke taal dezelfde).

choice-easy = makkelijk
choice-normal = normaal
choice-hard = moeilijk
choice-turn = een computer speelt die beurt in zijn plaats
choice-seat = een computer neemt zijn plaats voorgoed over
choice-rating = rating
choice-wins = overwinningen
choice-win_rate = winstpercentage
choice-average = gemiddelde score
choice-best = beste score

## Kleuren, het midden en de vloer, getoond en getypt.

color-blue = blauw
color-yellow = geel
color-red = rood
color-black = zwart
color-white = wit
word-center = midden
word-floor = vloer


## De termen van het spel, één woord per ding.

-marker = startspelerfiche

## De onderdelen benoemen.

source-factory = fabrieksschijf { $number }
source-center = het midden van de tafel
line-pattern = patroonlijn { $number }
line-floor = de vloerlijn
color-tiles = { $color ->
    [blue] { $count } blauwe
    [yellow] { $count } gele
    [red] { $count } rode
    [black] { $count } zwarte
   *[white] { $count } witte
}
list-nothing = niets
list-and = { $first } en { $second }

## Een zet, verteld in het kanaal.

move-took = { $name } nam { $tiles } van { $source }
move-took-marker = { $name } nam { $tiles } en de { -marker } uit het midden
move-to-line = → { $line }
move-to-floor = → de vloerlijn
move-overflow = { $count } op de vloer
move-to-lid = { $count } in de deksel (vloer vol)
move-to-full-floor = → de vloerlijn, die vol is: { $count ->
    [one] hij gaat
   *[other] ze gaan allemaal
} in de deksel
move-marker-no-slot = de { -marker } neemt geen plaats in (vloer vol)
move-slid = { $tiles } naar het midden

## Het einde van een ronde.

round-tiling = **Einde van ronde { $round }: de muur betegelen**
round-placed = { $tile } in rij { $row } +{ $points }
round-run-across = { $tile } in rij { $row } +{ $points } ({ $h } naast elkaar)
round-run-down = { $tile } in rij { $row } +{ $points } ({ $v } onder elkaar)
round-run-both = { $tile } in rij { $row } +{ $points } ({ $h } naast + { $v } onder elkaar)
round-floor = vloer −{ $points }
round-nothing = niets geplaatst
round-player = • { $name }: { $parts } → nu { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
round-begins = **Ronde { $round }** begint; { $name } start.
bag-refilled = De zak was leeg en is bijgevuld met { $count } tegels uit de deksel.

## Het einde van het spel.

result-title = **Einde van het spel — eindstand**
result-player = { $rank }. { $name } — **{ $score }**{ $trophy } ({ $parts })
result-during = { $points } tijdens het spel
result-rows = { $count ->
    [one] 1 rij +{ $points }
   *[other] { $count } rijen +{ $points }
}
result-columns = { $count ->
    [one] 1 kolom +{ $points }
   *[other] { $count } kolommen +{ $points }
}
result-colors = { $count ->
    [one] 1 kleur +{ $points }
   *[other] { $count } kleuren +{ $points }
}
result-winner = { $name } wint!
result-tie-break = { $name } wint bij gelijkspel met meer volle rijen.
result-shared = Gedeelde overwinning: { $names } hebben evenveel punten en volle rijen.

## De tafel in tekst (de beschrijving van de afbeelding, voor schermlezers).

table-status = Ronde { $round } · { $name } is aan de beurt · zak { $bag } · deksel { $lid }.
table-status-over = Spel voorbij na ronde { $round } · zak { $bag } · deksel { $lid }.
table-factories = Fabrieksschijven: { $list }.
table-factories-empty = Fabrieksschijven: allemaal leeg.
table-factory = { $number }: { $tiles }
table-center = Midden: { $tiles }.
table-center-marker = Midden: { $tiles }, { -marker }.
table-center-only-marker = Midden: { -marker }.
clauses = { $first }; { $second }
table-player = { $name }: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}; { $lines }; muur: { $wall ->
    [one] { $wall } tegel
   *[other] { $wall } tegels
}; { $floor }.
table-lines-empty = patroonlijnen leeg
table-line = lijn { $number }: { $count }/{ $number } { $color }
table-floor-empty = vloerlijn leeg
table-floor = vloerlijn { $count } (−{ $points })

## /azul regels: het spel in het kort, zoals het hier gespeeld wordt.

rules =
    {"**"}Azul in het kort** ({ $least }–{ $most } spelers)
    {"**"}Doel:** betegel je muur van 5×5 en scoor de meeste punten. Het spel eindigt na de ronde waarin iemand een horizontale rij van zijn muur vol heeft.
    {"**"}Jouw beurt:** neem *alle* tegels van *één* kleur, van een **fabrieksschijf** (de rest schuift naar het midden van de tafel) of uit het **midden** (wie dat als eerste doet in een ronde, neemt ook de { -marker }: die gaat op zijn vloerlijn, en hij begint de volgende ronde).
    {"**"}Leg ze** allemaal op *één* patroonlijn: lijn *n* houdt *n* tegels, van één kleur, en niet een kleur die al in die rij van je muur ligt. Wat niet past valt op je **vloerlijn**; je mag altijd alles op de vloer leggen.
    {"**"}Einde van een ronde** (geen tegel meer te nemen): elke *volle* patroonlijn zet één tegel op de muur en scoort die: 1 punt als hij alleen ligt, anders 1 per tegel in zijn ononderbroken rij plus 1 per tegel in zijn ononderbroken kolom. Andere lijnen wachten op de volgende ronde. De vloer kost { $floor } punten (nooit onder 0).
    {"**"}De grijze muur** (een variant die je kiest als de tafel opent): de muur heeft geen gedrukte kleuren. Aan het einde van een ronde kiest elke speler, lijn voor lijn van boven naar beneden, de kolom voor de tegel van elke volle patroonlijn: een leeg vak in die rij waarvan de kolom die kleur nog niet heeft. Een lijn zonder zo'n vak gaat in zijn geheel naar de vloerlijn.
    {"**"}Einde van het spel:** +{ $row } per volle rij, +{ $column } per volle kolom, +{ $color } per kleur die 5 keer op de muur ligt. De meeste punten winnen; bij gelijkspel wint wie meer volle rijen heeft, anders delen ze de overwinning.
    {"**"}Hier spelen:** `/azul nieuw` opent een tafel, anderen drukken op **Meedoen**, de gastheer op **Starten**. Tik in je beurt een fabrieksschijf of het midden onder de tafel, dan een kleur en een lijn; of typ `/azul spelen bron:2 kleur:rood lijn:4` (ook `midden`, `vloer` of de letters op de afbeelding). `/azul tafel` toont de tafel alleen aan jou, `/azul tip` raadpleegt de coach.

## Het beeld van de tafel: elk woord dat de afbeelding tekent. Kort, want ze delen een band
## van de afbeelding met namen en getallen; elke { $waarde } wordt bij het tekenen ingevuld.

image-turn = Ronde { $round }  ·  { $name } is aan de beurt
image-tiling = Ronde { $round } · op de muur: { $names }
image-winner = Spel afgelopen · { $name } wint
image-shared-victory = Spel afgelopen · gedeelde overwinning: { $names }
image-stock = zak { $bag }  ·  deksel { $lid }
image-player = Speler { $number }
image-final-scores = Eindstand
image-column-wall = muur
image-column-rows = rijen
image-column-columns = kolommen
image-column-colors = kleuren
image-column-total = totaal
image-standing = { $rank }. { $name }

## Berichten in het kanaal (de tafel vóór de start, de beurten, het einde van een ronde, de
## herinneringen, het einde van het spel) in de taal van de server, en de privéberichten van
## een speler in de zijne. { $mention } en { $mentions } zijn Discord-vermeldingen (<@123>);
## { $deadline } is Discords tijdopmaak (<t:1700000000:R>), die ieder leest als "over 2 uur".

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
lobby-title = **Azul-tafel** — gastheer { $host }. Plaatsen { $seated }/{ $most }:
lobby-seat = { $number }. { $name }
lobby-ready = Klaar: de gastheer kan starten.
lobby-waiting = Wachten op minstens { $least } spelers.
lobby-started = Het spel aan deze tafel is begonnen: het staat hieronder.
lobby-closed-empty = De tafel is gesloten: iedereen is vertrokken.
lobby-closed-expired = Deze tafel is na een dag zonder start gesloten; het kanaal is weer vrij.
game-begins = **Azul begint!** { $names }. { $first } is geloot om te beginnen.
turn-yours = { $mention }, jouw beurt: tik hieronder een fabrieksschijf of het midden aan, of gebruik `/azul spelen`.
turn-told-by-dm = { $name } is aan de beurt (gemeld per privébericht).
turn-computer = { $name } denkt na…
turn-stand-in = Een computer speelt voor { $name }…
ran-out-turn = ⏰ De tijd van { $name } is op; een invalcomputer ({ $level }) heeft deze beurt overgenomen.
ran-out-seat = ⏰ De tijd van { $name } is op; een invalcomputer ({ $level }) neemt de plaats over tot het einde van het spel.
resigned = { $name } heeft het spel verlaten; een computer ({ $level }) speelt vanaf nu op die plaats.
rated = Statistieken en ratings zijn bijgewerkt: zie `/azul ranglijst`.
unrated-coached = De statistieken zijn bijgewerkt, de ratings niet: in dit spel is een tip gebruikt.
unrated-too-few = De statistieken zijn bijgewerkt, de ratings niet: er speelden minder dan twee mensen mee.
thanks = Bedankt voor het spelen, { $mentions }!
aborted-game = { $name } heeft het spel afgebroken; het telt niet mee voor de statistieken.
aborted-lobby = { $name } heeft de tafel gesloten.
aborted-nobody-left = Er zit niemand meer aan deze tafel: het spel eindigt hier en telt niet mee voor de statistieken.
rematch-invitation = 🔁 Revanche! { $mentions }, { $count ->
    [one] neem je plaats weer in
   *[other] neem jullie plaatsen weer in
} met **Meedoen**.
reminder = ⏳ { $mention }, je bent nog steeds aan de beurt in Azul.
reminder-deadline = ⏳ { $mention }, je bent nog steeds aan de beurt in Azul. Een invalcomputer speelt je beurt { $deadline }.
dm-turn = Je bent aan de beurt in Azul: { $link }
dm-reminder = ⏳ Je bent nog steeds aan de beurt in Azul. Je tafel: { $link }
dm-reminder-deadline = ⏳ Je bent nog steeds aan de beurt in Azul; een invalcomputer speelt je beurt { $deadline }. Je tafel: { $link }

## De taal van de server (/azul instellingen taal): elke taal heet zoals in die taal zelf.

cmd-azul-settings-language = taal
settings-language-auto = • Taal van de spelberichten in de kanalen: die van de server ({ $language })
cmd-azul-settings-language-desc = de taal van de spelberichten in de kanalen van deze server
choice-auto = de taal van de server (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands

## Privé-antwoorden: wat één persoon ziet, in zijn eigen Discord-taal (antwoorden op
## opdrachten en knoppen, weigeringen, de zetkiezer, de coach, geschiedenis, ranglijst,
## instellingen).

## Weigeringen: waarom een verzoek niets veranderde (refusal-<code>, één per code van de
## gastheer). { $typed } is wat er getypt werd; namen zijn al veilig voor Discord.

refusal-no_game = Er is geen Azul-spel in dit kanaal. Begin er een met `/azul nieuw`.
refusal-not_started = Het spel hier is nog niet begonnen: de gastheer start het met `/azul starten`.
refusal-already_started = Het spel hier is al begonnen; de plaatsen liggen nu vast.
refusal-game_running_here = Eén spel per kanaal: hier loopt al een spel. Volg het met `/azul tafel`, of begin een ander in een thread (`/azul nieuw thread:True`).
refusal-lobby_open_here = Eén spel per kanaal: hier staat al een tafel open. Doe daar mee, of begin een ander spel in een thread (`/azul nieuw thread:True`).
refusal-damaged_game = Het opgeslagen spel hier is beschadigd en is gesloten; begin een nieuw spel.
refusal-already_seated = Je hebt al een plaats aan deze tafel.
refusal-lobby_full = De tafel is vol: Azul is voor hoogstens { $most } spelers.
refusal-not_in_lobby = Je hebt geen plaats aan deze tafel.
refusal-not_enough_players = Azul heeft minstens { $least } spelers nodig: wacht tot er iemand meedoet.
refusal-unknown_level = Computerspelers zijn makkelijk, normaal of moeilijk.
refusal-no_computer_seated = Er zit geen computerspeler aan deze tafel.
refusal-host_only_start = Alleen de gastheer ({ $host }) kan het spel starten.
refusal-host_only_add_computer = Alleen de gastheer ({ $host }) kan computerspelers toevoegen.
refusal-host_only_remove_computer = Alleen de gastheer ({ $host }) kan computerspelers weghalen.
refusal-host_or_manager_only_abort = Alleen de gastheer of een lid met de permissie Kanalen beheren kan het spel afbreken.
refusal-not_your_turn = { $name } is aan de beurt, niet jij: je hoort het wanneer jij aan de beurt bent.
refusal-computer_turn = Een computer is aan de beurt, niet jij: je hoort het wanneer jij aan de beurt bent.
refusal-not_playing = Je speelt niet mee in dit spel; je kunt het volgen met `/azul tafel`.
refusal-seat_taken_over = Een computer speelt jouw plaats tot het einde van dit spel (je hebt het verlaten, of je tijd was op); je kunt het volgen met `/azul tafel`.
refusal-old_turn = De tafel is veranderd sinds dat bericht; gebruik het nieuwste.
refusal-other_game = Die knop hoort bij een spel dat voorbij is; de tafel is intussen veranderd.
refusal-lobby_closed = Die tafel is gesloten.
refusal-game_already_over = Dat spel is al voorbij.
refusal-table_moved_on = De tafel is intussen veranderd; er is niets gespeeld.
refusal-game_changed = Het spel is intussen veranderd; probeer het opnieuw.
refusal-lobby_changed = De tafel is intussen veranderd; probeer het opnieuw.
refusal-not_offered = Die keuze ligt nu niet op tafel; er is niets veranderd.
refusal-illegal_move = { $reason ->
    [game_over] Het spel is al voorbij.
    [unknown_source] Er is geen fabrieksschijf { $factory } aan deze tafel: er zijn fabrieksschijven 1 tot en met { $factories } en het midden.
    [empty_source] { $where ->
        [center] Het midden van de tafel is leeg; kies een plek waar tegels liggen.
       *[factory] Fabrieksschijf { $factory } is leeg; kies een plek waar tegels liggen.
    }
    [color_not_in_source] { $where ->
        [center] Er ligt geen { $color } in het midden; er liggen { $tiles }.
       *[factory] Er ligt geen { $color } op fabrieksschijf { $factory }; er liggen { $tiles }.
    }
    [unknown_line] Patroonlijnen zijn genummerd van 1 tot en met 5, of `vloer`.
    [line_full] Je patroonlijn { $line } is al vol; die gaat aan het einde van de ronde naar je muur.
    [line_has_other_color] Je patroonlijn { $line } heeft al { $held }; een lijn neemt maar één kleur.
    [color_on_wall_row] Je muur heeft al { $color } in rij { $line }, dus patroonlijn { $line } kan geen { $color } meer nemen.
   *[not_allowed] Die zet mag nu niet.
}
refusal-too_long = { $what ->
    [source] Die bron is veel te lang om er een te zijn; kies haar uit de lijst.
    [color] Die kleur is veel te lang om er een te zijn; kies haar uit de lijst.
   *[line] Die lijn is veel te lang om er een te zijn; kies haar uit de lijst.
}
refusal-bad_source = Ik kan de bron ‘{ $typed }’ niet lezen: typ `midden` (`{ letter-center }`) of het nummer van een fabrieksschijf op de tafel.
refusal-bad_color = Ik kan de kleur ‘{ $typed }’ niet lezen: typ blauw, geel, rood, zwart of wit, of hun letters op de afbeelding: `{ letter-blue }`, `{ letter-yellow }`, `{ letter-red }`, `{ letter-black }`, `{ letter-white }`.
refusal-bad_line = Ik kan de lijn ‘{ $typed }’ niet lezen: typ een patroonlijn van 1 tot en met 5, of `vloer` (`{ letter-floor }`).
refusal-no_such_factory = Er is geen fabrieksschijf { $number }: fabrieksschijven zijn genummerd van 1 tot hoogstens { $most }.
refusal-no_such_line = Er is geen lijn { $number }: patroonlijnen zijn genummerd van 1 tot en met 5, of `vloer`.
refusal-hints_off = Tips staan uit op deze server (`/azul instellingen`).
refusal-rematch_not_here = Dat is geen afgelopen spel van dit kanaal.
refusal-rematch_not_player = Alleen iemand die dit spel heeft meegespeeld, kan er een revanche van openen.
refusal-rematch_running = Hier loopt al een spel: een revanche kan openen als het voorbij is.
refusal-rematch_seated = Je hebt al een plaats aan de tafel hier: de gastheer start het spel.
refusal-rematch_lobby_open = Hier staat al een tafel open: neem je plaats in met de knop eronder.
refusal-page_from_one = Pagina's zijn genummerd vanaf 1.
refusal-history_pages = De geschiedenis heeft maar { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}.
refusal-leaderboard_pages = Deze ranglijst heeft maar { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}.
refusal-unknown_sort = Onbekende sortering: rangschik op rating, overwinningen, winstpercentage, gemiddelde score of beste score.
refusal-no_such_game = Er is geen spel #{ $game } op deze server.
refusal-not_finished_here = Er is geen afgelopen spel #{ $game } op deze server.
refusal-cannot_replay = Spel #{ $game } kan niet worden teruggekeken.
refusal-duration_too_long = { $what ->
    [time_limit] Die tijd per beurt is te lang om een duur te zijn: probeer `12h`, `2d` of `off`.
   *[reminder] Die herinnering is te lang om een duur te zijn: probeer `4h`, `1d` of `off`.
}
refusal-bad_duration = { $what ->
    [time_limit] Ik kan de tijd per beurt ‘{ $typed }’ niet lezen: probeer `90m`, `12h`, `2d` of `off`.
   *[reminder] Ik kan de herinnering ‘{ $typed }’ niet lezen: probeer `30m`, `4h`, `1d` of `off`.
}
refusal-limit_range = De tijd per beurt moet tussen 5 minuten en 14 dagen liggen, of `off` zijn.
refusal-reminder_range = De herinnering moet minstens een minuut na het begin van de beurt komen, en vóór het einde van de tijd.
refusal-bad_at_limit = Voor als de tijd om is: kies `turn` (een invaller speelt één beurt) of `seat`.
refusal-bad_language = De taal van de spelberichten kan English, Français, Nederlands zijn, of die van de server.
refusal-manage_server_needed = Voor het wijzigen van de instellingen is de permissie Server beheren nodig.
refusal-cannot_save = De bot kan nu niet opslaan; probeer het zo meteen opnieuw. Er is niets veranderd.
refusal-cannot_read = De bot kan zijn spellen nu niet lezen; probeer het zo meteen opnieuw.
refusal-dm_only = Azul speel je in de kanalen van een server: gebruik `/azul` in een kanaal (of thread) van een server waar ik ben. `/azul regels` werkt overal.
refusal-bot_permissions = Ik kan in dit kanaal geen spel leiden: ik mis hier { $count ->
    [one] de permissie { $permissions }. Vraag een beheerder van de server om die te geven
   *[other] de permissies { $permissions }. Vraag een beheerder van de server om die te geven
}, of speel in een ander kanaal.
refusal-threads_text_only = Een spel krijgt alleen een eigen thread in een tekstkanaal.
refusal-thread_permission = Ik kan hier geen thread maken: ik heb de permissie Openbare threads maken nodig.
refusal-bad_option = Die waarde is hier niet geldig; er is niets veranderd.

## De permissies van Discord, zoals Discord ze noemt.

permission-view_channel = Kanaal bekijken
permission-send_messages = Berichten versturen
permission-attach_files = Bestanden bijvoegen
permission-read_message_history = Berichtgeschiedenis lezen
permission-send_messages_in_threads = Berichten versturen in threads

## Antwoorden aan één persoon: wat zijn opdracht of knop deed.

reply-something-went-wrong = Er ging aan mijn kant iets mis. Er is niets verloren: `/azul tafel` toont de tafel.
reply-will-follow = ⚠️ Het is opgeslagen; het bericht in het kanaal volgt zo.
reply-lobby-opened = Tafel geopend: de anderen nemen plaats met de knop eronder.
reply-lobby-opened-in = Tafel geopend in { $channel }: de anderen nemen plaats met de knop eronder.
reply-seated = Je hebt plaats { $seat } genomen.
reply-left-lobby = Je hebt de tafel verlaten.
reply-left-lobby-closed = Je hebt de tafel verlaten; er zit niemand meer, dus ze is gesloten.
reply-computer-seated = { $name } heeft plaats { $seat } genomen.
reply-computer-left = De laatste computerspeler heeft de tafel verlaten.
reply-started = Het spel is begonnen.
reply-played = Gespeeld.
reply-rematch-opened = Revanchetafel geopend: de anderen die meespeelden, worden uitgenodigd om weer plaats te nemen.
reply-notify-on = Ik stuur je een privébericht wanneer je aan de beurt bent: het bericht dat ik je net stuurde is aangekomen.
reply-notify-off = Geen privéberichten meer: je wordt vermeld in het kanaal van het spel.
ask-resign = Dit spel echt verlaten? Een computer speelt je plaats tot het einde, en voor de ratings eindig je als laatste.
reply-stayed = Je blijft in het spel.
reply-resigned = Je hebt het spel verlaten: een computer speelt vanaf nu je plaats.
ask-abort-game = Het spel echt afbreken? Het telt voor niemand mee in de statistieken.
ask-abort-lobby = De tafel echt sluiten?
reply-not-aborted = Er is niets afgebroken.
reply-aborted-game = Het spel is afgebroken; het telt niet mee voor de statistieken.
reply-closed-lobby = De tafel is gesloten.
thread-name = Azul — { $name }

## Knoppen en menu's. Die onder een bericht in het kanaal (die van de tafel vóór de start,
## de fabrieksschijven en het midden onder de tafel, Revanche) zijn in de taal van de
## server, de andere in die van de lezer.

button-join = Meedoen
button-leave = Verlaten
button-start = Starten
button-remove-computer = Computer weghalen
button-add-computer = Computerspeler toevoegen…
button-computer-level = Computer ({ $level })
button-factory = { $number } · { $tiles }
button-center = Midden · { $tiles }
button-center-marker = Midden · { $tiles } + { -marker }
button-confirm = Bevestigen
button-resign-yes = Ja, verlaat het spel
button-abort-game-yes = Ja, breek het spel af
button-close-lobby-yes = Ja, sluit de tafel
button-keep-playing = Nee, speel verder
button-keep-lobby = Nee, laat ze open
button-rematch = Revanche
button-previous = Vorige
button-next = Volgende

## De zetkiezer: wat er aangeboden wordt, en de zet die eruit volgt, één keer gezegd.

from-factory = van fabrieksschijf { $number }
from-center = uit het midden van de tafel
pick-factory = Fabrieksschijf { $number } — { $tiles }
pick-center = Midden — { $tiles }
pick-center-marker = Midden — { $tiles } + { -marker }
pick-color = { $color } ×{ $count }
pick-fit = { $count ->
    [one] { $count } past
   *[other] { $count } passen
}
pick-to-floor = { $count } op de vloerlijn
pick-to-lid = { $count } in de deksel
pick-line = patroonlijn { $number } — { $placement }
pick-floor = vloerlijn — { $placement }
pick-move = { $tiles } { $source } → { $line }
pick-move-color = { $color } { $source } → { $line }
picker-source = **Jouw zet**: { $source }. Kies een kleur.
picker-color = **Jouw zet**: { $tiles } { $source }. Kies een lijn.
picker-confirm = **{ $move }** ({ $placement }). Bevestigen?
picker-played = Gespeeld: { $move }.

## De coach (/azul tip): elke zet één keer gezegd, en dan waarom hij de moeite waard is.

hint-title = **De coach stelt voor**
hint-rank = { $rank }. { $hint }
hint-move = **{ $move }**: { $why }.
hint-and = { $first }, en { $second }
hint-fills = maakt hem vol voor +{ $points } bij het betegelen
hint-fills-row = maakt hem vol voor +{ $points } bij het betegelen (een rij van { $h })
hint-fills-column = maakt hem vol voor +{ $points } bij het betegelen (een kolom van { $v })
hint-fills-both = maakt hem vol voor +{ $points } bij het betegelen ({ $h } naast, { $v } onder elkaar)
hint-short = de lijn mist dan nog { $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
}
hint-floor = de vloerlijn kost { $penalty ->
    [one] { $penalty } punt
   *[other] { $penalty } punten
}
hint-floor-marker = met de { -marker }; de vloerlijn kost { $penalty ->
    [one] { $penalty } punt
   *[other] { $penalty } punten
}
hint-row-done = maakt een rij vol (+{ $bonus }, het spel eindigt na deze ronde)
hint-column-done = maakt een kolom vol (+{ $bonus })
hint-color-done = alle vijf { $color } (+{ $bonus })
hint-column-progress = zijn kolom op { $count }/5
hint-color-progress = { $color } op { $count }/5
hint-overflow = { $count ->
    [one] { $count } tegel op de vloerlijn
   *[other] { $count } tegels op de vloerlijn
}
hint-overflow-marker = { $count ->
    [one] { $count } tegel op de vloerlijn
   *[other] { $count } tegels op de vloerlijn
} en de { -marker }
hint-marker = neemt de { -marker }
hint-cost = { $what } (−{ $penalty })
hint-leaves-nobody = laat { $tiles } liggen waar niemand anders iets aan heeft
hint-leaves-opponent = laat { $tiles } liggen waar alleen je tegenstander iets aan heeft
hint-leaves-everybody = laat { $tiles } liggen waar iedereen anders iets aan heeft
hint-leaves-some = laat { $tiles } liggen waar alleen { $names } iets aan { $count ->
    [one] heeft
   *[other] hebben
}
hint-unrated = Dit spel telt niet meer mee voor de ratings (er is een tip gebruikt).
hint-ready = De beste staat hieronder klaar: Bevestigen speelt hem.

## De tafel die één persoon te zien krijgt (/azul tafel), en de tijd.

board-status = Ronde { $round }, { $name } is aan de beurt. Scores: { $scores }.
board-score = { $name } { $score }
duration-off = uit
duration-d = { $count }d
duration-h = { $count }u
duration-m = { $count }m
duration-s = { $count }s

## De geschiedenis: lopende spellen, afgelopen spellen, terugkijken. { $deadline } en
## { $date } zijn Discords tijdopmaak, die ieder in zijn eigen taal en tijdzone leest.

mygames-none = Je hebt geen lopend Azul-spel op deze server. Begin er een met `/azul nieuw`.
mygames-title = **Je lopende spellen**
mygames-yours = • { $channel } — ronde { $round }, jij bent aan de beurt
mygames-yours-until = • { $channel } — ronde { $round }, jij bent aan de beurt (tijd loopt af { $deadline })
mygames-theirs = • { $channel } — ronde { $round }, { $name } is aan de beurt
mygames-theirs-until = • { $channel } — ronde { $round }, { $name } is aan de beurt (tijd loopt af { $deadline })
mygames-damaged = • { $channel } — dit spel is beschadigd
history-title = **Afgelopen spellen**
history-title-member = **Afgelopen spellen van { $name }**
history-none = Deze server heeft nog geen afgelopen Azul-spel.
history-none-member = { $name } heeft nog geen Azul-spel uitgespeeld.
history-this-member = dit lid
history-game = `#{ $game }` { $date } · { $standings }
history-standing = { $name } { $score }{ $trophy }
history-unreadable = (de uitslag is onleesbaar)
history-footer = Pagina { $page }/{ $pages } · { $total ->
    [one] { $total } spel
   *[other] { $total } spellen
} · kijk er een terug met `/azul terugkijken`
replay-title = **Spel #{ $game } terugkijken**
replay-round = Ronde { $round }: { $scores }
replay-final = Eindstand: { $standings }

## De ranglijst en de statistieken van een lid. Een rating met ? is voorlopig.

leaderboard-empty = Nog geen afgelopen spellen op deze server: speel er een uit en het verschijnt hier.
leaderboard-title = **Azul-ranglijst — op { $sort }**
leaderboard-player = { $rank }. { $name } — rating { $rating }, { $wins }/{ $games } gewonnen ({ NUMBER($rate, style: "percent") }), gemiddeld { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }, beste { $best }
leaderboard-provisional = ? voorlopig: minder dan { $games } spellen met rating (tegen andere mensen), dus de rating kan nog flink bewegen.
leaderboard-footer = Pagina { $page }/{ $pages } · { $total ->
    [one] { $total } speler
   *[other] { $total } spelers
}
stats-none = { $name } heeft nog geen Azul-spel uitgespeeld op deze server.
stats-rank = #{ $rank }
stats-unranked = zonder plaats
stats-title = **{ $name }** — rating { $rating } ({ $rank })
stats-title-provisional = **{ $name }** — rating { $rating } ({ $rank }, voorlopig: { $count ->
    [one] { $count } spel met rating
   *[other] { $count } spellen met rating
} tot nu toe)
stats-games = Spellen { $games } · gewonnen { $wins } ({ NUMBER($rate, style: "percent") })
stats-scores = Gemiddelde score { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } · beste { $best }
stats-completed = Vol gemaakt: { $rows ->
    [one] { $rows } rij
   *[other] { $rows } rijen
}, { $columns ->
    [one] { $columns } kolom
   *[other] { $columns } kolommen
}, { $colors ->
    [one] { $colors } kleur
   *[other] { $colors } kleuren
}

## De instellingen van een server (/azul instellingen).

settings-title = **Azul-instellingen van deze server**
settings-limit = • Tijd per beurt: { $limit }
settings-reminder = • Herinnering: na { $after }
settings-reminder-off = • Herinnering: uit
settings-at-limit = • Als de tijd om is: { $what }
settings-threads-on = • Nieuwe spellen in een eigen thread: aan
settings-threads-off = • Nieuwe spellen in een eigen thread: uit
settings-hints-on = • Tips (`/azul tip`): toegestaan
settings-hints-off = • Tips (`/azul tip`): niet toegestaan
settings-language = • Taal van de spelberichten in de kanalen: { $language }

## Een knop van een beurt die voorbij is: waar het spel nu is.

stale-no-game = De tafel is veranderd sinds dat bericht; hier loopt nu geen spel meer.
stale-moved-on = De tafel is veranderd sinds dat bericht.
stale-yours = De tafel is veranderd sinds dat bericht. Jij bent aan de beurt: gebruik de knoppen onder de nieuwste tafel.
stale-link = De tafel is veranderd sinds dat bericht. Huidige beurt: { $link }
stale-link-yours = De tafel is veranderd sinds dat bericht. Jij bent aan de beurt: gebruik de knoppen onder de nieuwste tafel: { $link }
