"""One string table for every piece of UI text. English is complete; other languages
fall back to English for any key they lack (tests check they lack none)."""

from __future__ import annotations

from .lang import de, en, fr, nl

TABLES: dict[str, dict[str, str]] = {"en": en.STRINGS, "de": de.STRINGS, "nl": nl.STRINGS,
                                     "fr": fr.STRINGS}
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français"}
_current = "en"


def set_language(code: str) -> None:
    global _current
    _current = code if code in TABLES else "en"


def language() -> str:
    return _current


def t(key: str, **fmt: object) -> str:
    """The text for `key` in the current language, formatted with `fmt`; with count=1 the
    key's `.one` form is used where the table has one."""
    if fmt.get("count") == 1 and (key + ".one") in en.STRINGS:
        key += ".one"
    s = TABLES[_current].get(key) or en.STRINGS.get(key) or key
    if fmt:
        try:
            return s.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return s
    return s


def kind(k: str) -> str:
    return t(f"kind.{k}")


def island(k: str) -> str:
    return t("island.of", kind=kind(k))


def refusal(exc) -> str:
    """An engine refusal (IllegalCommand, or what `Game.refusal` returns) in the player's
    language: its `refusal.<code>` string with island and favour names translated. A
    refusal without a string of its own (made by the client) keeps its text."""
    key = f"refusal.{exc.code}"
    if key not in en.STRINGS:
        return exc.reason
    words: dict[str, object] = {}
    for name, value in exc.params.items():
        if name == "island":
            words[name] = island(value)
        elif name in ("favour", "symbol"):
            words[name] = kind(value)
        elif name == "phase":
            words[name] = t(f"phase.{value}")
        else:
            words[name] = value
    return t(key, **words)
