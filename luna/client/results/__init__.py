"""The results screen's parts: what it shows under the final table (the lesson after a
game). The screen itself is screens/results.py."""
