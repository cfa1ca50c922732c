## Knoppen en menu's. Die onder een bericht in het kanaal (die van de tafel vóór de start,
## de fabrieksschijven en het midden onder de tafel, Revanche) zijn in de taal van de
## server, de andere in die van de lezer.

button-resign-yes = Ja, verlaat het spel
button-abort-game-yes = Ja, breek het spel af
button-close-lobby-yes = Ja, sluit de tafel
button-keep-playing = Nee, speel verder
button-keep-lobby = Nee, laat ze open
button-previous = Vorige
button-next = Volgende
