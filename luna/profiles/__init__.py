"""Each person's profile at this computer: a Glicko-2 rating moved by the games they
finish against the computer levels, and what the Profile screen shows of their games
(profile.py), kept in one SQLite database in the save folder (database.py, history.py;
the JSON files of earlier versions, store.py, imported once)."""

from .glicko2 import Rating
from .history import Listing, Loaded, Recorded, kept_any, listing, load, load_all, record, save
from .profile import START, Played, Profile
from .record import Finished, finished, record_game
from .store import usable_name

__all__ = ["START", "Finished", "Listing", "Loaded", "Played", "Profile", "Rating",
           "Recorded", "finished", "kept_any", "listing", "load", "load_all", "record",
           "record_game", "save", "usable_name"]
