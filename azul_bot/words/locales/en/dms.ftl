## Direct messages that may not arrive: /azul notify sends one at once and says whether it did.

dm-notify-check = 🔔 This is where I'll tell you when it's your turn in Azul.
reply-notify-dm-closed = I couldn't send you a direct message: Discord says you don't accept them from me (your privacy settings for this server). Until you allow them and run `/azul notify on:True` again, I'll ping you in the game's channel on your turn.
reply-notify-dm-failed = Saved, but my direct message didn't get through just now (Discord had a hiccup). Run `/azul notify on:True` again in a moment to check; until one arrives, your turns may ping you in the channel instead.
