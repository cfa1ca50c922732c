"""Display names in chat text: visible, short, and inert."""

import pytest

from azul_bot.service.names import MAX_NAME, safe_name, visible


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Alice", "Alice"),
        ("<@123>", "\\<@\u200b123\\>"),
        ("@everyone", "@\u200beveryone"),
        ("**bold** _it_", "\\*\\*bold\\*\\* \\_it\\_"),
        ("`tick` ~~s~~ ||sp||", "\\`tick\\` \\~\\~s\\~\\~ \\|\\|sp\\|\\|"),
        ("[a](http://x)", "\\[a\\](http://x)"),
        ("back\\slash", "back\\\\slash"),
        ("\u202eevil\u202c", "evil"),
        ("zero\u200bwidth\u2060", "zerowidth"),
        ("two\n lines\t here", "two lines here"),
        ("\u200b\u200b", "Player"),
        ("Zoë Ångström", "Zoë Ångström"),
    ],
)
def test_safe_name(raw, shown):
    assert safe_name(raw) == shown


def test_long_names_are_cut_with_an_ellipsis():
    shown = safe_name("x" * 100)
    assert visible(shown) == shown and len(shown) == MAX_NAME and shown.endswith("…")
