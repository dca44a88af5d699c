"""The one error a player's command can cause."""

from __future__ import annotations

from .refusals import REFUSALS, english


class IllegalCommand(ValueError):
    """A command the rules do not allow now. `code` (a key of REFUSALS) and `params` say
    why in any language; `reason` says it in English."""

    def __init__(self, code: str, /, message: str | None = None, **params: object) -> None:
        if message is None:
            if code not in REFUSALS:
                raise KeyError(f"unregistered refusal code {code!r}")
            message = english(code, params)
        super().__init__(message)
        self.code = code
        self.params = params
        self.reason = message
