"""Rule mechanics shared by several games (tricks, betting, melds...).

One module per mechanic; a game imports what it needs and keeps only what is its own.
"""
