"""The game screen's parts: each reads one view state (view.py) and asks for what lies
beyond it with an intent (intents.py), which the scene turns into commands for the table
(docs/GAME_SCREEN.md)."""
