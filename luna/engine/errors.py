"""The one error a player's command can cause."""

from __future__ import annotations

from .refusals import REFUSALS, english


class IllegalCommand(ValueError):
    """A command the rules do not allow now. `code` (a key of REFUSALS) and `params` say
    why in any language; `reason` says it in English, worded only when asked for (legal()
    refuses many candidates and never reads why)."""

    def __init__(self, code: str, /, message: str | None = None, **params: object) -> None:
        if message is None and code not in REFUSALS:
            raise KeyError(f"unregistered refusal code {code!r}")
        self.code = code
        self.params = params
        self._message = message

    @property
    def reason(self) -> str:
        if self._message is None:
            self._message = english(self.code, self.params)
        return self._message

    def __str__(self) -> str:
        return self.reason
