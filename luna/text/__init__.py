"""Words for players, below the window: the string catalogues (locale/*.po, gettext's
format, each language with its own plural rule), the current language, and the engine's
events in words (narrate.py). The window, the command line and the headless match all
speak through here; nothing here knows about pygame or the window."""

from .i18n import (
    LANGUAGE_NAMES,
    TABLES,
    has,
    island,
    kind,
    language,
    names,
    refusal,
    relay_error,
    save_row,
    set_language,
    t,
)

__all__ = ["LANGUAGE_NAMES", "TABLES", "has", "island", "kind", "language", "names", "refusal",
           "relay_error", "save_row", "set_language", "t"]
