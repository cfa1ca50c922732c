## Het einde van een spel in het kanaal, in de taal van de server: ratings, bedankjes,
## afbreken, revanche. { $mentions } zijn Discord-vermeldingen (<@123>).

aborted-nobody-left = Er zit niemand meer aan deze tafel: het spel eindigt hier en telt niet mee voor de statistieken.

## Antwoorden aan één persoon die een spel afbreekt, een tafel vóór de start sluit of een
## revanche opent.

ask-abort-game = Het spel echt afbreken? Het telt voor niemand mee in de statistieken.
ask-abort-lobby = De tafel echt sluiten?
reply-not-aborted = Er is niets afgebroken.
reply-aborted-game = Het spel is afgebroken; het telt niet mee voor de statistieken.
reply-closed-lobby = De tafel is gesloten.
