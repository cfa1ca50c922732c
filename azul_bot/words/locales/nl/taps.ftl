## Drie tikken: de zetkiezer met of zonder Bevestigen (/azul bevestigen), en wat de vloerlijn
## gaat kosten, getoond bij elke lijn. { $points } is een aantal verloren punten.

cmd-azul-confirm = bevestigen
cmd-azul-confirm-desc = Een knop Bevestigen nadat je een lijn kiest, of de lijn speelt meteen
cmd-azul-confirm-on = aan
cmd-azul-confirm-on-desc = True: Bevestigen na de lijn; False: de knop van de lijn speelt je zet
reply-confirm-on = Je zetten vragen om **Bevestigen** nadat je een lijn kiest.
reply-confirm-off = Drie tikken per zet: de knop van een lijn speelt je zet nu meteen, zonder Bevestigen.

pick-floor-cost = −{ $points }
picker-color-play = **Jouw zet**: { $tiles } { $source }. Tik op een lijn om te spelen.
picker-marker-cost = De { -marker } gaat ook naar je vloerlijn: de getoonde kosten rekenen die mee.
picker-confirm-tip = -# Eén tik minder per zet: `/azul bevestigen aan:False`
