"""Mini Baccarat as players see it: views and prompts, action labels."""

from __future__ import annotations

from typing import Any

from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.mini_baccarat import bot as heuristic
from parlour.games.mini_baccarat.play import MiniBaccaratRules, money, units
from parlour.games.mini_baccarat.rules import SPOT_NAMES, SPOTS


class MiniBaccarat(MiniBaccaratRules):
    """Mini Baccarat (see :mod:`parlour.games.mini_baccarat` for the rules and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_value=heuristic.rollout_value, root_moves=heuristic.root_moves)

    def _view(self, seat: int | None) -> dict[str, Any]:
        o = self.options
        n = self.players
        chips = self.chips
        out: dict[str, Any] = {
            "phase": self.phase, "prompt": self._prompt(seat),
            "shoe_number": self.shoe_no, "hand": self.hands_played + (self.phase == "bet"),
            "cards_in_shoe": len(self.shoe),
            "cards_before_cut_card": max(0, len(self.shoe) - self.cut_behind),
            "cut_card_out": self.cut_out, "last_hand": self.last_round,
            "scores": [units(c) for c in chips.stacks],
            "bet_player": [units(chips.bet_on(s, 0)) for s in range(n)],
            "bet_banker": [units(chips.bet_on(s, 1)) for s in range(n)],
            "bet_tie": [units(chips.bet_on(s, 2)) for s in range(n)],
            "limits": {"min": o.table_min, "max": o.table_max},
            "stakes": f"any whole amount from {o.table_min} to {o.table_max}",
            "chip_values": list(o.chip_values()),
            "payouts": {"player": "1 to 1", "banker": f"1 to 1 less {o.commission:g}%",
                        "tie": f"{o.tie_pays} to 1"},
            "road": self.road,
        }
        if self.phase == "cut":
            out["cutter"] = self.cutter
        if self.last_result is not None:
            out["last"] = {"result": self.last_result, "player_total": self.player_total,
                           "banker_total": self.banker_total, "natural": self.natural,
                           "net": [units(c) for c in self.net]}
        return out

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            if res is None or not res.winners:
                return f"Game over ({self.end_reason}): nobody beat the house"
            return (f"Game over ({self.end_reason}): seat "
                    + ", ".join(map(str, res.winners)) + " ended ahead")
        if self.phase == "cut":
            if seat == self.cutter:
                return (f"Insert the cut card anywhere in the {len(self.shoe)}-card shoe: "
                        f"the cards above it go to the back")
            return f"Seat {self.cutter} is cutting the shoe"
        hand = self.hands_played + 1
        last = " (last hand of the shoe)" if self.last_round else ""
        if seat is not None and not self.done[seat]:
            mine = self._my_bets(seat)
            o = self.options
            most = min(o.table_max, self.chips.stacks[seat] // 100)
            if most < o.table_min:
                return (f"Hand {hand}{last}: your bets: {mine}. The "
                        f"{money(self.chips.stacks[seat])} left is below the table minimum: done.")
            stakes = f"{o.table_min} to {most}" if most > o.table_min else f"{o.table_min}"
            return (f"Hand {hand}{last}: bet on punto (player), banco (banker) or tie, "
                    f"{stakes}; then done." + (f" Your bets: {mine}." if mine else ""))
        waiting = [s for s in range(self.players) if not self.done[s]]
        text = f"Hand {hand}{last}: waiting for seat " + ", ".join(map(str, waiting)) + " to bet"
        if seat is not None and not self.can_bet(seat) and not self._my_bets(seat):
            text = (f"You sit out: {money(self.chips.stacks[seat])} in chips is below the table "
                    f"minimum of {self.options.table_min}. {text}")
        return text

    def _my_bets(self, seat: int) -> str:
        return ", ".join(f"{money(self.chips.bet_on(seat, i))} on {spot}"
                         for i, spot in enumerate(SPOTS) if self.chips.bet_on(seat, i))

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "cut":
            return f"Cut at card {action.at}"
        if t == "bet":
            return f"Bet {action.amount} on {SPOT_NAMES.get(action.spot, action.spot)}"
        if t == "withdraw":
            if seat is not None and action.spot in SPOTS:
                cents = self.chips.bet_on(seat, SPOTS.index(action.spot))
                if cents:
                    return f"Take back your {money(cents)} on {action.spot}"
            return f"Take back your bet on {action.spot}"
        if t == "done":
            if seat is not None and not self.chips.staked(seat):
                return "No bet this hand"
            return "Done betting"
        return super().label(action, seat)
