"""The HTTP API fuzzed from its own OpenAPI schema (schemathesis) on a real server: it
never answers 5xx, whatever the paths, queries and bodies."""

from __future__ import annotations

import pytest

schemathesis = pytest.importorskip("schemathesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from schemathesis.checks import not_a_server_error  # noqa: E402

from tests.reliability.serving import serving  # noqa: E402


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory):
    data = tmp_path_factory.mktemp("fuzz")
    limits = ("--create-burst", "100000", "--create-rate", "1000")
    with serving(data, "--think-workers", "0", *limits) as (port, _):
        yield f"http://127.0.0.1:{port}"


def test_the_http_api_never_answers_5xx(live: str) -> None:
    """Every operation of the schema, 30 generated requests each (schemathesis' own pytest
    plugin does not run under this pytest: its strategies are driven here directly)."""
    schema = schemathesis.openapi.from_url(f"{live}/api/openapi.json")
    operations = [r.ok() for r in schema.get_all_operations()]
    assert len(operations) >= 8
    for op in operations:

        @given(case=op.as_strategy())
        @settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        def fuzz(case) -> None:
            case.call_and_validate(base_url=live, checks=[not_a_server_error])

        fuzz()
