"""Computer players and a coach for Azul; they see only what a player in their seat sees.
The ``*_from_state`` functions take the game's JSON form, for a process pool."""

from .hints import CellFor as CellFor
from .hints import Hint as Hint
from .hints import Leftover as Leftover
from .hints import PlacementHint as PlacementHint
from .hints import Why as Why
from .hints import coach as coach
from .hints import explain as explain
from .hints import explain_placement as explain_placement
from .levels import Level as Level
from .levels import choose as choose
from .pool import choose_from_state as choose_from_state
from .pool import coach_from_state as coach_from_state
from .practice import weigh_pick_from_state as weigh_pick_from_state
from .review import COSTLY as COSTLY
from .review import SHOWN as SHOWN
from .review import Label as Label
from .review import Verdict as Verdict
from .review import costliest as costliest
from .review import review_from_state as review_from_state
from .search import Outcome as Outcome
