## A player's direct messages on their turn, in their own language. { $link } leads to the
## table; { $deadline } is Discord's time markup, which each reader sees in their language.

dm-turn = It's your turn in Azul: { $link }
dm-turn-round = It's your turn in Azul (round { $round }): { $link }
dm-turn-round-deadline = It's your turn in Azul (round { $round }); your time runs out { $deadline }: { $link }
dm-reminder = ⏳ It's still your turn in Azul. Your table: { $link }
dm-reminder-deadline = ⏳ It's still your turn in Azul; a computer stand-in plays it { $deadline }. Your table: { $link }
