"""Shared fixtures: the `manqala` binary the cross-check talks to (MANQALA_BINARY, or the
Release build of this checkout)."""

import os
import pathlib

import pytest


@pytest.fixture(scope="session")
def manqala_binary() -> str:
    path = os.environ.get("MANQALA_BINARY") or str(
        pathlib.Path(__file__).resolve().parents[2] / "build" / "release" / "manqala"
    )
    if not os.access(path, os.X_OK):
        pytest.fail(f"no manqala binary at {path} (build it, or set MANQALA_BINARY)")
    return path
