"""The game host, with no Discord in it: lobbies, seats, turns, locks, stale-click checks,
the announcement outbox and the ``Publisher`` interface the front end implements.

Takes plain ids and values and returns plain results (facts: codes, names, numbers, events,
image bytes, choices), never a sentence; ``azul_bot.core.discord`` turns those into Discord replies in
the reader's language, start-up turns ``Post`` into messages.

The service is shared layers under folders by feature, in the order written in ``features``
(``ORDER``: a part imports only those before it; ``tests/test_import_order.py`` checks it):

- shared: ``names``, ``clock``, ``cache``, ``refusals`` (why not), ``seats`` (who may act),
  ``threads`` (a channel's games in threads), ``store_errors`` (what the store's failures
  mean to the user), ``server_defaults``, ``deadlines`` (a turn's timers), ``computers``
  (the computer players' pool), ``pictures`` (where pictures are drawn), ``hooks`` (what
  the features do in the transactions that move and end a game), ``delivery/``
  (the outbox, the announcer, posting in a game's channel, direct messages, nonces, the
  timers' dispatcher, the notices' encoding, the ``Publisher`` port), ``options``,
  ``house`` (what the rooms share) and ``plugs`` (the registries the features fill);
- the features (``features.FEATURES``, the one list of them), each a folder of its own,
  ``azul_bot/features/<name>``, built on ``House`` and ``Plugs``;
- ``host``: ``GameService``, the one face, built of them all.

What every feature shares is imported from this package, never from the modules below it.
"""

from .cache import Memo
from .clock import Clock, ManualClock, SystemClock
from .computers import LEVELS, Thinkers, computer_name
from .deadlines import COMPUTER, REMINDER, TIMEOUT, kept_deadlines, movers, time_limit_of
from .delivery.direct import DirectMessages
from .delivery.game_channel import table_link
from .delivery.loops import Loop, log_failure
from .delivery.nonces import Nonce, nonce
from .delivery.notices import GameNotice, Said, SaidNotice, decode, encode, old_text_kind, text
from .delivery.ports import (
    ChannelGone,
    Controls,
    DmsClosed,
    DmTried,
    Message,
    MessageGone,
    Post,
    Publisher,
    PublishError,
)
from .hooks import AtEnd, Conflict, Ending, EndWork, GameEnd, Hooks, Moved
from .host import GameService
from .house import House, SeatNote
from .names import clipped, safe_name, visible
from .options import FLUSH_TIMEOUT, PictureDrawer, Renderer, ReplayDrawer, ServiceOptions
from .plugs import Plugs
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
from .store_errors import (
    CANNOT_READ,
    CANNOT_SAVE,
    GAME_CHANGED,
    TABLE_MOVED_ON,
    called,
    stale_on_clash,
    unavailable_on_outage,
)
from .threads import GamesInThreads, ThreadGame, no_game_for
from .told import Told, round_after

__all__ = [
    "declared",
    "round_after",
    "Told",
    "no_game_for",
    "called",
    "TABLE_MOVED_ON",
    "GAME_CHANGED",
    "seat_names",
    "check_turn",
    "check_placer",
    "old_text_kind",
    "decode",
    "DirectMessages",
    "COMPUTER",
    "AUTO",
    "CANNOT_READ",
    "CANNOT_SAVE",
    "FLUSH_TIMEOUT",
    "LEVELS",
    "REMINDER",
    "TIMEOUT",
    "AlreadySeated",
    "AtEnd",
    "Conflict",
    "EndWork",
    "Ending",
    "GameEnd",
    "Hooks",
    "Moved",
    "BadInput",
    "ChannelGone",
    "Clock",
    "Controls",
    "DmTried",
    "DmsClosed",
    "GameExists",
    "GameNotice",
    "GameService",
    "GamesInThreads",
    "House",
    "IllegalMoveError",
    "LobbyFull",
    "Loop",
    "ManualClock",
    "Memo",
    "Message",
    "MessageGone",
    "NoGame",
    "Nonce",
    "NotAllowed",
    "NotEnoughPlayers",
    "NotHost",
    "NotInGame",
    "NotYourTurn",
    "PictureDrawer",
    "Plugs",
    "Post",
    "PublishError",
    "Publisher",
    "Refusal",
    "Renderer",
    "ReplayDrawer",
    "Said",
    "SaidNotice",
    "SeatNote",
    "SeatView",
    "ServiceError",
    "ServiceOptions",
    "StaleTurn",
    "SystemClock",
    "Thinkers",
    "ThreadGame",
    "Unavailable",
    "WrongPhase",
    "check_host",
    "clipped",
    "computer_name",
    "defaults",
    "encode",
    "kept_deadlines",
    "log_failure",
    "movers",
    "nonce",
    "safe_name",
    "seat_of",
    "seat_views",
    "stale_on_clash",
    "table_link",
    "text",
    "time_limit_of",
    "unavailable_on_outage",
    "visible",
]
