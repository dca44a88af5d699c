"""Every string the window draws can be drawn by the bundled fonts: no empty boxes."""

from __future__ import annotations

import tokenize
from pathlib import Path

import pygame
import pytest

import luna
from luna.client.window.fonts import missing_glyphs
from luna.text.i18n import ENTRIES, LANGUAGE_NAMES

CODE = [Path(luna.__file__).parent / part for part in ("client", "text")]


def code_characters() -> dict[str, str]:
    """Each character beyond ASCII in a string literal of the window's and the words'
    code (the symbols drawn around the catalogues' words), and one file using it."""
    found = {}
    for folder in CODE:
        for path in sorted(folder.rglob("*.py")):
            with path.open("rb") as f:
                for tok in tokenize.tokenize(f.readline):
                    if tok.type == tokenize.STRING:
                        for ch in tok.string:
                            if ord(ch) > 127:
                                found.setdefault(ch, path.name)
    return found


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("code", list(LANGUAGE_NAMES))
def test_every_string_of_a_catalogue_can_be_drawn(code):
    missing = {}
    for e in ENTRIES[code]:
        for form in e.forms:
            gone = missing_glyphs(form) | missing_glyphs(form, bold=True)
            if gone:
                missing[e.key] = "".join(sorted(gone))
    assert not missing, missing


def test_the_symbols_in_the_code_can_be_drawn():
    found = code_characters()
    assert "…" in found                                # the scan sees the code's strings
    gone = missing_glyphs("".join(found)) | missing_glyphs("".join(found), bold=True)
    assert not gone, {ch: found[ch] for ch in gone}


def test_a_character_the_font_lacks_is_found():
    assert missing_glyphs("Undo ↶ →") == {"↶", "→"}
    assert missing_glyphs("Zurück") == set()
