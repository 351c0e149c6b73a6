"""Exact analyses of games' rules (``parlour analyze``): one module per analysis."""
