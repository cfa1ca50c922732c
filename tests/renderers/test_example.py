"""The README's example picture: redrawing it gives the committed file, byte for byte.

Pixels depend on how this machine's Pillow draws text, bytes on its deflate too; the committed
picture names both in text chunks ("Drawn with", "Encoded with"), and a comparison that this
machine's libraries cannot reproduce is skipped with the difference as its reason.
"""

from __future__ import annotations

import importlib.util
import io
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "example_table.py"
PICTURE = ROOT / "docs" / "example-table.png"
REDRAW = ".venv/bin/python docs/example_table.py"


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_example_table", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


example_table = _load_script()


@pytest.fixture(scope="module")
def redrawn(tmp_path_factory) -> bytes:
    """The picture as the README's command draws it, in a fresh process."""
    output = tmp_path_factory.mktemp("example") / "example-table.png"
    subprocess.run(
        [sys.executable, str(SCRIPT), str(output)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=120,
    )
    return output.read_bytes()


def committed_text() -> dict[str, str]:
    with Image.open(PICTURE) as image:
        return dict(image.text)


def skip_unless_made_here(*keys: str) -> None:
    here = {
        example_table.DRAWN_WITH: example_table.drawn_with(),
        example_table.ENCODED_WITH: example_table.encoded_with(),
    }
    committed = committed_text()
    for key in keys:
        if committed.get(key) != here[key]:
            pytest.skip(
                f"docs/example-table.png names {key} {committed.get(key)!r}, this machine "
                f"has {here[key]!r}: the comparison needs the same libraries"
            )


def pixels(data: bytes) -> tuple[tuple[int, int], bytes]:
    with Image.open(io.BytesIO(data)) as image:
        return image.size, image.convert("RGB").tobytes()


def test_drawing_the_example_twice_gives_the_same_bytes(redrawn):
    here = example_table.example_png()
    assert example_table.example_png() == here  # again, with the renderer's caches warm
    assert redrawn == here  # and in a fresh process


def test_the_example_names_the_libraries_that_drew_it(redrawn):
    with Image.open(io.BytesIO(redrawn)) as image:
        assert image.text == {
            example_table.DRAWN_WITH: example_table.drawn_with(),
            example_table.ENCODED_WITH: example_table.encoded_with(),
        }
        image.load()  # the chunks did not break the file


def test_redrawing_the_example_gives_the_committed_pixels(redrawn):
    skip_unless_made_here(example_table.DRAWN_WITH)
    assert pixels(redrawn) == pixels(PICTURE.read_bytes()), (
        f"the example picture changed: redraw it with {REDRAW} and commit docs/example-table.png"
    )


def test_redrawing_the_example_gives_the_committed_bytes(redrawn):
    skip_unless_made_here(example_table.DRAWN_WITH, example_table.ENCODED_WITH)
    assert redrawn == PICTURE.read_bytes(), (
        f"docs/example-table.png is not what {REDRAW} draws: redraw it and commit it"
    )
