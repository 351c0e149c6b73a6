"""Terminal play for every game: a generic Rich renderer driven by views and legal
actions, narration of events, typed commands, and a real-time input loop."""

from parlour.tui.io import FakeClock, ScriptedLines, StdinLines, SystemClock
from parlour.tui.session import PlaySession

__all__ = ["FakeClock", "PlaySession", "ScriptedLines", "StdinLines", "SystemClock"]
