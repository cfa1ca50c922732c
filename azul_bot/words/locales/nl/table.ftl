## Aan tafel, op het moment dat het ertoe doet: de ronde, de resterende tijd, de laatste ronde, ratings.

turn-round = Ronde { $round }.
turn-round-deadline = Ronde { $round } · de tijd voor deze beurt loopt af { $deadline }.
turn-last-round = ⚠️ **Laatste ronde**: aan het einde van deze ronde is een rij van de muur vol, en daarmee eindigt het spel.
rating-change = { $direction ->
        [up] 📈
        [down] 📉
       *[same] ➖
    } { $name }: rating { $before } → { $after } ({ $change })
dm-turn-round = Je bent aan de beurt in Azul (ronde { $round }): { $link }
dm-turn-round-deadline = Je bent aan de beurt in Azul (ronde { $round }); je tijd loopt af { $deadline }: { $link }

## /azul moves: de zetten tot nu toe, verteld door de verteller.

cmd-azul-moves = zetten
cmd-azul-moves-desc = De zetten van het spel in dit kanaal tot nu toe (alleen jij ziet ze)
cmd-azul-moves-page = pagina
cmd-azul-moves-page-desc = welke pagina (standaard de laatste)
moves-title = **Zetten tot nu toe** (pagina { $page } van { $pages })
moves-none = Er is in dit spel nog geen zet gedaan.
moves-move = **{ $number }.** { $story }

## Een nieuw spel zonder eigen thread.

reply-lobby-opened-no-thread = Tafel hier geopend: ik kan in dit kanaal geen thread openen (daarvoor heb ik de toestemming Openbare threads maken nodig, in een tekstkanaal), dus wordt het spel in dit kanaal gespeeld.
