"""Pure game rules: standard library only, deterministic, no I/O besides reading game data."""
