## Commando's: namen (kleine letters, geen spaties, hoogstens 32 tekens) en beschrijvingen
## (hoogstens 100 tekens).

cmd-azul = azul
cmd-azul-desc = Speel Azul, het tegelspel
cmd-azul-hint = tip
cmd-azul-hint-desc = De drie beste zetten volgens de coach (alleen voor jou)
cmd-azul-play = spelen
cmd-azul-play-desc = Neem tegels: de bron, de kleur en de lijn waar ze op komen
cmd-azul-play-source = bron
cmd-azul-play-source-desc = midden ({ letter-center }), of het nummer van een fabrieksschijf zoals op de afbeelding
cmd-azul-play-color = kleur
cmd-azul-play-color-desc = blauw, geel, rood, zwart of wit (of { letter-blue }, { letter-yellow }, { letter-red }, { letter-black }, { letter-white }, zoals op de afbeelding)
cmd-azul-play-line = lijn
cmd-azul-play-line-desc = patroonlijn 1 tot 5, of vloer ({ letter-floor })
cmd-azul-board = tafel
cmd-azul-board-desc = Toon de tafel zoals ze nu is (alleen voor jou)
cmd-azul-moves = zetten
cmd-azul-moves-desc = De zetten van het spel in dit kanaal tot nu toe (alleen jij ziet ze)
cmd-azul-moves-page = pagina
cmd-azul-moves-page-desc = welke pagina (standaard de laatste)
cmd-azul-rules = regels
cmd-azul-rules-desc = De regels van Azul in het kort
cmd-azul-rules-variant = variant
cmd-azul-rules-variant-desc = het basisspel (standaard), of een zijde van de Kristalmozaïek met zijn getallen

## Keuzes in de opties (de verstuurde waarde blijft in elke taal dezelfde).

choice-beginner = beginner
choice-easy = makkelijk
choice-normal = normaal
choice-hard = moeilijk
choice-classic = gekleurde muur
choice-grey = grijze muur
choice-crystal-1 = Kristalmozaïek, zijde 1
choice-crystal-2 = Kristalmozaïek, zijde 2
