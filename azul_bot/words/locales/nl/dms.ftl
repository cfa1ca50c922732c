## Privéberichten die niet altijd aankomen: /azul meldingen stuurt er meteen een en zegt of het aankwam.

dm-notify-check = 🔔 Hier laat ik je weten wanneer je aan de beurt bent in Azul.
reply-notify-dm-closed = Ik kon je geen privébericht sturen: volgens Discord accepteer je die niet van mij (je privacy-instellingen voor deze server). Tot je ze toestaat en opnieuw `/azul meldingen aan:True` gebruikt, ping ik je in het kanaal van het spel als je aan de beurt bent.
reply-notify-dm-failed = Opgeslagen, maar mijn privébericht kwam zojuist niet aan (een storing bij Discord). Gebruik over een moment opnieuw `/azul meldingen aan:True` om het te controleren; tot er een aankomt, kun je in het kanaal gepingd worden als je aan de beurt bent.
