package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/reference"
)

func init() {
	register(command{name: "coup", summary: "deal one coup from given cards with the reference and settle wagers", run: runCoup})
}

// wagerFlags collects repeated --wager ID=STAKE flags.
type wagerFlags []reference.Wager

func (w *wagerFlags) String() string { return fmt.Sprint(*w) }

func (w *wagerFlags) Set(v string) error {
	id, stake, ok := strings.Cut(v, "=")
	if !ok {
		return fmt.Errorf("want ID=STAKE (e.g. banker=100), got %q", v)
	}
	n, err := strconv.ParseInt(stake, 10, 64)
	if err != nil {
		return fmt.Errorf("stake %q of %s is not a whole number of minor units", stake, id)
	}
	*w = append(*w, reference.Wager{ID: reference.WagerID(id), Stake: n})
	return nil
}

func runCoup(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk coup", "Usage: bacctk coup --game ID [--decks N] --cards 'TOKENS' [--wager ID=STAKE ...] [--rounding UNIT] [--pack DIR] [--json]", stderr)
	game := gameFlag(fs, "game id (see 'bacctk games')")
	decks := fs.Int("decks", 8, "decks in the shoe, 4 to 10")
	cardsArg := fs.String("cards", "", "the remainder of the shoe in draw order, e.g. '5H 6S KD QC 6D TS' (CUT is the cutting card)")
	rounding := fs.Int64("rounding", 1, "unit in minor units to which fractional payouts are rounded down")
	asJSON := fs.Bool("json", false, "print one JSON object")
	var wagers wagerFlags
	fs.Var(&wagers, "wager", "a wager as ID=STAKE in minor units; repeat for more")
	packs := packFlag(fs)
	if _, code, ok := packs.parse(fs, args); !ok {
		return code
	}
	if *game == "" {
		fmt.Fprintln(stderr, "bacctk coup: --game is required (see 'bacctk games')")
		return 2
	}
	if *rounding < 1 {
		fmt.Fprintf(stderr, "bacctk coup: --rounding must be at least 1 minor unit, not %d\n", *rounding)
		return 2
	}
	g, err := reference.LookupGame(reference.GameID(*game))
	if err != nil {
		fmt.Fprintf(stderr, "bacctk coup: %v\n", err)
		return 2
	}
	cards, err := reference.ParseCards(*cardsArg)
	if err != nil {
		fmt.Fprintf(stderr, "bacctk coup: --cards: %v\n", err)
		return 2
	}
	r, err := reference.Play(g, *decks, cards, wagers, reference.TableSettings{Rounding: *rounding})
	if err != nil {
		fmt.Fprintf(stderr, "bacctk coup: %v\n", err)
		return 2
	}
	if *asJSON {
		b, err := json.Marshal(refengine.EncodeRound(&r))
		if err != nil {
			fmt.Fprintf(stderr, "bacctk coup: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	printRound(stdout, g, *decks, &r)
	return 0
}

func printRound(w io.Writer, g *reference.Game, decks int, r *reference.Round) {
	c := &r.Coup
	fmt.Fprintf(w, "Game:    %s (%s), %d decks\n", g.ID, g.Name, decks)
	fmt.Fprintf(w, "Player:  %-12s total %d\n", reference.FormatCards(c.Player.Slice()), c.PlayerTotal())
	fmt.Fprintf(w, "Banker:  %-12s total %d\n", reference.FormatCards(c.Banker.Slice()), c.BankerTotal())
	if c.Void != reference.NotVoid {
		at := ""
		if c.VoidAt > 0 {
			at = fmt.Sprintf(" (card %d)", c.VoidAt)
		}
		fmt.Fprintf(w, "Void:    %s%s: every stake is returned\n", c.Void, at)
	} else {
		fmt.Fprintf(w, "Winner:  %s\n", c.Winner())
	}
	cut := "not met"
	if c.CutCard {
		cut = "met: removed, round completed, last round of the shoe"
	}
	fmt.Fprintf(w, "Cards:   %d used; cutting card %s\n", c.CardsUsed, cut)
	if len(r.Settlements) == 0 {
		return
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "WAGER\tSTAKE\tRESULT\tWIN\tRETURNED\tODDS\tEXACT WIN\tEVENT\tRULE")
	for i := range r.Settlements {
		s := &r.Settlements[i]
		odds, exact, event := "-", "-", "-"
		if s.Result == reference.Win {
			odds = s.Odds.String()
			n, d := s.ExactWin()
			exact = fmt.Sprintf("%d/%d", n, d)
			if d == 1 {
				exact = fmt.Sprint(n)
			}
		}
		if s.Event != reference.NoEvent {
			event = s.Event.String()
		}
		win := fmt.Sprint(s.Win)
		if s.Bonus > 0 {
			win += fmt.Sprintf(" (bonus %d)", s.Bonus)
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", s.Wager, s.Stake, s.Result, win, s.Returned, odds, exact, event, s.Clause)
	}
	tw.Flush()
}
