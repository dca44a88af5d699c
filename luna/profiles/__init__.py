"""Each person's profile at this computer: a Glicko-2 rating moved by the games they
finish against the computer levels, and what the Profile screen shows of their games
(profile.py), kept in the save folder (store.py), one file per name."""

from .glicko2 import Rating
from .profile import START, Played, Profile
from .record import record_game
from .store import Loaded, load, load_all, save, usable_name

__all__ = ["START", "Loaded", "Played", "Profile", "Rating", "load", "load_all",
           "record_game", "save", "usable_name"]
