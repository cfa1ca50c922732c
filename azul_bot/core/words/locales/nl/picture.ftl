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
# De gespeelde variant, onder de laatste zet geschreven (de gekleurde en de grijze muur hebben er geen nodig).
image-variant-crystal-1 = Kristalmozaïek, zijde 1
image-variant-crystal-2 = Kristalmozaïek, zijde 2
# Het beeld van een besproken zet na de partij: het label van de gespeelde zet en dat van
# de betere zet, elk voor de zet in notatie boven de tafel, in de stijl van zijn markeringen.

## De notatie van zetten: de letters die de afbeelding van de tafel schrijft voor de kleuren
## (de legenda), het midden (zijn rondje) en de vloerlijn (ernaast), en die spelers in
## /azul spelen mogen typen. Geschreven zoals de afbeelding ze tekent; hoofd- of kleine
## letters maakt niet uit. Elke taal heeft de hare, en die van alle talen worden gelezen,
## welke taal de lezer ook spreekt: een letter betekent nooit twee dingen in één optie (een
## test controleert dat).

letter-blue = b
letter-yellow = g
letter-red = r
letter-black = z
letter-white = w
letter-center = M
letter-floor = V

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
