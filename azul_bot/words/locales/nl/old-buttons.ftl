## Een knop van een beurt die voorbij is: waar het spel nu is.

stale-no-game = De tafel is veranderd sinds dat bericht; hier loopt nu geen spel meer.
stale-moved-on = De tafel is veranderd sinds dat bericht.
stale-yours = De tafel is veranderd sinds dat bericht. Jij bent aan de beurt: gebruik de knoppen onder de nieuwste tafel.
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
