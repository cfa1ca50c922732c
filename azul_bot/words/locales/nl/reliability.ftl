## Wie zijn spellen uitspeelt: het deel van iemands laatste spellen dat die op de eigen plaats
## uitspeelde (een invaller die de plaats voorgoed overneemt, of opgeven na de eerste ronde,
## telt niet als uitgespeeld), en hoe lang iemands beurten meestal duren. Een deel is een
## NUMBER in procent.

stats-finishes = Speelt { NUMBER($share, style: "percent") } van de spellen uit ({ $finished } van de laatste { $games })
stats-finishes-soon = Uitgespeelde spellen: te zien na { $least } spellen (nog { $left ->
    [one] { $left } spel
   *[other] { $left } spellen
})
stats-typical-turn = Typische beurtduur: { $duration }
refusal-below_min_finished = Deze tafel vraagt spelers die minstens { NUMBER($least, style: "percent") } van hun spellen uitspeelden; jij speelde { NUMBER($share, style: "percent") } van je laatste { $games } uit. Er is niets veranderd.
refusal-min_finished_range = Het minimale deel uitgespeelde spellen kan 1 tot 100 zijn (in procent).
