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
