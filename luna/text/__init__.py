"""Words for players, below the window: the string catalogues (locale/*.po, gettext's
format, each language with its own plural rule), the current language, the engine's
events in words (narrate.py), a computer's reason (reason_words.py), a Hint
(hint_advice.py), a move's change to the score (score_words.py), a log line's rule
explained (explain.py), moves named (moves.py), and each language's rulebook words
(glossary.py). The window, the command
line and the headless match all speak through here; nothing here knows about pygame."""

from .i18n import (
    LANGUAGE_NAMES,
    TABLES,
    favour_use,
    has,
    island,
    kind,
    language,
    lines,
    names,
    not_allowed,
    ordinal,
    person_names,
    person_said,
    places_paid,
    refusal,
    relay_error,
    save_row,
    seat_names,
    set_language,
    t,
    unbroken,
)

__all__ = ["LANGUAGE_NAMES", "TABLES", "favour_use", "has", "island", "kind", "language",
           "lines", "names", "not_allowed", "ordinal", "person_names",
           "person_said", "places_paid", "refusal", "relay_error", "save_row",
           "seat_names", "set_language", "t", "unbroken"]
