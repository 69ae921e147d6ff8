package certify

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// progress rewrites one line on a terminal: what the run is doing. It
// writes nothing when w is nil, and at most ten times a second.
type progress struct {
	w     io.Writer
	mu    sync.Mutex
	last  time.Time
	shown bool
}

func newProgress(w io.Writer) *progress { return &progress{w: w} }

func (p *progress) set(msg string) {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if now := time.Now(); now.Sub(p.last) >= 100*time.Millisecond {
		p.last = now
		// \r returns to the line's start, ESC[K clears the rest of it.
		fmt.Fprintf(p.w, "\r\x1b[Kbacctk certify: %s", msg)
		p.shown = true
	}
}

// done clears the line.
func (p *progress) done() {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}
