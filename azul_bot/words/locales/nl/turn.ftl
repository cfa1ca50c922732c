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

## Een lopend spel verlaten (/azul verlaten): eerst de vraag, dan het antwoord.

ask-resign = Dit spel echt verlaten? Een computer speelt je plaats tot het einde, en voor de ratings eindig je als laatste.
reply-stayed = Je blijft in het spel.
reply-resigned = Je hebt het spel verlaten: een computer speelt vanaf nu je plaats.

## De tafel die één persoon te zien krijgt (/azul tafel).

board-status = Ronde { $round }, { $name } is aan de beurt. Scores: { $scores }.
board-score = { $name } { $score }

## De plaats van een computer, zoals elk bericht hem noemt; de tafel waaruit een spel begon.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
lobby-started = Het spel aan deze tafel is begonnen: het staat hieronder.
