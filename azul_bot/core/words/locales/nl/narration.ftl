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
round-placed-why = { $tile } in rij { $row } +{ $points } ({ $why })
round-runs-across = { $h } naast elkaar
round-runs-down = { $v } onder elkaar
round-runs-both = { $h } naast + { $v } onder elkaar
# De vermenigvuldiger van een bedrukt vak: de punten één keer, hun product als reden ("+6 (3 × 2: 3 naast elkaar)").
round-times = { $base } × { $times }
round-times-runs = { $base } × { $times }: { $runs }
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

## /azul moves: de zetten tot nu toe, verteld door de verteller.

moves-title = **Zetten tot nu toe** (pagina { $page } van { $pages })
moves-none = Er is in dit spel nog geen zet gedaan.
moves-move = **{ $number }.** { $story }
