"""The relay: its server and connections, quotas, rooms with their lobby and undo, its
memory of games and the computers that play its seats. It imports the wire, never the
client."""
