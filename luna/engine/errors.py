"""The one error a player's command can cause."""


class IllegalCommand(ValueError):
    """A command the rules do not allow now; `reason` says why in a player's words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
