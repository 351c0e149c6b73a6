"""Eleusis and Eleusis Express (being built): the secret-rule language and its library.

See :mod:`parlour.games.eleusis.rule_language` and :mod:`parlour.games.eleusis.library`.
"""
