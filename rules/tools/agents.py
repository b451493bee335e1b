"""The registry of a game's computer players: names, constructors and the keyword options each
constructor takes beside the seed (read from its signature). Every game's ``agents`` package
declares one."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from rules.core import Rng

A = TypeVar("A")
S = TypeVar("S")


class Roster(Generic[A]):
    """``factories``: name → constructor taking ``(seed, **options)``, in the order the command
    lines list them. ``options``: name → the keyword options that constructor accepts (its
    parameters after the seed)."""

    def __init__(self, factories: Mapping[str, Callable[..., A]]) -> None:
        self.factories: dict[str, Callable[..., A]] = dict(factories)
        self.options: dict[str, frozenset[str]] = {
            name: frozenset(list(inspect.signature(factory).parameters)[1:])
            for name, factory in factories.items()
        }

    def make(self, name: str, seed: int = 0, **options: Any) -> A:
        """The agent called ``name``; ``options`` go to its constructor (e.g. ``iterations`` for
        ``strong``). An unknown name, or an option the agent does not take, is a
        ``ValueError``."""
        try:
            factory = self.factories[name]
        except KeyError:
            choices = ", ".join(self.factories)
            raise ValueError(f"unknown agent {name!r}; choose from {choices}") from None
        unknown = sorted(set(options) - self.options[name])
        if unknown:
            raise ValueError(f"agent {name!r} takes no option {', '.join(unknown)}")
        return factory(seed, **options)


class RandomAgent(Generic[S, A]):
    """The uniformly random legal agent, a baseline and a fuzzer for an engine: it picks one of
    ``legal(state, seat)`` with its own seeded generator."""

    name = "random"

    def __init__(self, legal: Callable[[S, int], Sequence[A]], seed: int = 0) -> None:
        self.legal = legal
        self.rng = Rng(seed)

    def choose(self, state: S, seat: int) -> A:
        return self.rng.choice(self.legal(state, seat))
