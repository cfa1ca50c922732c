## /azul oefenen en "Oefen deze positie" onder een analyse: de posities vóór de duurste zetten
## van een speler in hun laatste spellen, opnieuw gespeeld met de zetkiezer; elk antwoord zegt
## of de gekozen zet even goed is als de beste (binnen { $margin } punten van het
## eindverschil) en toont de beste. { $points }: punten van het eindverschil, afgerond.

cmd-azul-practice = oefenen
cmd-azul-practice-desc = Speel de posities van je duurste zetten uit je laatste spellen opnieuw (alleen jij ziet het)

practice-this-position = Oefen deze positie
practice-move = Oefen zet { $number }
practice-show = Toon het antwoord
practice-next = Volgende positie

practice-position = **Oefenen · positie { $number } van { $total }** · spel #{ $game }, ronde { $round }
practice-ask = Jij bent aan zet, aan de tafel zoals je die had: tik op een fabrieksschijf of het midden om je zet te kiezen. Het antwoord zegt of hij even goed is als de beste (binnen { $margin } punten).
practice-right = ✅ **Even goed als de beste**: binnen { $margin } punten van het eindverschil.
practice-wrong = ❌ **Niet de beste**: ongeveer { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} verloren.
practice-shown = 💡 Het antwoord:
practice-yours = Jouw zet: { $move }
practice-yours-played = Jouw zet, zoals in het spel: { $move }
practice-best = De beste: { $move }
practice-picture = -# De afbeelding toont de tafel na de beste zet; de genomen tegels zijn gemarkeerd.
practice-done = **Oefening klaar**: { $right } van de { $total } even goed als de beste. `/azul oefenen` geeft je opnieuw de duurste zetten uit je laatste spellen.

refusal-not_your_practice = Deze oefening is van iemand anders: `/azul oefenen` geeft je je eigen oefening.
refusal-no_such_practice = Die oefenpositie bestaat niet; er is niets veranderd. `/azul oefenen` gaat verder met de jouwe.
refusal-nothing_to_practise = Nog niets om te oefenen: geen van je laatste afgelopen spellen heeft een dure zet in zijn analyse. Zodra er een is, geeft `/azul oefenen` je de tafel van daarvoor.
refusal-not_practisable = Dat is geen van je dure zetten in spel #{ $game }: daar valt niets te oefenen.
refusal-position_answered = Je hebt positie { $number } al beantwoord; er is niets veranderd. **Volgende positie** onder het antwoord, of `/azul oefenen`, gaat verder.
refusal-not_answered_yet = Positie { $number } wacht eerst op je zet: kies er een, of tik op **Toon het antwoord**.
