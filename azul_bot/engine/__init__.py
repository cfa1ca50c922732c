"""The rules of Azul (2-4 players, the classic colored wall, the grey one, or the Crystal
Mosaic's two sides): pure Python, no I/O.

``docs/rules.md`` (in this repository) is the specification. ``game.variant`` says which rules
are played; everything that depends on them (player counts, factories, floor, bonuses, the
wall) is read from it.
"""

from .errors import IllegalMove as IllegalMove
from .errors import Reason as Reason
from .events import BagRefilled as BagRefilled
from .events import Event as Event
from .events import FloorPenalty as FloorPenalty
from .events import GameEnded as GameEnded
from .events import GameResult as GameResult
from .events import LineToFloor as LineToFloor
from .events import MarkerTaken as MarkerTaken
from .events import PlayerResult as PlayerResult
from .events import RoundEnded as RoundEnded
from .events import RoundStarted as RoundStarted
from .events import TilesTaken as TilesTaken
from .events import TileWalled as TileWalled
from .game import MARKER as MARKER
from .game import Game as Game
from .game import PendingLine as PendingLine
from .game import Phase as Phase
from .game import Placement as Placement
from .game import PlayerBoard as PlayerBoard
from .moves import CENTER as CENTER
from .moves import COLUMN_LETTERS as COLUMN_LETTERS
from .moves import FLOOR as FLOOR
from .moves import TAKE_TEXT as TAKE_TEXT
from .moves import AnyMove as AnyMove
from .moves import Move as Move
from .moves import WallMove as WallMove
from .moves import parse_move as parse_move
from .scoring import placement_score as placement_score
from .tiles import COLOR_NAMES as COLOR_NAMES
from .tiles import COLORS as COLORS
from .tiles import WALL as WALL
from .tiles import WALL_SIZE as WALL_SIZE
from .tiles import Color as Color
from .tiles import wall_column as wall_column
from .variant import CLASSIC as CLASSIC
from .variant import CRYSTAL_1 as CRYSTAL_1
from .variant import CRYSTAL_2 as CRYSTAL_2
from .variant import FACTORIES_FOR_PLAYERS as FACTORIES_FOR_PLAYERS
from .variant import FLOOR_PENALTIES as FLOOR_PENALTIES
from .variant import FLOOR_SIZE as FLOOR_SIZE
from .variant import GREY as GREY
from .variant import MOST_FACTORIES as MOST_FACTORIES
from .variant import PLAYER_COUNTS as PLAYER_COUNTS
from .variant import VARIANTS as VARIANTS
from .variant import PrintedCell as PrintedCell
from .variant import Variant as Variant
from .variant import floor_penalty as floor_penalty
