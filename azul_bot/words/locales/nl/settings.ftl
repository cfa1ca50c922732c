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

## Een duur, zoals de instellingen hem tonen (de tijd per beurt, de herinnering).

duration-off = uit
duration-d = { $count }d
duration-h = { $count }u
duration-m = { $count }m
duration-s = { $count }s
settings-season = • Seizoenen: { $period }, elk met een eigen ranglijst
settings-season-off = • Seizoenen: uit (één ranglijst van alle tijden)
settings-announcements = • Aankondigingen (de eindstand van een seizoen): { $channel }
settings-announcements-none = • Aankondigingen: geen kanaal, dus er wordt niets geplaatst als een seizoen eindigt (kies er een met `aankondigingen:`)
settings-organizers = • Toernooien: georganiseerd door wie de server beheert en door { $role }
settings-organizers-none = • Toernooien: georganiseerd door wie de server beheert (wijs een rol aan met `organisatoren:`)
settings-away-days = • Afwezigheid: { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} per persoon per seizoen
