"""de UI strings (filled from the English table)."""

STRINGS: dict[str, str] = {}
