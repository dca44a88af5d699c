"""Tables a game screen plays at: local, LAN, guided, replay; the worker processes
that think and review off the window's thread."""
