// Replay commands: the command that shows the reference's answer to a
// failing coup, with the kit and the engine as the run named them.

package decide

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bacctk/bacctk/reference"
)

// replayCommands returns the `bacctk coup` command that shows the
// reference's answer to a coup request. Shoe and table requests have no
// command of their own: they replay from the vector file written with
// --cases, or from the request in the JSON report.
func replayCommands(q *Request) []string {
	if q == nil || q.Method != "coup" {
		return nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "bacctk coup --game %s --decks %d --cards %s", shellQuote(q.Game), q.Decks, shellQuote(strings.Join(q.Cards, " ")))
	for _, w := range q.Wagers {
		fmt.Fprintf(&b, " --wager %s", shellQuote(w.Wager+"="+strconv.FormatInt(w.Stake, 10)))
	}
	if q.Table != nil && q.Table.Rounding > 1 {
		fmt.Fprintf(&b, " --rounding %d", q.Table.Rounding)
	}
	b.WriteString(" --json")
	return []string{b.String()}
}

// engineArg stands in a replay command for the engine command until
// finishReplays puts the run's own there.
const engineArg = "--engine CMD"

// FinishReplays makes every replay command one a user can paste: the kit
// named as it was invoked (kit; "" for report.KitName), and the run's own
// engine command (commandLine) in place of engineArg (none for the engine
// in process: a replay then asks the reference, as the run did).
func FinishReplays(rep *Report, kit, commandLine string) {
	if kit == "" {
		kit = KitName
	}
	engine := ""
	if commandLine != "" {
		engine = " --engine " + shellQuote(commandLine)
	}
	for i := range rep.Failures {
		packs := packFlags(rep, rep.Failures[i].Game)
		for j, line := range rep.Failures[i].Replay {
			if rest, ok := strings.CutPrefix(line, KitName+" "); ok {
				line = kit + " " + rest
			}
			// Decide finishes the replays once and certify again with the
			// kit's own name: the packs go in once.
			if rest, ok := strings.CutPrefix(line, kit+" coup "); ok && packs != "" && !strings.HasPrefix(rest, "--pack ") {
				line = kit + " coup" + packs + " " + rest
			}
			rep.Failures[i].Replay[j] = strings.Replace(line, " "+engineArg, engine, 1)
		}
	}
}

// packFlags is " --pack DIR" for each rules pack of the run when game is
// a pack's: the replay command must know the game as the run did.
func packFlags(rep *Report, game string) string {
	g, err := reference.LookupGame(reference.GameID(game))
	if err != nil {
		return ""
	}
	var b strings.Builder
	for _, p := range rep.Run.Packs {
		if p.ID == string(g.Document) {
			b.WriteString(" --pack " + shellQuote(p.Dir))
		}
	}
	return b.String()
}

// CertifyFlag is the flag of a vector file written from a certification
// failure.
const CertifyFlag = "CertifyFailure"
