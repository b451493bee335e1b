"""Pure game rules: standard library only, deterministic, no I/O besides reading game data."""

# The project's release (one number for the bot, the renderer and the rules; pyproject reads it
# from here). Exports and logs name it; CHANGELOG.md says what each release changed.
__version__ = "0.3.0"
