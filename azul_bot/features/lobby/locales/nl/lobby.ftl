## De tafel vóór de start in het kanaal, in de taal van de server: de plaatsen, en hoe ze sluit.

lobby-title = **Azul-tafel** — gastheer { $host }. Plaatsen { $seated }/{ $most }:
lobby-seat = { $number }. { $name }
lobby-ready = Klaar: de gastheer kan starten.
lobby-waiting = Wachten op minstens { $least } spelers.
lobby-closed-empty = De tafel is gesloten: iedereen is vertrokken.
lobby-closed-expired = Deze tafel is na een dag zonder start gesloten; het kanaal is weer vrij.

## Antwoorden aan één persoon aan de tafel vóór de start: openen, een plaats nemen of
## verlaten, een computer laten plaatsnemen.

reply-lobby-opened = Tafel geopend: de anderen nemen plaats met de knop eronder.
reply-lobby-opened-in = Tafel geopend in { $channel }: de anderen nemen plaats met de knop eronder.
reply-lobby-visited = -# Ik ben hier geen lid, dus ik post alleen als iemand speelt: een herinnering, of de zet van een computer na een lange pauze, bereikt elke speler per privébericht als die berichten van toegevoegde apps toestaat (Gebruikersinstellingen → Inhoud en sociaal), en verschijnt hier bij de volgende klik. De anderen doen mee met de knop; `/azul` typen vraagt Azul op je eigen account: [voeg het toe aan je apps]({ $link }).
reply-seated = Je hebt plaats { $seat } genomen.
reply-left-lobby = Je hebt de tafel verlaten.
reply-left-lobby-closed = Je hebt de tafel verlaten; er zit niemand meer, dus ze is gesloten.
reply-computer-seated = { $name } heeft plaats { $seat } genomen.
reply-computer-left = De laatste computerspeler heeft de tafel verlaten.
reply-started = Het spel is begonnen.

## Een nieuw spel zonder eigen thread.

reply-lobby-opened-no-thread = Tafel hier geopend: ik kan in dit kanaal geen thread openen (daarvoor heb ik de toestemming Openbare threads maken nodig, in een tekstkanaal), dus wordt het spel in dit kanaal gespeeld.

## Zijn commando's: /azul nieuw (in een eigen thread, op een muur, voor wie zijn spellen
## uitspeelt), meedoen, verlaten, computer, starten en afbreken.

cmd-azul-new = nieuw
cmd-azul-new-desc = Open hier een Azul-lobby (jij bent de gastheer)
cmd-azul-new-thread = thread
cmd-azul-new-thread-desc = open het spel in een nieuwe thread van dit kanaal
cmd-azul-new-variant = variant
cmd-azul-new-variant-desc = de gekleurde muur, de grijze (je kiest zelf de kolommen) of de Kristalmozaïek, zijde 1 of 2
cmd-azul-join = meedoen
cmd-azul-join-desc = Neem een plaats in de lobby van dit kanaal
cmd-azul-leave = verlaten
cmd-azul-leave-desc = Verlaat de lobby, of geef het lopende spel op (eerst bevestigen)
cmd-azul-addbot = computer
cmd-azul-addbot-desc = Zet een computerspeler in de lobby (alleen de gastheer)
cmd-azul-addbot-level = niveau
cmd-azul-addbot-level-desc = hoe sterk hij speelt
cmd-azul-start = starten
cmd-azul-start-desc = Start het spel (alleen de gastheer)
cmd-azul-abort = afbreken
cmd-azul-abort-desc = Breek het spel hier af (gastheer of Kanalen beheren)
cmd-azul-new-min_finished = min_uitgespeeld
cmd-azul-new-min_finished-desc = alleen spelers die minstens dit deel van hun spellen uitspeelden (in %) mogen meedoen

## Wie zijn spellen uitspeelt: het minimum van de tafel, en ieders deel bij zijn plaats.

lobby-min-finished = Meedoen: minstens { NUMBER($share, style: "percent") } van je spellen uitgespeeld (nieuwkomers zijn welkom).
lobby-seat-finished = { $seat } · { NUMBER($share, style: "percent") } uitgespeeld

## Zijn knoppen en menu's, in de taal van de server.

button-join = Meedoen
button-leave = Verlaten
button-start = Starten
button-remove-computer = Computer weghalen
button-add-computer = Computerspeler toevoegen…
button-computer-level = Computer ({ $level })

## De muur die de gastheer aan de tafel kiest.

button-wall = Muur: { $wall }
lobby-wall = Muur: **{ $wall }** (de gastheer kan hem tot de start wijzigen).
reply-wall-chosen = Het spel wordt gespeeld op de { $wall }.

## Een spel in een eigen thread: de naam van de thread, en een plaats genomen vanuit zijn kanaal.

thread-name = Azul — { $name }
reply-seated-in = Je doet mee aan het spel in { $channel } (plaats { $seat }).

## Een revanche: de tafel die ze opent, en de mensen die ze uitnodigt.

button-rematch = Revanche
rematch-invitation = 🔁 Revanche! { $mentions }, { $count ->
    [one] neem je plaats weer in
   *[other] neem jullie plaatsen weer in
} met **Meedoen**.
reply-rematch-opened = Revanchetafel geopend: de anderen die meespeelden, worden uitgenodigd om weer plaats te nemen.

## Weigeringen (refusal-<code>: de eigen codes van de tafel).

refusal-game_running_here = Eén spel per kanaal: hier loopt al een spel. Volg het met `/azul tafel`, of begin een ander in een thread (`/azul nieuw thread:True`).
refusal-lobby_open_here = Eén spel per kanaal: hier staat al een tafel open. Doe daar mee, of begin een ander spel in een thread (`/azul nieuw thread:True`).
refusal-already_seated = Je hebt al een plaats aan deze tafel.
refusal-lobby_full = De tafel is vol: Azul is voor hoogstens { $most } spelers.
refusal-not_in_lobby = Je hebt geen plaats aan deze tafel.
refusal-not_enough_players = Azul heeft minstens { $least } spelers nodig: wacht tot er iemand meedoet.
refusal-no_computer_seated = Er zit geen computerspeler aan deze tafel.
refusal-host_only_start = Alleen de gastheer ({ $host }) kan het spel starten.
refusal-host_only_add_computer = Alleen de gastheer ({ $host }) kan computerspelers toevoegen.
refusal-host_only_remove_computer = Alleen de gastheer ({ $host }) kan computerspelers weghalen.
refusal-host_only_variant = Alleen de gastheer ({ $host }) kan de muur kiezen.
refusal-lobby_closed = Die tafel is gesloten.
refusal-lobbies_in_threads = In de threads van dit kanaal staan meerdere tafels open: kies er een en druk eronder op **Meedoen**.
refusal-lobby_changed = De tafel is intussen veranderd; probeer het opnieuw.
refusal-rematch_not_here = Dat is geen afgelopen spel van dit kanaal.
refusal-rematch_not_player = Alleen iemand die dit spel heeft meegespeeld, kan er een revanche van openen.
refusal-rematch_running = Hier loopt al een spel: een revanche kan openen als het voorbij is.
refusal-rematch_seated = Je hebt al een plaats aan de tafel hier: de gastheer start het spel.
refusal-rematch_lobby_open = Hier staat al een tafel open: neem je plaats in met de knop eronder.
