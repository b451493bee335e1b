"""The Discord bot: game sessions (manager, store) and the Discord layer that presents them.

Only the Discord layer (app, cogs, ui, presenter) imports ``discord``; the manager, the store,
errors and the clock do not, so they are tested without it.
"""
