"""The custom ids of the lobby's buttons and menus. A challenge's id is written from version
1; who may answer is the stored challenge's, not the id's.
"""

from __future__ import annotations

from azul_bot.core.discord.custom_ids import ANSWER, GAME, VERSION, IdFormat

ABORT = IdFormat("abort:<answer>:<game>", {"answer": ANSWER, "game": GAME})
RESIGN = IdFormat("resign:<answer>:<game>", {"answer": ANSWER, "game": GAME})
LOBBY = IdFormat("lobby:<action>:<game>", {"action": "join|leave|start|removebot", "game": GAME})
ADD_COMPUTER = IdFormat("lobby:addbot:<game>", {"game": GAME})
WALL_CHOICE = IdFormat("lobby:wall:<game>", {"game": GAME})
REMATCH = IdFormat("rematch:<game>", {"game": GAME})
CHALLENGE = IdFormat(
    "challenge:<answer>:<game>", {"answer": "accept|decline", "game": GAME}, reads=(VERSION,)
)
