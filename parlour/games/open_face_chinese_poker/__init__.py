"""Open-Face Chinese Poker (OFCP): work in progress, not registered (no ``GAME`` yet).

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Open-Face Chinese Poker"; rulings:
``RULINGS.md`` "29. Open-Face Chinese Poker (OFCP)". Landed so far: the rule data and
placement checks in :mod:`.rules`; royalties, settlement and the fantasyland conditions
in :mod:`parlour.rules.rows` (shared with Chinese Poker). Still to do: the state
machine (first placement of five, then one card at a time face up, in turn from the
dealer's left; the deal rotating except on fantasyland hands; fantasyland's thirteen
cards set face down and revealed when everyone else is done), words, presentation, the
Monte Carlo placement bot, tests of every rule sentence, golden playthrough, docs.
"""
