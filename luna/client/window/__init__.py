"""The window's services: settings, fonts, sound, the window's size, the loop, the
first run, the resting rate and the kept pictures."""
