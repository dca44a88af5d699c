"""What a player's (or a table's, or a relay's) name may be, wherever it comes from: a save,
a snapshot, the network, a LAN answer to Search. One check, so no path lets through a NUL
(pygame cannot draw it), a terminal escape, a right-to-left override, a name that looks
blank, or a Latin name with a look-alike letter from another script.
"""

from __future__ import annotations

import unicodedata
from typing import Any

# Letters that draw as nothing (Hangul and Braille fillers, which Python calls printable).
FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")
_LOOKALIKE_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK")


def _script(ch: str) -> str | None:
    if not ch.isalpha():
        return None
    words = unicodedata.name(ch, "").split()
    return words[0] if words and words[0] in _LOOKALIKE_SCRIPTS else None


def name_problem(v: Any, limit: int, blank_ok: bool = False) -> str | None:
    """None if `v` is a name of at most `limit` characters that shows as itself, else what
    is wrong; `blank_ok` allows "" (an unclaimed seat)."""
    if not isinstance(v, str) or len(v) > limit:
        return f"must be text of at most {limit} characters"
    if v == "" and blank_ok:
        return None
    if v.isascii():             # the usual case, and a quick one: one alphabet, no fillers
        if not v.isprintable():
            return "has characters that are not allowed"
        return None if v.strip() else "must not be blank"
    if not v.isprintable() or not FILLERS.isdisjoint(v):
        return "has characters that are not allowed"
    if not v.strip():
        return "must not be blank"
    if len({s for s in map(_script, v) if s}) > 1:
        return "mixes letters of different alphabets"
    return None


def printable_problem(v: Any, limit: int) -> str | None:
    """None if `v` is text of at most `limit` characters that can be shown as it is (an
    error's words, a reason): no control or formatting characters."""
    if not isinstance(v, str) or len(v) > limit:
        return f"must be text of at most {limit} characters"
    return None if v.isprintable() else "has characters that are not allowed"
