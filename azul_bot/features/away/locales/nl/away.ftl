## Afwezigheid (/azul afwezig, /azul terug): iemands klok staat stil in zijn spellen op de
## server, binnen een aantal dagen per seizoen. { $until }, { $deadline } en { $refills } zijn
## Discords tijdopmaak (<t:1700000000:R>), die ieder leest als "over 3 dagen".

cmd-azul-away = afwezig
cmd-azul-away-desc = Een paar dagen afwezig: je beurten wachten op je, zonder herinnering of vermelding
cmd-azul-away-days = dagen
cmd-azul-away-days-desc = hoeveel dagen, 1 tot 30 (van je afwezigheid van dit seizoen)
cmd-azul-back = terug
cmd-azul-back-desc = Terug voor je afwezigheid afloopt: je klok loopt weer

## De antwoorden, alleen aan de persoon zelf.

reply-away = 💤 Je bent afwezig tot { $until }. In je spellen op deze server wacht je beurt op je: geen herinnering, geen vermelding, geen invalcomputer, en de tijd die je nog had krijg je terug als je er weer bent. `/azul terug` beëindigt het eerder.
reply-away-longer = 💤 Je afwezigheid loopt nu af { $until } (de dagen die je niet gebruikte, kreeg je eerst terug). `/azul terug` beëindigt het eerder.
reply-away-paused = { $count ->
    [one] Je klok staat stil in { $count } spel waarin je aan de beurt was.
   *[other] Je klok staat stil in { $count } spellen waarin je aan de beurt was.
}
reply-back = 👋 Welkom terug: je klok loopt weer.
reply-back-given = { $days ->
    [one] { $days } dag die je niet gebruikte, is terug bij je afwezigheid.
   *[other] { $days } dagen die je niet gebruikte, zijn terug bij je afwezigheid.
}
reply-back-waiting = { $count ->
    [one] Je bent aan de beurt in { $count } spel (`/azul mijn-spellen`).
   *[other] Je bent aan de beurt in { $count } spellen (`/azul mijn-spellen`).
}
away-left = Afwezigheid over dit seizoen: { $left ->
    [one] { $left } dag
   *[other] { $left } dagen
} van { $allowance } (begint opnieuw { $refills }).
away-until = 💤 Afwezig tot { $until }.

## Weigeringen.

refusal-away_days_asked = Afwezigheid duurt 1 tot { $most } dagen per keer.
refusal-away_not_allowed = Deze server staat geen afwezigheid toe (de beheerders kunnen dat wijzigen met `/azul instellingen dagen_afwezig:`).
refusal-away_allowance_left = Je kunt niet { $asked ->
    [one] { $asked } dag
   *[other] { $asked } dagen
} afwezig zijn: je hebt dit seizoen nog maar { $left ->
    [one] { $left } dag
   *[other] { $left } dagen
} afwezigheid over (van { $allowance }). Die begint opnieuw { $refills }.
refusal-not_away = Je bent niet afwezig, dus er is niets om van terug te komen. `/azul afwezig` zet je klok een paar dagen stil.

## In het kanaal, in de taal van de server; niemand wordt vermeld.

turn-away = 💤 { $name } is afwezig tot { $until }: de beurt wacht tot { $name } terug is.
placing-away = { $name } (afwezig tot { $until })
lobby-seat-away = { $seat } · 💤 afwezig tot { $until }
away-note = 💤 { $name } is afwezig tot { $until }: de beurt wacht, de klok staat stil.
back-note = 👋 { $name } is terug: de beurt gaat verder.
back-note-deadline = 👋 { $name } is terug: de beurt gaat verder, en de tijd loopt af { $deadline }.
mygames-yours-away = • { $channel } — ronde { $round }, jij bent aan de beurt: je beurt wacht tot je terug bent ({ $back })
mygames-theirs-away = • { $channel } — ronde { $round }, { $name } is aan de beurt en afwezig (terug { $back })

## De instelling van afwezigheid (/azul instellingen dagen_afwezig:): de dagen per persoon per seizoen.

settings-away-days = • Afwezigheid: { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} per persoon per seizoen
cmd-azul-settings-away_days = dagen_afwezig
cmd-azul-settings-away_days-desc = dagen afwezigheid die iedereen per seizoen mag nemen
refusal-away_days_range = Afwezigheid per seizoen kan 0 tot { $most } dagen zijn.
