"""Luna, a digital edition of Stefan Feld's board game."""

__version__ = "0.1.0"
