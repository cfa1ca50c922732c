## De instellingen van een server (/azul instellingen).

settings-title = **Azul-instellingen van deze server**
settings-limit = • Tijd per beurt: { $limit }
settings-reminder = • Herinnering: na { $after }
settings-reminder-off = • Herinnering: uit
settings-at-limit = • Als de tijd om is: { $what }
settings-stand-in = • De invaller: een computer ({ $level })
settings-threads-on = • Nieuwe spellen in een eigen thread: aan
settings-threads-off = • Nieuwe spellen in een eigen thread: uit
settings-hints-on = • Tips (`/azul tip`): toegestaan
settings-hints-off = • Tips (`/azul tip`): niet toegestaan
settings-language = • Taal van de spelberichten in de kanalen: { $language }
settings-language-auto = • Taal van de spelberichten in de kanalen: die van de server ({ $language })
settings-announcements = • Aankondigingen (de eindstand van een seizoen): { $channel }
settings-announcements-none = • Aankondigingen: geen kanaal, dus er wordt niets geplaatst als een seizoen eindigt (kies er een met `aankondigingen:`)

## De commando's: /azul instellingen en zijn opties, /azul bevestigen, en hun keuzes.

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
cmd-azul-settings-announcements = aankondigingen
cmd-azul-settings-announcements-desc = het kanaal waar de bot de eindstand van een seizoen plaatst
cmd-azul-settings-reset = wissen
cmd-azul-settings-reset-desc = een instelling weer op geen zetten: het aankondigingskanaal of de rol van de organisatoren
choice-announcements = het aankondigingskanaal
choice-turn = een computer speelt die beurt in zijn plaats
choice-seat = een computer neemt zijn plaats voorgoed over

## De taal van de server (/azul instellingen taal): elke taal heet zoals in die taal zelf.

choice-auto = de taal van de server (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands

## De antwoorden op /azul bevestigen.

reply-confirm-on = Je zetten vragen om **Bevestigen** nadat je een lijn kiest.
reply-confirm-off = Drie tikken per zet: de knop van een lijn speelt je zet nu meteen, zonder Bevestigen.

## Weigeringen van een instelling (refusal-<code>, één per code die de instellingen opgeven).

refusal-duration_too_long = { $what ->
    [time_limit] Die tijd per beurt is te lang om een duur te zijn: probeer `12h`, `2d` of `off`.
   *[reminder] Die herinnering is te lang om een duur te zijn: probeer `4h`, `1d` of `off`.
}
refusal-bad_duration = { $what ->
    [time_limit] Ik kan de tijd per beurt ‘{ $typed }’ niet lezen: probeer `90m`, `12h`, `2d` of `off`.
    [signup_until] Ik kan niet lezen hoe lang de inschrijving openblijft, ‘{ $typed }’: probeer `12u`, `2d`, `1w` of `off`.
   *[reminder] Ik kan de herinnering ‘{ $typed }’ niet lezen: probeer `30m`, `4h`, `1d` of `off`.
}
refusal-limit_range = De tijd per beurt moet tussen 5 minuten en 14 dagen liggen, of `off` zijn.
refusal-reminder_range = De herinnering moet minstens een minuut na het begin van de beurt komen, en vóór het einde van de tijd.
refusal-bad_at_limit = Voor als de tijd om is: kies `turn` (een invaller speelt één beurt) of `seat`.
refusal-bad_language = De taal van de spelberichten kan English, Français, Nederlands zijn, of die van de server.
refusal-set_and_reset = Je gaf { $setting ->
    [announcements] een aankondigingskanaal
   *[organizers] een rol voor organisatoren
} en vroeg tegelijk om die te wissen: kies een van beide. Er is niets veranderd.
refusal-manage_server_needed = Voor het wijzigen van de instellingen is de permissie Server beheren nodig.
