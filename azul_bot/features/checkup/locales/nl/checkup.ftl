## /azul controle: hoe de bot op deze server is ingesteld, voor wie de server beheert.
## { $oldest } en { $next } zijn Discords tijdopmaak (<t:1700000000:R>): "3 uur geleden".

cmd-azul-check = controle
cmd-azul-check-desc = De installatie van de bot op deze server: permissies, wachtende berichten (Server beheren)

check-title = **Controle van de installatie** · Azul-bot { $version }
check-place-channel = **Dit kanaal** ({ $channel }), waar gespeeld wordt:
check-place-thread = **Deze thread** ({ $channel }), waar gespeeld wordt:
check-place-opens_threads = **Threads van dit kanaal**: elk nieuw spel opent er hier een (de instelling `threads` van de server):
check-place-announcements = **Het aankondigingskanaal** ({ $channel }), voor de eindstand van een seizoen:
check-place-no_announcements = **Er is geen aankondigingskanaal** gekozen: de eindstand van een seizoen wordt nergens geplaatst (`/azul instellingen aankondigingen:`).
check-place-announcements_gone = **Het aankondigingskanaal** bestaat niet meer of ik zie het niet: kies een ander met `/azul instellingen aankondigingen:`, of haal het weg met `/azul instellingen wissen:`.
check-work = **Wachtend op deze server:**
check-no-posts-waiting = Geen bericht dat wacht: elke zet en elke aankondiging is geplaatst.
check-posts-waiting = { $count ->
    [one] 1 bericht wacht
   *[other] { $count } berichten wachten
}, het oudste sinds { $oldest }.
check-posts-retried = { $count ->
    [one] 1 ervan is opnieuw geprobeerd na een fout
   *[other] { $count } ervan zijn opnieuw geprobeerd na een fout
}: ik blijf het proberen; kijk of ik in hun kanalen mag schrijven.
check-no-timers = Geen timer ingesteld (er loopt hier nu geen beurt op tijd).
check-timers = { $count ->
    [one] 1 timer
   *[other] { $count } timers
} (herinneringen, tijdslimieten, die van de club), de volgende { $next }.
check-timers-late = { $count ->
    [one] 1 timer is
   *[other] { $count } timers zijn
} meer dan een minuut te laat: de bot hangt misschien of zijn database ligt eruit; zijn logboek zegt waarom.
check-all-good = Alles wat ik nodig heb is er.

refusal-manage_server_to_check = De controle van de installatie is voor wie de server beheert (de permissie Server beheren).
