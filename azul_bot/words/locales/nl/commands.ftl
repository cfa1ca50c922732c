## Commando's: namen (kleine letters, geen spaties, hoogstens 32 tekens) en beschrijvingen
## (hoogstens 100 tekens).

cmd-azul = azul
cmd-azul-desc = Speel Azul, het tegelspel
cmd-azul-hint = tip
cmd-azul-hint-desc = De drie beste zetten volgens de coach (alleen voor jou)
cmd-azul-confirm = bevestigen
cmd-azul-confirm-desc = Een knop Bevestigen nadat je een lijn kiest, of de lijn speelt meteen
cmd-azul-confirm-on = aan
cmd-azul-confirm-on-desc = True: Bevestigen na de lijn; False: de knop van de lijn speelt je zet
cmd-azul-settings = instellingen
cmd-azul-settings-desc = De Azul-regels van deze server (Server beheren om te wijzigen)
cmd-azul-settings-time_limit = tijd-per-beurt
cmd-azul-settings-time_limit-desc = tijd per beurt, bv. 12h, 2d, of off
cmd-azul-settings-reminder = herinnering
cmd-azul-settings-reminder-desc = wanneer de speler herinnerd wordt, bv. 4h, of off
cmd-azul-settings-at_limit = tijd-om
cmd-azul-settings-at_limit-desc = wat er gebeurt als de tijd om is
cmd-azul-settings-stand_in = invaller
cmd-azul-settings-stand_in-desc = de computer die invalt voor een speler die vertrok of geen tijd meer had
cmd-azul-settings-threads = threads
cmd-azul-settings-threads-desc = open elk nieuw spel in een eigen thread
cmd-azul-settings-hints = tips
cmd-azul-settings-hints-desc = /azul tip toestaan
cmd-azul-settings-language = taal
cmd-azul-settings-language-desc = de taal van de spelberichten in de kanalen van deze server
cmd-azul-settings-season = seizoen
cmd-azul-settings-season-desc = hoe lang een seizoen van de ranglijst duurt
cmd-azul-settings-announcements = aankondigingen
cmd-azul-settings-announcements-desc = het kanaal waar de bot de eindstand van een seizoen plaatst
cmd-azul-settings-away_days = dagen_afwezig
cmd-azul-settings-away_days-desc = dagen afwezigheid die iedereen per seizoen mag nemen
cmd-azul-settings-organizers = organisatoren
cmd-azul-settings-organizers-desc = een rol waarvan de leden toernooien mogen organiseren, naast wie de server beheert
cmd-azul-settings-reset = wissen
cmd-azul-settings-reset-desc = een instelling weer op geen zetten: het aankondigingskanaal of de rol van de organisatoren
choice-monthly = per maand
choice-quarterly = per kwartaal
choice-off = uit
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
choice-announcements = het aankondigingskanaal
choice-organizers = de rol van de organisatoren
choice-turn = een computer speelt die beurt in zijn plaats
choice-seat = een computer neemt zijn plaats voorgoed over

## De taal van de server (/azul instellingen taal): elke taal heet zoals in die taal zelf.

choice-auto = de taal van de server (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands
