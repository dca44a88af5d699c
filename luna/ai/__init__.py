"""Computer players. They see the game only through the engine's public API."""

from .random_player import RandomPlayer

__all__ = ["RandomPlayer"]
