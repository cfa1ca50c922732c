"""Every button and menu is read back from its custom id by one base (``IdItem``): its fields,
read by its format, make the same item again, with the same id. The ids below are those the
bot posts (and has posted, without a version): they must keep reading as they always have."""

from __future__ import annotations

import discord
import pytest

from azul_bot.core.discord.custom_ids import (
    GAME,
    NAMESPACE,
    TURN,
    VERSION,
    IdButton,
    IdFormat,
    IdItem,
)
from azul_bot.core.discord.front import dynamic_items

POSTED = {
    "lobby:join:12": ("LobbyButton", {"action": "join", "game": 12}),
    "lobby:removebot:12": ("LobbyButton", {"action": "removebot", "game": 12}),
    "lobby:addbot:12": ("AddComputer", {"game": 12}),
    "lobby:wall:12": ("WallChoice", {"game": 12}),
    "rematch:12": ("RematchButton", {"game": 12}),
    "abort:yes:12": ("AbortButton", {"answer": "yes", "game": 12}),
    "resign:no:12": ("ResignButton", {"answer": "no", "game": 12}),
    "challenge:decline:12": ("ChallengeButton", {"answer": "decline", "game": 12}),
    "src:12:4:-1": ("SourceButton", {"game": 12, "turn": 4, "source": -1}),
    "col:12:4:3:2": ("ColorButton", {"game": 12, "turn": 4, "source": 3, "color": 2}),
    "line:12:4:3:2:5": (
        "LineButton",
        {"game": 12, "turn": 4, "source": 3, "color": 2, "line": 5},
    ),
    "ok:12:4:cr2": ("ConfirmMove", {"game": 12, "turn": 4, "move": "cr2"}),
    "put:12:4:3bf": ("PlayLine", {"game": 12, "turn": 4, "move": "3bf"}),
    "place:12:2": ("PlaceTile", {"game": 12, "round": 2}),
    "table:12": ("ShowTable", {"game": 12}),
    "wall:12:2:4:1": ("WallColumn", {"game": 12, "round": 2, "row": 4, "col": 1}),
    "hist:0:3:prev": ("HistoryPageButton", {"member": 0, "page": 3, "dir": "prev"}),
    "lb:win_rate:3:next": ("LeaderboardPageButton", {"sort": "win_rate", "page": 3, "dir": "next"}),
    "lbs:2:3:next": ("SeasonPageButton", {"season": 2, "page": 3, "dir": "next"}),
    "review:12": ("ReviewButton", {"game": 12}),
    "tour:start:9": ("TournamentButton", {"action": "start", "tournament": 9}),
    "pgo:12:31": ("FromReview", {"game": 12, "ply": 31}),
    "psrc:7:1:-1": ("PracticeSource", {"practice": 7, "position": 1, "source": -1}),
    "pcol:7:1:3:2": ("PracticeColor", {"practice": 7, "position": 1, "source": 3, "color": 2}),
    "pline:7:1:3:2:5": (
        "PracticeLine",
        {"practice": 7, "position": 1, "source": 3, "color": 2, "line": 5},
    ),
    "pok:7:1:cr2": ("ConfirmPick", {"practice": 7, "position": 1, "move": "cr2"}),
    "pshow:7:1": ("ShowAnswer", {"practice": 7, "position": 1}),
    "pnext:7:1": ("NextPosition", {"practice": 7, "position": 1}),
}
"""An id of each kind as posted today (after ``azul:v1:``), the item that reads it, and the
fields it carries."""


def reading(custom_id: str) -> list[type[IdItem]]:
    return [item for item in dynamic_items() if item.format.pattern.fullmatch(custom_id)]


def test_every_item_reads_an_id_of_the_list():
    assert {name for name, _ in POSTED.values()} == {item.__name__ for item in dynamic_items()}


@pytest.mark.parametrize("body", POSTED)
async def test_an_id_posted_today_makes_the_same_item_again(body):
    name, fields = POSTED[body]
    custom_id = f"{NAMESPACE}:v{VERSION}:{body}"
    [item] = reading(custom_id)
    assert item.__name__ == name
    made = await item.from_custom_id(None, None, item.format.pattern.fullmatch(custom_id))
    assert type(made) is item and made.custom_id == custom_id
    assert {field: getattr(made, field) for field in fields} == fields
    assert [type(getattr(made, field)) for field in fields] == [type(v) for v in fields.values()]
    # Made from its fields, as the views make it, the item carries the same id.
    assert item(*fields.values()).custom_id == custom_id
    assert item.format.make(**fields) == custom_id


@pytest.mark.parametrize("body", POSTED)
async def test_an_id_posted_without_a_version_is_read_where_its_format_reads_one(body):
    name, fields = POSTED[body]
    legacy = f"{NAMESPACE}:{body}"
    [item] = [item for item in dynamic_items() if item.__name__ == name]
    match = item.format.pattern.fullmatch(legacy)
    assert (match is not None) == (0 in item.format.reads)
    if match is not None:
        made = await item.from_custom_id(None, None, match)
        assert made.custom_id == f"{NAMESPACE}:v{VERSION}:{body}"
        assert {field: getattr(made, field) for field in fields} == fields


def test_a_field_of_digits_is_read_as_a_number_and_any_other_as_its_text():
    shown = IdFormat(
        "x:<game>:<source>:<color>:<answer>:<move>",
        {
            "game": r"\d{1,20}",
            "source": r"-1|\d",
            "color": "[0-4]",
            "answer": "yes|no",
            "move": "[1-9c][byrkw][1-5f]",
        },
    )
    read = shown.read(shown.pattern.fullmatch("azul:v1:x:7:-1:3:yes:cr2"))
    assert read == [7, -1, 3, "yes", "cr2"]


def test_an_item_whose_fields_do_not_fit_its_format_is_a_bug_not_a_dead_button():
    [source] = [item for item in dynamic_items() if item.__name__ == "SourceButton"]
    with pytest.raises(ValueError, match="not a custom id"):
        source(12, 4, 12)


class Short(IdButton, format=IdFormat("short:<game>:<turn>", {"game": GAME, "turn": TURN})):
    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Take"), game)  # its turn forgotten


def test_an_item_that_hands_on_too_few_fields_is_refused():
    with pytest.raises(ValueError):
        Short(12)
