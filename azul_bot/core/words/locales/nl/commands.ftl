## Commando's: namen (kleine letters, geen spaties, hoogstens 32 tekens) en beschrijvingen
## (hoogstens 100 tekens).

cmd-azul = azul
cmd-azul-desc = Speel Azul, het tegelspel

## Keuzes in de opties (de verstuurde waarde blijft in elke taal dezelfde).

choice-beginner = beginner
choice-easy = makkelijk
choice-normal = normaal
choice-hard = moeilijk
choice-classic = gekleurde muur
choice-grey = grijze muur
choice-crystal-1 = Kristalmozaïek, zijde 1
choice-crystal-2 = Kristalmozaïek, zijde 2
