"""The registry of a game's computer players: names, constructors and the keyword options each
constructor takes beside the seed (read from its signature). Every game's ``agents`` package
declares one."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

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

    def check(self, names: Iterable[str]) -> None:
        """A ``ValueError`` naming the first of ``names`` that is no agent of this roster."""
        for name in names:
            if name not in self.factories:
                choices = ", ".join(self.factories)
                raise ValueError(f"unknown agent {name!r}; choose from {choices}")

    def make(self, name: str, seed: int = 0, **options: Any) -> A:
        """The agent called ``name``; ``options`` go to its constructor (e.g. ``iterations`` for
        ``strong``). An unknown name, or an option the agent does not take, is a
        ``ValueError``."""
        self.check([name])
        factory = self.factories[name]
        unknown = sorted(set(options) - self.options[name])
        if unknown:
            raise ValueError(f"agent {name!r} takes no option {', '.join(unknown)}")
        return factory(seed, **options)


class SearchAgent:
    """What the games' searching agents (``strong``) share: the seed and the budget of each
    decision, ``iterations`` searches (repeatable for a seed) or else ``time_budget`` seconds of
    wall clock (``default_time_budget`` when neither is given). A game's agent restates the
    keyword options in its own constructor (the roster reads them from its signature) and hands
    them here."""

    name = "strong"
    default_time_budget: ClassVar[float] = 1.0

    def __init__(
        self, seed: int = 0, *, iterations: int | None = None, time_budget: float | None = None
    ) -> None:
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_budget is not None and time_budget < 0:
            raise ValueError("time_budget must not be negative")
        if iterations is None and time_budget is None:
            time_budget = self.default_time_budget
        self.seed = seed
        self.iterations = iterations
        self.time_budget = time_budget


class RandomAgent(Generic[S, A]):
    """The uniformly random legal agent, a baseline and a fuzzer for an engine: it picks one of
    ``legal(state, seat)`` with its own seeded generator."""

    name = "random"

    def __init__(self, legal: Callable[[S, int], Sequence[A]], seed: int = 0) -> None:
        self.legal = legal
        self.rng = Rng(seed)

    def choose(self, state: S, seat: int) -> A:
        return self.rng.choice(self.legal(state, seat))
