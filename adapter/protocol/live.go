package protocol

import "sync"

// live holds every engine process started and not yet stopped, in any
// client, so that a kit that must exit at once can end them all, those of
// a client still starting (its hello unanswered) included.
var live = struct {
	sync.Mutex
	procs map[*proc]bool
}{procs: map[*proc]bool{}}

func (p *proc) track() {
	live.Lock()
	live.procs[p] = true
	live.Unlock()
}

func (p *proc) untrack() {
	live.Lock()
	delete(live.procs, p)
	live.Unlock()
}

// KillAll sends SIGKILL at once to the process group of every engine the
// kit started and has not stopped, and to any process that left a group
// but holds an engine's pipes, without waiting for anything: for a kit
// about to exit on a second signal (docs/certify.md, "Signals and exit
// codes"), which os.Exit would otherwise leave running.
func KillAll() {
	live.Lock()
	defer live.Unlock()
	for p := range live.procs {
		signalGroup(p.cmd, true)
		killHolders(p.pipes)
	}
}
