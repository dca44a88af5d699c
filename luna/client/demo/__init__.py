"""Driving the real window: the UI tests' helpers, the screenshot tour, the two-window
LAN demo."""
