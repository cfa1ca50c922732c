## De privéberichten van een speler als hij aan de beurt is, in zijn eigen taal. { $link }
## leidt naar de tafel; { $deadline } is Discords tijdopmaak, die ieder in zijn eigen taal leest.

dm-turn = Je bent aan de beurt in Azul: { $link }
dm-turn-round = Je bent aan de beurt in Azul (ronde { $round }): { $link }
dm-turn-round-deadline = Je bent aan de beurt in Azul (ronde { $round }); je tijd loopt af { $deadline }: { $link }
dm-reminder = ⏳ Je bent nog steeds aan de beurt in Azul. Je tafel: { $link }
dm-reminder-deadline = ⏳ Je bent nog steeds aan de beurt in Azul; een invalcomputer speelt je beurt { $deadline }. Je tafel: { $link }
