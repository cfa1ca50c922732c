## De coach bij het betegelen van een grijze muur: welke kolom voor de wachtende lijn, en waarom

hint-place-move = **Patroonlijn { $row } ({ $color }) → kolom { $column }**: { $why }.
hint-place-only = het enige vak dat er nog voor vrij is (+{ $points })
hint-place-most = nu +{ $points }, het meeste van alle kolommen
hint-place-keeps = nu +{ $points }, en houdt kolom { $column } vrij voor { $color }
hint-place-bonus = nu +{ $points } in plaats van +{ $best }, voor { $progress }
hint-place-ahead = nu +{ $points }; de zoektocht verkiest het voor de komende rondes
hint-place-row-progress = zijn rij op { $count }/5
hint-place-closes = patroonlijn { $row } ({ $color }) heeft dan geen vrij vak meer
hint-place-but = { $first }, maar { $second }

## Een zet naar een lijn waarvan de rij geen vak meer heeft voor die kleur (de grijze muur)

hint-no-cell = de rij heeft geen vak meer voor { $color }: de hele lijn valt op de vloerlijn
hint-place-ready = Je kolommen staan hieronder: tik er een aan om de tegel te leggen.
