"""The lobby's own names the host keeps apart (one another feature or the host already has is
refused at start-up)."""

from azul_bot.core import declared

LOBBY_EXPIRY = "lobby_expiry"
"""The timer that closes a lobby nobody starts."""
CHALLENGE_EXPIRY = "challenge_expiry"
"""The timer that ends a lobby's challenge nobody answered (``challenge.Challenges``)."""

INVITATION = "r"
"""The nonce of a rematch's invitation, posted below its lobby, by its announcement."""
DECLINED = "cd"
"""The nonce of a declined challenge's news, below its lobby, by its announcement."""
CHALLENGE_EXPIRED = "ce"
"""The nonce of an expired challenge's news, below its lobby, by its announcement."""
NONCES = declared(globals(), "INVITATION")

# Where the game is, and what it is doing
GAME_RUNNING_HERE = "game_running_here"
LOBBY_OPEN_HERE = "lobby_open_here"
LOBBIES_IN_THREADS = "lobbies_in_threads"  # count: several lobbies to join there
# Seats in a lobby
ALREADY_SEATED = "already_seated"
LOBBY_FULL = "lobby_full"  # most
NOT_IN_LOBBY = "not_in_lobby"
NOT_ENOUGH_PLAYERS = "not_enough_players"  # least
NO_COMPUTER_SEATED = "no_computer_seated"
HOST_ONLY_START = "host_only_start"  # host
HOST_ONLY_ADD_COMPUTER = "host_only_add_computer"  # host
HOST_ONLY_REMOVE_COMPUTER = "host_only_remove_computer"  # host
HOST_ONLY_VARIANT = "host_only_variant"  # host
# A button or a change that came too late
LOBBY_CLOSED = "lobby_closed"
LOBBY_CHANGED = "lobby_changed"
# Rematches
REMATCH_NOT_HERE = "rematch_not_here"
REMATCH_NOT_PLAYER = "rematch_not_player"
REMATCH_RUNNING = "rematch_running"
REMATCH_SEATED = "rematch_seated"
REMATCH_LOBBY_OPEN = "rematch_lobby_open"
# Challenges ("Challenge to Azul", from the member menu)
CHALLENGE_SELF = "challenge_self"
CHALLENGE_BOT = "challenge_bot"  # name
CHALLENGE_UNSEEN = "challenge_unseen"  # name: they cannot see the channel
NOT_CHALLENGED = "not_challenged"  # challenged: their user id (said as a mention)
CHALLENGE_MOVED_ON = "challenge_moved_on"
REFUSALS = declared(globals(), "GAME_RUNNING_HERE")
