"""Through the Window: turn up a card; the first to name a noun starting with the letter
of its rank's English name wins it.

Source: ``seeds/001_37268895a0288899.txt`` section "Through the Window". Rulings
``R1``-``R5`` are ``RULINGS.md`` section "12. Through the Window" and its real-time
conventions; ``W1``... are this module's own.

>>> import parlour
>>> g = parlour.new_game("through-the-window", 3, seed=1, options={"lexicon": "builtin"},
...                      deck=["2C", "3C", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "4C"])
>>> [e.for_seat(1)["text"] for e in g.apply(0, parlour.Action("reveal"), at=0)]
['Seat 0: "I looked through the window and saw..." the 4♣: F!']
>>> g.view(1)["letter"], g.next_deadline()
('F', 10000)
>>> [e.for_seat(1)["text"] for e in g.apply(2, parlour.Action("say", word="Frogs"), at=1400)]
['Seat 2 wins the 4♣ with "Frogs", said first']
>>> g.is_legal(1, parlour.Action("say", word="frog"))  # too late, and banned from now on
False

Table
    Four cards to each player (option ``hand``), one at a time from the dealer's left,
    face down and unseen even by their owner; the rest of the pack is set aside unused.
    Zones: ``hand:<seat>``, ``won:<seat>`` (cards won, face up), ``window`` (the card
    just turned up), ``aside`` (cards nobody won), ``unused``.

Actions
    ``reveal`` (the player whose turn it is: "I looked through the window and saw..."),
    ``say(word)`` (anyone, any word: the legal list offers the built-in nouns that fit,
    the RL catalogue's words), ``vote(accept)`` (table-vote mode). ``CLAIMS = {"say",
    "vote"}``. The view adds ``phase``, ``turn``, ``letter`` (shown large), ``won``,
    ``time_left``, ``banned``, ``disputed`` and ``lexicon``.

Rulings
    * R1 (RULINGS 12) nouns are checked against a lexicon installed as a package:
      WordNet 3.0 from Debian ``wordnet-base`` (option ``lexicon``: ``auto`` uses it when
      installed, else the built-in list; see :mod:`.lexicon`). Proper nouns count.
      Matching is case-insensitive after trimming articles; singular and plural are the
      same word for the repeat ban: two words that may be the singular and plural of each
      other (:meth:`.lexicon.Lexicon.forms`) are one word even where WordNet lists the
      plural as a lemma too ("tigers" after "tiger"; so "Kansas" after "Kansa" as well).
      The letter is that of the word as said, articles trimmed, not of its singular
      ("oesophagi", plural of "esophagus", does not fit an E). A word the table accepted
      is banned like any other. Variant ``table-vote``: a word the lexicon does not
      know is put to the other players, a majority of the votes cast accepts it (ties
      reject), within ``vote_ms`` (5 s); the race's clock stops meanwhile. The first
      known noun said during the vote is queued and wins the card if the word is rejected
      (the first valid word wins); one disputed word per seat and card (no stalling).
    * R2 the player who turned the card up may answer too.
    * R3 with no valid word within ``answer_ms`` (10 s) the card is set aside unwon.
    * R4 a tie for the most cards is a shared win.
    * R5 the letters are English (2, 3, 10: T; 4, 5: F; 6, 7: S; 8: E; 9: N; A, J, Q, K).
    * W1 real time: words are validated on arrival; the first valid one wins. A word
      arriving after the card was won is refused as "too late"; one that is not a noun,
      has the wrong letter, or already won a card is refused with that reason, without
      penalty (the player may try another). A word that lost a race is not banned.
    * W2 the dealer (seat 0) looks through the window first, then the player to the
      left of the last one, until every card dealt has been turned up.
    * W3 a record replays exactly on a machine with the same lexicon; ``auto`` may pick
      another one elsewhere (the golden files use only built-in words, which WordNet
      knows too, so they do not depend on it).
    * W4 the conventions' minimum interval (option ``min_interval``, 120 ms) spaces one
      player's words.
"""

from __future__ import annotations

from parlour.games.through_the_window.play import ThroughTheWindow
from parlour.games.through_the_window.rules import VARIANTS, WindowOptions, letter

GAME = ThroughTheWindow

__all__ = ["GAME", "VARIANTS", "ThroughTheWindow", "WindowOptions", "letter"]
