"""The custom ids of the lobby's buttons and menus (the format of every id, its versions and
how one changes are the host's: ``azul_bot.core.discord.custom_ids``):

- ``azul:v1:lobby:<action>:<game>``: a lobby's join, leave, start or removebot button
- ``azul:v1:lobby:addbot:<game>``: the lobby's menu of computer levels
- ``azul:v1:lobby:wall:<game>``: the lobby's menu of walls (colored or grey)
- ``azul:v1:rematch:<game>``: Rematch, under the final scores
- ``azul:v1:abort:<answer>:<game>``: yes or no to ``/azul abort``
- ``azul:v1:resign:<answer>:<game>``: yes or no to resigning
- ``azul:v1:challenge:<answer>:<game>``: Accept or Decline, under a lobby that challenges a
  member (written from version 1; who may answer is the stored challenge's, not the id's)
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
