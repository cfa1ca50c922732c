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

refusal-hints_off_in_tournament = De spellen van een toernooi worden zonder tips gespeeld.
