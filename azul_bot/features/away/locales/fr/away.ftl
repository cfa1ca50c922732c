## Les absences (/azul absence, /azul retour) : le temps d'une personne s'arrête dans ses
## parties du serveur, dans la limite de jours permis par saison. { $until }, { $deadline } et
## { $refills } sont le balisage horaire de Discord (<t:1700000000:R>), que chacun lit
## « dans 3 jours ».

cmd-azul-away = absence
cmd-azul-away-desc = Absent quelques jours : vos tours vous attendent, sans rappel ni mention
cmd-azul-away-days = jours
cmd-azul-away-days-desc = combien de jours, de 1 à 30 (pris sur les absences de cette saison)
cmd-azul-back = retour
cmd-azul-back-desc = De retour avant la fin de votre absence : votre temps repart

## Les réponses, à la personne seule.

reply-away = 💤 Vous êtes absent jusqu'à { $until }. Dans vos parties sur ce serveur, votre tour vous attend : ni rappel, ni mention, ni ordinateur remplaçant, et le temps qu'il vous restait vous est rendu à votre retour. `/azul retour` y met fin plus tôt.
reply-away-longer = 💤 Votre absence se termine maintenant { $until } (les jours non utilisés vous ont d'abord été rendus). `/azul retour` y met fin plus tôt.
reply-away-paused = { $count ->
    [one] Votre temps s'est arrêté dans { $count } partie où c'était votre tour.
   *[other] Votre temps s'est arrêté dans { $count } parties où c'était votre tour.
}
reply-back = 👋 Bon retour : votre temps repart.
reply-back-given = { $days ->
    [one] { $days } jour non utilisé vous est rendu.
   *[other] { $days } jours non utilisés vous sont rendus.
}
reply-back-waiting = { $count ->
    [one] C'est votre tour dans { $count } partie (`/azul mes-parties`).
   *[other] C'est votre tour dans { $count } parties (`/azul mes-parties`).
}
away-left = Absences restantes cette saison : { $left ->
    [one] { $left } jour
   *[other] { $left } jours
} sur { $allowance } (renouvelées { $refills }).
away-until = 💤 Absent jusqu'à { $until }.

## Les refus.

refusal-away_days_asked = Une absence dure de 1 à { $most } jours.
refusal-away_not_allowed = Ce serveur ne permet pas d'absences (ses administrateurs peuvent changer cela avec `/azul réglages jours_absence:`).
refusal-away_allowance_left = Impossible de vous absenter { $asked ->
    [one] { $asked } jour
   *[other] { $asked } jours
} : il ne vous reste que { $left ->
    [one] { $left } jour
   *[other] { $left } jours
} d'absence cette saison (sur { $allowance }). Elles sont renouvelées { $refills }.
refusal-not_away = Vous n'êtes pas absent : il n'y a pas de retour à faire. `/azul absence` arrête votre temps pour quelques jours.

## Dans le salon, dans la langue du serveur ; personne n'est mentionné.

turn-away = 💤 { $name } est absent jusqu'à { $until } : son tour l'attend.
placing-away = { $name } (absent jusqu'à { $until })
lobby-seat-away = { $seat } · 💤 absent jusqu'à { $until }
away-note = 💤 { $name } est absent jusqu'à { $until } : son tour l'attend, son temps est arrêté.
back-note = 👋 { $name } est de retour : son tour continue.
back-note-deadline = 👋 { $name } est de retour : son tour continue, et son temps s'écoule { $deadline }.
mygames-yours-away = • { $channel } — manche { $round }, à vous de jouer : votre tour attend votre retour ({ $back })
mygames-theirs-away = • { $channel } — manche { $round }, à { $name } de jouer, absent (de retour { $back })

## Le réglage des absences (/azul réglages jours_absence:) : les jours de chacun par saison.

settings-away-days = • Absences : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} par personne et par saison
cmd-azul-settings-away_days = jours_absence
cmd-azul-settings-away_days-desc = jours d'absence que chacun peut prendre par saison
refusal-away_days_range = Le temps d'absence par saison va de 0 à { $most } jours.
