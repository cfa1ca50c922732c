## De tafel vóór de start in het kanaal, in de taal van de server: de plaatsen, en hoe ze sluit.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
lobby-title = **Azul-tafel** — gastheer { $host }. Plaatsen { $seated }/{ $most }:
lobby-seat = { $number }. { $name }
lobby-ready = Klaar: de gastheer kan starten.
lobby-waiting = Wachten op minstens { $least } spelers.
lobby-started = Het spel aan deze tafel is begonnen: het staat hieronder.
lobby-closed-empty = De tafel is gesloten: iedereen is vertrokken.
lobby-closed-expired = Deze tafel is na een dag zonder start gesloten; het kanaal is weer vrij.

## Antwoorden aan één persoon aan de tafel vóór de start: openen, een plaats nemen of
## verlaten, een computer laten plaatsnemen.

reply-lobby-opened = Tafel geopend: de anderen nemen plaats met de knop eronder.
reply-lobby-opened-in = Tafel geopend in { $channel }: de anderen nemen plaats met de knop eronder.
reply-seated = Je hebt plaats { $seat } genomen.
reply-left-lobby = Je hebt de tafel verlaten.
reply-left-lobby-closed = Je hebt de tafel verlaten; er zit niemand meer, dus ze is gesloten.
reply-computer-seated = { $name } heeft plaats { $seat } genomen.
reply-computer-left = De laatste computerspeler heeft de tafel verlaten.
reply-started = Het spel is begonnen.

## Een nieuw spel zonder eigen thread.

reply-lobby-opened-no-thread = Tafel hier geopend: ik kan in dit kanaal geen thread openen (daarvoor heb ik de toestemming Openbare threads maken nodig, in een tekstkanaal), dus wordt het spel in dit kanaal gespeeld.
