"""What a player's (or a table's, or a relay's) name may be, wherever it comes from: a save,
a snapshot, the network, a LAN answer to Search. One check, so no path lets through a NUL
(pygame cannot draw it), a terminal escape, a right-to-left override, a name that looks
blank or draws nothing at all (pygame refuses to draw it), or a Latin name with a
look-alike letter from another script.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Any

# Letters that draw as nothing (Hangul and Braille fillers, which Python calls printable).
FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")
_LOOKALIKE_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK")
# Accents (combining marks) one letter of a NEW name may carry: Vietnamese and Thai use
# two; 23 stacked on one letter drew a name 124 px tall. Names already in saves are read
# as they are (`new=False`).
MOST_MARKS = 3


def _script(ch: str) -> str | None:
    if not ch.isalpha():
        return None
    words = unicodedata.name(ch, "").split()
    return words[0] if words and words[0] in _LOOKALIKE_SCRIPTS else None


def _most_marks(v: str) -> int:
    """The most combining marks in a row (on one letter) in `v`."""
    most = run = 0
    for ch in v:
        run = run + 1 if unicodedata.combining(ch) else 0
        most = max(most, run)
    return most


def _shows(ch: str) -> bool:
    """Does `ch` draw something of its own (a letter, digit, mark of punctuation or
    symbol)? Accents, variation selectors, joiners and spaces do not."""
    return unicodedata.category(ch)[0] in "LNPS"


@cache
def _prototypes() -> dict[str, str]:
    """Each letter that looks like another, to one letter standing for all that look
    alike (the lowest code point of the group): Unicode's confusables (TR39) as the
    confusable-homoglyphs library keeps them, one letter for one letter."""
    from confusable_homoglyphs.confusables import confusables_data
    parent: dict[str, str] = {}

    def root(ch: str) -> str:
        while parent.get(ch, ch) != ch:
            ch = parent[ch]
        return ch

    for ch, alikes in confusables_data.items():
        for alike in alikes:
            if len(ch) == 1 and len(alike["c"]) == 1:
                a, b = sorted((root(ch), root(alike["c"])))
                if a != b:
                    parent[b] = a
    return {ch: root(ch) for ch in parent}


def skeleton(v: str) -> str:
    """`v` with every letter replaced by the one standing for the letters that look like
    it: Cyrillic "ВОВА" and Latin "BOBA" have one skeleton, as have "Al" and "AI"."""
    table = _prototypes()
    return "".join(table.get(ch, ch) for ch in unicodedata.normalize("NFD", v))


def _shown(v: str) -> str:
    """`v` with what draws nothing on its own but an accent dropped (a variation selector,
    a grapheme joiner) and spaces as one."""
    kept = "".join(c if _shows(c) or unicodedata.combining(c) else
                   " " if c.isspace() else "" for c in v)
    return " ".join(kept.split())


def name_keys(v: str) -> frozenset[str]:
    """What a name looks like, for telling two names apart: compatibility forms folded
    (NFKC), what draws nothing dropped, spaces as one, and the letters that look alike in
    any script as one (their skeleton) both before and after case is folded: a capital
    Cyrillic В looks like B but a small в does not, a capital O like 0 but a small o
    does not. Two names look alike when their keys meet (`names_alike`)."""
    folded = unicodedata.normalize("NFKC", v)
    return frozenset(_shown(unicodedata.normalize("NFC", w)) for w in (
        skeleton(folded.casefold()), skeleton(folded).casefold()))


def names_alike(a: str, b: str) -> bool:
    """Do names `a` and `b` look alike ("Anna" and "ANNA", "BOBA" and Cyrillic "ВОВА")?"""
    return not name_keys(a).isdisjoint(name_keys(b))


def name_problem(v: Any, limit: int, blank_ok: bool = False, new: bool = False) -> str | None:
    """None if `v` is a name of at most `limit` characters that shows as itself, else what
    is wrong; `blank_ok` allows "" (an unclaimed seat); `new`: a name being chosen now,
    which may carry at most MOST_MARKS accents on a letter."""
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
    if not any(map(_shows, v)):          # only spaces, accents, variation selectors
        return "must not be blank"
    if len({s for s in map(_script, v) if s}) > 1:
        return "mixes letters of different alphabets"
    if new and _most_marks(v) > MOST_MARKS:
        return f"has more than {MOST_MARKS} accents on one letter"
    return None


def printable_problem(v: Any, limit: int) -> str | None:
    """None if `v` is text of at most `limit` characters that can be shown as it is (an
    error's words, a reason): no control or formatting characters."""
    if not isinstance(v, str) or len(v) > limit:
        return f"must be text of at most {limit} characters"
    return None if v.isprintable() else "has characters that are not allowed"
