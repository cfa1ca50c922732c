## /azul analyse en de knop onder de eindscores: de duurste zetten van een speler in een
## afgelopen spel, gewogen door de moeilijke computer, elk benoemd naar de winkans die de zet
## kostte (zoals lichess bij schaken). { $points }: punten van het eindverschil, afgerond;
## { $before } en { $after }: de winkans van de speler (0 tot 1) met de betere zet en met de
## eigen zet; { $weighed }: hoeveel van de zetten een keuze lieten.

cmd-azul-review = analyse
cmd-azul-review-desc = Je duurste zetten van een afgelopen spel, met de betere zet (alleen jij ziet het)
cmd-azul-review-game = spel
cmd-azul-review-game-desc = het nummer van het spel, zoals /azul geschiedenis het toont (#12); leeg: je laatste

review-button = Mijn zetten analyseren
review-title = **Jouw analyse van spel #{ $game }** · { $weighed ->
    [one] 1 van je zetten gewogen
   *[other] { $weighed } van je zetten gewogen
} door de moeilijke computer
review-move = **{ $number }. Ronde { $round } · { $label ->
    [inaccuracy] Onnauwkeurigheid
    [mistake] Fout
   *[blunder] Blunder
}**: je winkans ging van { NUMBER($before, style: "percent") } naar { NUMBER($after, style: "percent") } (ongeveer { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} verloren)
review-played = Je speelde { $move }
review-better = Beter: { $move }
review-footer = -# De afbeeldingen, in dezelfde volgorde, tonen de tafel vóór elke zet: die van jou gemarkeerd, de betere ernaast.
review-none-costly = Geen dure zet: geen van je zetten verlaagde je winkans met { NUMBER($share, style: "percent") } of meer. Goed gespeeld!
review-no-choice = Geen van je zetten in spel #{ $game } liet een keuze om te wegen (een computer speelde voor je, of elke zet lag vast).
review-waiting = De analyse van spel #{ $game } wordt nog gemaakt: vraag het over een minuut opnieuw (`/azul analyse spel:{ $game }`).
refusal-not_your_game = Je speelde spel #{ $game } niet: een analyse is voor de spelers van het spel, elk van de eigen zetten.
refusal-no_game_to_review = Je hebt nog geen afgelopen spel op deze server: zodra er een eindigt, toont `/azul analyse` je duurste zetten.

## The tags of a reviewed move's picture: the move played and the better one.
image-review-played = gespeeld
image-review-better = beter
## A costly move's headline, above the tags: its label, and the player's winning chances with
## the better move and with theirs.
image-review-verdict = { $label ->
    [inaccuracy] Onnauwkeurigheid
    [mistake] Fout
   *[blunder] Blunder
} · winkans { NUMBER($before, style: "percent") } → { NUMBER($after, style: "percent") }
