"""Acting on the board: clicks, drags and keys turned into the engine's commands."""
