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
cmd-azul-start-desc = Start het spel (alleen de gastheer, 2 tot 4 spelers)
cmd-azul-play = spelen
cmd-azul-play-desc = Neem tegels: de bron, de kleur en de lijn waar ze op komen
cmd-azul-play-source = bron
cmd-azul-play-source-desc = midden, of het nummer van een fabrieksschijf zoals op de afbeelding
cmd-azul-play-color = kleur
cmd-azul-play-color-desc = blauw, geel, rood, zwart of wit
cmd-azul-play-line = lijn
cmd-azul-play-line-desc = patroonlijn 1 tot 5, of vloer
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
    {"**"}Azul in het kort** (2–4 spelers)
    {"**"}Doel:** betegel je muur van 5×5 en scoor de meeste punten. Het spel eindigt na de ronde waarin iemand een horizontale rij van zijn muur vol heeft.
    {"**"}Jouw beurt:** neem *alle* tegels van *één* kleur, van een **fabrieksschijf** (de rest schuift naar het midden van de tafel) of uit het **midden** (wie dat als eerste doet in een ronde, neemt ook de { -marker }: die gaat op zijn vloerlijn, en hij begint de volgende ronde).
    {"**"}Leg ze** allemaal op *één* patroonlijn: lijn *n* houdt *n* tegels, van één kleur, en niet een kleur die al in die rij van je muur ligt. Wat niet past valt op je **vloerlijn**; je mag altijd alles op de vloer leggen.
    {"**"}Einde van een ronde** (geen tegel meer te nemen): elke *volle* patroonlijn zet één tegel op de muur en scoort die: 1 punt als hij alleen ligt, anders 1 per tegel in zijn ononderbroken rij plus 1 per tegel in zijn ononderbroken kolom. Andere lijnen wachten op de volgende ronde. De vloer kost 1, 1, 2, 2, 2, 3, 3 punten (nooit onder 0).
    {"**"}Einde van het spel:** +2 per volle rij, +7 per volle kolom, +10 per kleur die 5 keer op de muur ligt. De meeste punten winnen; bij gelijkspel wint wie meer volle rijen heeft, anders delen ze de overwinning.
    {"**"}Hier spelen:** `/azul nieuw` opent een tafel, anderen drukken op **Meedoen**, de gastheer op **Starten**. Tik in je beurt een fabrieksschijf of het midden onder de tafel, dan een kleur en een lijn; of typ `/azul spelen bron:2 kleur:rood lijn:4` (`midden`, `vloer` werken ook). `/azul tafel` toont de tafel alleen aan jou, `/azul tip` vraagt de coach om raad.

## Het beeld van de tafel: elk woord dat de afbeelding tekent. Kort, want ze delen een band
## van de afbeelding met namen en getallen; elke { $waarde } wordt bij het tekenen ingevuld.

image-turn = Ronde { $round }  ·  { $name } is aan de beurt
image-winner = Spel afgelopen · { $name } wint
image-shared-victory = Spel afgelopen · gedeelde overwinning: { $names }
image-stock = zak { $bag }  ·  deksel { $lid }
image-move = { $name } nam { $tiles } { $source } { $line }.
image-move-spilled = { $name } nam { $tiles } { $source } { $line } ({ $spilled }).
image-from-factory = van fabrieksschijf { $number }
image-from-center = uit het midden van de tafel
image-from-center-marker = en de { -marker } uit het midden
image-to-line = → patroonlijn { $number }
image-to-floor = → vloerlijn
image-spilled-floor = { $count } op de vloerlijn
image-spilled-lid = { $count } in de deksel
image-round-scored = Ronde { $round } is gescoord.
image-player = Speler { $number }
image-final-scores = Eindstand
image-column-wall = muur
image-column-rows = rijen
image-column-columns = kolommen
image-column-colors = kleuren
image-column-total = totaal
image-breakdown = muur { $wall } · rijen +{ $rows } · kolommen +{ $columns } · kleuren +{ $colors }
image-standing = { $rank }. { $name }
