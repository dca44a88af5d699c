"""Events in words: kept as a name for older imports; the words live in luna/text/."""

from .text.narrate import event_text, reason_text

__all__ = ["event_text", "reason_text"]
