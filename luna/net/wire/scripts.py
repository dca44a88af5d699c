"""The scripts a name's letters are written in, and Unicode TR39's "highly restrictive"
level for a name chosen now: one script (digits, spaces, signs and accents belong to
none, Common or Inherited), or Latin with the scripts of Japanese, Chinese or Korean
writing. Two names that differ by a letter of another script nobody sees are then not
possible at one table.
"""

from __future__ import annotations

from functools import cache

# A Han letter is also Japanese, Chinese (with Bopomofo) or Korean writing; kana are
# Japanese, Hangul Korean, Bopomofo Chinese (TR39's augmented script sets).
_WRITINGS = {"HAN": frozenset({"HAN", "JPAN", "HANB", "KORE"}),
             "HIRAGANA": frozenset({"HIRAGANA", "JPAN"}),
             "KATAKANA": frozenset({"KATAKANA", "JPAN"}),
             "HANGUL": frozenset({"HANGUL", "KORE"}),
             "BOPOMOFO": frozenset({"BOPOMOFO", "HANB"})}
_WITH_LATIN = frozenset({"JPAN", "HANB", "KORE"})
_NONE = ("COMMON", "INHERITED")


@cache
def _script(ch: str) -> str:
    from confusable_homoglyphs.categories import aliases_categories
    return aliases_categories(ch)[0]


def scripts_of(v: str) -> set[str]:
    """The scripts of `v`'s letters (Common and Inherited left out)."""
    return {s for s in map(_script, v) if s not in _NONE}


def mixed_scripts(v: str) -> bool:
    """Does `v` mix scripts beyond TR39's highly restrictive level?"""
    sets = [_WRITINGS.get(s, frozenset({s})) for s in scripts_of(v)]
    if len(sets) < 2 or frozenset.intersection(*sets):
        return False
    rest = [s for s in sets if s != {"LATIN"}]
    return len(rest) == len(sets) or not (frozenset.intersection(*rest) & _WITH_LATIN)
