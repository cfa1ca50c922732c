"""The core: the host with no Discord in it and knowing no feature. It takes plain ids and
values and returns plain results (facts: codes, names, numbers, events, image bytes), never a
sentence; the features' cogs turn those into Discord replies in the reader's language.
What the features share is imported from this package.
"""

from .cache import Memo
from .clock import ManualClock
from .computers import LEVELS, Thinkers, computer_name
from .deadlines import COMPUTER, REMINDER, TIMEOUT, kept_deadlines, movers, time_limit_of
from .delivery.direct import DirectMessages
from .delivery.game_channel import GameChannel
from .delivery.nonces import Nonce, nonce
from .delivery.notices import GameNotice, Said, SaidNotice, decode, encode, old_text_kind, text
from .delivery.ports import (
    ChannelGone,
    Controls,
    DmsClosed,
    DmTried,
    Held,
    Message,
    MessageGone,
    Parked,
    Post,
    PublishError,
)
from .hooks import AtEnd, Conflict, Ending, EndWork, GameEnd, Hooks, Moved, SeatNote
from .host import GameService, Host
from .names import clipped, safe_name, visible
from .options import PictureDrawer, ServiceOptions
from .places import PlaceKind, Places, Token
from .refusals import (
    AlreadySeated,
    BadInput,
    GameExists,
    IllegalMoveError,
    LobbyFull,
    NoGame,
    NotAllowed,
    NotEnoughPlayers,
    NotHost,
    NotInGame,
    NotYourTurn,
    Refusal,
    ServiceError,
    StaleTurn,
    Unavailable,
    WrongPhase,
    declared,
)
from .seats import (
    SeatView,
    check_host,
    check_placer,
    check_turn,
    seat_names,
    seat_of,
    seat_views,
)
from .server_defaults import AUTO, defaults
from .server_settings import ServerSetting
from .store_errors import (
    CANNOT_SAVE,
    GAME_CHANGED,
    TABLE_MOVED_ON,
    called,
    stale_on_clash,
    unavailable_on_outage,
)
from .threads import GamesInThreads, ThreadGame, no_game_for
from .told import Told, round_after
