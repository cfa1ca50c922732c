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
cmd-azul-mygames = mijn-spellen
cmd-azul-mygames-desc = Je lopende spellen op deze server (alleen voor jou)
cmd-azul-history = geschiedenis
cmd-azul-history-desc = Afgelopen spellen van deze server (alleen voor jou)
cmd-azul-history-member = lid
cmd-azul-history-member-desc = alleen de spellen van dit lid
cmd-azul-history-page = pagina
cmd-azul-history-page-desc = paginanummer, vanaf 1
cmd-azul-replay = terugkijken
cmd-azul-replay-desc = Bekijk een afgelopen spel opnieuw: scores en een animatie
cmd-azul-replay-game = spel
cmd-azul-replay-game-desc = het nummer van het spel, zoals /azul geschiedenis het toont (#12)
cmd-azul-leaderboard = ranglijst
cmd-azul-leaderboard-desc = De beste Azul-spelers van deze server
cmd-azul-leaderboard-sort = sorteren
cmd-azul-leaderboard-sort-desc = waarop gerangschikt wordt
cmd-azul-leaderboard-page = pagina
cmd-azul-leaderboard-page-desc = paginanummer, vanaf 1
cmd-azul-stats = statistieken
cmd-azul-stats-desc = Azul-statistieken van een lid (standaard de jouwe)
cmd-azul-stats-member = lid
cmd-azul-stats-member-desc = van wie (jij als je het leeg laat)
cmd-azul-stats-versus = tegen
cmd-azul-stats-versus-desc = in plaats daarvan de score tegen dit lid: winst, verlies, verschil, laatste spellen

## Keuzes in de opties (de verstuurde waarde blijft in elke taal dezelfde).

choice-beginner = beginner
choice-easy = makkelijk
choice-normal = normaal
choice-hard = moeilijk
choice-classic = gekleurde muur
choice-grey = grijze muur
choice-crystal-1 = Kristalmozaïek, zijde 1
choice-crystal-2 = Kristalmozaïek, zijde 2
choice-rating = rating
choice-wins = overwinningen
choice-win_rate = winstpercentage
choice-average = gemiddelde score
choice-best = beste score
