## A player's direct messages on their turn, in their own language. { $link } leads to the
## table; { $deadline } is Discord's time markup, which each reader sees in their language.

dm-turn = It's your turn in Azul: { $link }
dm-turn-round = It's your turn in Azul (round { $round }): { $link }
dm-turn-round-deadline = It's your turn in Azul (round { $round }); your time runs out { $deadline }: { $link }
dm-reminder = ⏳ It's still your turn in Azul. Your table: { $link }
dm-reminder-deadline = ⏳ It's still your turn in Azul; a computer stand-in plays it { $deadline }. Your table: { $link }

## /azul notify: a direct message on your turn, or a ping in the game's channel.

reply-notify-on = I'll send you a direct message when it's your turn: the one I just sent you arrived.
reply-notify-off = No more direct messages: you'll be pinged in the game's channel.

## Direct messages that may not arrive: /azul notify sends one at once and says whether it did.

dm-notify-check = 🔔 This is where I'll tell you when it's your turn in Azul.
reply-notify-dm-closed = I couldn't send you a direct message: Discord says you don't accept them from me (your privacy settings for this server). Until you allow them and run `/azul notify turns on:True` again, I'll ping you in the game's channel on your turn.
reply-notify-dm-failed = Saved, but my direct message didn't get through just now (Discord had a hiccup). Run `/azul notify turns on:True` again in a moment to check; until one arrives, your turns may ping you in the channel instead.
