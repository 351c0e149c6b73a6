/* Pineapple's fixed-limit hands in C: the simulation kernel behind parlour.sim.

   The same rules as the game parlour.games.pineapple (and its betting engine,
   parlour.rules.betting) restricted to fixed limit: blinds or antes, three hole cards,
   the discard after the pre-flop or the flop betting, burns and board, a 4-bet cap,
   short all-ins that reopen the raising only when they add up to a full bet, side pots,
   hi/lo with quartering, odd chips clockwise from the dealer's left, a run of hands
   whose deal moves left past the players without chips. The deck is shuffled by the
   game's own generator (splitmix64, parlour.engine.rng.Rng) from the same seed, so a
   table and parlour.new_game("pineapple", seed=S) deal the same cards; the legal
   actions come in the game's order (fold, check or call, raise; the hole cards in
   their dealt order), so the same choices play the same game. tests/sim checks both
   on thousands of random games.

   Actions are small ints: 0 fold, 1 check, 2 call, 3 raise (the round's one raise
   amount), 4 + i discard hole card i. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define MAXP 9
#define FOLD 0
#define CHECK 1
#define CALL 2
#define RAISE 3
#define DISCARD 4

enum { PH_BET, PH_DISCARD, PH_NEXT, PH_OVER };

/* ----- the game's generator (parlour.engine.rng.Rng) ---------------------------------- */
static const uint64_t GAMMA = 0x9E3779B97F4A7C15ULL;

static inline uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* ----- hand strength: higher wins, equal ties (the order of parlour.hands.best_of) ---- */
static int high_of(const uint8_t *cards, int n) {
    int cnt[15] = {0};
    int suit_mask[4] = {0, 0, 0, 0};
    int ranks = 0;
    for (int i = 0; i < n; i++) {
        int r = cards[i] & 15, s = (cards[i] >> 4) & 3;
        if (r == 1) r = 14;
        cnt[r]++;
        suit_mask[s] |= 1 << r;
        ranks |= 1 << r;
    }
    for (int s = 0; s < 4; s++) {
        int m = suit_mask[s];
        if (__builtin_popcount(m) >= 5) {
            int sm = m | ((m >> 14) & 1) << 1; /* the ace low too */
            for (int top = 14; top >= 5; top--)
                if (((sm >> (top - 4)) & 31) == 31) return (8 << 20) | top;
            int v = 0, k = 0;
            for (int r = 14; r >= 2 && k < 5; r--)
                if (m >> r & 1) { v = v << 4 | r; k++; }
            return (5 << 20) | v;
        }
    }
    int quad = 0, trips[2] = {0, 0}, nt = 0, pairs[3] = {0, 0, 0}, np = 0;
    for (int r = 14; r >= 2; r--) {
        if (cnt[r] == 4) quad = r;
        else if (cnt[r] == 3) { if (nt < 2) trips[nt++] = r; }
        else if (cnt[r] == 2) { if (np < 3) pairs[np++] = r; }
    }
    if (quad) {
        int kick = 0;
        for (int r = 14; r >= 2; r--) if (r != quad && cnt[r]) { kick = r; break; }
        return (7 << 20) | quad << 4 | kick;
    }
    if (nt && (nt > 1 || np)) {
        int pair = nt > 1 ? trips[1] : pairs[0];
        if (nt > 1 && np && pairs[0] > pair) pair = pairs[0];
        return (6 << 20) | trips[0] << 4 | pair;
    }
    int sm = ranks | ((ranks >> 14) & 1) << 1;
    for (int top = 14; top >= 5; top--)
        if (((sm >> (top - 4)) & 31) == 31) return (4 << 20) | top;
    int cat, v, need, skip1 = 0, skip2 = 0;
    if (nt) { cat = 3; v = trips[0]; need = 2; skip1 = trips[0]; }
    else if (np >= 2) { cat = 2; v = pairs[0] << 4 | pairs[1]; need = 1; skip1 = pairs[0]; skip2 = pairs[1]; }
    else if (np) { cat = 1; v = pairs[0]; need = 3; skip1 = pairs[0]; }
    else { cat = 0; v = 0; need = 5; }
    for (int r = 14; r >= 2 && need; r--)
        if (cnt[r] && r != skip1 && r != skip2) { v = v << 4 | r; need--; }
    return cat << 20 | v;
}

/* The best ace-to-five low of 8 or better: higher wins, 0 none. */
static int low8_of(const uint8_t *cards, int n) {
    int mask = 0;
    for (int i = 0; i < n; i++) {
        int r = cards[i] & 15;
        if (r <= 8) mask |= 1 << r;
    }
    if (__builtin_popcount(mask) < 5) return 0;
    while (__builtin_popcount(mask) > 5) mask &= ~(1 << (31 - __builtin_clz(mask)));
    return 512 - mask; /* the lower the highest card (then the next...), the better */
}

/* ----- the table ----------------------------------------------------------------------- */
typedef struct {
    PyObject_HEAD
    /* options */
    int n, stack, small_blind, big_blind, ante, small_bet, big_bet, cap, discard_street, hilo, hands;
    /* the session */
    uint64_t rng;
    int dealer, hand_no, phase, street, pending;
    int stacks[MAXP], start[MAXP], won[MAXP];
    /* the cards */
    uint8_t deck[52];
    int top; /* cards left in the deck: the next card is deck[top - 1] */
    uint8_t hole[MAXP][3];
    int holes[MAXP];
    uint8_t board[5];
    int nboard;
    /* the betting (parlour.rules.betting.Betting, fixed limit, no bring-in) */
    int bets[MAXP], committed[MAXP], live[MAXP];
    int pot;
    int actors[MAXP], nactors;
    int acted; /* bits */
    int size, increment, least, count;
    int shorts_n, shorts_sum;
} Table;

static int live_count(Table *t) {
    int k = 0;
    for (int s = 0; s < t->n; s++) k += t->live[s];
    return k;
}

static int alone(Table *t) {
    int who = -1;
    for (int s = 0; s < t->n; s++)
        if (t->live[s]) { if (who >= 0) return -1; who = s; }
    return who;
}

static int high_bet(Table *t) {
    int h = 0;
    for (int s = 0; s < t->n; s++) if (t->bets[s] > h) h = t->bets[s];
    return h;
}

static void put(Table *t, int seat, int amount) {
    t->stacks[seat] -= amount;
    t->bets[seat] += amount;
    t->committed[seat] += amount;
}

static void start_round(Table *t, int first, int bet, int opened) {
    int n = t->n, order[MAXP], k = 0;
    t->size = bet; t->increment = 0; t->count = opened; t->least = 0;
    t->acted = 0; t->shorts_n = 0; t->shorts_sum = 0;
    for (int i = 0; i < n; i++) {
        int s = (first + i) % n;
        if (t->live[s]) order[k++] = s;
    }
    t->nactors = 0;
    if (k < 2) return;
    int best = -1, second = -1; /* the two deepest reaches */
    for (int i = 0; i < k; i++) {
        int v = t->stacks[order[i]] + t->bets[order[i]];
        if (v > best) { second = best; best = v; } else if (v > second) second = v;
    }
    for (int i = 0; i < k; i++) {
        int s = order[i];
        if (t->stacks[s] && second > t->bets[s]) t->actors[t->nactors++] = s;
    }
    if (t->nactors == 1 && t->bets[t->actors[0]] >= high_bet(t)) t->nactors = 0;
}

/* The one raise amount of the seat to act (fixed limit), or 0 when it may not raise. */
static int raise_to_amount(Table *t, int seat, int high) {
    int gap = high - t->bets[seat], stack = t->stacks[seat];
    if ((stack < gap ? stack : gap) < t->increment) return 0;
    if (t->cap && t->count >= t->cap) return 0;
    if (t->shorts_n && t->shorts_sum < t->increment && (t->acted >> seat & 1)) return 0;
    if (stack <= gap) return 0;
    int covered = 1;
    for (int s = 0; s < t->n; s++)
        if (s != seat && t->live[s] && t->stacks[s] + t->bets[s] > high) { covered = 0; break; }
    if (covered) return 0;
    int lo = (t->least > t->size ? t->least : t->size) + high, most = stack + t->bets[seat];
    return lo < most ? lo : most;
}

static int pop_actor(Table *t) {
    int seat = t->actors[0];
    memmove(t->actors, t->actors + 1, (size_t)(--t->nactors) * sizeof(int));
    t->acted |= 1 << seat;
    return seat;
}

static void end_round(Table *t) {
    int n = t->n, top = 0, ntop = 0, second = 0, seat = -1, any = 0;
    for (int s = 0; s < n; s++) {
        int b = t->bets[s];
        if (b) any = 1;
        if (b > top) { second = top; top = b; ntop = 1; seat = s; }
        else if (b == top) ntop++;
        else if (b > second) second = b;
    }
    if (ntop > 1) second = top;
    if (alone(t) < 0 && any && top > second && ntop == 1) {
        int back = top - second;
        t->bets[seat] -= back; t->stacks[seat] += back; t->committed[seat] -= back;
    }
    for (int s = 0; s < n; s++) { t->pot += t->bets[s]; t->bets[s] = 0; }
}

/* Share ``amount`` among the best of ``seats`` by ``strength``, odd chips clockwise from
   ``first``. */
static void share(Table *t, int amount, const int *seats, int k, const int *strength, int first) {
    int top = -1, winners[MAXP], w = 0;
    for (int i = 0; i < k; i++) if (strength[seats[i]] > top) top = strength[seats[i]];
    for (int d = 0; d < t->n; d++) { /* clockwise from first */
        int s = (first + d) % t->n;
        for (int i = 0; i < k; i++)
            if (seats[i] == s && strength[s] == top) winners[w++] = s;
    }
    int each = amount / w, odd = amount % w;
    for (int i = 0; i < w; i++) t->won[winners[i]] += each + (i < odd);
}

static void award(Table *t, const int *high, const int *low) {
    int n = t->n, lone = alone(t);
    memset(t->won, 0, sizeof t->won);
    if (lone >= 0) {
        t->won[lone] = t->pot;
    } else {
        int first = (t->dealer + 1) % n, levels[MAXP], nl = 0, below = 0;
        int prev[MAXP], nprev = -1;
        /* distinct commitment levels of the live seats, ascending */
        for (int s = 0; s < n; s++) {
            int c = t->committed[s];
            if (!t->live[s] || c <= 0) continue;
            int i = 0;
            while (i < nl && levels[i] < c) i++;
            if (i < nl && levels[i] == c) continue;
            memmove(levels + i + 1, levels + i, (size_t)(nl - i) * sizeof(int));
            levels[i] = c; nl++;
        }
        int pots_amount[MAXP], pots_seats[MAXP][MAXP], pots_k[MAXP], npots = 0;
        for (int l = 0; l < nl; l++) {
            int level = levels[l], amount = 0, el[MAXP], k = 0;
            for (int s = 0; s < n; s++) {
                int c = t->committed[s];
                amount += (c < level ? c : level) - (c < below ? c : below);
                if (t->live[s] && c >= level) el[k++] = s;
            }
            if (nprev == k && memcmp(prev, el, (size_t)k * sizeof(int)) == 0) {
                pots_amount[npots - 1] += amount;
            } else {
                pots_amount[npots] = amount; pots_k[npots] = k;
                memcpy(pots_seats[npots], el, (size_t)k * sizeof(int));
                npots++;
                memcpy(prev, el, (size_t)k * sizeof(int)); nprev = k;
            }
            below = level;
        }
        int rest = 0, total = 0;
        for (int s = 0; s < n; s++) { rest += t->committed[s] > below ? t->committed[s] - below : 0; total += t->committed[s]; }
        if (npots) {
            pots_amount[npots - 1] += rest;
            pots_amount[0] += t->pot - total; /* chips in the pot before this hand (none here) */
        }
        for (int p = 0; p < npots; p++) {
            int amount = pots_amount[p], *seats = pots_seats[p], k = pots_k[p];
            int lows[MAXP], nlow = 0;
            if (low) for (int i = 0; i < k; i++) if (low[seats[i]] > 0) lows[nlow++] = seats[i];
            if (nlow) {
                share(t, amount - amount / 2, seats, k, high, first);
                share(t, amount / 2, lows, nlow, low, first);
            } else {
                share(t, amount, seats, k, high, first);
            }
        }
    }
    for (int s = 0; s < n; s++) t->stacks[s] += t->won[s];
    t->pot = 0;
}

static void end_hand(Table *t) {
    int with_chips = 0;
    for (int s = 0; s < t->n; s++) with_chips += t->stacks[s] > 0;
    if (t->hand_no >= (t->hands ? t->hands : t->n) || with_chips < 2) { t->phase = PH_OVER; return; }
    for (int k = 1; k <= t->n; k++) /* the deal moves left past seats without chips */
        if (t->stacks[(t->dealer + k) % t->n]) { t->dealer = (t->dealer + k) % t->n; break; }
    t->phase = PH_NEXT;
}

static void finish(Table *t) {
    int high[MAXP] = {0}, low[MAXP] = {0};
    t->pending = 0;
    if (alone(t) < 0) {
        uint8_t cards[7];
        memcpy(cards + 2, t->board, 5);
        for (int s = 0; s < t->n; s++) {
            if (!t->live[s]) continue;
            cards[0] = t->hole[s][0]; cards[1] = t->hole[s][1];
            high[s] = high_of(cards, 7);
            if (t->hilo) low[s] = low8_of(cards, 7);
        }
    }
    award(t, high, t->hilo ? low : NULL);
    end_hand(t);
}

static int round_size(Table *t, int street) { return street >= 2 ? t->big_bet : t->small_bet; }

static void settle(Table *t);

static void next_street(Table *t) {
    if (t->street == 3) { finish(t); return; }
    t->street++;
    t->top--; /* the burn */
    int want = t->street == 1 ? 3 : 1;
    for (int i = 0; i < want; i++) t->board[t->nboard++] = t->deck[--t->top];
    t->phase = PH_BET;
    start_round(t, (t->dealer + 1) % t->n, round_size(t, t->street), 0);
    settle(t);
}

/* Move on if the betting round is over (Pineapple's _settle). */
static void settle(Table *t) {
    if (t->phase != PH_BET || t->nactors) return;
    end_round(t);
    if (alone(t) >= 0) { finish(t); return; }
    if (t->street == t->discard_street) {
        t->phase = PH_DISCARD;
        t->pending = 0;
        for (int s = 0; s < t->n; s++) if (t->live[s]) t->pending |= 1 << s;
        return;
    }
    next_street(t);
}

static void deal_hand(Table *t) {
    int n = t->n, seats[MAXP], k = 0;
    t->hand_no++;
    t->street = 0; t->pending = 0; t->pot = 0; t->nboard = 0;
    memset(t->won, 0, sizeof t->won);
    for (int s = 0; s < n; s++) {
        t->bets[s] = 0; t->committed[s] = 0; t->holes[s] = 0;
        t->live[s] = t->stacks[s] > 0;
    }
    /* the pack, shuffled by the game's generator (Rng.shuffle), top card last */
    for (int i = 0; i < 52; i++) t->deck[i] = (uint8_t)((i / 13) << 4 | (i % 13 + 1));
    uint64_t state = t->rng;
    for (int i = 51; i > 0; i--) {
        state += GAMMA;
        uint64_t j = ((mix(state) >> 32) * (uint64_t)(i + 1)) >> 32;
        uint8_t c = t->deck[i]; t->deck[i] = t->deck[j]; t->deck[j] = c;
    }
    t->rng = state;
    t->top = 52;
    for (int i = 1; i <= n; i++) {
        int s = (t->dealer + i) % n;
        if (t->live[s]) seats[k++] = s;
    }
    if (t->ante)
        for (int i = 0; i < k; i++) {
            int s = seats[i], paid = t->ante < t->stacks[s] ? t->ante : t->stacks[s];
            t->stacks[s] -= paid; t->pot += paid; t->committed[s] += paid;
        }
    int opener = seats[0];
    if (t->big_blind) {
        int sb = k == 2 ? t->dealer : seats[0], bb = k == 2 ? seats[0] : seats[1];
        if (t->small_blind) put(t, sb, t->small_blind < t->stacks[sb] ? t->small_blind : t->stacks[sb]);
        put(t, bb, t->big_blind < t->stacks[bb] ? t->big_blind : t->stacks[bb]);
        opener = (bb + 1) % n;
    }
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < k; i++) t->hole[seats[i]][t->holes[seats[i]]++] = t->deck[--t->top];
    t->phase = PH_BET;
    start_round(t, opener, round_size(t, 0), t->big_blind ? 1 : 0);
    settle(t);
}

/* ----- Python ------------------------------------------------------------------------------ */
static PyObject *LEGAL[16];      /* betting lists by bits: fold 1, check 2, call 4, raise 8 */
static PyObject *DISCARDS;       /* (4, 5, 6) */
static PyObject *EMPTY;

static int bet_bits(Table *t, int *raise_amount) {
    int seat = t->actors[0], high = high_bet(t);
    int gap = high - t->bets[seat], stack = t->stacks[seat];
    int owed = stack < gap ? stack : gap, bits = 0;
    if (owed > 0) bits |= 1 | 4; else bits |= 2;
    int to = raise_to_amount(t, seat, high);
    if (to) bits |= 8;
    if (raise_amount) *raise_amount = to;
    return bits;
}

static int actor_of(Table *t) {
    if (t->phase == PH_BET) return t->nactors ? t->actors[0] : -1;
    if (t->phase == PH_DISCARD) return t->pending ? __builtin_ctz((unsigned)t->pending) : -1;
    return -1;
}

static PyObject *Table_legal(Table *t, PyObject *Py_UNUSED(ignored)) {
    if (t->phase == PH_BET && t->nactors) return Py_NewRef(LEGAL[bet_bits(t, NULL)]);
    if (t->phase == PH_DISCARD) return Py_NewRef(DISCARDS);
    return Py_NewRef(EMPTY);
}

static const char *NAMES[] = {"fold", "check", "call", "raise", "discard 0", "discard 1", "discard 2"};

static PyObject *illegal(Table *t, long a) {
    PyObject *legal = Table_legal(t, NULL);
    if (a >= 0 && a <= 6)
        PyErr_Format(PyExc_ValueError, "%s (%ld) is not legal now; the legal actions are %R",
                     NAMES[a], a, legal);
    else
        PyErr_Format(PyExc_ValueError, "%ld is not an action (0 fold, 1 check, 2 call, 3 raise, "
                     "4-6 discard a hole card); the legal actions are %R", a, legal);
    Py_DECREF(legal);
    return NULL;
}

static PyObject *Table_step(Table *t, PyObject *arg) {
    long a = PyLong_AsLong(arg);
    if (a == -1 && PyErr_Occurred()) return NULL;
    if (t->phase == PH_DISCARD) {
        if (a < DISCARD || a > DISCARD + 2) return illegal(t, a);
        int seat = __builtin_ctz((unsigned)t->pending), i = (int)a - DISCARD;
        memmove(t->hole[seat] + i, t->hole[seat] + i + 1, (size_t)(2 - i));
        t->holes[seat] = 2;
        t->pending &= ~(1 << seat);
        if (!t->pending) next_street(t);
        Py_RETURN_NONE;
    }
    if (t->phase != PH_BET || !t->nactors || a < 0 || a > RAISE) return illegal(t, a);
    int to = 0, bits = bet_bits(t, &to);
    if (!(bits >> a & 1)) return illegal(t, a);
    if (a == FOLD) {
        int seat = pop_actor(t);
        t->live[seat] = 0;
        if (alone(t) >= 0) t->nactors = 0;
    } else if (a == CHECK || a == CALL) {
        int high = high_bet(t), seat = pop_actor(t);
        int gap = high - t->bets[seat];
        put(t, seat, t->stacks[seat] < gap ? t->stacks[seat] : gap);
    } else {
        int high = high_bet(t), seat = pop_actor(t), n = t->n;
        put(t, seat, to - t->bets[seat]);
        int raised = to - high;
        if (raised > t->least) t->least = raised;
        t->nactors = 0;
        for (int i = 1; i < n; i++) {
            int s = (seat + i) % n;
            if (t->live[s] && t->stacks[s]) t->actors[t->nactors++] = s;
        }
        if (raised >= t->increment) t->acted = 1 << seat;
        if (raised > t->increment) t->increment = raised;
        t->count++;
        if (t->stacks[seat]) { t->shorts_n = 0; t->shorts_sum = 0; }
        else { t->shorts_n++; t->shorts_sum += raised; }
        if (t->shorts_sum >= t->increment) { t->shorts_n = 0; t->shorts_sum = 0; }
    }
    settle(t);
    Py_RETURN_NONE;
}

static PyObject *Table_deal(Table *t, PyObject *Py_UNUSED(ignored)) {
    if (t->phase == PH_OVER) { PyErr_SetString(PyExc_ValueError, "the game is over: there is no next hand"); return NULL; }
    if (t->hand_no && t->phase != PH_NEXT) {
        PyErr_SetString(PyExc_ValueError, "the hand is not over: there is nothing to deal");
        return NULL;
    }
    deal_hand(t);
    Py_RETURN_NONE;
}

static PyObject *int_list(const int *v, int n) {
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(v[i]));
    return out;
}

static PyObject *card_list(const uint8_t *v, int n) {
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(v[i]));
    return out;
}

static PyObject *Table_hole(Table *t, PyObject *arg) {
    long s = PyLong_AsLong(arg);
    if (s == -1 && PyErr_Occurred()) return NULL;
    if (s < 0 || s >= t->n) return PyErr_Format(PyExc_ValueError, "no seat %ld at a table of %d", s, t->n);
    return card_list(t->hole[s], t->holes[s]);
}

static PyObject *Table_raise_amount(Table *t, PyObject *Py_UNUSED(ignored)) {
    int to = 0;
    if (t->phase == PH_BET && t->nactors) bet_bits(t, &to);
    return PyLong_FromLong(to);
}

static PyObject *g_actor(Table *t, void *c) { return PyLong_FromLong(actor_of(t)); }
static PyObject *g_stacks(Table *t, void *c) { return int_list(t->stacks, t->n); }
static PyObject *g_bets(Table *t, void *c) { return int_list(t->bets, t->n); }
static PyObject *g_won(Table *t, void *c) { return int_list(t->won, t->n); }
static PyObject *g_net(Table *t, void *c) {
    int v[MAXP];
    for (int s = 0; s < t->n; s++) v[s] = t->stacks[s] - t->start[s];
    return int_list(v, t->n);
}
static PyObject *g_live(Table *t, void *c) { return int_list(t->live, t->n); }
static PyObject *g_board(Table *t, void *c) { return card_list(t->board, t->nboard); }
static PyObject *g_pot(Table *t, void *c) { return PyLong_FromLong(t->pot); }
static PyObject *g_dealer(Table *t, void *c) { return PyLong_FromLong(t->dealer); }
static PyObject *g_hand_no(Table *t, void *c) { return PyLong_FromLong(t->hand_no); }
static PyObject *g_street(Table *t, void *c) { return PyLong_FromLong(t->street); }
static PyObject *g_players(Table *t, void *c) { return PyLong_FromLong(t->n); }
static PyObject *g_phase(Table *t, void *c) {
    static const char *names[] = {"bet", "discard", "next", "over"};
    if (!t->hand_no) return PyUnicode_FromString("next");
    return PyUnicode_FromString(names[t->phase]);
}
static PyObject *g_hand_over(Table *t, void *c) { return PyBool_FromLong(!t->hand_no || t->phase >= PH_NEXT); }
static PyObject *g_over(Table *t, void *c) { return PyBool_FromLong(t->phase == PH_OVER); }

static PyGetSetDef Table_getset[] = {
    {"actor", (getter)g_actor, NULL, "the seat to act (-1: nobody; the hand is over)", NULL},
    {"stacks", (getter)g_stacks, NULL, "each seat's chips behind", NULL},
    {"bets", (getter)g_bets, NULL, "each seat's bet in this round", NULL},
    {"won", (getter)g_won, NULL, "what each seat won in the last hand", NULL},
    {"net", (getter)g_net, NULL, "each seat's chips won or lost since the start", NULL},
    {"live", (getter)g_live, NULL, "1 for each seat still in the hand", NULL},
    {"board", (getter)g_board, NULL, "the board cards (Parlour card ints)", NULL},
    {"pot", (getter)g_pot, NULL, "the pot (bets of the round not gathered yet)", NULL},
    {"dealer", (getter)g_dealer, NULL, "the seat dealing (once a hand is over: the next hand's dealer)", NULL},
    {"hand_no", (getter)g_hand_no, NULL, "the hand being played (1 = the first; 0 before the deal)", NULL},
    {"street", (getter)g_street, NULL, "0 pre-flop, 1 flop, 2 turn, 3 river", NULL},
    {"players", (getter)g_players, NULL, "seats at the table", NULL},
    {"phase", (getter)g_phase, NULL, "bet, discard, next (deal the next hand) or over", NULL},
    {"hand_over", (getter)g_hand_over, NULL, "whether the hand is over (deal the next)", NULL},
    {"over", (getter)g_over, NULL, "whether the game is over", NULL},
    {NULL}
};

static PyMethodDef Table_methods[] = {
    {"legal", (PyCFunction)Table_legal, METH_NOARGS, "The legal actions of the seat to act, in the game's order."},
    {"step", (PyCFunction)Table_step, METH_O, "Play an action of the seat to act (ValueError when illegal)."},
    {"deal", (PyCFunction)Table_deal, METH_NOARGS, "Deal the next hand (the first, or after a hand is over)."},
    {"hole", (PyCFunction)Table_hole, METH_O, "A seat's hole cards (Parlour card ints, in dealt order)."},
    {"raise_amount", (PyCFunction)Table_raise_amount, METH_NOARGS, "The total bet a raise goes to now (0: none)."},
    {NULL}
};

static int Table_init(Table *t, PyObject *args, PyObject *kw) {
    static char *names[] = {"players", "seed", "stack", "dealer", "small_blind", "big_blind", "ante",
                            "small_bet", "big_bet", "cap", "discard_street", "hilo", "hands", NULL};
    PyObject *seed = NULL;
    int players = 6, stack = 200, dealer = 0, sb = 1, bb = 2, ante = 0, small = 2, big = 4, cap = 4,
        discard = 0, hilo = 0, hands = 20;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|iOiiiiiiiiipi", names, &players, &seed, &stack, &dealer,
                                     &sb, &bb, &ante, &small, &big, &cap, &discard, &hilo, &hands))
        return -1;
    if (players < 2 || players > MAXP) { PyErr_Format(PyExc_ValueError, "Pineapple is for 2 to 9 players, not %d", players); return -1; }
    if (dealer < 0 || dealer >= players) { PyErr_Format(PyExc_ValueError, "dealer must be a seat (0 to %d), not %d", players - 1, dealer); return -1; }
    if (stack < 1 || sb < 0 || bb < 0 || ante < 0 || small < 1 || big < 1 || cap < 0 || hands < 0) {
        PyErr_SetString(PyExc_ValueError, "stack, small_bet and big_bet are at least 1; blinds, ante, cap and hands at least 0");
        return -1;
    }
    if (sb > bb) { PyErr_SetString(PyExc_ValueError, "the small blind may not be bigger than the big blind"); return -1; }
    if (discard != 0 && discard != 1) { PyErr_Format(PyExc_ValueError, "discard_street is 0 (after the pre-flop betting) or 1 (after the flop's), not %d", discard); return -1; }
    uint64_t s = 0;
    if (seed && seed != Py_None) {
        if (!PyLong_Check(seed) || PyBool_Check(seed)) { PyErr_SetString(PyExc_TypeError, "seed must be a whole number"); return -1; }
        s = PyLong_AsUnsignedLongLongMask(seed);
        if (s == (uint64_t)-1 && PyErr_Occurred()) return -1;
    }
    memset((char *)t + sizeof(PyObject), 0, sizeof(Table) - sizeof(PyObject));
    t->n = players; t->stack = stack; t->dealer = dealer; t->small_blind = sb; t->big_blind = bb;
    t->ante = ante; t->small_bet = small; t->big_bet = big; t->cap = cap; t->discard_street = discard;
    t->hilo = hilo; t->hands = hands;
    t->rng = s * GAMMA + 0x632BE59BD9B4E019ULL;
    for (int i = 0; i < players; i++) { t->stacks[i] = stack; t->start[i] = stack; }
    t->phase = PH_NEXT;
    return 0;
}

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "parlour.sim._pineapple.Table",
    .tp_doc = PyDoc_STR("Pineapple's fixed-limit hands in C (see parlour.sim.pineapple)."),
    .tp_basicsize = sizeof(Table),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Table_init,
    .tp_methods = Table_methods,
    .tp_getset = Table_getset,
};

/* Five to seven card ints from a Python sequence into ``cards``; their number, or -1
   with the error set. */
static int read_cards(PyObject *arg, uint8_t *cards) {
    PyObject *seq = PySequence_Fast(arg, "cards must be a sequence of card ints");
    if (!seq) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n < 5 || n > 7) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "five to seven cards, not %zd", n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) cards[i] = (uint8_t)PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
    Py_DECREF(seq);
    return PyErr_Occurred() ? -1 : (int)n;
}

static PyObject *py_high(PyObject *self, PyObject *arg) {
    uint8_t cards[7];
    int n = read_cards(arg, cards);
    return n < 0 ? NULL : PyLong_FromLong(high_of(cards, n));
}

static PyObject *py_low8(PyObject *self, PyObject *arg) {
    uint8_t cards[7];
    int n = read_cards(arg, cards);
    return n < 0 ? NULL : PyLong_FromLong(low8_of(cards, n));
}

static PyMethodDef module_methods[] = {
    {"high", py_high, METH_O, "The kernel's high strength of 5-7 cards (higher wins)."},
    {"low8", py_low8, METH_O, "The kernel's ace-to-five low of 8 or better (higher wins; 0 none)."},
    {NULL}
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, .m_name = "_pineapple", .m_doc = "Pineapple's hands in C.", .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC PyInit__pineapple(void) {
    if (PyType_Ready(&TableType) < 0) return NULL;
    for (int bits = 0; bits < 16; bits++) {
        int k = 0;
        PyObject *tup = PyTuple_New(__builtin_popcount(bits));
        if (!tup) return NULL;
        for (int a = 0; a < 4; a++) if (bits >> a & 1) PyTuple_SET_ITEM(tup, k++, PyLong_FromLong(a));
        LEGAL[bits] = tup;
    }
    DISCARDS = Py_BuildValue("(iii)", 4, 5, 6);
    EMPTY = PyTuple_New(0);
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&TableType);
    if (PyModule_AddObject(m, "Table", (PyObject *)&TableType) < 0) return NULL;
    return m;
}
