"""Fixtures for the browser tests: Debian's Chromium driven by Playwright, and a real
``parlour serve`` per module. Tests skip (with the reason) when Chromium or Playwright
is missing locally; CI installs both."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

from tests.e2e.server import CHROMIUM, CHROMIUM_ARGS, Server


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError:
        pytest.skip("playwright is not installed (pip install playwright)")
    expect.set_options(timeout=15_000)  # CI runs the browser beside the rest of the suite
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One service for the tests that only create their own tables."""
    srv = Server(tmp_path_factory.mktemp("parlour-data")).start()
    yield srv
    srv.stop()
