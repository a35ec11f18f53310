"""Shared set-up of the Python tests: run from the repository's root (the
catalog's arena is a path relative to it)."""

import os
import pathlib

import pytest


@pytest.fixture(autouse=True)
def _repository_root(monkeypatch):
    monkeypatch.chdir(pathlib.Path(__file__).resolve().parents[2])
    yield


def ludoscope_bin() -> str:
    """The built `ludoscope` binary (`LUDOSCOPE_BIN`, set by tests/python/main.rs)."""
    path = os.environ.get("LUDOSCOPE_BIN")
    if not path:
        pytest.fail("LUDOSCOPE_BIN is not set: run the Python tests through `cargo test`")
    return path
