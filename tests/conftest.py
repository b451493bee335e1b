"""Settings for the whole suite.

Parallel workers (pytest-xdist, ``-n 2`` in ``.ci/run``): each worker gets a PostgreSQL
database of its own, ``<database>_<worker>`` on the server ``TEST_DATABASE_URL`` names (created
here when missing), because the PostgreSQL tests wipe the database they use.
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
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not worker or not url:
        return
    own, name = worker_database_url(url, worker)
    asyncio.run(_create_database(url, name))
    os.environ["TEST_DATABASE_URL"] = own


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under parallel workers, spread the slow tests (end to end, ``slow``) evenly through the
    run: pytest-xdist hands each worker a first block of tests and then one at a time, so slow
    tests bunched in one place would leave one worker running them while the other idles."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return
    slow = [i for i in items if i.get_closest_marker("e2e") or i.get_closest_marker("slow")]
    if not slow:
        return
    fast = [i for i in items if not (i.get_closest_marker("e2e") or i.get_closest_marker("slow"))]
    every = max(1, len(fast) // len(slow))
    ordered: list[pytest.Item] = []
    for n, item in enumerate(fast):
        if n % every == 0 and slow:
            ordered.append(slow.pop(0))
        ordered.append(item)
    ordered.extend(slow)
    items[:] = ordered
