## Een lopend spel verlaten (/azul verlaten): eerst de vraag, dan het antwoord.

ask-resign = Dit spel echt verlaten? Een computer speelt je plaats tot het einde, en voor de ratings eindig je als laatste.
reply-stayed = Je blijft in het spel.
reply-resigned = Je hebt het spel verlaten: een computer speelt vanaf nu je plaats.

## De plaats van een computer, zoals elk bericht hem noemt; de tafel waaruit een spel begon.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
