## Toernooien (/azul toernooi): een inschrijving, ronden van spellen die de bot indeelt en
## opent, elk in een eigen thread, de stand na elke ronde en aan het einde. Een toernooironde
## heet hier "ronde", zoals in het schaken. { $until } is Discords tijdopmaak.

cmd-azul-tournament = toernooi
cmd-azul-tournament-desc = Toernooien op deze server: inschrijving, ronden, stand
cmd-azul-tournament-new = nieuw
cmd-azul-tournament-new-desc = Open de inschrijving voor een toernooi in dit kanaal (Server beheren of de organisatorrol)
cmd-azul-tournament-new-name = naam
cmd-azul-tournament-new-name-desc = de naam van het toernooi
cmd-azul-tournament-new-format = vorm
cmd-azul-tournament-new-format-desc = Zwitsers (spelers met evenveel punten treffen elkaar) of iedereen tegen iedereen
cmd-azul-tournament-new-rounds = ronden
cmd-azul-tournament-new-rounds-desc = Zwitserse ronden (standaard: genoeg voor één speler alleen bovenaan, plus één)
cmd-azul-tournament-new-table = tafel
cmd-azul-tournament-new-table-desc = spelers per tafel: 2, 3 of 4 (iedereen tegen iedereen speel je met z'n tweeën)
cmd-azul-tournament-new-wall = muur
cmd-azul-tournament-new-wall-desc = de gekleurde muur, of de grijze waarop je zelf de kolom van elke tegel kiest
cmd-azul-tournament-new-time_limit = tijd-per-beurt
cmd-azul-tournament-new-time_limit-desc = tijd per beurt in de spellen, bv. 12u, 2d of uit (standaard: die van de server)
cmd-azul-tournament-new-signup_until = inschrijving
cmd-azul-tournament-new-signup_until-desc = hoe lang de inschrijving openblijft, bv. 2d (standaard: tot je het toernooi start)
cmd-azul-tournament-new-min_finished = min_uitgespeeld
cmd-azul-tournament-new-min_finished-desc = alleen spelers die minstens dit deel van hun spellen uitspeelden (in %) mogen zich inschrijven
cmd-azul-tournament-new-rated = telt-mee
cmd-azul-tournament-new-rated-desc = of de spellen meetellen voor de ratings van de server (standaard: ja)
cmd-azul-tournament-join = meedoen
cmd-azul-tournament-join-desc = Schrijf je in voor een toernooi, of laat weten dat je nog meedoet in een lopend toernooi
cmd-azul-tournament-join-tournament = toernooi
cmd-azul-tournament-join-tournament-desc = welk toernooi (als de server er meerdere heeft)
cmd-azul-tournament-leave = verlaten
cmd-azul-tournament-leave-desc = Verlaat een toernooi (je lopende spel geef je op)
cmd-azul-tournament-leave-tournament = toernooi
cmd-azul-tournament-leave-tournament-desc = welk toernooi (als je in meerdere zit)
cmd-azul-tournament-start = starten
cmd-azul-tournament-start-desc = Sluit de inschrijving en speel ronde 1 (de organisator)
cmd-azul-tournament-start-tournament = toernooi
cmd-azul-tournament-start-tournament-desc = welk toernooi (als de server er meerdere heeft)
cmd-azul-tournament-remove = verwijderen
cmd-azul-tournament-remove-desc = Haal een speler uit een toernooi (de organisator)
cmd-azul-tournament-remove-player = speler
cmd-azul-tournament-remove-player-desc = wie niet meer meespeelt
cmd-azul-tournament-remove-tournament = toernooi
cmd-azul-tournament-remove-tournament-desc = welk toernooi (als de server er meerdere heeft)
cmd-azul-tournament-cancel = annuleren
cmd-azul-tournament-cancel-desc = Annuleer een toernooi: er gaat geen ronde meer open (de organisator)
cmd-azul-tournament-cancel-tournament = toernooi
cmd-azul-tournament-cancel-tournament-desc = welk toernooi (als de server er meerdere heeft)
cmd-azul-tournament-standings = stand
cmd-azul-tournament-standings-desc = De stand van een toernooi op dit moment (alleen voor jou)
cmd-azul-tournament-standings-tournament = toernooi
cmd-azul-tournament-standings-tournament-desc = welk toernooi (als de server er meerdere heeft)
cmd-azul-tournament-rules = regels
cmd-azul-tournament-rules-desc = Hoe toernooien worden ingedeeld en gerangschikt
choice-swiss = Zwitsers
choice-round_robin = iedereen tegen iedereen

## De regels van een toernooi, op één regel onder zijn naam.

tournament-rounds = { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } ronden
}
tournament-rounds-at-start = aantal ronden vast bij de start
tournament-tables-of = tafels van { $size }
tournament-time-limit = { $limit } per beurt
tournament-no-time-limit = geen tijdslimiet
tournament-min-finished = voor spelers die { NUMBER($share, style: "percent") } van hun spellen uitspelen
tournament-rated = telt mee voor de rating
tournament-unrated = telt niet mee voor de rating
tournament-figure = { NUMBER($value, maximumFractionDigits: 2) }

## Het inschrijfbericht en zijn knoppen (de namen erin pingen niemand).

tournament-signup-title = 🏆 **{ $name }** — inschrijving
tournament-signup-organizer = Organisator: { $organizer }
tournament-signup-open = Schrijf je in met de knop hieronder; de organisator start het toernooi (minstens { $least } spelers).
tournament-signup-until = Schrijf je in met de knop hieronder; de inschrijving sluit { $until } (minstens { $least } spelers), of wanneer de organisator het toernooi start.
tournament-signup-closed = { $status ->
    [running] De inschrijving is gesloten: het toernooi is bezig (`/azul toernooi stand`).
    [finished] De inschrijving is gesloten: het toernooi is voorbij.
   *[cancelled] Het toernooi is geannuleerd.
}
tournament-signup-count = { $count ->
    [0] Nog niemand heeft zich ingeschreven.
    [one] { $count } speler:
   *[other] { $count } spelers:
}
button-tournament-join = Inschrijven
button-tournament-leave = Uitschrijven
button-tournament-start = Starten
tournament-too-few = { $organizer }, de inschrijving voor **{ $name }** is afgelopen met { $entrants ->
    [one] { $entrants } speler
   *[other] { $entrants } spelers
}, maar er zijn er { $least } nodig: ze blijft open. Start het toernooi met de knop Starten zodra er genoeg zijn.
tournament-cancelled = **{ $name }** is door de organisator geannuleerd { $after ->
    [0] voor de eerste ronde.
    [one] na { $after } ronde.
   *[other] na { $after } ronden.
}

## Een tafel gaat open in het kanaal van het toernooi, en de naam van haar thread.

tournament-table = 🎲 **{ $name }** — ronde { $round } van { $rounds }, tafel { $table }: { $players }. Jullie spel staat in de thread van dit bericht.
tournament-thread-name = Ronde { $round } · Tafel { $table }

## De stand, geplaatst na elke ronde en aan het einde. { $place } is een medaille of een nummer;
## { $record } is winst-gedeelde winst-verlies aan tafels van 2, of de spellen als 1e/2e/3e(/4e).

tournament-standings-start = 🏆 **{ $name }** — stand voor de eerste ronde
tournament-standings-title = 🏆 **{ $name }** — stand na ronde { $round } van { $rounds }
tournament-standings-during = 🏆 **{ $name }** — stand tijdens ronde { $round } van { $rounds }
tournament-final-title = 🏆 **{ $name }** is voorbij! Eindstand
tournament-line = { $place } **{ $name }** — { $points } ptn · Buchholz { $buchholz } · { $record }
tournament-line-playing = { $count ->
    [one] { $count } spel bezig
   *[other] { $count } spellen bezig
}
tournament-line-bye = vrij deze ronde
tournament-line-dropped = gestopt
tournament-more = … en nog { $count } (allemaal op de afbeelding).
tournament-next = Ronde { $round } is ingedeeld: { $tables ->
    [one] { $tables } tafel, in haar thread hieronder.
   *[other] { $tables } tafels, elk in een eigen thread hieronder.
}
tournament-byes = { $count ->
    [one] Vrij deze ronde (telt als winst): { $names }.
   *[other] Vrij deze ronde (telt als winst): { $names }.
}
tournament-counted = De spellen telden mee voor de ratings van de server.
tournament-not-counted = De spellen telden niet mee voor de ratings.
tournament-tie-breaks = Bij gelijke stand beslist de Buchholz, dan de totale score, dan de rating (`/azul toernooi regels`).

## De afbeelding van de stand (kort: ze wordt op een telefoon gelezen).

standings-title = { $name } · ronde { $round } van { $rounds }
standings-title-final = { $name } · eindstand
standings-rank = Plaats
standings-player = Speler
standings-points = Ptn
standings-buchholz = Buchholz
standings-record = Resultaat
standings-playing = Lopend
standings-bye = vrij
standings-dropped = gestopt
standings-more = … en nog { $count }
standings-unnamed = Speler { $number }
standings-decimal-mark = ,

## /azul toernooi regels (docs/tournaments.md zegt hetzelfde).

tournament-rules-title = **Azul-toernooien**
tournament-rules-signup = **Inschrijving.** Wie de server beheert (of de organisatorrol van `/azul instellingen` heeft) opent er een met `/azul toernooi nieuw`; spelers schrijven zich in met de knop onder het bericht. Het toernooi begint wanneer de organisator op Starten drukt, of wanneer de inschrijftijd afloopt met genoeg spelers (minstens een volle tafel); met te weinig hoort de organisator het en blijft de inschrijving open. Een server kan er meerdere tegelijk houden, en een speler kan in meerdere zitten.
tournament-rules-swiss = **Zwitsers.** Elke ronde treffen spelers met evenveel punten elkaar, zoveel mogelijk zonder iemand twee keer te treffen; met een oneven aantal aan tafels van 2 is de laagst geplaatste speler die nog niet vrij was deze ronde vrij. Aan tafels van 3 of 4 delen buren in de stand een tafel, en sommige tafels hebben een plaats minder als het aantal niet uitkomt.
tournament-rules-round-robin = **Iedereen tegen iedereen.** Elke speler treft elke andere één keer, aan tafels van 2; met een oneven aantal is elke speler één ronde vrij.
tournament-rules-rounds = **Ronden.** Alle spellen van een ronde gaan tegelijk open, elk in een eigen thread: gewone spellen met een tijdslimiet en invallers, maar zonder tips. Als het laatste spel van de ronde eindigt, wordt de stand geplaatst en wordt de volgende ronde vanzelf ingedeeld en geopend. Een Zwitsers toernooi telt ⌈log2 n⌉ + 1 ronden, tenzij de organisator anders koos.
tournament-rules-points = **Punten.** Winst is 1 punt, een vrije ronde ook; aan een tafel van 2 is verlies 0 en gedeelde winst ½ elk. Aan een tafel van 3: 1, ½, 0; van 4: 1, ⅔, ⅓, 0. Wie een plaats deelt, deelt de punten ervan.
tournament-rules-tie-breaks = **Bij gelijke stand** beslist de Buchholz (de punten van de tegenstanders, gemiddeld per spel aan tafels van 3 en 4), dan de totale Azul-score, dan de rating.
tournament-rules-drops = **Stoppen.** `/azul toernooi verlaten` haalt je eruit: je lopende spel geef je op (een computer speelt het uit) en je gespeelde spellen blijven tellen. De organisator kan een speler verwijderen met `/azul toernooi verwijderen`.
tournament-rules-stand-in = **Verdwenen spelers.** Een speler van wie een invaller het hele spel speelde, wordt in de volgende ronden niet meer ingedeeld, tenzij die met `/azul toernooi meedoen` laat weten nog mee te doen voordat de volgende ronde wordt ingedeeld (daarna doet die weer mee vanaf de ronde erna).
tournament-rules-end = **Het einde.** Na de laatste ronde wordt de eindstand geplaatst met een podium, en of de spellen meetelden voor de ratings van de server (een keuze van het toernooi, standaard wel). `/azul toernooi stand` toont ze je op elk moment.

## Antwoorden op /azul toernooi en zijn knoppen (alleen voor wie het vroeg).

reply-tournament-created = De inschrijving voor **{ $name }** is open in dit kanaal: spelers schrijven zich in met de knop onder het bericht. Start het toernooi met de knop Starten of `/azul toernooi starten`.
reply-tournament-joined = Je bent ingeschreven voor **{ $name }** ({ $count ->
    [one] { $count } speler tot nu toe
   *[other] { $count } spelers tot nu toe
}).
reply-tournament-back = Je doet nog mee in **{ $name }**: je wordt in de volgende ronde ingedeeld.
reply-tournament-withdrew = Je hebt je uitgeschreven voor **{ $name }**.
reply-tournament-left = Je hebt **{ $name }** verlaten: je lopende spel is opgegeven (een computer speelt het uit), en je gespeelde spellen blijven tellen.
reply-tournament-started = **{ $name }** is begonnen met { $count } spelers: ronde 1 wordt ingedeeld.
reply-tournament-removed = { $player } speelt niet meer mee in **{ $name }**.
reply-tournament-cancelled = **{ $name }** is geannuleerd: er gaat geen ronde meer open.
tournament-choice = { $name } ({ $status ->
    [signup] inschrijving
    [running] bezig
    [finished] voorbij
   *[cancelled] geannuleerd
})

## Weigeringen (refusal-<code>). Namen zijn al veilig voor Discord.

refusal-organizers_only = Alleen leden die de server mogen beheren, of de organisatorrol van `/azul instellingen` hebben, mogen een toernooi organiseren.
refusal-not_organizer = Alleen de organisator van **{ $name }**, of iemand die de server mag beheren, kan dat doen.
refusal-no_tournament = Dat toernooi bestaat niet op deze server: `/azul toernooi nieuw` opent er een.
refusal-which_tournament = Deze server heeft { $count } toernooien: kies er een met de optie `toernooi:`.
refusal-tournament_name = De naam van een toernooi heeft 1 tot { $most } tekens.
refusal-tournament_rounds = Een Zwitsers toernooi heeft 1 tot { $most } ronden.
refusal-round_robin_tables = Iedereen tegen iedereen speel je aan tafels van 2.
refusal-round_robin_rounds = Bij iedereen tegen iedereen liggen de ronden vast (iedereen treft iedereen): laat `ronden:` weg.
refusal-signup_range = De inschrijving blijft 5 minuten tot 30 dagen open, of `uit` (tot de organisator het toernooi start).
refusal-signup_closed = De inschrijving voor **{ $name }** is gesloten.
refusal-already_entered = Je bent al ingeschreven voor **{ $name }**.
refusal-not_entered = { $who ->
    [you] Je doet niet mee in **{ $name }**.
   *[player] Die speler doet niet mee in **{ $name }**.
}
refusal-too_few_entrants = { $entrants ->
    [one] { $entrants } speler ingeschreven
   *[other] { $entrants } spelers ingeschreven
}; voor de start zijn er minstens { $least } nodig.
refusal-tournament_not_running = **{ $name }** is niet bezig.
refusal-already_dropped = { $who ->
    [you] Je hebt **{ $name }** al verlaten.
   *[player] Die speler heeft **{ $name }** al verlaten.
}
refusal-cannot_return = Je hebt **{ $name }** verlaten (of bent verwijderd): je kunt niet terugkomen.
refusal-tournament_min_finished = Dit toernooi vraagt spelers die minstens { NUMBER($least, style: "percent") } van hun spellen uitspeelden; jij speelde { NUMBER($share, style: "percent") } van je laatste { $games } uit. Er is niets veranderd.

## De instelling van de toernooien (/azul instellingen organisatoren:): de rol van wie ze organiseert.

settings-organizers = • Toernooien: georganiseerd door wie de server beheert en door { $role }
settings-organizers-none = • Toernooien: georganiseerd door wie de server beheert (wijs een rol aan met `organisatoren:`)
cmd-azul-settings-organizers = organisatoren
cmd-azul-settings-organizers-desc = een rol waarvan de leden toernooien mogen organiseren, naast wie de server beheert
choice-organizers = de rol van de organisatoren
