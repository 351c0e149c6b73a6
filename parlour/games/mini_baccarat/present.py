"""How Mini Baccarat is shown: the Player and Banker hands with their totals, three
betting spots holding chips, a stake selector, the cut as one slider."""

from __future__ import annotations

from parlour.engine.present import (
    Control,
    Field,
    Presentation,
    ResultShow,
    Spot,
    ZoneShow,
)

PRESENTATION = Presentation(
    fields=(
        Field("last.result", "Last hand won by", format="text"),
        Field("shoe_number", "Shoe", format="number"),
        Field("hand", "Hand", format="number"),
        Field("road", "Results so far (P player, B banker, T tie)", format="text"),
        Field("scores", "", place="seat", format="chips"),
        Field("last.net", "Last hand", place="seat", format="chips"),
        Field("limits", "Table limits", place="rules", format="map"),
        Field("stakes", "Stakes", place="rules", format="text"),
        Field("chip_values", place="none"),  # the bet control's quick stakes
        Field("payouts", "Payouts", place="rules", format="map"),
        Field("phase", place="none"),
        Field("cards_before_cut_card", place="none"),
        Field("cut_card_out", place="none"),
        Field("bet_player", place="none"),
        Field("bet_banker", place="none"),
        Field("bet_tie", place="none"),
        Field("cutter", place="none"),
        Field("cards_in_shoe", place="none"),  # the shoe's own count
        Field("last_hand", place="none"),  # the bets-open event says so
    ),
    zones=(
        ZoneShow("player_hand", "Player's hand", layout="row", place="center", total="last.player_total"),
        ZoneShow("banker_hand", "Banker's hand", layout="row", place="center", total="last.banker_total"),
        ZoneShow("shoe", "Shoe", layout="stack", place="center"),
        ZoneShow("discard", "Discards", layout="stack", place="center"),
    ),
    controls=(
        Control("cut", "range", param="at", label="Cut the shoe here"),
        Control("bet", "bet", param="amount", spot="spot", withdraw="withdraw", done="done",
                label="Deal", chips="chip_values"),
    ),
    spots=(
        Spot("player", "Player", "bet_player", "payouts.player"),
        Spot("banker", "Banker", "bet_banker", "payouts.banker"),
        Spot("tie", "Tie", "bet_tie", "payouts.tie"),
    ),
    result=ResultShow(scores="chips", label="Chips",
                      details=(Field("net", "Won or lost", place="seat", format="chips"),
                               Field("hands", "Hands played", format="number"))),
)
"""Mini Baccarat's presentation (see :mod:`parlour.engine.present`)."""
