"""Shared fixtures for the per-rule Hadara tests; the builders are in hadara_builders.py
(a uniquely named module, so that test modules can import them whatever other conftest.py
files pytest loads)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rules.hadara import data as data_mod
from rules.hadara.data import DataSet


@pytest.fixture
def data() -> DataSet:
    return data_mod.load()


# --------------------------------------------------------------------------------------------
# Custom data sets


@pytest.fixture
def make_data(tmp_path: Path) -> Callable[[Callable[[dict[str, Any]], None]], DataSet]:
    """Copy the default data to a temporary directory, let the test edit the raw JSON, load it."""
    made = [0]

    def make(mutate: Callable[[dict[str, Any]], None]) -> DataSet:
        made[0] += 1
        target = tmp_path / f"data{made[0]}"
        target.mkdir()
        raws = {
            name: json.loads((data_mod.DEFAULT_DIR / f"{name}.json").read_text(encoding="utf-8"))
            for name in data_mod.FILES
        }
        mutate(raws)
        for name, raw in raws.items():
            (target / f"{name}.json").write_text(json.dumps(raw), encoding="utf-8")
        return data_mod.load(target)

    return make
