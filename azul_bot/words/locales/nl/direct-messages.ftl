## De privéberichten van een speler als hij aan de beurt is, in zijn eigen taal. { $link }
## leidt naar de tafel; { $deadline } is Discords tijdopmaak, die ieder in zijn eigen taal leest.

dm-turn = Je bent aan de beurt in Azul: { $link }
dm-turn-round = Je bent aan de beurt in Azul (ronde { $round }): { $link }
dm-turn-round-deadline = Je bent aan de beurt in Azul (ronde { $round }); je tijd loopt af { $deadline }: { $link }
dm-reminder = ⏳ Je bent nog steeds aan de beurt in Azul. Je tafel: { $link }
dm-reminder-deadline = ⏳ Je bent nog steeds aan de beurt in Azul; een invalcomputer speelt je beurt { $deadline }. Je tafel: { $link }

## /azul meldingen: een privébericht als je aan de beurt bent, of een vermelding in het kanaal
## van het spel.

reply-notify-on = Ik stuur je een privébericht wanneer je aan de beurt bent: het bericht dat ik je net stuurde is aangekomen.
reply-notify-off = Geen privéberichten meer: je wordt vermeld in het kanaal van het spel.

## Privéberichten die niet altijd aankomen: /azul meldingen stuurt er meteen een en zegt of het aankwam.

dm-notify-check = 🔔 Hier laat ik je weten wanneer je aan de beurt bent in Azul.
reply-notify-dm-closed = Ik kon je geen privébericht sturen: volgens Discord accepteer je die niet van mij (je privacy-instellingen voor deze server). Tot je ze toestaat en opnieuw `/azul meldingen beurten aan:True` gebruikt, ping ik je in het kanaal van het spel als je aan de beurt bent.
reply-notify-dm-failed = Opgeslagen, maar mijn privébericht kwam zojuist niet aan (een storing bij Discord). Gebruik over een moment opnieuw `/azul meldingen beurten aan:True` om het te controleren; tot er een aankomt, kun je in het kanaal gepingd worden als je aan de beurt bent.
