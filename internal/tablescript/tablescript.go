// Package tablescript reads docs/table.md's notation for table events, in
// which the document's examples, the adapter's documentation tests and the
// table vectors' situations are written, one line per event (a deal line
// is one event per card):
//
//	open | close | settle | power-failure | device-reset
//	place PLAYER POSITION WAGER AMOUNT | increase PLAYER POSITION WAGER AMOUNT
//	withdraw PLAYER POSITION WAGER [AMOUNT]
//	deal CARD... ("foreign": a card of the other deck type)
//	simultaneous-draw known|unknown | terminal-failure POSITION
//	choose PLAYER play-on|withdraw-all | irregularity KIND
//	pass-cards HAND | refuse-cards PLAYER HAND (HAND: player or banker)
//	take-device PLAYER | relinquish-device PLAYER
//	handler-absent PLAYER HAND | remove-wager PLAYER POSITION WAGER
//	take-device PLAYER [permitted] | relinquish-device PLAYER
//	change-method METHOD
//	decline-option
//
// The cards are written for a 52-card deck; on a 6 Star game J, Q, K
// become the Stars S, L, F and the suits S, H, D, C the elements Fi, Go,
// Ea, Wo. X stands for a wager the game does not offer; a PLAYER of "-" is
// an empty player id.
package tablescript

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// Card writes a script's card token for the game's deck.
func Card(g *reference.Game, tok string) string {
	if tok == "foreign" {
		if g.Deck == reference.SixStar65 {
			return "9S"
		}
		return "9Fi"
	}
	if g.Deck != reference.SixStar65 || tok == "CUT" || len(tok) != 2 {
		return tok
	}
	rank := map[byte]string{'J': "S", 'Q': "L", 'K': "F"}[tok[0]]
	if rank == "" {
		rank = tok[:1]
	}
	return rank + map[byte]string{'S': "Fi", 'H': "Go", 'D': "Ea", 'C': "Wo"}[tok[1]]
}

// Parse turns a script into wire events for game g; x is the wager the
// game does not offer. ends[i] is the index of line i's last event. An
// error names the line and what was expected.
func Parse(g *reference.Game, x string, script []string) (events []adapter.TableEvent, ends []int, err error) {
	for i, line := range script {
		f := strings.Fields(line)
		bad := func(format string, args ...any) error {
			return fmt.Errorf("script line %d %q: %s", i+1, line, fmt.Sprintf(format, args...))
		}
		if len(f) == 0 {
			return nil, nil, bad("empty")
		}
		num := func(k int) (int64, error) {
			if k >= len(f) {
				return 0, bad("missing field %d", k+1)
			}
			return strconv.ParseInt(f[k], 10, 64)
		}
		ev := adapter.TableEvent{Type: f[0]}
		want := 1
		switch f[0] {
		case "open", "close", "settle", "power-failure", "device-reset", "decline-option":
		case "place", "increase", "withdraw", "remove-wager":
			want = 5
			if (f[0] == "withdraw" || f[0] == "remove-wager") && len(f) == 4 {
				want = 4
			}
			if len(f) != want {
				return nil, nil, bad("want %d fields", want)
			}
			pos, err := num(2)
			if err != nil {
				return nil, nil, bad("position: %v", err)
			}
			ev.Player, ev.Position, ev.Wager = f[1], int(pos), f[3]
			if ev.Player == "-" {
				ev.Player = ""
			}
			if ev.Wager == "X" {
				ev.Wager = x
			}
			if want == 5 {
				if ev.Amount, err = num(4); err != nil {
					return nil, nil, bad("amount: %v", err)
				}
			}
		case "deal":
			if len(f) < 2 {
				return nil, nil, bad("no card")
			}
			for _, c := range f[1:] {
				events = append(events, adapter.TableEvent{Type: "deal", Card: Card(g, c)})
			}
			ends = append(ends, len(events)-1)
			continue
		case "simultaneous-draw":
			want = 2
			if len(f) == 2 && f[1] != "known" && f[1] != "unknown" {
				return nil, nil, bad("want known or unknown")
			}
			ev.OrderKnown = len(f) == 2 && f[1] == "known"
		case "terminal-failure":
			want = 2
			pos, err := num(1)
			if err != nil {
				return nil, nil, bad("position: %v", err)
			}
			ev.Position = int(pos)
		case "choose":
			want = 3
			if len(f) == 3 && f[2] != "play-on" && f[2] != "withdraw-all" {
				return nil, nil, bad("want play-on or withdraw-all")
			}
			ev.Player, ev.WithdrawAll = f[1], len(f) == 3 && f[2] == "withdraw-all"
		case "irregularity":
			want = 2
			if len(f) == 2 {
				ev.Kind = f[1]
			}
		case "pass-cards":
			want = 2
			if len(f) == 2 {
				ev.Wager = f[1]
			}
		case "refuse-cards":
			want = 3
			if len(f) == 3 {
				ev.Player, ev.Wager = f[1], f[2]
			}
		case "handler-absent":
			want = 3
			if len(f) == 3 {
				ev.Player, ev.Wager = f[1], f[2]
			}
		case "take-device", "relinquish-device":
			want = 2
			if f[0] == "take-device" && len(f) == 3 && f[2] == "permitted" {
				want, ev.Permitted = 3, true
			}
			if len(f) >= 2 {
				ev.Player = f[1]
			}
		case "change-method":
			want = 2
			if len(f) == 2 {
				ev.Method = f[1]
			}
		default:
			return nil, nil, bad("unknown event %q", f[0])
		}
		if len(f) != want {
			return nil, nil, bad("want %d fields", want)
		}
		events = append(events, ev)
		ends = append(ends, len(events)-1)
	}
	return events, ends, nil
}
