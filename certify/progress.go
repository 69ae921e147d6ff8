package certify

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
)

// progress shows a long run is alive (docs/certify.md "Progress"). On a
// terminal it draws a bar per phase (features, vectors, generated shoes,
// the exhaustive walk) with its count, checks per second and time left,
// rewritten in place (github.com/vbauerster/mpb). Elsewhere (a CI log) it
// writes one line at most every heartbeatEvery, and only once the run has
// lasted heartbeatAfter, so that short runs log nothing. The count a
// phase ends with is the count the summary reports: the callers finish
// each phase with it. A nil *progress, or one without a writer, does
// nothing.
type progress struct {
	w        io.Writer
	terminal bool
	start    time.Time

	mu         sync.Mutex
	name, unit string
	total      int64 // 0: not known
	count      int64
	phaseStart time.Time
	follow     func() int64 // a live count to poll, if any

	// terminal
	bars *mpb.Progress
	bar  *mpb.Bar

	// heartbeat
	every, after time.Duration
	stop         chan struct{}
	stopped      sync.WaitGroup
}

// The heartbeat's rhythm when stderr is not a terminal.
const (
	heartbeatEvery = 30 * time.Second
	heartbeatAfter = time.Minute
)

func newProgress(w io.Writer, terminal bool) *progress {
	return newProgressEvery(w, terminal, heartbeatEvery, heartbeatAfter)
}

func newProgressEvery(w io.Writer, terminal bool, every, after time.Duration) *progress {
	p := &progress{w: w, terminal: terminal, start: time.Now(), every: every, after: after}
	if w == nil {
		return p
	}
	if terminal {
		p.bars = mpb.New(mpb.WithOutput(w), mpb.WithAutoRefresh(), mpb.WithRefreshRate(150*time.Millisecond))
		// A live count (vectors, generated checks) is polled as the bars
		// are drawn.
		p.stop = make(chan struct{})
		p.stopped.Add(1)
		go p.loop(p.stop, 150*time.Millisecond, p.poll)
		return p
	}
	p.stop = make(chan struct{})
	p.stopped.Add(1)
	go p.loop(p.stop, every, p.beat)
	return p
}

// loop ticks until stop is closed. It takes the channel rather than reading
// p.stop, which done sets to nil after closing it: a loop that read the
// field after a tick would wait on a nil channel for ever.
func (p *progress) loop(stop <-chan struct{}, every time.Duration, tick func()) {
	defer p.stopped.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			tick()
		}
	}
}

func (p *progress) active() bool { return p != nil && p.w != nil }

// phase ends the current phase and starts one: name, the unit it counts
// and its expected total (0 if not known).
func (p *progress) phase(name, unit string, total int64) {
	if !p.active() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.endLocked(-1)
	p.name, p.unit, p.total, p.count, p.phaseStart, p.follow = name, unit, total, 0, time.Now(), nil
	if p.bars != nil {
		label := name
		if unit != "" {
			label += " (" + unit + ")"
		}
		p.bar = p.bars.New(0, mpb.BarStyle(), mpb.BarWidth(30),
			mpb.PrependDecorators(decor.Name(label, decor.WC{W: 34, C: decor.DindentRight}),
				decor.CountersNoUnit("%d / %d", decor.WCSyncWidth)),
			mpb.AppendDecorators(decor.AverageSpeed(0, "%.1f/s", decor.WCSyncSpace),
				decor.OnComplete(decor.AverageETA(decor.ET_STYLE_GO, decor.WCSyncSpace), "done")))
		if total > 0 {
			p.bar.SetTotal(total, false)
		}
	}
}

// set starts a phase known only by its name (the exhaustive walk's games).
func (p *progress) set(msg string) { p.phase(msg, "", 0) }

// add counts n more checks of the phase.
func (p *progress) add(n int64) {
	if !p.active() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.count += n
	if p.bar != nil {
		p.bar.IncrInt64(n)
	}
}

// followCount makes the phase's count follow f (polled), for checks
// counted elsewhere (engine answers); finish sets the true count.
func (p *progress) followCount(f func() int64) {
	if !p.active() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.follow = f
}

func (p *progress) poll() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pollLocked()
}

func (p *progress) pollLocked() {
	if p.follow == nil {
		return
	}
	n := p.follow()
	if p.total > 0 && n >= p.total {
		n = p.total - 1 // the phase is done when finish says so
	}
	if n > p.count {
		p.count = n
		if p.bar != nil {
			p.bar.SetCurrent(n)
		}
	}
}

// finishStep sets the phase's count so far (a game's shoes done).
func (p *progress) finishStep(count int64) {
	if !p.active() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if count > p.count {
		if p.bar != nil {
			p.bar.SetCurrent(count)
		}
		p.count = count
	}
}

// finish ends the phase with its true count: what the summary reports.
func (p *progress) finish(count int64) {
	if !p.active() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.endLocked(count)
}

// endLocked completes the current bar at count (-1: as it stands).
func (p *progress) endLocked(count int64) {
	if count >= 0 {
		p.count = count
	}
	p.follow = nil
	if p.bar != nil {
		if count >= 0 {
			p.bar.SetCurrent(count)
		}
		p.bar.SetTotal(-1, true)
		p.bar = nil
	}
}

// beat writes the heartbeat line, once the run is long enough.
func (p *progress) beat() {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if now.Sub(p.start) < p.after || p.name == "" {
		return
	}
	p.pollLocked()
	fmt.Fprintf(p.w, "bacctk certify: %s: %s\n", now.Sub(p.start).Round(time.Second), p.statusLocked(now))
}

// statusLocked says where the current phase is: "features: 1200/4235
// scenarios, 40.0/s, about 1m16s left".
func (p *progress) statusLocked(now time.Time) string {
	s := p.name + ": " + fmt.Sprint(p.count)
	if p.total > 0 {
		s += fmt.Sprintf("/%d", p.total)
	}
	if p.unit != "" {
		s += " " + p.unit
	}
	if el := now.Sub(p.phaseStart).Seconds(); el > 0 && p.count > 0 {
		rate := float64(p.count) / el
		s += fmt.Sprintf(", %.1f/s", rate)
		if p.total > p.count {
			s += fmt.Sprintf(", about %s left", (time.Duration(float64(p.total-p.count)/rate) * time.Second).Round(time.Second))
		}
	}
	return s
}

// done ends the last phase and stops drawing.
func (p *progress) done() {
	if !p.active() {
		return
	}
	p.mu.Lock()
	p.endLocked(-1)
	p.mu.Unlock()
	if p.stop != nil {
		close(p.stop)
		p.stop = nil
		p.stopped.Wait()
	}
	if p.bars != nil {
		p.bars.Wait()
		p.bars = nil
	}
}
