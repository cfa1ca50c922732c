## Het dagelijkse overzicht (/azul meldingen overzicht): één privébericht per dag met de spellen
## die op een speler wachten, op alle servers. { $link } leidt naar het kanaal van een spel;
## { $deadline } en { $next } zijn Discords tijdopmaak, die ieder in zijn eigen taal en tijdzone
## leest; { $time } is het gekozen tijdstip (18:00) en { $zone } de tijdzone (Europe/Amsterdam).

cmd-azul-notify = meldingen
cmd-azul-notify-desc = Hoe je hoort dat je aan de beurt bent: bij elke beurt, één keer per dag, of met een ping
cmd-azul-notify-turns = beurten
cmd-azul-notify-turns-desc = Een privébericht bij elke beurt van jou (of niet meer)
cmd-azul-notify-turns-on = aan
cmd-azul-notify-turns-on-desc = True: een privébericht als je aan de beurt bent; False: een ping in het kanaal
cmd-azul-notify-digest = overzicht
cmd-azul-notify-digest-desc = Eén privébericht per dag, op een tijd naar keuze: de spellen die op je wachten
cmd-azul-notify-digest-at = tijd
cmd-azul-notify-digest-at-desc = hoe laat het komt, bijv. 18:00, 18u of 6pm
cmd-azul-notify-digest-timezone = tijdzone
cmd-azul-notify-digest-timezone-desc = je tijdzone, bijv. Europe/Amsterdam (leeg: die van de vorige keer)
cmd-azul-notify-off = uit
cmd-azul-notify-off-desc = Geen privéberichten: een ping in het kanaal als je aan de beurt bent (ook herinneringen)

reply-digest-on = 📬 Je dagelijkse overzicht staat aan: elke dag om { $time } ({ $zone }) één privébericht met de spellen die op je wachten, op alle servers; het volgende komt { $next }. Je wordt niet meer gepingd als je aan de beurt bent, maar een herinnering komt nog steeds per privébericht als je tijd bijna om is. (Het bericht dat ik je net stuurde is aangekomen.)
reply-digest-dm-closed = Je dagelijkse overzicht ({ $time }, { $zone }) is opgeslagen, maar ik kon je geen privébericht sturen: volgens Discord accepteer je die niet van mij (je privacy-instellingen voor deze server). Tot je ze toestaat en opnieuw `/azul meldingen overzicht` gebruikt, ping ik je in het kanaal van het spel als je aan de beurt bent.
reply-digest-dm-failed = Opgeslagen: je overzicht komt elke dag om { $time } ({ $zone }), het volgende { $next }. Maar mijn privébericht kwam zojuist niet aan (een storing bij Discord); gebruik over een moment opnieuw `/azul meldingen overzicht` om het te controleren.
reply-digest-turns-off = Het privébericht bij elke beurt staat nu uit: het overzicht komt ervoor in de plaats.
reply-notify-digest-off = Je dagelijkse overzicht staat nu uit.

dm-digest-check = 📬 Hier komt je dagelijkse Azul-overzicht: één keer per dag, de spellen die op je wachten.
digest-title = 📬 { $count ->
    [one] Er wacht één spel Azul op je:
   *[other] Er wachten { $count } spellen Azul op je:
}
digest-game = • { $link } tegen { $opponents } · geen tijdslimiet
digest-game-deadline = • { $link } tegen { $opponents } · je tijd loopt af { $deadline }
digest-more = { $count ->
    [one] …en nog één.
   *[other] …en nog { $count }.
}
digest-footer = Eén bericht per dag, op de tijd die je koos: met `/azul meldingen` pas je het aan.
turn-in-digest = { $name } is aan de beurt (gemeld in het dagelijkse overzicht).

refusal-bad_digest_time = Ik kan de tijd ‘{ $typed }’ niet lezen: typ een tijdstip zoals `18:00`, `18u` of `6pm`.
refusal-bad_timezone = De tijdzone ‘{ $typed }’ ken ik niet: kies er een uit de lijst, zoals `Europe/Amsterdam` of `Europe/Brussels`.
refusal-timezone_needed = Geef ook je tijdzone op (de optie `tijdzone`, bijv. `Europe/Amsterdam`): je overzicht komt op dat tijdstip daar.

## /azul meldingen: een privébericht als je aan de beurt bent, of een vermelding in het kanaal
## van het spel.

reply-notify-on = Ik stuur je een privébericht wanneer je aan de beurt bent: het bericht dat ik je net stuurde is aangekomen.
reply-notify-off = Geen privéberichten meer: je wordt vermeld in het kanaal van het spel.

## Privéberichten die niet altijd aankomen: /azul meldingen stuurt er meteen een en zegt of het aankwam.

dm-notify-check = 🔔 Hier laat ik je weten wanneer je aan de beurt bent in Azul.
reply-notify-dm-closed = Ik kon je geen privébericht sturen: volgens Discord accepteer je die niet van mij (je privacy-instellingen voor deze server). Tot je ze toestaat en opnieuw `/azul meldingen beurten aan:True` gebruikt, ping ik je in het kanaal van het spel als je aan de beurt bent.
reply-notify-dm-failed = Opgeslagen, maar mijn privébericht kwam zojuist niet aan (een storing bij Discord). Gebruik over een moment opnieuw `/azul meldingen beurten aan:True` om het te controleren; tot er een aankomt, kun je in het kanaal gepingd worden als je aan de beurt bent.
