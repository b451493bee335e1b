"""Pillow images of games, drawn only from the rules core's player and spectator views."""
