## De commando's van de geschiedenis en de ranglijst, en de volgordes van een ranglijst.

cmd-azul-mygames = mijn-spellen
cmd-azul-mygames-desc = Je lopende spellen op deze server (alleen voor jou)
cmd-azul-history = geschiedenis
cmd-azul-history-desc = Afgelopen spellen van deze server (alleen voor jou)
cmd-azul-history-member = lid
cmd-azul-history-member-desc = alleen de spellen van dit lid
cmd-azul-history-page = pagina
cmd-azul-history-page-desc = paginanummer, vanaf 1
cmd-azul-replay = terugkijken
cmd-azul-replay-desc = Bekijk een afgelopen spel opnieuw: scores en een animatie
cmd-azul-replay-game = spel
cmd-azul-replay-game-desc = het nummer van het spel, zoals /azul geschiedenis het toont (#12)
cmd-azul-leaderboard = ranglijst
cmd-azul-leaderboard-desc = De beste Azul-spelers van deze server
cmd-azul-leaderboard-sort = sorteren
cmd-azul-leaderboard-sort-desc = waarop gerangschikt wordt
cmd-azul-leaderboard-page = pagina
cmd-azul-leaderboard-page-desc = paginanummer, vanaf 1
cmd-azul-stats = statistieken
cmd-azul-stats-desc = Azul-statistieken van een lid (standaard de jouwe)
cmd-azul-stats-member = lid
cmd-azul-stats-member-desc = van wie (jij als je het leeg laat)
cmd-azul-stats-versus = tegen
cmd-azul-stats-versus-desc = in plaats daarvan de score tegen dit lid: winst, verlies, verschil, laatste spellen
cmd-azul-stats-places = plaatsen
cmd-azul-stats-places-desc = toon ook je spellen per plaats: servers, groeps-DM's, onze DM's
choice-rating = rating
choice-wins = overwinningen
choice-win_rate = winstpercentage
choice-average = gemiddelde score
choice-best = beste score

## De geschiedenis: lopende spellen, afgelopen spellen, terugkijken. { $deadline } en
## { $date } zijn Discords tijdopmaak, die ieder in zijn eigen taal en tijdzone leest.

mygames-none = Je hebt geen lopend Azul-spel op deze server. Begin er een met `/azul nieuw`.
mygames-title = **Je lopende spellen**
mygames-yours = • { $channel } — ronde { $round }, jij bent aan de beurt
mygames-yours-until = • { $channel } — ronde { $round }, jij bent aan de beurt (tijd loopt af { $deadline })
mygames-theirs = • { $channel } — ronde { $round }, { $name } is aan de beurt
mygames-theirs-until = • { $channel } — ronde { $round }, { $name } is aan de beurt (tijd loopt af { $deadline })
mygames-damaged = • { $channel } — dit spel is beschadigd
history-title = **Afgelopen spellen**
history-title-member = **Afgelopen spellen van { $name }**
history-none = Deze server heeft nog geen afgelopen Azul-spel.
history-none-member = { $name } heeft nog geen Azul-spel uitgespeeld.
history-this-member = dit lid
history-game = `#{ $game }` { $date } · { $standings }
history-standing = { $name } { $score }{ $trophy }
history-unreadable = (de uitslag is onleesbaar)
history-footer = Pagina { $page }/{ $pages } · { $total ->
    [one] { $total } spel
   *[other] { $total } spellen
} · kijk er een terug met `/azul terugkijken`
replay-title = **Spel #{ $game } terugkijken**
replay-round = Ronde { $round }: { $scores }
replay-final = Eindstand: { $standings }

## De ranglijst en de statistieken van een lid. Een rating met ? is voorlopig.

leaderboard-empty = Nog geen afgelopen spellen op deze server: speel er een uit en het verschijnt hier.
leaderboard-title = **Azul-ranglijst — op { $sort }**
leaderboard-player = { $rank }. { $name } — rating { $rating }, { $wins }/{ $games } gewonnen ({ NUMBER($rate, style: "percent") }), gemiddeld { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }, beste { $best }
leaderboard-provisional = ? voorlopig: minder dan { $games } spellen met rating (tegen andere mensen), dus de rating kan nog flink bewegen.
leaderboard-footer = Pagina { $page }/{ $pages } · { $total ->
    [one] { $total } speler
   *[other] { $total } spelers
}
stats-none = { $name } heeft nog geen Azul-spel uitgespeeld op deze server.
stats-rank = #{ $rank }
stats-unranked = zonder plaats
stats-title = **{ $name }** — rating { $rating } ({ $rank })
stats-title-provisional = **{ $name }** — rating { $rating } ({ $rank }, voorlopig: { $count ->
    [one] { $count } spel met rating
   *[other] { $count } spellen met rating
} tot nu toe)
stats-games = Spellen { $games } · gewonnen { $wins } ({ NUMBER($rate, style: "percent") })
stats-scores = Gemiddelde score { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } · beste { $best }
stats-completed = Vol gemaakt: { $rows ->
    [one] { $rows } rij
   *[other] { $rows } rijen
}, { $columns ->
    [one] { $columns } kolom
   *[other] { $columns } kolommen
}, { $colors ->
    [one] { $colors } kleur
   *[other] { $colors } kleuren
}
stats-everywhere = Overal: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}, { $wins } gewonnen, op { $places ->
    [one] 1 plek
   *[other] { $places } plekken
} (elke server, groeps-DM en DM heeft een eigen ranglijst)

## De archieven noemen de muur van een spel (de gekleurde muur spreekt vanzelf). De rating
## telt beide muren samen.

history-game-wall = `#{ $game }` { $date } · { $wall } · { $standings }
replay-title-wall = **Spel #{ $game } terugkijken** · { $wall }
stats-walls = waarvan { $walls } (de rating telt alle muren samen)
stats-wall-grey = { $count } op de grijze muur
stats-wall-crystal-1 = { $count } op het Kristalmozaïek, zijde 1
stats-wall-crystal-2 = { $count } op het Kristalmozaïek, zijde 2

## Het voortgangsplaatje van /azul stats: de rating van een lid na elk spel dat meetelt, de
## spellen per maand, het deel van de spellen dat die uitspeelt en de mensen die die het vaakst
## tegenkomt; daarna hetzelfde in één alinea voor schermlezers. { $rating } schrijf je 1234
## (nooit 1.234), met ? zolang hij voorlopig is; { $share } is een breuk, gezegd als
## percentage; { $change } heeft een teken in progress-alt-season (+56, −12); { $date } en
## { $month } zijn al gezegd (1 mrt 2026; maart 2026).

progress-rating = Rating na elk spel dat meetelt
progress-games = { $games ->
    [one] { $games } spel met rating
   *[other] { $games } spellen met rating
}
progress-season = Seizoen { $number }
progress-months = Spellen per maand
progress-finished = Speelt { NUMBER($share, style: "percent") } van de spellen uit
progress-rivals = Vaakste tegenstanders
progress-record = { $wins } gewonnen · { $losses } verloren · { $shared } gedeeld
progress-empty = Nog geen spel met rating
progress-empty-hint = Alleen spellen tegen andere mensen tellen mee.
progress-empty-coached = Een spel waarin een tip gevraagd is, telt niet mee.
progress-empty-not-counted = De toernooispellen van deze server veranderen de ratings niet.
progress-alt-rating = { $name }: rating { $rating } na { $games ->
    [one] { $games } spel met rating
   *[other] { $games } spellen met rating
}.
progress-alt-up = { $change } hoger dan na het eerste spel met rating ({ $first }); op het hoogst { $highest }.
progress-alt-down = { $change } lager dan na het eerste spel met rating ({ $first }); op het hoogst { $highest }.
progress-alt-level = Even hoog als na het eerste spel met rating ({ $first }); op het hoogst { $highest }.
progress-alt-season = Seizoen { $number } (sinds { $date }): { $change } in { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}.
progress-alt-season-all = Alle spellen met rating vallen in seizoen { $number }, begonnen op { $date }.
progress-alt-season-none = Nog geen spel met rating in seizoen { $number }, begonnen op { $date }.
progress-alt-months = { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
} { $months ->
    [one] deze maand
   *[other] in de laatste { $months } maanden
}, de meeste in { $month } ({ $most }).
progress-alt-months-none = Geen spel { $months ->
    [one] deze maand
   *[other] in de laatste { $months } maanden
}.
progress-alt-finished = Speelt { NUMBER($share, style: "percent") } van de spellen uit.
progress-alt-rivals = Vaakste tegenstanders: { $rivals }.
progress-alt-rival = { $name } ({ $record })
progress-alt-empty = { $name } heeft nog geen spel met rating.

## /azul stats met versus: de score van een lid tegen een ander lid. { $margin } heeft een
## teken (+4,5, −2,0); { $date } is de tijdopmaak van Discord; { $game } is het nummer van het
## spel, gelinkt aan het laatste bericht als dat er is (gemaakt van versus-game-label).

versus-none = { $name } en { $other } hebben op deze server nog geen spel Azul samen uitgespeeld.
versus-title = **{ $name } tegen { $other }** — { $games ->
    [one] 1 spel samen
   *[other] { $games } spellen samen
}
versus-record = Resultaat: { $record }
versus-margin = Gemiddeld verschil: { $margin } punten per spel
versus-recent = { $games ->
    [one] Hun laatste spel:
   *[other] Hun laatste { $games } spellen:
}
versus-game-label = #{ $game }
versus-game-won = • { $date } · gewonnen met { $score } tegen { $theirs } · { $game }
versus-game-lost = • { $date } · verloren met { $score } tegen { $theirs } · { $game }
versus-game-shared = • { $date } · gedeelde plaats, { $score } tegen { $theirs } · { $game }
refusal-versus_self = Kies iemand anders voor `tegen`: een score is tegen een ander lid.
refusal-versus_bot = { $name } is een bot en speelt geen Azul: kies een lid voor `tegen`.

## Weigeringen van de geschiedenis en de ranglijst.

refusal-page_from_one = Pagina's zijn genummerd vanaf 1.
refusal-history_pages = De geschiedenis heeft maar { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}.
refusal-leaderboard_pages = Deze ranglijst heeft maar { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}.
refusal-unknown_sort = Onbekende sortering: rangschik op rating, overwinningen, winstpercentage, gemiddelde score of beste score.
refusal-cannot_replay = Spel #{ $game } kan niet worden teruggekeken.

## /azul stats plaatsen: iemands spellen per plaats, onder "Overal" (alleen die van jezelf)
stats-place = • { $place }: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}, { $wins } gewonnen
stats-place-dm = onze DM's (jij en ik)
stats-place-group = groeps-DM met { $names }
stats-place-group-alone = een groeps-DM
stats-place-unnamed = een server waarvan ik de naam niet ken (ik ben er geen lid van)
refusal-places_yours_only = Alleen je eigen spellen staan per plaats: waar iemand speelt, vertelt die zelf. Laat `lid` leeg.
