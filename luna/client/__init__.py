"""The pygame-ce client: window, scenes, board view and the artwork drawn by code."""
