## De termen van het spel, één woord per ding.

-marker = startspelerfiche

## Kleuren, het midden en de vloer, getoond en getypt.

color-blue = blauw
color-yellow = geel
color-red = rood
color-black = zwart
color-white = wit
word-center = midden
word-floor = vloer

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

## Iemand van wie de weergavenaam niets te tonen heeft (leeg, of alleen onzichtbare tekens).

name-nameless = Speler
