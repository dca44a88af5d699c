"""The network client: the connection to a relay, what it takes from the relay's
messages, token proofs, requests, the mirror of the game, pinned relay keys and a
headless bot player. It imports the wire, never the relay."""
