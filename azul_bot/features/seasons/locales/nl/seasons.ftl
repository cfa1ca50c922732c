## Seizoenen: de ranglijst van een server begint elke maand of elk kwartaal opnieuw, naast die
## van aller tijden. { $start }, { $end } en { $ends } zijn de tijdnotatie van Discord: ieder
## ziet de datum in zijn eigen taal en tijdzone. Een seizoen eindigt om 0.00 uur UTC op de
## eerste dag van het volgende.

cmd-azul-leaderboard-season = seizoen
cmd-azul-leaderboard-season-desc = welke ranglijst: het huidige seizoen, het vorige, een eerder seizoen op nummer, of aller tijden

## Wat de optie seizoen aanbiedt tijdens het typen.

season-choice-current = Huidig seizoen (seizoen { $number })
season-choice-previous = Vorig seizoen (seizoen { $number })
season-choice-past = Seizoen { $number }
season-choice-all = Aller tijden

## De ranglijst van een seizoen (/azul ranglijst seizoen:). Een rating met ? is voorlopig.

season-ladder-title = **Azul-ranglijst — seizoen { $number }** · { $start } tot { $end }
season-ladder-running = Het seizoen eindigt { $ends }. Elke seizoensrating begon bij de rating van aller tijden van de speler, halverwege teruggebracht naar die van een nieuwe speler.
season-ladder-over = Dit seizoen is voorbij: dit is de eindstand.
season-ladder-empty = Nog niemand staat op de ranglijst van seizoen { $number }: daarvoor zijn { $games } spellen met rating (tegen andere mensen) in het seizoen nodig. De ranglijst van aller tijden: `seizoen:` Aller tijden.
season-ladder-footer = Pagina { $page }/{ $pages } · { $total ->
    [one] { $total } speler op de ranglijst
   *[other] { $total } spelers op de ranglijst
} ({ $games } spellen met rating of meer)

## Het einde van een seizoen, geplaatst in het aankondigingskanaal. { $place } is een medaille
## of een plaats.

season-over-title = 🏆 **Seizoen { $number } is voorbij!** ({ $start } tot { $end })
season-over-place = { $place } **{ $name }** — rating { $rating } · { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}
season-over-place-share = { $place } **{ $name }** — rating { $rating } · { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
} · speelt { NUMBER($share, style: "percent") } van de spellen uit
season-over-nobody = Niemand speelde de { $games } spellen met rating die een plaats op de ranglijst van dit seizoen vraagt.
season-over-ranked = { $ranked ->
    [one] { $ranked } speler
   *[other] { $ranked } spelers
} op de ranglijst ({ $games } spellen met rating of meer).
season-over-games = { $games ->
    [one] { $games } spel uitgespeeld
   *[other] { $games } spellen uitgespeeld
}, waarvan { $grey } op de grijze muur.
season-over-games-crystal = { $games ->
    [one] { $games } spel uitgespeeld
   *[other] { $games } spellen uitgespeeld
}: { $grey } op de grijze muur, { $crystal } op het Kristalmozaïek.
season-over-busiest = De meeste spellen: { $name } ({ $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}).
season-over-next = Seizoen { $number } is begonnen; het eindigt { $ends }.
season-over-off = Seizoenen staan nu uit op deze server: de ranglijst van aller tijden loopt door.
season-over-ladder = De hele ranglijst: `/azul ranglijst seizoen:` Vorig seizoen.

## Het podium van een seizoenseinde als afbeelding (korte woorden: ze wordt op een telefoon
## gelezen), en de beschrijving ervan voor schermlezers.

podium-title = Seizoen { $number } · eindstand
podium-rating = rating { $rating }
podium-games = { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}
podium-alt = Podium van seizoen { $number }: { $places }.
podium-alt-place = { $rank }. { $name }, rating { $rating }, { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}

## Weigeringen van de optie seizoen.

refusal-unknown_season = Het seizoen ‘{ $typed }’ ken ik niet: kies er een dat de optie aanbiedt (het huidige seizoen, het vorige, een eerder seizoen op nummer, of aller tijden).
refusal-no_seasons = Deze server heeft nog geen seizoen gehad: het eerste begint als er een spel wordt uitgespeeld terwijl seizoenen aan staan (`/azul instellingen seizoen:`). De ranglijst van aller tijden is er al.
refusal-no_current_season = Er loopt geen seizoen op deze server: seizoenen staan uit. Het laatste was seizoen { $latest }.
refusal-no_previous_season = Dit is het eerste seizoen van de server: er is nog geen vorig seizoen.
refusal-no_such_season = Er is geen seizoen { $number } op deze server: de seizoenen lopen van 1 tot en met { $latest }.
refusal-season_by_rating = De ranglijst van een seizoen gaat alleen op rating; de andere sorteringen zijn die van de ranglijst van aller tijden (`seizoen:` Aller tijden).
season-ladder-finished = { $line }, speelt { NUMBER($share, style: "percent") } van de spellen uit

## De instelling van de seizoenen (/azul instellingen seizoen:): hoe lang een seizoen duurt.

settings-season = • Seizoenen: { $period }, elk met een eigen ranglijst
settings-season-off = • Seizoenen: uit (één ranglijst van alle tijden)
cmd-azul-settings-season = seizoen
cmd-azul-settings-season-desc = hoe lang een seizoen van de ranglijst duurt
choice-monthly = per maand
choice-quarterly = per kwartaal
choice-off = uit
refusal-bad_season = Seizoenen kunnen per maand, per kwartaal of uit.
