package certify

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// errDeadline is the cause of a run's end at its deadline.
type errDeadline struct{ d time.Duration }

func (e errDeadline) Error() string { return fmt.Sprintf("deadline reached (--deadline %v)", e.d) }

// stopped says what cut the run short, "" if nothing did: the first
// request the engine did not answer in time, and the run's end (its
// deadline, a signal) or its giving up on the engine.
func stopped(ctx context.Context, g *guard) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	var why []string
	if g.timedOut != "" {
		why = append(why, g.timedOut)
	}
	switch {
	case ctx.Err() != nil:
		why = append(why, context.Cause(ctx).Error())
	case g.gaveUp != nil:
		why = append(why, fmt.Sprintf("the run stopped asking the engine after %d calls in a row failed", g.giveUp))
	}
	return strings.Join(why, "; ")
}
