"""The wire, shared by the relay and its clients: the messages and their limits, frames,
the sealed channel, the snapshot hash, discovery and the LAN save's format. It imports
neither the relay nor the client."""
