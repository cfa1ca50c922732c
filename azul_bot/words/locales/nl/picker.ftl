## Knoppen en menu's. Die onder een bericht in het kanaal (die van de tafel vóór de start,
## de fabrieksschijven en het midden onder de tafel, Revanche) zijn in de taal van de
## server, de andere in die van de lezer.

button-factory = { $number } · { $tiles }
button-center = Midden · { $tiles }
button-center-marker = Midden · { $tiles } + { -marker }
button-confirm = Bevestigen
button-resign-yes = Ja, verlaat het spel
button-abort-game-yes = Ja, breek het spel af
button-close-lobby-yes = Ja, sluit de tafel
button-keep-playing = Nee, speel verder
button-keep-lobby = Nee, laat ze open
button-previous = Vorige
button-next = Volgende

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
