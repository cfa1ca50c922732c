## De notatie van zetten: de letters die de afbeelding van de tafel schrijft voor de kleuren
## (de legenda), het midden (zijn rondje) en de vloerlijn (ernaast), en die spelers in
## /azul spelen mogen typen. Geschreven zoals de afbeelding ze tekent; hoofd- of kleine
## letters maakt niet uit. Elke taal heeft de hare, en die van alle talen worden gelezen,
## welke taal de lezer ook spreekt: een letter betekent nooit twee dingen in één optie (een
## test controleert dat).

letter-blue = b
letter-yellow = g
letter-red = r
letter-black = z
letter-white = w
letter-center = M
letter-floor = V

## Iemand van wie de weergavenaam niets te tonen heeft (leeg, of alleen onzichtbare tekens).

name-nameless = Speler
