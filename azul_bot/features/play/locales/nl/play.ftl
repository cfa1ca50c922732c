## De beurten in het kanaal, in de taal van de server. { $mention } is een Discord-vermelding
## (<@123>); { $deadline } is Discords tijdopmaak (<t:1700000000:R>), die ieder leest als
## "over 2 uur".

game-begins = **Azul begint!** { $names }. { $first } is geloot om te beginnen.
turn-yours = { $mention }, jouw beurt: tik hieronder een fabrieksschijf of het midden aan, of gebruik `/azul spelen`.
turn-told-by-dm = { $name } is aan de beurt (gemeld per privébericht).
turn-computer = { $name } denkt na…
turn-stand-in = Een computer speelt voor { $name }…
ran-out-turn = ⏰ De tijd van { $name } is op; een invalcomputer ({ $level }) heeft deze beurt overgenomen.
ran-out-seat = ⏰ De tijd van { $name } is op; een invalcomputer ({ $level }) neemt de plaats over tot het einde van het spel.
resigned = { $name } heeft het spel verlaten; een computer ({ $level }) speelt vanaf nu op die plaats.
reminder = ⏳ { $mention }, je bent nog steeds aan de beurt in Azul.
reminder-deadline = ⏳ { $mention }, je bent nog steeds aan de beurt in Azul. Een invalcomputer speelt je beurt { $deadline }.

## Aan tafel, op het moment dat het ertoe doet: de ronde, de resterende tijd, de laatste ronde.

turn-round = Ronde { $round }.
turn-round-deadline = Ronde { $round } · de tijd voor deze beurt loopt af { $deadline }.
turn-last-round = ⚠️ **Laatste ronde**: aan het einde van deze ronde is een rij van de muur vol, en daarmee eindigt het spel.

## De tafel die één persoon te zien krijgt (/azul tafel).

board-status = Ronde { $round }, { $name } is aan de beurt. Scores: { $scores }.
board-score = { $name } { $score }

## De plaats van een computer, zoals elk bericht hem noemt; de tafel waaruit een spel begon.

lobby-started = Het spel aan deze tafel is begonnen: het staat hieronder.

## Knoppen en menu's. Die onder een bericht in het kanaal (die van de tafel vóór de start,
## de fabrieksschijven en het midden onder de tafel, Revanche) zijn in de taal van de
## server, de andere in die van de lezer.

button-factory = { $number } · { $tiles }
button-center = Midden · { $tiles }
button-center-marker = Midden · { $tiles } + { -marker }
button-confirm = Bevestigen

## De zetkiezer: wat er aangeboden wordt, en de zet die eruit volgt, één keer gezegd.

from-factory = van fabrieksschijf { $number }
from-center = uit het midden van de tafel
pick-factory = Fabrieksschijf { $number } — { $tiles }
pick-center = Midden — { $tiles }
pick-center-marker = Midden — { $tiles } + { -marker }
# { $tiles }: hoeveel en welke kleur, zoals color-tiles ze zegt ("3 rode").
pick-color = { $tiles }
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
reply-played = Gespeeld.

## Drie tikken: de zetkiezer met of zonder Bevestigen (/azul bevestigen), en wat de vloerlijn
## gaat kosten, getoond bij elke lijn. { $points } is een aantal verloren punten.

pick-floor-cost = −{ $points }
picker-color-play = **Jouw zet**: { $tiles } { $source }. Tik op een lijn om te spelen.
picker-marker-cost = De { -marker } gaat ook naar je vloerlijn: de getoonde kosten rekenen die mee.
picker-confirm-tip = -# Eén tik minder per zet: `/azul bevestigen aan:False`

## De grijze muur aan tafel: hem kiezen, en er tegels op leggen.

game-on-grey-wall = Op de **grijze muur**: aan het einde van elke ronde kies je de kolom van elke tegel.
board-status-placing = Ronde { $round }, leggen op hun muur: { $names }. Scores: { $scores }.
placing-waiting = **Muur betegelen:** { $count ->
    [one] moet nog leggen:
   *[other] moeten nog leggen, allemaal tegelijk:
} { $names }. Tik hieronder op **Leg je tegel**.
dm-place = De ronde is voorbij in je Azul-spel: kies waar je tegels op je muur komen. { $link }
button-place-tile = Leg je tegel
button-show-table = Toon de tafel
placing-prompt = Je patroonlijn { $line } is vol ({ $tiles }): kies de kolom voor de tegel op je muur.
placing-column = { $emoji } kolom { $column } · +{ $points }
placing-column-doubled = { $emoji } kolom { $column } · +{ $points } ({ $base } × { $times })
placing-closes = ⚠️ Kolom { $column } zou je voorgedrukte vak voor { $color } (rij { $row }, kolom { $cell }) voorgoed sluiten: die rij kan dan nooit meer vol.
placing-done = Gelegd: patroonlijn { $line } → kolom { $column }.
pick-grey-floor = geen vrij vak op je grijze muur: de hele lijn gaat naar de vloerlijn

## Een speler wiens tijd op is tijdens het betegelen: de invaller legde de tegels.

ran-out-placed = ⏰ De tijd van { $name } is op; een invalcomputer ({ $level }) heeft de tegels op de muur gelegd.

## The Crystal Mosaic's sides at the table: what their boards change.

game-on-crystal-1 = Op de **Kristalmozaïek, zijde 1**: aan het eind van elke ronde kies je de kolom van elke tegel; een voorgedrukt vak neemt alleen zijn kleur en verdubbelt de punten van zijn tegel.
game-on-crystal-2 = Op de **Kristalmozaïek, zijde 2**: aan het eind van elke ronde kies je de kolom van elke tegel; een voorgedrukt vak neemt alleen zijn kleur, en de eindbonussen zijn groter.
pick-printed-floor = geen vak meer voor deze kleur in die rij van je muur: de hele lijn gaat naar de vloerlijn

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

## De coach bij het betegelen van een grijze muur: welke kolom voor de wachtende lijn, en waarom

hint-place-move = **Patroonlijn { $row } ({ $color }) → kolom { $column }**: { $why }.
hint-place-only = het enige vak dat er nog voor vrij is (+{ $points })
hint-place-most = nu +{ $points }, het meeste van alle kolommen
hint-place-keeps = nu +{ $points }, en houdt kolom { $column } vrij voor { $color }
hint-place-bonus = nu +{ $points } in plaats van +{ $best }, voor { $progress }
hint-place-ahead = nu +{ $points }; de zoektocht verkiest het voor de komende rondes
hint-place-now = nu +{ $points }
hint-place-row-progress = zijn rij op { $count }/5
hint-place-closes = patroonlijn { $row } ({ $color }) heeft dan geen vrij vak meer
hint-place-but = { $first }, maar { $second }

## Een zet naar een lijn waarvan de rij geen vak meer heeft voor die kleur (de grijze muur)

hint-no-cell = de rij heeft geen vak meer voor { $color }: de hele lijn valt op de vloerlijn
hint-place-ready = Je kolommen staan hieronder: tik er een aan om de tegel te leggen.

## De coach op een Kristalmozaïek: wat een voorgedrukt vak vermenigvuldigt, en welke voorgedrukte
## vakken een kolom voorgoed afsluit. $color is de code van de kleur (blue, yellow, red, black, white).

hint-on-printed = { $times ->
    [2] dubbel geteld op het voorgedrukte vak
   *[multiple] { $times } keer geteld op het voorgedrukte vak
}
hint-place-printed = nu +{ $points }, { $times ->
    [2] dubbel
   *[multiple] { $times } keer
} geteld op het voorgedrukte { $color ->
    [blue] blauwe
    [yellow] gele
    [red] rode
    [black] zwarte
   *[white] witte
} vak
hint-place-keeps-printed = nu +{ $points }, en houdt het voorgedrukte { $color ->
    [blue] blauwe
    [yellow] gele
    [red] rode
    [black] zwarte
   *[white] witte
} vak van rij { $row } vrij
hint-place-closes-printed = het voorgedrukte { $color ->
    [blue] blauwe
    [yellow] gele
    [red] rode
    [black] zwarte
   *[white] witte
} vak van rij { $row } gaat dan voorgoed dicht

## De tafel is veranderd: een knop, menu of wijziging voor een beurt (of een versie van het
## spel) die voorbij is, en waar het spel nu is.

stale-no-game = De tafel is veranderd sinds dat bericht; hier loopt nu geen spel meer.
stale-moved-on = De tafel is veranderd sinds dat bericht.
stale-yours = De tafel is veranderd sinds dat bericht. Jij bent aan de beurt: gebruik de knoppen onder de nieuwste tafel.
stale-shown = De tafel is veranderd sinds dat bericht. Zo staat hij nu:
stale-link = De tafel is veranderd sinds dat bericht. Huidige beurt: { $link }
stale-link-yours = De tafel is veranderd sinds dat bericht. Jij bent aan de beurt: gebruik de knoppen onder de nieuwste tafel: { $link }

## Een knop of menu van een eerdere versie van de bot: de versie die nu draait leest de code
## ervan niet meer. Alleen gezegd aan wie erop tikte; er verandert niets.
## { $control } is button (knop) of menu.

old-button = { $control ->
    [menu] Dit menu
   *[button] Deze knop
} komt van een eerdere versie van de bot en doet niets meer; er is niets veranderd.
old-button-board = { $control ->
    [menu] Dit menu
   *[button] Deze knop
} komt van een eerdere versie van de bot en doet niets meer. Zo staat het spel er nu voor:

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

## /azul rules variant: a Crystal Mosaic side, with its own numbers.

rules-printed-cell = { $color } (rij { $row }, kolom { $column })
rules-printed =
    {"**"}{ $name }** (een uitbreiding: de regels van het basisspel, behalve wat volgt)
    {"**"}Je muur:** zoals op de grijze muur kies je aan het eind van een ronde, van boven naar beneden, de kolom van de tegel van elke volle patroonlijn: een leeg vak in die rij waarvan de kolom die kleur nog niet heeft. Zonder zo'n vak gaat de hele lijn naar de vloerlijn.
    {"**"}Voorgedrukte vakken:** { $cells }. Elk neemt alleen zijn kleur{ $scoring ->
       *[plain] .
        [multiplied] , en een tegel die daar ligt scoort × { $times }.
    } Zolang er geen tegel op ligt, is een voorgedrukt vak een leeg vak: het onderbreekt rijen en kolommen, en zijn kleur elders in zijn rij of kolom leggen sluit het voorgoed (die rij kan dan nooit meer vol).
    {"**"}Vloerlijn:** de vakken kosten { $floor } punten (nooit onder 0).
    {"**"}Einde van het spel:** +{ $row } per volle rij, +{ $column } per volle kolom, +{ $color } per kleur met alle 5 tegels op de muur.
    Kies hem met `/azul nieuw variant:` of het menu **Muur** van de lobby; `/azul regels` alleen geeft het basisspel.

## Commando's: namen (kleine letters, geen spaties, hoogstens 32 tekens) en beschrijvingen
## (hoogstens 100 tekens).

cmd-azul-hint = tip
cmd-azul-hint-desc = De drie beste zetten volgens de coach (alleen voor jou)
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
cmd-azul-moves = zetten
cmd-azul-moves-desc = De zetten van het spel in dit kanaal tot nu toe (alleen jij ziet ze)
cmd-azul-moves-page = pagina
cmd-azul-moves-page-desc = welke pagina (standaard de laatste)
cmd-azul-rules = regels
cmd-azul-rules-desc = De regels van Azul in het kort
cmd-azul-rules-variant = variant
cmd-azul-rules-variant-desc = het basisspel (standaard), of een zijde van de Kristalmozaïek met zijn getallen

## Het einde van een spel in het kanaal, in de taal van de server: ratings, bedankjes,
## afbreken, revanche. { $mentions } zijn Discord-vermeldingen (<@123>).

rated = Statistieken en ratings zijn bijgewerkt: zie `/azul ranglijst`.
unrated-coached = De statistieken zijn bijgewerkt, de ratings niet: in dit spel is een tip gebruikt.
unrated-too-few = De statistieken zijn bijgewerkt, de ratings niet: er speelden minder dan twee mensen mee.
unrated-tournament = Telt niet mee: dit toernooi telt niet voor de ratings.
rating-change = { $direction ->
        [up] 📈
        [down] 📉
       *[same] ➖
    } { $name }: rating { $before } → { $after } ({ $change })
thanks = Bedankt voor het spelen, { $mentions }!
aborted-game = { $name } heeft het spel afgebroken; het telt niet mee voor de statistieken.
aborted-lobby = { $name } heeft de tafel gesloten.

## Weigeringen: waarom een verzoek niets veranderde (refusal-<code>, één per code van de
## gastheer). { $typed } is wat er getypt werd; namen zijn al veilig voor Discord.

refusal-host_or_manager_only_abort = Alleen de gastheer of een lid met de permissie Kanalen beheren kan het spel afbreken.
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
refusal-hints_off_in_tournament = De spellen van een toernooi worden zonder tips gespeeld.
refusal-table_gone = Dat spel bestaat niet meer: het werd onafgemaakt beëindigd, of heeft nooit bestaan. Er is geen tafel om te tonen.
refusal-table_not_yours = Die tafel kun je van hieruit niet zien: alleen de spelers, of iemand waar het gespeeld wordt, kunnen hem oproepen.
