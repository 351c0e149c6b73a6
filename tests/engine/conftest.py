import pytest

from parlour.engine import registry
from tests.engine.toy import Toy


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    games = dict(registry._load())
    games["toy"] = Toy
    monkeypatch.setattr(registry, "_GAMES", games)
    yield
