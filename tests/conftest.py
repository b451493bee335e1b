"""Settings for the whole suite.

Parallel workers (pytest-xdist, ``-n 2`` in ``.ci/run``): each worker gets a PostgreSQL
database of its own, ``<database>_<worker>`` on the server ``TEST_DATABASE_URL`` names (created
here when missing), because the PostgreSQL tests wipe the database they use. The slow modules
run first and the tests are handed out one at a time, so that the run ends on short tests.
"""

from __future__ import annotations

import asyncio
import os
from urllib.parse import urlsplit, urlunsplit

import pytest


async def _create_database(url: str, name: str) -> None:
    import asyncpg  # type: ignore[import-untyped]

    conn = await asyncpg.connect(url)
    try:
        exists = await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", name)
        if not exists:
            await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()


def worker_database_url(url: str, worker: str) -> tuple[str, str]:
    """The URL of the worker's own database on the same server, and that database's name."""
    parts = urlsplit(url)
    name = f"{parts.path.lstrip('/') or 'postgres'}_{worker}"
    return urlunsplit(parts._replace(path="/" + name)), name


def pytest_configure(config: pytest.Config) -> None:
    _one_test_at_a_time(config)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not worker or not url:
        return
    own, name = worker_database_url(url, worker)
    asyncio.run(_create_database(url, name))
    os.environ["TEST_DATABASE_URL"] = own


def _one_test_at_a_time(config: pytest.Config) -> None:
    """Under ``-n``, pytest-xdist hands out one test at a time (``--maxschedchunk 1`` unless
    given): with the slow tests first (:func:`pytest_collection_modifyitems`) whichever worker
    is free takes the next one, and the run ends on short tests instead of a late slow one."""
    option = config.option
    if getattr(option, "numprocesses", None) and getattr(option, "maxschedchunk", 0) is None:
        config.option.maxschedchunk = 1


# Modules without a slow mark whose tests or fixtures take long (tens of seconds on CI, the
# slowest in ``pytest --durations``): started first too. Only the order depends on this list.
LONG_MODULES = frozenset(
    {
        "tests/test_adding_a_game.py",
        "tests/test_conformance.py",
        "tests/test_conformance_images.py",
        "tests/render/tta/test_tta_phone.py",
        "tests/render/hadara/test_phone.py",
        "tests/rules/tta/test_tta_tournament.py",
        "tests/rules/tta/test_tta_standing.py",
        "tests/bot/tta/test_tta_phone_labels.py",
    }
)


def _module(item: pytest.Item) -> str:
    return item.nodeid.split("::", 1)[0]


def _slow(item: pytest.Item) -> bool:
    return any(item.get_closest_marker(name) is not None for name in ("e2e", "slow"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under parallel workers, run the modules with slow tests (end to end, ``slow``, and
    :data:`LONG_MODULES`) first and everything else after them, each module's tests together
    (its module fixtures are set up at most once on each worker): with tests handed out one at
    a time, the short tests at the end fill both workers up to the last minute, where a slow
    test started late would leave one worker idle while it runs."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return
    heavy = {_module(item) for item in items if _slow(item)} | LONG_MODULES
    first = [item for item in items if _module(item) in heavy]
    items[:] = first + [item for item in items if _module(item) not in heavy]
