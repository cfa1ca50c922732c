# Where the bot is no member: what waited for someone to act, and its direct messages.
visit-late = *While you were away:*
visit-dm-from = From your Azul game in { $place }, where I can post only when someone plays:
