"""Run ``parlour`` with the test toy game registered (for the subprocess tests and anyone
who wants to poke the service with a tiny game): ``python tests/server/serve_with_toy.py serve ...``."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from parlour.cli.main import main  # noqa: E402
from tests.server.toygame import install  # noqa: E402

if __name__ == "__main__":
    install()
    raise SystemExit(main(sys.argv[1:]))
