package protocol

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/bacctk/bacctk/internal/display"
)

// checkStakeLimits reads the stake limits of a hello result as the engine
// wrote them, before the decoder: it would take 0 for an absent limit and
// name a fraction only by Go's field path. Each of offered.GAME.minStake
// and maxStake, when present, is a positive integer of minor units; what
// the declared limits say together is adapter.Hello.CheckStakes's.
func checkStakeLimits(result []byte) error {
	var raw struct {
		Offered map[string]map[string]json.RawMessage `json:"offered"`
	}
	if json.Unmarshal(result, &raw) != nil {
		return nil // not this check's: the decoder says what is wrong
	}
	games := make([]string, 0, len(raw.Offered))
	for g := range raw.Offered {
		games = append(games, g)
	}
	sort.Strings(games)
	for _, g := range games {
		for _, name := range []string{"minStake", "maxStake"} {
			v, ok := raw.Offered[g][name]
			if !ok {
				continue
			}
			n, err := strconv.ParseInt(string(v), 10, 64)
			if err != nil || n < 1 {
				return fmt.Errorf("offered.%s.%s is %s: a stake limit is a whole number of minor units, at least 1",
					display.Line(g, display.NameMax), name, display.Line(string(v), display.NameMax))
			}
		}
	}
	return nil
}
